//! Region legalisation: every instruction the lowering makes passes through here
//! ([`Lowerer::push`](super::Lowerer)), and one whose register operands would span more than
//! two adjacent GRFs (rule 6 of the vISA operands chapter's region restrictions) becomes
//! instructions of a smaller exec size, each on its own lanes.
//!
//! ```text
//!   mov (M1_NM, 16) q_ud(0,0)<2> d(0,0)<1;1,0>      16 qword lanes' low halves: 4 GRFs (32-byte GRF)
//!   ──▶ mov (M1_NM, 8) q_ud(0,0)<2> d(0,0)<1;1,0>   lanes 0..7:  bytes 0..59 of q, 2 GRFs
//!       mov (M1_NM, 8) q_ud(2,0)<2> d(1,0)<1;1,0>   lanes 8..15: bytes 64..123,  2 GRFs
//! ```
//!
//! The exec size is halved until every piece fits; piece `c` of `m` lanes covers lanes
//! `c*m..(c+1)*m`: each register operand's origin moves to the element its lane `c*m` touches
//! (a source whose width is above `m` becomes one row of `m`). Only where the lanes' channel
//! numbers matter, the mask offset moves with them: a predicate (its bits are read at the
//! channel numbers), a `cmp` (it writes its predicate's bits there) or an instruction without
//! NoMask. Otherwise every piece keeps the offset (any offset is legal for a smaller exec size
//! of an aligned instruction, and NoMask lanes do not read it).
//!
//! A piece must not overwrite what a later piece reads: the whole instruction reads its sources
//! before it writes. Pieces whose destination bytes meet a later piece's source bytes are
//! issued in the reverse order when that is safe. When neither order is, or the pieces would
//! have to be smaller than the mask offset allows (a predicated op or `cmp` goes down to 8
//! lanes), the instruction goes through fresh variables instead ([`temps`]).
//!
//! The verifier ([`crate::verify`]) checks the result; `tests/region_rules.rs` checks the
//! emitted text independently.

pub(crate) mod temps;

use crate::mir::*;
use smallvec::{smallvec, SmallVec};

/// The instructions `kind` becomes by the split alone, as the lowering splits it on this thread
/// (a planted bug on the thread applies): itself when its operands fit, it is not an ALU op or
/// a `cmp`, or no split is legal; else its pieces in a safe order.
pub fn split(k: &Kernel, kind: InstKind) -> Vec<InstKind> {
    legalise(k, kind, active_mutation!()).into_vec()
}

/// The instructions `kind` becomes: itself when its operands fit (or it is not an ALU op or a
/// `cmp`), else its pieces in a safe order. `mutation`: the checker's planted bug, if any.
fn legalise(
    k: &Kernel,
    kind: InstKind,
    #[cfg_attr(not(feature = "mutations"), allow(unused_variables))]
    mutation: crate::planted::Planted,
) -> SmallVec<[InstKind; 1]> {
    let exec = match &kind {
        InstKind::Alu { exec, .. } | InstKind::Cmp { exec, .. } => *exec,
        _ => return smallvec![kind],
    };
    if fits(k, &kind) {
        return smallvec![kind];
    }
    let moves_offset = moves_offset(&kind);
    let packed = srcs(&kind)
        .iter()
        .any(|s| matches!(s, Src::Imm(Imm::PackedV(_) | Imm::PackedUv(_))));
    let mut m = exec.size / 2;
    while m >= 1 && !packed {
        if moves_offset && !crate::verify::mask_offset_ok(m, exec.offset + m) {
            break;
        }
        let pieces: SmallVec<[InstKind; 4]> = (0..exec.size / m)
            .map(|c| {
                let first = c * m;
                let origin = first;
                #[cfg(feature = "mutations")]
                let origin = crate::mutation::piece_origin(mutation, origin);
                piece(k, &kind, (first, origin), m, moves_offset)
            })
            .collect();
        if pieces.iter().all(|p| fits(k, p)) {
            if !hazard(k, pieces.iter()) {
                return pieces.into_iter().collect();
            }
            if !hazard(k, pieces.iter().rev()) {
                return pieces.into_iter().rev().collect();
            }
            break;
        }
        m /= 2;
    }
    smallvec![kind]
}

/// Whether the pieces of `kind` must move the mask offset with their lanes: a predicate reads
/// its bits at the channel numbers, a `cmp` writes them there, and without NoMask the
/// execution mask is read there.
fn moves_offset(kind: &InstKind) -> bool {
    match kind {
        InstKind::Alu { pred, exec, .. } => pred.is_some() || !exec.nomask,
        _ => true,
    }
}

/// The fewest lanes a piece of `kind` may have: 1 when the mask offset stays, else the
/// smallest size whose pieces all start at a legal mask offset (8 for the usual offsets).
fn smallest_piece(kind: &InstKind, exec: Exec) -> u32 {
    let mut m = exec.size;
    if !moves_offset(kind) {
        return 1;
    }
    while m > 1 && crate::verify::mask_offset_ok(m / 2, exec.offset + m / 2) {
        m /= 2;
    }
    m
}

fn srcs(kind: &InstKind) -> &[Src] {
    match kind {
        InstKind::Alu { srcs, .. } => srcs,
        InstKind::Cmp { srcs, .. } => srcs,
        _ => &[],
    }
}

/// A register destination: variable, byte offset, stride.
type DstReg = (VarId, u32, u32);

/// Exec size, register destination and the register sources' regions of an instruction.
type Operands = (u32, Option<DstReg>, SmallVec<[Region; 3]>);

/// The [`Operands`] of an ALU op or `cmp`.
fn operands(kind: &InstKind) -> Operands {
    let regs = srcs(kind)
        .iter()
        .filter_map(|s| match s {
            Src::Reg { region, .. } => Some(*region),
            _ => None,
        })
        .collect();
    match kind {
        InstKind::Alu {
            exec,
            dst: Dst::Reg { var, off, hstride },
            ..
        } => (exec.size, Some((*var, *off, *hstride)), regs),
        InstKind::Alu { exec, .. } | InstKind::Cmp { exec, .. } => (exec.size, None, regs),
        _ => (0, None, regs),
    }
}

/// Whether every register operand of `kind` lies in at most two GRFs (rule 6 of the region
/// restrictions).
pub fn fits(k: &Kernel, kind: &InstKind) -> bool {
    let (n, dst, regs) = operands(kind);
    dst.is_none_or(|(v, off, h)| span_ok(k, k.dst_grf_span(v, off, h.max(1), n)))
        && regs.iter().all(|r| span_ok(k, k.src_grf_span(r, n)))
}

/// Whether an operand's bytes lie in at most two GRFs. An operand that runs past its root now
/// counts as if the root were GRF-aligned: the root may grow into it later.
fn span_ok(k: &Kernel, s: GrfSpan) -> bool {
    let grf = k.grf_bytes.max(1);
    s.grfs <= 2 && (s.last < s.root_bytes || s.last / grf - s.first / grf < 2)
}

/// Lanes `first..first + m` of `kind`, with its operands' origins at lane `origin` (`first`,
/// but for a planted bug).
fn piece(
    k: &Kernel,
    kind: &InstKind,
    (first, origin): (u32, u32),
    m: u32,
    moves_offset: bool,
) -> InstKind {
    let esize = |v: VarId| k.var(v).map(|d| d.ty.bytes()).unwrap_or(1);
    let exec_of = |e: &Exec| Exec {
        size: m,
        offset: if moves_offset {
            e.offset + first
        } else {
            e.offset
        },
        nomask: e.nomask,
    };
    let src = |s: &Src| match *s {
        Src::Reg { region, neg } => Src::Reg {
            region: sub_region(region, origin, m, esize(region.var)),
            neg,
        },
        other => other,
    };
    match kind {
        InstKind::Alu {
            op,
            exec,
            pred,
            dst,
            srcs,
        } => InstKind::Alu {
            op: *op,
            exec: exec_of(exec),
            pred: *pred,
            dst: match *dst {
                Dst::Reg { var, off, hstride } => Dst::Reg {
                    var,
                    off: off + origin * hstride * esize(var),
                    hstride,
                },
                d => d,
            },
            srcs: srcs.iter().map(src).collect(),
        },
        InstKind::Cmp {
            rel,
            exec,
            dst,
            srcs,
        } => InstKind::Cmp {
            rel: *rel,
            exec: exec_of(exec),
            dst: *dst,
            srcs: [src(&srcs[0]), src(&srcs[1])],
        },
        other => other.clone(),
    }
}

/// The region lanes `first..first + m` of `r` read, as a region of its own (`first` a
/// multiple of `m`, both powers of two).
fn sub_region(r: Region, first: u32, m: u32, esize: u32) -> Region {
    let w = r.width.max(1);
    let (row, col) = (first / w, first % w);
    let off = r.off + (row * r.vstride + col * r.hstride) * esize;
    if m == 1 {
        return Region::scalar(r.var, off);
    }
    if w <= m {
        Region { off, ..r }
    } else {
        // The piece is part of one row: a row of `m`.
        Region {
            off,
            vstride: m * r.hstride,
            width: m,
            ..r
        }
    }
}

/// Whether a piece, issued in this order, writes bytes a later piece reads.
fn hazard<'a>(k: &Kernel, pieces: impl Iterator<Item = &'a InstKind> + Clone) -> bool {
    let mut rest = pieces;
    while let Some(p) = rest.next() {
        let (n, Some((v, off, h)), _) = operands(p) else {
            continue;
        };
        let w = k.dst_grf_span(v, off, h.max(1), n);
        let meets = |q: &InstKind| {
            let (qn, _, regs) = operands(q);
            regs.iter().any(|r| {
                let s = k.src_grf_span(r, qn);
                s.root == w.root && s.first <= w.last && w.first <= s.last
            })
        };
        if rest.clone().any(meets) {
            return true;
        }
    }
    false
}
