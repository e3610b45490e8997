; f32 division, which memlower builds from integer operations (llvm/src/import/fdiv.rs), on
; what the corpus (fdiv.c) does not all reach: random bits of both operands (NaNs, infinities,
; zeros, subnormals), ratios near one, small exponents on both sides (subnormal operands and
; results), results near the overflow threshold, constant divisors (folded: 3, 10, -0.1, a
; subnormal, zero, infinity) and a constant dividend, and a scalar division.
; tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

;@ contract bits(out: f32[8], a: u32[8], b: u32[8])
define void @bits(ptr %out, ptr %a, ptr %b) {
entry:
  %x = load <8 x float>, ptr %a, align 4
  %y = load <8 x float>, ptr %b, align 4
  %q = fdiv <8 x float> %x, %y
  store <8 x float> %q, ptr %out, align 4
  ret void
}

; b is a with one bit of its significand flipped: quotients within an ulp or two of one.
;@ contract near_one(out: f32[8], a: u32[8], k: i32[8] in 0..24)
define void @near_one(ptr %out, ptr %a, ptr %k) {
entry:
  %xi = load <8 x i32>, ptr %a, align 4
  %kv = load <8 x i32>, ptr %k, align 4
  %bit = shl <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %kv
  %yi = xor <8 x i32> %xi, %bit
  %x = bitcast <8 x i32> %xi to <8 x float>
  %y = bitcast <8 x i32> %yi to <8 x float>
  %q = fdiv <8 x float> %x, %y
  store <8 x float> %q, ptr %out, align 4
  ret void
}

; Exponent fields 0..15 in the dividend and 0..31 or 224..255 in the divisor: subnormal
; operands, results deep in the subnormals or rounding to zero, and results near overflow.
;@ contract extremes(out: f32[16], a: u32[8], b: u32[8], e: i32[8] in 0..16, f: i32[8] in 0..32)
define void @extremes(ptr %out, ptr %a, ptr %b, ptr %e, ptr %f) {
entry:
  %ai = load <8 x i32>, ptr %a, align 4
  %bi = load <8 x i32>, ptr %b, align 4
  %ev = load <8 x i32>, ptr %e, align 4
  %fv = load <8 x i32>, ptr %f, align 4
  %am = and <8 x i32> %ai, <i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041>
  %ae = shl <8 x i32> %ev, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %xi = or <8 x i32> %am, %ae
  %bm = and <8 x i32> %bi, <i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041, i32 -2139095041>
  %be = shl <8 x i32> %fv, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %yi = or <8 x i32> %bm, %be
  %fhi = add <8 x i32> %fv, <i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224, i32 224>
  %bhe = shl <8 x i32> %fhi, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %zi = or <8 x i32> %bm, %bhe
  %x = bitcast <8 x i32> %xi to <8 x float>
  %y = bitcast <8 x i32> %yi to <8 x float>
  %z = bitcast <8 x i32> %zi to <8 x float>
  %small = fdiv <8 x float> %x, %z
  %big = fdiv <8 x float> %z, %y
  %p1 = getelementptr inbounds float, ptr %out, i32 8
  store <8 x float> %small, ptr %out, align 4
  store <8 x float> %big, ptr %p1, align 4
  ret void
}

; Constant divisors and a constant dividend, which the import folds.
;@ contract constants(out: f32[56], a: f32[8])
define void @constants(ptr %out, ptr %a) {
entry:
  %x = load <8 x float>, ptr %a, align 4
  %q1 = fdiv <8 x float> %x, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %q2 = fdiv <8 x float> %x, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %q3 = fdiv <8 x float> %x, <float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000, float 0xBFB99999A0000000>
  %q4 = fdiv <8 x float> %x, <float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000, float 0x37E0000000000000>
  %q5 = fdiv <8 x float> %x, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %q6 = fdiv <8 x float> %x, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %q7 = fdiv <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %x
  %p2 = getelementptr inbounds float, ptr %out, i32 8
  %p3 = getelementptr inbounds float, ptr %out, i32 16
  %p4 = getelementptr inbounds float, ptr %out, i32 24
  %p5 = getelementptr inbounds float, ptr %out, i32 32
  %p6 = getelementptr inbounds float, ptr %out, i32 40
  %p7 = getelementptr inbounds float, ptr %out, i32 48
  store <8 x float> %q1, ptr %out, align 4
  store <8 x float> %q2, ptr %p2, align 4
  store <8 x float> %q3, ptr %p3, align 4
  store <8 x float> %q4, ptr %p4, align 4
  store <8 x float> %q5, ptr %p5, align 4
  store <8 x float> %q6, ptr %p6, align 4
  store <8 x float> %q7, ptr %p7, align 4
  ret void
}

;@ contract scalar(out: f32[1], a: f32[1], b: f32[1])
define void @scalar(ptr %out, ptr %a, ptr %b) {
entry:
  %x = load float, ptr %a, align 4
  %y = load float, ptr %b, align 4
  %q = fdiv float %x, %y
  store float %q, ptr %out, align 4
  ret void
}
