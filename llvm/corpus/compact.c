// Stream compaction, written the way people write it with AVX-512 intrinsics (compress the
// selected lanes to the front of the output, expand a packed input into the selected lanes), and
// the same loops in plain C (which no vectorizer of clang 14 to 19 vectorizes). Each intrinsic
// loop finishes its tail either with a scalar loop or with a tail mask.
#include <immintrin.h>

// Keeps the positive elements; count[0] is how many.
//@ contract compress_pos_ps(out: f32[n], count: i32[1], in: f32[n], n: 0..=300)
void compress_pos_ps(float *restrict out, int *restrict count, const float *restrict in, int n) {
  int j = 0, i = 0;
  for (; i + 16 <= n; i += 16) {
    __m512 v = _mm512_loadu_ps(in + i);
    __mmask16 k = _mm512_cmp_ps_mask(v, _mm512_setzero_ps(), _CMP_GT_OQ);
    _mm512_mask_compressstoreu_ps(out + j, k, v);
    j += __builtin_popcount(k);
  }
  for (; i < n; i++)
    if (in[i] > 0.0f) out[j++] = in[i];
  *count = j;
}

// Keeps the indices whose key is below a threshold, the tail under a mask.
//@ contract compress_idx_lt(idx: i32[n], count: i32[1], key: i32[n] in -100..100, t: -100..=100, n: 0..=300)
void compress_idx_lt(int *restrict idx, int *restrict count, const int *restrict key, int t, int n) {
  int j = 0;
  __m512i lane = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  __m512i vt = _mm512_set1_epi32(t);
  for (int i = 0; i < n; i += 16) {
    __mmask16 live = n - i >= 16 ? 0xFFFF : (__mmask16)((1u << (n - i)) - 1);
    __m512i k = _mm512_maskz_loadu_epi32(live, key + i);
    __mmask16 m = _mm512_mask_cmplt_epi32_mask(live, k, vt);
    __m512i id = _mm512_add_epi32(lane, _mm512_set1_epi32(i));
    _mm512_mask_compressstoreu_epi32(idx + j, m, id);
    j += __builtin_popcount(m);
  }
  *count = j;
}

// Removes the zeros of a double array.
//@ contract compress_nonzero_pd(out: f64[n], count: i32[1], in: f64[n] in -2.0..2.0, n: 0..=300)
void compress_nonzero_pd(double *restrict out, int *restrict count, const double *restrict in, int n) {
  int j = 0, i = 0;
  for (; i + 8 <= n; i += 8) {
    __m512d v = _mm512_loadu_pd(in + i);
    __mmask8 k = _mm512_cmp_pd_mask(v, _mm512_setzero_pd(), _CMP_NEQ_UQ);
    _mm512_mask_compressstoreu_pd(out + j, k, v);
    j += __builtin_popcount(k);
  }
  for (; i < n; i++)
    if (in[i] != 0.0) out[j++] = in[i];
  *count = j;
}

// Keeps the odd 64-bit values.
//@ contract compress_odd_epi64(out: i64[n], count: i32[1], in: i64[n], n: 0..=300)
void compress_odd_epi64(long long *restrict out, int *restrict count, const long long *restrict in, int n) {
  int j = 0, i = 0;
  __m512i one = _mm512_set1_epi64(1);
  for (; i + 8 <= n; i += 8) {
    __m512i v = _mm512_loadu_si512(in + i);
    __mmask8 k = _mm512_test_epi64_mask(v, one);
    _mm512_mask_compressstoreu_epi64(out + j, k, v);
    j += __builtin_popcount(k);
  }
  for (; i < n; i++)
    if (in[i] & 1) out[j++] = in[i];
  *count = j;
}

// Scatters a packed array back to the flagged slots; the others keep their value.
//@ contract expand_i32(out: i32[n], in: i32[n], flag: i32[n] in 0..2, n: 0..=300)
void expand_i32(int *restrict out, const int *restrict in, const int *restrict flag, int n) {
  int j = 0, i = 0;
  for (; i + 16 <= n; i += 16) {
    __m512i f = _mm512_loadu_si512(flag + i);
    __mmask16 k = _mm512_test_epi32_mask(f, f);
    __m512i old = _mm512_loadu_si512(out + i);
    __m512i v = _mm512_mask_expandloadu_epi32(old, k, in + j);
    _mm512_storeu_si512(out + i, v);
    j += __builtin_popcount(k);
  }
  for (; i < n; i++)
    if (flag[i]) out[i] = in[j++];
}

// Expands packed values into the lanes where a weight is positive, zero elsewhere, and scales.
//@ contract expand_scale_ps(out: f32[n], in: f32[n], w: f32[n] in -1.0..1.0, n: 0..=300)
void expand_scale_ps(float *restrict out, const float *restrict in, const float *restrict w, int n) {
  int j = 0, i = 0;
  for (; i + 16 <= n; i += 16) {
    __m512 vw = _mm512_loadu_ps(w + i);
    __mmask16 k = _mm512_cmp_ps_mask(vw, _mm512_setzero_ps(), _CMP_GT_OQ);
    __m512 v = _mm512_maskz_expandloadu_ps(k, in + j);
    _mm512_storeu_ps(out + i, _mm512_mul_ps(v, vw));
    j += __builtin_popcount(k);
  }
  for (; i < n; i++) {
    float v = w[i] > 0.0f ? in[j++] : 0.0f;
    out[i] = v * w[i];
  }
}

// Expands packed doubles into the flagged lanes, the tail under a mask.
//@ contract expand_pd(out: f64[n], in: f64[n], flag: u8[n] in 0..2, n: 0..=300)
void expand_pd(double *restrict out, const double *restrict in, const unsigned char *restrict flag, int n) {
  int j = 0;
  for (int i = 0; i < n; i += 8) {
    __mmask8 k = 0;
    for (int l = 0; l < 8 && i + l < n; l++) k |= (flag[i + l] != 0) << l;
    __mmask8 live = n - i >= 8 ? 0xFF : (__mmask8)((1u << (n - i)) - 1);
    __m512d old = _mm512_maskz_loadu_pd(live, out + i);
    __m512d v = _mm512_mask_expandloadu_pd(old, k, in + j);
    _mm512_mask_storeu_pd(out + i, live, v);
    j += __builtin_popcount(k);
  }
}

// The plain C compaction loops.
//@ contract compact_gt(out: i32[n], count: i32[1], in: i32[n] in -50..50, t: -50..=50, n: 0..=300)
void compact_gt(int *restrict out, int *restrict count, const int *restrict in, int t, int n) {
  int j = 0;
  for (int i = 0; i < n; i++)
    if (in[i] > t) out[j++] = in[i];
  *count = j;
}

//@ contract expand_u16(out: u16[n], in: u16[n], flag: u8[n] in 0..2, n: 0..=300)
void expand_u16(unsigned short *restrict out, const unsigned short *restrict in, const unsigned char *restrict flag, int n) {
  int j = 0;
  for (int i = 0; i < n; i++)
    if (flag[i]) out[i] = in[j++];
}
