; Division by the constants at the edges of memlower's expansion (llvm/src/import/divide.rs),
; which the corpus (divide.c) does not all reach: unsigned divisors above 2^31 (a compare), 7
; (the 33-bit magic), 2^31 + 1; signed by -1, INT_MIN, -7 and 641; i8 and i16 operands
; (extended to i32 and truncated back), i8 by -128 and i16 by 1000; scalars. The dividends are
; the whole 32-bit range. Also 64-bit products of extended 32- and 16-bit values, which the
; import builds from the same multiply-high; division by values and of 64-bit numbers (at the
; end). tests/rules.rs runs them against LLVM's JIT.
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

; Division by values (llvm/src/import/divide/variable.rs): divisors of every size (random bits
; shifted right by 0..31; a zero replaced by 1, as division by zero is undefined), all four
; operations on i32 (INT_MIN / -1, undefined, avoided by replacing INT_MIN), and on i16 and i8.
;@ contract by_values(out: u32[32], a: u32[8], b: u32[8], s: i32[8] in 0..32)
define void @by_values(ptr %out, ptr %a, ptr %b, ptr %s) {
entry:
  %x0 = load <8 x i32>, ptr %a, align 4
  %b0 = load <8 x i32>, ptr %b, align 4
  %sv = load <8 x i32>, ptr %s, align 4
  %y0 = lshr <8 x i32> %b0, %sv
  %z = icmp eq <8 x i32> %y0, <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %y = select <8 x i1> %z, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, <8 x i32> %y0
  %m = icmp eq <8 x i32> %x0, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %x = select <8 x i1> %m, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <8 x i32> %x0
  %q1 = udiv <8 x i32> %x0, %y
  %r1 = urem <8 x i32> %x0, %y
  %q2 = sdiv <8 x i32> %x, %y
  %r2 = srem <8 x i32> %x, %y
  %p1 = getelementptr inbounds i32, ptr %out, i32 8
  %p2 = getelementptr inbounds i32, ptr %out, i32 16
  %p3 = getelementptr inbounds i32, ptr %out, i32 24
  store <8 x i32> %q1, ptr %out, align 4
  store <8 x i32> %r1, ptr %p1, align 4
  store <8 x i32> %q2, ptr %p2, align 4
  store <8 x i32> %r2, ptr %p3, align 4
  ret void
}

; A scalar divisor for every lane (`i % n`), and i16 and i8 lanes.
;@ contract narrow_by_values(out: i16[32], w: i8[16], a: i16[8], b: i16[8], n: 1..=100000)
define void @narrow_by_values(ptr %out, ptr %w, ptr %a, ptr %b, i32 %n) {
entry:
  %x = load <8 x i16>, ptr %a, align 2
  %b0 = load <8 x i16>, ptr %b, align 2
  %z = icmp eq <8 x i16> %b0, <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
  %y = select <8 x i1> %z, <8 x i16> <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, <8 x i16> %b0
  %m = icmp eq <8 x i16> %x, <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>
  %xs = select <8 x i1> %m, <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>, <8 x i16> %x
  %q1 = udiv <8 x i16> %x, %y
  %r2 = srem <8 x i16> %xs, %y
  %xb = trunc <8 x i16> %x to <8 x i8>
  %yb = trunc <8 x i16> %y to <8 x i8>
  %zb = icmp eq <8 x i8> %yb, <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
  %yb1 = select <8 x i1> %zb, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, <8 x i8> %yb
  %mb = icmp eq <8 x i8> %xb, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %xbs = select <8 x i1> %mb, <8 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <8 x i8> %xb
  %q3 = sdiv <8 x i8> %xbs, %yb1
  %r3 = urem <8 x i8> %xb, %yb1
  %xw = sext <8 x i16> %x to <8 x i32>
  %ni = insertelement <8 x i32> undef, i32 %n, i32 0
  %nv = shufflevector <8 x i32> %ni, <8 x i32> undef, <8 x i32> zeroinitializer
  %r4 = srem <8 x i32> %xw, %nv
  %q4 = udiv <8 x i32> %xw, %nv
  %r4h = trunc <8 x i32> %r4 to <8 x i16>
  %q4h = trunc <8 x i32> %q4 to <8 x i16>
  %p1 = getelementptr inbounds i16, ptr %out, i32 8
  %p2 = getelementptr inbounds i16, ptr %out, i32 16
  %p3 = getelementptr inbounds i16, ptr %out, i32 24
  store <8 x i16> %q1, ptr %out, align 2
  store <8 x i16> %r2, ptr %p1, align 2
  store <8 x i16> %r4h, ptr %p2, align 2
  store <8 x i16> %q4h, ptr %p3, align 2
  %wp = getelementptr inbounds i8, ptr %w, i32 8
  store <8 x i8> %q3, ptr %w, align 1
  store <8 x i8> %r3, ptr %wp, align 1
  ret void
}

; Quotients that a single refinement leaves one short (found by search; rare: 2^32 - 1 by
; 65,537 is the only dividend of 65,537's): the divisors differ between lanes, so they take
; the path for values.
;@ contract hard_quotients(out: u32[8], a: u32[8])
define void @hard_quotients(ptr %out, ptr %a) {
entry:
  %x0 = load <8 x i32>, ptr %a, align 4
  %x = or <8 x i32> %x0, <i32 -1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %q = udiv <8 x i32> %x, <i32 65537, i32 131076, i32 3, i32 10, i32 641, i32 65536, i32 -1, i32 7>
  store <8 x i32> %q, ptr %out, align 4
  ret void
}

; 64-bit dividends by constants below 2^32 (llvm/src/import/divide/wide.rs): unsigned by 3,
; 10, 641 and 2^32 - 1, signed by -7 and 1000 (INT64_MIN / -1 never arises: no divisor is
; -1), remainders of both; dividends of 64 and of 24 bits.
;@ contract wide(out: u64[32], a: u64[4])
define void @wide(ptr %out, ptr %a) {
entry:
  %x0 = load <4 x i64>, ptr %a, align 8
  %x = lshr <4 x i64> %x0, <i64 40, i64 40, i64 40, i64 40>
  %q1 = udiv <4 x i64> %x, <i64 3, i64 3, i64 3, i64 3>
  %q2 = udiv <4 x i64> %x0, <i64 10, i64 10, i64 10, i64 10>
  %r1 = urem <4 x i64> %x, <i64 641, i64 641, i64 641, i64 641>
  %q3 = udiv <4 x i64> %x, <i64 4294967295, i64 4294967295, i64 4294967295, i64 4294967295>
  %q4 = sdiv <4 x i64> %x0, <i64 -7, i64 -7, i64 -7, i64 -7>
  %r2 = srem <4 x i64> %x0, <i64 -7, i64 -7, i64 -7, i64 -7>
  %q5 = sdiv <4 x i64> %x, <i64 1000, i64 1000, i64 1000, i64 1000>
  %r3 = srem <4 x i64> %x0, <i64 1000, i64 1000, i64 1000, i64 1000>
  %p1 = getelementptr inbounds i64, ptr %out, i32 4
  %p2 = getelementptr inbounds i64, ptr %out, i32 8
  %p3 = getelementptr inbounds i64, ptr %out, i32 12
  %p4 = getelementptr inbounds i64, ptr %out, i32 16
  %p5 = getelementptr inbounds i64, ptr %out, i32 20
  %p6 = getelementptr inbounds i64, ptr %out, i32 24
  %p7 = getelementptr inbounds i64, ptr %out, i32 28
  store <4 x i64> %q1, ptr %out, align 8
  store <4 x i64> %q2, ptr %p1, align 8
  store <4 x i64> %r1, ptr %p2, align 8
  store <4 x i64> %q3, ptr %p3, align 8
  store <4 x i64> %q4, ptr %p4, align 8
  store <4 x i64> %r2, ptr %p5, align 8
  store <4 x i64> %q5, ptr %p6, align 8
  store <4 x i64> %r3, ptr %p7, align 8
  ret void
}

; A scalar `size_t` index divided by 3 and its remainder (clang's scalar loop).
;@ contract wide_scalar(out: u64[2], a: u64[1])
define void @wide_scalar(ptr %out, ptr %a) {
entry:
  %x = load i64, ptr %a, align 8
  %q = udiv i64 %x, 3
  %r = urem i64 %x, 3
  %p = getelementptr inbounds i64, ptr %out, i32 1
  store i64 %q, ptr %out, align 8
  store i64 %r, ptr %p, align 8
  ret void
}
