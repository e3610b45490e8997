; Hand-written functions for the shuffle and interleaved-group import rules the clang/opt corpus
; does not reach on x86 (masked store groups, store gaps, blends, rotations, permutations with
; undefined lanes, repeated lanes), each with its argument contract. tests/rules.rs imports
; them and runs them against LLVM's JIT; tests/mutations.rs plants import bugs in them.
; The masked store groups have the form LLVM's loop vectorizer gives them where masked
; interleaved stores are enabled: the interleaving shuffle leaves a gap member's lanes undefined,
; and the mask (the lane mask replicated by a shuffle, `and` a constant) has them off.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr, i32, <8 x i1>)
declare void @llvm.masked.store.v12i32.p0(<12 x i32>, ptr, i32, <12 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, i32, <16 x i1>)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, i32, <32 x i1>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, i32, <16 x i1>, <16 x float>)

; A rotation by one lane and a blend of two sources.
;@ contract rotate_blend(out: i32[16], a: i32[8], b: i32[8])
define void @rotate_blend(ptr %out, ptr %a, ptr %b) {
entry:
  %va = load <8 x i32>, ptr %a, align 4
  %vb = load <8 x i32>, ptr %b, align 4
  %rot = shufflevector <8 x i32> %va, <8 x i32> poison, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0>
  %blend = shufflevector <8 x i32> %va, <8 x i32> %vb, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 12, i32 5, i32 14, i32 7>
  store <8 x i32> %rot, ptr %out, align 4
  %hi = getelementptr inbounds i32, ptr %out, i64 8
  store <8 x i32> %blend, ptr %hi, align 4
  ret void
}

; A permutation with undefined lanes, written only where defined, under a reversed mask.
;@ contract perm_undef(out: f32[8], a: f32[8], c: i32[8] in 0..2)
define void @perm_undef(ptr %out, ptr %a, ptr %c) {
entry:
  %v = load <8 x float>, ptr %a, align 4
  %p = shufflevector <8 x float> %v, <8 x float> poison, <8 x i32> <i32 3, i32 undef, i32 7, i32 0, i32 undef, i32 5, i32 1, i32 6>
  %cv = load <8 x i32>, ptr %c, align 4
  %m = icmp ne <8 x i32> %cv, zeroinitializer
  %r = shufflevector <8 x i1> %m, <8 x i1> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %defined = and <8 x i1> %r, <i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true>
  call void @llvm.masked.store.v8f32.p0(<8 x float> %p, ptr %out, i32 4, <8 x i1> %defined)
  ret void
}

; Repeated lanes (each lane twice), used in arithmetic before the store.
;@ contract repeat(out: i32[16], a: i32[8])
define void @repeat(ptr %out, ptr %a) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %r = shufflevector <8 x i32> %v, <8 x i32> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %s = add <16 x i32> %r, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i32> %s, ptr %out, align 4
  ret void
}

; A store group of factor 3 whose middle member is a gap: undefined in the interleaving shuffle,
; off in the constant mask. The gap must not be written.
;@ contract store_gap(out: i32[12], a: i32[4], b: i32[4])
define void @store_gap(ptr %out, ptr %a, ptr %b) {
entry:
  %va = load <4 x i32>, ptr %a, align 4
  %vb = load <4 x i32>, ptr %b, align 4
  %ab = shufflevector <4 x i32> %va, <4 x i32> %vb, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %iv = shufflevector <8 x i32> %ab, <8 x i32> poison, <12 x i32> <i32 0, i32 undef, i32 4, i32 1, i32 undef, i32 5, i32 2, i32 undef, i32 6, i32 3, i32 undef, i32 7>
  call void @llvm.masked.store.v12i32.p0(<12 x i32> %iv, ptr %out, i32 4, <12 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true>)
  ret void
}

; A conditional store group of factor 4 with a gap (member 2): the lane mask replicated four
; times, `and` the constant gap mask.
;@ contract cond_store_gap(out: f32[16], x: f32[4], y: f32[4], z: f32[4], c: i32[4] in 0..2)
define void @cond_store_gap(ptr %out, ptr %x, ptr %y, ptr %z, ptr %c) {
entry:
  %vx = load <4 x float>, ptr %x, align 4
  %vy = load <4 x float>, ptr %y, align 4
  %vz = load <4 x float>, ptr %z, align 4
  %cv = load <4 x i32>, ptr %c, align 4
  %m = icmp ne <4 x i32> %cv, zeroinitializer
  %xy = shufflevector <4 x float> %vx, <4 x float> %vy, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %zz = shufflevector <4 x float> %vz, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef>
  %iv = shufflevector <8 x float> %xy, <8 x float> %zz, <16 x i32> <i32 0, i32 4, i32 undef, i32 8, i32 1, i32 5, i32 undef, i32 9, i32 2, i32 6, i32 undef, i32 10, i32 3, i32 7, i32 undef, i32 11>
  %im = shufflevector <4 x i1> %m, <4 x i1> poison, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3>
  %gm = and <16 x i1> %im, <i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %iv, ptr %out, i32 4, <16 x i1> %gm)
  ret void
}

; A store group of factor 8 of i16 with two gaps (members 2 and 5), members 6 and 7 repeating
; members 0 and 1.
;@ contract store_f8_i16(out: i16[32], a: i16[4], b: i16[4])
define void @store_f8_i16(ptr %out, ptr %a, ptr %b) {
entry:
  %va = load <4 x i16>, ptr %a, align 2
  %vb = load <4 x i16>, ptr %b, align 2
  %sum = add <4 x i16> %va, %vb
  %dif = sub <4 x i16> %va, %vb
  %ab = shufflevector <4 x i16> %va, <4 x i16> %vb, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %sd = shufflevector <4 x i16> %sum, <4 x i16> %dif, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %q = shufflevector <8 x i16> %ab, <8 x i16> %sd, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %iv = shufflevector <16 x i16> %q, <16 x i16> poison, <32 x i32> <i32 0, i32 4, i32 undef, i32 8, i32 12, i32 undef, i32 0, i32 4, i32 1, i32 5, i32 undef, i32 9, i32 13, i32 undef, i32 1, i32 5, i32 2, i32 6, i32 undef, i32 10, i32 14, i32 undef, i32 2, i32 6, i32 3, i32 7, i32 undef, i32 11, i32 15, i32 undef, i32 3, i32 7>
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %iv, ptr %out, i32 2, <32 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true>)
  ret void
}

; A masked load group whose pass-through is not undef: not a group (disabled lanes read 2.0),
; imported as one masked gather and two shuffles.
;@ contract load_passthru(out: f32[16], p: f32[16], c: i32[8] in 0..2)
define void @load_passthru(ptr %out, ptr %p, ptr %c) {
entry:
  %cv = load <8 x i32>, ptr %c, align 4
  %m = icmp ne <8 x i32> %cv, zeroinitializer
  %im = shufflevector <8 x i1> %m, <8 x i1> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %w = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %p, i32 4, <16 x i1> %im, <16 x float> <float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0, float 2.0>)
  %e = shufflevector <16 x float> %w, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x float> %w, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  store <8 x float> %e, ptr %out, align 4
  %hi = getelementptr inbounds float, ptr %out, i64 8
  store <8 x float> %o, ptr %hi, align 4
  ret void
}

; A load group of factor 6 of i64 with gaps: members 1 and 4 read.
;@ contract load_f6_i64(out: i64[8], p: i64[24])
define void @load_f6_i64(ptr %out, ptr %p) {
entry:
  %w = load <24 x i64>, ptr %p, align 8
  %m1 = shufflevector <24 x i64> %w, <24 x i64> poison, <4 x i32> <i32 1, i32 7, i32 13, i32 19>
  %m4 = shufflevector <24 x i64> %w, <24 x i64> poison, <4 x i32> <i32 4, i32 10, i32 16, i32 22>
  store <4 x i64> %m1, ptr %out, align 8
  %hi = getelementptr inbounds i64, ptr %out, i64 4
  store <4 x i64> %m4, ptr %hi, align 8
  ret void
}

; A wide load with a user that is not a de-interleaving shuffle: not a group.
;@ contract mixed_users(out: i32[24], p: i32[16])
define void @mixed_users(ptr %out, ptr %p) {
entry:
  %w = load <16 x i32>, ptr %p, align 4
  %e = shufflevector <16 x i32> %w, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  store <16 x i32> %w, ptr %out, align 4
  %hi = getelementptr inbounds i32, ptr %out, i64 16
  store <8 x i32> %e, ptr %hi, align 4
  ret void
}

; A permutation of a vector of pointers into one argument: the gather reads the lanes' addresses
; in the shuffled order.
;@ contract pointer_shuffle(out: i32[8], a: i32[m], idx: i32[8] in 0..m, m: 1..=64)
define void @pointer_shuffle(ptr %out, ptr %a, ptr %idx, i32 %m) {
entry:
  %i = load <8 x i32>, ptr %idx, align 4
  %p = getelementptr inbounds i32, ptr %a, <8 x i32> %i
  %q = getelementptr inbounds i32, ptr %a, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %r = shufflevector <8 x ptr> %p, <8 x ptr> %q, <8 x i32> <i32 7, i32 8, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %r, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison)
  store <8 x i32> %v, ptr %out, align 4
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32, <8 x i1>, <8 x i32>)

; Groups of half floats (no arithmetic: only their bits move): a factor-2 load group of 8 lanes
; split into two buffers, and the two buffers interleaved back by a factor-2 store group.
;@ contract groups_f16(even: i16[8], odd: i16[8], in: i16[16], out: i16[16])
define void @groups_f16(ptr %even, ptr %odd, ptr %in, ptr %out) {
entry:
  %w = load <16 x half>, ptr %in, align 2
  %e = shufflevector <16 x half> %w, <16 x half> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x half> %w, <16 x half> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  store <8 x half> %e, ptr %even, align 2
  store <8 x half> %o, ptr %odd, align 2
  %iv = shufflevector <8 x half> %o, <8 x half> %e, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x half> %iv, ptr %out, align 2
  ret void
}
