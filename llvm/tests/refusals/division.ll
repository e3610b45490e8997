define void @k(ptr %a, i32 %n) {
  %q = sdiv i32 %n, 3
  store i32 %q, ptr %a, align 4
  ret void
}
