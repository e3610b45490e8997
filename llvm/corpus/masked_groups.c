// Conditional and tail-folded loops over interleaved data: the vectorizer predicates their
// accesses (masked loads, masked gathers and scatters for the interleaved members).

// Conditional interleaved store: a pair written only where the condition holds.
//@ contract cond_pair(out: i32[2*n], a: i32[n], b: i32[n], m: i32[n] in 0..2, n: 0..=300)
void cond_pair(int *restrict out, const int *restrict a, const int *restrict b, const int *restrict m, int n) {
  for (int i = 0; i < n; i++) if (m[i]) { out[2*i] = a[i]; out[2*i+1] = b[i]; }
}

// Conditional AoS update: where the weight is positive, scale the point.
struct point { float x, y, z; };
//@ contract cond_scale3(p: f32[3*n], w: f32[n], n: 0..=300)
void cond_scale3(struct point *restrict p, const float *restrict w, int n) {
  for (int i = 0; i < n; i++) if (w[i] > 0) { p[i].x *= w[i]; p[i].y *= w[i]; p[i].z *= w[i]; }
}

// Tail folding: no scalar epilogue, the last vector iteration masked.
//@ contract tail_pairs(p: f32[2*n], s: f32, n: 0..=300)
void tail_pairs(float *restrict p, float s, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) { p[2*i] *= s; p[2*i+1] += s; }
}

//@ contract tail_copy(out: i32[n], in: i32[n], n: 0..=300)
void tail_copy(int *restrict out, const int *restrict in, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) out[i] = in[i] + 1;
}

//@ contract tail_rgb(gray: u8[n], rgb: u8[3*n], n: 0..=300)
void tail_rgb(unsigned char *restrict gray, const unsigned char *restrict rgb, int n) {
#pragma clang loop vectorize_predicate(enable)
  for (int i = 0; i < n; i++) gray[i] = (rgb[3*i] + 2*rgb[3*i+1] + rgb[3*i+2]) >> 2;
}
