// Reductions the loop vectorizer turns into `llvm.vector.reduce.*`: integer sums, products,
// bitwise and/or/xor, signed and unsigned min/max, counts, dot products, and float min/max.
#include <math.h>

//@ contract sum_i32(out: i32[1], a: i32[n], n: 0..=300)
void sum_i32(int *restrict out, const int *restrict a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract sum_i8_to_i32(out: i32[1], a: i8[n], n: 0..=300)
void sum_i8_to_i32(int *restrict out, const signed char *restrict a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract sum_i64(out: i64[1], a: i64[n], n: 0..=300)
void sum_i64(long *restrict out, const long *restrict a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

//@ contract dot_i32(out: i32[1], a: i32[n], b: i32[n], n: 0..=300)
void dot_i32(int *restrict out, const int *restrict a, const int *restrict b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  *out = s;
}

//@ contract prod_i32(out: i32[1], a: i32[n], n: 0..=300)
void prod_i32(int *restrict out, const int *restrict a, int n) {
  int p = 1;
  for (int i = 0; i < n; i++) p *= a[i];
  *out = p;
}

//@ contract bits_u32(out: u32[3], a: u32[n], n: 0..=300)
void bits_u32(unsigned *restrict out, const unsigned *restrict a, int n) {
  unsigned x = 0, o = 0, m = ~0u;
  for (int i = 0; i < n; i++) {
    x ^= a[i];
    o |= a[i];
    m &= a[i];
  }
  out[0] = x;
  out[1] = o;
  out[2] = m;
}

//@ contract max_i32(out: i32[2], a: i32[n], n: 0..=300)
void max_i32(int *restrict out, const int *restrict a, int n) {
  int hi = -2147483647 - 1, lo = 2147483647;
  for (int i = 0; i < n; i++) {
    hi = a[i] > hi ? a[i] : hi;
    lo = a[i] < lo ? a[i] : lo;
  }
  out[0] = hi;
  out[1] = lo;
}

//@ contract max_u16(out: u16[2], a: u16[n], n: 0..=300)
void max_u16(unsigned short *restrict out, const unsigned short *restrict a, int n) {
  unsigned short hi = 0, lo = 65535;
  for (int i = 0; i < n; i++) {
    hi = a[i] > hi ? a[i] : hi;
    lo = a[i] < lo ? a[i] : lo;
  }
  out[0] = hi;
  out[1] = lo;
}

//@ contract count_eq(out: i32[1], a: i32[n] in 0..4, k: 0..=3, n: 0..=300)
void count_eq(int *restrict out, const int *restrict a, int k, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) c += a[i] == k;
  *out = c;
}

//@ contract any_neg(out: i8[1], a: i8[n] in -3..100, n: 0..=300)
void any_neg(signed char *restrict out, const signed char *restrict a, int n) {
  signed char f = 0;
  for (int i = 0; i < n; i++) f |= a[i] < 0;
  *out = f;
}

//@ contract fmax_f32(out: f32[2], a: f32[n] no-neg-zero, n: 0..=300)
void fmax_f32(float *restrict out, const float *restrict a, int n) {
  float hi = -INFINITY, lo = INFINITY;
  for (int i = 0; i < n; i++) {
    hi = fmaxf(hi, a[i]);
    lo = fminf(lo, a[i]);
  }
  out[0] = hi;
  out[1] = lo;
}
