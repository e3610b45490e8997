; Division by the constants at the edges of memlower's expansion (llvm/src/import/divide.rs),
; which the corpus (divide.c) does not all reach: unsigned divisors above 2^31 (a compare), 7
; (the 33-bit magic), 2^31 + 1; signed by -1, INT_MIN, -7 and 641; i8 and i16 operands
; (extended to i32 and truncated back), i8 by -128 and i16 by 1000; scalars. The dividends are
; the whole 32-bit range. Also 64-bit products of extended 32- and 16-bit values, which the
; import builds from the same multiply-high. tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

;@ contract unsigned_edges(out: u32[40], a: u32[8])
define void @unsigned_edges(ptr %out, ptr %a) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %q1 = udiv <8 x i32> %x, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %q2 = udiv <8 x i32> %x, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  %q3 = udiv <8 x i32> %x, <i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3>
  %r1 = urem <8 x i32> %x, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  %r2 = urem <8 x i32> %x, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %p1 = getelementptr inbounds i32, ptr %out, i32 8
  %p2 = getelementptr inbounds i32, ptr %out, i32 16
  %p3 = getelementptr inbounds i32, ptr %out, i32 24
  %p4 = getelementptr inbounds i32, ptr %out, i32 32
  store <8 x i32> %q1, ptr %out, align 4
  store <8 x i32> %q2, ptr %p1, align 4
  store <8 x i32> %q3, ptr %p2, align 4
  store <8 x i32> %r1, ptr %p3, align 4
  store <8 x i32> %r2, ptr %p4, align 4
  ret void
}

; sdiv by INT_MIN, -1 (of odd dividends: INT_MIN / -1 is undefined), -7, 641; srem by -7.
;@ contract signed_edges(out: i32[40], a: i32[8])
define void @signed_edges(ptr %out, ptr %a) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = or <8 x i32> %x, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %q1 = sdiv <8 x i32> %x, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %q2 = sdiv <8 x i32> %y, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %q3 = sdiv <8 x i32> %x, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %q4 = sdiv <8 x i32> %x, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  %r1 = srem <8 x i32> %x, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %p1 = getelementptr inbounds i32, ptr %out, i32 8
  %p2 = getelementptr inbounds i32, ptr %out, i32 16
  %p3 = getelementptr inbounds i32, ptr %out, i32 24
  %p4 = getelementptr inbounds i32, ptr %out, i32 32
  store <8 x i32> %q1, ptr %out, align 4
  store <8 x i32> %q2, ptr %p1, align 4
  store <8 x i32> %q3, ptr %p2, align 4
  store <8 x i32> %q4, ptr %p3, align 4
  store <8 x i32> %r1, ptr %p4, align 4
  ret void
}

; Narrow and scalar operands: i8 sdiv by -128 and srem by 3, i16 udiv by 1000 and urem by 7,
; a scalar i32 sdiv by 10.
;@ contract narrow(out8: i8[16], out16: u16[16], out32: i32[1], a: i8[8], b: u16[8], s: -2147483648..=2147483647)
define void @narrow(ptr %out8, ptr %out16, ptr %out32, ptr %a, ptr %b, i32 %s) {
entry:
  %x = load <8 x i8>, ptr %a, align 1
  %q1 = sdiv <8 x i8> %x, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %r1 = srem <8 x i8> %x, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %p8 = getelementptr inbounds i8, ptr %out8, i32 8
  store <8 x i8> %q1, ptr %out8, align 1
  store <8 x i8> %r1, ptr %p8, align 1
  %y = load <8 x i16>, ptr %b, align 2
  %q2 = udiv <8 x i16> %y, <i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000>
  %r2 = urem <8 x i16> %y, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %p16 = getelementptr inbounds i16, ptr %out16, i32 8
  store <8 x i16> %q2, ptr %out16, align 2
  store <8 x i16> %r2, ptr %p16, align 2
  %q3 = sdiv i32 %s, 10
  store i32 %q3, ptr %out32, align 4
  ret void
}

; 64-bit products of values extended from 32 or 16 bits (the import's `mul` and `umulh`/`smulh`
; on i32), and the high half of an unsigned one taken back to 32 bits.
;@ contract widening(uu: i64[8], ss: i64[8], hw: i64[8], hi: u32[8], sc: i64[1], a: u32[8], b: u32[8], c: i16[8], d: i16[8], x: -2147483648..=2147483647, y: -2147483648..=2147483647)
define void @widening(ptr %uu, ptr %ss, ptr %hw, ptr %hi, ptr %sc, ptr %a, ptr %b, ptr %c, ptr %d, i32 %x, i32 %y) {
entry:
  %va = load <8 x i32>, ptr %a, align 4
  %vb = load <8 x i32>, ptr %b, align 4
  %za = zext <8 x i32> %va to <8 x i64>
  %zb = zext <8 x i32> %vb to <8 x i64>
  %pu = mul <8 x i64> %za, %zb
  store <8 x i64> %pu, ptr %uu, align 8
  %sa = sext <8 x i32> %va to <8 x i64>
  %sb = sext <8 x i32> %vb to <8 x i64>
  %ps = mul nsw <8 x i64> %sa, %sb
  store <8 x i64> %ps, ptr %ss, align 8
  %vc = load <8 x i16>, ptr %c, align 2
  %vd = load <8 x i16>, ptr %d, align 2
  %sc16 = sext <8 x i16> %vc to <8 x i64>
  %sd16 = sext <8 x i16> %vd to <8 x i64>
  %pw = mul nsw <8 x i64> %sc16, %sd16
  store <8 x i64> %pw, ptr %hw, align 8
  %top = lshr <8 x i64> %pu, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %t32 = trunc <8 x i64> %top to <8 x i32>
  store <8 x i32> %t32, ptr %hi, align 4
  %sx = sext i32 %x to i64
  %sy = sext i32 %y to i64
  %p = mul nsw i64 %sx, %sy
  store i64 %p, ptr %sc, align 8
  ret void
}
