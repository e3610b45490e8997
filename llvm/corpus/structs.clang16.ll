; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }
%struct.rec = type { i32, float, i16 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @aos_gather_y(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %pts, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %1, i32 1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %3 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %wide.masked.gather, ptr %3, align 4, !tbaa !12
  %index.next = add nuw i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index15
  %wide.load16 = load <8 x i32>, ptr %5, align 4, !tbaa !5
  %6 = sext <8 x i32> %wide.load16 to <8 x i64>
  %7 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %6, i32 1
  %wide.masked.gather17 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %7, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %8 = getelementptr inbounds float, ptr %out, i64 %index15
  store <8 x float> %wide.masked.gather17, ptr %8, align 4, !tbaa !12
  %index.next18 = add nuw i64 %index15, 8
  %9 = icmp eq i64 %index.next18, %n.vec13
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %10 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %10 to i64
  %y = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1, i32 1
  %11 = load float, ptr %y, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %11, ptr %arrayidx4, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @aos_gather_xz(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %pts, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 16
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !19
  %3 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %1, i32 2
  %wide.masked.gather19 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !20
  %4 = fadd <16 x float> %wide.masked.gather, %wide.masked.gather19
  %5 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %4, ptr %5, align 4, !tbaa !12
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i32, ptr %idx, i64 %index23
  %wide.load24 = load <8 x i32>, ptr %7, align 4, !tbaa !5
  %8 = sext <8 x i32> %wide.load24 to <8 x i64>
  %9 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %8
  %wide.masked.gather25 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !19
  %10 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %8, i32 2
  %wide.masked.gather26 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %10, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !20
  %11 = fadd <8 x float> %wide.masked.gather25, %wide.masked.gather26
  %12 = getelementptr inbounds float, ptr %out, i64 %index23
  store <8 x float> %11, ptr %12, align 4, !tbaa !12
  %index.next27 = add nuw i64 %index23, 8
  %13 = icmp eq i64 %index.next27, %n.vec21
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %14 to i64
  %arrayidx2 = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1
  %15 = load float, ptr %arrayidx2, align 4, !tbaa !19
  %z = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1, i32 2
  %16 = load float, ptr %z, align 4, !tbaa !20
  %add = fadd float %15, %16
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @aos_scatter_val(ptr noalias nocapture noundef writeonly %recs, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !12
  %1 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load12 to <16 x i64>
  %3 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %2, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next = add nuw i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds float, ptr %a, i64 %index16
  %wide.load17 = load <8 x float>, ptr %5, align 4, !tbaa !12
  %6 = getelementptr inbounds i32, ptr %idx, i64 %index16
  %wide.load18 = load <8 x i32>, ptr %6, align 4, !tbaa !5
  %7 = sext <8 x i32> %wide.load18 to <8 x i64>
  %8 = getelementptr inbounds %struct.rec, ptr %recs, <8 x i64> %7, i32 1
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load17, <8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next19 = add nuw i64 %index16, 8
  %9 = icmp eq i64 %index.next19, %n.vec14
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %10 = load float, ptr %arrayidx, align 4, !tbaa !12
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %11 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %11 to i64
  %val = getelementptr inbounds %struct.rec, ptr %recs, i64 %idxprom3, i32 1
  store float %10, ptr %val, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @aos_tag_sext(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %recs, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds %struct.rec, ptr %recs, i64 %2, i32 2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds %struct.rec, ptr %recs, i64 %4, i32 2
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds %struct.rec, ptr %recs, i64 %6, i32 2
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds %struct.rec, ptr %recs, i64 %8, i32 2
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds %struct.rec, ptr %recs, i64 %10, i32 2
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds %struct.rec, ptr %recs, i64 %12, i32 2
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds %struct.rec, ptr %recs, i64 %14, i32 2
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds %struct.rec, ptr %recs, i64 %16, i32 2
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds %struct.rec, ptr %recs, i64 %18, i32 2
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds %struct.rec, ptr %recs, i64 %20, i32 2
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds %struct.rec, ptr %recs, i64 %22, i32 2
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds %struct.rec, ptr %recs, i64 %24, i32 2
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds %struct.rec, ptr %recs, i64 %26, i32 2
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds %struct.rec, ptr %recs, i64 %28, i32 2
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds %struct.rec, ptr %recs, i64 %30, i32 2
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds %struct.rec, ptr %recs, i64 %32, i32 2
  %34 = load i16, ptr %3, align 4, !tbaa !30
  %35 = load i16, ptr %5, align 4, !tbaa !30
  %36 = load i16, ptr %7, align 4, !tbaa !30
  %37 = load i16, ptr %9, align 4, !tbaa !30
  %38 = load i16, ptr %11, align 4, !tbaa !30
  %39 = load i16, ptr %13, align 4, !tbaa !30
  %40 = load i16, ptr %15, align 4, !tbaa !30
  %41 = load i16, ptr %17, align 4, !tbaa !30
  %42 = load i16, ptr %19, align 4, !tbaa !30
  %43 = load i16, ptr %21, align 4, !tbaa !30
  %44 = load i16, ptr %23, align 4, !tbaa !30
  %45 = load i16, ptr %25, align 4, !tbaa !30
  %46 = load i16, ptr %27, align 4, !tbaa !30
  %47 = load i16, ptr %29, align 4, !tbaa !30
  %48 = load i16, ptr %31, align 4, !tbaa !30
  %49 = load i16, ptr %33, align 4, !tbaa !30
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
  %66 = sext <16 x i16> %65 to <16 x i32>
  %67 = mul nsw <16 x i32> %66, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %68 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %67, ptr %68, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %69 = icmp eq i64 %index.next, %n.vec
  br i1 %69, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %index15
  %wide.load16 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load16 to <8 x i64>
  %72 = extractelement <8 x i64> %71, i64 0
  %73 = getelementptr inbounds %struct.rec, ptr %recs, i64 %72, i32 2
  %74 = extractelement <8 x i64> %71, i64 1
  %75 = getelementptr inbounds %struct.rec, ptr %recs, i64 %74, i32 2
  %76 = extractelement <8 x i64> %71, i64 2
  %77 = getelementptr inbounds %struct.rec, ptr %recs, i64 %76, i32 2
  %78 = extractelement <8 x i64> %71, i64 3
  %79 = getelementptr inbounds %struct.rec, ptr %recs, i64 %78, i32 2
  %80 = extractelement <8 x i64> %71, i64 4
  %81 = getelementptr inbounds %struct.rec, ptr %recs, i64 %80, i32 2
  %82 = extractelement <8 x i64> %71, i64 5
  %83 = getelementptr inbounds %struct.rec, ptr %recs, i64 %82, i32 2
  %84 = extractelement <8 x i64> %71, i64 6
  %85 = getelementptr inbounds %struct.rec, ptr %recs, i64 %84, i32 2
  %86 = extractelement <8 x i64> %71, i64 7
  %87 = getelementptr inbounds %struct.rec, ptr %recs, i64 %86, i32 2
  %88 = load i16, ptr %73, align 4, !tbaa !30
  %89 = load i16, ptr %75, align 4, !tbaa !30
  %90 = load i16, ptr %77, align 4, !tbaa !30
  %91 = load i16, ptr %79, align 4, !tbaa !30
  %92 = load i16, ptr %81, align 4, !tbaa !30
  %93 = load i16, ptr %83, align 4, !tbaa !30
  %94 = load i16, ptr %85, align 4, !tbaa !30
  %95 = load i16, ptr %87, align 4, !tbaa !30
  %96 = insertelement <8 x i16> poison, i16 %88, i64 0
  %97 = insertelement <8 x i16> %96, i16 %89, i64 1
  %98 = insertelement <8 x i16> %97, i16 %90, i64 2
  %99 = insertelement <8 x i16> %98, i16 %91, i64 3
  %100 = insertelement <8 x i16> %99, i16 %92, i64 4
  %101 = insertelement <8 x i16> %100, i16 %93, i64 5
  %102 = insertelement <8 x i16> %101, i16 %94, i64 6
  %103 = insertelement <8 x i16> %102, i16 %95, i64 7
  %104 = sext <8 x i16> %103 to <8 x i32>
  %105 = mul nsw <8 x i32> %104, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %106 = getelementptr inbounds i32, ptr %out, i64 %index15
  store <8 x i32> %105, ptr %106, align 4, !tbaa !5
  %index.next17 = add nuw i64 %index15, 8
  %107 = icmp eq i64 %index.next17, %n.vec13
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %108 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %108 to i64
  %tag = getelementptr inbounds %struct.rec, ptr %recs, i64 %idxprom1, i32 2
  %109 = load i16, ptr %tag, align 4, !tbaa !30
  %conv = sext i16 %109 to i32
  %mul = mul nsw i32 %conv, 3
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }

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
!9 = !{!10, !11, i64 4}
!10 = !{!"point", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !15, !16}
!18 = distinct !{!18, !14, !16, !15}
!19 = !{!10, !11, i64 0}
!20 = !{!10, !11, i64 8}
!21 = distinct !{!21, !14, !15, !16}
!22 = distinct !{!22, !14, !15, !16}
!23 = distinct !{!23, !14, !16, !15}
!24 = !{!25, !11, i64 4}
!25 = !{!"rec", !6, i64 0, !11, i64 4, !26, i64 8}
!26 = !{!"short", !7, i64 0}
!27 = distinct !{!27, !14, !15, !16}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14, !16, !15}
!30 = !{!25, !26, i64 8}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !16, !15}
