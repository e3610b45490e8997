define void @k(ptr %a, i64 %n, i64 %d) {
  %q = udiv i64 %n, %d
  store i64 %q, ptr %a, align 8
  ret void
}
