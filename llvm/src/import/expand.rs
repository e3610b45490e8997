//! The 32-bit lane arithmetic the importer's expansions are written against: integer
//! division by a constant or a value (`divide.rs`, `divide/`), `f32` division (`fdiv.rs`) and
//! square root (`sqrt.rs`).
//!
//! Each expansion is written once, generic over [`Bits`]: the importer runs it through
//! [`Emit`], which emits IR of `i32` lanes and folds what is constant (a divisor known when
//! compiling leaves its reciprocal to the compiler); the unit tests run it through
//! `tests::Eval`, which computes one lane with the IR's own scalar semantics and counts the
//! operations.

use super::FnCx;
use memlower_ir::interp::{float::float_cast, scalar};
use memlower_ir::{BinOp, CastOp, CmpPred, ScalarType, Type, Value};

/// What the expansion computes with: `i32` lanes, masks, and one conversion.
pub(crate) trait Bits {
    /// A 32-bit value.
    type V: Copy;
    /// A mask.
    type M: Copy;
    /// The constant `c`.
    fn k(&mut self, c: u32) -> Self::V;
    /// `op a, b` on `i32`.
    fn op(&mut self, op: BinOp, a: Self::V, b: Self::V) -> Self::V;
    /// `cmp pred a, b` on `i32`.
    fn cmp(&mut self, pred: CmpPred, a: Self::V, b: Self::V) -> Self::M;
    /// `and` (`all`) or `or` of two masks.
    fn logic(&mut self, all: bool, a: Self::M, b: Self::M) -> Self::M;
    /// `select m, a, b`.
    fn sel(&mut self, m: Self::M, a: Self::V, b: Self::V) -> Self::V;
    /// The bits of `uitofp x` to `f32` (exact for `x` below 2^24).
    fn float_of(&mut self, x: Self::V) -> Self::V;
}

/// Shorthands over [`Bits`].
pub(super) trait Ops: Bits {
    /// `op a, c`.
    fn opk(&mut self, op: BinOp, a: Self::V, c: u32) -> Self::V {
        let k = self.k(c);
        self.op(op, a, k)
    }
    /// `cmp pred a, c`.
    fn cmpk(&mut self, pred: CmpPred, a: Self::V, c: u32) -> Self::M {
        let k = self.k(c);
        self.cmp(pred, a, k)
    }
    /// One step of restoring division: `(q + 1, r - d)` where `r >= d` (unsigned), else
    /// `(q, r)`. `r - d` wraps above `r` exactly where `d` is more, so `umin` keeps the right
    /// remainder. With `small` (`r` and `d` below 2^31) the top bit of `r - d` says whether it
    /// wrapped; otherwise what `umin` took away, capped at 1, does (one op more).
    fn restore(&mut self, q: Self::V, r: Self::V, d: Self::V, small: bool) -> (Self::V, Self::V) {
        let less = self.op(BinOp::Sub, r, d);
        let kept = self.op(BinOp::UMin, r, less);
        let up = if small {
            let wrapped = self.opk(BinOp::LShr, less, 31);
            self.opk(BinOp::Xor, wrapped, 1)
        } else {
            let taken = self.op(BinOp::Sub, r, kept);
            self.opk(BinOp::UMin, taken, 1)
        };
        (self.op(BinOp::Add, q, up), kept)
    }
}

impl<B: Bits> Ops for B {}

/// A 32-bit lane value while emitting: a constant the emitter folds, or an IR value.
#[derive(Clone, Copy)]
pub(crate) enum Lane {
    K(u32),
    V(Value),
}

/// A mask while emitting: one known for every lane, or an IR value.
#[derive(Clone, Copy)]
pub(crate) enum Pred {
    K(bool),
    V(Value),
}

/// Emits the expansion as IR of `i32` lanes of type `ty`, folding what is constant.
pub(super) struct Emit<'a, 'c, 'm> {
    pub(super) cx: &'a mut FnCx<'c, 'm>,
    pub(super) ty: Type,
}

impl Emit<'_, '_, '_> {
    /// `x` as an IR value (a constant made where it is needed).
    pub(super) fn value(&mut self, x: Lane) -> Value {
        match x {
            Lane::K(c) => self.cx.iconst(self.ty, &[i64::from(c as i32)]),
            Lane::V(v) => v,
        }
    }
}

impl Bits for Emit<'_, '_, '_> {
    type V = Lane;
    type M = Pred;
    fn k(&mut self, c: u32) -> Lane {
        Lane::K(c)
    }
    fn op(&mut self, op: BinOp, a: Lane, b: Lane) -> Lane {
        if let (Lane::K(x), Lane::K(y)) = (a, b) {
            if let Ok(Some(r)) = scalar::binary(op, Some(ScalarType::I32), x.into(), y.into()) {
                return Lane::K(r as u32);
            }
        }
        let (a, b) = (self.value(a), self.value(b));
        Lane::V(self.cx.bin(op, a, b))
    }
    fn cmp(&mut self, pred: CmpPred, a: Lane, b: Lane) -> Pred {
        if let (Lane::K(x), Lane::K(y)) = (a, b) {
            return Pred::K(scalar::compare(pred, ScalarType::I32, x.into(), y.into()));
        }
        let (a, b) = (self.value(a), self.value(b));
        Pred::V(self.cx.cmp(pred, a, b))
    }
    fn logic(&mut self, all: bool, a: Pred, b: Pred) -> Pred {
        match (a, b) {
            (Pred::K(x), Pred::K(y)) => Pred::K(if all { x && y } else { x || y }),
            // `true and m`, `false or m`: m; `false and m`, `true or m`: the constant.
            (Pred::K(x), m @ Pred::V(_)) | (m @ Pred::V(_), Pred::K(x)) => {
                if x == all {
                    m
                } else {
                    Pred::K(x)
                }
            }
            (Pred::V(x), Pred::V(y)) => {
                let op = if all { BinOp::And } else { BinOp::Or };
                Pred::V(self.cx.bin(op, x, y))
            }
        }
    }
    fn sel(&mut self, m: Pred, a: Lane, b: Lane) -> Lane {
        match m {
            Pred::K(t) => {
                if t {
                    a
                } else {
                    b
                }
            }
            Pred::V(m) => {
                let (a, b) = (self.value(a), self.value(b));
                Lane::V(self.cx.sel(m, a, b))
            }
        }
    }
    fn float_of(&mut self, x: Lane) -> Lane {
        match x {
            Lane::K(c) => {
                let f = float_cast(CastOp::UIToFP, ScalarType::I32, ScalarType::F32, c.into());
                Lane::K(f.ok().flatten().unwrap_or(0) as u32)
            }
            Lane::V(v) => {
                let f = self
                    .cx
                    .cast(CastOp::UIToFP, v, self.ty.with_elem(ScalarType::F32));
                Lane::V(self.cx.cast(CastOp::Bitcast, f, self.ty))
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests;
