// Interleaved access groups of every element width: bytes (RGB pixels), 16-bit samples, 64-bit
// integers and doubles.

// Packed RGB bytes to gray (factor 3 load of i8).
//@ contract rgb_to_gray(gray: u8[n], rgb: u8[3*n], n: 0..=300)
void rgb_to_gray(unsigned char *restrict gray, const unsigned char *restrict rgb, int n) {
  for (int i = 0; i < n; i++) gray[i] = (77*rgb[3*i] + 150*rgb[3*i+1] + 29*rgb[3*i+2]) >> 8;
}

// Gray to packed RGBA bytes (factor 4 store of i8).
//@ contract gray_to_rgba(rgba: u8[4*n], gray: u8[n], n: 0..=300)
void gray_to_rgba(unsigned char *restrict rgba, const unsigned char *restrict gray, int n) {
  for (int i = 0; i < n; i++) { rgba[4*i] = gray[i]; rgba[4*i+1] = gray[i]; rgba[4*i+2] = gray[i]; rgba[4*i+3] = 255; }
}

// Stereo 16-bit samples: swap the channels and halve the left (factor 2 of i16).
//@ contract stereo_swap(out: i16[2*n], in: i16[2*n], n: 0..=300)
void stereo_swap(short *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++) { out[2*i] = in[2*i+1]; out[2*i+1] = in[2*i] >> 1; }
}

// 16-bit triples summed (factor 3 load of i16).
//@ contract sum3_i16(out: i32[n], in: i16[3*n], n: 0..=300)
void sum3_i16(int *restrict out, const short *restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[3*i] + in[3*i+1] + in[3*i+2];
}

// 64-bit key/value pairs: values incremented in place where the key is odd... unconditionally
// here (factor 2 of i64).
//@ contract kv_add(kv: i64[2*n], d: i64[n], n: 0..=300)
void kv_add(long *restrict kv, const long *restrict d, int n) {
  for (int i = 0; i < n; i++) { kv[2*i] += 1; kv[2*i+1] += d[i]; }
}

// Complex double multiply (factor 2 of f64).
//@ contract zmul(out: f64[2*n], a: f64[2*n], b: f64[2*n], n: 0..=300)
void zmul(double *restrict out, const double *restrict a, const double *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    double ar = a[2*i], ai = a[2*i+1], br = b[2*i], bi = b[2*i+1];
    out[2*i] = ar*br - ai*bi;
    out[2*i+1] = ar*bi + ai*br;
  }
}

// Double triples scaled (factor 3 of f64).
//@ contract scale3_f64(p: f64[3*n], s: f64, n: 0..=300)
void scale3_f64(double *restrict p, double s, int n) {
  for (int i = 0; i < n; i++) { p[3*i] *= s; p[3*i+1] *= s; p[3*i+2] *= s; }
}
