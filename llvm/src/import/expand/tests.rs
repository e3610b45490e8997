//! The evaluator the expansions' unit tests run them through.

use super::*;

/// Computes on one `i32` lane by the IR's scalar semantics; counts the ops (constants are
/// free).
#[derive(Default)]
pub(in crate::import) struct Eval {
    pub ops: usize,
}

impl Bits for Eval {
    type V = u32;
    type M = bool;
    fn k(&mut self, c: u32) -> u32 {
        c
    }
    fn op(&mut self, op: BinOp, a: u32, b: u32) -> u32 {
        self.ops += 1;
        let r = scalar::binary(op, Some(ScalarType::I32), a.into(), b.into());
        r.expect("an integer op")
            .expect("a defined result (no oversized shift)") as u32
    }
    fn cmp(&mut self, pred: CmpPred, a: u32, b: u32) -> bool {
        self.ops += 1;
        scalar::compare(pred, ScalarType::I32, a.into(), b.into())
    }
    fn logic(&mut self, all: bool, a: bool, b: bool) -> bool {
        self.ops += 1;
        if all {
            a && b
        } else {
            a || b
        }
    }
    fn sel(&mut self, m: bool, a: u32, b: u32) -> u32 {
        self.ops += 1;
        if m {
            a
        } else {
            b
        }
    }
    fn float_of(&mut self, x: u32) -> u32 {
        self.ops += 1;
        let f = float_cast(CastOp::UIToFP, ScalarType::I32, ScalarType::F32, x.into());
        f.expect("a conversion").expect("a defined result") as u32
    }
}
