; llvm.memcpy and llvm.memset, which clang makes of copy and fill loops, imported as loops of
; masked 16-lane gathers and scatters (llvm/src/import/memops.rs): dword loops with a byte tail
; where both pointers are 4-aligned, byte loops otherwise; lengths from 0 to 300 bytes, so that
; empty copies, partial last trips and every tail length occur. tests/rules.rs runs them against
; LLVM's JIT.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)

;@ contract copy_aligned(out: u8[300], a: u8[300], n: 0..=300)
define void @copy_aligned(ptr %out, ptr %a, i32 %n) {
entry:
  %len = zext i32 %n to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %a, i64 %len, i1 false)
  ret void
}

; Byte-aligned and offset by 3 bytes into each buffer.
;@ contract copy_bytes(out: u8[304], a: u8[304], n: 0..=300)
define void @copy_bytes(ptr %out, ptr %a, i32 %n) {
entry:
  %d = getelementptr inbounds i8, ptr %out, i32 3
  %s = getelementptr inbounds i8, ptr %a, i32 1
  %len = zext i32 %n to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 %len, i1 false)
  ret void
}

;@ contract fill(out: u8[300], out2: u8[300], v: 0..=255, n: 0..=300)
define void @fill(ptr %out, ptr %out2, i32 %v, i32 %n) {
entry:
  %b = trunc i32 %v to i8
  %len = zext i32 %n to i64
  call void @llvm.memset.p0.i64(ptr align 4 %out, i8 %b, i64 %len, i1 false)
  %d = getelementptr inbounds i8, ptr %out2, i32 2
  %len2 = lshr i64 %len, 1
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 %b, i64 %len2, i1 false)
  ret void
}
