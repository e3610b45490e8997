// Square roots as people write them: roots of an array, vector lengths, distances to a point,
// normalising 2D vectors, a root-mean-square of pairs. With C's default `errno` clang keeps
// `sqrtf` a library call (a scalar loop) unless it knows the argument is not negative, then
// `llvm.sqrt`, vectorised; memlower imports both as a correctly rounded root built from
// integer operations.
#include <math.h>

//@ contract root(out: f32[n], a: f32[n], n: 0..=300)
void root(float *restrict out, const float *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = sqrtf(a[i]);
}

//@ contract length2(out: f32[n], x: f32[n], y: f32[n], n: 0..=300)
void length2(float *restrict out, const float *restrict x, const float *restrict y, int n) {
  for (int i = 0; i < n; i++) out[i] = sqrtf(x[i] * x[i] + y[i] * y[i]);
}

//@ contract distance(out: f32[n], x: f32[n], y: f32[n], px: f32, py: f32, n: 0..=300)
void distance(float *restrict out, const float *restrict x, const float *restrict y, float px,
              float py, int n) {
  for (int i = 0; i < n; i++) {
    float dx = x[i] - px, dy = y[i] - py;
    out[i] = sqrtf(dx * dx + dy * dy);
  }
}

//@ contract normalize2(x: f32[n], y: f32[n], n: 0..=300)
void normalize2(float *restrict x, float *restrict y, int n) {
  for (int i = 0; i < n; i++) {
    float len = sqrtf(x[i] * x[i] + y[i] * y[i]);
    x[i] = x[i] / len;
    y[i] = y[i] / len;
  }
}

//@ contract rms_pairs(out: f32[n], a: f32[n], b: f32[n], n: 0..=300)
void rms_pairs(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = sqrtf((a[i] * a[i] + b[i] * b[i]) * 0.5f);
}

//@ contract gamma_u8(out: u8[n], a: u8[n], n: 0..=300)
void gamma_u8(unsigned char *restrict out, const unsigned char *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = (unsigned char)(sqrtf(a[i] / 255.0f) * 255.0f + 0.5f);
}
