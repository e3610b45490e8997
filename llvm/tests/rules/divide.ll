; Division by the constants at the edges of memlower's expansion (llvm/src/import/divide.rs),
; which the corpus (divide.c) does not all reach: unsigned divisors above 2^31 (a compare), 7
; (the 33-bit magic), 2^31 + 1; signed by -1, INT_MIN, -7 and 641; i8 and i16 operands
; (extended to i32 and truncated back), i8 by -128 and i16 by 1000; scalars. The dividends are
; the whole 32-bit range. tests/rules.rs runs them against LLVM's JIT.
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
