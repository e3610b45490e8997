//! `pick-blocks`: choose each memory op's message (`via`), and cut a lane that takes several
//! messages into one op per message.
//!
//! ```text
//!   %p = gather @buf[%b + %off] align 16 : vec<16 x 4 x f32>
//! ──▶
//!   %r = gather @buf[%b + %off]  align 16 via gather_scaled.4 : vec<16 x f32>
//!   %g = gather @buf[%b4 + %off] align 4  via gather_scaled.4 : vec<16 x f32>   ; %b4 = %b + 4
//!   ... +8, +12 ...
//!   %p = chan.pack %r, %g, %bl, %a : vec<16 x 4 x f32>
//!
//!   scatter @buf[%off], %q align 4 : vec<16 x i64>   (tgllp: no QW_SCATTER)
//! ──▶
//!   scatter @buf[%off], %q align 4 via scatter4_scaled.rg
//! ```
//!
//! The decision is [`choose_message`](super::rules::choose_message)'s; this pass only carries
//! it out. A piece at byte offset `o` of the lane addresses `base + o` (a scalar add; the
//! per-lane offsets are shared unchanged) and keeps the op's alignment reduced to what `o`
//! guarantees. The pieces of a read are put back together with `chan.pack` (channels) and
//! `chan.pack` + `bitcast` (the two dwords of a 64-bit element); the data of a write is taken
//! apart with `chan.extract` and `bitcast`. Element types stay as written: converting them to
//! the message's dwords is `pack-channels`' job.
//!
//! Ops that already have a `via` are left alone, which makes the pass idempotent.

use super::access::{plan_of, target_of};
use super::rewrite::{op_lanes, rewrite_function, shifted_address, Emitter, Rewrite, Tally};
use super::rules::{piece_align, Part, Plan};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::{CastOp, Function, Inst, InstKind, MsgChoice, ScalarType, Surface, Type, Value};

/// The `pick-blocks` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct PickBlocks;

impl FunctionPass for PickBlocks {
    fn name(&self) -> &'static str {
        "pick-blocks"
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
        let mut n = Tally::default();
        let changed = rewrite_function(surfaces, f, |s, f, i| n.note(pick_inst(s, f, i, t)));
        am.count(PICKED, n.in_place);
        am.count(CUT, n.replaced);
        changed
    }
}

/// Accesses one message carries, which `pick-blocks` names (`via`) in place.
pub const PICKED: Stat = Stat::new("pick-blocks", "NumPicked", "Accesses given one message");
/// Accesses cut into one op per message (channels, dwords of a qword, blocks).
pub const CUT: Stat = Stat::new(
    "pick-blocks",
    "NumCut",
    "Accesses cut into several messages",
);

fn pick_inst(
    surfaces: &[Surface],
    f: &mut Function,
    i: Inst,
    t: &Target,
) -> Result<Rewrite, PassError> {
    let kind = &f.inst(i).kind;
    if !kind.is_memory() || kind.via().is_some() {
        return Ok(Rewrite::Keep);
    }
    let plan = match plan_of(surfaces, f, i, t) {
        Some(Ok(p)) => p,
        Some(Err(e)) => return Err(e),
        None => return Ok(Rewrite::Keep),
    };
    if let [only] = plan.pieces.as_slice() {
        if only.part == Part::Whole && only.offset == 0 {
            set_via(&mut f.inst_mut(i).kind, only.via);
            return Ok(Rewrite::InPlace);
        }
    }
    let n = op_lanes(f, i).unwrap_or(1);
    Ok(cut(f, i, n, &plan))
}

fn set_via(kind: &mut InstKind, choice: MsgChoice) {
    match kind {
        InstKind::Gather { via, .. }
        | InstKind::Scatter { via, .. }
        | InstKind::ImageLoad { via, .. } => *via = Some(choice),
        _ => {}
    }
}

/// One op per piece of the plan; the read's result rebuilt, the write's data taken apart.
fn cut(f: &mut Function, i: Inst, n: u32, plan: &Plan) -> Rewrite {
    let data = f.inst(i).clone();
    let mut e = Emitter::new(f, data.loc);
    match data.kind {
        InstKind::Gather {
            addr, mask, align, ..
        } => {
            let Some(ty) = data.result.map(|r| e.ty(r)) else {
                return Rewrite::Keep;
            };
            let elem = ty.elem().unwrap_or(ScalarType::I32);
            let chans = ty.chans().unwrap_or(1);
            let mut channel: Vec<Option<Value>> = vec![None; chans as usize];
            let mut dwords: Vec<[Option<Value>; 2]> = vec![[None, None]; chans as usize];
            let mut whole = None;
            for p in &plan.pieces {
                let piece_ty = match p.part {
                    Part::Whole => ty,
                    Part::Channel(_) => Type::vec(n, elem),
                    Part::Dword { .. } | Part::Dwords { .. } => Type::vec(n, ScalarType::I32),
                };
                let kind = InstKind::Gather {
                    addr: shifted_address(&mut e, &addr, p.offset),
                    mask,
                    align: piece_align(align, p.offset),
                    via: Some(p.via),
                };
                let v = e.value(kind, piece_ty);
                match p.part {
                    Part::Whole => whole = Some(v),
                    Part::Channel(c) => set(&mut channel, c, v),
                    Part::Dword { chan, hi } => {
                        if let Some(slot) = dwords.get_mut(chan as usize) {
                            slot[usize::from(hi)] = Some(v);
                        }
                    }
                    // The rules never cut a read into dword runs (no multi-channel untyped
                    // read in the set); such a plan leaves the op unchanged below.
                    Part::Dwords { .. } => {}
                }
            }
            // 64-bit channels: zip the low and high dwords back into one element.
            for (c, pair) in dwords.iter().enumerate() {
                if let [Some(lo), Some(hi)] = *pair {
                    let both = e.chan_pack(&[lo, hi]);
                    let v = e.cast(CastOp::Bitcast, both, Type::vec(n, elem));
                    set(&mut channel, c as u8, v);
                }
            }
            let result = whole.or_else(|| {
                let parts: Option<Vec<Value>> = channel.iter().copied().collect();
                let parts = parts?;
                Some(if let [one] = parts.as_slice() {
                    *one
                } else {
                    e.chan_pack(&parts)
                })
            });
            match result {
                Some(r) => Rewrite::Replace {
                    insts: e.finish(),
                    result: Some(r),
                },
                // A plan that does not cover every channel (never made by the rules): leave
                // the op for verify_legal to report.
                None => Rewrite::Keep,
            }
        }
        InstKind::Scatter {
            addr,
            data: value,
            mask,
            align,
            ..
        } => {
            let chans = e.ty(value).chans().unwrap_or(1);
            let mut channel: Vec<Option<Value>> = vec![None; chans as usize];
            let mut pairs: Vec<Option<Value>> = vec![None; chans as usize];
            for p in &plan.pieces {
                let piece_data = match p.part {
                    Part::Whole => value,
                    Part::Channel(c) => channel_of(&mut e, value, chans, c, &mut channel),
                    Part::Dword { chan, hi } => {
                        let pair = pair_of(&mut e, value, n, chans, chan, &mut channel, &mut pairs);
                        e.chan_extract(pair, u8::from(hi))
                    }
                    Part::Dwords { first, count } => {
                        let parts: Vec<Value> = (first..first + count)
                            .map(|d| {
                                let pair = pair_of(
                                    &mut e,
                                    value,
                                    n,
                                    chans,
                                    d / 2,
                                    &mut channel,
                                    &mut pairs,
                                );
                                e.chan_extract(pair, d % 2)
                            })
                            .collect();
                        match parts.as_slice() {
                            [one] => *one,
                            _ => e.chan_pack(&parts),
                        }
                    }
                };
                let kind = InstKind::Scatter {
                    addr: shifted_address(&mut e, &addr, p.offset),
                    data: piece_data,
                    mask,
                    align: piece_align(align, p.offset),
                    via: Some(p.via),
                };
                e.inst(kind, None);
            }
            Rewrite::Replace {
                insts: e.finish(),
                result: None,
            }
        }
        // Typed reads are always one whole piece (set in place above); image.store is refused
        // before we get here.
        _ => Rewrite::Keep,
    }
}

fn set(slots: &mut [Option<Value>], c: u8, v: Value) {
    if let Some(s) = slots.get_mut(c as usize) {
        *s = Some(v);
    }
}

/// 64-bit channel `c` of a scatter's data as `vec<N x 2 x i32>` (low, high), made once.
fn pair_of(
    e: &mut Emitter,
    value: Value,
    n: u32,
    chans: u8,
    c: u8,
    channel: &mut [Option<Value>],
    pairs: &mut [Option<Value>],
) -> Value {
    if let Some(p) = pairs.get(c as usize).copied().flatten() {
        return p;
    }
    let x = channel_of(e, value, chans, c, channel);
    let p = e.cast(CastOp::Bitcast, x, Type::chan_vec(n, 2, ScalarType::I32));
    set(pairs, c, p);
    p
}

/// Channel `c` of a scatter's data (the data itself when it has one channel), extracted once.
fn channel_of(
    e: &mut Emitter,
    value: Value,
    chans: u8,
    c: u8,
    cache: &mut [Option<Value>],
) -> Value {
    if chans == 1 {
        return value;
    }
    if let Some(v) = cache.get(c as usize).copied().flatten() {
        return v;
    }
    let v = e.chan_extract(value, c);
    set(cache, c, v);
    v
}
