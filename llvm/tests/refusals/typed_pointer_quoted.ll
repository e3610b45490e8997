; LLVM 14 text (typed pointers): the refusal quotes the line as written, `i32*`, not as LLVM 19
; prints it (`ptr`).
define void @f(i32* %p, i64* %o) {
  %a = ptrtoint i32* %p to i64
  store i64 %a, i64* %o, align 8
  ret void
}
