// TSVC-style loops with tail folding: the pragma asks the vectorizer to fold the remainder into
// a masked last iteration instead of a scalar epilogue.

//@ contract tf_saxpy(y: f32[n], x: f32[n], a: f32, n: 0..=300)
void tf_saxpy(float *restrict y, const float *restrict x, float a, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

//@ contract tf_clamp_i16(p: i16[n], lo: -100..=0, hi: 0..=100, n: 0..=300)
void tf_clamp_i16(short *restrict p, short lo, short hi, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) p[i] = p[i] < lo ? lo : p[i] > hi ? hi : p[i];
}

//@ contract tf_widen(out: i64[n], in: i32[n], n: 0..=300)
void tf_widen(long *restrict out, const int *restrict in, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) out[i] = (long)in[i] * 3;
}

//@ contract tf_cond(out: f64[n], a: f64[n], n: 0..=300)
void tf_cond(double *restrict out, const double *restrict a, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) if (a[i] < 0) out[i] = -a[i];
}

//@ contract tf_sum(out: i32[1], a: i32[n], n: 0..=300)
void tf_sum(int *restrict out, const int *restrict a, int n) {
  int s = 0;
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract tf_rev(out: i32[n], in: i32[n], n: 0..=300)
void tf_rev(int *restrict out, const int *restrict in, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) out[i] = in[n-1-i];
}

//@ contract tf_pairs_i8(out: u8[2*n], in: u8[n], n: 0..=300)
void tf_pairs_i8(unsigned char *restrict out, const unsigned char *restrict in, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) { out[2*i] = in[i]; out[2*i+1] = in[i] >> 4; }
}
