define void @k(ptr %a, <8 x i32> %v, i32 %i) {
  %x = extractelement <8 x i32> %v, i32 %i
  store i32 %x, ptr %a, align 4
  ret void
}
