//! `widen-blocks`: small elements that share an aligned word or dword are moved by one wider
//! block instead of one message each.
//!
//! ```text
//!   %p = gather @buf[%off] align 4 : vec<16 x 4 x i8>         4 x gather_scaled.1
//! ──▶
//!   %0 = gather @buf[%off] align 4 : vec<16 x i32>             1 x gather_scaled.4
//!   %p = bitcast %0 : vec<16 x 4 x i8>                         (4 strided byte moves)
//!
//!   scatter @buf[%off], %q align 4        (%q : vec<16 x 4 x i16>, 4 x scatter_scaled.2)
//! ──▶
//!   %0 = bitcast %q : vec<16 x 2 x i32>
//!   scatter @buf[%off], %0 align 4                             1 x scatter4_scaled.rg
//!
//!   %t = gather @buf[%off] align 4 : vec<16 x 3 x i16>         3 x gather_scaled.2
//! ──▶ a dword at +0 (channels 0, 1) and a word at +4 (channel 2), rejoined by chan.pack
//! ```
//!
//! A lane of `C` elements of 1 or 2 bytes at alignment `A` is cut into blocks of `W = min(A,
//! 4)` bytes, each at an offset that is a multiple of its size. The rewrite happens only when it
//! needs fewer blocks than channels, and never for 4- or 8-byte elements (already one block).
//! When every block has the same size the op keeps its address and becomes one op of `W`-byte
//! elements, reinterpreted with `bitcast` (legal IR: the same bytes per lane); otherwise each
//! block is its own op at `+offset` and the channels are rejoined with `bitcast`, `chan.extract`
//! and `chan.pack`. `bitcast` rather than shifts and truncations: on channel-major registers
//! each channel needs one move either way (a strided byte or word move for `bitcast`; a shift
//! plus a truncating move for the others), so `bitcast` is never more instructions.
//!
//! **Why it is exact.** A lane's element `c` is the `size` bytes at `address + c * size`
//! (`docs/SEMANTICS.md` §5.1, little-endian), and `bitcast` regroups a lane's bytes in the same
//! order (§4), so the wide element's bytes are the narrow elements' bytes, in order. A block at
//! `+offset` that becomes its own op is addressed through an `add`, which wraps at 32 bits, where
//! the original reaches it inside one access, which does not; the two differ only for a lane
//! passing 2^32, undefined behaviour in the original.
//! Each block is aligned to its size (the op's alignment promise is at least `W`), so it lies
//! inside one aligned dword. That is what keeps out-of-bounds behaviour identical: the
//! semantics bind a surface in whole dwords (§5.2, `memlower_ir::interp::bounds`: the bytes up
//! to the next multiple of 4 are padding, an access below that bound is performed, one wholly
//! past it reads zeros or is dropped, one straddling it is undefined; on SLM and stateless
//! memory reaching past it is undefined behaviour), because Intel's hardware is believed to
//! check buffer bounds per dword. A block inside one aligned dword therefore stands exactly
//! as each of the elements it carries, and it never passes the top of the address space (an
//! aligned dword cannot straddle 2^32), so no undefined behaviour moves either. Unaligned
//! blocks are never formed.
//!
//! - Reads may round the last block up to the next power of two inside the same aligned block
//!   (3 bytes at align 4 are read as one dword): the extra bytes are discarded, and a read has
//!   no effect, cannot fault where its aligned dword does not (bounds and pages are at least
//!   dword-granular: past the end of SLM or stateless memory, the rest of the last dword is
//!   padding, not undefined behaviour), and the same undefined-behaviour conditions hold (same
//!   lanes, offsets, mask and alignment promise).
//! - Writes write exactly the bytes the program writes: the last block is cut into smaller
//!   aligned blocks (3 bytes at align 4: a word and a byte). An enabled lane writes the same
//!   bytes with the same values; two lanes overlapping in the original overlap in the rewrite,
//!   so undefined behaviour is unchanged (several ops instead of one can only turn an original
//!   overlap into a defined write, never the reverse).

use super::rewrite::{rewrite_function, shifted_address, Emitter, Rewrite, Tally};
use super::rules::piece_align;
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use memlower_ir::{CastOp, Function, Inst, InstKind, ScalarType, Surface, Type, Value};

/// The `widen-blocks` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct WidenBlocks;

/// Accesses of small elements rewritten as fewer, wider elements.
pub const WIDENED: Stat = Stat::new(
    "widen-blocks",
    "NumWidened",
    "Accesses widened to wider elements",
);

impl FunctionPass for WidenBlocks {
    fn name(&self) -> &'static str {
        "widen-blocks"
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
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        let mut n = Tally::default();
        let changed = rewrite_function(surfaces, f, |_, f, i| n.note(Ok(widen(f, i))))?;
        am.count(WIDENED, n.replaced);
        // Users that extract a channel of a rejoined value read the piece directly.
        if changed {
            crate::fold_lanes::simplify(f);
        }
        Ok(changed)
    }
}

/// The blocks `(lane offset, bytes)` that carry a lane of `lane_bytes` bytes at alignment
/// `align`: blocks of `min(align, 4)` bytes; the last one rounded up to a power of two inside
/// its aligned block for a read, cut into smaller aligned blocks for a write.
pub(crate) fn cover(lane_bytes: u32, align: u32, read: bool) -> Vec<(u32, u32)> {
    let top = align.clamp(1, 4);
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < lane_bytes {
        let rest = lane_bytes - pos;
        let w = if read {
            top.min(rest.next_power_of_two())
        } else {
            1 << (top.min(rest).ilog2())
        };
        out.push((pos, w));
        pos += w;
    }
    out
}

/// Messages per lane group for a lane of `chans` elements of `size` bytes at `align`, with or
/// without this pass (the smaller of the two: the pass only rewrites when it saves).
pub(crate) fn blocks_needed(chans: u8, size: u32, align: u32, read: bool) -> usize {
    let per_channel = usize::from(chans);
    if size > 2 || align.min(4) <= size {
        return per_channel;
    }
    cover(u32::from(chans) * size, align, read)
        .len()
        .min(per_channel)
}

fn int_of_bytes(w: u32) -> ScalarType {
    match w {
        1 => ScalarType::I8,
        2 => ScalarType::I16,
        _ => ScalarType::I32,
    }
}

/// Widens the memory op `i` if that saves messages (see the module doc). Used by this pass and
/// by `merge-adjacent`, which widens the ops it merges.
pub(crate) fn widen(f: &mut Function, i: Inst) -> Rewrite {
    // Decided on the instruction in place: most are not abstract memory ops, and most of
    // those need no widening; only an op that is widened is cloned.
    let d = f.inst(i);
    let (read, ty, align) = match &d.kind {
        InstKind::Gather {
            via: None, align, ..
        } => (true, d.result.map(|r| f.ty(r)), *align),
        InstKind::Scatter {
            via: None,
            data,
            align,
            ..
        } => (false, Some(f.ty(*data)), *align),
        _ => return Rewrite::Keep,
    };
    let Some(Type::Vec { lanes, chans, elem }) = ty else {
        return Rewrite::Keep;
    };
    let size = elem.bytes();
    if blocks_needed(chans, size, align, read) >= usize::from(chans) {
        return Rewrite::Keep;
    }
    let d = d.clone();
    let lane_bytes = u32::from(chans) * size;
    let blocks = cover(lane_bytes, align, read);
    let reverse = planted!(WidenByteOrder);
    let order = |c: u8| if reverse { chans - 1 - c } else { c };
    let w0 = blocks.first().map_or(4, |b| b.1);
    let uniform = blocks.iter().all(|b| b.1 == w0) && blocks.len() as u32 * w0 == lane_bytes;
    let wide_ty = |k: u32, w: u32| Type::chan_vec(lanes, k as u8, int_of_bytes(w));
    let mut e = Emitter::new(f, d.loc);
    match d.kind.clone() {
        InstKind::Gather {
            addr, mask, align, ..
        } => {
            let result = if uniform {
                let wide = e.value(d.kind.clone(), wide_ty(lane_bytes / w0, w0));
                let v = e.cast(CastOp::Bitcast, wide, Type::chan_vec(lanes, chans, elem));
                if reverse {
                    let parts: Vec<Value> =
                        (0..chans).map(|c| e.chan_extract(v, order(c))).collect();
                    e.chan_pack(&parts)
                } else {
                    v
                }
            } else {
                let mut channels = Vec::new();
                for &(pos, w) in &blocks {
                    let kind = InstKind::Gather {
                        addr: shifted_address(&mut e, &addr, pos),
                        mask,
                        align: piece_align(align, pos),
                        via: None,
                    };
                    if w == size {
                        channels.push(e.value(kind, Type::vec(lanes, elem)));
                        continue;
                    }
                    let g = e.value(kind, wide_ty(1, w));
                    let k = (w / size) as u8;
                    let parts = e.cast(CastOp::Bitcast, g, Type::chan_vec(lanes, k, elem));
                    for c in 0..k {
                        if u32::from(c) + pos / size < u32::from(chans) {
                            channels.push(e.chan_extract(parts, c));
                        }
                    }
                }
                let ordered: Vec<Value> = (0..chans)
                    .filter_map(|c| channels.get(usize::from(order(c))).copied())
                    .collect();
                e.chan_pack(&ordered)
            };
            Rewrite::Replace {
                insts: e.finish(),
                result: Some(result),
            }
        }
        InstKind::Scatter {
            addr,
            data,
            mask,
            align,
            ..
        } => {
            let channel = |e: &mut Emitter, c: u8| e.chan_extract(data, order(c));
            if uniform {
                let source = if reverse {
                    let parts: Vec<Value> = (0..chans).map(|c| channel(&mut e, c)).collect();
                    e.chan_pack(&parts)
                } else {
                    data
                };
                let wide = e.cast(CastOp::Bitcast, source, wide_ty(lane_bytes / w0, w0));
                let kind = InstKind::Scatter {
                    addr,
                    data: wide,
                    mask,
                    align,
                    via: None,
                };
                e.inst(kind, None);
            } else {
                for &(pos, w) in &blocks {
                    let first = (pos / size) as u8;
                    let k = (w / size) as u8;
                    let piece = if k == 1 {
                        channel(&mut e, first)
                    } else {
                        let parts: Vec<Value> =
                            (first..first + k).map(|c| channel(&mut e, c)).collect();
                        let packed = e.chan_pack(&parts);
                        e.cast(CastOp::Bitcast, packed, wide_ty(1, w))
                    };
                    let kind = InstKind::Scatter {
                        addr: shifted_address(&mut e, &addr, pos),
                        data: piece,
                        mask,
                        align: piece_align(align, pos),
                        via: None,
                    };
                    e.inst(kind, None);
                }
            }
            Rewrite::Replace {
                insts: e.finish(),
                result: None,
            }
        }
        _ => Rewrite::Keep,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_of_a_lane() {
        // 4 bytes at align 4: one dword.
        assert_eq!(cover(4, 4, true), vec![(0, 4)]);
        // 8 bytes at align 16: two dwords (no block is wider than a dword).
        assert_eq!(cover(8, 16, false), vec![(0, 4), (4, 4)]);
        // 3 bytes at align 4: a read rounds up inside the dword; a write is cut.
        assert_eq!(cover(3, 4, true), vec![(0, 4)]);
        assert_eq!(cover(3, 4, false), vec![(0, 2), (2, 1)]);
        // 6 bytes at align 4: a dword and a word.
        assert_eq!(cover(6, 4, true), vec![(0, 4), (4, 2)]);
        assert_eq!(cover(6, 4, false), vec![(0, 4), (4, 2)]);
        // 4 bytes at align 2: two words.
        assert_eq!(cover(4, 2, true), vec![(0, 2), (2, 2)]);
    }

    #[test]
    fn only_when_it_saves_messages() {
        assert_eq!(blocks_needed(4, 1, 4, true), 1);
        assert_eq!(blocks_needed(4, 1, 2, true), 2);
        assert_eq!(
            blocks_needed(4, 1, 1, true),
            4,
            "align 1: no wider block is aligned"
        );
        assert_eq!(
            blocks_needed(2, 2, 2, true),
            2,
            "a word per channel already"
        );
        assert_eq!(blocks_needed(3, 2, 8, false), 2);
        assert_eq!(
            blocks_needed(2, 4, 16, false),
            2,
            "dwords are not this pass's business"
        );
        assert_eq!(blocks_needed(1, 1, 4, true), 1);
    }
}
