define void @k(ptr %a, ptr %b, i1 %c, i1 %d) {
entry:
  %p = select i1 %c, ptr %a, ptr %b
  br i1 %d, label %then, label %join
then:
  br label %join
join:
  %q = phi ptr [ %p, %entry ], [ %a, %then ]
  store i32 1, ptr %q, align 4
  ret void
}
