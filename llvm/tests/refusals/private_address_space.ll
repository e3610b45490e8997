define void @k(ptr addrspace(5) %a) {
  store i32 1, ptr addrspace(5) %a, align 4
  ret void
}
