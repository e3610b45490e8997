define void @k(ptr %a, <8 x i32> %v) {
  %r = shufflevector <8 x i32> %v, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i32> %r, ptr %a, align 4
  ret void
}
