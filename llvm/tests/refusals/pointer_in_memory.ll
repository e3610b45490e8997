define void @k(ptr %a) {
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  ret void
}
