; Hand-written bit intrinsics the vectorized corpus (bits.c) does not produce: `llvm.fshr` on
; vectors and scalars, funnel shifts whose amount is 0 or not below the width, and `ctpop` of
; `i16`; `llvm.umul.with.overflow` by a constant; `ctlz`/`cttz` of zeros and of every width,
; `bswap` of i16, i32 and i64, `copysign` on NaNs. tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare <8 x i32> @llvm.fshr.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare <8 x i16> @llvm.ctpop.v8i16(<8 x i16>)

; Amounts in 0..70: 0, multiples of 32 and amounts above the width all occur.
;@ contract funnels(outr: u32[8], outl: u32[8], a: u32[8], b: u32[8], s: u32[8] in 0..70)
define void @funnels(ptr %outr, ptr %outl, ptr %a, ptr %b, ptr %s) {
entry:
  %va = load <8 x i32>, ptr %a, align 4
  %vb = load <8 x i32>, ptr %b, align 4
  %vs = load <8 x i32>, ptr %s, align 4
  %r = call <8 x i32> @llvm.fshr.v8i32(<8 x i32> %va, <8 x i32> %vb, <8 x i32> %vs)
  %l = call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %va, <8 x i32> %vb, <8 x i32> %vs)
  store <8 x i32> %r, ptr %outr, align 4
  store <8 x i32> %l, ptr %outl, align 4
  ret void
}

; Scalar funnel shifts of i8 (amounts up to 20) and i16 (up to 40).
;@ contract scalar_funnels(out8: u8[1], out16: u16[1], a: u8[1], b: u8[1], c: 0..=20, x: u16[1], y: u16[1], d: 0..=40)
define void @scalar_funnels(ptr %out8, ptr %out16, ptr %a, ptr %b, i32 %c, ptr %x, ptr %y, i32 %d) {
entry:
  %va = load i8, ptr %a, align 1
  %vb = load i8, ptr %b, align 1
  %c8 = trunc i32 %c to i8
  %r8 = call i8 @llvm.fshr.i8(i8 %va, i8 %vb, i8 %c8)
  store i8 %r8, ptr %out8, align 1
  %vx = load i16, ptr %x, align 2
  %vy = load i16, ptr %y, align 2
  %d16 = trunc i32 %d to i16
  %r16 = call i16 @llvm.fshl.i16(i16 %vx, i16 %vy, i16 %d16)
  store i16 %r16, ptr %out16, align 2
  ret void
}

;@ contract popcount16(out: u16[8], a: u16[8])
define void @popcount16(ptr %out, ptr %a) {
entry:
  %v = load <8 x i16>, ptr %a, align 2
  %p = call <8 x i16> @llvm.ctpop.v8i16(<8 x i16> %v)
  store <8 x i16> %p, ptr %out, align 2
  ret void
}

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; The vectorizer's runtime check of a strided group (does 3 * n wrap?), products and flags
; around the largest factor that fits: floor((2^32 - 1) / 3) = 1431655765 and
; floor((2^64 - 1) / 5) = 3689348814741910323 (the constant first there).
;@ contract umul_overflow(out: u32[2], out64: i64[2], x: 1431655760..=1431655770, y: 3689348814741910318..=3689348814741910328)
define void @umul_overflow(ptr %out, ptr %out64, i32 %x, i64 %y) {
entry:
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %x, i32 3)
  %v = extractvalue { i32, i1 } %r, 0
  %o = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %o to i32
  store i32 %v, ptr %out, align 4
  %p = getelementptr i32, ptr %out, i64 1
  store i32 %z, ptr %p, align 4
  %r64 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 5, i64 %y)
  %v64 = extractvalue { i64, i1 } %r64, 0
  %o64 = extractvalue { i64, i1 } %r64, 1
  %s64 = select i1 %o64, i64 -7, i64 9
  store i64 %v64, ptr %out64, align 8
  %q = getelementptr i64, ptr %out64, i64 1
  store i64 %s64, ptr %q, align 8
  ret void
}

declare <8 x i32> @llvm.ctlz.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.cttz.v8i32(<8 x i32>, i1)
declare <8 x i8> @llvm.ctlz.v8i8(<8 x i8>, i1)
declare <8 x i16> @llvm.cttz.v8i16(<8 x i16>, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)

; Leading and trailing zero counts of i8, i16, i32 lanes and i64 scalars, zeros included
; (every other lane's bits are masked to a few, lanes 1 and 5 to none); the i32 counts say a
; zero is poison, which the width memlower returns refines.
;@ contract zero_counts(out32: u32[16], out8: u8[8], out16: u16[8], out64: i64[2], a: u32[8], b: u8[8], c: u16[8], d: i64[1])
define void @zero_counts(ptr %out32, ptr %out8, ptr %out16, ptr %out64, ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %va = load <8 x i32>, ptr %a, align 4
  %sparse = and <8 x i32> %va, <i32 -1, i32 0, i32 983040, i32 -1, i32 4096, i32 0, i32 -2147483648, i32 255>
  %l = call <8 x i32> @llvm.ctlz.v8i32(<8 x i32> %sparse, i1 true)
  %t = call <8 x i32> @llvm.cttz.v8i32(<8 x i32> %sparse, i1 false)
  %p1 = getelementptr inbounds i32, ptr %out32, i32 8
  store <8 x i32> %l, ptr %out32, align 4
  store <8 x i32> %t, ptr %p1, align 4
  %vb = load <8 x i8>, ptr %b, align 1
  %sb = and <8 x i8> %vb, <i8 -1, i8 0, i8 15, i8 -128, i8 3, i8 0, i8 -1, i8 64>
  %lb = call <8 x i8> @llvm.ctlz.v8i8(<8 x i8> %sb, i1 false)
  store <8 x i8> %lb, ptr %out8, align 1
  %vc = load <8 x i16>, ptr %c, align 2
  %sc = and <8 x i16> %vc, <i16 -1, i16 0, i16 -4096, i16 1, i16 3840, i16 0, i16 -1, i16 256>
  %tc = call <8 x i16> @llvm.cttz.v8i16(<8 x i16> %sc, i1 false)
  store <8 x i16> %tc, ptr %out16, align 2
  %vd = load i64, ptr %d, align 8
  %ld = call i64 @llvm.ctlz.i64(i64 %vd, i1 false)
  %hd = lshr i64 %vd, 40
  %td = call i64 @llvm.cttz.i64(i64 %hd, i1 false)
  %p64 = getelementptr inbounds i64, ptr %out64, i32 1
  store i64 %ld, ptr %out64, align 8
  store i64 %td, ptr %p64, align 8
  ret void
}

declare <8 x i16> @llvm.bswap.v8i16(<8 x i16>)
declare <8 x i32> @llvm.bswap.v8i32(<8 x i32>)
declare i64 @llvm.bswap.i64(i64)
declare <8 x float> @llvm.copysign.v8f32(<8 x float>, <8 x float>)
declare double @llvm.copysign.f64(double, double)

; Byte swaps of i16, i32 lanes and an i64 scalar; copysign of f32 lanes and an f64 scalar on
; random bits (NaNs of both signs included: copysign is defined on the bits).
;@ contract swaps_and_signs(o16: u16[8], o32: u32[8], o64: i64[1], of: u32[8], od: i64[1], a: u16[8], b: u32[8], c: i64[1], x: u32[8], y: u32[8], p: i64[1], q: i64[1])
define void @swaps_and_signs(ptr %o16, ptr %o32, ptr %o64, ptr %of, ptr %od, ptr %a, ptr %b, ptr %c, ptr %x, ptr %y, ptr %p, ptr %q) {
entry:
  %va = load <8 x i16>, ptr %a, align 2
  %sa = call <8 x i16> @llvm.bswap.v8i16(<8 x i16> %va)
  store <8 x i16> %sa, ptr %o16, align 2
  %vb = load <8 x i32>, ptr %b, align 4
  %sb = call <8 x i32> @llvm.bswap.v8i32(<8 x i32> %vb)
  store <8 x i32> %sb, ptr %o32, align 4
  %vc = load i64, ptr %c, align 8
  %sc = call i64 @llvm.bswap.i64(i64 %vc)
  store i64 %sc, ptr %o64, align 8
  %vx = load <8 x float>, ptr %x, align 4
  %vy = load <8 x float>, ptr %y, align 4
  %cs = call <8 x float> @llvm.copysign.v8f32(<8 x float> %vx, <8 x float> %vy)
  store <8 x float> %cs, ptr %of, align 4
  %vp = load double, ptr %p, align 8
  %vq = load double, ptr %q, align 8
  %cd = call double @llvm.copysign.f64(double %vp, double %vq)
  store double %cd, ptr %od, align 8
  ret void
}
