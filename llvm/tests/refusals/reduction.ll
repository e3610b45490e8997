declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
define void @k(ptr %a, <8 x i32> %v) {
  %s = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %v)
  store i32 %s, ptr %a, align 4
  ret void
}
