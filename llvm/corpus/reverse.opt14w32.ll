; ModuleID = '<stdin>'
source_filename = "reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_copy(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, float* %in, i64 %10
  %12 = getelementptr inbounds float, float* %11, i64 -31
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %13, align 4
  %reverse = shufflevector <32 x float> %wide.load, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds float, float* %11, i64 -32
  %15 = getelementptr inbounds float, float* %14, i64 -31
  %16 = bitcast float* %15 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %16, align 4
  %reverse9 = shufflevector <32 x float> %wide.load8, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds float, float* %11, i64 -64
  %18 = getelementptr inbounds float, float* %17, i64 -31
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %19, align 4
  %reverse11 = shufflevector <32 x float> %wide.load10, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds float, float* %11, i64 -96
  %21 = getelementptr inbounds float, float* %20, i64 -31
  %22 = bitcast float* %21 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %22, align 4
  %reverse13 = shufflevector <32 x float> %wide.load12, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds float, float* %out, i64 %index
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %reverse, <32 x float>* %24, align 4
  %25 = getelementptr inbounds float, float* %23, i64 32
  %26 = bitcast float* %25 to <32 x float>*
  store <32 x float> %reverse9, <32 x float>* %26, align 4
  %27 = getelementptr inbounds float, float* %23, i64 64
  %28 = bitcast float* %27 to <32 x float>*
  store <32 x float> %reverse11, <32 x float>* %28, align 4
  %29 = getelementptr inbounds float, float* %23, i64 96
  %30 = bitcast float* %29 to <32 x float>*
  store <32 x float> %reverse13, <32 x float>* %30, align 4
  %index.next = add nuw i64 %index, 128
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader14

for.body.preheader14:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %32 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader14
  %33 = trunc i64 %indvars.iv.ph to i32
  %34 = xor i32 %33, -1
  %sub1.prol = add i32 %34, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds float, float* %in, i64 %idxprom.prol
  %35 = load float, float* %arrayidx.prol, align 4
  %arrayidx3.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.ph
  store float %35, float* %arrayidx3.prol, align 4
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader14
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader14 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %36 = sub nsw i64 0, %wide.trip.count
  %37 = icmp eq i64 %32, %36
  br i1 %37, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %38 = trunc i64 %indvars.iv to i32
  %39 = xor i32 %38, -1
  %sub1 = add i32 %39, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds float, float* %in, i64 %idxprom
  %40 = load float, float* %arrayidx, align 4
  %arrayidx3 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %40, float* %arrayidx3, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %41 = trunc i64 %indvars.iv.next to i32
  %42 = xor i32 %41, -1
  %sub1.1 = add i32 %42, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds float, float* %in, i64 %idxprom.1
  %43 = load float, float* %arrayidx.1, align 4
  %arrayidx3.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %43, float* %arrayidx3.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_add_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i8, i8* %a, i64 %index
  %9 = bitcast i8* %8 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %9, align 1
  %10 = getelementptr inbounds i8, i8* %8, i64 32
  %11 = bitcast i8* %10 to <32 x i8>*
  %wide.load9 = load <32 x i8>, <32 x i8>* %11, align 1
  %12 = getelementptr inbounds i8, i8* %8, i64 64
  %13 = bitcast i8* %12 to <32 x i8>*
  %wide.load10 = load <32 x i8>, <32 x i8>* %13, align 1
  %14 = getelementptr inbounds i8, i8* %8, i64 96
  %15 = bitcast i8* %14 to <32 x i8>*
  %wide.load11 = load <32 x i8>, <32 x i8>* %15, align 1
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, i8* %b, i64 %18
  %20 = getelementptr inbounds i8, i8* %19, i64 -31
  %21 = bitcast i8* %20 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %21, align 1
  %reverse = shufflevector <32 x i8> %wide.load12, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i8, i8* %19, i64 -32
  %23 = getelementptr inbounds i8, i8* %22, i64 -31
  %24 = bitcast i8* %23 to <32 x i8>*
  %wide.load13 = load <32 x i8>, <32 x i8>* %24, align 1
  %reverse14 = shufflevector <32 x i8> %wide.load13, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i8, i8* %19, i64 -64
  %26 = getelementptr inbounds i8, i8* %25, i64 -31
  %27 = bitcast i8* %26 to <32 x i8>*
  %wide.load15 = load <32 x i8>, <32 x i8>* %27, align 1
  %reverse16 = shufflevector <32 x i8> %wide.load15, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = getelementptr inbounds i8, i8* %19, i64 -96
  %29 = getelementptr inbounds i8, i8* %28, i64 -31
  %30 = bitcast i8* %29 to <32 x i8>*
  %wide.load17 = load <32 x i8>, <32 x i8>* %30, align 1
  %reverse18 = shufflevector <32 x i8> %wide.load17, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = add <32 x i8> %reverse, %wide.load
  %32 = add <32 x i8> %reverse14, %wide.load9
  %33 = add <32 x i8> %reverse16, %wide.load10
  %34 = add <32 x i8> %reverse18, %wide.load11
  %35 = getelementptr inbounds i8, i8* %out, i64 %index
  %36 = bitcast i8* %35 to <32 x i8>*
  store <32 x i8> %31, <32 x i8>* %36, align 1
  %37 = getelementptr inbounds i8, i8* %35, i64 32
  %38 = bitcast i8* %37 to <32 x i8>*
  store <32 x i8> %32, <32 x i8>* %38, align 1
  %39 = getelementptr inbounds i8, i8* %35, i64 64
  %40 = bitcast i8* %39 to <32 x i8>*
  store <32 x i8> %33, <32 x i8>* %40, align 1
  %41 = getelementptr inbounds i8, i8* %35, i64 96
  %42 = bitcast i8* %41 to <32 x i8>*
  store <32 x i8> %34, <32 x i8>* %42, align 1
  %index.next = add nuw i64 %index, 128
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader19

for.body.preheader19:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %44 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader19
  %arrayidx.prol = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.ph
  %45 = load i8, i8* %arrayidx.prol, align 1
  %46 = trunc i64 %indvars.iv.ph to i32
  %47 = xor i32 %46, -1
  %sub1.prol = add i32 %47, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i8, i8* %b, i64 %idxprom2.prol
  %48 = load i8, i8* %arrayidx3.prol, align 1
  %add.prol = add i8 %48, %45
  %arrayidx7.prol = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.ph
  store i8 %add.prol, i8* %arrayidx7.prol, align 1
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader19
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader19 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %49 = sub nsw i64 0, %wide.trip.count
  %50 = icmp eq i64 %44, %49
  br i1 %50, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %51 = load i8, i8* %arrayidx, align 1
  %52 = trunc i64 %indvars.iv to i32
  %53 = xor i32 %52, -1
  %sub1 = add i32 %53, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i8, i8* %b, i64 %idxprom2
  %54 = load i8, i8* %arrayidx3, align 1
  %add = add i8 %54, %51
  %arrayidx7 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %add, i8* %arrayidx7, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.next
  %55 = load i8, i8* %arrayidx.1, align 1
  %56 = trunc i64 %indvars.iv.next to i32
  %57 = xor i32 %56, -1
  %sub1.1 = add i32 %57, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i8, i8* %b, i64 %idxprom2.1
  %58 = load i8, i8* %arrayidx3.1, align 1
  %add.1 = add i8 %58, %55
  %arrayidx7.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %add.1, i8* %arrayidx7.1, align 1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i16, i16* %in, i64 %index
  %9 = bitcast i16* %8 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %9, align 2
  %10 = getelementptr inbounds i16, i16* %8, i64 32
  %11 = bitcast i16* %10 to <32 x i16>*
  %wide.load9 = load <32 x i16>, <32 x i16>* %11, align 2
  %12 = getelementptr inbounds i16, i16* %8, i64 64
  %13 = bitcast i16* %12 to <32 x i16>*
  %wide.load10 = load <32 x i16>, <32 x i16>* %13, align 2
  %14 = getelementptr inbounds i16, i16* %8, i64 96
  %15 = bitcast i16* %14 to <32 x i16>*
  %wide.load11 = load <32 x i16>, <32 x i16>* %15, align 2
  %16 = mul <32 x i16> %wide.load, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %17 = mul <32 x i16> %wide.load9, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %18 = mul <32 x i16> %wide.load10, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %19 = mul <32 x i16> %wide.load11, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %20 = xor i32 %7, -1
  %21 = add i32 %20, %n
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i16, i16* %out, i64 %22
  %reverse = shufflevector <32 x i16> %16, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i16, i16* %23, i64 -31
  %25 = bitcast i16* %24 to <32 x i16>*
  store <32 x i16> %reverse, <32 x i16>* %25, align 2
  %reverse12 = shufflevector <32 x i16> %17, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = getelementptr inbounds i16, i16* %23, i64 -32
  %27 = getelementptr inbounds i16, i16* %26, i64 -31
  %28 = bitcast i16* %27 to <32 x i16>*
  store <32 x i16> %reverse12, <32 x i16>* %28, align 2
  %reverse13 = shufflevector <32 x i16> %18, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = getelementptr inbounds i16, i16* %23, i64 -64
  %30 = getelementptr inbounds i16, i16* %29, i64 -31
  %31 = bitcast i16* %30 to <32 x i16>*
  store <32 x i16> %reverse13, <32 x i16>* %31, align 2
  %reverse14 = shufflevector <32 x i16> %19, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %32 = getelementptr inbounds i16, i16* %23, i64 -96
  %33 = getelementptr inbounds i16, i16* %32, i64 -31
  %34 = bitcast i16* %33 to <32 x i16>*
  store <32 x i16> %reverse14, <32 x i16>* %34, align 2
  %index.next = add nuw i64 %index, 128
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %36 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader15
  %arrayidx.prol = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.ph
  %37 = load i16, i16* %arrayidx.prol, align 2
  %mul.prol = mul i16 %37, 3
  %38 = trunc i64 %indvars.iv.ph to i32
  %39 = xor i32 %38, -1
  %sub2.prol = add i32 %39, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i16, i16* %out, i64 %idxprom3.prol
  store i16 %mul.prol, i16* %arrayidx4.prol, align 2
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader15
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader15 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %40 = sub nsw i64 0, %wide.trip.count
  %41 = icmp eq i64 %36, %40
  br i1 %41, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %indvars.iv
  %42 = load i16, i16* %arrayidx, align 2
  %mul = mul i16 %42, 3
  %43 = trunc i64 %indvars.iv to i32
  %44 = xor i32 %43, -1
  %sub2 = add i32 %44, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i16, i16* %out, i64 %idxprom3
  store i16 %mul, i16* %arrayidx4, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.next
  %45 = load i16, i16* %arrayidx.1, align 2
  %mul.1 = mul i16 %45, 3
  %46 = trunc i64 %indvars.iv.next to i32
  %47 = xor i32 %46, -1
  %sub2.1 = add i32 %47, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i16, i16* %out, i64 %idxprom3.1
  store i16 %mul.1, i16* %arrayidx4.1, align 2
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !13

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  %7 = add nsw i64 %n.vec, -32
  %8 = lshr exact i64 %7, 5
  %9 = add nuw nsw i64 %8, 1
  %xtraiter = and i64 %9, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %9, 1152921504606846974
  %11 = getelementptr inbounds i64, i64* %in, i64 -31
  %12 = getelementptr inbounds i64, i64* %in, i64 -31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %13 = trunc i64 %index to i32
  %14 = xor i32 %13, -1
  %15 = add i32 %14, %n
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, i64* %11, i64 %16
  %18 = bitcast i64* %17 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %18, align 8
  %reverse = shufflevector <32 x i64> %wide.load, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = add nsw <32 x i64> %reverse, %vec.ind
  %20 = getelementptr inbounds i64, i64* %out, i64 %index
  %21 = bitcast i64* %20 to <32 x i64>*
  store <32 x i64> %19, <32 x i64>* %21, align 8
  %index.next = or i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %22 = trunc i64 %index.next to i32
  %23 = xor i32 %22, -1
  %24 = add i32 %23, %n
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, i64* %12, i64 %25
  %27 = bitcast i64* %26 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %27, align 8
  %reverse.1 = shufflevector <32 x i64> %wide.load.1, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = add nsw <32 x i64> %reverse.1, %vec.ind.next
  %29 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %30 = bitcast i64* %29 to <32 x i64>*
  store <32 x i64> %28, <32 x i64>* %30, align 8
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %31 = trunc i64 %index.unr to i32
  %32 = xor i32 %31, -1
  %33 = add i32 %32, %n
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i64, i64* %in, i64 -31
  %36 = getelementptr inbounds i64, i64* %35, i64 %34
  %37 = bitcast i64* %36 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %37, align 8
  %reverse.epil = shufflevector <32 x i64> %wide.load.epil, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %38 = add nsw <32 x i64> %reverse.epil, %vec.ind.unr
  %39 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %40 = bitcast i64* %39 to <32 x i64>*
  store <32 x i64> %38, <32 x i64>* %40, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %41 = xor i64 %indvars.iv.ph, -1
  %xtraiter10 = and i64 %wide.trip.count, 1
  %lcmp.mod11.not = icmp eq i64 %xtraiter10, 0
  br i1 %lcmp.mod11.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader9
  %42 = trunc i64 %indvars.iv.ph to i32
  %43 = xor i32 %42, -1
  %sub1.prol = add i32 %43, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i64, i64* %in, i64 %idxprom.prol
  %44 = load i64, i64* %arrayidx.prol, align 8
  %add.prol = add nsw i64 %44, %indvars.iv.ph
  %arrayidx3.prol = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.ph
  store i64 %add.prol, i64* %arrayidx3.prol, align 8
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader9
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader9 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %45 = sub nsw i64 0, %wide.trip.count
  %46 = icmp eq i64 %41, %45
  br i1 %46, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %47 = trunc i64 %indvars.iv to i32
  %48 = xor i32 %47, -1
  %sub1 = add i32 %48, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i64, i64* %in, i64 %idxprom
  %49 = load i64, i64* %arrayidx, align 8
  %add = add nsw i64 %49, %indvars.iv
  %arrayidx3 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add, i64* %arrayidx3, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %50 = trunc i64 %indvars.iv.next to i32
  %51 = xor i32 %50, -1
  %sub1.1 = add i32 %51, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i64, i64* %in, i64 %idxprom.1
  %52 = load i64, i64* %arrayidx.1, align 8
  %add.1 = add nsw i64 %52, %indvars.iv.next
  %arrayidx3.1 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.next
  store i64 %add.1, i64* %arrayidx3.1, align 8
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !15

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader11, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %1 = add nsw i64 %0, -1
  %2 = add i32 %n, -1
  %3 = trunc i64 %1 to i32
  %4 = icmp ult i32 %2, %3
  %5 = icmp ugt i64 %1, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader11, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %0, 4294967264
  %ind.end = and i64 %0, 31
  %7 = add nsw i64 %n.vec, -32
  %8 = lshr exact i64 %7, 5
  %9 = add nuw nsw i64 %8, 1
  %xtraiter = and i64 %9, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %9, 1152921504606846974
  %11 = getelementptr inbounds double, double* %in, i64 -31
  %12 = getelementptr inbounds double, double* %out, i64 -31
  %13 = getelementptr inbounds double, double* %in, i64 -31
  %14 = getelementptr inbounds double, double* %out, i64 -31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %15 = xor i64 %index, -1
  %16 = add i64 %15, %0
  %17 = and i64 %16, 4294967295
  %18 = getelementptr inbounds double, double* %11, i64 %17
  %19 = bitcast double* %18 to <32 x double>*
  %wide.load = load <32 x double>, <32 x double>* %19, align 8
  %20 = fmul <32 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %21 = getelementptr inbounds double, double* %12, i64 %17
  %22 = bitcast double* %21 to <32 x double>*
  store <32 x double> %20, <32 x double>* %22, align 8
  %23 = sub i64 4294967263, %index
  %24 = add i64 %23, %0
  %25 = and i64 %24, 4294967295
  %26 = getelementptr inbounds double, double* %13, i64 %25
  %27 = bitcast double* %26 to <32 x double>*
  %wide.load.1 = load <32 x double>, <32 x double>* %27, align 8
  %28 = fmul <32 x double> %wide.load.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %29 = getelementptr inbounds double, double* %14, i64 %25
  %30 = bitcast double* %29 to <32 x double>*
  store <32 x double> %28, <32 x double>* %30, align 8
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = sub i64 -65, %index
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ -1, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %31 = add i64 %index.unr, %0
  %32 = and i64 %31, 4294967295
  %33 = getelementptr inbounds double, double* %in, i64 -31
  %34 = getelementptr inbounds double, double* %33, i64 %32
  %35 = bitcast double* %34 to <32 x double>*
  %wide.load.epil = load <32 x double>, <32 x double>* %35, align 8
  %36 = fmul <32 x double> %wide.load.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %37 = getelementptr inbounds double, double* %out, i64 -31
  %38 = getelementptr inbounds double, double* %37, i64 %32
  %39 = bitcast double* %38 to <32 x double>*
  store <32 x double> %36, <32 x double>* %39, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.end, label %for.body.preheader11

for.body.preheader11:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ %0, %vector.scevcheck ], [ %0, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader11, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader11 ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom4 = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds double, double* %in, i64 %idxprom4
  %40 = load double, double* %arrayidx, align 8
  %mul = fmul double %40, 5.000000e-01
  %arrayidx2 = getelementptr inbounds double, double* %out, i64 %idxprom4
  store double %mul, double* %arrayidx2, align 8
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !17

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_masked(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %c, i64 %10
  %12 = getelementptr inbounds i32, i32* %11, i64 -31
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %13, align 4
  %reverse = shufflevector <32 x i32> %wide.load, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds i32, i32* %11, i64 -32
  %15 = getelementptr inbounds i32, i32* %14, i64 -31
  %16 = bitcast i32* %15 to <32 x i32>*
  %wide.load11 = load <32 x i32>, <32 x i32>* %16, align 4
  %reverse12 = shufflevector <32 x i32> %wide.load11, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i32, i32* %11, i64 -64
  %18 = getelementptr inbounds i32, i32* %17, i64 -31
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %19, align 4
  %reverse14 = shufflevector <32 x i32> %wide.load13, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i32, i32* %11, i64 -96
  %21 = getelementptr inbounds i32, i32* %20, i64 -31
  %22 = bitcast i32* %21 to <32 x i32>*
  %wide.load15 = load <32 x i32>, <32 x i32>* %22, align 4
  %reverse16 = shufflevector <32 x i32> %wide.load15, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = icmp ne <32 x i32> %reverse, zeroinitializer
  %24 = icmp ne <32 x i32> %reverse12, zeroinitializer
  %25 = icmp ne <32 x i32> %reverse14, zeroinitializer
  %26 = icmp ne <32 x i32> %reverse16, zeroinitializer
  %27 = getelementptr i32, i32* %in, i64 %10
  %28 = getelementptr i32, i32* %27, i64 -31
  %reverse17 = shufflevector <32 x i1> %23, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %29, i32 4, <32 x i1> %reverse17, <32 x i32> poison)
  %reverse18 = shufflevector <32 x i32> %wide.masked.load, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %30 = getelementptr i32, i32* %27, i64 -32
  %31 = getelementptr i32, i32* %30, i64 -31
  %reverse19 = shufflevector <32 x i1> %24, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %32 = bitcast i32* %31 to <32 x i32>*
  %wide.masked.load20 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %32, i32 4, <32 x i1> %reverse19, <32 x i32> poison)
  %reverse21 = shufflevector <32 x i32> %wide.masked.load20, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %33 = getelementptr i32, i32* %27, i64 -64
  %34 = getelementptr i32, i32* %33, i64 -31
  %reverse22 = shufflevector <32 x i1> %25, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = bitcast i32* %34 to <32 x i32>*
  %wide.masked.load23 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %35, i32 4, <32 x i1> %reverse22, <32 x i32> poison)
  %reverse24 = shufflevector <32 x i32> %wide.masked.load23, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %36 = getelementptr i32, i32* %27, i64 -96
  %37 = getelementptr i32, i32* %36, i64 -31
  %reverse25 = shufflevector <32 x i1> %26, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %38 = bitcast i32* %37 to <32 x i32>*
  %wide.masked.load26 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %38, i32 4, <32 x i1> %reverse25, <32 x i32> poison)
  %reverse27 = shufflevector <32 x i32> %wide.masked.load26, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr i32, i32* %out, i64 %index
  %40 = bitcast i32* %39 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %reverse18, <32 x i32>* %40, i32 4, <32 x i1> %23)
  %41 = getelementptr i32, i32* %39, i64 32
  %42 = bitcast i32* %41 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %reverse21, <32 x i32>* %42, i32 4, <32 x i1> %24)
  %43 = getelementptr i32, i32* %39, i64 64
  %44 = bitcast i32* %43 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %reverse24, <32 x i32>* %44, i32 4, <32 x i1> %25)
  %45 = getelementptr i32, i32* %39, i64 96
  %46 = bitcast i32* %45 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %reverse27, <32 x i32>* %46, i32 4, <32 x i1> %26)
  %index.next = add nuw i64 %index, 128
  %47 = icmp eq i64 %index.next, %n.vec
  br i1 %47, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader28

for.body.preheader28:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %48 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader28
  %49 = trunc i64 %indvars.iv.ph to i32
  %50 = xor i32 %49, -1
  %sub1.prol = add i32 %50, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i32, i32* %c, i64 %idxprom.prol
  %51 = load i32, i32* %arrayidx.prol, align 4
  %tobool.not.prol = icmp eq i32 %51, 0
  br i1 %tobool.not.prol, label %for.inc.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body.prol
  %arrayidx5.prol = getelementptr inbounds i32, i32* %in, i64 %idxprom.prol
  %52 = load i32, i32* %arrayidx5.prol, align 4
  %arrayidx7.prol = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.ph
  store i32 %52, i32* %arrayidx7.prol, align 4
  br label %for.inc.prol

for.inc.prol:                                     ; preds = %if.then.prol, %for.body.prol
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.inc.prol, %for.body.preheader28
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader28 ], [ %indvars.iv.next.prol, %for.inc.prol ]
  %53 = sub nsw i64 0, %wide.trip.count
  %54 = icmp eq i64 %48, %53
  br i1 %54, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.inc.1
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.inc.1 ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %55 = trunc i64 %indvars.iv to i32
  %56 = xor i32 %55, -1
  %sub1 = add i32 %56, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, i32* %c, i64 %idxprom
  %57 = load i32, i32* %arrayidx, align 4
  %tobool.not = icmp eq i32 %57, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, i32* %in, i64 %idxprom
  %58 = load i32, i32* %arrayidx5, align 4
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %58, i32* %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %59 = trunc i64 %indvars.iv.next to i32
  %60 = xor i32 %59, -1
  %sub1.1 = add i32 %60, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, i32* %c, i64 %idxprom.1
  %61 = load i32, i32* %arrayidx.1, align 4
  %tobool.not.1 = icmp eq i32 %61, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %arrayidx5.1 = getelementptr inbounds i32, i32* %in, i64 %idxprom.1
  %62 = load i32, i32* %arrayidx5.1, align 4
  %arrayidx7.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %62, i32* %arrayidx7.1, align 4
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !19

for.end:                                          ; preds = %for.body.prol.loopexit, %for.inc.1, %middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32i32.p0v32i32(<32 x i32>, <32 x i32>*, i32 immarg, <32 x i1>) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !8}
