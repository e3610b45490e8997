//! `canonicalize`: folds constant address and mask arithmetic and simplifies algebraic
//! identities, then removes the pure ops that left dead.
//!
//! ```text
//!   %c4 = const 4 : vec<8 x i32>                 %off = const [0, 4, 8, ..., 28] : vec<8 x i32>
//!   %i  = lane.index : vec<8 x i32>       ──▶    %a   = gather @buf[%off] ...
//!   %off = mul %i, %c4 : vec<8 x i32>
//!   %z  = add %off, %zero : ...           ──▶    (uses of %z read %off; %z's name moves to
//!                                                 the kept value if that one has none)
//! ```
//!
//! Folding is exact, as the hardware would compute it:
//! - integers wrap to the element width (an `i8` add wraps at 8 bits); results are written
//!   sign-extended (`i8` 255 prints as `-1`); shifts by the width or more are left alone (their
//!   result is not something the IR promises);
//! - `f32` ops round to `f32`, `f16` to `f16` (computed in `f64`, which is exact before the one
//!   rounding for `+ - *`), `f64` is `f64`; a fold that would produce or read a NaN is not done
//!   (NaN payloads are not portable, and the text format cannot spell them); float `cmp` folds
//!   only without NaNs, where ordered and unordered predicates agree;
//! - masks are per-lane bits; lanes and channels come from the types.
//!
//! Multi-channel constants list their elements lane by lane (pixel order: `[r0, g0, r1, g1]` for
//! `vec<2 x 2 x T>`), which is what `chan.extract`, `chan.pack` and `select` folding assume.
//!
//! A folded instruction becomes a `const` in place, so the value keeps its name, type, location
//! and every use. Memory ops are never folded and never removed here (unused reads are `dce`'s
//! business). `lane.index` is a compile-time constant input to folds, but is never itself
//! rewritten.

use crate::analysis::AnalysisManager;
use crate::dce::remove_dead;
use crate::pass::{FunctionPass, PassContext, PassError};
use memlower_ir::{
    BinOp, Block, CastOp, CmpPred, ConstValue, Function, Inst, InstKind, ScalarType, Surface, Type,
    Value,
};
use std::collections::{HashMap, HashSet};

/// The `canonicalize` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Canonicalize;

impl FunctionPass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        // Reverse post-order visits definitions before their (dominated) uses, so one sweep
        // folds whole chains; unreachable blocks follow in layout order.
        let cfg = am.cfg(f);
        let mut order: Vec<Block> = cfg.reverse_post_order().to_vec();
        let seen: HashSet<Block> = order.iter().copied().collect();
        order.extend(f.layout.iter().copied().filter(|b| !seen.contains(b)));

        let mut changed = false;
        let mut repl: HashMap<Value, Value> = HashMap::new();
        for b in order {
            for i in f.block(b).insts.clone() {
                changed |= rewrite_operands(f, i, &repl);
                let Some(r) = f.result(i) else { continue };
                match fold(f, i) {
                    Some(Fold::Const(value)) => {
                        f.inst_mut(i).kind = InstKind::Const { value };
                        changed = true;
                    }
                    Some(Fold::Value(x)) if x != r => {
                        keep_name(f, r, x);
                        repl.insert(r, x);
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        // Uses the sweep saw before their replacement was known (only possible in unreachable
        // code) are rewritten now.
        if !repl.is_empty() {
            for (_, i) in f.inst_order() {
                rewrite_operands(f, i, &repl);
            }
        }
        changed |= remove_dead(f, |k| !k.is_memory());
        Ok(changed)
    }
}

/// Replaces the operands of `i` that were folded away. Returns whether any was.
fn rewrite_operands(f: &mut Function, i: Inst, repl: &HashMap<Value, Value>) -> bool {
    if repl.is_empty() {
        return false;
    }
    let mut changed = false;
    f.inst_mut(i).kind.for_each_operand_mut(|v| {
        // Chains are at most as long as the map; the bound guards against a cycle in
        // malformed (unreachable, self-referencing) code.
        let mut n = 0;
        while let Some(&to) = repl.get(v) {
            if n > repl.len() {
                break;
            }
            *v = to;
            n += 1;
            changed = true;
        }
    });
    changed
}

/// When `r` is replaced by `x`, the user's name of `r` survives on `x` if `x` has none.
fn keep_name(f: &mut Function, r: Value, x: Value) {
    if f.value(x).name.is_none() {
        let name = f.values[r.index()].name.take();
        f.values[x.index()].name = name;
    }
}

/// What an instruction folds to.
enum Fold {
    /// A constant of the result type.
    Const(ConstValue),
    /// An existing value.
    Value(Value),
}

/// How an element type computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elem {
    /// A `bits`-wide integer.
    Int(u32),
    /// A mask bit.
    Mask,
    /// An IEEE float of this type.
    Float(ScalarType),
}

impl Elem {
    fn of(ty: Type) -> Elem {
        match ty.elem() {
            None => Elem::Mask,
            Some(s) if s.is_float() => Elem::Float(s),
            Some(s) => Elem::Int(s.bits()),
        }
    }
}

/// The elements of a constant, lanes x channels in lane-major order.
#[derive(Clone, Debug, PartialEq)]
enum Elems {
    /// Integer or mask elements, as bits masked to the element width.
    Int(Vec<u64>),
    /// Float elements, each exactly representable in the element type.
    Float(Vec<f64>),
}

impl Elems {
    fn len(&self) -> usize {
        match self {
            Elems::Int(v) => v.len(),
            Elems::Float(v) => v.len(),
        }
    }

    /// Elements `from..to`; `None` if out of bounds.
    fn slice(&self, from: usize, to: usize) -> Option<Elems> {
        Some(match self {
            Elems::Int(v) => Elems::Int(v.get(from..to)?.to_vec()),
            Elems::Float(v) => Elems::Float(v.get(from..to)?.to_vec()),
        })
    }

    /// The elements at the given indices; `None` if one is out of bounds.
    fn gather(&self, idx: impl Iterator<Item = usize>) -> Option<Elems> {
        Some(match self {
            Elems::Int(v) => Elems::Int(idx.map(|i| v.get(i).copied()).collect::<Option<_>>()?),
            Elems::Float(v) => Elems::Float(idx.map(|i| v.get(i).copied()).collect::<Option<_>>()?),
        })
    }

    /// Concatenation of elements of one kind.
    fn concat(parts: &[Elems]) -> Option<Elems> {
        match parts.first()? {
            Elems::Int(_) => {
                let mut out = Vec::new();
                for p in parts {
                    let Elems::Int(v) = p else { return None };
                    out.extend_from_slice(v);
                }
                Some(Elems::Int(out))
            }
            Elems::Float(_) => {
                let mut out = Vec::new();
                for p in parts {
                    let Elems::Float(v) = p else { return None };
                    out.extend_from_slice(v);
                }
                Some(Elems::Float(out))
            }
        }
    }
}

/// The low `bits` bits of `x`.
fn wrap(x: u64, bits: u32) -> u64 {
    if bits >= 64 {
        x
    } else {
        x & ((1u64 << bits) - 1)
    }
}

/// `x` (a `bits`-wide integer) sign-extended to 64 bits.
fn sext(x: u64, bits: u32) -> i64 {
    if bits >= 64 || bits == 0 {
        x as i64
    } else {
        ((x << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// A float as the element type holds it (the text format stores `f64`; `0.1 : f32` means the
/// `f32` nearest 0.1).
fn round_to(s: ScalarType, x: f64) -> f64 {
    match s {
        ScalarType::F32 => x as f32 as f64,
        ScalarType::F16 => f16_value(f16_bits(x)),
        _ => x,
    }
}

/// Rounds a non-negative `y` to the nearest integer, ties to even.
fn round_half_even(y: f64) -> f64 {
    let r = y.round();
    if (r - y).abs() == 0.5 && r % 2.0 != 0.0 {
        r - 1.0
    } else {
        r
    }
}

/// The IEEE binary16 encoding of the `f16` nearest `x` (ties to even; overflow to infinity).
fn f16_bits(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return sign | 0x7e00;
    }
    let a = x.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    let min_normal = 2f64.powi(-14);
    if a < min_normal {
        // Subnormals are multiples of 2^-24; 1024 of them carry into the smallest normal,
        // whose encoding is exactly 0x0400.
        let m = round_half_even(a * 2f64.powi(24));
        return sign | m as u16;
    }
    let mut e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if e > 15 {
        return sign | 0x7c00;
    }
    let mut m = round_half_even(a / 2f64.powi(e - 10));
    if m >= 2048.0 {
        e += 1;
        m = 1024.0;
    }
    if e > 15 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | (m as u16 - 1024)
}

/// The value of an IEEE binary16 encoding.
fn f16_value(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((bits >> 10) & 0x1f) as i32;
    let man = (bits & 0x3ff) as f64;
    sign * match exp {
        0 => man * 2f64.powi(-24),
        31 if man == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + man) * 2f64.powi(exp - 25),
    }
}

/// The elements of `v` if it is a compile-time constant (`const` or `lane.index`).
fn known(f: &Function, v: Value) -> Option<Elems> {
    let ty = f.ty(v);
    let n = ty.num_elements() as usize;
    match f.def_kind(v)? {
        InstKind::Const { value } => {
            if value.len() != 1 && value.len() != n {
                return None;
            }
            match (Elem::of(ty), value) {
                (Elem::Float(s), _) => Some(Elems::Float(
                    (0..n).map(|i| round_to(s, value.float_at(i))).collect(),
                )),
                (Elem::Int(bits), ConstValue::Int(_)) => Some(Elems::Int(
                    (0..n).map(|i| wrap(value.int_at(i) as u64, bits)).collect(),
                )),
                (Elem::Mask, ConstValue::Int(_)) => (0..n)
                    .map(|i| match value.int_at(i) {
                        b @ (0 | 1) => Some(b as u64),
                        _ => None,
                    })
                    .collect::<Option<_>>()
                    .map(Elems::Int),
                _ => None,
            }
        }
        InstKind::LaneIndex => match Elem::of(ty) {
            Elem::Int(bits) => Some(Elems::Int((0..n).map(|i| wrap(i as u64, bits)).collect())),
            _ => None,
        },
        _ => None,
    }
}

/// The constant of type `ty` with elements `e`, written as a splat when all elements are equal.
/// `None` if `e` does not fit `ty` (malformed IR: the fold is not done).
fn make_const(ty: Type, e: Elems) -> Option<ConstValue> {
    if e.len() != ty.num_elements() as usize || e.len() == 0 {
        return None;
    }
    Some(match (Elem::of(ty), e) {
        (Elem::Float(_), Elems::Float(v)) => {
            let mut bits: smallvec::SmallVec<[u64; 4]> = v.iter().map(|x| x.to_bits()).collect();
            if bits.iter().all(|&b| Some(&b) == bits.first()) {
                bits.truncate(1);
            }
            ConstValue::Float(bits)
        }
        (Elem::Int(w), Elems::Int(v)) => {
            let mut xs: smallvec::SmallVec<[i64; 4]> = v.iter().map(|&x| sext(x, w)).collect();
            if xs.iter().all(|&x| Some(&x) == xs.first()) {
                xs.truncate(1);
            }
            ConstValue::Int(xs)
        }
        (Elem::Mask, Elems::Int(v)) => {
            let mut xs: smallvec::SmallVec<[i64; 4]> = v.iter().map(|&x| (x & 1) as i64).collect();
            if xs.iter().all(|&x| Some(&x) == xs.first()) {
                xs.truncate(1);
            }
            ConstValue::Int(xs)
        }
        _ => return None,
    })
}

/// A constant of type `ty` with every element `x` (bits of an integer or mask element).
fn splat_int(ty: Type, x: u64) -> Option<ConstValue> {
    make_const(ty, Elems::Int(vec![x; ty.num_elements() as usize]))
}

/// What `i` folds to, if anything.
fn fold(f: &Function, i: Inst) -> Option<Fold> {
    let ty = f.ty(f.result(i)?);
    let n = ty.num_elements() as usize;
    let c = |e: Elems| make_const(ty, e).map(Fold::Const);
    match &f.inst(i).kind {
        InstKind::Splat { x } => {
            let e = known(f, *x)?;
            if e.len() != 1 {
                return None;
            }
            c(e.gather((0..n).map(|_| 0))?)
        }
        InstKind::Binary { op, lhs, rhs } => match (known(f, *lhs), known(f, *rhs)) {
            (Some(a), Some(b)) => c(binary(*op, Elem::of(ty), &a, &b)?),
            (a, b) => identity(ty, *op, (*lhs, a), (*rhs, b)),
        },
        InstKind::Cmp { pred, lhs, rhs } => {
            let ety = Elem::of(f.ty(*lhs));
            c(compare(*pred, ety, &known(f, *lhs)?, &known(f, *rhs)?)?)
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => select(f, ty, *cond, *on_true, *on_false),
        InstKind::Extract { src, start } => {
            let per_lane = ty.chans().unwrap_or(1) as usize;
            let from = (*start as usize).checked_mul(per_lane)?;
            c(known(f, *src)?.slice(from, from.checked_add(n)?)?)
        }
        InstKind::Insert { dst, src, start } => {
            let (d, s) = (known(f, *dst)?, known(f, *src)?);
            let per_lane = ty.chans().unwrap_or(1) as usize;
            let from = (*start as usize).checked_mul(per_lane)?;
            let to = from.checked_add(s.len())?;
            if to > d.len() {
                return None;
            }
            let head = d.slice(0, from)?;
            let tail = d.slice(to, d.len())?;
            c(Elems::concat(&[head, s, tail])?)
        }
        InstKind::Concat { parts } => {
            let parts: Vec<Elems> = parts.iter().map(|&p| known(f, p)).collect::<Option<_>>()?;
            c(Elems::concat(&parts)?)
        }
        InstKind::ChanExtract { src, chan } => {
            let chans = f.ty(*src).chans()? as usize;
            let chan = *chan as usize;
            if chan >= chans {
                return None;
            }
            c(known(f, *src)?.gather((0..n).map(|lane| lane * chans + chan))?)
        }
        InstKind::ChanPack { parts } => {
            let parts: Vec<Elems> = parts.iter().map(|&p| known(f, p)).collect::<Option<_>>()?;
            let chans = parts.len();
            let all = Elems::concat(&parts)?;
            let lanes = all.len().checked_div(chans)?;
            // Element (lane, c) of the result is element `lane` of part c.
            c(all.gather((0..n).map(|i| (i % chans) * lanes + i / chans))?)
        }
        InstKind::Cast { op, x } => c(cast(*op, f.ty(*x), ty, known(f, *x)?)?),
        _ => None,
    }
}

/// Element-wise `a op b`.
fn binary(op: BinOp, ety: Elem, a: &Elems, b: &Elems) -> Option<Elems> {
    if a.len() != b.len() {
        return None;
    }
    match (ety, a, b) {
        (Elem::Int(w), Elems::Int(a), Elems::Int(b)) => {
            let r: Option<Vec<u64>> = a
                .iter()
                .zip(b)
                .map(|(&x, &y)| {
                    Some(wrap(
                        match op {
                            BinOp::Add => x.wrapping_add(y),
                            BinOp::Sub => x.wrapping_sub(y),
                            BinOp::Mul => x.wrapping_mul(y),
                            BinOp::Shl if y < w as u64 => x << y,
                            BinOp::LShr if y < w as u64 => x >> y,
                            BinOp::Shl | BinOp::LShr => return None,
                            BinOp::And => x & y,
                            BinOp::Or => x | y,
                            BinOp::Xor => x ^ y,
                        },
                        w,
                    ))
                })
                .collect();
            r.map(Elems::Int)
        }
        (Elem::Mask, Elems::Int(a), Elems::Int(b)) => {
            let r: Option<Vec<u64>> = a
                .iter()
                .zip(b)
                .map(|(&x, &y)| match op {
                    BinOp::And => Some(x & y),
                    BinOp::Or => Some(x | y),
                    BinOp::Xor => Some(x ^ y),
                    _ => None,
                })
                .collect();
            r.map(Elems::Int)
        }
        (Elem::Float(s), Elems::Float(a), Elems::Float(b)) => {
            let r: Option<Vec<f64>> = a
                .iter()
                .zip(b)
                .map(|(&x, &y)| {
                    let exact = match (s, op) {
                        (ScalarType::F32, BinOp::Add) => (x as f32 + y as f32) as f64,
                        (ScalarType::F32, BinOp::Sub) => (x as f32 - y as f32) as f64,
                        (ScalarType::F32, BinOp::Mul) => (x as f32 * y as f32) as f64,
                        // f64 is exact for f16 operands before the one rounding to f16.
                        (_, BinOp::Add) => round_to(s, x + y),
                        (_, BinOp::Sub) => round_to(s, x - y),
                        (_, BinOp::Mul) => round_to(s, x * y),
                        _ => return None,
                    };
                    (!x.is_nan() && !y.is_nan() && !exact.is_nan()).then_some(exact)
                })
                .collect();
            r.map(Elems::Float)
        }
        _ => None,
    }
}

/// Element-wise comparison to mask bits.
fn compare(pred: CmpPred, ety: Elem, a: &Elems, b: &Elems) -> Option<Elems> {
    if a.len() != b.len() {
        return None;
    }
    let bit = |x: bool| x as u64;
    let r: Option<Vec<u64>> = match (ety, a, b) {
        (Elem::Int(w), Elems::Int(a), Elems::Int(b)) => a
            .iter()
            .zip(b)
            .map(|(&x, &y)| {
                let (sx, sy) = (sext(x, w), sext(y, w));
                Some(bit(match pred {
                    CmpPred::Eq => x == y,
                    CmpPred::Ne => x != y,
                    CmpPred::Ult => x < y,
                    CmpPred::Ule => x <= y,
                    CmpPred::Ugt => x > y,
                    CmpPred::Uge => x >= y,
                    CmpPred::Slt => sx < sy,
                    CmpPred::Sle => sx <= sy,
                    CmpPred::Sgt => sx > sy,
                    CmpPred::Sge => sx >= sy,
                }))
            })
            .collect(),
        (Elem::Float(_), Elems::Float(a), Elems::Float(b)) => a
            .iter()
            .zip(b)
            .map(|(&x, &y)| {
                if x.is_nan() || y.is_nan() {
                    return None;
                }
                Some(bit(match pred {
                    CmpPred::Eq => x == y,
                    CmpPred::Ne => x != y,
                    CmpPred::Ult | CmpPred::Slt => x < y,
                    CmpPred::Ule | CmpPred::Sle => x <= y,
                    CmpPred::Ugt | CmpPred::Sgt => x > y,
                    CmpPred::Uge | CmpPred::Sge => x >= y,
                }))
            })
            .collect(),
        _ => None,
    };
    r.map(Elems::Int)
}

/// `select`: a uniform constant condition picks an arm; equal arms are that arm; a mixed
/// constant condition over constant arms folds lane by lane.
fn select(f: &Function, ty: Type, cond: Value, on_true: Value, on_false: Value) -> Option<Fold> {
    if on_true == on_false {
        return Some(Fold::Value(on_true));
    }
    let Elems::Int(m) = known(f, cond)? else {
        return None;
    };
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
    let both = Elems::concat(&[t.clone(), e])?;
    let pick = (0..t.len()).map(|i| {
        let lane_set = m.get(i / per_lane).copied() == Some(1);
        if lane_set {
            i
        } else {
            t.len() + i
        }
    });
    make_const(ty, both.gather(pick)?).map(Fold::Const)
}

/// Algebraic identities of `lhs op rhs` where at most one side is constant (or both are the
/// same value). Only exact ones: no float identity that changes a signed zero or a NaN.
fn identity(
    ty: Type,
    op: BinOp,
    (lhs, a): (Value, Option<Elems>),
    (rhs, b): (Value, Option<Elems>),
) -> Option<Fold> {
    let ety = Elem::of(ty);
    let uniform = |e: &Option<Elems>, want: &dyn Fn(u64) -> bool| match e {
        Some(Elems::Int(v)) => !v.is_empty() && v.iter().all(|&x| want(x)),
        _ => false,
    };
    let uniform_f = |e: &Option<Elems>, want: f64| match e {
        Some(Elems::Float(v)) => !v.is_empty() && v.iter().all(|x| x.to_bits() == want.to_bits()),
        _ => false,
    };
    let ones = match ety {
        Elem::Int(w) => wrap(u64::MAX, w),
        Elem::Mask => 1,
        Elem::Float(_) => 0,
    };
    let zero = |e: &Option<Elems>| uniform(e, &|x| x == 0);
    let all_ones = |e: &Option<Elems>| uniform(e, &|x| x == ones);
    let keep = |v| Some(Fold::Value(v));
    let konst = |x| splat_int(ty, x).map(Fold::Const);
    if let Elem::Float(_) = ety {
        return match op {
            BinOp::Add if uniform_f(&b, -0.0) => keep(lhs),
            BinOp::Add if uniform_f(&a, -0.0) => keep(rhs),
            BinOp::Sub if uniform_f(&b, 0.0) => keep(lhs),
            BinOp::Mul if uniform_f(&b, 1.0) => keep(lhs),
            BinOp::Mul if uniform_f(&a, 1.0) => keep(rhs),
            _ => None,
        };
    }
    let int = matches!(ety, Elem::Int(_));
    match op {
        BinOp::Add | BinOp::Or | BinOp::Xor if zero(&b) => keep(lhs),
        BinOp::Add | BinOp::Or | BinOp::Xor if zero(&a) => keep(rhs),
        BinOp::Sub | BinOp::Shl | BinOp::LShr if int && zero(&b) => keep(lhs),
        BinOp::Sub | BinOp::Xor if lhs == rhs => konst(0),
        BinOp::Mul if int && uniform(&b, &|x| x == 1) => keep(lhs),
        BinOp::Mul if int && uniform(&a, &|x| x == 1) => keep(rhs),
        BinOp::Mul if int && (zero(&a) || zero(&b)) => konst(0),
        BinOp::And if zero(&a) || zero(&b) => konst(0),
        BinOp::And if all_ones(&b) => keep(lhs),
        BinOp::And if all_ones(&a) => keep(rhs),
        BinOp::Or if all_ones(&a) || all_ones(&b) => konst(ones),
        BinOp::And | BinOp::Or if lhs == rhs => keep(lhs),
        _ => None,
    }
}

/// A cast of constant elements from `from` to `to`.
fn cast(op: CastOp, from: Type, to: Type, x: Elems) -> Option<Elems> {
    match (op, Elem::of(from), Elem::of(to), x) {
        (CastOp::ZExt, Elem::Int(_), Elem::Int(_), e @ Elems::Int(_)) => Some(e),
        (CastOp::SExt, Elem::Int(wf), Elem::Int(wt), Elems::Int(v)) => Some(Elems::Int(
            v.iter().map(|&x| wrap(sext(x, wf) as u64, wt)).collect(),
        )),
        (CastOp::Trunc, Elem::Int(_), Elem::Int(wt), Elems::Int(v)) => {
            Some(Elems::Int(v.iter().map(|&x| wrap(x, wt)).collect()))
        }
        (CastOp::Bitcast, ef, et, e) => bitcast(ef, et, e),
        _ => None,
    }
}

/// Reinterprets the little-endian bytes of the elements (lane by lane, channel by channel) as
/// elements of another type. The verifier guarantees equal lanes and bytes per lane, so the
/// whole byte string carries over.
fn bitcast(from: Elem, to: Elem, e: Elems) -> Option<Elems> {
    let (fbits, tbits) = (elem_bits(from)?, elem_bits(to)?);
    let mut bytes = Vec::new();
    let raw: Vec<u64> = match (from, e) {
        (Elem::Int(_), Elems::Int(v)) => v,
        (Elem::Float(s), Elems::Float(v)) => v.iter().map(|&x| float_to_bits(s, x)).collect(),
        _ => return None,
    };
    for x in raw {
        bytes.extend_from_slice(&x.to_le_bytes()[..(fbits / 8) as usize]);
    }
    let step = (tbits / 8) as usize;
    if step == 0 || bytes.len() % step != 0 {
        return None;
    }
    let words = bytes.chunks(step).map(|c| {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        u64::from_le_bytes(w)
    });
    match to {
        Elem::Int(_) => Some(Elems::Int(words.collect())),
        Elem::Float(s) => {
            let v: Vec<f64> = words.map(|w| float_from_bits(s, w)).collect();
            // A NaN cannot be written in the text format with its payload: leave the cast.
            (!v.iter().any(|x| x.is_nan())).then_some(Elems::Float(v))
        }
        Elem::Mask => None,
    }
}

fn elem_bits(e: Elem) -> Option<u32> {
    match e {
        Elem::Int(w) => Some(w),
        Elem::Float(s) => Some(s.bits()),
        Elem::Mask => None,
    }
}

fn float_to_bits(s: ScalarType, x: f64) -> u64 {
    match s {
        ScalarType::F16 => f16_bits(x) as u64,
        ScalarType::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

fn float_from_bits(s: ScalarType, w: u64) -> f64 {
    match s {
        ScalarType::F16 => f16_value(w as u16),
        ScalarType::F32 => f32::from_bits(w as u32) as f64,
        _ => f64::from_bits(w),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{ForEachFunction, Pass};
    use memlower_ir::builder::FunctionBuilder;
    use memlower_ir::print::print_module;
    use memlower_ir::{Address, Module, SurfaceKind};

    const I8: ScalarType = ScalarType::I8;
    const I32: ScalarType = ScalarType::I32;
    const I64: ScalarType = ScalarType::I64;
    const F16: ScalarType = ScalarType::F16;
    const F32: ScalarType = ScalarType::F32;
    const F64: ScalarType = ScalarType::F64;

    fn s(t: ScalarType) -> Type {
        Type::Scalar(t)
    }

    /// Builds `@k` with one entry block (params from `params`), lets `body` add instructions and
    /// returns the values to keep live; runs canonicalize; returns the printed body lines.
    fn canon(
        params: &[(&str, Type)],
        body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
    ) -> (bool, String) {
        let mut m = Module::new();
        m.add_surface("buf", SurfaceKind::Untyped);
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let ps: Vec<Value> = params.iter().map(|(n, t)| b.param(entry, *t, n)).collect();
        b.switch_to(entry);
        let keep = body(&mut b, &ps);
        b.sink(&keep);
        b.ret();
        m.functions.push(f);
        let changed = ForEachFunction(Canonicalize)
            .run(
                &mut m,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
            )
            .unwrap();
        let text = print_module(&m);
        let body: Vec<&str> = text
            .lines()
            .skip_while(|l| *l != "entry:")
            .skip(1)
            .filter(|l| *l != "  ret" && *l != "}")
            .map(str::trim)
            .collect();
        (changed, body.join("\n"))
    }

    fn consts(b: &mut FunctionBuilder, ty: Type, xs: &[i64]) -> Value {
        b.iconst_vec(ty, xs)
    }

    #[test]
    fn integer_arithmetic_wraps_at_the_element_width() {
        let (changed, out) = canon(&[], |b, _| {
            let x = b.iconst(s(I8), 127);
            let one = b.iconst(s(I8), 1);
            let sum = b.named("sum").add(x, one);
            let big = b.iconst(s(I8), 200); // written unsigned: -56 as i8
            let two = b.iconst(s(I8), 2);
            let prod = b.named("prod").binary(BinOp::Mul, big, two);
            let zero = b.iconst(s(I8), 0);
            let neg = b.named("neg").binary(BinOp::Sub, zero, one);
            let w = b.iconst(s(I32), 0x7fff_ffff);
            let w1 = b.iconst(s(I32), 1);
            let wsum = b.named("wsum").add(w, w1);
            let q = b.iconst(s(I64), i64::MAX);
            let qsum = b.named("qsum").add(q, q);
            vec![sum, prod, neg, wsum, qsum]
        });
        assert!(changed);
        assert_eq!(
            out,
            "%sum = const -128 : i8\n\
             %prod = const -112 : i8\n\
             %neg = const -1 : i8\n\
             %wsum = const -2147483648 : i32\n\
             %qsum = const -2 : i64\n\
             sink %sum, %prod, %neg, %wsum, %qsum"
        );
    }

    #[test]
    fn shifts_fold_below_the_width_only() {
        let v4 = Type::vec(4, I32);
        let (_, out) = canon(&[], |b, _| {
            let idx = b.named("idx").lane_index(4);
            let two = b.iconst(v4, 2);
            let off = b.named("off").shl(idx, two);
            let m8 = b.iconst(v4, -8);
            let one = b.iconst(v4, 1);
            let half = b.named("half").binary(BinOp::LShr, m8, one);
            let b1 = b.iconst(s(I8), 1);
            let seven = b.iconst(s(I8), 7);
            let top = b.named("top").shl(b1, seven);
            let eight = b.iconst(s(I8), 8);
            let over = b.named("over").shl(b1, eight);
            vec![off, half, top, over]
        });
        assert_eq!(
            out,
            "%off = const [0, 4, 8, 12] : vec<4 x i32>\n\
             %half = const 2147483644 : vec<4 x i32>\n\
             %0 = const 1 : i8\n\
             %top = const -128 : i8\n\
             %1 = const 8 : i8\n\
             %over = shl %0, %1 : i8\n\
             sink %off, %half, %top, %over",
            "a shift by the width is not folded; the dead `lane.index` is removed"
        );
    }

    #[test]
    fn masks_compare_select_and_logic() {
        let v4 = Type::vec(4, I32);
        let (_, out) = canon(&[("m", Type::mask(4))], |b, ps| {
            let idx = b.lane_index(4);
            let two = b.iconst(s(I32), 2);
            let two = b.splat(two, v4);
            let lo = b.named("lo").cmp(CmpPred::Ult, idx, two);
            let alt = consts(b, Type::mask(4), &[1, 0, 1, 0]);
            let both = b.named("both").binary(BinOp::And, lo, alt);
            let either = b.named("either").binary(BinOp::Or, lo, alt);
            let diff = b.named("diff").binary(BinOp::Xor, lo, alt);
            let a = consts(b, v4, &[10, 11, 12, 13]);
            let z = b.iconst(v4, 0);
            let picked = b.named("picked").select(diff, a, z);
            let ones = b.iconst(Type::mask(4), 1);
            let same = b.named("same").binary(BinOp::And, ps[0], ones);
            let none = b.iconst(Type::mask(4), 0);
            let off = b.named("off").binary(BinOp::And, ps[0], none);
            vec![lo, both, either, diff, picked, same, off]
        });
        assert_eq!(
            out,
            "%lo = const [1, 1, 0, 0] : mask<4>\n\
             %both = const [1, 0, 0, 0] : mask<4>\n\
             %either = const [1, 1, 1, 0] : mask<4>\n\
             %diff = const [0, 1, 1, 0] : mask<4>\n\
             %picked = const [0, 11, 12, 0] : vec<4 x i32>\n\
             %off = const 0 : mask<4>\n\
             sink %lo, %both, %either, %diff, %picked, %m, %off"
        );
    }

    #[test]
    fn signed_and_unsigned_compares_differ_at_the_width() {
        let (_, out) = canon(&[], |b, _| {
            let m1 = b.iconst(s(I8), -1);
            let one = b.iconst(s(I8), 1);
            let u = b.named("u").cmp(CmpPred::Ult, m1, one);
            let sg = b.named("s").cmp(CmpPred::Slt, m1, one);
            let h = b.iconst(s(I8), 255); // the same i8 as -1, written unsigned
            let e = b.named("e").cmp(CmpPred::Eq, m1, h);
            vec![u, sg, e]
        });
        assert_eq!(
            out,
            "%u = const 0 : mask<1>\n%s = const 1 : mask<1>\n%e = const 1 : mask<1>\n\
             sink %u, %s, %e"
        );
    }

    #[test]
    fn floats_round_as_the_element_type() {
        let (_, out) = canon(&[], |b, _| {
            let big = b.fconst(s(F32), 16777216.0);
            let one = b.fconst(s(F32), 1.0);
            let f32sum = b.named("f32sum").add(big, one);
            let big64 = b.fconst(s(F64), 16777216.0);
            let one64 = b.fconst(s(F64), 1.0);
            let f64sum = b.named("f64sum").add(big64, one64);
            let a = b.fconst(s(F32), 0.1);
            let c = b.fconst(s(F32), 0.2);
            let tenth = b.named("tenth").add(a, c);
            let h = b.fconst(s(F16), 2048.0);
            let h1 = b.fconst(s(F16), 1.0);
            let half = b.named("half").add(h, h1);
            let inf = b.fconst(s(F32), f64::INFINITY);
            let nan = b.named("nan").binary(BinOp::Sub, inf, inf);
            let lt = b.named("lt").cmp(CmpPred::Slt, a, c);
            vec![f32sum, f64sum, tenth, half, nan, lt]
        });
        assert_eq!(
            out,
            "%f32sum = const 16777216.0 : f32\n\
             %f64sum = const 16777217.0 : f64\n\
             %tenth = const 0.30000001192092896 : f32\n\
             %half = const 2048.0 : f16\n\
             %0 = const inf : f32\n\
             %nan = sub %0, %0 : f32\n\
             %lt = const 1 : mask<1>\n\
             sink %f32sum, %f64sum, %tenth, %half, %nan, %lt",
            "f32 and f16 round; inf - inf (a NaN) is not folded"
        );
    }

    #[test]
    fn identities_keep_the_user_name() {
        let v8 = Type::vec(8, I32);
        let (_, out) = canon(&[("x", v8), ("y", v8), ("f", s(F32))], |b, ps| {
            let (x, y, fl) = (ps[0], ps[1], ps[2]);
            let zero = b.iconst(v8, 0);
            let one = b.iconst(v8, 1);
            let ones = b.iconst(v8, -1);
            // An anonymous value that an identity makes equal to a named one.
            let anon = b.binary(BinOp::Mul, x, y);
            let named = b.named("scaled").add(anon, zero);
            let a = b.named("a").binary(BinOp::Sub, x, zero);
            let c = b.named("c").binary(BinOp::Mul, one, y);
            let d = b.named("d").binary(BinOp::Mul, x, zero);
            let e = b.named("e").binary(BinOp::And, x, ones);
            let g = b.named("g").binary(BinOp::Or, x, ones);
            let h = b.named("h").binary(BinOp::Xor, y, y);
            let i = b.named("i").shl(x, zero);
            let pz = b.fconst(s(F32), 0.0);
            let nz = b.fconst(s(F32), -0.0);
            let fp = b.named("fp").add(fl, pz); // x + 0.0 is not x for x = -0.0
            let fn_ = b.named("fn").add(fl, nz);
            vec![named, a, c, d, e, g, h, i, fp, fn_]
        });
        assert_eq!(
            out,
            "%scaled = mul %x, %y : vec<8 x i32>\n\
             %d = const 0 : vec<8 x i32>\n\
             %g = const -1 : vec<8 x i32>\n\
             %h = const 0 : vec<8 x i32>\n\
             %0 = const 0.0 : f32\n\
             %fp = add %f, %0 : f32\n\
             sink %scaled, %x, %y, %d, %x, %g, %h, %x, %fp, %f"
        );
    }

    #[test]
    fn select_with_a_uniform_condition_picks_an_arm() {
        let v4 = Type::vec(4, I32);
        let (_, out) = canon(&[("a", v4), ("b", v4), ("m", Type::mask(4))], |b, ps| {
            let t1 = b.iconst(Type::mask(1), 1);
            let all = b.splat(t1, Type::mask(4));
            let x = b.named("x").select(all, ps[0], ps[1]);
            let none = b.iconst(Type::mask(4), 0);
            let y = b.named("y").select(none, ps[0], ps[1]);
            let z = b.named("z").select(ps[2], ps[1], ps[1]);
            let mixed = consts(b, Type::mask(4), &[1, 0, 0, 1]);
            let w = b.named("w").select(mixed, ps[0], ps[1]);
            vec![x, y, z, w]
        });
        assert_eq!(
            out,
            "%0 = const [1, 0, 0, 1] : mask<4>\n\
             %w = select %0, %a, %b : vec<4 x i32>\n\
             sink %a, %b, %b, %w"
        );
    }

    #[test]
    fn lane_and_channel_ops_of_constants() {
        let (_, out) = canon(&[], |b, _| {
            let v = consts(b, Type::vec(4, I32), &[0, 1, 2, 3]);
            let hi = b.named("hi").extract(v, 2, 2);
            let w = consts(b, Type::vec(2, I32), &[8, 9]);
            let ins = b.named("ins").insert_lanes(v, w, 1);
            let cat = b.named("cat").concat(&[w, hi]);
            let px = consts(b, Type::chan_vec(2, 2, I32), &[10, 20, 11, 21]);
            let g = b.named("g").chan_extract(px, 1);
            let packed = b.named("packed").chan_pack(&[hi, w]);
            let x = b.iconst(s(I32), 7);
            let sp = b.named("sp").splat(x, Type::vec(4, I32));
            let lanes = b.named("lanes").extract(px, 1, 1);
            vec![hi, ins, cat, g, packed, sp, lanes]
        });
        assert_eq!(
            out,
            "%hi = const [2, 3] : vec<2 x i32>\n\
             %ins = const [0, 8, 9, 3] : vec<4 x i32>\n\
             %cat = const [8, 9, 2, 3] : vec<4 x i32>\n\
             %g = const [20, 21] : vec<2 x i32>\n\
             %packed = const [2, 8, 3, 9] : vec<2 x 2 x i32>\n\
             %sp = const 7 : vec<4 x i32>\n\
             %lanes = const [11, 21] : vec<1 x 2 x i32>\n\
             sink %hi, %ins, %cat, %g, %packed, %sp, %lanes"
        );
    }

    #[test]
    fn casts_of_constants() {
        let (_, out) = canon(&[], |b, _| {
            let m1 = b.iconst(s(I8), -1);
            let sx = b.named("sx").cast(CastOp::SExt, m1, s(I32));
            let zx = b.named("zx").cast(CastOp::ZExt, m1, s(I32));
            let w = b.iconst(s(I32), 0x1ff);
            let tr = b.named("tr").cast(CastOp::Trunc, w, s(I8));
            let one = b.fconst(s(F32), 1.0);
            let bits = b.named("bits").cast(CastOp::Bitcast, one, s(I32));
            let q = consts(b, Type::vec(2, I64), &[0x1_0000_0002, -1]);
            let halves = b
                .named("halves")
                .cast(CastOp::Bitcast, q, Type::chan_vec(2, 2, I32));
            let back = b.named("back").cast(CastOp::Bitcast, bits, s(F32));
            let nanbits = b.iconst(s(I32), 0x7fc0_0001);
            let nan = b.named("nan").cast(CastOp::Bitcast, nanbits, s(F32));
            vec![sx, zx, tr, bits, halves, back, nan]
        });
        assert_eq!(
            out,
            "%sx = const -1 : i32\n\
             %zx = const 255 : i32\n\
             %tr = const -1 : i8\n\
             %bits = const 1065353216 : i32\n\
             %halves = const [2, 1, -1, -1] : vec<2 x 2 x i32>\n\
             %back = const 1.0 : f32\n\
             %0 = const 2143289345 : i32\n\
             %nan = bitcast %0 : f32\n\
             sink %sx, %zx, %tr, %bits, %halves, %back, %nan"
        );
    }

    #[test]
    fn memory_ops_are_never_folded_or_removed() {
        let v4 = Type::vec(4, I32);
        let (changed, out) = canon(&[], |b, _| {
            let idx = b.lane_index(4);
            let four = b.iconst(v4, 4);
            let off = b.named("off").binary(BinOp::Mul, idx, four);
            let addr = Address {
                surface: memlower_ir::SurfaceRef(0),
                base: None,
                offsets: off,
            };
            b.named("unused").gather(addr.clone(), None, 4, v4);
            let v = b.named("v").gather(addr.clone(), None, 4, v4);
            b.scatter(addr, v, None, 4);
            vec![]
        });
        assert!(changed);
        assert_eq!(
            out,
            "%off = const [0, 4, 8, 12] : vec<4 x i32>\n\
             %unused = gather @buf[%off] align 4 : vec<4 x i32>\n\
             %v = gather @buf[%off] align 4 : vec<4 x i32>\n\
             scatter @buf[%off], %v align 4\n\
             sink"
        );
    }

    #[test]
    fn nothing_to_fold_reports_no_change() {
        let (changed, out) = canon(&[("x", s(I32))], |b, ps| {
            let y = b.named("y").add(ps[0], ps[0]);
            vec![y]
        });
        assert!(!changed);
        assert_eq!(out, "%y = add %x, %x : i32\nsink %y");
    }

    #[test]
    fn folds_across_blocks_in_dominance_order() {
        // `late` is laid out before `early` but dominated by it: reverse post-order folds the
        // whole chain in one run.
        let mut m = Module::new();
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let late = b.block("late");
        let early = b.block("early");
        b.switch_to(entry);
        b.br(early, &[]);
        b.switch_to(early);
        let three = b.iconst(s(I32), 3);
        let six = b.named("six").add(three, three);
        b.br(late, &[]);
        b.switch_to(late);
        let twelve = b.named("twelve").add(six, six);
        b.sink(&[twelve]);
        b.ret();
        m.functions.push(f);
        let mut am = AnalysisManager::new();
        let cx = PassContext { target: None };
        assert!(ForEachFunction(Canonicalize)
            .run(&mut m, &mut am, &cx)
            .unwrap());
        let text = print_module(&m);
        assert!(
            text.contains("late:\n  %twelve = const 12 : i32\n"),
            "{text}"
        );
        assert!(!ForEachFunction(Canonicalize)
            .run(&mut m, &mut am, &cx)
            .unwrap());
    }

    /// Random chains of integer ops over constants of every width, checked against plain
    /// `u128` arithmetic reduced modulo 2^width (an oracle that shares no code with the folder).
    #[test]
    fn random_integer_chains_fold_like_wide_arithmetic() {
        let mut rng = memlower_ir::rng::Rng::new(0x5eed);
        for case in 0..400 {
            let elem = *rng.pick(&[I8, ScalarType::I16, I32, I64]);
            let w = elem.bits();
            let modulus: u128 = 1u128 << w;
            let ty = s(elem);
            let mut f = Function::new("k");
            let mut b = FunctionBuilder::new(&mut f);
            let entry = b.block("entry");
            b.switch_to(entry);
            let mut vals: Vec<(Value, u128)> = Vec::new();
            // Constants are written signed or unsigned: both spell the same element.
            let konst = |b: &mut FunctionBuilder, rng: &mut memlower_ir::rng::Rng, x: u128| {
                let signed = sext(x as u64, w);
                let written = if w < 64 && rng.chance(1, 2) {
                    x as i64
                } else {
                    signed
                };
                (b.iconst(ty, written), x)
            };
            for _ in 0..3 {
                let x = (rng.next_u64() as u128) % modulus;
                vals.push(konst(&mut b, &mut rng, x));
            }
            let mut log = Vec::new();
            for _ in 0..8 {
                let (x, a) = *rng.pick(&vals);
                let (y, c) = *rng.pick(&vals);
                let op = *rng.pick(&BinOp::ALL);
                let (y, c) = if matches!(op, BinOp::Shl | BinOp::LShr) {
                    let amount = rng.below(w as u64) as u128;
                    konst(&mut b, &mut rng, amount)
                } else {
                    (y, c)
                };
                let r = match op {
                    BinOp::Add => (a + c) % modulus,
                    BinOp::Sub => (a + modulus - c) % modulus,
                    BinOp::Mul => a.wrapping_mul(c) % modulus,
                    BinOp::Shl => (a << c) % modulus,
                    BinOp::LShr => a >> c,
                    BinOp::And => a & c,
                    BinOp::Or => a | c,
                    BinOp::Xor => a ^ c,
                };
                log.push(format!("{} {a:#x} {c:#x} = {r:#x}", op.name()));
                let v = b.binary(op, x, y);
                vals.push((v, r));
            }
            let (last, want) = *vals.last().expect("values");
            b.sink(&[last]);
            b.ret();
            let mut am = AnalysisManager::new();
            let cx = PassContext { target: None };
            Canonicalize
                .run_on_function(&[], &mut f, &mut am, &cx)
                .expect("canonicalize never fails");
            let got = match f.def_kind(last) {
                Some(InstKind::Const { value }) => Some(value.int_at(0)),
                _ => None,
            };
            assert_eq!(
                got,
                Some(sext(want as u64, w)),
                "case {case}, {elem}: {log:?}"
            );
            // Everything folded, and only the sunk constant is left.
            assert_eq!(f.inst_order().len(), 3, "case {case}");
            let again = Canonicalize.run_on_function(&[], &mut f, &mut am, &cx);
            assert_eq!(
                again,
                Ok(false),
                "case {case}: a second run changes nothing"
            );
        }
    }

    #[test]
    fn f16_encoding_round_trips_and_rounds_to_even() {
        for bits in 0..=u16::MAX {
            let x = f16_value(bits);
            if !x.is_nan() {
                assert_eq!(f16_bits(x), bits, "bits {bits:#06x} = {x}");
            }
        }
        assert_eq!(f16_bits(1.0), 0x3c00);
        assert_eq!(f16_bits(65504.0), 0x7bff);
        assert_eq!(f16_bits(65519.0), 0x7bff);
        assert_eq!(
            f16_bits(65520.0),
            0x7c00,
            "ties to even rounds up to infinity"
        );
        // 2049 lies halfway between 2048 and 2050 (f16 spacing 2 there): ties to even, 2048.
        assert_eq!(f16_value(f16_bits(2049.0)), 2048.0);
        assert_eq!(f16_value(f16_bits(2051.0)), 2052.0);
        // The smallest subnormal and half of it (a tie with 0, which is even).
        assert_eq!(f16_bits(2f64.powi(-24)), 1);
        assert_eq!(f16_bits(2f64.powi(-25)), 0);
        assert_eq!(f16_bits(-0.0), 0x8000);
    }

    #[test]
    fn wrap_and_sign_extend() {
        assert_eq!(wrap(0x1ff, 8), 0xff);
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(sext(0x7f, 8), 127);
        assert_eq!(sext(u64::MAX, 64), -1);
    }
}
