; ModuleID = 'compact.c'
source_filename = "compact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_pos_ps(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not34 = icmp slt i32 %n, 16
  br i1 %cmp.not34, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %1 = and i32 %n, 2147483632
  br label %for.body

for.cond6.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.body ]
  %cmp739 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp739, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext nneg i32 %i.0.lcssa to i64
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds float, ptr %in, i64 %2
  %3 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %cmp10.prol = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds float, ptr %out, i64 %idxprom14.prol
  store float %3, ptr %arrayidx15.prol, align 4, !tbaa !5
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next49.prol = or disjoint i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv48.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next49.prol, %for.inc16.prol ]
  %j.141.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ poison, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %4 = add i32 %n, -1
  %5 = icmp eq i32 %i.0.lcssa, %4
  br i1 %5, label %for.end18, label %for.body9.preheader.new

for.body9.preheader.new:                          ; preds = %for.body9.prol.loopexit
  %invariant.gep = getelementptr i8, ptr %in, i64 4
  br label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv43 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next44, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.036 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %add.ptr = getelementptr inbounds float, ptr %in, i64 %indvars.iv43
  %6 = load <16 x float>, ptr %add.ptr, align 1, !tbaa !9
  %7 = fcmp ogt <16 x float> %6, zeroinitializer
  %8 = bitcast <16 x i1> %7 to i16
  %idx.ext2 = zext nneg i32 %j.036 to i64
  %add.ptr3 = getelementptr inbounds float, ptr %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v16f32(<16 x float> %6, ptr %add.ptr3, <16 x i1> %7)
  %9 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %8)
  %10 = zext nneg i16 %9 to i32
  %add4 = add nuw nsw i32 %j.036, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 16
  br i1 %cmp.not, label %for.cond6.preheader, label %for.body, !llvm.loop !10

for.body9:                                        ; preds = %for.inc16.1, %for.body9.preheader.new
  %indvars.iv48 = phi i64 [ %indvars.iv48.unr, %for.body9.preheader.new ], [ %indvars.iv.next49.1, %for.inc16.1 ]
  %j.141 = phi i32 [ %j.141.unr, %for.body9.preheader.new ], [ %j.2.1, %for.inc16.1 ]
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
  %gep = getelementptr float, ptr %invariant.gep, i64 %indvars.iv48
  %12 = load float, ptr %gep, align 4, !tbaa !5
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
  %13 = trunc nuw i64 %indvars.iv.next49.1 to i32
  %cmp7.1 = icmp slt i32 %13, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !12

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_idx_lt(ptr noalias nocapture noundef writeonly %idx, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %key, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %vecinit.i25 = insertelement <16 x i32> poison, i32 %t, i64 0
  %vecinit15.i26 = shufflevector <16 x i32> %vecinit.i25, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  store i32 %j.0.lcssa, ptr %count, align 4, !tbaa !13
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.029 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %1 = sub nsw i64 %0, %indvars.iv
  %cmp2 = icmp sgt i64 %1, 15
  %2 = trunc nsw i64 %1 to i32
  %notmask = shl nsw i32 -1, %2
  %3 = trunc i32 %notmask to i16
  %4 = xor i16 %3, -1
  %conv6 = select i1 %cmp2, i16 -1, i16 %4
  %add.ptr = getelementptr inbounds i32, ptr %key, i64 %indvars.iv
  %5 = bitcast i16 %conv6 to <16 x i1>
  %6 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %add.ptr, i32 1, <16 x i1> %5, <16 x i32> zeroinitializer)
  %7 = icmp slt <16 x i32> %6, %vecinit15.i26
  %8 = and <16 x i1> %7, %5
  %9 = bitcast <16 x i1> %8 to i16
  %10 = trunc nuw nsw i64 %indvars.iv to i32
  %vecinit.i = insertelement <16 x i32> poison, i32 %10, i64 0
  %vecinit15.i = shufflevector <16 x i32> %vecinit.i, <16 x i32> poison, <16 x i32> zeroinitializer
  %add.i = or disjoint <16 x i32> %vecinit15.i, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %idx.ext10 = zext nneg i32 %j.029 to i64
  %add.ptr11 = getelementptr inbounds i32, ptr %idx, i64 %idx.ext10
  tail call void @llvm.masked.compressstore.v16i32(<16 x i32> %add.i, ptr %add.ptr11, <16 x i1> %8)
  %11 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %9)
  %12 = zext nneg i16 %11 to i32
  %add = add nuw nsw i32 %j.029, %12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_nonzero_pd(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not34 = icmp slt i32 %n, 8
  br i1 %cmp.not34, label %for.cond6.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %1 = and i32 %n, 2147483640
  br label %for.body

for.cond6.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add4, %for.body ]
  %cmp739 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp739, label %for.body9.preheader, label %for.end18

for.body9.preheader:                              ; preds = %for.cond6.preheader
  %2 = zext nneg i32 %i.0.lcssa to i64
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body9.prol.loopexit, label %for.body9.prol

for.body9.prol:                                   ; preds = %for.body9.preheader
  %arrayidx.prol = getelementptr inbounds double, ptr %in, i64 %2
  %3 = load double, ptr %arrayidx.prol, align 8, !tbaa !16
  %cmp10.prol = fcmp une double %3, 0.000000e+00
  br i1 %cmp10.prol, label %if.then.prol, label %for.inc16.prol

if.then.prol:                                     ; preds = %for.body9.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom14.prol = sext i32 %j.0.lcssa to i64
  %arrayidx15.prol = getelementptr inbounds double, ptr %out, i64 %idxprom14.prol
  store double %3, ptr %arrayidx15.prol, align 8, !tbaa !16
  br label %for.inc16.prol

for.inc16.prol:                                   ; preds = %if.then.prol, %for.body9.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body9.prol ]
  %indvars.iv.next49.prol = or disjoint i64 %2, 1
  br label %for.body9.prol.loopexit

for.body9.prol.loopexit:                          ; preds = %for.inc16.prol, %for.body9.preheader
  %indvars.iv48.unr = phi i64 [ %2, %for.body9.preheader ], [ %indvars.iv.next49.prol, %for.inc16.prol ]
  %j.141.unr = phi i32 [ %j.0.lcssa, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %j.2.lcssa.unr = phi i32 [ poison, %for.body9.preheader ], [ %j.2.prol, %for.inc16.prol ]
  %4 = add i32 %n, -1
  %5 = icmp eq i32 %i.0.lcssa, %4
  br i1 %5, label %for.end18, label %for.body9.preheader.new

for.body9.preheader.new:                          ; preds = %for.body9.prol.loopexit
  %invariant.gep = getelementptr i8, ptr %in, i64 8
  br label %for.body9

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv43 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next44, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.036 = phi i32 [ 0, %for.body.preheader ], [ %add4, %for.body ]
  %add.ptr = getelementptr inbounds double, ptr %in, i64 %indvars.iv43
  %6 = load <8 x double>, ptr %add.ptr, align 1, !tbaa !9
  %7 = fcmp une <8 x double> %6, zeroinitializer
  %8 = bitcast <8 x i1> %7 to i8
  %idx.ext2 = zext nneg i32 %j.036 to i64
  %add.ptr3 = getelementptr inbounds double, ptr %out, i64 %idx.ext2
  tail call void @llvm.masked.compressstore.v8f64(<8 x double> %6, ptr %add.ptr3, <8 x i1> %7)
  %9 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %8)
  %10 = zext nneg i8 %9 to i32
  %add4 = add nuw nsw i32 %j.036, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 8
  br i1 %cmp.not, label %for.cond6.preheader, label %for.body, !llvm.loop !18

for.body9:                                        ; preds = %for.inc16.1, %for.body9.preheader.new
  %indvars.iv48 = phi i64 [ %indvars.iv48.unr, %for.body9.preheader.new ], [ %indvars.iv.next49.1, %for.inc16.1 ]
  %j.141 = phi i32 [ %j.141.unr, %for.body9.preheader.new ], [ %j.2.1, %for.inc16.1 ]
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %indvars.iv48
  %11 = load double, ptr %arrayidx, align 8, !tbaa !16
  %cmp10 = fcmp une double %11, 0.000000e+00
  br i1 %cmp10, label %if.then, label %for.inc16

if.then:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.141, 1
  %idxprom14 = sext i32 %j.141 to i64
  %arrayidx15 = getelementptr inbounds double, ptr %out, i64 %idxprom14
  store double %11, ptr %arrayidx15, align 8, !tbaa !16
  br label %for.inc16

for.inc16:                                        ; preds = %for.body9, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.141, %for.body9 ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %indvars.iv48
  %12 = load double, ptr %gep, align 8, !tbaa !16
  %cmp10.1 = fcmp une double %12, 0.000000e+00
  br i1 %cmp10.1, label %if.then.1, label %for.inc16.1

if.then.1:                                        ; preds = %for.inc16
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom14.1 = sext i32 %j.2 to i64
  %arrayidx15.1 = getelementptr inbounds double, ptr %out, i64 %idxprom14.1
  store double %12, ptr %arrayidx15.1, align 8, !tbaa !16
  br label %for.inc16.1

for.inc16.1:                                      ; preds = %if.then.1, %for.inc16
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc16 ]
  %indvars.iv.next49.1 = add nuw nsw i64 %indvars.iv48, 2
  %13 = trunc nuw i64 %indvars.iv.next49.1 to i32
  %cmp7.1 = icmp slt i32 %13, %n
  br i1 %cmp7.1, label %for.body9, label %for.end18, !llvm.loop !19

for.end18:                                        ; preds = %for.body9.prol.loopexit, %for.inc16.1, %for.cond6.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond6.preheader ], [ %j.2.lcssa.unr, %for.body9.prol.loopexit ], [ %j.2.1, %for.inc16.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compress_odd_epi64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp.not33 = icmp slt i32 %n, 8
  br i1 %cmp.not33, label %for.cond7.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %1 = and i32 %n, 2147483640
  br label %for.body

for.cond7.preheader:                              ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add5, %for.body ]
  %cmp838 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp838, label %for.body10.preheader, label %for.end17

for.body10.preheader:                             ; preds = %for.cond7.preheader
  %2 = zext nneg i32 %i.0.lcssa to i64
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body10.prol.loopexit, label %for.body10.prol

for.body10.prol:                                  ; preds = %for.body10.preheader
  %arrayidx.prol = getelementptr inbounds i64, ptr %in, i64 %2
  %3 = load i64, ptr %arrayidx.prol, align 8, !tbaa !20
  %and.prol = and i64 %3, 1
  %tobool.not.prol = icmp eq i64 %and.prol, 0
  br i1 %tobool.not.prol, label %for.inc15.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body10.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom13.prol = sext i32 %j.0.lcssa to i64
  %arrayidx14.prol = getelementptr inbounds i64, ptr %out, i64 %idxprom13.prol
  store i64 %3, ptr %arrayidx14.prol, align 8, !tbaa !20
  br label %for.inc15.prol

for.inc15.prol:                                   ; preds = %if.then.prol, %for.body10.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body10.prol ]
  %indvars.iv.next48.prol = or disjoint i64 %2, 1
  br label %for.body10.prol.loopexit

for.body10.prol.loopexit:                         ; preds = %for.inc15.prol, %for.body10.preheader
  %indvars.iv47.unr = phi i64 [ %2, %for.body10.preheader ], [ %indvars.iv.next48.prol, %for.inc15.prol ]
  %j.140.unr = phi i32 [ %j.0.lcssa, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %j.2.lcssa.unr = phi i32 [ poison, %for.body10.preheader ], [ %j.2.prol, %for.inc15.prol ]
  %4 = add i32 %n, -1
  %5 = icmp eq i32 %i.0.lcssa, %4
  br i1 %5, label %for.end17, label %for.body10.preheader.new

for.body10.preheader.new:                         ; preds = %for.body10.prol.loopexit
  %invariant.gep = getelementptr i8, ptr %in, i64 8
  br label %for.body10

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv42 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next43, %for.body ]
  %indvars.iv = phi i64 [ 8, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.035 = phi i32 [ 0, %for.body.preheader ], [ %add5, %for.body ]
  %add.ptr = getelementptr inbounds i64, ptr %in, i64 %indvars.iv42
  %6 = load <8 x i64>, ptr %add.ptr, align 1, !tbaa !9
  %7 = trunc <8 x i64> %6 to <8 x i1>
  %8 = bitcast <8 x i1> %7 to i8
  %idx.ext3 = zext nneg i32 %j.035 to i64
  %add.ptr4 = getelementptr inbounds i64, ptr %out, i64 %idx.ext3
  tail call void @llvm.masked.compressstore.v8i64(<8 x i64> %6, ptr %add.ptr4, <8 x i1> %7)
  %9 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %8)
  %10 = zext nneg i8 %9 to i32
  %add5 = add nuw nsw i32 %j.035, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 8
  br i1 %cmp.not, label %for.cond7.preheader, label %for.body, !llvm.loop !22

for.body10:                                       ; preds = %for.inc15.1, %for.body10.preheader.new
  %indvars.iv47 = phi i64 [ %indvars.iv47.unr, %for.body10.preheader.new ], [ %indvars.iv.next48.1, %for.inc15.1 ]
  %j.140 = phi i32 [ %j.140.unr, %for.body10.preheader.new ], [ %j.2.1, %for.inc15.1 ]
  %arrayidx = getelementptr inbounds i64, ptr %in, i64 %indvars.iv47
  %11 = load i64, ptr %arrayidx, align 8, !tbaa !20
  %and = and i64 %11, 1
  %tobool.not = icmp eq i64 %and, 0
  br i1 %tobool.not, label %for.inc15, label %if.then

if.then:                                          ; preds = %for.body10
  %inc = add nsw i32 %j.140, 1
  %idxprom13 = sext i32 %j.140 to i64
  %arrayidx14 = getelementptr inbounds i64, ptr %out, i64 %idxprom13
  store i64 %11, ptr %arrayidx14, align 8, !tbaa !20
  br label %for.inc15

for.inc15:                                        ; preds = %for.body10, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.140, %for.body10 ]
  %gep = getelementptr i64, ptr %invariant.gep, i64 %indvars.iv47
  %12 = load i64, ptr %gep, align 8, !tbaa !20
  %and.1 = and i64 %12, 1
  %tobool.not.1 = icmp eq i64 %and.1, 0
  br i1 %tobool.not.1, label %for.inc15.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc15
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom13.1 = sext i32 %j.2 to i64
  %arrayidx14.1 = getelementptr inbounds i64, ptr %out, i64 %idxprom13.1
  store i64 %12, ptr %arrayidx14.1, align 8, !tbaa !20
  br label %for.inc15.1

for.inc15.1:                                      ; preds = %if.then.1, %for.inc15
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc15 ]
  %indvars.iv.next48.1 = add nuw nsw i64 %indvars.iv47, 2
  %13 = trunc nuw i64 %indvars.iv.next48.1 to i32
  %cmp8.1 = icmp slt i32 %13, %n
  br i1 %cmp8.1, label %for.body10, label %for.end17, !llvm.loop !23

for.end17:                                        ; preds = %for.body10.prol.loopexit, %for.inc15.1, %for.cond7.preheader
  %j.1.lcssa = phi i32 [ %j.0.lcssa, %for.cond7.preheader ], [ %j.2.lcssa.unr, %for.body10.prol.loopexit ], [ %j.2.1, %for.inc15.1 ]
  store i32 %j.1.lcssa, ptr %count, align 4, !tbaa !13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_i32(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp.not40 = icmp slt i32 %n, 16
  br i1 %cmp.not40, label %for.cond12.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %1 = and i32 %n, 2147483632
  br label %for.body

for.cond12.preheader:                             ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add10, %for.body ]
  %cmp1345 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1345, label %for.body15.preheader, label %for.end22

for.body15.preheader:                             ; preds = %for.cond12.preheader
  %2 = zext nneg i32 %i.0.lcssa to i64
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body15.prol.loopexit, label %for.body15.prol

for.body15.prol:                                  ; preds = %for.body15.preheader
  %arrayidx.prol = getelementptr inbounds i32, ptr %flag, i64 %2
  %3 = load i32, ptr %arrayidx.prol, align 4, !tbaa !13
  %tobool.not.prol = icmp eq i32 %3, 0
  br i1 %tobool.not.prol, label %for.inc20.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body15.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom16.prol = sext i32 %j.0.lcssa to i64
  %arrayidx17.prol = getelementptr inbounds i32, ptr %in, i64 %idxprom16.prol
  %4 = load i32, ptr %arrayidx17.prol, align 4, !tbaa !13
  %arrayidx19.prol = getelementptr inbounds i32, ptr %out, i64 %2
  store i32 %4, ptr %arrayidx19.prol, align 4, !tbaa !13
  br label %for.inc20.prol

for.inc20.prol:                                   ; preds = %if.then.prol, %for.body15.prol
  %j.2.prol = phi i32 [ %inc.prol, %if.then.prol ], [ %j.0.lcssa, %for.body15.prol ]
  %indvars.iv.next54.prol = or disjoint i64 %2, 1
  br label %for.body15.prol.loopexit

for.body15.prol.loopexit:                         ; preds = %for.inc20.prol, %for.body15.preheader
  %indvars.iv53.unr = phi i64 [ %2, %for.body15.preheader ], [ %indvars.iv.next54.prol, %for.inc20.prol ]
  %j.147.unr = phi i32 [ %j.0.lcssa, %for.body15.preheader ], [ %j.2.prol, %for.inc20.prol ]
  %5 = add i32 %n, -1
  %6 = icmp eq i32 %i.0.lcssa, %5
  br i1 %6, label %for.end22, label %for.body15

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv48 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next49, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.042 = phi i32 [ 0, %for.body.preheader ], [ %add10, %for.body ]
  %add.ptr = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv48
  %7 = load <16 x i32>, ptr %add.ptr, align 1, !tbaa !9
  %8 = icmp ne <16 x i32> %7, zeroinitializer
  %9 = bitcast <16 x i1> %8 to i16
  %add.ptr3 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv48
  %10 = load <16 x i32>, ptr %add.ptr3, align 1, !tbaa !9
  %idx.ext5 = zext nneg i32 %j.042 to i64
  %add.ptr6 = getelementptr inbounds i32, ptr %in, i64 %idx.ext5
  %11 = tail call <16 x i32> @llvm.masked.expandload.v16i32(ptr %add.ptr6, <16 x i1> %8, <16 x i32> %10)
  store <16 x i32> %11, ptr %add.ptr3, align 1, !tbaa !9
  %12 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %9)
  %13 = zext nneg i16 %12 to i32
  %add10 = add nuw nsw i32 %j.042, %13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 16
  br i1 %cmp.not, label %for.cond12.preheader, label %for.body, !llvm.loop !24

for.body15:                                       ; preds = %for.body15.prol.loopexit, %for.inc20.1
  %indvars.iv53 = phi i64 [ %indvars.iv.next54.1, %for.inc20.1 ], [ %indvars.iv53.unr, %for.body15.prol.loopexit ]
  %j.147 = phi i32 [ %j.2.1, %for.inc20.1 ], [ %j.147.unr, %for.body15.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv53
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !13
  %tobool.not = icmp eq i32 %14, 0
  br i1 %tobool.not, label %for.inc20, label %if.then

if.then:                                          ; preds = %for.body15
  %inc = add nsw i32 %j.147, 1
  %idxprom16 = sext i32 %j.147 to i64
  %arrayidx17 = getelementptr inbounds i32, ptr %in, i64 %idxprom16
  %15 = load i32, ptr %arrayidx17, align 4, !tbaa !13
  %arrayidx19 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv53
  store i32 %15, ptr %arrayidx19, align 4, !tbaa !13
  br label %for.inc20

for.inc20:                                        ; preds = %for.body15, %if.then
  %j.2 = phi i32 [ %inc, %if.then ], [ %j.147, %for.body15 ]
  %indvars.iv.next54 = add nuw nsw i64 %indvars.iv53, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %flag, i64 %indvars.iv.next54
  %16 = load i32, ptr %arrayidx.1, align 4, !tbaa !13
  %tobool.not.1 = icmp eq i32 %16, 0
  br i1 %tobool.not.1, label %for.inc20.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc20
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom16.1 = sext i32 %j.2 to i64
  %arrayidx17.1 = getelementptr inbounds i32, ptr %in, i64 %idxprom16.1
  %17 = load i32, ptr %arrayidx17.1, align 4, !tbaa !13
  %arrayidx19.1 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.next54
  store i32 %17, ptr %arrayidx19.1, align 4, !tbaa !13
  br label %for.inc20.1

for.inc20.1:                                      ; preds = %if.then.1, %for.inc20
  %j.2.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.2, %for.inc20 ]
  %indvars.iv.next54.1 = add nuw nsw i64 %indvars.iv53, 2
  %18 = trunc nuw i64 %indvars.iv.next54.1 to i32
  %cmp13.1 = icmp slt i32 %18, %n
  br i1 %cmp13.1, label %for.body15, label %for.end22, !llvm.loop !25

for.end22:                                        ; preds = %for.body15.prol.loopexit, %for.inc20.1, %for.cond12.preheader
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_scale_ps(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp.not43 = icmp slt i32 %n, 16
  br i1 %cmp.not43, label %for.cond10.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %1 = and i32 %n, 2147483632
  br label %for.body

for.cond10.preheader:                             ; preds = %for.body, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.body ]
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %add8, %for.body ]
  %cmp1148 = icmp slt i32 %i.0.lcssa, %n
  br i1 %cmp1148, label %for.body13.preheader, label %for.end25

for.body13.preheader:                             ; preds = %for.cond10.preheader
  %2 = zext nneg i32 %i.0.lcssa to i64
  %xtraiter = and i32 %n, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body13.prol.loopexit, label %for.body13.prol

for.body13.prol:                                  ; preds = %for.body13.preheader
  %arrayidx.prol = getelementptr inbounds float, ptr %w, i64 %2
  %3 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %cmp15.prol = fcmp ogt float %3, 0.000000e+00
  br i1 %cmp15.prol, label %cond.true.prol, label %cond.end.prol

cond.true.prol:                                   ; preds = %for.body13.prol
  %inc.prol = add nsw i32 %j.0.lcssa, 1
  %idxprom17.prol = sext i32 %j.0.lcssa to i64
  %arrayidx18.prol = getelementptr inbounds float, ptr %in, i64 %idxprom17.prol
  %4 = load float, ptr %arrayidx18.prol, align 4, !tbaa !5
  br label %cond.end.prol

cond.end.prol:                                    ; preds = %cond.true.prol, %for.body13.prol
  %j.2.prol = phi i32 [ %inc.prol, %cond.true.prol ], [ %j.0.lcssa, %for.body13.prol ]
  %cond.prol = phi float [ %4, %cond.true.prol ], [ 0.000000e+00, %for.body13.prol ]
  %mul.prol = fmul float %3, %cond.prol
  %arrayidx22.prol = getelementptr inbounds float, ptr %out, i64 %2
  store float %mul.prol, ptr %arrayidx22.prol, align 4, !tbaa !5
  %indvars.iv.next57.prol = or disjoint i64 %2, 1
  br label %for.body13.prol.loopexit

for.body13.prol.loopexit:                         ; preds = %cond.end.prol, %for.body13.preheader
  %indvars.iv56.unr = phi i64 [ %2, %for.body13.preheader ], [ %indvars.iv.next57.prol, %cond.end.prol ]
  %j.150.unr = phi i32 [ %j.0.lcssa, %for.body13.preheader ], [ %j.2.prol, %cond.end.prol ]
  %5 = add i32 %n, -1
  %6 = icmp eq i32 %i.0.lcssa, %5
  br i1 %6, label %for.end25, label %for.body13

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv51 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next52, %for.body ]
  %indvars.iv = phi i64 [ 16, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %j.045 = phi i32 [ 0, %for.body.preheader ], [ %add8, %for.body ]
  %add.ptr = getelementptr inbounds float, ptr %w, i64 %indvars.iv51
  %7 = load <16 x float>, ptr %add.ptr, align 1, !tbaa !9
  %8 = fcmp ogt <16 x float> %7, zeroinitializer
  %9 = bitcast <16 x i1> %8 to i16
  %idx.ext2 = zext nneg i32 %j.045 to i64
  %add.ptr3 = getelementptr inbounds float, ptr %in, i64 %idx.ext2
  %10 = tail call <16 x float> @llvm.masked.expandload.v16f32(ptr %add.ptr3, <16 x i1> %8, <16 x float> zeroinitializer)
  %add.ptr6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv51
  %mul.i = fmul <16 x float> %7, %10
  store <16 x float> %mul.i, ptr %add.ptr6, align 1, !tbaa !9
  %11 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %9)
  %12 = zext nneg i16 %11 to i32
  %add8 = add nuw nsw i32 %j.045, %12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 16
  %cmp.not = icmp ugt i64 %indvars.iv.next, %0
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 16
  br i1 %cmp.not, label %for.cond10.preheader, label %for.body, !llvm.loop !26

for.body13:                                       ; preds = %for.body13.prol.loopexit, %cond.end.1
  %indvars.iv56 = phi i64 [ %indvars.iv.next57.1, %cond.end.1 ], [ %indvars.iv56.unr, %for.body13.prol.loopexit ]
  %j.150 = phi i32 [ %j.2.1, %cond.end.1 ], [ %j.150.unr, %for.body13.prol.loopexit ]
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %indvars.iv56
  %13 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp15 = fcmp ogt float %13, 0.000000e+00
  br i1 %cmp15, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body13
  %inc = add nsw i32 %j.150, 1
  %idxprom17 = sext i32 %j.150 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %in, i64 %idxprom17
  %14 = load float, ptr %arrayidx18, align 4, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %for.body13, %cond.true
  %j.2 = phi i32 [ %inc, %cond.true ], [ %j.150, %for.body13 ]
  %cond = phi float [ %14, %cond.true ], [ 0.000000e+00, %for.body13 ]
  %mul = fmul float %13, %cond
  %arrayidx22 = getelementptr inbounds float, ptr %out, i64 %indvars.iv56
  store float %mul, ptr %arrayidx22, align 4, !tbaa !5
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %w, i64 %indvars.iv.next57
  %15 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %cmp15.1 = fcmp ogt float %15, 0.000000e+00
  br i1 %cmp15.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %cond.end
  %inc.1 = add nsw i32 %j.2, 1
  %idxprom17.1 = sext i32 %j.2 to i64
  %arrayidx18.1 = getelementptr inbounds float, ptr %in, i64 %idxprom17.1
  %16 = load float, ptr %arrayidx18.1, align 4, !tbaa !5
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %cond.end
  %j.2.1 = phi i32 [ %inc.1, %cond.true.1 ], [ %j.2, %cond.end ]
  %cond.1 = phi float [ %16, %cond.true.1 ], [ 0.000000e+00, %cond.end ]
  %mul.1 = fmul float %15, %cond.1
  %arrayidx22.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next57
  store float %mul.1, ptr %arrayidx22.1, align 4, !tbaa !5
  %indvars.iv.next57.1 = add nuw nsw i64 %indvars.iv56, 2
  %17 = trunc nuw i64 %indvars.iv.next57.1 to i32
  %cmp11.1 = icmp slt i32 %17, %n
  br i1 %cmp11.1, label %for.body13, label %for.end25, !llvm.loop !27

for.end25:                                        ; preds = %for.body13.prol.loopexit, %cond.end.1, %for.cond10.preheader
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite) uwtable
define dso_local void @expand_pd(ptr noalias nocapture noundef %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %0 = zext nneg i32 %n to i64
  br label %for.body5

for.cond.cleanup:                                 ; preds = %for.cond.cleanup4, %entry
  ret void

for.cond.cleanup4:                                ; preds = %for.body5.7, %for.body5.6, %for.body5.5, %for.body5.4, %for.body5.3, %for.body5.2, %for.body5.1, %for.body5
  %k.0.lcssa = phi i8 [ %12, %for.body5 ], [ %conv10.1, %for.body5.1 ], [ %conv10.2, %for.body5.2 ], [ %conv10.3, %for.body5.3 ], [ %conv10.4, %for.body5.4 ], [ %conv10.5, %for.body5.5 ], [ %conv10.6, %for.body5.6 ], [ %conv10.7, %for.body5.7 ]
  %1 = sub nsw i64 %0, %indvars.iv
  %cmp11 = icmp sgt i64 %1, 7
  %2 = trunc nsw i64 %1 to i32
  %notmask = shl nsw i32 -1, %2
  %3 = trunc i32 %notmask to i8
  %4 = xor i8 %3, -1
  %conv18 = select i1 %cmp11, i8 -1, i8 %4
  %add.ptr = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  %5 = bitcast i8 %conv18 to <8 x i1>
  %6 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %add.ptr, i32 1, <8 x i1> %5, <8 x double> zeroinitializer)
  %idx.ext19 = zext nneg i32 %j.052 to i64
  %add.ptr20 = getelementptr inbounds double, ptr %in, i64 %idx.ext19
  %7 = bitcast i8 %k.0.lcssa to <8 x i1>
  %8 = tail call <8 x double> @llvm.masked.expandload.v8f64(ptr %add.ptr20, <8 x i1> %7, <8 x double> %6)
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %8, ptr %add.ptr, i32 1, <8 x i1> %5)
  %9 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %k.0.lcssa)
  %10 = zext nneg i8 %9 to i32
  %add25 = add nuw nsw i32 %j.052, %10
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp = icmp ult i64 %indvars.iv.next, %0
  br i1 %cmp, label %for.body5, label %for.cond.cleanup, !llvm.loop !28

for.body5:                                        ; preds = %for.cond.cleanup4, %for.cond1.preheader.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next, %for.cond.cleanup4 ]
  %j.052 = phi i32 [ 0, %for.cond1.preheader.preheader ], [ %add25, %for.cond.cleanup4 ]
  %arrayidx = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv
  %11 = load i8, ptr %arrayidx, align 1, !tbaa !9
  %cmp7 = icmp ne i8 %11, 0
  %12 = zext i1 %cmp7 to i8
  %13 = or disjoint i64 %indvars.iv, 1
  %cmp3.1 = icmp ult i64 %13, %0
  br i1 %cmp3.1, label %for.body5.1, label %for.cond.cleanup4

for.body5.1:                                      ; preds = %for.body5
  %arrayidx.1 = getelementptr inbounds i8, ptr %flag, i64 %13
  %14 = load i8, ptr %arrayidx.1, align 1, !tbaa !9
  %cmp7.1.not = icmp eq i8 %14, 0
  %15 = select i1 %cmp7.1.not, i8 0, i8 2
  %conv10.1 = or disjoint i8 %15, %12
  %16 = or disjoint i64 %indvars.iv, 2
  %cmp3.2 = icmp ult i64 %16, %0
  br i1 %cmp3.2, label %for.body5.2, label %for.cond.cleanup4

for.body5.2:                                      ; preds = %for.body5.1
  %arrayidx.2 = getelementptr inbounds i8, ptr %flag, i64 %16
  %17 = load i8, ptr %arrayidx.2, align 1, !tbaa !9
  %cmp7.2.not = icmp eq i8 %17, 0
  %18 = select i1 %cmp7.2.not, i8 0, i8 4
  %conv10.2 = or disjoint i8 %conv10.1, %18
  %19 = or disjoint i64 %indvars.iv, 3
  %cmp3.3 = icmp ult i64 %19, %0
  br i1 %cmp3.3, label %for.body5.3, label %for.cond.cleanup4

for.body5.3:                                      ; preds = %for.body5.2
  %arrayidx.3 = getelementptr inbounds i8, ptr %flag, i64 %19
  %20 = load i8, ptr %arrayidx.3, align 1, !tbaa !9
  %cmp7.3.not = icmp eq i8 %20, 0
  %21 = select i1 %cmp7.3.not, i8 0, i8 8
  %conv10.3 = or disjoint i8 %conv10.2, %21
  %22 = or disjoint i64 %indvars.iv, 4
  %cmp3.4 = icmp ult i64 %22, %0
  br i1 %cmp3.4, label %for.body5.4, label %for.cond.cleanup4

for.body5.4:                                      ; preds = %for.body5.3
  %arrayidx.4 = getelementptr inbounds i8, ptr %flag, i64 %22
  %23 = load i8, ptr %arrayidx.4, align 1, !tbaa !9
  %cmp7.4.not = icmp eq i8 %23, 0
  %24 = select i1 %cmp7.4.not, i8 0, i8 16
  %conv10.4 = or disjoint i8 %conv10.3, %24
  %25 = or disjoint i64 %indvars.iv, 5
  %cmp3.5 = icmp ult i64 %25, %0
  br i1 %cmp3.5, label %for.body5.5, label %for.cond.cleanup4

for.body5.5:                                      ; preds = %for.body5.4
  %arrayidx.5 = getelementptr inbounds i8, ptr %flag, i64 %25
  %26 = load i8, ptr %arrayidx.5, align 1, !tbaa !9
  %cmp7.5.not = icmp eq i8 %26, 0
  %27 = select i1 %cmp7.5.not, i8 0, i8 32
  %conv10.5 = or disjoint i8 %conv10.4, %27
  %28 = or disjoint i64 %indvars.iv, 6
  %cmp3.6 = icmp ult i64 %28, %0
  br i1 %cmp3.6, label %for.body5.6, label %for.cond.cleanup4

for.body5.6:                                      ; preds = %for.body5.5
  %arrayidx.6 = getelementptr inbounds i8, ptr %flag, i64 %28
  %29 = load i8, ptr %arrayidx.6, align 1, !tbaa !9
  %cmp7.6.not = icmp eq i8 %29, 0
  %30 = select i1 %cmp7.6.not, i8 0, i8 64
  %conv10.6 = or i8 %conv10.5, %30
  %31 = or disjoint i64 %indvars.iv, 7
  %cmp3.7 = icmp ult i64 %31, %0
  br i1 %cmp3.7, label %for.body5.7, label %for.cond.cleanup4

for.body5.7:                                      ; preds = %for.body5.6
  %arrayidx.7 = getelementptr inbounds i8, ptr %flag, i64 %31
  %32 = load i8, ptr %arrayidx.7, align 1, !tbaa !9
  %cmp7.7.not = icmp eq i8 %32, 0
  %33 = select i1 %cmp7.7.not, i8 0, i8 -128
  %conv10.7 = or i8 %conv10.6, %33
  br label %for.cond.cleanup4
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compact_gt(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %count, ptr noalias nocapture noundef readonly %in, i32 noundef %t, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %j.1.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.013.unr = phi i32 [ 0, %for.body.preheader ], [ %j.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, ptr %in, i64 %indvars.iv.unr
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !13
  %cmp1.epil = icmp sgt i32 %1, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %j.013.unr, 1
  %idxprom4.epil = sext i32 %j.013.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, ptr %out, i64 %idxprom4.epil
  store i32 %1, ptr %arrayidx5.epil, align 4, !tbaa !13
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %j.0.lcssa = phi i32 [ 0, %entry ], [ %j.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %j.013.unr, %for.body.epil ]
  store i32 %j.0.lcssa, ptr %count, align 4, !tbaa !13
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.013 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !13
  %cmp1 = icmp sgt i32 %2, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.013, 1
  %idxprom4 = sext i32 %j.013 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom4
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !13
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.013, %for.body ]
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %in, i64 %indvars.iv.next
  %3 = load i32, ptr %arrayidx.1, align 4, !tbaa !13
  %cmp1.1 = icmp sgt i32 %3, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom4.1 = sext i32 %j.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, ptr %out, i64 %idxprom4.1
  store i32 %3, ptr %arrayidx5.1, align 4, !tbaa !13
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @expand_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %flag, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.inc.1
  %1 = sext i32 %j.1.1 to i64
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %j.010.unr = phi i64 [ 0, %for.body.preheader ], [ %1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv.unr
  %2 = load i8, ptr %arrayidx.epil, align 1, !tbaa !9
  %tobool.not.epil = icmp eq i8 %2, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %arrayidx2.epil = getelementptr inbounds i16, ptr %in, i64 %j.010.unr
  %3 = load i16, ptr %arrayidx2.epil, align 2, !tbaa !30
  %arrayidx4.epil = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.unr
  store i16 %3, ptr %arrayidx4.epil, align 2, !tbaa !30
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %j.010 = phi i32 [ 0, %for.body.preheader.new ], [ %j.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv
  %4 = load i8, ptr %arrayidx, align 1, !tbaa !9
  %tobool.not = icmp eq i8 %4, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %j.010, 1
  %idxprom1 = sext i32 %j.010 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %in, i64 %idxprom1
  %5 = load i16, ptr %arrayidx2, align 2, !tbaa !30
  %arrayidx4 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %5, ptr %arrayidx4, align 2, !tbaa !30
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %j.1 = phi i32 [ %inc, %if.then ], [ %j.010, %for.body ]
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %flag, i64 %indvars.iv.next
  %6 = load i8, ptr %arrayidx.1, align 1, !tbaa !9
  %tobool.not.1 = icmp eq i8 %6, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %j.1, 1
  %idxprom1.1 = sext i32 %j.1 to i64
  %arrayidx2.1 = getelementptr inbounds i16, ptr %in, i64 %idxprom1.1
  %7 = load i16, ptr %arrayidx2.1, align 2, !tbaa !30
  %arrayidx4.1 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.next
  store i16 %7, ptr %arrayidx4.1, align 2, !tbaa !30
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %j.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %j.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !32
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

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
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
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !7, i64 0}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !7, i64 0}
!32 = distinct !{!32, !11}
