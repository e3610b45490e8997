; Hand-written bit intrinsics the vectorized corpus (bits.c) does not produce: `llvm.fshr` on
; vectors and scalars, funnel shifts whose amount is 0 or not below the width, and `ctpop` of
; `i16`; `llvm.umul.with.overflow` by a constant. tests/rules.rs runs them against LLVM's JIT.
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
