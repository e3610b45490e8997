// The LLVM operations vectorized loops bring beyond add/sub/mul: int<->float conversions, `>>` on
// signed values, integer min/max (clang 15 forms llvm.smax/smin/umax/umin), fminf/fmaxf
// (llvm.minnum/maxnum), fmaf (llvm.fma) and float selects with fneg. Conversions that LLVM
// makes poison (a float that does not fit the integer) are kept out by the contracts' float
// ranges; minnum/maxnum inputs hold no -0.0, where LLVM may return either zero.

#include <math.h>

//@ contract cvt_sitofp(out: f32[n], a: i32[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void cvt_sitofp(float *restrict out, const int *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = (float)a[idx[i]];
}

//@ contract cvt_uitofp(out: f32[n], a: u32[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void cvt_uitofp(float *restrict out, const unsigned *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = (float)a[idx[i]];
}

//@ contract cvt_fptosi(out: i32[n], a: f32[m] in -2.0e9..2.0e9, b: f32[n] in -100.0..100.0, idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void cvt_fptosi(int *restrict out, const float *restrict a, const float *restrict b, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = (int)a[idx[i]] + (int)b[i];
}

//@ contract cvt_fptoui(out: u32[n], a: f32[m] in -0.99..4.0e9, idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void cvt_fptoui(unsigned *restrict out, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = (unsigned)a[idx[i]];
}

//@ contract ashr_i32(out: i32[n], a: i32[m], b: i32[n], idx: i32[n] in 0..m, s: 0..=31, n: 0..=300, m: 1..=200)
void ashr_i32(int *restrict out, const int *restrict a, const int *restrict b, const int *restrict idx, int s, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = (a[idx[i]] >> s) + (b[i] >> 3);
}

//@ contract ashr_i16(out: i16[n], a: i16[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void ashr_i16(short *restrict out, const short *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[idx[i]] >> 5;
}

//@ contract clamp_i32(out: i32[n], a: i32[m], lo: i32[n], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void clamp_i32(int *restrict out, const int *restrict a, const int *restrict lo, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    int v = a[idx[i]];
    v = v < lo[i] ? lo[i] : v;
    out[i] = v > 1000 ? 1000 : v;
  }
}

//@ contract clamp_u32(out: u32[n], a: u32[m], lo: u32[n], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void clamp_u32(unsigned *restrict out, const unsigned *restrict a, const unsigned *restrict lo, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    unsigned v = a[idx[i]];
    v = v < lo[i] ? lo[i] : v;
    out[i] = v > 100000u ? 100000u : v;
  }
}

//@ contract fminmax_f32(out: f32[n], a: f32[m] no-neg-zero, b: f32[n] no-neg-zero, idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void fminmax_f32(float *restrict out, const float *restrict a, const float *restrict b, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = fminf(a[idx[i]], b[i]) + fmaxf(a[idx[i]], 2.0f * b[i]);
}

//@ contract fma_f32(out: f32[n], a: f32[m], b: f32[n], c: f32[n], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void fma_f32(float *restrict out, const float *restrict a, const float *restrict b, const float *restrict c, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = fmaf(a[idx[i]], b[i], c[i]);
}

//@ contract fsel_f32(out: f32[n], a: f32[m], b: f32[n], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void fsel_f32(float *restrict out, const float *restrict a, const float *restrict b, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    float x = a[idx[i]], y = b[i];
    out[i] = x < y ? x : (x >= 2.0f * y ? y : -x);
  }
}
