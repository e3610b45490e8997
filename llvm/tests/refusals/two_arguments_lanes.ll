define void @k(ptr %a, ptr %b, <4 x i1> %c) {
  %ia = insertelement <4 x ptr> poison, ptr %a, i32 0
  %sa = shufflevector <4 x ptr> %ia, <4 x ptr> poison, <4 x i32> zeroinitializer
  %pa = getelementptr i32, <4 x ptr> %sa, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ib = insertelement <4 x ptr> poison, ptr %b, i32 0
  %sb = shufflevector <4 x ptr> %ib, <4 x ptr> poison, <4 x i32> zeroinitializer
  %pb = getelementptr i32, <4 x ptr> %sb, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %p = select <4 x i1> %c, <4 x ptr> %pa, <4 x ptr> %pb
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x ptr> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  ret void
}
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)
