// Interleaved access groups of 32-bit elements: the loop vectorizer reads `F*i + c` for every
// member c with one wide load and F de-interleaving shuffles, and writes them with one
// interleaving shuffle and one wide store. memlower imports each group as multi-channel gathers
// and scatters (vec<N x F x T>, chan.extract / chan.pack).

// Complex multiply, re/im interleaved (factor 2, loads and store).
//@ contract cmul(out: f32[2*n], a: f32[2*n], b: f32[2*n], n: 0..=300)
void cmul(float *restrict out, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    float ar = a[2*i], ai = a[2*i+1], br = b[2*i], bi = b[2*i+1];
    out[2*i] = ar*br - ai*bi;
    out[2*i+1] = ar*bi + ai*br;
  }
}

// A float3 array scaled in place (factor 3, read-modify-write).
//@ contract float3_scale(p: f32[3*n], s: f32, n: 0..=300)
void float3_scale(float *restrict p, float s, int n) {
  for (int i = 0; i < n; i++) { p[3*i] *= s; p[3*i+1] *= s; p[3*i+2] *= s; }
}

// Planar to interleaved: out[4*i + c] = ch_c[i] (factor 4 store of four loads).
//@ contract planar_to_rgba(out: f32[4*n], r: f32[n], g: f32[n], b: f32[n], a: f32[n], n: 0..=300)
void planar_to_rgba(float *restrict out, const float *restrict r, const float *restrict g,
                    const float *restrict b, const float *restrict a, int n) {
  for (int i = 0; i < n; i++) { out[4*i] = r[i]; out[4*i+1] = g[i]; out[4*i+2] = b[i]; out[4*i+3] = a[i]; }
}

// Interleaved to planar (factor 4 load, four stores).
//@ contract rgba_to_planar(r: i32[n], g: i32[n], b: i32[n], a: i32[n], in: i32[4*n], n: 0..=300)
void rgba_to_planar(int *restrict r, int *restrict g, int *restrict b, int *restrict a,
                    const int *restrict in, int n) {
  for (int i = 0; i < n; i++) { r[i] = in[4*i]; g[i] = in[4*i+1]; b[i] = in[4*i+2]; a[i] = in[4*i+3]; }
}

// An array of structs: one field updated from another (AoS read-modify-write, factor 3).
struct particle { float pos, vel, mass; };
//@ contract aos_step(p: f32[3*n], dt: f32, n: 0..=300)
void aos_step(struct particle *restrict p, float dt, int n) {
  for (int i = 0; i < n; i++) p[i].pos += p[i].vel * dt;
}

// Members used in another order than memory's: a swap of the two halves of each pair.
//@ contract swap_pairs(out: i32[2*n], in: i32[2*n], n: 0..=300)
void swap_pairs(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++) { out[2*i] = in[2*i+1]; out[2*i+1] = in[2*i]; }
}

// A load group with a gap: members 0 and 2 of 4 are read, 1 and 3 never.
//@ contract gap_load(out: i32[n], in: i32[4*n], n: 0..=300)
void gap_load(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[4*i] - in[4*i+2];
}

// Three members read in reverse order and combined (factor 3, members out of order).
//@ contract dot3(out: f32[n], v: f32[3*n], w: f32[3*n], n: 0..=300)
void dot3(float *restrict out, const float *restrict v, const float *restrict w, int n) {
  for (int i = 0; i < n; i++) out[i] = v[3*i+2]*w[3*i+2] + v[3*i+1]*w[3*i+1] + v[3*i]*w[3*i];
}

// A store group of factor 2 whose second member is a constant.
//@ contract pair_with_zero(out: i32[2*n], in: i32[n], n: 0..=300)
void pair_with_zero(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++) { out[2*i] = in[i]; out[2*i+1] = 0; }
}
