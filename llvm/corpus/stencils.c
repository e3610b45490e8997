// Stencils with indirect and strided neighbours.

//@ contract stencil_indirect_f32(out: f32[n], a: f32[m+2], idx: i32[n] in 1..m+1, n: 0..=300, m: 1..=200)
void stencil_indirect_f32(float *restrict out, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    int j = idx[i];
    out[i] = 0.25f * a[j - 1] + 0.5f * a[j] + 0.25f * a[j + 1];
  }
}

//@ contract stencil_column_f32(out: f32[n], a: f32[n*w+2*w], n: 0..=200, w: 1..=8)
void stencil_column_f32(float *restrict out, const float *restrict a, int n, int w) {
  for (int i = 0; i < n; i++) out[i] = a[i * w] + a[(i + 1) * w] + a[(i + 2) * w];
}

//@ contract gather_2d_i32(out: i32[n], img: i32[h*w], xs: i32[n] in 0..w, ys: i32[n] in 0..h, n: 0..=300, w: 1..=16, h: 1..=16)
void gather_2d_i32(int *restrict out, const int *restrict img, const int *restrict xs,
                   const int *restrict ys, int n, int w, int h) {
  for (int i = 0; i < n; i++) out[i] = img[ys[i] * w + xs[i]];
}

//@ contract stencil_clamp_i16(out: i16[n], a: i16[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void stencil_clamp_i16(short *restrict out, const short *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    int v = a[idx[i]];
    out[i] = v < -100 ? -100 : (v > 100 ? 100 : v);
  }
}
