//! Compares, `minnum` and `maxnum` of f64 bits for `soft-f64` (the order keys of
//! `arith`'s module docs): NaNs are words (1 or 0) tested where the predicate is needed, and
//! the key compares are made in the order that keeps at most three predicates live.

use super::arith::{nan_key, Ops, Words, F64, NAN_HI};
use memlower_ir::{BinOp, CmpPred, FCmpPred};

/// 1 where an f64 is a NaN, else 0, from its [`nan_key`] `t`: the sign of `0x7FF0_0000 - t`
/// (`t` is below 2^31, so the difference does not wrap past it).
fn nan_word<M: Words>(o: &mut Ops<M>, t: M::W) -> M::W {
    let top = o.k(0x7FF0_0000);
    let d = o.sub(top, t);
    o.shr(d, 31)
}

/// What compares need of one operand: NaN (1 or 0, a word), and the order key (low, high).
fn key<M: Words>(o: &mut Ops<M>, (lo, hi): F64<M::W>) -> (M::W, F64<M::W>) {
    let (t, mag) = nan_key(o, (lo, hi));
    let nan = nan_word(o, t);
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

/// `ka < kb` on two order keys: high words below, or equal and low words below. Compares are
/// made in the order that keeps at most three predicates live.
fn less<M: Words>(o: &mut Ops<M>, ka: F64<M::W>, kb: F64<M::W>) -> M::M {
    let ll = o.cmp(CmpPred::Ult, ka.0, kb.0);
    let he = o.cmp(CmpPred::Eq, ka.1, kb.1);
    let t = o.mand(he, ll);
    let hl = o.cmp(CmpPred::Ult, ka.1, kb.1);
    o.mor(hl, t)
}

/// `ka == kb` on two order keys, through one compare of the words' differences.
fn equal<M: Words>(o: &mut Ops<M>, ka: F64<M::W>, kb: F64<M::W>) -> M::M {
    let dl = o.xor(ka.0, kb.0);
    let dh = o.xor(ka.1, kb.1);
    let d = o.or(dl, dh);
    o.is0(d)
}

/// `fcmp pred a, b` on f64 bits.
pub(crate) fn fcmp<M: Words>(m: &mut M, pred: FCmpPred, a: F64<M::W>, b: F64<M::W>) -> M::M {
    let o = &mut Ops(m);
    let (na, ka) = key(o, a);
    let (nb, kb) = key(o, b);
    let nab = o.or(na, nb);
    // The ordered relation, then the NaN rule: ordered predicates are false on NaN,
    // unordered ones true.
    let rel = match pred {
        FCmpPred::Oeq | FCmpPred::Ueq => equal(o, ka, kb),
        FCmpPred::Olt | FCmpPred::Ult => less(o, ka, kb),
        FCmpPred::Ole | FCmpPred::Ule => {
            let gt = less(o, kb, ka);
            o.mnot(gt)
        }
        FCmpPred::Ogt | FCmpPred::Ugt => less(o, kb, ka),
        FCmpPred::Oge | FCmpPred::Uge => {
            let lt = less(o, ka, kb);
            o.mnot(lt)
        }
        FCmpPred::One | FCmpPred::Une => {
            let eq = equal(o, ka, kb);
            o.mnot(eq)
        }
        FCmpPred::Ord => return o.is0(nab),
        FCmpPred::Uno => return o.cmpk(CmpPred::Ne, nab, 0),
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
        let ord = o.is0(nab);
        o.mand(rel, ord)
    } else {
        let uno = o.cmpk(CmpPred::Ne, nab, 0);
        o.mor(rel, uno)
    }
}

/// `minnum` (`max` false) or `maxnum` (`max` true) on f64 bits (SEMANTICS.md §4).
pub(crate) fn minmax<M: Words>(m: &mut M, max: bool, a: F64<M::W>, b: F64<M::W>) -> F64<M::W> {
    let o = &mut Ops(m);
    let (na, ka) = key(o, a);
    let (nb, kb) = key(o, b);
    let lt = less(o, ka, kb);
    let (first, second) = if max { (b, a) } else { (a, b) };
    let pick = o.sel2(lt, first, second);
    let op = if max { BinOp::And } else { BinOp::Or };
    let same = (o.0.op(op, a.0, b.0), o.0.op(op, a.1, b.1));
    let eq = equal(o, ka, kb);
    let r = o.sel2(eq, same, pick);
    let an = o.cmpk(CmpPred::Ne, na, 0);
    let r = o.sel2(an, b, r);
    let bn = o.cmpk(CmpPred::Ne, nb, 0);
    let r = o.sel2(bn, a, r);
    let both = o.and(na, nb);
    let both = o.cmpk(CmpPred::Ne, both, 0);
    let (z, nan_hi) = (o.k(0), o.k(NAN_HI));
    o.sel2(both, (z, nan_hi), r)
}
