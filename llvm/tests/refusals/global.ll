@table = internal global [4 x i32] zeroinitializer
define void @k(i32 %i) {
  %p = getelementptr [4 x i32], ptr @table, i32 0, i32 %i
  store i32 1, ptr %p, align 4
  ret void
}
