// Integer division and remainder as people write them: by constants (halving, averaging,
// digits, buckets, a flat index split into row and column), and by values known only at run
// time (ratios, wrapping an index, a row width, a bucket width). clang keeps `sdiv`, `udiv`,
// `srem` and `urem`; memlower imports them as a multiply-high and shifts for a constant, and
// for a value as a reciprocal estimate refined by the remainder; a `size_t` index divided by
// a constant is a 64-bit division, done in two 32-bit digits.
#include <stddef.h>

//@ contract halve_i32(out: i32[n], a: i32[n], n: 0..=300)
void halve_i32(int *restrict out, const int *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / 2;
}

//@ contract third_i32(out: i32[n], a: i32[n], n: 0..=300)
void third_i32(int *restrict out, const int *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / 3;
}

//@ contract digits_u32(lo: u32[n], hi: u32[n], a: u32[n], n: 0..=300)
void digits_u32(unsigned *restrict lo, unsigned *restrict hi, const unsigned *restrict a, int n) {
  for (int i = 0; i < n; i++) {
    lo[i] = a[i] % 10;
    hi[i] = a[i] / 10;
  }
}

//@ contract week_day(out: i32[n], days: i32[n], n: 0..=300)
void week_day(int *restrict out, const int *restrict days, int n) {
  for (int i = 0; i < n; i++) out[i] = days[i] % 7;
}

//@ contract bucket_i32(out: i32[n], a: i32[n], n: 0..=300)
void bucket_i32(int *restrict out, const int *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / -100 + a[i] % 16;
}

//@ contract avg3_i16(out: i16[n], a: i16[n], b: i16[n], c: i16[n], n: 0..=300)
void avg3_i16(short *restrict out, const short *restrict a, const short *restrict b, const short *restrict c, int n) {
  for (int i = 0; i < n; i++) out[i] = (short)((a[i] + b[i] + c[i]) / 3);
}

//@ contract scale_u8(out: u8[n], a: u8[n], n: 0..=300)
void scale_u8(unsigned char *restrict out, const unsigned char *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = (unsigned char)(a[i] * 5 / 7);
}

// A flat index over a 24-wide image split into row and column: the transpose reads one column
// after another.
//@ contract transpose_flat(out: f32[n], in: f32[768], n: 0..=768)
void transpose_flat(float *restrict out, const float *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[(i % 32) * 24 + i / 32];
}

//@ contract ratio_i32(out: i32[n], a: i32[n], b: i32[n] in 1..1000, n: 0..=300)
void ratio_i32(int *restrict out, const int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / b[i];
}

//@ contract wrap_index(out: f32[n], a: f32[m], n: 0..=300, m: 1..=200)
void wrap_index(float *restrict out, const float *restrict a, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = a[i % m];
}

//@ contract row_col(row: i32[n], col: i32[n], w: 1..=64, n: 0..=300)
void row_col(int *restrict row, int *restrict col, int w, int n) {
  for (int i = 0; i < n; i++) {
    row[i] = i / w;
    col[i] = i % w;
  }
}

//@ contract bucket_u32(out: u32[n], a: u32[n], width: 1..=100000, n: 0..=300)
void bucket_u32(unsigned *restrict out, const unsigned *restrict a, unsigned width, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / width;
}

//@ contract third_size(out: f32[n], a: f32[n], n: 0..=300)
void third_size(float *restrict out, const float *restrict a, size_t n) {
  for (size_t i = 0; i < n; i++) out[i] = a[i / 3] + a[i % 3];
}

//@ contract u8_ratio(out: u8[n], a: u8[n], b: u8[n], n: 0..=300)
void u8_ratio(unsigned char *restrict out, const unsigned char *restrict a,
              const unsigned char *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = b[i] ? a[i] / b[i] : 255;
}

//@ contract i16_mod(out: i16[n], a: i16[n], m: 1..=1000, n: 0..=300)
void i16_mod(short *restrict out, const short *restrict a, short m, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] % m;
}

//@ contract hash_mod(out: u64[n], a: u64[n], n: 0..=300)
void hash_mod(unsigned long *restrict out, const unsigned long *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] % 1000003UL;
}

//@ contract minutes(out: i64[n], secs: i64[n], n: 0..=300)
void minutes(long *restrict out, const long *restrict secs, int n) {
  for (int i = 0; i < n; i++) out[i] = secs[i] / -60;
}
