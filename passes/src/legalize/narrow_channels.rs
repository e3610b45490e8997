//! `narrow-channels`: fetch only what is used. A read whose result is used only through
//! `chan.extract` fetches only the channels extracted; one used only through `extract` fetches
//! only the lanes extracted.
//!
//! ```text
//!   %p = gather @buf[%b + %off] align 16 : vec<16 x 4 x f32>     ; R, G, B, A at +0, +4, +8, +12
//!   %r = chan.extract %p[0] : vec<16 x f32>
//!   %b = chan.extract %p[2] : vec<16 x f32>
//! ──▶
//!   %r = gather @buf[%b + %off] align 16 : vec<16 x f32>          ; 2 messages instead of 4
//!   %0 = const 8 : i32
//!   %1 = add %b, %0 : i32
//!   %b = gather @buf[%1 + %off] align 8 : vec<16 x f32>
//!
//!   %t = image.load @img[%u, %v] channels rgba : vec<8 x 4 x f32>   (only R and A extracted)
//! ──▶ %t.ra = image.load @img[%u, %v] channels ra : vec<8 x 2 x f32> ; half the return GRFs
//!
//!   %x = gather @buf[%off] align 4 : vec<32 x f32>               (only lanes 0..16 extracted)
//! ──▶ %0 = extract %off[0] : vec<16 x i32>
//!     %lo = gather @buf[%0] align 4 : vec<16 x f32>              ; 1 message instead of 2
//! ```
//!
//! **Channels.** The used channels are grouped into runs, one gather each at `base + first *
//! size` (the alignment reduced to what that offset keeps, as `pick-blocks` does). Channels
//! of 4 or more bytes are one message each whatever the grouping, so a run is simply
//! consecutive used channels. Smaller channels that share an aligned block (a dword at align 4
//! or more, a word at align 2) stay together, unused channels between them included, because
//! `widen-blocks` fetches such a block in one message: splitting them would cost a message per
//! piece. An `image.load` keeps the smallest channel mask the GATHER4_TYPED specification
//! lists (R, G, B, A, RG, RB, RA, RGB, RGBA, GB, GA, GBA, BA: not RGA or RBA) that holds the
//! used channels.
//!
//! **Lanes.** The lanes kept are a window around the extracted lanes, chosen by the cost
//! model ([`crate::cost::CostModel`]: sends, then padding instructions), as wide as the fewest
//! messages allow (15 lanes take 8 + 4 + 2 + 1 messages, 16 take one, so a window may be wider
//! than what is used, never wider than the op). Offsets, mask, coordinates and LOD are sliced
//! with `extract`, as `split-lanes` does.
//!
//! **Why it is exact.** Reads have no effect but their result (`docs/SEMANTICS.md` §5.2), so
//! a channel or lane nobody reads may go unread. Each kept channel reads the same bytes at the
//! same address (base + c * size: the `add` wraps where the original access would pass 2^32,
//! which is undefined behaviour there), under the same mask, and at the end of a surface it is
//! decided as before (element by element, §5.2); a typed read computes each channel by
//! itself (out of bounds: 0 in R, G, B, 1 in A, decided by the channel, not its position). The
//! narrowed read's undefined-behaviour conditions (an undefined offset or mask lane, a broken
//! alignment promise) are a subset of the original's, on fewer lanes.
//!
//! Reads with other users (a `sink`, arithmetic, a mix of `extract` and `chan.extract`) are left
//! alone, as are ops with a `via` (already legalised) and ops the rules refuse (`split-lanes`
//! reports those).

use super::access::{plan_of, target_of};
use super::edit::{apply, retarget_chan_extract, retarget_extract};
use super::rewrite::{op_lanes, shifted_address, Emitter, Rewrite};
use super::rules::{lane_pieces, piece_align, LanePiece};
use super::split_lanes::split_op;
use crate::analysis::AnalysisManager;
use crate::cost::CostModel;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::edit::Edits;
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::{ChannelMask, Function, Inst, InstKind, Surface, Type, Value};
use smallvec::SmallVec;

/// The `narrow-channels` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct NarrowChannels;

impl FunctionPass for NarrowChannels {
    fn name(&self) -> &'static str {
        "narrow-channels"
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
        let (reads, users) = reads_and_users(f);
        if reads.is_empty() {
            return Ok(false);
        }
        // Every rewrite is recorded and applied once at the end (a read's users are known up
        // front, and no decision reads an operand a forwarded user replaced).
        let mut e = Edits::new(f);
        let mut changed = false;
        for i in reads {
            let Some(r) = f.result(i) else { continue };
            let Some(us) = users.get(&r).filter(|us| !us.is_empty()) else {
                continue;
            };
            let chan_of = |u: &Inst| match f.inst(*u).kind {
                InstKind::ChanExtract { src, chan } if src == r => Some(chan),
                _ => None,
            };
            let lanes_of = |u: &Inst| match f.inst(*u).kind {
                InstKind::Extract { src, start } if src == r => {
                    let k = f.result(*u).and_then(|v| f.ty(v).lanes())?;
                    Some((start, k))
                }
                _ => None,
            };
            if let Some(chans) = us.iter().map(chan_of).collect::<Option<Vec<u8>>>() {
                let uses: Vec<(Inst, u8)> = us.iter().copied().zip(chans).collect();
                let narrowed = match f.inst(i).kind {
                    InstKind::Gather { .. } => gather_channels(&mut e, f, i, &uses),
                    _ => image_channels(&mut e, f, i, &uses),
                };
                am.count(CHANNELS, u64::from(narrowed));
                changed |= narrowed;
            } else if let Some(ranges) = us.iter().map(lanes_of).collect::<Option<Vec<_>>>() {
                let uses: Vec<(Inst, u32, u32)> = us
                    .iter()
                    .zip(ranges)
                    .map(|(&u, (s, k))| (u, s, k))
                    .collect();
                let narrowed = lanes(&mut e, surfaces, f, i, &uses, t);
                am.count(LANES, u64::from(narrowed));
                changed |= narrowed;
            }
        }
        apply(e, f, self.name())?;
        Ok(changed)
    }
}

/// Reads narrowed to the channels their users extract.
pub const CHANNELS: Stat = Stat::new(
    "narrow-channels",
    "NumChannelsNarrowed",
    "Reads narrowed to the channels used",
);
/// Reads narrowed to the lanes their users extract.
pub const LANES: Stat = Stat::new(
    "narrow-channels",
    "NumLanesNarrowed",
    "Reads narrowed to the lanes used",
);

/// The new instructions stand for the op `i` stood for (their origin), so a report still
/// charges their messages to the op the user wrote.
fn stand_for(f: &mut Function, i: Inst, insts: &[Inst]) {
    let origin = f.inst(i).source(i);
    for &n in insts {
        f.inst_mut(n).origin = Some(origin);
    }
}

/// The reads narrowing looks at (gathers and image loads without `via`, in layout order) and
/// the users of their results (each in layout order, once per instruction), found in one walk
/// of the layout: a user is recorded once its read is met. A use laid out before its read's
/// definition (a back edge) is missed that way; then the users are found by a second walk.
fn reads_and_users(f: &Function) -> (Vec<Inst>, HashMap<Value, Vec<Inst>>) {
    let mut reads = Vec::new();
    // By value number: the result of a read met so far; a value used so far.
    let mut read_result = vec![false; f.values.len()];
    let mut used = vec![false; f.values.len()];
    let mut late = false;
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::default();
    let mut seen: SmallVec<[Value; 8]> = SmallVec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            seen.clear();
            d.kind.for_each_operand(|v| {
                if let Some(u) = used.get_mut(v.index()) {
                    *u = true;
                }
                if read_result.get(v.index()) == Some(&true) && !seen.contains(&v) {
                    seen.push(v);
                    users.entry(v).or_default().push(i);
                }
            });
            if matches!(
                d.kind,
                InstKind::Gather { via: None, .. } | InstKind::ImageLoad { via: None, .. }
            ) {
                reads.push(i);
                if let Some(r) = d.result {
                    late |= used.get(r.index()) == Some(&true);
                    if let Some(x) = read_result.get_mut(r.index()) {
                        *x = true;
                    }
                }
            }
        }
    }
    if late {
        users = super::edit::users(f, |v| read_result.get(v.index()) == Some(&true));
    }
    (reads, users)
}

/// Runs of used channels `(first, last)` of a lane of `chans` channels of `size` bytes at
/// alignment `align` (see the module doc: small channels sharing an aligned block stay
/// together).
pub(crate) fn channel_runs(used: &[bool], size: u32, align: u32) -> Vec<(u8, u8)> {
    let block = align.min(4).max(size);
    let blk = |c: u8| u32::from(c) * size / block;
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for c in (0..used.len() as u8).filter(|&c| used[c as usize]) {
        match runs.last_mut() {
            Some((_, b)) if blk(c) <= blk(*b) + 1 => *b = c,
            _ => runs.push((c, c)),
        }
    }
    runs
}

fn gather_channels(ed: &mut Edits, f: &mut Function, i: Inst, uses: &[(Inst, u8)]) -> bool {
    let d = f.inst(i).clone();
    let InstKind::Gather {
        addr, mask, align, ..
    } = d.kind
    else {
        return false;
    };
    let Some(r) = d.result else { return false };
    let Type::Vec { lanes, chans, elem } = f.ty(r) else {
        return false;
    };
    if chans < 2 {
        return false;
    }
    let mut used = vec![false; chans as usize];
    for &(_, c) in uses {
        if let Some(u) = used.get_mut(c as usize) {
            *u = true;
        }
    }
    let runs = channel_runs(&used, elem.bytes(), align);
    if runs == [(0, chans - 1)] {
        return false;
    }
    let name = f.value_name(r).map(str::to_string);
    let mut e = Emitter::new(f, d.loc);
    let mut values = Vec::new();
    for (k, &(a, b)) in runs.iter().enumerate() {
        let mut offset = u32::from(a) * elem.bytes();
        if k == 0 && planted!(NarrowChannelOffset) {
            offset += elem.bytes();
        }
        let kind = InstKind::Gather {
            addr: shifted_address(&mut e, &addr, offset),
            mask,
            align: piece_align(align, offset),
            via: None,
        };
        values.push(e.value(kind, Type::chan_vec(lanes, b - a + 1, elem)));
    }
    let insts = e.finish();
    stand_for(f, i, &insts);
    ed.replace(i, &insts);
    for &(u, c) in uses {
        if let Some(k) = runs.iter().position(|&(a, b)| (a..=b).contains(&c)) {
            retarget_chan_extract(ed, f, u, values[k], c - runs[k].0);
        }
    }
    for (&(a, b), &v) in runs.iter().zip(&values) {
        let suffix = if a == b {
            format!("ch{a}")
        } else {
            format!("ch{a}_{b}")
        };
        let n = ed.derived_name(f, name.as_deref(), &suffix);
        ed.name_if_unnamed(f, v, n);
    }
    true
}

/// Channel masks GATHER4_TYPED's specification lists: every non-empty mask but RGA and RBA.
fn typed_mask_listed(m: ChannelMask) -> bool {
    m.is_valid() && m.0 != 0b1011 && m.0 != 0b1101
}

/// The smallest listed mask between `used` and `all` (`None` if none is smaller than `all`).
pub(crate) fn narrowest_typed_mask(used: ChannelMask, all: ChannelMask) -> Option<ChannelMask> {
    (1u8..16)
        .map(ChannelMask)
        .filter(|m| typed_mask_listed(*m) && m.0 & used.0 == used.0 && m.0 & !all.0 == 0)
        .min_by_key(|m| (m.count(), m.0))
        .filter(|m| *m != all)
}

fn image_channels(ed: &mut Edits, f: &mut Function, i: Inst, uses: &[(Inst, u8)]) -> bool {
    let d = f.inst(i).clone();
    let InstKind::ImageLoad {
        surface,
        coords,
        mask,
        channels,
        ..
    } = d.kind
    else {
        return false;
    };
    let Some(r) = d.result else { return false };
    let Type::Vec { lanes, elem, .. } = f.ty(r) else {
        return false;
    };
    let ids: Vec<u8> = channels.channels().collect();
    let mut used = ChannelMask(0);
    for &(_, p) in uses {
        if let Some(&c) = ids.get(p as usize) {
            used.0 |= 1 << c;
        }
    }
    let Some(keep) = narrowest_typed_mask(used, channels) else {
        return false;
    };
    let name = f.value_name(r).map(str::to_string);
    let kind = InstKind::ImageLoad {
        surface,
        coords,
        mask,
        channels: keep,
        via: None,
    };
    let mut e = Emitter::new(f, d.loc);
    let v = e.value(kind, Type::chan_vec(lanes, keep.count(), elem));
    let insts = e.finish();
    stand_for(f, i, &insts);
    ed.replace(i, &insts);
    for &(u, p) in uses {
        if let Some(&c) = ids.get(p as usize) {
            let pos = keep.channels().position(|k| k == c).unwrap_or(0) as u8;
            retarget_chan_extract(ed, f, u, v, pos);
        }
    }
    let n = ed.derived_name(f, name.as_deref(), &keep.name());
    ed.name_if_unnamed(f, v, n);
    true
}

/// The window `(start, lanes)` of the op's `n` lanes to keep so that the lanes `lo..hi` are
/// read at the least cost in the model `m` (docs/COST-MODEL.md): a send per message, and a
/// predicate instruction (`alu`) per padded message (padding reads no fewer bytes' worth of
/// message); then the fewest lanes. `None` to keep them all. Only the last message of a window
/// is padded, so with a padding instruction no dearer than a send this is the fewest messages,
/// then no padded message where one of a legal size does.
pub(crate) fn lane_window(
    n: u32,
    lo: u32,
    hi: u32,
    legal: &[u32],
    m: &CostModel,
) -> Option<(u32, u32)> {
    let cost = |len: u32| {
        let pieces = lane_pieces(len, legal);
        let padded = pieces.iter().filter(|p| p.lanes < p.exec).count() as u32;
        pieces.len() as u32 * m.send + padded * m.alu
    };
    let best = (hi.saturating_sub(lo).max(1)..=n).min_by_key(|&len| (cost(len), len))?;
    (best < n).then(|| (lo.min(n - best), best))
}

fn lanes(
    ed: &mut Edits,
    surfaces: &[Surface],
    f: &mut Function,
    i: Inst,
    uses: &[(Inst, u32, u32)],
    t: &Target,
) -> bool {
    let Some(n) = op_lanes(f, i) else {
        return false;
    };
    // Ops the rules refuse are left for split-lanes to report.
    let Some(Ok(plan)) = plan_of(surfaces, f, i, t) else {
        return false;
    };
    let lo = uses.iter().map(|&(_, s, _)| s).min().unwrap_or(0);
    let hi = uses.iter().map(|&(_, s, k)| s + k).max().unwrap_or(n);
    let Some((start, len)) = lane_window(n, lo, hi, t.exec_sizes(plan.msg), CostModel::of(t))
    else {
        return false;
    };
    let name = f
        .result(i)
        .and_then(|r| f.value_name(r))
        .map(str::to_string);
    let piece = LanePiece {
        start,
        lanes: len,
        exec: len,
    };
    let Rewrite::Replace {
        insts,
        result: Some(v),
    } = split_op(f, i, n, &[piece])
    else {
        return false;
    };
    stand_for(f, i, &insts);
    ed.replace(i, &insts);
    for &(u, s, k) in uses {
        retarget_extract(ed, f, u, v, s - start, k);
    }
    let n = ed.derived_name(f, name.as_deref(), &format!("lanes{start}"));
    ed.name_if_unnamed(f, v, n);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `reads_and_users` against the plain walk (`edit::users` over every read's result).
    fn users_as_the_plain_walk_finds_them(text: &str) -> HashMap<Value, Vec<Inst>> {
        let m = memlower_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        memlower_ir::verify::verify_module(&m).expect("valid");
        let f = &m.functions[0];
        let (reads, users) = reads_and_users(f);
        let results: Vec<Value> = reads.iter().filter_map(|&i| f.result(i)).collect();
        let plain = super::super::edit::users(f, |v| results.contains(&v));
        assert_eq!(users, plain);
        users
    }

    #[test]
    fn users_of_reads_in_one_walk_or_two() {
        let head =
            "target \"dg2\"\nsurface @px : untyped\nfunc @k(%off: vec<16 x i32>) {\nentry:\n";
        // In order: the gather, then its users (the second gather counted once).
        let text = format!(
            "{head}  %p = gather @px[%off] align 8 : vec<16 x 2 x f32>\n  \
             %r = chan.extract %p[0] : vec<16 x f32>\n  sink %r, %p, %p\n  ret\n}}\n"
        );
        let users = users_as_the_plain_walk_finds_them(&text);
        assert_eq!(users.values().map(Vec::len).sum::<usize>(), 2);
        // A `sink` of the gather laid out before it (its block comes first, `def` dominates
        // it): one walk would miss that user and narrow the read under it.
        let text = format!(
            "{head}  br def\nuse:\n  sink %p\n  ret\ndef:\n  \
             %p = gather @px[%off] align 8 : vec<16 x 2 x f32>\n  \
             %r = chan.extract %p[0] : vec<16 x f32>\n  sink %r\n  br use\n}}\n"
        );
        let users = users_as_the_plain_walk_finds_them(&text);
        assert_eq!(users.values().map(Vec::len).sum::<usize>(), 2);
    }

    #[test]
    fn runs_keep_shared_blocks_together() {
        let used = |xs: &[u8], n: usize| {
            let mut u = vec![false; n];
            for &x in xs {
                u[x as usize] = true;
            }
            u
        };
        // Dwords: consecutive used channels.
        assert_eq!(
            channel_runs(&used(&[0, 2, 3], 4), 4, 16),
            vec![(0, 0), (2, 3)]
        );
        // Bytes at align 4: one dword, one run (the unused byte 1 comes along).
        assert_eq!(channel_runs(&used(&[0, 2], 4), 1, 4), vec![(0, 2)]);
        // Bytes at align 1: each its own.
        assert_eq!(channel_runs(&used(&[0, 2], 4), 1, 1), vec![(0, 0), (2, 2)]);
        // Halfwords at align 4: blocks {0, 1} and {2, 3}; used 0 and 3 touch both.
        assert_eq!(channel_runs(&used(&[0, 3], 4), 2, 4), vec![(0, 3)]);
        assert_eq!(channel_runs(&used(&[1], 4), 2, 4), vec![(1, 1)]);
    }

    #[test]
    fn typed_masks_stay_in_the_listed_set() {
        let m = |s: &str| ChannelMask::from_name(s).expect("mask");
        assert_eq!(narrowest_typed_mask(m("ra"), m("rgba")), Some(m("ra")));
        assert_eq!(narrowest_typed_mask(m("g"), m("rgba")), Some(m("g")));
        // R, G and A: RGA is not listed, so RGBA stays.
        assert_eq!(narrowest_typed_mask(m("rga"), m("rgba")), None);
        // R and B of RBA (a user-written mask): RB is listed.
        assert_eq!(narrowest_typed_mask(m("rb"), m("rba")), Some(m("rb")));
        assert_eq!(narrowest_typed_mask(m("rg"), m("rg")), None);
    }

    #[test]
    fn windows_never_cost_more_messages() {
        let scaled = [1, 2, 4, 8, 16];
        let m = CostModel::by_name("tgllp");
        let lane_window = |n, lo, hi, legal: &[u32]| lane_window(n, lo, hi, legal, m);
        // Lanes 0..15 of 16: 15 lanes would take one padded message; keep all 16 (one, no
        // padding).
        assert_eq!(lane_window(16, 0, 15, &scaled), None);
        // Lanes 0..16 of 32: one message instead of two.
        assert_eq!(lane_window(32, 0, 16, &scaled), Some((0, 16)));
        // Lanes 20..30 of 31 (16+8+4+2+1 = 5 messages): 16 lanes from 15.
        assert_eq!(lane_window(31, 20, 30, &scaled), Some((15, 16)));
        // Typed reads at exec 8: lanes 2..6 of 16 take one message of 8 lanes, unpadded.
        assert_eq!(lane_window(16, 2, 6, &[8]), Some((2, 8)));
        // Lanes 3..7 of 7 on {8} (an odd op): one padded message either way; the fewest lanes.
        assert_eq!(lane_window(7, 3, 7, &[8]), Some((3, 4)));
    }
}
