define void @k(ptr %a, i64 %n) {
  %q = udiv i64 %n, 10
  store i64 %q, ptr %a, align 8
  ret void
}
