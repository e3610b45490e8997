//! Bit intrinsics with no memlower op of their own, expanded at import time into shifts and
//! logic, every shift amount below the element width (memlower leaves wider shifts undefined):
//!
//! | LLVM | memlower |
//! |---|---|
//! | `llvm.fshl(a, b, c)` on `iN` | `s = c & (N-1)`; `(a << s) \| ((b >> 1) >> (s ^ (N-1)))` |
//! | `llvm.fshr(a, b, c)` on `iN` | `s = c & (N-1)`; `((a << 1) << (s ^ (N-1))) \| (b >> s)` |
//! | `llvm.ctpop(x)` on `iN` | the SWAR count: pairs, nibbles, bytes (`& 0x55.., 0x33.., 0x0f..`), then for N > 8 `(x * 0x0101..) >> (N-8)` |
//!
//! `s ^ (N-1)` is `N-1-s` for `s` in `0..N`, so the second shift of a pair moves by `N - s` in
//! two steps and gives 0 (fshl) or `b` alone (fshr) when `s` is 0, as LLVM defines. Funnel shifts
//! and counts of `i1` lanes are refused.

use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{BinOp, Value};

/// `byte` repeated over `bits` bits, as the i64 a constant holds.
fn repeat_byte(byte: u8, bits: u32) -> i64 {
    let all = u64::from_le_bytes([byte; 8]);
    let kept = if bits >= 64 {
        all
    } else {
        all & ((1u64 << bits) - 1)
    };
    kept as i64
}

impl<'m> FnCx<'_, 'm> {
    /// The element width of an integer value (`None` for masks and floats).
    fn int_bits(&self, v: Value) -> Option<u32> {
        let ty = self.ty(v);
        if ty.is_mask() {
            return None;
        }
        ty.elem().filter(|e| !e.is_float()).map(|e| e.bits())
    }

    /// `llvm.fshl` (`left`) or `llvm.fshr` with their three operands.
    pub(super) fn funnel_shift(
        &mut self,
        i: V<'m>,
        left: bool,
        vals: &[Value],
    ) -> Result<Value, ImportError> {
        let ([a, b, c], Some(bits)) = (vals, vals.first().and_then(|&a| self.int_bits(a))) else {
            return Err(self.unsupported(i, "a funnel shift of non-integer or `i1` operands"));
        };
        let ty = self.ty(*a);
        let top = self.iconst(ty, &[i64::from(bits) - 1]);
        let one = self.iconst(ty, &[1]);
        let s = self.bin(BinOp::And, *c, top);
        let rest = self.bin(BinOp::Xor, s, top);
        let (hi, lo) = if left {
            let hi = self.bin(BinOp::Shl, *a, s);
            let b1 = self.bin(BinOp::LShr, *b, one);
            (hi, self.bin(BinOp::LShr, b1, rest))
        } else {
            let a1 = self.bin(BinOp::Shl, *a, one);
            let hi = self.bin(BinOp::Shl, a1, rest);
            (hi, self.bin(BinOp::LShr, *b, s))
        };
        if planted!(FunnelDropsLow) {
            return Ok(hi);
        }
        Ok(self.bin(BinOp::Or, hi, lo))
    }

    /// `llvm.ctpop(x)`: the number of set bits of each element.
    pub(super) fn popcount(&mut self, i: V<'m>, x: Value) -> Result<Value, ImportError> {
        let Some(bits) = self.int_bits(x) else {
            return Err(self.unsupported(i, "a population count of `i1` lanes"));
        };
        let ty = self.ty(x);
        let k = |cx: &mut Self, v: i64| cx.iconst(ty, &[v]);
        let (m1, m2, m4) = (
            k(self, repeat_byte(0x55, bits)),
            k(self, repeat_byte(0x33, bits)),
            k(self, repeat_byte(0x0f, bits)),
        );
        let (one, two, four) = (k(self, 1), k(self, 2), k(self, 4));
        // Pairs: x - ((x >> 1) & 0x55..) counts each two bits in place.
        let half = self.bin(BinOp::LShr, x, one);
        let half = self.bin(BinOp::And, half, m1);
        let x = self.bin(BinOp::Sub, x, half);
        // Nibbles.
        let lo = self.bin(BinOp::And, x, m2);
        let hi = self.bin(BinOp::LShr, x, two);
        let hi = self.bin(BinOp::And, hi, m2);
        let x = self.bin(BinOp::Add, lo, hi);
        // Bytes.
        let hi = self.bin(BinOp::LShr, x, four);
        let sum = self.bin(BinOp::Add, x, hi);
        let bytes = self.bin(BinOp::And, sum, m4);
        if bits <= 8 || planted!(PopcountBytes) {
            return Ok(bytes);
        }
        // The bytes summed into the top byte, then moved down.
        let h01 = k(self, repeat_byte(0x01, bits));
        let total = self.bin(BinOp::Mul, bytes, h01);
        let down = k(self, i64::from(bits) - 8);
        Ok(self.bin(BinOp::LShr, total, down))
    }
}
