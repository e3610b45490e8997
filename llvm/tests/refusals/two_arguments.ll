define void @k(ptr %a, ptr %b, i1 %c) {
  %p = select i1 %c, ptr %a, ptr %b
  %q = icmp eq ptr %p, %a
  %v = zext i1 %q to i32
  store i32 %v, ptr %a, align 4
  ret void
}
