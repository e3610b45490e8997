define i32 @k(ptr %a) {
  %x = load i32, ptr %a, align 4
  ret i32 %x
}
