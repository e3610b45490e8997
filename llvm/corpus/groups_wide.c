// Interleaved access groups of factor 5 to 8: more members than one multi-channel access
// carries (memlower's vec<N x C x T> has at most 4 channels), imported as several accesses.

// Eight members scaled (factor 8 load and store of f32).
//@ contract scale8(p: f32[8*n], s: f32, n: 0..=200)
void scale8(float *restrict p, float s, int n) {
  for (int i = 0; i < n; i++)
    for (int c = 0; c < 8; c++) p[8*i + c] *= s;
}

// The sum of eight members (factor 8 load of i32).
//@ contract sum8(out: i32[n], in: i32[8*n], n: 0..=200)
void sum8(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int c = 0; c < 8; c++) s += in[8*i + c];
    out[i] = s;
  }
}

// Eight byte planes interleaved (factor 8 store of i8).
//@ contract pack8_u8(out: u8[8*n], a: u8[n], b: u8[n], n: 0..=200)
void pack8_u8(unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    out[8*i] = a[i]; out[8*i+1] = b[i]; out[8*i+2] = a[i] + b[i]; out[8*i+3] = a[i] - b[i];
    out[8*i+4] = a[i] ^ b[i]; out[8*i+5] = a[i] & b[i]; out[8*i+6] = a[i] | b[i]; out[8*i+7] = 0;
  }
}

// Five members (factor 5 of i32): a record of five ints, two fields updated.
//@ contract rec5(r: i32[5*n], n: 0..=200)
void rec5(int *restrict r, int n) {
  for (int i = 0; i < n; i++) { r[5*i+1] += r[5*i]; r[5*i+4] -= r[5*i+3]; }
}

// Six 16-bit members reversed within each record (factor 6 of i16).
//@ contract rev6_i16(out: i16[6*n], in: i16[6*n], n: 0..=200)
void rev6_i16(short *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++)
    for (int c = 0; c < 6; c++) out[6*i + c] = in[6*i + 5 - c];
}
