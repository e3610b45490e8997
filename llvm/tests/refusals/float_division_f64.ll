define void @k(ptr %a, double %x, double %y) {
  %q = fdiv double %x, %y
  store double %q, ptr %a, align 8
  ret void
}
