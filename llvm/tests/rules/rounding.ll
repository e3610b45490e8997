; Rounding f32 to integral values, which memlower builds from conversions, compares and selects
; (llvm/src/import/rounding.rs): floor, ceil, trunc, round, rint, nearbyint and roundeven on
; random bits (NaNs, infinities, zeros of both signs, values beyond 2^23) and on values near
; halves (quarters of integers below 2^24 in magnitude, scaled down by 2^0..2^3).
; tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare <8 x float> @llvm.floor.v8f32(<8 x float>)
declare <8 x float> @llvm.ceil.v8f32(<8 x float>)
declare <8 x float> @llvm.trunc.v8f32(<8 x float>)
declare <8 x float> @llvm.round.v8f32(<8 x float>)
declare <8 x float> @llvm.rint.v8f32(<8 x float>)
declare <8 x float> @llvm.nearbyint.v8f32(<8 x float>)
declare <8 x float> @llvm.roundeven.v8f32(<8 x float>)

;@ contract roundings(out: f32[56], bits: u32[8])
define void @roundings(ptr %out, ptr %bits) {
entry:
  %x = load <8 x float>, ptr %bits, align 4
  %r1 = call <8 x float> @llvm.floor.v8f32(<8 x float> %x)
  %r2 = call <8 x float> @llvm.ceil.v8f32(<8 x float> %x)
  %r3 = call <8 x float> @llvm.trunc.v8f32(<8 x float> %x)
  %r4 = call <8 x float> @llvm.round.v8f32(<8 x float> %x)
  %r5 = call <8 x float> @llvm.rint.v8f32(<8 x float> %x)
  %r6 = call <8 x float> @llvm.nearbyint.v8f32(<8 x float> %x)
  %r7 = call <8 x float> @llvm.roundeven.v8f32(<8 x float> %x)
  %p2 = getelementptr inbounds float, ptr %out, i32 8
  %p3 = getelementptr inbounds float, ptr %out, i32 16
  %p4 = getelementptr inbounds float, ptr %out, i32 24
  %p5 = getelementptr inbounds float, ptr %out, i32 32
  %p6 = getelementptr inbounds float, ptr %out, i32 40
  %p7 = getelementptr inbounds float, ptr %out, i32 48
  store <8 x float> %r1, ptr %out, align 4
  store <8 x float> %r2, ptr %p2, align 4
  store <8 x float> %r3, ptr %p3, align 4
  store <8 x float> %r4, ptr %p4, align 4
  store <8 x float> %r5, ptr %p5, align 4
  store <8 x float> %r6, ptr %p6, align 4
  store <8 x float> %r7, ptr %p7, align 4
  ret void
}

; Values near halves: n / 4 for integers n of up to 24 bits, scaled by 2^-s (an exponent built
; from its bits), of either sign.
;@ contract halves(out: f32[56], n: i32[8] in 0..33554432, s: i32[8] in 0..4)
define void @halves(ptr %out, ptr %n, ptr %s) {
entry:
  %vn0 = load <8 x i32>, ptr %n, align 4
  %vn = sub <8 x i32> %vn0, <i32 16777216, i32 16777216, i32 16777216, i32 16777216, i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  %vs = load <8 x i32>, ptr %s, align 4
  %f = sitofp <8 x i32> %vn to <8 x float>
  %q = fmul <8 x float> %f, <float 2.5e-1, float 2.5e-1, float 2.5e-1, float 2.5e-1, float 2.5e-1, float 2.5e-1, float 2.5e-1, float 2.5e-1>
  %e = sub <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>, %vs
  %eb = shl <8 x i32> %e, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %scale = bitcast <8 x i32> %eb to <8 x float>
  %x = fmul <8 x float> %q, %scale
  %r1 = call <8 x float> @llvm.floor.v8f32(<8 x float> %x)
  %r2 = call <8 x float> @llvm.ceil.v8f32(<8 x float> %x)
  %r3 = call <8 x float> @llvm.trunc.v8f32(<8 x float> %x)
  %r4 = call <8 x float> @llvm.round.v8f32(<8 x float> %x)
  %r5 = call <8 x float> @llvm.rint.v8f32(<8 x float> %x)
  %r6 = call <8 x float> @llvm.nearbyint.v8f32(<8 x float> %x)
  %r7 = call <8 x float> @llvm.roundeven.v8f32(<8 x float> %x)
  %p2 = getelementptr inbounds float, ptr %out, i32 8
  %p3 = getelementptr inbounds float, ptr %out, i32 16
  %p4 = getelementptr inbounds float, ptr %out, i32 24
  %p5 = getelementptr inbounds float, ptr %out, i32 32
  %p6 = getelementptr inbounds float, ptr %out, i32 40
  %p7 = getelementptr inbounds float, ptr %out, i32 48
  store <8 x float> %r1, ptr %out, align 4
  store <8 x float> %r2, ptr %p2, align 4
  store <8 x float> %r3, ptr %p3, align 4
  store <8 x float> %r4, ptr %p4, align 4
  store <8 x float> %r5, ptr %p5, align 4
  store <8 x float> %r6, ptr %p6, align 4
  store <8 x float> %r7, ptr %p7, align 4
  ret void
}
