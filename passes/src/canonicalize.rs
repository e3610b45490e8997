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
//! Folding computes exactly what the IR means: every element operation is the reference
//! semantics' own ([`memlower_ir::interp::scalar`], shared with the interpreter), so a fold can
//! never disagree with `docs/SEMANTICS.md`:
//! - integers wrap to the element width (an `i8` add wraps at 8 bits); results are written
//!   sign-extended (`i8` 255 prints as `-1`); a shift by the width or more is poison and is left
//!   alone;
//! - `f32` ops round to `f32`, `f16` to `f16`, `f64` is `f64`; a constant is first rounded to its
//!   type (`0.1 : f32` is the `f32` nearest 0.1). A fold whose result is a NaN is not done: the
//!   reference semantics make every NaN canonical, which hardware does not promise, and the
//!   text format cannot spell a payload;
//! - masks are per-lane bits; lanes and channels come from the types.
//!
//! Elements are carried as raw bits (zero-extended `u64`, floats as the bits of their
//! precision), as in the interpreter, so `bitcast` is a regrouping of bytes. The elements of a
//! multi-channel value are lane-major (`[r0, g0, r1, g1]` for `vec<2 x 2 x T>`, as
//! `docs/SEMANTICS.md` defines), which is what `chan.extract`, `chan.pack`, `extract` and
//! `select` folding follow.
//!
//! A folded instruction becomes a `const` in place, so the value keeps its name, type, location
//! and every use. Memory ops are never folded and never removed here (unused reads are `dce`'s
//! business). `lane.index` is a compile-time constant input to folds, but is never itself
//! rewritten.

use crate::analysis::AnalysisManager;
use crate::dce::remove_dead;
use crate::pass::{FunctionPass, PassContext, PassError};
use memlower_ir::interp::float::{self as fl, FmaResult};
use memlower_ir::interp::scalar::{self, float_bits, float_value, sign_extend, width_mask};
use memlower_ir::{
    BinOp, Block, CastOp, ConstValue, Function, Inst, InstKind, ScalarType, Surface, Type, Value,
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
                let lanes = || crate::fold_lanes::fold(f, i).map(Fold::from);
                match fold(f, i).or_else(lanes) {
                    Some(Fold::Kind(kind)) => {
                        f.inst_mut(i).kind = kind;
                        changed = true;
                    }
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
fn fold(f: &Function, i: Inst) -> Option<Fold> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{ForEachFunction, Pass};
    use memlower_ir::builder::FunctionBuilder;
    use memlower_ir::print::print_module;
    use memlower_ir::{Address, CmpPred, Module, SurfaceKind};

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

    /// Differential check against the reference interpreter: on random valid modules and random
    /// inputs, the module after `canonicalize,dce` (verified after each pass) produces what the
    /// original does (the reference may leave bytes undefined; the optimised run may define
    /// them). Runs with undefined behaviour or no termination on the original have no meaning
    /// to compare against and are skipped, but must be rare.
    #[test]
    fn canonicalize_and_dce_preserve_the_reference_semantics() {
        use crate::manager::{Instrumentation, PassManager};
        use crate::registry::Registry;
        use memlower_ir::gen::{random_module, GenConfig};
        use memlower_ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
        use memlower_ir::rng::Rng;

        use memlower_ir::gen::GenOp;
        // Mostly arithmetic (random memory ops often break their alignment promise or overlap
        // their writes, which is undefined behaviour), and a share with every op.
        let full = GenConfig {
            back_edges: false,
            max_lanes: 16,
            ..GenConfig::default()
        };
        let arithmetic = GenConfig {
            ops: GenOp::ALL
                .into_iter()
                .filter(|op| {
                    !matches!(
                        op,
                        GenOp::Gather | GenOp::Scatter | GenOp::ImageLoad | GenOp::ImageStore
                    )
                })
                .collect(),
            ..full.clone()
        };
        let limits = Limits { max_steps: 10_000 };
        let inst = Instrumentation {
            verify_each: true,
            ..Instrumentation::default()
        };
        let (mut compared, mut skipped, mut folded) = (0, 0, 0);
        for seed in 0..300u64 {
            let mut rng = Rng::new(seed);
            let cfg = if seed < 200 { &arithmetic } else { &full };
            let m = random_module(&mut rng, cfg);
            let mut opt = m.clone();
            let mut pm =
                PassManager::from_pipeline("canonicalize,dce", &Registry::builtin(), inst.clone())
                    .expect("pipeline");
            let report = pm
                .run(
                    &mut opt,
                    &mut AnalysisManager::new(),
                    &PassContext { target: None },
                    &mut std::io::sink(),
                )
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", print_module(&m)));
            folded += report.passes[0].changed as u32;
            let image = ImageSize {
                width: 4,
                height: 3,
                depth: 2,
            };
            let shape = MemoryShape::uniform(&m, 256, image, 256);
            for (f, g) in m.functions.iter().zip(&opt.functions) {
                let args: Vec<Val> = f
                    .params()
                    .iter()
                    .map(|&p| {
                        let ty = f.ty(p);
                        let small = rng.chance(1, 2);
                        let bits: Vec<u64> = (0..ty.num_elements())
                            .map(|_| {
                                let x = rng.next_u64();
                                if small {
                                    x & 0xff
                                } else {
                                    x
                                }
                            })
                            .collect();
                        Val::from_bits(ty, &bits).expect("bits fit the type")
                    })
                    .collect();
                let mem = Memory::random(&m, &shape, &mut rng).expect("memory");
                let (mut mem_ref, mut mem_opt) = (mem.clone(), mem);
                let Ok(want) = run_function(&m, f, &args, &mut mem_ref, limits) else {
                    skipped += 1;
                    continue;
                };
                let got = run_function(&opt, g, &args, &mut mem_opt, limits).unwrap_or_else(|e| {
                    panic!("seed {seed} @{}: the optimised module fails: {e}", f.name)
                });
                let context = || {
                    format!(
                        "seed {seed} @{}\n{}\n--- after ---\n{}",
                        f.name,
                        print_module(&m),
                        print_module(&opt)
                    )
                };
                assert!(want.admits(&got), "sinks differ: {}", context());
                assert!(mem_ref.admits(&mem_opt), "memory differs: {}", context());
                compared += 1;
            }
        }
        assert!(
            compared > 3 * skipped,
            "compared {compared}, skipped {skipped}"
        );
        assert!(
            folded > 100,
            "canonicalize changed only {folded} of 200 modules"
        );
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
                let signed = sign_extend(x as u64, elem);
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
            // The two's-complement value of an element, for the signed ops.
            let signed = |x: u128| -> i128 {
                if x >= modulus / 2 {
                    x as i128 - modulus as i128
                } else {
                    x as i128
                }
            };
            let mut log = Vec::new();
            for _ in 0..8 {
                let (x, a) = *rng.pick(&vals);
                let (y, c) = *rng.pick(&vals);
                let int_ops: Vec<BinOp> =
                    BinOp::ALL.into_iter().filter(|o| o.allows_int()).collect();
                let op = *rng.pick(&int_ops);
                let (y, c) = if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
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
                    BinOp::AShr => ((signed(a) >> c) as u128) % modulus,
                    BinOp::SMin => {
                        if signed(a) <= signed(c) {
                            a
                        } else {
                            c
                        }
                    }
                    BinOp::SMax => {
                        if signed(a) >= signed(c) {
                            a
                        } else {
                            c
                        }
                    }
                    BinOp::UMin => a.min(c),
                    BinOp::UMax => a.max(c),
                    BinOp::MinNum | BinOp::MaxNum => unreachable!("integer ops only"),
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
                Some(sign_extend(want as u64, elem)),
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
}
