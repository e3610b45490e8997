; Hand-written vector reductions the vectorized corpus does not produce: every integer reduction
; of `i1` lanes, lane counts that are not powers of two, and ordered (no `reassoc`) `fadd` and
; `fmul` with a start value. tests/rules.rs runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare i1 @llvm.vector.reduce.add.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.mul.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.and.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.xor.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.smax.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.smin.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.umax.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.umin.v8i1(<8 x i1>)
declare i32 @llvm.vector.reduce.add.v6i32(<6 x i32>)
declare i32 @llvm.vector.reduce.smax.v3i32(<3 x i32>)
declare i16 @llvm.vector.reduce.umin.v5i16(<5 x i16>)
declare float @llvm.vector.reduce.fadd.v6f32(float, <6 x float>)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>)

; Each integer reduction of a mask, as 0 or 1 in out[k]. Values in 0..3 make all-true, all-false
; and mixed masks all frequent.
;@ contract mask_reductions(out: i32[9], a: i32[8] in 0..3)
define void @mask_reductions(ptr %out, ptr %a) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %m = icmp ne <8 x i32> %v, zeroinitializer
  %r0 = call i1 @llvm.vector.reduce.add.v8i1(<8 x i1> %m)
  %r1 = call i1 @llvm.vector.reduce.mul.v8i1(<8 x i1> %m)
  %r2 = call i1 @llvm.vector.reduce.and.v8i1(<8 x i1> %m)
  %r3 = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %m)
  %r4 = call i1 @llvm.vector.reduce.xor.v8i1(<8 x i1> %m)
  %r5 = call i1 @llvm.vector.reduce.smax.v8i1(<8 x i1> %m)
  %r6 = call i1 @llvm.vector.reduce.smin.v8i1(<8 x i1> %m)
  %r7 = call i1 @llvm.vector.reduce.umax.v8i1(<8 x i1> %m)
  %r8 = call i1 @llvm.vector.reduce.umin.v8i1(<8 x i1> %m)
  %z0 = zext i1 %r0 to i32
  %z1 = zext i1 %r1 to i32
  %z2 = zext i1 %r2 to i32
  %z3 = zext i1 %r3 to i32
  %z4 = zext i1 %r4 to i32
  %z5 = zext i1 %r5 to i32
  %z6 = zext i1 %r6 to i32
  %z7 = zext i1 %r7 to i32
  %z8 = zext i1 %r8 to i32
  %p1 = getelementptr inbounds i32, ptr %out, i64 1
  %p2 = getelementptr inbounds i32, ptr %out, i64 2
  %p3 = getelementptr inbounds i32, ptr %out, i64 3
  %p4 = getelementptr inbounds i32, ptr %out, i64 4
  %p5 = getelementptr inbounds i32, ptr %out, i64 5
  %p6 = getelementptr inbounds i32, ptr %out, i64 6
  %p7 = getelementptr inbounds i32, ptr %out, i64 7
  %p8 = getelementptr inbounds i32, ptr %out, i64 8
  store i32 %z0, ptr %out, align 4
  store i32 %z1, ptr %p1, align 4
  store i32 %z2, ptr %p2, align 4
  store i32 %z3, ptr %p3, align 4
  store i32 %z4, ptr %p4, align 4
  store i32 %z5, ptr %p5, align 4
  store i32 %z6, ptr %p6, align 4
  store i32 %z7, ptr %p7, align 4
  store i32 %z8, ptr %p8, align 4
  ret void
}

; Lane counts 6, 3 and 5: an odd lane left over on the way down.
;@ contract odd_reductions(out: i32[3], a: i32[6], b: i32[3], c: i16[5])
define void @odd_reductions(ptr %out, ptr %a, ptr %b, ptr %c) {
entry:
  %va = load <6 x i32>, ptr %a, align 4
  %vb = load <3 x i32>, ptr %b, align 4
  %vc = load <5 x i16>, ptr %c, align 2
  %ra = call i32 @llvm.vector.reduce.add.v6i32(<6 x i32> %va)
  %rb = call i32 @llvm.vector.reduce.smax.v3i32(<3 x i32> %vb)
  %rc = call i16 @llvm.vector.reduce.umin.v5i16(<5 x i16> %vc)
  %zc = zext i16 %rc to i32
  %p1 = getelementptr inbounds i32, ptr %out, i64 1
  %p2 = getelementptr inbounds i32, ptr %out, i64 2
  store i32 %ra, ptr %out, align 4
  store i32 %rb, ptr %p1, align 4
  store i32 %zc, ptr %p2, align 4
  ret void
}

; Ordered float reductions: ((s + v0) + v1) + ... and ((s * v0) * v1) * ..., rounding at every
; step, so any other order gives other bits on these inputs.
;@ contract ordered_reductions(out: f32[1], outd: f64[1], a: f32[6] in -1000.0..1000.0, d: f64[4] in 0.3..3.0, s: f32, t: f64)
define void @ordered_reductions(ptr %out, ptr %outd, ptr %a, ptr %d, float %s, double %t) {
entry:
  %va = load <6 x float>, ptr %a, align 4
  %vd = load <4 x double>, ptr %d, align 8
  %ra = call float @llvm.vector.reduce.fadd.v6f32(float %s, <6 x float> %va)
  %rd = call double @llvm.vector.reduce.fmul.v4f64(double %t, <4 x double> %vd)
  store float %ra, ptr %out, align 4
  store double %rd, ptr %outd, align 8
  ret void
}
