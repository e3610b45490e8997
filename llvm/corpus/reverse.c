// Reversed loops: the vectorizer reads a vector and reverses its lanes with a shuffle.

//@ contract rev_copy(out: f32[n], in: f32[n], n: 0..=300)
void rev_copy(float *restrict out, const float *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[n-1-i];
}

//@ contract rev_add_i8(out: i8[n], a: i8[n], b: i8[n], n: 0..=300)
void rev_add_i8(signed char *restrict out, const signed char *restrict a, const signed char *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] + b[n-1-i];
}

//@ contract rev_i16(out: i16[n], in: i16[n], n: 0..=300)
void rev_i16(short *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++) out[n-1-i] = in[i] * 3;
}

//@ contract rev_i64(out: i64[n], in: i64[n], n: 0..=300)
void rev_i64(long *restrict out, const long *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[n-1-i] + i;
}

//@ contract rev_f64(out: f64[n], in: f64[n], n: 0..=300)
void rev_f64(double *restrict out, const double *restrict in, int n) {
  for (int i = n - 1; i >= 0; i--) out[i] = in[i] * 0.5;
}

// A reversal under a condition: the mask is reversed too.
//@ contract rev_masked(out: i32[n], in: i32[n], c: i32[n] in 0..2, n: 0..=300)
void rev_masked(int *restrict out, const int *restrict in, const int *restrict c, int n) {
  for (int i = 0; i < n; i++) if (c[n-1-i]) out[i] = in[n-1-i];
}
