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
//! issued in the reverse order when that is safe; when neither order is, the instruction is
//! left whole (the verifier then refuses it; no lowering makes one).
//!
//! The verifier ([`crate::verify`]) checks the result; `tests/region_rules.rs` checks the
//! emitted text independently.

use crate::mir::*;
use smallvec::{smallvec, SmallVec};

/// The instructions `kind` becomes: itself when its operands fit (or it is not an ALU op or a
/// `cmp`), else its pieces in a safe order.
pub(super) fn legalise(k: &Kernel, kind: InstKind) -> SmallVec<[InstKind; 1]> {
    let exec = match &kind {
        InstKind::Alu { exec, .. } | InstKind::Cmp { exec, .. } => *exec,
        _ => return smallvec![kind],
    };
    if fits(k, &kind) {
        return smallvec![kind];
    }
    let moves_offset = match &kind {
        InstKind::Alu { pred, .. } => pred.is_some() || !exec.nomask,
        _ => true,
    };
    let packed = srcs(&kind)
        .iter()
        .any(|s| matches!(s, Src::Imm(Imm::PackedV(_) | Imm::PackedUv(_))));
    let mut m = exec.size / 2;
    while m >= 1 && !packed {
        if moves_offset && !crate::verify::mask_offset_ok(m, exec.offset + m) {
            break;
        }
        let pieces: SmallVec<[InstKind; 4]> = (0..exec.size / m)
            .map(|c| piece(k, &kind, c * m, m, moves_offset))
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

fn srcs(kind: &InstKind) -> &[Src] {
    match kind {
        InstKind::Alu { srcs, .. } => srcs,
        InstKind::Cmp { srcs, .. } => srcs,
        _ => &[],
    }
}

/// Exec size, destination register operand and the register sources' regions of an ALU op or
/// `cmp`.
fn operands(kind: &InstKind) -> (u32, Option<(VarId, u32, u32)>, SmallVec<[Region; 3]>) {
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

/// Whether every register operand lies in at most two GRFs. An operand that runs past its
/// root now counts as if the root were GRF-aligned: the root may grow into it later.
fn fits(k: &Kernel, kind: &InstKind) -> bool {
    let (n, dst, regs) = operands(kind);
    let ok = |s: GrfSpan| s.grfs <= 2 && (s.last < s.root_bytes || aligned_grfs(k, &s) <= 2);
    dst.is_none_or(|(v, off, h)| ok(k.dst_grf_span(v, off, h.max(1), n)))
        && regs.iter().all(|r| ok(k.src_grf_span(r, n)))
}

fn aligned_grfs(k: &Kernel, s: &GrfSpan) -> u32 {
    let grf = k.grf_bytes.max(1);
    s.last / grf - s.first / grf + 1
}

/// Lanes `first..first + m` of `kind`.
fn piece(k: &Kernel, kind: &InstKind, first: u32, m: u32, moves_offset: bool) -> InstKind {
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
            region: sub_region(region, first, m, esize(region.var)),
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
                    off: off + first * hstride * esize(var),
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

#[cfg(test)]
mod tests;
