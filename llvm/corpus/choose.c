// A pointer chosen between two arrays, as people write it: a source picked by a flag, a
// double buffer swapped by the step's parity, and clang's vectorised `c[i] ? a[i] : b[i]` (a
// gather through a select of two pointer vectors). memlower splits each access through such a
// pointer into one masked access per array.

//@ contract pick(out: f32[n], a: f32[n], b: f32[n], k: 0..=1, n: 0..=300)
void pick(float *restrict out, const float *restrict a, const float *restrict b, int k, int n) {
  const float *src = k ? a : b;
  for (int i = 0; i < n; i++) out[i] = src[i] * 2.0f;
}

//@ contract pick_lane(out: f32[n], a: f32[n], b: f32[n], c: i32[n] in 0..2, n: 0..=300)
void pick_lane(float *restrict out, const float *restrict a, const float *restrict b,
               const int *restrict c, int n) {
  for (int i = 0; i < n; i++) out[i] = c[i] ? a[i] : b[i];
}

//@ contract ping_pong(a: f32[n], b: f32[n], step: 0..=3, n: 0..=300)
void ping_pong(float *restrict a, float *restrict b, int step, int n) {
  const float *src = (step & 1) ? b : a;
  float *dst = (step & 1) ? a : b;
  for (int i = 0; i < n; i++) dst[i] = src[i] * 0.5f + 1.0f;
}

//@ contract route(even: i32[n], odd: i32[n], v: i32[n], n: 0..=300)
void route(int *restrict even, int *restrict odd, const int *restrict v, int n) {
  for (int i = 0; i < n; i++) {
    int *dst = (v[i] & 1) ? odd : even;
    dst[i] = v[i];
  }
}

//@ contract two_sources(out: f32[n], a: f32[100], b: f32[100], idx: i32[n] in -99..100, n: 0..=300)
void two_sources(float *restrict out, const float *restrict a, const float *restrict b,
                 const int *restrict idx, int n) {
  for (int i = 0; i < n; i++) {
    int j = idx[i];
    out[i] = j < 0 ? a[-j] : b[j];
  }
}

//@ contract cond_route(x: f32[n], y: f32[n], v: f32[n], c: i32[n] in -1..2, n: 0..=300)
void cond_route(float *restrict x, float *restrict y, const float *restrict v,
                const int *restrict c, int n) {
  for (int i = 0; i < n; i++)
    if (c[i] != 0) (c[i] > 0 ? x : y)[i] = v[i];
}
