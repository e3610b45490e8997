//! `llvm.vector.reduce.*`: a vector folded to one scalar, expanded at import time into lane
//! moves (`extract`) and the lane-wise ALU op the reduction names.
//!
//! | LLVM | memlower |
//! |---|---|
//! | `add`, `mul`, `and`, `or`, `xor`, `smax`, `smin`, `umax`, `umin` | a log2 tree: the upper half of the lanes combined with the lower half, `add %lo, %hi`, down to one lane, then `extract [0]` |
//! | `fmax`, `fmin` | the same tree with `maxnum` / `minnum` |
//! | `fadd(start, v)`, `fmul(start, v)` with `reassoc` | the same tree, then `add %start, %tree` |
//! | `fadd(start, v)`, `fmul(start, v)` without `reassoc` | strict lane order: `((start + v[0]) + v[1]) + ...`, one scalar op per lane |
//! | any integer reduction of `<N x i1>` | the tree on masks: `add` as `xor`; `mul`, `smax`, `umin` as `and`; `smin`, `umax` as `or` |
//!
//! Integer reductions wrap, and min/max are associative and commutative, so every association
//! gives LLVM's result. With `reassoc` LLVM allows any association; the halving tree is the one
//! LLVM's own code generator uses, so the JIT differential compares bit for bit. Without
//! `reassoc` the order is LLVM's defined one. A lane count that is not a power of two folds its
//! odd last lane in at the end. `fmaximum`/`fminimum` (NaN-propagating, LLVM 17 and later) are
//! refused.

use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{BinOp, Value};

impl<'m> FnCx<'_, 'm> {
    /// A call of `llvm.vector.reduce.KIND.*` (`name`), with its arguments.
    pub(super) fn reduction(
        &mut self,
        i: V<'m>,
        name: &str,
        args: &[V<'m>],
    ) -> Result<Value, ImportError> {
        let kind = name
            .strip_prefix("llvm.vector.reduce.")
            .and_then(|r| r.split('.').next())
            .unwrap_or("");
        let op = match kind {
            "add" | "fadd" => BinOp::Add,
            "mul" | "fmul" => BinOp::Mul,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            "smax" => BinOp::SMax,
            "smin" => BinOp::SMin,
            "umax" => BinOp::UMax,
            "umin" => BinOp::UMin,
            "fmax" => BinOp::MaxNum,
            "fmin" => BinOp::MinNum,
            "fmaximum" | "fminimum" => {
                return Err(self.unsupported(
                    i,
                    format!(
                        "the reduction @{name} propagates NaNs, and memlower has only \
                         `maxnum`/`minnum` (which ignore them)"
                    ),
                ))
            }
            _ => {
                return Err(self.unsupported(
                    i,
                    format!("the reduction @{name} has no memlower counterpart"),
                ))
            }
        };
        let with_start = matches!(kind, "fadd" | "fmul");
        let (start, vector) = match (with_start, args) {
            (true, [s, v]) => (Some(*s), *v),
            (false, [v]) => (None, *v),
            _ => return Err(self.unsupported(i, "a reduction with unexpected operands")),
        };
        let v = self.value(vector)?;
        let ty = self.ty(v);
        // On `i1` lanes (true is 1 unsigned, -1 signed) every integer reduction is a logic op.
        let op = match (ty.is_mask(), op) {
            (true, BinOp::Add) => BinOp::Xor,
            (true, BinOp::Mul | BinOp::SMax | BinOp::UMin) => BinOp::And,
            (true, BinOp::SMin | BinOp::UMax) => BinOp::Or,
            _ => op,
        };
        let mut lanes = ty.lanes().unwrap_or(1);
        if planted!(ReductionDropsLane) && lanes > 1 {
            lanes -= 1;
        }
        let start = match start {
            Some(s) => Some(self.value(s)?),
            None => None,
        };
        Ok(match start {
            Some(s) if !i.reassoc() && !planted!(OrderedReductionAsTree) => {
                let mut acc = s;
                for k in 0..lanes {
                    let x = self.lane(v, k);
                    acc = self.bin(op, acc, x);
                }
                acc
            }
            Some(s) => {
                let r = self.reduce_tree(op, v, lanes);
                self.bin(op, s, r)
            }
            None => self.reduce_tree(op, v, lanes),
        })
    }

    /// The first `lanes` lanes of `v` folded with `op` by halving: lanes `[h, 2h)` combined
    /// with lanes `[0, h)` until one is left (an odd last lane is folded in at the end).
    pub(super) fn reduce_tree(&mut self, op: BinOp, v: Value, lanes: u32) -> Value {
        let mut cur = v;
        let mut n = lanes;
        let mut odd = Vec::new();
        while n > 1 {
            if n % 2 == 1 {
                odd.push(self.lane(cur, n - 1));
                n -= 1;
            }
            let h = n / 2;
            let lo = self.slice(cur, 0, h);
            let hi = self.slice(cur, h, h);
            cur = self.bin(op, lo, hi);
            n = h;
        }
        let mut r = self.lane(cur, 0);
        for x in odd.into_iter().rev() {
            r = self.bin(op, r, x);
        }
        r
    }
}
