//! `split-lanes`: cut every memory op into pieces whose lane counts are exec sizes legal for
//! the message that will carry it on the target.
//!
//! ```text
//!   %v = gather @buf[%b + %off] mask %m align 4 : vec<31 x f32>        (gather_scaled: 1..16)
//! ──▶
//!   %o0 = extract %off[0] : vec<16 x i32>     %m0 = extract %m[0] : mask<16>
//!   %g0 = gather @buf[%b + %o0] mask %m0 align 4 : vec<16 x f32>
//!   %o1 = extract %off[16] : vec<15 x i32>    %m1 = extract %m[16] : mask<15>
//!   %u  = undef : vec<1 x i32>                %z  = const 0 : mask<1>
//!   %p1 = concat %o1, %u : vec<16 x i32>      %n1 = concat %m1, %z : mask<16>
//!   %g1 = gather @buf[%b + %p1] mask %n1 align 4 : vec<16 x f32>     (lane 15 is padding)
//!   %w  = concat %g0, %g1 : vec<32 x f32>
//!   %v  = extract %w[0] : vec<31 x f32>
//! ```
//!
//! The pieces are [`lane_pieces`]: as many messages of the widest legal size as fit, and the
//! rest in one message, padded up to a legal size when the rest is not one (two messages for
//! 31 lanes, not 16 + 8 + 4 + 2 + 1). Every access so takes `ceil(lanes / widest exec)`
//! messages per lane group, the fewest the five messages allow.
//!
//! One generic splitter serves every op kind: an operand with the op's lane count (offsets,
//! mask, data, coordinates, LOD) is sliced with the piece's lane range; every other operand
//! (the scalar base) and every attribute (surface, alignment, channels, `via`) is repeated on
//! every piece unchanged. Padding lanes are ordinary lanes of the IR (`docs/ARCHITECTURE.md`
//! §3): offsets, coordinates and data are `undef` there (a disabled lane reads and writes
//! nothing, so nothing about them matters and the lowering writes nothing), the mask is a
//! constant 0 there (a constant prefix mask is added if the op had none), and a read's padded
//! result is cut back with one `extract` of the rejoined pieces.
//!
//! The message comes from [`choose_message`](super::rules::choose_message), the same function
//! `pick-blocks` uses, so the sizes chosen here are the sizes pick-blocks will find legal.

use super::access::{op_text, plan_of, target_of};
use super::rewrite::{mask_slot, op_lanes, rewrite_function, Emitter, Rewrite};
use super::rules::{lane_pieces, LanePiece};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::{Function, Inst, Surface, Value};

/// The `split-lanes` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct SplitLanes;

/// `split-lanes` is [`SplitLanesWithin`] with no bound.
impl FunctionPass for SplitLanes {
    fn name(&self) -> &'static str {
        "split-lanes"
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
        let mut all = SplitLanesWithin { max_exec: u32::MAX };
        all.run_on_function(surfaces, f, am, cx)
    }
}

/// `split-lanes<max-exec=N>`: `split-lanes` using no exec size above `max_exec` (an
/// experiment's knob: narrower messages, more of them). The result is still legal form.
#[derive(Clone, Copy, Debug)]
pub struct SplitLanesWithin {
    /// The largest exec size a piece may have.
    pub max_exec: u32,
}

impl FunctionPass for SplitLanesWithin {
    fn name(&self) -> &'static str {
        "split-lanes"
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
        let max = self.max_exec;
        let mut n = Counts::default();
        let changed =
            rewrite_function(surfaces, f, |s, f, i| split_inst(s, f, i, (t, max), &mut n));
        am.count(SPLIT, n.split);
        am.count(PIECES, n.pieces);
        am.count(PADDED, n.padded);
        changed
    }
}

/// Memory accesses `split-lanes` cut into two pieces or more (one piece padded to a legal
/// exec size is not a split: its padding is counted in [`PADDED`]).
pub const SPLIT: Stat = Stat::new("split-lanes", "NumSplit", "Accesses split into pieces");
/// The pieces the split accesses became.
pub const PIECES: Stat = Stat::new("split-lanes", "NumPieces", "Pieces made by splitting");
/// Disabled lanes added to pieces to reach a legal exec size.
pub const PADDED: Stat = Stat::new("split-lanes", "NumPadded", "Lanes padded (disabled)");

/// What one function's split counted.
#[derive(Default)]
struct Counts {
    split: u64,
    pieces: u64,
    padded: u64,
}

fn split_inst(
    surfaces: &[Surface],
    f: &mut Function,
    i: Inst,
    (t, max_exec): (&Target, u32),
    counts: &mut Counts,
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
    let within: Vec<u32> = legal.iter().copied().filter(|&e| e <= max_exec).collect();
    if within.is_empty() {
        return Err(PassError::Invalid {
            loc: f.inst(i).loc,
            message: format!(
                "`{}` goes via {}, whose exec sizes on {} ({legal:?}) are all above max-exec={}",
                op_text(f, i),
                msg.mnemonic(),
                t.name,
                max_exec
            ),
            expected: Some(format!(
                "`split-lanes<max-exec=N>` with N of at least {}",
                legal[0]
            )),
        });
    }
    if n == 0 || within.contains(&n) {
        return Ok(Rewrite::Keep);
    }
    let pieces = lane_pieces(n, &within);
    if pieces.len() > 1 {
        counts.split += 1;
        counts.pieces += pieces.len() as u64;
    }
    counts.padded += pieces
        .iter()
        .map(|p| u64::from(p.exec - p.lanes))
        .sum::<u64>();
    Ok(split_op(f, i, n, &pieces))
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
    let mut padded = false;
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
        padded |= p.exec > p.lanes;
        if let Some(r) = e.func().result(piece) {
            results.push(r);
        }
    }
    // The pieces' whole results side by side (padding lanes included), then the op's lanes.
    let joined = match results.as_slice() {
        [] => None,
        [one] => Some(*one),
        many => Some(e.concat(many)),
    };
    let result = match joined {
        Some(j) if padded => Some(e.extract(j, 0, n)),
        other => other,
    };
    Rewrite::Replace {
        insts: e.finish(),
        result,
    }
}

/// Lanes `p.start .. p.start + p.lanes` of `v` (which has `n` lanes), padded up to `p.exec`
/// lanes: a mask with disabled lanes (constant 0), anything else with `undef`.
fn slice(e: &mut Emitter, v: Value, n: u32, p: &LanePiece) -> Value {
    let part = if p.start == 0 && p.lanes == n {
        v
    } else {
        e.extract(v, p.start, p.lanes)
    };
    if p.exec == p.lanes {
        return part;
    }
    let pad_ty = e.ty(v).with_lanes(p.exec - p.lanes);
    let pad = if pad_ty.is_mask() {
        e.zero(pad_ty)
    } else {
        e.undef(pad_ty)
    };
    e.concat(&[part, pad])
}
