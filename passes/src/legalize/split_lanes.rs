//! `split-lanes`: cut every memory op into pieces whose lane counts are exec sizes legal for
//! the message that will carry it on the target.
//!
//! ```text
//!   %v = gather @buf[%b + %off] mask %m align 4 : vec<31 x f32>        (gather_scaled: 1..16)
//! ──▶
//!   %o0 = extract %off[0] : vec<16 x i32>     %m0 = extract %m[0] : mask<16>
//!   %g0 = gather @buf[%b + %o0] mask %m0 align 4 : vec<16 x f32>
//!   ... 8 lanes at 16, 4 at 24, 2 at 28, 1 at 30 ...
//!   %v  = concat %g0, %g1, %g2, %g3, %g4 : vec<31 x f32>
//! ```
//!
//! One generic splitter serves every op kind: an operand with the op's lane count (offsets,
//! mask, data, coordinates, LOD) is sliced with the piece's lane range; every other operand
//! (the scalar base) and every attribute (surface, alignment, channels, `via`) is repeated on
//! every piece unchanged. For messages without small exec sizes (SCATTER4_SCALED,
//! GATHER4_TYPED: 8/16 only) the tail is padded: offsets, coordinates and data with zeros,
//! the mask with disabled lanes (a mask is added if the op had none), and a read's result is
//! sliced back with `extract`.
//!
//! The message comes from [`choose_message`](super::rules::choose_message), the same function
//! `pick-blocks` uses, so the sizes chosen here are the sizes pick-blocks will find legal.

use super::access::{op_text, plan_of, target_of};
use super::rewrite::{mask_slot, op_lanes, rewrite_function, Emitter, Rewrite};
use super::rules::{lane_pieces, LanePiece};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::target::Target;
use memlower_ir::{Function, Inst, Surface, Value};
use std::collections::HashMap;

/// The `split-lanes` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct SplitLanes;

impl FunctionPass for SplitLanes {
    fn name(&self) -> &'static str {
        "split-lanes"
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        _am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        rewrite_function(surfaces, f, |s, f, i| split_inst(s, f, i, t))
    }
}

fn split_inst(
    surfaces: &[Surface],
    f: &mut Function,
    i: Inst,
    t: &Target,
) -> Result<Rewrite, PassError> {
    let kind = &f.inst(i).kind;
    if !kind.is_memory() {
        return Ok(Rewrite::Keep);
    }
    // An op that already names its message is split for that message; otherwise for the
    // message the rules will choose.
    let msg = match kind.via() {
        Some(v) => v.msg,
        None => match plan_of(surfaces, f, i, t) {
            Some(Ok(p)) => p.msg,
            Some(Err(e)) => return Err(e),
            None => return Ok(Rewrite::Keep),
        },
    };
    let Some(n) = op_lanes(f, i) else {
        return Ok(Rewrite::Keep);
    };
    let legal = t.exec_sizes(msg);
    if legal.is_empty() {
        return Err(PassError::Invalid {
            loc: f.inst(i).loc,
            message: format!(
                "`{}` names {}, which target {} does not have",
                op_text(f, i),
                msg.mnemonic(),
                t.name
            ),
            expected: Some("no `via` (pick-blocks chooses a message the target has)".into()),
        });
    }
    if n == 0 || legal.contains(&n) {
        return Ok(Rewrite::Keep);
    }
    Ok(split_op(f, i, n, &lane_pieces(n, legal)))
}

/// Splits memory op `i` of `n` lanes into `pieces` (see the module doc). Exposed to the crate
/// so that other splitters reuse the one mechanism.
pub(crate) fn split_op(f: &mut Function, i: Inst, n: u32, pieces: &[LanePiece]) -> Rewrite {
    let data = f.inst(i).clone();
    let mut lane_operands: Vec<Value> = Vec::new();
    data.kind.for_each_operand(|v| {
        if f.ty(v).lanes() == Some(n) && !lane_operands.contains(&v) {
            lane_operands.push(v);
        }
    });
    let result_ty = data.result.map(|r| f.ty(r));
    let mut e = Emitter::new(f, data.loc);
    let mut results = Vec::new();
    for p in pieces {
        let slices: HashMap<Value, Value> = lane_operands
            .iter()
            .map(|&v| (v, slice(&mut e, v, n, p)))
            .collect();
        let mut kind = data.kind.clone();
        kind.for_each_operand_mut(|v| {
            if let Some(&s) = slices.get(v) {
                *v = s;
            }
        });
        if p.exec > p.lanes {
            if let Some(slot) = mask_slot(&mut kind) {
                if slot.is_none() {
                    *slot = Some(e.prefix_mask(p.lanes, p.exec));
                }
            }
        }
        let piece = e.inst(kind, result_ty.map(|t| t.with_lanes(p.exec)));
        if let Some(r) = e.func().result(piece) {
            results.push(if p.exec > p.lanes {
                e.extract(r, 0, p.lanes)
            } else {
                r
            });
        }
    }
    let result = match results.as_slice() {
        [] => None,
        [one] => Some(*one),
        many => Some(e.concat(many)),
    };
    Rewrite::Replace {
        insts: e.finish(),
        result,
    }
}

/// Lanes `p.start .. p.start + p.lanes` of `v` (which has `n` lanes), padded with zeros (for
/// a mask: disabled lanes) up to `p.exec` lanes.
fn slice(e: &mut Emitter, v: Value, n: u32, p: &LanePiece) -> Value {
    let part = if p.start == 0 && p.lanes == n {
        v
    } else {
        e.extract(v, p.start, p.lanes)
    };
    if p.exec == p.lanes {
        return part;
    }
    let zeros = e.zero(e.ty(v).with_lanes(p.exec - p.lanes));
    e.concat(&[part, zeros])
}
