; ModuleID = 'masked_groups.c'
source_filename = "masked_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_pair(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 16
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
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
  %6 = or disjoint <16 x i64> %3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 2147483640
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %vec.ind28 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next29, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i32, ptr %m, i64 %index27
  %wide.load30 = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp ne <8 x i32> %wide.load30, zeroinitializer
  %11 = getelementptr i32, ptr %a, i64 %index27
  %wide.masked.load31 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %11, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !5
  %12 = shl nuw nsw <8 x i64> %vec.ind28, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = getelementptr inbounds i32, ptr %out, <8 x i64> %12
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %wide.masked.load31, <8 x ptr> %13, i32 4, <8 x i1> %10), !tbaa !5
  %14 = getelementptr i32, ptr %b, i64 %index27
  %wide.masked.load32 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %14, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !5
  %15 = or disjoint <8 x i64> %12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %16 = getelementptr inbounds i32, ptr %out, <8 x i64> %15
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %wide.masked.load32, <8 x ptr> %16, i32 4, <8 x i1> %10), !tbaa !5
  %index.next33 = add nuw i64 %index27, 8
  %vec.ind.next29 = add <8 x i64> %vec.ind28, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %17 = icmp eq i64 %index.next33, %n.vec25
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

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
  %22 = or disjoint i64 %20, 1
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
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader34, label %vector.ph

for.body.preheader34:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %w, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !15
  %1 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %2 = getelementptr inbounds %struct.point, ptr %p, <16 x i64> %vec.ind
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> %1, <16 x float> poison), !tbaa !17
  %3 = fmul <16 x float> %wide.load, %wide.masked.gather
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %3, <16 x ptr> %2, i32 4, <16 x i1> %1), !tbaa !17
  %4 = getelementptr inbounds i8, <16 x ptr> %2, i64 4
  %wide.masked.gather32 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %4, i32 4, <16 x i1> %1, <16 x float> poison), !tbaa !19
  %5 = fmul <16 x float> %wide.load, %wide.masked.gather32
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %5, <16 x ptr> %4, i32 4, <16 x i1> %1), !tbaa !19
  %6 = getelementptr inbounds i8, <16 x ptr> %2, i64 8
  %wide.masked.gather33 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> %1, <16 x float> poison), !tbaa !20
  %7 = fmul <16 x float> %wide.load, %wide.masked.gather33
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %7, <16 x ptr> %6, i32 4, <16 x i1> %1), !tbaa !20
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader34

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader34, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader34 ]
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %indvars.iv
  %9 = load float, ptr %arrayidx, align 4, !tbaa !15
  %cmp1 = fcmp ogt float %9, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds %struct.point, ptr %p, i64 %indvars.iv
  %10 = load <2 x float>, ptr %arrayidx5, align 4, !tbaa !15
  %11 = insertelement <2 x float> poison, float %9, i64 0
  %12 = shufflevector <2 x float> %11, <2 x float> poison, <2 x i32> zeroinitializer
  %13 = fmul <2 x float> %12, %10
  store <2 x float> %13, ptr %arrayidx5, align 4, !tbaa !15
  %z = getelementptr inbounds i8, ptr %arrayidx5, i64 8
  %14 = load float, ptr %z, align 4, !tbaa !20
  %mul15 = fmul float %9, %14
  store float %mul15, ptr %z, align 4, !tbaa !20
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_pairs(ptr noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 4294967280
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
  %4 = or disjoint <16 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = getelementptr inbounds float, ptr %p, <16 x i64> %4
  %wide.masked.gather18 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %5, i32 4, <16 x i1> %0, <16 x float> poison), !tbaa !15
  %6 = fadd <16 x float> %wide.masked.gather18, %broadcast.splat17
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %6, <16 x ptr> %5, i32 4, <16 x i1> %0), !tbaa !15
  %index.next = add i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.cond.cleanup, label %vector.body, !llvm.loop !23

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_copy(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 4294967280
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert9 = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat10 = shufflevector <16 x i64> %broadcast.splatinsert9, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or disjoint <16 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %0 = icmp ule <16 x i64> %vec.iv, %broadcast.splat10
  %1 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %1, i32 4, <16 x i1> %0, <16 x i32> poison), !tbaa !5
  %2 = add nsw <16 x i32> %wide.masked.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %3 = getelementptr inbounds i32, ptr %out, i64 %index
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %2, ptr %3, i32 4, <16 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !24

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tail_rgb(ptr noalias nocapture noundef writeonly %gray, ptr noalias nocapture noundef readonly %rgb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 4294967232
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue534, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue534 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %vector.ph ], [ %vec.ind.next, %pred.store.continue534 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = mul nuw nsw <64 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %2 = extractelement <64 x i64> %1, i64 0
  %3 = getelementptr inbounds i8, ptr %rgb, i64 %2
  %4 = extractelement <64 x i64> %1, i64 1
  %5 = getelementptr inbounds i8, ptr %rgb, i64 %4
  %6 = extractelement <64 x i64> %1, i64 2
  %7 = getelementptr inbounds i8, ptr %rgb, i64 %6
  %8 = extractelement <64 x i64> %1, i64 3
  %9 = getelementptr inbounds i8, ptr %rgb, i64 %8
  %10 = extractelement <64 x i64> %1, i64 4
  %11 = getelementptr inbounds i8, ptr %rgb, i64 %10
  %12 = extractelement <64 x i64> %1, i64 5
  %13 = getelementptr inbounds i8, ptr %rgb, i64 %12
  %14 = extractelement <64 x i64> %1, i64 6
  %15 = getelementptr inbounds i8, ptr %rgb, i64 %14
  %16 = extractelement <64 x i64> %1, i64 7
  %17 = getelementptr inbounds i8, ptr %rgb, i64 %16
  %18 = extractelement <64 x i64> %1, i64 8
  %19 = getelementptr inbounds i8, ptr %rgb, i64 %18
  %20 = extractelement <64 x i64> %1, i64 9
  %21 = getelementptr inbounds i8, ptr %rgb, i64 %20
  %22 = extractelement <64 x i64> %1, i64 10
  %23 = getelementptr inbounds i8, ptr %rgb, i64 %22
  %24 = extractelement <64 x i64> %1, i64 11
  %25 = getelementptr inbounds i8, ptr %rgb, i64 %24
  %26 = extractelement <64 x i64> %1, i64 12
  %27 = getelementptr inbounds i8, ptr %rgb, i64 %26
  %28 = extractelement <64 x i64> %1, i64 13
  %29 = getelementptr inbounds i8, ptr %rgb, i64 %28
  %30 = extractelement <64 x i64> %1, i64 14
  %31 = getelementptr inbounds i8, ptr %rgb, i64 %30
  %32 = extractelement <64 x i64> %1, i64 15
  %33 = getelementptr inbounds i8, ptr %rgb, i64 %32
  %34 = extractelement <64 x i64> %1, i64 16
  %35 = getelementptr inbounds i8, ptr %rgb, i64 %34
  %36 = extractelement <64 x i64> %1, i64 17
  %37 = getelementptr inbounds i8, ptr %rgb, i64 %36
  %38 = extractelement <64 x i64> %1, i64 18
  %39 = getelementptr inbounds i8, ptr %rgb, i64 %38
  %40 = extractelement <64 x i64> %1, i64 19
  %41 = getelementptr inbounds i8, ptr %rgb, i64 %40
  %42 = extractelement <64 x i64> %1, i64 20
  %43 = getelementptr inbounds i8, ptr %rgb, i64 %42
  %44 = extractelement <64 x i64> %1, i64 21
  %45 = getelementptr inbounds i8, ptr %rgb, i64 %44
  %46 = extractelement <64 x i64> %1, i64 22
  %47 = getelementptr inbounds i8, ptr %rgb, i64 %46
  %48 = extractelement <64 x i64> %1, i64 23
  %49 = getelementptr inbounds i8, ptr %rgb, i64 %48
  %50 = extractelement <64 x i64> %1, i64 24
  %51 = getelementptr inbounds i8, ptr %rgb, i64 %50
  %52 = extractelement <64 x i64> %1, i64 25
  %53 = getelementptr inbounds i8, ptr %rgb, i64 %52
  %54 = extractelement <64 x i64> %1, i64 26
  %55 = getelementptr inbounds i8, ptr %rgb, i64 %54
  %56 = extractelement <64 x i64> %1, i64 27
  %57 = getelementptr inbounds i8, ptr %rgb, i64 %56
  %58 = extractelement <64 x i64> %1, i64 28
  %59 = getelementptr inbounds i8, ptr %rgb, i64 %58
  %60 = extractelement <64 x i64> %1, i64 29
  %61 = getelementptr inbounds i8, ptr %rgb, i64 %60
  %62 = extractelement <64 x i64> %1, i64 30
  %63 = getelementptr inbounds i8, ptr %rgb, i64 %62
  %64 = extractelement <64 x i64> %1, i64 31
  %65 = getelementptr inbounds i8, ptr %rgb, i64 %64
  %66 = extractelement <64 x i64> %1, i64 32
  %67 = getelementptr inbounds i8, ptr %rgb, i64 %66
  %68 = extractelement <64 x i64> %1, i64 33
  %69 = getelementptr inbounds i8, ptr %rgb, i64 %68
  %70 = extractelement <64 x i64> %1, i64 34
  %71 = getelementptr inbounds i8, ptr %rgb, i64 %70
  %72 = extractelement <64 x i64> %1, i64 35
  %73 = getelementptr inbounds i8, ptr %rgb, i64 %72
  %74 = extractelement <64 x i64> %1, i64 36
  %75 = getelementptr inbounds i8, ptr %rgb, i64 %74
  %76 = extractelement <64 x i64> %1, i64 37
  %77 = getelementptr inbounds i8, ptr %rgb, i64 %76
  %78 = extractelement <64 x i64> %1, i64 38
  %79 = getelementptr inbounds i8, ptr %rgb, i64 %78
  %80 = extractelement <64 x i64> %1, i64 39
  %81 = getelementptr inbounds i8, ptr %rgb, i64 %80
  %82 = extractelement <64 x i64> %1, i64 40
  %83 = getelementptr inbounds i8, ptr %rgb, i64 %82
  %84 = extractelement <64 x i64> %1, i64 41
  %85 = getelementptr inbounds i8, ptr %rgb, i64 %84
  %86 = extractelement <64 x i64> %1, i64 42
  %87 = getelementptr inbounds i8, ptr %rgb, i64 %86
  %88 = extractelement <64 x i64> %1, i64 43
  %89 = getelementptr inbounds i8, ptr %rgb, i64 %88
  %90 = extractelement <64 x i64> %1, i64 44
  %91 = getelementptr inbounds i8, ptr %rgb, i64 %90
  %92 = extractelement <64 x i64> %1, i64 45
  %93 = getelementptr inbounds i8, ptr %rgb, i64 %92
  %94 = extractelement <64 x i64> %1, i64 46
  %95 = getelementptr inbounds i8, ptr %rgb, i64 %94
  %96 = extractelement <64 x i64> %1, i64 47
  %97 = getelementptr inbounds i8, ptr %rgb, i64 %96
  %98 = extractelement <64 x i64> %1, i64 48
  %99 = getelementptr inbounds i8, ptr %rgb, i64 %98
  %100 = extractelement <64 x i64> %1, i64 49
  %101 = getelementptr inbounds i8, ptr %rgb, i64 %100
  %102 = extractelement <64 x i64> %1, i64 50
  %103 = getelementptr inbounds i8, ptr %rgb, i64 %102
  %104 = extractelement <64 x i64> %1, i64 51
  %105 = getelementptr inbounds i8, ptr %rgb, i64 %104
  %106 = extractelement <64 x i64> %1, i64 52
  %107 = getelementptr inbounds i8, ptr %rgb, i64 %106
  %108 = extractelement <64 x i64> %1, i64 53
  %109 = getelementptr inbounds i8, ptr %rgb, i64 %108
  %110 = extractelement <64 x i64> %1, i64 54
  %111 = getelementptr inbounds i8, ptr %rgb, i64 %110
  %112 = extractelement <64 x i64> %1, i64 55
  %113 = getelementptr inbounds i8, ptr %rgb, i64 %112
  %114 = extractelement <64 x i64> %1, i64 56
  %115 = getelementptr inbounds i8, ptr %rgb, i64 %114
  %116 = extractelement <64 x i64> %1, i64 57
  %117 = getelementptr inbounds i8, ptr %rgb, i64 %116
  %118 = extractelement <64 x i64> %1, i64 58
  %119 = getelementptr inbounds i8, ptr %rgb, i64 %118
  %120 = extractelement <64 x i64> %1, i64 59
  %121 = getelementptr inbounds i8, ptr %rgb, i64 %120
  %122 = extractelement <64 x i64> %1, i64 60
  %123 = getelementptr inbounds i8, ptr %rgb, i64 %122
  %124 = extractelement <64 x i64> %1, i64 61
  %125 = getelementptr inbounds i8, ptr %rgb, i64 %124
  %126 = extractelement <64 x i64> %1, i64 62
  %127 = getelementptr inbounds i8, ptr %rgb, i64 %126
  %128 = extractelement <64 x i64> %1, i64 63
  %129 = getelementptr inbounds i8, ptr %rgb, i64 %128
  %130 = extractelement <64 x i1> %0, i64 0
  br i1 %130, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %131 = load i8, ptr %3, align 1, !tbaa !25
  %132 = insertelement <64 x i8> poison, i8 %131, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %133 = phi <64 x i8> [ poison, %vector.body ], [ %132, %pred.load.if ]
  %134 = extractelement <64 x i1> %0, i64 1
  br i1 %134, label %pred.load.if27, label %pred.load.continue28

pred.load.if27:                                   ; preds = %pred.load.continue
  %135 = load i8, ptr %5, align 1, !tbaa !25
  %136 = insertelement <64 x i8> %133, i8 %135, i64 1
  br label %pred.load.continue28

pred.load.continue28:                             ; preds = %pred.load.if27, %pred.load.continue
  %137 = phi <64 x i8> [ %133, %pred.load.continue ], [ %136, %pred.load.if27 ]
  %138 = extractelement <64 x i1> %0, i64 2
  br i1 %138, label %pred.load.if29, label %pred.load.continue30

pred.load.if29:                                   ; preds = %pred.load.continue28
  %139 = load i8, ptr %7, align 1, !tbaa !25
  %140 = insertelement <64 x i8> %137, i8 %139, i64 2
  br label %pred.load.continue30

pred.load.continue30:                             ; preds = %pred.load.if29, %pred.load.continue28
  %141 = phi <64 x i8> [ %137, %pred.load.continue28 ], [ %140, %pred.load.if29 ]
  %142 = extractelement <64 x i1> %0, i64 3
  br i1 %142, label %pred.load.if31, label %pred.load.continue32

pred.load.if31:                                   ; preds = %pred.load.continue30
  %143 = load i8, ptr %9, align 1, !tbaa !25
  %144 = insertelement <64 x i8> %141, i8 %143, i64 3
  br label %pred.load.continue32

pred.load.continue32:                             ; preds = %pred.load.if31, %pred.load.continue30
  %145 = phi <64 x i8> [ %141, %pred.load.continue30 ], [ %144, %pred.load.if31 ]
  %146 = extractelement <64 x i1> %0, i64 4
  br i1 %146, label %pred.load.if33, label %pred.load.continue34

pred.load.if33:                                   ; preds = %pred.load.continue32
  %147 = load i8, ptr %11, align 1, !tbaa !25
  %148 = insertelement <64 x i8> %145, i8 %147, i64 4
  br label %pred.load.continue34

pred.load.continue34:                             ; preds = %pred.load.if33, %pred.load.continue32
  %149 = phi <64 x i8> [ %145, %pred.load.continue32 ], [ %148, %pred.load.if33 ]
  %150 = extractelement <64 x i1> %0, i64 5
  br i1 %150, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue34
  %151 = load i8, ptr %13, align 1, !tbaa !25
  %152 = insertelement <64 x i8> %149, i8 %151, i64 5
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue34
  %153 = phi <64 x i8> [ %149, %pred.load.continue34 ], [ %152, %pred.load.if35 ]
  %154 = extractelement <64 x i1> %0, i64 6
  br i1 %154, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %155 = load i8, ptr %15, align 1, !tbaa !25
  %156 = insertelement <64 x i8> %153, i8 %155, i64 6
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %157 = phi <64 x i8> [ %153, %pred.load.continue36 ], [ %156, %pred.load.if37 ]
  %158 = extractelement <64 x i1> %0, i64 7
  br i1 %158, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %159 = load i8, ptr %17, align 1, !tbaa !25
  %160 = insertelement <64 x i8> %157, i8 %159, i64 7
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %161 = phi <64 x i8> [ %157, %pred.load.continue38 ], [ %160, %pred.load.if39 ]
  %162 = extractelement <64 x i1> %0, i64 8
  br i1 %162, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %163 = load i8, ptr %19, align 1, !tbaa !25
  %164 = insertelement <64 x i8> %161, i8 %163, i64 8
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %165 = phi <64 x i8> [ %161, %pred.load.continue40 ], [ %164, %pred.load.if41 ]
  %166 = extractelement <64 x i1> %0, i64 9
  br i1 %166, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %167 = load i8, ptr %21, align 1, !tbaa !25
  %168 = insertelement <64 x i8> %165, i8 %167, i64 9
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %169 = phi <64 x i8> [ %165, %pred.load.continue42 ], [ %168, %pred.load.if43 ]
  %170 = extractelement <64 x i1> %0, i64 10
  br i1 %170, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %171 = load i8, ptr %23, align 1, !tbaa !25
  %172 = insertelement <64 x i8> %169, i8 %171, i64 10
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %173 = phi <64 x i8> [ %169, %pred.load.continue44 ], [ %172, %pred.load.if45 ]
  %174 = extractelement <64 x i1> %0, i64 11
  br i1 %174, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %175 = load i8, ptr %25, align 1, !tbaa !25
  %176 = insertelement <64 x i8> %173, i8 %175, i64 11
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %177 = phi <64 x i8> [ %173, %pred.load.continue46 ], [ %176, %pred.load.if47 ]
  %178 = extractelement <64 x i1> %0, i64 12
  br i1 %178, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %179 = load i8, ptr %27, align 1, !tbaa !25
  %180 = insertelement <64 x i8> %177, i8 %179, i64 12
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %181 = phi <64 x i8> [ %177, %pred.load.continue48 ], [ %180, %pred.load.if49 ]
  %182 = extractelement <64 x i1> %0, i64 13
  br i1 %182, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %183 = load i8, ptr %29, align 1, !tbaa !25
  %184 = insertelement <64 x i8> %181, i8 %183, i64 13
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %185 = phi <64 x i8> [ %181, %pred.load.continue50 ], [ %184, %pred.load.if51 ]
  %186 = extractelement <64 x i1> %0, i64 14
  br i1 %186, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %187 = load i8, ptr %31, align 1, !tbaa !25
  %188 = insertelement <64 x i8> %185, i8 %187, i64 14
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %189 = phi <64 x i8> [ %185, %pred.load.continue52 ], [ %188, %pred.load.if53 ]
  %190 = extractelement <64 x i1> %0, i64 15
  br i1 %190, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %191 = load i8, ptr %33, align 1, !tbaa !25
  %192 = insertelement <64 x i8> %189, i8 %191, i64 15
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %193 = phi <64 x i8> [ %189, %pred.load.continue54 ], [ %192, %pred.load.if55 ]
  %194 = extractelement <64 x i1> %0, i64 16
  br i1 %194, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %195 = load i8, ptr %35, align 1, !tbaa !25
  %196 = insertelement <64 x i8> %193, i8 %195, i64 16
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %197 = phi <64 x i8> [ %193, %pred.load.continue56 ], [ %196, %pred.load.if57 ]
  %198 = extractelement <64 x i1> %0, i64 17
  br i1 %198, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %199 = load i8, ptr %37, align 1, !tbaa !25
  %200 = insertelement <64 x i8> %197, i8 %199, i64 17
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %201 = phi <64 x i8> [ %197, %pred.load.continue58 ], [ %200, %pred.load.if59 ]
  %202 = extractelement <64 x i1> %0, i64 18
  br i1 %202, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %203 = load i8, ptr %39, align 1, !tbaa !25
  %204 = insertelement <64 x i8> %201, i8 %203, i64 18
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %205 = phi <64 x i8> [ %201, %pred.load.continue60 ], [ %204, %pred.load.if61 ]
  %206 = extractelement <64 x i1> %0, i64 19
  br i1 %206, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %207 = load i8, ptr %41, align 1, !tbaa !25
  %208 = insertelement <64 x i8> %205, i8 %207, i64 19
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %209 = phi <64 x i8> [ %205, %pred.load.continue62 ], [ %208, %pred.load.if63 ]
  %210 = extractelement <64 x i1> %0, i64 20
  br i1 %210, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %211 = load i8, ptr %43, align 1, !tbaa !25
  %212 = insertelement <64 x i8> %209, i8 %211, i64 20
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %213 = phi <64 x i8> [ %209, %pred.load.continue64 ], [ %212, %pred.load.if65 ]
  %214 = extractelement <64 x i1> %0, i64 21
  br i1 %214, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %215 = load i8, ptr %45, align 1, !tbaa !25
  %216 = insertelement <64 x i8> %213, i8 %215, i64 21
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %217 = phi <64 x i8> [ %213, %pred.load.continue66 ], [ %216, %pred.load.if67 ]
  %218 = extractelement <64 x i1> %0, i64 22
  br i1 %218, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %219 = load i8, ptr %47, align 1, !tbaa !25
  %220 = insertelement <64 x i8> %217, i8 %219, i64 22
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %221 = phi <64 x i8> [ %217, %pred.load.continue68 ], [ %220, %pred.load.if69 ]
  %222 = extractelement <64 x i1> %0, i64 23
  br i1 %222, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %223 = load i8, ptr %49, align 1, !tbaa !25
  %224 = insertelement <64 x i8> %221, i8 %223, i64 23
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %225 = phi <64 x i8> [ %221, %pred.load.continue70 ], [ %224, %pred.load.if71 ]
  %226 = extractelement <64 x i1> %0, i64 24
  br i1 %226, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %227 = load i8, ptr %51, align 1, !tbaa !25
  %228 = insertelement <64 x i8> %225, i8 %227, i64 24
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %229 = phi <64 x i8> [ %225, %pred.load.continue72 ], [ %228, %pred.load.if73 ]
  %230 = extractelement <64 x i1> %0, i64 25
  br i1 %230, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %231 = load i8, ptr %53, align 1, !tbaa !25
  %232 = insertelement <64 x i8> %229, i8 %231, i64 25
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %233 = phi <64 x i8> [ %229, %pred.load.continue74 ], [ %232, %pred.load.if75 ]
  %234 = extractelement <64 x i1> %0, i64 26
  br i1 %234, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %235 = load i8, ptr %55, align 1, !tbaa !25
  %236 = insertelement <64 x i8> %233, i8 %235, i64 26
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %237 = phi <64 x i8> [ %233, %pred.load.continue76 ], [ %236, %pred.load.if77 ]
  %238 = extractelement <64 x i1> %0, i64 27
  br i1 %238, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %239 = load i8, ptr %57, align 1, !tbaa !25
  %240 = insertelement <64 x i8> %237, i8 %239, i64 27
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %241 = phi <64 x i8> [ %237, %pred.load.continue78 ], [ %240, %pred.load.if79 ]
  %242 = extractelement <64 x i1> %0, i64 28
  br i1 %242, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %243 = load i8, ptr %59, align 1, !tbaa !25
  %244 = insertelement <64 x i8> %241, i8 %243, i64 28
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %245 = phi <64 x i8> [ %241, %pred.load.continue80 ], [ %244, %pred.load.if81 ]
  %246 = extractelement <64 x i1> %0, i64 29
  br i1 %246, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %247 = load i8, ptr %61, align 1, !tbaa !25
  %248 = insertelement <64 x i8> %245, i8 %247, i64 29
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %249 = phi <64 x i8> [ %245, %pred.load.continue82 ], [ %248, %pred.load.if83 ]
  %250 = extractelement <64 x i1> %0, i64 30
  br i1 %250, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %251 = load i8, ptr %63, align 1, !tbaa !25
  %252 = insertelement <64 x i8> %249, i8 %251, i64 30
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %253 = phi <64 x i8> [ %249, %pred.load.continue84 ], [ %252, %pred.load.if85 ]
  %254 = extractelement <64 x i1> %0, i64 31
  br i1 %254, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %255 = load i8, ptr %65, align 1, !tbaa !25
  %256 = insertelement <64 x i8> %253, i8 %255, i64 31
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %257 = phi <64 x i8> [ %253, %pred.load.continue86 ], [ %256, %pred.load.if87 ]
  %258 = extractelement <64 x i1> %0, i64 32
  br i1 %258, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %259 = load i8, ptr %67, align 1, !tbaa !25
  %260 = insertelement <64 x i8> %257, i8 %259, i64 32
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %261 = phi <64 x i8> [ %257, %pred.load.continue88 ], [ %260, %pred.load.if89 ]
  %262 = extractelement <64 x i1> %0, i64 33
  br i1 %262, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %263 = load i8, ptr %69, align 1, !tbaa !25
  %264 = insertelement <64 x i8> %261, i8 %263, i64 33
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %265 = phi <64 x i8> [ %261, %pred.load.continue90 ], [ %264, %pred.load.if91 ]
  %266 = extractelement <64 x i1> %0, i64 34
  br i1 %266, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %267 = load i8, ptr %71, align 1, !tbaa !25
  %268 = insertelement <64 x i8> %265, i8 %267, i64 34
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %269 = phi <64 x i8> [ %265, %pred.load.continue92 ], [ %268, %pred.load.if93 ]
  %270 = extractelement <64 x i1> %0, i64 35
  br i1 %270, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %271 = load i8, ptr %73, align 1, !tbaa !25
  %272 = insertelement <64 x i8> %269, i8 %271, i64 35
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %273 = phi <64 x i8> [ %269, %pred.load.continue94 ], [ %272, %pred.load.if95 ]
  %274 = extractelement <64 x i1> %0, i64 36
  br i1 %274, label %pred.load.if97, label %pred.load.continue98

pred.load.if97:                                   ; preds = %pred.load.continue96
  %275 = load i8, ptr %75, align 1, !tbaa !25
  %276 = insertelement <64 x i8> %273, i8 %275, i64 36
  br label %pred.load.continue98

pred.load.continue98:                             ; preds = %pred.load.if97, %pred.load.continue96
  %277 = phi <64 x i8> [ %273, %pred.load.continue96 ], [ %276, %pred.load.if97 ]
  %278 = extractelement <64 x i1> %0, i64 37
  br i1 %278, label %pred.load.if99, label %pred.load.continue100

pred.load.if99:                                   ; preds = %pred.load.continue98
  %279 = load i8, ptr %77, align 1, !tbaa !25
  %280 = insertelement <64 x i8> %277, i8 %279, i64 37
  br label %pred.load.continue100

pred.load.continue100:                            ; preds = %pred.load.if99, %pred.load.continue98
  %281 = phi <64 x i8> [ %277, %pred.load.continue98 ], [ %280, %pred.load.if99 ]
  %282 = extractelement <64 x i1> %0, i64 38
  br i1 %282, label %pred.load.if101, label %pred.load.continue102

pred.load.if101:                                  ; preds = %pred.load.continue100
  %283 = load i8, ptr %79, align 1, !tbaa !25
  %284 = insertelement <64 x i8> %281, i8 %283, i64 38
  br label %pred.load.continue102

pred.load.continue102:                            ; preds = %pred.load.if101, %pred.load.continue100
  %285 = phi <64 x i8> [ %281, %pred.load.continue100 ], [ %284, %pred.load.if101 ]
  %286 = extractelement <64 x i1> %0, i64 39
  br i1 %286, label %pred.load.if103, label %pred.load.continue104

pred.load.if103:                                  ; preds = %pred.load.continue102
  %287 = load i8, ptr %81, align 1, !tbaa !25
  %288 = insertelement <64 x i8> %285, i8 %287, i64 39
  br label %pred.load.continue104

pred.load.continue104:                            ; preds = %pred.load.if103, %pred.load.continue102
  %289 = phi <64 x i8> [ %285, %pred.load.continue102 ], [ %288, %pred.load.if103 ]
  %290 = extractelement <64 x i1> %0, i64 40
  br i1 %290, label %pred.load.if105, label %pred.load.continue106

pred.load.if105:                                  ; preds = %pred.load.continue104
  %291 = load i8, ptr %83, align 1, !tbaa !25
  %292 = insertelement <64 x i8> %289, i8 %291, i64 40
  br label %pred.load.continue106

pred.load.continue106:                            ; preds = %pred.load.if105, %pred.load.continue104
  %293 = phi <64 x i8> [ %289, %pred.load.continue104 ], [ %292, %pred.load.if105 ]
  %294 = extractelement <64 x i1> %0, i64 41
  br i1 %294, label %pred.load.if107, label %pred.load.continue108

pred.load.if107:                                  ; preds = %pred.load.continue106
  %295 = load i8, ptr %85, align 1, !tbaa !25
  %296 = insertelement <64 x i8> %293, i8 %295, i64 41
  br label %pred.load.continue108

pred.load.continue108:                            ; preds = %pred.load.if107, %pred.load.continue106
  %297 = phi <64 x i8> [ %293, %pred.load.continue106 ], [ %296, %pred.load.if107 ]
  %298 = extractelement <64 x i1> %0, i64 42
  br i1 %298, label %pred.load.if109, label %pred.load.continue110

pred.load.if109:                                  ; preds = %pred.load.continue108
  %299 = load i8, ptr %87, align 1, !tbaa !25
  %300 = insertelement <64 x i8> %297, i8 %299, i64 42
  br label %pred.load.continue110

pred.load.continue110:                            ; preds = %pred.load.if109, %pred.load.continue108
  %301 = phi <64 x i8> [ %297, %pred.load.continue108 ], [ %300, %pred.load.if109 ]
  %302 = extractelement <64 x i1> %0, i64 43
  br i1 %302, label %pred.load.if111, label %pred.load.continue112

pred.load.if111:                                  ; preds = %pred.load.continue110
  %303 = load i8, ptr %89, align 1, !tbaa !25
  %304 = insertelement <64 x i8> %301, i8 %303, i64 43
  br label %pred.load.continue112

pred.load.continue112:                            ; preds = %pred.load.if111, %pred.load.continue110
  %305 = phi <64 x i8> [ %301, %pred.load.continue110 ], [ %304, %pred.load.if111 ]
  %306 = extractelement <64 x i1> %0, i64 44
  br i1 %306, label %pred.load.if113, label %pred.load.continue114

pred.load.if113:                                  ; preds = %pred.load.continue112
  %307 = load i8, ptr %91, align 1, !tbaa !25
  %308 = insertelement <64 x i8> %305, i8 %307, i64 44
  br label %pred.load.continue114

pred.load.continue114:                            ; preds = %pred.load.if113, %pred.load.continue112
  %309 = phi <64 x i8> [ %305, %pred.load.continue112 ], [ %308, %pred.load.if113 ]
  %310 = extractelement <64 x i1> %0, i64 45
  br i1 %310, label %pred.load.if115, label %pred.load.continue116

pred.load.if115:                                  ; preds = %pred.load.continue114
  %311 = load i8, ptr %93, align 1, !tbaa !25
  %312 = insertelement <64 x i8> %309, i8 %311, i64 45
  br label %pred.load.continue116

pred.load.continue116:                            ; preds = %pred.load.if115, %pred.load.continue114
  %313 = phi <64 x i8> [ %309, %pred.load.continue114 ], [ %312, %pred.load.if115 ]
  %314 = extractelement <64 x i1> %0, i64 46
  br i1 %314, label %pred.load.if117, label %pred.load.continue118

pred.load.if117:                                  ; preds = %pred.load.continue116
  %315 = load i8, ptr %95, align 1, !tbaa !25
  %316 = insertelement <64 x i8> %313, i8 %315, i64 46
  br label %pred.load.continue118

pred.load.continue118:                            ; preds = %pred.load.if117, %pred.load.continue116
  %317 = phi <64 x i8> [ %313, %pred.load.continue116 ], [ %316, %pred.load.if117 ]
  %318 = extractelement <64 x i1> %0, i64 47
  br i1 %318, label %pred.load.if119, label %pred.load.continue120

pred.load.if119:                                  ; preds = %pred.load.continue118
  %319 = load i8, ptr %97, align 1, !tbaa !25
  %320 = insertelement <64 x i8> %317, i8 %319, i64 47
  br label %pred.load.continue120

pred.load.continue120:                            ; preds = %pred.load.if119, %pred.load.continue118
  %321 = phi <64 x i8> [ %317, %pred.load.continue118 ], [ %320, %pred.load.if119 ]
  %322 = extractelement <64 x i1> %0, i64 48
  br i1 %322, label %pred.load.if121, label %pred.load.continue122

pred.load.if121:                                  ; preds = %pred.load.continue120
  %323 = load i8, ptr %99, align 1, !tbaa !25
  %324 = insertelement <64 x i8> %321, i8 %323, i64 48
  br label %pred.load.continue122

pred.load.continue122:                            ; preds = %pred.load.if121, %pred.load.continue120
  %325 = phi <64 x i8> [ %321, %pred.load.continue120 ], [ %324, %pred.load.if121 ]
  %326 = extractelement <64 x i1> %0, i64 49
  br i1 %326, label %pred.load.if123, label %pred.load.continue124

pred.load.if123:                                  ; preds = %pred.load.continue122
  %327 = load i8, ptr %101, align 1, !tbaa !25
  %328 = insertelement <64 x i8> %325, i8 %327, i64 49
  br label %pred.load.continue124

pred.load.continue124:                            ; preds = %pred.load.if123, %pred.load.continue122
  %329 = phi <64 x i8> [ %325, %pred.load.continue122 ], [ %328, %pred.load.if123 ]
  %330 = extractelement <64 x i1> %0, i64 50
  br i1 %330, label %pred.load.if125, label %pred.load.continue126

pred.load.if125:                                  ; preds = %pred.load.continue124
  %331 = load i8, ptr %103, align 1, !tbaa !25
  %332 = insertelement <64 x i8> %329, i8 %331, i64 50
  br label %pred.load.continue126

pred.load.continue126:                            ; preds = %pred.load.if125, %pred.load.continue124
  %333 = phi <64 x i8> [ %329, %pred.load.continue124 ], [ %332, %pred.load.if125 ]
  %334 = extractelement <64 x i1> %0, i64 51
  br i1 %334, label %pred.load.if127, label %pred.load.continue128

pred.load.if127:                                  ; preds = %pred.load.continue126
  %335 = load i8, ptr %105, align 1, !tbaa !25
  %336 = insertelement <64 x i8> %333, i8 %335, i64 51
  br label %pred.load.continue128

pred.load.continue128:                            ; preds = %pred.load.if127, %pred.load.continue126
  %337 = phi <64 x i8> [ %333, %pred.load.continue126 ], [ %336, %pred.load.if127 ]
  %338 = extractelement <64 x i1> %0, i64 52
  br i1 %338, label %pred.load.if129, label %pred.load.continue130

pred.load.if129:                                  ; preds = %pred.load.continue128
  %339 = load i8, ptr %107, align 1, !tbaa !25
  %340 = insertelement <64 x i8> %337, i8 %339, i64 52
  br label %pred.load.continue130

pred.load.continue130:                            ; preds = %pred.load.if129, %pred.load.continue128
  %341 = phi <64 x i8> [ %337, %pred.load.continue128 ], [ %340, %pred.load.if129 ]
  %342 = extractelement <64 x i1> %0, i64 53
  br i1 %342, label %pred.load.if131, label %pred.load.continue132

pred.load.if131:                                  ; preds = %pred.load.continue130
  %343 = load i8, ptr %109, align 1, !tbaa !25
  %344 = insertelement <64 x i8> %341, i8 %343, i64 53
  br label %pred.load.continue132

pred.load.continue132:                            ; preds = %pred.load.if131, %pred.load.continue130
  %345 = phi <64 x i8> [ %341, %pred.load.continue130 ], [ %344, %pred.load.if131 ]
  %346 = extractelement <64 x i1> %0, i64 54
  br i1 %346, label %pred.load.if133, label %pred.load.continue134

pred.load.if133:                                  ; preds = %pred.load.continue132
  %347 = load i8, ptr %111, align 1, !tbaa !25
  %348 = insertelement <64 x i8> %345, i8 %347, i64 54
  br label %pred.load.continue134

pred.load.continue134:                            ; preds = %pred.load.if133, %pred.load.continue132
  %349 = phi <64 x i8> [ %345, %pred.load.continue132 ], [ %348, %pred.load.if133 ]
  %350 = extractelement <64 x i1> %0, i64 55
  br i1 %350, label %pred.load.if135, label %pred.load.continue136

pred.load.if135:                                  ; preds = %pred.load.continue134
  %351 = load i8, ptr %113, align 1, !tbaa !25
  %352 = insertelement <64 x i8> %349, i8 %351, i64 55
  br label %pred.load.continue136

pred.load.continue136:                            ; preds = %pred.load.if135, %pred.load.continue134
  %353 = phi <64 x i8> [ %349, %pred.load.continue134 ], [ %352, %pred.load.if135 ]
  %354 = extractelement <64 x i1> %0, i64 56
  br i1 %354, label %pred.load.if137, label %pred.load.continue138

pred.load.if137:                                  ; preds = %pred.load.continue136
  %355 = load i8, ptr %115, align 1, !tbaa !25
  %356 = insertelement <64 x i8> %353, i8 %355, i64 56
  br label %pred.load.continue138

pred.load.continue138:                            ; preds = %pred.load.if137, %pred.load.continue136
  %357 = phi <64 x i8> [ %353, %pred.load.continue136 ], [ %356, %pred.load.if137 ]
  %358 = extractelement <64 x i1> %0, i64 57
  br i1 %358, label %pred.load.if139, label %pred.load.continue140

pred.load.if139:                                  ; preds = %pred.load.continue138
  %359 = load i8, ptr %117, align 1, !tbaa !25
  %360 = insertelement <64 x i8> %357, i8 %359, i64 57
  br label %pred.load.continue140

pred.load.continue140:                            ; preds = %pred.load.if139, %pred.load.continue138
  %361 = phi <64 x i8> [ %357, %pred.load.continue138 ], [ %360, %pred.load.if139 ]
  %362 = extractelement <64 x i1> %0, i64 58
  br i1 %362, label %pred.load.if141, label %pred.load.continue142

pred.load.if141:                                  ; preds = %pred.load.continue140
  %363 = load i8, ptr %119, align 1, !tbaa !25
  %364 = insertelement <64 x i8> %361, i8 %363, i64 58
  br label %pred.load.continue142

pred.load.continue142:                            ; preds = %pred.load.if141, %pred.load.continue140
  %365 = phi <64 x i8> [ %361, %pred.load.continue140 ], [ %364, %pred.load.if141 ]
  %366 = extractelement <64 x i1> %0, i64 59
  br i1 %366, label %pred.load.if143, label %pred.load.continue144

pred.load.if143:                                  ; preds = %pred.load.continue142
  %367 = load i8, ptr %121, align 1, !tbaa !25
  %368 = insertelement <64 x i8> %365, i8 %367, i64 59
  br label %pred.load.continue144

pred.load.continue144:                            ; preds = %pred.load.if143, %pred.load.continue142
  %369 = phi <64 x i8> [ %365, %pred.load.continue142 ], [ %368, %pred.load.if143 ]
  %370 = extractelement <64 x i1> %0, i64 60
  br i1 %370, label %pred.load.if145, label %pred.load.continue146

pred.load.if145:                                  ; preds = %pred.load.continue144
  %371 = load i8, ptr %123, align 1, !tbaa !25
  %372 = insertelement <64 x i8> %369, i8 %371, i64 60
  br label %pred.load.continue146

pred.load.continue146:                            ; preds = %pred.load.if145, %pred.load.continue144
  %373 = phi <64 x i8> [ %369, %pred.load.continue144 ], [ %372, %pred.load.if145 ]
  %374 = extractelement <64 x i1> %0, i64 61
  br i1 %374, label %pred.load.if147, label %pred.load.continue148

pred.load.if147:                                  ; preds = %pred.load.continue146
  %375 = load i8, ptr %125, align 1, !tbaa !25
  %376 = insertelement <64 x i8> %373, i8 %375, i64 61
  br label %pred.load.continue148

pred.load.continue148:                            ; preds = %pred.load.if147, %pred.load.continue146
  %377 = phi <64 x i8> [ %373, %pred.load.continue146 ], [ %376, %pred.load.if147 ]
  %378 = extractelement <64 x i1> %0, i64 62
  br i1 %378, label %pred.load.if149, label %pred.load.continue150

pred.load.if149:                                  ; preds = %pred.load.continue148
  %379 = load i8, ptr %127, align 1, !tbaa !25
  %380 = insertelement <64 x i8> %377, i8 %379, i64 62
  br label %pred.load.continue150

pred.load.continue150:                            ; preds = %pred.load.if149, %pred.load.continue148
  %381 = phi <64 x i8> [ %377, %pred.load.continue148 ], [ %380, %pred.load.if149 ]
  %382 = extractelement <64 x i1> %0, i64 63
  br i1 %382, label %pred.load.if151, label %pred.load.continue152

pred.load.if151:                                  ; preds = %pred.load.continue150
  %383 = load i8, ptr %129, align 1, !tbaa !25
  %384 = insertelement <64 x i8> %381, i8 %383, i64 63
  br label %pred.load.continue152

pred.load.continue152:                            ; preds = %pred.load.if151, %pred.load.continue150
  %385 = phi <64 x i8> [ %381, %pred.load.continue150 ], [ %384, %pred.load.if151 ]
  %386 = zext <64 x i8> %385 to <64 x i16>
  %387 = extractelement <64 x i1> %0, i64 0
  br i1 %387, label %pred.load.if153, label %pred.load.continue154

pred.load.if153:                                  ; preds = %pred.load.continue152
  %388 = getelementptr inbounds i8, ptr %3, i64 1
  %389 = load i8, ptr %388, align 1, !tbaa !25
  %390 = insertelement <64 x i8> poison, i8 %389, i64 0
  br label %pred.load.continue154

pred.load.continue154:                            ; preds = %pred.load.if153, %pred.load.continue152
  %391 = phi <64 x i8> [ poison, %pred.load.continue152 ], [ %390, %pred.load.if153 ]
  %392 = extractelement <64 x i1> %0, i64 1
  br i1 %392, label %pred.load.if155, label %pred.load.continue156

pred.load.if155:                                  ; preds = %pred.load.continue154
  %393 = getelementptr inbounds i8, ptr %5, i64 1
  %394 = load i8, ptr %393, align 1, !tbaa !25
  %395 = insertelement <64 x i8> %391, i8 %394, i64 1
  br label %pred.load.continue156

pred.load.continue156:                            ; preds = %pred.load.if155, %pred.load.continue154
  %396 = phi <64 x i8> [ %391, %pred.load.continue154 ], [ %395, %pred.load.if155 ]
  %397 = extractelement <64 x i1> %0, i64 2
  br i1 %397, label %pred.load.if157, label %pred.load.continue158

pred.load.if157:                                  ; preds = %pred.load.continue156
  %398 = getelementptr inbounds i8, ptr %7, i64 1
  %399 = load i8, ptr %398, align 1, !tbaa !25
  %400 = insertelement <64 x i8> %396, i8 %399, i64 2
  br label %pred.load.continue158

pred.load.continue158:                            ; preds = %pred.load.if157, %pred.load.continue156
  %401 = phi <64 x i8> [ %396, %pred.load.continue156 ], [ %400, %pred.load.if157 ]
  %402 = extractelement <64 x i1> %0, i64 3
  br i1 %402, label %pred.load.if159, label %pred.load.continue160

pred.load.if159:                                  ; preds = %pred.load.continue158
  %403 = getelementptr inbounds i8, ptr %9, i64 1
  %404 = load i8, ptr %403, align 1, !tbaa !25
  %405 = insertelement <64 x i8> %401, i8 %404, i64 3
  br label %pred.load.continue160

pred.load.continue160:                            ; preds = %pred.load.if159, %pred.load.continue158
  %406 = phi <64 x i8> [ %401, %pred.load.continue158 ], [ %405, %pred.load.if159 ]
  %407 = extractelement <64 x i1> %0, i64 4
  br i1 %407, label %pred.load.if161, label %pred.load.continue162

pred.load.if161:                                  ; preds = %pred.load.continue160
  %408 = getelementptr inbounds i8, ptr %11, i64 1
  %409 = load i8, ptr %408, align 1, !tbaa !25
  %410 = insertelement <64 x i8> %406, i8 %409, i64 4
  br label %pred.load.continue162

pred.load.continue162:                            ; preds = %pred.load.if161, %pred.load.continue160
  %411 = phi <64 x i8> [ %406, %pred.load.continue160 ], [ %410, %pred.load.if161 ]
  %412 = extractelement <64 x i1> %0, i64 5
  br i1 %412, label %pred.load.if163, label %pred.load.continue164

pred.load.if163:                                  ; preds = %pred.load.continue162
  %413 = getelementptr inbounds i8, ptr %13, i64 1
  %414 = load i8, ptr %413, align 1, !tbaa !25
  %415 = insertelement <64 x i8> %411, i8 %414, i64 5
  br label %pred.load.continue164

pred.load.continue164:                            ; preds = %pred.load.if163, %pred.load.continue162
  %416 = phi <64 x i8> [ %411, %pred.load.continue162 ], [ %415, %pred.load.if163 ]
  %417 = extractelement <64 x i1> %0, i64 6
  br i1 %417, label %pred.load.if165, label %pred.load.continue166

pred.load.if165:                                  ; preds = %pred.load.continue164
  %418 = getelementptr inbounds i8, ptr %15, i64 1
  %419 = load i8, ptr %418, align 1, !tbaa !25
  %420 = insertelement <64 x i8> %416, i8 %419, i64 6
  br label %pred.load.continue166

pred.load.continue166:                            ; preds = %pred.load.if165, %pred.load.continue164
  %421 = phi <64 x i8> [ %416, %pred.load.continue164 ], [ %420, %pred.load.if165 ]
  %422 = extractelement <64 x i1> %0, i64 7
  br i1 %422, label %pred.load.if167, label %pred.load.continue168

pred.load.if167:                                  ; preds = %pred.load.continue166
  %423 = getelementptr inbounds i8, ptr %17, i64 1
  %424 = load i8, ptr %423, align 1, !tbaa !25
  %425 = insertelement <64 x i8> %421, i8 %424, i64 7
  br label %pred.load.continue168

pred.load.continue168:                            ; preds = %pred.load.if167, %pred.load.continue166
  %426 = phi <64 x i8> [ %421, %pred.load.continue166 ], [ %425, %pred.load.if167 ]
  %427 = extractelement <64 x i1> %0, i64 8
  br i1 %427, label %pred.load.if169, label %pred.load.continue170

pred.load.if169:                                  ; preds = %pred.load.continue168
  %428 = getelementptr inbounds i8, ptr %19, i64 1
  %429 = load i8, ptr %428, align 1, !tbaa !25
  %430 = insertelement <64 x i8> %426, i8 %429, i64 8
  br label %pred.load.continue170

pred.load.continue170:                            ; preds = %pred.load.if169, %pred.load.continue168
  %431 = phi <64 x i8> [ %426, %pred.load.continue168 ], [ %430, %pred.load.if169 ]
  %432 = extractelement <64 x i1> %0, i64 9
  br i1 %432, label %pred.load.if171, label %pred.load.continue172

pred.load.if171:                                  ; preds = %pred.load.continue170
  %433 = getelementptr inbounds i8, ptr %21, i64 1
  %434 = load i8, ptr %433, align 1, !tbaa !25
  %435 = insertelement <64 x i8> %431, i8 %434, i64 9
  br label %pred.load.continue172

pred.load.continue172:                            ; preds = %pred.load.if171, %pred.load.continue170
  %436 = phi <64 x i8> [ %431, %pred.load.continue170 ], [ %435, %pred.load.if171 ]
  %437 = extractelement <64 x i1> %0, i64 10
  br i1 %437, label %pred.load.if173, label %pred.load.continue174

pred.load.if173:                                  ; preds = %pred.load.continue172
  %438 = getelementptr inbounds i8, ptr %23, i64 1
  %439 = load i8, ptr %438, align 1, !tbaa !25
  %440 = insertelement <64 x i8> %436, i8 %439, i64 10
  br label %pred.load.continue174

pred.load.continue174:                            ; preds = %pred.load.if173, %pred.load.continue172
  %441 = phi <64 x i8> [ %436, %pred.load.continue172 ], [ %440, %pred.load.if173 ]
  %442 = extractelement <64 x i1> %0, i64 11
  br i1 %442, label %pred.load.if175, label %pred.load.continue176

pred.load.if175:                                  ; preds = %pred.load.continue174
  %443 = getelementptr inbounds i8, ptr %25, i64 1
  %444 = load i8, ptr %443, align 1, !tbaa !25
  %445 = insertelement <64 x i8> %441, i8 %444, i64 11
  br label %pred.load.continue176

pred.load.continue176:                            ; preds = %pred.load.if175, %pred.load.continue174
  %446 = phi <64 x i8> [ %441, %pred.load.continue174 ], [ %445, %pred.load.if175 ]
  %447 = extractelement <64 x i1> %0, i64 12
  br i1 %447, label %pred.load.if177, label %pred.load.continue178

pred.load.if177:                                  ; preds = %pred.load.continue176
  %448 = getelementptr inbounds i8, ptr %27, i64 1
  %449 = load i8, ptr %448, align 1, !tbaa !25
  %450 = insertelement <64 x i8> %446, i8 %449, i64 12
  br label %pred.load.continue178

pred.load.continue178:                            ; preds = %pred.load.if177, %pred.load.continue176
  %451 = phi <64 x i8> [ %446, %pred.load.continue176 ], [ %450, %pred.load.if177 ]
  %452 = extractelement <64 x i1> %0, i64 13
  br i1 %452, label %pred.load.if179, label %pred.load.continue180

pred.load.if179:                                  ; preds = %pred.load.continue178
  %453 = getelementptr inbounds i8, ptr %29, i64 1
  %454 = load i8, ptr %453, align 1, !tbaa !25
  %455 = insertelement <64 x i8> %451, i8 %454, i64 13
  br label %pred.load.continue180

pred.load.continue180:                            ; preds = %pred.load.if179, %pred.load.continue178
  %456 = phi <64 x i8> [ %451, %pred.load.continue178 ], [ %455, %pred.load.if179 ]
  %457 = extractelement <64 x i1> %0, i64 14
  br i1 %457, label %pred.load.if181, label %pred.load.continue182

pred.load.if181:                                  ; preds = %pred.load.continue180
  %458 = getelementptr inbounds i8, ptr %31, i64 1
  %459 = load i8, ptr %458, align 1, !tbaa !25
  %460 = insertelement <64 x i8> %456, i8 %459, i64 14
  br label %pred.load.continue182

pred.load.continue182:                            ; preds = %pred.load.if181, %pred.load.continue180
  %461 = phi <64 x i8> [ %456, %pred.load.continue180 ], [ %460, %pred.load.if181 ]
  %462 = extractelement <64 x i1> %0, i64 15
  br i1 %462, label %pred.load.if183, label %pred.load.continue184

pred.load.if183:                                  ; preds = %pred.load.continue182
  %463 = getelementptr inbounds i8, ptr %33, i64 1
  %464 = load i8, ptr %463, align 1, !tbaa !25
  %465 = insertelement <64 x i8> %461, i8 %464, i64 15
  br label %pred.load.continue184

pred.load.continue184:                            ; preds = %pred.load.if183, %pred.load.continue182
  %466 = phi <64 x i8> [ %461, %pred.load.continue182 ], [ %465, %pred.load.if183 ]
  %467 = extractelement <64 x i1> %0, i64 16
  br i1 %467, label %pred.load.if185, label %pred.load.continue186

pred.load.if185:                                  ; preds = %pred.load.continue184
  %468 = getelementptr inbounds i8, ptr %35, i64 1
  %469 = load i8, ptr %468, align 1, !tbaa !25
  %470 = insertelement <64 x i8> %466, i8 %469, i64 16
  br label %pred.load.continue186

pred.load.continue186:                            ; preds = %pred.load.if185, %pred.load.continue184
  %471 = phi <64 x i8> [ %466, %pred.load.continue184 ], [ %470, %pred.load.if185 ]
  %472 = extractelement <64 x i1> %0, i64 17
  br i1 %472, label %pred.load.if187, label %pred.load.continue188

pred.load.if187:                                  ; preds = %pred.load.continue186
  %473 = getelementptr inbounds i8, ptr %37, i64 1
  %474 = load i8, ptr %473, align 1, !tbaa !25
  %475 = insertelement <64 x i8> %471, i8 %474, i64 17
  br label %pred.load.continue188

pred.load.continue188:                            ; preds = %pred.load.if187, %pred.load.continue186
  %476 = phi <64 x i8> [ %471, %pred.load.continue186 ], [ %475, %pred.load.if187 ]
  %477 = extractelement <64 x i1> %0, i64 18
  br i1 %477, label %pred.load.if189, label %pred.load.continue190

pred.load.if189:                                  ; preds = %pred.load.continue188
  %478 = getelementptr inbounds i8, ptr %39, i64 1
  %479 = load i8, ptr %478, align 1, !tbaa !25
  %480 = insertelement <64 x i8> %476, i8 %479, i64 18
  br label %pred.load.continue190

pred.load.continue190:                            ; preds = %pred.load.if189, %pred.load.continue188
  %481 = phi <64 x i8> [ %476, %pred.load.continue188 ], [ %480, %pred.load.if189 ]
  %482 = extractelement <64 x i1> %0, i64 19
  br i1 %482, label %pred.load.if191, label %pred.load.continue192

pred.load.if191:                                  ; preds = %pred.load.continue190
  %483 = getelementptr inbounds i8, ptr %41, i64 1
  %484 = load i8, ptr %483, align 1, !tbaa !25
  %485 = insertelement <64 x i8> %481, i8 %484, i64 19
  br label %pred.load.continue192

pred.load.continue192:                            ; preds = %pred.load.if191, %pred.load.continue190
  %486 = phi <64 x i8> [ %481, %pred.load.continue190 ], [ %485, %pred.load.if191 ]
  %487 = extractelement <64 x i1> %0, i64 20
  br i1 %487, label %pred.load.if193, label %pred.load.continue194

pred.load.if193:                                  ; preds = %pred.load.continue192
  %488 = getelementptr inbounds i8, ptr %43, i64 1
  %489 = load i8, ptr %488, align 1, !tbaa !25
  %490 = insertelement <64 x i8> %486, i8 %489, i64 20
  br label %pred.load.continue194

pred.load.continue194:                            ; preds = %pred.load.if193, %pred.load.continue192
  %491 = phi <64 x i8> [ %486, %pred.load.continue192 ], [ %490, %pred.load.if193 ]
  %492 = extractelement <64 x i1> %0, i64 21
  br i1 %492, label %pred.load.if195, label %pred.load.continue196

pred.load.if195:                                  ; preds = %pred.load.continue194
  %493 = getelementptr inbounds i8, ptr %45, i64 1
  %494 = load i8, ptr %493, align 1, !tbaa !25
  %495 = insertelement <64 x i8> %491, i8 %494, i64 21
  br label %pred.load.continue196

pred.load.continue196:                            ; preds = %pred.load.if195, %pred.load.continue194
  %496 = phi <64 x i8> [ %491, %pred.load.continue194 ], [ %495, %pred.load.if195 ]
  %497 = extractelement <64 x i1> %0, i64 22
  br i1 %497, label %pred.load.if197, label %pred.load.continue198

pred.load.if197:                                  ; preds = %pred.load.continue196
  %498 = getelementptr inbounds i8, ptr %47, i64 1
  %499 = load i8, ptr %498, align 1, !tbaa !25
  %500 = insertelement <64 x i8> %496, i8 %499, i64 22
  br label %pred.load.continue198

pred.load.continue198:                            ; preds = %pred.load.if197, %pred.load.continue196
  %501 = phi <64 x i8> [ %496, %pred.load.continue196 ], [ %500, %pred.load.if197 ]
  %502 = extractelement <64 x i1> %0, i64 23
  br i1 %502, label %pred.load.if199, label %pred.load.continue200

pred.load.if199:                                  ; preds = %pred.load.continue198
  %503 = getelementptr inbounds i8, ptr %49, i64 1
  %504 = load i8, ptr %503, align 1, !tbaa !25
  %505 = insertelement <64 x i8> %501, i8 %504, i64 23
  br label %pred.load.continue200

pred.load.continue200:                            ; preds = %pred.load.if199, %pred.load.continue198
  %506 = phi <64 x i8> [ %501, %pred.load.continue198 ], [ %505, %pred.load.if199 ]
  %507 = extractelement <64 x i1> %0, i64 24
  br i1 %507, label %pred.load.if201, label %pred.load.continue202

pred.load.if201:                                  ; preds = %pred.load.continue200
  %508 = getelementptr inbounds i8, ptr %51, i64 1
  %509 = load i8, ptr %508, align 1, !tbaa !25
  %510 = insertelement <64 x i8> %506, i8 %509, i64 24
  br label %pred.load.continue202

pred.load.continue202:                            ; preds = %pred.load.if201, %pred.load.continue200
  %511 = phi <64 x i8> [ %506, %pred.load.continue200 ], [ %510, %pred.load.if201 ]
  %512 = extractelement <64 x i1> %0, i64 25
  br i1 %512, label %pred.load.if203, label %pred.load.continue204

pred.load.if203:                                  ; preds = %pred.load.continue202
  %513 = getelementptr inbounds i8, ptr %53, i64 1
  %514 = load i8, ptr %513, align 1, !tbaa !25
  %515 = insertelement <64 x i8> %511, i8 %514, i64 25
  br label %pred.load.continue204

pred.load.continue204:                            ; preds = %pred.load.if203, %pred.load.continue202
  %516 = phi <64 x i8> [ %511, %pred.load.continue202 ], [ %515, %pred.load.if203 ]
  %517 = extractelement <64 x i1> %0, i64 26
  br i1 %517, label %pred.load.if205, label %pred.load.continue206

pred.load.if205:                                  ; preds = %pred.load.continue204
  %518 = getelementptr inbounds i8, ptr %55, i64 1
  %519 = load i8, ptr %518, align 1, !tbaa !25
  %520 = insertelement <64 x i8> %516, i8 %519, i64 26
  br label %pred.load.continue206

pred.load.continue206:                            ; preds = %pred.load.if205, %pred.load.continue204
  %521 = phi <64 x i8> [ %516, %pred.load.continue204 ], [ %520, %pred.load.if205 ]
  %522 = extractelement <64 x i1> %0, i64 27
  br i1 %522, label %pred.load.if207, label %pred.load.continue208

pred.load.if207:                                  ; preds = %pred.load.continue206
  %523 = getelementptr inbounds i8, ptr %57, i64 1
  %524 = load i8, ptr %523, align 1, !tbaa !25
  %525 = insertelement <64 x i8> %521, i8 %524, i64 27
  br label %pred.load.continue208

pred.load.continue208:                            ; preds = %pred.load.if207, %pred.load.continue206
  %526 = phi <64 x i8> [ %521, %pred.load.continue206 ], [ %525, %pred.load.if207 ]
  %527 = extractelement <64 x i1> %0, i64 28
  br i1 %527, label %pred.load.if209, label %pred.load.continue210

pred.load.if209:                                  ; preds = %pred.load.continue208
  %528 = getelementptr inbounds i8, ptr %59, i64 1
  %529 = load i8, ptr %528, align 1, !tbaa !25
  %530 = insertelement <64 x i8> %526, i8 %529, i64 28
  br label %pred.load.continue210

pred.load.continue210:                            ; preds = %pred.load.if209, %pred.load.continue208
  %531 = phi <64 x i8> [ %526, %pred.load.continue208 ], [ %530, %pred.load.if209 ]
  %532 = extractelement <64 x i1> %0, i64 29
  br i1 %532, label %pred.load.if211, label %pred.load.continue212

pred.load.if211:                                  ; preds = %pred.load.continue210
  %533 = getelementptr inbounds i8, ptr %61, i64 1
  %534 = load i8, ptr %533, align 1, !tbaa !25
  %535 = insertelement <64 x i8> %531, i8 %534, i64 29
  br label %pred.load.continue212

pred.load.continue212:                            ; preds = %pred.load.if211, %pred.load.continue210
  %536 = phi <64 x i8> [ %531, %pred.load.continue210 ], [ %535, %pred.load.if211 ]
  %537 = extractelement <64 x i1> %0, i64 30
  br i1 %537, label %pred.load.if213, label %pred.load.continue214

pred.load.if213:                                  ; preds = %pred.load.continue212
  %538 = getelementptr inbounds i8, ptr %63, i64 1
  %539 = load i8, ptr %538, align 1, !tbaa !25
  %540 = insertelement <64 x i8> %536, i8 %539, i64 30
  br label %pred.load.continue214

pred.load.continue214:                            ; preds = %pred.load.if213, %pred.load.continue212
  %541 = phi <64 x i8> [ %536, %pred.load.continue212 ], [ %540, %pred.load.if213 ]
  %542 = extractelement <64 x i1> %0, i64 31
  br i1 %542, label %pred.load.if215, label %pred.load.continue216

pred.load.if215:                                  ; preds = %pred.load.continue214
  %543 = getelementptr inbounds i8, ptr %65, i64 1
  %544 = load i8, ptr %543, align 1, !tbaa !25
  %545 = insertelement <64 x i8> %541, i8 %544, i64 31
  br label %pred.load.continue216

pred.load.continue216:                            ; preds = %pred.load.if215, %pred.load.continue214
  %546 = phi <64 x i8> [ %541, %pred.load.continue214 ], [ %545, %pred.load.if215 ]
  %547 = extractelement <64 x i1> %0, i64 32
  br i1 %547, label %pred.load.if217, label %pred.load.continue218

pred.load.if217:                                  ; preds = %pred.load.continue216
  %548 = getelementptr inbounds i8, ptr %67, i64 1
  %549 = load i8, ptr %548, align 1, !tbaa !25
  %550 = insertelement <64 x i8> %546, i8 %549, i64 32
  br label %pred.load.continue218

pred.load.continue218:                            ; preds = %pred.load.if217, %pred.load.continue216
  %551 = phi <64 x i8> [ %546, %pred.load.continue216 ], [ %550, %pred.load.if217 ]
  %552 = extractelement <64 x i1> %0, i64 33
  br i1 %552, label %pred.load.if219, label %pred.load.continue220

pred.load.if219:                                  ; preds = %pred.load.continue218
  %553 = getelementptr inbounds i8, ptr %69, i64 1
  %554 = load i8, ptr %553, align 1, !tbaa !25
  %555 = insertelement <64 x i8> %551, i8 %554, i64 33
  br label %pred.load.continue220

pred.load.continue220:                            ; preds = %pred.load.if219, %pred.load.continue218
  %556 = phi <64 x i8> [ %551, %pred.load.continue218 ], [ %555, %pred.load.if219 ]
  %557 = extractelement <64 x i1> %0, i64 34
  br i1 %557, label %pred.load.if221, label %pred.load.continue222

pred.load.if221:                                  ; preds = %pred.load.continue220
  %558 = getelementptr inbounds i8, ptr %71, i64 1
  %559 = load i8, ptr %558, align 1, !tbaa !25
  %560 = insertelement <64 x i8> %556, i8 %559, i64 34
  br label %pred.load.continue222

pred.load.continue222:                            ; preds = %pred.load.if221, %pred.load.continue220
  %561 = phi <64 x i8> [ %556, %pred.load.continue220 ], [ %560, %pred.load.if221 ]
  %562 = extractelement <64 x i1> %0, i64 35
  br i1 %562, label %pred.load.if223, label %pred.load.continue224

pred.load.if223:                                  ; preds = %pred.load.continue222
  %563 = getelementptr inbounds i8, ptr %73, i64 1
  %564 = load i8, ptr %563, align 1, !tbaa !25
  %565 = insertelement <64 x i8> %561, i8 %564, i64 35
  br label %pred.load.continue224

pred.load.continue224:                            ; preds = %pred.load.if223, %pred.load.continue222
  %566 = phi <64 x i8> [ %561, %pred.load.continue222 ], [ %565, %pred.load.if223 ]
  %567 = extractelement <64 x i1> %0, i64 36
  br i1 %567, label %pred.load.if225, label %pred.load.continue226

pred.load.if225:                                  ; preds = %pred.load.continue224
  %568 = getelementptr inbounds i8, ptr %75, i64 1
  %569 = load i8, ptr %568, align 1, !tbaa !25
  %570 = insertelement <64 x i8> %566, i8 %569, i64 36
  br label %pred.load.continue226

pred.load.continue226:                            ; preds = %pred.load.if225, %pred.load.continue224
  %571 = phi <64 x i8> [ %566, %pred.load.continue224 ], [ %570, %pred.load.if225 ]
  %572 = extractelement <64 x i1> %0, i64 37
  br i1 %572, label %pred.load.if227, label %pred.load.continue228

pred.load.if227:                                  ; preds = %pred.load.continue226
  %573 = getelementptr inbounds i8, ptr %77, i64 1
  %574 = load i8, ptr %573, align 1, !tbaa !25
  %575 = insertelement <64 x i8> %571, i8 %574, i64 37
  br label %pred.load.continue228

pred.load.continue228:                            ; preds = %pred.load.if227, %pred.load.continue226
  %576 = phi <64 x i8> [ %571, %pred.load.continue226 ], [ %575, %pred.load.if227 ]
  %577 = extractelement <64 x i1> %0, i64 38
  br i1 %577, label %pred.load.if229, label %pred.load.continue230

pred.load.if229:                                  ; preds = %pred.load.continue228
  %578 = getelementptr inbounds i8, ptr %79, i64 1
  %579 = load i8, ptr %578, align 1, !tbaa !25
  %580 = insertelement <64 x i8> %576, i8 %579, i64 38
  br label %pred.load.continue230

pred.load.continue230:                            ; preds = %pred.load.if229, %pred.load.continue228
  %581 = phi <64 x i8> [ %576, %pred.load.continue228 ], [ %580, %pred.load.if229 ]
  %582 = extractelement <64 x i1> %0, i64 39
  br i1 %582, label %pred.load.if231, label %pred.load.continue232

pred.load.if231:                                  ; preds = %pred.load.continue230
  %583 = getelementptr inbounds i8, ptr %81, i64 1
  %584 = load i8, ptr %583, align 1, !tbaa !25
  %585 = insertelement <64 x i8> %581, i8 %584, i64 39
  br label %pred.load.continue232

pred.load.continue232:                            ; preds = %pred.load.if231, %pred.load.continue230
  %586 = phi <64 x i8> [ %581, %pred.load.continue230 ], [ %585, %pred.load.if231 ]
  %587 = extractelement <64 x i1> %0, i64 40
  br i1 %587, label %pred.load.if233, label %pred.load.continue234

pred.load.if233:                                  ; preds = %pred.load.continue232
  %588 = getelementptr inbounds i8, ptr %83, i64 1
  %589 = load i8, ptr %588, align 1, !tbaa !25
  %590 = insertelement <64 x i8> %586, i8 %589, i64 40
  br label %pred.load.continue234

pred.load.continue234:                            ; preds = %pred.load.if233, %pred.load.continue232
  %591 = phi <64 x i8> [ %586, %pred.load.continue232 ], [ %590, %pred.load.if233 ]
  %592 = extractelement <64 x i1> %0, i64 41
  br i1 %592, label %pred.load.if235, label %pred.load.continue236

pred.load.if235:                                  ; preds = %pred.load.continue234
  %593 = getelementptr inbounds i8, ptr %85, i64 1
  %594 = load i8, ptr %593, align 1, !tbaa !25
  %595 = insertelement <64 x i8> %591, i8 %594, i64 41
  br label %pred.load.continue236

pred.load.continue236:                            ; preds = %pred.load.if235, %pred.load.continue234
  %596 = phi <64 x i8> [ %591, %pred.load.continue234 ], [ %595, %pred.load.if235 ]
  %597 = extractelement <64 x i1> %0, i64 42
  br i1 %597, label %pred.load.if237, label %pred.load.continue238

pred.load.if237:                                  ; preds = %pred.load.continue236
  %598 = getelementptr inbounds i8, ptr %87, i64 1
  %599 = load i8, ptr %598, align 1, !tbaa !25
  %600 = insertelement <64 x i8> %596, i8 %599, i64 42
  br label %pred.load.continue238

pred.load.continue238:                            ; preds = %pred.load.if237, %pred.load.continue236
  %601 = phi <64 x i8> [ %596, %pred.load.continue236 ], [ %600, %pred.load.if237 ]
  %602 = extractelement <64 x i1> %0, i64 43
  br i1 %602, label %pred.load.if239, label %pred.load.continue240

pred.load.if239:                                  ; preds = %pred.load.continue238
  %603 = getelementptr inbounds i8, ptr %89, i64 1
  %604 = load i8, ptr %603, align 1, !tbaa !25
  %605 = insertelement <64 x i8> %601, i8 %604, i64 43
  br label %pred.load.continue240

pred.load.continue240:                            ; preds = %pred.load.if239, %pred.load.continue238
  %606 = phi <64 x i8> [ %601, %pred.load.continue238 ], [ %605, %pred.load.if239 ]
  %607 = extractelement <64 x i1> %0, i64 44
  br i1 %607, label %pred.load.if241, label %pred.load.continue242

pred.load.if241:                                  ; preds = %pred.load.continue240
  %608 = getelementptr inbounds i8, ptr %91, i64 1
  %609 = load i8, ptr %608, align 1, !tbaa !25
  %610 = insertelement <64 x i8> %606, i8 %609, i64 44
  br label %pred.load.continue242

pred.load.continue242:                            ; preds = %pred.load.if241, %pred.load.continue240
  %611 = phi <64 x i8> [ %606, %pred.load.continue240 ], [ %610, %pred.load.if241 ]
  %612 = extractelement <64 x i1> %0, i64 45
  br i1 %612, label %pred.load.if243, label %pred.load.continue244

pred.load.if243:                                  ; preds = %pred.load.continue242
  %613 = getelementptr inbounds i8, ptr %93, i64 1
  %614 = load i8, ptr %613, align 1, !tbaa !25
  %615 = insertelement <64 x i8> %611, i8 %614, i64 45
  br label %pred.load.continue244

pred.load.continue244:                            ; preds = %pred.load.if243, %pred.load.continue242
  %616 = phi <64 x i8> [ %611, %pred.load.continue242 ], [ %615, %pred.load.if243 ]
  %617 = extractelement <64 x i1> %0, i64 46
  br i1 %617, label %pred.load.if245, label %pred.load.continue246

pred.load.if245:                                  ; preds = %pred.load.continue244
  %618 = getelementptr inbounds i8, ptr %95, i64 1
  %619 = load i8, ptr %618, align 1, !tbaa !25
  %620 = insertelement <64 x i8> %616, i8 %619, i64 46
  br label %pred.load.continue246

pred.load.continue246:                            ; preds = %pred.load.if245, %pred.load.continue244
  %621 = phi <64 x i8> [ %616, %pred.load.continue244 ], [ %620, %pred.load.if245 ]
  %622 = extractelement <64 x i1> %0, i64 47
  br i1 %622, label %pred.load.if247, label %pred.load.continue248

pred.load.if247:                                  ; preds = %pred.load.continue246
  %623 = getelementptr inbounds i8, ptr %97, i64 1
  %624 = load i8, ptr %623, align 1, !tbaa !25
  %625 = insertelement <64 x i8> %621, i8 %624, i64 47
  br label %pred.load.continue248

pred.load.continue248:                            ; preds = %pred.load.if247, %pred.load.continue246
  %626 = phi <64 x i8> [ %621, %pred.load.continue246 ], [ %625, %pred.load.if247 ]
  %627 = extractelement <64 x i1> %0, i64 48
  br i1 %627, label %pred.load.if249, label %pred.load.continue250

pred.load.if249:                                  ; preds = %pred.load.continue248
  %628 = getelementptr inbounds i8, ptr %99, i64 1
  %629 = load i8, ptr %628, align 1, !tbaa !25
  %630 = insertelement <64 x i8> %626, i8 %629, i64 48
  br label %pred.load.continue250

pred.load.continue250:                            ; preds = %pred.load.if249, %pred.load.continue248
  %631 = phi <64 x i8> [ %626, %pred.load.continue248 ], [ %630, %pred.load.if249 ]
  %632 = extractelement <64 x i1> %0, i64 49
  br i1 %632, label %pred.load.if251, label %pred.load.continue252

pred.load.if251:                                  ; preds = %pred.load.continue250
  %633 = getelementptr inbounds i8, ptr %101, i64 1
  %634 = load i8, ptr %633, align 1, !tbaa !25
  %635 = insertelement <64 x i8> %631, i8 %634, i64 49
  br label %pred.load.continue252

pred.load.continue252:                            ; preds = %pred.load.if251, %pred.load.continue250
  %636 = phi <64 x i8> [ %631, %pred.load.continue250 ], [ %635, %pred.load.if251 ]
  %637 = extractelement <64 x i1> %0, i64 50
  br i1 %637, label %pred.load.if253, label %pred.load.continue254

pred.load.if253:                                  ; preds = %pred.load.continue252
  %638 = getelementptr inbounds i8, ptr %103, i64 1
  %639 = load i8, ptr %638, align 1, !tbaa !25
  %640 = insertelement <64 x i8> %636, i8 %639, i64 50
  br label %pred.load.continue254

pred.load.continue254:                            ; preds = %pred.load.if253, %pred.load.continue252
  %641 = phi <64 x i8> [ %636, %pred.load.continue252 ], [ %640, %pred.load.if253 ]
  %642 = extractelement <64 x i1> %0, i64 51
  br i1 %642, label %pred.load.if255, label %pred.load.continue256

pred.load.if255:                                  ; preds = %pred.load.continue254
  %643 = getelementptr inbounds i8, ptr %105, i64 1
  %644 = load i8, ptr %643, align 1, !tbaa !25
  %645 = insertelement <64 x i8> %641, i8 %644, i64 51
  br label %pred.load.continue256

pred.load.continue256:                            ; preds = %pred.load.if255, %pred.load.continue254
  %646 = phi <64 x i8> [ %641, %pred.load.continue254 ], [ %645, %pred.load.if255 ]
  %647 = extractelement <64 x i1> %0, i64 52
  br i1 %647, label %pred.load.if257, label %pred.load.continue258

pred.load.if257:                                  ; preds = %pred.load.continue256
  %648 = getelementptr inbounds i8, ptr %107, i64 1
  %649 = load i8, ptr %648, align 1, !tbaa !25
  %650 = insertelement <64 x i8> %646, i8 %649, i64 52
  br label %pred.load.continue258

pred.load.continue258:                            ; preds = %pred.load.if257, %pred.load.continue256
  %651 = phi <64 x i8> [ %646, %pred.load.continue256 ], [ %650, %pred.load.if257 ]
  %652 = extractelement <64 x i1> %0, i64 53
  br i1 %652, label %pred.load.if259, label %pred.load.continue260

pred.load.if259:                                  ; preds = %pred.load.continue258
  %653 = getelementptr inbounds i8, ptr %109, i64 1
  %654 = load i8, ptr %653, align 1, !tbaa !25
  %655 = insertelement <64 x i8> %651, i8 %654, i64 53
  br label %pred.load.continue260

pred.load.continue260:                            ; preds = %pred.load.if259, %pred.load.continue258
  %656 = phi <64 x i8> [ %651, %pred.load.continue258 ], [ %655, %pred.load.if259 ]
  %657 = extractelement <64 x i1> %0, i64 54
  br i1 %657, label %pred.load.if261, label %pred.load.continue262

pred.load.if261:                                  ; preds = %pred.load.continue260
  %658 = getelementptr inbounds i8, ptr %111, i64 1
  %659 = load i8, ptr %658, align 1, !tbaa !25
  %660 = insertelement <64 x i8> %656, i8 %659, i64 54
  br label %pred.load.continue262

pred.load.continue262:                            ; preds = %pred.load.if261, %pred.load.continue260
  %661 = phi <64 x i8> [ %656, %pred.load.continue260 ], [ %660, %pred.load.if261 ]
  %662 = extractelement <64 x i1> %0, i64 55
  br i1 %662, label %pred.load.if263, label %pred.load.continue264

pred.load.if263:                                  ; preds = %pred.load.continue262
  %663 = getelementptr inbounds i8, ptr %113, i64 1
  %664 = load i8, ptr %663, align 1, !tbaa !25
  %665 = insertelement <64 x i8> %661, i8 %664, i64 55
  br label %pred.load.continue264

pred.load.continue264:                            ; preds = %pred.load.if263, %pred.load.continue262
  %666 = phi <64 x i8> [ %661, %pred.load.continue262 ], [ %665, %pred.load.if263 ]
  %667 = extractelement <64 x i1> %0, i64 56
  br i1 %667, label %pred.load.if265, label %pred.load.continue266

pred.load.if265:                                  ; preds = %pred.load.continue264
  %668 = getelementptr inbounds i8, ptr %115, i64 1
  %669 = load i8, ptr %668, align 1, !tbaa !25
  %670 = insertelement <64 x i8> %666, i8 %669, i64 56
  br label %pred.load.continue266

pred.load.continue266:                            ; preds = %pred.load.if265, %pred.load.continue264
  %671 = phi <64 x i8> [ %666, %pred.load.continue264 ], [ %670, %pred.load.if265 ]
  %672 = extractelement <64 x i1> %0, i64 57
  br i1 %672, label %pred.load.if267, label %pred.load.continue268

pred.load.if267:                                  ; preds = %pred.load.continue266
  %673 = getelementptr inbounds i8, ptr %117, i64 1
  %674 = load i8, ptr %673, align 1, !tbaa !25
  %675 = insertelement <64 x i8> %671, i8 %674, i64 57
  br label %pred.load.continue268

pred.load.continue268:                            ; preds = %pred.load.if267, %pred.load.continue266
  %676 = phi <64 x i8> [ %671, %pred.load.continue266 ], [ %675, %pred.load.if267 ]
  %677 = extractelement <64 x i1> %0, i64 58
  br i1 %677, label %pred.load.if269, label %pred.load.continue270

pred.load.if269:                                  ; preds = %pred.load.continue268
  %678 = getelementptr inbounds i8, ptr %119, i64 1
  %679 = load i8, ptr %678, align 1, !tbaa !25
  %680 = insertelement <64 x i8> %676, i8 %679, i64 58
  br label %pred.load.continue270

pred.load.continue270:                            ; preds = %pred.load.if269, %pred.load.continue268
  %681 = phi <64 x i8> [ %676, %pred.load.continue268 ], [ %680, %pred.load.if269 ]
  %682 = extractelement <64 x i1> %0, i64 59
  br i1 %682, label %pred.load.if271, label %pred.load.continue272

pred.load.if271:                                  ; preds = %pred.load.continue270
  %683 = getelementptr inbounds i8, ptr %121, i64 1
  %684 = load i8, ptr %683, align 1, !tbaa !25
  %685 = insertelement <64 x i8> %681, i8 %684, i64 59
  br label %pred.load.continue272

pred.load.continue272:                            ; preds = %pred.load.if271, %pred.load.continue270
  %686 = phi <64 x i8> [ %681, %pred.load.continue270 ], [ %685, %pred.load.if271 ]
  %687 = extractelement <64 x i1> %0, i64 60
  br i1 %687, label %pred.load.if273, label %pred.load.continue274

pred.load.if273:                                  ; preds = %pred.load.continue272
  %688 = getelementptr inbounds i8, ptr %123, i64 1
  %689 = load i8, ptr %688, align 1, !tbaa !25
  %690 = insertelement <64 x i8> %686, i8 %689, i64 60
  br label %pred.load.continue274

pred.load.continue274:                            ; preds = %pred.load.if273, %pred.load.continue272
  %691 = phi <64 x i8> [ %686, %pred.load.continue272 ], [ %690, %pred.load.if273 ]
  %692 = extractelement <64 x i1> %0, i64 61
  br i1 %692, label %pred.load.if275, label %pred.load.continue276

pred.load.if275:                                  ; preds = %pred.load.continue274
  %693 = getelementptr inbounds i8, ptr %125, i64 1
  %694 = load i8, ptr %693, align 1, !tbaa !25
  %695 = insertelement <64 x i8> %691, i8 %694, i64 61
  br label %pred.load.continue276

pred.load.continue276:                            ; preds = %pred.load.if275, %pred.load.continue274
  %696 = phi <64 x i8> [ %691, %pred.load.continue274 ], [ %695, %pred.load.if275 ]
  %697 = extractelement <64 x i1> %0, i64 62
  br i1 %697, label %pred.load.if277, label %pred.load.continue278

pred.load.if277:                                  ; preds = %pred.load.continue276
  %698 = getelementptr inbounds i8, ptr %127, i64 1
  %699 = load i8, ptr %698, align 1, !tbaa !25
  %700 = insertelement <64 x i8> %696, i8 %699, i64 62
  br label %pred.load.continue278

pred.load.continue278:                            ; preds = %pred.load.if277, %pred.load.continue276
  %701 = phi <64 x i8> [ %696, %pred.load.continue276 ], [ %700, %pred.load.if277 ]
  %702 = extractelement <64 x i1> %0, i64 63
  br i1 %702, label %pred.load.if279, label %pred.load.continue280

pred.load.if279:                                  ; preds = %pred.load.continue278
  %703 = getelementptr inbounds i8, ptr %129, i64 1
  %704 = load i8, ptr %703, align 1, !tbaa !25
  %705 = insertelement <64 x i8> %701, i8 %704, i64 63
  br label %pred.load.continue280

pred.load.continue280:                            ; preds = %pred.load.if279, %pred.load.continue278
  %706 = phi <64 x i8> [ %701, %pred.load.continue278 ], [ %705, %pred.load.if279 ]
  %707 = zext <64 x i8> %706 to <64 x i16>
  %708 = shl nuw nsw <64 x i16> %707, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %709 = add nuw nsw <64 x i16> %708, %386
  %710 = extractelement <64 x i1> %0, i64 0
  br i1 %710, label %pred.load.if281, label %pred.load.continue282

pred.load.if281:                                  ; preds = %pred.load.continue280
  %711 = getelementptr inbounds i8, ptr %3, i64 2
  %712 = load i8, ptr %711, align 1, !tbaa !25
  %713 = insertelement <64 x i8> poison, i8 %712, i64 0
  br label %pred.load.continue282

pred.load.continue282:                            ; preds = %pred.load.if281, %pred.load.continue280
  %714 = phi <64 x i8> [ poison, %pred.load.continue280 ], [ %713, %pred.load.if281 ]
  %715 = extractelement <64 x i1> %0, i64 1
  br i1 %715, label %pred.load.if283, label %pred.load.continue284

pred.load.if283:                                  ; preds = %pred.load.continue282
  %716 = getelementptr inbounds i8, ptr %5, i64 2
  %717 = load i8, ptr %716, align 1, !tbaa !25
  %718 = insertelement <64 x i8> %714, i8 %717, i64 1
  br label %pred.load.continue284

pred.load.continue284:                            ; preds = %pred.load.if283, %pred.load.continue282
  %719 = phi <64 x i8> [ %714, %pred.load.continue282 ], [ %718, %pred.load.if283 ]
  %720 = extractelement <64 x i1> %0, i64 2
  br i1 %720, label %pred.load.if285, label %pred.load.continue286

pred.load.if285:                                  ; preds = %pred.load.continue284
  %721 = getelementptr inbounds i8, ptr %7, i64 2
  %722 = load i8, ptr %721, align 1, !tbaa !25
  %723 = insertelement <64 x i8> %719, i8 %722, i64 2
  br label %pred.load.continue286

pred.load.continue286:                            ; preds = %pred.load.if285, %pred.load.continue284
  %724 = phi <64 x i8> [ %719, %pred.load.continue284 ], [ %723, %pred.load.if285 ]
  %725 = extractelement <64 x i1> %0, i64 3
  br i1 %725, label %pred.load.if287, label %pred.load.continue288

pred.load.if287:                                  ; preds = %pred.load.continue286
  %726 = getelementptr inbounds i8, ptr %9, i64 2
  %727 = load i8, ptr %726, align 1, !tbaa !25
  %728 = insertelement <64 x i8> %724, i8 %727, i64 3
  br label %pred.load.continue288

pred.load.continue288:                            ; preds = %pred.load.if287, %pred.load.continue286
  %729 = phi <64 x i8> [ %724, %pred.load.continue286 ], [ %728, %pred.load.if287 ]
  %730 = extractelement <64 x i1> %0, i64 4
  br i1 %730, label %pred.load.if289, label %pred.load.continue290

pred.load.if289:                                  ; preds = %pred.load.continue288
  %731 = getelementptr inbounds i8, ptr %11, i64 2
  %732 = load i8, ptr %731, align 1, !tbaa !25
  %733 = insertelement <64 x i8> %729, i8 %732, i64 4
  br label %pred.load.continue290

pred.load.continue290:                            ; preds = %pred.load.if289, %pred.load.continue288
  %734 = phi <64 x i8> [ %729, %pred.load.continue288 ], [ %733, %pred.load.if289 ]
  %735 = extractelement <64 x i1> %0, i64 5
  br i1 %735, label %pred.load.if291, label %pred.load.continue292

pred.load.if291:                                  ; preds = %pred.load.continue290
  %736 = getelementptr inbounds i8, ptr %13, i64 2
  %737 = load i8, ptr %736, align 1, !tbaa !25
  %738 = insertelement <64 x i8> %734, i8 %737, i64 5
  br label %pred.load.continue292

pred.load.continue292:                            ; preds = %pred.load.if291, %pred.load.continue290
  %739 = phi <64 x i8> [ %734, %pred.load.continue290 ], [ %738, %pred.load.if291 ]
  %740 = extractelement <64 x i1> %0, i64 6
  br i1 %740, label %pred.load.if293, label %pred.load.continue294

pred.load.if293:                                  ; preds = %pred.load.continue292
  %741 = getelementptr inbounds i8, ptr %15, i64 2
  %742 = load i8, ptr %741, align 1, !tbaa !25
  %743 = insertelement <64 x i8> %739, i8 %742, i64 6
  br label %pred.load.continue294

pred.load.continue294:                            ; preds = %pred.load.if293, %pred.load.continue292
  %744 = phi <64 x i8> [ %739, %pred.load.continue292 ], [ %743, %pred.load.if293 ]
  %745 = extractelement <64 x i1> %0, i64 7
  br i1 %745, label %pred.load.if295, label %pred.load.continue296

pred.load.if295:                                  ; preds = %pred.load.continue294
  %746 = getelementptr inbounds i8, ptr %17, i64 2
  %747 = load i8, ptr %746, align 1, !tbaa !25
  %748 = insertelement <64 x i8> %744, i8 %747, i64 7
  br label %pred.load.continue296

pred.load.continue296:                            ; preds = %pred.load.if295, %pred.load.continue294
  %749 = phi <64 x i8> [ %744, %pred.load.continue294 ], [ %748, %pred.load.if295 ]
  %750 = extractelement <64 x i1> %0, i64 8
  br i1 %750, label %pred.load.if297, label %pred.load.continue298

pred.load.if297:                                  ; preds = %pred.load.continue296
  %751 = getelementptr inbounds i8, ptr %19, i64 2
  %752 = load i8, ptr %751, align 1, !tbaa !25
  %753 = insertelement <64 x i8> %749, i8 %752, i64 8
  br label %pred.load.continue298

pred.load.continue298:                            ; preds = %pred.load.if297, %pred.load.continue296
  %754 = phi <64 x i8> [ %749, %pred.load.continue296 ], [ %753, %pred.load.if297 ]
  %755 = extractelement <64 x i1> %0, i64 9
  br i1 %755, label %pred.load.if299, label %pred.load.continue300

pred.load.if299:                                  ; preds = %pred.load.continue298
  %756 = getelementptr inbounds i8, ptr %21, i64 2
  %757 = load i8, ptr %756, align 1, !tbaa !25
  %758 = insertelement <64 x i8> %754, i8 %757, i64 9
  br label %pred.load.continue300

pred.load.continue300:                            ; preds = %pred.load.if299, %pred.load.continue298
  %759 = phi <64 x i8> [ %754, %pred.load.continue298 ], [ %758, %pred.load.if299 ]
  %760 = extractelement <64 x i1> %0, i64 10
  br i1 %760, label %pred.load.if301, label %pred.load.continue302

pred.load.if301:                                  ; preds = %pred.load.continue300
  %761 = getelementptr inbounds i8, ptr %23, i64 2
  %762 = load i8, ptr %761, align 1, !tbaa !25
  %763 = insertelement <64 x i8> %759, i8 %762, i64 10
  br label %pred.load.continue302

pred.load.continue302:                            ; preds = %pred.load.if301, %pred.load.continue300
  %764 = phi <64 x i8> [ %759, %pred.load.continue300 ], [ %763, %pred.load.if301 ]
  %765 = extractelement <64 x i1> %0, i64 11
  br i1 %765, label %pred.load.if303, label %pred.load.continue304

pred.load.if303:                                  ; preds = %pred.load.continue302
  %766 = getelementptr inbounds i8, ptr %25, i64 2
  %767 = load i8, ptr %766, align 1, !tbaa !25
  %768 = insertelement <64 x i8> %764, i8 %767, i64 11
  br label %pred.load.continue304

pred.load.continue304:                            ; preds = %pred.load.if303, %pred.load.continue302
  %769 = phi <64 x i8> [ %764, %pred.load.continue302 ], [ %768, %pred.load.if303 ]
  %770 = extractelement <64 x i1> %0, i64 12
  br i1 %770, label %pred.load.if305, label %pred.load.continue306

pred.load.if305:                                  ; preds = %pred.load.continue304
  %771 = getelementptr inbounds i8, ptr %27, i64 2
  %772 = load i8, ptr %771, align 1, !tbaa !25
  %773 = insertelement <64 x i8> %769, i8 %772, i64 12
  br label %pred.load.continue306

pred.load.continue306:                            ; preds = %pred.load.if305, %pred.load.continue304
  %774 = phi <64 x i8> [ %769, %pred.load.continue304 ], [ %773, %pred.load.if305 ]
  %775 = extractelement <64 x i1> %0, i64 13
  br i1 %775, label %pred.load.if307, label %pred.load.continue308

pred.load.if307:                                  ; preds = %pred.load.continue306
  %776 = getelementptr inbounds i8, ptr %29, i64 2
  %777 = load i8, ptr %776, align 1, !tbaa !25
  %778 = insertelement <64 x i8> %774, i8 %777, i64 13
  br label %pred.load.continue308

pred.load.continue308:                            ; preds = %pred.load.if307, %pred.load.continue306
  %779 = phi <64 x i8> [ %774, %pred.load.continue306 ], [ %778, %pred.load.if307 ]
  %780 = extractelement <64 x i1> %0, i64 14
  br i1 %780, label %pred.load.if309, label %pred.load.continue310

pred.load.if309:                                  ; preds = %pred.load.continue308
  %781 = getelementptr inbounds i8, ptr %31, i64 2
  %782 = load i8, ptr %781, align 1, !tbaa !25
  %783 = insertelement <64 x i8> %779, i8 %782, i64 14
  br label %pred.load.continue310

pred.load.continue310:                            ; preds = %pred.load.if309, %pred.load.continue308
  %784 = phi <64 x i8> [ %779, %pred.load.continue308 ], [ %783, %pred.load.if309 ]
  %785 = extractelement <64 x i1> %0, i64 15
  br i1 %785, label %pred.load.if311, label %pred.load.continue312

pred.load.if311:                                  ; preds = %pred.load.continue310
  %786 = getelementptr inbounds i8, ptr %33, i64 2
  %787 = load i8, ptr %786, align 1, !tbaa !25
  %788 = insertelement <64 x i8> %784, i8 %787, i64 15
  br label %pred.load.continue312

pred.load.continue312:                            ; preds = %pred.load.if311, %pred.load.continue310
  %789 = phi <64 x i8> [ %784, %pred.load.continue310 ], [ %788, %pred.load.if311 ]
  %790 = extractelement <64 x i1> %0, i64 16
  br i1 %790, label %pred.load.if313, label %pred.load.continue314

pred.load.if313:                                  ; preds = %pred.load.continue312
  %791 = getelementptr inbounds i8, ptr %35, i64 2
  %792 = load i8, ptr %791, align 1, !tbaa !25
  %793 = insertelement <64 x i8> %789, i8 %792, i64 16
  br label %pred.load.continue314

pred.load.continue314:                            ; preds = %pred.load.if313, %pred.load.continue312
  %794 = phi <64 x i8> [ %789, %pred.load.continue312 ], [ %793, %pred.load.if313 ]
  %795 = extractelement <64 x i1> %0, i64 17
  br i1 %795, label %pred.load.if315, label %pred.load.continue316

pred.load.if315:                                  ; preds = %pred.load.continue314
  %796 = getelementptr inbounds i8, ptr %37, i64 2
  %797 = load i8, ptr %796, align 1, !tbaa !25
  %798 = insertelement <64 x i8> %794, i8 %797, i64 17
  br label %pred.load.continue316

pred.load.continue316:                            ; preds = %pred.load.if315, %pred.load.continue314
  %799 = phi <64 x i8> [ %794, %pred.load.continue314 ], [ %798, %pred.load.if315 ]
  %800 = extractelement <64 x i1> %0, i64 18
  br i1 %800, label %pred.load.if317, label %pred.load.continue318

pred.load.if317:                                  ; preds = %pred.load.continue316
  %801 = getelementptr inbounds i8, ptr %39, i64 2
  %802 = load i8, ptr %801, align 1, !tbaa !25
  %803 = insertelement <64 x i8> %799, i8 %802, i64 18
  br label %pred.load.continue318

pred.load.continue318:                            ; preds = %pred.load.if317, %pred.load.continue316
  %804 = phi <64 x i8> [ %799, %pred.load.continue316 ], [ %803, %pred.load.if317 ]
  %805 = extractelement <64 x i1> %0, i64 19
  br i1 %805, label %pred.load.if319, label %pred.load.continue320

pred.load.if319:                                  ; preds = %pred.load.continue318
  %806 = getelementptr inbounds i8, ptr %41, i64 2
  %807 = load i8, ptr %806, align 1, !tbaa !25
  %808 = insertelement <64 x i8> %804, i8 %807, i64 19
  br label %pred.load.continue320

pred.load.continue320:                            ; preds = %pred.load.if319, %pred.load.continue318
  %809 = phi <64 x i8> [ %804, %pred.load.continue318 ], [ %808, %pred.load.if319 ]
  %810 = extractelement <64 x i1> %0, i64 20
  br i1 %810, label %pred.load.if321, label %pred.load.continue322

pred.load.if321:                                  ; preds = %pred.load.continue320
  %811 = getelementptr inbounds i8, ptr %43, i64 2
  %812 = load i8, ptr %811, align 1, !tbaa !25
  %813 = insertelement <64 x i8> %809, i8 %812, i64 20
  br label %pred.load.continue322

pred.load.continue322:                            ; preds = %pred.load.if321, %pred.load.continue320
  %814 = phi <64 x i8> [ %809, %pred.load.continue320 ], [ %813, %pred.load.if321 ]
  %815 = extractelement <64 x i1> %0, i64 21
  br i1 %815, label %pred.load.if323, label %pred.load.continue324

pred.load.if323:                                  ; preds = %pred.load.continue322
  %816 = getelementptr inbounds i8, ptr %45, i64 2
  %817 = load i8, ptr %816, align 1, !tbaa !25
  %818 = insertelement <64 x i8> %814, i8 %817, i64 21
  br label %pred.load.continue324

pred.load.continue324:                            ; preds = %pred.load.if323, %pred.load.continue322
  %819 = phi <64 x i8> [ %814, %pred.load.continue322 ], [ %818, %pred.load.if323 ]
  %820 = extractelement <64 x i1> %0, i64 22
  br i1 %820, label %pred.load.if325, label %pred.load.continue326

pred.load.if325:                                  ; preds = %pred.load.continue324
  %821 = getelementptr inbounds i8, ptr %47, i64 2
  %822 = load i8, ptr %821, align 1, !tbaa !25
  %823 = insertelement <64 x i8> %819, i8 %822, i64 22
  br label %pred.load.continue326

pred.load.continue326:                            ; preds = %pred.load.if325, %pred.load.continue324
  %824 = phi <64 x i8> [ %819, %pred.load.continue324 ], [ %823, %pred.load.if325 ]
  %825 = extractelement <64 x i1> %0, i64 23
  br i1 %825, label %pred.load.if327, label %pred.load.continue328

pred.load.if327:                                  ; preds = %pred.load.continue326
  %826 = getelementptr inbounds i8, ptr %49, i64 2
  %827 = load i8, ptr %826, align 1, !tbaa !25
  %828 = insertelement <64 x i8> %824, i8 %827, i64 23
  br label %pred.load.continue328

pred.load.continue328:                            ; preds = %pred.load.if327, %pred.load.continue326
  %829 = phi <64 x i8> [ %824, %pred.load.continue326 ], [ %828, %pred.load.if327 ]
  %830 = extractelement <64 x i1> %0, i64 24
  br i1 %830, label %pred.load.if329, label %pred.load.continue330

pred.load.if329:                                  ; preds = %pred.load.continue328
  %831 = getelementptr inbounds i8, ptr %51, i64 2
  %832 = load i8, ptr %831, align 1, !tbaa !25
  %833 = insertelement <64 x i8> %829, i8 %832, i64 24
  br label %pred.load.continue330

pred.load.continue330:                            ; preds = %pred.load.if329, %pred.load.continue328
  %834 = phi <64 x i8> [ %829, %pred.load.continue328 ], [ %833, %pred.load.if329 ]
  %835 = extractelement <64 x i1> %0, i64 25
  br i1 %835, label %pred.load.if331, label %pred.load.continue332

pred.load.if331:                                  ; preds = %pred.load.continue330
  %836 = getelementptr inbounds i8, ptr %53, i64 2
  %837 = load i8, ptr %836, align 1, !tbaa !25
  %838 = insertelement <64 x i8> %834, i8 %837, i64 25
  br label %pred.load.continue332

pred.load.continue332:                            ; preds = %pred.load.if331, %pred.load.continue330
  %839 = phi <64 x i8> [ %834, %pred.load.continue330 ], [ %838, %pred.load.if331 ]
  %840 = extractelement <64 x i1> %0, i64 26
  br i1 %840, label %pred.load.if333, label %pred.load.continue334

pred.load.if333:                                  ; preds = %pred.load.continue332
  %841 = getelementptr inbounds i8, ptr %55, i64 2
  %842 = load i8, ptr %841, align 1, !tbaa !25
  %843 = insertelement <64 x i8> %839, i8 %842, i64 26
  br label %pred.load.continue334

pred.load.continue334:                            ; preds = %pred.load.if333, %pred.load.continue332
  %844 = phi <64 x i8> [ %839, %pred.load.continue332 ], [ %843, %pred.load.if333 ]
  %845 = extractelement <64 x i1> %0, i64 27
  br i1 %845, label %pred.load.if335, label %pred.load.continue336

pred.load.if335:                                  ; preds = %pred.load.continue334
  %846 = getelementptr inbounds i8, ptr %57, i64 2
  %847 = load i8, ptr %846, align 1, !tbaa !25
  %848 = insertelement <64 x i8> %844, i8 %847, i64 27
  br label %pred.load.continue336

pred.load.continue336:                            ; preds = %pred.load.if335, %pred.load.continue334
  %849 = phi <64 x i8> [ %844, %pred.load.continue334 ], [ %848, %pred.load.if335 ]
  %850 = extractelement <64 x i1> %0, i64 28
  br i1 %850, label %pred.load.if337, label %pred.load.continue338

pred.load.if337:                                  ; preds = %pred.load.continue336
  %851 = getelementptr inbounds i8, ptr %59, i64 2
  %852 = load i8, ptr %851, align 1, !tbaa !25
  %853 = insertelement <64 x i8> %849, i8 %852, i64 28
  br label %pred.load.continue338

pred.load.continue338:                            ; preds = %pred.load.if337, %pred.load.continue336
  %854 = phi <64 x i8> [ %849, %pred.load.continue336 ], [ %853, %pred.load.if337 ]
  %855 = extractelement <64 x i1> %0, i64 29
  br i1 %855, label %pred.load.if339, label %pred.load.continue340

pred.load.if339:                                  ; preds = %pred.load.continue338
  %856 = getelementptr inbounds i8, ptr %61, i64 2
  %857 = load i8, ptr %856, align 1, !tbaa !25
  %858 = insertelement <64 x i8> %854, i8 %857, i64 29
  br label %pred.load.continue340

pred.load.continue340:                            ; preds = %pred.load.if339, %pred.load.continue338
  %859 = phi <64 x i8> [ %854, %pred.load.continue338 ], [ %858, %pred.load.if339 ]
  %860 = extractelement <64 x i1> %0, i64 30
  br i1 %860, label %pred.load.if341, label %pred.load.continue342

pred.load.if341:                                  ; preds = %pred.load.continue340
  %861 = getelementptr inbounds i8, ptr %63, i64 2
  %862 = load i8, ptr %861, align 1, !tbaa !25
  %863 = insertelement <64 x i8> %859, i8 %862, i64 30
  br label %pred.load.continue342

pred.load.continue342:                            ; preds = %pred.load.if341, %pred.load.continue340
  %864 = phi <64 x i8> [ %859, %pred.load.continue340 ], [ %863, %pred.load.if341 ]
  %865 = extractelement <64 x i1> %0, i64 31
  br i1 %865, label %pred.load.if343, label %pred.load.continue344

pred.load.if343:                                  ; preds = %pred.load.continue342
  %866 = getelementptr inbounds i8, ptr %65, i64 2
  %867 = load i8, ptr %866, align 1, !tbaa !25
  %868 = insertelement <64 x i8> %864, i8 %867, i64 31
  br label %pred.load.continue344

pred.load.continue344:                            ; preds = %pred.load.if343, %pred.load.continue342
  %869 = phi <64 x i8> [ %864, %pred.load.continue342 ], [ %868, %pred.load.if343 ]
  %870 = extractelement <64 x i1> %0, i64 32
  br i1 %870, label %pred.load.if345, label %pred.load.continue346

pred.load.if345:                                  ; preds = %pred.load.continue344
  %871 = getelementptr inbounds i8, ptr %67, i64 2
  %872 = load i8, ptr %871, align 1, !tbaa !25
  %873 = insertelement <64 x i8> %869, i8 %872, i64 32
  br label %pred.load.continue346

pred.load.continue346:                            ; preds = %pred.load.if345, %pred.load.continue344
  %874 = phi <64 x i8> [ %869, %pred.load.continue344 ], [ %873, %pred.load.if345 ]
  %875 = extractelement <64 x i1> %0, i64 33
  br i1 %875, label %pred.load.if347, label %pred.load.continue348

pred.load.if347:                                  ; preds = %pred.load.continue346
  %876 = getelementptr inbounds i8, ptr %69, i64 2
  %877 = load i8, ptr %876, align 1, !tbaa !25
  %878 = insertelement <64 x i8> %874, i8 %877, i64 33
  br label %pred.load.continue348

pred.load.continue348:                            ; preds = %pred.load.if347, %pred.load.continue346
  %879 = phi <64 x i8> [ %874, %pred.load.continue346 ], [ %878, %pred.load.if347 ]
  %880 = extractelement <64 x i1> %0, i64 34
  br i1 %880, label %pred.load.if349, label %pred.load.continue350

pred.load.if349:                                  ; preds = %pred.load.continue348
  %881 = getelementptr inbounds i8, ptr %71, i64 2
  %882 = load i8, ptr %881, align 1, !tbaa !25
  %883 = insertelement <64 x i8> %879, i8 %882, i64 34
  br label %pred.load.continue350

pred.load.continue350:                            ; preds = %pred.load.if349, %pred.load.continue348
  %884 = phi <64 x i8> [ %879, %pred.load.continue348 ], [ %883, %pred.load.if349 ]
  %885 = extractelement <64 x i1> %0, i64 35
  br i1 %885, label %pred.load.if351, label %pred.load.continue352

pred.load.if351:                                  ; preds = %pred.load.continue350
  %886 = getelementptr inbounds i8, ptr %73, i64 2
  %887 = load i8, ptr %886, align 1, !tbaa !25
  %888 = insertelement <64 x i8> %884, i8 %887, i64 35
  br label %pred.load.continue352

pred.load.continue352:                            ; preds = %pred.load.if351, %pred.load.continue350
  %889 = phi <64 x i8> [ %884, %pred.load.continue350 ], [ %888, %pred.load.if351 ]
  %890 = extractelement <64 x i1> %0, i64 36
  br i1 %890, label %pred.load.if353, label %pred.load.continue354

pred.load.if353:                                  ; preds = %pred.load.continue352
  %891 = getelementptr inbounds i8, ptr %75, i64 2
  %892 = load i8, ptr %891, align 1, !tbaa !25
  %893 = insertelement <64 x i8> %889, i8 %892, i64 36
  br label %pred.load.continue354

pred.load.continue354:                            ; preds = %pred.load.if353, %pred.load.continue352
  %894 = phi <64 x i8> [ %889, %pred.load.continue352 ], [ %893, %pred.load.if353 ]
  %895 = extractelement <64 x i1> %0, i64 37
  br i1 %895, label %pred.load.if355, label %pred.load.continue356

pred.load.if355:                                  ; preds = %pred.load.continue354
  %896 = getelementptr inbounds i8, ptr %77, i64 2
  %897 = load i8, ptr %896, align 1, !tbaa !25
  %898 = insertelement <64 x i8> %894, i8 %897, i64 37
  br label %pred.load.continue356

pred.load.continue356:                            ; preds = %pred.load.if355, %pred.load.continue354
  %899 = phi <64 x i8> [ %894, %pred.load.continue354 ], [ %898, %pred.load.if355 ]
  %900 = extractelement <64 x i1> %0, i64 38
  br i1 %900, label %pred.load.if357, label %pred.load.continue358

pred.load.if357:                                  ; preds = %pred.load.continue356
  %901 = getelementptr inbounds i8, ptr %79, i64 2
  %902 = load i8, ptr %901, align 1, !tbaa !25
  %903 = insertelement <64 x i8> %899, i8 %902, i64 38
  br label %pred.load.continue358

pred.load.continue358:                            ; preds = %pred.load.if357, %pred.load.continue356
  %904 = phi <64 x i8> [ %899, %pred.load.continue356 ], [ %903, %pred.load.if357 ]
  %905 = extractelement <64 x i1> %0, i64 39
  br i1 %905, label %pred.load.if359, label %pred.load.continue360

pred.load.if359:                                  ; preds = %pred.load.continue358
  %906 = getelementptr inbounds i8, ptr %81, i64 2
  %907 = load i8, ptr %906, align 1, !tbaa !25
  %908 = insertelement <64 x i8> %904, i8 %907, i64 39
  br label %pred.load.continue360

pred.load.continue360:                            ; preds = %pred.load.if359, %pred.load.continue358
  %909 = phi <64 x i8> [ %904, %pred.load.continue358 ], [ %908, %pred.load.if359 ]
  %910 = extractelement <64 x i1> %0, i64 40
  br i1 %910, label %pred.load.if361, label %pred.load.continue362

pred.load.if361:                                  ; preds = %pred.load.continue360
  %911 = getelementptr inbounds i8, ptr %83, i64 2
  %912 = load i8, ptr %911, align 1, !tbaa !25
  %913 = insertelement <64 x i8> %909, i8 %912, i64 40
  br label %pred.load.continue362

pred.load.continue362:                            ; preds = %pred.load.if361, %pred.load.continue360
  %914 = phi <64 x i8> [ %909, %pred.load.continue360 ], [ %913, %pred.load.if361 ]
  %915 = extractelement <64 x i1> %0, i64 41
  br i1 %915, label %pred.load.if363, label %pred.load.continue364

pred.load.if363:                                  ; preds = %pred.load.continue362
  %916 = getelementptr inbounds i8, ptr %85, i64 2
  %917 = load i8, ptr %916, align 1, !tbaa !25
  %918 = insertelement <64 x i8> %914, i8 %917, i64 41
  br label %pred.load.continue364

pred.load.continue364:                            ; preds = %pred.load.if363, %pred.load.continue362
  %919 = phi <64 x i8> [ %914, %pred.load.continue362 ], [ %918, %pred.load.if363 ]
  %920 = extractelement <64 x i1> %0, i64 42
  br i1 %920, label %pred.load.if365, label %pred.load.continue366

pred.load.if365:                                  ; preds = %pred.load.continue364
  %921 = getelementptr inbounds i8, ptr %87, i64 2
  %922 = load i8, ptr %921, align 1, !tbaa !25
  %923 = insertelement <64 x i8> %919, i8 %922, i64 42
  br label %pred.load.continue366

pred.load.continue366:                            ; preds = %pred.load.if365, %pred.load.continue364
  %924 = phi <64 x i8> [ %919, %pred.load.continue364 ], [ %923, %pred.load.if365 ]
  %925 = extractelement <64 x i1> %0, i64 43
  br i1 %925, label %pred.load.if367, label %pred.load.continue368

pred.load.if367:                                  ; preds = %pred.load.continue366
  %926 = getelementptr inbounds i8, ptr %89, i64 2
  %927 = load i8, ptr %926, align 1, !tbaa !25
  %928 = insertelement <64 x i8> %924, i8 %927, i64 43
  br label %pred.load.continue368

pred.load.continue368:                            ; preds = %pred.load.if367, %pred.load.continue366
  %929 = phi <64 x i8> [ %924, %pred.load.continue366 ], [ %928, %pred.load.if367 ]
  %930 = extractelement <64 x i1> %0, i64 44
  br i1 %930, label %pred.load.if369, label %pred.load.continue370

pred.load.if369:                                  ; preds = %pred.load.continue368
  %931 = getelementptr inbounds i8, ptr %91, i64 2
  %932 = load i8, ptr %931, align 1, !tbaa !25
  %933 = insertelement <64 x i8> %929, i8 %932, i64 44
  br label %pred.load.continue370

pred.load.continue370:                            ; preds = %pred.load.if369, %pred.load.continue368
  %934 = phi <64 x i8> [ %929, %pred.load.continue368 ], [ %933, %pred.load.if369 ]
  %935 = extractelement <64 x i1> %0, i64 45
  br i1 %935, label %pred.load.if371, label %pred.load.continue372

pred.load.if371:                                  ; preds = %pred.load.continue370
  %936 = getelementptr inbounds i8, ptr %93, i64 2
  %937 = load i8, ptr %936, align 1, !tbaa !25
  %938 = insertelement <64 x i8> %934, i8 %937, i64 45
  br label %pred.load.continue372

pred.load.continue372:                            ; preds = %pred.load.if371, %pred.load.continue370
  %939 = phi <64 x i8> [ %934, %pred.load.continue370 ], [ %938, %pred.load.if371 ]
  %940 = extractelement <64 x i1> %0, i64 46
  br i1 %940, label %pred.load.if373, label %pred.load.continue374

pred.load.if373:                                  ; preds = %pred.load.continue372
  %941 = getelementptr inbounds i8, ptr %95, i64 2
  %942 = load i8, ptr %941, align 1, !tbaa !25
  %943 = insertelement <64 x i8> %939, i8 %942, i64 46
  br label %pred.load.continue374

pred.load.continue374:                            ; preds = %pred.load.if373, %pred.load.continue372
  %944 = phi <64 x i8> [ %939, %pred.load.continue372 ], [ %943, %pred.load.if373 ]
  %945 = extractelement <64 x i1> %0, i64 47
  br i1 %945, label %pred.load.if375, label %pred.load.continue376

pred.load.if375:                                  ; preds = %pred.load.continue374
  %946 = getelementptr inbounds i8, ptr %97, i64 2
  %947 = load i8, ptr %946, align 1, !tbaa !25
  %948 = insertelement <64 x i8> %944, i8 %947, i64 47
  br label %pred.load.continue376

pred.load.continue376:                            ; preds = %pred.load.if375, %pred.load.continue374
  %949 = phi <64 x i8> [ %944, %pred.load.continue374 ], [ %948, %pred.load.if375 ]
  %950 = extractelement <64 x i1> %0, i64 48
  br i1 %950, label %pred.load.if377, label %pred.load.continue378

pred.load.if377:                                  ; preds = %pred.load.continue376
  %951 = getelementptr inbounds i8, ptr %99, i64 2
  %952 = load i8, ptr %951, align 1, !tbaa !25
  %953 = insertelement <64 x i8> %949, i8 %952, i64 48
  br label %pred.load.continue378

pred.load.continue378:                            ; preds = %pred.load.if377, %pred.load.continue376
  %954 = phi <64 x i8> [ %949, %pred.load.continue376 ], [ %953, %pred.load.if377 ]
  %955 = extractelement <64 x i1> %0, i64 49
  br i1 %955, label %pred.load.if379, label %pred.load.continue380

pred.load.if379:                                  ; preds = %pred.load.continue378
  %956 = getelementptr inbounds i8, ptr %101, i64 2
  %957 = load i8, ptr %956, align 1, !tbaa !25
  %958 = insertelement <64 x i8> %954, i8 %957, i64 49
  br label %pred.load.continue380

pred.load.continue380:                            ; preds = %pred.load.if379, %pred.load.continue378
  %959 = phi <64 x i8> [ %954, %pred.load.continue378 ], [ %958, %pred.load.if379 ]
  %960 = extractelement <64 x i1> %0, i64 50
  br i1 %960, label %pred.load.if381, label %pred.load.continue382

pred.load.if381:                                  ; preds = %pred.load.continue380
  %961 = getelementptr inbounds i8, ptr %103, i64 2
  %962 = load i8, ptr %961, align 1, !tbaa !25
  %963 = insertelement <64 x i8> %959, i8 %962, i64 50
  br label %pred.load.continue382

pred.load.continue382:                            ; preds = %pred.load.if381, %pred.load.continue380
  %964 = phi <64 x i8> [ %959, %pred.load.continue380 ], [ %963, %pred.load.if381 ]
  %965 = extractelement <64 x i1> %0, i64 51
  br i1 %965, label %pred.load.if383, label %pred.load.continue384

pred.load.if383:                                  ; preds = %pred.load.continue382
  %966 = getelementptr inbounds i8, ptr %105, i64 2
  %967 = load i8, ptr %966, align 1, !tbaa !25
  %968 = insertelement <64 x i8> %964, i8 %967, i64 51
  br label %pred.load.continue384

pred.load.continue384:                            ; preds = %pred.load.if383, %pred.load.continue382
  %969 = phi <64 x i8> [ %964, %pred.load.continue382 ], [ %968, %pred.load.if383 ]
  %970 = extractelement <64 x i1> %0, i64 52
  br i1 %970, label %pred.load.if385, label %pred.load.continue386

pred.load.if385:                                  ; preds = %pred.load.continue384
  %971 = getelementptr inbounds i8, ptr %107, i64 2
  %972 = load i8, ptr %971, align 1, !tbaa !25
  %973 = insertelement <64 x i8> %969, i8 %972, i64 52
  br label %pred.load.continue386

pred.load.continue386:                            ; preds = %pred.load.if385, %pred.load.continue384
  %974 = phi <64 x i8> [ %969, %pred.load.continue384 ], [ %973, %pred.load.if385 ]
  %975 = extractelement <64 x i1> %0, i64 53
  br i1 %975, label %pred.load.if387, label %pred.load.continue388

pred.load.if387:                                  ; preds = %pred.load.continue386
  %976 = getelementptr inbounds i8, ptr %109, i64 2
  %977 = load i8, ptr %976, align 1, !tbaa !25
  %978 = insertelement <64 x i8> %974, i8 %977, i64 53
  br label %pred.load.continue388

pred.load.continue388:                            ; preds = %pred.load.if387, %pred.load.continue386
  %979 = phi <64 x i8> [ %974, %pred.load.continue386 ], [ %978, %pred.load.if387 ]
  %980 = extractelement <64 x i1> %0, i64 54
  br i1 %980, label %pred.load.if389, label %pred.load.continue390

pred.load.if389:                                  ; preds = %pred.load.continue388
  %981 = getelementptr inbounds i8, ptr %111, i64 2
  %982 = load i8, ptr %981, align 1, !tbaa !25
  %983 = insertelement <64 x i8> %979, i8 %982, i64 54
  br label %pred.load.continue390

pred.load.continue390:                            ; preds = %pred.load.if389, %pred.load.continue388
  %984 = phi <64 x i8> [ %979, %pred.load.continue388 ], [ %983, %pred.load.if389 ]
  %985 = extractelement <64 x i1> %0, i64 55
  br i1 %985, label %pred.load.if391, label %pred.load.continue392

pred.load.if391:                                  ; preds = %pred.load.continue390
  %986 = getelementptr inbounds i8, ptr %113, i64 2
  %987 = load i8, ptr %986, align 1, !tbaa !25
  %988 = insertelement <64 x i8> %984, i8 %987, i64 55
  br label %pred.load.continue392

pred.load.continue392:                            ; preds = %pred.load.if391, %pred.load.continue390
  %989 = phi <64 x i8> [ %984, %pred.load.continue390 ], [ %988, %pred.load.if391 ]
  %990 = extractelement <64 x i1> %0, i64 56
  br i1 %990, label %pred.load.if393, label %pred.load.continue394

pred.load.if393:                                  ; preds = %pred.load.continue392
  %991 = getelementptr inbounds i8, ptr %115, i64 2
  %992 = load i8, ptr %991, align 1, !tbaa !25
  %993 = insertelement <64 x i8> %989, i8 %992, i64 56
  br label %pred.load.continue394

pred.load.continue394:                            ; preds = %pred.load.if393, %pred.load.continue392
  %994 = phi <64 x i8> [ %989, %pred.load.continue392 ], [ %993, %pred.load.if393 ]
  %995 = extractelement <64 x i1> %0, i64 57
  br i1 %995, label %pred.load.if395, label %pred.load.continue396

pred.load.if395:                                  ; preds = %pred.load.continue394
  %996 = getelementptr inbounds i8, ptr %117, i64 2
  %997 = load i8, ptr %996, align 1, !tbaa !25
  %998 = insertelement <64 x i8> %994, i8 %997, i64 57
  br label %pred.load.continue396

pred.load.continue396:                            ; preds = %pred.load.if395, %pred.load.continue394
  %999 = phi <64 x i8> [ %994, %pred.load.continue394 ], [ %998, %pred.load.if395 ]
  %1000 = extractelement <64 x i1> %0, i64 58
  br i1 %1000, label %pred.load.if397, label %pred.load.continue398

pred.load.if397:                                  ; preds = %pred.load.continue396
  %1001 = getelementptr inbounds i8, ptr %119, i64 2
  %1002 = load i8, ptr %1001, align 1, !tbaa !25
  %1003 = insertelement <64 x i8> %999, i8 %1002, i64 58
  br label %pred.load.continue398

pred.load.continue398:                            ; preds = %pred.load.if397, %pred.load.continue396
  %1004 = phi <64 x i8> [ %999, %pred.load.continue396 ], [ %1003, %pred.load.if397 ]
  %1005 = extractelement <64 x i1> %0, i64 59
  br i1 %1005, label %pred.load.if399, label %pred.load.continue400

pred.load.if399:                                  ; preds = %pred.load.continue398
  %1006 = getelementptr inbounds i8, ptr %121, i64 2
  %1007 = load i8, ptr %1006, align 1, !tbaa !25
  %1008 = insertelement <64 x i8> %1004, i8 %1007, i64 59
  br label %pred.load.continue400

pred.load.continue400:                            ; preds = %pred.load.if399, %pred.load.continue398
  %1009 = phi <64 x i8> [ %1004, %pred.load.continue398 ], [ %1008, %pred.load.if399 ]
  %1010 = extractelement <64 x i1> %0, i64 60
  br i1 %1010, label %pred.load.if401, label %pred.load.continue402

pred.load.if401:                                  ; preds = %pred.load.continue400
  %1011 = getelementptr inbounds i8, ptr %123, i64 2
  %1012 = load i8, ptr %1011, align 1, !tbaa !25
  %1013 = insertelement <64 x i8> %1009, i8 %1012, i64 60
  br label %pred.load.continue402

pred.load.continue402:                            ; preds = %pred.load.if401, %pred.load.continue400
  %1014 = phi <64 x i8> [ %1009, %pred.load.continue400 ], [ %1013, %pred.load.if401 ]
  %1015 = extractelement <64 x i1> %0, i64 61
  br i1 %1015, label %pred.load.if403, label %pred.load.continue404

pred.load.if403:                                  ; preds = %pred.load.continue402
  %1016 = getelementptr inbounds i8, ptr %125, i64 2
  %1017 = load i8, ptr %1016, align 1, !tbaa !25
  %1018 = insertelement <64 x i8> %1014, i8 %1017, i64 61
  br label %pred.load.continue404

pred.load.continue404:                            ; preds = %pred.load.if403, %pred.load.continue402
  %1019 = phi <64 x i8> [ %1014, %pred.load.continue402 ], [ %1018, %pred.load.if403 ]
  %1020 = extractelement <64 x i1> %0, i64 62
  br i1 %1020, label %pred.load.if405, label %pred.load.continue406

pred.load.if405:                                  ; preds = %pred.load.continue404
  %1021 = getelementptr inbounds i8, ptr %127, i64 2
  %1022 = load i8, ptr %1021, align 1, !tbaa !25
  %1023 = insertelement <64 x i8> %1019, i8 %1022, i64 62
  br label %pred.load.continue406

pred.load.continue406:                            ; preds = %pred.load.if405, %pred.load.continue404
  %1024 = phi <64 x i8> [ %1019, %pred.load.continue404 ], [ %1023, %pred.load.if405 ]
  %1025 = extractelement <64 x i1> %0, i64 63
  br i1 %1025, label %pred.load.if407, label %pred.load.continue408

pred.load.if407:                                  ; preds = %pred.load.continue406
  %1026 = getelementptr inbounds i8, ptr %129, i64 2
  %1027 = load i8, ptr %1026, align 1, !tbaa !25
  %1028 = insertelement <64 x i8> %1024, i8 %1027, i64 63
  br label %pred.load.continue408

pred.load.continue408:                            ; preds = %pred.load.if407, %pred.load.continue406
  %1029 = phi <64 x i8> [ %1024, %pred.load.continue406 ], [ %1028, %pred.load.if407 ]
  %1030 = zext <64 x i8> %1029 to <64 x i16>
  %1031 = add nuw nsw <64 x i16> %709, %1030
  %1032 = lshr <64 x i16> %1031, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %1033 = trunc <64 x i16> %1032 to <64 x i8>
  %1034 = extractelement <64 x i1> %0, i64 0
  br i1 %1034, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue408
  %1035 = getelementptr inbounds i8, ptr %gray, i64 %index
  %1036 = extractelement <64 x i8> %1033, i64 0
  store i8 %1036, ptr %1035, align 1, !tbaa !25
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue408
  %1037 = extractelement <64 x i1> %0, i64 1
  br i1 %1037, label %pred.store.if409, label %pred.store.continue410

pred.store.if409:                                 ; preds = %pred.store.continue
  %1038 = or disjoint i64 %index, 1
  %1039 = getelementptr inbounds i8, ptr %gray, i64 %1038
  %1040 = extractelement <64 x i8> %1033, i64 1
  store i8 %1040, ptr %1039, align 1, !tbaa !25
  br label %pred.store.continue410

pred.store.continue410:                           ; preds = %pred.store.if409, %pred.store.continue
  %1041 = extractelement <64 x i1> %0, i64 2
  br i1 %1041, label %pred.store.if411, label %pred.store.continue412

pred.store.if411:                                 ; preds = %pred.store.continue410
  %1042 = or disjoint i64 %index, 2
  %1043 = getelementptr inbounds i8, ptr %gray, i64 %1042
  %1044 = extractelement <64 x i8> %1033, i64 2
  store i8 %1044, ptr %1043, align 1, !tbaa !25
  br label %pred.store.continue412

pred.store.continue412:                           ; preds = %pred.store.if411, %pred.store.continue410
  %1045 = extractelement <64 x i1> %0, i64 3
  br i1 %1045, label %pred.store.if413, label %pred.store.continue414

pred.store.if413:                                 ; preds = %pred.store.continue412
  %1046 = or disjoint i64 %index, 3
  %1047 = getelementptr inbounds i8, ptr %gray, i64 %1046
  %1048 = extractelement <64 x i8> %1033, i64 3
  store i8 %1048, ptr %1047, align 1, !tbaa !25
  br label %pred.store.continue414

pred.store.continue414:                           ; preds = %pred.store.if413, %pred.store.continue412
  %1049 = extractelement <64 x i1> %0, i64 4
  br i1 %1049, label %pred.store.if415, label %pred.store.continue416

pred.store.if415:                                 ; preds = %pred.store.continue414
  %1050 = or disjoint i64 %index, 4
  %1051 = getelementptr inbounds i8, ptr %gray, i64 %1050
  %1052 = extractelement <64 x i8> %1033, i64 4
  store i8 %1052, ptr %1051, align 1, !tbaa !25
  br label %pred.store.continue416

pred.store.continue416:                           ; preds = %pred.store.if415, %pred.store.continue414
  %1053 = extractelement <64 x i1> %0, i64 5
  br i1 %1053, label %pred.store.if417, label %pred.store.continue418

pred.store.if417:                                 ; preds = %pred.store.continue416
  %1054 = or disjoint i64 %index, 5
  %1055 = getelementptr inbounds i8, ptr %gray, i64 %1054
  %1056 = extractelement <64 x i8> %1033, i64 5
  store i8 %1056, ptr %1055, align 1, !tbaa !25
  br label %pred.store.continue418

pred.store.continue418:                           ; preds = %pred.store.if417, %pred.store.continue416
  %1057 = extractelement <64 x i1> %0, i64 6
  br i1 %1057, label %pred.store.if419, label %pred.store.continue420

pred.store.if419:                                 ; preds = %pred.store.continue418
  %1058 = or disjoint i64 %index, 6
  %1059 = getelementptr inbounds i8, ptr %gray, i64 %1058
  %1060 = extractelement <64 x i8> %1033, i64 6
  store i8 %1060, ptr %1059, align 1, !tbaa !25
  br label %pred.store.continue420

pred.store.continue420:                           ; preds = %pred.store.if419, %pred.store.continue418
  %1061 = extractelement <64 x i1> %0, i64 7
  br i1 %1061, label %pred.store.if421, label %pred.store.continue422

pred.store.if421:                                 ; preds = %pred.store.continue420
  %1062 = or disjoint i64 %index, 7
  %1063 = getelementptr inbounds i8, ptr %gray, i64 %1062
  %1064 = extractelement <64 x i8> %1033, i64 7
  store i8 %1064, ptr %1063, align 1, !tbaa !25
  br label %pred.store.continue422

pred.store.continue422:                           ; preds = %pred.store.if421, %pred.store.continue420
  %1065 = extractelement <64 x i1> %0, i64 8
  br i1 %1065, label %pred.store.if423, label %pred.store.continue424

pred.store.if423:                                 ; preds = %pred.store.continue422
  %1066 = or disjoint i64 %index, 8
  %1067 = getelementptr inbounds i8, ptr %gray, i64 %1066
  %1068 = extractelement <64 x i8> %1033, i64 8
  store i8 %1068, ptr %1067, align 1, !tbaa !25
  br label %pred.store.continue424

pred.store.continue424:                           ; preds = %pred.store.if423, %pred.store.continue422
  %1069 = extractelement <64 x i1> %0, i64 9
  br i1 %1069, label %pred.store.if425, label %pred.store.continue426

pred.store.if425:                                 ; preds = %pred.store.continue424
  %1070 = or disjoint i64 %index, 9
  %1071 = getelementptr inbounds i8, ptr %gray, i64 %1070
  %1072 = extractelement <64 x i8> %1033, i64 9
  store i8 %1072, ptr %1071, align 1, !tbaa !25
  br label %pred.store.continue426

pred.store.continue426:                           ; preds = %pred.store.if425, %pred.store.continue424
  %1073 = extractelement <64 x i1> %0, i64 10
  br i1 %1073, label %pred.store.if427, label %pred.store.continue428

pred.store.if427:                                 ; preds = %pred.store.continue426
  %1074 = or disjoint i64 %index, 10
  %1075 = getelementptr inbounds i8, ptr %gray, i64 %1074
  %1076 = extractelement <64 x i8> %1033, i64 10
  store i8 %1076, ptr %1075, align 1, !tbaa !25
  br label %pred.store.continue428

pred.store.continue428:                           ; preds = %pred.store.if427, %pred.store.continue426
  %1077 = extractelement <64 x i1> %0, i64 11
  br i1 %1077, label %pred.store.if429, label %pred.store.continue430

pred.store.if429:                                 ; preds = %pred.store.continue428
  %1078 = or disjoint i64 %index, 11
  %1079 = getelementptr inbounds i8, ptr %gray, i64 %1078
  %1080 = extractelement <64 x i8> %1033, i64 11
  store i8 %1080, ptr %1079, align 1, !tbaa !25
  br label %pred.store.continue430

pred.store.continue430:                           ; preds = %pred.store.if429, %pred.store.continue428
  %1081 = extractelement <64 x i1> %0, i64 12
  br i1 %1081, label %pred.store.if431, label %pred.store.continue432

pred.store.if431:                                 ; preds = %pred.store.continue430
  %1082 = or disjoint i64 %index, 12
  %1083 = getelementptr inbounds i8, ptr %gray, i64 %1082
  %1084 = extractelement <64 x i8> %1033, i64 12
  store i8 %1084, ptr %1083, align 1, !tbaa !25
  br label %pred.store.continue432

pred.store.continue432:                           ; preds = %pred.store.if431, %pred.store.continue430
  %1085 = extractelement <64 x i1> %0, i64 13
  br i1 %1085, label %pred.store.if433, label %pred.store.continue434

pred.store.if433:                                 ; preds = %pred.store.continue432
  %1086 = or disjoint i64 %index, 13
  %1087 = getelementptr inbounds i8, ptr %gray, i64 %1086
  %1088 = extractelement <64 x i8> %1033, i64 13
  store i8 %1088, ptr %1087, align 1, !tbaa !25
  br label %pred.store.continue434

pred.store.continue434:                           ; preds = %pred.store.if433, %pred.store.continue432
  %1089 = extractelement <64 x i1> %0, i64 14
  br i1 %1089, label %pred.store.if435, label %pred.store.continue436

pred.store.if435:                                 ; preds = %pred.store.continue434
  %1090 = or disjoint i64 %index, 14
  %1091 = getelementptr inbounds i8, ptr %gray, i64 %1090
  %1092 = extractelement <64 x i8> %1033, i64 14
  store i8 %1092, ptr %1091, align 1, !tbaa !25
  br label %pred.store.continue436

pred.store.continue436:                           ; preds = %pred.store.if435, %pred.store.continue434
  %1093 = extractelement <64 x i1> %0, i64 15
  br i1 %1093, label %pred.store.if437, label %pred.store.continue438

pred.store.if437:                                 ; preds = %pred.store.continue436
  %1094 = or disjoint i64 %index, 15
  %1095 = getelementptr inbounds i8, ptr %gray, i64 %1094
  %1096 = extractelement <64 x i8> %1033, i64 15
  store i8 %1096, ptr %1095, align 1, !tbaa !25
  br label %pred.store.continue438

pred.store.continue438:                           ; preds = %pred.store.if437, %pred.store.continue436
  %1097 = extractelement <64 x i1> %0, i64 16
  br i1 %1097, label %pred.store.if439, label %pred.store.continue440

pred.store.if439:                                 ; preds = %pred.store.continue438
  %1098 = or disjoint i64 %index, 16
  %1099 = getelementptr inbounds i8, ptr %gray, i64 %1098
  %1100 = extractelement <64 x i8> %1033, i64 16
  store i8 %1100, ptr %1099, align 1, !tbaa !25
  br label %pred.store.continue440

pred.store.continue440:                           ; preds = %pred.store.if439, %pred.store.continue438
  %1101 = extractelement <64 x i1> %0, i64 17
  br i1 %1101, label %pred.store.if441, label %pred.store.continue442

pred.store.if441:                                 ; preds = %pred.store.continue440
  %1102 = or disjoint i64 %index, 17
  %1103 = getelementptr inbounds i8, ptr %gray, i64 %1102
  %1104 = extractelement <64 x i8> %1033, i64 17
  store i8 %1104, ptr %1103, align 1, !tbaa !25
  br label %pred.store.continue442

pred.store.continue442:                           ; preds = %pred.store.if441, %pred.store.continue440
  %1105 = extractelement <64 x i1> %0, i64 18
  br i1 %1105, label %pred.store.if443, label %pred.store.continue444

pred.store.if443:                                 ; preds = %pred.store.continue442
  %1106 = or disjoint i64 %index, 18
  %1107 = getelementptr inbounds i8, ptr %gray, i64 %1106
  %1108 = extractelement <64 x i8> %1033, i64 18
  store i8 %1108, ptr %1107, align 1, !tbaa !25
  br label %pred.store.continue444

pred.store.continue444:                           ; preds = %pred.store.if443, %pred.store.continue442
  %1109 = extractelement <64 x i1> %0, i64 19
  br i1 %1109, label %pred.store.if445, label %pred.store.continue446

pred.store.if445:                                 ; preds = %pred.store.continue444
  %1110 = or disjoint i64 %index, 19
  %1111 = getelementptr inbounds i8, ptr %gray, i64 %1110
  %1112 = extractelement <64 x i8> %1033, i64 19
  store i8 %1112, ptr %1111, align 1, !tbaa !25
  br label %pred.store.continue446

pred.store.continue446:                           ; preds = %pred.store.if445, %pred.store.continue444
  %1113 = extractelement <64 x i1> %0, i64 20
  br i1 %1113, label %pred.store.if447, label %pred.store.continue448

pred.store.if447:                                 ; preds = %pred.store.continue446
  %1114 = or disjoint i64 %index, 20
  %1115 = getelementptr inbounds i8, ptr %gray, i64 %1114
  %1116 = extractelement <64 x i8> %1033, i64 20
  store i8 %1116, ptr %1115, align 1, !tbaa !25
  br label %pred.store.continue448

pred.store.continue448:                           ; preds = %pred.store.if447, %pred.store.continue446
  %1117 = extractelement <64 x i1> %0, i64 21
  br i1 %1117, label %pred.store.if449, label %pred.store.continue450

pred.store.if449:                                 ; preds = %pred.store.continue448
  %1118 = or disjoint i64 %index, 21
  %1119 = getelementptr inbounds i8, ptr %gray, i64 %1118
  %1120 = extractelement <64 x i8> %1033, i64 21
  store i8 %1120, ptr %1119, align 1, !tbaa !25
  br label %pred.store.continue450

pred.store.continue450:                           ; preds = %pred.store.if449, %pred.store.continue448
  %1121 = extractelement <64 x i1> %0, i64 22
  br i1 %1121, label %pred.store.if451, label %pred.store.continue452

pred.store.if451:                                 ; preds = %pred.store.continue450
  %1122 = or disjoint i64 %index, 22
  %1123 = getelementptr inbounds i8, ptr %gray, i64 %1122
  %1124 = extractelement <64 x i8> %1033, i64 22
  store i8 %1124, ptr %1123, align 1, !tbaa !25
  br label %pred.store.continue452

pred.store.continue452:                           ; preds = %pred.store.if451, %pred.store.continue450
  %1125 = extractelement <64 x i1> %0, i64 23
  br i1 %1125, label %pred.store.if453, label %pred.store.continue454

pred.store.if453:                                 ; preds = %pred.store.continue452
  %1126 = or disjoint i64 %index, 23
  %1127 = getelementptr inbounds i8, ptr %gray, i64 %1126
  %1128 = extractelement <64 x i8> %1033, i64 23
  store i8 %1128, ptr %1127, align 1, !tbaa !25
  br label %pred.store.continue454

pred.store.continue454:                           ; preds = %pred.store.if453, %pred.store.continue452
  %1129 = extractelement <64 x i1> %0, i64 24
  br i1 %1129, label %pred.store.if455, label %pred.store.continue456

pred.store.if455:                                 ; preds = %pred.store.continue454
  %1130 = or disjoint i64 %index, 24
  %1131 = getelementptr inbounds i8, ptr %gray, i64 %1130
  %1132 = extractelement <64 x i8> %1033, i64 24
  store i8 %1132, ptr %1131, align 1, !tbaa !25
  br label %pred.store.continue456

pred.store.continue456:                           ; preds = %pred.store.if455, %pred.store.continue454
  %1133 = extractelement <64 x i1> %0, i64 25
  br i1 %1133, label %pred.store.if457, label %pred.store.continue458

pred.store.if457:                                 ; preds = %pred.store.continue456
  %1134 = or disjoint i64 %index, 25
  %1135 = getelementptr inbounds i8, ptr %gray, i64 %1134
  %1136 = extractelement <64 x i8> %1033, i64 25
  store i8 %1136, ptr %1135, align 1, !tbaa !25
  br label %pred.store.continue458

pred.store.continue458:                           ; preds = %pred.store.if457, %pred.store.continue456
  %1137 = extractelement <64 x i1> %0, i64 26
  br i1 %1137, label %pred.store.if459, label %pred.store.continue460

pred.store.if459:                                 ; preds = %pred.store.continue458
  %1138 = or disjoint i64 %index, 26
  %1139 = getelementptr inbounds i8, ptr %gray, i64 %1138
  %1140 = extractelement <64 x i8> %1033, i64 26
  store i8 %1140, ptr %1139, align 1, !tbaa !25
  br label %pred.store.continue460

pred.store.continue460:                           ; preds = %pred.store.if459, %pred.store.continue458
  %1141 = extractelement <64 x i1> %0, i64 27
  br i1 %1141, label %pred.store.if461, label %pred.store.continue462

pred.store.if461:                                 ; preds = %pred.store.continue460
  %1142 = or disjoint i64 %index, 27
  %1143 = getelementptr inbounds i8, ptr %gray, i64 %1142
  %1144 = extractelement <64 x i8> %1033, i64 27
  store i8 %1144, ptr %1143, align 1, !tbaa !25
  br label %pred.store.continue462

pred.store.continue462:                           ; preds = %pred.store.if461, %pred.store.continue460
  %1145 = extractelement <64 x i1> %0, i64 28
  br i1 %1145, label %pred.store.if463, label %pred.store.continue464

pred.store.if463:                                 ; preds = %pred.store.continue462
  %1146 = or disjoint i64 %index, 28
  %1147 = getelementptr inbounds i8, ptr %gray, i64 %1146
  %1148 = extractelement <64 x i8> %1033, i64 28
  store i8 %1148, ptr %1147, align 1, !tbaa !25
  br label %pred.store.continue464

pred.store.continue464:                           ; preds = %pred.store.if463, %pred.store.continue462
  %1149 = extractelement <64 x i1> %0, i64 29
  br i1 %1149, label %pred.store.if465, label %pred.store.continue466

pred.store.if465:                                 ; preds = %pred.store.continue464
  %1150 = or disjoint i64 %index, 29
  %1151 = getelementptr inbounds i8, ptr %gray, i64 %1150
  %1152 = extractelement <64 x i8> %1033, i64 29
  store i8 %1152, ptr %1151, align 1, !tbaa !25
  br label %pred.store.continue466

pred.store.continue466:                           ; preds = %pred.store.if465, %pred.store.continue464
  %1153 = extractelement <64 x i1> %0, i64 30
  br i1 %1153, label %pred.store.if467, label %pred.store.continue468

pred.store.if467:                                 ; preds = %pred.store.continue466
  %1154 = or disjoint i64 %index, 30
  %1155 = getelementptr inbounds i8, ptr %gray, i64 %1154
  %1156 = extractelement <64 x i8> %1033, i64 30
  store i8 %1156, ptr %1155, align 1, !tbaa !25
  br label %pred.store.continue468

pred.store.continue468:                           ; preds = %pred.store.if467, %pred.store.continue466
  %1157 = extractelement <64 x i1> %0, i64 31
  br i1 %1157, label %pred.store.if469, label %pred.store.continue470

pred.store.if469:                                 ; preds = %pred.store.continue468
  %1158 = or disjoint i64 %index, 31
  %1159 = getelementptr inbounds i8, ptr %gray, i64 %1158
  %1160 = extractelement <64 x i8> %1033, i64 31
  store i8 %1160, ptr %1159, align 1, !tbaa !25
  br label %pred.store.continue470

pred.store.continue470:                           ; preds = %pred.store.if469, %pred.store.continue468
  %1161 = extractelement <64 x i1> %0, i64 32
  br i1 %1161, label %pred.store.if471, label %pred.store.continue472

pred.store.if471:                                 ; preds = %pred.store.continue470
  %1162 = or disjoint i64 %index, 32
  %1163 = getelementptr inbounds i8, ptr %gray, i64 %1162
  %1164 = extractelement <64 x i8> %1033, i64 32
  store i8 %1164, ptr %1163, align 1, !tbaa !25
  br label %pred.store.continue472

pred.store.continue472:                           ; preds = %pred.store.if471, %pred.store.continue470
  %1165 = extractelement <64 x i1> %0, i64 33
  br i1 %1165, label %pred.store.if473, label %pred.store.continue474

pred.store.if473:                                 ; preds = %pred.store.continue472
  %1166 = or disjoint i64 %index, 33
  %1167 = getelementptr inbounds i8, ptr %gray, i64 %1166
  %1168 = extractelement <64 x i8> %1033, i64 33
  store i8 %1168, ptr %1167, align 1, !tbaa !25
  br label %pred.store.continue474

pred.store.continue474:                           ; preds = %pred.store.if473, %pred.store.continue472
  %1169 = extractelement <64 x i1> %0, i64 34
  br i1 %1169, label %pred.store.if475, label %pred.store.continue476

pred.store.if475:                                 ; preds = %pred.store.continue474
  %1170 = or disjoint i64 %index, 34
  %1171 = getelementptr inbounds i8, ptr %gray, i64 %1170
  %1172 = extractelement <64 x i8> %1033, i64 34
  store i8 %1172, ptr %1171, align 1, !tbaa !25
  br label %pred.store.continue476

pred.store.continue476:                           ; preds = %pred.store.if475, %pred.store.continue474
  %1173 = extractelement <64 x i1> %0, i64 35
  br i1 %1173, label %pred.store.if477, label %pred.store.continue478

pred.store.if477:                                 ; preds = %pred.store.continue476
  %1174 = or disjoint i64 %index, 35
  %1175 = getelementptr inbounds i8, ptr %gray, i64 %1174
  %1176 = extractelement <64 x i8> %1033, i64 35
  store i8 %1176, ptr %1175, align 1, !tbaa !25
  br label %pred.store.continue478

pred.store.continue478:                           ; preds = %pred.store.if477, %pred.store.continue476
  %1177 = extractelement <64 x i1> %0, i64 36
  br i1 %1177, label %pred.store.if479, label %pred.store.continue480

pred.store.if479:                                 ; preds = %pred.store.continue478
  %1178 = or disjoint i64 %index, 36
  %1179 = getelementptr inbounds i8, ptr %gray, i64 %1178
  %1180 = extractelement <64 x i8> %1033, i64 36
  store i8 %1180, ptr %1179, align 1, !tbaa !25
  br label %pred.store.continue480

pred.store.continue480:                           ; preds = %pred.store.if479, %pred.store.continue478
  %1181 = extractelement <64 x i1> %0, i64 37
  br i1 %1181, label %pred.store.if481, label %pred.store.continue482

pred.store.if481:                                 ; preds = %pred.store.continue480
  %1182 = or disjoint i64 %index, 37
  %1183 = getelementptr inbounds i8, ptr %gray, i64 %1182
  %1184 = extractelement <64 x i8> %1033, i64 37
  store i8 %1184, ptr %1183, align 1, !tbaa !25
  br label %pred.store.continue482

pred.store.continue482:                           ; preds = %pred.store.if481, %pred.store.continue480
  %1185 = extractelement <64 x i1> %0, i64 38
  br i1 %1185, label %pred.store.if483, label %pred.store.continue484

pred.store.if483:                                 ; preds = %pred.store.continue482
  %1186 = or disjoint i64 %index, 38
  %1187 = getelementptr inbounds i8, ptr %gray, i64 %1186
  %1188 = extractelement <64 x i8> %1033, i64 38
  store i8 %1188, ptr %1187, align 1, !tbaa !25
  br label %pred.store.continue484

pred.store.continue484:                           ; preds = %pred.store.if483, %pred.store.continue482
  %1189 = extractelement <64 x i1> %0, i64 39
  br i1 %1189, label %pred.store.if485, label %pred.store.continue486

pred.store.if485:                                 ; preds = %pred.store.continue484
  %1190 = or disjoint i64 %index, 39
  %1191 = getelementptr inbounds i8, ptr %gray, i64 %1190
  %1192 = extractelement <64 x i8> %1033, i64 39
  store i8 %1192, ptr %1191, align 1, !tbaa !25
  br label %pred.store.continue486

pred.store.continue486:                           ; preds = %pred.store.if485, %pred.store.continue484
  %1193 = extractelement <64 x i1> %0, i64 40
  br i1 %1193, label %pred.store.if487, label %pred.store.continue488

pred.store.if487:                                 ; preds = %pred.store.continue486
  %1194 = or disjoint i64 %index, 40
  %1195 = getelementptr inbounds i8, ptr %gray, i64 %1194
  %1196 = extractelement <64 x i8> %1033, i64 40
  store i8 %1196, ptr %1195, align 1, !tbaa !25
  br label %pred.store.continue488

pred.store.continue488:                           ; preds = %pred.store.if487, %pred.store.continue486
  %1197 = extractelement <64 x i1> %0, i64 41
  br i1 %1197, label %pred.store.if489, label %pred.store.continue490

pred.store.if489:                                 ; preds = %pred.store.continue488
  %1198 = or disjoint i64 %index, 41
  %1199 = getelementptr inbounds i8, ptr %gray, i64 %1198
  %1200 = extractelement <64 x i8> %1033, i64 41
  store i8 %1200, ptr %1199, align 1, !tbaa !25
  br label %pred.store.continue490

pred.store.continue490:                           ; preds = %pred.store.if489, %pred.store.continue488
  %1201 = extractelement <64 x i1> %0, i64 42
  br i1 %1201, label %pred.store.if491, label %pred.store.continue492

pred.store.if491:                                 ; preds = %pred.store.continue490
  %1202 = or disjoint i64 %index, 42
  %1203 = getelementptr inbounds i8, ptr %gray, i64 %1202
  %1204 = extractelement <64 x i8> %1033, i64 42
  store i8 %1204, ptr %1203, align 1, !tbaa !25
  br label %pred.store.continue492

pred.store.continue492:                           ; preds = %pred.store.if491, %pred.store.continue490
  %1205 = extractelement <64 x i1> %0, i64 43
  br i1 %1205, label %pred.store.if493, label %pred.store.continue494

pred.store.if493:                                 ; preds = %pred.store.continue492
  %1206 = or disjoint i64 %index, 43
  %1207 = getelementptr inbounds i8, ptr %gray, i64 %1206
  %1208 = extractelement <64 x i8> %1033, i64 43
  store i8 %1208, ptr %1207, align 1, !tbaa !25
  br label %pred.store.continue494

pred.store.continue494:                           ; preds = %pred.store.if493, %pred.store.continue492
  %1209 = extractelement <64 x i1> %0, i64 44
  br i1 %1209, label %pred.store.if495, label %pred.store.continue496

pred.store.if495:                                 ; preds = %pred.store.continue494
  %1210 = or disjoint i64 %index, 44
  %1211 = getelementptr inbounds i8, ptr %gray, i64 %1210
  %1212 = extractelement <64 x i8> %1033, i64 44
  store i8 %1212, ptr %1211, align 1, !tbaa !25
  br label %pred.store.continue496

pred.store.continue496:                           ; preds = %pred.store.if495, %pred.store.continue494
  %1213 = extractelement <64 x i1> %0, i64 45
  br i1 %1213, label %pred.store.if497, label %pred.store.continue498

pred.store.if497:                                 ; preds = %pred.store.continue496
  %1214 = or disjoint i64 %index, 45
  %1215 = getelementptr inbounds i8, ptr %gray, i64 %1214
  %1216 = extractelement <64 x i8> %1033, i64 45
  store i8 %1216, ptr %1215, align 1, !tbaa !25
  br label %pred.store.continue498

pred.store.continue498:                           ; preds = %pred.store.if497, %pred.store.continue496
  %1217 = extractelement <64 x i1> %0, i64 46
  br i1 %1217, label %pred.store.if499, label %pred.store.continue500

pred.store.if499:                                 ; preds = %pred.store.continue498
  %1218 = or disjoint i64 %index, 46
  %1219 = getelementptr inbounds i8, ptr %gray, i64 %1218
  %1220 = extractelement <64 x i8> %1033, i64 46
  store i8 %1220, ptr %1219, align 1, !tbaa !25
  br label %pred.store.continue500

pred.store.continue500:                           ; preds = %pred.store.if499, %pred.store.continue498
  %1221 = extractelement <64 x i1> %0, i64 47
  br i1 %1221, label %pred.store.if501, label %pred.store.continue502

pred.store.if501:                                 ; preds = %pred.store.continue500
  %1222 = or disjoint i64 %index, 47
  %1223 = getelementptr inbounds i8, ptr %gray, i64 %1222
  %1224 = extractelement <64 x i8> %1033, i64 47
  store i8 %1224, ptr %1223, align 1, !tbaa !25
  br label %pred.store.continue502

pred.store.continue502:                           ; preds = %pred.store.if501, %pred.store.continue500
  %1225 = extractelement <64 x i1> %0, i64 48
  br i1 %1225, label %pred.store.if503, label %pred.store.continue504

pred.store.if503:                                 ; preds = %pred.store.continue502
  %1226 = or disjoint i64 %index, 48
  %1227 = getelementptr inbounds i8, ptr %gray, i64 %1226
  %1228 = extractelement <64 x i8> %1033, i64 48
  store i8 %1228, ptr %1227, align 1, !tbaa !25
  br label %pred.store.continue504

pred.store.continue504:                           ; preds = %pred.store.if503, %pred.store.continue502
  %1229 = extractelement <64 x i1> %0, i64 49
  br i1 %1229, label %pred.store.if505, label %pred.store.continue506

pred.store.if505:                                 ; preds = %pred.store.continue504
  %1230 = or disjoint i64 %index, 49
  %1231 = getelementptr inbounds i8, ptr %gray, i64 %1230
  %1232 = extractelement <64 x i8> %1033, i64 49
  store i8 %1232, ptr %1231, align 1, !tbaa !25
  br label %pred.store.continue506

pred.store.continue506:                           ; preds = %pred.store.if505, %pred.store.continue504
  %1233 = extractelement <64 x i1> %0, i64 50
  br i1 %1233, label %pred.store.if507, label %pred.store.continue508

pred.store.if507:                                 ; preds = %pred.store.continue506
  %1234 = or disjoint i64 %index, 50
  %1235 = getelementptr inbounds i8, ptr %gray, i64 %1234
  %1236 = extractelement <64 x i8> %1033, i64 50
  store i8 %1236, ptr %1235, align 1, !tbaa !25
  br label %pred.store.continue508

pred.store.continue508:                           ; preds = %pred.store.if507, %pred.store.continue506
  %1237 = extractelement <64 x i1> %0, i64 51
  br i1 %1237, label %pred.store.if509, label %pred.store.continue510

pred.store.if509:                                 ; preds = %pred.store.continue508
  %1238 = or disjoint i64 %index, 51
  %1239 = getelementptr inbounds i8, ptr %gray, i64 %1238
  %1240 = extractelement <64 x i8> %1033, i64 51
  store i8 %1240, ptr %1239, align 1, !tbaa !25
  br label %pred.store.continue510

pred.store.continue510:                           ; preds = %pred.store.if509, %pred.store.continue508
  %1241 = extractelement <64 x i1> %0, i64 52
  br i1 %1241, label %pred.store.if511, label %pred.store.continue512

pred.store.if511:                                 ; preds = %pred.store.continue510
  %1242 = or disjoint i64 %index, 52
  %1243 = getelementptr inbounds i8, ptr %gray, i64 %1242
  %1244 = extractelement <64 x i8> %1033, i64 52
  store i8 %1244, ptr %1243, align 1, !tbaa !25
  br label %pred.store.continue512

pred.store.continue512:                           ; preds = %pred.store.if511, %pred.store.continue510
  %1245 = extractelement <64 x i1> %0, i64 53
  br i1 %1245, label %pred.store.if513, label %pred.store.continue514

pred.store.if513:                                 ; preds = %pred.store.continue512
  %1246 = or disjoint i64 %index, 53
  %1247 = getelementptr inbounds i8, ptr %gray, i64 %1246
  %1248 = extractelement <64 x i8> %1033, i64 53
  store i8 %1248, ptr %1247, align 1, !tbaa !25
  br label %pred.store.continue514

pred.store.continue514:                           ; preds = %pred.store.if513, %pred.store.continue512
  %1249 = extractelement <64 x i1> %0, i64 54
  br i1 %1249, label %pred.store.if515, label %pred.store.continue516

pred.store.if515:                                 ; preds = %pred.store.continue514
  %1250 = or disjoint i64 %index, 54
  %1251 = getelementptr inbounds i8, ptr %gray, i64 %1250
  %1252 = extractelement <64 x i8> %1033, i64 54
  store i8 %1252, ptr %1251, align 1, !tbaa !25
  br label %pred.store.continue516

pred.store.continue516:                           ; preds = %pred.store.if515, %pred.store.continue514
  %1253 = extractelement <64 x i1> %0, i64 55
  br i1 %1253, label %pred.store.if517, label %pred.store.continue518

pred.store.if517:                                 ; preds = %pred.store.continue516
  %1254 = or disjoint i64 %index, 55
  %1255 = getelementptr inbounds i8, ptr %gray, i64 %1254
  %1256 = extractelement <64 x i8> %1033, i64 55
  store i8 %1256, ptr %1255, align 1, !tbaa !25
  br label %pred.store.continue518

pred.store.continue518:                           ; preds = %pred.store.if517, %pred.store.continue516
  %1257 = extractelement <64 x i1> %0, i64 56
  br i1 %1257, label %pred.store.if519, label %pred.store.continue520

pred.store.if519:                                 ; preds = %pred.store.continue518
  %1258 = or disjoint i64 %index, 56
  %1259 = getelementptr inbounds i8, ptr %gray, i64 %1258
  %1260 = extractelement <64 x i8> %1033, i64 56
  store i8 %1260, ptr %1259, align 1, !tbaa !25
  br label %pred.store.continue520

pred.store.continue520:                           ; preds = %pred.store.if519, %pred.store.continue518
  %1261 = extractelement <64 x i1> %0, i64 57
  br i1 %1261, label %pred.store.if521, label %pred.store.continue522

pred.store.if521:                                 ; preds = %pred.store.continue520
  %1262 = or disjoint i64 %index, 57
  %1263 = getelementptr inbounds i8, ptr %gray, i64 %1262
  %1264 = extractelement <64 x i8> %1033, i64 57
  store i8 %1264, ptr %1263, align 1, !tbaa !25
  br label %pred.store.continue522

pred.store.continue522:                           ; preds = %pred.store.if521, %pred.store.continue520
  %1265 = extractelement <64 x i1> %0, i64 58
  br i1 %1265, label %pred.store.if523, label %pred.store.continue524

pred.store.if523:                                 ; preds = %pred.store.continue522
  %1266 = or disjoint i64 %index, 58
  %1267 = getelementptr inbounds i8, ptr %gray, i64 %1266
  %1268 = extractelement <64 x i8> %1033, i64 58
  store i8 %1268, ptr %1267, align 1, !tbaa !25
  br label %pred.store.continue524

pred.store.continue524:                           ; preds = %pred.store.if523, %pred.store.continue522
  %1269 = extractelement <64 x i1> %0, i64 59
  br i1 %1269, label %pred.store.if525, label %pred.store.continue526

pred.store.if525:                                 ; preds = %pred.store.continue524
  %1270 = or disjoint i64 %index, 59
  %1271 = getelementptr inbounds i8, ptr %gray, i64 %1270
  %1272 = extractelement <64 x i8> %1033, i64 59
  store i8 %1272, ptr %1271, align 1, !tbaa !25
  br label %pred.store.continue526

pred.store.continue526:                           ; preds = %pred.store.if525, %pred.store.continue524
  %1273 = extractelement <64 x i1> %0, i64 60
  br i1 %1273, label %pred.store.if527, label %pred.store.continue528

pred.store.if527:                                 ; preds = %pred.store.continue526
  %1274 = or disjoint i64 %index, 60
  %1275 = getelementptr inbounds i8, ptr %gray, i64 %1274
  %1276 = extractelement <64 x i8> %1033, i64 60
  store i8 %1276, ptr %1275, align 1, !tbaa !25
  br label %pred.store.continue528

pred.store.continue528:                           ; preds = %pred.store.if527, %pred.store.continue526
  %1277 = extractelement <64 x i1> %0, i64 61
  br i1 %1277, label %pred.store.if529, label %pred.store.continue530

pred.store.if529:                                 ; preds = %pred.store.continue528
  %1278 = or disjoint i64 %index, 61
  %1279 = getelementptr inbounds i8, ptr %gray, i64 %1278
  %1280 = extractelement <64 x i8> %1033, i64 61
  store i8 %1280, ptr %1279, align 1, !tbaa !25
  br label %pred.store.continue530

pred.store.continue530:                           ; preds = %pred.store.if529, %pred.store.continue528
  %1281 = extractelement <64 x i1> %0, i64 62
  br i1 %1281, label %pred.store.if531, label %pred.store.continue532

pred.store.if531:                                 ; preds = %pred.store.continue530
  %1282 = or disjoint i64 %index, 62
  %1283 = getelementptr inbounds i8, ptr %gray, i64 %1282
  %1284 = extractelement <64 x i8> %1033, i64 62
  store i8 %1284, ptr %1283, align 1, !tbaa !25
  br label %pred.store.continue532

pred.store.continue532:                           ; preds = %pred.store.if531, %pred.store.continue530
  %1285 = extractelement <64 x i1> %0, i64 63
  br i1 %1285, label %pred.store.if533, label %pred.store.continue534

pred.store.if533:                                 ; preds = %pred.store.continue532
  %1286 = or disjoint i64 %index, 63
  %1287 = getelementptr inbounds i8, ptr %gray, i64 %1286
  %1288 = extractelement <64 x i8> %1033, i64 63
  store i8 %1288, ptr %1287, align 1, !tbaa !25
  br label %pred.store.continue534

pred.store.continue534:                           ; preds = %pred.store.if533, %pred.store.continue532
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %1289 = icmp eq i64 %index.next, %n.vec
  br i1 %1289, label %for.cond.cleanup, label %vector.body, !llvm.loop !26

for.cond.cleanup:                                 ; preds = %pred.store.continue534, %entry
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

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
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
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!17 = !{!18, !16, i64 0}
!18 = !{!"point", !16, i64 0, !16, i64 4, !16, i64 8}
!19 = !{!18, !16, i64 4}
!20 = !{!18, !16, i64 8}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !12, !11}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12}
!25 = !{!7, !7, i64 0}
!26 = distinct !{!26, !10, !11, !12}
