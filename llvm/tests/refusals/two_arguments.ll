define void @k(ptr %a, ptr %b, i1 %c) {
  %p = select i1 %c, ptr %a, ptr %b
  store i32 1, ptr %p, align 4
  ret void
}
