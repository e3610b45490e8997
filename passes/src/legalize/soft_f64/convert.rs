//! Conversions to and from f64 on 32-bit words, for `soft-f64` (docs/SEMANTICS.md §4: integers
//! and f32 widen exactly, f64 narrows to f32 rounding to nearest even with gradual underflow and
//! overflow to infinity, floats truncate toward zero into integers, a NaN becomes the canonical
//! NaN). Out-of-range float-to-integer conversions are undefined values there, so the word
//! computed for them is whatever the sequence gives.
//!
//! ```text
//!   sitofp/uitofp i32 → f64   |x| normalised by its leading zeros: exact (53 bits hold 32)
//!   fpext f32 → f64           exponent rebiased (+896), fraction moved up 29 bits; subnormals
//!                             normalised; inf kept, NaN canonical
//!   fptrunc f64 → f32         significand shifted right by max(29, 926 - e) keeping a round
//!                             and a sticky bit; rounded as fma rounds (the carry may reach the
//!                             next binade or infinity)
//!   fptosi/fptoui f64 → i32   significand shifted right by 1075 - e (0 below 1.0), negated
//!                             for a negative fptosi
//! ```

use super::arith::{Ops, Words, F64};
use memlower_ir::{BinOp, CmpPred};

/// The canonical f32 NaN.
const NAN32: u32 = 0x7FC0_0000;

/// An i32 (`signed`) or u32 as f64, exactly.
pub(crate) fn int_to_f64<M: Words>(m: &mut M, x: M::W, signed: bool) -> F64<M::W> {
    let o = &mut Ops(m);
    let zero = o.k(0);
    // The sign as a word (bit 31), not a predicate live across the leading-zero search.
    let (sign, mag) = if signed {
        let neg = o.cmpk(CmpPred::Slt, x, 0);
        let minus = o.sub(zero, x);
        (Some(o.andk(x, 0x8000_0000)), o.sel(neg, minus, x))
    } else {
        (None, x)
    };
    let lz = o.clz32(mag);
    let lz31 = o.andk(lz, 31);
    let norm = o.0.op(BinOp::Shl, mag, lz31);
    // Drop the leading 1: the 31 bits below it are the top of the 52-bit fraction.
    let frac = o.shl(norm, 1);
    let k1054 = o.k(1054);
    let e = o.sub(k1054, lz);
    let eh = o.shl(e, 20);
    let fh = o.shr(frac, 12);
    let hi = o.or(eh, fh);
    let lo = o.shl(frac, 20);
    let is0 = o.is0(mag);
    let hi = o.sel(is0, zero, hi);
    let lo = o.sel(is0, zero, lo);
    match sign {
        Some(s) => (lo, o.or(hi, s)),
        None => (lo, hi),
    }
}

/// f32 bits as f64 bits, exactly (NaN canonical).
pub(crate) fn f32_to_f64<M: Words>(m: &mut M, x: M::W) -> F64<M::W> {
    let o = &mut Ops(m);
    let zero = o.k(0);
    let s = o.andk(x, 0x8000_0000);
    let e0 = o.shr(x, 23);
    let e = o.andk(e0, 0xFF);
    let f = o.andk(x, 0x7F_FFFF);
    // Normal: exponent + 896, fraction up 29 bits.
    let en = o.addk(e, 896);
    // Subnormal: the leading 1 of f to bit 23, exponent 905 - clz(f).
    let lz = o.clz32(f);
    let sh = o.addk(lz, -8);
    let sh = o.andk(sh, 31);
    let fs = o.0.op(BinOp::Shl, f, sh);
    let fs = o.andk(fs, 0x7F_FFFF);
    let k905 = o.k(905);
    let es = o.sub(k905, lz);
    let sub = o.is0(e);
    let ee = o.sel(sub, es, en);
    let ff = o.sel(sub, fs, f);
    let eh = o.shl(ee, 20);
    let fh = o.shr(ff, 3);
    let hi = o.or(eh, fh);
    let hi = o.or(hi, s);
    let lo = o.shl(ff, 29);
    // Zeros, infinities, NaNs.
    let f0 = o.is0(f);
    let z = o.mand(sub, f0);
    let res = o.sel2(z, (zero, s), (lo, hi));
    let top = o.cmpk(CmpPred::Eq, e, 0xFF);
    let inf = o.mand(top, f0);
    let ih = o.k(0x7FF0_0000);
    let ih = o.or(ih, s);
    let res = o.sel2(inf, (zero, ih), res);
    let fnz = o.mnot(f0);
    let nan = o.mand(top, fnz);
    let nh = o.k(0x7FF8_0000);
    o.sel2(nan, (zero, nh), res)
}

/// f64 bits as f32 bits, rounded to nearest even (NaN canonical).
pub(crate) fn f64_to_f32<M: Words>(m: &mut M, (lo, hi): F64<M::W>) -> M::W {
    let drop_sticky = m.drop_sticky();
    let o = &mut Ops(m);
    let zero = o.k(0);
    let s = o.andk(hi, 0x8000_0000);
    let e0 = o.shr(hi, 20);
    let e = o.andk(e0, 0x7FF);
    let f = o.andk(hi, 0xF_FFFF);
    let sub = o.is0(e);
    let imp = o.k(0x10_0000);
    let fi = o.or(f, imp);
    let mhi = o.sel(sub, f, fi);
    let one = o.k(1);
    let ef = o.0.op(BinOp::UMax, e, one);
    // The f32 result's last bit weighs 2^max(e32 - 150, -149): shift the 53-bit significand
    // right by max(29, 926 - e), keeping two more bits (round, and a sticky jam).
    let k926 = o.k(926);
    let d = o.sub(k926, ef);
    let k29 = o.k(29);
    let shift = o.0.op(BinOp::SMax, d, k29);
    let s2 = o.addk(shift, -2);
    let y = o.shr128_jam([lo, mhi, zero, zero], s2);
    let sig0 = o.shr(y[0], 2);
    let sig1 = o.shl(y[1], 30);
    let sig = o.or(sig0, sig1);
    let r0 = o.shr(y[0], 1);
    let round = o.andk(r0, 1);
    let sticky = o.andk(y[0], 1);
    let sticky = if drop_sticky { zero } else { sticky };
    let lsb = o.andk(sig, 1);
    let tie = o.or(sticky, lsb);
    let up = o.and(round, tie);
    // Exponent field minus one (the significand's leading 1 adds it back); 0 for subnormals.
    let e32 = o.addk(ef, -896);
    let normal = o.cmpk(CmpPred::Sgt, e32, 0);
    let em1 = o.addk(e32, -1);
    let eb = o.sel(normal, em1, zero);
    let eh = o.shl(eb, 23);
    let r = o.add(eh, sig);
    let r = o.add(r, up);
    let r = o.or(r, s);
    // Overflow, infinities, NaNs.
    let over = o.cmpk(CmpPred::Sgt, e32, 254);
    let ih = o.k(0x7F80_0000);
    let inf = o.or(ih, s);
    let r = o.sel(over, inf, r);
    let fl = o.or(f, lo);
    let f0 = o.is0(fl);
    let top = o.cmpk(CmpPred::Eq, e, 0x7FF);
    let fnz = o.mnot(f0);
    let nan = o.mand(top, fnz);
    let nan_w = o.k(NAN32);
    o.sel(nan, nan_w, r)
}

/// f64 bits truncated toward zero to an i32 (`signed`) or u32; undefined (any word) where the
/// result does not fit.
pub(crate) fn f64_to_int<M: Words>(m: &mut M, (lo, hi): F64<M::W>, signed: bool) -> M::W {
    let o = &mut Ops(m);
    let zero = o.k(0);
    let e0 = o.shr(hi, 20);
    let e = o.andk(e0, 0x7FF);
    let f = o.andk(hi, 0xF_FFFF);
    let imp = o.k(0x10_0000);
    let mhi = o.or(f, imp);
    // |x| >= 1: the significand shifted right by 1075 - e (>= 0 wherever the result fits).
    let k1075 = o.k(1075);
    let d = o.sub(k1075, e);
    let d = o.0.op(BinOp::SMax, d, zero);
    let y = o.shr128([lo, mhi, zero, zero], d);
    let small = o.cmpk(CmpPred::Ult, e, 1023);
    let mag = o.sel(small, zero, y[0]);
    if !signed {
        return mag;
    }
    let neg = o.cmpk(CmpPred::Slt, hi, 0);
    let minus = o.sub(zero, mag);
    o.sel(neg, minus, mag)
}
