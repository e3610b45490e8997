//! `soft-f64`: double-precision arithmetic in 32-bit integer ops, for targets without an fp64
//! ALU ([`crate::target::Target::fp64`] false: icllp, tgllp, dg2), as IGC's DP emulation does.
//!
//! ```text
//!   %r = fma %a, %b, %c : vec<N x f64>        %a.w = bitcast %a : vec<N x 2 x i32>
//!                                      ─▶     %a.lo = chan.extract %a.w[0]   (and [1]: hi)
//!                                             ... ~550 i32 ops: add sub mul and or xor shl
//!                                                 lshr ashr umin umax smin smax, cmp, select
//!                                             %r.w = chan.pack %lo, %hi : vec<N x 2 x i32>
//!                                             %r = bitcast %r.w : vec<N x f64>
//! ```
//!
//! Rewritten, per element of an `f64` scalar, vector or multi-channel vector:
//! - `fma a, b, c`: `arith::fma` (one rounding to nearest even, subnormals, canonical NaN;
//!   arith.rs has the algorithm and why it is exact).
//! - `mul a, b` = `fma a, b, -0.0`; `add a, b` = `fma a, 1.0, b`; `sub a, b` = `fma b, -1.0, a`.
//!   Each is exact: `x * 1` and `x * -1` are exact, adding `-0.0` changes no nonzero sum and
//!   keeps the sign of a zero product (`+0 + -0 = +0`, `-0 + -0 = -0`), so the one rounding
//!   of the fma is IEEE's rounding of the op, zeros' signs included (the tests check it).
//! - `fcmp` (all 14 predicates), `cmp` on f64 (as the `fcmp` it means) and `minnum`/`maxnum`:
//!   compares of order keys of the bits (`compare::fcmp`, `compare::minmax`).
//! - conversions between f64 and f32, i8, i16, i32 (and f16 to f64, through an exact `fpext`
//!   to f32): `convert.rs`. Those to or from i64 stay (the lowering refuses them without int64),
//!   and so does f64 to f16 (refused on every target: one rounding, or two, is not settled).
//!
//! Everything emitted is integer IR every target lowers (i32 ops, masks, `select`, `bitcast`,
//! `chan.extract`/`chan.pack`), so the reference interpreter runs the rewritten program and
//! `check` compares it with the messages like any other. The algorithms are generic over
//! `arith::Words`; the pass instantiates them with `Ir`, which folds constant operands,
//! so an operand that is a splat constant (`2.0`) costs nothing to unpack.
//!
//! It runs first in [`super::PIPELINE`], on abstract ops: `split-groups` then cuts the integer
//! ops into lane groups and its register budget sees their temporaries.

pub(crate) mod arith;
pub(crate) mod compare;
pub(crate) mod convert;
#[cfg(test)]
mod tests;

use super::access::target_of;
use super::rewrite::{rewrite_function, Emitter, Rewrite, Tally};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use arith::{Words, F64};
use memlower_ir::{
    BinOp, CastOp, CmpPred, ConstValue, FCmpPred, Function, Inst, InstKind, ScalarType, Surface,
    Type, Value,
};
use std::collections::HashMap;

/// The `soft-f64` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct SoftF64;

impl FunctionPass for SoftF64 {
    fn name(&self) -> &'static str {
        "soft-f64"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        if t.fp64 {
            return Ok(false);
        }
        let mut n = Tally::default();
        let changed = rewrite_function(surfaces, f, |_, f, i| n.note(Ok(rewrite(f, i))));
        am.count(EMULATED, n.replaced);
        changed
    }
}

/// f64 operations rewritten as 32-bit integer operations (targets without an fp64 ALU).
pub const EMULATED: crate::stats::Stat = crate::stats::Stat::new(
    "soft-f64",
    "NumEmulated",
    "f64 operations emulated with integer operations",
);

/// An f64 operand: a value, or constant bits.
#[derive(Clone, Copy)]
enum Operand {
    Val(Value),
    Bits(u64),
}

/// What an f64 op computes, on the words of each element.
enum Job {
    Fma(Operand, Operand, Operand),
    /// `-0.0 - x`: a sign flip, NaNs made canonical.
    Neg(Value),
    MinMax(bool, Value, Value),
    Cmp(FCmpPred, Value, Value),
    /// A conversion from or to f64: the op, its source and the two element types.
    Cast(CastOp, Value, ScalarType, ScalarType),
}

/// The conversions the pass computes: those between f64 and f32, f16 (to f64 only), i8, i16
/// or i32. To or from i64 needs 64-bit integers (refused without int64); f64 to f16 is
/// refused on every target.
fn converts(op: CastOp, from: ScalarType, to: ScalarType) -> bool {
    use ScalarType::{F16, F32, F64, I16, I32, I8};
    match op {
        CastOp::FPExt => matches!(from, F16 | F32) && to == F64,
        CastOp::FPTrunc => from == F64 && to == F32,
        CastOp::SIToFP | CastOp::UIToFP => matches!(from, I8 | I16 | I32) && to == F64,
        CastOp::FPToSI | CastOp::FPToUI => from == F64 && matches!(to, I8 | I16 | I32),
        _ => false,
    }
}

fn is_f64(f: &Function, v: Value) -> bool {
    f.ty(v).elem() == Some(ScalarType::F64)
}

/// True if `v` is a constant whose every element is -0.0 (the bits `0x8000_0000_0000_0000`).
fn is_negative_zero(f: &Function, v: Value) -> bool {
    let Some(InstKind::Const { value }) = f.def_kind(v) else {
        return false;
    };
    let n = value.len();
    n > 0 && (0..n).all(|k| value.float_at(k).to_bits() == (-0.0f64).to_bits())
}

fn rewrite(f: &mut Function, i: Inst) -> Rewrite {
    use Operand::{Bits, Val};
    let d = f.inst(i);
    let job = match d.kind {
        InstKind::Fma { a, b, c } if is_f64(f, a) => Job::Fma(Val(a), Val(b), Val(c)),
        InstKind::Binary { op, lhs, rhs } if is_f64(f, lhs) => match op {
            BinOp::Mul => Job::Fma(Val(lhs), Val(rhs), Bits((-0.0f64).to_bits())),
            BinOp::Add => Job::Fma(Val(lhs), Bits(1.0f64.to_bits()), Val(rhs)),
            // `-0.0 - x` is a sign flip (LLVM's `fsub -0.0, %x`, the old `fneg`).
            BinOp::Sub if is_negative_zero(f, lhs) => Job::Neg(rhs),
            BinOp::Sub => Job::Fma(Val(rhs), Bits((-1.0f64).to_bits()), Val(lhs)),
            BinOp::MinNum => Job::MinMax(false, lhs, rhs),
            BinOp::MaxNum => Job::MinMax(true, lhs, rhs),
            _ => return Rewrite::Keep,
        },
        InstKind::FCmp { pred, lhs, rhs } if is_f64(f, lhs) => Job::Cmp(pred, lhs, rhs),
        InstKind::Cmp { pred, lhs, rhs } if is_f64(f, lhs) => {
            Job::Cmp(FCmpPred::of_float_cmp(pred), lhs, rhs)
        }
        InstKind::Cast { op, x } => {
            let (Some(from), Some(to)) = (f.ty(x).elem(), d.result.and_then(|r| f.ty(r).elem()))
            else {
                return Rewrite::Keep;
            };
            if !converts(op, from, to) {
                return Rewrite::Keep;
            }
            Job::Cast(op, x, from, to)
        }
        _ => return Rewrite::Keep,
    };
    let Some(r) = d.result else {
        return Rewrite::Keep;
    };
    // The shape of the f64 data: lanes (a scalar is one lane) and channels.
    let dty = match job {
        Job::Cmp(_, lhs, _) => f.ty(lhs),
        _ => f.ty(r),
    };
    let scalar = dty.is_scalar();
    let lanes = dty.lanes().unwrap_or(1);
    let chans = dty.chans().unwrap_or(1);
    if matches!(job, Job::Cmp(..)) && chans != 1 {
        return Rewrite::Keep;
    }
    let loc = d.loc;
    let mut e = Emitter::new(f, loc);
    let mut ir = Ir {
        e: &mut e,
        lanes,
        scalar,
        chans,
        consts: HashMap::new(),
        mask_true: None,
        unpacked: HashMap::new(),
    };
    let result = match job {
        Job::Cmp(pred, a, b) => {
            let (a, b) = (ir.words(Val(a), 0), ir.words(Val(b), 0));
            let m = compare::fcmp(&mut ir, pred, a, b);
            ir.mask(m)
        }
        Job::Fma(a, b, c) => {
            let parts: Vec<Value> = (0..chans)
                .map(|ch| {
                    let (a, b, c) = (ir.words(a, ch), ir.words(b, ch), ir.words(c, ch));
                    let r = arith::fma(&mut ir, a, b, c);
                    ir.pack(r)
                })
                .collect();
            ir.join(&parts, ScalarType::F64)
        }
        Job::Cast(op, x, from, to) => {
            let parts: Vec<Value> = (0..chans)
                .map(|ch| match op {
                    CastOp::FPExt | CastOp::SIToFP | CastOp::UIToFP => {
                        let w = ir.word(x, ch, from, op);
                        let r = match op {
                            CastOp::FPExt => convert::f32_to_f64(&mut ir, w),
                            _ => convert::int_to_f64(&mut ir, w, op == CastOp::SIToFP),
                        };
                        ir.pack(r)
                    }
                    _ => {
                        let w = ir.words(Val(x), ch);
                        let r = match op {
                            CastOp::FPTrunc => convert::f64_to_f32(&mut ir, w),
                            _ => convert::f64_to_int(&mut ir, w, op == CastOp::FPToSI),
                        };
                        ir.narrow(r, to)
                    }
                })
                .collect();
            ir.join(&parts, to)
        }
        Job::Neg(x) => {
            let parts: Vec<Value> = (0..chans)
                .map(|ch| {
                    let w = ir.words(Val(x), ch);
                    let r = arith::neg(&mut ir, w);
                    ir.pack(r)
                })
                .collect();
            ir.join(&parts, ScalarType::F64)
        }
        Job::MinMax(max, a, b) => {
            let parts: Vec<Value> = (0..chans)
                .map(|ch| {
                    let (a, b) = (ir.words(Val(a), ch), ir.words(Val(b), ch));
                    let r = compare::minmax(&mut ir, max, a, b);
                    ir.pack(r)
                })
                .collect();
            ir.join(&parts, ScalarType::F64)
        }
    };
    Rewrite::Replace {
        insts: e.finish(),
        result: Some(result),
    }
}

/// A word of every lane: a constant, or a `vec<N x i32>` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Word {
    K(u32),
    V(Value),
}

/// A boolean of every lane: a constant, or a `mask<N>` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bit {
    K(bool),
    V(Value),
}

/// [`Words`] on IR: each op is one instruction on `vec<N x i32>` / `mask<N>`, folded when its
/// operands are constants or it is an identity.
struct Ir<'a, 'f> {
    e: &'a mut Emitter<'f>,
    lanes: u32,
    scalar: bool,
    chans: u8,
    consts: HashMap<u32, Value>,
    mask_true: Option<Value>,
    /// The (low, high) words of each f64 operand channel already unpacked.
    unpacked: HashMap<(Value, u8), F64<Word>>,
}

impl Ir<'_, '_> {
    fn wty(&self) -> Type {
        Type::vec(self.lanes, ScalarType::I32)
    }

    fn val(&mut self, w: Word) -> Value {
        match w {
            Word::V(v) => v,
            Word::K(k) => {
                if let Some(&v) = self.consts.get(&k) {
                    return v;
                }
                let ty = self.wty();
                let v = self.e.value(
                    InstKind::Const {
                        value: ConstValue::int(i64::from(k as i32)),
                    },
                    ty,
                );
                self.consts.insert(k, v);
                v
            }
        }
    }

    fn mval(&mut self, b: Bit) -> Value {
        match b {
            Bit::V(v) => v,
            Bit::K(k) => {
                if let (true, Some(v)) = (k, self.mask_true) {
                    return v;
                }
                let v = self.e.value(
                    InstKind::Const {
                        value: ConstValue::int(i64::from(k)),
                    },
                    Type::mask(self.lanes),
                );
                if k {
                    self.mask_true = Some(v);
                }
                v
            }
        }
    }

    /// The (low, high) words of channel `ch` of an f64 operand.
    fn words(&mut self, x: Operand, ch: u8) -> F64<Word> {
        let v = match x {
            Operand::Bits(b) => return (Word::K(b as u32), Word::K((b >> 32) as u32)),
            Operand::Val(v) => v,
        };
        if let Some(InstKind::Const { value }) = self.e.func().def_kind(v) {
            if value.len() == 1 {
                let b = value.float_at(0).to_bits();
                return (Word::K(b as u32), Word::K((b >> 32) as u32));
            }
        }
        if let Some(&w) = self.unpacked.get(&(v, ch)) {
            return w;
        }
        let lanes = self.lanes;
        let vty = Type::vec(lanes, ScalarType::F64);
        let mut x = v;
        if self.scalar {
            x = self.e.value(InstKind::Splat { x }, vty);
        }
        if self.chans > 1 {
            x = self
                .e
                .value(InstKind::ChanExtract { src: x, chan: ch }, vty);
        }
        let pair = self.e.cast(
            CastOp::Bitcast,
            x,
            Type::chan_vec(lanes, 2, ScalarType::I32),
        );
        let lo = self.e.chan_extract(pair, 0);
        let hi = self.e.chan_extract(pair, 1);
        let w = (Word::V(lo), Word::V(hi));
        self.unpacked.insert((v, ch), w);
        w
    }

    /// One channel's result words as `vec<N x f64>`.
    fn pack(&mut self, (lo, hi): F64<Word>) -> Value {
        let (lo, hi) = (self.val(lo), self.val(hi));
        let pair = self.e.chan_pack(&[lo, hi]);
        self.e.cast(
            CastOp::Bitcast,
            pair,
            Type::vec(self.lanes, ScalarType::F64),
        )
    }

    /// Channel `ch` of a 32-bit-or-narrower operand `x` of element type `from` as one word a
    /// lane: f32 bits, f16 widened to f32 (exact), i8 and i16 extended as `op` reads them.
    fn word(&mut self, x: Value, ch: u8, from: ScalarType, op: CastOp) -> Word {
        let lanes = self.lanes;
        let vty = Type::vec(lanes, from);
        let mut v = x;
        if self.scalar {
            v = self.e.value(InstKind::Splat { x: v }, vty);
        }
        if self.chans > 1 {
            v = self
                .e
                .value(InstKind::ChanExtract { src: v, chan: ch }, vty);
        }
        let wty = self.wty();
        let f32ty = Type::vec(lanes, ScalarType::F32);
        Word::V(match from {
            ScalarType::F32 => self.e.cast(CastOp::Bitcast, v, wty),
            ScalarType::F16 => {
                let w = self.e.cast(CastOp::FPExt, v, f32ty);
                self.e.cast(CastOp::Bitcast, w, wty)
            }
            ScalarType::I8 | ScalarType::I16 if op == CastOp::SIToFP => {
                self.e.cast(CastOp::SExt, v, wty)
            }
            ScalarType::I8 | ScalarType::I16 => self.e.cast(CastOp::ZExt, v, wty),
            _ => v,
        })
    }

    /// One channel's 32-bit result as `vec<N x to>` (f32 bits, or an integer truncated).
    fn narrow(&mut self, w: Word, to: ScalarType) -> Value {
        let v = self.val(w);
        let ty = Type::vec(self.lanes, to);
        match to {
            ScalarType::F32 => self.e.cast(CastOp::Bitcast, v, ty),
            ScalarType::I8 | ScalarType::I16 => self.e.cast(CastOp::Trunc, v, ty),
            _ => v,
        }
    }

    /// The channels' results (each `vec<N x elem>`) as the op's result type.
    fn join(&mut self, parts: &[Value], elem: ScalarType) -> Value {
        let v = if parts.len() > 1 {
            self.e.chan_pack(parts)
        } else {
            parts[0]
        };
        if self.scalar {
            self.e
                .value(InstKind::Extract { src: v, start: 0 }, Type::Scalar(elem))
        } else {
            v
        }
    }

    /// A compare's result as the op's mask type.
    fn mask(&mut self, m: Bit) -> Value {
        self.mval(m)
    }
}

impl Words for Ir<'_, '_> {
    type W = Word;
    type M = Bit;

    fn k(&mut self, v: u32) -> Word {
        Word::K(v)
    }

    fn mk(&mut self, v: bool) -> Bit {
        Bit::K(v)
    }

    fn op(&mut self, op: BinOp, a: Word, b: Word) -> Word {
        use Word::K;
        if let (K(x), K(y)) = (a, b) {
            if let Some(r) = arith::eval(op, x, y) {
                return K(r);
            }
        }
        match (op, a, b) {
            (BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor, x, K(0))
            | (BinOp::Shl | BinOp::LShr | BinOp::AShr, x, K(0))
            | (BinOp::And, x, K(u32::MAX))
            | (BinOp::Add | BinOp::Or | BinOp::Xor, K(0), x)
            | (BinOp::And, K(u32::MAX), x) => return x,
            (BinOp::And | BinOp::Mul, _, K(0))
            | (BinOp::And | BinOp::Mul | BinOp::Shl | BinOp::LShr, K(0), _) => return K(0),
            _ => {}
        }
        let (l, r) = (self.val(a), self.val(b));
        let ty = self.wty();
        Word::V(self.e.value(InstKind::Binary { op, lhs: l, rhs: r }, ty))
    }

    fn cmp(&mut self, p: CmpPred, a: Word, b: Word) -> Bit {
        if let (Word::K(x), Word::K(y)) = (a, b) {
            return Bit::K(arith::eval_cmp(p, x, y));
        }
        let (l, r) = (self.val(a), self.val(b));
        Bit::V(self.e.value(
            InstKind::Cmp {
                pred: p,
                lhs: l,
                rhs: r,
            },
            Type::mask(self.lanes),
        ))
    }

    fn mop(&mut self, op: BinOp, a: Bit, b: Bit) -> Bit {
        use Bit::K;
        match (op, a, b) {
            (_, K(x), K(y)) => {
                return K(match op {
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    _ => x ^ y,
                })
            }
            (BinOp::And, K(true), x)
            | (BinOp::And, x, K(true))
            | (BinOp::Or | BinOp::Xor, K(false), x)
            | (BinOp::Or | BinOp::Xor, x, K(false)) => return x,
            (BinOp::And, K(false), _) | (BinOp::And, _, K(false)) => return K(false),
            (BinOp::Or, K(true), _) | (BinOp::Or, _, K(true)) => return K(true),
            _ => {}
        }
        let (l, r) = (self.mval(a), self.mval(b));
        Bit::V(self.e.value(
            InstKind::Binary { op, lhs: l, rhs: r },
            Type::mask(self.lanes),
        ))
    }

    fn sel(&mut self, m: Bit, a: Word, b: Word) -> Word {
        match m {
            Bit::K(true) => return a,
            Bit::K(false) => return b,
            Bit::V(_) if a == b => return a,
            Bit::V(_) => {}
        }
        let cond = self.mval(m);
        let (t, f) = (self.val(a), self.val(b));
        let ty = self.wty();
        Word::V(self.e.value(
            InstKind::Select {
                cond,
                on_true: t,
                on_false: f,
            },
            ty,
        ))
    }

    fn is_zero(&self, w: Word) -> bool {
        w == Word::K(0)
    }

    fn drop_sticky(&self) -> bool {
        planted!(SoftF64Sticky)
    }

    fn keep_product_sign(&self) -> bool {
        planted!(SoftF64Sign)
    }

    fn drop_product_carry(&self) -> bool {
        planted!(SoftF64MulCarry)
    }

    fn keep_neg_nan(&self) -> bool {
        planted!(SoftF64NegNan)
    }

    fn drop_negation_carry(&self) -> bool {
        planted!(SoftF64NegCarry)
    }

    fn miss_inf_times_zero(&self) -> bool {
        planted!(SoftF64InfZero)
    }

    fn half_jam_mask(&self) -> bool {
        planted!(SoftF64JamMask)
    }

    fn short_low_half(&self) -> bool {
        planted!(SoftF64ClzHalves)
    }
}
