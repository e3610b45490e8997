; ModuleID = 'masked_groups.c'
source_filename = "masked_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_pair(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

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
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %m, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = icmp ne <16 x i32> %wide.load, zeroinitializer
  %2 = getelementptr i32, ptr %a, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %2, i32 4, <16 x i1> %1, <16 x i32> poison), !tbaa !5
  %3 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds i32, ptr %out, <16 x i64> %3
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %wide.masked.load, <16 x ptr> %4, i32 4, <16 x i1> %1), !tbaa !5
  %5 = getelementptr i32, ptr %b, i64 %index
  %wide.masked.load23 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %5, i32 4, <16 x i1> %1, <16 x i32> poison), !tbaa !5
  %6 = or <16 x i64> %3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds i32, ptr %out, <16 x i64> %6
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %wide.masked.load23, <16 x ptr> %7, i32 4, <16 x i1> %1), !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %vec.ind29 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next30, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i32, ptr %m, i64 %index28
  %wide.load31 = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp ne <8 x i32> %wide.load31, zeroinitializer
  %11 = getelementptr i32, ptr %a, i64 %index28
  %wide.masked.load32 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %11, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !5
  %12 = shl nuw nsw <8 x i64> %vec.ind29, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = getelementptr inbounds i32, ptr %out, <8 x i64> %12
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %wide.masked.load32, <8 x ptr> %13, i32 4, <8 x i1> %10), !tbaa !5
  %14 = getelementptr i32, ptr %b, i64 %index28
  %wide.masked.load33 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %14, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !5
  %15 = or <8 x i64> %12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %16 = getelementptr inbounds i32, ptr %out, <8 x i64> %15
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %wide.masked.load33, <8 x ptr> %16, i32 4, <8 x i1> %10), !tbaa !5
  %index.next34 = add nuw i64 %index28, 8
  %vec.ind.next30 = add <8 x i64> %vec.ind29, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %17 = icmp eq i64 %index.next34, %n.vec25
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n27 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %m, i64 %indvars.iv
  %18 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %tobool.not = icmp eq i32 %18, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %19 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %20 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %20
  store i32 %19, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %22 = or i64 %20, 1
  %arrayidx9 = getelementptr inbounds i32, ptr %out, i64 %22
  store i32 %21, ptr %arrayidx9, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_scale3(ptr noalias nocapture noundef %p, ptr noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4, !tbaa !15
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds %struct.point, ptr %p, i64 %indvars.iv
  %1 = load <2 x float>, ptr %arrayidx5, align 4, !tbaa !15
  %2 = insertelement <2 x float> poison, float %0, i64 0
  %3 = shufflevector <2 x float> %2, <2 x float> poison, <2 x i32> zeroinitializer
  %4 = fmul <2 x float> %3, %1
  store <2 x float> %4, ptr %arrayidx5, align 4, !tbaa !15
  %z = getelementptr inbounds %struct.point, ptr %p, i64 %indvars.iv, i32 2
  %5 = load float, ptr %z, align 4, !tbaa !17
  %mul15 = fmul float %0, %5
  store float %mul15, ptr %z, align 4, !tbaa !17
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_pairs(ptr noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat17 = shufflevector <16 x float> %broadcast.splatinsert16, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = icmp ule <16 x i64> %vec.ind, %broadcast.splat
  %1 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %2 = getelementptr inbounds float, ptr %p, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> %0, <16 x float> poison), !tbaa !15
  %3 = fmul <16 x float> %wide.masked.gather, %broadcast.splat17
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %3, <16 x ptr> %2, i32 4, <16 x i1> %0), !tbaa !15
  %4 = or <16 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = getelementptr inbounds float, ptr %p, <16 x i64> %4
  %wide.masked.gather18 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %5, i32 4, <16 x i1> %0, <16 x float> poison), !tbaa !15
  %6 = fadd <16 x float> %wide.masked.gather18, %broadcast.splat17
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %6, <16 x ptr> %5, i32 4, <16 x i1> %0), !tbaa !15
  %index.next = add i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.cond.cleanup, label %vector.body, !llvm.loop !20

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_copy(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert9 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat10 = shufflevector <16 x i64> %broadcast.splatinsert9, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat10, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %0 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %1 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %1, i32 4, <16 x i1> %0, <16 x i32> poison), !tbaa !5
  %2 = add nsw <16 x i32> %wide.masked.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %3 = getelementptr inbounds i32, ptr %out, i64 %index
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %2, ptr %3, i32 4, <16 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !21

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_rgb(ptr noalias nocapture noundef writeonly %gray, ptr noalias nocapture noundef readonly %rgb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 8589934528
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue536, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue536 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %vector.ph ], [ %vec.ind.next, %pred.store.continue536 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = mul nuw nsw <64 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %2 = extractelement <64 x i1> %0, i64 0
  br i1 %2, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %3 = extractelement <64 x i64> %1, i64 0
  %4 = getelementptr inbounds i8, ptr %rgb, i64 %3
  %5 = load i8, ptr %4, align 1, !tbaa !22
  %6 = insertelement <64 x i8> poison, i8 %5, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %7 = phi <64 x i8> [ poison, %vector.body ], [ %6, %pred.load.if ]
  %8 = extractelement <64 x i1> %0, i64 1
  br i1 %8, label %pred.load.if29, label %pred.load.continue30

pred.load.if29:                                   ; preds = %pred.load.continue
  %9 = extractelement <64 x i64> %1, i64 1
  %10 = getelementptr inbounds i8, ptr %rgb, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !22
  %12 = insertelement <64 x i8> %7, i8 %11, i64 1
  br label %pred.load.continue30

pred.load.continue30:                             ; preds = %pred.load.if29, %pred.load.continue
  %13 = phi <64 x i8> [ %7, %pred.load.continue ], [ %12, %pred.load.if29 ]
  %14 = extractelement <64 x i1> %0, i64 2
  br i1 %14, label %pred.load.if31, label %pred.load.continue32

pred.load.if31:                                   ; preds = %pred.load.continue30
  %15 = extractelement <64 x i64> %1, i64 2
  %16 = getelementptr inbounds i8, ptr %rgb, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !22
  %18 = insertelement <64 x i8> %13, i8 %17, i64 2
  br label %pred.load.continue32

pred.load.continue32:                             ; preds = %pred.load.if31, %pred.load.continue30
  %19 = phi <64 x i8> [ %13, %pred.load.continue30 ], [ %18, %pred.load.if31 ]
  %20 = extractelement <64 x i1> %0, i64 3
  br i1 %20, label %pred.load.if33, label %pred.load.continue34

pred.load.if33:                                   ; preds = %pred.load.continue32
  %21 = extractelement <64 x i64> %1, i64 3
  %22 = getelementptr inbounds i8, ptr %rgb, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !22
  %24 = insertelement <64 x i8> %19, i8 %23, i64 3
  br label %pred.load.continue34

pred.load.continue34:                             ; preds = %pred.load.if33, %pred.load.continue32
  %25 = phi <64 x i8> [ %19, %pred.load.continue32 ], [ %24, %pred.load.if33 ]
  %26 = extractelement <64 x i1> %0, i64 4
  br i1 %26, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue34
  %27 = extractelement <64 x i64> %1, i64 4
  %28 = getelementptr inbounds i8, ptr %rgb, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !22
  %30 = insertelement <64 x i8> %25, i8 %29, i64 4
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue34
  %31 = phi <64 x i8> [ %25, %pred.load.continue34 ], [ %30, %pred.load.if35 ]
  %32 = extractelement <64 x i1> %0, i64 5
  br i1 %32, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %33 = extractelement <64 x i64> %1, i64 5
  %34 = getelementptr inbounds i8, ptr %rgb, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !22
  %36 = insertelement <64 x i8> %31, i8 %35, i64 5
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %37 = phi <64 x i8> [ %31, %pred.load.continue36 ], [ %36, %pred.load.if37 ]
  %38 = extractelement <64 x i1> %0, i64 6
  br i1 %38, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %39 = extractelement <64 x i64> %1, i64 6
  %40 = getelementptr inbounds i8, ptr %rgb, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !22
  %42 = insertelement <64 x i8> %37, i8 %41, i64 6
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %43 = phi <64 x i8> [ %37, %pred.load.continue38 ], [ %42, %pred.load.if39 ]
  %44 = extractelement <64 x i1> %0, i64 7
  br i1 %44, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %45 = extractelement <64 x i64> %1, i64 7
  %46 = getelementptr inbounds i8, ptr %rgb, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !22
  %48 = insertelement <64 x i8> %43, i8 %47, i64 7
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %49 = phi <64 x i8> [ %43, %pred.load.continue40 ], [ %48, %pred.load.if41 ]
  %50 = extractelement <64 x i1> %0, i64 8
  br i1 %50, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %51 = extractelement <64 x i64> %1, i64 8
  %52 = getelementptr inbounds i8, ptr %rgb, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !22
  %54 = insertelement <64 x i8> %49, i8 %53, i64 8
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %55 = phi <64 x i8> [ %49, %pred.load.continue42 ], [ %54, %pred.load.if43 ]
  %56 = extractelement <64 x i1> %0, i64 9
  br i1 %56, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %57 = extractelement <64 x i64> %1, i64 9
  %58 = getelementptr inbounds i8, ptr %rgb, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !22
  %60 = insertelement <64 x i8> %55, i8 %59, i64 9
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %61 = phi <64 x i8> [ %55, %pred.load.continue44 ], [ %60, %pred.load.if45 ]
  %62 = extractelement <64 x i1> %0, i64 10
  br i1 %62, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %63 = extractelement <64 x i64> %1, i64 10
  %64 = getelementptr inbounds i8, ptr %rgb, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !22
  %66 = insertelement <64 x i8> %61, i8 %65, i64 10
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %67 = phi <64 x i8> [ %61, %pred.load.continue46 ], [ %66, %pred.load.if47 ]
  %68 = extractelement <64 x i1> %0, i64 11
  br i1 %68, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %69 = extractelement <64 x i64> %1, i64 11
  %70 = getelementptr inbounds i8, ptr %rgb, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !22
  %72 = insertelement <64 x i8> %67, i8 %71, i64 11
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %73 = phi <64 x i8> [ %67, %pred.load.continue48 ], [ %72, %pred.load.if49 ]
  %74 = extractelement <64 x i1> %0, i64 12
  br i1 %74, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %75 = extractelement <64 x i64> %1, i64 12
  %76 = getelementptr inbounds i8, ptr %rgb, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !22
  %78 = insertelement <64 x i8> %73, i8 %77, i64 12
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %79 = phi <64 x i8> [ %73, %pred.load.continue50 ], [ %78, %pred.load.if51 ]
  %80 = extractelement <64 x i1> %0, i64 13
  br i1 %80, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %81 = extractelement <64 x i64> %1, i64 13
  %82 = getelementptr inbounds i8, ptr %rgb, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !22
  %84 = insertelement <64 x i8> %79, i8 %83, i64 13
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %85 = phi <64 x i8> [ %79, %pred.load.continue52 ], [ %84, %pred.load.if53 ]
  %86 = extractelement <64 x i1> %0, i64 14
  br i1 %86, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %87 = extractelement <64 x i64> %1, i64 14
  %88 = getelementptr inbounds i8, ptr %rgb, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !22
  %90 = insertelement <64 x i8> %85, i8 %89, i64 14
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %91 = phi <64 x i8> [ %85, %pred.load.continue54 ], [ %90, %pred.load.if55 ]
  %92 = extractelement <64 x i1> %0, i64 15
  br i1 %92, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %93 = extractelement <64 x i64> %1, i64 15
  %94 = getelementptr inbounds i8, ptr %rgb, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !22
  %96 = insertelement <64 x i8> %91, i8 %95, i64 15
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %97 = phi <64 x i8> [ %91, %pred.load.continue56 ], [ %96, %pred.load.if57 ]
  %98 = extractelement <64 x i1> %0, i64 16
  br i1 %98, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %99 = extractelement <64 x i64> %1, i64 16
  %100 = getelementptr inbounds i8, ptr %rgb, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !22
  %102 = insertelement <64 x i8> %97, i8 %101, i64 16
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %103 = phi <64 x i8> [ %97, %pred.load.continue58 ], [ %102, %pred.load.if59 ]
  %104 = extractelement <64 x i1> %0, i64 17
  br i1 %104, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %105 = extractelement <64 x i64> %1, i64 17
  %106 = getelementptr inbounds i8, ptr %rgb, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !22
  %108 = insertelement <64 x i8> %103, i8 %107, i64 17
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %109 = phi <64 x i8> [ %103, %pred.load.continue60 ], [ %108, %pred.load.if61 ]
  %110 = extractelement <64 x i1> %0, i64 18
  br i1 %110, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %111 = extractelement <64 x i64> %1, i64 18
  %112 = getelementptr inbounds i8, ptr %rgb, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !22
  %114 = insertelement <64 x i8> %109, i8 %113, i64 18
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %115 = phi <64 x i8> [ %109, %pred.load.continue62 ], [ %114, %pred.load.if63 ]
  %116 = extractelement <64 x i1> %0, i64 19
  br i1 %116, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %117 = extractelement <64 x i64> %1, i64 19
  %118 = getelementptr inbounds i8, ptr %rgb, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !22
  %120 = insertelement <64 x i8> %115, i8 %119, i64 19
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %121 = phi <64 x i8> [ %115, %pred.load.continue64 ], [ %120, %pred.load.if65 ]
  %122 = extractelement <64 x i1> %0, i64 20
  br i1 %122, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %123 = extractelement <64 x i64> %1, i64 20
  %124 = getelementptr inbounds i8, ptr %rgb, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !22
  %126 = insertelement <64 x i8> %121, i8 %125, i64 20
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %127 = phi <64 x i8> [ %121, %pred.load.continue66 ], [ %126, %pred.load.if67 ]
  %128 = extractelement <64 x i1> %0, i64 21
  br i1 %128, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %129 = extractelement <64 x i64> %1, i64 21
  %130 = getelementptr inbounds i8, ptr %rgb, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !22
  %132 = insertelement <64 x i8> %127, i8 %131, i64 21
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %133 = phi <64 x i8> [ %127, %pred.load.continue68 ], [ %132, %pred.load.if69 ]
  %134 = extractelement <64 x i1> %0, i64 22
  br i1 %134, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %135 = extractelement <64 x i64> %1, i64 22
  %136 = getelementptr inbounds i8, ptr %rgb, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !22
  %138 = insertelement <64 x i8> %133, i8 %137, i64 22
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %139 = phi <64 x i8> [ %133, %pred.load.continue70 ], [ %138, %pred.load.if71 ]
  %140 = extractelement <64 x i1> %0, i64 23
  br i1 %140, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %141 = extractelement <64 x i64> %1, i64 23
  %142 = getelementptr inbounds i8, ptr %rgb, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !22
  %144 = insertelement <64 x i8> %139, i8 %143, i64 23
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %145 = phi <64 x i8> [ %139, %pred.load.continue72 ], [ %144, %pred.load.if73 ]
  %146 = extractelement <64 x i1> %0, i64 24
  br i1 %146, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %147 = extractelement <64 x i64> %1, i64 24
  %148 = getelementptr inbounds i8, ptr %rgb, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !22
  %150 = insertelement <64 x i8> %145, i8 %149, i64 24
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %151 = phi <64 x i8> [ %145, %pred.load.continue74 ], [ %150, %pred.load.if75 ]
  %152 = extractelement <64 x i1> %0, i64 25
  br i1 %152, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %153 = extractelement <64 x i64> %1, i64 25
  %154 = getelementptr inbounds i8, ptr %rgb, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !22
  %156 = insertelement <64 x i8> %151, i8 %155, i64 25
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %157 = phi <64 x i8> [ %151, %pred.load.continue76 ], [ %156, %pred.load.if77 ]
  %158 = extractelement <64 x i1> %0, i64 26
  br i1 %158, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %159 = extractelement <64 x i64> %1, i64 26
  %160 = getelementptr inbounds i8, ptr %rgb, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !22
  %162 = insertelement <64 x i8> %157, i8 %161, i64 26
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %163 = phi <64 x i8> [ %157, %pred.load.continue78 ], [ %162, %pred.load.if79 ]
  %164 = extractelement <64 x i1> %0, i64 27
  br i1 %164, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %165 = extractelement <64 x i64> %1, i64 27
  %166 = getelementptr inbounds i8, ptr %rgb, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !22
  %168 = insertelement <64 x i8> %163, i8 %167, i64 27
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %169 = phi <64 x i8> [ %163, %pred.load.continue80 ], [ %168, %pred.load.if81 ]
  %170 = extractelement <64 x i1> %0, i64 28
  br i1 %170, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %171 = extractelement <64 x i64> %1, i64 28
  %172 = getelementptr inbounds i8, ptr %rgb, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !22
  %174 = insertelement <64 x i8> %169, i8 %173, i64 28
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %175 = phi <64 x i8> [ %169, %pred.load.continue82 ], [ %174, %pred.load.if83 ]
  %176 = extractelement <64 x i1> %0, i64 29
  br i1 %176, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %177 = extractelement <64 x i64> %1, i64 29
  %178 = getelementptr inbounds i8, ptr %rgb, i64 %177
  %179 = load i8, ptr %178, align 1, !tbaa !22
  %180 = insertelement <64 x i8> %175, i8 %179, i64 29
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %181 = phi <64 x i8> [ %175, %pred.load.continue84 ], [ %180, %pred.load.if85 ]
  %182 = extractelement <64 x i1> %0, i64 30
  br i1 %182, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %183 = extractelement <64 x i64> %1, i64 30
  %184 = getelementptr inbounds i8, ptr %rgb, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !22
  %186 = insertelement <64 x i8> %181, i8 %185, i64 30
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %187 = phi <64 x i8> [ %181, %pred.load.continue86 ], [ %186, %pred.load.if87 ]
  %188 = extractelement <64 x i1> %0, i64 31
  br i1 %188, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %189 = extractelement <64 x i64> %1, i64 31
  %190 = getelementptr inbounds i8, ptr %rgb, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !22
  %192 = insertelement <64 x i8> %187, i8 %191, i64 31
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %193 = phi <64 x i8> [ %187, %pred.load.continue88 ], [ %192, %pred.load.if89 ]
  %194 = extractelement <64 x i1> %0, i64 32
  br i1 %194, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %195 = extractelement <64 x i64> %1, i64 32
  %196 = getelementptr inbounds i8, ptr %rgb, i64 %195
  %197 = load i8, ptr %196, align 1, !tbaa !22
  %198 = insertelement <64 x i8> %193, i8 %197, i64 32
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %199 = phi <64 x i8> [ %193, %pred.load.continue90 ], [ %198, %pred.load.if91 ]
  %200 = extractelement <64 x i1> %0, i64 33
  br i1 %200, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %201 = extractelement <64 x i64> %1, i64 33
  %202 = getelementptr inbounds i8, ptr %rgb, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !22
  %204 = insertelement <64 x i8> %199, i8 %203, i64 33
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %205 = phi <64 x i8> [ %199, %pred.load.continue92 ], [ %204, %pred.load.if93 ]
  %206 = extractelement <64 x i1> %0, i64 34
  br i1 %206, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %207 = extractelement <64 x i64> %1, i64 34
  %208 = getelementptr inbounds i8, ptr %rgb, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !22
  %210 = insertelement <64 x i8> %205, i8 %209, i64 34
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %211 = phi <64 x i8> [ %205, %pred.load.continue94 ], [ %210, %pred.load.if95 ]
  %212 = extractelement <64 x i1> %0, i64 35
  br i1 %212, label %pred.load.if97, label %pred.load.continue98

pred.load.if97:                                   ; preds = %pred.load.continue96
  %213 = extractelement <64 x i64> %1, i64 35
  %214 = getelementptr inbounds i8, ptr %rgb, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !22
  %216 = insertelement <64 x i8> %211, i8 %215, i64 35
  br label %pred.load.continue98

pred.load.continue98:                             ; preds = %pred.load.if97, %pred.load.continue96
  %217 = phi <64 x i8> [ %211, %pred.load.continue96 ], [ %216, %pred.load.if97 ]
  %218 = extractelement <64 x i1> %0, i64 36
  br i1 %218, label %pred.load.if99, label %pred.load.continue100

pred.load.if99:                                   ; preds = %pred.load.continue98
  %219 = extractelement <64 x i64> %1, i64 36
  %220 = getelementptr inbounds i8, ptr %rgb, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !22
  %222 = insertelement <64 x i8> %217, i8 %221, i64 36
  br label %pred.load.continue100

pred.load.continue100:                            ; preds = %pred.load.if99, %pred.load.continue98
  %223 = phi <64 x i8> [ %217, %pred.load.continue98 ], [ %222, %pred.load.if99 ]
  %224 = extractelement <64 x i1> %0, i64 37
  br i1 %224, label %pred.load.if101, label %pred.load.continue102

pred.load.if101:                                  ; preds = %pred.load.continue100
  %225 = extractelement <64 x i64> %1, i64 37
  %226 = getelementptr inbounds i8, ptr %rgb, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !22
  %228 = insertelement <64 x i8> %223, i8 %227, i64 37
  br label %pred.load.continue102

pred.load.continue102:                            ; preds = %pred.load.if101, %pred.load.continue100
  %229 = phi <64 x i8> [ %223, %pred.load.continue100 ], [ %228, %pred.load.if101 ]
  %230 = extractelement <64 x i1> %0, i64 38
  br i1 %230, label %pred.load.if103, label %pred.load.continue104

pred.load.if103:                                  ; preds = %pred.load.continue102
  %231 = extractelement <64 x i64> %1, i64 38
  %232 = getelementptr inbounds i8, ptr %rgb, i64 %231
  %233 = load i8, ptr %232, align 1, !tbaa !22
  %234 = insertelement <64 x i8> %229, i8 %233, i64 38
  br label %pred.load.continue104

pred.load.continue104:                            ; preds = %pred.load.if103, %pred.load.continue102
  %235 = phi <64 x i8> [ %229, %pred.load.continue102 ], [ %234, %pred.load.if103 ]
  %236 = extractelement <64 x i1> %0, i64 39
  br i1 %236, label %pred.load.if105, label %pred.load.continue106

pred.load.if105:                                  ; preds = %pred.load.continue104
  %237 = extractelement <64 x i64> %1, i64 39
  %238 = getelementptr inbounds i8, ptr %rgb, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !22
  %240 = insertelement <64 x i8> %235, i8 %239, i64 39
  br label %pred.load.continue106

pred.load.continue106:                            ; preds = %pred.load.if105, %pred.load.continue104
  %241 = phi <64 x i8> [ %235, %pred.load.continue104 ], [ %240, %pred.load.if105 ]
  %242 = extractelement <64 x i1> %0, i64 40
  br i1 %242, label %pred.load.if107, label %pred.load.continue108

pred.load.if107:                                  ; preds = %pred.load.continue106
  %243 = extractelement <64 x i64> %1, i64 40
  %244 = getelementptr inbounds i8, ptr %rgb, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !22
  %246 = insertelement <64 x i8> %241, i8 %245, i64 40
  br label %pred.load.continue108

pred.load.continue108:                            ; preds = %pred.load.if107, %pred.load.continue106
  %247 = phi <64 x i8> [ %241, %pred.load.continue106 ], [ %246, %pred.load.if107 ]
  %248 = extractelement <64 x i1> %0, i64 41
  br i1 %248, label %pred.load.if109, label %pred.load.continue110

pred.load.if109:                                  ; preds = %pred.load.continue108
  %249 = extractelement <64 x i64> %1, i64 41
  %250 = getelementptr inbounds i8, ptr %rgb, i64 %249
  %251 = load i8, ptr %250, align 1, !tbaa !22
  %252 = insertelement <64 x i8> %247, i8 %251, i64 41
  br label %pred.load.continue110

pred.load.continue110:                            ; preds = %pred.load.if109, %pred.load.continue108
  %253 = phi <64 x i8> [ %247, %pred.load.continue108 ], [ %252, %pred.load.if109 ]
  %254 = extractelement <64 x i1> %0, i64 42
  br i1 %254, label %pred.load.if111, label %pred.load.continue112

pred.load.if111:                                  ; preds = %pred.load.continue110
  %255 = extractelement <64 x i64> %1, i64 42
  %256 = getelementptr inbounds i8, ptr %rgb, i64 %255
  %257 = load i8, ptr %256, align 1, !tbaa !22
  %258 = insertelement <64 x i8> %253, i8 %257, i64 42
  br label %pred.load.continue112

pred.load.continue112:                            ; preds = %pred.load.if111, %pred.load.continue110
  %259 = phi <64 x i8> [ %253, %pred.load.continue110 ], [ %258, %pred.load.if111 ]
  %260 = extractelement <64 x i1> %0, i64 43
  br i1 %260, label %pred.load.if113, label %pred.load.continue114

pred.load.if113:                                  ; preds = %pred.load.continue112
  %261 = extractelement <64 x i64> %1, i64 43
  %262 = getelementptr inbounds i8, ptr %rgb, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !22
  %264 = insertelement <64 x i8> %259, i8 %263, i64 43
  br label %pred.load.continue114

pred.load.continue114:                            ; preds = %pred.load.if113, %pred.load.continue112
  %265 = phi <64 x i8> [ %259, %pred.load.continue112 ], [ %264, %pred.load.if113 ]
  %266 = extractelement <64 x i1> %0, i64 44
  br i1 %266, label %pred.load.if115, label %pred.load.continue116

pred.load.if115:                                  ; preds = %pred.load.continue114
  %267 = extractelement <64 x i64> %1, i64 44
  %268 = getelementptr inbounds i8, ptr %rgb, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !22
  %270 = insertelement <64 x i8> %265, i8 %269, i64 44
  br label %pred.load.continue116

pred.load.continue116:                            ; preds = %pred.load.if115, %pred.load.continue114
  %271 = phi <64 x i8> [ %265, %pred.load.continue114 ], [ %270, %pred.load.if115 ]
  %272 = extractelement <64 x i1> %0, i64 45
  br i1 %272, label %pred.load.if117, label %pred.load.continue118

pred.load.if117:                                  ; preds = %pred.load.continue116
  %273 = extractelement <64 x i64> %1, i64 45
  %274 = getelementptr inbounds i8, ptr %rgb, i64 %273
  %275 = load i8, ptr %274, align 1, !tbaa !22
  %276 = insertelement <64 x i8> %271, i8 %275, i64 45
  br label %pred.load.continue118

pred.load.continue118:                            ; preds = %pred.load.if117, %pred.load.continue116
  %277 = phi <64 x i8> [ %271, %pred.load.continue116 ], [ %276, %pred.load.if117 ]
  %278 = extractelement <64 x i1> %0, i64 46
  br i1 %278, label %pred.load.if119, label %pred.load.continue120

pred.load.if119:                                  ; preds = %pred.load.continue118
  %279 = extractelement <64 x i64> %1, i64 46
  %280 = getelementptr inbounds i8, ptr %rgb, i64 %279
  %281 = load i8, ptr %280, align 1, !tbaa !22
  %282 = insertelement <64 x i8> %277, i8 %281, i64 46
  br label %pred.load.continue120

pred.load.continue120:                            ; preds = %pred.load.if119, %pred.load.continue118
  %283 = phi <64 x i8> [ %277, %pred.load.continue118 ], [ %282, %pred.load.if119 ]
  %284 = extractelement <64 x i1> %0, i64 47
  br i1 %284, label %pred.load.if121, label %pred.load.continue122

pred.load.if121:                                  ; preds = %pred.load.continue120
  %285 = extractelement <64 x i64> %1, i64 47
  %286 = getelementptr inbounds i8, ptr %rgb, i64 %285
  %287 = load i8, ptr %286, align 1, !tbaa !22
  %288 = insertelement <64 x i8> %283, i8 %287, i64 47
  br label %pred.load.continue122

pred.load.continue122:                            ; preds = %pred.load.if121, %pred.load.continue120
  %289 = phi <64 x i8> [ %283, %pred.load.continue120 ], [ %288, %pred.load.if121 ]
  %290 = extractelement <64 x i1> %0, i64 48
  br i1 %290, label %pred.load.if123, label %pred.load.continue124

pred.load.if123:                                  ; preds = %pred.load.continue122
  %291 = extractelement <64 x i64> %1, i64 48
  %292 = getelementptr inbounds i8, ptr %rgb, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !22
  %294 = insertelement <64 x i8> %289, i8 %293, i64 48
  br label %pred.load.continue124

pred.load.continue124:                            ; preds = %pred.load.if123, %pred.load.continue122
  %295 = phi <64 x i8> [ %289, %pred.load.continue122 ], [ %294, %pred.load.if123 ]
  %296 = extractelement <64 x i1> %0, i64 49
  br i1 %296, label %pred.load.if125, label %pred.load.continue126

pred.load.if125:                                  ; preds = %pred.load.continue124
  %297 = extractelement <64 x i64> %1, i64 49
  %298 = getelementptr inbounds i8, ptr %rgb, i64 %297
  %299 = load i8, ptr %298, align 1, !tbaa !22
  %300 = insertelement <64 x i8> %295, i8 %299, i64 49
  br label %pred.load.continue126

pred.load.continue126:                            ; preds = %pred.load.if125, %pred.load.continue124
  %301 = phi <64 x i8> [ %295, %pred.load.continue124 ], [ %300, %pred.load.if125 ]
  %302 = extractelement <64 x i1> %0, i64 50
  br i1 %302, label %pred.load.if127, label %pred.load.continue128

pred.load.if127:                                  ; preds = %pred.load.continue126
  %303 = extractelement <64 x i64> %1, i64 50
  %304 = getelementptr inbounds i8, ptr %rgb, i64 %303
  %305 = load i8, ptr %304, align 1, !tbaa !22
  %306 = insertelement <64 x i8> %301, i8 %305, i64 50
  br label %pred.load.continue128

pred.load.continue128:                            ; preds = %pred.load.if127, %pred.load.continue126
  %307 = phi <64 x i8> [ %301, %pred.load.continue126 ], [ %306, %pred.load.if127 ]
  %308 = extractelement <64 x i1> %0, i64 51
  br i1 %308, label %pred.load.if129, label %pred.load.continue130

pred.load.if129:                                  ; preds = %pred.load.continue128
  %309 = extractelement <64 x i64> %1, i64 51
  %310 = getelementptr inbounds i8, ptr %rgb, i64 %309
  %311 = load i8, ptr %310, align 1, !tbaa !22
  %312 = insertelement <64 x i8> %307, i8 %311, i64 51
  br label %pred.load.continue130

pred.load.continue130:                            ; preds = %pred.load.if129, %pred.load.continue128
  %313 = phi <64 x i8> [ %307, %pred.load.continue128 ], [ %312, %pred.load.if129 ]
  %314 = extractelement <64 x i1> %0, i64 52
  br i1 %314, label %pred.load.if131, label %pred.load.continue132

pred.load.if131:                                  ; preds = %pred.load.continue130
  %315 = extractelement <64 x i64> %1, i64 52
  %316 = getelementptr inbounds i8, ptr %rgb, i64 %315
  %317 = load i8, ptr %316, align 1, !tbaa !22
  %318 = insertelement <64 x i8> %313, i8 %317, i64 52
  br label %pred.load.continue132

pred.load.continue132:                            ; preds = %pred.load.if131, %pred.load.continue130
  %319 = phi <64 x i8> [ %313, %pred.load.continue130 ], [ %318, %pred.load.if131 ]
  %320 = extractelement <64 x i1> %0, i64 53
  br i1 %320, label %pred.load.if133, label %pred.load.continue134

pred.load.if133:                                  ; preds = %pred.load.continue132
  %321 = extractelement <64 x i64> %1, i64 53
  %322 = getelementptr inbounds i8, ptr %rgb, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !22
  %324 = insertelement <64 x i8> %319, i8 %323, i64 53
  br label %pred.load.continue134

pred.load.continue134:                            ; preds = %pred.load.if133, %pred.load.continue132
  %325 = phi <64 x i8> [ %319, %pred.load.continue132 ], [ %324, %pred.load.if133 ]
  %326 = extractelement <64 x i1> %0, i64 54
  br i1 %326, label %pred.load.if135, label %pred.load.continue136

pred.load.if135:                                  ; preds = %pred.load.continue134
  %327 = extractelement <64 x i64> %1, i64 54
  %328 = getelementptr inbounds i8, ptr %rgb, i64 %327
  %329 = load i8, ptr %328, align 1, !tbaa !22
  %330 = insertelement <64 x i8> %325, i8 %329, i64 54
  br label %pred.load.continue136

pred.load.continue136:                            ; preds = %pred.load.if135, %pred.load.continue134
  %331 = phi <64 x i8> [ %325, %pred.load.continue134 ], [ %330, %pred.load.if135 ]
  %332 = extractelement <64 x i1> %0, i64 55
  br i1 %332, label %pred.load.if137, label %pred.load.continue138

pred.load.if137:                                  ; preds = %pred.load.continue136
  %333 = extractelement <64 x i64> %1, i64 55
  %334 = getelementptr inbounds i8, ptr %rgb, i64 %333
  %335 = load i8, ptr %334, align 1, !tbaa !22
  %336 = insertelement <64 x i8> %331, i8 %335, i64 55
  br label %pred.load.continue138

pred.load.continue138:                            ; preds = %pred.load.if137, %pred.load.continue136
  %337 = phi <64 x i8> [ %331, %pred.load.continue136 ], [ %336, %pred.load.if137 ]
  %338 = extractelement <64 x i1> %0, i64 56
  br i1 %338, label %pred.load.if139, label %pred.load.continue140

pred.load.if139:                                  ; preds = %pred.load.continue138
  %339 = extractelement <64 x i64> %1, i64 56
  %340 = getelementptr inbounds i8, ptr %rgb, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !22
  %342 = insertelement <64 x i8> %337, i8 %341, i64 56
  br label %pred.load.continue140

pred.load.continue140:                            ; preds = %pred.load.if139, %pred.load.continue138
  %343 = phi <64 x i8> [ %337, %pred.load.continue138 ], [ %342, %pred.load.if139 ]
  %344 = extractelement <64 x i1> %0, i64 57
  br i1 %344, label %pred.load.if141, label %pred.load.continue142

pred.load.if141:                                  ; preds = %pred.load.continue140
  %345 = extractelement <64 x i64> %1, i64 57
  %346 = getelementptr inbounds i8, ptr %rgb, i64 %345
  %347 = load i8, ptr %346, align 1, !tbaa !22
  %348 = insertelement <64 x i8> %343, i8 %347, i64 57
  br label %pred.load.continue142

pred.load.continue142:                            ; preds = %pred.load.if141, %pred.load.continue140
  %349 = phi <64 x i8> [ %343, %pred.load.continue140 ], [ %348, %pred.load.if141 ]
  %350 = extractelement <64 x i1> %0, i64 58
  br i1 %350, label %pred.load.if143, label %pred.load.continue144

pred.load.if143:                                  ; preds = %pred.load.continue142
  %351 = extractelement <64 x i64> %1, i64 58
  %352 = getelementptr inbounds i8, ptr %rgb, i64 %351
  %353 = load i8, ptr %352, align 1, !tbaa !22
  %354 = insertelement <64 x i8> %349, i8 %353, i64 58
  br label %pred.load.continue144

pred.load.continue144:                            ; preds = %pred.load.if143, %pred.load.continue142
  %355 = phi <64 x i8> [ %349, %pred.load.continue142 ], [ %354, %pred.load.if143 ]
  %356 = extractelement <64 x i1> %0, i64 59
  br i1 %356, label %pred.load.if145, label %pred.load.continue146

pred.load.if145:                                  ; preds = %pred.load.continue144
  %357 = extractelement <64 x i64> %1, i64 59
  %358 = getelementptr inbounds i8, ptr %rgb, i64 %357
  %359 = load i8, ptr %358, align 1, !tbaa !22
  %360 = insertelement <64 x i8> %355, i8 %359, i64 59
  br label %pred.load.continue146

pred.load.continue146:                            ; preds = %pred.load.if145, %pred.load.continue144
  %361 = phi <64 x i8> [ %355, %pred.load.continue144 ], [ %360, %pred.load.if145 ]
  %362 = extractelement <64 x i1> %0, i64 60
  br i1 %362, label %pred.load.if147, label %pred.load.continue148

pred.load.if147:                                  ; preds = %pred.load.continue146
  %363 = extractelement <64 x i64> %1, i64 60
  %364 = getelementptr inbounds i8, ptr %rgb, i64 %363
  %365 = load i8, ptr %364, align 1, !tbaa !22
  %366 = insertelement <64 x i8> %361, i8 %365, i64 60
  br label %pred.load.continue148

pred.load.continue148:                            ; preds = %pred.load.if147, %pred.load.continue146
  %367 = phi <64 x i8> [ %361, %pred.load.continue146 ], [ %366, %pred.load.if147 ]
  %368 = extractelement <64 x i1> %0, i64 61
  br i1 %368, label %pred.load.if149, label %pred.load.continue150

pred.load.if149:                                  ; preds = %pred.load.continue148
  %369 = extractelement <64 x i64> %1, i64 61
  %370 = getelementptr inbounds i8, ptr %rgb, i64 %369
  %371 = load i8, ptr %370, align 1, !tbaa !22
  %372 = insertelement <64 x i8> %367, i8 %371, i64 61
  br label %pred.load.continue150

pred.load.continue150:                            ; preds = %pred.load.if149, %pred.load.continue148
  %373 = phi <64 x i8> [ %367, %pred.load.continue148 ], [ %372, %pred.load.if149 ]
  %374 = extractelement <64 x i1> %0, i64 62
  br i1 %374, label %pred.load.if151, label %pred.load.continue152

pred.load.if151:                                  ; preds = %pred.load.continue150
  %375 = extractelement <64 x i64> %1, i64 62
  %376 = getelementptr inbounds i8, ptr %rgb, i64 %375
  %377 = load i8, ptr %376, align 1, !tbaa !22
  %378 = insertelement <64 x i8> %373, i8 %377, i64 62
  br label %pred.load.continue152

pred.load.continue152:                            ; preds = %pred.load.if151, %pred.load.continue150
  %379 = phi <64 x i8> [ %373, %pred.load.continue150 ], [ %378, %pred.load.if151 ]
  %380 = extractelement <64 x i1> %0, i64 63
  br i1 %380, label %pred.load.if153, label %pred.load.continue154

pred.load.if153:                                  ; preds = %pred.load.continue152
  %381 = extractelement <64 x i64> %1, i64 63
  %382 = getelementptr inbounds i8, ptr %rgb, i64 %381
  %383 = load i8, ptr %382, align 1, !tbaa !22
  %384 = insertelement <64 x i8> %379, i8 %383, i64 63
  br label %pred.load.continue154

pred.load.continue154:                            ; preds = %pred.load.if153, %pred.load.continue152
  %385 = phi <64 x i8> [ %379, %pred.load.continue152 ], [ %384, %pred.load.if153 ]
  %386 = zext <64 x i8> %385 to <64 x i16>
  %387 = add nuw nsw <64 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %388 = extractelement <64 x i1> %0, i64 0
  br i1 %388, label %pred.load.if155, label %pred.load.continue156

pred.load.if155:                                  ; preds = %pred.load.continue154
  %389 = extractelement <64 x i64> %387, i64 0
  %390 = getelementptr inbounds i8, ptr %rgb, i64 %389
  %391 = load i8, ptr %390, align 1, !tbaa !22
  %392 = insertelement <64 x i8> poison, i8 %391, i64 0
  br label %pred.load.continue156

pred.load.continue156:                            ; preds = %pred.load.if155, %pred.load.continue154
  %393 = phi <64 x i8> [ poison, %pred.load.continue154 ], [ %392, %pred.load.if155 ]
  %394 = extractelement <64 x i1> %0, i64 1
  br i1 %394, label %pred.load.if157, label %pred.load.continue158

pred.load.if157:                                  ; preds = %pred.load.continue156
  %395 = extractelement <64 x i64> %387, i64 1
  %396 = getelementptr inbounds i8, ptr %rgb, i64 %395
  %397 = load i8, ptr %396, align 1, !tbaa !22
  %398 = insertelement <64 x i8> %393, i8 %397, i64 1
  br label %pred.load.continue158

pred.load.continue158:                            ; preds = %pred.load.if157, %pred.load.continue156
  %399 = phi <64 x i8> [ %393, %pred.load.continue156 ], [ %398, %pred.load.if157 ]
  %400 = extractelement <64 x i1> %0, i64 2
  br i1 %400, label %pred.load.if159, label %pred.load.continue160

pred.load.if159:                                  ; preds = %pred.load.continue158
  %401 = extractelement <64 x i64> %387, i64 2
  %402 = getelementptr inbounds i8, ptr %rgb, i64 %401
  %403 = load i8, ptr %402, align 1, !tbaa !22
  %404 = insertelement <64 x i8> %399, i8 %403, i64 2
  br label %pred.load.continue160

pred.load.continue160:                            ; preds = %pred.load.if159, %pred.load.continue158
  %405 = phi <64 x i8> [ %399, %pred.load.continue158 ], [ %404, %pred.load.if159 ]
  %406 = extractelement <64 x i1> %0, i64 3
  br i1 %406, label %pred.load.if161, label %pred.load.continue162

pred.load.if161:                                  ; preds = %pred.load.continue160
  %407 = extractelement <64 x i64> %387, i64 3
  %408 = getelementptr inbounds i8, ptr %rgb, i64 %407
  %409 = load i8, ptr %408, align 1, !tbaa !22
  %410 = insertelement <64 x i8> %405, i8 %409, i64 3
  br label %pred.load.continue162

pred.load.continue162:                            ; preds = %pred.load.if161, %pred.load.continue160
  %411 = phi <64 x i8> [ %405, %pred.load.continue160 ], [ %410, %pred.load.if161 ]
  %412 = extractelement <64 x i1> %0, i64 4
  br i1 %412, label %pred.load.if163, label %pred.load.continue164

pred.load.if163:                                  ; preds = %pred.load.continue162
  %413 = extractelement <64 x i64> %387, i64 4
  %414 = getelementptr inbounds i8, ptr %rgb, i64 %413
  %415 = load i8, ptr %414, align 1, !tbaa !22
  %416 = insertelement <64 x i8> %411, i8 %415, i64 4
  br label %pred.load.continue164

pred.load.continue164:                            ; preds = %pred.load.if163, %pred.load.continue162
  %417 = phi <64 x i8> [ %411, %pred.load.continue162 ], [ %416, %pred.load.if163 ]
  %418 = extractelement <64 x i1> %0, i64 5
  br i1 %418, label %pred.load.if165, label %pred.load.continue166

pred.load.if165:                                  ; preds = %pred.load.continue164
  %419 = extractelement <64 x i64> %387, i64 5
  %420 = getelementptr inbounds i8, ptr %rgb, i64 %419
  %421 = load i8, ptr %420, align 1, !tbaa !22
  %422 = insertelement <64 x i8> %417, i8 %421, i64 5
  br label %pred.load.continue166

pred.load.continue166:                            ; preds = %pred.load.if165, %pred.load.continue164
  %423 = phi <64 x i8> [ %417, %pred.load.continue164 ], [ %422, %pred.load.if165 ]
  %424 = extractelement <64 x i1> %0, i64 6
  br i1 %424, label %pred.load.if167, label %pred.load.continue168

pred.load.if167:                                  ; preds = %pred.load.continue166
  %425 = extractelement <64 x i64> %387, i64 6
  %426 = getelementptr inbounds i8, ptr %rgb, i64 %425
  %427 = load i8, ptr %426, align 1, !tbaa !22
  %428 = insertelement <64 x i8> %423, i8 %427, i64 6
  br label %pred.load.continue168

pred.load.continue168:                            ; preds = %pred.load.if167, %pred.load.continue166
  %429 = phi <64 x i8> [ %423, %pred.load.continue166 ], [ %428, %pred.load.if167 ]
  %430 = extractelement <64 x i1> %0, i64 7
  br i1 %430, label %pred.load.if169, label %pred.load.continue170

pred.load.if169:                                  ; preds = %pred.load.continue168
  %431 = extractelement <64 x i64> %387, i64 7
  %432 = getelementptr inbounds i8, ptr %rgb, i64 %431
  %433 = load i8, ptr %432, align 1, !tbaa !22
  %434 = insertelement <64 x i8> %429, i8 %433, i64 7
  br label %pred.load.continue170

pred.load.continue170:                            ; preds = %pred.load.if169, %pred.load.continue168
  %435 = phi <64 x i8> [ %429, %pred.load.continue168 ], [ %434, %pred.load.if169 ]
  %436 = extractelement <64 x i1> %0, i64 8
  br i1 %436, label %pred.load.if171, label %pred.load.continue172

pred.load.if171:                                  ; preds = %pred.load.continue170
  %437 = extractelement <64 x i64> %387, i64 8
  %438 = getelementptr inbounds i8, ptr %rgb, i64 %437
  %439 = load i8, ptr %438, align 1, !tbaa !22
  %440 = insertelement <64 x i8> %435, i8 %439, i64 8
  br label %pred.load.continue172

pred.load.continue172:                            ; preds = %pred.load.if171, %pred.load.continue170
  %441 = phi <64 x i8> [ %435, %pred.load.continue170 ], [ %440, %pred.load.if171 ]
  %442 = extractelement <64 x i1> %0, i64 9
  br i1 %442, label %pred.load.if173, label %pred.load.continue174

pred.load.if173:                                  ; preds = %pred.load.continue172
  %443 = extractelement <64 x i64> %387, i64 9
  %444 = getelementptr inbounds i8, ptr %rgb, i64 %443
  %445 = load i8, ptr %444, align 1, !tbaa !22
  %446 = insertelement <64 x i8> %441, i8 %445, i64 9
  br label %pred.load.continue174

pred.load.continue174:                            ; preds = %pred.load.if173, %pred.load.continue172
  %447 = phi <64 x i8> [ %441, %pred.load.continue172 ], [ %446, %pred.load.if173 ]
  %448 = extractelement <64 x i1> %0, i64 10
  br i1 %448, label %pred.load.if175, label %pred.load.continue176

pred.load.if175:                                  ; preds = %pred.load.continue174
  %449 = extractelement <64 x i64> %387, i64 10
  %450 = getelementptr inbounds i8, ptr %rgb, i64 %449
  %451 = load i8, ptr %450, align 1, !tbaa !22
  %452 = insertelement <64 x i8> %447, i8 %451, i64 10
  br label %pred.load.continue176

pred.load.continue176:                            ; preds = %pred.load.if175, %pred.load.continue174
  %453 = phi <64 x i8> [ %447, %pred.load.continue174 ], [ %452, %pred.load.if175 ]
  %454 = extractelement <64 x i1> %0, i64 11
  br i1 %454, label %pred.load.if177, label %pred.load.continue178

pred.load.if177:                                  ; preds = %pred.load.continue176
  %455 = extractelement <64 x i64> %387, i64 11
  %456 = getelementptr inbounds i8, ptr %rgb, i64 %455
  %457 = load i8, ptr %456, align 1, !tbaa !22
  %458 = insertelement <64 x i8> %453, i8 %457, i64 11
  br label %pred.load.continue178

pred.load.continue178:                            ; preds = %pred.load.if177, %pred.load.continue176
  %459 = phi <64 x i8> [ %453, %pred.load.continue176 ], [ %458, %pred.load.if177 ]
  %460 = extractelement <64 x i1> %0, i64 12
  br i1 %460, label %pred.load.if179, label %pred.load.continue180

pred.load.if179:                                  ; preds = %pred.load.continue178
  %461 = extractelement <64 x i64> %387, i64 12
  %462 = getelementptr inbounds i8, ptr %rgb, i64 %461
  %463 = load i8, ptr %462, align 1, !tbaa !22
  %464 = insertelement <64 x i8> %459, i8 %463, i64 12
  br label %pred.load.continue180

pred.load.continue180:                            ; preds = %pred.load.if179, %pred.load.continue178
  %465 = phi <64 x i8> [ %459, %pred.load.continue178 ], [ %464, %pred.load.if179 ]
  %466 = extractelement <64 x i1> %0, i64 13
  br i1 %466, label %pred.load.if181, label %pred.load.continue182

pred.load.if181:                                  ; preds = %pred.load.continue180
  %467 = extractelement <64 x i64> %387, i64 13
  %468 = getelementptr inbounds i8, ptr %rgb, i64 %467
  %469 = load i8, ptr %468, align 1, !tbaa !22
  %470 = insertelement <64 x i8> %465, i8 %469, i64 13
  br label %pred.load.continue182

pred.load.continue182:                            ; preds = %pred.load.if181, %pred.load.continue180
  %471 = phi <64 x i8> [ %465, %pred.load.continue180 ], [ %470, %pred.load.if181 ]
  %472 = extractelement <64 x i1> %0, i64 14
  br i1 %472, label %pred.load.if183, label %pred.load.continue184

pred.load.if183:                                  ; preds = %pred.load.continue182
  %473 = extractelement <64 x i64> %387, i64 14
  %474 = getelementptr inbounds i8, ptr %rgb, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !22
  %476 = insertelement <64 x i8> %471, i8 %475, i64 14
  br label %pred.load.continue184

pred.load.continue184:                            ; preds = %pred.load.if183, %pred.load.continue182
  %477 = phi <64 x i8> [ %471, %pred.load.continue182 ], [ %476, %pred.load.if183 ]
  %478 = extractelement <64 x i1> %0, i64 15
  br i1 %478, label %pred.load.if185, label %pred.load.continue186

pred.load.if185:                                  ; preds = %pred.load.continue184
  %479 = extractelement <64 x i64> %387, i64 15
  %480 = getelementptr inbounds i8, ptr %rgb, i64 %479
  %481 = load i8, ptr %480, align 1, !tbaa !22
  %482 = insertelement <64 x i8> %477, i8 %481, i64 15
  br label %pred.load.continue186

pred.load.continue186:                            ; preds = %pred.load.if185, %pred.load.continue184
  %483 = phi <64 x i8> [ %477, %pred.load.continue184 ], [ %482, %pred.load.if185 ]
  %484 = extractelement <64 x i1> %0, i64 16
  br i1 %484, label %pred.load.if187, label %pred.load.continue188

pred.load.if187:                                  ; preds = %pred.load.continue186
  %485 = extractelement <64 x i64> %387, i64 16
  %486 = getelementptr inbounds i8, ptr %rgb, i64 %485
  %487 = load i8, ptr %486, align 1, !tbaa !22
  %488 = insertelement <64 x i8> %483, i8 %487, i64 16
  br label %pred.load.continue188

pred.load.continue188:                            ; preds = %pred.load.if187, %pred.load.continue186
  %489 = phi <64 x i8> [ %483, %pred.load.continue186 ], [ %488, %pred.load.if187 ]
  %490 = extractelement <64 x i1> %0, i64 17
  br i1 %490, label %pred.load.if189, label %pred.load.continue190

pred.load.if189:                                  ; preds = %pred.load.continue188
  %491 = extractelement <64 x i64> %387, i64 17
  %492 = getelementptr inbounds i8, ptr %rgb, i64 %491
  %493 = load i8, ptr %492, align 1, !tbaa !22
  %494 = insertelement <64 x i8> %489, i8 %493, i64 17
  br label %pred.load.continue190

pred.load.continue190:                            ; preds = %pred.load.if189, %pred.load.continue188
  %495 = phi <64 x i8> [ %489, %pred.load.continue188 ], [ %494, %pred.load.if189 ]
  %496 = extractelement <64 x i1> %0, i64 18
  br i1 %496, label %pred.load.if191, label %pred.load.continue192

pred.load.if191:                                  ; preds = %pred.load.continue190
  %497 = extractelement <64 x i64> %387, i64 18
  %498 = getelementptr inbounds i8, ptr %rgb, i64 %497
  %499 = load i8, ptr %498, align 1, !tbaa !22
  %500 = insertelement <64 x i8> %495, i8 %499, i64 18
  br label %pred.load.continue192

pred.load.continue192:                            ; preds = %pred.load.if191, %pred.load.continue190
  %501 = phi <64 x i8> [ %495, %pred.load.continue190 ], [ %500, %pred.load.if191 ]
  %502 = extractelement <64 x i1> %0, i64 19
  br i1 %502, label %pred.load.if193, label %pred.load.continue194

pred.load.if193:                                  ; preds = %pred.load.continue192
  %503 = extractelement <64 x i64> %387, i64 19
  %504 = getelementptr inbounds i8, ptr %rgb, i64 %503
  %505 = load i8, ptr %504, align 1, !tbaa !22
  %506 = insertelement <64 x i8> %501, i8 %505, i64 19
  br label %pred.load.continue194

pred.load.continue194:                            ; preds = %pred.load.if193, %pred.load.continue192
  %507 = phi <64 x i8> [ %501, %pred.load.continue192 ], [ %506, %pred.load.if193 ]
  %508 = extractelement <64 x i1> %0, i64 20
  br i1 %508, label %pred.load.if195, label %pred.load.continue196

pred.load.if195:                                  ; preds = %pred.load.continue194
  %509 = extractelement <64 x i64> %387, i64 20
  %510 = getelementptr inbounds i8, ptr %rgb, i64 %509
  %511 = load i8, ptr %510, align 1, !tbaa !22
  %512 = insertelement <64 x i8> %507, i8 %511, i64 20
  br label %pred.load.continue196

pred.load.continue196:                            ; preds = %pred.load.if195, %pred.load.continue194
  %513 = phi <64 x i8> [ %507, %pred.load.continue194 ], [ %512, %pred.load.if195 ]
  %514 = extractelement <64 x i1> %0, i64 21
  br i1 %514, label %pred.load.if197, label %pred.load.continue198

pred.load.if197:                                  ; preds = %pred.load.continue196
  %515 = extractelement <64 x i64> %387, i64 21
  %516 = getelementptr inbounds i8, ptr %rgb, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !22
  %518 = insertelement <64 x i8> %513, i8 %517, i64 21
  br label %pred.load.continue198

pred.load.continue198:                            ; preds = %pred.load.if197, %pred.load.continue196
  %519 = phi <64 x i8> [ %513, %pred.load.continue196 ], [ %518, %pred.load.if197 ]
  %520 = extractelement <64 x i1> %0, i64 22
  br i1 %520, label %pred.load.if199, label %pred.load.continue200

pred.load.if199:                                  ; preds = %pred.load.continue198
  %521 = extractelement <64 x i64> %387, i64 22
  %522 = getelementptr inbounds i8, ptr %rgb, i64 %521
  %523 = load i8, ptr %522, align 1, !tbaa !22
  %524 = insertelement <64 x i8> %519, i8 %523, i64 22
  br label %pred.load.continue200

pred.load.continue200:                            ; preds = %pred.load.if199, %pred.load.continue198
  %525 = phi <64 x i8> [ %519, %pred.load.continue198 ], [ %524, %pred.load.if199 ]
  %526 = extractelement <64 x i1> %0, i64 23
  br i1 %526, label %pred.load.if201, label %pred.load.continue202

pred.load.if201:                                  ; preds = %pred.load.continue200
  %527 = extractelement <64 x i64> %387, i64 23
  %528 = getelementptr inbounds i8, ptr %rgb, i64 %527
  %529 = load i8, ptr %528, align 1, !tbaa !22
  %530 = insertelement <64 x i8> %525, i8 %529, i64 23
  br label %pred.load.continue202

pred.load.continue202:                            ; preds = %pred.load.if201, %pred.load.continue200
  %531 = phi <64 x i8> [ %525, %pred.load.continue200 ], [ %530, %pred.load.if201 ]
  %532 = extractelement <64 x i1> %0, i64 24
  br i1 %532, label %pred.load.if203, label %pred.load.continue204

pred.load.if203:                                  ; preds = %pred.load.continue202
  %533 = extractelement <64 x i64> %387, i64 24
  %534 = getelementptr inbounds i8, ptr %rgb, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !22
  %536 = insertelement <64 x i8> %531, i8 %535, i64 24
  br label %pred.load.continue204

pred.load.continue204:                            ; preds = %pred.load.if203, %pred.load.continue202
  %537 = phi <64 x i8> [ %531, %pred.load.continue202 ], [ %536, %pred.load.if203 ]
  %538 = extractelement <64 x i1> %0, i64 25
  br i1 %538, label %pred.load.if205, label %pred.load.continue206

pred.load.if205:                                  ; preds = %pred.load.continue204
  %539 = extractelement <64 x i64> %387, i64 25
  %540 = getelementptr inbounds i8, ptr %rgb, i64 %539
  %541 = load i8, ptr %540, align 1, !tbaa !22
  %542 = insertelement <64 x i8> %537, i8 %541, i64 25
  br label %pred.load.continue206

pred.load.continue206:                            ; preds = %pred.load.if205, %pred.load.continue204
  %543 = phi <64 x i8> [ %537, %pred.load.continue204 ], [ %542, %pred.load.if205 ]
  %544 = extractelement <64 x i1> %0, i64 26
  br i1 %544, label %pred.load.if207, label %pred.load.continue208

pred.load.if207:                                  ; preds = %pred.load.continue206
  %545 = extractelement <64 x i64> %387, i64 26
  %546 = getelementptr inbounds i8, ptr %rgb, i64 %545
  %547 = load i8, ptr %546, align 1, !tbaa !22
  %548 = insertelement <64 x i8> %543, i8 %547, i64 26
  br label %pred.load.continue208

pred.load.continue208:                            ; preds = %pred.load.if207, %pred.load.continue206
  %549 = phi <64 x i8> [ %543, %pred.load.continue206 ], [ %548, %pred.load.if207 ]
  %550 = extractelement <64 x i1> %0, i64 27
  br i1 %550, label %pred.load.if209, label %pred.load.continue210

pred.load.if209:                                  ; preds = %pred.load.continue208
  %551 = extractelement <64 x i64> %387, i64 27
  %552 = getelementptr inbounds i8, ptr %rgb, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !22
  %554 = insertelement <64 x i8> %549, i8 %553, i64 27
  br label %pred.load.continue210

pred.load.continue210:                            ; preds = %pred.load.if209, %pred.load.continue208
  %555 = phi <64 x i8> [ %549, %pred.load.continue208 ], [ %554, %pred.load.if209 ]
  %556 = extractelement <64 x i1> %0, i64 28
  br i1 %556, label %pred.load.if211, label %pred.load.continue212

pred.load.if211:                                  ; preds = %pred.load.continue210
  %557 = extractelement <64 x i64> %387, i64 28
  %558 = getelementptr inbounds i8, ptr %rgb, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !22
  %560 = insertelement <64 x i8> %555, i8 %559, i64 28
  br label %pred.load.continue212

pred.load.continue212:                            ; preds = %pred.load.if211, %pred.load.continue210
  %561 = phi <64 x i8> [ %555, %pred.load.continue210 ], [ %560, %pred.load.if211 ]
  %562 = extractelement <64 x i1> %0, i64 29
  br i1 %562, label %pred.load.if213, label %pred.load.continue214

pred.load.if213:                                  ; preds = %pred.load.continue212
  %563 = extractelement <64 x i64> %387, i64 29
  %564 = getelementptr inbounds i8, ptr %rgb, i64 %563
  %565 = load i8, ptr %564, align 1, !tbaa !22
  %566 = insertelement <64 x i8> %561, i8 %565, i64 29
  br label %pred.load.continue214

pred.load.continue214:                            ; preds = %pred.load.if213, %pred.load.continue212
  %567 = phi <64 x i8> [ %561, %pred.load.continue212 ], [ %566, %pred.load.if213 ]
  %568 = extractelement <64 x i1> %0, i64 30
  br i1 %568, label %pred.load.if215, label %pred.load.continue216

pred.load.if215:                                  ; preds = %pred.load.continue214
  %569 = extractelement <64 x i64> %387, i64 30
  %570 = getelementptr inbounds i8, ptr %rgb, i64 %569
  %571 = load i8, ptr %570, align 1, !tbaa !22
  %572 = insertelement <64 x i8> %567, i8 %571, i64 30
  br label %pred.load.continue216

pred.load.continue216:                            ; preds = %pred.load.if215, %pred.load.continue214
  %573 = phi <64 x i8> [ %567, %pred.load.continue214 ], [ %572, %pred.load.if215 ]
  %574 = extractelement <64 x i1> %0, i64 31
  br i1 %574, label %pred.load.if217, label %pred.load.continue218

pred.load.if217:                                  ; preds = %pred.load.continue216
  %575 = extractelement <64 x i64> %387, i64 31
  %576 = getelementptr inbounds i8, ptr %rgb, i64 %575
  %577 = load i8, ptr %576, align 1, !tbaa !22
  %578 = insertelement <64 x i8> %573, i8 %577, i64 31
  br label %pred.load.continue218

pred.load.continue218:                            ; preds = %pred.load.if217, %pred.load.continue216
  %579 = phi <64 x i8> [ %573, %pred.load.continue216 ], [ %578, %pred.load.if217 ]
  %580 = extractelement <64 x i1> %0, i64 32
  br i1 %580, label %pred.load.if219, label %pred.load.continue220

pred.load.if219:                                  ; preds = %pred.load.continue218
  %581 = extractelement <64 x i64> %387, i64 32
  %582 = getelementptr inbounds i8, ptr %rgb, i64 %581
  %583 = load i8, ptr %582, align 1, !tbaa !22
  %584 = insertelement <64 x i8> %579, i8 %583, i64 32
  br label %pred.load.continue220

pred.load.continue220:                            ; preds = %pred.load.if219, %pred.load.continue218
  %585 = phi <64 x i8> [ %579, %pred.load.continue218 ], [ %584, %pred.load.if219 ]
  %586 = extractelement <64 x i1> %0, i64 33
  br i1 %586, label %pred.load.if221, label %pred.load.continue222

pred.load.if221:                                  ; preds = %pred.load.continue220
  %587 = extractelement <64 x i64> %387, i64 33
  %588 = getelementptr inbounds i8, ptr %rgb, i64 %587
  %589 = load i8, ptr %588, align 1, !tbaa !22
  %590 = insertelement <64 x i8> %585, i8 %589, i64 33
  br label %pred.load.continue222

pred.load.continue222:                            ; preds = %pred.load.if221, %pred.load.continue220
  %591 = phi <64 x i8> [ %585, %pred.load.continue220 ], [ %590, %pred.load.if221 ]
  %592 = extractelement <64 x i1> %0, i64 34
  br i1 %592, label %pred.load.if223, label %pred.load.continue224

pred.load.if223:                                  ; preds = %pred.load.continue222
  %593 = extractelement <64 x i64> %387, i64 34
  %594 = getelementptr inbounds i8, ptr %rgb, i64 %593
  %595 = load i8, ptr %594, align 1, !tbaa !22
  %596 = insertelement <64 x i8> %591, i8 %595, i64 34
  br label %pred.load.continue224

pred.load.continue224:                            ; preds = %pred.load.if223, %pred.load.continue222
  %597 = phi <64 x i8> [ %591, %pred.load.continue222 ], [ %596, %pred.load.if223 ]
  %598 = extractelement <64 x i1> %0, i64 35
  br i1 %598, label %pred.load.if225, label %pred.load.continue226

pred.load.if225:                                  ; preds = %pred.load.continue224
  %599 = extractelement <64 x i64> %387, i64 35
  %600 = getelementptr inbounds i8, ptr %rgb, i64 %599
  %601 = load i8, ptr %600, align 1, !tbaa !22
  %602 = insertelement <64 x i8> %597, i8 %601, i64 35
  br label %pred.load.continue226

pred.load.continue226:                            ; preds = %pred.load.if225, %pred.load.continue224
  %603 = phi <64 x i8> [ %597, %pred.load.continue224 ], [ %602, %pred.load.if225 ]
  %604 = extractelement <64 x i1> %0, i64 36
  br i1 %604, label %pred.load.if227, label %pred.load.continue228

pred.load.if227:                                  ; preds = %pred.load.continue226
  %605 = extractelement <64 x i64> %387, i64 36
  %606 = getelementptr inbounds i8, ptr %rgb, i64 %605
  %607 = load i8, ptr %606, align 1, !tbaa !22
  %608 = insertelement <64 x i8> %603, i8 %607, i64 36
  br label %pred.load.continue228

pred.load.continue228:                            ; preds = %pred.load.if227, %pred.load.continue226
  %609 = phi <64 x i8> [ %603, %pred.load.continue226 ], [ %608, %pred.load.if227 ]
  %610 = extractelement <64 x i1> %0, i64 37
  br i1 %610, label %pred.load.if229, label %pred.load.continue230

pred.load.if229:                                  ; preds = %pred.load.continue228
  %611 = extractelement <64 x i64> %387, i64 37
  %612 = getelementptr inbounds i8, ptr %rgb, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !22
  %614 = insertelement <64 x i8> %609, i8 %613, i64 37
  br label %pred.load.continue230

pred.load.continue230:                            ; preds = %pred.load.if229, %pred.load.continue228
  %615 = phi <64 x i8> [ %609, %pred.load.continue228 ], [ %614, %pred.load.if229 ]
  %616 = extractelement <64 x i1> %0, i64 38
  br i1 %616, label %pred.load.if231, label %pred.load.continue232

pred.load.if231:                                  ; preds = %pred.load.continue230
  %617 = extractelement <64 x i64> %387, i64 38
  %618 = getelementptr inbounds i8, ptr %rgb, i64 %617
  %619 = load i8, ptr %618, align 1, !tbaa !22
  %620 = insertelement <64 x i8> %615, i8 %619, i64 38
  br label %pred.load.continue232

pred.load.continue232:                            ; preds = %pred.load.if231, %pred.load.continue230
  %621 = phi <64 x i8> [ %615, %pred.load.continue230 ], [ %620, %pred.load.if231 ]
  %622 = extractelement <64 x i1> %0, i64 39
  br i1 %622, label %pred.load.if233, label %pred.load.continue234

pred.load.if233:                                  ; preds = %pred.load.continue232
  %623 = extractelement <64 x i64> %387, i64 39
  %624 = getelementptr inbounds i8, ptr %rgb, i64 %623
  %625 = load i8, ptr %624, align 1, !tbaa !22
  %626 = insertelement <64 x i8> %621, i8 %625, i64 39
  br label %pred.load.continue234

pred.load.continue234:                            ; preds = %pred.load.if233, %pred.load.continue232
  %627 = phi <64 x i8> [ %621, %pred.load.continue232 ], [ %626, %pred.load.if233 ]
  %628 = extractelement <64 x i1> %0, i64 40
  br i1 %628, label %pred.load.if235, label %pred.load.continue236

pred.load.if235:                                  ; preds = %pred.load.continue234
  %629 = extractelement <64 x i64> %387, i64 40
  %630 = getelementptr inbounds i8, ptr %rgb, i64 %629
  %631 = load i8, ptr %630, align 1, !tbaa !22
  %632 = insertelement <64 x i8> %627, i8 %631, i64 40
  br label %pred.load.continue236

pred.load.continue236:                            ; preds = %pred.load.if235, %pred.load.continue234
  %633 = phi <64 x i8> [ %627, %pred.load.continue234 ], [ %632, %pred.load.if235 ]
  %634 = extractelement <64 x i1> %0, i64 41
  br i1 %634, label %pred.load.if237, label %pred.load.continue238

pred.load.if237:                                  ; preds = %pred.load.continue236
  %635 = extractelement <64 x i64> %387, i64 41
  %636 = getelementptr inbounds i8, ptr %rgb, i64 %635
  %637 = load i8, ptr %636, align 1, !tbaa !22
  %638 = insertelement <64 x i8> %633, i8 %637, i64 41
  br label %pred.load.continue238

pred.load.continue238:                            ; preds = %pred.load.if237, %pred.load.continue236
  %639 = phi <64 x i8> [ %633, %pred.load.continue236 ], [ %638, %pred.load.if237 ]
  %640 = extractelement <64 x i1> %0, i64 42
  br i1 %640, label %pred.load.if239, label %pred.load.continue240

pred.load.if239:                                  ; preds = %pred.load.continue238
  %641 = extractelement <64 x i64> %387, i64 42
  %642 = getelementptr inbounds i8, ptr %rgb, i64 %641
  %643 = load i8, ptr %642, align 1, !tbaa !22
  %644 = insertelement <64 x i8> %639, i8 %643, i64 42
  br label %pred.load.continue240

pred.load.continue240:                            ; preds = %pred.load.if239, %pred.load.continue238
  %645 = phi <64 x i8> [ %639, %pred.load.continue238 ], [ %644, %pred.load.if239 ]
  %646 = extractelement <64 x i1> %0, i64 43
  br i1 %646, label %pred.load.if241, label %pred.load.continue242

pred.load.if241:                                  ; preds = %pred.load.continue240
  %647 = extractelement <64 x i64> %387, i64 43
  %648 = getelementptr inbounds i8, ptr %rgb, i64 %647
  %649 = load i8, ptr %648, align 1, !tbaa !22
  %650 = insertelement <64 x i8> %645, i8 %649, i64 43
  br label %pred.load.continue242

pred.load.continue242:                            ; preds = %pred.load.if241, %pred.load.continue240
  %651 = phi <64 x i8> [ %645, %pred.load.continue240 ], [ %650, %pred.load.if241 ]
  %652 = extractelement <64 x i1> %0, i64 44
  br i1 %652, label %pred.load.if243, label %pred.load.continue244

pred.load.if243:                                  ; preds = %pred.load.continue242
  %653 = extractelement <64 x i64> %387, i64 44
  %654 = getelementptr inbounds i8, ptr %rgb, i64 %653
  %655 = load i8, ptr %654, align 1, !tbaa !22
  %656 = insertelement <64 x i8> %651, i8 %655, i64 44
  br label %pred.load.continue244

pred.load.continue244:                            ; preds = %pred.load.if243, %pred.load.continue242
  %657 = phi <64 x i8> [ %651, %pred.load.continue242 ], [ %656, %pred.load.if243 ]
  %658 = extractelement <64 x i1> %0, i64 45
  br i1 %658, label %pred.load.if245, label %pred.load.continue246

pred.load.if245:                                  ; preds = %pred.load.continue244
  %659 = extractelement <64 x i64> %387, i64 45
  %660 = getelementptr inbounds i8, ptr %rgb, i64 %659
  %661 = load i8, ptr %660, align 1, !tbaa !22
  %662 = insertelement <64 x i8> %657, i8 %661, i64 45
  br label %pred.load.continue246

pred.load.continue246:                            ; preds = %pred.load.if245, %pred.load.continue244
  %663 = phi <64 x i8> [ %657, %pred.load.continue244 ], [ %662, %pred.load.if245 ]
  %664 = extractelement <64 x i1> %0, i64 46
  br i1 %664, label %pred.load.if247, label %pred.load.continue248

pred.load.if247:                                  ; preds = %pred.load.continue246
  %665 = extractelement <64 x i64> %387, i64 46
  %666 = getelementptr inbounds i8, ptr %rgb, i64 %665
  %667 = load i8, ptr %666, align 1, !tbaa !22
  %668 = insertelement <64 x i8> %663, i8 %667, i64 46
  br label %pred.load.continue248

pred.load.continue248:                            ; preds = %pred.load.if247, %pred.load.continue246
  %669 = phi <64 x i8> [ %663, %pred.load.continue246 ], [ %668, %pred.load.if247 ]
  %670 = extractelement <64 x i1> %0, i64 47
  br i1 %670, label %pred.load.if249, label %pred.load.continue250

pred.load.if249:                                  ; preds = %pred.load.continue248
  %671 = extractelement <64 x i64> %387, i64 47
  %672 = getelementptr inbounds i8, ptr %rgb, i64 %671
  %673 = load i8, ptr %672, align 1, !tbaa !22
  %674 = insertelement <64 x i8> %669, i8 %673, i64 47
  br label %pred.load.continue250

pred.load.continue250:                            ; preds = %pred.load.if249, %pred.load.continue248
  %675 = phi <64 x i8> [ %669, %pred.load.continue248 ], [ %674, %pred.load.if249 ]
  %676 = extractelement <64 x i1> %0, i64 48
  br i1 %676, label %pred.load.if251, label %pred.load.continue252

pred.load.if251:                                  ; preds = %pred.load.continue250
  %677 = extractelement <64 x i64> %387, i64 48
  %678 = getelementptr inbounds i8, ptr %rgb, i64 %677
  %679 = load i8, ptr %678, align 1, !tbaa !22
  %680 = insertelement <64 x i8> %675, i8 %679, i64 48
  br label %pred.load.continue252

pred.load.continue252:                            ; preds = %pred.load.if251, %pred.load.continue250
  %681 = phi <64 x i8> [ %675, %pred.load.continue250 ], [ %680, %pred.load.if251 ]
  %682 = extractelement <64 x i1> %0, i64 49
  br i1 %682, label %pred.load.if253, label %pred.load.continue254

pred.load.if253:                                  ; preds = %pred.load.continue252
  %683 = extractelement <64 x i64> %387, i64 49
  %684 = getelementptr inbounds i8, ptr %rgb, i64 %683
  %685 = load i8, ptr %684, align 1, !tbaa !22
  %686 = insertelement <64 x i8> %681, i8 %685, i64 49
  br label %pred.load.continue254

pred.load.continue254:                            ; preds = %pred.load.if253, %pred.load.continue252
  %687 = phi <64 x i8> [ %681, %pred.load.continue252 ], [ %686, %pred.load.if253 ]
  %688 = extractelement <64 x i1> %0, i64 50
  br i1 %688, label %pred.load.if255, label %pred.load.continue256

pred.load.if255:                                  ; preds = %pred.load.continue254
  %689 = extractelement <64 x i64> %387, i64 50
  %690 = getelementptr inbounds i8, ptr %rgb, i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !22
  %692 = insertelement <64 x i8> %687, i8 %691, i64 50
  br label %pred.load.continue256

pred.load.continue256:                            ; preds = %pred.load.if255, %pred.load.continue254
  %693 = phi <64 x i8> [ %687, %pred.load.continue254 ], [ %692, %pred.load.if255 ]
  %694 = extractelement <64 x i1> %0, i64 51
  br i1 %694, label %pred.load.if257, label %pred.load.continue258

pred.load.if257:                                  ; preds = %pred.load.continue256
  %695 = extractelement <64 x i64> %387, i64 51
  %696 = getelementptr inbounds i8, ptr %rgb, i64 %695
  %697 = load i8, ptr %696, align 1, !tbaa !22
  %698 = insertelement <64 x i8> %693, i8 %697, i64 51
  br label %pred.load.continue258

pred.load.continue258:                            ; preds = %pred.load.if257, %pred.load.continue256
  %699 = phi <64 x i8> [ %693, %pred.load.continue256 ], [ %698, %pred.load.if257 ]
  %700 = extractelement <64 x i1> %0, i64 52
  br i1 %700, label %pred.load.if259, label %pred.load.continue260

pred.load.if259:                                  ; preds = %pred.load.continue258
  %701 = extractelement <64 x i64> %387, i64 52
  %702 = getelementptr inbounds i8, ptr %rgb, i64 %701
  %703 = load i8, ptr %702, align 1, !tbaa !22
  %704 = insertelement <64 x i8> %699, i8 %703, i64 52
  br label %pred.load.continue260

pred.load.continue260:                            ; preds = %pred.load.if259, %pred.load.continue258
  %705 = phi <64 x i8> [ %699, %pred.load.continue258 ], [ %704, %pred.load.if259 ]
  %706 = extractelement <64 x i1> %0, i64 53
  br i1 %706, label %pred.load.if261, label %pred.load.continue262

pred.load.if261:                                  ; preds = %pred.load.continue260
  %707 = extractelement <64 x i64> %387, i64 53
  %708 = getelementptr inbounds i8, ptr %rgb, i64 %707
  %709 = load i8, ptr %708, align 1, !tbaa !22
  %710 = insertelement <64 x i8> %705, i8 %709, i64 53
  br label %pred.load.continue262

pred.load.continue262:                            ; preds = %pred.load.if261, %pred.load.continue260
  %711 = phi <64 x i8> [ %705, %pred.load.continue260 ], [ %710, %pred.load.if261 ]
  %712 = extractelement <64 x i1> %0, i64 54
  br i1 %712, label %pred.load.if263, label %pred.load.continue264

pred.load.if263:                                  ; preds = %pred.load.continue262
  %713 = extractelement <64 x i64> %387, i64 54
  %714 = getelementptr inbounds i8, ptr %rgb, i64 %713
  %715 = load i8, ptr %714, align 1, !tbaa !22
  %716 = insertelement <64 x i8> %711, i8 %715, i64 54
  br label %pred.load.continue264

pred.load.continue264:                            ; preds = %pred.load.if263, %pred.load.continue262
  %717 = phi <64 x i8> [ %711, %pred.load.continue262 ], [ %716, %pred.load.if263 ]
  %718 = extractelement <64 x i1> %0, i64 55
  br i1 %718, label %pred.load.if265, label %pred.load.continue266

pred.load.if265:                                  ; preds = %pred.load.continue264
  %719 = extractelement <64 x i64> %387, i64 55
  %720 = getelementptr inbounds i8, ptr %rgb, i64 %719
  %721 = load i8, ptr %720, align 1, !tbaa !22
  %722 = insertelement <64 x i8> %717, i8 %721, i64 55
  br label %pred.load.continue266

pred.load.continue266:                            ; preds = %pred.load.if265, %pred.load.continue264
  %723 = phi <64 x i8> [ %717, %pred.load.continue264 ], [ %722, %pred.load.if265 ]
  %724 = extractelement <64 x i1> %0, i64 56
  br i1 %724, label %pred.load.if267, label %pred.load.continue268

pred.load.if267:                                  ; preds = %pred.load.continue266
  %725 = extractelement <64 x i64> %387, i64 56
  %726 = getelementptr inbounds i8, ptr %rgb, i64 %725
  %727 = load i8, ptr %726, align 1, !tbaa !22
  %728 = insertelement <64 x i8> %723, i8 %727, i64 56
  br label %pred.load.continue268

pred.load.continue268:                            ; preds = %pred.load.if267, %pred.load.continue266
  %729 = phi <64 x i8> [ %723, %pred.load.continue266 ], [ %728, %pred.load.if267 ]
  %730 = extractelement <64 x i1> %0, i64 57
  br i1 %730, label %pred.load.if269, label %pred.load.continue270

pred.load.if269:                                  ; preds = %pred.load.continue268
  %731 = extractelement <64 x i64> %387, i64 57
  %732 = getelementptr inbounds i8, ptr %rgb, i64 %731
  %733 = load i8, ptr %732, align 1, !tbaa !22
  %734 = insertelement <64 x i8> %729, i8 %733, i64 57
  br label %pred.load.continue270

pred.load.continue270:                            ; preds = %pred.load.if269, %pred.load.continue268
  %735 = phi <64 x i8> [ %729, %pred.load.continue268 ], [ %734, %pred.load.if269 ]
  %736 = extractelement <64 x i1> %0, i64 58
  br i1 %736, label %pred.load.if271, label %pred.load.continue272

pred.load.if271:                                  ; preds = %pred.load.continue270
  %737 = extractelement <64 x i64> %387, i64 58
  %738 = getelementptr inbounds i8, ptr %rgb, i64 %737
  %739 = load i8, ptr %738, align 1, !tbaa !22
  %740 = insertelement <64 x i8> %735, i8 %739, i64 58
  br label %pred.load.continue272

pred.load.continue272:                            ; preds = %pred.load.if271, %pred.load.continue270
  %741 = phi <64 x i8> [ %735, %pred.load.continue270 ], [ %740, %pred.load.if271 ]
  %742 = extractelement <64 x i1> %0, i64 59
  br i1 %742, label %pred.load.if273, label %pred.load.continue274

pred.load.if273:                                  ; preds = %pred.load.continue272
  %743 = extractelement <64 x i64> %387, i64 59
  %744 = getelementptr inbounds i8, ptr %rgb, i64 %743
  %745 = load i8, ptr %744, align 1, !tbaa !22
  %746 = insertelement <64 x i8> %741, i8 %745, i64 59
  br label %pred.load.continue274

pred.load.continue274:                            ; preds = %pred.load.if273, %pred.load.continue272
  %747 = phi <64 x i8> [ %741, %pred.load.continue272 ], [ %746, %pred.load.if273 ]
  %748 = extractelement <64 x i1> %0, i64 60
  br i1 %748, label %pred.load.if275, label %pred.load.continue276

pred.load.if275:                                  ; preds = %pred.load.continue274
  %749 = extractelement <64 x i64> %387, i64 60
  %750 = getelementptr inbounds i8, ptr %rgb, i64 %749
  %751 = load i8, ptr %750, align 1, !tbaa !22
  %752 = insertelement <64 x i8> %747, i8 %751, i64 60
  br label %pred.load.continue276

pred.load.continue276:                            ; preds = %pred.load.if275, %pred.load.continue274
  %753 = phi <64 x i8> [ %747, %pred.load.continue274 ], [ %752, %pred.load.if275 ]
  %754 = extractelement <64 x i1> %0, i64 61
  br i1 %754, label %pred.load.if277, label %pred.load.continue278

pred.load.if277:                                  ; preds = %pred.load.continue276
  %755 = extractelement <64 x i64> %387, i64 61
  %756 = getelementptr inbounds i8, ptr %rgb, i64 %755
  %757 = load i8, ptr %756, align 1, !tbaa !22
  %758 = insertelement <64 x i8> %753, i8 %757, i64 61
  br label %pred.load.continue278

pred.load.continue278:                            ; preds = %pred.load.if277, %pred.load.continue276
  %759 = phi <64 x i8> [ %753, %pred.load.continue276 ], [ %758, %pred.load.if277 ]
  %760 = extractelement <64 x i1> %0, i64 62
  br i1 %760, label %pred.load.if279, label %pred.load.continue280

pred.load.if279:                                  ; preds = %pred.load.continue278
  %761 = extractelement <64 x i64> %387, i64 62
  %762 = getelementptr inbounds i8, ptr %rgb, i64 %761
  %763 = load i8, ptr %762, align 1, !tbaa !22
  %764 = insertelement <64 x i8> %759, i8 %763, i64 62
  br label %pred.load.continue280

pred.load.continue280:                            ; preds = %pred.load.if279, %pred.load.continue278
  %765 = phi <64 x i8> [ %759, %pred.load.continue278 ], [ %764, %pred.load.if279 ]
  %766 = extractelement <64 x i1> %0, i64 63
  br i1 %766, label %pred.load.if281, label %pred.load.continue282

pred.load.if281:                                  ; preds = %pred.load.continue280
  %767 = extractelement <64 x i64> %387, i64 63
  %768 = getelementptr inbounds i8, ptr %rgb, i64 %767
  %769 = load i8, ptr %768, align 1, !tbaa !22
  %770 = insertelement <64 x i8> %765, i8 %769, i64 63
  br label %pred.load.continue282

pred.load.continue282:                            ; preds = %pred.load.if281, %pred.load.continue280
  %771 = phi <64 x i8> [ %765, %pred.load.continue280 ], [ %770, %pred.load.if281 ]
  %772 = zext <64 x i8> %771 to <64 x i16>
  %773 = shl nuw nsw <64 x i16> %772, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %774 = add nuw nsw <64 x i16> %773, %386
  %775 = add nuw nsw <64 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %776 = extractelement <64 x i1> %0, i64 0
  br i1 %776, label %pred.load.if283, label %pred.load.continue284

pred.load.if283:                                  ; preds = %pred.load.continue282
  %777 = extractelement <64 x i64> %775, i64 0
  %778 = getelementptr inbounds i8, ptr %rgb, i64 %777
  %779 = load i8, ptr %778, align 1, !tbaa !22
  %780 = insertelement <64 x i8> poison, i8 %779, i64 0
  br label %pred.load.continue284

pred.load.continue284:                            ; preds = %pred.load.if283, %pred.load.continue282
  %781 = phi <64 x i8> [ poison, %pred.load.continue282 ], [ %780, %pred.load.if283 ]
  %782 = extractelement <64 x i1> %0, i64 1
  br i1 %782, label %pred.load.if285, label %pred.load.continue286

pred.load.if285:                                  ; preds = %pred.load.continue284
  %783 = extractelement <64 x i64> %775, i64 1
  %784 = getelementptr inbounds i8, ptr %rgb, i64 %783
  %785 = load i8, ptr %784, align 1, !tbaa !22
  %786 = insertelement <64 x i8> %781, i8 %785, i64 1
  br label %pred.load.continue286

pred.load.continue286:                            ; preds = %pred.load.if285, %pred.load.continue284
  %787 = phi <64 x i8> [ %781, %pred.load.continue284 ], [ %786, %pred.load.if285 ]
  %788 = extractelement <64 x i1> %0, i64 2
  br i1 %788, label %pred.load.if287, label %pred.load.continue288

pred.load.if287:                                  ; preds = %pred.load.continue286
  %789 = extractelement <64 x i64> %775, i64 2
  %790 = getelementptr inbounds i8, ptr %rgb, i64 %789
  %791 = load i8, ptr %790, align 1, !tbaa !22
  %792 = insertelement <64 x i8> %787, i8 %791, i64 2
  br label %pred.load.continue288

pred.load.continue288:                            ; preds = %pred.load.if287, %pred.load.continue286
  %793 = phi <64 x i8> [ %787, %pred.load.continue286 ], [ %792, %pred.load.if287 ]
  %794 = extractelement <64 x i1> %0, i64 3
  br i1 %794, label %pred.load.if289, label %pred.load.continue290

pred.load.if289:                                  ; preds = %pred.load.continue288
  %795 = extractelement <64 x i64> %775, i64 3
  %796 = getelementptr inbounds i8, ptr %rgb, i64 %795
  %797 = load i8, ptr %796, align 1, !tbaa !22
  %798 = insertelement <64 x i8> %793, i8 %797, i64 3
  br label %pred.load.continue290

pred.load.continue290:                            ; preds = %pred.load.if289, %pred.load.continue288
  %799 = phi <64 x i8> [ %793, %pred.load.continue288 ], [ %798, %pred.load.if289 ]
  %800 = extractelement <64 x i1> %0, i64 4
  br i1 %800, label %pred.load.if291, label %pred.load.continue292

pred.load.if291:                                  ; preds = %pred.load.continue290
  %801 = extractelement <64 x i64> %775, i64 4
  %802 = getelementptr inbounds i8, ptr %rgb, i64 %801
  %803 = load i8, ptr %802, align 1, !tbaa !22
  %804 = insertelement <64 x i8> %799, i8 %803, i64 4
  br label %pred.load.continue292

pred.load.continue292:                            ; preds = %pred.load.if291, %pred.load.continue290
  %805 = phi <64 x i8> [ %799, %pred.load.continue290 ], [ %804, %pred.load.if291 ]
  %806 = extractelement <64 x i1> %0, i64 5
  br i1 %806, label %pred.load.if293, label %pred.load.continue294

pred.load.if293:                                  ; preds = %pred.load.continue292
  %807 = extractelement <64 x i64> %775, i64 5
  %808 = getelementptr inbounds i8, ptr %rgb, i64 %807
  %809 = load i8, ptr %808, align 1, !tbaa !22
  %810 = insertelement <64 x i8> %805, i8 %809, i64 5
  br label %pred.load.continue294

pred.load.continue294:                            ; preds = %pred.load.if293, %pred.load.continue292
  %811 = phi <64 x i8> [ %805, %pred.load.continue292 ], [ %810, %pred.load.if293 ]
  %812 = extractelement <64 x i1> %0, i64 6
  br i1 %812, label %pred.load.if295, label %pred.load.continue296

pred.load.if295:                                  ; preds = %pred.load.continue294
  %813 = extractelement <64 x i64> %775, i64 6
  %814 = getelementptr inbounds i8, ptr %rgb, i64 %813
  %815 = load i8, ptr %814, align 1, !tbaa !22
  %816 = insertelement <64 x i8> %811, i8 %815, i64 6
  br label %pred.load.continue296

pred.load.continue296:                            ; preds = %pred.load.if295, %pred.load.continue294
  %817 = phi <64 x i8> [ %811, %pred.load.continue294 ], [ %816, %pred.load.if295 ]
  %818 = extractelement <64 x i1> %0, i64 7
  br i1 %818, label %pred.load.if297, label %pred.load.continue298

pred.load.if297:                                  ; preds = %pred.load.continue296
  %819 = extractelement <64 x i64> %775, i64 7
  %820 = getelementptr inbounds i8, ptr %rgb, i64 %819
  %821 = load i8, ptr %820, align 1, !tbaa !22
  %822 = insertelement <64 x i8> %817, i8 %821, i64 7
  br label %pred.load.continue298

pred.load.continue298:                            ; preds = %pred.load.if297, %pred.load.continue296
  %823 = phi <64 x i8> [ %817, %pred.load.continue296 ], [ %822, %pred.load.if297 ]
  %824 = extractelement <64 x i1> %0, i64 8
  br i1 %824, label %pred.load.if299, label %pred.load.continue300

pred.load.if299:                                  ; preds = %pred.load.continue298
  %825 = extractelement <64 x i64> %775, i64 8
  %826 = getelementptr inbounds i8, ptr %rgb, i64 %825
  %827 = load i8, ptr %826, align 1, !tbaa !22
  %828 = insertelement <64 x i8> %823, i8 %827, i64 8
  br label %pred.load.continue300

pred.load.continue300:                            ; preds = %pred.load.if299, %pred.load.continue298
  %829 = phi <64 x i8> [ %823, %pred.load.continue298 ], [ %828, %pred.load.if299 ]
  %830 = extractelement <64 x i1> %0, i64 9
  br i1 %830, label %pred.load.if301, label %pred.load.continue302

pred.load.if301:                                  ; preds = %pred.load.continue300
  %831 = extractelement <64 x i64> %775, i64 9
  %832 = getelementptr inbounds i8, ptr %rgb, i64 %831
  %833 = load i8, ptr %832, align 1, !tbaa !22
  %834 = insertelement <64 x i8> %829, i8 %833, i64 9
  br label %pred.load.continue302

pred.load.continue302:                            ; preds = %pred.load.if301, %pred.load.continue300
  %835 = phi <64 x i8> [ %829, %pred.load.continue300 ], [ %834, %pred.load.if301 ]
  %836 = extractelement <64 x i1> %0, i64 10
  br i1 %836, label %pred.load.if303, label %pred.load.continue304

pred.load.if303:                                  ; preds = %pred.load.continue302
  %837 = extractelement <64 x i64> %775, i64 10
  %838 = getelementptr inbounds i8, ptr %rgb, i64 %837
  %839 = load i8, ptr %838, align 1, !tbaa !22
  %840 = insertelement <64 x i8> %835, i8 %839, i64 10
  br label %pred.load.continue304

pred.load.continue304:                            ; preds = %pred.load.if303, %pred.load.continue302
  %841 = phi <64 x i8> [ %835, %pred.load.continue302 ], [ %840, %pred.load.if303 ]
  %842 = extractelement <64 x i1> %0, i64 11
  br i1 %842, label %pred.load.if305, label %pred.load.continue306

pred.load.if305:                                  ; preds = %pred.load.continue304
  %843 = extractelement <64 x i64> %775, i64 11
  %844 = getelementptr inbounds i8, ptr %rgb, i64 %843
  %845 = load i8, ptr %844, align 1, !tbaa !22
  %846 = insertelement <64 x i8> %841, i8 %845, i64 11
  br label %pred.load.continue306

pred.load.continue306:                            ; preds = %pred.load.if305, %pred.load.continue304
  %847 = phi <64 x i8> [ %841, %pred.load.continue304 ], [ %846, %pred.load.if305 ]
  %848 = extractelement <64 x i1> %0, i64 12
  br i1 %848, label %pred.load.if307, label %pred.load.continue308

pred.load.if307:                                  ; preds = %pred.load.continue306
  %849 = extractelement <64 x i64> %775, i64 12
  %850 = getelementptr inbounds i8, ptr %rgb, i64 %849
  %851 = load i8, ptr %850, align 1, !tbaa !22
  %852 = insertelement <64 x i8> %847, i8 %851, i64 12
  br label %pred.load.continue308

pred.load.continue308:                            ; preds = %pred.load.if307, %pred.load.continue306
  %853 = phi <64 x i8> [ %847, %pred.load.continue306 ], [ %852, %pred.load.if307 ]
  %854 = extractelement <64 x i1> %0, i64 13
  br i1 %854, label %pred.load.if309, label %pred.load.continue310

pred.load.if309:                                  ; preds = %pred.load.continue308
  %855 = extractelement <64 x i64> %775, i64 13
  %856 = getelementptr inbounds i8, ptr %rgb, i64 %855
  %857 = load i8, ptr %856, align 1, !tbaa !22
  %858 = insertelement <64 x i8> %853, i8 %857, i64 13
  br label %pred.load.continue310

pred.load.continue310:                            ; preds = %pred.load.if309, %pred.load.continue308
  %859 = phi <64 x i8> [ %853, %pred.load.continue308 ], [ %858, %pred.load.if309 ]
  %860 = extractelement <64 x i1> %0, i64 14
  br i1 %860, label %pred.load.if311, label %pred.load.continue312

pred.load.if311:                                  ; preds = %pred.load.continue310
  %861 = extractelement <64 x i64> %775, i64 14
  %862 = getelementptr inbounds i8, ptr %rgb, i64 %861
  %863 = load i8, ptr %862, align 1, !tbaa !22
  %864 = insertelement <64 x i8> %859, i8 %863, i64 14
  br label %pred.load.continue312

pred.load.continue312:                            ; preds = %pred.load.if311, %pred.load.continue310
  %865 = phi <64 x i8> [ %859, %pred.load.continue310 ], [ %864, %pred.load.if311 ]
  %866 = extractelement <64 x i1> %0, i64 15
  br i1 %866, label %pred.load.if313, label %pred.load.continue314

pred.load.if313:                                  ; preds = %pred.load.continue312
  %867 = extractelement <64 x i64> %775, i64 15
  %868 = getelementptr inbounds i8, ptr %rgb, i64 %867
  %869 = load i8, ptr %868, align 1, !tbaa !22
  %870 = insertelement <64 x i8> %865, i8 %869, i64 15
  br label %pred.load.continue314

pred.load.continue314:                            ; preds = %pred.load.if313, %pred.load.continue312
  %871 = phi <64 x i8> [ %865, %pred.load.continue312 ], [ %870, %pred.load.if313 ]
  %872 = extractelement <64 x i1> %0, i64 16
  br i1 %872, label %pred.load.if315, label %pred.load.continue316

pred.load.if315:                                  ; preds = %pred.load.continue314
  %873 = extractelement <64 x i64> %775, i64 16
  %874 = getelementptr inbounds i8, ptr %rgb, i64 %873
  %875 = load i8, ptr %874, align 1, !tbaa !22
  %876 = insertelement <64 x i8> %871, i8 %875, i64 16
  br label %pred.load.continue316

pred.load.continue316:                            ; preds = %pred.load.if315, %pred.load.continue314
  %877 = phi <64 x i8> [ %871, %pred.load.continue314 ], [ %876, %pred.load.if315 ]
  %878 = extractelement <64 x i1> %0, i64 17
  br i1 %878, label %pred.load.if317, label %pred.load.continue318

pred.load.if317:                                  ; preds = %pred.load.continue316
  %879 = extractelement <64 x i64> %775, i64 17
  %880 = getelementptr inbounds i8, ptr %rgb, i64 %879
  %881 = load i8, ptr %880, align 1, !tbaa !22
  %882 = insertelement <64 x i8> %877, i8 %881, i64 17
  br label %pred.load.continue318

pred.load.continue318:                            ; preds = %pred.load.if317, %pred.load.continue316
  %883 = phi <64 x i8> [ %877, %pred.load.continue316 ], [ %882, %pred.load.if317 ]
  %884 = extractelement <64 x i1> %0, i64 18
  br i1 %884, label %pred.load.if319, label %pred.load.continue320

pred.load.if319:                                  ; preds = %pred.load.continue318
  %885 = extractelement <64 x i64> %775, i64 18
  %886 = getelementptr inbounds i8, ptr %rgb, i64 %885
  %887 = load i8, ptr %886, align 1, !tbaa !22
  %888 = insertelement <64 x i8> %883, i8 %887, i64 18
  br label %pred.load.continue320

pred.load.continue320:                            ; preds = %pred.load.if319, %pred.load.continue318
  %889 = phi <64 x i8> [ %883, %pred.load.continue318 ], [ %888, %pred.load.if319 ]
  %890 = extractelement <64 x i1> %0, i64 19
  br i1 %890, label %pred.load.if321, label %pred.load.continue322

pred.load.if321:                                  ; preds = %pred.load.continue320
  %891 = extractelement <64 x i64> %775, i64 19
  %892 = getelementptr inbounds i8, ptr %rgb, i64 %891
  %893 = load i8, ptr %892, align 1, !tbaa !22
  %894 = insertelement <64 x i8> %889, i8 %893, i64 19
  br label %pred.load.continue322

pred.load.continue322:                            ; preds = %pred.load.if321, %pred.load.continue320
  %895 = phi <64 x i8> [ %889, %pred.load.continue320 ], [ %894, %pred.load.if321 ]
  %896 = extractelement <64 x i1> %0, i64 20
  br i1 %896, label %pred.load.if323, label %pred.load.continue324

pred.load.if323:                                  ; preds = %pred.load.continue322
  %897 = extractelement <64 x i64> %775, i64 20
  %898 = getelementptr inbounds i8, ptr %rgb, i64 %897
  %899 = load i8, ptr %898, align 1, !tbaa !22
  %900 = insertelement <64 x i8> %895, i8 %899, i64 20
  br label %pred.load.continue324

pred.load.continue324:                            ; preds = %pred.load.if323, %pred.load.continue322
  %901 = phi <64 x i8> [ %895, %pred.load.continue322 ], [ %900, %pred.load.if323 ]
  %902 = extractelement <64 x i1> %0, i64 21
  br i1 %902, label %pred.load.if325, label %pred.load.continue326

pred.load.if325:                                  ; preds = %pred.load.continue324
  %903 = extractelement <64 x i64> %775, i64 21
  %904 = getelementptr inbounds i8, ptr %rgb, i64 %903
  %905 = load i8, ptr %904, align 1, !tbaa !22
  %906 = insertelement <64 x i8> %901, i8 %905, i64 21
  br label %pred.load.continue326

pred.load.continue326:                            ; preds = %pred.load.if325, %pred.load.continue324
  %907 = phi <64 x i8> [ %901, %pred.load.continue324 ], [ %906, %pred.load.if325 ]
  %908 = extractelement <64 x i1> %0, i64 22
  br i1 %908, label %pred.load.if327, label %pred.load.continue328

pred.load.if327:                                  ; preds = %pred.load.continue326
  %909 = extractelement <64 x i64> %775, i64 22
  %910 = getelementptr inbounds i8, ptr %rgb, i64 %909
  %911 = load i8, ptr %910, align 1, !tbaa !22
  %912 = insertelement <64 x i8> %907, i8 %911, i64 22
  br label %pred.load.continue328

pred.load.continue328:                            ; preds = %pred.load.if327, %pred.load.continue326
  %913 = phi <64 x i8> [ %907, %pred.load.continue326 ], [ %912, %pred.load.if327 ]
  %914 = extractelement <64 x i1> %0, i64 23
  br i1 %914, label %pred.load.if329, label %pred.load.continue330

pred.load.if329:                                  ; preds = %pred.load.continue328
  %915 = extractelement <64 x i64> %775, i64 23
  %916 = getelementptr inbounds i8, ptr %rgb, i64 %915
  %917 = load i8, ptr %916, align 1, !tbaa !22
  %918 = insertelement <64 x i8> %913, i8 %917, i64 23
  br label %pred.load.continue330

pred.load.continue330:                            ; preds = %pred.load.if329, %pred.load.continue328
  %919 = phi <64 x i8> [ %913, %pred.load.continue328 ], [ %918, %pred.load.if329 ]
  %920 = extractelement <64 x i1> %0, i64 24
  br i1 %920, label %pred.load.if331, label %pred.load.continue332

pred.load.if331:                                  ; preds = %pred.load.continue330
  %921 = extractelement <64 x i64> %775, i64 24
  %922 = getelementptr inbounds i8, ptr %rgb, i64 %921
  %923 = load i8, ptr %922, align 1, !tbaa !22
  %924 = insertelement <64 x i8> %919, i8 %923, i64 24
  br label %pred.load.continue332

pred.load.continue332:                            ; preds = %pred.load.if331, %pred.load.continue330
  %925 = phi <64 x i8> [ %919, %pred.load.continue330 ], [ %924, %pred.load.if331 ]
  %926 = extractelement <64 x i1> %0, i64 25
  br i1 %926, label %pred.load.if333, label %pred.load.continue334

pred.load.if333:                                  ; preds = %pred.load.continue332
  %927 = extractelement <64 x i64> %775, i64 25
  %928 = getelementptr inbounds i8, ptr %rgb, i64 %927
  %929 = load i8, ptr %928, align 1, !tbaa !22
  %930 = insertelement <64 x i8> %925, i8 %929, i64 25
  br label %pred.load.continue334

pred.load.continue334:                            ; preds = %pred.load.if333, %pred.load.continue332
  %931 = phi <64 x i8> [ %925, %pred.load.continue332 ], [ %930, %pred.load.if333 ]
  %932 = extractelement <64 x i1> %0, i64 26
  br i1 %932, label %pred.load.if335, label %pred.load.continue336

pred.load.if335:                                  ; preds = %pred.load.continue334
  %933 = extractelement <64 x i64> %775, i64 26
  %934 = getelementptr inbounds i8, ptr %rgb, i64 %933
  %935 = load i8, ptr %934, align 1, !tbaa !22
  %936 = insertelement <64 x i8> %931, i8 %935, i64 26
  br label %pred.load.continue336

pred.load.continue336:                            ; preds = %pred.load.if335, %pred.load.continue334
  %937 = phi <64 x i8> [ %931, %pred.load.continue334 ], [ %936, %pred.load.if335 ]
  %938 = extractelement <64 x i1> %0, i64 27
  br i1 %938, label %pred.load.if337, label %pred.load.continue338

pred.load.if337:                                  ; preds = %pred.load.continue336
  %939 = extractelement <64 x i64> %775, i64 27
  %940 = getelementptr inbounds i8, ptr %rgb, i64 %939
  %941 = load i8, ptr %940, align 1, !tbaa !22
  %942 = insertelement <64 x i8> %937, i8 %941, i64 27
  br label %pred.load.continue338

pred.load.continue338:                            ; preds = %pred.load.if337, %pred.load.continue336
  %943 = phi <64 x i8> [ %937, %pred.load.continue336 ], [ %942, %pred.load.if337 ]
  %944 = extractelement <64 x i1> %0, i64 28
  br i1 %944, label %pred.load.if339, label %pred.load.continue340

pred.load.if339:                                  ; preds = %pred.load.continue338
  %945 = extractelement <64 x i64> %775, i64 28
  %946 = getelementptr inbounds i8, ptr %rgb, i64 %945
  %947 = load i8, ptr %946, align 1, !tbaa !22
  %948 = insertelement <64 x i8> %943, i8 %947, i64 28
  br label %pred.load.continue340

pred.load.continue340:                            ; preds = %pred.load.if339, %pred.load.continue338
  %949 = phi <64 x i8> [ %943, %pred.load.continue338 ], [ %948, %pred.load.if339 ]
  %950 = extractelement <64 x i1> %0, i64 29
  br i1 %950, label %pred.load.if341, label %pred.load.continue342

pred.load.if341:                                  ; preds = %pred.load.continue340
  %951 = extractelement <64 x i64> %775, i64 29
  %952 = getelementptr inbounds i8, ptr %rgb, i64 %951
  %953 = load i8, ptr %952, align 1, !tbaa !22
  %954 = insertelement <64 x i8> %949, i8 %953, i64 29
  br label %pred.load.continue342

pred.load.continue342:                            ; preds = %pred.load.if341, %pred.load.continue340
  %955 = phi <64 x i8> [ %949, %pred.load.continue340 ], [ %954, %pred.load.if341 ]
  %956 = extractelement <64 x i1> %0, i64 30
  br i1 %956, label %pred.load.if343, label %pred.load.continue344

pred.load.if343:                                  ; preds = %pred.load.continue342
  %957 = extractelement <64 x i64> %775, i64 30
  %958 = getelementptr inbounds i8, ptr %rgb, i64 %957
  %959 = load i8, ptr %958, align 1, !tbaa !22
  %960 = insertelement <64 x i8> %955, i8 %959, i64 30
  br label %pred.load.continue344

pred.load.continue344:                            ; preds = %pred.load.if343, %pred.load.continue342
  %961 = phi <64 x i8> [ %955, %pred.load.continue342 ], [ %960, %pred.load.if343 ]
  %962 = extractelement <64 x i1> %0, i64 31
  br i1 %962, label %pred.load.if345, label %pred.load.continue346

pred.load.if345:                                  ; preds = %pred.load.continue344
  %963 = extractelement <64 x i64> %775, i64 31
  %964 = getelementptr inbounds i8, ptr %rgb, i64 %963
  %965 = load i8, ptr %964, align 1, !tbaa !22
  %966 = insertelement <64 x i8> %961, i8 %965, i64 31
  br label %pred.load.continue346

pred.load.continue346:                            ; preds = %pred.load.if345, %pred.load.continue344
  %967 = phi <64 x i8> [ %961, %pred.load.continue344 ], [ %966, %pred.load.if345 ]
  %968 = extractelement <64 x i1> %0, i64 32
  br i1 %968, label %pred.load.if347, label %pred.load.continue348

pred.load.if347:                                  ; preds = %pred.load.continue346
  %969 = extractelement <64 x i64> %775, i64 32
  %970 = getelementptr inbounds i8, ptr %rgb, i64 %969
  %971 = load i8, ptr %970, align 1, !tbaa !22
  %972 = insertelement <64 x i8> %967, i8 %971, i64 32
  br label %pred.load.continue348

pred.load.continue348:                            ; preds = %pred.load.if347, %pred.load.continue346
  %973 = phi <64 x i8> [ %967, %pred.load.continue346 ], [ %972, %pred.load.if347 ]
  %974 = extractelement <64 x i1> %0, i64 33
  br i1 %974, label %pred.load.if349, label %pred.load.continue350

pred.load.if349:                                  ; preds = %pred.load.continue348
  %975 = extractelement <64 x i64> %775, i64 33
  %976 = getelementptr inbounds i8, ptr %rgb, i64 %975
  %977 = load i8, ptr %976, align 1, !tbaa !22
  %978 = insertelement <64 x i8> %973, i8 %977, i64 33
  br label %pred.load.continue350

pred.load.continue350:                            ; preds = %pred.load.if349, %pred.load.continue348
  %979 = phi <64 x i8> [ %973, %pred.load.continue348 ], [ %978, %pred.load.if349 ]
  %980 = extractelement <64 x i1> %0, i64 34
  br i1 %980, label %pred.load.if351, label %pred.load.continue352

pred.load.if351:                                  ; preds = %pred.load.continue350
  %981 = extractelement <64 x i64> %775, i64 34
  %982 = getelementptr inbounds i8, ptr %rgb, i64 %981
  %983 = load i8, ptr %982, align 1, !tbaa !22
  %984 = insertelement <64 x i8> %979, i8 %983, i64 34
  br label %pred.load.continue352

pred.load.continue352:                            ; preds = %pred.load.if351, %pred.load.continue350
  %985 = phi <64 x i8> [ %979, %pred.load.continue350 ], [ %984, %pred.load.if351 ]
  %986 = extractelement <64 x i1> %0, i64 35
  br i1 %986, label %pred.load.if353, label %pred.load.continue354

pred.load.if353:                                  ; preds = %pred.load.continue352
  %987 = extractelement <64 x i64> %775, i64 35
  %988 = getelementptr inbounds i8, ptr %rgb, i64 %987
  %989 = load i8, ptr %988, align 1, !tbaa !22
  %990 = insertelement <64 x i8> %985, i8 %989, i64 35
  br label %pred.load.continue354

pred.load.continue354:                            ; preds = %pred.load.if353, %pred.load.continue352
  %991 = phi <64 x i8> [ %985, %pred.load.continue352 ], [ %990, %pred.load.if353 ]
  %992 = extractelement <64 x i1> %0, i64 36
  br i1 %992, label %pred.load.if355, label %pred.load.continue356

pred.load.if355:                                  ; preds = %pred.load.continue354
  %993 = extractelement <64 x i64> %775, i64 36
  %994 = getelementptr inbounds i8, ptr %rgb, i64 %993
  %995 = load i8, ptr %994, align 1, !tbaa !22
  %996 = insertelement <64 x i8> %991, i8 %995, i64 36
  br label %pred.load.continue356

pred.load.continue356:                            ; preds = %pred.load.if355, %pred.load.continue354
  %997 = phi <64 x i8> [ %991, %pred.load.continue354 ], [ %996, %pred.load.if355 ]
  %998 = extractelement <64 x i1> %0, i64 37
  br i1 %998, label %pred.load.if357, label %pred.load.continue358

pred.load.if357:                                  ; preds = %pred.load.continue356
  %999 = extractelement <64 x i64> %775, i64 37
  %1000 = getelementptr inbounds i8, ptr %rgb, i64 %999
  %1001 = load i8, ptr %1000, align 1, !tbaa !22
  %1002 = insertelement <64 x i8> %997, i8 %1001, i64 37
  br label %pred.load.continue358

pred.load.continue358:                            ; preds = %pred.load.if357, %pred.load.continue356
  %1003 = phi <64 x i8> [ %997, %pred.load.continue356 ], [ %1002, %pred.load.if357 ]
  %1004 = extractelement <64 x i1> %0, i64 38
  br i1 %1004, label %pred.load.if359, label %pred.load.continue360

pred.load.if359:                                  ; preds = %pred.load.continue358
  %1005 = extractelement <64 x i64> %775, i64 38
  %1006 = getelementptr inbounds i8, ptr %rgb, i64 %1005
  %1007 = load i8, ptr %1006, align 1, !tbaa !22
  %1008 = insertelement <64 x i8> %1003, i8 %1007, i64 38
  br label %pred.load.continue360

pred.load.continue360:                            ; preds = %pred.load.if359, %pred.load.continue358
  %1009 = phi <64 x i8> [ %1003, %pred.load.continue358 ], [ %1008, %pred.load.if359 ]
  %1010 = extractelement <64 x i1> %0, i64 39
  br i1 %1010, label %pred.load.if361, label %pred.load.continue362

pred.load.if361:                                  ; preds = %pred.load.continue360
  %1011 = extractelement <64 x i64> %775, i64 39
  %1012 = getelementptr inbounds i8, ptr %rgb, i64 %1011
  %1013 = load i8, ptr %1012, align 1, !tbaa !22
  %1014 = insertelement <64 x i8> %1009, i8 %1013, i64 39
  br label %pred.load.continue362

pred.load.continue362:                            ; preds = %pred.load.if361, %pred.load.continue360
  %1015 = phi <64 x i8> [ %1009, %pred.load.continue360 ], [ %1014, %pred.load.if361 ]
  %1016 = extractelement <64 x i1> %0, i64 40
  br i1 %1016, label %pred.load.if363, label %pred.load.continue364

pred.load.if363:                                  ; preds = %pred.load.continue362
  %1017 = extractelement <64 x i64> %775, i64 40
  %1018 = getelementptr inbounds i8, ptr %rgb, i64 %1017
  %1019 = load i8, ptr %1018, align 1, !tbaa !22
  %1020 = insertelement <64 x i8> %1015, i8 %1019, i64 40
  br label %pred.load.continue364

pred.load.continue364:                            ; preds = %pred.load.if363, %pred.load.continue362
  %1021 = phi <64 x i8> [ %1015, %pred.load.continue362 ], [ %1020, %pred.load.if363 ]
  %1022 = extractelement <64 x i1> %0, i64 41
  br i1 %1022, label %pred.load.if365, label %pred.load.continue366

pred.load.if365:                                  ; preds = %pred.load.continue364
  %1023 = extractelement <64 x i64> %775, i64 41
  %1024 = getelementptr inbounds i8, ptr %rgb, i64 %1023
  %1025 = load i8, ptr %1024, align 1, !tbaa !22
  %1026 = insertelement <64 x i8> %1021, i8 %1025, i64 41
  br label %pred.load.continue366

pred.load.continue366:                            ; preds = %pred.load.if365, %pred.load.continue364
  %1027 = phi <64 x i8> [ %1021, %pred.load.continue364 ], [ %1026, %pred.load.if365 ]
  %1028 = extractelement <64 x i1> %0, i64 42
  br i1 %1028, label %pred.load.if367, label %pred.load.continue368

pred.load.if367:                                  ; preds = %pred.load.continue366
  %1029 = extractelement <64 x i64> %775, i64 42
  %1030 = getelementptr inbounds i8, ptr %rgb, i64 %1029
  %1031 = load i8, ptr %1030, align 1, !tbaa !22
  %1032 = insertelement <64 x i8> %1027, i8 %1031, i64 42
  br label %pred.load.continue368

pred.load.continue368:                            ; preds = %pred.load.if367, %pred.load.continue366
  %1033 = phi <64 x i8> [ %1027, %pred.load.continue366 ], [ %1032, %pred.load.if367 ]
  %1034 = extractelement <64 x i1> %0, i64 43
  br i1 %1034, label %pred.load.if369, label %pred.load.continue370

pred.load.if369:                                  ; preds = %pred.load.continue368
  %1035 = extractelement <64 x i64> %775, i64 43
  %1036 = getelementptr inbounds i8, ptr %rgb, i64 %1035
  %1037 = load i8, ptr %1036, align 1, !tbaa !22
  %1038 = insertelement <64 x i8> %1033, i8 %1037, i64 43
  br label %pred.load.continue370

pred.load.continue370:                            ; preds = %pred.load.if369, %pred.load.continue368
  %1039 = phi <64 x i8> [ %1033, %pred.load.continue368 ], [ %1038, %pred.load.if369 ]
  %1040 = extractelement <64 x i1> %0, i64 44
  br i1 %1040, label %pred.load.if371, label %pred.load.continue372

pred.load.if371:                                  ; preds = %pred.load.continue370
  %1041 = extractelement <64 x i64> %775, i64 44
  %1042 = getelementptr inbounds i8, ptr %rgb, i64 %1041
  %1043 = load i8, ptr %1042, align 1, !tbaa !22
  %1044 = insertelement <64 x i8> %1039, i8 %1043, i64 44
  br label %pred.load.continue372

pred.load.continue372:                            ; preds = %pred.load.if371, %pred.load.continue370
  %1045 = phi <64 x i8> [ %1039, %pred.load.continue370 ], [ %1044, %pred.load.if371 ]
  %1046 = extractelement <64 x i1> %0, i64 45
  br i1 %1046, label %pred.load.if373, label %pred.load.continue374

pred.load.if373:                                  ; preds = %pred.load.continue372
  %1047 = extractelement <64 x i64> %775, i64 45
  %1048 = getelementptr inbounds i8, ptr %rgb, i64 %1047
  %1049 = load i8, ptr %1048, align 1, !tbaa !22
  %1050 = insertelement <64 x i8> %1045, i8 %1049, i64 45
  br label %pred.load.continue374

pred.load.continue374:                            ; preds = %pred.load.if373, %pred.load.continue372
  %1051 = phi <64 x i8> [ %1045, %pred.load.continue372 ], [ %1050, %pred.load.if373 ]
  %1052 = extractelement <64 x i1> %0, i64 46
  br i1 %1052, label %pred.load.if375, label %pred.load.continue376

pred.load.if375:                                  ; preds = %pred.load.continue374
  %1053 = extractelement <64 x i64> %775, i64 46
  %1054 = getelementptr inbounds i8, ptr %rgb, i64 %1053
  %1055 = load i8, ptr %1054, align 1, !tbaa !22
  %1056 = insertelement <64 x i8> %1051, i8 %1055, i64 46
  br label %pred.load.continue376

pred.load.continue376:                            ; preds = %pred.load.if375, %pred.load.continue374
  %1057 = phi <64 x i8> [ %1051, %pred.load.continue374 ], [ %1056, %pred.load.if375 ]
  %1058 = extractelement <64 x i1> %0, i64 47
  br i1 %1058, label %pred.load.if377, label %pred.load.continue378

pred.load.if377:                                  ; preds = %pred.load.continue376
  %1059 = extractelement <64 x i64> %775, i64 47
  %1060 = getelementptr inbounds i8, ptr %rgb, i64 %1059
  %1061 = load i8, ptr %1060, align 1, !tbaa !22
  %1062 = insertelement <64 x i8> %1057, i8 %1061, i64 47
  br label %pred.load.continue378

pred.load.continue378:                            ; preds = %pred.load.if377, %pred.load.continue376
  %1063 = phi <64 x i8> [ %1057, %pred.load.continue376 ], [ %1062, %pred.load.if377 ]
  %1064 = extractelement <64 x i1> %0, i64 48
  br i1 %1064, label %pred.load.if379, label %pred.load.continue380

pred.load.if379:                                  ; preds = %pred.load.continue378
  %1065 = extractelement <64 x i64> %775, i64 48
  %1066 = getelementptr inbounds i8, ptr %rgb, i64 %1065
  %1067 = load i8, ptr %1066, align 1, !tbaa !22
  %1068 = insertelement <64 x i8> %1063, i8 %1067, i64 48
  br label %pred.load.continue380

pred.load.continue380:                            ; preds = %pred.load.if379, %pred.load.continue378
  %1069 = phi <64 x i8> [ %1063, %pred.load.continue378 ], [ %1068, %pred.load.if379 ]
  %1070 = extractelement <64 x i1> %0, i64 49
  br i1 %1070, label %pred.load.if381, label %pred.load.continue382

pred.load.if381:                                  ; preds = %pred.load.continue380
  %1071 = extractelement <64 x i64> %775, i64 49
  %1072 = getelementptr inbounds i8, ptr %rgb, i64 %1071
  %1073 = load i8, ptr %1072, align 1, !tbaa !22
  %1074 = insertelement <64 x i8> %1069, i8 %1073, i64 49
  br label %pred.load.continue382

pred.load.continue382:                            ; preds = %pred.load.if381, %pred.load.continue380
  %1075 = phi <64 x i8> [ %1069, %pred.load.continue380 ], [ %1074, %pred.load.if381 ]
  %1076 = extractelement <64 x i1> %0, i64 50
  br i1 %1076, label %pred.load.if383, label %pred.load.continue384

pred.load.if383:                                  ; preds = %pred.load.continue382
  %1077 = extractelement <64 x i64> %775, i64 50
  %1078 = getelementptr inbounds i8, ptr %rgb, i64 %1077
  %1079 = load i8, ptr %1078, align 1, !tbaa !22
  %1080 = insertelement <64 x i8> %1075, i8 %1079, i64 50
  br label %pred.load.continue384

pred.load.continue384:                            ; preds = %pred.load.if383, %pred.load.continue382
  %1081 = phi <64 x i8> [ %1075, %pred.load.continue382 ], [ %1080, %pred.load.if383 ]
  %1082 = extractelement <64 x i1> %0, i64 51
  br i1 %1082, label %pred.load.if385, label %pred.load.continue386

pred.load.if385:                                  ; preds = %pred.load.continue384
  %1083 = extractelement <64 x i64> %775, i64 51
  %1084 = getelementptr inbounds i8, ptr %rgb, i64 %1083
  %1085 = load i8, ptr %1084, align 1, !tbaa !22
  %1086 = insertelement <64 x i8> %1081, i8 %1085, i64 51
  br label %pred.load.continue386

pred.load.continue386:                            ; preds = %pred.load.if385, %pred.load.continue384
  %1087 = phi <64 x i8> [ %1081, %pred.load.continue384 ], [ %1086, %pred.load.if385 ]
  %1088 = extractelement <64 x i1> %0, i64 52
  br i1 %1088, label %pred.load.if387, label %pred.load.continue388

pred.load.if387:                                  ; preds = %pred.load.continue386
  %1089 = extractelement <64 x i64> %775, i64 52
  %1090 = getelementptr inbounds i8, ptr %rgb, i64 %1089
  %1091 = load i8, ptr %1090, align 1, !tbaa !22
  %1092 = insertelement <64 x i8> %1087, i8 %1091, i64 52
  br label %pred.load.continue388

pred.load.continue388:                            ; preds = %pred.load.if387, %pred.load.continue386
  %1093 = phi <64 x i8> [ %1087, %pred.load.continue386 ], [ %1092, %pred.load.if387 ]
  %1094 = extractelement <64 x i1> %0, i64 53
  br i1 %1094, label %pred.load.if389, label %pred.load.continue390

pred.load.if389:                                  ; preds = %pred.load.continue388
  %1095 = extractelement <64 x i64> %775, i64 53
  %1096 = getelementptr inbounds i8, ptr %rgb, i64 %1095
  %1097 = load i8, ptr %1096, align 1, !tbaa !22
  %1098 = insertelement <64 x i8> %1093, i8 %1097, i64 53
  br label %pred.load.continue390

pred.load.continue390:                            ; preds = %pred.load.if389, %pred.load.continue388
  %1099 = phi <64 x i8> [ %1093, %pred.load.continue388 ], [ %1098, %pred.load.if389 ]
  %1100 = extractelement <64 x i1> %0, i64 54
  br i1 %1100, label %pred.load.if391, label %pred.load.continue392

pred.load.if391:                                  ; preds = %pred.load.continue390
  %1101 = extractelement <64 x i64> %775, i64 54
  %1102 = getelementptr inbounds i8, ptr %rgb, i64 %1101
  %1103 = load i8, ptr %1102, align 1, !tbaa !22
  %1104 = insertelement <64 x i8> %1099, i8 %1103, i64 54
  br label %pred.load.continue392

pred.load.continue392:                            ; preds = %pred.load.if391, %pred.load.continue390
  %1105 = phi <64 x i8> [ %1099, %pred.load.continue390 ], [ %1104, %pred.load.if391 ]
  %1106 = extractelement <64 x i1> %0, i64 55
  br i1 %1106, label %pred.load.if393, label %pred.load.continue394

pred.load.if393:                                  ; preds = %pred.load.continue392
  %1107 = extractelement <64 x i64> %775, i64 55
  %1108 = getelementptr inbounds i8, ptr %rgb, i64 %1107
  %1109 = load i8, ptr %1108, align 1, !tbaa !22
  %1110 = insertelement <64 x i8> %1105, i8 %1109, i64 55
  br label %pred.load.continue394

pred.load.continue394:                            ; preds = %pred.load.if393, %pred.load.continue392
  %1111 = phi <64 x i8> [ %1105, %pred.load.continue392 ], [ %1110, %pred.load.if393 ]
  %1112 = extractelement <64 x i1> %0, i64 56
  br i1 %1112, label %pred.load.if395, label %pred.load.continue396

pred.load.if395:                                  ; preds = %pred.load.continue394
  %1113 = extractelement <64 x i64> %775, i64 56
  %1114 = getelementptr inbounds i8, ptr %rgb, i64 %1113
  %1115 = load i8, ptr %1114, align 1, !tbaa !22
  %1116 = insertelement <64 x i8> %1111, i8 %1115, i64 56
  br label %pred.load.continue396

pred.load.continue396:                            ; preds = %pred.load.if395, %pred.load.continue394
  %1117 = phi <64 x i8> [ %1111, %pred.load.continue394 ], [ %1116, %pred.load.if395 ]
  %1118 = extractelement <64 x i1> %0, i64 57
  br i1 %1118, label %pred.load.if397, label %pred.load.continue398

pred.load.if397:                                  ; preds = %pred.load.continue396
  %1119 = extractelement <64 x i64> %775, i64 57
  %1120 = getelementptr inbounds i8, ptr %rgb, i64 %1119
  %1121 = load i8, ptr %1120, align 1, !tbaa !22
  %1122 = insertelement <64 x i8> %1117, i8 %1121, i64 57
  br label %pred.load.continue398

pred.load.continue398:                            ; preds = %pred.load.if397, %pred.load.continue396
  %1123 = phi <64 x i8> [ %1117, %pred.load.continue396 ], [ %1122, %pred.load.if397 ]
  %1124 = extractelement <64 x i1> %0, i64 58
  br i1 %1124, label %pred.load.if399, label %pred.load.continue400

pred.load.if399:                                  ; preds = %pred.load.continue398
  %1125 = extractelement <64 x i64> %775, i64 58
  %1126 = getelementptr inbounds i8, ptr %rgb, i64 %1125
  %1127 = load i8, ptr %1126, align 1, !tbaa !22
  %1128 = insertelement <64 x i8> %1123, i8 %1127, i64 58
  br label %pred.load.continue400

pred.load.continue400:                            ; preds = %pred.load.if399, %pred.load.continue398
  %1129 = phi <64 x i8> [ %1123, %pred.load.continue398 ], [ %1128, %pred.load.if399 ]
  %1130 = extractelement <64 x i1> %0, i64 59
  br i1 %1130, label %pred.load.if401, label %pred.load.continue402

pred.load.if401:                                  ; preds = %pred.load.continue400
  %1131 = extractelement <64 x i64> %775, i64 59
  %1132 = getelementptr inbounds i8, ptr %rgb, i64 %1131
  %1133 = load i8, ptr %1132, align 1, !tbaa !22
  %1134 = insertelement <64 x i8> %1129, i8 %1133, i64 59
  br label %pred.load.continue402

pred.load.continue402:                            ; preds = %pred.load.if401, %pred.load.continue400
  %1135 = phi <64 x i8> [ %1129, %pred.load.continue400 ], [ %1134, %pred.load.if401 ]
  %1136 = extractelement <64 x i1> %0, i64 60
  br i1 %1136, label %pred.load.if403, label %pred.load.continue404

pred.load.if403:                                  ; preds = %pred.load.continue402
  %1137 = extractelement <64 x i64> %775, i64 60
  %1138 = getelementptr inbounds i8, ptr %rgb, i64 %1137
  %1139 = load i8, ptr %1138, align 1, !tbaa !22
  %1140 = insertelement <64 x i8> %1135, i8 %1139, i64 60
  br label %pred.load.continue404

pred.load.continue404:                            ; preds = %pred.load.if403, %pred.load.continue402
  %1141 = phi <64 x i8> [ %1135, %pred.load.continue402 ], [ %1140, %pred.load.if403 ]
  %1142 = extractelement <64 x i1> %0, i64 61
  br i1 %1142, label %pred.load.if405, label %pred.load.continue406

pred.load.if405:                                  ; preds = %pred.load.continue404
  %1143 = extractelement <64 x i64> %775, i64 61
  %1144 = getelementptr inbounds i8, ptr %rgb, i64 %1143
  %1145 = load i8, ptr %1144, align 1, !tbaa !22
  %1146 = insertelement <64 x i8> %1141, i8 %1145, i64 61
  br label %pred.load.continue406

pred.load.continue406:                            ; preds = %pred.load.if405, %pred.load.continue404
  %1147 = phi <64 x i8> [ %1141, %pred.load.continue404 ], [ %1146, %pred.load.if405 ]
  %1148 = extractelement <64 x i1> %0, i64 62
  br i1 %1148, label %pred.load.if407, label %pred.load.continue408

pred.load.if407:                                  ; preds = %pred.load.continue406
  %1149 = extractelement <64 x i64> %775, i64 62
  %1150 = getelementptr inbounds i8, ptr %rgb, i64 %1149
  %1151 = load i8, ptr %1150, align 1, !tbaa !22
  %1152 = insertelement <64 x i8> %1147, i8 %1151, i64 62
  br label %pred.load.continue408

pred.load.continue408:                            ; preds = %pred.load.if407, %pred.load.continue406
  %1153 = phi <64 x i8> [ %1147, %pred.load.continue406 ], [ %1152, %pred.load.if407 ]
  %1154 = extractelement <64 x i1> %0, i64 63
  br i1 %1154, label %pred.load.if409, label %pred.load.continue410

pred.load.if409:                                  ; preds = %pred.load.continue408
  %1155 = extractelement <64 x i64> %775, i64 63
  %1156 = getelementptr inbounds i8, ptr %rgb, i64 %1155
  %1157 = load i8, ptr %1156, align 1, !tbaa !22
  %1158 = insertelement <64 x i8> %1153, i8 %1157, i64 63
  br label %pred.load.continue410

pred.load.continue410:                            ; preds = %pred.load.if409, %pred.load.continue408
  %1159 = phi <64 x i8> [ %1153, %pred.load.continue408 ], [ %1158, %pred.load.if409 ]
  %1160 = zext <64 x i8> %1159 to <64 x i16>
  %1161 = add nuw nsw <64 x i16> %774, %1160
  %1162 = lshr <64 x i16> %1161, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %1163 = trunc <64 x i16> %1162 to <64 x i8>
  %1164 = extractelement <64 x i1> %0, i64 0
  br i1 %1164, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue410
  %1165 = getelementptr inbounds i8, ptr %gray, i64 %index
  %1166 = extractelement <64 x i8> %1163, i64 0
  store i8 %1166, ptr %1165, align 1, !tbaa !22
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue410
  %1167 = extractelement <64 x i1> %0, i64 1
  br i1 %1167, label %pred.store.if411, label %pred.store.continue412

pred.store.if411:                                 ; preds = %pred.store.continue
  %1168 = or i64 %index, 1
  %1169 = getelementptr inbounds i8, ptr %gray, i64 %1168
  %1170 = extractelement <64 x i8> %1163, i64 1
  store i8 %1170, ptr %1169, align 1, !tbaa !22
  br label %pred.store.continue412

pred.store.continue412:                           ; preds = %pred.store.if411, %pred.store.continue
  %1171 = extractelement <64 x i1> %0, i64 2
  br i1 %1171, label %pred.store.if413, label %pred.store.continue414

pred.store.if413:                                 ; preds = %pred.store.continue412
  %1172 = or i64 %index, 2
  %1173 = getelementptr inbounds i8, ptr %gray, i64 %1172
  %1174 = extractelement <64 x i8> %1163, i64 2
  store i8 %1174, ptr %1173, align 1, !tbaa !22
  br label %pred.store.continue414

pred.store.continue414:                           ; preds = %pred.store.if413, %pred.store.continue412
  %1175 = extractelement <64 x i1> %0, i64 3
  br i1 %1175, label %pred.store.if415, label %pred.store.continue416

pred.store.if415:                                 ; preds = %pred.store.continue414
  %1176 = or i64 %index, 3
  %1177 = getelementptr inbounds i8, ptr %gray, i64 %1176
  %1178 = extractelement <64 x i8> %1163, i64 3
  store i8 %1178, ptr %1177, align 1, !tbaa !22
  br label %pred.store.continue416

pred.store.continue416:                           ; preds = %pred.store.if415, %pred.store.continue414
  %1179 = extractelement <64 x i1> %0, i64 4
  br i1 %1179, label %pred.store.if417, label %pred.store.continue418

pred.store.if417:                                 ; preds = %pred.store.continue416
  %1180 = or i64 %index, 4
  %1181 = getelementptr inbounds i8, ptr %gray, i64 %1180
  %1182 = extractelement <64 x i8> %1163, i64 4
  store i8 %1182, ptr %1181, align 1, !tbaa !22
  br label %pred.store.continue418

pred.store.continue418:                           ; preds = %pred.store.if417, %pred.store.continue416
  %1183 = extractelement <64 x i1> %0, i64 5
  br i1 %1183, label %pred.store.if419, label %pred.store.continue420

pred.store.if419:                                 ; preds = %pred.store.continue418
  %1184 = or i64 %index, 5
  %1185 = getelementptr inbounds i8, ptr %gray, i64 %1184
  %1186 = extractelement <64 x i8> %1163, i64 5
  store i8 %1186, ptr %1185, align 1, !tbaa !22
  br label %pred.store.continue420

pred.store.continue420:                           ; preds = %pred.store.if419, %pred.store.continue418
  %1187 = extractelement <64 x i1> %0, i64 6
  br i1 %1187, label %pred.store.if421, label %pred.store.continue422

pred.store.if421:                                 ; preds = %pred.store.continue420
  %1188 = or i64 %index, 6
  %1189 = getelementptr inbounds i8, ptr %gray, i64 %1188
  %1190 = extractelement <64 x i8> %1163, i64 6
  store i8 %1190, ptr %1189, align 1, !tbaa !22
  br label %pred.store.continue422

pred.store.continue422:                           ; preds = %pred.store.if421, %pred.store.continue420
  %1191 = extractelement <64 x i1> %0, i64 7
  br i1 %1191, label %pred.store.if423, label %pred.store.continue424

pred.store.if423:                                 ; preds = %pred.store.continue422
  %1192 = or i64 %index, 7
  %1193 = getelementptr inbounds i8, ptr %gray, i64 %1192
  %1194 = extractelement <64 x i8> %1163, i64 7
  store i8 %1194, ptr %1193, align 1, !tbaa !22
  br label %pred.store.continue424

pred.store.continue424:                           ; preds = %pred.store.if423, %pred.store.continue422
  %1195 = extractelement <64 x i1> %0, i64 8
  br i1 %1195, label %pred.store.if425, label %pred.store.continue426

pred.store.if425:                                 ; preds = %pred.store.continue424
  %1196 = or i64 %index, 8
  %1197 = getelementptr inbounds i8, ptr %gray, i64 %1196
  %1198 = extractelement <64 x i8> %1163, i64 8
  store i8 %1198, ptr %1197, align 1, !tbaa !22
  br label %pred.store.continue426

pred.store.continue426:                           ; preds = %pred.store.if425, %pred.store.continue424
  %1199 = extractelement <64 x i1> %0, i64 9
  br i1 %1199, label %pred.store.if427, label %pred.store.continue428

pred.store.if427:                                 ; preds = %pred.store.continue426
  %1200 = or i64 %index, 9
  %1201 = getelementptr inbounds i8, ptr %gray, i64 %1200
  %1202 = extractelement <64 x i8> %1163, i64 9
  store i8 %1202, ptr %1201, align 1, !tbaa !22
  br label %pred.store.continue428

pred.store.continue428:                           ; preds = %pred.store.if427, %pred.store.continue426
  %1203 = extractelement <64 x i1> %0, i64 10
  br i1 %1203, label %pred.store.if429, label %pred.store.continue430

pred.store.if429:                                 ; preds = %pred.store.continue428
  %1204 = or i64 %index, 10
  %1205 = getelementptr inbounds i8, ptr %gray, i64 %1204
  %1206 = extractelement <64 x i8> %1163, i64 10
  store i8 %1206, ptr %1205, align 1, !tbaa !22
  br label %pred.store.continue430

pred.store.continue430:                           ; preds = %pred.store.if429, %pred.store.continue428
  %1207 = extractelement <64 x i1> %0, i64 11
  br i1 %1207, label %pred.store.if431, label %pred.store.continue432

pred.store.if431:                                 ; preds = %pred.store.continue430
  %1208 = or i64 %index, 11
  %1209 = getelementptr inbounds i8, ptr %gray, i64 %1208
  %1210 = extractelement <64 x i8> %1163, i64 11
  store i8 %1210, ptr %1209, align 1, !tbaa !22
  br label %pred.store.continue432

pred.store.continue432:                           ; preds = %pred.store.if431, %pred.store.continue430
  %1211 = extractelement <64 x i1> %0, i64 12
  br i1 %1211, label %pred.store.if433, label %pred.store.continue434

pred.store.if433:                                 ; preds = %pred.store.continue432
  %1212 = or i64 %index, 12
  %1213 = getelementptr inbounds i8, ptr %gray, i64 %1212
  %1214 = extractelement <64 x i8> %1163, i64 12
  store i8 %1214, ptr %1213, align 1, !tbaa !22
  br label %pred.store.continue434

pred.store.continue434:                           ; preds = %pred.store.if433, %pred.store.continue432
  %1215 = extractelement <64 x i1> %0, i64 13
  br i1 %1215, label %pred.store.if435, label %pred.store.continue436

pred.store.if435:                                 ; preds = %pred.store.continue434
  %1216 = or i64 %index, 13
  %1217 = getelementptr inbounds i8, ptr %gray, i64 %1216
  %1218 = extractelement <64 x i8> %1163, i64 13
  store i8 %1218, ptr %1217, align 1, !tbaa !22
  br label %pred.store.continue436

pred.store.continue436:                           ; preds = %pred.store.if435, %pred.store.continue434
  %1219 = extractelement <64 x i1> %0, i64 14
  br i1 %1219, label %pred.store.if437, label %pred.store.continue438

pred.store.if437:                                 ; preds = %pred.store.continue436
  %1220 = or i64 %index, 14
  %1221 = getelementptr inbounds i8, ptr %gray, i64 %1220
  %1222 = extractelement <64 x i8> %1163, i64 14
  store i8 %1222, ptr %1221, align 1, !tbaa !22
  br label %pred.store.continue438

pred.store.continue438:                           ; preds = %pred.store.if437, %pred.store.continue436
  %1223 = extractelement <64 x i1> %0, i64 15
  br i1 %1223, label %pred.store.if439, label %pred.store.continue440

pred.store.if439:                                 ; preds = %pred.store.continue438
  %1224 = or i64 %index, 15
  %1225 = getelementptr inbounds i8, ptr %gray, i64 %1224
  %1226 = extractelement <64 x i8> %1163, i64 15
  store i8 %1226, ptr %1225, align 1, !tbaa !22
  br label %pred.store.continue440

pred.store.continue440:                           ; preds = %pred.store.if439, %pred.store.continue438
  %1227 = extractelement <64 x i1> %0, i64 16
  br i1 %1227, label %pred.store.if441, label %pred.store.continue442

pred.store.if441:                                 ; preds = %pred.store.continue440
  %1228 = or i64 %index, 16
  %1229 = getelementptr inbounds i8, ptr %gray, i64 %1228
  %1230 = extractelement <64 x i8> %1163, i64 16
  store i8 %1230, ptr %1229, align 1, !tbaa !22
  br label %pred.store.continue442

pred.store.continue442:                           ; preds = %pred.store.if441, %pred.store.continue440
  %1231 = extractelement <64 x i1> %0, i64 17
  br i1 %1231, label %pred.store.if443, label %pred.store.continue444

pred.store.if443:                                 ; preds = %pred.store.continue442
  %1232 = or i64 %index, 17
  %1233 = getelementptr inbounds i8, ptr %gray, i64 %1232
  %1234 = extractelement <64 x i8> %1163, i64 17
  store i8 %1234, ptr %1233, align 1, !tbaa !22
  br label %pred.store.continue444

pred.store.continue444:                           ; preds = %pred.store.if443, %pred.store.continue442
  %1235 = extractelement <64 x i1> %0, i64 18
  br i1 %1235, label %pred.store.if445, label %pred.store.continue446

pred.store.if445:                                 ; preds = %pred.store.continue444
  %1236 = or i64 %index, 18
  %1237 = getelementptr inbounds i8, ptr %gray, i64 %1236
  %1238 = extractelement <64 x i8> %1163, i64 18
  store i8 %1238, ptr %1237, align 1, !tbaa !22
  br label %pred.store.continue446

pred.store.continue446:                           ; preds = %pred.store.if445, %pred.store.continue444
  %1239 = extractelement <64 x i1> %0, i64 19
  br i1 %1239, label %pred.store.if447, label %pred.store.continue448

pred.store.if447:                                 ; preds = %pred.store.continue446
  %1240 = or i64 %index, 19
  %1241 = getelementptr inbounds i8, ptr %gray, i64 %1240
  %1242 = extractelement <64 x i8> %1163, i64 19
  store i8 %1242, ptr %1241, align 1, !tbaa !22
  br label %pred.store.continue448

pred.store.continue448:                           ; preds = %pred.store.if447, %pred.store.continue446
  %1243 = extractelement <64 x i1> %0, i64 20
  br i1 %1243, label %pred.store.if449, label %pred.store.continue450

pred.store.if449:                                 ; preds = %pred.store.continue448
  %1244 = or i64 %index, 20
  %1245 = getelementptr inbounds i8, ptr %gray, i64 %1244
  %1246 = extractelement <64 x i8> %1163, i64 20
  store i8 %1246, ptr %1245, align 1, !tbaa !22
  br label %pred.store.continue450

pred.store.continue450:                           ; preds = %pred.store.if449, %pred.store.continue448
  %1247 = extractelement <64 x i1> %0, i64 21
  br i1 %1247, label %pred.store.if451, label %pred.store.continue452

pred.store.if451:                                 ; preds = %pred.store.continue450
  %1248 = or i64 %index, 21
  %1249 = getelementptr inbounds i8, ptr %gray, i64 %1248
  %1250 = extractelement <64 x i8> %1163, i64 21
  store i8 %1250, ptr %1249, align 1, !tbaa !22
  br label %pred.store.continue452

pred.store.continue452:                           ; preds = %pred.store.if451, %pred.store.continue450
  %1251 = extractelement <64 x i1> %0, i64 22
  br i1 %1251, label %pred.store.if453, label %pred.store.continue454

pred.store.if453:                                 ; preds = %pred.store.continue452
  %1252 = or i64 %index, 22
  %1253 = getelementptr inbounds i8, ptr %gray, i64 %1252
  %1254 = extractelement <64 x i8> %1163, i64 22
  store i8 %1254, ptr %1253, align 1, !tbaa !22
  br label %pred.store.continue454

pred.store.continue454:                           ; preds = %pred.store.if453, %pred.store.continue452
  %1255 = extractelement <64 x i1> %0, i64 23
  br i1 %1255, label %pred.store.if455, label %pred.store.continue456

pred.store.if455:                                 ; preds = %pred.store.continue454
  %1256 = or i64 %index, 23
  %1257 = getelementptr inbounds i8, ptr %gray, i64 %1256
  %1258 = extractelement <64 x i8> %1163, i64 23
  store i8 %1258, ptr %1257, align 1, !tbaa !22
  br label %pred.store.continue456

pred.store.continue456:                           ; preds = %pred.store.if455, %pred.store.continue454
  %1259 = extractelement <64 x i1> %0, i64 24
  br i1 %1259, label %pred.store.if457, label %pred.store.continue458

pred.store.if457:                                 ; preds = %pred.store.continue456
  %1260 = or i64 %index, 24
  %1261 = getelementptr inbounds i8, ptr %gray, i64 %1260
  %1262 = extractelement <64 x i8> %1163, i64 24
  store i8 %1262, ptr %1261, align 1, !tbaa !22
  br label %pred.store.continue458

pred.store.continue458:                           ; preds = %pred.store.if457, %pred.store.continue456
  %1263 = extractelement <64 x i1> %0, i64 25
  br i1 %1263, label %pred.store.if459, label %pred.store.continue460

pred.store.if459:                                 ; preds = %pred.store.continue458
  %1264 = or i64 %index, 25
  %1265 = getelementptr inbounds i8, ptr %gray, i64 %1264
  %1266 = extractelement <64 x i8> %1163, i64 25
  store i8 %1266, ptr %1265, align 1, !tbaa !22
  br label %pred.store.continue460

pred.store.continue460:                           ; preds = %pred.store.if459, %pred.store.continue458
  %1267 = extractelement <64 x i1> %0, i64 26
  br i1 %1267, label %pred.store.if461, label %pred.store.continue462

pred.store.if461:                                 ; preds = %pred.store.continue460
  %1268 = or i64 %index, 26
  %1269 = getelementptr inbounds i8, ptr %gray, i64 %1268
  %1270 = extractelement <64 x i8> %1163, i64 26
  store i8 %1270, ptr %1269, align 1, !tbaa !22
  br label %pred.store.continue462

pred.store.continue462:                           ; preds = %pred.store.if461, %pred.store.continue460
  %1271 = extractelement <64 x i1> %0, i64 27
  br i1 %1271, label %pred.store.if463, label %pred.store.continue464

pred.store.if463:                                 ; preds = %pred.store.continue462
  %1272 = or i64 %index, 27
  %1273 = getelementptr inbounds i8, ptr %gray, i64 %1272
  %1274 = extractelement <64 x i8> %1163, i64 27
  store i8 %1274, ptr %1273, align 1, !tbaa !22
  br label %pred.store.continue464

pred.store.continue464:                           ; preds = %pred.store.if463, %pred.store.continue462
  %1275 = extractelement <64 x i1> %0, i64 28
  br i1 %1275, label %pred.store.if465, label %pred.store.continue466

pred.store.if465:                                 ; preds = %pred.store.continue464
  %1276 = or i64 %index, 28
  %1277 = getelementptr inbounds i8, ptr %gray, i64 %1276
  %1278 = extractelement <64 x i8> %1163, i64 28
  store i8 %1278, ptr %1277, align 1, !tbaa !22
  br label %pred.store.continue466

pred.store.continue466:                           ; preds = %pred.store.if465, %pred.store.continue464
  %1279 = extractelement <64 x i1> %0, i64 29
  br i1 %1279, label %pred.store.if467, label %pred.store.continue468

pred.store.if467:                                 ; preds = %pred.store.continue466
  %1280 = or i64 %index, 29
  %1281 = getelementptr inbounds i8, ptr %gray, i64 %1280
  %1282 = extractelement <64 x i8> %1163, i64 29
  store i8 %1282, ptr %1281, align 1, !tbaa !22
  br label %pred.store.continue468

pred.store.continue468:                           ; preds = %pred.store.if467, %pred.store.continue466
  %1283 = extractelement <64 x i1> %0, i64 30
  br i1 %1283, label %pred.store.if469, label %pred.store.continue470

pred.store.if469:                                 ; preds = %pred.store.continue468
  %1284 = or i64 %index, 30
  %1285 = getelementptr inbounds i8, ptr %gray, i64 %1284
  %1286 = extractelement <64 x i8> %1163, i64 30
  store i8 %1286, ptr %1285, align 1, !tbaa !22
  br label %pred.store.continue470

pred.store.continue470:                           ; preds = %pred.store.if469, %pred.store.continue468
  %1287 = extractelement <64 x i1> %0, i64 31
  br i1 %1287, label %pred.store.if471, label %pred.store.continue472

pred.store.if471:                                 ; preds = %pred.store.continue470
  %1288 = or i64 %index, 31
  %1289 = getelementptr inbounds i8, ptr %gray, i64 %1288
  %1290 = extractelement <64 x i8> %1163, i64 31
  store i8 %1290, ptr %1289, align 1, !tbaa !22
  br label %pred.store.continue472

pred.store.continue472:                           ; preds = %pred.store.if471, %pred.store.continue470
  %1291 = extractelement <64 x i1> %0, i64 32
  br i1 %1291, label %pred.store.if473, label %pred.store.continue474

pred.store.if473:                                 ; preds = %pred.store.continue472
  %1292 = or i64 %index, 32
  %1293 = getelementptr inbounds i8, ptr %gray, i64 %1292
  %1294 = extractelement <64 x i8> %1163, i64 32
  store i8 %1294, ptr %1293, align 1, !tbaa !22
  br label %pred.store.continue474

pred.store.continue474:                           ; preds = %pred.store.if473, %pred.store.continue472
  %1295 = extractelement <64 x i1> %0, i64 33
  br i1 %1295, label %pred.store.if475, label %pred.store.continue476

pred.store.if475:                                 ; preds = %pred.store.continue474
  %1296 = or i64 %index, 33
  %1297 = getelementptr inbounds i8, ptr %gray, i64 %1296
  %1298 = extractelement <64 x i8> %1163, i64 33
  store i8 %1298, ptr %1297, align 1, !tbaa !22
  br label %pred.store.continue476

pred.store.continue476:                           ; preds = %pred.store.if475, %pred.store.continue474
  %1299 = extractelement <64 x i1> %0, i64 34
  br i1 %1299, label %pred.store.if477, label %pred.store.continue478

pred.store.if477:                                 ; preds = %pred.store.continue476
  %1300 = or i64 %index, 34
  %1301 = getelementptr inbounds i8, ptr %gray, i64 %1300
  %1302 = extractelement <64 x i8> %1163, i64 34
  store i8 %1302, ptr %1301, align 1, !tbaa !22
  br label %pred.store.continue478

pred.store.continue478:                           ; preds = %pred.store.if477, %pred.store.continue476
  %1303 = extractelement <64 x i1> %0, i64 35
  br i1 %1303, label %pred.store.if479, label %pred.store.continue480

pred.store.if479:                                 ; preds = %pred.store.continue478
  %1304 = or i64 %index, 35
  %1305 = getelementptr inbounds i8, ptr %gray, i64 %1304
  %1306 = extractelement <64 x i8> %1163, i64 35
  store i8 %1306, ptr %1305, align 1, !tbaa !22
  br label %pred.store.continue480

pred.store.continue480:                           ; preds = %pred.store.if479, %pred.store.continue478
  %1307 = extractelement <64 x i1> %0, i64 36
  br i1 %1307, label %pred.store.if481, label %pred.store.continue482

pred.store.if481:                                 ; preds = %pred.store.continue480
  %1308 = or i64 %index, 36
  %1309 = getelementptr inbounds i8, ptr %gray, i64 %1308
  %1310 = extractelement <64 x i8> %1163, i64 36
  store i8 %1310, ptr %1309, align 1, !tbaa !22
  br label %pred.store.continue482

pred.store.continue482:                           ; preds = %pred.store.if481, %pred.store.continue480
  %1311 = extractelement <64 x i1> %0, i64 37
  br i1 %1311, label %pred.store.if483, label %pred.store.continue484

pred.store.if483:                                 ; preds = %pred.store.continue482
  %1312 = or i64 %index, 37
  %1313 = getelementptr inbounds i8, ptr %gray, i64 %1312
  %1314 = extractelement <64 x i8> %1163, i64 37
  store i8 %1314, ptr %1313, align 1, !tbaa !22
  br label %pred.store.continue484

pred.store.continue484:                           ; preds = %pred.store.if483, %pred.store.continue482
  %1315 = extractelement <64 x i1> %0, i64 38
  br i1 %1315, label %pred.store.if485, label %pred.store.continue486

pred.store.if485:                                 ; preds = %pred.store.continue484
  %1316 = or i64 %index, 38
  %1317 = getelementptr inbounds i8, ptr %gray, i64 %1316
  %1318 = extractelement <64 x i8> %1163, i64 38
  store i8 %1318, ptr %1317, align 1, !tbaa !22
  br label %pred.store.continue486

pred.store.continue486:                           ; preds = %pred.store.if485, %pred.store.continue484
  %1319 = extractelement <64 x i1> %0, i64 39
  br i1 %1319, label %pred.store.if487, label %pred.store.continue488

pred.store.if487:                                 ; preds = %pred.store.continue486
  %1320 = or i64 %index, 39
  %1321 = getelementptr inbounds i8, ptr %gray, i64 %1320
  %1322 = extractelement <64 x i8> %1163, i64 39
  store i8 %1322, ptr %1321, align 1, !tbaa !22
  br label %pred.store.continue488

pred.store.continue488:                           ; preds = %pred.store.if487, %pred.store.continue486
  %1323 = extractelement <64 x i1> %0, i64 40
  br i1 %1323, label %pred.store.if489, label %pred.store.continue490

pred.store.if489:                                 ; preds = %pred.store.continue488
  %1324 = or i64 %index, 40
  %1325 = getelementptr inbounds i8, ptr %gray, i64 %1324
  %1326 = extractelement <64 x i8> %1163, i64 40
  store i8 %1326, ptr %1325, align 1, !tbaa !22
  br label %pred.store.continue490

pred.store.continue490:                           ; preds = %pred.store.if489, %pred.store.continue488
  %1327 = extractelement <64 x i1> %0, i64 41
  br i1 %1327, label %pred.store.if491, label %pred.store.continue492

pred.store.if491:                                 ; preds = %pred.store.continue490
  %1328 = or i64 %index, 41
  %1329 = getelementptr inbounds i8, ptr %gray, i64 %1328
  %1330 = extractelement <64 x i8> %1163, i64 41
  store i8 %1330, ptr %1329, align 1, !tbaa !22
  br label %pred.store.continue492

pred.store.continue492:                           ; preds = %pred.store.if491, %pred.store.continue490
  %1331 = extractelement <64 x i1> %0, i64 42
  br i1 %1331, label %pred.store.if493, label %pred.store.continue494

pred.store.if493:                                 ; preds = %pred.store.continue492
  %1332 = or i64 %index, 42
  %1333 = getelementptr inbounds i8, ptr %gray, i64 %1332
  %1334 = extractelement <64 x i8> %1163, i64 42
  store i8 %1334, ptr %1333, align 1, !tbaa !22
  br label %pred.store.continue494

pred.store.continue494:                           ; preds = %pred.store.if493, %pred.store.continue492
  %1335 = extractelement <64 x i1> %0, i64 43
  br i1 %1335, label %pred.store.if495, label %pred.store.continue496

pred.store.if495:                                 ; preds = %pred.store.continue494
  %1336 = or i64 %index, 43
  %1337 = getelementptr inbounds i8, ptr %gray, i64 %1336
  %1338 = extractelement <64 x i8> %1163, i64 43
  store i8 %1338, ptr %1337, align 1, !tbaa !22
  br label %pred.store.continue496

pred.store.continue496:                           ; preds = %pred.store.if495, %pred.store.continue494
  %1339 = extractelement <64 x i1> %0, i64 44
  br i1 %1339, label %pred.store.if497, label %pred.store.continue498

pred.store.if497:                                 ; preds = %pred.store.continue496
  %1340 = or i64 %index, 44
  %1341 = getelementptr inbounds i8, ptr %gray, i64 %1340
  %1342 = extractelement <64 x i8> %1163, i64 44
  store i8 %1342, ptr %1341, align 1, !tbaa !22
  br label %pred.store.continue498

pred.store.continue498:                           ; preds = %pred.store.if497, %pred.store.continue496
  %1343 = extractelement <64 x i1> %0, i64 45
  br i1 %1343, label %pred.store.if499, label %pred.store.continue500

pred.store.if499:                                 ; preds = %pred.store.continue498
  %1344 = or i64 %index, 45
  %1345 = getelementptr inbounds i8, ptr %gray, i64 %1344
  %1346 = extractelement <64 x i8> %1163, i64 45
  store i8 %1346, ptr %1345, align 1, !tbaa !22
  br label %pred.store.continue500

pred.store.continue500:                           ; preds = %pred.store.if499, %pred.store.continue498
  %1347 = extractelement <64 x i1> %0, i64 46
  br i1 %1347, label %pred.store.if501, label %pred.store.continue502

pred.store.if501:                                 ; preds = %pred.store.continue500
  %1348 = or i64 %index, 46
  %1349 = getelementptr inbounds i8, ptr %gray, i64 %1348
  %1350 = extractelement <64 x i8> %1163, i64 46
  store i8 %1350, ptr %1349, align 1, !tbaa !22
  br label %pred.store.continue502

pred.store.continue502:                           ; preds = %pred.store.if501, %pred.store.continue500
  %1351 = extractelement <64 x i1> %0, i64 47
  br i1 %1351, label %pred.store.if503, label %pred.store.continue504

pred.store.if503:                                 ; preds = %pred.store.continue502
  %1352 = or i64 %index, 47
  %1353 = getelementptr inbounds i8, ptr %gray, i64 %1352
  %1354 = extractelement <64 x i8> %1163, i64 47
  store i8 %1354, ptr %1353, align 1, !tbaa !22
  br label %pred.store.continue504

pred.store.continue504:                           ; preds = %pred.store.if503, %pred.store.continue502
  %1355 = extractelement <64 x i1> %0, i64 48
  br i1 %1355, label %pred.store.if505, label %pred.store.continue506

pred.store.if505:                                 ; preds = %pred.store.continue504
  %1356 = or i64 %index, 48
  %1357 = getelementptr inbounds i8, ptr %gray, i64 %1356
  %1358 = extractelement <64 x i8> %1163, i64 48
  store i8 %1358, ptr %1357, align 1, !tbaa !22
  br label %pred.store.continue506

pred.store.continue506:                           ; preds = %pred.store.if505, %pred.store.continue504
  %1359 = extractelement <64 x i1> %0, i64 49
  br i1 %1359, label %pred.store.if507, label %pred.store.continue508

pred.store.if507:                                 ; preds = %pred.store.continue506
  %1360 = or i64 %index, 49
  %1361 = getelementptr inbounds i8, ptr %gray, i64 %1360
  %1362 = extractelement <64 x i8> %1163, i64 49
  store i8 %1362, ptr %1361, align 1, !tbaa !22
  br label %pred.store.continue508

pred.store.continue508:                           ; preds = %pred.store.if507, %pred.store.continue506
  %1363 = extractelement <64 x i1> %0, i64 50
  br i1 %1363, label %pred.store.if509, label %pred.store.continue510

pred.store.if509:                                 ; preds = %pred.store.continue508
  %1364 = or i64 %index, 50
  %1365 = getelementptr inbounds i8, ptr %gray, i64 %1364
  %1366 = extractelement <64 x i8> %1163, i64 50
  store i8 %1366, ptr %1365, align 1, !tbaa !22
  br label %pred.store.continue510

pred.store.continue510:                           ; preds = %pred.store.if509, %pred.store.continue508
  %1367 = extractelement <64 x i1> %0, i64 51
  br i1 %1367, label %pred.store.if511, label %pred.store.continue512

pred.store.if511:                                 ; preds = %pred.store.continue510
  %1368 = or i64 %index, 51
  %1369 = getelementptr inbounds i8, ptr %gray, i64 %1368
  %1370 = extractelement <64 x i8> %1163, i64 51
  store i8 %1370, ptr %1369, align 1, !tbaa !22
  br label %pred.store.continue512

pred.store.continue512:                           ; preds = %pred.store.if511, %pred.store.continue510
  %1371 = extractelement <64 x i1> %0, i64 52
  br i1 %1371, label %pred.store.if513, label %pred.store.continue514

pred.store.if513:                                 ; preds = %pred.store.continue512
  %1372 = or i64 %index, 52
  %1373 = getelementptr inbounds i8, ptr %gray, i64 %1372
  %1374 = extractelement <64 x i8> %1163, i64 52
  store i8 %1374, ptr %1373, align 1, !tbaa !22
  br label %pred.store.continue514

pred.store.continue514:                           ; preds = %pred.store.if513, %pred.store.continue512
  %1375 = extractelement <64 x i1> %0, i64 53
  br i1 %1375, label %pred.store.if515, label %pred.store.continue516

pred.store.if515:                                 ; preds = %pred.store.continue514
  %1376 = or i64 %index, 53
  %1377 = getelementptr inbounds i8, ptr %gray, i64 %1376
  %1378 = extractelement <64 x i8> %1163, i64 53
  store i8 %1378, ptr %1377, align 1, !tbaa !22
  br label %pred.store.continue516

pred.store.continue516:                           ; preds = %pred.store.if515, %pred.store.continue514
  %1379 = extractelement <64 x i1> %0, i64 54
  br i1 %1379, label %pred.store.if517, label %pred.store.continue518

pred.store.if517:                                 ; preds = %pred.store.continue516
  %1380 = or i64 %index, 54
  %1381 = getelementptr inbounds i8, ptr %gray, i64 %1380
  %1382 = extractelement <64 x i8> %1163, i64 54
  store i8 %1382, ptr %1381, align 1, !tbaa !22
  br label %pred.store.continue518

pred.store.continue518:                           ; preds = %pred.store.if517, %pred.store.continue516
  %1383 = extractelement <64 x i1> %0, i64 55
  br i1 %1383, label %pred.store.if519, label %pred.store.continue520

pred.store.if519:                                 ; preds = %pred.store.continue518
  %1384 = or i64 %index, 55
  %1385 = getelementptr inbounds i8, ptr %gray, i64 %1384
  %1386 = extractelement <64 x i8> %1163, i64 55
  store i8 %1386, ptr %1385, align 1, !tbaa !22
  br label %pred.store.continue520

pred.store.continue520:                           ; preds = %pred.store.if519, %pred.store.continue518
  %1387 = extractelement <64 x i1> %0, i64 56
  br i1 %1387, label %pred.store.if521, label %pred.store.continue522

pred.store.if521:                                 ; preds = %pred.store.continue520
  %1388 = or i64 %index, 56
  %1389 = getelementptr inbounds i8, ptr %gray, i64 %1388
  %1390 = extractelement <64 x i8> %1163, i64 56
  store i8 %1390, ptr %1389, align 1, !tbaa !22
  br label %pred.store.continue522

pred.store.continue522:                           ; preds = %pred.store.if521, %pred.store.continue520
  %1391 = extractelement <64 x i1> %0, i64 57
  br i1 %1391, label %pred.store.if523, label %pred.store.continue524

pred.store.if523:                                 ; preds = %pred.store.continue522
  %1392 = or i64 %index, 57
  %1393 = getelementptr inbounds i8, ptr %gray, i64 %1392
  %1394 = extractelement <64 x i8> %1163, i64 57
  store i8 %1394, ptr %1393, align 1, !tbaa !22
  br label %pred.store.continue524

pred.store.continue524:                           ; preds = %pred.store.if523, %pred.store.continue522
  %1395 = extractelement <64 x i1> %0, i64 58
  br i1 %1395, label %pred.store.if525, label %pred.store.continue526

pred.store.if525:                                 ; preds = %pred.store.continue524
  %1396 = or i64 %index, 58
  %1397 = getelementptr inbounds i8, ptr %gray, i64 %1396
  %1398 = extractelement <64 x i8> %1163, i64 58
  store i8 %1398, ptr %1397, align 1, !tbaa !22
  br label %pred.store.continue526

pred.store.continue526:                           ; preds = %pred.store.if525, %pred.store.continue524
  %1399 = extractelement <64 x i1> %0, i64 59
  br i1 %1399, label %pred.store.if527, label %pred.store.continue528

pred.store.if527:                                 ; preds = %pred.store.continue526
  %1400 = or i64 %index, 59
  %1401 = getelementptr inbounds i8, ptr %gray, i64 %1400
  %1402 = extractelement <64 x i8> %1163, i64 59
  store i8 %1402, ptr %1401, align 1, !tbaa !22
  br label %pred.store.continue528

pred.store.continue528:                           ; preds = %pred.store.if527, %pred.store.continue526
  %1403 = extractelement <64 x i1> %0, i64 60
  br i1 %1403, label %pred.store.if529, label %pred.store.continue530

pred.store.if529:                                 ; preds = %pred.store.continue528
  %1404 = or i64 %index, 60
  %1405 = getelementptr inbounds i8, ptr %gray, i64 %1404
  %1406 = extractelement <64 x i8> %1163, i64 60
  store i8 %1406, ptr %1405, align 1, !tbaa !22
  br label %pred.store.continue530

pred.store.continue530:                           ; preds = %pred.store.if529, %pred.store.continue528
  %1407 = extractelement <64 x i1> %0, i64 61
  br i1 %1407, label %pred.store.if531, label %pred.store.continue532

pred.store.if531:                                 ; preds = %pred.store.continue530
  %1408 = or i64 %index, 61
  %1409 = getelementptr inbounds i8, ptr %gray, i64 %1408
  %1410 = extractelement <64 x i8> %1163, i64 61
  store i8 %1410, ptr %1409, align 1, !tbaa !22
  br label %pred.store.continue532

pred.store.continue532:                           ; preds = %pred.store.if531, %pred.store.continue530
  %1411 = extractelement <64 x i1> %0, i64 62
  br i1 %1411, label %pred.store.if533, label %pred.store.continue534

pred.store.if533:                                 ; preds = %pred.store.continue532
  %1412 = or i64 %index, 62
  %1413 = getelementptr inbounds i8, ptr %gray, i64 %1412
  %1414 = extractelement <64 x i8> %1163, i64 62
  store i8 %1414, ptr %1413, align 1, !tbaa !22
  br label %pred.store.continue534

pred.store.continue534:                           ; preds = %pred.store.if533, %pred.store.continue532
  %1415 = extractelement <64 x i1> %0, i64 63
  br i1 %1415, label %pred.store.if535, label %pred.store.continue536

pred.store.if535:                                 ; preds = %pred.store.continue534
  %1416 = or i64 %index, 63
  %1417 = getelementptr inbounds i8, ptr %gray, i64 %1416
  %1418 = extractelement <64 x i8> %1163, i64 63
  store i8 %1418, ptr %1417, align 1, !tbaa !22
  br label %pred.store.continue536

pred.store.continue536:                           ; preds = %pred.store.if535, %pred.store.continue534
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %1419 = icmp eq i64 %index.next, %n.vec
  br i1 %1419, label %for.cond.cleanup, label %vector.body, !llvm.loop !23

for.cond.cleanup:                                 ; preds = %pred.store.continue536, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16i32.v16p0(<16 x i32>, <16 x ptr>, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, i32 immarg, <8 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr nocapture, i32 immarg, <16 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!18, !16, i64 8}
!18 = !{!"point", !16, i64 0, !16, i64 4, !16, i64 8}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !10, !11, !12}
