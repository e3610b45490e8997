// Float division as people write it: averages, ratios, normalising by a total, reciprocals,
// unit conversions, a guarded divide and an integer mean. Without fast-math clang keeps each
// `fdiv` (x / 3.0f is not x * (1 / 3.0f)); memlower imports it as a correctly rounded division
// built from integer operations.

//@ contract mean3(out: f32[n], a: f32[n], b: f32[n], c: f32[n], n: 0..=300)
void mean3(float *restrict out, const float *restrict a, const float *restrict b,
           const float *restrict c, int n) {
  for (int i = 0; i < n; i++) out[i] = (a[i] + b[i] + c[i]) / 3.0f;
}

//@ contract ratio(out: f32[n], a: f32[n], b: f32[n], n: 0..=300)
void ratio(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / b[i];
}

//@ contract normalize(out: f32[n], a: f32[n], total: f32, n: 0..=300)
void normalize(float *restrict out, const float *restrict a, float total, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / total;
}

//@ contract reciprocal(out: f32[n], a: f32[n], n: 0..=300)
void reciprocal(float *restrict out, const float *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = 1.0f / a[i];
}

//@ contract to_celsius(c: f32[n], f: f32[n], n: 0..=300)
void to_celsius(float *restrict c, const float *restrict f, int n) {
  for (int i = 0; i < n; i++) c[i] = (f[i] - 32.0f) * 5.0f / 9.0f;
}

//@ contract safe_div(out: f32[n], a: f32[n], b: f32[n], n: 0..=300)
void safe_div(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) out[i] = b[i] != 0.0f ? a[i] / b[i] : 0.0f;
}

//@ contract mean_of_counts(out: f32[n], sum: i32[n], count: i32[n] in 1..1000, n: 0..=300)
void mean_of_counts(float *restrict out, const int *restrict sum, const int *restrict count,
                    int n) {
  for (int i = 0; i < n; i++) out[i] = (float)sum[i] / (float)count[i];
}

//@ contract slope(out: f32[n], x0: f32[n], y0: f32[n], x1: f32[n], y1: f32[n], n: 0..=300)
void slope(float *restrict out, const float *restrict x0, const float *restrict y0,
           const float *restrict x1, const float *restrict y1, int n) {
  for (int i = 0; i < n; i++) out[i] = (y1[i] - y0[i]) / (x1[i] - x0[i]);
}

//@ contract masked_div(out: f32[n], a: f32[n], b: f32[n], n: 0..=300)
void masked_div(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] > 1.0f) out[i] = a[i] / b[i];
}
