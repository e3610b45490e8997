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

use memlower_ir::{BinOp, CmpPred, FCmpPred};

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
const NAN_HI: u32 = 0x7FF8_0000;

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
    /// Whole words move first (by `s / 32`, selected per word), then each word takes its own
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
        let q = self.shr(s, 5);
        let r = self.andk(s, 31);
        let zero = self.k(0);
        let qs = [1, 2, 3].map(|v| self.cmpk(CmpPred::Eq, q, v));
        let mut w = x;
        for i in 0..4 {
            let mut t = x[i];
            for (d, &m) in qs.iter().enumerate() {
                let src = from(i, d + 1).map_or(zero, |j| x[j]);
                t = self.sel(m, src, t);
            }
            w[i] = t;
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
    pub(super) fn shr128_jam(&mut self, x: Wide<M::W>, s: M::W) -> Wide<M::W> {
        let all = self.cmpk(CmpPred::Ugt, s, 127);
        let y = self.shr128(x, s);
        let zero = [0; 4].map(|_| self.k(0));
        let y = self.sel4(all, zero, y);
        let back = self.shl128(y, s);
        let mut same = self.0.mk(true);
        for i in 0..4 {
            let e = self.cmp(CmpPred::Eq, back[i], x[i]);
            same = self.mand(same, e);
        }
        let lost = self.mnot(same);
        let jam = self.bit(lost);
        let mut out = y;
        out[0] = self.or(y[0], jam);
        out
    }

    /// Leading zeros of a nonzero word by binary search (32 for 0).
    pub(super) fn clz32(&mut self, x: M::W) -> M::W {
        let mut x = x;
        let zero = self.is0(x);
        let mut n = self.k(0);
        for k in [16, 8, 4, 2, 1] {
            let small = self.cmpk(CmpPred::Ult, x, 1 << (32 - k));
            let moved = self.shl(x, k);
            x = self.sel(small, moved, x);
            let more = self.addk(n, k as i32);
            n = self.sel(small, more, n);
        }
        let thirty_two = self.k(32);
        self.sel(zero, thirty_two, n)
    }

    /// Leading zeros of a 128-bit value.
    pub(super) fn clz128(&mut self, x: Wide<M::W>) -> M::W {
        let mut word = x[0];
        let mut base = self.k(96);
        for (i, b) in [(1, 64), (2, 32), (3, 0)] {
            let nz = self.cmpk(CmpPred::Ne, x[i], 0);
            word = self.sel(nz, x[i], word);
            let bk = self.k(b);
            base = self.sel(nz, bk, base);
        }
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
struct Parts<W, B> {
    sign: W,
    /// The significand, low word and high word (implicit bit included).
    m: F64<W>,
    /// max(exponent field, 1).
    exp: W,
    zero: B,
    inf: B,
    nan: B,
}

fn unpack<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> Parts<M::W, M::M> {
    let sign = o.shr(hi, 31);
    let e0 = o.shr(hi, 20);
    let e = o.andk(e0, 0x7FF);
    let f = o.andk(hi, 0xF_FFFF);
    let sub = o.is0(e);
    let implicit = o.k(0x10_0000);
    let imp = o.or(f, implicit);
    let mhi = o.sel(sub, f, imp);
    let one = o.k(1);
    let exp = o.0.op(BinOp::UMax, e, one);
    let fz = o.or(f, lo);
    let frac0 = o.is0(fz);
    let top = o.cmpk(CmpPred::Eq, e, 0x7FF);
    let fnz = o.mnot(frac0);
    Parts {
        sign,
        m: (lo, mhi),
        exp,
        zero: o.mand(sub, frac0),
        inf: o.mand(top, frac0),
        nan: o.mand(top, fnz),
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
    let cframe = o.cmpk(CmpPred::Sgt, t, 73);
    let tm = o.addk(t, -73);
    let zero = o.k(0);
    let pr = o.sel(cframe, tm, zero);
    let twenty = o.k(20);
    let x = o.shl128(p, twenty);
    let x = o.shr128_jam(x, pr);
    let k73 = o.k(73);
    let tc = o.0.op(BinOp::SMin, t, k73);
    let left = o.cmpk(CmpPred::Sge, tc, 0);
    let cw = [pc.m.0, pc.m.1, zero, zero];
    let ls = o.0.op(BinOp::SMax, tc, zero);
    let yl = o.shl128(cw, ls);
    let ntc = o.sub(zero, tc);
    let rs = o.sel(left, zero, ntc);
    let yr = o.shr128_jam(cw, rs);
    let y = o.sel4(left, yl, yr);
    // A, the weight of window bit 0: lsb(P) - 20 + pr = ea + eb - 2170 + pr.
    let a0 = o.addk(eab, -2170);
    let win = o.add(a0, pr);

    // Sum: x + y, or x - y as x + !y + 1; a negative difference is negated.
    let sub = o.cmp(CmpPred::Ne, sp, pc.sign);
    let ones = o.k(u32::MAX);
    let ny = y.map(|w| o.xor(w, ones));
    let yy = o.sel4(sub, ny, y);
    let cin = o.bit(sub);
    let s = o.add128(x, yy, cin);
    let neg = o.cmpk(CmpPred::Slt, s[3], 0);
    let ns = s.map(|w| o.xor(w, ones));
    let one = o.k(1);
    let ns = o.add128(ns, [zero; 4], one);
    let s = o.sel4(neg, ns, s);
    let nb = o.bit(neg);
    let sign = if o.0.keep_product_sign() {
        sp
    } else {
        o.xor(sp, nb)
    };
    let s01 = o.or(s[0], s[1]);
    let s23 = o.or(s[2], s[3]);
    let sall = o.or(s01, s23);
    let exact_zero = o.is0(sall);

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
    let sticky = o.cmpk(CmpPred::Ne, st, 0);
    let lsb = o.andk(sig_lo, 1);
    let sb = o.bit(sticky);
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
    let res = o.sel2(exact_zero, (zero, zero), res);

    // Zero product: c itself, or a zero whose sign is negative only if both are.
    let pzero = o.mor(pa.zero, pb.zero);
    let both = o.and(sp, pc.sign);
    let bz = o.shl(both, 31);
    let cres = o.sel2(pc.zero, (zero, bz), c);
    let res = o.sel2(pzero, cres, res);
    // Infinities and NaNs.
    let res = o.sel2(pc.inf, c, res);
    let pinf = o.mor(pa.inf, pb.inf);
    let spi = o.shl(sp, 31);
    let pinf_hi = o.or(inf_hi, spi);
    let res = o.sel2(pinf, (zero, pinf_hi), res);
    let n1 = o.mor(pa.nan, pb.nan);
    let n2 = o.mor(n1, pc.nan);
    let ia_zb = o.mand(pa.inf, pb.zero);
    let ib_za = o.mand(pb.inf, pa.zero);
    let n3 = o.mor(ia_zb, ib_za);
    let icp = o.mand(pinf, pc.inf);
    let opposite = o.mand(icp, sub);
    let n4 = o.mor(n3, opposite);
    let nan = o.mor(n2, n4);
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
    let (nan, _) = nan_and_magnitude(o, (lo, hi));
    let sign = o.k(0x8000_0000);
    let flipped = o.xor(hi, sign);
    if keep_nan {
        return (lo, flipped);
    }
    let (zero, nan_hi) = (o.k(0), o.k(NAN_HI));
    o.sel2(nan, (zero, nan_hi), (lo, flipped))
}

/// Whether an f64 is a NaN, and its high word without the sign.
fn nan_and_magnitude<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> (M::M, M::W) {
    let mag = o.andk(hi, 0x7FFF_FFFF);
    let big = o.cmpk(CmpPred::Ugt, mag, 0x7FF0_0000);
    let top = o.cmpk(CmpPred::Eq, mag, 0x7FF0_0000);
    let lnz = o.cmpk(CmpPred::Ne, lo, 0);
    let t = o.mand(top, lnz);
    (o.mor(big, t), mag)
}

/// What compares need of one operand: NaN, and the order key (low, high).
fn key<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> (M::M, F64<M::W>) {
    let (nan, mag) = nan_and_magnitude(o, (lo, hi));
    let ml = o.or(mag, lo);
    let zero = o.is0(ml);
    let z = o.k(0);
    let hi = o.sel(zero, z, hi); // -0 is +0
    let s = o.k(31);
    let neg = o.0.op(BinOp::AShr, hi, s);
    let flip = o.k(0x8000_0000);
    let fh = o.or(neg, flip);
    (nan, (o.xor(lo, neg), o.xor(hi, fh)))
}

/// `fcmp pred a, b` on f64 bits.
pub(crate) fn fcmp<M: Words>(m: &mut M, pred: FCmpPred, a: F64<M::W>, b: F64<M::W>) -> M::M {
    let o = &mut Ops(m);
    let (na, ka) = key(o, a);
    let (nb, kb) = key(o, b);
    let uno = o.mor(na, nb);
    let hl = o.cmp(CmpPred::Ult, ka.1, kb.1);
    let he = o.cmp(CmpPred::Eq, ka.1, kb.1);
    let ll = o.cmp(CmpPred::Ult, ka.0, kb.0);
    let le = o.cmp(CmpPred::Eq, ka.0, kb.0);
    let t = o.mand(he, ll);
    let lt = o.mor(hl, t);
    let eq = o.mand(he, le);
    let ord = o.mnot(uno);
    // The ordered relation, then the NaN rule: ordered predicates are false on NaN,
    // unordered ones true.
    let rel = match pred {
        FCmpPred::Oeq | FCmpPred::Ueq => eq,
        FCmpPred::Olt | FCmpPred::Ult => lt,
        FCmpPred::Ole | FCmpPred::Ule => o.mor(lt, eq),
        FCmpPred::Ogt | FCmpPred::Ugt => {
            let le = o.mor(lt, eq);
            o.mnot(le)
        }
        FCmpPred::Oge | FCmpPred::Uge => o.mnot(lt),
        FCmpPred::One | FCmpPred::Une => o.mnot(eq),
        FCmpPred::Ord => return ord,
        FCmpPred::Uno => return uno,
    };
    if matches!(
        pred,
        FCmpPred::Oeq
            | FCmpPred::Ogt
            | FCmpPred::Oge
            | FCmpPred::Olt
            | FCmpPred::Ole
            | FCmpPred::One
    ) {
        o.mand(rel, ord)
    } else {
        o.mor(rel, uno)
    }
}

/// `minnum` (`max` false) or `maxnum` (`max` true) on f64 bits (SEMANTICS.md §4).
pub(crate) fn minmax<M: Words>(m: &mut M, max: bool, a: F64<M::W>, b: F64<M::W>) -> F64<M::W> {
    let o = &mut Ops(m);
    let (na, ka) = key(o, a);
    let (nb, kb) = key(o, b);
    let hl = o.cmp(CmpPred::Ult, ka.1, kb.1);
    let he = o.cmp(CmpPred::Eq, ka.1, kb.1);
    let ll = o.cmp(CmpPred::Ult, ka.0, kb.0);
    let le = o.cmp(CmpPred::Eq, ka.0, kb.0);
    let t = o.mand(he, ll);
    let lt = o.mor(hl, t);
    let eq = o.mand(he, le);
    let (first, second) = if max { (b, a) } else { (a, b) };
    let pick = o.sel2(lt, first, second);
    let op = if max { BinOp::And } else { BinOp::Or };
    let same = (o.0.op(op, a.0, b.0), o.0.op(op, a.1, b.1));
    let r = o.sel2(eq, same, pick);
    let r = o.sel2(na, b, r);
    let r = o.sel2(nb, a, r);
    let both = o.mand(na, nb);
    let (z, nan_hi) = (o.k(0), o.k(NAN_HI));
    o.sel2(both, (z, nan_hi), r)
}
