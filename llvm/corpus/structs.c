// Arrays of structs: gathers and scatters of one field, through struct-field GEPs.

struct point { float x, y, z; };
struct rec { int key; float val; short tag; };

//@ contract aos_gather_y(out: f32[n], pts: f32[3*m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void aos_gather_y(float *restrict out, const struct point *restrict pts, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = pts[idx[i]].y;
}

//@ contract aos_gather_xz(out: f32[n], pts: f32[3*m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void aos_gather_xz(float *restrict out, const struct point *restrict pts, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = pts[idx[i]].x + pts[idx[i]].z;
}

//@ contract aos_scatter_val(recs: i32[3*m], a: f32[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void aos_scatter_val(struct rec *restrict recs, const float *restrict a, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) recs[idx[i]].val = a[i];
}

//@ contract aos_tag_sext(out: i32[n], recs: i16[6*m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void aos_tag_sext(int *restrict out, const struct rec *restrict recs, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) out[i] = recs[idx[i]].tag * 3;
}
