define void @k(ptr %a) {
  %i = ptrtoint ptr %a to i64
  %t = trunc i64 %i to i32
  store i32 %t, ptr %a, align 4
  ret void
}
