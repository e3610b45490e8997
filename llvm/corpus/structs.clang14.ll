; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }
%struct.rec = type { i32, float, i16 }

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @aos_gather_y(float* noalias nocapture noundef writeonly %out, %struct.point* noalias nocapture noundef readonly %pts, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %6, i32 1
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %out, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  store <16 x float> %wide.masked.gather, <16 x float>* %9, align 4, !tbaa !12
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %13 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %12, i32 1
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %14 = getelementptr inbounds float, float* %out, i64 %index.next
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %wide.masked.gather.1, <16 x float>* %15, align 4, !tbaa !12
  %index.next.1 = or i64 %index, 32
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.2 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %19 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %18, i32 1
  %wide.masked.gather.2 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %wide.masked.gather.2, <16 x float>* %21, align 4, !tbaa !12
  %index.next.2 = or i64 %index, 48
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load.3 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !5
  %24 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %25 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %24, i32 1
  %wide.masked.gather.3 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %wide.masked.gather.3, <16 x float>* %27, align 4, !tbaa !12
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %31 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %30, i32 1
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %33, align 4, !tbaa !12
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
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
  %34 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %35 = bitcast i32* %34 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %35, align 4, !tbaa !5
  %36 = sext <8 x i32> %wide.load17 to <8 x i64>
  %37 = getelementptr inbounds %struct.point, %struct.point* %pts, <8 x i64> %36, i32 1
  %wide.masked.gather18 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %38 = getelementptr inbounds float, float* %out, i64 %index16
  %39 = bitcast float* %38 to <8 x float>*
  store <8 x float> %wide.masked.gather18, <8 x float>* %39, align 4, !tbaa !12
  %index.next19 = add nuw i64 %index16, 8
  %40 = icmp eq i64 %index.next19, %n.vec14
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %41 to i64
  %y = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 1
  %42 = load float, float* %y, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %42, float* %arrayidx4, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @aos_gather_xz(float* noalias nocapture noundef writeonly %out, %struct.point* noalias nocapture noundef readonly %pts, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 16
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %6, i32 0
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !21
  %8 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %6, i32 2
  %wide.masked.gather20 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %8, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !22
  %9 = fadd <16 x float> %wide.masked.gather, %wide.masked.gather20
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <16 x float>*
  store <16 x float> %9, <16 x float>* %11, align 4, !tbaa !12
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !5
  %14 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %15 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %14, i32 0
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !21
  %16 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %14, i32 2
  %wide.masked.gather20.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !22
  %17 = fadd <16 x float> %wide.masked.gather.1, %wide.masked.gather20.1
  %18 = getelementptr inbounds float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %17, <16 x float>* %19, align 4, !tbaa !12
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %23 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %22, i32 0
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !21
  %24 = getelementptr inbounds %struct.point, %struct.point* %pts, <16 x i64> %22, i32 2
  %wide.masked.gather20.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %24, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !22
  %25 = fadd <16 x float> %wide.masked.gather.epil, %wide.masked.gather20.epil
  %26 = getelementptr inbounds float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %25, <16 x float>* %27, align 4, !tbaa !12
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index24
  %29 = bitcast i32* %28 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %29, align 4, !tbaa !5
  %30 = sext <8 x i32> %wide.load25 to <8 x i64>
  %31 = getelementptr inbounds %struct.point, %struct.point* %pts, <8 x i64> %30, i32 0
  %wide.masked.gather26 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !21
  %32 = getelementptr inbounds %struct.point, %struct.point* %pts, <8 x i64> %30, i32 2
  %wide.masked.gather27 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %32, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !22
  %33 = fadd <8 x float> %wide.masked.gather26, %wide.masked.gather27
  %34 = getelementptr inbounds float, float* %out, i64 %index24
  %35 = bitcast float* %34 to <8 x float>*
  store <8 x float> %33, <8 x float>* %35, align 4, !tbaa !12
  %index.next28 = add nuw i64 %index24, 8
  %36 = icmp eq i64 %index.next28, %n.vec22
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %37 to i64
  %x = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 0
  %38 = load float, float* %x, align 4, !tbaa !21
  %z = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 2
  %39 = load float, float* %z, align 4, !tbaa !22
  %add = fadd float %38, %39
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add, float* %arrayidx8, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @aos_scatter_val(%struct.rec* noalias nocapture noundef writeonly %recs, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !12
  %6 = getelementptr inbounds i32, i32* %idx, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = sext <16 x i32> %wide.load13 to <16 x i64>
  %9 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <16 x i64> %8, i32 1
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load, <16 x float*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds float, float* %a, i64 %index.next
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !12
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load13.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !5
  %14 = sext <16 x i32> %wide.load13.1 to <16 x i64>
  %15 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <16 x i64> %14, i32 1
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.1, <16 x float*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next.1 = or i64 %index, 32
  %16 = getelementptr inbounds float, float* %a, i64 %index.next.1
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load.2 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !12
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load13.2 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = sext <16 x i32> %wide.load13.2 to <16 x i64>
  %21 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <16 x i64> %20, i32 1
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.2, <16 x float*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next.2 = or i64 %index, 48
  %22 = getelementptr inbounds float, float* %a, i64 %index.next.2
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load.3 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !12
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load13.3 = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !5
  %26 = sext <16 x i32> %wide.load13.3 to <16 x i64>
  %27 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <16 x i64> %26, i32 1
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.3, <16 x float*> %27, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds float, float* %a, i64 %index.epil
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %29, align 4, !tbaa !12
  %30 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load13.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !5
  %32 = sext <16 x i32> %wide.load13.epil to <16 x i64>
  %33 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <16 x i64> %32, i32 1
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.epil, <16 x float*> %33, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !30

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds float, float* %a, i64 %index17
  %35 = bitcast float* %34 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %35, align 4, !tbaa !12
  %36 = getelementptr inbounds i32, i32* %idx, i64 %index17
  %37 = bitcast i32* %36 to <8 x i32>*
  %wide.load19 = load <8 x i32>, <8 x i32>* %37, align 4, !tbaa !5
  %38 = sext <8 x i32> %wide.load19 to <8 x i64>
  %39 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <8 x i64> %38, i32 1
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %wide.load18, <8 x float*> %39, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next20 = add nuw i64 %index17, 8
  %40 = icmp eq i64 %index.next20, %n.vec15
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %41 = load float, float* %arrayidx, align 4, !tbaa !12
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %42 to i64
  %val = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %idxprom3, i32 1
  store float %41, float* %val, align 4, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @aos_tag_sext(i32* noalias nocapture noundef writeonly %out, %struct.rec* noalias nocapture noundef readonly %recs, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = extractelement <16 x i64> %2, i64 0
  %4 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %3, i32 2
  %5 = extractelement <16 x i64> %2, i64 1
  %6 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %5, i32 2
  %7 = extractelement <16 x i64> %2, i64 2
  %8 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %7, i32 2
  %9 = extractelement <16 x i64> %2, i64 3
  %10 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %9, i32 2
  %11 = extractelement <16 x i64> %2, i64 4
  %12 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %11, i32 2
  %13 = extractelement <16 x i64> %2, i64 5
  %14 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %13, i32 2
  %15 = extractelement <16 x i64> %2, i64 6
  %16 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %15, i32 2
  %17 = extractelement <16 x i64> %2, i64 7
  %18 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %17, i32 2
  %19 = extractelement <16 x i64> %2, i64 8
  %20 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %19, i32 2
  %21 = extractelement <16 x i64> %2, i64 9
  %22 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %21, i32 2
  %23 = extractelement <16 x i64> %2, i64 10
  %24 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %23, i32 2
  %25 = extractelement <16 x i64> %2, i64 11
  %26 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %25, i32 2
  %27 = extractelement <16 x i64> %2, i64 12
  %28 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %27, i32 2
  %29 = extractelement <16 x i64> %2, i64 13
  %30 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %29, i32 2
  %31 = extractelement <16 x i64> %2, i64 14
  %32 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %31, i32 2
  %33 = extractelement <16 x i64> %2, i64 15
  %34 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %33, i32 2
  %35 = load i16, i16* %4, align 4, !tbaa !33
  %36 = load i16, i16* %6, align 4, !tbaa !33
  %37 = load i16, i16* %8, align 4, !tbaa !33
  %38 = load i16, i16* %10, align 4, !tbaa !33
  %39 = load i16, i16* %12, align 4, !tbaa !33
  %40 = load i16, i16* %14, align 4, !tbaa !33
  %41 = load i16, i16* %16, align 4, !tbaa !33
  %42 = load i16, i16* %18, align 4, !tbaa !33
  %43 = load i16, i16* %20, align 4, !tbaa !33
  %44 = load i16, i16* %22, align 4, !tbaa !33
  %45 = load i16, i16* %24, align 4, !tbaa !33
  %46 = load i16, i16* %26, align 4, !tbaa !33
  %47 = load i16, i16* %28, align 4, !tbaa !33
  %48 = load i16, i16* %30, align 4, !tbaa !33
  %49 = load i16, i16* %32, align 4, !tbaa !33
  %50 = load i16, i16* %34, align 4, !tbaa !33
  %51 = insertelement <16 x i16> poison, i16 %35, i64 0
  %52 = insertelement <16 x i16> %51, i16 %36, i64 1
  %53 = insertelement <16 x i16> %52, i16 %37, i64 2
  %54 = insertelement <16 x i16> %53, i16 %38, i64 3
  %55 = insertelement <16 x i16> %54, i16 %39, i64 4
  %56 = insertelement <16 x i16> %55, i16 %40, i64 5
  %57 = insertelement <16 x i16> %56, i16 %41, i64 6
  %58 = insertelement <16 x i16> %57, i16 %42, i64 7
  %59 = insertelement <16 x i16> %58, i16 %43, i64 8
  %60 = insertelement <16 x i16> %59, i16 %44, i64 9
  %61 = insertelement <16 x i16> %60, i16 %45, i64 10
  %62 = insertelement <16 x i16> %61, i16 %46, i64 11
  %63 = insertelement <16 x i16> %62, i16 %47, i64 12
  %64 = insertelement <16 x i16> %63, i16 %48, i64 13
  %65 = insertelement <16 x i16> %64, i16 %49, i64 14
  %66 = insertelement <16 x i16> %65, i16 %50, i64 15
  %67 = sext <16 x i16> %66 to <16 x i32>
  %68 = mul nsw <16 x i32> %67, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %69 = getelementptr inbounds i32, i32* %out, i64 %index
  %70 = bitcast i32* %69 to <16 x i32>*
  store <16 x i32> %68, <16 x i32>* %70, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %71 = icmp eq i64 %index.next, %n.vec
  br i1 %71, label %middle.block, label %vector.body, !llvm.loop !34

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
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %72 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %73 = bitcast i32* %72 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %73, align 4, !tbaa !5
  %74 = sext <8 x i32> %wide.load17 to <8 x i64>
  %75 = extractelement <8 x i64> %74, i64 0
  %76 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %75, i32 2
  %77 = extractelement <8 x i64> %74, i64 1
  %78 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %77, i32 2
  %79 = extractelement <8 x i64> %74, i64 2
  %80 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %79, i32 2
  %81 = extractelement <8 x i64> %74, i64 3
  %82 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %81, i32 2
  %83 = extractelement <8 x i64> %74, i64 4
  %84 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %83, i32 2
  %85 = extractelement <8 x i64> %74, i64 5
  %86 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %85, i32 2
  %87 = extractelement <8 x i64> %74, i64 6
  %88 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %87, i32 2
  %89 = extractelement <8 x i64> %74, i64 7
  %90 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %89, i32 2
  %91 = load i16, i16* %76, align 4, !tbaa !33
  %92 = load i16, i16* %78, align 4, !tbaa !33
  %93 = load i16, i16* %80, align 4, !tbaa !33
  %94 = load i16, i16* %82, align 4, !tbaa !33
  %95 = load i16, i16* %84, align 4, !tbaa !33
  %96 = load i16, i16* %86, align 4, !tbaa !33
  %97 = load i16, i16* %88, align 4, !tbaa !33
  %98 = load i16, i16* %90, align 4, !tbaa !33
  %99 = insertelement <8 x i16> poison, i16 %91, i64 0
  %100 = insertelement <8 x i16> %99, i16 %92, i64 1
  %101 = insertelement <8 x i16> %100, i16 %93, i64 2
  %102 = insertelement <8 x i16> %101, i16 %94, i64 3
  %103 = insertelement <8 x i16> %102, i16 %95, i64 4
  %104 = insertelement <8 x i16> %103, i16 %96, i64 5
  %105 = insertelement <8 x i16> %104, i16 %97, i64 6
  %106 = insertelement <8 x i16> %105, i16 %98, i64 7
  %107 = sext <8 x i16> %106 to <8 x i32>
  %108 = mul nsw <8 x i32> %107, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %109 = getelementptr inbounds i32, i32* %out, i64 %index16
  %110 = bitcast i32* %109 to <8 x i32>*
  store <8 x i32> %108, <8 x i32>* %110, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index16, 8
  %111 = icmp eq i64 %index.next18, %n.vec14
  br i1 %111, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %112 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %112 to i64
  %tag = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %idxprom1, i32 2
  %113 = load i16, i16* %tag, align 4, !tbaa !33
  %conv = sext i16 %113 to i32
  %mul = mul nsw i32 %conv, 3
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %mul, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float>, <8 x float*>, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }
attributes #2 = { nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 4}
!10 = !{!"point", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14, !15, !19}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !14, !19, !15}
!21 = !{!10, !11, i64 0}
!22 = !{!10, !11, i64 8}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15, !19}
!25 = distinct !{!25, !14, !19, !15}
!26 = !{!27, !11, i64 4}
!27 = !{!"rec", !6, i64 0, !11, i64 4, !28, i64 8}
!28 = !{!"short", !7, i64 0}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !14, !15, !19}
!32 = distinct !{!32, !14, !19, !15}
!33 = !{!27, !28, i64 8}
!34 = distinct !{!34, !14, !15}
!35 = distinct !{!35, !14, !15, !19}
!36 = distinct !{!36, !14, !19, !15}
