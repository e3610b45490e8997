define void @k(ptr %a, i32 %n) {
  %q = urem i32 %n, 0
  store i32 %q, ptr %a, align 4
  ret void
}
