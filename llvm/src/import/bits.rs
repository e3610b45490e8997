//! Bit intrinsics with no memlower op of their own, expanded at import time into shifts and
//! logic, every shift amount below the element width (memlower leaves wider shifts undefined):
//!
//! | LLVM | memlower |
//! |---|---|
//! | `llvm.fshl(a, b, c)` on `iN` | `s = c & (N-1)`; `(a << s) \| ((b >> 1) >> (s ^ (N-1)))` |
//! | `llvm.fshr(a, b, c)` on `iN` | `s = c & (N-1)`; `((a << 1) << (s ^ (N-1))) \| (b >> s)` |
//! | `llvm.ctpop(x)` on `iN` | the SWAR count: pairs, nibbles, bytes (`& 0x55.., 0x33.., 0x0f..`), then for N of 16 and 32 `(x * 0x0101..) >> (N-8)`, for 64 (no 64-bit multiply) `x += x >> 8; x += x >> 16; x += x >> 32; x & 0x7f` |
//! | `llvm.ctlz(x, _)` on `iN` | the bits below the highest set one set too (`x \| x >> 1`, `>> 2`, ... `>> N/2`), then `ctpop` of its complement (N for 0, which a poison-on-zero flag also allows) |
//! | `llvm.cttz(x, _)` on `iN` | `ctpop(~x & (x - 1))`: the trailing zeros as ones (N for 0) |
//! | `llvm.bswap(x)` on `iN`, N a multiple of 16 | each byte masked and shifted to its mirror place, `or`ed: the low bytes `(x & 0xFF << 8k) << (N - 8 - 16k)`, the high ones `(x >> (16k + 8 - N)) & 0xFF << (N - 8 - 8k)`, the two ends without a mask |
//!
//! `s ^ (N-1)` is `N-1-s` for `s` in `0..N`, so the second shift of a pair moves by `N - s` in
//! two steps and gives 0 (fshl) or `b` alone (fshr) when `s` is 0, as LLVM defines. Funnel shifts,
//! counts and byte swaps of `i1` lanes are refused.

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
        if bits == 64 {
            // No 64-bit multiply in vISA: the bytes summed by shifts into the low byte (at
            // most 64, which fits it), the rest cleared.
            let mut sum = bytes;
            for s in [8, 16, 32] {
                let by = k(self, s);
                let down = self.bin(BinOp::LShr, sum, by);
                sum = self.bin(BinOp::Add, sum, down);
            }
            let low = k(self, 0x7F);
            return Ok(self.bin(BinOp::And, sum, low));
        }
        // The bytes summed into the top byte, then moved down.
        let h01 = k(self, repeat_byte(0x01, bits));
        let total = self.bin(BinOp::Mul, bytes, h01);
        let down = k(self, i64::from(bits) - 8);
        Ok(self.bin(BinOp::LShr, total, down))
    }

    /// `llvm.ctlz(x)` (`leading`) or `llvm.cttz(x)`: the number of leading or trailing zero
    /// bits of each element, the width for 0.
    pub(super) fn count_zeros(
        &mut self,
        i: V<'m>,
        leading: bool,
        x: Value,
    ) -> Result<Value, ImportError> {
        let Some(bits) = self.int_bits(x) else {
            return Err(self.unsupported(i, "a zero count of `i1` lanes"));
        };
        let ty = self.ty(x);
        let ones = self.iconst(ty, &[-1]);
        let zeros = if leading {
            // Every bit below the highest set one set too: the complement's ones are the
            // leading zeros.
            let mut smeared = x;
            let mut s = 1;
            while s < bits {
                if !(planted!(SmearShort) && 2 * s == bits) {
                    let k = self.iconst(ty, &[i64::from(s)]);
                    let down = self.bin(BinOp::LShr, smeared, k);
                    smeared = self.bin(BinOp::Or, smeared, down);
                }
                s *= 2;
            }
            self.bin(BinOp::Xor, smeared, ones)
        } else {
            // The trailing zeros as ones: below the lowest set bit of x, where x - 1 has ones
            // and x zeros.
            let one = self.iconst(ty, &[1]);
            let below = self.bin(BinOp::Sub, x, one);
            let not = self.bin(BinOp::Xor, x, ones);
            self.bin(BinOp::And, not, below)
        };
        self.popcount(i, zeros)
    }

    /// `llvm.bswap(x)`: the bytes of each element in the opposite order.
    pub(super) fn byte_swap(&mut self, i: V<'m>, x: Value) -> Result<Value, ImportError> {
        let bits = match self.int_bits(x) {
            Some(b) if b % 16 == 0 => b,
            _ => {
                return Err(
                    self.unsupported(i, "a byte swap of lanes not a whole number of byte pairs")
                )
            }
        };
        let ty = self.ty(x);
        let bytes = bits / 8;
        let mut out: Option<Value> = None;
        for k in 0..bytes {
            let byte = |cx: &mut Self, at: u32| cx.iconst(ty, &[0xFFi64 << (8 * at)]);
            // Byte k goes to byte `bytes - 1 - k`.
            let to = bytes - 1 - k;
            let moved = if planted!(BswapKeepsMiddle) && k != 0 && to != 0 {
                let m = byte(self, k);
                self.bin(BinOp::And, x, m)
            } else if to > k {
                // Up: mask, then shift (the bottom byte needs no mask: the shift to the top
                // drops every other bit).
                let amount = self.iconst(ty, &[i64::from(8 * (to - k))]);
                let src = if k == 0 {
                    x
                } else {
                    let m = byte(self, k);
                    self.bin(BinOp::And, x, m)
                };
                self.bin(BinOp::Shl, src, amount)
            } else {
                // Down: shift, then mask (the top byte needs none: zeros shift in).
                let amount = self.iconst(ty, &[i64::from(8 * (k - to))]);
                let down = self.bin(BinOp::LShr, x, amount);
                if k == bytes - 1 {
                    down
                } else {
                    let m = byte(self, to);
                    self.bin(BinOp::And, down, m)
                }
            };
            out = Some(match out {
                None => moved,
                Some(acc) => self.bin(BinOp::Or, acc, moved),
            });
        }
        out.ok_or_else(|| self.unsupported(i, "a byte swap of no bytes"))
    }
}
