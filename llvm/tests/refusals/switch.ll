define void @k(ptr %a, i32 %n) {
entry:
  switch i32 %n, label %done [ i32 0, label %zero ]
zero:
  store i32 1, ptr %a, align 4
  br label %done
done:
  ret void
}
