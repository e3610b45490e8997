; Hand-written functions, one per import rule the corpus does not reach, each with its argument
; contract. tests/rules.rs imports them and runs them against LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32, <8 x i1>, <8 x float>)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr, i32, <8 x i1>)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.abs.i32(i32, i1)

; A masked gather whose pass-through is not undef: disabled lanes read -1.0.
;@ contract passthru_gather(out: f32[8], a: f32[m], idx: i32[8] in 0..m, c: i32[8] in 0..2, m: 1..=64)
define void @passthru_gather(ptr %out, ptr %a, ptr %idx, ptr %c, i32 %m) {
entry:
  %i = load <8 x i32>, ptr %idx, align 4
  %cv = load <8 x i32>, ptr %c, align 4
  %mask = icmp ne <8 x i32> %cv, zeroinitializer
  %wide = sext <8 x i32> %i to <8 x i64>
  %ptrs = getelementptr inbounds float, ptr %a, <8 x i64> %wide
  %g = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %ptrs, i32 4, <8 x i1> %mask, <8 x float> <float -1.0, float -1.0, float -1.0, float -1.0, float -1.0, float -1.0, float -1.0, float -1.0>)
  store <8 x float> %g, ptr %out, align 4
  ret void
}

; A masked load with a pass-through and a masked store, through a scalar pointer.
;@ contract masked_load_store(out: i32[8], a: i32[8], c: i32[8] in 0..2)
define void @masked_load_store(ptr %out, ptr %a, ptr %c) {
entry:
  %cv = load <8 x i32>, ptr %c, align 4
  %mask = icmp eq <8 x i32> %cv, zeroinitializer
  %v = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %a, i32 4, <8 x i1> %mask, <8 x i32> <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>)
  %not = xor <8 x i1> %mask, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr %out, i32 4, <8 x i1> %not)
  ret void
}

; Shared local memory (address space 3) and a global buffer (address space 1).
;@ contract slm_gather(out: f32[n], lds: slm f32[64], idx: i32[n], n: 0..=40, m: 1..=64)
define void @slm_gather(ptr addrspace(1) %out, ptr addrspace(3) %lds, ptr addrspace(1) %idx, i32 %n, i32 %m) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %ip = getelementptr inbounds i32, ptr addrspace(1) %idx, i32 %i
  %raw = load i32, ptr addrspace(1) %ip, align 4
  ; Any index read from memory stays inside the 64 floats (reading past SLM is undefined).
  %j = and i32 %raw, 63
  %src = getelementptr inbounds float, ptr addrspace(3) %lds, i32 %j
  %x = load float, ptr addrspace(3) %src, align 4
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %x, ptr addrspace(1) %dst, align 4
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; Lane movement: slices, concatenation, insert/extract at constant lanes, splats; fneg, fabs, abs,
; i1 arithmetic and a pointer phi walking a buffer.
;@ contract lanes(out: f32[16], a: f32[16], b: i32[16], k: -50..=50)
define void @lanes(ptr %out, ptr %a, ptr %b, i32 %k) {
entry:
  %v = load <16 x float>, ptr %a, align 4
  %lo = shufflevector <16 x float> %v, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %hi = shufflevector <16 x float> %v, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %swapped = shufflevector <8 x float> %hi, <8 x float> %lo, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %mid = shufflevector <8 x float> %hi, <8 x float> %lo, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 undef, i32 11>
  %e3 = extractelement <8 x float> %mid, i32 3
  %neg = fneg float %e3
  %abs = call float @llvm.fabs.f32(float %neg)
  %ins = insertelement <16 x float> %swapped, float %abs, i32 5
  %s = insertelement <16 x float> poison, float %neg, i32 0
  %splat = shufflevector <16 x float> %s, <16 x float> poison, <16 x i32> zeroinitializer
  %sum = fadd <16 x float> %ins, %splat
  store <16 x float> %sum, ptr %out, align 4
  %bv = load <16 x i32>, ptr %b, align 4
  %kv = insertelement <16 x i32> undef, i32 %k, i32 3
  %kk = shufflevector <16 x i32> %kv, <16 x i32> undef, <16 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %lt = icmp slt <16 x i32> %bv, %kk
  %ge = icmp sge <16 x i32> %bv, zeroinitializer
  %both = add <16 x i1> %lt, %ge
  %wide = zext <16 x i1> %both to <16 x i32>
  %e0 = extractelement <16 x i32> %bv, i64 0
  %a0 = call i32 @llvm.abs.i32(i32 %e0, i1 false)
  %t = trunc i32 %a0 to i1
  %sel = select i1 %t, <16 x i32> %wide, <16 x i32> %bv
  store <16 x i32> %sel, ptr %b, align 4
  ret void
}

; A pointer phi and pointer compares: walk a buffer by pointer until the end.
;@ contract pointer_walk(a: i32[n], n: 0..=50)
define void @pointer_walk(ptr %a, i32 %n) {
entry:
  %end = getelementptr inbounds i32, ptr %a, i32 %n
  %empty = icmp eq ptr %a, %end
  br i1 %empty, label %done, label %loop
loop:
  %p = phi ptr [ %a, %entry ], [ %q, %loop ]
  %x = load i32, ptr %p, align 4
  %y = mul i32 %x, 3
  store i32 %y, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %more = icmp ult ptr %q, %end
  br i1 %more, label %loop, label %done
done:
  ret void
}

; NaN constants keep their sign and payload: a select of a float NaN with bits 0xFFC00001 (as a
; double in LLVM's text), a negative signalling double NaN with payload 1 stored as it is, and a
; masked load whose pass-through holds a NaN. LLVM keeps these bits, so the buffers compare bit
; for bit.
;@ contract nan_constants(out: f32[8], a: f32[8], c: i32[8] in 0..2, d: f64[2])
define void @nan_constants(ptr %out, ptr %a, ptr %c, ptr %d) {
entry:
  %v = load <8 x float>, ptr %a, align 4
  %cv = load <8 x i32>, ptr %c, align 4
  %m = icmp ne <8 x i32> %cv, zeroinitializer
  %s = select <8 x i1> %m, <8 x float> %v, <8 x float> <float 0xFFF8000020000000, float 0xFFF8000020000000, float 1.0, float 0xFFF8000020000000, float 0xFFF8000020000000, float 0xFFF8000020000000, float 0xFFF8000020000000, float 0xFFF8000020000000>
  store <8 x float> %s, ptr %out, align 4
  store double 0xFFF0000000000001, ptr %d, align 8
  %d1 = getelementptr inbounds double, ptr %d, i64 1
  %p = call <1 x double> @llvm.masked.load.v1f64.p0(ptr %d1, i32 8, <1 x i1> <i1 false>, <1 x double> <double 0x7FF4000000000abc>)
  %e = extractelement <1 x double> %p, i64 0
  store double %e, ptr %d1, align 8
  ret void
}
declare <1 x double> @llvm.masked.load.v1f64.p0(ptr, i32, <1 x i1>, <1 x double>)

; Narrow signed indices (issue 25, item 6): an `i8`/`i16` index, sign-extended by `sext` or used
; as is (GEP sign-extends it), negative as often as not, from the middle of the buffer: zero
; extension reads another element.
;@ contract narrow_indices(out: i32[4], a: i32[512], b: i8[2] in -100..100, h: i16[2] in -200..200)
define void @narrow_indices(ptr %out, ptr %a, ptr %b, ptr %h) {
entry:
  %mid = getelementptr inbounds i32, ptr %a, i64 256
  %b0 = load i8, ptr %b, align 1
  %e0 = sext i8 %b0 to i64
  %p0 = getelementptr inbounds i32, ptr %mid, i64 %e0
  %v0 = load i32, ptr %p0, align 4
  store i32 %v0, ptr %out, align 4
  %h0 = load i16, ptr %h, align 2
  %e1 = sext i16 %h0 to i64
  %p1 = getelementptr inbounds i32, ptr %mid, i64 %e1
  %v1 = load i32, ptr %p1, align 4
  %o1 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %v1, ptr %o1, align 4
  %bp = getelementptr inbounds i8, ptr %b, i64 1
  %b1 = load i8, ptr %bp, align 1
  %p2 = getelementptr inbounds i32, ptr %mid, i8 %b1
  %v2 = load i32, ptr %p2, align 4
  %o2 = getelementptr inbounds i32, ptr %out, i64 2
  store i32 %v2, ptr %o2, align 4
  %hp = getelementptr inbounds i16, ptr %h, i64 1
  %h1 = load i16, ptr %hp, align 2
  %p3 = getelementptr inbounds i32, ptr %mid, i16 %h1
  %v3 = load i32, ptr %p3, align 4
  %o3 = getelementptr inbounds i32, ptr %out, i64 3
  store i32 %v3, ptr %o3, align 4
  ret void
}

; `i1` sign-extended and converted as signed: true is -1 and -1.0.
;@ contract i1_signed(out: i32[8], fo: f32[8], a: i32[8])
define void @i1_signed(ptr %out, ptr %fo, ptr %a) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %c = icmp slt <8 x i32> %v, zeroinitializer
  %s = sext <8 x i1> %c to <8 x i32>
  store <8 x i32> %s, ptr %out, align 4
  %f = sitofp <8 x i1> %c to <8 x float>
  store <8 x float> %f, ptr %fo, align 4
  ret void
}

; The integer predicates the vectorized corpus never emits on equal or negative values (it
; canonicalises `<=` to `<`): elements in -2..2, so equal pairs and negative numbers (huge when
; unsigned) are frequent.
;@ contract int_predicates(out: i32[32], a: i32[8] in -2..2, b: i32[8] in -2..2)
define void @int_predicates(ptr %out, ptr %a, ptr %b) {
entry:
  %va = load <8 x i32>, ptr %a, align 4
  %vb = load <8 x i32>, ptr %b, align 4
  %c0 = icmp sle <8 x i32> %va, %vb
  %c1 = icmp sge <8 x i32> %va, %vb
  %c2 = icmp ule <8 x i32> %va, %vb
  %c3 = icmp uge <8 x i32> %va, %vb
  %z0 = zext <8 x i1> %c0 to <8 x i32>
  %z1 = zext <8 x i1> %c1 to <8 x i32>
  %z2 = zext <8 x i1> %c2 to <8 x i32>
  %z3 = zext <8 x i1> %c3 to <8 x i32>
  store <8 x i32> %z0, ptr %out, align 4
  %o1 = getelementptr inbounds i32, ptr %out, i64 8
  store <8 x i32> %z1, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %out, i64 16
  store <8 x i32> %z2, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %out, i64 24
  store <8 x i32> %z3, ptr %o3, align 4
  ret void
}
