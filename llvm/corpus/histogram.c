// Histogram-like read-modify-write through an index. The vectorizer needs the programmer's
// promise that the bins of one vector are distinct (assume_safety); the contract keeps it.

//@ contract hist_add_i32(h: i32[m], bin: i32[n] perm m, w: i32[n], n: 0..=300, m: 300..=400)
void hist_add_i32(int *restrict h, const int *restrict bin, const int *restrict w, int n, int m) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) h[bin[i]] += w[i];
}

//@ contract hist_axpy_f32(h: f32[m], bin: i32[n] perm m, w: f32[n], s: f32, n: 0..=300, m: 300..=400)
void hist_axpy_f32(float *restrict h, const int *restrict bin, const float *restrict w, float s, int n, int m) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) h[bin[i]] += w[i] * s;
}

//@ contract rmw_max_i32(h: i32[m], bin: i32[n] perm m, v: i32[n], n: 0..=300, m: 300..=400)
void rmw_max_i32(int *restrict h, const int *restrict bin, const int *restrict v, int n, int m) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) h[bin[i]] = h[bin[i]] > v[i] ? h[bin[i]] : v[i];
}

//@ contract hist_count_u8(h: u8[m], bin: i32[n] perm m, n: 0..=300, m: 300..=400)
void hist_count_u8(unsigned char *restrict h, const int *restrict bin, int n, int m) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) h[bin[i]]++;
}
