; ModuleID = '<stdin>'
source_filename = "gathers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds float, float* %out, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  store <32 x float> %wide.masked.gather, <32 x float>* %9, align 4
  %index.next = or i64 %index, 32
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %13 = getelementptr inbounds float, float* %a, <32 x i64> %12
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %14 = getelementptr inbounds float, float* %out, i64 %index.next
  %15 = bitcast float* %14 to <32 x float>*
  store <32 x float> %wide.masked.gather.1, <32 x float>* %15, align 4
  %index.next.1 = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.2 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = sext <32 x i32> %wide.load.2 to <32 x i64>
  %19 = getelementptr inbounds float, float* %a, <32 x i64> %18
  %wide.masked.gather.2 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %wide.masked.gather.2, <32 x float>* %21, align 4
  %index.next.2 = or i64 %index, 96
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load.3 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = sext <32 x i32> %wide.load.3 to <32 x i64>
  %25 = getelementptr inbounds float, float* %a, <32 x i64> %24
  %wide.masked.gather.3 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %wide.masked.gather.3, <32 x float>* %27, align 4
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %31 = getelementptr inbounds float, float* %a, <32 x i64> %30
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil
  %33 = bitcast float* %32 to <32 x float>*
  store <32 x float> %wide.masked.gather.epil, <32 x float>* %33, align 4
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !9

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %34 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %35 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %35, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_i8(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = extractelement <32 x i64> %2, i64 0
  %4 = getelementptr inbounds i8, i8* %a, i64 %3
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds i8, i8* %a, i64 %5
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds i8, i8* %a, i64 %7
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds i8, i8* %a, i64 %9
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds i8, i8* %a, i64 %11
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds i8, i8* %a, i64 %13
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds i8, i8* %a, i64 %15
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds i8, i8* %a, i64 %17
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds i8, i8* %a, i64 %19
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds i8, i8* %a, i64 %21
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds i8, i8* %a, i64 %23
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds i8, i8* %a, i64 %25
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds i8, i8* %a, i64 %27
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds i8, i8* %a, i64 %29
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds i8, i8* %a, i64 %31
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds i8, i8* %a, i64 %33
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds i8, i8* %a, i64 %35
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds i8, i8* %a, i64 %37
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds i8, i8* %a, i64 %39
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds i8, i8* %a, i64 %41
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds i8, i8* %a, i64 %43
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds i8, i8* %a, i64 %45
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds i8, i8* %a, i64 %47
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds i8, i8* %a, i64 %49
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds i8, i8* %a, i64 %51
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds i8, i8* %a, i64 %53
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds i8, i8* %a, i64 %55
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds i8, i8* %a, i64 %57
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds i8, i8* %a, i64 %59
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds i8, i8* %a, i64 %61
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds i8, i8* %a, i64 %63
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds i8, i8* %a, i64 %65
  %67 = load i8, i8* %4, align 1
  %68 = load i8, i8* %6, align 1
  %69 = load i8, i8* %8, align 1
  %70 = load i8, i8* %10, align 1
  %71 = load i8, i8* %12, align 1
  %72 = load i8, i8* %14, align 1
  %73 = load i8, i8* %16, align 1
  %74 = load i8, i8* %18, align 1
  %75 = load i8, i8* %20, align 1
  %76 = load i8, i8* %22, align 1
  %77 = load i8, i8* %24, align 1
  %78 = load i8, i8* %26, align 1
  %79 = load i8, i8* %28, align 1
  %80 = load i8, i8* %30, align 1
  %81 = load i8, i8* %32, align 1
  %82 = load i8, i8* %34, align 1
  %83 = load i8, i8* %36, align 1
  %84 = load i8, i8* %38, align 1
  %85 = load i8, i8* %40, align 1
  %86 = load i8, i8* %42, align 1
  %87 = load i8, i8* %44, align 1
  %88 = load i8, i8* %46, align 1
  %89 = load i8, i8* %48, align 1
  %90 = load i8, i8* %50, align 1
  %91 = load i8, i8* %52, align 1
  %92 = load i8, i8* %54, align 1
  %93 = load i8, i8* %56, align 1
  %94 = load i8, i8* %58, align 1
  %95 = load i8, i8* %60, align 1
  %96 = load i8, i8* %62, align 1
  %97 = load i8, i8* %64, align 1
  %98 = load i8, i8* %66, align 1
  %99 = insertelement <32 x i8> poison, i8 %67, i64 0
  %100 = insertelement <32 x i8> %99, i8 %68, i64 1
  %101 = insertelement <32 x i8> %100, i8 %69, i64 2
  %102 = insertelement <32 x i8> %101, i8 %70, i64 3
  %103 = insertelement <32 x i8> %102, i8 %71, i64 4
  %104 = insertelement <32 x i8> %103, i8 %72, i64 5
  %105 = insertelement <32 x i8> %104, i8 %73, i64 6
  %106 = insertelement <32 x i8> %105, i8 %74, i64 7
  %107 = insertelement <32 x i8> %106, i8 %75, i64 8
  %108 = insertelement <32 x i8> %107, i8 %76, i64 9
  %109 = insertelement <32 x i8> %108, i8 %77, i64 10
  %110 = insertelement <32 x i8> %109, i8 %78, i64 11
  %111 = insertelement <32 x i8> %110, i8 %79, i64 12
  %112 = insertelement <32 x i8> %111, i8 %80, i64 13
  %113 = insertelement <32 x i8> %112, i8 %81, i64 14
  %114 = insertelement <32 x i8> %113, i8 %82, i64 15
  %115 = insertelement <32 x i8> %114, i8 %83, i64 16
  %116 = insertelement <32 x i8> %115, i8 %84, i64 17
  %117 = insertelement <32 x i8> %116, i8 %85, i64 18
  %118 = insertelement <32 x i8> %117, i8 %86, i64 19
  %119 = insertelement <32 x i8> %118, i8 %87, i64 20
  %120 = insertelement <32 x i8> %119, i8 %88, i64 21
  %121 = insertelement <32 x i8> %120, i8 %89, i64 22
  %122 = insertelement <32 x i8> %121, i8 %90, i64 23
  %123 = insertelement <32 x i8> %122, i8 %91, i64 24
  %124 = insertelement <32 x i8> %123, i8 %92, i64 25
  %125 = insertelement <32 x i8> %124, i8 %93, i64 26
  %126 = insertelement <32 x i8> %125, i8 %94, i64 27
  %127 = insertelement <32 x i8> %126, i8 %95, i64 28
  %128 = insertelement <32 x i8> %127, i8 %96, i64 29
  %129 = insertelement <32 x i8> %128, i8 %97, i64 30
  %130 = insertelement <32 x i8> %129, i8 %98, i64 31
  %131 = sext <32 x i8> %130 to <32 x i32>
  %132 = getelementptr inbounds i32, i32* %out, i64 %index
  %133 = bitcast i32* %132 to <32 x i32>*
  store <32 x i32> %131, <32 x i32>* %133, align 4
  %index.next = add nuw i64 %index, 32
  %134 = icmp eq i64 %index.next, %n.vec
  br i1 %134, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %135 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %135 to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %a, i64 %idxprom1
  %136 = load i8, i8* %arrayidx2, align 1
  %conv = sext i8 %136 to i32
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %conv, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_u16(i32* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = extractelement <32 x i64> %2, i64 0
  %4 = getelementptr inbounds i16, i16* %a, i64 %3
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds i16, i16* %a, i64 %5
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds i16, i16* %a, i64 %7
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds i16, i16* %a, i64 %9
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds i16, i16* %a, i64 %11
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds i16, i16* %a, i64 %13
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds i16, i16* %a, i64 %15
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds i16, i16* %a, i64 %17
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds i16, i16* %a, i64 %19
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds i16, i16* %a, i64 %21
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds i16, i16* %a, i64 %23
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds i16, i16* %a, i64 %25
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds i16, i16* %a, i64 %27
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds i16, i16* %a, i64 %29
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds i16, i16* %a, i64 %31
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds i16, i16* %a, i64 %33
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds i16, i16* %a, i64 %35
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds i16, i16* %a, i64 %37
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds i16, i16* %a, i64 %39
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds i16, i16* %a, i64 %41
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds i16, i16* %a, i64 %43
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds i16, i16* %a, i64 %45
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds i16, i16* %a, i64 %47
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds i16, i16* %a, i64 %49
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds i16, i16* %a, i64 %51
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds i16, i16* %a, i64 %53
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds i16, i16* %a, i64 %55
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds i16, i16* %a, i64 %57
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds i16, i16* %a, i64 %59
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds i16, i16* %a, i64 %61
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds i16, i16* %a, i64 %63
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds i16, i16* %a, i64 %65
  %67 = load i16, i16* %4, align 2
  %68 = load i16, i16* %6, align 2
  %69 = load i16, i16* %8, align 2
  %70 = load i16, i16* %10, align 2
  %71 = load i16, i16* %12, align 2
  %72 = load i16, i16* %14, align 2
  %73 = load i16, i16* %16, align 2
  %74 = load i16, i16* %18, align 2
  %75 = load i16, i16* %20, align 2
  %76 = load i16, i16* %22, align 2
  %77 = load i16, i16* %24, align 2
  %78 = load i16, i16* %26, align 2
  %79 = load i16, i16* %28, align 2
  %80 = load i16, i16* %30, align 2
  %81 = load i16, i16* %32, align 2
  %82 = load i16, i16* %34, align 2
  %83 = load i16, i16* %36, align 2
  %84 = load i16, i16* %38, align 2
  %85 = load i16, i16* %40, align 2
  %86 = load i16, i16* %42, align 2
  %87 = load i16, i16* %44, align 2
  %88 = load i16, i16* %46, align 2
  %89 = load i16, i16* %48, align 2
  %90 = load i16, i16* %50, align 2
  %91 = load i16, i16* %52, align 2
  %92 = load i16, i16* %54, align 2
  %93 = load i16, i16* %56, align 2
  %94 = load i16, i16* %58, align 2
  %95 = load i16, i16* %60, align 2
  %96 = load i16, i16* %62, align 2
  %97 = load i16, i16* %64, align 2
  %98 = load i16, i16* %66, align 2
  %99 = insertelement <32 x i16> poison, i16 %67, i64 0
  %100 = insertelement <32 x i16> %99, i16 %68, i64 1
  %101 = insertelement <32 x i16> %100, i16 %69, i64 2
  %102 = insertelement <32 x i16> %101, i16 %70, i64 3
  %103 = insertelement <32 x i16> %102, i16 %71, i64 4
  %104 = insertelement <32 x i16> %103, i16 %72, i64 5
  %105 = insertelement <32 x i16> %104, i16 %73, i64 6
  %106 = insertelement <32 x i16> %105, i16 %74, i64 7
  %107 = insertelement <32 x i16> %106, i16 %75, i64 8
  %108 = insertelement <32 x i16> %107, i16 %76, i64 9
  %109 = insertelement <32 x i16> %108, i16 %77, i64 10
  %110 = insertelement <32 x i16> %109, i16 %78, i64 11
  %111 = insertelement <32 x i16> %110, i16 %79, i64 12
  %112 = insertelement <32 x i16> %111, i16 %80, i64 13
  %113 = insertelement <32 x i16> %112, i16 %81, i64 14
  %114 = insertelement <32 x i16> %113, i16 %82, i64 15
  %115 = insertelement <32 x i16> %114, i16 %83, i64 16
  %116 = insertelement <32 x i16> %115, i16 %84, i64 17
  %117 = insertelement <32 x i16> %116, i16 %85, i64 18
  %118 = insertelement <32 x i16> %117, i16 %86, i64 19
  %119 = insertelement <32 x i16> %118, i16 %87, i64 20
  %120 = insertelement <32 x i16> %119, i16 %88, i64 21
  %121 = insertelement <32 x i16> %120, i16 %89, i64 22
  %122 = insertelement <32 x i16> %121, i16 %90, i64 23
  %123 = insertelement <32 x i16> %122, i16 %91, i64 24
  %124 = insertelement <32 x i16> %123, i16 %92, i64 25
  %125 = insertelement <32 x i16> %124, i16 %93, i64 26
  %126 = insertelement <32 x i16> %125, i16 %94, i64 27
  %127 = insertelement <32 x i16> %126, i16 %95, i64 28
  %128 = insertelement <32 x i16> %127, i16 %96, i64 29
  %129 = insertelement <32 x i16> %128, i16 %97, i64 30
  %130 = insertelement <32 x i16> %129, i16 %98, i64 31
  %131 = zext <32 x i16> %130 to <32 x i32>
  %132 = add nuw nsw <32 x i32> %131, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %133 = getelementptr inbounds i32, i32* %out, i64 %index
  %134 = bitcast i32* %133 to <32 x i32>*
  store <32 x i32> %132, <32 x i32>* %134, align 4
  %index.next = add nuw i64 %index, 32
  %135 = icmp eq i64 %index.next, %n.vec
  br i1 %135, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %136 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %136 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %137 = load i16, i16* %arrayidx2, align 2
  %conv = zext i16 %137 to i32
  %add = add nuw nsw i32 %conv, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds i64, i64* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %8 = xor <32 x i64> %wide.masked.gather, %vec.ind
  %9 = getelementptr inbounds i64, i64* %out, i64 %index
  %10 = bitcast i64* %9 to <32 x i64>*
  store <32 x i64> %8, <32 x i64>* %10, align 8
  %index.next = or i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds i64, i64* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %14, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %15 = xor <32 x i64> %wide.masked.gather.1, %vec.ind.next
  %16 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %17 = bitcast i64* %16 to <32 x i64>*
  store <32 x i64> %15, <32 x i64>* %17, align 8
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %21 = getelementptr inbounds i64, i64* %a, <32 x i64> %20
  %wide.masked.gather.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %21, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %22 = xor <32 x i64> %wide.masked.gather.epil, %vec.ind.unr
  %23 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %24 = bitcast i64* %23 to <32 x i64>*
  store <32 x i64> %22, <32 x i64>* %24, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %25 to i64
  %arrayidx2 = getelementptr inbounds i64, i64* %a, i64 %idxprom1
  %26 = load i64, i64* %arrayidx2, align 8
  %xor = xor i64 %26, %indvars.iv
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %xor, i64* %arrayidx4, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @gather_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds double, double* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %8 = call <32 x double> @llvm.fmuladd.v32f64(<32 x double> %wide.masked.gather, <32 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <32 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %9 = getelementptr inbounds double, double* %out, i64 %index
  %10 = bitcast double* %9 to <32 x double>*
  store <32 x double> %8, <32 x double>* %10, align 8
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds double, double* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %14, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %15 = call <32 x double> @llvm.fmuladd.v32f64(<32 x double> %wide.masked.gather.1, <32 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <32 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %16 = getelementptr inbounds double, double* %out, i64 %index.next
  %17 = bitcast double* %16 to <32 x double>*
  store <32 x double> %15, <32 x double>* %17, align 8
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %21 = getelementptr inbounds double, double* %a, <32 x i64> %20
  %wide.masked.gather.epil = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %21, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %22 = call <32 x double> @llvm.fmuladd.v32f64(<32 x double> %wide.masked.gather.epil, <32 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <32 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %23 = getelementptr inbounds double, double* %out, i64 %index.unr
  %24 = bitcast double* %23 to <32 x double>*
  store <32 x double> %22, <32 x double>* %24, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %25 to i64
  %arrayidx2 = getelementptr inbounds double, double* %a, i64 %idxprom1
  %26 = load double, double* %arrayidx2, align 8
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double -1.000000e+00)
  %arrayidx4 = getelementptr inbounds double, double* %out, i64 %indvars.iv
  store double %27, double* %arrayidx4, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @gather_fma_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %9, align 4
  %10 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather, <32 x float> %broadcast.splat, <32 x float> %wide.load8)
  %11 = getelementptr inbounds float, float* %out, i64 %index
  %12 = bitcast float* %11 to <32 x float>*
  store <32 x float> %10, <32 x float>* %12, align 4
  %index.next = or i64 %index, 32
  %13 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %14, align 4
  %15 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %16 = getelementptr inbounds float, float* %a, <32 x i64> %15
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %17 = getelementptr inbounds float, float* %b, i64 %index.next
  %18 = bitcast float* %17 to <32 x float>*
  %wide.load8.1 = load <32 x float>, <32 x float>* %18, align 4
  %19 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather.1, <32 x float> %broadcast.splat, <32 x float> %wide.load8.1)
  %20 = getelementptr inbounds float, float* %out, i64 %index.next
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %19, <32 x float>* %21, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %25 = getelementptr inbounds float, float* %a, <32 x i64> %24
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %26 = getelementptr inbounds float, float* %b, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  %wide.load8.epil = load <32 x float>, <32 x float>* %27, align 4
  %28 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather.epil, <32 x float> %broadcast.splat, <32 x float> %wide.load8.epil)
  %29 = getelementptr inbounds float, float* %out, i64 %index.unr
  %30 = bitcast float* %29 to <32 x float>*
  store <32 x float> %28, <32 x float>* %30, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %31 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %31 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %32 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %33 = load float, float* %arrayidx4, align 4
  %34 = tail call float @llvm.fmuladd.f32(float %32, float %s, float %33)
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %34, float* %arrayidx6, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_strided_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 127
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.ph, label %for.body.preheader11

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %1 = add nsw i64 %n.vec, -128
  %2 = lshr exact i64 %1, 7
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 288230376151711742
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = mul nsw i64 %index, %0
  %6 = getelementptr inbounds float, float* %a, i64 %5
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %6, i64 32
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %6, i64 64
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %11, align 4
  %12 = getelementptr inbounds float, float* %6, i64 96
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %13, align 4
  %14 = getelementptr inbounds float, float* %out, i64 %index
  %15 = bitcast float* %14 to <32 x float>*
  store <32 x float> %wide.load, <32 x float>* %15, align 4
  %16 = getelementptr inbounds float, float* %14, i64 32
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %wide.load8, <32 x float>* %17, align 4
  %18 = getelementptr inbounds float, float* %14, i64 64
  %19 = bitcast float* %18 to <32 x float>*
  store <32 x float> %wide.load9, <32 x float>* %19, align 4
  %20 = getelementptr inbounds float, float* %14, i64 96
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %wide.load10, <32 x float>* %21, align 4
  %index.next = or i64 %index, 128
  %22 = mul nsw i64 %index.next, %0
  %23 = getelementptr inbounds float, float* %a, i64 %22
  %24 = bitcast float* %23 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %24, align 4
  %25 = getelementptr inbounds float, float* %23, i64 32
  %26 = bitcast float* %25 to <32 x float>*
  %wide.load8.1 = load <32 x float>, <32 x float>* %26, align 4
  %27 = getelementptr inbounds float, float* %23, i64 64
  %28 = bitcast float* %27 to <32 x float>*
  %wide.load9.1 = load <32 x float>, <32 x float>* %28, align 4
  %29 = getelementptr inbounds float, float* %23, i64 96
  %30 = bitcast float* %29 to <32 x float>*
  %wide.load10.1 = load <32 x float>, <32 x float>* %30, align 4
  %31 = getelementptr inbounds float, float* %out, i64 %index.next
  %32 = bitcast float* %31 to <32 x float>*
  store <32 x float> %wide.load.1, <32 x float>* %32, align 4
  %33 = getelementptr inbounds float, float* %31, i64 32
  %34 = bitcast float* %33 to <32 x float>*
  store <32 x float> %wide.load8.1, <32 x float>* %34, align 4
  %35 = getelementptr inbounds float, float* %31, i64 64
  %36 = bitcast float* %35 to <32 x float>*
  store <32 x float> %wide.load9.1, <32 x float>* %36, align 4
  %37 = getelementptr inbounds float, float* %31, i64 96
  %38 = bitcast float* %37 to <32 x float>*
  store <32 x float> %wide.load10.1, <32 x float>* %38, align 4
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %39 = mul nsw i64 %index.unr, %0
  %40 = getelementptr inbounds float, float* %a, i64 %39
  %41 = bitcast float* %40 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %41, align 4
  %42 = getelementptr inbounds float, float* %40, i64 32
  %43 = bitcast float* %42 to <32 x float>*
  %wide.load8.epil = load <32 x float>, <32 x float>* %43, align 4
  %44 = getelementptr inbounds float, float* %40, i64 64
  %45 = bitcast float* %44 to <32 x float>*
  %wide.load9.epil = load <32 x float>, <32 x float>* %45, align 4
  %46 = getelementptr inbounds float, float* %40, i64 96
  %47 = bitcast float* %46 to <32 x float>*
  %wide.load10.epil = load <32 x float>, <32 x float>* %47, align 4
  %48 = getelementptr inbounds float, float* %out, i64 %index.unr
  %49 = bitcast float* %48 to <32 x float>*
  store <32 x float> %wide.load.epil, <32 x float>* %49, align 4
  %50 = getelementptr inbounds float, float* %48, i64 32
  %51 = bitcast float* %50 to <32 x float>*
  store <32 x float> %wide.load8.epil, <32 x float>* %51, align 4
  %52 = getelementptr inbounds float, float* %48, i64 64
  %53 = bitcast float* %52 to <32 x float>*
  store <32 x float> %wide.load9.epil, <32 x float>* %53, align 4
  %54 = getelementptr inbounds float, float* %48, i64 96
  %55 = bitcast float* %54 to <32 x float>*
  store <32 x float> %wide.load10.epil, <32 x float>* %55, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader11

for.body.preheader11:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %56 = xor i64 %indvars.iv.ph, -1
  %57 = add nsw i64 %56, %wide.trip.count
  %xtraiter12 = and i64 %wide.trip.count, 3
  %lcmp.mod13.not = icmp eq i64 %xtraiter12, 0
  br i1 %lcmp.mod13.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader11, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader11 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader11 ]
  %58 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %58
  %59 = load float, float* %arrayidx.prol, align 4
  %arrayidx2.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.prol
  store float %59, float* %arrayidx2.prol, align 4
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter12
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !24

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader11
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader11 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %60 = icmp ult i64 %57, 3
  br i1 %60, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %61 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %61
  %62 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %62, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %63 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %63
  %64 = load float, float* %arrayidx.1, align 4
  %arrayidx2.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %64, float* %arrayidx2.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %65 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %65
  %66 = load float, float* %arrayidx.2, align 4
  %arrayidx2.2 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.1
  store float %66, float* %arrayidx2.2, align 4
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %67 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %67
  %68 = load float, float* %arrayidx.3, align 4
  %arrayidx2.3 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.2
  store float %68, float* %arrayidx2.3, align 4
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.end, label %for.body, !llvm.loop !25

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_i16_index(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i16, i16* %idx, i64 %index
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %5, align 2
  %6 = sext <32 x i16> %wide.load to <32 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = add nsw <32 x i32> %wide.masked.gather, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i16, i16* %idx, i64 %index.next
  %12 = bitcast i16* %11 to <32 x i16>*
  %wide.load.1 = load <32 x i16>, <32 x i16>* %12, align 2
  %13 = sext <32 x i16> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %14, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %15 = add nsw <32 x i32> %wide.masked.gather.1, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %15, <32 x i32>* %17, align 4
  %index.next.1 = or i64 %index, 64
  %18 = getelementptr inbounds i16, i16* %idx, i64 %index.next.1
  %19 = bitcast i16* %18 to <32 x i16>*
  %wide.load.2 = load <32 x i16>, <32 x i16>* %19, align 2
  %20 = sext <32 x i16> %wide.load.2 to <32 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <32 x i64> %20
  %wide.masked.gather.2 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %22 = add nsw <32 x i32> %wide.masked.gather.2, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.next.1
  %24 = bitcast i32* %23 to <32 x i32>*
  store <32 x i32> %22, <32 x i32>* %24, align 4
  %index.next.2 = or i64 %index, 96
  %25 = getelementptr inbounds i16, i16* %idx, i64 %index.next.2
  %26 = bitcast i16* %25 to <32 x i16>*
  %wide.load.3 = load <32 x i16>, <32 x i16>* %26, align 2
  %27 = sext <32 x i16> %wide.load.3 to <32 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <32 x i64> %27
  %wide.masked.gather.3 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %28, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %29 = add nsw <32 x i32> %wide.masked.gather.3, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %30 = getelementptr inbounds i32, i32* %out, i64 %index.next.2
  %31 = bitcast i32* %30 to <32 x i32>*
  store <32 x i32> %29, <32 x i32>* %31, align 4
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i16, i16* %idx, i64 %index.epil
  %33 = bitcast i16* %32 to <32 x i16>*
  %wide.load.epil = load <32 x i16>, <32 x i16>* %33, align 2
  %34 = sext <32 x i16> %wide.load.epil to <32 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <32 x i64> %34
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %36 = add nsw <32 x i32> %wide.masked.gather.epil, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %37 = getelementptr inbounds i32, i32* %out, i64 %index.epil
  %38 = bitcast i32* %37 to <32 x i32>*
  store <32 x i32> %36, <32 x i32>* %38, align 4
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !27

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i16, i16* %idx, i64 %indvars.iv
  %39 = load i16, i16* %arrayidx, align 2
  %idxprom1 = sext i16 %39 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %40 = load i32, i32* %arrayidx2, align 4
  %sub = add nsw i32 %40, -7
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %sub, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_masked_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i8* noalias nocapture noundef readonly %c, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %c, i64 %index
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = icmp eq <32 x i8> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %idx, i64 %index
  %8 = xor <32 x i1> %6, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %9 = bitcast i32* %7 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %9, i32 4, <32 x i1> %8, <32 x i32> poison)
  %10 = sext <32 x i32> %wide.masked.load to <32 x i64>
  %11 = getelementptr inbounds float, float* %a, <32 x i64> %10
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %11, i32 4, <32 x i1> %8, <32 x float> undef)
  %predphi = select <32 x i1> %6, <32 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <32 x float> %wide.masked.gather
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %predphi, <32 x float>* %13, align 4
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds i8, i8* %c, i64 %index.next
  %15 = bitcast i8* %14 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %15, align 1
  %16 = icmp eq <32 x i8> %wide.load.1, zeroinitializer
  %17 = getelementptr i32, i32* %idx, i64 %index.next
  %18 = xor <32 x i1> %16, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %19 = bitcast i32* %17 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %19, i32 4, <32 x i1> %18, <32 x i32> poison)
  %20 = sext <32 x i32> %wide.masked.load.1 to <32 x i64>
  %21 = getelementptr inbounds float, float* %a, <32 x i64> %20
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %21, i32 4, <32 x i1> %18, <32 x float> undef)
  %predphi.1 = select <32 x i1> %16, <32 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <32 x float> %wide.masked.gather.1
  %22 = getelementptr inbounds float, float* %out, i64 %index.next
  %23 = bitcast float* %22 to <32 x float>*
  store <32 x float> %predphi.1, <32 x float>* %23, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i8, i8* %c, i64 %index.unr
  %25 = bitcast i8* %24 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %25, align 1
  %26 = icmp eq <32 x i8> %wide.load.epil, zeroinitializer
  %27 = getelementptr i32, i32* %idx, i64 %index.unr
  %28 = xor <32 x i1> %26, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %29 = bitcast i32* %27 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %29, i32 4, <32 x i1> %28, <32 x i32> poison)
  %30 = sext <32 x i32> %wide.masked.load.epil to <32 x i64>
  %31 = getelementptr inbounds float, float* %a, <32 x i64> %30
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %31, i32 4, <32 x i1> %28, <32 x float> undef)
  %predphi.epil = select <32 x i1> %26, <32 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <32 x float> %wide.masked.gather.epil
  %32 = getelementptr inbounds float, float* %out, i64 %index.unr
  %33 = bitcast float* %32 to <32 x float>*
  store <32 x float> %predphi.epil, <32 x float>* %33, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i8, i8* %c, i64 %indvars.iv
  %34 = load i8, i8* %arrayidx, align 1
  %tobool.not = icmp eq i8 %34, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %35 = load i32, i32* %arrayidx2, align 4
  %idxprom3 = sext i32 %35 to i64
  %arrayidx4 = getelementptr inbounds float, float* %a, i64 %idxprom3
  %36 = load float, float* %arrayidx4, align 4
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %36, %cond.true ], [ -1.000000e+00, %for.body ]
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx6, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !30

for.end:                                          ; preds = %cond.end, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*>, i32 immarg, <32 x i1>, <32 x i64>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*>, i32 immarg, <32 x i1>, <32 x double>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x double> @llvm.fmuladd.v32f64(<32 x double>, <32 x double>, <32 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*>, i32 immarg, <32 x i1>, <32 x i32>) #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #5

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !7, !12, !8}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !12, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !12, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !12, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !12, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !12, !8}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !8}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !7, !12, !8}
!29 = distinct !{!29, !7, !8}
!30 = distinct !{!30, !7, !12, !8}
