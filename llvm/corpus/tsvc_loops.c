// TSVC-style loops: reversals, stream compaction, reductions and a few of the suite's classic
// shapes (s000, s1112, s122, s162, s241, s311, s3113, s314, s341, s343), written as in the suite.
#include <math.h>

// s000: a[i] = b[i] + 1.
//@ contract s000(a: f32[n], b: f32[n], n: 0..=300)
void s000(float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) a[i] = b[i] + 1;
}

// s1112: a reversed loop, a[i] = b[i] + 1 from the top.
//@ contract s1112(a: f32[n], b: f32[n], n: 0..=300)
void s1112(float *restrict a, const float *restrict b, int n) {
  for (int i = n - 1; i >= 0; i--) a[i] = b[i] + 1;
}

// A reversed byte string.
//@ contract rev_bytes(out: u8[n], in: u8[n], n: 0..=300)
void rev_bytes(unsigned char *restrict out, const unsigned char *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[n-1-i];
}

// A palindrome-style mix: the sum of a value and its mirror, 16-bit.
//@ contract mirror_add_i16(out: i16[n], in: i16[n], n: 0..=300)
void mirror_add_i16(short *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] + in[n-1-i];
}

// Reversed 64-bit integers, written from the top.
//@ contract rev_store_i64(out: i64[n], in: i64[n], n: 0..=300)
void rev_store_i64(long *restrict out, const long *restrict in, int n) {
  for (int i = 0; i < n; i++) out[n-1-i] = in[i] - 1;
}

// s122: a strided reversed read, a[i] += b[n-k], k stepping up.
//@ contract s122(a: f32[n], b: f32[n], n: 0..=300)
void s122(float *restrict a, const float *restrict b, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) { k += 1; a[i] += b[n - k]; }
}

// Stream compaction: the positive values, packed to the front; the count written.
//@ contract compact_pos(out: i32[n], cnt: i32[1], a: i32[n], n: 0..=300)
void compact_pos(int *restrict out, int *restrict cnt, const int *restrict a, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) if (a[i] > 0) out[k++] = a[i];
  *cnt = k;
}

// Stream compaction of floats by a threshold.
//@ contract compact_f32(out: f32[n], a: f32[n], t: f32, n: 0..=300)
void compact_f32(float *restrict out, const float *restrict a, float t, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) if (a[i] > t) out[k++] = a[i];
}

// Stream compaction of indices (the positions of the non-zero bytes).
//@ contract nonzero_idx(idx: i32[n], b: u8[n], n: 0..=300)
void nonzero_idx(int *restrict idx, const unsigned char *restrict b, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) if (b[i]) idx[k++] = i;
}

// s311: the sum of a float array (in order).
//@ contract s311(out: f32[1], a: f32[n], n: 0..=300)
void s311(float *restrict out, const float *restrict a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

// s3113: the largest magnitude.
//@ contract s3113(out: f32[1], a: f32[n], n: 1..=300)
void s3113(float *restrict out, const float *restrict a, int n) {
  float m = fabsf(a[0]);
  for (int i = 0; i < n; i++) if (fabsf(a[i]) > m) m = fabsf(a[i]);
  *out = m;
}

// s314: the maximum.
//@ contract s314(out: f32[1], a: f32[n], n: 1..=300)
void s314(float *restrict out, const float *restrict a, int n) {
  float x = a[0];
  for (int i = 0; i < n; i++) if (a[i] > x) x = a[i];
  *out = x;
}

// The sum of 16-bit samples in 32 bits.
//@ contract sum_i16(out: i32[1], a: i16[n], n: 0..=300)
void sum_i16(int *restrict out, const short *restrict a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  *out = s;
}

// The number of bytes equal to a key.
//@ contract count_eq(out: i32[1], b: u8[n], key: 0..=255, n: 0..=300)
void count_eq(int *restrict out, const unsigned char *restrict b, unsigned char key, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) c += b[i] == key;
  *out = c;
}

// The smallest unsigned 32-bit value. (Its 64-bit twin, `unsigned long`, imports and agrees with
// LLVM, but a 64-bit `umin` does not lower on tgllp and dg2, which have no 64-bit integer ALU.)
//@ contract umin_u32(out: i32[1], a: i32[n], n: 0..=300)
void umin_u32(unsigned *restrict out, const unsigned *restrict a, int n) {
  unsigned m = ~0u;
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  *out = m;
}

// A checksum: xor of all words.
//@ contract xor_all(out: i32[1], a: i32[n], n: 0..=300)
void xor_all(unsigned *restrict out, const unsigned *restrict a, int n) {
  unsigned x = 0;
  for (int i = 0; i < n; i++) x ^= a[i];
  *out = x;
}

// A float dot product (in order). (Its double twin imports, agrees with LLVM and lowers, but in
// the opt -force-vector-width=32 form the soft-f64 kernel for tgllp and dg2 spills 1,152 bytes,
// and GenX_IR's spill warning fails the lowering test.)
//@ contract sdot(out: f32[1], a: f32[n], b: f32[n], n: 0..=300)
void sdot(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  *out = s;
}

// The sum of the real parts of complex numbers (a factor 2 group feeding a reduction).
//@ contract sum_re(out: f32[1], z: f32[2*n], n: 0..=300)
void sum_re(float *restrict out, const float *restrict z, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += z[2*i];
  *out = s;
}

// s162: a shifted read under a guard, a[i] = a[i + k] + b[i] * c[i].
//@ contract s162(a: f32[n+8], b: f32[n], c: f32[n], k: 1..=7, n: 0..=300)
void s162(float *restrict a, const float *restrict b, const float *restrict c, int k, int n) {
  if (k > 0) for (int i = 0; i < n; i++) a[i] = a[i + k] + b[i] * c[i];
}

// s241: two statements, the second reading the first's result and the next element.
//@ contract s241(a: f32[n+1], b: f32[n+1], c: f32[n], d: f32[n], n: 0..=300)
void s241(float *restrict a, float *restrict b, const float *restrict c, const float *restrict d, int n) {
  for (int i = 0; i < n; i++) { a[i] = b[i] * c[i] * d[i]; b[i] = a[i] * a[i+1] * d[i]; }
}
