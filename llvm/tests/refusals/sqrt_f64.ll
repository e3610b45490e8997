declare double @sqrt(double)

define void @k(ptr %a, double %x) {
  %r = call double @sqrt(double %x)
  store double %r, ptr %a, align 8
  ret void
}
