declare float @llvm.vector.reduce.fmaximum.v8f32(<8 x float>)
define void @k(ptr %a, <8 x float> %v) {
  %s = call float @llvm.vector.reduce.fmaximum.v8f32(<8 x float> %v)
  store float %s, ptr %a, align 4
  ret void
}
