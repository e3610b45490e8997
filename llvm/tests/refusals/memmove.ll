declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define void @k(ptr %a, i64 %n) {
  %b = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr %b, ptr %a, i64 %n, i1 false)
  ret void
}
