// Float reductions under -ffast-math: the vectorizer keeps vector partial sums and ends with
// `llvm.vector.reduce.fadd/fmul/fmax/fmin` carrying `reassoc` (any association allowed).
//@ target: -mavx512f -mprefer-vector-width=512 -ffast-math
#include <math.h>

//@ contract fsum_fast(out: f32[1], a: f32[n] in -100.0..100.0, n: 0..=300)
void fsum_fast(float *restrict out, const float *restrict a, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract fdot_fast(out: f32[1], a: f32[n] in -10.0..10.0, b: f32[n] in -10.0..10.0, n: 0..=300)
void fdot_fast(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  *out = s;
}

//@ contract fprod_fast(out: f32[1], a: f32[n] in 0.5..2.0, n: 0..=300)
void fprod_fast(float *restrict out, const float *restrict a, int n) {
  float p = 1.0f;
  for (int i = 0; i < n; i++) p *= a[i];
  *out = p;
}

//@ contract fmax_fast(out: f32[2], a: f32[n] in -100.0..100.0, n: 0..=300)
void fmax_fast(float *restrict out, const float *restrict a, int n) {
  float hi = -1e30f, lo = 1e30f;
  for (int i = 0; i < n; i++) {
    hi = fmaxf(hi, a[i]);
    lo = fminf(lo, a[i]);
  }
  out[0] = hi;
  out[1] = lo;
}
