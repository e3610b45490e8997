define void @k(ptr %a) {
  %p = getelementptr i8, ptr %a, i64 5000000000
  store i8 1, ptr %p, align 1
  ret void
}
