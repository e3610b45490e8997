define void @k(ptr %a, <4 x i32> %n) {
  %q = udiv <4 x i32> %n, <i32 3, i32 5, i32 0, i32 9>
  store <4 x i32> %q, ptr %a, align 4
  ret void
}
