//! The folds: constant evaluation of element ops with the reference semantics' own scalar and
//! float rules, and the algebraic identities that replace a result by an operand.

use memlower_ir::interp::float::{self as fl, FmaResult};
use memlower_ir::interp::scalar::{self, float_bits, float_value, sign_extend, width_mask};
use memlower_ir::{BinOp, CastOp, ConstValue, Function, Inst, InstKind, ScalarType, Type, Value};

/// What an instruction folds to.
pub(super) enum Fold {
    /// A constant of the result type.
    Const(ConstValue),
    /// An existing value.
    Value(Value),
    /// Another instruction computing the same result, in place (`fold_lanes`).
    Kind(InstKind),
}

impl From<crate::fold_lanes::LaneFold> for Fold {
    fn from(x: crate::fold_lanes::LaneFold) -> Fold {
        match x {
            crate::fold_lanes::LaneFold::Value(v) => Fold::Value(v),
            crate::fold_lanes::LaneFold::Kind(k) => Fold::Kind(k),
        }
    }
}

/// The element type of a value's type; `None` for mask lanes (the interpreter's convention).
fn elem(ty: Type) -> Option<ScalarType> {
    ty.elem()
}

/// The elements of `v` as raw bits, if it is a compile-time constant (`const` or
/// `lane.index`): lanes x channels, lane-major.
fn known(f: &Function, v: Value) -> Option<Vec<u64>> {
    let ty = f.ty(v);
    let n = ty.num_elements() as usize;
    match f.def_kind(v)? {
        InstKind::Const { value } => {
            if value.len() != 1 && value.len() != n {
                return None;
            }
            match (elem(ty), value) {
                (Some(t), _) if t.is_float() => {
                    (0..n).map(|i| float_bits(t, value.float_at(i))).collect()
                }
                (Some(t), ConstValue::Int(_)) => Some(
                    (0..n)
                        .map(|i| value.int_at(i) as u64 & width_mask(t))
                        .collect(),
                ),
                (None, ConstValue::Int(_)) => (0..n)
                    .map(|i| match value.int_at(i) {
                        b @ (0 | 1) => Some(b as u64),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            }
        }
        InstKind::LaneIndex => match elem(ty) {
            Some(t) if t.is_int() => Some((0..n).map(|i| i as u64 & width_mask(t)).collect()),
            _ => None,
        },
        _ => None,
    }
}

/// The constant of type `ty` with elements `e` (raw bits), written as a splat when all elements
/// are equal. `None` if `e` does not fit `ty` (malformed IR: the fold is not done) or a float
/// element is a NaN.
fn make_const(ty: Type, e: Vec<u64>) -> Option<ConstValue> {
    if e.len() != ty.num_elements() as usize || e.is_empty() {
        return None;
    }
    let uniform = e.iter().all(|&x| Some(&x) == e.first());
    let e = if uniform { &e[..1] } else { &e[..] };
    Some(match elem(ty) {
        Some(t) if t.is_float() => ConstValue::Float(
            e.iter()
                .map(|&b| {
                    let x = float_value(t, b)?;
                    (!x.is_nan()).then_some(x.to_bits())
                })
                .collect::<Option<_>>()?,
        ),
        Some(t) => ConstValue::Int(e.iter().map(|&b| sign_extend(b, t)).collect()),
        None => ConstValue::Int(e.iter().map(|&b| (b & 1) as i64).collect()),
    })
}

/// A constant of type `ty` with every element `x` (bits of an integer or mask element).
fn splat_bits(ty: Type, x: u64) -> Option<ConstValue> {
    make_const(ty, vec![x; ty.num_elements() as usize])
}

/// Elements `from..to`; `None` if out of bounds.
fn slice(e: &[u64], from: usize, to: usize) -> Option<Vec<u64>> {
    e.get(from..to).map(<[u64]>::to_vec)
}

/// The elements at the given indices; `None` if one is out of bounds.
fn pick(e: &[u64], idx: impl Iterator<Item = usize>) -> Option<Vec<u64>> {
    idx.map(|i| e.get(i).copied()).collect()
}

/// What `i` folds to, if anything.
pub(super) fn fold(f: &Function, i: Inst) -> Option<Fold> {
    let ty = f.ty(f.result(i)?);
    let n = ty.num_elements() as usize;
    let c = |e: Vec<u64>| make_const(ty, e).map(Fold::Const);
    let per_lane = ty.chans().unwrap_or(1) as usize;
    match &f.inst(i).kind {
        InstKind::Splat { x } => match known(f, *x)?.as_slice() {
            [one] => c(vec![*one; n]),
            _ => None,
        },
        InstKind::Binary { op, lhs, rhs } => match (known(f, *lhs), known(f, *rhs)) {
            (Some(a), Some(b)) => c(binary(*op, elem(ty), &a, &b)?),
            (a, b) => identity(ty, *op, (*lhs, a), (*rhs, b)),
        },
        InstKind::Cmp { pred, lhs, rhs } => c(compare(f, *lhs, *rhs, |t, x, y| {
            scalar::compare(*pred, t, x, y)
        })?),
        InstKind::FCmp { pred, lhs, rhs } => c(compare(f, *lhs, *rhs, |t, x, y| {
            fl::fcompare(*pred, t, x, y)
        })?),
        InstKind::Fma { a, b, c: z } => {
            let t = elem(ty)?;
            let (x, y, z) = (known(f, *a)?, known(f, *b)?, known(f, *z)?);
            if x.len() != y.len() || x.len() != z.len() {
                return None;
            }
            // The undefined case (an overflowing product) is left for the hardware to decide.
            let r: Option<Vec<u64>> = (0..x.len())
                .map(|i| match fl::fma(t, x[i], y[i], z[i])? {
                    FmaResult::Exact(r) => Some(r),
                    FmaResult::Undefined => None,
                })
                .collect();
            c(r?)
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => select(f, ty, *cond, *on_true, *on_false),
        InstKind::Extract { src, start } => {
            let from = (*start as usize).checked_mul(per_lane)?;
            c(slice(&known(f, *src)?, from, from.checked_add(n)?)?)
        }
        InstKind::Insert { dst, src, start } => {
            let (mut d, s) = (known(f, *dst)?, known(f, *src)?);
            let from = (*start as usize).checked_mul(per_lane)?;
            d.get_mut(from..from.checked_add(s.len())?)?
                .copy_from_slice(&s);
            c(d)
        }
        InstKind::Concat { parts } => {
            let parts: Vec<Vec<u64>> = parts.iter().map(|&p| known(f, p)).collect::<Option<_>>()?;
            c(parts.concat())
        }
        InstKind::ChanExtract { src, chan } => {
            let chans = f.ty(*src).chans()? as usize;
            let chan = *chan as usize;
            if chan >= chans {
                return None;
            }
            c(pick(
                &known(f, *src)?,
                (0..n).map(|lane| lane * chans + chan),
            )?)
        }
        InstKind::ChanPack { parts } => {
            let parts: Vec<Vec<u64>> = parts.iter().map(|&p| known(f, p)).collect::<Option<_>>()?;
            let chans = parts.len();
            let all = parts.concat();
            let lanes = all.len().checked_div(chans)?;
            // Element (lane, c) of the result is element `lane` of part c.
            c(pick(&all, (0..n).map(|i| (i % chans) * lanes + i / chans))?)
        }
        InstKind::Cast { op, x } => c(cast(*op, f.ty(*x), ty, known(f, *x)?)?),
        _ => None,
    }
}

/// Lane-wise `pred` of two constant operands, as mask bits.
fn compare(
    f: &Function,
    lhs: Value,
    rhs: Value,
    pred: impl Fn(ScalarType, u64, u64) -> bool,
) -> Option<Vec<u64>> {
    let t = elem(f.ty(lhs))?;
    let (a, b) = (known(f, lhs)?, known(f, rhs)?);
    if a.len() != b.len() {
        return None;
    }
    Some(
        a.iter()
            .zip(&b)
            .map(|(&x, &y)| u64::from(pred(t, x, y)))
            .collect(),
    )
}

/// Element-wise `a op b` by the reference semantics; `None` if an element is poison (a shift by
/// the width or more), the operator is not defined on the type, or a float result is a NaN.
fn binary(op: BinOp, t: Option<ScalarType>, a: &[u64], b: &[u64]) -> Option<Vec<u64>> {
    if a.len() != b.len() {
        return None;
    }
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let r = scalar::binary(op, t, x, y).ok()??;
            match t {
                Some(ft) if ft.is_float() && float_value(ft, r)?.is_nan() => None,
                _ => Some(r),
            }
        })
        .collect()
}

/// `select`: a uniform constant condition picks an arm; equal arms are that arm; a mixed
/// constant condition over constant arms folds lane by lane.
fn select(f: &Function, ty: Type, cond: Value, on_true: Value, on_false: Value) -> Option<Fold> {
    if on_true == on_false {
        return Some(Fold::Value(on_true));
    }
    let m = known(f, cond)?;
    if m.iter().all(|&b| b == 1) {
        return Some(Fold::Value(on_true));
    }
    if m.iter().all(|&b| b == 0) {
        return Some(Fold::Value(on_false));
    }
    let (t, e) = (known(f, on_true)?, known(f, on_false)?);
    let per_lane = t.len().checked_div(m.len())?;
    if t.len() != e.len() || per_lane * m.len() != t.len() {
        return None;
    }
    let lanes = t
        .iter()
        .zip(&e)
        .enumerate()
        .map(|(i, (&x, &y))| {
            if m.get(i / per_lane) == Some(&1) {
                x
            } else {
                y
            }
        })
        .collect();
    make_const(ty, lanes).map(Fold::Const)
}

/// Algebraic identities of `lhs op rhs` where at most one side is constant (or both are the
/// same value). Only exact ones: no float identity that changes a signed zero or a NaN.
fn identity(
    ty: Type,
    op: BinOp,
    (lhs, a): (Value, Option<Vec<u64>>),
    (rhs, b): (Value, Option<Vec<u64>>),
) -> Option<Fold> {
    let t = elem(ty);
    let uniform = |e: &Option<Vec<u64>>, want: u64| match e {
        Some(v) => !v.is_empty() && v.iter().all(|&x| x == want),
        None => false,
    };
    let keep = |v| Some(Fold::Value(v));
    let konst = |x| splat_bits(ty, x).map(Fold::Const);
    if let Some(ft) = t.filter(|t| t.is_float()) {
        let bits = |x: f64| float_bits(ft, x).unwrap_or(u64::MAX);
        let (neg_zero, zero, one) = (bits(-0.0), bits(0.0), bits(1.0));
        return match op {
            BinOp::Add if uniform(&b, neg_zero) => keep(lhs),
            BinOp::Add if uniform(&a, neg_zero) => keep(rhs),
            BinOp::Sub if uniform(&b, zero) => keep(lhs),
            BinOp::Mul if uniform(&b, one) => keep(lhs),
            BinOp::Mul if uniform(&a, one) => keep(rhs),
            _ => None,
        };
    }
    let ones = t.map_or(1, width_mask);
    let int = t.is_some();
    match op {
        BinOp::Add | BinOp::Or | BinOp::Xor if uniform(&b, 0) => keep(lhs),
        BinOp::Add | BinOp::Or | BinOp::Xor if uniform(&a, 0) => keep(rhs),
        BinOp::Sub | BinOp::Shl | BinOp::LShr | BinOp::AShr if int && uniform(&b, 0) => keep(lhs),
        BinOp::Sub | BinOp::Xor if lhs == rhs => konst(0),
        BinOp::Mul if int && uniform(&b, 1) => keep(lhs),
        BinOp::Mul if int && uniform(&a, 1) => keep(rhs),
        BinOp::Mul if int && (uniform(&a, 0) || uniform(&b, 0)) => konst(0),
        BinOp::And if uniform(&a, 0) || uniform(&b, 0) => konst(0),
        BinOp::And if uniform(&b, ones) => keep(lhs),
        BinOp::And if uniform(&a, ones) => keep(rhs),
        BinOp::Or if uniform(&a, ones) || uniform(&b, ones) => konst(ones),
        BinOp::And | BinOp::Or if lhs == rhs => keep(lhs),
        BinOp::SMin | BinOp::SMax | BinOp::UMin | BinOp::UMax if lhs == rhs => keep(lhs),
        _ => None,
    }
}

/// A cast of constant elements from `from` to `to`.
fn cast(op: CastOp, from: Type, to: Type, x: Vec<u64>) -> Option<Vec<u64>> {
    let (tf, tt) = (elem(from)?, elem(to)?);
    if op == CastOp::Bitcast {
        return bitcast(tf, tt, &x);
    }
    if op.is_float_conversion() {
        // Poison (a float out of the integer range) is not folded; neither is a NaN result,
        // which `make_const` refuses.
        return x
            .iter()
            .map(|&b| fl::float_cast(op, tf, tt, b).ok().flatten())
            .collect();
    }
    x.iter()
        .map(|&b| scalar::int_cast(op, tf, tt, b, 0).ok().map(|(r, _)| r))
        .collect()
}

/// Reinterprets the little-endian bytes of the elements (lane by lane, channel by channel) as
/// elements of another type. The verifier guarantees equal lanes and bytes per lane, so the
/// whole byte string carries over.
fn bitcast(from: ScalarType, to: ScalarType, e: &[u64]) -> Option<Vec<u64>> {
    let bytes: Vec<u8> = e
        .iter()
        .flat_map(|x| x.to_le_bytes().into_iter().take(from.bytes() as usize))
        .collect();
    let chunks = bytes.chunks_exact(to.bytes() as usize);
    if !chunks.remainder().is_empty() {
        return None;
    }
    chunks
        .map(|c| {
            let mut w = [0u8; 8];
            w.get_mut(..c.len())?.copy_from_slice(c);
            let r = u64::from_le_bytes(w);
            // A NaN cannot be written in the text format with its payload: leave the cast.
            match float_value(to, r) {
                Some(x) if x.is_nan() => None,
                _ => Some(r),
            }
        })
        .collect()
}
