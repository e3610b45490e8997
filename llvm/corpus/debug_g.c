// Compiled with -g: the instructions carry debug locations, and memlower's remarks
// (`--pass-remarks-output`) point at these lines instead of the .ll ones.
//@ target: -mavx512f -mprefer-vector-width=512 -g -fdebug-compilation-dir=.

//@ contract g_complex_scale(out: f32[2*n], in: f32[2*n], s: f32, n: 0..=200)
void g_complex_scale(float *restrict out, const float *restrict in, float s, int n) {
  for (int i = 0; i < n; i++) {
    out[2*i] = in[2*i] * s;
    out[2*i+1] = in[2*i+1] * s;
  }
}

//@ contract g_gather(out: f32[n], in: f32[m], idx: i32[n] in 0..m, n: 0..=200, m: 1..=300)
void g_gather(float *restrict out, const float *restrict in, const int *restrict idx, int n, int m) {
  for (int i = 0; i < n; i++)
    out[i] = in[idx[i]];
}
