define void @k(ptr %a, float %x, float %y) {
  %r = frem float %x, %y
  store float %r, ptr %a, align 4
  ret void
}
