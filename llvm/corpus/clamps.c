// Clamps and thresholds as people write them: each element compared against bounds and a
// select of the result. clang's vectoriser unrolls these loops by four and emits every
// compare of the four copies before the selects that read them, so without reordering more
// 16-lane predicates are live at once than tgllp and dg2 have flag subregisters (four).

//@ contract clamp_f32(out: f32[n], a: f32[n], lo: f32, hi: f32, n: 0..=300)
void clamp_f32(float *restrict out, const float *restrict a, float lo, float hi, int n) {
  for (int i = 0; i < n; i++) {
    float x = a[i];
    out[i] = x < lo ? lo : (x > hi ? hi : x);
  }
}

//@ contract band_f32(out: f32[n], a: f32[n], lo: f32, hi: f32, n: 0..=300)
void band_f32(float *restrict out, const float *restrict a, float lo, float hi, int n) {
  for (int i = 0; i < n; i++) {
    float x = a[i];
    out[i] = (x > lo && x < hi) ? x : 0.0f;
  }
}

//@ contract threshold_u8(out: u8[n], a: u8[n], t: 0..=255, n: 0..=300)
void threshold_u8(unsigned char *restrict out, const unsigned char *restrict a, int t, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] > t ? 255 : 0;
}

//@ contract clamp_gather_f32(out: f32[n], a: f32[m], idx: i32[n] in 0..m, lo: f32, hi: f32, n: 0..=300, m: 1..=200)
void clamp_gather_f32(float *restrict out, const float *restrict a, const int *restrict idx, float lo, float hi, int n, int m) {
  for (int i = 0; i < n; i++) {
    float x = a[idx[i]];
    out[i] = x < lo ? lo : (x > hi ? hi : x);
  }
}
