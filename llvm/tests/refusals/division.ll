define void @k(ptr %a, i32 %n, i32 %d) {
  %q = sdiv i32 %n, %d
  store i32 %q, ptr %a, align 4
  ret void
}
