; ModuleID = 'sqrt.c'
source_filename = "sqrt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nounwind uwtable
define dso_local void @root(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.epil
  %2 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %call.epil = tail call float @sqrtf(float noundef %2) #3
  %arrayidx2.epil = getelementptr inbounds float, float* %out, i64 %indvars.iv.epil
  store float %call.epil, float* %arrayidx2.epil, align 4, !tbaa !5
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !9

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %3 = load float, float* %arrayidx, align 4, !tbaa !5
  %call = tail call float @sqrtf(float noundef %3) #3
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %call, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %4 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %call.1 = tail call float @sqrtf(float noundef %4) #3
  %arrayidx2.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %call.1, float* %arrayidx2.1, align 4, !tbaa !5
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %5 = load float, float* %arrayidx.2, align 4, !tbaa !5
  %call.2 = tail call float @sqrtf(float noundef %5) #3
  %arrayidx2.2 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.1
  store float %call.2, float* %arrayidx2.2, align 4, !tbaa !5
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %6 = load float, float* %arrayidx.3, align 4, !tbaa !5
  %call.3 = tail call float @sqrtf(float noundef %6) #3
  %arrayidx2.3 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.2
  store float %call.3, float* %arrayidx2.3, align 4, !tbaa !5
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @length2(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %x, float* noalias nocapture noundef readonly %y, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %x, i64 %indvars.iv.unr
  %1 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %arrayidx4.epil = getelementptr inbounds float, float* %y, i64 %indvars.iv.unr
  %2 = load float, float* %arrayidx4.epil, align 4, !tbaa !5
  %mul7.epil = fmul float %2, %2
  %3 = tail call float @llvm.fmuladd.f32(float %1, float %1, float %mul7.epil)
  %call.epil = tail call float @sqrtf(float noundef %3) #3
  %arrayidx9.epil = getelementptr inbounds float, float* %out, i64 %indvars.iv.unr
  store float %call.epil, float* %arrayidx9.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %x, i64 %indvars.iv
  %4 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %y, i64 %indvars.iv
  %5 = load float, float* %arrayidx4, align 4, !tbaa !5
  %mul7 = fmul float %5, %5
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %4, float %mul7)
  %call = tail call float @sqrtf(float noundef %6) #3
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %call, float* %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %x, i64 %indvars.iv.next
  %7 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx4.1 = getelementptr inbounds float, float* %y, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx4.1, align 4, !tbaa !5
  %mul7.1 = fmul float %8, %8
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %7, float %mul7.1)
  %call.1 = tail call float @sqrtf(float noundef %9) #3
  %arrayidx9.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %call.1, float* %arrayidx9.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nounwind uwtable
define dso_local void @distance(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %x, float* noalias nocapture noundef readonly %y, float noundef %px, float noundef %py, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %x, i64 %indvars.iv.unr
  %1 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %sub.epil = fsub float %1, %px
  %arrayidx2.epil = getelementptr inbounds float, float* %y, i64 %indvars.iv.unr
  %2 = load float, float* %arrayidx2.epil, align 4, !tbaa !5
  %sub3.epil = fsub float %2, %py
  %mul4.epil = fmul float %sub3.epil, %sub3.epil
  %3 = tail call float @llvm.fmuladd.f32(float %sub.epil, float %sub.epil, float %mul4.epil)
  %call.epil = tail call float @sqrtf(float noundef %3) #3
  %arrayidx6.epil = getelementptr inbounds float, float* %out, i64 %indvars.iv.unr
  store float %call.epil, float* %arrayidx6.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %x, i64 %indvars.iv
  %4 = load float, float* %arrayidx, align 4, !tbaa !5
  %sub = fsub float %4, %px
  %arrayidx2 = getelementptr inbounds float, float* %y, i64 %indvars.iv
  %5 = load float, float* %arrayidx2, align 4, !tbaa !5
  %sub3 = fsub float %5, %py
  %mul4 = fmul float %sub3, %sub3
  %6 = tail call float @llvm.fmuladd.f32(float %sub, float %sub, float %mul4)
  %call = tail call float @sqrtf(float noundef %6) #3
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %call, float* %arrayidx6, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %x, i64 %indvars.iv.next
  %7 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %sub.1 = fsub float %7, %px
  %arrayidx2.1 = getelementptr inbounds float, float* %y, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx2.1, align 4, !tbaa !5
  %sub3.1 = fsub float %8, %py
  %mul4.1 = fmul float %sub3.1, %sub3.1
  %9 = tail call float @llvm.fmuladd.f32(float %sub.1, float %sub.1, float %mul4.1)
  %call.1 = tail call float @sqrtf(float noundef %9) #3
  %arrayidx6.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %call.1, float* %arrayidx6.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @normalize2(float* noalias nocapture noundef %x, float* noalias nocapture noundef %y, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp35 = icmp sgt i32 %n, 0
  br i1 %cmp35, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %x, i64 %indvars.iv
  %0 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %y, i64 %indvars.iv
  %1 = load float, float* %arrayidx4, align 4, !tbaa !5
  %mul7 = fmul float %1, %1
  %2 = tail call float @llvm.fmuladd.f32(float %0, float %0, float %mul7)
  %call = tail call float @sqrtf(float noundef %2) #3
  %div = fdiv float %0, %call
  store float %div, float* %arrayidx, align 4, !tbaa !5
  %div14 = fdiv float %1, %call
  store float %div14, float* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @rms_pairs(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.unr
  %1 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %arrayidx4.epil = getelementptr inbounds float, float* %b, i64 %indvars.iv.unr
  %2 = load float, float* %arrayidx4.epil, align 4, !tbaa !5
  %mul7.epil = fmul float %2, %2
  %3 = tail call float @llvm.fmuladd.f32(float %1, float %1, float %mul7.epil)
  %mul.epil = fmul float %3, 5.000000e-01
  %call.epil = tail call float @sqrtf(float noundef %mul.epil) #3
  %arrayidx9.epil = getelementptr inbounds float, float* %out, i64 %indvars.iv.unr
  store float %call.epil, float* %arrayidx9.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %4 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %5 = load float, float* %arrayidx4, align 4, !tbaa !5
  %mul7 = fmul float %5, %5
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %4, float %mul7)
  %mul = fmul float %6, 5.000000e-01
  %call = tail call float @sqrtf(float noundef %mul) #3
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %call, float* %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %7 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx4.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx4.1, align 4, !tbaa !5
  %mul7.1 = fmul float %8, %8
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %7, float %mul7.1)
  %mul.1 = fmul float %9, 5.000000e-01
  %call.1 = tail call float @sqrtf(float noundef %mul.1) #3
  %arrayidx9.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %call.1, float* %arrayidx9.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @gamma_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.unr
  %1 = load i8, i8* %arrayidx.epil, align 1, !tbaa !17
  %conv1.epil = uitofp i8 %1 to float
  %div.epil = fdiv float %conv1.epil, 2.550000e+02
  %call.epil = tail call float @sqrtf(float noundef %div.epil) #3
  %2 = tail call float @llvm.fmuladd.f32(float %call.epil, float 2.550000e+02, float 5.000000e-01)
  %conv2.epil = fptoui float %2 to i8
  %arrayidx4.epil = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.unr
  store i8 %conv2.epil, i8* %arrayidx4.epil, align 1, !tbaa !17
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %3 = load i8, i8* %arrayidx, align 1, !tbaa !17
  %conv1 = uitofp i8 %3 to float
  %div = fdiv float %conv1, 2.550000e+02
  %call = tail call float @sqrtf(float noundef %div) #3
  %4 = tail call float @llvm.fmuladd.f32(float %call, float 2.550000e+02, float 5.000000e-01)
  %conv2 = fptoui float %4 to i8
  %arrayidx4 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %conv2, i8* %arrayidx4, align 1, !tbaa !17
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.next
  %5 = load i8, i8* %arrayidx.1, align 1, !tbaa !17
  %conv1.1 = uitofp i8 %5 to float
  %div.1 = fdiv float %conv1.1, 2.550000e+02
  %call.1 = tail call float @sqrtf(float noundef %div.1) #3
  %6 = tail call float @llvm.fmuladd.f32(float %call.1, float 2.550000e+02, float 5.000000e-01)
  %conv2.1 = fptoui float %6 to i8
  %arrayidx4.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %conv2.1, i8* %arrayidx4.1, align 1, !tbaa !17
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !18
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !12}
