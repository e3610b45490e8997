// Scatters: indirect and strided writes, conditional ones. Scatter indices are permutations
// (`perm`): LLVM's masked.scatter writes overlapping lanes in lane order, memlower calls two
// enabled lanes writing one byte undefined behaviour, so inputs never overlap.

//@ contract scatter_f32(out: f32[m], a: f32[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_f32(float *restrict out, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[idx[i]] = a[i];
}

//@ contract scatter_cond_f32(out: f32[m], a: f32[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_cond_f32(float *restrict out, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++)
    if (a[i] > 0.0f) out[idx[i]] = a[i];
}

//@ contract scatter_i8(out: i8[m], a: i8[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_i8(signed char *restrict out, const signed char *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[idx[i]] = a[i] + 3;
}

//@ contract scatter_i16(out: i16[m], a: i16[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_i16(short *restrict out, const short *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[idx[i]] = a[i] << 1;
}

//@ contract scatter_i64(out: i64[m], a: i64[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_i64(long *restrict out, const long *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[idx[i]] = a[i] + 1;
}

//@ contract scatter_cond_f64(out: f64[m], a: f64[n], c: i8[n] in 0..2, idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void scatter_cond_f64(double *restrict out, const double *restrict a, const signed char *restrict c,
                      const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++)
    if (c[i]) out[idx[i]] = a[i];
}

//@ contract scatter_strided_i32(out: i32[n*stride+1], a: i32[n], n: 0..=300, stride: 1..=5)
void scatter_strided_i32(int *restrict out, const int *restrict a, int n, int stride) {
  for (int i = 0; i < n; i++) out[i * stride] = a[i];
}

//@ contract scatter_cond_i32(out: i32[m], a: i32[n], idx: i32[n] perm m, t: -1000..=1000, n: 0..=300, m: 300..=400)
void scatter_cond_i32(int *restrict out, const int *restrict a, const int *restrict idx, int t, int n, int m) {
  for (int i = 0; i < n; i++)
    if (a[i] < t) out[idx[i]] = a[i] & 0xff;
}
