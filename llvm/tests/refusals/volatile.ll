define void @k(ptr %a) {
  store volatile i32 1, ptr %a, align 4
  ret void
}
