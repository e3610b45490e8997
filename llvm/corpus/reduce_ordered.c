// Float reductions in strict source order: with -force-ordered-reductions the vectorizer emits
// `llvm.vector.reduce.fadd/fmul(start, <N x T>)` without `reassoc`, which adds the lanes one by
// one, in lane order, to the start value. (An f64 sum of 32 lanes, the opt form, spills on the
// targets that compute f64 in integer ops, so f64 is covered by llvm/tests/rules/reductions.ll.)
//@ llvm: -force-ordered-reductions

//@ contract fsum_ordered(out: f32[1], a: f32[n] in -100.0..100.0, n: 0..=300)
void fsum_ordered(float *restrict out, const float *restrict a, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract fdot_ordered(out: f32[1], a: f32[n] in -10.0..10.0, b: f32[n] in -10.0..10.0, n: 0..=300)
void fdot_ordered(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  *out = s;
}
