declare double @llvm.floor.f64(double)

define void @k(ptr %a, double %x) {
  %r = call double @llvm.floor.f64(double %x)
  store double %r, ptr %a, align 8
  ret void
}
