// Gathers: indirect and strided reads of every element type. Each function's argument contract
// (`//@ contract`, see llvm/src/contract.rs) bounds indices by buffer sizes.

//@ contract gather_f32(out: f32[n], a: f32[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_f32(float *restrict out, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]];
}

//@ contract gather_i8(out: i32[n], a: i8[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_i8(int *restrict out, const signed char *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]];
}

//@ contract gather_u16(out: i32[n], a: u16[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_u16(int *restrict out, const unsigned short *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] + 1;
}

//@ contract gather_i64(out: i64[n], a: i64[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_i64(long *restrict out, const long *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] ^ (long)i;
}

//@ contract gather_f64(out: f64[n], a: f64[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_f64(double *restrict out, const double *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] * 2.0 - 1.0;
}

//@ contract gather_fma_f32(out: f32[n], a: f32[m], b: f32[n], idx: i32[n] in 0..m, s: f32, n: 0..=300, m: 1..=200)
void gather_fma_f32(float *restrict out, const float *restrict a, const float *restrict b,
                    const int *restrict idx, float s, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] * s + b[i];
}

//@ contract gather_strided_f32(out: f32[n], a: f32[n*stride+1], n: 0..=300, stride: 1..=5)
void gather_strided_f32(float *restrict out, const float *restrict a, int n, int stride) {
  for (int i = 0; i < n; i++) out[i] = a[i * stride];
}

//@ contract gather_i16_index(out: i32[n], a: i32[m], idx: i16[n] in 0..m, n: 0..=300, m: 1..=200)
void gather_i16_index(int *restrict out, const int *restrict a, const short *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] - 7;
}

//@ contract gather_masked_f32(out: f32[n], a: f32[m], idx: i32[n] in 0..m, c: i8[n] in 0..2, n: 0..=300, m: 1..=200)
void gather_masked_f32(float *restrict out, const float *restrict a, const int *restrict idx,
                       const signed char *restrict c, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = c[i] ? a[idx[i]] : -1.0f;
}
