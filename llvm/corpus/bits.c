// Bit manipulation the vectorizer keeps as intrinsics: rotates (`llvm.fshl`) and population
// counts (`llvm.ctpop`). (64-bit forms import too, but a 64-bit shift by a variable amount and a
// 64-bit multiply do not lower on the targets without a 64-bit ALU, so they are not here.)

//@ contract rotl_u32(out: u32[n], a: u32[n], s: u32[n], n: 0..=300)
void rotl_u32(unsigned *restrict out, const unsigned *restrict a, const unsigned *restrict s, int n) {
  for (int i = 0; i < n; i++) {
    unsigned k = s[i] & 31;
    out[i] = (a[i] << k) | (a[i] >> ((32 - k) & 31));
  }
}

//@ contract rotr7_u16(out: u16[n], a: u16[n], n: 0..=300)
void rotr7_u16(unsigned short *restrict out, const unsigned short *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = (unsigned short)((a[i] >> 7) | (a[i] << 9));
}

//@ contract popcount_u32(out: i32[n], a: u32[n], n: 0..=300)
void popcount_u32(int *restrict out, const unsigned *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = __builtin_popcount(a[i]);
}

//@ contract popcount_u8(out: u8[n], a: u8[n], n: 0..=300)
void popcount_u8(unsigned char *restrict out, const unsigned char *restrict a, int n) {
  for (int i = 0; i < n; i++) out[i] = (unsigned char)__builtin_popcount(a[i]);
}
