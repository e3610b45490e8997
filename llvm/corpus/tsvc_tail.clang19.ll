; ModuleID = 'tsvc_tail.c'
source_filename = "tsvc_tail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_saxpy(ptr noalias nocapture noundef %y, ptr noalias nocapture noundef readonly %x, float noundef %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %broadcast.splatinsert12 = insertelement <16 x float> poison, float %a, i64 0
  %broadcast.splat13 = shufflevector <16 x float> %broadcast.splatinsert12, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or disjoint <16 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %0 = icmp ule <16 x i64> %vec.iv, %broadcast.splat10
  %1 = getelementptr inbounds float, ptr %x, i64 %index
  %wide.masked.load = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %1, i32 4, <16 x i1> %0, <16 x float> poison), !tbaa !5
  %2 = getelementptr inbounds float, ptr %y, i64 %index
  %wide.masked.load11 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %2, i32 4, <16 x i1> %0, <16 x float> poison), !tbaa !5
  %3 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat13, <16 x float> %wide.masked.load, <16 x float> %wide.masked.load11)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3, ptr %2, i32 4, <16 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !9

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_clamp_i16(ptr noalias nocapture noundef %p, i16 noundef signext %lo, i16 noundef signext %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 4294967264
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <32 x i16> poison, i16 %lo, i64 0
  %broadcast.splat98 = shufflevector <32 x i16> %broadcast.splatinsert97, <32 x i16> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <32 x i16> poison, i16 %hi, i64 0
  %broadcast.splat100 = shufflevector <32 x i16> %broadcast.splatinsert99, <32 x i16> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue162, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue162 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %pred.store.continue162 ]
  %0 = or disjoint i64 %index, 1
  %1 = or disjoint i64 %index, 2
  %2 = or disjoint i64 %index, 3
  %3 = or disjoint i64 %index, 4
  %4 = or disjoint i64 %index, 5
  %5 = or disjoint i64 %index, 6
  %6 = or disjoint i64 %index, 7
  %7 = or disjoint i64 %index, 8
  %8 = or disjoint i64 %index, 9
  %9 = or disjoint i64 %index, 10
  %10 = or disjoint i64 %index, 11
  %11 = or disjoint i64 %index, 12
  %12 = or disjoint i64 %index, 13
  %13 = or disjoint i64 %index, 14
  %14 = or disjoint i64 %index, 15
  %15 = or disjoint i64 %index, 16
  %16 = or disjoint i64 %index, 17
  %17 = or disjoint i64 %index, 18
  %18 = or disjoint i64 %index, 19
  %19 = or disjoint i64 %index, 20
  %20 = or disjoint i64 %index, 21
  %21 = or disjoint i64 %index, 22
  %22 = or disjoint i64 %index, 23
  %23 = or disjoint i64 %index, 24
  %24 = or disjoint i64 %index, 25
  %25 = or disjoint i64 %index, 26
  %26 = or disjoint i64 %index, 27
  %27 = or disjoint i64 %index, 28
  %28 = or disjoint i64 %index, 29
  %29 = or disjoint i64 %index, 30
  %30 = or disjoint i64 %index, 31
  %31 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %32 = getelementptr inbounds i16, ptr %p, i64 %index
  %33 = getelementptr inbounds i16, ptr %p, i64 %0
  %34 = getelementptr inbounds i16, ptr %p, i64 %1
  %35 = getelementptr inbounds i16, ptr %p, i64 %2
  %36 = getelementptr inbounds i16, ptr %p, i64 %3
  %37 = getelementptr inbounds i16, ptr %p, i64 %4
  %38 = getelementptr inbounds i16, ptr %p, i64 %5
  %39 = getelementptr inbounds i16, ptr %p, i64 %6
  %40 = getelementptr inbounds i16, ptr %p, i64 %7
  %41 = getelementptr inbounds i16, ptr %p, i64 %8
  %42 = getelementptr inbounds i16, ptr %p, i64 %9
  %43 = getelementptr inbounds i16, ptr %p, i64 %10
  %44 = getelementptr inbounds i16, ptr %p, i64 %11
  %45 = getelementptr inbounds i16, ptr %p, i64 %12
  %46 = getelementptr inbounds i16, ptr %p, i64 %13
  %47 = getelementptr inbounds i16, ptr %p, i64 %14
  %48 = getelementptr inbounds i16, ptr %p, i64 %15
  %49 = getelementptr inbounds i16, ptr %p, i64 %16
  %50 = getelementptr inbounds i16, ptr %p, i64 %17
  %51 = getelementptr inbounds i16, ptr %p, i64 %18
  %52 = getelementptr inbounds i16, ptr %p, i64 %19
  %53 = getelementptr inbounds i16, ptr %p, i64 %20
  %54 = getelementptr inbounds i16, ptr %p, i64 %21
  %55 = getelementptr inbounds i16, ptr %p, i64 %22
  %56 = getelementptr inbounds i16, ptr %p, i64 %23
  %57 = getelementptr inbounds i16, ptr %p, i64 %24
  %58 = getelementptr inbounds i16, ptr %p, i64 %25
  %59 = getelementptr inbounds i16, ptr %p, i64 %26
  %60 = getelementptr inbounds i16, ptr %p, i64 %27
  %61 = getelementptr inbounds i16, ptr %p, i64 %28
  %62 = getelementptr inbounds i16, ptr %p, i64 %29
  %63 = getelementptr inbounds i16, ptr %p, i64 %30
  %64 = extractelement <32 x i1> %31, i64 0
  br i1 %64, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %65 = load i16, ptr %32, align 2, !tbaa !13
  %66 = insertelement <32 x i16> poison, i16 %65, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %67 = phi <32 x i16> [ poison, %vector.body ], [ %66, %pred.load.if ]
  %68 = extractelement <32 x i1> %31, i64 1
  br i1 %68, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue
  %69 = load i16, ptr %33, align 2, !tbaa !13
  %70 = insertelement <32 x i16> %67, i16 %69, i64 1
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue
  %71 = phi <32 x i16> [ %67, %pred.load.continue ], [ %70, %pred.load.if35 ]
  %72 = extractelement <32 x i1> %31, i64 2
  br i1 %72, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %73 = load i16, ptr %34, align 2, !tbaa !13
  %74 = insertelement <32 x i16> %71, i16 %73, i64 2
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %75 = phi <32 x i16> [ %71, %pred.load.continue36 ], [ %74, %pred.load.if37 ]
  %76 = extractelement <32 x i1> %31, i64 3
  br i1 %76, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %77 = load i16, ptr %35, align 2, !tbaa !13
  %78 = insertelement <32 x i16> %75, i16 %77, i64 3
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %79 = phi <32 x i16> [ %75, %pred.load.continue38 ], [ %78, %pred.load.if39 ]
  %80 = extractelement <32 x i1> %31, i64 4
  br i1 %80, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %81 = load i16, ptr %36, align 2, !tbaa !13
  %82 = insertelement <32 x i16> %79, i16 %81, i64 4
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %83 = phi <32 x i16> [ %79, %pred.load.continue40 ], [ %82, %pred.load.if41 ]
  %84 = extractelement <32 x i1> %31, i64 5
  br i1 %84, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %85 = load i16, ptr %37, align 2, !tbaa !13
  %86 = insertelement <32 x i16> %83, i16 %85, i64 5
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %87 = phi <32 x i16> [ %83, %pred.load.continue42 ], [ %86, %pred.load.if43 ]
  %88 = extractelement <32 x i1> %31, i64 6
  br i1 %88, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %89 = load i16, ptr %38, align 2, !tbaa !13
  %90 = insertelement <32 x i16> %87, i16 %89, i64 6
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %91 = phi <32 x i16> [ %87, %pred.load.continue44 ], [ %90, %pred.load.if45 ]
  %92 = extractelement <32 x i1> %31, i64 7
  br i1 %92, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %93 = load i16, ptr %39, align 2, !tbaa !13
  %94 = insertelement <32 x i16> %91, i16 %93, i64 7
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %95 = phi <32 x i16> [ %91, %pred.load.continue46 ], [ %94, %pred.load.if47 ]
  %96 = extractelement <32 x i1> %31, i64 8
  br i1 %96, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %97 = load i16, ptr %40, align 2, !tbaa !13
  %98 = insertelement <32 x i16> %95, i16 %97, i64 8
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %99 = phi <32 x i16> [ %95, %pred.load.continue48 ], [ %98, %pred.load.if49 ]
  %100 = extractelement <32 x i1> %31, i64 9
  br i1 %100, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %101 = load i16, ptr %41, align 2, !tbaa !13
  %102 = insertelement <32 x i16> %99, i16 %101, i64 9
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %103 = phi <32 x i16> [ %99, %pred.load.continue50 ], [ %102, %pred.load.if51 ]
  %104 = extractelement <32 x i1> %31, i64 10
  br i1 %104, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %105 = load i16, ptr %42, align 2, !tbaa !13
  %106 = insertelement <32 x i16> %103, i16 %105, i64 10
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %107 = phi <32 x i16> [ %103, %pred.load.continue52 ], [ %106, %pred.load.if53 ]
  %108 = extractelement <32 x i1> %31, i64 11
  br i1 %108, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %109 = load i16, ptr %43, align 2, !tbaa !13
  %110 = insertelement <32 x i16> %107, i16 %109, i64 11
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %111 = phi <32 x i16> [ %107, %pred.load.continue54 ], [ %110, %pred.load.if55 ]
  %112 = extractelement <32 x i1> %31, i64 12
  br i1 %112, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %113 = load i16, ptr %44, align 2, !tbaa !13
  %114 = insertelement <32 x i16> %111, i16 %113, i64 12
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %115 = phi <32 x i16> [ %111, %pred.load.continue56 ], [ %114, %pred.load.if57 ]
  %116 = extractelement <32 x i1> %31, i64 13
  br i1 %116, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %117 = load i16, ptr %45, align 2, !tbaa !13
  %118 = insertelement <32 x i16> %115, i16 %117, i64 13
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %119 = phi <32 x i16> [ %115, %pred.load.continue58 ], [ %118, %pred.load.if59 ]
  %120 = extractelement <32 x i1> %31, i64 14
  br i1 %120, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %121 = load i16, ptr %46, align 2, !tbaa !13
  %122 = insertelement <32 x i16> %119, i16 %121, i64 14
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %123 = phi <32 x i16> [ %119, %pred.load.continue60 ], [ %122, %pred.load.if61 ]
  %124 = extractelement <32 x i1> %31, i64 15
  br i1 %124, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %125 = load i16, ptr %47, align 2, !tbaa !13
  %126 = insertelement <32 x i16> %123, i16 %125, i64 15
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %127 = phi <32 x i16> [ %123, %pred.load.continue62 ], [ %126, %pred.load.if63 ]
  %128 = extractelement <32 x i1> %31, i64 16
  br i1 %128, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %129 = load i16, ptr %48, align 2, !tbaa !13
  %130 = insertelement <32 x i16> %127, i16 %129, i64 16
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %131 = phi <32 x i16> [ %127, %pred.load.continue64 ], [ %130, %pred.load.if65 ]
  %132 = extractelement <32 x i1> %31, i64 17
  br i1 %132, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %133 = load i16, ptr %49, align 2, !tbaa !13
  %134 = insertelement <32 x i16> %131, i16 %133, i64 17
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %135 = phi <32 x i16> [ %131, %pred.load.continue66 ], [ %134, %pred.load.if67 ]
  %136 = extractelement <32 x i1> %31, i64 18
  br i1 %136, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %137 = load i16, ptr %50, align 2, !tbaa !13
  %138 = insertelement <32 x i16> %135, i16 %137, i64 18
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %139 = phi <32 x i16> [ %135, %pred.load.continue68 ], [ %138, %pred.load.if69 ]
  %140 = extractelement <32 x i1> %31, i64 19
  br i1 %140, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %141 = load i16, ptr %51, align 2, !tbaa !13
  %142 = insertelement <32 x i16> %139, i16 %141, i64 19
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %143 = phi <32 x i16> [ %139, %pred.load.continue70 ], [ %142, %pred.load.if71 ]
  %144 = extractelement <32 x i1> %31, i64 20
  br i1 %144, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %145 = load i16, ptr %52, align 2, !tbaa !13
  %146 = insertelement <32 x i16> %143, i16 %145, i64 20
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %147 = phi <32 x i16> [ %143, %pred.load.continue72 ], [ %146, %pred.load.if73 ]
  %148 = extractelement <32 x i1> %31, i64 21
  br i1 %148, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %149 = load i16, ptr %53, align 2, !tbaa !13
  %150 = insertelement <32 x i16> %147, i16 %149, i64 21
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %151 = phi <32 x i16> [ %147, %pred.load.continue74 ], [ %150, %pred.load.if75 ]
  %152 = extractelement <32 x i1> %31, i64 22
  br i1 %152, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %153 = load i16, ptr %54, align 2, !tbaa !13
  %154 = insertelement <32 x i16> %151, i16 %153, i64 22
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %155 = phi <32 x i16> [ %151, %pred.load.continue76 ], [ %154, %pred.load.if77 ]
  %156 = extractelement <32 x i1> %31, i64 23
  br i1 %156, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %157 = load i16, ptr %55, align 2, !tbaa !13
  %158 = insertelement <32 x i16> %155, i16 %157, i64 23
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %159 = phi <32 x i16> [ %155, %pred.load.continue78 ], [ %158, %pred.load.if79 ]
  %160 = extractelement <32 x i1> %31, i64 24
  br i1 %160, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %161 = load i16, ptr %56, align 2, !tbaa !13
  %162 = insertelement <32 x i16> %159, i16 %161, i64 24
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %163 = phi <32 x i16> [ %159, %pred.load.continue80 ], [ %162, %pred.load.if81 ]
  %164 = extractelement <32 x i1> %31, i64 25
  br i1 %164, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %165 = load i16, ptr %57, align 2, !tbaa !13
  %166 = insertelement <32 x i16> %163, i16 %165, i64 25
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %167 = phi <32 x i16> [ %163, %pred.load.continue82 ], [ %166, %pred.load.if83 ]
  %168 = extractelement <32 x i1> %31, i64 26
  br i1 %168, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %169 = load i16, ptr %58, align 2, !tbaa !13
  %170 = insertelement <32 x i16> %167, i16 %169, i64 26
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %171 = phi <32 x i16> [ %167, %pred.load.continue84 ], [ %170, %pred.load.if85 ]
  %172 = extractelement <32 x i1> %31, i64 27
  br i1 %172, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %173 = load i16, ptr %59, align 2, !tbaa !13
  %174 = insertelement <32 x i16> %171, i16 %173, i64 27
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %175 = phi <32 x i16> [ %171, %pred.load.continue86 ], [ %174, %pred.load.if87 ]
  %176 = extractelement <32 x i1> %31, i64 28
  br i1 %176, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %177 = load i16, ptr %60, align 2, !tbaa !13
  %178 = insertelement <32 x i16> %175, i16 %177, i64 28
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %179 = phi <32 x i16> [ %175, %pred.load.continue88 ], [ %178, %pred.load.if89 ]
  %180 = extractelement <32 x i1> %31, i64 29
  br i1 %180, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %181 = load i16, ptr %61, align 2, !tbaa !13
  %182 = insertelement <32 x i16> %179, i16 %181, i64 29
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %183 = phi <32 x i16> [ %179, %pred.load.continue90 ], [ %182, %pred.load.if91 ]
  %184 = extractelement <32 x i1> %31, i64 30
  br i1 %184, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %185 = load i16, ptr %62, align 2, !tbaa !13
  %186 = insertelement <32 x i16> %183, i16 %185, i64 30
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %187 = phi <32 x i16> [ %183, %pred.load.continue92 ], [ %186, %pred.load.if93 ]
  %188 = extractelement <32 x i1> %31, i64 31
  br i1 %188, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %189 = load i16, ptr %63, align 2, !tbaa !13
  %190 = insertelement <32 x i16> %187, i16 %189, i64 31
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %191 = phi <32 x i16> [ %187, %pred.load.continue94 ], [ %190, %pred.load.if95 ]
  %192 = icmp slt <32 x i16> %191, %broadcast.splat98
  %193 = tail call <32 x i16> @llvm.smin.v32i16(<32 x i16> %191, <32 x i16> %broadcast.splat100)
  %194 = select <32 x i1> %192, <32 x i16> %broadcast.splat98, <32 x i16> %193
  %195 = extractelement <32 x i1> %31, i64 0
  br i1 %195, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue96
  %196 = extractelement <32 x i16> %194, i64 0
  store i16 %196, ptr %32, align 2, !tbaa !13
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue96
  %197 = extractelement <32 x i1> %31, i64 1
  br i1 %197, label %pred.store.if101, label %pred.store.continue102

pred.store.if101:                                 ; preds = %pred.store.continue
  %198 = extractelement <32 x i16> %194, i64 1
  store i16 %198, ptr %33, align 2, !tbaa !13
  br label %pred.store.continue102

pred.store.continue102:                           ; preds = %pred.store.if101, %pred.store.continue
  %199 = extractelement <32 x i1> %31, i64 2
  br i1 %199, label %pred.store.if103, label %pred.store.continue104

pred.store.if103:                                 ; preds = %pred.store.continue102
  %200 = extractelement <32 x i16> %194, i64 2
  store i16 %200, ptr %34, align 2, !tbaa !13
  br label %pred.store.continue104

pred.store.continue104:                           ; preds = %pred.store.if103, %pred.store.continue102
  %201 = extractelement <32 x i1> %31, i64 3
  br i1 %201, label %pred.store.if105, label %pred.store.continue106

pred.store.if105:                                 ; preds = %pred.store.continue104
  %202 = extractelement <32 x i16> %194, i64 3
  store i16 %202, ptr %35, align 2, !tbaa !13
  br label %pred.store.continue106

pred.store.continue106:                           ; preds = %pred.store.if105, %pred.store.continue104
  %203 = extractelement <32 x i1> %31, i64 4
  br i1 %203, label %pred.store.if107, label %pred.store.continue108

pred.store.if107:                                 ; preds = %pred.store.continue106
  %204 = extractelement <32 x i16> %194, i64 4
  store i16 %204, ptr %36, align 2, !tbaa !13
  br label %pred.store.continue108

pred.store.continue108:                           ; preds = %pred.store.if107, %pred.store.continue106
  %205 = extractelement <32 x i1> %31, i64 5
  br i1 %205, label %pred.store.if109, label %pred.store.continue110

pred.store.if109:                                 ; preds = %pred.store.continue108
  %206 = extractelement <32 x i16> %194, i64 5
  store i16 %206, ptr %37, align 2, !tbaa !13
  br label %pred.store.continue110

pred.store.continue110:                           ; preds = %pred.store.if109, %pred.store.continue108
  %207 = extractelement <32 x i1> %31, i64 6
  br i1 %207, label %pred.store.if111, label %pred.store.continue112

pred.store.if111:                                 ; preds = %pred.store.continue110
  %208 = extractelement <32 x i16> %194, i64 6
  store i16 %208, ptr %38, align 2, !tbaa !13
  br label %pred.store.continue112

pred.store.continue112:                           ; preds = %pred.store.if111, %pred.store.continue110
  %209 = extractelement <32 x i1> %31, i64 7
  br i1 %209, label %pred.store.if113, label %pred.store.continue114

pred.store.if113:                                 ; preds = %pred.store.continue112
  %210 = extractelement <32 x i16> %194, i64 7
  store i16 %210, ptr %39, align 2, !tbaa !13
  br label %pred.store.continue114

pred.store.continue114:                           ; preds = %pred.store.if113, %pred.store.continue112
  %211 = extractelement <32 x i1> %31, i64 8
  br i1 %211, label %pred.store.if115, label %pred.store.continue116

pred.store.if115:                                 ; preds = %pred.store.continue114
  %212 = extractelement <32 x i16> %194, i64 8
  store i16 %212, ptr %40, align 2, !tbaa !13
  br label %pred.store.continue116

pred.store.continue116:                           ; preds = %pred.store.if115, %pred.store.continue114
  %213 = extractelement <32 x i1> %31, i64 9
  br i1 %213, label %pred.store.if117, label %pred.store.continue118

pred.store.if117:                                 ; preds = %pred.store.continue116
  %214 = extractelement <32 x i16> %194, i64 9
  store i16 %214, ptr %41, align 2, !tbaa !13
  br label %pred.store.continue118

pred.store.continue118:                           ; preds = %pred.store.if117, %pred.store.continue116
  %215 = extractelement <32 x i1> %31, i64 10
  br i1 %215, label %pred.store.if119, label %pred.store.continue120

pred.store.if119:                                 ; preds = %pred.store.continue118
  %216 = extractelement <32 x i16> %194, i64 10
  store i16 %216, ptr %42, align 2, !tbaa !13
  br label %pred.store.continue120

pred.store.continue120:                           ; preds = %pred.store.if119, %pred.store.continue118
  %217 = extractelement <32 x i1> %31, i64 11
  br i1 %217, label %pred.store.if121, label %pred.store.continue122

pred.store.if121:                                 ; preds = %pred.store.continue120
  %218 = extractelement <32 x i16> %194, i64 11
  store i16 %218, ptr %43, align 2, !tbaa !13
  br label %pred.store.continue122

pred.store.continue122:                           ; preds = %pred.store.if121, %pred.store.continue120
  %219 = extractelement <32 x i1> %31, i64 12
  br i1 %219, label %pred.store.if123, label %pred.store.continue124

pred.store.if123:                                 ; preds = %pred.store.continue122
  %220 = extractelement <32 x i16> %194, i64 12
  store i16 %220, ptr %44, align 2, !tbaa !13
  br label %pred.store.continue124

pred.store.continue124:                           ; preds = %pred.store.if123, %pred.store.continue122
  %221 = extractelement <32 x i1> %31, i64 13
  br i1 %221, label %pred.store.if125, label %pred.store.continue126

pred.store.if125:                                 ; preds = %pred.store.continue124
  %222 = extractelement <32 x i16> %194, i64 13
  store i16 %222, ptr %45, align 2, !tbaa !13
  br label %pred.store.continue126

pred.store.continue126:                           ; preds = %pred.store.if125, %pred.store.continue124
  %223 = extractelement <32 x i1> %31, i64 14
  br i1 %223, label %pred.store.if127, label %pred.store.continue128

pred.store.if127:                                 ; preds = %pred.store.continue126
  %224 = extractelement <32 x i16> %194, i64 14
  store i16 %224, ptr %46, align 2, !tbaa !13
  br label %pred.store.continue128

pred.store.continue128:                           ; preds = %pred.store.if127, %pred.store.continue126
  %225 = extractelement <32 x i1> %31, i64 15
  br i1 %225, label %pred.store.if129, label %pred.store.continue130

pred.store.if129:                                 ; preds = %pred.store.continue128
  %226 = extractelement <32 x i16> %194, i64 15
  store i16 %226, ptr %47, align 2, !tbaa !13
  br label %pred.store.continue130

pred.store.continue130:                           ; preds = %pred.store.if129, %pred.store.continue128
  %227 = extractelement <32 x i1> %31, i64 16
  br i1 %227, label %pred.store.if131, label %pred.store.continue132

pred.store.if131:                                 ; preds = %pred.store.continue130
  %228 = extractelement <32 x i16> %194, i64 16
  store i16 %228, ptr %48, align 2, !tbaa !13
  br label %pred.store.continue132

pred.store.continue132:                           ; preds = %pred.store.if131, %pred.store.continue130
  %229 = extractelement <32 x i1> %31, i64 17
  br i1 %229, label %pred.store.if133, label %pred.store.continue134

pred.store.if133:                                 ; preds = %pred.store.continue132
  %230 = extractelement <32 x i16> %194, i64 17
  store i16 %230, ptr %49, align 2, !tbaa !13
  br label %pred.store.continue134

pred.store.continue134:                           ; preds = %pred.store.if133, %pred.store.continue132
  %231 = extractelement <32 x i1> %31, i64 18
  br i1 %231, label %pred.store.if135, label %pred.store.continue136

pred.store.if135:                                 ; preds = %pred.store.continue134
  %232 = extractelement <32 x i16> %194, i64 18
  store i16 %232, ptr %50, align 2, !tbaa !13
  br label %pred.store.continue136

pred.store.continue136:                           ; preds = %pred.store.if135, %pred.store.continue134
  %233 = extractelement <32 x i1> %31, i64 19
  br i1 %233, label %pred.store.if137, label %pred.store.continue138

pred.store.if137:                                 ; preds = %pred.store.continue136
  %234 = extractelement <32 x i16> %194, i64 19
  store i16 %234, ptr %51, align 2, !tbaa !13
  br label %pred.store.continue138

pred.store.continue138:                           ; preds = %pred.store.if137, %pred.store.continue136
  %235 = extractelement <32 x i1> %31, i64 20
  br i1 %235, label %pred.store.if139, label %pred.store.continue140

pred.store.if139:                                 ; preds = %pred.store.continue138
  %236 = extractelement <32 x i16> %194, i64 20
  store i16 %236, ptr %52, align 2, !tbaa !13
  br label %pred.store.continue140

pred.store.continue140:                           ; preds = %pred.store.if139, %pred.store.continue138
  %237 = extractelement <32 x i1> %31, i64 21
  br i1 %237, label %pred.store.if141, label %pred.store.continue142

pred.store.if141:                                 ; preds = %pred.store.continue140
  %238 = extractelement <32 x i16> %194, i64 21
  store i16 %238, ptr %53, align 2, !tbaa !13
  br label %pred.store.continue142

pred.store.continue142:                           ; preds = %pred.store.if141, %pred.store.continue140
  %239 = extractelement <32 x i1> %31, i64 22
  br i1 %239, label %pred.store.if143, label %pred.store.continue144

pred.store.if143:                                 ; preds = %pred.store.continue142
  %240 = extractelement <32 x i16> %194, i64 22
  store i16 %240, ptr %54, align 2, !tbaa !13
  br label %pred.store.continue144

pred.store.continue144:                           ; preds = %pred.store.if143, %pred.store.continue142
  %241 = extractelement <32 x i1> %31, i64 23
  br i1 %241, label %pred.store.if145, label %pred.store.continue146

pred.store.if145:                                 ; preds = %pred.store.continue144
  %242 = extractelement <32 x i16> %194, i64 23
  store i16 %242, ptr %55, align 2, !tbaa !13
  br label %pred.store.continue146

pred.store.continue146:                           ; preds = %pred.store.if145, %pred.store.continue144
  %243 = extractelement <32 x i1> %31, i64 24
  br i1 %243, label %pred.store.if147, label %pred.store.continue148

pred.store.if147:                                 ; preds = %pred.store.continue146
  %244 = extractelement <32 x i16> %194, i64 24
  store i16 %244, ptr %56, align 2, !tbaa !13
  br label %pred.store.continue148

pred.store.continue148:                           ; preds = %pred.store.if147, %pred.store.continue146
  %245 = extractelement <32 x i1> %31, i64 25
  br i1 %245, label %pred.store.if149, label %pred.store.continue150

pred.store.if149:                                 ; preds = %pred.store.continue148
  %246 = extractelement <32 x i16> %194, i64 25
  store i16 %246, ptr %57, align 2, !tbaa !13
  br label %pred.store.continue150

pred.store.continue150:                           ; preds = %pred.store.if149, %pred.store.continue148
  %247 = extractelement <32 x i1> %31, i64 26
  br i1 %247, label %pred.store.if151, label %pred.store.continue152

pred.store.if151:                                 ; preds = %pred.store.continue150
  %248 = extractelement <32 x i16> %194, i64 26
  store i16 %248, ptr %58, align 2, !tbaa !13
  br label %pred.store.continue152

pred.store.continue152:                           ; preds = %pred.store.if151, %pred.store.continue150
  %249 = extractelement <32 x i1> %31, i64 27
  br i1 %249, label %pred.store.if153, label %pred.store.continue154

pred.store.if153:                                 ; preds = %pred.store.continue152
  %250 = extractelement <32 x i16> %194, i64 27
  store i16 %250, ptr %59, align 2, !tbaa !13
  br label %pred.store.continue154

pred.store.continue154:                           ; preds = %pred.store.if153, %pred.store.continue152
  %251 = extractelement <32 x i1> %31, i64 28
  br i1 %251, label %pred.store.if155, label %pred.store.continue156

pred.store.if155:                                 ; preds = %pred.store.continue154
  %252 = extractelement <32 x i16> %194, i64 28
  store i16 %252, ptr %60, align 2, !tbaa !13
  br label %pred.store.continue156

pred.store.continue156:                           ; preds = %pred.store.if155, %pred.store.continue154
  %253 = extractelement <32 x i1> %31, i64 29
  br i1 %253, label %pred.store.if157, label %pred.store.continue158

pred.store.if157:                                 ; preds = %pred.store.continue156
  %254 = extractelement <32 x i16> %194, i64 29
  store i16 %254, ptr %61, align 2, !tbaa !13
  br label %pred.store.continue158

pred.store.continue158:                           ; preds = %pred.store.if157, %pred.store.continue156
  %255 = extractelement <32 x i1> %31, i64 30
  br i1 %255, label %pred.store.if159, label %pred.store.continue160

pred.store.if159:                                 ; preds = %pred.store.continue158
  %256 = extractelement <32 x i16> %194, i64 30
  store i16 %256, ptr %62, align 2, !tbaa !13
  br label %pred.store.continue160

pred.store.continue160:                           ; preds = %pred.store.if159, %pred.store.continue158
  %257 = extractelement <32 x i1> %31, i64 31
  br i1 %257, label %pred.store.if161, label %pred.store.continue162

pred.store.if161:                                 ; preds = %pred.store.continue160
  %258 = extractelement <32 x i16> %194, i64 31
  store i16 %258, ptr %63, align 2, !tbaa !13
  br label %pred.store.continue162

pred.store.continue162:                           ; preds = %pred.store.if161, %pred.store.continue160
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %259 = icmp eq i64 %index.next, %n.vec
  br i1 %259, label %for.cond.cleanup, label %vector.body, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %pred.store.continue162, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_widen(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert9 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat10 = shufflevector <8 x i64> %broadcast.splatinsert9, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat10
  %1 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.masked.load = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %1, i32 4, <8 x i1> %0, <8 x i32> poison), !tbaa !16
  %2 = sext <8 x i32> %wide.masked.load to <8 x i64>
  %3 = mul nsw <8 x i64> %2, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %4 = getelementptr inbounds i64, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8i64.p0(<8 x i64> %3, ptr %4, i32 8, <8 x i1> %0), !tbaa !18
  %index.next = add i64 %index, 8
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %for.cond.cleanup, label %vector.body, !llvm.loop !20

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_cond(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert14 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat15 = shufflevector <8 x i64> %broadcast.splatinsert14, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat15
  %1 = getelementptr inbounds double, ptr %a, i64 %index
  %wide.masked.load = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %1, i32 8, <8 x i1> %0, <8 x double> poison), !tbaa !21
  %2 = fcmp olt <8 x double> %wide.masked.load, zeroinitializer
  %3 = select <8 x i1> %0, <8 x i1> %2, <8 x i1> zeroinitializer
  %4 = fneg <8 x double> %wide.masked.load
  %5 = getelementptr double, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %4, ptr %5, i32 8, <8 x i1> %3), !tbaa !21
  %index.next = add i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %for.cond.cleanup, label %vector.body, !llvm.loop !23

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_sum(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 4294967280
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert8 = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat9 = shufflevector <16 x i64> %broadcast.splatinsert8, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %2, %vector.body ]
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or disjoint <16 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %0 = icmp ule <16 x i64> %vec.iv, %broadcast.splat9
  %1 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %1, i32 4, <16 x i1> %0, <16 x i32> poison), !tbaa !16
  %2 = add <16 x i32> %wide.masked.load, %vec.phi
  %index.next = add i64 %index, 16
  %3 = icmp eq i64 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %4 = select <16 x i1> %0, <16 x i32> %2, <16 x i32> %vec.phi
  %5 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %4)
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %5, %middle.block ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !16
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_rev(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i32, ptr %in, i64 %0
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 4294967280
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert12 = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat13 = shufflevector <16 x i64> %broadcast.splatinsert12, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.gep15 = getelementptr i8, ptr %invariant.gep, i64 -60
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or disjoint <16 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1 = icmp ule <16 x i64> %vec.iv, %broadcast.splat13
  %2 = xor i64 %index, -1
  %gep = getelementptr i32, ptr %invariant.gep15, i64 %2
  %reverse = shufflevector <16 x i1> %1, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %gep, i32 4, <16 x i1> %reverse, <16 x i32> poison), !tbaa !16
  %reverse14 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %3 = getelementptr inbounds i32, ptr %out, i64 %index
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse14, ptr %3, i32 4, <16 x i1> %1), !tbaa !16
  %index.next = add i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !25

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_pairs_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 4294967232
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue400, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue400 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %vector.ph ], [ %vec.ind.next, %pred.store.continue400 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = extractelement <64 x i1> %0, i64 0
  br i1 %1, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %2 = getelementptr inbounds i8, ptr %in, i64 %index
  %3 = load i8, ptr %2, align 1, !tbaa !26
  %4 = insertelement <64 x i8> poison, i8 %3, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %5 = phi <64 x i8> [ poison, %vector.body ], [ %4, %pred.load.if ]
  %6 = extractelement <64 x i1> %0, i64 1
  br i1 %6, label %pred.load.if21, label %pred.load.continue22

pred.load.if21:                                   ; preds = %pred.load.continue
  %7 = or disjoint i64 %index, 1
  %8 = getelementptr inbounds i8, ptr %in, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !26
  %10 = insertelement <64 x i8> %5, i8 %9, i64 1
  br label %pred.load.continue22

pred.load.continue22:                             ; preds = %pred.load.if21, %pred.load.continue
  %11 = phi <64 x i8> [ %5, %pred.load.continue ], [ %10, %pred.load.if21 ]
  %12 = extractelement <64 x i1> %0, i64 2
  br i1 %12, label %pred.load.if23, label %pred.load.continue24

pred.load.if23:                                   ; preds = %pred.load.continue22
  %13 = or disjoint i64 %index, 2
  %14 = getelementptr inbounds i8, ptr %in, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !26
  %16 = insertelement <64 x i8> %11, i8 %15, i64 2
  br label %pred.load.continue24

pred.load.continue24:                             ; preds = %pred.load.if23, %pred.load.continue22
  %17 = phi <64 x i8> [ %11, %pred.load.continue22 ], [ %16, %pred.load.if23 ]
  %18 = extractelement <64 x i1> %0, i64 3
  br i1 %18, label %pred.load.if25, label %pred.load.continue26

pred.load.if25:                                   ; preds = %pred.load.continue24
  %19 = or disjoint i64 %index, 3
  %20 = getelementptr inbounds i8, ptr %in, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !26
  %22 = insertelement <64 x i8> %17, i8 %21, i64 3
  br label %pred.load.continue26

pred.load.continue26:                             ; preds = %pred.load.if25, %pred.load.continue24
  %23 = phi <64 x i8> [ %17, %pred.load.continue24 ], [ %22, %pred.load.if25 ]
  %24 = extractelement <64 x i1> %0, i64 4
  br i1 %24, label %pred.load.if27, label %pred.load.continue28

pred.load.if27:                                   ; preds = %pred.load.continue26
  %25 = or disjoint i64 %index, 4
  %26 = getelementptr inbounds i8, ptr %in, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = insertelement <64 x i8> %23, i8 %27, i64 4
  br label %pred.load.continue28

pred.load.continue28:                             ; preds = %pred.load.if27, %pred.load.continue26
  %29 = phi <64 x i8> [ %23, %pred.load.continue26 ], [ %28, %pred.load.if27 ]
  %30 = extractelement <64 x i1> %0, i64 5
  br i1 %30, label %pred.load.if29, label %pred.load.continue30

pred.load.if29:                                   ; preds = %pred.load.continue28
  %31 = or disjoint i64 %index, 5
  %32 = getelementptr inbounds i8, ptr %in, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !26
  %34 = insertelement <64 x i8> %29, i8 %33, i64 5
  br label %pred.load.continue30

pred.load.continue30:                             ; preds = %pred.load.if29, %pred.load.continue28
  %35 = phi <64 x i8> [ %29, %pred.load.continue28 ], [ %34, %pred.load.if29 ]
  %36 = extractelement <64 x i1> %0, i64 6
  br i1 %36, label %pred.load.if31, label %pred.load.continue32

pred.load.if31:                                   ; preds = %pred.load.continue30
  %37 = or disjoint i64 %index, 6
  %38 = getelementptr inbounds i8, ptr %in, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !26
  %40 = insertelement <64 x i8> %35, i8 %39, i64 6
  br label %pred.load.continue32

pred.load.continue32:                             ; preds = %pred.load.if31, %pred.load.continue30
  %41 = phi <64 x i8> [ %35, %pred.load.continue30 ], [ %40, %pred.load.if31 ]
  %42 = extractelement <64 x i1> %0, i64 7
  br i1 %42, label %pred.load.if33, label %pred.load.continue34

pred.load.if33:                                   ; preds = %pred.load.continue32
  %43 = or disjoint i64 %index, 7
  %44 = getelementptr inbounds i8, ptr %in, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !26
  %46 = insertelement <64 x i8> %41, i8 %45, i64 7
  br label %pred.load.continue34

pred.load.continue34:                             ; preds = %pred.load.if33, %pred.load.continue32
  %47 = phi <64 x i8> [ %41, %pred.load.continue32 ], [ %46, %pred.load.if33 ]
  %48 = extractelement <64 x i1> %0, i64 8
  br i1 %48, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue34
  %49 = or disjoint i64 %index, 8
  %50 = getelementptr inbounds i8, ptr %in, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !26
  %52 = insertelement <64 x i8> %47, i8 %51, i64 8
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue34
  %53 = phi <64 x i8> [ %47, %pred.load.continue34 ], [ %52, %pred.load.if35 ]
  %54 = extractelement <64 x i1> %0, i64 9
  br i1 %54, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %55 = or disjoint i64 %index, 9
  %56 = getelementptr inbounds i8, ptr %in, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !26
  %58 = insertelement <64 x i8> %53, i8 %57, i64 9
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %59 = phi <64 x i8> [ %53, %pred.load.continue36 ], [ %58, %pred.load.if37 ]
  %60 = extractelement <64 x i1> %0, i64 10
  br i1 %60, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %61 = or disjoint i64 %index, 10
  %62 = getelementptr inbounds i8, ptr %in, i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !26
  %64 = insertelement <64 x i8> %59, i8 %63, i64 10
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %65 = phi <64 x i8> [ %59, %pred.load.continue38 ], [ %64, %pred.load.if39 ]
  %66 = extractelement <64 x i1> %0, i64 11
  br i1 %66, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %67 = or disjoint i64 %index, 11
  %68 = getelementptr inbounds i8, ptr %in, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !26
  %70 = insertelement <64 x i8> %65, i8 %69, i64 11
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %71 = phi <64 x i8> [ %65, %pred.load.continue40 ], [ %70, %pred.load.if41 ]
  %72 = extractelement <64 x i1> %0, i64 12
  br i1 %72, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %73 = or disjoint i64 %index, 12
  %74 = getelementptr inbounds i8, ptr %in, i64 %73
  %75 = load i8, ptr %74, align 1, !tbaa !26
  %76 = insertelement <64 x i8> %71, i8 %75, i64 12
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %77 = phi <64 x i8> [ %71, %pred.load.continue42 ], [ %76, %pred.load.if43 ]
  %78 = extractelement <64 x i1> %0, i64 13
  br i1 %78, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %79 = or disjoint i64 %index, 13
  %80 = getelementptr inbounds i8, ptr %in, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !26
  %82 = insertelement <64 x i8> %77, i8 %81, i64 13
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %83 = phi <64 x i8> [ %77, %pred.load.continue44 ], [ %82, %pred.load.if45 ]
  %84 = extractelement <64 x i1> %0, i64 14
  br i1 %84, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %85 = or disjoint i64 %index, 14
  %86 = getelementptr inbounds i8, ptr %in, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !26
  %88 = insertelement <64 x i8> %83, i8 %87, i64 14
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %89 = phi <64 x i8> [ %83, %pred.load.continue46 ], [ %88, %pred.load.if47 ]
  %90 = extractelement <64 x i1> %0, i64 15
  br i1 %90, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %91 = or disjoint i64 %index, 15
  %92 = getelementptr inbounds i8, ptr %in, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !26
  %94 = insertelement <64 x i8> %89, i8 %93, i64 15
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %95 = phi <64 x i8> [ %89, %pred.load.continue48 ], [ %94, %pred.load.if49 ]
  %96 = extractelement <64 x i1> %0, i64 16
  br i1 %96, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %97 = or disjoint i64 %index, 16
  %98 = getelementptr inbounds i8, ptr %in, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !26
  %100 = insertelement <64 x i8> %95, i8 %99, i64 16
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %101 = phi <64 x i8> [ %95, %pred.load.continue50 ], [ %100, %pred.load.if51 ]
  %102 = extractelement <64 x i1> %0, i64 17
  br i1 %102, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %103 = or disjoint i64 %index, 17
  %104 = getelementptr inbounds i8, ptr %in, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !26
  %106 = insertelement <64 x i8> %101, i8 %105, i64 17
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %107 = phi <64 x i8> [ %101, %pred.load.continue52 ], [ %106, %pred.load.if53 ]
  %108 = extractelement <64 x i1> %0, i64 18
  br i1 %108, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %109 = or disjoint i64 %index, 18
  %110 = getelementptr inbounds i8, ptr %in, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !26
  %112 = insertelement <64 x i8> %107, i8 %111, i64 18
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %113 = phi <64 x i8> [ %107, %pred.load.continue54 ], [ %112, %pred.load.if55 ]
  %114 = extractelement <64 x i1> %0, i64 19
  br i1 %114, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %115 = or disjoint i64 %index, 19
  %116 = getelementptr inbounds i8, ptr %in, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !26
  %118 = insertelement <64 x i8> %113, i8 %117, i64 19
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %119 = phi <64 x i8> [ %113, %pred.load.continue56 ], [ %118, %pred.load.if57 ]
  %120 = extractelement <64 x i1> %0, i64 20
  br i1 %120, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %121 = or disjoint i64 %index, 20
  %122 = getelementptr inbounds i8, ptr %in, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !26
  %124 = insertelement <64 x i8> %119, i8 %123, i64 20
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %125 = phi <64 x i8> [ %119, %pred.load.continue58 ], [ %124, %pred.load.if59 ]
  %126 = extractelement <64 x i1> %0, i64 21
  br i1 %126, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %127 = or disjoint i64 %index, 21
  %128 = getelementptr inbounds i8, ptr %in, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !26
  %130 = insertelement <64 x i8> %125, i8 %129, i64 21
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %131 = phi <64 x i8> [ %125, %pred.load.continue60 ], [ %130, %pred.load.if61 ]
  %132 = extractelement <64 x i1> %0, i64 22
  br i1 %132, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %133 = or disjoint i64 %index, 22
  %134 = getelementptr inbounds i8, ptr %in, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !26
  %136 = insertelement <64 x i8> %131, i8 %135, i64 22
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %137 = phi <64 x i8> [ %131, %pred.load.continue62 ], [ %136, %pred.load.if63 ]
  %138 = extractelement <64 x i1> %0, i64 23
  br i1 %138, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %139 = or disjoint i64 %index, 23
  %140 = getelementptr inbounds i8, ptr %in, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !26
  %142 = insertelement <64 x i8> %137, i8 %141, i64 23
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %143 = phi <64 x i8> [ %137, %pred.load.continue64 ], [ %142, %pred.load.if65 ]
  %144 = extractelement <64 x i1> %0, i64 24
  br i1 %144, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %145 = or disjoint i64 %index, 24
  %146 = getelementptr inbounds i8, ptr %in, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !26
  %148 = insertelement <64 x i8> %143, i8 %147, i64 24
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %149 = phi <64 x i8> [ %143, %pred.load.continue66 ], [ %148, %pred.load.if67 ]
  %150 = extractelement <64 x i1> %0, i64 25
  br i1 %150, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %151 = or disjoint i64 %index, 25
  %152 = getelementptr inbounds i8, ptr %in, i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !26
  %154 = insertelement <64 x i8> %149, i8 %153, i64 25
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %155 = phi <64 x i8> [ %149, %pred.load.continue68 ], [ %154, %pred.load.if69 ]
  %156 = extractelement <64 x i1> %0, i64 26
  br i1 %156, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %157 = or disjoint i64 %index, 26
  %158 = getelementptr inbounds i8, ptr %in, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !26
  %160 = insertelement <64 x i8> %155, i8 %159, i64 26
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %161 = phi <64 x i8> [ %155, %pred.load.continue70 ], [ %160, %pred.load.if71 ]
  %162 = extractelement <64 x i1> %0, i64 27
  br i1 %162, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %163 = or disjoint i64 %index, 27
  %164 = getelementptr inbounds i8, ptr %in, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !26
  %166 = insertelement <64 x i8> %161, i8 %165, i64 27
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %167 = phi <64 x i8> [ %161, %pred.load.continue72 ], [ %166, %pred.load.if73 ]
  %168 = extractelement <64 x i1> %0, i64 28
  br i1 %168, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %169 = or disjoint i64 %index, 28
  %170 = getelementptr inbounds i8, ptr %in, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !26
  %172 = insertelement <64 x i8> %167, i8 %171, i64 28
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %173 = phi <64 x i8> [ %167, %pred.load.continue74 ], [ %172, %pred.load.if75 ]
  %174 = extractelement <64 x i1> %0, i64 29
  br i1 %174, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %175 = or disjoint i64 %index, 29
  %176 = getelementptr inbounds i8, ptr %in, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !26
  %178 = insertelement <64 x i8> %173, i8 %177, i64 29
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %179 = phi <64 x i8> [ %173, %pred.load.continue76 ], [ %178, %pred.load.if77 ]
  %180 = extractelement <64 x i1> %0, i64 30
  br i1 %180, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %181 = or disjoint i64 %index, 30
  %182 = getelementptr inbounds i8, ptr %in, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !26
  %184 = insertelement <64 x i8> %179, i8 %183, i64 30
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %185 = phi <64 x i8> [ %179, %pred.load.continue78 ], [ %184, %pred.load.if79 ]
  %186 = extractelement <64 x i1> %0, i64 31
  br i1 %186, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %187 = or disjoint i64 %index, 31
  %188 = getelementptr inbounds i8, ptr %in, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !26
  %190 = insertelement <64 x i8> %185, i8 %189, i64 31
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %191 = phi <64 x i8> [ %185, %pred.load.continue80 ], [ %190, %pred.load.if81 ]
  %192 = extractelement <64 x i1> %0, i64 32
  br i1 %192, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %193 = or disjoint i64 %index, 32
  %194 = getelementptr inbounds i8, ptr %in, i64 %193
  %195 = load i8, ptr %194, align 1, !tbaa !26
  %196 = insertelement <64 x i8> %191, i8 %195, i64 32
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %197 = phi <64 x i8> [ %191, %pred.load.continue82 ], [ %196, %pred.load.if83 ]
  %198 = extractelement <64 x i1> %0, i64 33
  br i1 %198, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %199 = or disjoint i64 %index, 33
  %200 = getelementptr inbounds i8, ptr %in, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !26
  %202 = insertelement <64 x i8> %197, i8 %201, i64 33
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %203 = phi <64 x i8> [ %197, %pred.load.continue84 ], [ %202, %pred.load.if85 ]
  %204 = extractelement <64 x i1> %0, i64 34
  br i1 %204, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %205 = or disjoint i64 %index, 34
  %206 = getelementptr inbounds i8, ptr %in, i64 %205
  %207 = load i8, ptr %206, align 1, !tbaa !26
  %208 = insertelement <64 x i8> %203, i8 %207, i64 34
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %209 = phi <64 x i8> [ %203, %pred.load.continue86 ], [ %208, %pred.load.if87 ]
  %210 = extractelement <64 x i1> %0, i64 35
  br i1 %210, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %211 = or disjoint i64 %index, 35
  %212 = getelementptr inbounds i8, ptr %in, i64 %211
  %213 = load i8, ptr %212, align 1, !tbaa !26
  %214 = insertelement <64 x i8> %209, i8 %213, i64 35
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %215 = phi <64 x i8> [ %209, %pred.load.continue88 ], [ %214, %pred.load.if89 ]
  %216 = extractelement <64 x i1> %0, i64 36
  br i1 %216, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %217 = or disjoint i64 %index, 36
  %218 = getelementptr inbounds i8, ptr %in, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !26
  %220 = insertelement <64 x i8> %215, i8 %219, i64 36
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %221 = phi <64 x i8> [ %215, %pred.load.continue90 ], [ %220, %pred.load.if91 ]
  %222 = extractelement <64 x i1> %0, i64 37
  br i1 %222, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %223 = or disjoint i64 %index, 37
  %224 = getelementptr inbounds i8, ptr %in, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !26
  %226 = insertelement <64 x i8> %221, i8 %225, i64 37
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %227 = phi <64 x i8> [ %221, %pred.load.continue92 ], [ %226, %pred.load.if93 ]
  %228 = extractelement <64 x i1> %0, i64 38
  br i1 %228, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %229 = or disjoint i64 %index, 38
  %230 = getelementptr inbounds i8, ptr %in, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !26
  %232 = insertelement <64 x i8> %227, i8 %231, i64 38
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %233 = phi <64 x i8> [ %227, %pred.load.continue94 ], [ %232, %pred.load.if95 ]
  %234 = extractelement <64 x i1> %0, i64 39
  br i1 %234, label %pred.load.if97, label %pred.load.continue98

pred.load.if97:                                   ; preds = %pred.load.continue96
  %235 = or disjoint i64 %index, 39
  %236 = getelementptr inbounds i8, ptr %in, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !26
  %238 = insertelement <64 x i8> %233, i8 %237, i64 39
  br label %pred.load.continue98

pred.load.continue98:                             ; preds = %pred.load.if97, %pred.load.continue96
  %239 = phi <64 x i8> [ %233, %pred.load.continue96 ], [ %238, %pred.load.if97 ]
  %240 = extractelement <64 x i1> %0, i64 40
  br i1 %240, label %pred.load.if99, label %pred.load.continue100

pred.load.if99:                                   ; preds = %pred.load.continue98
  %241 = or disjoint i64 %index, 40
  %242 = getelementptr inbounds i8, ptr %in, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !26
  %244 = insertelement <64 x i8> %239, i8 %243, i64 40
  br label %pred.load.continue100

pred.load.continue100:                            ; preds = %pred.load.if99, %pred.load.continue98
  %245 = phi <64 x i8> [ %239, %pred.load.continue98 ], [ %244, %pred.load.if99 ]
  %246 = extractelement <64 x i1> %0, i64 41
  br i1 %246, label %pred.load.if101, label %pred.load.continue102

pred.load.if101:                                  ; preds = %pred.load.continue100
  %247 = or disjoint i64 %index, 41
  %248 = getelementptr inbounds i8, ptr %in, i64 %247
  %249 = load i8, ptr %248, align 1, !tbaa !26
  %250 = insertelement <64 x i8> %245, i8 %249, i64 41
  br label %pred.load.continue102

pred.load.continue102:                            ; preds = %pred.load.if101, %pred.load.continue100
  %251 = phi <64 x i8> [ %245, %pred.load.continue100 ], [ %250, %pred.load.if101 ]
  %252 = extractelement <64 x i1> %0, i64 42
  br i1 %252, label %pred.load.if103, label %pred.load.continue104

pred.load.if103:                                  ; preds = %pred.load.continue102
  %253 = or disjoint i64 %index, 42
  %254 = getelementptr inbounds i8, ptr %in, i64 %253
  %255 = load i8, ptr %254, align 1, !tbaa !26
  %256 = insertelement <64 x i8> %251, i8 %255, i64 42
  br label %pred.load.continue104

pred.load.continue104:                            ; preds = %pred.load.if103, %pred.load.continue102
  %257 = phi <64 x i8> [ %251, %pred.load.continue102 ], [ %256, %pred.load.if103 ]
  %258 = extractelement <64 x i1> %0, i64 43
  br i1 %258, label %pred.load.if105, label %pred.load.continue106

pred.load.if105:                                  ; preds = %pred.load.continue104
  %259 = or disjoint i64 %index, 43
  %260 = getelementptr inbounds i8, ptr %in, i64 %259
  %261 = load i8, ptr %260, align 1, !tbaa !26
  %262 = insertelement <64 x i8> %257, i8 %261, i64 43
  br label %pred.load.continue106

pred.load.continue106:                            ; preds = %pred.load.if105, %pred.load.continue104
  %263 = phi <64 x i8> [ %257, %pred.load.continue104 ], [ %262, %pred.load.if105 ]
  %264 = extractelement <64 x i1> %0, i64 44
  br i1 %264, label %pred.load.if107, label %pred.load.continue108

pred.load.if107:                                  ; preds = %pred.load.continue106
  %265 = or disjoint i64 %index, 44
  %266 = getelementptr inbounds i8, ptr %in, i64 %265
  %267 = load i8, ptr %266, align 1, !tbaa !26
  %268 = insertelement <64 x i8> %263, i8 %267, i64 44
  br label %pred.load.continue108

pred.load.continue108:                            ; preds = %pred.load.if107, %pred.load.continue106
  %269 = phi <64 x i8> [ %263, %pred.load.continue106 ], [ %268, %pred.load.if107 ]
  %270 = extractelement <64 x i1> %0, i64 45
  br i1 %270, label %pred.load.if109, label %pred.load.continue110

pred.load.if109:                                  ; preds = %pred.load.continue108
  %271 = or disjoint i64 %index, 45
  %272 = getelementptr inbounds i8, ptr %in, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !26
  %274 = insertelement <64 x i8> %269, i8 %273, i64 45
  br label %pred.load.continue110

pred.load.continue110:                            ; preds = %pred.load.if109, %pred.load.continue108
  %275 = phi <64 x i8> [ %269, %pred.load.continue108 ], [ %274, %pred.load.if109 ]
  %276 = extractelement <64 x i1> %0, i64 46
  br i1 %276, label %pred.load.if111, label %pred.load.continue112

pred.load.if111:                                  ; preds = %pred.load.continue110
  %277 = or disjoint i64 %index, 46
  %278 = getelementptr inbounds i8, ptr %in, i64 %277
  %279 = load i8, ptr %278, align 1, !tbaa !26
  %280 = insertelement <64 x i8> %275, i8 %279, i64 46
  br label %pred.load.continue112

pred.load.continue112:                            ; preds = %pred.load.if111, %pred.load.continue110
  %281 = phi <64 x i8> [ %275, %pred.load.continue110 ], [ %280, %pred.load.if111 ]
  %282 = extractelement <64 x i1> %0, i64 47
  br i1 %282, label %pred.load.if113, label %pred.load.continue114

pred.load.if113:                                  ; preds = %pred.load.continue112
  %283 = or disjoint i64 %index, 47
  %284 = getelementptr inbounds i8, ptr %in, i64 %283
  %285 = load i8, ptr %284, align 1, !tbaa !26
  %286 = insertelement <64 x i8> %281, i8 %285, i64 47
  br label %pred.load.continue114

pred.load.continue114:                            ; preds = %pred.load.if113, %pred.load.continue112
  %287 = phi <64 x i8> [ %281, %pred.load.continue112 ], [ %286, %pred.load.if113 ]
  %288 = extractelement <64 x i1> %0, i64 48
  br i1 %288, label %pred.load.if115, label %pred.load.continue116

pred.load.if115:                                  ; preds = %pred.load.continue114
  %289 = or disjoint i64 %index, 48
  %290 = getelementptr inbounds i8, ptr %in, i64 %289
  %291 = load i8, ptr %290, align 1, !tbaa !26
  %292 = insertelement <64 x i8> %287, i8 %291, i64 48
  br label %pred.load.continue116

pred.load.continue116:                            ; preds = %pred.load.if115, %pred.load.continue114
  %293 = phi <64 x i8> [ %287, %pred.load.continue114 ], [ %292, %pred.load.if115 ]
  %294 = extractelement <64 x i1> %0, i64 49
  br i1 %294, label %pred.load.if117, label %pred.load.continue118

pred.load.if117:                                  ; preds = %pred.load.continue116
  %295 = or disjoint i64 %index, 49
  %296 = getelementptr inbounds i8, ptr %in, i64 %295
  %297 = load i8, ptr %296, align 1, !tbaa !26
  %298 = insertelement <64 x i8> %293, i8 %297, i64 49
  br label %pred.load.continue118

pred.load.continue118:                            ; preds = %pred.load.if117, %pred.load.continue116
  %299 = phi <64 x i8> [ %293, %pred.load.continue116 ], [ %298, %pred.load.if117 ]
  %300 = extractelement <64 x i1> %0, i64 50
  br i1 %300, label %pred.load.if119, label %pred.load.continue120

pred.load.if119:                                  ; preds = %pred.load.continue118
  %301 = or disjoint i64 %index, 50
  %302 = getelementptr inbounds i8, ptr %in, i64 %301
  %303 = load i8, ptr %302, align 1, !tbaa !26
  %304 = insertelement <64 x i8> %299, i8 %303, i64 50
  br label %pred.load.continue120

pred.load.continue120:                            ; preds = %pred.load.if119, %pred.load.continue118
  %305 = phi <64 x i8> [ %299, %pred.load.continue118 ], [ %304, %pred.load.if119 ]
  %306 = extractelement <64 x i1> %0, i64 51
  br i1 %306, label %pred.load.if121, label %pred.load.continue122

pred.load.if121:                                  ; preds = %pred.load.continue120
  %307 = or disjoint i64 %index, 51
  %308 = getelementptr inbounds i8, ptr %in, i64 %307
  %309 = load i8, ptr %308, align 1, !tbaa !26
  %310 = insertelement <64 x i8> %305, i8 %309, i64 51
  br label %pred.load.continue122

pred.load.continue122:                            ; preds = %pred.load.if121, %pred.load.continue120
  %311 = phi <64 x i8> [ %305, %pred.load.continue120 ], [ %310, %pred.load.if121 ]
  %312 = extractelement <64 x i1> %0, i64 52
  br i1 %312, label %pred.load.if123, label %pred.load.continue124

pred.load.if123:                                  ; preds = %pred.load.continue122
  %313 = or disjoint i64 %index, 52
  %314 = getelementptr inbounds i8, ptr %in, i64 %313
  %315 = load i8, ptr %314, align 1, !tbaa !26
  %316 = insertelement <64 x i8> %311, i8 %315, i64 52
  br label %pred.load.continue124

pred.load.continue124:                            ; preds = %pred.load.if123, %pred.load.continue122
  %317 = phi <64 x i8> [ %311, %pred.load.continue122 ], [ %316, %pred.load.if123 ]
  %318 = extractelement <64 x i1> %0, i64 53
  br i1 %318, label %pred.load.if125, label %pred.load.continue126

pred.load.if125:                                  ; preds = %pred.load.continue124
  %319 = or disjoint i64 %index, 53
  %320 = getelementptr inbounds i8, ptr %in, i64 %319
  %321 = load i8, ptr %320, align 1, !tbaa !26
  %322 = insertelement <64 x i8> %317, i8 %321, i64 53
  br label %pred.load.continue126

pred.load.continue126:                            ; preds = %pred.load.if125, %pred.load.continue124
  %323 = phi <64 x i8> [ %317, %pred.load.continue124 ], [ %322, %pred.load.if125 ]
  %324 = extractelement <64 x i1> %0, i64 54
  br i1 %324, label %pred.load.if127, label %pred.load.continue128

pred.load.if127:                                  ; preds = %pred.load.continue126
  %325 = or disjoint i64 %index, 54
  %326 = getelementptr inbounds i8, ptr %in, i64 %325
  %327 = load i8, ptr %326, align 1, !tbaa !26
  %328 = insertelement <64 x i8> %323, i8 %327, i64 54
  br label %pred.load.continue128

pred.load.continue128:                            ; preds = %pred.load.if127, %pred.load.continue126
  %329 = phi <64 x i8> [ %323, %pred.load.continue126 ], [ %328, %pred.load.if127 ]
  %330 = extractelement <64 x i1> %0, i64 55
  br i1 %330, label %pred.load.if129, label %pred.load.continue130

pred.load.if129:                                  ; preds = %pred.load.continue128
  %331 = or disjoint i64 %index, 55
  %332 = getelementptr inbounds i8, ptr %in, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !26
  %334 = insertelement <64 x i8> %329, i8 %333, i64 55
  br label %pred.load.continue130

pred.load.continue130:                            ; preds = %pred.load.if129, %pred.load.continue128
  %335 = phi <64 x i8> [ %329, %pred.load.continue128 ], [ %334, %pred.load.if129 ]
  %336 = extractelement <64 x i1> %0, i64 56
  br i1 %336, label %pred.load.if131, label %pred.load.continue132

pred.load.if131:                                  ; preds = %pred.load.continue130
  %337 = or disjoint i64 %index, 56
  %338 = getelementptr inbounds i8, ptr %in, i64 %337
  %339 = load i8, ptr %338, align 1, !tbaa !26
  %340 = insertelement <64 x i8> %335, i8 %339, i64 56
  br label %pred.load.continue132

pred.load.continue132:                            ; preds = %pred.load.if131, %pred.load.continue130
  %341 = phi <64 x i8> [ %335, %pred.load.continue130 ], [ %340, %pred.load.if131 ]
  %342 = extractelement <64 x i1> %0, i64 57
  br i1 %342, label %pred.load.if133, label %pred.load.continue134

pred.load.if133:                                  ; preds = %pred.load.continue132
  %343 = or disjoint i64 %index, 57
  %344 = getelementptr inbounds i8, ptr %in, i64 %343
  %345 = load i8, ptr %344, align 1, !tbaa !26
  %346 = insertelement <64 x i8> %341, i8 %345, i64 57
  br label %pred.load.continue134

pred.load.continue134:                            ; preds = %pred.load.if133, %pred.load.continue132
  %347 = phi <64 x i8> [ %341, %pred.load.continue132 ], [ %346, %pred.load.if133 ]
  %348 = extractelement <64 x i1> %0, i64 58
  br i1 %348, label %pred.load.if135, label %pred.load.continue136

pred.load.if135:                                  ; preds = %pred.load.continue134
  %349 = or disjoint i64 %index, 58
  %350 = getelementptr inbounds i8, ptr %in, i64 %349
  %351 = load i8, ptr %350, align 1, !tbaa !26
  %352 = insertelement <64 x i8> %347, i8 %351, i64 58
  br label %pred.load.continue136

pred.load.continue136:                            ; preds = %pred.load.if135, %pred.load.continue134
  %353 = phi <64 x i8> [ %347, %pred.load.continue134 ], [ %352, %pred.load.if135 ]
  %354 = extractelement <64 x i1> %0, i64 59
  br i1 %354, label %pred.load.if137, label %pred.load.continue138

pred.load.if137:                                  ; preds = %pred.load.continue136
  %355 = or disjoint i64 %index, 59
  %356 = getelementptr inbounds i8, ptr %in, i64 %355
  %357 = load i8, ptr %356, align 1, !tbaa !26
  %358 = insertelement <64 x i8> %353, i8 %357, i64 59
  br label %pred.load.continue138

pred.load.continue138:                            ; preds = %pred.load.if137, %pred.load.continue136
  %359 = phi <64 x i8> [ %353, %pred.load.continue136 ], [ %358, %pred.load.if137 ]
  %360 = extractelement <64 x i1> %0, i64 60
  br i1 %360, label %pred.load.if139, label %pred.load.continue140

pred.load.if139:                                  ; preds = %pred.load.continue138
  %361 = or disjoint i64 %index, 60
  %362 = getelementptr inbounds i8, ptr %in, i64 %361
  %363 = load i8, ptr %362, align 1, !tbaa !26
  %364 = insertelement <64 x i8> %359, i8 %363, i64 60
  br label %pred.load.continue140

pred.load.continue140:                            ; preds = %pred.load.if139, %pred.load.continue138
  %365 = phi <64 x i8> [ %359, %pred.load.continue138 ], [ %364, %pred.load.if139 ]
  %366 = extractelement <64 x i1> %0, i64 61
  br i1 %366, label %pred.load.if141, label %pred.load.continue142

pred.load.if141:                                  ; preds = %pred.load.continue140
  %367 = or disjoint i64 %index, 61
  %368 = getelementptr inbounds i8, ptr %in, i64 %367
  %369 = load i8, ptr %368, align 1, !tbaa !26
  %370 = insertelement <64 x i8> %365, i8 %369, i64 61
  br label %pred.load.continue142

pred.load.continue142:                            ; preds = %pred.load.if141, %pred.load.continue140
  %371 = phi <64 x i8> [ %365, %pred.load.continue140 ], [ %370, %pred.load.if141 ]
  %372 = extractelement <64 x i1> %0, i64 62
  br i1 %372, label %pred.load.if143, label %pred.load.continue144

pred.load.if143:                                  ; preds = %pred.load.continue142
  %373 = or disjoint i64 %index, 62
  %374 = getelementptr inbounds i8, ptr %in, i64 %373
  %375 = load i8, ptr %374, align 1, !tbaa !26
  %376 = insertelement <64 x i8> %371, i8 %375, i64 62
  br label %pred.load.continue144

pred.load.continue144:                            ; preds = %pred.load.if143, %pred.load.continue142
  %377 = phi <64 x i8> [ %371, %pred.load.continue142 ], [ %376, %pred.load.if143 ]
  %378 = extractelement <64 x i1> %0, i64 63
  br i1 %378, label %pred.load.if145, label %pred.load.continue146

pred.load.if145:                                  ; preds = %pred.load.continue144
  %379 = or disjoint i64 %index, 63
  %380 = getelementptr inbounds i8, ptr %in, i64 %379
  %381 = load i8, ptr %380, align 1, !tbaa !26
  %382 = insertelement <64 x i8> %377, i8 %381, i64 63
  br label %pred.load.continue146

pred.load.continue146:                            ; preds = %pred.load.if145, %pred.load.continue144
  %383 = phi <64 x i8> [ %377, %pred.load.continue144 ], [ %382, %pred.load.if145 ]
  %384 = shl nuw nsw <64 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %385 = extractelement <64 x i1> %0, i64 0
  br i1 %385, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue146
  %386 = extractelement <64 x i64> %384, i64 0
  %387 = getelementptr inbounds i8, ptr %out, i64 %386
  %388 = extractelement <64 x i8> %383, i64 0
  store i8 %388, ptr %387, align 1, !tbaa !26
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue146
  %389 = extractelement <64 x i1> %0, i64 1
  br i1 %389, label %pred.store.if147, label %pred.store.continue148

pred.store.if147:                                 ; preds = %pred.store.continue
  %390 = extractelement <64 x i64> %384, i64 1
  %391 = getelementptr inbounds i8, ptr %out, i64 %390
  %392 = extractelement <64 x i8> %383, i64 1
  store i8 %392, ptr %391, align 1, !tbaa !26
  br label %pred.store.continue148

pred.store.continue148:                           ; preds = %pred.store.if147, %pred.store.continue
  %393 = extractelement <64 x i1> %0, i64 2
  br i1 %393, label %pred.store.if149, label %pred.store.continue150

pred.store.if149:                                 ; preds = %pred.store.continue148
  %394 = extractelement <64 x i64> %384, i64 2
  %395 = getelementptr inbounds i8, ptr %out, i64 %394
  %396 = extractelement <64 x i8> %383, i64 2
  store i8 %396, ptr %395, align 1, !tbaa !26
  br label %pred.store.continue150

pred.store.continue150:                           ; preds = %pred.store.if149, %pred.store.continue148
  %397 = extractelement <64 x i1> %0, i64 3
  br i1 %397, label %pred.store.if151, label %pred.store.continue152

pred.store.if151:                                 ; preds = %pred.store.continue150
  %398 = extractelement <64 x i64> %384, i64 3
  %399 = getelementptr inbounds i8, ptr %out, i64 %398
  %400 = extractelement <64 x i8> %383, i64 3
  store i8 %400, ptr %399, align 1, !tbaa !26
  br label %pred.store.continue152

pred.store.continue152:                           ; preds = %pred.store.if151, %pred.store.continue150
  %401 = extractelement <64 x i1> %0, i64 4
  br i1 %401, label %pred.store.if153, label %pred.store.continue154

pred.store.if153:                                 ; preds = %pred.store.continue152
  %402 = extractelement <64 x i64> %384, i64 4
  %403 = getelementptr inbounds i8, ptr %out, i64 %402
  %404 = extractelement <64 x i8> %383, i64 4
  store i8 %404, ptr %403, align 1, !tbaa !26
  br label %pred.store.continue154

pred.store.continue154:                           ; preds = %pred.store.if153, %pred.store.continue152
  %405 = extractelement <64 x i1> %0, i64 5
  br i1 %405, label %pred.store.if155, label %pred.store.continue156

pred.store.if155:                                 ; preds = %pred.store.continue154
  %406 = extractelement <64 x i64> %384, i64 5
  %407 = getelementptr inbounds i8, ptr %out, i64 %406
  %408 = extractelement <64 x i8> %383, i64 5
  store i8 %408, ptr %407, align 1, !tbaa !26
  br label %pred.store.continue156

pred.store.continue156:                           ; preds = %pred.store.if155, %pred.store.continue154
  %409 = extractelement <64 x i1> %0, i64 6
  br i1 %409, label %pred.store.if157, label %pred.store.continue158

pred.store.if157:                                 ; preds = %pred.store.continue156
  %410 = extractelement <64 x i64> %384, i64 6
  %411 = getelementptr inbounds i8, ptr %out, i64 %410
  %412 = extractelement <64 x i8> %383, i64 6
  store i8 %412, ptr %411, align 1, !tbaa !26
  br label %pred.store.continue158

pred.store.continue158:                           ; preds = %pred.store.if157, %pred.store.continue156
  %413 = extractelement <64 x i1> %0, i64 7
  br i1 %413, label %pred.store.if159, label %pred.store.continue160

pred.store.if159:                                 ; preds = %pred.store.continue158
  %414 = extractelement <64 x i64> %384, i64 7
  %415 = getelementptr inbounds i8, ptr %out, i64 %414
  %416 = extractelement <64 x i8> %383, i64 7
  store i8 %416, ptr %415, align 1, !tbaa !26
  br label %pred.store.continue160

pred.store.continue160:                           ; preds = %pred.store.if159, %pred.store.continue158
  %417 = extractelement <64 x i1> %0, i64 8
  br i1 %417, label %pred.store.if161, label %pred.store.continue162

pred.store.if161:                                 ; preds = %pred.store.continue160
  %418 = extractelement <64 x i64> %384, i64 8
  %419 = getelementptr inbounds i8, ptr %out, i64 %418
  %420 = extractelement <64 x i8> %383, i64 8
  store i8 %420, ptr %419, align 1, !tbaa !26
  br label %pred.store.continue162

pred.store.continue162:                           ; preds = %pred.store.if161, %pred.store.continue160
  %421 = extractelement <64 x i1> %0, i64 9
  br i1 %421, label %pred.store.if163, label %pred.store.continue164

pred.store.if163:                                 ; preds = %pred.store.continue162
  %422 = extractelement <64 x i64> %384, i64 9
  %423 = getelementptr inbounds i8, ptr %out, i64 %422
  %424 = extractelement <64 x i8> %383, i64 9
  store i8 %424, ptr %423, align 1, !tbaa !26
  br label %pred.store.continue164

pred.store.continue164:                           ; preds = %pred.store.if163, %pred.store.continue162
  %425 = extractelement <64 x i1> %0, i64 10
  br i1 %425, label %pred.store.if165, label %pred.store.continue166

pred.store.if165:                                 ; preds = %pred.store.continue164
  %426 = extractelement <64 x i64> %384, i64 10
  %427 = getelementptr inbounds i8, ptr %out, i64 %426
  %428 = extractelement <64 x i8> %383, i64 10
  store i8 %428, ptr %427, align 1, !tbaa !26
  br label %pred.store.continue166

pred.store.continue166:                           ; preds = %pred.store.if165, %pred.store.continue164
  %429 = extractelement <64 x i1> %0, i64 11
  br i1 %429, label %pred.store.if167, label %pred.store.continue168

pred.store.if167:                                 ; preds = %pred.store.continue166
  %430 = extractelement <64 x i64> %384, i64 11
  %431 = getelementptr inbounds i8, ptr %out, i64 %430
  %432 = extractelement <64 x i8> %383, i64 11
  store i8 %432, ptr %431, align 1, !tbaa !26
  br label %pred.store.continue168

pred.store.continue168:                           ; preds = %pred.store.if167, %pred.store.continue166
  %433 = extractelement <64 x i1> %0, i64 12
  br i1 %433, label %pred.store.if169, label %pred.store.continue170

pred.store.if169:                                 ; preds = %pred.store.continue168
  %434 = extractelement <64 x i64> %384, i64 12
  %435 = getelementptr inbounds i8, ptr %out, i64 %434
  %436 = extractelement <64 x i8> %383, i64 12
  store i8 %436, ptr %435, align 1, !tbaa !26
  br label %pred.store.continue170

pred.store.continue170:                           ; preds = %pred.store.if169, %pred.store.continue168
  %437 = extractelement <64 x i1> %0, i64 13
  br i1 %437, label %pred.store.if171, label %pred.store.continue172

pred.store.if171:                                 ; preds = %pred.store.continue170
  %438 = extractelement <64 x i64> %384, i64 13
  %439 = getelementptr inbounds i8, ptr %out, i64 %438
  %440 = extractelement <64 x i8> %383, i64 13
  store i8 %440, ptr %439, align 1, !tbaa !26
  br label %pred.store.continue172

pred.store.continue172:                           ; preds = %pred.store.if171, %pred.store.continue170
  %441 = extractelement <64 x i1> %0, i64 14
  br i1 %441, label %pred.store.if173, label %pred.store.continue174

pred.store.if173:                                 ; preds = %pred.store.continue172
  %442 = extractelement <64 x i64> %384, i64 14
  %443 = getelementptr inbounds i8, ptr %out, i64 %442
  %444 = extractelement <64 x i8> %383, i64 14
  store i8 %444, ptr %443, align 1, !tbaa !26
  br label %pred.store.continue174

pred.store.continue174:                           ; preds = %pred.store.if173, %pred.store.continue172
  %445 = extractelement <64 x i1> %0, i64 15
  br i1 %445, label %pred.store.if175, label %pred.store.continue176

pred.store.if175:                                 ; preds = %pred.store.continue174
  %446 = extractelement <64 x i64> %384, i64 15
  %447 = getelementptr inbounds i8, ptr %out, i64 %446
  %448 = extractelement <64 x i8> %383, i64 15
  store i8 %448, ptr %447, align 1, !tbaa !26
  br label %pred.store.continue176

pred.store.continue176:                           ; preds = %pred.store.if175, %pred.store.continue174
  %449 = extractelement <64 x i1> %0, i64 16
  br i1 %449, label %pred.store.if177, label %pred.store.continue178

pred.store.if177:                                 ; preds = %pred.store.continue176
  %450 = extractelement <64 x i64> %384, i64 16
  %451 = getelementptr inbounds i8, ptr %out, i64 %450
  %452 = extractelement <64 x i8> %383, i64 16
  store i8 %452, ptr %451, align 1, !tbaa !26
  br label %pred.store.continue178

pred.store.continue178:                           ; preds = %pred.store.if177, %pred.store.continue176
  %453 = extractelement <64 x i1> %0, i64 17
  br i1 %453, label %pred.store.if179, label %pred.store.continue180

pred.store.if179:                                 ; preds = %pred.store.continue178
  %454 = extractelement <64 x i64> %384, i64 17
  %455 = getelementptr inbounds i8, ptr %out, i64 %454
  %456 = extractelement <64 x i8> %383, i64 17
  store i8 %456, ptr %455, align 1, !tbaa !26
  br label %pred.store.continue180

pred.store.continue180:                           ; preds = %pred.store.if179, %pred.store.continue178
  %457 = extractelement <64 x i1> %0, i64 18
  br i1 %457, label %pred.store.if181, label %pred.store.continue182

pred.store.if181:                                 ; preds = %pred.store.continue180
  %458 = extractelement <64 x i64> %384, i64 18
  %459 = getelementptr inbounds i8, ptr %out, i64 %458
  %460 = extractelement <64 x i8> %383, i64 18
  store i8 %460, ptr %459, align 1, !tbaa !26
  br label %pred.store.continue182

pred.store.continue182:                           ; preds = %pred.store.if181, %pred.store.continue180
  %461 = extractelement <64 x i1> %0, i64 19
  br i1 %461, label %pred.store.if183, label %pred.store.continue184

pred.store.if183:                                 ; preds = %pred.store.continue182
  %462 = extractelement <64 x i64> %384, i64 19
  %463 = getelementptr inbounds i8, ptr %out, i64 %462
  %464 = extractelement <64 x i8> %383, i64 19
  store i8 %464, ptr %463, align 1, !tbaa !26
  br label %pred.store.continue184

pred.store.continue184:                           ; preds = %pred.store.if183, %pred.store.continue182
  %465 = extractelement <64 x i1> %0, i64 20
  br i1 %465, label %pred.store.if185, label %pred.store.continue186

pred.store.if185:                                 ; preds = %pred.store.continue184
  %466 = extractelement <64 x i64> %384, i64 20
  %467 = getelementptr inbounds i8, ptr %out, i64 %466
  %468 = extractelement <64 x i8> %383, i64 20
  store i8 %468, ptr %467, align 1, !tbaa !26
  br label %pred.store.continue186

pred.store.continue186:                           ; preds = %pred.store.if185, %pred.store.continue184
  %469 = extractelement <64 x i1> %0, i64 21
  br i1 %469, label %pred.store.if187, label %pred.store.continue188

pred.store.if187:                                 ; preds = %pred.store.continue186
  %470 = extractelement <64 x i64> %384, i64 21
  %471 = getelementptr inbounds i8, ptr %out, i64 %470
  %472 = extractelement <64 x i8> %383, i64 21
  store i8 %472, ptr %471, align 1, !tbaa !26
  br label %pred.store.continue188

pred.store.continue188:                           ; preds = %pred.store.if187, %pred.store.continue186
  %473 = extractelement <64 x i1> %0, i64 22
  br i1 %473, label %pred.store.if189, label %pred.store.continue190

pred.store.if189:                                 ; preds = %pred.store.continue188
  %474 = extractelement <64 x i64> %384, i64 22
  %475 = getelementptr inbounds i8, ptr %out, i64 %474
  %476 = extractelement <64 x i8> %383, i64 22
  store i8 %476, ptr %475, align 1, !tbaa !26
  br label %pred.store.continue190

pred.store.continue190:                           ; preds = %pred.store.if189, %pred.store.continue188
  %477 = extractelement <64 x i1> %0, i64 23
  br i1 %477, label %pred.store.if191, label %pred.store.continue192

pred.store.if191:                                 ; preds = %pred.store.continue190
  %478 = extractelement <64 x i64> %384, i64 23
  %479 = getelementptr inbounds i8, ptr %out, i64 %478
  %480 = extractelement <64 x i8> %383, i64 23
  store i8 %480, ptr %479, align 1, !tbaa !26
  br label %pred.store.continue192

pred.store.continue192:                           ; preds = %pred.store.if191, %pred.store.continue190
  %481 = extractelement <64 x i1> %0, i64 24
  br i1 %481, label %pred.store.if193, label %pred.store.continue194

pred.store.if193:                                 ; preds = %pred.store.continue192
  %482 = extractelement <64 x i64> %384, i64 24
  %483 = getelementptr inbounds i8, ptr %out, i64 %482
  %484 = extractelement <64 x i8> %383, i64 24
  store i8 %484, ptr %483, align 1, !tbaa !26
  br label %pred.store.continue194

pred.store.continue194:                           ; preds = %pred.store.if193, %pred.store.continue192
  %485 = extractelement <64 x i1> %0, i64 25
  br i1 %485, label %pred.store.if195, label %pred.store.continue196

pred.store.if195:                                 ; preds = %pred.store.continue194
  %486 = extractelement <64 x i64> %384, i64 25
  %487 = getelementptr inbounds i8, ptr %out, i64 %486
  %488 = extractelement <64 x i8> %383, i64 25
  store i8 %488, ptr %487, align 1, !tbaa !26
  br label %pred.store.continue196

pred.store.continue196:                           ; preds = %pred.store.if195, %pred.store.continue194
  %489 = extractelement <64 x i1> %0, i64 26
  br i1 %489, label %pred.store.if197, label %pred.store.continue198

pred.store.if197:                                 ; preds = %pred.store.continue196
  %490 = extractelement <64 x i64> %384, i64 26
  %491 = getelementptr inbounds i8, ptr %out, i64 %490
  %492 = extractelement <64 x i8> %383, i64 26
  store i8 %492, ptr %491, align 1, !tbaa !26
  br label %pred.store.continue198

pred.store.continue198:                           ; preds = %pred.store.if197, %pred.store.continue196
  %493 = extractelement <64 x i1> %0, i64 27
  br i1 %493, label %pred.store.if199, label %pred.store.continue200

pred.store.if199:                                 ; preds = %pred.store.continue198
  %494 = extractelement <64 x i64> %384, i64 27
  %495 = getelementptr inbounds i8, ptr %out, i64 %494
  %496 = extractelement <64 x i8> %383, i64 27
  store i8 %496, ptr %495, align 1, !tbaa !26
  br label %pred.store.continue200

pred.store.continue200:                           ; preds = %pred.store.if199, %pred.store.continue198
  %497 = extractelement <64 x i1> %0, i64 28
  br i1 %497, label %pred.store.if201, label %pred.store.continue202

pred.store.if201:                                 ; preds = %pred.store.continue200
  %498 = extractelement <64 x i64> %384, i64 28
  %499 = getelementptr inbounds i8, ptr %out, i64 %498
  %500 = extractelement <64 x i8> %383, i64 28
  store i8 %500, ptr %499, align 1, !tbaa !26
  br label %pred.store.continue202

pred.store.continue202:                           ; preds = %pred.store.if201, %pred.store.continue200
  %501 = extractelement <64 x i1> %0, i64 29
  br i1 %501, label %pred.store.if203, label %pred.store.continue204

pred.store.if203:                                 ; preds = %pred.store.continue202
  %502 = extractelement <64 x i64> %384, i64 29
  %503 = getelementptr inbounds i8, ptr %out, i64 %502
  %504 = extractelement <64 x i8> %383, i64 29
  store i8 %504, ptr %503, align 1, !tbaa !26
  br label %pred.store.continue204

pred.store.continue204:                           ; preds = %pred.store.if203, %pred.store.continue202
  %505 = extractelement <64 x i1> %0, i64 30
  br i1 %505, label %pred.store.if205, label %pred.store.continue206

pred.store.if205:                                 ; preds = %pred.store.continue204
  %506 = extractelement <64 x i64> %384, i64 30
  %507 = getelementptr inbounds i8, ptr %out, i64 %506
  %508 = extractelement <64 x i8> %383, i64 30
  store i8 %508, ptr %507, align 1, !tbaa !26
  br label %pred.store.continue206

pred.store.continue206:                           ; preds = %pred.store.if205, %pred.store.continue204
  %509 = extractelement <64 x i1> %0, i64 31
  br i1 %509, label %pred.store.if207, label %pred.store.continue208

pred.store.if207:                                 ; preds = %pred.store.continue206
  %510 = extractelement <64 x i64> %384, i64 31
  %511 = getelementptr inbounds i8, ptr %out, i64 %510
  %512 = extractelement <64 x i8> %383, i64 31
  store i8 %512, ptr %511, align 1, !tbaa !26
  br label %pred.store.continue208

pred.store.continue208:                           ; preds = %pred.store.if207, %pred.store.continue206
  %513 = extractelement <64 x i1> %0, i64 32
  br i1 %513, label %pred.store.if209, label %pred.store.continue210

pred.store.if209:                                 ; preds = %pred.store.continue208
  %514 = extractelement <64 x i64> %384, i64 32
  %515 = getelementptr inbounds i8, ptr %out, i64 %514
  %516 = extractelement <64 x i8> %383, i64 32
  store i8 %516, ptr %515, align 1, !tbaa !26
  br label %pred.store.continue210

pred.store.continue210:                           ; preds = %pred.store.if209, %pred.store.continue208
  %517 = extractelement <64 x i1> %0, i64 33
  br i1 %517, label %pred.store.if211, label %pred.store.continue212

pred.store.if211:                                 ; preds = %pred.store.continue210
  %518 = extractelement <64 x i64> %384, i64 33
  %519 = getelementptr inbounds i8, ptr %out, i64 %518
  %520 = extractelement <64 x i8> %383, i64 33
  store i8 %520, ptr %519, align 1, !tbaa !26
  br label %pred.store.continue212

pred.store.continue212:                           ; preds = %pred.store.if211, %pred.store.continue210
  %521 = extractelement <64 x i1> %0, i64 34
  br i1 %521, label %pred.store.if213, label %pred.store.continue214

pred.store.if213:                                 ; preds = %pred.store.continue212
  %522 = extractelement <64 x i64> %384, i64 34
  %523 = getelementptr inbounds i8, ptr %out, i64 %522
  %524 = extractelement <64 x i8> %383, i64 34
  store i8 %524, ptr %523, align 1, !tbaa !26
  br label %pred.store.continue214

pred.store.continue214:                           ; preds = %pred.store.if213, %pred.store.continue212
  %525 = extractelement <64 x i1> %0, i64 35
  br i1 %525, label %pred.store.if215, label %pred.store.continue216

pred.store.if215:                                 ; preds = %pred.store.continue214
  %526 = extractelement <64 x i64> %384, i64 35
  %527 = getelementptr inbounds i8, ptr %out, i64 %526
  %528 = extractelement <64 x i8> %383, i64 35
  store i8 %528, ptr %527, align 1, !tbaa !26
  br label %pred.store.continue216

pred.store.continue216:                           ; preds = %pred.store.if215, %pred.store.continue214
  %529 = extractelement <64 x i1> %0, i64 36
  br i1 %529, label %pred.store.if217, label %pred.store.continue218

pred.store.if217:                                 ; preds = %pred.store.continue216
  %530 = extractelement <64 x i64> %384, i64 36
  %531 = getelementptr inbounds i8, ptr %out, i64 %530
  %532 = extractelement <64 x i8> %383, i64 36
  store i8 %532, ptr %531, align 1, !tbaa !26
  br label %pred.store.continue218

pred.store.continue218:                           ; preds = %pred.store.if217, %pred.store.continue216
  %533 = extractelement <64 x i1> %0, i64 37
  br i1 %533, label %pred.store.if219, label %pred.store.continue220

pred.store.if219:                                 ; preds = %pred.store.continue218
  %534 = extractelement <64 x i64> %384, i64 37
  %535 = getelementptr inbounds i8, ptr %out, i64 %534
  %536 = extractelement <64 x i8> %383, i64 37
  store i8 %536, ptr %535, align 1, !tbaa !26
  br label %pred.store.continue220

pred.store.continue220:                           ; preds = %pred.store.if219, %pred.store.continue218
  %537 = extractelement <64 x i1> %0, i64 38
  br i1 %537, label %pred.store.if221, label %pred.store.continue222

pred.store.if221:                                 ; preds = %pred.store.continue220
  %538 = extractelement <64 x i64> %384, i64 38
  %539 = getelementptr inbounds i8, ptr %out, i64 %538
  %540 = extractelement <64 x i8> %383, i64 38
  store i8 %540, ptr %539, align 1, !tbaa !26
  br label %pred.store.continue222

pred.store.continue222:                           ; preds = %pred.store.if221, %pred.store.continue220
  %541 = extractelement <64 x i1> %0, i64 39
  br i1 %541, label %pred.store.if223, label %pred.store.continue224

pred.store.if223:                                 ; preds = %pred.store.continue222
  %542 = extractelement <64 x i64> %384, i64 39
  %543 = getelementptr inbounds i8, ptr %out, i64 %542
  %544 = extractelement <64 x i8> %383, i64 39
  store i8 %544, ptr %543, align 1, !tbaa !26
  br label %pred.store.continue224

pred.store.continue224:                           ; preds = %pred.store.if223, %pred.store.continue222
  %545 = extractelement <64 x i1> %0, i64 40
  br i1 %545, label %pred.store.if225, label %pred.store.continue226

pred.store.if225:                                 ; preds = %pred.store.continue224
  %546 = extractelement <64 x i64> %384, i64 40
  %547 = getelementptr inbounds i8, ptr %out, i64 %546
  %548 = extractelement <64 x i8> %383, i64 40
  store i8 %548, ptr %547, align 1, !tbaa !26
  br label %pred.store.continue226

pred.store.continue226:                           ; preds = %pred.store.if225, %pred.store.continue224
  %549 = extractelement <64 x i1> %0, i64 41
  br i1 %549, label %pred.store.if227, label %pred.store.continue228

pred.store.if227:                                 ; preds = %pred.store.continue226
  %550 = extractelement <64 x i64> %384, i64 41
  %551 = getelementptr inbounds i8, ptr %out, i64 %550
  %552 = extractelement <64 x i8> %383, i64 41
  store i8 %552, ptr %551, align 1, !tbaa !26
  br label %pred.store.continue228

pred.store.continue228:                           ; preds = %pred.store.if227, %pred.store.continue226
  %553 = extractelement <64 x i1> %0, i64 42
  br i1 %553, label %pred.store.if229, label %pred.store.continue230

pred.store.if229:                                 ; preds = %pred.store.continue228
  %554 = extractelement <64 x i64> %384, i64 42
  %555 = getelementptr inbounds i8, ptr %out, i64 %554
  %556 = extractelement <64 x i8> %383, i64 42
  store i8 %556, ptr %555, align 1, !tbaa !26
  br label %pred.store.continue230

pred.store.continue230:                           ; preds = %pred.store.if229, %pred.store.continue228
  %557 = extractelement <64 x i1> %0, i64 43
  br i1 %557, label %pred.store.if231, label %pred.store.continue232

pred.store.if231:                                 ; preds = %pred.store.continue230
  %558 = extractelement <64 x i64> %384, i64 43
  %559 = getelementptr inbounds i8, ptr %out, i64 %558
  %560 = extractelement <64 x i8> %383, i64 43
  store i8 %560, ptr %559, align 1, !tbaa !26
  br label %pred.store.continue232

pred.store.continue232:                           ; preds = %pred.store.if231, %pred.store.continue230
  %561 = extractelement <64 x i1> %0, i64 44
  br i1 %561, label %pred.store.if233, label %pred.store.continue234

pred.store.if233:                                 ; preds = %pred.store.continue232
  %562 = extractelement <64 x i64> %384, i64 44
  %563 = getelementptr inbounds i8, ptr %out, i64 %562
  %564 = extractelement <64 x i8> %383, i64 44
  store i8 %564, ptr %563, align 1, !tbaa !26
  br label %pred.store.continue234

pred.store.continue234:                           ; preds = %pred.store.if233, %pred.store.continue232
  %565 = extractelement <64 x i1> %0, i64 45
  br i1 %565, label %pred.store.if235, label %pred.store.continue236

pred.store.if235:                                 ; preds = %pred.store.continue234
  %566 = extractelement <64 x i64> %384, i64 45
  %567 = getelementptr inbounds i8, ptr %out, i64 %566
  %568 = extractelement <64 x i8> %383, i64 45
  store i8 %568, ptr %567, align 1, !tbaa !26
  br label %pred.store.continue236

pred.store.continue236:                           ; preds = %pred.store.if235, %pred.store.continue234
  %569 = extractelement <64 x i1> %0, i64 46
  br i1 %569, label %pred.store.if237, label %pred.store.continue238

pred.store.if237:                                 ; preds = %pred.store.continue236
  %570 = extractelement <64 x i64> %384, i64 46
  %571 = getelementptr inbounds i8, ptr %out, i64 %570
  %572 = extractelement <64 x i8> %383, i64 46
  store i8 %572, ptr %571, align 1, !tbaa !26
  br label %pred.store.continue238

pred.store.continue238:                           ; preds = %pred.store.if237, %pred.store.continue236
  %573 = extractelement <64 x i1> %0, i64 47
  br i1 %573, label %pred.store.if239, label %pred.store.continue240

pred.store.if239:                                 ; preds = %pred.store.continue238
  %574 = extractelement <64 x i64> %384, i64 47
  %575 = getelementptr inbounds i8, ptr %out, i64 %574
  %576 = extractelement <64 x i8> %383, i64 47
  store i8 %576, ptr %575, align 1, !tbaa !26
  br label %pred.store.continue240

pred.store.continue240:                           ; preds = %pred.store.if239, %pred.store.continue238
  %577 = extractelement <64 x i1> %0, i64 48
  br i1 %577, label %pred.store.if241, label %pred.store.continue242

pred.store.if241:                                 ; preds = %pred.store.continue240
  %578 = extractelement <64 x i64> %384, i64 48
  %579 = getelementptr inbounds i8, ptr %out, i64 %578
  %580 = extractelement <64 x i8> %383, i64 48
  store i8 %580, ptr %579, align 1, !tbaa !26
  br label %pred.store.continue242

pred.store.continue242:                           ; preds = %pred.store.if241, %pred.store.continue240
  %581 = extractelement <64 x i1> %0, i64 49
  br i1 %581, label %pred.store.if243, label %pred.store.continue244

pred.store.if243:                                 ; preds = %pred.store.continue242
  %582 = extractelement <64 x i64> %384, i64 49
  %583 = getelementptr inbounds i8, ptr %out, i64 %582
  %584 = extractelement <64 x i8> %383, i64 49
  store i8 %584, ptr %583, align 1, !tbaa !26
  br label %pred.store.continue244

pred.store.continue244:                           ; preds = %pred.store.if243, %pred.store.continue242
  %585 = extractelement <64 x i1> %0, i64 50
  br i1 %585, label %pred.store.if245, label %pred.store.continue246

pred.store.if245:                                 ; preds = %pred.store.continue244
  %586 = extractelement <64 x i64> %384, i64 50
  %587 = getelementptr inbounds i8, ptr %out, i64 %586
  %588 = extractelement <64 x i8> %383, i64 50
  store i8 %588, ptr %587, align 1, !tbaa !26
  br label %pred.store.continue246

pred.store.continue246:                           ; preds = %pred.store.if245, %pred.store.continue244
  %589 = extractelement <64 x i1> %0, i64 51
  br i1 %589, label %pred.store.if247, label %pred.store.continue248

pred.store.if247:                                 ; preds = %pred.store.continue246
  %590 = extractelement <64 x i64> %384, i64 51
  %591 = getelementptr inbounds i8, ptr %out, i64 %590
  %592 = extractelement <64 x i8> %383, i64 51
  store i8 %592, ptr %591, align 1, !tbaa !26
  br label %pred.store.continue248

pred.store.continue248:                           ; preds = %pred.store.if247, %pred.store.continue246
  %593 = extractelement <64 x i1> %0, i64 52
  br i1 %593, label %pred.store.if249, label %pred.store.continue250

pred.store.if249:                                 ; preds = %pred.store.continue248
  %594 = extractelement <64 x i64> %384, i64 52
  %595 = getelementptr inbounds i8, ptr %out, i64 %594
  %596 = extractelement <64 x i8> %383, i64 52
  store i8 %596, ptr %595, align 1, !tbaa !26
  br label %pred.store.continue250

pred.store.continue250:                           ; preds = %pred.store.if249, %pred.store.continue248
  %597 = extractelement <64 x i1> %0, i64 53
  br i1 %597, label %pred.store.if251, label %pred.store.continue252

pred.store.if251:                                 ; preds = %pred.store.continue250
  %598 = extractelement <64 x i64> %384, i64 53
  %599 = getelementptr inbounds i8, ptr %out, i64 %598
  %600 = extractelement <64 x i8> %383, i64 53
  store i8 %600, ptr %599, align 1, !tbaa !26
  br label %pred.store.continue252

pred.store.continue252:                           ; preds = %pred.store.if251, %pred.store.continue250
  %601 = extractelement <64 x i1> %0, i64 54
  br i1 %601, label %pred.store.if253, label %pred.store.continue254

pred.store.if253:                                 ; preds = %pred.store.continue252
  %602 = extractelement <64 x i64> %384, i64 54
  %603 = getelementptr inbounds i8, ptr %out, i64 %602
  %604 = extractelement <64 x i8> %383, i64 54
  store i8 %604, ptr %603, align 1, !tbaa !26
  br label %pred.store.continue254

pred.store.continue254:                           ; preds = %pred.store.if253, %pred.store.continue252
  %605 = extractelement <64 x i1> %0, i64 55
  br i1 %605, label %pred.store.if255, label %pred.store.continue256

pred.store.if255:                                 ; preds = %pred.store.continue254
  %606 = extractelement <64 x i64> %384, i64 55
  %607 = getelementptr inbounds i8, ptr %out, i64 %606
  %608 = extractelement <64 x i8> %383, i64 55
  store i8 %608, ptr %607, align 1, !tbaa !26
  br label %pred.store.continue256

pred.store.continue256:                           ; preds = %pred.store.if255, %pred.store.continue254
  %609 = extractelement <64 x i1> %0, i64 56
  br i1 %609, label %pred.store.if257, label %pred.store.continue258

pred.store.if257:                                 ; preds = %pred.store.continue256
  %610 = extractelement <64 x i64> %384, i64 56
  %611 = getelementptr inbounds i8, ptr %out, i64 %610
  %612 = extractelement <64 x i8> %383, i64 56
  store i8 %612, ptr %611, align 1, !tbaa !26
  br label %pred.store.continue258

pred.store.continue258:                           ; preds = %pred.store.if257, %pred.store.continue256
  %613 = extractelement <64 x i1> %0, i64 57
  br i1 %613, label %pred.store.if259, label %pred.store.continue260

pred.store.if259:                                 ; preds = %pred.store.continue258
  %614 = extractelement <64 x i64> %384, i64 57
  %615 = getelementptr inbounds i8, ptr %out, i64 %614
  %616 = extractelement <64 x i8> %383, i64 57
  store i8 %616, ptr %615, align 1, !tbaa !26
  br label %pred.store.continue260

pred.store.continue260:                           ; preds = %pred.store.if259, %pred.store.continue258
  %617 = extractelement <64 x i1> %0, i64 58
  br i1 %617, label %pred.store.if261, label %pred.store.continue262

pred.store.if261:                                 ; preds = %pred.store.continue260
  %618 = extractelement <64 x i64> %384, i64 58
  %619 = getelementptr inbounds i8, ptr %out, i64 %618
  %620 = extractelement <64 x i8> %383, i64 58
  store i8 %620, ptr %619, align 1, !tbaa !26
  br label %pred.store.continue262

pred.store.continue262:                           ; preds = %pred.store.if261, %pred.store.continue260
  %621 = extractelement <64 x i1> %0, i64 59
  br i1 %621, label %pred.store.if263, label %pred.store.continue264

pred.store.if263:                                 ; preds = %pred.store.continue262
  %622 = extractelement <64 x i64> %384, i64 59
  %623 = getelementptr inbounds i8, ptr %out, i64 %622
  %624 = extractelement <64 x i8> %383, i64 59
  store i8 %624, ptr %623, align 1, !tbaa !26
  br label %pred.store.continue264

pred.store.continue264:                           ; preds = %pred.store.if263, %pred.store.continue262
  %625 = extractelement <64 x i1> %0, i64 60
  br i1 %625, label %pred.store.if265, label %pred.store.continue266

pred.store.if265:                                 ; preds = %pred.store.continue264
  %626 = extractelement <64 x i64> %384, i64 60
  %627 = getelementptr inbounds i8, ptr %out, i64 %626
  %628 = extractelement <64 x i8> %383, i64 60
  store i8 %628, ptr %627, align 1, !tbaa !26
  br label %pred.store.continue266

pred.store.continue266:                           ; preds = %pred.store.if265, %pred.store.continue264
  %629 = extractelement <64 x i1> %0, i64 61
  br i1 %629, label %pred.store.if267, label %pred.store.continue268

pred.store.if267:                                 ; preds = %pred.store.continue266
  %630 = extractelement <64 x i64> %384, i64 61
  %631 = getelementptr inbounds i8, ptr %out, i64 %630
  %632 = extractelement <64 x i8> %383, i64 61
  store i8 %632, ptr %631, align 1, !tbaa !26
  br label %pred.store.continue268

pred.store.continue268:                           ; preds = %pred.store.if267, %pred.store.continue266
  %633 = extractelement <64 x i1> %0, i64 62
  br i1 %633, label %pred.store.if269, label %pred.store.continue270

pred.store.if269:                                 ; preds = %pred.store.continue268
  %634 = extractelement <64 x i64> %384, i64 62
  %635 = getelementptr inbounds i8, ptr %out, i64 %634
  %636 = extractelement <64 x i8> %383, i64 62
  store i8 %636, ptr %635, align 1, !tbaa !26
  br label %pred.store.continue270

pred.store.continue270:                           ; preds = %pred.store.if269, %pred.store.continue268
  %637 = extractelement <64 x i1> %0, i64 63
  br i1 %637, label %pred.store.if271, label %pred.store.continue272

pred.store.if271:                                 ; preds = %pred.store.continue270
  %638 = extractelement <64 x i64> %384, i64 63
  %639 = getelementptr inbounds i8, ptr %out, i64 %638
  %640 = extractelement <64 x i8> %383, i64 63
  store i8 %640, ptr %639, align 1, !tbaa !26
  br label %pred.store.continue272

pred.store.continue272:                           ; preds = %pred.store.if271, %pred.store.continue270
  %641 = lshr <64 x i8> %383, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %642 = or disjoint <64 x i64> %384, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %643 = extractelement <64 x i1> %0, i64 0
  br i1 %643, label %pred.store.if273, label %pred.store.continue274

pred.store.if273:                                 ; preds = %pred.store.continue272
  %644 = extractelement <64 x i64> %642, i64 0
  %645 = getelementptr inbounds i8, ptr %out, i64 %644
  %646 = extractelement <64 x i8> %641, i64 0
  store i8 %646, ptr %645, align 1, !tbaa !26
  br label %pred.store.continue274

pred.store.continue274:                           ; preds = %pred.store.if273, %pred.store.continue272
  %647 = extractelement <64 x i1> %0, i64 1
  br i1 %647, label %pred.store.if275, label %pred.store.continue276

pred.store.if275:                                 ; preds = %pred.store.continue274
  %648 = extractelement <64 x i64> %642, i64 1
  %649 = getelementptr inbounds i8, ptr %out, i64 %648
  %650 = extractelement <64 x i8> %641, i64 1
  store i8 %650, ptr %649, align 1, !tbaa !26
  br label %pred.store.continue276

pred.store.continue276:                           ; preds = %pred.store.if275, %pred.store.continue274
  %651 = extractelement <64 x i1> %0, i64 2
  br i1 %651, label %pred.store.if277, label %pred.store.continue278

pred.store.if277:                                 ; preds = %pred.store.continue276
  %652 = extractelement <64 x i64> %642, i64 2
  %653 = getelementptr inbounds i8, ptr %out, i64 %652
  %654 = extractelement <64 x i8> %641, i64 2
  store i8 %654, ptr %653, align 1, !tbaa !26
  br label %pred.store.continue278

pred.store.continue278:                           ; preds = %pred.store.if277, %pred.store.continue276
  %655 = extractelement <64 x i1> %0, i64 3
  br i1 %655, label %pred.store.if279, label %pred.store.continue280

pred.store.if279:                                 ; preds = %pred.store.continue278
  %656 = extractelement <64 x i64> %642, i64 3
  %657 = getelementptr inbounds i8, ptr %out, i64 %656
  %658 = extractelement <64 x i8> %641, i64 3
  store i8 %658, ptr %657, align 1, !tbaa !26
  br label %pred.store.continue280

pred.store.continue280:                           ; preds = %pred.store.if279, %pred.store.continue278
  %659 = extractelement <64 x i1> %0, i64 4
  br i1 %659, label %pred.store.if281, label %pred.store.continue282

pred.store.if281:                                 ; preds = %pred.store.continue280
  %660 = extractelement <64 x i64> %642, i64 4
  %661 = getelementptr inbounds i8, ptr %out, i64 %660
  %662 = extractelement <64 x i8> %641, i64 4
  store i8 %662, ptr %661, align 1, !tbaa !26
  br label %pred.store.continue282

pred.store.continue282:                           ; preds = %pred.store.if281, %pred.store.continue280
  %663 = extractelement <64 x i1> %0, i64 5
  br i1 %663, label %pred.store.if283, label %pred.store.continue284

pred.store.if283:                                 ; preds = %pred.store.continue282
  %664 = extractelement <64 x i64> %642, i64 5
  %665 = getelementptr inbounds i8, ptr %out, i64 %664
  %666 = extractelement <64 x i8> %641, i64 5
  store i8 %666, ptr %665, align 1, !tbaa !26
  br label %pred.store.continue284

pred.store.continue284:                           ; preds = %pred.store.if283, %pred.store.continue282
  %667 = extractelement <64 x i1> %0, i64 6
  br i1 %667, label %pred.store.if285, label %pred.store.continue286

pred.store.if285:                                 ; preds = %pred.store.continue284
  %668 = extractelement <64 x i64> %642, i64 6
  %669 = getelementptr inbounds i8, ptr %out, i64 %668
  %670 = extractelement <64 x i8> %641, i64 6
  store i8 %670, ptr %669, align 1, !tbaa !26
  br label %pred.store.continue286

pred.store.continue286:                           ; preds = %pred.store.if285, %pred.store.continue284
  %671 = extractelement <64 x i1> %0, i64 7
  br i1 %671, label %pred.store.if287, label %pred.store.continue288

pred.store.if287:                                 ; preds = %pred.store.continue286
  %672 = extractelement <64 x i64> %642, i64 7
  %673 = getelementptr inbounds i8, ptr %out, i64 %672
  %674 = extractelement <64 x i8> %641, i64 7
  store i8 %674, ptr %673, align 1, !tbaa !26
  br label %pred.store.continue288

pred.store.continue288:                           ; preds = %pred.store.if287, %pred.store.continue286
  %675 = extractelement <64 x i1> %0, i64 8
  br i1 %675, label %pred.store.if289, label %pred.store.continue290

pred.store.if289:                                 ; preds = %pred.store.continue288
  %676 = extractelement <64 x i64> %642, i64 8
  %677 = getelementptr inbounds i8, ptr %out, i64 %676
  %678 = extractelement <64 x i8> %641, i64 8
  store i8 %678, ptr %677, align 1, !tbaa !26
  br label %pred.store.continue290

pred.store.continue290:                           ; preds = %pred.store.if289, %pred.store.continue288
  %679 = extractelement <64 x i1> %0, i64 9
  br i1 %679, label %pred.store.if291, label %pred.store.continue292

pred.store.if291:                                 ; preds = %pred.store.continue290
  %680 = extractelement <64 x i64> %642, i64 9
  %681 = getelementptr inbounds i8, ptr %out, i64 %680
  %682 = extractelement <64 x i8> %641, i64 9
  store i8 %682, ptr %681, align 1, !tbaa !26
  br label %pred.store.continue292

pred.store.continue292:                           ; preds = %pred.store.if291, %pred.store.continue290
  %683 = extractelement <64 x i1> %0, i64 10
  br i1 %683, label %pred.store.if293, label %pred.store.continue294

pred.store.if293:                                 ; preds = %pred.store.continue292
  %684 = extractelement <64 x i64> %642, i64 10
  %685 = getelementptr inbounds i8, ptr %out, i64 %684
  %686 = extractelement <64 x i8> %641, i64 10
  store i8 %686, ptr %685, align 1, !tbaa !26
  br label %pred.store.continue294

pred.store.continue294:                           ; preds = %pred.store.if293, %pred.store.continue292
  %687 = extractelement <64 x i1> %0, i64 11
  br i1 %687, label %pred.store.if295, label %pred.store.continue296

pred.store.if295:                                 ; preds = %pred.store.continue294
  %688 = extractelement <64 x i64> %642, i64 11
  %689 = getelementptr inbounds i8, ptr %out, i64 %688
  %690 = extractelement <64 x i8> %641, i64 11
  store i8 %690, ptr %689, align 1, !tbaa !26
  br label %pred.store.continue296

pred.store.continue296:                           ; preds = %pred.store.if295, %pred.store.continue294
  %691 = extractelement <64 x i1> %0, i64 12
  br i1 %691, label %pred.store.if297, label %pred.store.continue298

pred.store.if297:                                 ; preds = %pred.store.continue296
  %692 = extractelement <64 x i64> %642, i64 12
  %693 = getelementptr inbounds i8, ptr %out, i64 %692
  %694 = extractelement <64 x i8> %641, i64 12
  store i8 %694, ptr %693, align 1, !tbaa !26
  br label %pred.store.continue298

pred.store.continue298:                           ; preds = %pred.store.if297, %pred.store.continue296
  %695 = extractelement <64 x i1> %0, i64 13
  br i1 %695, label %pred.store.if299, label %pred.store.continue300

pred.store.if299:                                 ; preds = %pred.store.continue298
  %696 = extractelement <64 x i64> %642, i64 13
  %697 = getelementptr inbounds i8, ptr %out, i64 %696
  %698 = extractelement <64 x i8> %641, i64 13
  store i8 %698, ptr %697, align 1, !tbaa !26
  br label %pred.store.continue300

pred.store.continue300:                           ; preds = %pred.store.if299, %pred.store.continue298
  %699 = extractelement <64 x i1> %0, i64 14
  br i1 %699, label %pred.store.if301, label %pred.store.continue302

pred.store.if301:                                 ; preds = %pred.store.continue300
  %700 = extractelement <64 x i64> %642, i64 14
  %701 = getelementptr inbounds i8, ptr %out, i64 %700
  %702 = extractelement <64 x i8> %641, i64 14
  store i8 %702, ptr %701, align 1, !tbaa !26
  br label %pred.store.continue302

pred.store.continue302:                           ; preds = %pred.store.if301, %pred.store.continue300
  %703 = extractelement <64 x i1> %0, i64 15
  br i1 %703, label %pred.store.if303, label %pred.store.continue304

pred.store.if303:                                 ; preds = %pred.store.continue302
  %704 = extractelement <64 x i64> %642, i64 15
  %705 = getelementptr inbounds i8, ptr %out, i64 %704
  %706 = extractelement <64 x i8> %641, i64 15
  store i8 %706, ptr %705, align 1, !tbaa !26
  br label %pred.store.continue304

pred.store.continue304:                           ; preds = %pred.store.if303, %pred.store.continue302
  %707 = extractelement <64 x i1> %0, i64 16
  br i1 %707, label %pred.store.if305, label %pred.store.continue306

pred.store.if305:                                 ; preds = %pred.store.continue304
  %708 = extractelement <64 x i64> %642, i64 16
  %709 = getelementptr inbounds i8, ptr %out, i64 %708
  %710 = extractelement <64 x i8> %641, i64 16
  store i8 %710, ptr %709, align 1, !tbaa !26
  br label %pred.store.continue306

pred.store.continue306:                           ; preds = %pred.store.if305, %pred.store.continue304
  %711 = extractelement <64 x i1> %0, i64 17
  br i1 %711, label %pred.store.if307, label %pred.store.continue308

pred.store.if307:                                 ; preds = %pred.store.continue306
  %712 = extractelement <64 x i64> %642, i64 17
  %713 = getelementptr inbounds i8, ptr %out, i64 %712
  %714 = extractelement <64 x i8> %641, i64 17
  store i8 %714, ptr %713, align 1, !tbaa !26
  br label %pred.store.continue308

pred.store.continue308:                           ; preds = %pred.store.if307, %pred.store.continue306
  %715 = extractelement <64 x i1> %0, i64 18
  br i1 %715, label %pred.store.if309, label %pred.store.continue310

pred.store.if309:                                 ; preds = %pred.store.continue308
  %716 = extractelement <64 x i64> %642, i64 18
  %717 = getelementptr inbounds i8, ptr %out, i64 %716
  %718 = extractelement <64 x i8> %641, i64 18
  store i8 %718, ptr %717, align 1, !tbaa !26
  br label %pred.store.continue310

pred.store.continue310:                           ; preds = %pred.store.if309, %pred.store.continue308
  %719 = extractelement <64 x i1> %0, i64 19
  br i1 %719, label %pred.store.if311, label %pred.store.continue312

pred.store.if311:                                 ; preds = %pred.store.continue310
  %720 = extractelement <64 x i64> %642, i64 19
  %721 = getelementptr inbounds i8, ptr %out, i64 %720
  %722 = extractelement <64 x i8> %641, i64 19
  store i8 %722, ptr %721, align 1, !tbaa !26
  br label %pred.store.continue312

pred.store.continue312:                           ; preds = %pred.store.if311, %pred.store.continue310
  %723 = extractelement <64 x i1> %0, i64 20
  br i1 %723, label %pred.store.if313, label %pred.store.continue314

pred.store.if313:                                 ; preds = %pred.store.continue312
  %724 = extractelement <64 x i64> %642, i64 20
  %725 = getelementptr inbounds i8, ptr %out, i64 %724
  %726 = extractelement <64 x i8> %641, i64 20
  store i8 %726, ptr %725, align 1, !tbaa !26
  br label %pred.store.continue314

pred.store.continue314:                           ; preds = %pred.store.if313, %pred.store.continue312
  %727 = extractelement <64 x i1> %0, i64 21
  br i1 %727, label %pred.store.if315, label %pred.store.continue316

pred.store.if315:                                 ; preds = %pred.store.continue314
  %728 = extractelement <64 x i64> %642, i64 21
  %729 = getelementptr inbounds i8, ptr %out, i64 %728
  %730 = extractelement <64 x i8> %641, i64 21
  store i8 %730, ptr %729, align 1, !tbaa !26
  br label %pred.store.continue316

pred.store.continue316:                           ; preds = %pred.store.if315, %pred.store.continue314
  %731 = extractelement <64 x i1> %0, i64 22
  br i1 %731, label %pred.store.if317, label %pred.store.continue318

pred.store.if317:                                 ; preds = %pred.store.continue316
  %732 = extractelement <64 x i64> %642, i64 22
  %733 = getelementptr inbounds i8, ptr %out, i64 %732
  %734 = extractelement <64 x i8> %641, i64 22
  store i8 %734, ptr %733, align 1, !tbaa !26
  br label %pred.store.continue318

pred.store.continue318:                           ; preds = %pred.store.if317, %pred.store.continue316
  %735 = extractelement <64 x i1> %0, i64 23
  br i1 %735, label %pred.store.if319, label %pred.store.continue320

pred.store.if319:                                 ; preds = %pred.store.continue318
  %736 = extractelement <64 x i64> %642, i64 23
  %737 = getelementptr inbounds i8, ptr %out, i64 %736
  %738 = extractelement <64 x i8> %641, i64 23
  store i8 %738, ptr %737, align 1, !tbaa !26
  br label %pred.store.continue320

pred.store.continue320:                           ; preds = %pred.store.if319, %pred.store.continue318
  %739 = extractelement <64 x i1> %0, i64 24
  br i1 %739, label %pred.store.if321, label %pred.store.continue322

pred.store.if321:                                 ; preds = %pred.store.continue320
  %740 = extractelement <64 x i64> %642, i64 24
  %741 = getelementptr inbounds i8, ptr %out, i64 %740
  %742 = extractelement <64 x i8> %641, i64 24
  store i8 %742, ptr %741, align 1, !tbaa !26
  br label %pred.store.continue322

pred.store.continue322:                           ; preds = %pred.store.if321, %pred.store.continue320
  %743 = extractelement <64 x i1> %0, i64 25
  br i1 %743, label %pred.store.if323, label %pred.store.continue324

pred.store.if323:                                 ; preds = %pred.store.continue322
  %744 = extractelement <64 x i64> %642, i64 25
  %745 = getelementptr inbounds i8, ptr %out, i64 %744
  %746 = extractelement <64 x i8> %641, i64 25
  store i8 %746, ptr %745, align 1, !tbaa !26
  br label %pred.store.continue324

pred.store.continue324:                           ; preds = %pred.store.if323, %pred.store.continue322
  %747 = extractelement <64 x i1> %0, i64 26
  br i1 %747, label %pred.store.if325, label %pred.store.continue326

pred.store.if325:                                 ; preds = %pred.store.continue324
  %748 = extractelement <64 x i64> %642, i64 26
  %749 = getelementptr inbounds i8, ptr %out, i64 %748
  %750 = extractelement <64 x i8> %641, i64 26
  store i8 %750, ptr %749, align 1, !tbaa !26
  br label %pred.store.continue326

pred.store.continue326:                           ; preds = %pred.store.if325, %pred.store.continue324
  %751 = extractelement <64 x i1> %0, i64 27
  br i1 %751, label %pred.store.if327, label %pred.store.continue328

pred.store.if327:                                 ; preds = %pred.store.continue326
  %752 = extractelement <64 x i64> %642, i64 27
  %753 = getelementptr inbounds i8, ptr %out, i64 %752
  %754 = extractelement <64 x i8> %641, i64 27
  store i8 %754, ptr %753, align 1, !tbaa !26
  br label %pred.store.continue328

pred.store.continue328:                           ; preds = %pred.store.if327, %pred.store.continue326
  %755 = extractelement <64 x i1> %0, i64 28
  br i1 %755, label %pred.store.if329, label %pred.store.continue330

pred.store.if329:                                 ; preds = %pred.store.continue328
  %756 = extractelement <64 x i64> %642, i64 28
  %757 = getelementptr inbounds i8, ptr %out, i64 %756
  %758 = extractelement <64 x i8> %641, i64 28
  store i8 %758, ptr %757, align 1, !tbaa !26
  br label %pred.store.continue330

pred.store.continue330:                           ; preds = %pred.store.if329, %pred.store.continue328
  %759 = extractelement <64 x i1> %0, i64 29
  br i1 %759, label %pred.store.if331, label %pred.store.continue332

pred.store.if331:                                 ; preds = %pred.store.continue330
  %760 = extractelement <64 x i64> %642, i64 29
  %761 = getelementptr inbounds i8, ptr %out, i64 %760
  %762 = extractelement <64 x i8> %641, i64 29
  store i8 %762, ptr %761, align 1, !tbaa !26
  br label %pred.store.continue332

pred.store.continue332:                           ; preds = %pred.store.if331, %pred.store.continue330
  %763 = extractelement <64 x i1> %0, i64 30
  br i1 %763, label %pred.store.if333, label %pred.store.continue334

pred.store.if333:                                 ; preds = %pred.store.continue332
  %764 = extractelement <64 x i64> %642, i64 30
  %765 = getelementptr inbounds i8, ptr %out, i64 %764
  %766 = extractelement <64 x i8> %641, i64 30
  store i8 %766, ptr %765, align 1, !tbaa !26
  br label %pred.store.continue334

pred.store.continue334:                           ; preds = %pred.store.if333, %pred.store.continue332
  %767 = extractelement <64 x i1> %0, i64 31
  br i1 %767, label %pred.store.if335, label %pred.store.continue336

pred.store.if335:                                 ; preds = %pred.store.continue334
  %768 = extractelement <64 x i64> %642, i64 31
  %769 = getelementptr inbounds i8, ptr %out, i64 %768
  %770 = extractelement <64 x i8> %641, i64 31
  store i8 %770, ptr %769, align 1, !tbaa !26
  br label %pred.store.continue336

pred.store.continue336:                           ; preds = %pred.store.if335, %pred.store.continue334
  %771 = extractelement <64 x i1> %0, i64 32
  br i1 %771, label %pred.store.if337, label %pred.store.continue338

pred.store.if337:                                 ; preds = %pred.store.continue336
  %772 = extractelement <64 x i64> %642, i64 32
  %773 = getelementptr inbounds i8, ptr %out, i64 %772
  %774 = extractelement <64 x i8> %641, i64 32
  store i8 %774, ptr %773, align 1, !tbaa !26
  br label %pred.store.continue338

pred.store.continue338:                           ; preds = %pred.store.if337, %pred.store.continue336
  %775 = extractelement <64 x i1> %0, i64 33
  br i1 %775, label %pred.store.if339, label %pred.store.continue340

pred.store.if339:                                 ; preds = %pred.store.continue338
  %776 = extractelement <64 x i64> %642, i64 33
  %777 = getelementptr inbounds i8, ptr %out, i64 %776
  %778 = extractelement <64 x i8> %641, i64 33
  store i8 %778, ptr %777, align 1, !tbaa !26
  br label %pred.store.continue340

pred.store.continue340:                           ; preds = %pred.store.if339, %pred.store.continue338
  %779 = extractelement <64 x i1> %0, i64 34
  br i1 %779, label %pred.store.if341, label %pred.store.continue342

pred.store.if341:                                 ; preds = %pred.store.continue340
  %780 = extractelement <64 x i64> %642, i64 34
  %781 = getelementptr inbounds i8, ptr %out, i64 %780
  %782 = extractelement <64 x i8> %641, i64 34
  store i8 %782, ptr %781, align 1, !tbaa !26
  br label %pred.store.continue342

pred.store.continue342:                           ; preds = %pred.store.if341, %pred.store.continue340
  %783 = extractelement <64 x i1> %0, i64 35
  br i1 %783, label %pred.store.if343, label %pred.store.continue344

pred.store.if343:                                 ; preds = %pred.store.continue342
  %784 = extractelement <64 x i64> %642, i64 35
  %785 = getelementptr inbounds i8, ptr %out, i64 %784
  %786 = extractelement <64 x i8> %641, i64 35
  store i8 %786, ptr %785, align 1, !tbaa !26
  br label %pred.store.continue344

pred.store.continue344:                           ; preds = %pred.store.if343, %pred.store.continue342
  %787 = extractelement <64 x i1> %0, i64 36
  br i1 %787, label %pred.store.if345, label %pred.store.continue346

pred.store.if345:                                 ; preds = %pred.store.continue344
  %788 = extractelement <64 x i64> %642, i64 36
  %789 = getelementptr inbounds i8, ptr %out, i64 %788
  %790 = extractelement <64 x i8> %641, i64 36
  store i8 %790, ptr %789, align 1, !tbaa !26
  br label %pred.store.continue346

pred.store.continue346:                           ; preds = %pred.store.if345, %pred.store.continue344
  %791 = extractelement <64 x i1> %0, i64 37
  br i1 %791, label %pred.store.if347, label %pred.store.continue348

pred.store.if347:                                 ; preds = %pred.store.continue346
  %792 = extractelement <64 x i64> %642, i64 37
  %793 = getelementptr inbounds i8, ptr %out, i64 %792
  %794 = extractelement <64 x i8> %641, i64 37
  store i8 %794, ptr %793, align 1, !tbaa !26
  br label %pred.store.continue348

pred.store.continue348:                           ; preds = %pred.store.if347, %pred.store.continue346
  %795 = extractelement <64 x i1> %0, i64 38
  br i1 %795, label %pred.store.if349, label %pred.store.continue350

pred.store.if349:                                 ; preds = %pred.store.continue348
  %796 = extractelement <64 x i64> %642, i64 38
  %797 = getelementptr inbounds i8, ptr %out, i64 %796
  %798 = extractelement <64 x i8> %641, i64 38
  store i8 %798, ptr %797, align 1, !tbaa !26
  br label %pred.store.continue350

pred.store.continue350:                           ; preds = %pred.store.if349, %pred.store.continue348
  %799 = extractelement <64 x i1> %0, i64 39
  br i1 %799, label %pred.store.if351, label %pred.store.continue352

pred.store.if351:                                 ; preds = %pred.store.continue350
  %800 = extractelement <64 x i64> %642, i64 39
  %801 = getelementptr inbounds i8, ptr %out, i64 %800
  %802 = extractelement <64 x i8> %641, i64 39
  store i8 %802, ptr %801, align 1, !tbaa !26
  br label %pred.store.continue352

pred.store.continue352:                           ; preds = %pred.store.if351, %pred.store.continue350
  %803 = extractelement <64 x i1> %0, i64 40
  br i1 %803, label %pred.store.if353, label %pred.store.continue354

pred.store.if353:                                 ; preds = %pred.store.continue352
  %804 = extractelement <64 x i64> %642, i64 40
  %805 = getelementptr inbounds i8, ptr %out, i64 %804
  %806 = extractelement <64 x i8> %641, i64 40
  store i8 %806, ptr %805, align 1, !tbaa !26
  br label %pred.store.continue354

pred.store.continue354:                           ; preds = %pred.store.if353, %pred.store.continue352
  %807 = extractelement <64 x i1> %0, i64 41
  br i1 %807, label %pred.store.if355, label %pred.store.continue356

pred.store.if355:                                 ; preds = %pred.store.continue354
  %808 = extractelement <64 x i64> %642, i64 41
  %809 = getelementptr inbounds i8, ptr %out, i64 %808
  %810 = extractelement <64 x i8> %641, i64 41
  store i8 %810, ptr %809, align 1, !tbaa !26
  br label %pred.store.continue356

pred.store.continue356:                           ; preds = %pred.store.if355, %pred.store.continue354
  %811 = extractelement <64 x i1> %0, i64 42
  br i1 %811, label %pred.store.if357, label %pred.store.continue358

pred.store.if357:                                 ; preds = %pred.store.continue356
  %812 = extractelement <64 x i64> %642, i64 42
  %813 = getelementptr inbounds i8, ptr %out, i64 %812
  %814 = extractelement <64 x i8> %641, i64 42
  store i8 %814, ptr %813, align 1, !tbaa !26
  br label %pred.store.continue358

pred.store.continue358:                           ; preds = %pred.store.if357, %pred.store.continue356
  %815 = extractelement <64 x i1> %0, i64 43
  br i1 %815, label %pred.store.if359, label %pred.store.continue360

pred.store.if359:                                 ; preds = %pred.store.continue358
  %816 = extractelement <64 x i64> %642, i64 43
  %817 = getelementptr inbounds i8, ptr %out, i64 %816
  %818 = extractelement <64 x i8> %641, i64 43
  store i8 %818, ptr %817, align 1, !tbaa !26
  br label %pred.store.continue360

pred.store.continue360:                           ; preds = %pred.store.if359, %pred.store.continue358
  %819 = extractelement <64 x i1> %0, i64 44
  br i1 %819, label %pred.store.if361, label %pred.store.continue362

pred.store.if361:                                 ; preds = %pred.store.continue360
  %820 = extractelement <64 x i64> %642, i64 44
  %821 = getelementptr inbounds i8, ptr %out, i64 %820
  %822 = extractelement <64 x i8> %641, i64 44
  store i8 %822, ptr %821, align 1, !tbaa !26
  br label %pred.store.continue362

pred.store.continue362:                           ; preds = %pred.store.if361, %pred.store.continue360
  %823 = extractelement <64 x i1> %0, i64 45
  br i1 %823, label %pred.store.if363, label %pred.store.continue364

pred.store.if363:                                 ; preds = %pred.store.continue362
  %824 = extractelement <64 x i64> %642, i64 45
  %825 = getelementptr inbounds i8, ptr %out, i64 %824
  %826 = extractelement <64 x i8> %641, i64 45
  store i8 %826, ptr %825, align 1, !tbaa !26
  br label %pred.store.continue364

pred.store.continue364:                           ; preds = %pred.store.if363, %pred.store.continue362
  %827 = extractelement <64 x i1> %0, i64 46
  br i1 %827, label %pred.store.if365, label %pred.store.continue366

pred.store.if365:                                 ; preds = %pred.store.continue364
  %828 = extractelement <64 x i64> %642, i64 46
  %829 = getelementptr inbounds i8, ptr %out, i64 %828
  %830 = extractelement <64 x i8> %641, i64 46
  store i8 %830, ptr %829, align 1, !tbaa !26
  br label %pred.store.continue366

pred.store.continue366:                           ; preds = %pred.store.if365, %pred.store.continue364
  %831 = extractelement <64 x i1> %0, i64 47
  br i1 %831, label %pred.store.if367, label %pred.store.continue368

pred.store.if367:                                 ; preds = %pred.store.continue366
  %832 = extractelement <64 x i64> %642, i64 47
  %833 = getelementptr inbounds i8, ptr %out, i64 %832
  %834 = extractelement <64 x i8> %641, i64 47
  store i8 %834, ptr %833, align 1, !tbaa !26
  br label %pred.store.continue368

pred.store.continue368:                           ; preds = %pred.store.if367, %pred.store.continue366
  %835 = extractelement <64 x i1> %0, i64 48
  br i1 %835, label %pred.store.if369, label %pred.store.continue370

pred.store.if369:                                 ; preds = %pred.store.continue368
  %836 = extractelement <64 x i64> %642, i64 48
  %837 = getelementptr inbounds i8, ptr %out, i64 %836
  %838 = extractelement <64 x i8> %641, i64 48
  store i8 %838, ptr %837, align 1, !tbaa !26
  br label %pred.store.continue370

pred.store.continue370:                           ; preds = %pred.store.if369, %pred.store.continue368
  %839 = extractelement <64 x i1> %0, i64 49
  br i1 %839, label %pred.store.if371, label %pred.store.continue372

pred.store.if371:                                 ; preds = %pred.store.continue370
  %840 = extractelement <64 x i64> %642, i64 49
  %841 = getelementptr inbounds i8, ptr %out, i64 %840
  %842 = extractelement <64 x i8> %641, i64 49
  store i8 %842, ptr %841, align 1, !tbaa !26
  br label %pred.store.continue372

pred.store.continue372:                           ; preds = %pred.store.if371, %pred.store.continue370
  %843 = extractelement <64 x i1> %0, i64 50
  br i1 %843, label %pred.store.if373, label %pred.store.continue374

pred.store.if373:                                 ; preds = %pred.store.continue372
  %844 = extractelement <64 x i64> %642, i64 50
  %845 = getelementptr inbounds i8, ptr %out, i64 %844
  %846 = extractelement <64 x i8> %641, i64 50
  store i8 %846, ptr %845, align 1, !tbaa !26
  br label %pred.store.continue374

pred.store.continue374:                           ; preds = %pred.store.if373, %pred.store.continue372
  %847 = extractelement <64 x i1> %0, i64 51
  br i1 %847, label %pred.store.if375, label %pred.store.continue376

pred.store.if375:                                 ; preds = %pred.store.continue374
  %848 = extractelement <64 x i64> %642, i64 51
  %849 = getelementptr inbounds i8, ptr %out, i64 %848
  %850 = extractelement <64 x i8> %641, i64 51
  store i8 %850, ptr %849, align 1, !tbaa !26
  br label %pred.store.continue376

pred.store.continue376:                           ; preds = %pred.store.if375, %pred.store.continue374
  %851 = extractelement <64 x i1> %0, i64 52
  br i1 %851, label %pred.store.if377, label %pred.store.continue378

pred.store.if377:                                 ; preds = %pred.store.continue376
  %852 = extractelement <64 x i64> %642, i64 52
  %853 = getelementptr inbounds i8, ptr %out, i64 %852
  %854 = extractelement <64 x i8> %641, i64 52
  store i8 %854, ptr %853, align 1, !tbaa !26
  br label %pred.store.continue378

pred.store.continue378:                           ; preds = %pred.store.if377, %pred.store.continue376
  %855 = extractelement <64 x i1> %0, i64 53
  br i1 %855, label %pred.store.if379, label %pred.store.continue380

pred.store.if379:                                 ; preds = %pred.store.continue378
  %856 = extractelement <64 x i64> %642, i64 53
  %857 = getelementptr inbounds i8, ptr %out, i64 %856
  %858 = extractelement <64 x i8> %641, i64 53
  store i8 %858, ptr %857, align 1, !tbaa !26
  br label %pred.store.continue380

pred.store.continue380:                           ; preds = %pred.store.if379, %pred.store.continue378
  %859 = extractelement <64 x i1> %0, i64 54
  br i1 %859, label %pred.store.if381, label %pred.store.continue382

pred.store.if381:                                 ; preds = %pred.store.continue380
  %860 = extractelement <64 x i64> %642, i64 54
  %861 = getelementptr inbounds i8, ptr %out, i64 %860
  %862 = extractelement <64 x i8> %641, i64 54
  store i8 %862, ptr %861, align 1, !tbaa !26
  br label %pred.store.continue382

pred.store.continue382:                           ; preds = %pred.store.if381, %pred.store.continue380
  %863 = extractelement <64 x i1> %0, i64 55
  br i1 %863, label %pred.store.if383, label %pred.store.continue384

pred.store.if383:                                 ; preds = %pred.store.continue382
  %864 = extractelement <64 x i64> %642, i64 55
  %865 = getelementptr inbounds i8, ptr %out, i64 %864
  %866 = extractelement <64 x i8> %641, i64 55
  store i8 %866, ptr %865, align 1, !tbaa !26
  br label %pred.store.continue384

pred.store.continue384:                           ; preds = %pred.store.if383, %pred.store.continue382
  %867 = extractelement <64 x i1> %0, i64 56
  br i1 %867, label %pred.store.if385, label %pred.store.continue386

pred.store.if385:                                 ; preds = %pred.store.continue384
  %868 = extractelement <64 x i64> %642, i64 56
  %869 = getelementptr inbounds i8, ptr %out, i64 %868
  %870 = extractelement <64 x i8> %641, i64 56
  store i8 %870, ptr %869, align 1, !tbaa !26
  br label %pred.store.continue386

pred.store.continue386:                           ; preds = %pred.store.if385, %pred.store.continue384
  %871 = extractelement <64 x i1> %0, i64 57
  br i1 %871, label %pred.store.if387, label %pred.store.continue388

pred.store.if387:                                 ; preds = %pred.store.continue386
  %872 = extractelement <64 x i64> %642, i64 57
  %873 = getelementptr inbounds i8, ptr %out, i64 %872
  %874 = extractelement <64 x i8> %641, i64 57
  store i8 %874, ptr %873, align 1, !tbaa !26
  br label %pred.store.continue388

pred.store.continue388:                           ; preds = %pred.store.if387, %pred.store.continue386
  %875 = extractelement <64 x i1> %0, i64 58
  br i1 %875, label %pred.store.if389, label %pred.store.continue390

pred.store.if389:                                 ; preds = %pred.store.continue388
  %876 = extractelement <64 x i64> %642, i64 58
  %877 = getelementptr inbounds i8, ptr %out, i64 %876
  %878 = extractelement <64 x i8> %641, i64 58
  store i8 %878, ptr %877, align 1, !tbaa !26
  br label %pred.store.continue390

pred.store.continue390:                           ; preds = %pred.store.if389, %pred.store.continue388
  %879 = extractelement <64 x i1> %0, i64 59
  br i1 %879, label %pred.store.if391, label %pred.store.continue392

pred.store.if391:                                 ; preds = %pred.store.continue390
  %880 = extractelement <64 x i64> %642, i64 59
  %881 = getelementptr inbounds i8, ptr %out, i64 %880
  %882 = extractelement <64 x i8> %641, i64 59
  store i8 %882, ptr %881, align 1, !tbaa !26
  br label %pred.store.continue392

pred.store.continue392:                           ; preds = %pred.store.if391, %pred.store.continue390
  %883 = extractelement <64 x i1> %0, i64 60
  br i1 %883, label %pred.store.if393, label %pred.store.continue394

pred.store.if393:                                 ; preds = %pred.store.continue392
  %884 = extractelement <64 x i64> %642, i64 60
  %885 = getelementptr inbounds i8, ptr %out, i64 %884
  %886 = extractelement <64 x i8> %641, i64 60
  store i8 %886, ptr %885, align 1, !tbaa !26
  br label %pred.store.continue394

pred.store.continue394:                           ; preds = %pred.store.if393, %pred.store.continue392
  %887 = extractelement <64 x i1> %0, i64 61
  br i1 %887, label %pred.store.if395, label %pred.store.continue396

pred.store.if395:                                 ; preds = %pred.store.continue394
  %888 = extractelement <64 x i64> %642, i64 61
  %889 = getelementptr inbounds i8, ptr %out, i64 %888
  %890 = extractelement <64 x i8> %641, i64 61
  store i8 %890, ptr %889, align 1, !tbaa !26
  br label %pred.store.continue396

pred.store.continue396:                           ; preds = %pred.store.if395, %pred.store.continue394
  %891 = extractelement <64 x i1> %0, i64 62
  br i1 %891, label %pred.store.if397, label %pred.store.continue398

pred.store.if397:                                 ; preds = %pred.store.continue396
  %892 = extractelement <64 x i64> %642, i64 62
  %893 = getelementptr inbounds i8, ptr %out, i64 %892
  %894 = extractelement <64 x i8> %641, i64 62
  store i8 %894, ptr %893, align 1, !tbaa !26
  br label %pred.store.continue398

pred.store.continue398:                           ; preds = %pred.store.if397, %pred.store.continue396
  %895 = extractelement <64 x i1> %0, i64 63
  br i1 %895, label %pred.store.if399, label %pred.store.continue400

pred.store.if399:                                 ; preds = %pred.store.continue398
  %896 = extractelement <64 x i64> %642, i64 63
  %897 = getelementptr inbounds i8, ptr %out, i64 %896
  %898 = extractelement <64 x i8> %641, i64 63
  store i8 %898, ptr %897, align 1, !tbaa !26
  br label %pred.store.continue400

pred.store.continue400:                           ; preds = %pred.store.if399, %pred.store.continue398
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %899 = icmp eq i64 %index.next, %n.vec
  br i1 %899, label %for.cond.cleanup, label %vector.body, !llvm.loop !27

for.cond.cleanup:                                 ; preds = %pred.store.continue400, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i16> @llvm.smin.v32i16(<32 x i16>, <32 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i64.p0(<8 x i64>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x double>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f64.p0(<8 x double>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr nocapture, i32 immarg, <16 x i1>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = distinct !{!20, !10, !11, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !7, i64 0}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12}
!26 = !{!7, !7, i64 0}
!27 = distinct !{!27, !10, !11, !12}
