//! Dropping the dead instructions a function's passes left in its arena.
//!
//! Passes never free arena slots: a rewritten op stays where it was, its replacement is
//! appended. After a few legalisation passes most of a big function's instruction arena is
//! dead (one function of 100k accesses: 2.37M instructions after `cse`, 0.67M of them in the
//! layout), and every later pass walks live instructions spread thinly over it.
//! [`Function::compact`] squeezes the dead ones out:
//!
//! ```text
//!   insts  [ i0 i1 | i2 i3 i4 i5 ]      i0 i1 the input's; i2 dead, i3 dead but the origin
//!   ──▶    [ i0 i1 | i3 i4 i5 ]         of a live one; ids shift down, in the same order
//! ```
//!
//! What must not change, and how it is kept:
//! - **Values** keep their ids: a report prints an anonymous value of an origin by its id, and
//!   a live origin's operands may still be replaced by any value, made before or after this
//!   call. So only instructions move. A dead value whose definition was dropped gets
//!   [`ValueDef::DROPPED`] (no instruction: `def_inst` is `None`).
//! - **Origins.** [`InstData::origin`](crate::ir::InstData::origin) names an instruction of the
//!   pipeline's input, which a report reads back (dead, with its operands, type and name) and
//!   hands to the caller as the handle it built: every instruction without an origin (the
//!   input's, the arena's prefix) is kept, so those ids do not move; any other origin of an
//!   instruction in a block is kept too, and renumbered with the rest.
//! - **Order.** Kept instructions stay in the same relative order (a squeeze, not a renumbering
//!   in layout order), so whatever walks instructions by id, or breaks a tie by id, sees them in
//!   the same order.

use crate::ir::{Block, Function, Inst, ValueDef};

/// No new id: the instruction is dropped.
const DROPPED: u32 = u32::MAX;

impl ValueDef {
    /// The definition of a dead value whose instruction [`Function::compact`] dropped: no
    /// block has it as a parameter (the block id is out of range) and no instruction defines
    /// it, so [`Function::def_inst`] is `None`. Only dead values have it.
    pub const DROPPED: ValueDef = ValueDef::Param(Block(u32::MAX), u32::MAX);
}

impl Function {
    /// Removes the instructions that are in no block, have an origin (were made by a pass) and
    /// are no block instruction's origin,
    /// keeping the order of the others (see the module doc of `edit::compact`). Returns whether
    /// anything was removed. O(arena size).
    pub fn compact(&mut self) -> bool {
        let ni = self.insts.len();
        // The layout first (block lists only), then one walk of the arena in order that keeps
        // the input's instructions, the live ones and the origins of the live ones: on a big
        // function the arena is read front to back once, rather than once in order and once
        // in layout order (a miss per live instruction).
        let mut live = vec![false; ni];
        for bd in &self.blocks {
            for &i in &bd.insts {
                if let Some(l) = live.get_mut(i.index()) {
                    *l = true;
                }
            }
        }
        let mut keep = live.clone();
        for (k, d) in self.insts.iter().enumerate() {
            // An instruction without an origin is one of the pipeline's input (passes give
            // what they make the origin of what it replaces): it is kept, dead or not, so the
            // input's instructions, the arena's prefix, keep their ids, which a report hands
            // back to the caller as the handles it built (`AccessReport::inst`). An
            // instruction in a block keeps its origin.
            match d.origin {
                None => keep[k] = true,
                Some(o) if live[k] => {
                    if let Some(x) = keep.get_mut(o.index()) {
                        *x = true;
                    }
                }
                Some(_) => {}
            }
        }
        drop(live);
        let mut next = 0u32;
        let map: Vec<u32> = keep
            .iter()
            .map(|&k| {
                if k {
                    next += 1;
                    next - 1
                } else {
                    DROPPED
                }
            })
            .collect();
        drop(keep);
        if next as usize == ni {
            return false;
        }
        let new = |i: Inst| {
            map.get(i.index())
                .copied()
                .filter(|&n| n != DROPPED)
                .map(Inst)
        };
        let mut k = 0;
        self.insts.retain_mut(|d| {
            k += 1;
            let kept = map[k - 1] != DROPPED;
            if kept {
                // Renumbered in the same walk. A dead origin kept for a report may itself
                // name one that was dropped; nothing reads a dead instruction's origin.
                d.origin = d.origin.and_then(new);
            }
            kept
        });
        self.insts.shrink_to_fit();
        self.operand_cols.squeeze(|i| map[i] != DROPPED);
        for vd in &mut self.values {
            if let ValueDef::Result(d) = vd.def {
                vd.def = new(d).map_or(ValueDef::DROPPED, ValueDef::Result);
            }
        }
        for bd in &mut self.blocks {
            for i in &mut bd.insts {
                *i = Inst(map[i.index()]);
            }
        }
        true
    }
}
