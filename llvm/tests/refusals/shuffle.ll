define void @k(ptr %a, ptr %b, <8 x i32> %i) {
  %pa = getelementptr i32, ptr %a, <8 x i32> %i
  %pb = getelementptr i32, ptr %b, <8 x i32> %i
  %r = shufflevector <8 x ptr> %pa, <8 x ptr> %pb, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %r, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison)
  store <8 x i32> %v, ptr %a, align 4
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32, <8 x i1>, <8 x i32>)
