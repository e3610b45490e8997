// Tail-folded loops over interleaved data (no scalar epilogue: the last vector iteration is
// masked). For these the vectorizer emits *masked* interleaved load groups: one
// llvm.masked.load of F*N lanes whose mask replicates the lane mask F times through a
// shufflevector. x86 chooses them only for AVX2 with masked interleaved accesses enabled and a
// fixed vector width, hence this file's own flags (regen.sh reads the lines below).
//@ target: -mavx2
//@ llvm: -enable-masked-interleaved-mem-accesses -prefer-predicate-over-epilogue=predicate-dont-vectorize
//@ clang-llvm: -force-vector-width=8

// A pair per element, the first member scaled and added to the second (factor 2, masked).
//@ contract tf_pairs(out: f32[n], p: f32[2*n], s: f32, n: 0..=300)
void tf_pairs(float *restrict out, const float *restrict p, float s, int n) {
  for (int i = 0; i < n; i++) out[i] = p[2*i] * s + p[2*i+1];
}

// A masked group with gaps: members 0 and 3 of 4 read.
//@ contract tf_gap(out: i32[n], in: i32[4*n], n: 0..=300)
void tf_gap(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[4*i] + in[4*i+3];
}

// Three float members combined (factor 3, masked).
//@ contract tf_norm1(out: f32[n], v: f32[3*n], n: 0..=300)
void tf_norm1(float *restrict out, const float *restrict v, int n) {
  for (int i = 0; i < n; i++) out[i] = v[3*i] + v[3*i+1] + v[3*i+2];
}

// Doubles, members used in reverse order (factor 2 of f64, masked).
//@ contract tf_diff_f64(out: f64[n], p: f64[2*n], n: 0..=300)
void tf_diff_f64(double *restrict out, const double *restrict p, int n) {
  for (int i = 0; i < n; i++) out[i] = p[2*i+1] - p[2*i];
}
