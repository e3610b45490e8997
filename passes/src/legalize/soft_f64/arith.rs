//! Double precision on 32-bit integer words: the algorithms, written once over [`Words`], a
//! machine of per-lane `u32` words and per-lane booleans with exactly the IR's integer ops.
//!
//! The pass instantiates it with IR values (each call emits one instruction, constants folded);
//! the tests instantiate it with plain `u32`s, so millions of inputs can be compared with the
//! host's `f64::mul_add` in a second, and the IR the pass emits runs the same sequence.
//!
//! **fma** (`a * b + c`, one rounding, nearest even), branchless:
//!
//! ```text
//!   unpack      sign, exponent field e, 53-bit significand m (implicit bit iff e != 0),
//!               effective exponent max(e, 1): value = m * 2^(max(e,1) - 1075)
//!   multiply    P = ma * mb exactly (< 2^106): 16-bit limbs, 16 i32 `mul`s, column sums
//!   align       a 128-bit window whose bit i weighs 2^(A + i). P sits at bit 20 (top < 2^126)
//!               and c at bit t = lsb(c) - lsb(P) + 20, unless c would reach past bit 126
//!               (t > 73): then c sits at 73 and P moves right by t - 73. The operand moved
//!               right keeps a sticky bit ("jam") at bit 0 for what fell off.
//!   add         two's complement over four words; a negative sum is negated (sign flips)
//!   normalise   shift left by min(clz, A + 1149): the leading 1 reaches bit 127 (normal) or
//!               the subnormal LSB reaches bit 75 (gradual underflow); A >= -1147, so >= 2
//!   round       significand = bits 127..75, round bit 74, sticky 73..0; up iff round and
//!               (sticky or odd); the carry ripples into the exponent (to the next binade,
//!               out of the subnormals, or to infinity)
//!   specials    NaN in, inf * 0, inf - inf: canonical NaN; inf product: inf; inf addend: it;
//!               zero product: c (zeros: +0 unless both are -0); exact cancellation: +0
//! ```
//!
//! Why the jam is exact: a bit is only ever shifted off when the other operand is so much
//! larger that the result's leading bit is at window bit 71 or above (or the result is
//! subnormal with its last bit at window bit 73), so round and sticky bits lie above the jam.
//!
//! **Compares** map the sign-magnitude bits to unsigned keys (`x ^ (ashr(x, 31) | 0x8000_0000)`
//! on the high word, after `-0` became `+0`) and compare the key pairs; NaNs are found on the
//! magnitude. **minnum/maxnum** pick by that order and fix NaN and equal operands as
//! `docs/SEMANTICS.md` says.
//!
//! **Predicates stay few and short-lived.** Xe-LP and DG2 have four 16-bit flag subregisters,
//! and each predicate of a lane group takes one; a predicate live across the algorithm makes
//! GenX_IR spill flags into GRFs. So what is read late is kept as a word: each operand's class
//! (zero, inf, NaN) as bits of one word, the effective subtraction and the negated sum's sign
//! as 0/1 and 0/-1 words (`xor` masks instead of selects), the sticky bit and the jam as
//! `umin(x, 1)`; each compare sits right before the selects that read it. Compares of words
//! made far earlier are avoided too (`clz128` tests an `or` of the high half, not each word):
//! GenX_IR folds such a compare into the instruction that made the word and holds its flag
//! from there. `tests/flag_spills.rs` pins the result: no flag spill on the f64 kernels.

use memlower_ir::{BinOp, CmpPred};

/// A machine of per-lane 32-bit words and booleans with the IR's integer ops. Shift amounts
/// must be below 32 (the IR leaves larger ones undefined); the algorithms keep them so.
pub(crate) trait Words {
    /// One `u32` per lane.
    type W: Copy;
    /// One boolean per lane.
    type M: Copy;
    /// A constant word.
    fn k(&mut self, v: u32) -> Self::W;
    /// A constant boolean.
    fn mk(&mut self, v: bool) -> Self::M;
    /// An integer op (`add sub mul and or xor shl lshr ashr umin umax smin smax`).
    fn op(&mut self, op: BinOp, a: Self::W, b: Self::W) -> Self::W;
    /// An integer compare.
    fn cmp(&mut self, p: CmpPred, a: Self::W, b: Self::W) -> Self::M;
    /// `and or xor` on booleans.
    fn mop(&mut self, op: BinOp, a: Self::M, b: Self::M) -> Self::M;
    /// `a` where `m`, else `b`.
    fn sel(&mut self, m: Self::M, a: Self::W, b: Self::W) -> Self::W;
    /// True if `w` is known to be the constant 0 (an op on it may be skipped).
    fn is_zero(&self, _w: Self::W) -> bool {
        false
    }
    /// The current mutation of the rounding (tests of the checker), if any.
    fn drop_sticky(&self) -> bool {
        false
    }
    /// The mutation of the sum's sign (tests of the checker): a negated sum keeps the
    /// product's sign.
    fn keep_product_sign(&self) -> bool {
        false
    }
    /// The mutation of the significand product (tests of the checker): the carry from its bit
    /// 63 into bit 64 is dropped.
    fn drop_product_carry(&self) -> bool {
        false
    }
    /// The mutation of `-0.0 - x` (tests of the checker): a NaN keeps its payload.
    fn keep_neg_nan(&self) -> bool {
        false
    }
    /// The mutation of the negated sum (tests of the checker): the `+ 1` of `!s + 1` does not
    /// carry out of the low word (a negated sum whose low word is 0 loses 2^32 units).
    fn drop_negation_carry(&self) -> bool {
        false
    }
    /// The mutation of the special cases (tests of the checker): `inf * 0` is not found, so
    /// it gives an infinity instead of the canonical NaN.
    fn miss_inf_times_zero(&self) -> bool {
        false
    }
    /// The mutation of the jam (tests of the checker): the mask of the bits shifted out is
    /// built with its first shift only (`(1 << t / 2) - 1`), so bits lost at `t / 2` and
    /// above do not set the sticky bit.
    fn half_jam_mask(&self) -> bool {
        false
    }
    /// The mutation of the leading-zero count (tests of the checker): a 128-bit value whose
    /// high 64 bits are 0 counts 32 zeros for them, not 64.
    fn short_low_half(&self) -> bool {
        false
    }
}

/// `op` on two words as the IR computes it; `None` where the IR's result is undefined (a shift
/// by 32 or more) or `op` is not an integer op.
pub(crate) fn eval(op: BinOp, a: u32, b: u32) -> Option<u32> {
    Some(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => a.checked_shl(b)?,
        BinOp::LShr => a.checked_shr(b)?,
        BinOp::AShr => (a as i32).checked_shr(b)? as u32,
        BinOp::UMin => a.min(b),
        BinOp::UMax => a.max(b),
        BinOp::SMin => (a as i32).min(b as i32) as u32,
        BinOp::SMax => (a as i32).max(b as i32) as u32,
        BinOp::UMulH => ((u64::from(a) * u64::from(b)) >> 32) as u32,
        BinOp::SMulH => ((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32,
        BinOp::MinNum | BinOp::MaxNum => return None,
    })
}

/// `cmp p a, b` on two words.
pub(crate) fn eval_cmp(p: CmpPred, a: u32, b: u32) -> bool {
    let (x, y) = (a as i32, b as i32);
    match p {
        CmpPred::Eq => a == b,
        CmpPred::Ne => a != b,
        CmpPred::Ult => a < b,
        CmpPred::Ule => a <= b,
        CmpPred::Ugt => a > b,
        CmpPred::Uge => a >= b,
        CmpPred::Slt => x < y,
        CmpPred::Sle => x <= y,
        CmpPred::Sgt => x > y,
        CmpPred::Sge => x >= y,
    }
}

/// An f64 as its (low, high) words.
pub(crate) type F64<W> = (W, W);

/// 128 bits, least significant word first.
type Wide<W> = [W; 4];

/// The canonical NaN's high word (its low word is 0).
pub(super) const NAN_HI: u32 = 0x7FF8_0000;

/// Shorthands over a [`Words`] machine.
pub(super) struct Ops<'a, M: Words>(pub(super) &'a mut M);

impl<M: Words> Ops<'_, M> {
    pub(super) fn k(&mut self, v: u32) -> M::W {
        self.0.k(v)
    }
    pub(super) fn add(&mut self, a: M::W, b: M::W) -> M::W {
        self.0.op(BinOp::Add, a, b)
    }
    pub(super) fn sub(&mut self, a: M::W, b: M::W) -> M::W {
        self.0.op(BinOp::Sub, a, b)
    }
    pub(super) fn and(&mut self, a: M::W, b: M::W) -> M::W {
        self.0.op(BinOp::And, a, b)
    }
    pub(super) fn or(&mut self, a: M::W, b: M::W) -> M::W {
        self.0.op(BinOp::Or, a, b)
    }
    pub(super) fn xor(&mut self, a: M::W, b: M::W) -> M::W {
        self.0.op(BinOp::Xor, a, b)
    }
    pub(super) fn andk(&mut self, a: M::W, v: u32) -> M::W {
        let v = self.k(v);
        self.and(a, v)
    }
    pub(super) fn addk(&mut self, a: M::W, v: i32) -> M::W {
        let v = self.k(v as u32);
        self.add(a, v)
    }
    pub(super) fn shl(&mut self, a: M::W, s: u32) -> M::W {
        let s = self.k(s);
        self.0.op(BinOp::Shl, a, s)
    }
    pub(super) fn shr(&mut self, a: M::W, s: u32) -> M::W {
        let s = self.k(s);
        self.0.op(BinOp::LShr, a, s)
    }
    pub(super) fn cmp(&mut self, p: CmpPred, a: M::W, b: M::W) -> M::M {
        self.0.cmp(p, a, b)
    }
    pub(super) fn cmpk(&mut self, p: CmpPred, a: M::W, v: u32) -> M::M {
        let v = self.k(v);
        self.0.cmp(p, a, v)
    }
    pub(super) fn is0(&mut self, a: M::W) -> M::M {
        self.cmpk(CmpPred::Eq, a, 0)
    }
    pub(super) fn mand(&mut self, a: M::M, b: M::M) -> M::M {
        self.0.mop(BinOp::And, a, b)
    }
    pub(super) fn mor(&mut self, a: M::M, b: M::M) -> M::M {
        self.0.mop(BinOp::Or, a, b)
    }
    pub(super) fn mnot(&mut self, a: M::M) -> M::M {
        let t = self.0.mk(true);
        self.0.mop(BinOp::Xor, a, t)
    }
    pub(super) fn sel(&mut self, m: M::M, a: M::W, b: M::W) -> M::W {
        self.0.sel(m, a, b)
    }
    pub(super) fn sel2(&mut self, m: M::M, a: F64<M::W>, b: F64<M::W>) -> F64<M::W> {
        (self.sel(m, a.0, b.0), self.sel(m, a.1, b.1))
    }
    pub(super) fn sel4(&mut self, m: M::M, a: Wide<M::W>, b: Wide<M::W>) -> Wide<M::W> {
        [0, 1, 2, 3].map(|i| self.0.sel(m, a[i], b[i]))
    }
    /// 1 where `m`, else 0.
    pub(super) fn bit(&mut self, m: M::M) -> M::W {
        let (one, zero) = (self.k(1), self.k(0));
        self.sel(m, one, zero)
    }

    /// The 128-bit `x << s` for `s` in 0..=127 (larger amounts are clamped).
    pub(super) fn shl128(&mut self, x: Wide<M::W>, s: M::W) -> Wide<M::W> {
        self.shift128(x, s, true)
    }

    /// The 128-bit `x >> s` for `s` in 0..=127 (larger amounts are clamped).
    pub(super) fn shr128(&mut self, x: Wide<M::W>, s: M::W) -> Wide<M::W> {
        self.shift128(x, s, false)
    }

    /// The 128-bit shift of `x` by `s` in 0..=127 (clamped), towards the high word if `left`.
    /// Whole words move first (by `s / 32`, in two selected stages), then each word takes its own
    /// bits shifted by `s % 32` and the bits that cross in from its neighbour on the other side
    /// (shifted in two steps, by 1 then by `31 - s % 32`, so that no amount reaches 32).
    fn shift128(&mut self, x: Wide<M::W>, s: M::W, left: bool) -> Wide<M::W> {
        // The word `dist` words away from word `i`, on the side bits come from.
        let from = |i: usize, dist: usize| -> Option<usize> {
            if left {
                i.checked_sub(dist)
            } else {
                Some(i + dist).filter(|&j| j < 4)
            }
        };
        let (toward, away) = if left {
            (BinOp::Shl, BinOp::LShr)
        } else {
            (BinOp::LShr, BinOp::Shl)
        };
        let c = self.k(127);
        let s = self.0.op(BinOp::UMin, s, c);
        let r = self.andk(s, 31);
        let zero = self.k(0);
        // Whole words in two stages, by one word if bit 5 of `s` is set, then by two if bit 6
        // is: one predicate live at a time, each tested right before its four selects.
        let mut w = x;
        for (bit, d) in [(32, 1), (64, 2)] {
            let m = self.test(s, bit);
            let before = w;
            for (i, wi) in w.iter_mut().enumerate() {
                let src = from(i, d).map_or(zero, |j| before[j]);
                *wi = self.sel(m, src, *wi);
            }
        }
        let k31 = self.k(31);
        let inv = self.xor(r, k31); // 31 - r
        let one = |o: &mut Self, v: M::W| if left { o.shr(v, 1) } else { o.shl(v, 1) };
        let mut out = w;
        for i in 0..4 {
            let own = self.0.op(toward, w[i], r);
            let next = from(i, 1).map_or(zero, |j| w[j]);
            let n1 = one(self, next);
            let n2 = self.0.op(away, n1, inv);
            out[i] = self.or(own, n2);
        }
        out
    }

    /// `x >> s` for any `s` (0 from 128 on), with bit 0 set when a 1 was shifted out.
    /// What was shifted out is `x`'s bits below `s`, masked word by word as words (no
    /// predicate, and no second 128-bit shift whose compares `cse` would merge with the first
    /// one's, keeping them live from one to the other).
    pub(super) fn shr128_jam(&mut self, x: Wide<M::W>, s: M::W) -> Wide<M::W> {
        let y = self.shr128(x, s);
        let all = self.cmpk(CmpPred::Ugt, s, 127);
        let zero = [0; 4].map(|_| self.k(0));
        let y = self.sel4(all, zero, y);
        let mut lost = self.k(0);
        for (i, &w) in x.iter().enumerate() {
            if self.0.is_zero(w) {
                continue;
            }
            let m = self.bits_below(s, 32 * i as u32);
            let l = self.and(w, m);
            lost = self.or(lost, l);
        }
        let jam = self.nonzero(lost);
        let mut out = y;
        out[0] = self.or(y[0], jam);
        out
    }

    /// The mask of a word's bits below `s - base` (all of them from 32 on, none at 0 or
    /// below): `(1 << t) - 1` for `t` clamped to 0..=32, shifted in two steps (`t / 2`, then
    /// the rest) so that 32 is reached without a shift by 32.
    fn bits_below(&mut self, s: M::W, base: u32) -> M::W {
        let zero = self.k(0);
        let t = self.addk(s, -(base as i32));
        let t = if base == 0 {
            t
        } else {
            self.0.op(BinOp::SMax, t, zero)
        };
        let k32 = self.k(32);
        let t = self.0.op(BinOp::SMin, t, k32);
        let h = self.shr(t, 1);
        let r = self.sub(t, h);
        let one = self.k(1);
        let m = self.0.op(BinOp::Shl, one, h);
        let m = if self.0.half_jam_mask() {
            m
        } else {
            self.0.op(BinOp::Shl, m, r)
        };
        self.addk(m, -1)
    }

    /// 1 where `x` is nonzero, else 0 (`umin x, 1`).
    pub(super) fn nonzero(&mut self, x: M::W) -> M::W {
        let one = self.k(1);
        self.0.op(BinOp::UMin, x, one)
    }

    /// `x & bit != 0`, a predicate to use right away.
    pub(super) fn test(&mut self, x: M::W, bit: u32) -> M::M {
        let b = self.andk(x, bit);
        self.cmpk(CmpPred::Ne, b, 0)
    }

    /// Leading zeros of a nonzero word by binary search (32 for 0).
    pub(super) fn clz32(&mut self, x: M::W) -> M::W {
        let mut x = x;
        let mut n = self.k(0);
        for k in [16, 8, 4, 2, 1] {
            let small = self.cmpk(CmpPred::Ult, x, 1 << (32 - k));
            let moved = self.shl(x, k);
            x = self.sel(small, moved, x);
            let more = self.addk(n, k as i32);
            n = self.sel(small, more, n);
        }
        // The shifted word is 0 only if `x` was (else its bit 31 is set now): tested here, not
        // at the start, so no predicate lives across the search.
        let zero = self.is0(x);
        let thirty_two = self.k(32);
        self.sel(zero, thirty_two, n)
    }

    /// Leading zeros of a 128-bit value, by halves: the high 64 bits if nonzero, then the
    /// high word of that pair if nonzero. Each compare reads a value made right before it (an
    /// `or`, a `sel`), where testing the words themselves let the finalizer fold the compares
    /// into the far earlier instructions that made them and hold their flags from there.
    pub(super) fn clz128(&mut self, x: Wide<M::W>) -> M::W {
        let h = self.or(x[3], x[2]);
        let hi = self.cmpk(CmpPred::Ne, h, 0);
        let (a, b) = self.sel2(hi, (x[3], x[2]), (x[1], x[0]));
        let low_base = if self.0.short_low_half() { 32 } else { 64 };
        let (k0, k64) = (self.k(0), self.k(low_base));
        let base = self.sel(hi, k0, k64);
        let top = self.cmpk(CmpPred::Ne, a, 0);
        let word = self.sel(top, a, b);
        let below = self.addk(base, 32);
        let base = self.sel(top, base, below);
        let n = self.clz32(word);
        self.add(base, n)
    }

    /// `a + b + cin` over four words.
    pub(super) fn add128(&mut self, a: Wide<M::W>, b: Wide<M::W>, cin: M::W) -> Wide<M::W> {
        let mut carry = cin;
        let mut out = a;
        for i in 0..4 {
            let t = self.add(a[i], b[i]);
            let c1 = self.cmp(CmpPred::Ult, t, a[i]);
            let s = self.add(t, carry);
            let c2 = self.cmp(CmpPred::Ult, s, t);
            out[i] = s;
            if i < 3 {
                let c = self.mor(c1, c2);
                carry = self.bit(c);
            }
        }
        out
    }

    /// `x + c` over four words for a carry word `c` of 0 or 1: each word's carry out is
    /// `c - umin(sum, c)` (1 only if the word wrapped to 0), a word, not a predicate.
    pub(super) fn inc128(&mut self, x: Wide<M::W>, c: M::W) -> Wide<M::W> {
        let drop_carry = self.0.drop_negation_carry();
        let mut carry = c;
        let mut out = x;
        for i in 0..4 {
            let s = self.add(x[i], carry);
            out[i] = s;
            if i < 3 {
                let m = self.0.op(BinOp::UMin, s, carry);
                carry = self.sub(carry, m);
                if drop_carry && i == 0 {
                    carry = self.k(0);
                }
            }
        }
        out
    }

    /// `ma * mb` for significands of at most 53 bits (low word, high word of 21 bits), exact.
    pub(super) fn mul53(&mut self, a: F64<M::W>, b: F64<M::W>) -> Wide<M::W> {
        let limbs = |o: &mut Self, (lo, hi): F64<M::W>| {
            let l0 = o.andk(lo, 0xFFFF);
            let l1 = o.shr(lo, 16);
            let l2 = o.andk(hi, 0xFFFF);
            let l3 = o.shr(hi, 16);
            [l0, l1, l2, l3]
        };
        let (la, lb) = (limbs(self, a), limbs(self, b));
        // Column k collects the 16-bit halves of the partial products of weight 2^(16k): at
        // most 8 terms below 2^16 each, so no column overflows.
        let mut col: [Option<M::W>; 8] = [None; 8];
        let mut put = |o: &mut Self, k: usize, v: M::W| {
            col[k] = Some(match col[k] {
                Some(c) => o.add(c, v),
                None => v,
            });
        };
        for (i, &x) in la.iter().enumerate() {
            for (j, &y) in lb.iter().enumerate() {
                let p = self.0.op(BinOp::Mul, x, y);
                let lo = self.andk(p, 0xFFFF);
                let hi = self.shr(p, 16);
                put(self, i + j, lo);
                put(self, i + j + 1, hi);
            }
        }
        let mut carry = self.k(0);
        let mut limb = [carry; 8];
        let drop_carry = self.0.drop_product_carry();
        for (k, c) in col.into_iter().enumerate() {
            let c = c.unwrap_or(carry);
            let t = if k == 0 { c } else { self.add(c, carry) };
            limb[k] = self.andk(t, 0xFFFF);
            carry = if drop_carry && k == 3 {
                self.k(0)
            } else {
                self.shr(t, 16)
            };
        }
        [0, 1, 2, 3].map(|w| {
            let up = self.shl(limb[2 * w + 1], 16);
            self.or(limb[2 * w], up)
        })
    }
}

/// What `fma` needs to know about one operand.
struct Parts<W> {
    sign: W,
    /// The significand, low word and high word (implicit bit included).
    m: F64<W>,
    /// max(exponent field, 1).
    exp: W,
    /// Its class as bits of a word: [`ZERO`], [`INF`], [`NAN`] (none for a finite nonzero).
    /// A word, not predicates: the classes are read at the end of `fma`, and nine predicates
    /// live across it would not fit the four flag registers.
    cls: W,
}

/// Class bits of [`Parts::cls`].
const ZERO: u32 = 1;
const INF: u32 = 2;
const NAN: u32 = 4;

fn unpack<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> Parts<M::W> {
    let sign = o.shr(hi, 31);
    let e0 = o.shr(hi, 20);
    let e = o.andk(e0, 0x7FF);
    let f = o.andk(hi, 0xF_FFFF);
    // The implicit bit, 1 unless the exponent field is 0.
    let enz = o.nonzero(e);
    let imp = o.shl(enz, 20);
    let mhi = o.or(f, imp);
    let one = o.k(1);
    let exp = o.0.op(BinOp::UMax, e, one);
    // Class: zero iff exponent and fraction are 0; inf or NaN iff the exponent is all ones
    // (e + 1 reaches bit 11), NaN iff the fraction is nonzero too (INF << 1).
    let fz = o.or(f, lo);
    let fnz = o.nonzero(fz);
    let e1 = o.addk(e, 1);
    let top = o.shr(e1, 11);
    let t2 = o.shl(top, 1);
    let special = o.0.op(BinOp::Shl, t2, fnz);
    let ef = o.or(e, fz);
    let nz = o.nonzero(ef);
    let zero = o.0.op(BinOp::Xor, nz, one);
    let cls = o.or(special, zero);
    Parts {
        sign,
        m: (lo, mhi),
        exp,
        cls,
    }
}

/// `a * b + c` rounded once to nearest even, canonical NaN (module docs).
pub(crate) fn fma<M: Words>(m: &mut M, a: F64<M::W>, b: F64<M::W>, c: F64<M::W>) -> F64<M::W> {
    let drop_sticky = m.drop_sticky();
    let o = &mut Ops(m);
    let (pa, pb, pc) = (unpack(o, a), unpack(o, b), unpack(o, c));
    let sp = o.xor(pa.sign, pb.sign);
    let p = o.mul53(pa.m, pb.m);

    // t = lsb(c) - lsb(P) + 20 = ec - ea - eb + 1095: where c's last bit sits in P's window.
    let eab = o.add(pa.exp, pb.exp);
    let ec = o.addk(pc.exp, 1095);
    let t = o.sub(ec, eab);
    let zero = o.k(0);
    // P moves right by t - 73 when c would reach past bit 126, else not at all.
    let tm = o.addk(t, -73);
    let pr = o.0.op(BinOp::SMax, tm, zero);
    let twenty = o.k(20);
    let x = o.shl128(p, twenty);
    let x = o.shr128_jam(x, pr);
    let k73 = o.k(73);
    let tc = o.0.op(BinOp::SMin, t, k73);
    let cw = [pc.m.0, pc.m.1, zero, zero];
    let ls = o.0.op(BinOp::SMax, tc, zero);
    let yl = o.shl128(cw, ls);
    let ntc = o.sub(zero, tc);
    let rs = o.0.op(BinOp::SMax, ntc, zero);
    let yr = o.shr128_jam(cw, rs);
    let left = o.cmpk(CmpPred::Sge, tc, 0);
    let y = o.sel4(left, yl, yr);
    // A, the weight of window bit 0: lsb(P) - 20 + pr = ea + eb - 2170 + pr.
    let a0 = o.addk(eab, -2170);
    let win = o.add(a0, pr);

    // Sum: x + y, or x - y as x + !y + 1 (`!y` = y ^ -1); a negative difference is negated
    // the same way (s ^ -1, + 1). Signs as 0/1 words, masks as 0/-1 words: no predicate.
    let sub = o.xor(sp, pc.sign);
    let subm = o.sub(zero, sub);
    let yy = y.map(|w| o.xor(w, subm));
    let s = o.add128(x, yy, sub);
    let k31 = o.k(31);
    let negm = o.0.op(BinOp::AShr, s[3], k31);
    let nb = o.shr(s[3], 31);
    let ns = s.map(|w| o.xor(w, negm));
    let s = o.inc128(ns, nb);
    let sign = if o.0.keep_product_sign() {
        sp
    } else {
        o.xor(sp, nb)
    };
    let s01 = o.or(s[0], s[1]);
    let s23 = o.or(s[2], s[3]);
    let sall = o.or(s01, s23);

    // Normalise: leading 1 to bit 127, or the subnormal LSB to bit 75.
    let clz = o.clz128(s);
    let lim = o.addk(win, 1149);
    let lim = o.0.op(BinOp::SMax, lim, zero);
    let sh = o.0.op(BinOp::SMin, clz, lim);
    let n = o.shl128(s, sh);
    let normal = o.cmp(CmpPred::Eq, sh, clz);
    let eb = o.sub(lim, clz);
    let ebase = o.sel(normal, eb, zero);

    // Round: significand n[127..75], round bit n[74], sticky n[73..0].
    let sig_hi = o.shr(n[3], 11);
    let s1 = o.shl(n[3], 21);
    let s2 = o.shr(n[2], 11);
    let sig_lo = o.or(s1, s2);
    let r0 = o.shr(n[2], 10);
    let round = o.andk(r0, 1);
    let st0 = o.andk(n[2], 0x3FF);
    let st1 = o.or(n[1], n[0]);
    let st = o.or(st0, st1);
    let lsb = o.andk(sig_lo, 1);
    let sb = o.nonzero(st);
    let sb = if drop_sticky { zero } else { sb };
    let tie = o.or(sb, lsb);
    let up = o.and(round, tie);
    let eh = o.shl(ebase, 20);
    let hi = o.add(eh, sig_hi);
    let lo = o.add(sig_lo, up);
    let carry = o.cmp(CmpPred::Ult, lo, sig_lo);
    let cb = o.bit(carry);
    let hi = o.add(hi, cb);
    let sg = o.shl(sign, 31);
    let hi = o.or(hi, sg);
    let over = o.cmpk(CmpPred::Sgt, ebase, 2045);
    let inf_hi = o.k(0x7FF0_0000);
    let sinf = o.or(inf_hi, sg);
    let res = (lo, hi);
    let res = o.sel2(over, (zero, sinf), res);
    let exact_zero = o.is0(sall);
    let res = o.sel2(exact_zero, (zero, zero), res);
    specials(o, [&pa, &pb, &pc], (sp, sub), c, res)
}

/// The special cases of `fma` over its rounded result `res`, from the operands' class words:
/// a zero product gives `c` (or a zero whose sign is negative only if both are), an infinite
/// `c` itself, an infinite product the infinity, and a NaN in, `inf * 0` or `inf - inf`
/// (`sub`: the signs of the product, `sp`, and of `c` differ) the canonical NaN. Each test is
/// a compare right before its selects, so a predicate lives for two instructions.
fn specials<M: Words>(
    o: &mut Ops<M>,
    [pa, pb, pc]: [&Parts<M::W>; 3],
    (sp, sub): (M::W, M::W),
    c: F64<M::W>,
    res: F64<M::W>,
) -> F64<M::W> {
    let zero = o.k(0);
    let cab = o.or(pa.cls, pb.cls);
    let both = o.and(sp, pc.sign);
    let bz = o.shl(both, 31);
    let czero = o.test(pc.cls, ZERO);
    let cres = o.sel2(czero, (zero, bz), c);
    let pzero = o.test(cab, ZERO);
    let res = o.sel2(pzero, cres, res);
    let cinf = o.test(pc.cls, INF);
    let res = o.sel2(cinf, c, res);
    let spi = o.shl(sp, 31);
    let inf_hi = o.k(0x7FF0_0000);
    let pinf_hi = o.or(inf_hi, spi);
    let pinf = o.test(cab, INF);
    let res = o.sel2(pinf, (zero, pinf_hi), res);
    // NaN: a NaN operand (NAN in any class), inf * 0 (INF of one factor over ZERO of the
    // other: INF >> 1 is ZERO), inf - inf (INF of the product and of c, and `sub`).
    let any = o.or(cab, pc.cls);
    let ia = o.shr(pa.cls, 1);
    let ia_zb = o.and(ia, pb.cls);
    let ib = o.shr(pb.cls, 1);
    let ib_za = o.and(ib, pa.cls);
    let inf0 = o.or(ia_zb, ib_za);
    let inf0 = if o.0.miss_inf_times_zero() {
        zero
    } else {
        o.shl(inf0, 2)
    };
    let icp = o.and(cab, pc.cls);
    let s1 = o.shl(sub, 1);
    let opposite = o.and(icp, s1);
    let opposite = o.shl(opposite, 1);
    let n1 = o.or(any, inf0);
    let n2 = o.or(n1, opposite);
    let nan = o.test(n2, NAN);
    let nan_hi = o.k(NAN_HI);
    o.sel2(nan, (zero, nan_hi), res)
}

/// `-0.0 - x`: `x` with its sign flipped (one `xor` of the high word; exact, as IEEE's
/// subtraction from -0 is for every number, the zeros, subnormals and infinities included), and
/// a NaN made the canonical NaN, as every arithmetic result of the IR is. The general
/// subtraction costs a full `fma`; this is a few word ops.
pub(crate) fn neg<M: Words>(m: &mut M, (lo, hi): F64<M::W>) -> F64<M::W> {
    let keep_nan = m.keep_neg_nan();
    let o = &mut Ops(m);
    let (t, _) = nan_key(o, (lo, hi));
    let sign = o.k(0x8000_0000);
    let flipped = o.xor(hi, sign);
    if keep_nan {
        return (lo, flipped);
    }
    let nan = o.cmpk(CmpPred::Ugt, t, 0x7FF0_0000);
    let (zero, nan_hi) = (o.k(0), o.k(NAN_HI));
    o.sel2(nan, (zero, nan_hi), (lo, flipped))
}

/// An f64's high word without the sign, `mag`, and `t = mag | (lo != 0)`: the f64 is a NaN
/// iff `t > 0x7FF0_0000` (unsigned), a word the caller compares where it needs the predicate.
pub(super) fn nan_key<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> (M::W, M::W) {
    let mag = o.andk(hi, 0x7FFF_FFFF);
    let lnz = o.nonzero(lo);
    (o.or(mag, lnz), mag)
}
