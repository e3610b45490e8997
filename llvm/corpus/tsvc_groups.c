// TSVC-style loops over interleaved data, written as people write them: complex numbers,
// pixels, vertices, key/value pairs and records of every element width, read-modify-write of
// array-of-structs fields, and stores under a condition.

// Factor 2, i8: swap the bytes of each pair.
//@ contract swap_bytes(p: u8[2*n], n: 0..=300)
void swap_bytes(unsigned char *restrict p, int n) {
  for (int i = 0; i < n; i++) { unsigned char t = p[2*i]; p[2*i] = p[2*i+1]; p[2*i+1] = t; }
}

// Factor 2, i16: mono from stereo, averaged (rounding down).
//@ contract stereo_to_mono(mono: i16[n], st: i16[2*n], n: 0..=300)
void stereo_to_mono(short *restrict mono, const short *restrict st, int n) {
  for (int i = 0; i < n; i++) mono[i] = (st[2*i] + st[2*i+1]) >> 1;
}

// Factor 2, i32: split pairs into two planes.
//@ contract split_pairs(x: i32[n], y: i32[n], xy: i32[2*n], n: 0..=300)
void split_pairs(int *restrict x, int *restrict y, const int *restrict xy, int n) {
  for (int i = 0; i < n; i++) { x[i] = xy[2*i]; y[i] = xy[2*i+1]; }
}

// Factor 2, f32: complex conjugate multiply-accumulate.
//@ contract cmac(acc: f32[2*n], a: f32[2*n], b: f32[2*n], n: 0..=300)
void cmac(float *restrict acc, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    float ar = a[2*i], ai = a[2*i+1], br = b[2*i], bi = b[2*i+1];
    acc[2*i] += ar*br + ai*bi;
    acc[2*i+1] += ai*br - ar*bi;
  }
}

// Factor 2, i64: key/value pairs, the key copied out where the value is given.
//@ contract kv_keys(keys: i64[n], kv: i64[2*n], n: 0..=300)
void kv_keys(long *restrict keys, const long *restrict kv, int n) {
  for (int i = 0; i < n; i++) keys[i] = kv[2*i] ^ kv[2*i+1];
}

// Factor 2, f64: complex magnitude squared.
//@ contract cabs2(out: f64[n], z: f64[2*n], n: 0..=300)
void cabs2(double *restrict out, const double *restrict z, int n) {
  for (int i = 0; i < n; i++) out[i] = z[2*i]*z[2*i] + z[2*i+1]*z[2*i+1];
}

// Factor 3, i8: RGB brightened in place, saturating.
//@ contract rgb_brighten(rgb: u8[3*n], d: 0..=63, n: 0..=300)
void rgb_brighten(unsigned char *restrict rgb, int d, int n) {
  for (int i = 0; i < n; i++)
    for (int c = 0; c < 3; c++) { int v = rgb[3*i+c] + d; rgb[3*i+c] = v > 255 ? 255 : v; }
}

// Factor 3, i16: planar to packed 16-bit triples.
//@ contract pack3_i16(out: i16[3*n], a: i16[n], b: i16[n], c: i16[n], n: 0..=300)
void pack3_i16(short *restrict out, const short *restrict a, const short *restrict b, const short *restrict c, int n) {
  for (int i = 0; i < n; i++) { out[3*i] = a[i]; out[3*i+1] = b[i]; out[3*i+2] = c[i]; }
}

// Factor 3, i32: vertex indices of triangles offset by a base.
//@ contract tri_offset(tri: i32[3*n], base: -1000..=1000, n: 0..=300)
void tri_offset(int *restrict tri, int base, int n) {
  for (int i = 0; i < n; i++) { tri[3*i] += base; tri[3*i+1] += base; tri[3*i+2] += base; }
}

// Factor 3, f32: cross product of vec3 arrays.
struct vec3 { float x, y, z; };
//@ contract cross3(out: f32[3*n], a: f32[3*n], b: f32[3*n], n: 0..=300)
void cross3(struct vec3 *restrict out, const struct vec3 *restrict a, const struct vec3 *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    out[i].x = a[i].y*b[i].z - a[i].z*b[i].y;
    out[i].y = a[i].z*b[i].x - a[i].x*b[i].z;
    out[i].z = a[i].x*b[i].y - a[i].y*b[i].x;
  }
}

// Factor 3, i64: sum of 64-bit triples.
//@ contract sum3_i64(out: i64[n], t: i64[3*n], n: 0..=300)
void sum3_i64(long *restrict out, const long *restrict t, int n) {
  for (int i = 0; i < n; i++) out[i] = t[3*i] + t[3*i+1] + t[3*i+2];
}

// Factor 3, f64: translate double points.
//@ contract translate3_f64(p: f64[3*n], dx: f64, dy: f64, dz: f64, n: 0..=300)
void translate3_f64(double *restrict p, double dx, double dy, double dz, int n) {
  for (int i = 0; i < n; i++) { p[3*i] += dx; p[3*i+1] += dy; p[3*i+2] += dz; }
}

// Factor 4, i8: RGBA premultiplied by alpha.
//@ contract premultiply(px: u8[4*n], n: 0..=300)
void premultiply(unsigned char *restrict px, int n) {
  for (int i = 0; i < n; i++) {
    int a = px[4*i+3];
    px[4*i] = px[4*i] * a >> 8; px[4*i+1] = px[4*i+1] * a >> 8; px[4*i+2] = px[4*i+2] * a >> 8;
  }
}

// Factor 4, i16: the maximum of four 16-bit channels.
//@ contract max4_i16(out: i16[n], in: i16[4*n], n: 0..=300)
void max4_i16(short *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    short m = in[4*i];
    if (in[4*i+1] > m) m = in[4*i+1];
    if (in[4*i+2] > m) m = in[4*i+2];
    if (in[4*i+3] > m) m = in[4*i+3];
    out[i] = m;
  }
}

// Factor 4, i32: RGBA words from planes.
//@ contract pack4_i32(out: i32[4*n], r: i32[n], g: i32[n], b: i32[n], n: 0..=300)
void pack4_i32(int *restrict out, const int *restrict r, const int *restrict g, const int *restrict b, int n) {
  for (int i = 0; i < n; i++) { out[4*i] = r[i]; out[4*i+1] = g[i]; out[4*i+2] = b[i]; out[4*i+3] = -1; }
}

// Factor 4, f32: quaternion norms.
//@ contract quat_norm(out: f32[n], q: f32[4*n], n: 0..=300)
void quat_norm(float *restrict out, const float *restrict q, int n) {
  for (int i = 0; i < n; i++) out[i] = q[4*i]*q[4*i] + q[4*i+1]*q[4*i+1] + q[4*i+2]*q[4*i+2] + q[4*i+3]*q[4*i+3];
}

// Factor 4, i64: records with a count updated in place.
struct rec { long id, count, lo, hi; };
//@ contract rec_count(r: i64[4*n], n: 0..=300)
void rec_count(struct rec *restrict r, int n) {
  for (int i = 0; i < n; i++) r[i].count += r[i].hi - r[i].lo;
}

// Factor 4, f64: double RGBA scaled.
//@ contract scale4_f64(p: f64[4*n], s: f64, n: 0..=300)
void scale4_f64(double *restrict p, double s, int n) {
  for (int i = 0; i < n; i++) { p[4*i] *= s; p[4*i+1] *= s; p[4*i+2] *= s; p[4*i+3] *= s; }
}

// Factor 8, i8: bytes of 64-bit words summed.
//@ contract byte_sum8(out: i32[n], b: u8[8*n], n: 0..=300)
void byte_sum8(int *restrict out, const unsigned char *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = 0; k < 8; k++) s += b[8*i+k];
    out[i] = s;
  }
}

// Factor 8, i16: eight-tap blocks, the first and last swapped.
//@ contract swap_ends8(p: i16[8*n], n: 0..=300)
void swap_ends8(short *restrict p, int n) {
  for (int i = 0; i < n; i++) { short t = p[8*i]; p[8*i] = p[8*i+7]; p[8*i+7] = t; }
}

// Factor 8, i32: eight planes to packed.
//@ contract pack8_i32(out: i32[8*n], in: i32[n], n: 0..=300)
void pack8_i32(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 8; k++) out[8*i+k] = in[i] + k;
}

// Factor 8, f32: 8-vectors dotted with a fixed weight vector.
//@ contract dot8_f32(out: f32[n], v: f32[8*n], n: 0..=300)
void dot8_f32(float *restrict out, const float *restrict v, int n) {
  for (int i = 0; i < n; i++)
    out[i] = v[8*i] + 2*v[8*i+1] + 3*v[8*i+2] + 4*v[8*i+3] + 5*v[8*i+4] + 6*v[8*i+5] + 7*v[8*i+6] + 8*v[8*i+7];
}

// Factor 8, i64: the first field of wide records.
//@ contract first_of8_i64(out: i64[n], r: i64[8*n], n: 0..=300)
void first_of8_i64(long *restrict out, const long *restrict r, int n) {
  for (int i = 0; i < n; i++) out[i] = r[8*i] + r[8*i+4];
}

// Factor 8, f64: octets of doubles negated.
//@ contract neg8_f64(p: f64[8*n], n: 0..=300)
void neg8_f64(double *restrict p, int n) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 8; k++) p[8*i+k] = -p[8*i+k];
}

// AoS read-modify-write: particles advanced by their velocity.
struct particle { float x, y, vx, vy; };
//@ contract advance(p: f32[4*n], dt: f32, n: 0..=300)
void advance(struct particle *restrict p, float dt, int n) {
  for (int i = 0; i < n; i++) { p[i].x += dt * p[i].vx; p[i].y += dt * p[i].vy; }
}

// AoS read-modify-write of one byte field.
struct item { unsigned char kind, flags; short qty; };
//@ contract set_flag(it: u8[4*n], n: 0..=300)
void set_flag(struct item *restrict it, int n) {
  for (int i = 0; i < n; i++) it[i].flags |= it[i].kind & 1;
}

// Conditional interleaved store: pairs written where the value is positive.
//@ contract cond_split(out: f32[2*n], a: f32[n], n: 0..=300)
void cond_split(float *restrict out, const float *restrict a, int n) {
  for (int i = 0; i < n; i++) if (a[i] > 0) { out[2*i] = a[i]; out[2*i+1] = -a[i]; }
}

// Conditional interleaved store of triples.
//@ contract cond_rgb(rgb: u8[3*n], mask: u8[n], n: 0..=300)
void cond_rgb(unsigned char *restrict rgb, const unsigned char *restrict mask, int n) {
  for (int i = 0; i < n; i++) if (mask[i] & 1) { rgb[3*i] = 0; rgb[3*i+1] = 0; rgb[3*i+2] = 0; }
}

// Conditional AoS update of a 64-bit record.
//@ contract cond_rec(r: i64[4*n], n: 0..=300)
void cond_rec(struct rec *restrict r, int n) {
  for (int i = 0; i < n; i++) if (r[i].lo > r[i].hi) { long t = r[i].lo; r[i].lo = r[i].hi; r[i].hi = t; }
}
