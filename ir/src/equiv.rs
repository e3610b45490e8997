//! Structural equality of functions, independent of arena numbering.
//!
//! Two functions are equal when their layouts match block by block and instruction by
//! instruction, with values paired in definition order. Passes create values and blocks in any
//! arena order, and the parser in text order, so comparing arena indices would be meaningless.

use crate::ir::{Block, Function, InstKind, Value};
use std::collections::HashMap;

struct Pairing {
    values: HashMap<Value, Value>,
    blocks: HashMap<Block, Block>,
}

impl Pairing {
    fn value(&mut self, a: &Function, b: &Function, va: Value, vb: Value) -> bool {
        match self.values.get(&va) {
            Some(&m) => m == vb,
            None => {
                let (da, db) = (a.value(va), b.value(vb));
                self.values.insert(va, vb);
                da.ty == db.ty && a.value_name(va) == b.value_name(vb)
            }
        }
    }
}

/// See [`Function::structurally_eq`].
pub fn functions_equal(a: &Function, b: &Function) -> bool {
    if a.name != b.name || a.layout.len() != b.layout.len() {
        return false;
    }
    let mut p = Pairing {
        values: HashMap::new(),
        blocks: a
            .layout
            .iter()
            .copied()
            .zip(b.layout.iter().copied())
            .collect(),
    };
    // Block parameters first: branches may refer to later blocks' parameters only through
    // block calls, but instructions may use parameters of any dominating block.
    for (&ba, &bb) in a.layout.iter().zip(&b.layout) {
        let (da, db) = (a.block(ba), b.block(bb));
        if da.name != db.name
            || da.params.len() != db.params.len()
            || da.insts.len() != db.insts.len()
        {
            return false;
        }
        for (&va, &vb) in da.params.iter().zip(&db.params) {
            if !p.value(a, b, va, vb) {
                return false;
            }
        }
    }
    // Results in layout order, so every operand that is defined has been paired by the time a
    // dominated use is compared; uses in unreachable or non-dominated code pair on first sight.
    for (&ba, &bb) in a.layout.iter().zip(&b.layout) {
        for (&ia, &ib) in a.block(ba).insts.iter().zip(&b.block(bb).insts) {
            let (xa, xb) = (a.inst(ia), b.inst(ib));
            match (xa.result, xb.result) {
                (Some(ra), Some(rb)) => {
                    if !p.value(a, b, ra, rb) {
                        return false;
                    }
                }
                (None, None) => {}
                _ => return false,
            }
        }
    }
    for (&ba, &bb) in a.layout.iter().zip(&b.layout) {
        for (&ia, &ib) in a.block(ba).insts.iter().zip(&b.block(bb).insts) {
            if !kinds_equal(a, b, &a.inst(ia).kind, &b.inst(ib).kind, &mut p) {
                return false;
            }
        }
    }
    true
}

fn kinds_equal(fa: &Function, fb: &Function, a: &InstKind, b: &InstKind, p: &mut Pairing) -> bool {
    // Compare everything but operands and blocks by erasing them, then the operands pairwise.
    let erase = |k: &InstKind| {
        let mut k = k.clone();
        k.for_each_operand_mut(|v| *v = Value(0));
        for call in k.block_calls_mut() {
            call.block = Block(0);
        }
        k
    };
    if erase(a) != erase(b) {
        return false;
    }
    let (oa, ob) = (a.operands(), b.operands());
    if oa.len() != ob.len() {
        return false;
    }
    for (&va, &vb) in oa.iter().zip(&ob) {
        if !p.value(fa, fb, va, vb) {
            return false;
        }
    }
    let (sa, sb) = (a.successors(), b.successors());
    sa.len() == sb.len() && sa.iter().zip(&sb).all(|(x, y)| p.blocks.get(x) == Some(y))
}
