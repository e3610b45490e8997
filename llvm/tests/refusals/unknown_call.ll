declare void @helper(ptr)
define void @k(ptr %a) {
  call void @helper(ptr %a)
  ret void
}
