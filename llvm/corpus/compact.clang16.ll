; ModuleID = 'compact.c'
source_filename = "compact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_pos_ps(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not34 = icmp slt i32 %n, 16
  br i1 %cmp.not34, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %1 = and i32 %n, -16
  br label %for.body

for.cond6.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.body ]
  %cmp739 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp739, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds float, ptr %in, i64 %2
  %4 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %cmp10.prol = fcmp ogt float %4, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds float, ptr %out, i64 %idxprom14.prol
  store float %4, ptr %arrayidx15.prol, align 4, !tbaa !5
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next49.prol = or i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv48.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next49.prol, %for.inc16.prol ]
  %j.141.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end18, label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv43 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next44, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.036 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 16
  %add.ptr = getelementptr inbounds float, ptr %in, i64 %indvars.iv43
  %add.ptr.val = load <16 x float>, ptr %add.ptr, align 1, !tbaa !9
  %7 = fcmp ogt <16 x float> %add.ptr.val, zeroinitializer
  %8 = bitcast <16 x i1> %7 to i16
  %idx.ext2 = zext i32 %j.036 to i64
  %add.ptr3 = getelementptr inbounds float, ptr %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v16f32(<16 x float> %add.ptr.val, ptr %add.ptr3, <16 x i1> %7)
  %9 = tail call i16 @llvm.ctpop.i16(i16 %8), !range !10
  %10 = zext i16 %9 to i32
  %add4 = add nuw nsw i32 %j.036, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond6.preheader, label %for.body, !llvm.loop !11

for.body9:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1
  %indvars.iv48 = phi i64 [ %indvars.iv.next49.1, %for.inc16.1 ], [ %indvars.iv48.unr, %for.body9.prol.loopexit ]
  %j.141 = phi i32 [ %j.2.1, %for.inc16.1 ], [ %j.141.unr, %for.body9.prol.loopexit ]
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %indvars.iv48
  %11 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp10 = fcmp ogt float %11, 0.000000e+00
  br i1 %cmp10, label %if.then, label %for.inc16

if.then:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.141, 1
  %idxprom14 = sext i32 %j.141 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %out, i64 %idxprom14
  store float %11, ptr %arrayidx15, align 4, !tbaa !5
  br label %for.inc16

for.inc16:                                        ; preds = %for.body9, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.141, %for.body9 ]
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %indvars.iv.next49
  %12 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %cmp10.1 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp10.1, label %if.then.1, label %for.inc16.1

if.then.1:                                        ; preds = %for.inc16
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom14.1 = sext i32 %j.2 to i64
  %arrayidx15.1 = getelementptr inbounds float, ptr %out, i64 %idxprom14.1
  store float %12, ptr %arrayidx15.1, align 4, !tbaa !5
  br label %for.inc16.1

for.inc16.1:                                      ; preds = %if.then.1, %for.inc16
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc16 ]
  %indvars.iv.next49.1 = add nuw nsw i64 %indvars.iv48, 2
  %13 = trunc i64 %indvars.iv.next49.1 to i32
  %cmp7.1 = icmp slt i32 %13, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !13

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_idx_lt(ptr noalias nocapture noundef %idx, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %key, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %vecinit.i = insertelement <16 x i32> undef, i32 %t, i64 0
  %vecinit15.i = shufflevector <16 x i32> %vecinit.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  store i32 %j.0.lcssa, ptr %count, align 4, !tbaa !14
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.029 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %1 = trunc i64 %indvars.iv to i32
  %sub = sub nsw i32 %n, %1
  %cmp2 = icmp sgt i32 %sub, 15
  %notmask = shl nsw i32 -1, %sub
  %2 = trunc i32 %notmask to i16
  %3 = xor i16 %2, -1
  %conv6 = select i1 %cmp2, i16 -1, i16 %3
  %add.ptr = getelementptr inbounds i32, ptr %key, i64 %indvars.iv
  %4 = bitcast i16 %conv6 to <16 x i1>
  %5 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %add.ptr, i32 1, <16 x i1> %4, <16 x i32> zeroinitializer)
  %6 = icmp slt <16 x i32> %5, %vecinit15.i
  %7 = and <16 x i1> %6, %4
  %8 = bitcast <16 x i1> %7 to i16
  %vecinit.i25 = insertelement <16 x i32> undef, i32 %1, i64 0
  %vecinit15.i26 = shufflevector <16 x i32> %vecinit.i25, <16 x i32> poison, <16 x i32> zeroinitializer
  %add.i = or <16 x i32> %vecinit15.i26, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %idx.ext10 = zext i32 %j.029 to i64
  %add.ptr11 = getelementptr inbounds i32, ptr %idx, i64 %idx.ext10
  tail call void @llvm.masked.compressstore.v16i32(<16 x i32> %add.i, ptr %add.ptr11, <16 x i1> %7)
  %9 = tail call i16 @llvm.ctpop.i16(i16 %8), !range !10
  %10 = zext i16 %9 to i32
  %add = add nuw nsw i32 %j.029, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_nonzero_pd(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not34 = icmp slt i32 %n, 8
  br i1 %cmp.not34, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %1 = and i32 %n, -8
  br label %for.body

for.cond6.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.body ]
  %cmp739 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp739, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds double, ptr %in, i64 %2
  %4 = load double, ptr %arrayidx.prol, align 8, !tbaa !17
  %cmp10.prol = fcmp une double %4, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds double, ptr %out, i64 %idxprom14.prol
  store double %4, ptr %arrayidx15.prol, align 8, !tbaa !17
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next49.prol = or i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv48.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next49.prol, %for.inc16.prol ]
  %j.141.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end18, label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv43 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next44, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.036 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 8
  %add.ptr = getelementptr inbounds double, ptr %in, i64 %indvars.iv43
  %add.ptr.val = load <8 x double>, ptr %add.ptr, align 1, !tbaa !9
  %7 = fcmp une <8 x double> %add.ptr.val, zeroinitializer
  %8 = bitcast <8 x i1> %7 to i8
  %idx.ext2 = zext i32 %j.036 to i64
  %add.ptr3 = getelementptr inbounds double, ptr %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v8f64(<8 x double> %add.ptr.val, ptr %add.ptr3, <8 x i1> %7)
  %9 = tail call i8 @llvm.ctpop.i8(i8 %8), !range !19
  %10 = zext i8 %9 to i32
  %add4 = add nuw nsw i32 %j.036, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond6.preheader, label %for.body, !llvm.loop !20

for.body9:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1
  %indvars.iv48 = phi i64 [ %indvars.iv.next49.1, %for.inc16.1 ], [ %indvars.iv48.unr, %for.body9.prol.loopexit ]
  %j.141 = phi i32 [ %j.2.1, %for.inc16.1 ], [ %j.141.unr, %for.body9.prol.loopexit ]
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %indvars.iv48
  %11 = load double, ptr %arrayidx, align 8, !tbaa !17
  %cmp10 = fcmp une double %11, 0.000000e+00
  br i1 %cmp10, label %if.then, label %for.inc16

if.then:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.141, 1
  %idxprom14 = sext i32 %j.141 to i64
  %arrayidx15 = getelementptr inbounds double, ptr %out, i64 %idxprom14
  store double %11, ptr %arrayidx15, align 8, !tbaa !17
  br label %for.inc16

for.inc16:                                        ; preds = %for.body9, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.141, %for.body9 ]
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1
  %arrayidx.1 = getelementptr inbounds double, ptr %in, i64 %indvars.iv.next49
  %12 = load double, ptr %arrayidx.1, align 8, !tbaa !17
  %cmp10.1 = fcmp une double %12, 0.000000e+00
  br i1 %cmp10.1, label %if.then.1, label %for.inc16.1

if.then.1:                                        ; preds = %for.inc16
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom14.1 = sext i32 %j.2 to i64
  %arrayidx15.1 = getelementptr inbounds double, ptr %out, i64 %idxprom14.1
  store double %12, ptr %arrayidx15.1, align 8, !tbaa !17
  br label %for.inc16.1

for.inc16.1:                                      ; preds = %if.then.1, %for.inc16
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc16 ]
  %indvars.iv.next49.1 = add nuw nsw i64 %indvars.iv48, 2
  %13 = trunc i64 %indvars.iv.next49.1 to i32
  %cmp7.1 = icmp slt i32 %13, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !21

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_odd_epi64(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not33 = icmp slt i32 %n, 8
  br i1 %cmp.not33, label %for.cond7.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %1 = and i32 %n, -8
  br label %for.body

for.cond7.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add5, %for.body ]
  %cmp838 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp838, label %for.body10.preheader, label %for.end17

for.body10.preheader:                             ; preds = %for.cond7.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %3 = xor i32 %i.0.lcssa, -1
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body10.prol.loopexit, label %for.body10.prol

for.body10.prol:                                  ; preds = %for.body10.preheader
  %arrayidx.prol = getelementptr inbounds i64, ptr %in, i64 %2
  %4 = load i64, ptr %arrayidx.prol, align 8, !tbaa !22
  %and.prol = and i64 %4, 1
  %tobool.not.prol = icmp eq i64 %and.prol, 0
  br i1 %tobool.not.prol, label %for.inc15.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body10.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom13.prol = sext i32 %j.0.lcssa to i64
  %arrayidx14.prol = getelementptr inbounds i64, ptr %out, i64 %idxprom13.prol
  store i64 %4, ptr %arrayidx14.prol, align 8, !tbaa !22
  br label %for.inc15.prol

for.inc15.prol:                                   ; preds = %if.then.prol, %for.body10.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body10.prol ]
  %indvars.iv.next48.prol = or i64 %2, 1
  br label %for.body10.prol.loopexit

for.body10.prol.loopexit:                         ; preds = %for.inc15.prol, %for.body10.preheader
  %indvars.iv47.unr = phi i64 [ %2, %for.body10.preheader ], [ %indvars.iv.next48.prol, %for.inc15.prol ]
  %j.140.unr = phi i32 [ %j.0.lcssa, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %j.2.lcssa.unr = phi i32 [ undef, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %5 = sub i32 0, %n
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %for.end17, label %for.body10

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv42 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next43, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.035 = phi i32 [ 0, %for.body.preheader ], [ %add5, %for.body ]
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 8
  %add.ptr = getelementptr inbounds i64, ptr %in, i64 %indvars.iv42
  %add.ptr.val = load <8 x i64>, ptr %add.ptr, align 1, !tbaa !9
  %7 = trunc <8 x i64> %add.ptr.val to <8 x i1>
  %8 = bitcast <8 x i1> %7 to i8
  %idx.ext3 = zext i32 %j.035 to i64
  %add.ptr4 = getelementptr inbounds i64, ptr %out, i64 %idx.ext3
  tail call void @llvm.masked.compressstore.v8i64(<8 x i64> %add.ptr.val, ptr %add.ptr4, <8 x i1> %7)
  %9 = tail call i8 @llvm.ctpop.i8(i8 %8), !range !19
  %10 = zext i8 %9 to i32
  %add5 = add nuw nsw i32 %j.035, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond7.preheader, label %for.body, !llvm.loop !24

for.body10:                                       ; preds = %for.body10.prol.loopexit, %for.inc15.1
  %indvars.iv47 = phi i64 [ %indvars.iv.next48.1, %for.inc15.1 ], [ %indvars.iv47.unr, %for.body10.prol.loopexit ]
  %j.140 = phi i32 [ %j.2.1, %for.inc15.1 ], [ %j.140.unr, %for.body10.prol.loopexit ]
  %arrayidx = getelementptr inbounds i64, ptr %in, i64 %indvars.iv47
  %11 = load i64, ptr %arrayidx, align 8, !tbaa !22
  %and = and i64 %11, 1
  %tobool.not = icmp eq i64 %and, 0
  br i1 %tobool.not, label %for.inc15, label %if.then

if.then:                                          ; preds = %for.body10
  %inc = add nsw i32 %j.140, 1
  %idxprom13 = sext i32 %j.140 to i64
  %arrayidx14 = getelementptr inbounds i64, ptr %out, i64 %idxprom13
  store i64 %11, ptr %arrayidx14, align 8, !tbaa !22
  br label %for.inc15

for.inc15:                                        ; preds = %for.body10, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.140, %for.body10 ]
  %indvars.iv.next48 = add nuw nsw i64 %indvars.iv47, 1
  %arrayidx.1 = getelementptr inbounds i64, ptr %in, i64 %indvars.iv.next48
  %12 = load i64, ptr %arrayidx.1, align 8, !tbaa !22
  %and.1 = and i64 %12, 1
  %tobool.not.1 = icmp eq i64 %and.1, 0
  br i1 %tobool.not.1, label %for.inc15.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc15
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom13.1 = sext i32 %j.2 to i64
  %arrayidx14.1 = getelementptr inbounds i64, ptr %out, i64 %idxprom13.1
  store i64 %12, ptr %arrayidx14.1, align 8, !tbaa !22
  br label %for.inc15.1

for.inc15.1:                                      ; preds = %if.then.1, %for.inc15
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc15 ]
  %indvars.iv.next48.1 = add nuw nsw i64 %indvars.iv47, 2
  %13 = trunc i64 %indvars.iv.next48.1 to i32
  %cmp8.1 = icmp slt i32 %13, %n
  br i1 %cmp8.1, label %for.body10, label %for.end17, !llvm.loop !25

for.end17:                                        ; preds = %for.body10.prol.loopexit, %for.inc15.1, %for.cond7.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond7.preheader ], [ %j.2.lcssa.unr, %for.body10.prol.loopexit ], [ %j.2.1, %for.inc15.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_i32(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp.not42 = icmp slt i32 %n, 16
  br i1 %cmp.not42, label %for.cond12.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond12.preheader.loopexit:                    ; preds = %for.body
  %1 = trunc i64 %indvars.iv to i32
  br label %for.cond12.preheader

for.cond12.preheader:                             ; preds = %for.cond12.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond12.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add10, %for.cond12.preheader.loopexit ]
  %cmp1347 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1347, label %for.body15.preheader, label %for.end22

for.body15.preheader:                             ; preds = %for.cond12.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %wide.trip.count = zext i32 %n to i64
  %3 = sub nsw i64 %wide.trip.count, %2
  %4 = xor i64 %2, -1
  %xtraiter = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body15.prol.loopexit, label %for.body15.prol

for.body15.prol:                                  ; preds = %for.body15.preheader
  %arrayidx.prol = getelementptr inbounds i32, ptr %flag, i64 %2
  %5 = load i32, ptr %arrayidx.prol, align 4, !tbaa !14
  %tobool.not.prol = icmp eq i32 %5, 0
  br i1 %tobool.not.prol, label %for.inc20.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body15.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom16.prol = sext i32 %j.0.lcssa to i64
  %arrayidx17.prol = getelementptr inbounds i32, ptr %in, i64 %idxprom16.prol
  %6 = load i32, ptr %arrayidx17.prol, align 4, !tbaa !14
  %arrayidx19.prol = getelementptr inbounds i32, ptr %out, i64 %2
  store i32 %6, ptr %arrayidx19.prol, align 4, !tbaa !14
  br label %for.inc20.prol

for.inc20.prol:                                   ; preds = %if.then.prol, %for.body15.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body15.prol ]
  %indvars.iv.next56.prol = add nuw nsw i64 %2, 1
  br label %for.body15.prol.loopexit

for.body15.prol.loopexit:                         ; preds = %for.inc20.prol, %for.body15.preheader
  %indvars.iv55.unr = phi i64 [ %2, %for.body15.preheader ], [ %indvars.iv.next56.prol, %for.inc20.prol ]
  %j.149.unr = phi i32 [ %j.0.lcssa, %for.body15.preheader ], [ %j.2.prol, %for.inc20.prol ]
  %7 = sub nsw i64 0, %wide.trip.count
  %8 = icmp eq i64 %4, %7
  br i1 %8, label %for.end22, label %for.body15

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv50 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next51, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.044 = phi i32 [ 0, %for.body.preheader ], [ %add10, %for.body ]
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 16
  %add.ptr = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv50
  %add.ptr.val40 = load <16 x i32>, ptr %add.ptr, align 1, !tbaa !9
  %9 = icmp ne <16 x i32> %add.ptr.val40, zeroinitializer
  %10 = bitcast <16 x i1> %9 to i16
  %add.ptr3 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv50
  %add.ptr3.val41 = load <16 x i32>, ptr %add.ptr3, align 1, !tbaa !9
  %idx.ext5 = zext i32 %j.044 to i64
  %add.ptr6 = getelementptr inbounds i32, ptr %in, i64 %idx.ext5
  %11 = tail call <16 x i32> @llvm.masked.expandload.v16i32(ptr %add.ptr6, <16 x i1> %9, <16 x i32> %add.ptr3.val41)
  store <16 x i32> %11, ptr %add.ptr3, align 1, !tbaa !9
  %12 = tail call i16 @llvm.ctpop.i16(i16 %10), !range !10
  %13 = zext i16 %12 to i32
  %add10 = add nuw nsw i32 %j.044, %13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond12.preheader.loopexit, label %for.body, !llvm.loop !26

for.body15:                                       ; preds = %for.body15.prol.loopexit, %for.inc20.1
  %indvars.iv55 = phi i64 [ %indvars.iv.next56.1, %for.inc20.1 ], [ %indvars.iv55.unr, %for.body15.prol.loopexit ]
  %j.149 = phi i32 [ %j.2.1, %for.inc20.1 ], [ %j.149.unr, %for.body15.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv55
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !14
  %tobool.not = icmp eq i32 %14, 0
  br i1 %tobool.not, label %for.inc20, label %if.then

if.then:                                          ; preds = %for.body15
  %inc = add nsw i32 %j.149, 1
  %idxprom16 = sext i32 %j.149 to i64
  %arrayidx17 = getelementptr inbounds i32, ptr %in, i64 %idxprom16
  %15 = load i32, ptr %arrayidx17, align 4, !tbaa !14
  %arrayidx19 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv55
  store i32 %15, ptr %arrayidx19, align 4, !tbaa !14
  br label %for.inc20

for.inc20:                                        ; preds = %for.body15, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.149, %for.body15 ]
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv.next56
  %16 = load i32, ptr %arrayidx.1, align 4, !tbaa !14
  %tobool.not.1 = icmp eq i32 %16, 0
  br i1 %tobool.not.1, label %for.inc20.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc20
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom16.1 = sext i32 %j.2 to i64
  %arrayidx17.1 = getelementptr inbounds i32, ptr %in, i64 %idxprom16.1
  %17 = load i32, ptr %arrayidx17.1, align 4, !tbaa !14
  %arrayidx19.1 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.next56
  store i32 %17, ptr %arrayidx19.1, align 4, !tbaa !14
  br label %for.inc20.1

for.inc20.1:                                      ; preds = %if.then.1, %for.inc20
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc20 ]
  %indvars.iv.next56.1 = add nuw nsw i64 %indvars.iv55, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next56.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end22, label %for.body15, !llvm.loop !27

for.end22:                                        ; preds = %for.body15.prol.loopexit, %for.inc20.1, %for.cond12.preheader
  ret void
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_scale_ps(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp.not43 = icmp slt i32 %n, 16
  br i1 %cmp.not43, label %for.cond10.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body

for.cond10.preheader.loopexit:                    ; preds = %for.body
  %1 = trunc i64 %indvars.iv to i32
  br label %for.cond10.preheader

for.cond10.preheader:                             ; preds = %for.cond10.preheader.loopexit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.cond10.preheader.loopexit ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add8, %for.cond10.preheader.loopexit ]
  %cmp1148 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1148, label %for.body13.preheader, label %for.end25

for.body13.preheader:                             ; preds = %for.cond10.preheader
  %2 = zext i32 %i.0.lcssa to i64
  %wide.trip.count = zext i32 %n to i64
  %3 = sub nsw i64 %wide.trip.count, %2
  %4 = xor i64 %2, -1
  %xtraiter = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body13.prol.loopexit, label %for.body13.prol

for.body13.prol:                                  ; preds = %for.body13.preheader
  %arrayidx.prol = getelementptr inbounds float, ptr %w, i64 %2
  %5 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %cmp15.prol = fcmp ogt float %5, 0.000000e+00
  br i1 %cmp15.prol, label %cond.true.prol, label %cond.end.prol

cond.true.prol:                                   ; preds = %for.body13.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom17.prol = sext i32 %j.0.lcssa to i64
  %arrayidx18.prol = getelementptr inbounds float, ptr %in, i64 %idxprom17.prol
  %6 = load float, ptr %arrayidx18.prol, align 4, !tbaa !5
  br label %cond.end.prol

cond.end.prol:                                    ; preds = %cond.true.prol, %for.body13.prol
  %j.2.prol = phi i32 [ %inc.prol, %cond.true.prol ], [ %j.0.lcssa, %for.body13.prol ]
  %cond.prol = phi float [ %6, %cond.true.prol ], [ 0.000000e+00, %for.body13.prol ]
  %mul.prol = fmul float %5, %cond.prol
  %arrayidx22.prol = getelementptr inbounds float, ptr %out, i64 %2
  store float %mul.prol, ptr %arrayidx22.prol, align 4, !tbaa !5
  %indvars.iv.next57.prol = add nuw nsw i64 %2, 1
  br label %for.body13.prol.loopexit

for.body13.prol.loopexit:                         ; preds = %cond.end.prol, %for.body13.preheader
  %indvars.iv56.unr = phi i64 [ %2, %for.body13.preheader ], [ %indvars.iv.next57.prol, %cond.end.prol ]
  %j.150.unr = phi i32 [ %j.0.lcssa, %for.body13.preheader ], [ %j.2.prol, %cond.end.prol ]
  %7 = sub nsw i64 0, %wide.trip.count
  %8 = icmp eq i64 %4, %7
  br i1 %8, label %for.end25, label %for.body13

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv51 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next52, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.045 = phi i32 [ 0, %for.body.preheader ], [ %add8, %for.body ]
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 16
  %add.ptr = getelementptr inbounds float, ptr %w, i64 %indvars.iv51
  %add.ptr.val = load <16 x float>, ptr %add.ptr, align 1, !tbaa !9
  %9 = fcmp ogt <16 x float> %add.ptr.val, zeroinitializer
  %10 = bitcast <16 x i1> %9 to i16
  %idx.ext2 = zext i32 %j.045 to i64
  %add.ptr3 = getelementptr inbounds float, ptr %in, i64 %idx.ext2
  %11 = tail call <16 x float> @llvm.masked.expandload.v16f32(ptr %add.ptr3, <16 x i1> %9, <16 x float> zeroinitializer)
  %add.ptr6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv51
  %mul.i = fmul <16 x float> %add.ptr.val, %11
  store <16 x float> %mul.i, ptr %add.ptr6, align 1, !tbaa !9
  %12 = tail call i16 @llvm.ctpop.i16(i16 %10), !range !10
  %13 = zext i16 %12 to i32
  %add8 = add nuw nsw i32 %j.045, %13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  br i1 %cmp.not, label %for.cond10.preheader.loopexit, label %for.body, !llvm.loop !28

for.body13:                                       ; preds = %for.body13.prol.loopexit, %cond.end.1
  %indvars.iv56 = phi i64 [ %indvars.iv.next57.1, %cond.end.1 ], [ %indvars.iv56.unr, %for.body13.prol.loopexit ]
  %j.150 = phi i32 [ %j.2.1, %cond.end.1 ], [ %j.150.unr, %for.body13.prol.loopexit ]
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %indvars.iv56
  %14 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp15 = fcmp ogt float %14, 0.000000e+00
  br i1 %cmp15, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body13
  %inc = add nsw i32 %j.150, 1
  %idxprom17 = sext i32 %j.150 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %in, i64 %idxprom17
  %15 = load float, ptr %arrayidx18, align 4, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %for.body13, %cond.true
  %j.2 = phi i32 [ %inc, %cond.true ], [ %j.150, %for.body13 ]
  %cond = phi float [ %15, %cond.true ], [ 0.000000e+00, %for.body13 ]
  %mul = fmul float %14, %cond
  %arrayidx22 = getelementptr inbounds float, ptr %out, i64 %indvars.iv56
  store float %mul, ptr %arrayidx22, align 4, !tbaa !5
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %w, i64 %indvars.iv.next57
  %16 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %cmp15.1 = fcmp ogt float %16, 0.000000e+00
  br i1 %cmp15.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %cond.end
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom17.1 = sext i32 %j.2 to i64
  %arrayidx18.1 = getelementptr inbounds float, ptr %in, i64 %idxprom17.1
  %17 = load float, ptr %arrayidx18.1, align 4, !tbaa !5
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %cond.end
  %j.2.1 = phi i32 [ %inc.1, %cond.true.1 ], [ %j.2, %cond.end ]
  %cond.1 = phi float [ %17, %cond.true.1 ], [ 0.000000e+00, %cond.end ]
  %mul.1 = fmul float %16, %cond.1
  %arrayidx22.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next57
  store float %mul.1, ptr %arrayidx22.1, align 4, !tbaa !5
  %indvars.iv.next57.1 = add nuw nsw i64 %indvars.iv56, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next57.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end25, label %for.body13, !llvm.loop !29

for.end25:                                        ; preds = %for.body13.prol.loopexit, %cond.end.1, %for.cond10.preheader
  ret void
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_pd(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %0 = zext i32 %n to i64
  br label %for.body5

for.cond.cleanup:                                 ; preds = %for.cond.cleanup4, %entry
  ret void

for.cond.cleanup4:                                ; preds = %for.body5.7, %for.body5.6, %for.body5.5, %for.body5.4, %for.body5.3, %for.body5.2, %for.body5.1, %for.body5
  %k.0.lcssa = phi i8 [ %11, %for.body5 ], [ %conv10.1, %for.body5.1 ], [ %conv10.2, %for.body5.2 ], [ %conv10.3, %for.body5.3 ], [ %conv10.4, %for.body5.4 ], [ %conv10.5, %for.body5.5 ], [ %conv10.6, %for.body5.6 ], [ %conv10.7, %for.body5.7 ]
  %1 = trunc i64 %indvars.iv to i32
  %sub = sub nsw i32 %n, %1
  %cmp11 = icmp sgt i32 %sub, 7
  %notmask = shl nsw i32 -1, %sub
  %2 = trunc i32 %notmask to i8
  %3 = xor i8 %2, -1
  %conv18 = select i1 %cmp11, i8 -1, i8 %3
  %add.ptr = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  %4 = bitcast i8 %conv18 to <8 x i1>
  %5 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %add.ptr, i32 1, <8 x i1> %4, <8 x double> zeroinitializer)
  %idx.ext19 = zext i32 %j.052 to i64
  %add.ptr20 = getelementptr inbounds double, ptr %in, i64 %idx.ext19
  %6 = bitcast i8 %k.0.lcssa to <8 x i1>
  %7 = tail call <8 x double> @llvm.masked.expandload.v8f64(ptr %add.ptr20, <8 x i1> %6, <8 x double> %5)
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %7, ptr %add.ptr, i32 1, <8 x i1> %4)
  %8 = tail call i8 @llvm.ctpop.i8(i8 %k.0.lcssa), !range !19
  %9 = zext i8 %8 to i32
  %add25 = add nuw nsw i32 %j.052, %9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body5, label %for.cond.cleanup, !llvm.loop !30

for.body5:                                        ; preds = %for.cond.cleanup4, %for.cond1.preheader.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next, %for.cond.cleanup4 ]
  %j.052 = phi i32 [ 0, %for.cond1.preheader.preheader ], [ %add25, %for.cond.cleanup4 ]
  %arrayidx = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv
  %10 = load i8, ptr %arrayidx, align 1, !tbaa !9
  %cmp7 = icmp ne i8 %10, 0
  %11 = zext i1 %cmp7 to i8
  %12 = or i64 %indvars.iv, 1
  %cmp3.1 = icmp ult i64 %12, %0
  br i1 %cmp3.1, label %for.body5.1, label %for.cond.cleanup4

for.body5.1:                                      ; preds = %for.body5
  %arrayidx.1 = getelementptr inbounds i8, ptr %flag, i64 %12
  %13 = load i8, ptr %arrayidx.1, align 1, !tbaa !9
  %cmp7.1.not = icmp eq i8 %13, 0
  %14 = select i1 %cmp7.1.not, i8 0, i8 2
  %conv10.1 = or i8 %14, %11
  %15 = or i64 %indvars.iv, 2
  %cmp3.2 = icmp ult i64 %15, %0
  br i1 %cmp3.2, label %for.body5.2, label %for.cond.cleanup4

for.body5.2:                                      ; preds = %for.body5.1
  %arrayidx.2 = getelementptr inbounds i8, ptr %flag, i64 %15
  %16 = load i8, ptr %arrayidx.2, align 1, !tbaa !9
  %cmp7.2.not = icmp eq i8 %16, 0
  %17 = select i1 %cmp7.2.not, i8 0, i8 4
  %conv10.2 = or i8 %conv10.1, %17
  %18 = or i64 %indvars.iv, 3
  %cmp3.3 = icmp ult i64 %18, %0
  br i1 %cmp3.3, label %for.body5.3, label %for.cond.cleanup4

for.body5.3:                                      ; preds = %for.body5.2
  %arrayidx.3 = getelementptr inbounds i8, ptr %flag, i64 %18
  %19 = load i8, ptr %arrayidx.3, align 1, !tbaa !9
  %cmp7.3.not = icmp eq i8 %19, 0
  %20 = select i1 %cmp7.3.not, i8 0, i8 8
  %conv10.3 = or i8 %conv10.2, %20
  %21 = or i64 %indvars.iv, 4
  %cmp3.4 = icmp ult i64 %21, %0
  br i1 %cmp3.4, label %for.body5.4, label %for.cond.cleanup4

for.body5.4:                                      ; preds = %for.body5.3
  %arrayidx.4 = getelementptr inbounds i8, ptr %flag, i64 %21
  %22 = load i8, ptr %arrayidx.4, align 1, !tbaa !9
  %cmp7.4.not = icmp eq i8 %22, 0
  %23 = select i1 %cmp7.4.not, i8 0, i8 16
  %conv10.4 = or i8 %conv10.3, %23
  %24 = or i64 %indvars.iv, 5
  %cmp3.5 = icmp ult i64 %24, %0
  br i1 %cmp3.5, label %for.body5.5, label %for.cond.cleanup4

for.body5.5:                                      ; preds = %for.body5.4
  %arrayidx.5 = getelementptr inbounds i8, ptr %flag, i64 %24
  %25 = load i8, ptr %arrayidx.5, align 1, !tbaa !9
  %cmp7.5.not = icmp eq i8 %25, 0
  %26 = select i1 %cmp7.5.not, i8 0, i8 32
  %conv10.5 = or i8 %conv10.4, %26
  %27 = or i64 %indvars.iv, 6
  %cmp3.6 = icmp ult i64 %27, %0
  br i1 %cmp3.6, label %for.body5.6, label %for.cond.cleanup4

for.body5.6:                                      ; preds = %for.body5.5
  %arrayidx.6 = getelementptr inbounds i8, ptr %flag, i64 %27
  %28 = load i8, ptr %arrayidx.6, align 1, !tbaa !9
  %cmp7.6.not = icmp eq i8 %28, 0
  %29 = select i1 %cmp7.6.not, i8 0, i8 64
  %conv10.6 = or i8 %conv10.5, %29
  %30 = or i64 %indvars.iv, 7
  %cmp3.7 = icmp ult i64 %30, %0
  br i1 %cmp3.7, label %for.body5.7, label %for.cond.cleanup4

for.body5.7:                                      ; preds = %for.body5.6
  %arrayidx.7 = getelementptr inbounds i8, ptr %flag, i64 %30
  %31 = load i8, ptr %arrayidx.7, align 1, !tbaa !9
  %cmp7.7.not = icmp eq i8 %31, 0
  %32 = select i1 %cmp7.7.not, i8 0, i8 -128
  %conv10.7 = or i8 %conv10.6, %32
  br label %for.cond.cleanup4
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compact_gt(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %t, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %j.1.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.013.unr = phi i32 [ 0, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, ptr %in, i64 %indvars.iv.unr
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !14
  %cmp1.epil = icmp sgt i32 %1, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %j.013.unr, 1
  %idxprom4.epil = sext i32 %j.013.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, ptr %out, i64 %idxprom4.epil
  store i32 %1, ptr %arrayidx5.epil, align 4, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %j.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %j.013.unr, %for.body.epil ]
  store i32 %j.0.lcssa, ptr %count, align 4, !tbaa !14
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.013 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !14
  %cmp1 = icmp sgt i32 %2, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.013, 1
  %idxprom4 = sext i32 %j.013 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom4
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !14
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.013, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %in, i64 %indvars.iv.next
  %3 = load i32, ptr %arrayidx.1, align 4, !tbaa !14
  %cmp1.1 = icmp sgt i32 %3, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom4.1 = sext i32 %j.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, ptr %out, i64 %idxprom4.1
  store i32 %3, ptr %arrayidx5.1, align 4, !tbaa !14
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @expand_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #2 {
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

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.010.unr = phi i32 [ 0, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv.unr
  %1 = load i8, ptr %arrayidx.epil, align 1, !tbaa !9
  %tobool.not.epil = icmp eq i8 %1, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom1.epil = sext i32 %j.010.unr to i64
  %arrayidx2.epil = getelementptr inbounds i16, ptr %in, i64 %idxprom1.epil
  %2 = load i16, ptr %arrayidx2.epil, align 2, !tbaa !32
  %arrayidx4.epil = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.unr
  store i16 %2, ptr %arrayidx4.epil, align 2, !tbaa !32
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.010 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv
  %3 = load i8, ptr %arrayidx, align 1, !tbaa !9
  %tobool.not = icmp eq i8 %3, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.010, 1
  %idxprom1 = sext i32 %j.010 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %in, i64 %idxprom1
  %4 = load i16, ptr %arrayidx2, align 2, !tbaa !32
  %arrayidx4 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %4, ptr %arrayidx4, align 2, !tbaa !32
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.010, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv.next
  %5 = load i8, ptr %arrayidx.1, align 1, !tbaa !9
  %tobool.not.1 = icmp eq i8 %5, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom1.1 = sext i32 %j.1 to i64
  %arrayidx2.1 = getelementptr inbounds i16, ptr %in, i64 %idxprom1.1
  %6 = load i16, ptr %arrayidx2.1, align 2, !tbaa !32
  %arrayidx4.1 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.next
  store i16 %6, ptr %arrayidx4.1, align 2, !tbaa !32
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v16f32(<16 x float>, ptr nocapture, <16 x i1>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v16i32(<16 x i32>, ptr nocapture, <16 x i1>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v8f64(<8 x double>, ptr nocapture, <8 x i1>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v8i64(<8 x i64>, ptr nocapture, <8 x i1>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.expandload.v16i32(ptr nocapture, <16 x i1>, <16 x i32>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.expandload.v16f32(ptr nocapture, <16 x i1>, <16 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x double>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.expandload.v8f64(ptr nocapture, <8 x i1>, <8 x double>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f64.p0(<8 x double>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{i16 0, i16 17}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = !{i8 0, i8 9}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !7, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !7, i64 0}
!34 = distinct !{!34, !12}
