define void @k(ptr %a, float %x, float %y) {
  %q = fdiv float %x, %y
  store float %q, ptr %a, align 4
  ret void
}
