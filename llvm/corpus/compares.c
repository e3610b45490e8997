// Float compares of every LLVM predicate, on gathered values: the ordered ones as C writes them,
// the unordered ones and `ord`/`ueq` where a negated compare meets another condition (LLVM
// inverts the predicate instead of the result). Random inputs include NaNs, infinities and
// signed zeros.

//@ contract fcmp_all_f32(out: i32[n], a: f32[m], b: f32[n], idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void fcmp_all_f32(int *restrict out, const float *restrict a, const float *restrict b, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    float x = a[idx[i]], y = b[i];
    out[i] = (x == y) | (x != y) << 1 | (x < y) << 2 | (x <= y) << 3 | (x > y) << 4 | (x >= y) << 5
           | __builtin_isunordered(x, y) << 6 | __builtin_islessgreater(x, y) << 7;
  }
}

//@ contract fcmp_unordered_f32(out: i32[n], a: f32[m], b: f32[n], c: i32[n] in 0..8, idx: i32[n] in 0..m, n: 0..=300, m: 1..=200)
void fcmp_unordered_f32(int *restrict out, const float *restrict a, const float *restrict b, const int *restrict c,
                        const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++) {
    float x = a[idx[i]], y = b[i];
    int k = c[i];
    out[i] = (!(x < y) & (k > 0)) | (!(x <= y) & (k > 1)) << 1 | (!(x > y) & (k > 2)) << 2
           | (!(x >= y) & (k > 3)) << 3 | (!__builtin_islessgreater(x, y) & (k > 4)) << 4
           | (!__builtin_isunordered(x, y) & (k > 5)) << 5;
  }
}

//@ contract fcmp_scatter_f32(out: f32[m], a: f32[n], b: f32[n], idx: i32[n] perm m, n: 0..=300, m: 300..=400)
void fcmp_scatter_f32(float *restrict out, const float *restrict a, const float *restrict b, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++)
    if (!(a[i] <= b[i])) out[idx[i]] = a[i] - b[i];
}
