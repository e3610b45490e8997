; f32 square roots, which memlower builds from integer operations (llvm/src/import/sqrt.rs), on
; what the corpus (sqrt.c) does not all reach: random bits (NaNs, infinities, zeros of both
; signs, negative numbers, subnormals), small exponents, a scalar `llvm.sqrt.f32`, and the C
; library's `sqrtf` called where `errno` may be set (clang's default: one call per element).
; tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)
declare float @llvm.sqrt.f32(float)
declare float @sqrtf(float)

;@ contract bits(out: f32[8], a: u32[8])
define void @bits(ptr %out, ptr %a) {
entry:
  %x = load <8 x float>, ptr %a, align 4
  %r = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %x)
  store <8 x float> %r, ptr %out, align 4
  ret void
}

; Exponent fields 0..15: subnormals and the smallest normals, positive.
;@ contract small(out: f32[8], a: u32[8], e: i32[8] in 0..16)
define void @small(ptr %out, ptr %a, ptr %e) {
entry:
  %ai = load <8 x i32>, ptr %a, align 4
  %ev = load <8 x i32>, ptr %e, align 4
  %m = and <8 x i32> %ai, <i32 8388607, i32 8388607, i32 8388607, i32 8388607, i32 8388607, i32 8388607, i32 8388607, i32 8388607>
  %eb = shl <8 x i32> %ev, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %xi = or <8 x i32> %m, %eb
  %x = bitcast <8 x i32> %xi to <8 x float>
  %r = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %x)
  store <8 x float> %r, ptr %out, align 4
  ret void
}

;@ contract scalar(out: f32[2], a: f32[2])
define void @scalar(ptr %out, ptr %a) {
entry:
  %x = load float, ptr %a, align 4
  %r = call float @llvm.sqrt.f32(float %x)
  store float %r, ptr %out, align 4
  %p = getelementptr inbounds float, ptr %a, i32 1
  %y = load float, ptr %p, align 4
  %s = call float @sqrtf(float %y)
  %q = getelementptr inbounds float, ptr %out, i32 1
  store float %s, ptr %q, align 4
  ret void
}
