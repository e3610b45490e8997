; ModuleID = '<stdin>'
source_filename = "compact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @compress_pos_ps(float* noalias noundef %out, i32* noalias nocapture noundef writeonly %count, float* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not16 = icmp slt i32 %n, 16
  br i1 %cmp.not16, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond6.preheader.loopexit:                     ; preds = %for.body
  %1 = and i32 %n, -16
  br label %for.cond6.preheader

for.cond6.preheader:                              ; preds = %for.cond6.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond6.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.cond6.preheader.loopexit ]
  %cmp721 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp721, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds float, float* %in, i64 %2
  %4 = load float, float* %arrayidx.prol, align 4
  %cmp10.prol = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds float, float* %out, i64 %idxprom14.prol
  store float %4, float* %arrayidx15.prol, align 4
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next31.prol = or i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv30.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next31.prol, %for.inc16.prol ]
  %j.123.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end18, label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv25 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next26, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.018 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 16
  %add.ptr = getelementptr inbounds float, float* %in, i64 %indvars.iv25
  %__v.i = bitcast float* %add.ptr to <16 x float>*
  %7 = load <16 x float>, <16 x float>* %__v.i, align 1
  %8 = fcmp ogt <16 x float> %7, zeroinitializer
  %9 = bitcast <16 x i1> %8 to i16
  %idx.ext2 = zext i32 %j.018 to i64
  %add.ptr3 = getelementptr inbounds float, float* %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v16f32(<16 x float> %7, float* %add.ptr3, <16 x i1> %8) #6
  %10 = tail call i16 @llvm.ctpop.i16(i16 %9), !range !6
  %11 = zext i16 %10 to i32
  %add4 = add nuw nsw i32 %j.018, %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond6.preheader.loopexit, label %for.body, !llvm.loop !7

for.body9:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1
  %indvars.iv30 = phi i64 [ %indvars.iv.next31.1, %for.inc16.1 ], [ %indvars.iv30.unr, %for.body9.prol.loopexit ]
  %j.123 = phi i32 [ %j.2.1, %for.inc16.1 ], [ %j.123.unr, %for.body9.prol.loopexit ]
  %arrayidx = getelementptr inbounds float, float* %in, i64 %indvars.iv30
  %12 = load float, float* %arrayidx, align 4
  %cmp10 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp10, label %if.then, label %for.inc16

if.then:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.123, 1
  %idxprom14 = sext i32 %j.123 to i64
  %arrayidx15 = getelementptr inbounds float, float* %out, i64 %idxprom14
  store float %12, float* %arrayidx15, align 4
  br label %for.inc16

for.inc16:                                        ; preds = %for.body9, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.123, %for.body9 ]
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1
  %arrayidx.1 = getelementptr inbounds float, float* %in, i64 %indvars.iv.next31
  %13 = load float, float* %arrayidx.1, align 4
  %cmp10.1 = fcmp ogt float %13, 0.000000e+00
  br i1 %cmp10.1, label %if.then.1, label %for.inc16.1

if.then.1:                                        ; preds = %for.inc16
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom14.1 = sext i32 %j.2 to i64
  %arrayidx15.1 = getelementptr inbounds float, float* %out, i64 %idxprom14.1
  store float %13, float* %arrayidx15.1, align 4
  br label %for.inc16.1

for.inc16.1:                                      ; preds = %if.then.1, %for.inc16
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc16 ]
  %indvars.iv.next31.1 = add nuw nsw i64 %indvars.iv30, 2
  %14 = trunc i64 %indvars.iv.next31.1 to i32
  %cmp7.1 = icmp slt i32 %14, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !9

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, i32* %count, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @compress_idx_lt(i32* noalias noundef %idx, i32* noalias nocapture noundef writeonly %count, i32* noalias noundef readonly %key, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %vecinit.i33 = insertelement <16 x i32> undef, i32 %t, i64 0
  %vecinit15.i48 = shufflevector <16 x i32> %vecinit.i33, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp42 = icmp sgt i32 %n, 0
  br i1 %cmp42, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.044 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %1 = trunc i64 %indvars.iv to i32
  %sub = sub nsw i32 %n, %1
  %cmp2 = icmp sgt i32 %sub, 15
  %notmask = shl nsw i32 -1, %sub
  %2 = trunc i32 %notmask to i16
  %3 = xor i16 %2, -1
  %conv6 = select i1 %cmp2, i16 -1, i16 %3
  %add.ptr = getelementptr inbounds i32, i32* %key, i64 %indvars.iv
  %4 = bitcast i32* %add.ptr to <16 x i32>*
  %5 = bitcast i16 %conv6 to <16 x i1>
  %6 = tail call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %4, i32 1, <16 x i1> %5, <16 x i32> zeroinitializer) #6
  %7 = icmp slt <16 x i32> %6, %vecinit15.i48
  %8 = and <16 x i1> %7, %5
  %9 = bitcast <16 x i1> %8 to i16
  %vecinit.i15 = insertelement <16 x i32> undef, i32 %1, i64 0
  %vecinit15.i30 = shufflevector <16 x i32> %vecinit.i15, <16 x i32> poison, <16 x i32> zeroinitializer
  %add.i = or <16 x i32> %vecinit15.i30, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %idx.ext10 = zext i32 %j.044 to i64
  %add.ptr11 = getelementptr inbounds i32, i32* %idx, i64 %idx.ext10
  tail call void @llvm.masked.compressstore.v16i32(<16 x i32> %add.i, i32* %add.ptr11, <16 x i1> %8) #6
  %10 = tail call i16 @llvm.ctpop.i16(i16 %9), !range !6
  %11 = zext i16 %10 to i32
  %add = add nuw nsw i32 %j.044, %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !10

for.end:                                          ; preds = %for.body, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  store i32 %j.0.lcssa, i32* %count, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @compress_nonzero_pd(double* noalias noundef %out, i32* noalias nocapture noundef writeonly %count, double* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not16 = icmp slt i32 %n, 8
  br i1 %cmp.not16, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond6.preheader.loopexit:                     ; preds = %for.body
  %1 = and i32 %n, -8
  br label %for.cond6.preheader

for.cond6.preheader:                              ; preds = %for.cond6.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond6.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.cond6.preheader.loopexit ]
  %cmp721 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp721, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds double, double* %in, i64 %2
  %4 = load double, double* %arrayidx.prol, align 8
  %cmp10.prol = fcmp une double %4, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds double, double* %out, i64 %idxprom14.prol
  store double %4, double* %arrayidx15.prol, align 8
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next31.prol = or i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv30.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next31.prol, %for.inc16.prol ]
  %j.123.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end18, label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv25 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next26, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.018 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 8
  %add.ptr = getelementptr inbounds double, double* %in, i64 %indvars.iv25
  %__v.i = bitcast double* %add.ptr to <8 x double>*
  %7 = load <8 x double>, <8 x double>* %__v.i, align 1
  %8 = fcmp une <8 x double> %7, zeroinitializer
  %9 = bitcast <8 x i1> %8 to i8
  %idx.ext2 = zext i32 %j.018 to i64
  %add.ptr3 = getelementptr inbounds double, double* %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v8f64(<8 x double> %7, double* %add.ptr3, <8 x i1> %8) #6
  %10 = tail call i8 @llvm.ctpop.i8(i8 %9), !range !11
  %11 = zext i8 %10 to i32
  %add4 = add nuw nsw i32 %j.018, %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond6.preheader.loopexit, label %for.body, !llvm.loop !12

for.body9:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1
  %indvars.iv30 = phi i64 [ %indvars.iv.next31.1, %for.inc16.1 ], [ %indvars.iv30.unr, %for.body9.prol.loopexit ]
  %j.123 = phi i32 [ %j.2.1, %for.inc16.1 ], [ %j.123.unr, %for.body9.prol.loopexit ]
  %arrayidx = getelementptr inbounds double, double* %in, i64 %indvars.iv30
  %12 = load double, double* %arrayidx, align 8
  %cmp10 = fcmp une double %12, 0.000000e+00
  br i1 %cmp10, label %if.then, label %for.inc16

if.then:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.123, 1
  %idxprom14 = sext i32 %j.123 to i64
  %arrayidx15 = getelementptr inbounds double, double* %out, i64 %idxprom14
  store double %12, double* %arrayidx15, align 8
  br label %for.inc16

for.inc16:                                        ; preds = %for.body9, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.123, %for.body9 ]
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1
  %arrayidx.1 = getelementptr inbounds double, double* %in, i64 %indvars.iv.next31
  %13 = load double, double* %arrayidx.1, align 8
  %cmp10.1 = fcmp une double %13, 0.000000e+00
  br i1 %cmp10.1, label %if.then.1, label %for.inc16.1

if.then.1:                                        ; preds = %for.inc16
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom14.1 = sext i32 %j.2 to i64
  %arrayidx15.1 = getelementptr inbounds double, double* %out, i64 %idxprom14.1
  store double %13, double* %arrayidx15.1, align 8
  br label %for.inc16.1

for.inc16.1:                                      ; preds = %if.then.1, %for.inc16
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc16 ]
  %indvars.iv.next31.1 = add nuw nsw i64 %indvars.iv30, 2
  %14 = trunc i64 %indvars.iv.next31.1 to i32
  %cmp7.1 = icmp slt i32 %14, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !13

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, i32* %count, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @compress_odd_epi64(i64* noalias noundef %out, i32* noalias nocapture noundef writeonly %count, i64* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not23 = icmp slt i32 %n, 8
  br i1 %cmp.not23, label %for.cond7.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond7.preheader.loopexit:                     ; preds = %for.body
  %1 = and i32 %n, -8
  br label %for.cond7.preheader

for.cond7.preheader:                              ; preds = %for.cond7.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond7.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add5, %for.cond7.preheader.loopexit ]
  %cmp828 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp828, label %for.body10.preheader, label %for.end17

for.body10.preheader:                             ; preds = %for.cond7.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body10.prol.loopexit, label %for.body10.prol

for.body10.prol:                                  ; preds = %for.body10.preheader
  %arrayidx.prol = getelementptr inbounds i64, i64* %in, i64 %2
  %4 = load i64, i64* %arrayidx.prol, align 8
  %and.prol = and i64 %4, 1
  %tobool.not.prol = icmp eq i64 %and.prol, 0
  br i1 %tobool.not.prol, label %for.inc15.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body10.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom13.prol = sext i32 %j.0.lcssa to i64
  %arrayidx14.prol = getelementptr inbounds i64, i64* %out, i64 %idxprom13.prol
  store i64 %4, i64* %arrayidx14.prol, align 8
  br label %for.inc15.prol

for.inc15.prol:                                   ; preds = %if.then.prol, %for.body10.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body10.prol ]
  %indvars.iv.next38.prol = or i64 %2, 1
  br label %for.body10.prol.loopexit

for.body10.prol.loopexit:                         ; preds = %for.inc15.prol, %for.body10.preheader
  %indvars.iv37.unr = phi i64 [ %2, %for.body10.preheader ], [ %indvars.iv.next38.prol, %for.inc15.prol ]
  %j.130.unr = phi i32 [ %j.0.lcssa, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end17, label %for.body10

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv32 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next33, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.025 = phi i32 [ 0, %for.body.preheader ], [ %add5, %for.body ]
  %indvars.iv.next33 = add nuw nsw i64 %indvars.iv32, 8
  %add.ptr = getelementptr inbounds i64, i64* %in, i64 %indvars.iv32
  %__v.i = bitcast i64* %add.ptr to <8 x i64>*
  %7 = load <8 x i64>, <8 x i64>* %__v.i, align 1
  %8 = trunc <8 x i64> %7 to <8 x i1>
  %9 = bitcast <8 x i1> %8 to i8
  %idx.ext3 = zext i32 %j.025 to i64
  %add.ptr4 = getelementptr inbounds i64, i64* %out, i64 %idx.ext3
  tail call void @llvm.masked.compressstore.v8i64(<8 x i64> %7, i64* %add.ptr4, <8 x i1> %8) #6
  %10 = tail call i8 @llvm.ctpop.i8(i8 %9), !range !11
  %11 = zext i8 %10 to i32
  %add5 = add nuw nsw i32 %j.025, %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond7.preheader.loopexit, label %for.body, !llvm.loop !14

for.body10:                                       ; preds = %for.body10.prol.loopexit, %for.inc15.1
  %indvars.iv37 = phi i64 [ %indvars.iv.next38.1, %for.inc15.1 ], [ %indvars.iv37.unr, %for.body10.prol.loopexit ]
  %j.130 = phi i32 [ %j.2.1, %for.inc15.1 ], [ %j.130.unr, %for.body10.prol.loopexit ]
  %arrayidx = getelementptr inbounds i64, i64* %in, i64 %indvars.iv37
  %12 = load i64, i64* %arrayidx, align 8
  %and = and i64 %12, 1
  %tobool.not = icmp eq i64 %and, 0
  br i1 %tobool.not, label %for.inc15, label %if.then

if.then:                                          ; preds = %for.body10
  %inc = add nsw i32 %j.130, 1
  %idxprom13 = sext i32 %j.130 to i64
  %arrayidx14 = getelementptr inbounds i64, i64* %out, i64 %idxprom13
  store i64 %12, i64* %arrayidx14, align 8
  br label %for.inc15

for.inc15:                                        ; preds = %for.body10, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.130, %for.body10 ]
  %indvars.iv.next38 = add nuw nsw i64 %indvars.iv37, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %in, i64 %indvars.iv.next38
  %13 = load i64, i64* %arrayidx.1, align 8
  %and.1 = and i64 %13, 1
  %tobool.not.1 = icmp eq i64 %and.1, 0
  br i1 %tobool.not.1, label %for.inc15.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc15
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom13.1 = sext i32 %j.2 to i64
  %arrayidx14.1 = getelementptr inbounds i64, i64* %out, i64 %idxprom13.1
  store i64 %13, i64* %arrayidx14.1, align 8
  br label %for.inc15.1

for.inc15.1:                                      ; preds = %if.then.1, %for.inc15
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc15 ]
  %indvars.iv.next38.1 = add nuw nsw i64 %indvars.iv37, 2
  %14 = trunc i64 %indvars.iv.next38.1 to i32
  %cmp8.1 = icmp slt i32 %14, %n
  br i1 %cmp8.1, label %for.body10, label %for.end17, !llvm.loop !15

for.end17:                                        ; preds = %for.body10.prol.loopexit, %for.inc15.1, %for.cond7.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond7.preheader ], [ %j.2.lcssa.unr, %for.body10.prol.loopexit ], [ %j.2.1, %for.inc15.1 ]
  store i32 %j.1.lcssa, i32* %count, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @expand_i32(i32* noalias nocapture noundef %out, i32* noalias noundef %in, i32* noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not18 = icmp slt i32 %n, 16
  br i1 %cmp.not18, label %for.cond12.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond12.preheader.loopexit:                    ; preds = %for.body
  %1 = trunc i64 %indvars.iv to i32
  br label %for.cond12.preheader

for.cond12.preheader:                             ; preds = %for.cond12.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond12.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add10, %for.cond12.preheader.loopexit ]
  %cmp1323 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1323, label %for.body15.preheader, label %for.end22

for.body15.preheader:                             ; preds = %for.cond12.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %wide.trip.count = zext i32 %n to i64
  %3 = sub nsw i64 %wide.trip.count, %2
  %4 = xor i64 %2, -1
  %xtraiter = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body15.prol.loopexit, label %for.body15.prol

for.body15.prol:                                  ; preds = %for.body15.preheader
  %arrayidx.prol = getelementptr inbounds i32, i32* %flag, i64 %2
  %5 = load i32, i32* %arrayidx.prol, align 4
  %tobool.not.prol = icmp eq i32 %5, 0
  br i1 %tobool.not.prol, label %for.inc20.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body15.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom16.prol = sext i32 %j.0.lcssa to i64
  %arrayidx17.prol = getelementptr inbounds i32, i32* %in, i64 %idxprom16.prol
  %6 = load i32, i32* %arrayidx17.prol, align 4
  %arrayidx19.prol = getelementptr inbounds i32, i32* %out, i64 %2
  store i32 %6, i32* %arrayidx19.prol, align 4
  br label %for.inc20.prol

for.inc20.prol:                                   ; preds = %if.then.prol, %for.body15.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body15.prol ]
  %indvars.iv.next32.prol = add nuw nsw i64 %2, 1
  br label %for.body15.prol.loopexit

for.body15.prol.loopexit:                         ; preds = %for.inc20.prol, %for.body15.preheader
  %indvars.iv31.unr = phi i64 [ %2, %for.body15.preheader ], [ %indvars.iv.next32.prol, %for.inc20.prol ]
  %j.125.unr = phi i32 [ %j.0.lcssa, %for.body15.preheader ], [ %j.2.prol, %for.inc20.prol ]
  %7 = sub nsw i64 0, %wide.trip.count
  %8 = icmp eq i64 %4, %7
  br i1 %8, label %for.end22, label %for.body15

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv26 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next27, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.020 = phi i32 [ 0, %for.body.preheader ], [ %add10, %for.body ]
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 16
  %add.ptr = getelementptr inbounds i32, i32* %flag, i64 %indvars.iv26
  %9 = bitcast i32* %add.ptr to <16 x i32>*
  %10 = load <16 x i32>, <16 x i32>* %9, align 1
  %11 = icmp ne <16 x i32> %10, zeroinitializer
  %12 = bitcast <16 x i1> %11 to i16
  %add.ptr3 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv26
  %13 = bitcast i32* %add.ptr3 to <16 x i32>*
  %14 = load <16 x i32>, <16 x i32>* %13, align 1
  %idx.ext5 = zext i32 %j.020 to i64
  %add.ptr6 = getelementptr inbounds i32, i32* %in, i64 %idx.ext5
  %15 = tail call <16 x i32> @llvm.masked.expandload.v16i32(i32* %add.ptr6, <16 x i1> %11, <16 x i32> %14) #6
  store <16 x i32> %15, <16 x i32>* %13, align 1
  %16 = tail call i16 @llvm.ctpop.i16(i16 %12), !range !6
  %17 = zext i16 %16 to i32
  %add10 = add nuw nsw i32 %j.020, %17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond12.preheader.loopexit, label %for.body, !llvm.loop !16

for.body15:                                       ; preds = %for.body15.prol.loopexit, %for.inc20.1
  %indvars.iv31 = phi i64 [ %indvars.iv.next32.1, %for.inc20.1 ], [ %indvars.iv31.unr, %for.body15.prol.loopexit ]
  %j.125 = phi i32 [ %j.2.1, %for.inc20.1 ], [ %j.125.unr, %for.body15.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, i32* %flag, i64 %indvars.iv31
  %18 = load i32, i32* %arrayidx, align 4
  %tobool.not = icmp eq i32 %18, 0
  br i1 %tobool.not, label %for.inc20, label %if.then

if.then:                                          ; preds = %for.body15
  %inc = add nsw i32 %j.125, 1
  %idxprom16 = sext i32 %j.125 to i64
  %arrayidx17 = getelementptr inbounds i32, i32* %in, i64 %idxprom16
  %19 = load i32, i32* %arrayidx17, align 4
  %arrayidx19 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv31
  store i32 %19, i32* %arrayidx19, align 4
  br label %for.inc20

for.inc20:                                        ; preds = %for.body15, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.125, %for.body15 ]
  %indvars.iv.next32 = add nuw nsw i64 %indvars.iv31, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %flag, i64 %indvars.iv.next32
  %20 = load i32, i32* %arrayidx.1, align 4
  %tobool.not.1 = icmp eq i32 %20, 0
  br i1 %tobool.not.1, label %for.inc20.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc20
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom16.1 = sext i32 %j.2 to i64
  %arrayidx17.1 = getelementptr inbounds i32, i32* %in, i64 %idxprom16.1
  %21 = load i32, i32* %arrayidx17.1, align 4
  %arrayidx19.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next32
  store i32 %21, i32* %arrayidx19.1, align 4
  br label %for.inc20.1

for.inc20.1:                                      ; preds = %if.then.1, %for.inc20
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc20 ]
  %indvars.iv.next32.1 = add nuw nsw i64 %indvars.iv31, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next32.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end22, label %for.body15, !llvm.loop !17

for.end22:                                        ; preds = %for.body15.prol.loopexit, %for.inc20.1, %for.cond12.preheader
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @expand_scale_ps(float* noalias nocapture noundef writeonly %out, float* noalias noundef %in, float* noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not18 = icmp slt i32 %n, 16
  br i1 %cmp.not18, label %for.cond10.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond10.preheader.loopexit:                    ; preds = %for.body
  %1 = trunc i64 %indvars.iv to i32
  br label %for.cond10.preheader

for.cond10.preheader:                             ; preds = %for.cond10.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond10.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add8, %for.cond10.preheader.loopexit ]
  %cmp1123 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1123, label %for.body13.preheader, label %for.end25

for.body13.preheader:                             ; preds = %for.cond10.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %wide.trip.count = zext i32 %n to i64
  %3 = sub nsw i64 %wide.trip.count, %2
  %4 = xor i64 %2, -1
  %xtraiter = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body13.prol.loopexit, label %for.body13.prol

for.body13.prol:                                  ; preds = %for.body13.preheader
  %arrayidx.prol = getelementptr inbounds float, float* %w, i64 %2
  %5 = load float, float* %arrayidx.prol, align 4
  %cmp15.prol = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp15.prol, label %cond.true.prol, label %cond.end.prol

cond.true.prol:                                   ; preds = %for.body13.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom17.prol = sext i32 %j.0.lcssa to i64
  %arrayidx18.prol = getelementptr inbounds float, float* %in, i64 %idxprom17.prol
  %6 = load float, float* %arrayidx18.prol, align 4
  br label %cond.end.prol

cond.end.prol:                                    ; preds = %cond.true.prol, %for.body13.prol
  %j.2.prol = phi i32 [ %inc.prol, %cond.true.prol ], [ %j.0.lcssa, %for.body13.prol ]
  %cond.prol = phi float [ %6, %cond.true.prol ], [ 0.000000e+00, %for.body13.prol ]
  %mul.prol = fmul float %5, %cond.prol
  %arrayidx22.prol = getelementptr inbounds float, float* %out, i64 %2
  store float %mul.prol, float* %arrayidx22.prol, align 4
  %indvars.iv.next32.prol = add nuw nsw i64 %2, 1
  br label %for.body13.prol.loopexit

for.body13.prol.loopexit:                         ; preds = %cond.end.prol, %for.body13.preheader
  %indvars.iv31.unr = phi i64 [ %2, %for.body13.preheader ], [ %indvars.iv.next32.prol, %cond.end.prol ]
  %j.125.unr = phi i32 [ %j.0.lcssa, %for.body13.preheader ], [ %j.2.prol, %cond.end.prol ]
  %7 = sub nsw i64 0, %wide.trip.count
  %8 = icmp eq i64 %4, %7
  br i1 %8, label %for.end25, label %for.body13

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv26 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next27, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.020 = phi i32 [ 0, %for.body.preheader ], [ %add8, %for.body ]
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 16
  %add.ptr = getelementptr inbounds float, float* %w, i64 %indvars.iv26
  %__v.i = bitcast float* %add.ptr to <16 x float>*
  %9 = load <16 x float>, <16 x float>* %__v.i, align 1
  %10 = fcmp ogt <16 x float> %9, zeroinitializer
  %11 = bitcast <16 x i1> %10 to i16
  %idx.ext2 = zext i32 %j.020 to i64
  %add.ptr3 = getelementptr inbounds float, float* %in, i64 %idx.ext2
  %12 = tail call <16 x float> @llvm.masked.expandload.v16f32(float* %add.ptr3, <16 x i1> %10, <16 x float> zeroinitializer) #6
  %add.ptr6 = getelementptr inbounds float, float* %out, i64 %indvars.iv26
  %mul.i = fmul <16 x float> %9, %12
  %__v.i27 = bitcast float* %add.ptr6 to <16 x float>*
  store <16 x float> %mul.i, <16 x float>* %__v.i27, align 1
  %13 = tail call i16 @llvm.ctpop.i16(i16 %11), !range !6
  %14 = zext i16 %13 to i32
  %add8 = add nuw nsw i32 %j.020, %14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond10.preheader.loopexit, label %for.body, !llvm.loop !18

for.body13:                                       ; preds = %for.body13.prol.loopexit, %cond.end.1
  %indvars.iv31 = phi i64 [ %indvars.iv.next32.1, %cond.end.1 ], [ %indvars.iv31.unr, %for.body13.prol.loopexit ]
  %j.125 = phi i32 [ %j.2.1, %cond.end.1 ], [ %j.125.unr, %for.body13.prol.loopexit ]
  %arrayidx = getelementptr inbounds float, float* %w, i64 %indvars.iv31
  %15 = load float, float* %arrayidx, align 4
  %cmp15 = fcmp ogt float %15, 0.000000e+00
  br i1 %cmp15, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body13
  %inc = add nsw i32 %j.125, 1
  %idxprom17 = sext i32 %j.125 to i64
  %arrayidx18 = getelementptr inbounds float, float* %in, i64 %idxprom17
  %16 = load float, float* %arrayidx18, align 4
  br label %cond.end

cond.end:                                         ; preds = %for.body13, %cond.true
  %j.2 = phi i32 [ %inc, %cond.true ], [ %j.125, %for.body13 ]
  %cond = phi float [ %16, %cond.true ], [ 0.000000e+00, %for.body13 ]
  %mul = fmul float %15, %cond
  %arrayidx22 = getelementptr inbounds float, float* %out, i64 %indvars.iv31
  store float %mul, float* %arrayidx22, align 4
  %indvars.iv.next32 = add nuw nsw i64 %indvars.iv31, 1
  %arrayidx.1 = getelementptr inbounds float, float* %w, i64 %indvars.iv.next32
  %17 = load float, float* %arrayidx.1, align 4
  %cmp15.1 = fcmp ogt float %17, 0.000000e+00
  br i1 %cmp15.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %cond.end
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom17.1 = sext i32 %j.2 to i64
  %arrayidx18.1 = getelementptr inbounds float, float* %in, i64 %idxprom17.1
  %18 = load float, float* %arrayidx18.1, align 4
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %cond.end
  %j.2.1 = phi i32 [ %inc.1, %cond.true.1 ], [ %j.2, %cond.end ]
  %cond.1 = phi float [ %18, %cond.true.1 ], [ 0.000000e+00, %cond.end ]
  %mul.1 = fmul float %17, %cond.1
  %arrayidx22.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next32
  store float %mul.1, float* %arrayidx22.1, align 4
  %indvars.iv.next32.1 = add nuw nsw i64 %indvars.iv31, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next32.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end25, label %for.body13, !llvm.loop !19

for.end25:                                        ; preds = %for.body13.prol.loopexit, %cond.end.1, %for.cond10.preheader
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @expand_pd(double* noalias noundef %out, double* noalias noundef %in, i8* noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %for.cond1.preheader.preheader, label %for.end27

for.cond1.preheader.preheader:                    ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body4

for.body4:                                        ; preds = %for.end, %for.cond1.preheader.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next, %for.end ]
  %j.024 = phi i32 [ 0, %for.cond1.preheader.preheader ], [ %add24, %for.end ]
  %arrayidx = getelementptr inbounds i8, i8* %flag, i64 %indvars.iv
  %1 = load i8, i8* %arrayidx, align 1
  %cmp6 = icmp ne i8 %1, 0
  %2 = zext i1 %cmp6 to i8
  %3 = or i64 %indvars.iv, 1
  %cmp3.1 = icmp ult i64 %3, %0
  br i1 %cmp3.1, label %for.body4.1, label %for.end

for.body4.1:                                      ; preds = %for.body4
  %arrayidx.1 = getelementptr inbounds i8, i8* %flag, i64 %3
  %4 = load i8, i8* %arrayidx.1, align 1
  %cmp6.1.not = icmp eq i8 %4, 0
  %5 = select i1 %cmp6.1.not, i8 0, i8 2
  %conv9.1 = or i8 %5, %2
  %6 = or i64 %indvars.iv, 2
  %cmp3.2 = icmp ult i64 %6, %0
  br i1 %cmp3.2, label %for.body4.2, label %for.end

for.body4.2:                                      ; preds = %for.body4.1
  %arrayidx.2 = getelementptr inbounds i8, i8* %flag, i64 %6
  %7 = load i8, i8* %arrayidx.2, align 1
  %cmp6.2.not = icmp eq i8 %7, 0
  %8 = select i1 %cmp6.2.not, i8 0, i8 4
  %conv9.2 = or i8 %conv9.1, %8
  %9 = or i64 %indvars.iv, 3
  %cmp3.3 = icmp ult i64 %9, %0
  br i1 %cmp3.3, label %for.body4.3, label %for.end

for.body4.3:                                      ; preds = %for.body4.2
  %arrayidx.3 = getelementptr inbounds i8, i8* %flag, i64 %9
  %10 = load i8, i8* %arrayidx.3, align 1
  %cmp6.3.not = icmp eq i8 %10, 0
  %11 = select i1 %cmp6.3.not, i8 0, i8 8
  %conv9.3 = or i8 %conv9.2, %11
  %12 = or i64 %indvars.iv, 4
  %cmp3.4 = icmp ult i64 %12, %0
  br i1 %cmp3.4, label %for.body4.4, label %for.end

for.body4.4:                                      ; preds = %for.body4.3
  %arrayidx.4 = getelementptr inbounds i8, i8* %flag, i64 %12
  %13 = load i8, i8* %arrayidx.4, align 1
  %cmp6.4.not = icmp eq i8 %13, 0
  %14 = select i1 %cmp6.4.not, i8 0, i8 16
  %conv9.4 = or i8 %conv9.3, %14
  %15 = or i64 %indvars.iv, 5
  %cmp3.5 = icmp ult i64 %15, %0
  br i1 %cmp3.5, label %for.body4.5, label %for.end

for.body4.5:                                      ; preds = %for.body4.4
  %arrayidx.5 = getelementptr inbounds i8, i8* %flag, i64 %15
  %16 = load i8, i8* %arrayidx.5, align 1
  %cmp6.5.not = icmp eq i8 %16, 0
  %17 = select i1 %cmp6.5.not, i8 0, i8 32
  %conv9.5 = or i8 %conv9.4, %17
  %18 = or i64 %indvars.iv, 6
  %cmp3.6 = icmp ult i64 %18, %0
  br i1 %cmp3.6, label %for.body4.6, label %for.end

for.body4.6:                                      ; preds = %for.body4.5
  %arrayidx.6 = getelementptr inbounds i8, i8* %flag, i64 %18
  %19 = load i8, i8* %arrayidx.6, align 1
  %cmp6.6.not = icmp eq i8 %19, 0
  %20 = select i1 %cmp6.6.not, i8 0, i8 64
  %conv9.6 = or i8 %conv9.5, %20
  %21 = or i64 %indvars.iv, 7
  %cmp3.7 = icmp ult i64 %21, %0
  br i1 %cmp3.7, label %for.body4.7, label %for.end

for.body4.7:                                      ; preds = %for.body4.6
  %arrayidx.7 = getelementptr inbounds i8, i8* %flag, i64 %21
  %22 = load i8, i8* %arrayidx.7, align 1
  %cmp6.7.not = icmp eq i8 %22, 0
  %23 = select i1 %cmp6.7.not, i8 0, i8 -128
  %conv9.7 = or i8 %conv9.6, %23
  br label %for.end

for.end:                                          ; preds = %for.body4.7, %for.body4.6, %for.body4.5, %for.body4.4, %for.body4.3, %for.body4.2, %for.body4.1, %for.body4
  %k.0.lcssa = phi i8 [ %2, %for.body4 ], [ %conv9.1, %for.body4.1 ], [ %conv9.2, %for.body4.2 ], [ %conv9.3, %for.body4.3 ], [ %conv9.4, %for.body4.4 ], [ %conv9.5, %for.body4.5 ], [ %conv9.6, %for.body4.6 ], [ %conv9.7, %for.body4.7 ]
  %24 = trunc i64 %indvars.iv to i32
  %sub = sub nsw i32 %n, %24
  %cmp10 = icmp sgt i32 %sub, 7
  %notmask = shl nsw i32 -1, %sub
  %25 = trunc i32 %notmask to i8
  %26 = xor i8 %25, -1
  %conv17 = select i1 %cmp10, i8 -1, i8 %26
  %add.ptr = getelementptr inbounds double, double* %out, i64 %indvars.iv
  %27 = bitcast double* %add.ptr to <8 x double>*
  %28 = bitcast i8 %conv17 to <8 x i1>
  %29 = tail call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %27, i32 1, <8 x i1> %28, <8 x double> zeroinitializer) #6
  %idx.ext18 = zext i32 %j.024 to i64
  %add.ptr19 = getelementptr inbounds double, double* %in, i64 %idx.ext18
  %30 = bitcast i8 %k.0.lcssa to <8 x i1>
  %31 = tail call <8 x double> @llvm.masked.expandload.v8f64(double* %add.ptr19, <8 x i1> %30, <8 x double> %29) #6
  tail call void @llvm.masked.store.v8f64.p0v8f64(<8 x double> %31, <8 x double>* %27, i32 1, <8 x i1> %28) #6
  %32 = tail call i8 @llvm.ctpop.i8(i8 %k.0.lcssa), !range !11
  %33 = zext i8 %32 to i32
  %add24 = add nuw nsw i32 %j.024, %33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body4, label %for.end27, !llvm.loop !20

for.end27:                                        ; preds = %for.end, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @compact_gt(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef writeonly %count, i32* noalias nocapture noundef readonly %in, i32 noundef %t, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.07 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %1 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp sgt i32 %1, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.07, 1
  %idxprom4 = sext i32 %j.07 to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %idxprom4
  store i32 %1, i32* %arrayidx5, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.07, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %in, i64 %indvars.iv.next
  %2 = load i32, i32* %arrayidx.1, align 4
  %cmp1.1 = icmp sgt i32 %2, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom4.1 = sext i32 %j.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, i32* %out, i64 %idxprom4.1
  store i32 %2, i32* %arrayidx5.1, align 4
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !21

for.end.loopexit.unr-lcssa:                       ; preds = %for.inc.1, %for.body.preheader
  %j.1.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.07.unr = phi i32 [ 0, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, i32* %in, i64 %indvars.iv.unr
  %3 = load i32, i32* %arrayidx.epil, align 4
  %cmp1.epil = icmp sgt i32 %3, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.end

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %j.07.unr, 1
  %idxprom4.epil = sext i32 %j.07.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, i32* %out, i64 %idxprom4.epil
  store i32 %3, i32* %arrayidx5.epil, align 4
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %j.1.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %j.07.unr, %for.body.epil ]
  store i32 %j.0.lcssa, i32* %count, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @expand_u16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i8* noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.05 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, i8* %flag, i64 %indvars.iv
  %1 = load i8, i8* %arrayidx, align 1
  %tobool.not = icmp eq i8 %1, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.05, 1
  %idxprom1 = sext i32 %j.05 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %in, i64 %idxprom1
  %2 = load i16, i16* %arrayidx2, align 2
  %arrayidx4 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %2, i16* %arrayidx4, align 2
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.05, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %flag, i64 %indvars.iv.next
  %3 = load i8, i8* %arrayidx.1, align 1
  %tobool.not.1 = icmp eq i8 %3, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom1.1 = sext i32 %j.1 to i64
  %arrayidx2.1 = getelementptr inbounds i16, i16* %in, i64 %idxprom1.1
  %4 = load i16, i16* %arrayidx2.1, align 2
  %arrayidx4.1 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.next
  store i16 %4, i16* %arrayidx4.1, align 2
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !22

for.end.loopexit.unr-lcssa:                       ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.05.unr = phi i32 [ 0, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, i8* %flag, i64 %indvars.iv.unr
  %5 = load i8, i8* %arrayidx.epil, align 1
  %tobool.not.epil = icmp eq i8 %5, 0
  br i1 %tobool.not.epil, label %for.end, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom1.epil = sext i32 %j.05.unr to i64
  %arrayidx2.epil = getelementptr inbounds i16, i16* %in, i64 %idxprom1.epil
  %6 = load i16, i16* %arrayidx2.epil, align 2
  %arrayidx4.epil = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.unr
  store i16 %6, i16* %arrayidx4.epil, align 2
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.compressstore.v16f32(<16 x float>, float*, <16 x i1>) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.compressstore.v16i32(<16 x i32>, i32*, <16 x i1>) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.compressstore.v8f64(<8 x double>, double*, <8 x i1>) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.compressstore.v8i64(<8 x i64>, i64*, <8 x i1>) #2

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.expandload.v16i32(i32*, <16 x i1>, <16 x i32>) #4

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.expandload.v16f32(float*, <16 x i1>, <16 x float>) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>*, i32 immarg, <8 x i1>, <8 x double>) #3

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.expandload.v8f64(double*, <8 x i1>, <8 x double>) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f64.p0v8f64(<8 x double>, <8 x double>*, i32 immarg, <8 x i1>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ctpop.i16(i16) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctpop.i8(i8) #5

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind readonly willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readonly willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i16 0, i16 17}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = !{i8 0, i8 9}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
