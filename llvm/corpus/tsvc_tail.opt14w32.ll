; ModuleID = '<stdin>'
source_filename = "tsvc_tail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @tf_saxpy(float* noalias nocapture noundef %y, float* noalias nocapture noundef readonly %x, float noundef %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <32 x float> poison, float %a, i64 0
  %broadcast.splat11 = shufflevector <32 x float> %broadcast.splatinsert10, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert7 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat8 = shufflevector <32 x i64> %broadcast.splatinsert7, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat8, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %0 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %1 = getelementptr inbounds float, float* %x, i64 %index
  %2 = bitcast float* %1 to <32 x float>*
  %wide.masked.load = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %2, i32 4, <32 x i1> %0, <32 x float> poison)
  %3 = getelementptr inbounds float, float* %y, i64 %index
  %4 = bitcast float* %3 to <32 x float>*
  %wide.masked.load9 = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %4, i32 4, <32 x i1> %0, <32 x float> poison)
  %5 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %broadcast.splat11, <32 x float> %wide.masked.load, <32 x float> %wide.masked.load9)
  %6 = bitcast float* %3 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %5, <32 x float>* %6, i32 4, <32 x i1> %0)
  %index.next = add i64 %index, 32
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.end, label %vector.body, !llvm.loop !6

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_clamp_i16(i16* noalias nocapture noundef %p, i16 noundef signext %lo, i16 noundef signext %hi, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert76 = insertelement <32 x i16> poison, i16 %lo, i64 0
  %broadcast.splat77 = shufflevector <32 x i16> %broadcast.splatinsert76, <32 x i16> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert78 = insertelement <32 x i16> poison, i16 %hi, i64 0
  %broadcast.splat79 = shufflevector <32 x i16> %broadcast.splatinsert78, <32 x i16> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue141, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue141 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue141 ]
  %0 = or i64 %index, 1
  %1 = or i64 %index, 2
  %2 = or i64 %index, 3
  %3 = or i64 %index, 4
  %4 = or i64 %index, 5
  %5 = or i64 %index, 6
  %6 = or i64 %index, 7
  %7 = or i64 %index, 8
  %8 = or i64 %index, 9
  %9 = or i64 %index, 10
  %10 = or i64 %index, 11
  %11 = or i64 %index, 12
  %12 = or i64 %index, 13
  %13 = or i64 %index, 14
  %14 = or i64 %index, 15
  %15 = or i64 %index, 16
  %16 = or i64 %index, 17
  %17 = or i64 %index, 18
  %18 = or i64 %index, 19
  %19 = or i64 %index, 20
  %20 = or i64 %index, 21
  %21 = or i64 %index, 22
  %22 = or i64 %index, 23
  %23 = or i64 %index, 24
  %24 = or i64 %index, 25
  %25 = or i64 %index, 26
  %26 = or i64 %index, 27
  %27 = or i64 %index, 28
  %28 = or i64 %index, 29
  %29 = or i64 %index, 30
  %30 = or i64 %index, 31
  %31 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %32 = getelementptr inbounds i16, i16* %p, i64 %index
  %33 = getelementptr inbounds i16, i16* %p, i64 %0
  %34 = getelementptr inbounds i16, i16* %p, i64 %1
  %35 = getelementptr inbounds i16, i16* %p, i64 %2
  %36 = getelementptr inbounds i16, i16* %p, i64 %3
  %37 = getelementptr inbounds i16, i16* %p, i64 %4
  %38 = getelementptr inbounds i16, i16* %p, i64 %5
  %39 = getelementptr inbounds i16, i16* %p, i64 %6
  %40 = getelementptr inbounds i16, i16* %p, i64 %7
  %41 = getelementptr inbounds i16, i16* %p, i64 %8
  %42 = getelementptr inbounds i16, i16* %p, i64 %9
  %43 = getelementptr inbounds i16, i16* %p, i64 %10
  %44 = getelementptr inbounds i16, i16* %p, i64 %11
  %45 = getelementptr inbounds i16, i16* %p, i64 %12
  %46 = getelementptr inbounds i16, i16* %p, i64 %13
  %47 = getelementptr inbounds i16, i16* %p, i64 %14
  %48 = getelementptr inbounds i16, i16* %p, i64 %15
  %49 = getelementptr inbounds i16, i16* %p, i64 %16
  %50 = getelementptr inbounds i16, i16* %p, i64 %17
  %51 = getelementptr inbounds i16, i16* %p, i64 %18
  %52 = getelementptr inbounds i16, i16* %p, i64 %19
  %53 = getelementptr inbounds i16, i16* %p, i64 %20
  %54 = getelementptr inbounds i16, i16* %p, i64 %21
  %55 = getelementptr inbounds i16, i16* %p, i64 %22
  %56 = getelementptr inbounds i16, i16* %p, i64 %23
  %57 = getelementptr inbounds i16, i16* %p, i64 %24
  %58 = getelementptr inbounds i16, i16* %p, i64 %25
  %59 = getelementptr inbounds i16, i16* %p, i64 %26
  %60 = getelementptr inbounds i16, i16* %p, i64 %27
  %61 = getelementptr inbounds i16, i16* %p, i64 %28
  %62 = getelementptr inbounds i16, i16* %p, i64 %29
  %63 = getelementptr inbounds i16, i16* %p, i64 %30
  %64 = extractelement <32 x i1> %31, i64 0
  br i1 %64, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %65 = load i16, i16* %32, align 2
  %66 = insertelement <32 x i16> poison, i16 %65, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %67 = phi <32 x i16> [ poison, %vector.body ], [ %66, %pred.load.if ]
  %68 = extractelement <32 x i1> %31, i64 1
  br i1 %68, label %pred.load.if14, label %pred.load.continue15

pred.load.if14:                                   ; preds = %pred.load.continue
  %69 = load i16, i16* %33, align 2
  %70 = insertelement <32 x i16> %67, i16 %69, i64 1
  br label %pred.load.continue15

pred.load.continue15:                             ; preds = %pred.load.if14, %pred.load.continue
  %71 = phi <32 x i16> [ %67, %pred.load.continue ], [ %70, %pred.load.if14 ]
  %72 = extractelement <32 x i1> %31, i64 2
  br i1 %72, label %pred.load.if16, label %pred.load.continue17

pred.load.if16:                                   ; preds = %pred.load.continue15
  %73 = load i16, i16* %34, align 2
  %74 = insertelement <32 x i16> %71, i16 %73, i64 2
  br label %pred.load.continue17

pred.load.continue17:                             ; preds = %pred.load.if16, %pred.load.continue15
  %75 = phi <32 x i16> [ %71, %pred.load.continue15 ], [ %74, %pred.load.if16 ]
  %76 = extractelement <32 x i1> %31, i64 3
  br i1 %76, label %pred.load.if18, label %pred.load.continue19

pred.load.if18:                                   ; preds = %pred.load.continue17
  %77 = load i16, i16* %35, align 2
  %78 = insertelement <32 x i16> %75, i16 %77, i64 3
  br label %pred.load.continue19

pred.load.continue19:                             ; preds = %pred.load.if18, %pred.load.continue17
  %79 = phi <32 x i16> [ %75, %pred.load.continue17 ], [ %78, %pred.load.if18 ]
  %80 = extractelement <32 x i1> %31, i64 4
  br i1 %80, label %pred.load.if20, label %pred.load.continue21

pred.load.if20:                                   ; preds = %pred.load.continue19
  %81 = load i16, i16* %36, align 2
  %82 = insertelement <32 x i16> %79, i16 %81, i64 4
  br label %pred.load.continue21

pred.load.continue21:                             ; preds = %pred.load.if20, %pred.load.continue19
  %83 = phi <32 x i16> [ %79, %pred.load.continue19 ], [ %82, %pred.load.if20 ]
  %84 = extractelement <32 x i1> %31, i64 5
  br i1 %84, label %pred.load.if22, label %pred.load.continue23

pred.load.if22:                                   ; preds = %pred.load.continue21
  %85 = load i16, i16* %37, align 2
  %86 = insertelement <32 x i16> %83, i16 %85, i64 5
  br label %pred.load.continue23

pred.load.continue23:                             ; preds = %pred.load.if22, %pred.load.continue21
  %87 = phi <32 x i16> [ %83, %pred.load.continue21 ], [ %86, %pred.load.if22 ]
  %88 = extractelement <32 x i1> %31, i64 6
  br i1 %88, label %pred.load.if24, label %pred.load.continue25

pred.load.if24:                                   ; preds = %pred.load.continue23
  %89 = load i16, i16* %38, align 2
  %90 = insertelement <32 x i16> %87, i16 %89, i64 6
  br label %pred.load.continue25

pred.load.continue25:                             ; preds = %pred.load.if24, %pred.load.continue23
  %91 = phi <32 x i16> [ %87, %pred.load.continue23 ], [ %90, %pred.load.if24 ]
  %92 = extractelement <32 x i1> %31, i64 7
  br i1 %92, label %pred.load.if26, label %pred.load.continue27

pred.load.if26:                                   ; preds = %pred.load.continue25
  %93 = load i16, i16* %39, align 2
  %94 = insertelement <32 x i16> %91, i16 %93, i64 7
  br label %pred.load.continue27

pred.load.continue27:                             ; preds = %pred.load.if26, %pred.load.continue25
  %95 = phi <32 x i16> [ %91, %pred.load.continue25 ], [ %94, %pred.load.if26 ]
  %96 = extractelement <32 x i1> %31, i64 8
  br i1 %96, label %pred.load.if28, label %pred.load.continue29

pred.load.if28:                                   ; preds = %pred.load.continue27
  %97 = load i16, i16* %40, align 2
  %98 = insertelement <32 x i16> %95, i16 %97, i64 8
  br label %pred.load.continue29

pred.load.continue29:                             ; preds = %pred.load.if28, %pred.load.continue27
  %99 = phi <32 x i16> [ %95, %pred.load.continue27 ], [ %98, %pred.load.if28 ]
  %100 = extractelement <32 x i1> %31, i64 9
  br i1 %100, label %pred.load.if30, label %pred.load.continue31

pred.load.if30:                                   ; preds = %pred.load.continue29
  %101 = load i16, i16* %41, align 2
  %102 = insertelement <32 x i16> %99, i16 %101, i64 9
  br label %pred.load.continue31

pred.load.continue31:                             ; preds = %pred.load.if30, %pred.load.continue29
  %103 = phi <32 x i16> [ %99, %pred.load.continue29 ], [ %102, %pred.load.if30 ]
  %104 = extractelement <32 x i1> %31, i64 10
  br i1 %104, label %pred.load.if32, label %pred.load.continue33

pred.load.if32:                                   ; preds = %pred.load.continue31
  %105 = load i16, i16* %42, align 2
  %106 = insertelement <32 x i16> %103, i16 %105, i64 10
  br label %pred.load.continue33

pred.load.continue33:                             ; preds = %pred.load.if32, %pred.load.continue31
  %107 = phi <32 x i16> [ %103, %pred.load.continue31 ], [ %106, %pred.load.if32 ]
  %108 = extractelement <32 x i1> %31, i64 11
  br i1 %108, label %pred.load.if34, label %pred.load.continue35

pred.load.if34:                                   ; preds = %pred.load.continue33
  %109 = load i16, i16* %43, align 2
  %110 = insertelement <32 x i16> %107, i16 %109, i64 11
  br label %pred.load.continue35

pred.load.continue35:                             ; preds = %pred.load.if34, %pred.load.continue33
  %111 = phi <32 x i16> [ %107, %pred.load.continue33 ], [ %110, %pred.load.if34 ]
  %112 = extractelement <32 x i1> %31, i64 12
  br i1 %112, label %pred.load.if36, label %pred.load.continue37

pred.load.if36:                                   ; preds = %pred.load.continue35
  %113 = load i16, i16* %44, align 2
  %114 = insertelement <32 x i16> %111, i16 %113, i64 12
  br label %pred.load.continue37

pred.load.continue37:                             ; preds = %pred.load.if36, %pred.load.continue35
  %115 = phi <32 x i16> [ %111, %pred.load.continue35 ], [ %114, %pred.load.if36 ]
  %116 = extractelement <32 x i1> %31, i64 13
  br i1 %116, label %pred.load.if38, label %pred.load.continue39

pred.load.if38:                                   ; preds = %pred.load.continue37
  %117 = load i16, i16* %45, align 2
  %118 = insertelement <32 x i16> %115, i16 %117, i64 13
  br label %pred.load.continue39

pred.load.continue39:                             ; preds = %pred.load.if38, %pred.load.continue37
  %119 = phi <32 x i16> [ %115, %pred.load.continue37 ], [ %118, %pred.load.if38 ]
  %120 = extractelement <32 x i1> %31, i64 14
  br i1 %120, label %pred.load.if40, label %pred.load.continue41

pred.load.if40:                                   ; preds = %pred.load.continue39
  %121 = load i16, i16* %46, align 2
  %122 = insertelement <32 x i16> %119, i16 %121, i64 14
  br label %pred.load.continue41

pred.load.continue41:                             ; preds = %pred.load.if40, %pred.load.continue39
  %123 = phi <32 x i16> [ %119, %pred.load.continue39 ], [ %122, %pred.load.if40 ]
  %124 = extractelement <32 x i1> %31, i64 15
  br i1 %124, label %pred.load.if42, label %pred.load.continue43

pred.load.if42:                                   ; preds = %pred.load.continue41
  %125 = load i16, i16* %47, align 2
  %126 = insertelement <32 x i16> %123, i16 %125, i64 15
  br label %pred.load.continue43

pred.load.continue43:                             ; preds = %pred.load.if42, %pred.load.continue41
  %127 = phi <32 x i16> [ %123, %pred.load.continue41 ], [ %126, %pred.load.if42 ]
  %128 = extractelement <32 x i1> %31, i64 16
  br i1 %128, label %pred.load.if44, label %pred.load.continue45

pred.load.if44:                                   ; preds = %pred.load.continue43
  %129 = load i16, i16* %48, align 2
  %130 = insertelement <32 x i16> %127, i16 %129, i64 16
  br label %pred.load.continue45

pred.load.continue45:                             ; preds = %pred.load.if44, %pred.load.continue43
  %131 = phi <32 x i16> [ %127, %pred.load.continue43 ], [ %130, %pred.load.if44 ]
  %132 = extractelement <32 x i1> %31, i64 17
  br i1 %132, label %pred.load.if46, label %pred.load.continue47

pred.load.if46:                                   ; preds = %pred.load.continue45
  %133 = load i16, i16* %49, align 2
  %134 = insertelement <32 x i16> %131, i16 %133, i64 17
  br label %pred.load.continue47

pred.load.continue47:                             ; preds = %pred.load.if46, %pred.load.continue45
  %135 = phi <32 x i16> [ %131, %pred.load.continue45 ], [ %134, %pred.load.if46 ]
  %136 = extractelement <32 x i1> %31, i64 18
  br i1 %136, label %pred.load.if48, label %pred.load.continue49

pred.load.if48:                                   ; preds = %pred.load.continue47
  %137 = load i16, i16* %50, align 2
  %138 = insertelement <32 x i16> %135, i16 %137, i64 18
  br label %pred.load.continue49

pred.load.continue49:                             ; preds = %pred.load.if48, %pred.load.continue47
  %139 = phi <32 x i16> [ %135, %pred.load.continue47 ], [ %138, %pred.load.if48 ]
  %140 = extractelement <32 x i1> %31, i64 19
  br i1 %140, label %pred.load.if50, label %pred.load.continue51

pred.load.if50:                                   ; preds = %pred.load.continue49
  %141 = load i16, i16* %51, align 2
  %142 = insertelement <32 x i16> %139, i16 %141, i64 19
  br label %pred.load.continue51

pred.load.continue51:                             ; preds = %pred.load.if50, %pred.load.continue49
  %143 = phi <32 x i16> [ %139, %pred.load.continue49 ], [ %142, %pred.load.if50 ]
  %144 = extractelement <32 x i1> %31, i64 20
  br i1 %144, label %pred.load.if52, label %pred.load.continue53

pred.load.if52:                                   ; preds = %pred.load.continue51
  %145 = load i16, i16* %52, align 2
  %146 = insertelement <32 x i16> %143, i16 %145, i64 20
  br label %pred.load.continue53

pred.load.continue53:                             ; preds = %pred.load.if52, %pred.load.continue51
  %147 = phi <32 x i16> [ %143, %pred.load.continue51 ], [ %146, %pred.load.if52 ]
  %148 = extractelement <32 x i1> %31, i64 21
  br i1 %148, label %pred.load.if54, label %pred.load.continue55

pred.load.if54:                                   ; preds = %pred.load.continue53
  %149 = load i16, i16* %53, align 2
  %150 = insertelement <32 x i16> %147, i16 %149, i64 21
  br label %pred.load.continue55

pred.load.continue55:                             ; preds = %pred.load.if54, %pred.load.continue53
  %151 = phi <32 x i16> [ %147, %pred.load.continue53 ], [ %150, %pred.load.if54 ]
  %152 = extractelement <32 x i1> %31, i64 22
  br i1 %152, label %pred.load.if56, label %pred.load.continue57

pred.load.if56:                                   ; preds = %pred.load.continue55
  %153 = load i16, i16* %54, align 2
  %154 = insertelement <32 x i16> %151, i16 %153, i64 22
  br label %pred.load.continue57

pred.load.continue57:                             ; preds = %pred.load.if56, %pred.load.continue55
  %155 = phi <32 x i16> [ %151, %pred.load.continue55 ], [ %154, %pred.load.if56 ]
  %156 = extractelement <32 x i1> %31, i64 23
  br i1 %156, label %pred.load.if58, label %pred.load.continue59

pred.load.if58:                                   ; preds = %pred.load.continue57
  %157 = load i16, i16* %55, align 2
  %158 = insertelement <32 x i16> %155, i16 %157, i64 23
  br label %pred.load.continue59

pred.load.continue59:                             ; preds = %pred.load.if58, %pred.load.continue57
  %159 = phi <32 x i16> [ %155, %pred.load.continue57 ], [ %158, %pred.load.if58 ]
  %160 = extractelement <32 x i1> %31, i64 24
  br i1 %160, label %pred.load.if60, label %pred.load.continue61

pred.load.if60:                                   ; preds = %pred.load.continue59
  %161 = load i16, i16* %56, align 2
  %162 = insertelement <32 x i16> %159, i16 %161, i64 24
  br label %pred.load.continue61

pred.load.continue61:                             ; preds = %pred.load.if60, %pred.load.continue59
  %163 = phi <32 x i16> [ %159, %pred.load.continue59 ], [ %162, %pred.load.if60 ]
  %164 = extractelement <32 x i1> %31, i64 25
  br i1 %164, label %pred.load.if62, label %pred.load.continue63

pred.load.if62:                                   ; preds = %pred.load.continue61
  %165 = load i16, i16* %57, align 2
  %166 = insertelement <32 x i16> %163, i16 %165, i64 25
  br label %pred.load.continue63

pred.load.continue63:                             ; preds = %pred.load.if62, %pred.load.continue61
  %167 = phi <32 x i16> [ %163, %pred.load.continue61 ], [ %166, %pred.load.if62 ]
  %168 = extractelement <32 x i1> %31, i64 26
  br i1 %168, label %pred.load.if64, label %pred.load.continue65

pred.load.if64:                                   ; preds = %pred.load.continue63
  %169 = load i16, i16* %58, align 2
  %170 = insertelement <32 x i16> %167, i16 %169, i64 26
  br label %pred.load.continue65

pred.load.continue65:                             ; preds = %pred.load.if64, %pred.load.continue63
  %171 = phi <32 x i16> [ %167, %pred.load.continue63 ], [ %170, %pred.load.if64 ]
  %172 = extractelement <32 x i1> %31, i64 27
  br i1 %172, label %pred.load.if66, label %pred.load.continue67

pred.load.if66:                                   ; preds = %pred.load.continue65
  %173 = load i16, i16* %59, align 2
  %174 = insertelement <32 x i16> %171, i16 %173, i64 27
  br label %pred.load.continue67

pred.load.continue67:                             ; preds = %pred.load.if66, %pred.load.continue65
  %175 = phi <32 x i16> [ %171, %pred.load.continue65 ], [ %174, %pred.load.if66 ]
  %176 = extractelement <32 x i1> %31, i64 28
  br i1 %176, label %pred.load.if68, label %pred.load.continue69

pred.load.if68:                                   ; preds = %pred.load.continue67
  %177 = load i16, i16* %60, align 2
  %178 = insertelement <32 x i16> %175, i16 %177, i64 28
  br label %pred.load.continue69

pred.load.continue69:                             ; preds = %pred.load.if68, %pred.load.continue67
  %179 = phi <32 x i16> [ %175, %pred.load.continue67 ], [ %178, %pred.load.if68 ]
  %180 = extractelement <32 x i1> %31, i64 29
  br i1 %180, label %pred.load.if70, label %pred.load.continue71

pred.load.if70:                                   ; preds = %pred.load.continue69
  %181 = load i16, i16* %61, align 2
  %182 = insertelement <32 x i16> %179, i16 %181, i64 29
  br label %pred.load.continue71

pred.load.continue71:                             ; preds = %pred.load.if70, %pred.load.continue69
  %183 = phi <32 x i16> [ %179, %pred.load.continue69 ], [ %182, %pred.load.if70 ]
  %184 = extractelement <32 x i1> %31, i64 30
  br i1 %184, label %pred.load.if72, label %pred.load.continue73

pred.load.if72:                                   ; preds = %pred.load.continue71
  %185 = load i16, i16* %62, align 2
  %186 = insertelement <32 x i16> %183, i16 %185, i64 30
  br label %pred.load.continue73

pred.load.continue73:                             ; preds = %pred.load.if72, %pred.load.continue71
  %187 = phi <32 x i16> [ %183, %pred.load.continue71 ], [ %186, %pred.load.if72 ]
  %188 = extractelement <32 x i1> %31, i64 31
  br i1 %188, label %pred.load.if74, label %pred.load.continue75

pred.load.if74:                                   ; preds = %pred.load.continue73
  %189 = load i16, i16* %63, align 2
  %190 = insertelement <32 x i16> %187, i16 %189, i64 31
  br label %pred.load.continue75

pred.load.continue75:                             ; preds = %pred.load.if74, %pred.load.continue73
  %191 = phi <32 x i16> [ %187, %pred.load.continue73 ], [ %190, %pred.load.if74 ]
  %192 = icmp slt <32 x i16> %191, %broadcast.splat77
  %193 = icmp sgt <32 x i16> %191, %broadcast.splat79
  %194 = select <32 x i1> %193, <32 x i16> %broadcast.splat79, <32 x i16> %191
  %195 = select <32 x i1> %192, <32 x i16> %broadcast.splat77, <32 x i16> %194
  %196 = extractelement <32 x i1> %31, i64 0
  br i1 %196, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue75
  %197 = extractelement <32 x i16> %195, i64 0
  store i16 %197, i16* %32, align 2
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue75
  %198 = extractelement <32 x i1> %31, i64 1
  br i1 %198, label %pred.store.if80, label %pred.store.continue81

pred.store.if80:                                  ; preds = %pred.store.continue
  %199 = extractelement <32 x i16> %195, i64 1
  store i16 %199, i16* %33, align 2
  br label %pred.store.continue81

pred.store.continue81:                            ; preds = %pred.store.if80, %pred.store.continue
  %200 = extractelement <32 x i1> %31, i64 2
  br i1 %200, label %pred.store.if82, label %pred.store.continue83

pred.store.if82:                                  ; preds = %pred.store.continue81
  %201 = extractelement <32 x i16> %195, i64 2
  store i16 %201, i16* %34, align 2
  br label %pred.store.continue83

pred.store.continue83:                            ; preds = %pred.store.if82, %pred.store.continue81
  %202 = extractelement <32 x i1> %31, i64 3
  br i1 %202, label %pred.store.if84, label %pred.store.continue85

pred.store.if84:                                  ; preds = %pred.store.continue83
  %203 = extractelement <32 x i16> %195, i64 3
  store i16 %203, i16* %35, align 2
  br label %pred.store.continue85

pred.store.continue85:                            ; preds = %pred.store.if84, %pred.store.continue83
  %204 = extractelement <32 x i1> %31, i64 4
  br i1 %204, label %pred.store.if86, label %pred.store.continue87

pred.store.if86:                                  ; preds = %pred.store.continue85
  %205 = extractelement <32 x i16> %195, i64 4
  store i16 %205, i16* %36, align 2
  br label %pred.store.continue87

pred.store.continue87:                            ; preds = %pred.store.if86, %pred.store.continue85
  %206 = extractelement <32 x i1> %31, i64 5
  br i1 %206, label %pred.store.if88, label %pred.store.continue89

pred.store.if88:                                  ; preds = %pred.store.continue87
  %207 = extractelement <32 x i16> %195, i64 5
  store i16 %207, i16* %37, align 2
  br label %pred.store.continue89

pred.store.continue89:                            ; preds = %pred.store.if88, %pred.store.continue87
  %208 = extractelement <32 x i1> %31, i64 6
  br i1 %208, label %pred.store.if90, label %pred.store.continue91

pred.store.if90:                                  ; preds = %pred.store.continue89
  %209 = extractelement <32 x i16> %195, i64 6
  store i16 %209, i16* %38, align 2
  br label %pred.store.continue91

pred.store.continue91:                            ; preds = %pred.store.if90, %pred.store.continue89
  %210 = extractelement <32 x i1> %31, i64 7
  br i1 %210, label %pred.store.if92, label %pred.store.continue93

pred.store.if92:                                  ; preds = %pred.store.continue91
  %211 = extractelement <32 x i16> %195, i64 7
  store i16 %211, i16* %39, align 2
  br label %pred.store.continue93

pred.store.continue93:                            ; preds = %pred.store.if92, %pred.store.continue91
  %212 = extractelement <32 x i1> %31, i64 8
  br i1 %212, label %pred.store.if94, label %pred.store.continue95

pred.store.if94:                                  ; preds = %pred.store.continue93
  %213 = extractelement <32 x i16> %195, i64 8
  store i16 %213, i16* %40, align 2
  br label %pred.store.continue95

pred.store.continue95:                            ; preds = %pred.store.if94, %pred.store.continue93
  %214 = extractelement <32 x i1> %31, i64 9
  br i1 %214, label %pred.store.if96, label %pred.store.continue97

pred.store.if96:                                  ; preds = %pred.store.continue95
  %215 = extractelement <32 x i16> %195, i64 9
  store i16 %215, i16* %41, align 2
  br label %pred.store.continue97

pred.store.continue97:                            ; preds = %pred.store.if96, %pred.store.continue95
  %216 = extractelement <32 x i1> %31, i64 10
  br i1 %216, label %pred.store.if98, label %pred.store.continue99

pred.store.if98:                                  ; preds = %pred.store.continue97
  %217 = extractelement <32 x i16> %195, i64 10
  store i16 %217, i16* %42, align 2
  br label %pred.store.continue99

pred.store.continue99:                            ; preds = %pred.store.if98, %pred.store.continue97
  %218 = extractelement <32 x i1> %31, i64 11
  br i1 %218, label %pred.store.if100, label %pred.store.continue101

pred.store.if100:                                 ; preds = %pred.store.continue99
  %219 = extractelement <32 x i16> %195, i64 11
  store i16 %219, i16* %43, align 2
  br label %pred.store.continue101

pred.store.continue101:                           ; preds = %pred.store.if100, %pred.store.continue99
  %220 = extractelement <32 x i1> %31, i64 12
  br i1 %220, label %pred.store.if102, label %pred.store.continue103

pred.store.if102:                                 ; preds = %pred.store.continue101
  %221 = extractelement <32 x i16> %195, i64 12
  store i16 %221, i16* %44, align 2
  br label %pred.store.continue103

pred.store.continue103:                           ; preds = %pred.store.if102, %pred.store.continue101
  %222 = extractelement <32 x i1> %31, i64 13
  br i1 %222, label %pred.store.if104, label %pred.store.continue105

pred.store.if104:                                 ; preds = %pred.store.continue103
  %223 = extractelement <32 x i16> %195, i64 13
  store i16 %223, i16* %45, align 2
  br label %pred.store.continue105

pred.store.continue105:                           ; preds = %pred.store.if104, %pred.store.continue103
  %224 = extractelement <32 x i1> %31, i64 14
  br i1 %224, label %pred.store.if106, label %pred.store.continue107

pred.store.if106:                                 ; preds = %pred.store.continue105
  %225 = extractelement <32 x i16> %195, i64 14
  store i16 %225, i16* %46, align 2
  br label %pred.store.continue107

pred.store.continue107:                           ; preds = %pred.store.if106, %pred.store.continue105
  %226 = extractelement <32 x i1> %31, i64 15
  br i1 %226, label %pred.store.if108, label %pred.store.continue109

pred.store.if108:                                 ; preds = %pred.store.continue107
  %227 = extractelement <32 x i16> %195, i64 15
  store i16 %227, i16* %47, align 2
  br label %pred.store.continue109

pred.store.continue109:                           ; preds = %pred.store.if108, %pred.store.continue107
  %228 = extractelement <32 x i1> %31, i64 16
  br i1 %228, label %pred.store.if110, label %pred.store.continue111

pred.store.if110:                                 ; preds = %pred.store.continue109
  %229 = extractelement <32 x i16> %195, i64 16
  store i16 %229, i16* %48, align 2
  br label %pred.store.continue111

pred.store.continue111:                           ; preds = %pred.store.if110, %pred.store.continue109
  %230 = extractelement <32 x i1> %31, i64 17
  br i1 %230, label %pred.store.if112, label %pred.store.continue113

pred.store.if112:                                 ; preds = %pred.store.continue111
  %231 = extractelement <32 x i16> %195, i64 17
  store i16 %231, i16* %49, align 2
  br label %pred.store.continue113

pred.store.continue113:                           ; preds = %pred.store.if112, %pred.store.continue111
  %232 = extractelement <32 x i1> %31, i64 18
  br i1 %232, label %pred.store.if114, label %pred.store.continue115

pred.store.if114:                                 ; preds = %pred.store.continue113
  %233 = extractelement <32 x i16> %195, i64 18
  store i16 %233, i16* %50, align 2
  br label %pred.store.continue115

pred.store.continue115:                           ; preds = %pred.store.if114, %pred.store.continue113
  %234 = extractelement <32 x i1> %31, i64 19
  br i1 %234, label %pred.store.if116, label %pred.store.continue117

pred.store.if116:                                 ; preds = %pred.store.continue115
  %235 = extractelement <32 x i16> %195, i64 19
  store i16 %235, i16* %51, align 2
  br label %pred.store.continue117

pred.store.continue117:                           ; preds = %pred.store.if116, %pred.store.continue115
  %236 = extractelement <32 x i1> %31, i64 20
  br i1 %236, label %pred.store.if118, label %pred.store.continue119

pred.store.if118:                                 ; preds = %pred.store.continue117
  %237 = extractelement <32 x i16> %195, i64 20
  store i16 %237, i16* %52, align 2
  br label %pred.store.continue119

pred.store.continue119:                           ; preds = %pred.store.if118, %pred.store.continue117
  %238 = extractelement <32 x i1> %31, i64 21
  br i1 %238, label %pred.store.if120, label %pred.store.continue121

pred.store.if120:                                 ; preds = %pred.store.continue119
  %239 = extractelement <32 x i16> %195, i64 21
  store i16 %239, i16* %53, align 2
  br label %pred.store.continue121

pred.store.continue121:                           ; preds = %pred.store.if120, %pred.store.continue119
  %240 = extractelement <32 x i1> %31, i64 22
  br i1 %240, label %pred.store.if122, label %pred.store.continue123

pred.store.if122:                                 ; preds = %pred.store.continue121
  %241 = extractelement <32 x i16> %195, i64 22
  store i16 %241, i16* %54, align 2
  br label %pred.store.continue123

pred.store.continue123:                           ; preds = %pred.store.if122, %pred.store.continue121
  %242 = extractelement <32 x i1> %31, i64 23
  br i1 %242, label %pred.store.if124, label %pred.store.continue125

pred.store.if124:                                 ; preds = %pred.store.continue123
  %243 = extractelement <32 x i16> %195, i64 23
  store i16 %243, i16* %55, align 2
  br label %pred.store.continue125

pred.store.continue125:                           ; preds = %pred.store.if124, %pred.store.continue123
  %244 = extractelement <32 x i1> %31, i64 24
  br i1 %244, label %pred.store.if126, label %pred.store.continue127

pred.store.if126:                                 ; preds = %pred.store.continue125
  %245 = extractelement <32 x i16> %195, i64 24
  store i16 %245, i16* %56, align 2
  br label %pred.store.continue127

pred.store.continue127:                           ; preds = %pred.store.if126, %pred.store.continue125
  %246 = extractelement <32 x i1> %31, i64 25
  br i1 %246, label %pred.store.if128, label %pred.store.continue129

pred.store.if128:                                 ; preds = %pred.store.continue127
  %247 = extractelement <32 x i16> %195, i64 25
  store i16 %247, i16* %57, align 2
  br label %pred.store.continue129

pred.store.continue129:                           ; preds = %pred.store.if128, %pred.store.continue127
  %248 = extractelement <32 x i1> %31, i64 26
  br i1 %248, label %pred.store.if130, label %pred.store.continue131

pred.store.if130:                                 ; preds = %pred.store.continue129
  %249 = extractelement <32 x i16> %195, i64 26
  store i16 %249, i16* %58, align 2
  br label %pred.store.continue131

pred.store.continue131:                           ; preds = %pred.store.if130, %pred.store.continue129
  %250 = extractelement <32 x i1> %31, i64 27
  br i1 %250, label %pred.store.if132, label %pred.store.continue133

pred.store.if132:                                 ; preds = %pred.store.continue131
  %251 = extractelement <32 x i16> %195, i64 27
  store i16 %251, i16* %59, align 2
  br label %pred.store.continue133

pred.store.continue133:                           ; preds = %pred.store.if132, %pred.store.continue131
  %252 = extractelement <32 x i1> %31, i64 28
  br i1 %252, label %pred.store.if134, label %pred.store.continue135

pred.store.if134:                                 ; preds = %pred.store.continue133
  %253 = extractelement <32 x i16> %195, i64 28
  store i16 %253, i16* %60, align 2
  br label %pred.store.continue135

pred.store.continue135:                           ; preds = %pred.store.if134, %pred.store.continue133
  %254 = extractelement <32 x i1> %31, i64 29
  br i1 %254, label %pred.store.if136, label %pred.store.continue137

pred.store.if136:                                 ; preds = %pred.store.continue135
  %255 = extractelement <32 x i16> %195, i64 29
  store i16 %255, i16* %61, align 2
  br label %pred.store.continue137

pred.store.continue137:                           ; preds = %pred.store.if136, %pred.store.continue135
  %256 = extractelement <32 x i1> %31, i64 30
  br i1 %256, label %pred.store.if138, label %pred.store.continue139

pred.store.if138:                                 ; preds = %pred.store.continue137
  %257 = extractelement <32 x i16> %195, i64 30
  store i16 %257, i16* %62, align 2
  br label %pred.store.continue139

pred.store.continue139:                           ; preds = %pred.store.if138, %pred.store.continue137
  %258 = extractelement <32 x i1> %31, i64 31
  br i1 %258, label %pred.store.if140, label %pred.store.continue141

pred.store.if140:                                 ; preds = %pred.store.continue139
  %259 = extractelement <32 x i16> %195, i64 31
  store i16 %259, i16* %63, align 2
  br label %pred.store.continue141

pred.store.continue141:                           ; preds = %pred.store.if140, %pred.store.continue139
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %260 = icmp eq i64 %index.next, %n.vec
  br i1 %260, label %for.end, label %vector.body, !llvm.loop !9

for.end:                                          ; preds = %pred.store.continue141, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_widen(i64* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert7 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat8 = shufflevector <32 x i64> %broadcast.splatinsert7, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat8, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %in, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %6, i32 4, <32 x i1> %4, <32 x i32> poison)
  %7 = sext <32 x i32> %wide.masked.load to <32 x i64>
  %8 = mul nsw <32 x i64> %7, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %9 = getelementptr inbounds i64, i64* %out, i64 %index
  %10 = bitcast i64* %9 to <32 x i64>*
  call void @llvm.masked.store.v32i64.p0v32i64(<32 x i64> %8, <32 x i64>* %10, i32 8, <32 x i1> %4)
  %index.next = or i64 %index, 32
  %broadcast.splatinsert7.1 = insertelement <32 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat8.1 = shufflevector <32 x i64> %broadcast.splatinsert7.1, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.1 = or <32 x i64> %broadcast.splat8.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %11 = icmp ule <32 x i64> %vec.iv.1, %broadcast.splat
  %12 = getelementptr inbounds i32, i32* %in, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* nonnull %13, i32 4, <32 x i1> %11, <32 x i32> poison)
  %14 = sext <32 x i32> %wide.masked.load.1 to <32 x i64>
  %15 = mul nsw <32 x i64> %14, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %16 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %17 = bitcast i64* %16 to <32 x i64>*
  call void @llvm.masked.store.v32i64.p0v32i64(<32 x i64> %15, <32 x i64>* %17, i32 8, <32 x i1> %11)
  %index.next.1 = add i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %vector.body, !llvm.loop !10

for.end.loopexit.unr-lcssa:                       ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.end.loopexit.unr-lcssa
  %broadcast.splatinsert7.epil = insertelement <32 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat8.epil = shufflevector <32 x i64> %broadcast.splatinsert7.epil, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.epil = or <32 x i64> %broadcast.splat8.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %18 = icmp ule <32 x i64> %vec.iv.epil, %broadcast.splat
  %19 = getelementptr inbounds i32, i32* %in, i64 %index.unr
  %20 = bitcast i32* %19 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %20, i32 4, <32 x i1> %18, <32 x i32> poison)
  %21 = sext <32 x i32> %wide.masked.load.epil to <32 x i64>
  %22 = mul nsw <32 x i64> %21, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %23 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %24 = bitcast i64* %23 to <32 x i64>*
  call void @llvm.masked.store.v32i64.p0v32i64(<32 x i64> %22, <32 x i64>* %24, i32 8, <32 x i1> %18)
  br label %for.end

for.end:                                          ; preds = %vector.body.epil, %for.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_cond(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert9 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat10 = shufflevector <32 x i64> %broadcast.splatinsert9, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat10, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %0 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %1 = getelementptr inbounds double, double* %a, i64 %index
  %2 = bitcast double* %1 to <32 x double>*
  %wide.masked.load = call <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>* %2, i32 8, <32 x i1> %0, <32 x double> poison)
  %3 = fcmp olt <32 x double> %wide.masked.load, zeroinitializer
  %4 = fneg <32 x double> %wide.masked.load
  %5 = getelementptr double, double* %out, i64 %index
  %6 = select <32 x i1> %0, <32 x i1> %3, <32 x i1> zeroinitializer
  %7 = bitcast double* %5 to <32 x double>*
  call void @llvm.masked.store.v32f64.p0v32f64(<32 x double> %4, <32 x double>* %7, i32 8, <32 x i1> %6)
  %index.next = add i64 %index, 32
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.end, label %vector.body, !llvm.loop !11

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_sum(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <32 x i32> [ zeroinitializer, %for.body.preheader.new ], [ %11, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert8 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat9 = shufflevector <32 x i64> %broadcast.splatinsert8, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat9, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %a, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %6, i32 4, <32 x i1> %4, <32 x i32> poison)
  %7 = add <32 x i32> %wide.masked.load, %vec.phi
  %index.next = or i64 %index, 32
  %broadcast.splatinsert8.1 = insertelement <32 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat9.1 = shufflevector <32 x i64> %broadcast.splatinsert8.1, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.1 = or <32 x i64> %broadcast.splat9.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %8 = icmp ule <32 x i64> %vec.iv.1, %broadcast.splat
  %9 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* nonnull %10, i32 4, <32 x i1> %8, <32 x i32> poison)
  %11 = add <32 x i32> %wide.masked.load.1, %7
  %index.next.1 = add i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !12

middle.block.unr-lcssa:                           ; preds = %vector.body, %for.body.preheader
  %vec.phi.lcssa.ph = phi <32 x i32> [ undef, %for.body.preheader ], [ %7, %vector.body ]
  %.lcssa10.ph = phi <32 x i1> [ undef, %for.body.preheader ], [ %8, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %for.body.preheader ], [ %11, %vector.body ]
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ zeroinitializer, %for.body.preheader ], [ %11, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %broadcast.splatinsert8.epil = insertelement <32 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat9.epil = shufflevector <32 x i64> %broadcast.splatinsert8.epil, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.epil = or <32 x i64> %broadcast.splat9.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %12 = icmp ule <32 x i64> %vec.iv.epil, %broadcast.splat
  %13 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %14, i32 4, <32 x i1> %12, <32 x i32> poison)
  %15 = add <32 x i32> %wide.masked.load.epil, %vec.phi.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %vec.phi.lcssa = phi <32 x i32> [ %vec.phi.lcssa.ph, %middle.block.unr-lcssa ], [ %vec.phi.unr, %vector.body.epil ]
  %.lcssa10 = phi <32 x i1> [ %.lcssa10.ph, %middle.block.unr-lcssa ], [ %12, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %15, %vector.body.epil ]
  %16 = select <32 x i1> %.lcssa10, <32 x i32> %.lcssa, <32 x i32> %vec.phi.lcssa
  %17 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %16)
  br label %for.end

for.end:                                          ; preds = %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ]
  store i32 %s.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_rev(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader11, label %vector.ph

for.body.preheader11:                             ; preds = %for.body.preheader
  %xtraiter = and i64 %wide.trip.count, 1
  %7 = icmp eq i64 %0, 0
  br i1 %7, label %for.end.loopexit.unr-lcssa, label %for.body.preheader11.new

for.body.preheader11.new:                         ; preds = %for.body.preheader11
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %8 = getelementptr inbounds i32, i32* %in, i64 -31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = trunc i64 %index to i32
  %broadcast.splatinsert8 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat9 = shufflevector <32 x i64> %broadcast.splatinsert8, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat9, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %n
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %8, i64 %13
  %reverse = shufflevector <32 x i1> %10, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* nonnull %15, i32 4, <32 x i1> %reverse, <32 x i32> poison)
  %reverse10 = shufflevector <32 x i32> %wide.masked.load, <32 x i32> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index
  %17 = bitcast i32* %16 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %reverse10, <32 x i32>* %17, i32 4, <32 x i1> %10)
  %index.next = add i64 %index, 32
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %for.end, label %vector.body, !llvm.loop !13

for.body:                                         ; preds = %for.body, %for.body.preheader11.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader11.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader11.new ], [ %niter.next.1, %for.body ]
  %19 = trunc i64 %indvars.iv to i32
  %20 = xor i32 %19, -1
  %sub1 = add i32 %20, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %idxprom
  %21 = load i32, i32* %arrayidx, align 4
  %arrayidx3 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %21, i32* %arrayidx3, align 4
  %indvars.iv.next = or i64 %indvars.iv, 1
  %22 = trunc i64 %indvars.iv.next to i32
  %23 = xor i32 %22, -1
  %sub1.1 = add i32 %23, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, i32* %in, i64 %idxprom.1
  %24 = load i32, i32* %arrayidx.1, align 4
  %arrayidx3.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %24, i32* %arrayidx3.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !14

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader11
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader11 ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %25 = trunc i64 %indvars.iv.unr to i32
  %26 = xor i32 %25, -1
  %sub1.epil = add i32 %26, %n
  %idxprom.epil = sext i32 %sub1.epil to i64
  %arrayidx.epil = getelementptr inbounds i32, i32* %in, i64 %idxprom.epil
  %27 = load i32, i32* %arrayidx.epil, align 4
  %arrayidx3.epil = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.unr
  store i32 %27, i32* %arrayidx3.epil, align 4
  br label %for.end

for.end:                                          ; preds = %vector.body, %for.body.epil, %for.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_pairs_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue200, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue200 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue200 ]
  %0 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %1 = extractelement <32 x i1> %0, i64 0
  br i1 %1, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %2 = getelementptr inbounds i8, i8* %in, i64 %index
  %3 = load i8, i8* %2, align 1
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %4 = phi i8 [ poison, %vector.body ], [ %3, %pred.load.if ]
  %5 = extractelement <32 x i1> %0, i64 1
  br i1 %5, label %pred.load.if13, label %pred.load.continue14

pred.load.if13:                                   ; preds = %pred.load.continue
  %6 = or i64 %index, 1
  %7 = getelementptr inbounds i8, i8* %in, i64 %6
  %8 = load i8, i8* %7, align 1
  br label %pred.load.continue14

pred.load.continue14:                             ; preds = %pred.load.if13, %pred.load.continue
  %9 = phi i8 [ poison, %pred.load.continue ], [ %8, %pred.load.if13 ]
  %10 = extractelement <32 x i1> %0, i64 2
  br i1 %10, label %pred.load.if15, label %pred.load.continue16

pred.load.if15:                                   ; preds = %pred.load.continue14
  %11 = or i64 %index, 2
  %12 = getelementptr inbounds i8, i8* %in, i64 %11
  %13 = load i8, i8* %12, align 1
  br label %pred.load.continue16

pred.load.continue16:                             ; preds = %pred.load.if15, %pred.load.continue14
  %14 = phi i8 [ poison, %pred.load.continue14 ], [ %13, %pred.load.if15 ]
  %15 = extractelement <32 x i1> %0, i64 3
  br i1 %15, label %pred.load.if17, label %pred.load.continue18

pred.load.if17:                                   ; preds = %pred.load.continue16
  %16 = or i64 %index, 3
  %17 = getelementptr inbounds i8, i8* %in, i64 %16
  %18 = load i8, i8* %17, align 1
  br label %pred.load.continue18

pred.load.continue18:                             ; preds = %pred.load.if17, %pred.load.continue16
  %19 = phi i8 [ poison, %pred.load.continue16 ], [ %18, %pred.load.if17 ]
  %20 = extractelement <32 x i1> %0, i64 4
  br i1 %20, label %pred.load.if19, label %pred.load.continue20

pred.load.if19:                                   ; preds = %pred.load.continue18
  %21 = or i64 %index, 4
  %22 = getelementptr inbounds i8, i8* %in, i64 %21
  %23 = load i8, i8* %22, align 1
  br label %pred.load.continue20

pred.load.continue20:                             ; preds = %pred.load.if19, %pred.load.continue18
  %24 = phi i8 [ poison, %pred.load.continue18 ], [ %23, %pred.load.if19 ]
  %25 = extractelement <32 x i1> %0, i64 5
  br i1 %25, label %pred.load.if21, label %pred.load.continue22

pred.load.if21:                                   ; preds = %pred.load.continue20
  %26 = or i64 %index, 5
  %27 = getelementptr inbounds i8, i8* %in, i64 %26
  %28 = load i8, i8* %27, align 1
  br label %pred.load.continue22

pred.load.continue22:                             ; preds = %pred.load.if21, %pred.load.continue20
  %29 = phi i8 [ poison, %pred.load.continue20 ], [ %28, %pred.load.if21 ]
  %30 = extractelement <32 x i1> %0, i64 6
  br i1 %30, label %pred.load.if23, label %pred.load.continue24

pred.load.if23:                                   ; preds = %pred.load.continue22
  %31 = or i64 %index, 6
  %32 = getelementptr inbounds i8, i8* %in, i64 %31
  %33 = load i8, i8* %32, align 1
  br label %pred.load.continue24

pred.load.continue24:                             ; preds = %pred.load.if23, %pred.load.continue22
  %34 = phi i8 [ poison, %pred.load.continue22 ], [ %33, %pred.load.if23 ]
  %35 = extractelement <32 x i1> %0, i64 7
  br i1 %35, label %pred.load.if25, label %pred.load.continue26

pred.load.if25:                                   ; preds = %pred.load.continue24
  %36 = or i64 %index, 7
  %37 = getelementptr inbounds i8, i8* %in, i64 %36
  %38 = load i8, i8* %37, align 1
  br label %pred.load.continue26

pred.load.continue26:                             ; preds = %pred.load.if25, %pred.load.continue24
  %39 = phi i8 [ poison, %pred.load.continue24 ], [ %38, %pred.load.if25 ]
  %40 = extractelement <32 x i1> %0, i64 8
  br i1 %40, label %pred.load.if27, label %pred.load.continue28

pred.load.if27:                                   ; preds = %pred.load.continue26
  %41 = or i64 %index, 8
  %42 = getelementptr inbounds i8, i8* %in, i64 %41
  %43 = load i8, i8* %42, align 1
  br label %pred.load.continue28

pred.load.continue28:                             ; preds = %pred.load.if27, %pred.load.continue26
  %44 = phi i8 [ poison, %pred.load.continue26 ], [ %43, %pred.load.if27 ]
  %45 = extractelement <32 x i1> %0, i64 9
  br i1 %45, label %pred.load.if29, label %pred.load.continue30

pred.load.if29:                                   ; preds = %pred.load.continue28
  %46 = or i64 %index, 9
  %47 = getelementptr inbounds i8, i8* %in, i64 %46
  %48 = load i8, i8* %47, align 1
  br label %pred.load.continue30

pred.load.continue30:                             ; preds = %pred.load.if29, %pred.load.continue28
  %49 = phi i8 [ poison, %pred.load.continue28 ], [ %48, %pred.load.if29 ]
  %50 = extractelement <32 x i1> %0, i64 10
  br i1 %50, label %pred.load.if31, label %pred.load.continue32

pred.load.if31:                                   ; preds = %pred.load.continue30
  %51 = or i64 %index, 10
  %52 = getelementptr inbounds i8, i8* %in, i64 %51
  %53 = load i8, i8* %52, align 1
  br label %pred.load.continue32

pred.load.continue32:                             ; preds = %pred.load.if31, %pred.load.continue30
  %54 = phi i8 [ poison, %pred.load.continue30 ], [ %53, %pred.load.if31 ]
  %55 = extractelement <32 x i1> %0, i64 11
  br i1 %55, label %pred.load.if33, label %pred.load.continue34

pred.load.if33:                                   ; preds = %pred.load.continue32
  %56 = or i64 %index, 11
  %57 = getelementptr inbounds i8, i8* %in, i64 %56
  %58 = load i8, i8* %57, align 1
  br label %pred.load.continue34

pred.load.continue34:                             ; preds = %pred.load.if33, %pred.load.continue32
  %59 = phi i8 [ poison, %pred.load.continue32 ], [ %58, %pred.load.if33 ]
  %60 = extractelement <32 x i1> %0, i64 12
  br i1 %60, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue34
  %61 = or i64 %index, 12
  %62 = getelementptr inbounds i8, i8* %in, i64 %61
  %63 = load i8, i8* %62, align 1
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue34
  %64 = phi i8 [ poison, %pred.load.continue34 ], [ %63, %pred.load.if35 ]
  %65 = extractelement <32 x i1> %0, i64 13
  br i1 %65, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %66 = or i64 %index, 13
  %67 = getelementptr inbounds i8, i8* %in, i64 %66
  %68 = load i8, i8* %67, align 1
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %69 = phi i8 [ poison, %pred.load.continue36 ], [ %68, %pred.load.if37 ]
  %70 = extractelement <32 x i1> %0, i64 14
  br i1 %70, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %71 = or i64 %index, 14
  %72 = getelementptr inbounds i8, i8* %in, i64 %71
  %73 = load i8, i8* %72, align 1
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %74 = phi i8 [ poison, %pred.load.continue38 ], [ %73, %pred.load.if39 ]
  %75 = extractelement <32 x i1> %0, i64 15
  br i1 %75, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %76 = or i64 %index, 15
  %77 = getelementptr inbounds i8, i8* %in, i64 %76
  %78 = load i8, i8* %77, align 1
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %79 = phi i8 [ poison, %pred.load.continue40 ], [ %78, %pred.load.if41 ]
  %80 = extractelement <32 x i1> %0, i64 16
  br i1 %80, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %81 = or i64 %index, 16
  %82 = getelementptr inbounds i8, i8* %in, i64 %81
  %83 = load i8, i8* %82, align 1
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %84 = phi i8 [ poison, %pred.load.continue42 ], [ %83, %pred.load.if43 ]
  %85 = extractelement <32 x i1> %0, i64 17
  br i1 %85, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %86 = or i64 %index, 17
  %87 = getelementptr inbounds i8, i8* %in, i64 %86
  %88 = load i8, i8* %87, align 1
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %89 = phi i8 [ poison, %pred.load.continue44 ], [ %88, %pred.load.if45 ]
  %90 = extractelement <32 x i1> %0, i64 18
  br i1 %90, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %91 = or i64 %index, 18
  %92 = getelementptr inbounds i8, i8* %in, i64 %91
  %93 = load i8, i8* %92, align 1
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %94 = phi i8 [ poison, %pred.load.continue46 ], [ %93, %pred.load.if47 ]
  %95 = extractelement <32 x i1> %0, i64 19
  br i1 %95, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %96 = or i64 %index, 19
  %97 = getelementptr inbounds i8, i8* %in, i64 %96
  %98 = load i8, i8* %97, align 1
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %99 = phi i8 [ poison, %pred.load.continue48 ], [ %98, %pred.load.if49 ]
  %100 = extractelement <32 x i1> %0, i64 20
  br i1 %100, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %101 = or i64 %index, 20
  %102 = getelementptr inbounds i8, i8* %in, i64 %101
  %103 = load i8, i8* %102, align 1
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %104 = phi i8 [ poison, %pred.load.continue50 ], [ %103, %pred.load.if51 ]
  %105 = extractelement <32 x i1> %0, i64 21
  br i1 %105, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %106 = or i64 %index, 21
  %107 = getelementptr inbounds i8, i8* %in, i64 %106
  %108 = load i8, i8* %107, align 1
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %109 = phi i8 [ poison, %pred.load.continue52 ], [ %108, %pred.load.if53 ]
  %110 = extractelement <32 x i1> %0, i64 22
  br i1 %110, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %111 = or i64 %index, 22
  %112 = getelementptr inbounds i8, i8* %in, i64 %111
  %113 = load i8, i8* %112, align 1
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %114 = phi i8 [ poison, %pred.load.continue54 ], [ %113, %pred.load.if55 ]
  %115 = extractelement <32 x i1> %0, i64 23
  br i1 %115, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %116 = or i64 %index, 23
  %117 = getelementptr inbounds i8, i8* %in, i64 %116
  %118 = load i8, i8* %117, align 1
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %119 = phi i8 [ poison, %pred.load.continue56 ], [ %118, %pred.load.if57 ]
  %120 = extractelement <32 x i1> %0, i64 24
  br i1 %120, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %121 = or i64 %index, 24
  %122 = getelementptr inbounds i8, i8* %in, i64 %121
  %123 = load i8, i8* %122, align 1
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %124 = phi i8 [ poison, %pred.load.continue58 ], [ %123, %pred.load.if59 ]
  %125 = extractelement <32 x i1> %0, i64 25
  br i1 %125, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %126 = or i64 %index, 25
  %127 = getelementptr inbounds i8, i8* %in, i64 %126
  %128 = load i8, i8* %127, align 1
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %129 = phi i8 [ poison, %pred.load.continue60 ], [ %128, %pred.load.if61 ]
  %130 = extractelement <32 x i1> %0, i64 26
  br i1 %130, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %131 = or i64 %index, 26
  %132 = getelementptr inbounds i8, i8* %in, i64 %131
  %133 = load i8, i8* %132, align 1
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %134 = phi i8 [ poison, %pred.load.continue62 ], [ %133, %pred.load.if63 ]
  %135 = extractelement <32 x i1> %0, i64 27
  br i1 %135, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %136 = or i64 %index, 27
  %137 = getelementptr inbounds i8, i8* %in, i64 %136
  %138 = load i8, i8* %137, align 1
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %139 = phi i8 [ poison, %pred.load.continue64 ], [ %138, %pred.load.if65 ]
  %140 = extractelement <32 x i1> %0, i64 28
  br i1 %140, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %141 = or i64 %index, 28
  %142 = getelementptr inbounds i8, i8* %in, i64 %141
  %143 = load i8, i8* %142, align 1
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %144 = phi i8 [ poison, %pred.load.continue66 ], [ %143, %pred.load.if67 ]
  %145 = extractelement <32 x i1> %0, i64 29
  br i1 %145, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %146 = or i64 %index, 29
  %147 = getelementptr inbounds i8, i8* %in, i64 %146
  %148 = load i8, i8* %147, align 1
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %149 = phi i8 [ poison, %pred.load.continue68 ], [ %148, %pred.load.if69 ]
  %150 = extractelement <32 x i1> %0, i64 30
  br i1 %150, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %151 = or i64 %index, 30
  %152 = getelementptr inbounds i8, i8* %in, i64 %151
  %153 = load i8, i8* %152, align 1
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %154 = phi i8 [ poison, %pred.load.continue70 ], [ %153, %pred.load.if71 ]
  %155 = extractelement <32 x i1> %0, i64 31
  br i1 %155, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %156 = or i64 %index, 31
  %157 = getelementptr inbounds i8, i8* %in, i64 %156
  %158 = load i8, i8* %157, align 1
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %159 = phi i8 [ poison, %pred.load.continue72 ], [ %158, %pred.load.if73 ]
  %160 = insertelement <32 x i8> poison, i8 %4, i64 0
  %161 = insertelement <32 x i8> %160, i8 %9, i64 1
  %162 = insertelement <32 x i8> %161, i8 %14, i64 2
  %163 = insertelement <32 x i8> %162, i8 %19, i64 3
  %164 = insertelement <32 x i8> %163, i8 %24, i64 4
  %165 = insertelement <32 x i8> %164, i8 %29, i64 5
  %166 = insertelement <32 x i8> %165, i8 %34, i64 6
  %167 = insertelement <32 x i8> %166, i8 %39, i64 7
  %168 = insertelement <32 x i8> %167, i8 %44, i64 8
  %169 = insertelement <32 x i8> %168, i8 %49, i64 9
  %170 = insertelement <32 x i8> %169, i8 %54, i64 10
  %171 = insertelement <32 x i8> %170, i8 %59, i64 11
  %172 = insertelement <32 x i8> %171, i8 %64, i64 12
  %173 = insertelement <32 x i8> %172, i8 %69, i64 13
  %174 = insertelement <32 x i8> %173, i8 %74, i64 14
  %175 = insertelement <32 x i8> %174, i8 %79, i64 15
  %176 = insertelement <32 x i8> %175, i8 %84, i64 16
  %177 = insertelement <32 x i8> %176, i8 %89, i64 17
  %178 = insertelement <32 x i8> %177, i8 %94, i64 18
  %179 = insertelement <32 x i8> %178, i8 %99, i64 19
  %180 = insertelement <32 x i8> %179, i8 %104, i64 20
  %181 = insertelement <32 x i8> %180, i8 %109, i64 21
  %182 = insertelement <32 x i8> %181, i8 %114, i64 22
  %183 = insertelement <32 x i8> %182, i8 %119, i64 23
  %184 = insertelement <32 x i8> %183, i8 %124, i64 24
  %185 = insertelement <32 x i8> %184, i8 %129, i64 25
  %186 = insertelement <32 x i8> %185, i8 %134, i64 26
  %187 = insertelement <32 x i8> %186, i8 %139, i64 27
  %188 = insertelement <32 x i8> %187, i8 %144, i64 28
  %189 = insertelement <32 x i8> %188, i8 %149, i64 29
  %190 = insertelement <32 x i8> %189, i8 %154, i64 30
  %191 = insertelement <32 x i8> %190, i8 %159, i64 31
  %192 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %193 = extractelement <32 x i1> %0, i64 0
  br i1 %193, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue74
  %194 = extractelement <32 x i64> %192, i64 0
  %195 = getelementptr inbounds i8, i8* %out, i64 %194
  store i8 %4, i8* %195, align 1
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue74
  %196 = extractelement <32 x i1> %0, i64 1
  br i1 %196, label %pred.store.if75, label %pred.store.continue76

pred.store.if75:                                  ; preds = %pred.store.continue
  %197 = extractelement <32 x i64> %192, i64 1
  %198 = getelementptr inbounds i8, i8* %out, i64 %197
  store i8 %9, i8* %198, align 1
  br label %pred.store.continue76

pred.store.continue76:                            ; preds = %pred.store.if75, %pred.store.continue
  %199 = extractelement <32 x i1> %0, i64 2
  br i1 %199, label %pred.store.if77, label %pred.store.continue78

pred.store.if77:                                  ; preds = %pred.store.continue76
  %200 = extractelement <32 x i64> %192, i64 2
  %201 = getelementptr inbounds i8, i8* %out, i64 %200
  store i8 %14, i8* %201, align 1
  br label %pred.store.continue78

pred.store.continue78:                            ; preds = %pred.store.if77, %pred.store.continue76
  %202 = extractelement <32 x i1> %0, i64 3
  br i1 %202, label %pred.store.if79, label %pred.store.continue80

pred.store.if79:                                  ; preds = %pred.store.continue78
  %203 = extractelement <32 x i64> %192, i64 3
  %204 = getelementptr inbounds i8, i8* %out, i64 %203
  store i8 %19, i8* %204, align 1
  br label %pred.store.continue80

pred.store.continue80:                            ; preds = %pred.store.if79, %pred.store.continue78
  %205 = extractelement <32 x i1> %0, i64 4
  br i1 %205, label %pred.store.if81, label %pred.store.continue82

pred.store.if81:                                  ; preds = %pred.store.continue80
  %206 = extractelement <32 x i64> %192, i64 4
  %207 = getelementptr inbounds i8, i8* %out, i64 %206
  store i8 %24, i8* %207, align 1
  br label %pred.store.continue82

pred.store.continue82:                            ; preds = %pred.store.if81, %pred.store.continue80
  %208 = extractelement <32 x i1> %0, i64 5
  br i1 %208, label %pred.store.if83, label %pred.store.continue84

pred.store.if83:                                  ; preds = %pred.store.continue82
  %209 = extractelement <32 x i64> %192, i64 5
  %210 = getelementptr inbounds i8, i8* %out, i64 %209
  store i8 %29, i8* %210, align 1
  br label %pred.store.continue84

pred.store.continue84:                            ; preds = %pred.store.if83, %pred.store.continue82
  %211 = extractelement <32 x i1> %0, i64 6
  br i1 %211, label %pred.store.if85, label %pred.store.continue86

pred.store.if85:                                  ; preds = %pred.store.continue84
  %212 = extractelement <32 x i64> %192, i64 6
  %213 = getelementptr inbounds i8, i8* %out, i64 %212
  store i8 %34, i8* %213, align 1
  br label %pred.store.continue86

pred.store.continue86:                            ; preds = %pred.store.if85, %pred.store.continue84
  %214 = extractelement <32 x i1> %0, i64 7
  br i1 %214, label %pred.store.if87, label %pred.store.continue88

pred.store.if87:                                  ; preds = %pred.store.continue86
  %215 = extractelement <32 x i64> %192, i64 7
  %216 = getelementptr inbounds i8, i8* %out, i64 %215
  store i8 %39, i8* %216, align 1
  br label %pred.store.continue88

pred.store.continue88:                            ; preds = %pred.store.if87, %pred.store.continue86
  %217 = extractelement <32 x i1> %0, i64 8
  br i1 %217, label %pred.store.if89, label %pred.store.continue90

pred.store.if89:                                  ; preds = %pred.store.continue88
  %218 = extractelement <32 x i64> %192, i64 8
  %219 = getelementptr inbounds i8, i8* %out, i64 %218
  store i8 %44, i8* %219, align 1
  br label %pred.store.continue90

pred.store.continue90:                            ; preds = %pred.store.if89, %pred.store.continue88
  %220 = extractelement <32 x i1> %0, i64 9
  br i1 %220, label %pred.store.if91, label %pred.store.continue92

pred.store.if91:                                  ; preds = %pred.store.continue90
  %221 = extractelement <32 x i64> %192, i64 9
  %222 = getelementptr inbounds i8, i8* %out, i64 %221
  store i8 %49, i8* %222, align 1
  br label %pred.store.continue92

pred.store.continue92:                            ; preds = %pred.store.if91, %pred.store.continue90
  %223 = extractelement <32 x i1> %0, i64 10
  br i1 %223, label %pred.store.if93, label %pred.store.continue94

pred.store.if93:                                  ; preds = %pred.store.continue92
  %224 = extractelement <32 x i64> %192, i64 10
  %225 = getelementptr inbounds i8, i8* %out, i64 %224
  store i8 %54, i8* %225, align 1
  br label %pred.store.continue94

pred.store.continue94:                            ; preds = %pred.store.if93, %pred.store.continue92
  %226 = extractelement <32 x i1> %0, i64 11
  br i1 %226, label %pred.store.if95, label %pred.store.continue96

pred.store.if95:                                  ; preds = %pred.store.continue94
  %227 = extractelement <32 x i64> %192, i64 11
  %228 = getelementptr inbounds i8, i8* %out, i64 %227
  store i8 %59, i8* %228, align 1
  br label %pred.store.continue96

pred.store.continue96:                            ; preds = %pred.store.if95, %pred.store.continue94
  %229 = extractelement <32 x i1> %0, i64 12
  br i1 %229, label %pred.store.if97, label %pred.store.continue98

pred.store.if97:                                  ; preds = %pred.store.continue96
  %230 = extractelement <32 x i64> %192, i64 12
  %231 = getelementptr inbounds i8, i8* %out, i64 %230
  store i8 %64, i8* %231, align 1
  br label %pred.store.continue98

pred.store.continue98:                            ; preds = %pred.store.if97, %pred.store.continue96
  %232 = extractelement <32 x i1> %0, i64 13
  br i1 %232, label %pred.store.if99, label %pred.store.continue100

pred.store.if99:                                  ; preds = %pred.store.continue98
  %233 = extractelement <32 x i64> %192, i64 13
  %234 = getelementptr inbounds i8, i8* %out, i64 %233
  store i8 %69, i8* %234, align 1
  br label %pred.store.continue100

pred.store.continue100:                           ; preds = %pred.store.if99, %pred.store.continue98
  %235 = extractelement <32 x i1> %0, i64 14
  br i1 %235, label %pred.store.if101, label %pred.store.continue102

pred.store.if101:                                 ; preds = %pred.store.continue100
  %236 = extractelement <32 x i64> %192, i64 14
  %237 = getelementptr inbounds i8, i8* %out, i64 %236
  store i8 %74, i8* %237, align 1
  br label %pred.store.continue102

pred.store.continue102:                           ; preds = %pred.store.if101, %pred.store.continue100
  %238 = extractelement <32 x i1> %0, i64 15
  br i1 %238, label %pred.store.if103, label %pred.store.continue104

pred.store.if103:                                 ; preds = %pred.store.continue102
  %239 = extractelement <32 x i64> %192, i64 15
  %240 = getelementptr inbounds i8, i8* %out, i64 %239
  store i8 %79, i8* %240, align 1
  br label %pred.store.continue104

pred.store.continue104:                           ; preds = %pred.store.if103, %pred.store.continue102
  %241 = extractelement <32 x i1> %0, i64 16
  br i1 %241, label %pred.store.if105, label %pred.store.continue106

pred.store.if105:                                 ; preds = %pred.store.continue104
  %242 = extractelement <32 x i64> %192, i64 16
  %243 = getelementptr inbounds i8, i8* %out, i64 %242
  store i8 %84, i8* %243, align 1
  br label %pred.store.continue106

pred.store.continue106:                           ; preds = %pred.store.if105, %pred.store.continue104
  %244 = extractelement <32 x i1> %0, i64 17
  br i1 %244, label %pred.store.if107, label %pred.store.continue108

pred.store.if107:                                 ; preds = %pred.store.continue106
  %245 = extractelement <32 x i64> %192, i64 17
  %246 = getelementptr inbounds i8, i8* %out, i64 %245
  store i8 %89, i8* %246, align 1
  br label %pred.store.continue108

pred.store.continue108:                           ; preds = %pred.store.if107, %pred.store.continue106
  %247 = extractelement <32 x i1> %0, i64 18
  br i1 %247, label %pred.store.if109, label %pred.store.continue110

pred.store.if109:                                 ; preds = %pred.store.continue108
  %248 = extractelement <32 x i64> %192, i64 18
  %249 = getelementptr inbounds i8, i8* %out, i64 %248
  store i8 %94, i8* %249, align 1
  br label %pred.store.continue110

pred.store.continue110:                           ; preds = %pred.store.if109, %pred.store.continue108
  %250 = extractelement <32 x i1> %0, i64 19
  br i1 %250, label %pred.store.if111, label %pred.store.continue112

pred.store.if111:                                 ; preds = %pred.store.continue110
  %251 = extractelement <32 x i64> %192, i64 19
  %252 = getelementptr inbounds i8, i8* %out, i64 %251
  store i8 %99, i8* %252, align 1
  br label %pred.store.continue112

pred.store.continue112:                           ; preds = %pred.store.if111, %pred.store.continue110
  %253 = extractelement <32 x i1> %0, i64 20
  br i1 %253, label %pred.store.if113, label %pred.store.continue114

pred.store.if113:                                 ; preds = %pred.store.continue112
  %254 = extractelement <32 x i64> %192, i64 20
  %255 = getelementptr inbounds i8, i8* %out, i64 %254
  store i8 %104, i8* %255, align 1
  br label %pred.store.continue114

pred.store.continue114:                           ; preds = %pred.store.if113, %pred.store.continue112
  %256 = extractelement <32 x i1> %0, i64 21
  br i1 %256, label %pred.store.if115, label %pred.store.continue116

pred.store.if115:                                 ; preds = %pred.store.continue114
  %257 = extractelement <32 x i64> %192, i64 21
  %258 = getelementptr inbounds i8, i8* %out, i64 %257
  store i8 %109, i8* %258, align 1
  br label %pred.store.continue116

pred.store.continue116:                           ; preds = %pred.store.if115, %pred.store.continue114
  %259 = extractelement <32 x i1> %0, i64 22
  br i1 %259, label %pred.store.if117, label %pred.store.continue118

pred.store.if117:                                 ; preds = %pred.store.continue116
  %260 = extractelement <32 x i64> %192, i64 22
  %261 = getelementptr inbounds i8, i8* %out, i64 %260
  store i8 %114, i8* %261, align 1
  br label %pred.store.continue118

pred.store.continue118:                           ; preds = %pred.store.if117, %pred.store.continue116
  %262 = extractelement <32 x i1> %0, i64 23
  br i1 %262, label %pred.store.if119, label %pred.store.continue120

pred.store.if119:                                 ; preds = %pred.store.continue118
  %263 = extractelement <32 x i64> %192, i64 23
  %264 = getelementptr inbounds i8, i8* %out, i64 %263
  store i8 %119, i8* %264, align 1
  br label %pred.store.continue120

pred.store.continue120:                           ; preds = %pred.store.if119, %pred.store.continue118
  %265 = extractelement <32 x i1> %0, i64 24
  br i1 %265, label %pred.store.if121, label %pred.store.continue122

pred.store.if121:                                 ; preds = %pred.store.continue120
  %266 = extractelement <32 x i64> %192, i64 24
  %267 = getelementptr inbounds i8, i8* %out, i64 %266
  store i8 %124, i8* %267, align 1
  br label %pred.store.continue122

pred.store.continue122:                           ; preds = %pred.store.if121, %pred.store.continue120
  %268 = extractelement <32 x i1> %0, i64 25
  br i1 %268, label %pred.store.if123, label %pred.store.continue124

pred.store.if123:                                 ; preds = %pred.store.continue122
  %269 = extractelement <32 x i64> %192, i64 25
  %270 = getelementptr inbounds i8, i8* %out, i64 %269
  store i8 %129, i8* %270, align 1
  br label %pred.store.continue124

pred.store.continue124:                           ; preds = %pred.store.if123, %pred.store.continue122
  %271 = extractelement <32 x i1> %0, i64 26
  br i1 %271, label %pred.store.if125, label %pred.store.continue126

pred.store.if125:                                 ; preds = %pred.store.continue124
  %272 = extractelement <32 x i64> %192, i64 26
  %273 = getelementptr inbounds i8, i8* %out, i64 %272
  store i8 %134, i8* %273, align 1
  br label %pred.store.continue126

pred.store.continue126:                           ; preds = %pred.store.if125, %pred.store.continue124
  %274 = extractelement <32 x i1> %0, i64 27
  br i1 %274, label %pred.store.if127, label %pred.store.continue128

pred.store.if127:                                 ; preds = %pred.store.continue126
  %275 = extractelement <32 x i64> %192, i64 27
  %276 = getelementptr inbounds i8, i8* %out, i64 %275
  store i8 %139, i8* %276, align 1
  br label %pred.store.continue128

pred.store.continue128:                           ; preds = %pred.store.if127, %pred.store.continue126
  %277 = extractelement <32 x i1> %0, i64 28
  br i1 %277, label %pred.store.if129, label %pred.store.continue130

pred.store.if129:                                 ; preds = %pred.store.continue128
  %278 = extractelement <32 x i64> %192, i64 28
  %279 = getelementptr inbounds i8, i8* %out, i64 %278
  store i8 %144, i8* %279, align 1
  br label %pred.store.continue130

pred.store.continue130:                           ; preds = %pred.store.if129, %pred.store.continue128
  %280 = extractelement <32 x i1> %0, i64 29
  br i1 %280, label %pred.store.if131, label %pred.store.continue132

pred.store.if131:                                 ; preds = %pred.store.continue130
  %281 = extractelement <32 x i64> %192, i64 29
  %282 = getelementptr inbounds i8, i8* %out, i64 %281
  store i8 %149, i8* %282, align 1
  br label %pred.store.continue132

pred.store.continue132:                           ; preds = %pred.store.if131, %pred.store.continue130
  %283 = extractelement <32 x i1> %0, i64 30
  br i1 %283, label %pred.store.if133, label %pred.store.continue134

pred.store.if133:                                 ; preds = %pred.store.continue132
  %284 = extractelement <32 x i64> %192, i64 30
  %285 = getelementptr inbounds i8, i8* %out, i64 %284
  store i8 %154, i8* %285, align 1
  br label %pred.store.continue134

pred.store.continue134:                           ; preds = %pred.store.if133, %pred.store.continue132
  %286 = extractelement <32 x i1> %0, i64 31
  br i1 %286, label %pred.store.if135, label %pred.store.continue136

pred.store.if135:                                 ; preds = %pred.store.continue134
  %287 = extractelement <32 x i64> %192, i64 31
  %288 = getelementptr inbounds i8, i8* %out, i64 %287
  store i8 %159, i8* %288, align 1
  br label %pred.store.continue136

pred.store.continue136:                           ; preds = %pred.store.if135, %pred.store.continue134
  %289 = lshr <32 x i8> %191, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %290 = or <32 x i64> %192, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %291 = extractelement <32 x i1> %0, i64 0
  br i1 %291, label %pred.store.if137, label %pred.store.continue138

pred.store.if137:                                 ; preds = %pred.store.continue136
  %292 = extractelement <32 x i64> %290, i64 0
  %293 = getelementptr inbounds i8, i8* %out, i64 %292
  %294 = extractelement <32 x i8> %289, i64 0
  store i8 %294, i8* %293, align 1
  br label %pred.store.continue138

pred.store.continue138:                           ; preds = %pred.store.if137, %pred.store.continue136
  %295 = extractelement <32 x i1> %0, i64 1
  br i1 %295, label %pred.store.if139, label %pred.store.continue140

pred.store.if139:                                 ; preds = %pred.store.continue138
  %296 = extractelement <32 x i64> %290, i64 1
  %297 = getelementptr inbounds i8, i8* %out, i64 %296
  %298 = extractelement <32 x i8> %289, i64 1
  store i8 %298, i8* %297, align 1
  br label %pred.store.continue140

pred.store.continue140:                           ; preds = %pred.store.if139, %pred.store.continue138
  %299 = extractelement <32 x i1> %0, i64 2
  br i1 %299, label %pred.store.if141, label %pred.store.continue142

pred.store.if141:                                 ; preds = %pred.store.continue140
  %300 = extractelement <32 x i64> %290, i64 2
  %301 = getelementptr inbounds i8, i8* %out, i64 %300
  %302 = extractelement <32 x i8> %289, i64 2
  store i8 %302, i8* %301, align 1
  br label %pred.store.continue142

pred.store.continue142:                           ; preds = %pred.store.if141, %pred.store.continue140
  %303 = extractelement <32 x i1> %0, i64 3
  br i1 %303, label %pred.store.if143, label %pred.store.continue144

pred.store.if143:                                 ; preds = %pred.store.continue142
  %304 = extractelement <32 x i64> %290, i64 3
  %305 = getelementptr inbounds i8, i8* %out, i64 %304
  %306 = extractelement <32 x i8> %289, i64 3
  store i8 %306, i8* %305, align 1
  br label %pred.store.continue144

pred.store.continue144:                           ; preds = %pred.store.if143, %pred.store.continue142
  %307 = extractelement <32 x i1> %0, i64 4
  br i1 %307, label %pred.store.if145, label %pred.store.continue146

pred.store.if145:                                 ; preds = %pred.store.continue144
  %308 = extractelement <32 x i64> %290, i64 4
  %309 = getelementptr inbounds i8, i8* %out, i64 %308
  %310 = extractelement <32 x i8> %289, i64 4
  store i8 %310, i8* %309, align 1
  br label %pred.store.continue146

pred.store.continue146:                           ; preds = %pred.store.if145, %pred.store.continue144
  %311 = extractelement <32 x i1> %0, i64 5
  br i1 %311, label %pred.store.if147, label %pred.store.continue148

pred.store.if147:                                 ; preds = %pred.store.continue146
  %312 = extractelement <32 x i64> %290, i64 5
  %313 = getelementptr inbounds i8, i8* %out, i64 %312
  %314 = extractelement <32 x i8> %289, i64 5
  store i8 %314, i8* %313, align 1
  br label %pred.store.continue148

pred.store.continue148:                           ; preds = %pred.store.if147, %pred.store.continue146
  %315 = extractelement <32 x i1> %0, i64 6
  br i1 %315, label %pred.store.if149, label %pred.store.continue150

pred.store.if149:                                 ; preds = %pred.store.continue148
  %316 = extractelement <32 x i64> %290, i64 6
  %317 = getelementptr inbounds i8, i8* %out, i64 %316
  %318 = extractelement <32 x i8> %289, i64 6
  store i8 %318, i8* %317, align 1
  br label %pred.store.continue150

pred.store.continue150:                           ; preds = %pred.store.if149, %pred.store.continue148
  %319 = extractelement <32 x i1> %0, i64 7
  br i1 %319, label %pred.store.if151, label %pred.store.continue152

pred.store.if151:                                 ; preds = %pred.store.continue150
  %320 = extractelement <32 x i64> %290, i64 7
  %321 = getelementptr inbounds i8, i8* %out, i64 %320
  %322 = extractelement <32 x i8> %289, i64 7
  store i8 %322, i8* %321, align 1
  br label %pred.store.continue152

pred.store.continue152:                           ; preds = %pred.store.if151, %pred.store.continue150
  %323 = extractelement <32 x i1> %0, i64 8
  br i1 %323, label %pred.store.if153, label %pred.store.continue154

pred.store.if153:                                 ; preds = %pred.store.continue152
  %324 = extractelement <32 x i64> %290, i64 8
  %325 = getelementptr inbounds i8, i8* %out, i64 %324
  %326 = extractelement <32 x i8> %289, i64 8
  store i8 %326, i8* %325, align 1
  br label %pred.store.continue154

pred.store.continue154:                           ; preds = %pred.store.if153, %pred.store.continue152
  %327 = extractelement <32 x i1> %0, i64 9
  br i1 %327, label %pred.store.if155, label %pred.store.continue156

pred.store.if155:                                 ; preds = %pred.store.continue154
  %328 = extractelement <32 x i64> %290, i64 9
  %329 = getelementptr inbounds i8, i8* %out, i64 %328
  %330 = extractelement <32 x i8> %289, i64 9
  store i8 %330, i8* %329, align 1
  br label %pred.store.continue156

pred.store.continue156:                           ; preds = %pred.store.if155, %pred.store.continue154
  %331 = extractelement <32 x i1> %0, i64 10
  br i1 %331, label %pred.store.if157, label %pred.store.continue158

pred.store.if157:                                 ; preds = %pred.store.continue156
  %332 = extractelement <32 x i64> %290, i64 10
  %333 = getelementptr inbounds i8, i8* %out, i64 %332
  %334 = extractelement <32 x i8> %289, i64 10
  store i8 %334, i8* %333, align 1
  br label %pred.store.continue158

pred.store.continue158:                           ; preds = %pred.store.if157, %pred.store.continue156
  %335 = extractelement <32 x i1> %0, i64 11
  br i1 %335, label %pred.store.if159, label %pred.store.continue160

pred.store.if159:                                 ; preds = %pred.store.continue158
  %336 = extractelement <32 x i64> %290, i64 11
  %337 = getelementptr inbounds i8, i8* %out, i64 %336
  %338 = extractelement <32 x i8> %289, i64 11
  store i8 %338, i8* %337, align 1
  br label %pred.store.continue160

pred.store.continue160:                           ; preds = %pred.store.if159, %pred.store.continue158
  %339 = extractelement <32 x i1> %0, i64 12
  br i1 %339, label %pred.store.if161, label %pred.store.continue162

pred.store.if161:                                 ; preds = %pred.store.continue160
  %340 = extractelement <32 x i64> %290, i64 12
  %341 = getelementptr inbounds i8, i8* %out, i64 %340
  %342 = extractelement <32 x i8> %289, i64 12
  store i8 %342, i8* %341, align 1
  br label %pred.store.continue162

pred.store.continue162:                           ; preds = %pred.store.if161, %pred.store.continue160
  %343 = extractelement <32 x i1> %0, i64 13
  br i1 %343, label %pred.store.if163, label %pred.store.continue164

pred.store.if163:                                 ; preds = %pred.store.continue162
  %344 = extractelement <32 x i64> %290, i64 13
  %345 = getelementptr inbounds i8, i8* %out, i64 %344
  %346 = extractelement <32 x i8> %289, i64 13
  store i8 %346, i8* %345, align 1
  br label %pred.store.continue164

pred.store.continue164:                           ; preds = %pred.store.if163, %pred.store.continue162
  %347 = extractelement <32 x i1> %0, i64 14
  br i1 %347, label %pred.store.if165, label %pred.store.continue166

pred.store.if165:                                 ; preds = %pred.store.continue164
  %348 = extractelement <32 x i64> %290, i64 14
  %349 = getelementptr inbounds i8, i8* %out, i64 %348
  %350 = extractelement <32 x i8> %289, i64 14
  store i8 %350, i8* %349, align 1
  br label %pred.store.continue166

pred.store.continue166:                           ; preds = %pred.store.if165, %pred.store.continue164
  %351 = extractelement <32 x i1> %0, i64 15
  br i1 %351, label %pred.store.if167, label %pred.store.continue168

pred.store.if167:                                 ; preds = %pred.store.continue166
  %352 = extractelement <32 x i64> %290, i64 15
  %353 = getelementptr inbounds i8, i8* %out, i64 %352
  %354 = extractelement <32 x i8> %289, i64 15
  store i8 %354, i8* %353, align 1
  br label %pred.store.continue168

pred.store.continue168:                           ; preds = %pred.store.if167, %pred.store.continue166
  %355 = extractelement <32 x i1> %0, i64 16
  br i1 %355, label %pred.store.if169, label %pred.store.continue170

pred.store.if169:                                 ; preds = %pred.store.continue168
  %356 = extractelement <32 x i64> %290, i64 16
  %357 = getelementptr inbounds i8, i8* %out, i64 %356
  %358 = extractelement <32 x i8> %289, i64 16
  store i8 %358, i8* %357, align 1
  br label %pred.store.continue170

pred.store.continue170:                           ; preds = %pred.store.if169, %pred.store.continue168
  %359 = extractelement <32 x i1> %0, i64 17
  br i1 %359, label %pred.store.if171, label %pred.store.continue172

pred.store.if171:                                 ; preds = %pred.store.continue170
  %360 = extractelement <32 x i64> %290, i64 17
  %361 = getelementptr inbounds i8, i8* %out, i64 %360
  %362 = extractelement <32 x i8> %289, i64 17
  store i8 %362, i8* %361, align 1
  br label %pred.store.continue172

pred.store.continue172:                           ; preds = %pred.store.if171, %pred.store.continue170
  %363 = extractelement <32 x i1> %0, i64 18
  br i1 %363, label %pred.store.if173, label %pred.store.continue174

pred.store.if173:                                 ; preds = %pred.store.continue172
  %364 = extractelement <32 x i64> %290, i64 18
  %365 = getelementptr inbounds i8, i8* %out, i64 %364
  %366 = extractelement <32 x i8> %289, i64 18
  store i8 %366, i8* %365, align 1
  br label %pred.store.continue174

pred.store.continue174:                           ; preds = %pred.store.if173, %pred.store.continue172
  %367 = extractelement <32 x i1> %0, i64 19
  br i1 %367, label %pred.store.if175, label %pred.store.continue176

pred.store.if175:                                 ; preds = %pred.store.continue174
  %368 = extractelement <32 x i64> %290, i64 19
  %369 = getelementptr inbounds i8, i8* %out, i64 %368
  %370 = extractelement <32 x i8> %289, i64 19
  store i8 %370, i8* %369, align 1
  br label %pred.store.continue176

pred.store.continue176:                           ; preds = %pred.store.if175, %pred.store.continue174
  %371 = extractelement <32 x i1> %0, i64 20
  br i1 %371, label %pred.store.if177, label %pred.store.continue178

pred.store.if177:                                 ; preds = %pred.store.continue176
  %372 = extractelement <32 x i64> %290, i64 20
  %373 = getelementptr inbounds i8, i8* %out, i64 %372
  %374 = extractelement <32 x i8> %289, i64 20
  store i8 %374, i8* %373, align 1
  br label %pred.store.continue178

pred.store.continue178:                           ; preds = %pred.store.if177, %pred.store.continue176
  %375 = extractelement <32 x i1> %0, i64 21
  br i1 %375, label %pred.store.if179, label %pred.store.continue180

pred.store.if179:                                 ; preds = %pred.store.continue178
  %376 = extractelement <32 x i64> %290, i64 21
  %377 = getelementptr inbounds i8, i8* %out, i64 %376
  %378 = extractelement <32 x i8> %289, i64 21
  store i8 %378, i8* %377, align 1
  br label %pred.store.continue180

pred.store.continue180:                           ; preds = %pred.store.if179, %pred.store.continue178
  %379 = extractelement <32 x i1> %0, i64 22
  br i1 %379, label %pred.store.if181, label %pred.store.continue182

pred.store.if181:                                 ; preds = %pred.store.continue180
  %380 = extractelement <32 x i64> %290, i64 22
  %381 = getelementptr inbounds i8, i8* %out, i64 %380
  %382 = extractelement <32 x i8> %289, i64 22
  store i8 %382, i8* %381, align 1
  br label %pred.store.continue182

pred.store.continue182:                           ; preds = %pred.store.if181, %pred.store.continue180
  %383 = extractelement <32 x i1> %0, i64 23
  br i1 %383, label %pred.store.if183, label %pred.store.continue184

pred.store.if183:                                 ; preds = %pred.store.continue182
  %384 = extractelement <32 x i64> %290, i64 23
  %385 = getelementptr inbounds i8, i8* %out, i64 %384
  %386 = extractelement <32 x i8> %289, i64 23
  store i8 %386, i8* %385, align 1
  br label %pred.store.continue184

pred.store.continue184:                           ; preds = %pred.store.if183, %pred.store.continue182
  %387 = extractelement <32 x i1> %0, i64 24
  br i1 %387, label %pred.store.if185, label %pred.store.continue186

pred.store.if185:                                 ; preds = %pred.store.continue184
  %388 = extractelement <32 x i64> %290, i64 24
  %389 = getelementptr inbounds i8, i8* %out, i64 %388
  %390 = extractelement <32 x i8> %289, i64 24
  store i8 %390, i8* %389, align 1
  br label %pred.store.continue186

pred.store.continue186:                           ; preds = %pred.store.if185, %pred.store.continue184
  %391 = extractelement <32 x i1> %0, i64 25
  br i1 %391, label %pred.store.if187, label %pred.store.continue188

pred.store.if187:                                 ; preds = %pred.store.continue186
  %392 = extractelement <32 x i64> %290, i64 25
  %393 = getelementptr inbounds i8, i8* %out, i64 %392
  %394 = extractelement <32 x i8> %289, i64 25
  store i8 %394, i8* %393, align 1
  br label %pred.store.continue188

pred.store.continue188:                           ; preds = %pred.store.if187, %pred.store.continue186
  %395 = extractelement <32 x i1> %0, i64 26
  br i1 %395, label %pred.store.if189, label %pred.store.continue190

pred.store.if189:                                 ; preds = %pred.store.continue188
  %396 = extractelement <32 x i64> %290, i64 26
  %397 = getelementptr inbounds i8, i8* %out, i64 %396
  %398 = extractelement <32 x i8> %289, i64 26
  store i8 %398, i8* %397, align 1
  br label %pred.store.continue190

pred.store.continue190:                           ; preds = %pred.store.if189, %pred.store.continue188
  %399 = extractelement <32 x i1> %0, i64 27
  br i1 %399, label %pred.store.if191, label %pred.store.continue192

pred.store.if191:                                 ; preds = %pred.store.continue190
  %400 = extractelement <32 x i64> %290, i64 27
  %401 = getelementptr inbounds i8, i8* %out, i64 %400
  %402 = extractelement <32 x i8> %289, i64 27
  store i8 %402, i8* %401, align 1
  br label %pred.store.continue192

pred.store.continue192:                           ; preds = %pred.store.if191, %pred.store.continue190
  %403 = extractelement <32 x i1> %0, i64 28
  br i1 %403, label %pred.store.if193, label %pred.store.continue194

pred.store.if193:                                 ; preds = %pred.store.continue192
  %404 = extractelement <32 x i64> %290, i64 28
  %405 = getelementptr inbounds i8, i8* %out, i64 %404
  %406 = extractelement <32 x i8> %289, i64 28
  store i8 %406, i8* %405, align 1
  br label %pred.store.continue194

pred.store.continue194:                           ; preds = %pred.store.if193, %pred.store.continue192
  %407 = extractelement <32 x i1> %0, i64 29
  br i1 %407, label %pred.store.if195, label %pred.store.continue196

pred.store.if195:                                 ; preds = %pred.store.continue194
  %408 = extractelement <32 x i64> %290, i64 29
  %409 = getelementptr inbounds i8, i8* %out, i64 %408
  %410 = extractelement <32 x i8> %289, i64 29
  store i8 %410, i8* %409, align 1
  br label %pred.store.continue196

pred.store.continue196:                           ; preds = %pred.store.if195, %pred.store.continue194
  %411 = extractelement <32 x i1> %0, i64 30
  br i1 %411, label %pred.store.if197, label %pred.store.continue198

pred.store.if197:                                 ; preds = %pred.store.continue196
  %412 = extractelement <32 x i64> %290, i64 30
  %413 = getelementptr inbounds i8, i8* %out, i64 %412
  %414 = extractelement <32 x i8> %289, i64 30
  store i8 %414, i8* %413, align 1
  br label %pred.store.continue198

pred.store.continue198:                           ; preds = %pred.store.if197, %pred.store.continue196
  %415 = extractelement <32 x i1> %0, i64 31
  br i1 %415, label %pred.store.if199, label %pred.store.continue200

pred.store.if199:                                 ; preds = %pred.store.continue198
  %416 = extractelement <32 x i64> %290, i64 31
  %417 = getelementptr inbounds i8, i8* %out, i64 %416
  %418 = extractelement <32 x i8> %289, i64 31
  store i8 %418, i8* %417, align 1
  br label %pred.store.continue200

pred.store.continue200:                           ; preds = %pred.store.if199, %pred.store.continue198
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %419 = icmp eq i64 %index.next, %n.vec
  br i1 %419, label %for.end, label %vector.body, !llvm.loop !15

for.end:                                          ; preds = %pred.store.continue200, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>*, i32 immarg, <32 x i1>, <32 x float>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32f32.p0v32f32(<32 x float>, <32 x float>*, i32 immarg, <32 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32i64.p0v32i64(<32 x i64>, <32 x i64>*, i32 immarg, <32 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>*, i32 immarg, <32 x i1>, <32 x double>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32f64.p0v32f64(<32 x double>, <32 x double>*, i32 immarg, <32 x i1>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32i32.p0v32i32(<32 x i32>, <32 x i32>*, i32 immarg, <32 x i1>) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone willreturn }

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
