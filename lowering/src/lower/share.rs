//! Declaration sharing: root variables that are never occupied together become views of one
//! declaration, so the finalizer sees fewer, reused declarations.
//!
//! Why: GenX_IR allocates a kernel whose declarations fit in the register file by giving every
//! declaration registers of its own, whatever their live ranges (its `TRIVIAL_RA`, printed as
//! `//.RA type` in its output; docs/finalizer-facts.md §9). So on the kernels users write, the
//! highest GRF is the sum of the declarations, not the register pressure: an address sum that
//! dies at its message still holds its GRFs for the whole kernel. Sharing makes the lowering's
//! own liveness ([`crate::regalloc`]) count.
//!
//! ```text
//!   interference (crate::regalloc) over root variables
//!   candidates: roots of at least one GRF, occupied somewhere, neither inputs nor outputs,
//!               largest first
//!   each candidate joins the smallest group at least its size none of whose members it
//!               interferes with, else opens a group
//!   each group: its lowest-numbered member is the declaration (grown to the largest member),
//!               the others become aliases of it at byte 0 (and their views follow)
//! ```
//!
//! Only when the shared kernel still fits the register file with room to spare (then the
//! finalizer keeps allocating it that way); a kernel that does not fit is left to the
//! finalizer's own allocator, which sees live ranges and would only lose from longer ones.

use crate::check::mutation::{self, Mutation};
use crate::mir::{InputKind, Kernel, VarId};
use crate::regalloc;

/// GRFs left free for what the finalizer declares itself (payload copies, the end-of-thread
/// header): sharing is done only if the kernel's declarations then fit below the rest.
const FINALIZER_ROOM: u32 = 32;

/// Shares the declarations of `k` (see the module docs); `grf_count` is the target's register
/// file. Returns how many root declarations became aliases.
pub(crate) fn share_declarations(
    k: &mut Kernel,
    grf_count: u32,
    mutation: Option<Mutation>,
) -> usize {
    let grf = k.grf_bytes.max(1);
    let alloc = regalloc::allocate(k);
    let graph = &alloc.interference;
    let nv = k.vars.len();
    let rows = |b: u32| b.div_ceil(grf);
    let mut fixed = vec![false; nv];
    let mut input_end = 0u32;
    for i in &k.inputs {
        if let InputKind::Var(v) = i.kind {
            if let Some(f) = fixed.get_mut(k.root(v).0.index()) {
                *f = true;
            }
        }
        input_end = input_end.max(i.offset + i.size);
    }
    // Sharing never packs tighter than the allocation's own first-fit: if even that does not
    // fit, stop before the quadratic part.
    if rows(input_end) + alloc.total_grfs + FINALIZER_ROOM > grf_count {
        return 0;
    }
    let is_root = |r: usize| k.vars[r].alias.is_none();
    let occupied = |r: usize| alloc.offsets.get(r).copied().flatten().is_some();
    let mut cands: Vec<usize> = (0..nv)
        .filter(|&r| {
            is_root(r) && occupied(r) && !fixed[r] && !k.vars[r].output && k.vars[r].bytes() >= grf
        })
        .collect();
    cands.sort_by_key(|&r| (std::cmp::Reverse(k.vars[r].bytes()), r));
    let mut is_cand = vec![false; nv];
    for &r in &cands {
        is_cand[r] = true;
    }
    // Groups: (largest member's bytes, members).
    let mut groups: Vec<(u32, Vec<usize>)> = Vec::new();
    let apart = mutation::respects_interference(mutation);
    let mut meets = vec![false; nv];
    for &r in &cands {
        let bytes = k.vars[r].bytes();
        let neighbours: Vec<u32> = graph.neighbors(r as u32).collect();
        for &x in &neighbours {
            meets[x as usize] = apart;
        }
        let best = groups
            .iter()
            .enumerate()
            .filter(|(_, (gb, members))| *gb >= bytes && members.iter().all(|&m| !meets[m]))
            .min_by_key(|(gi, g)| (g.0, *gi))
            .map(|(gi, _)| gi);
        for &x in &neighbours {
            meets[x as usize] = false;
        }
        match best {
            Some(gi) => groups[gi].1.push(r),
            None => groups.push((bytes, vec![r])),
        }
    }
    // Fits with room to spare? Inputs, every group, every other occupied root.
    let grouped: u32 = groups.iter().map(|(b, _)| rows(*b)).sum();
    let others: u32 = (0..nv)
        .filter(|&r| is_root(r) && occupied(r) && !fixed[r] && !is_cand[r])
        .map(|r| k.vars[r].bytes())
        .sum();
    let total = rows(input_end) + grouped + rows(others);
    if total + FINALIZER_ROOM > grf_count {
        return 0;
    }
    let mut shared = 0;
    for (gb, members) in &groups {
        let Some(&host) = members.iter().min() else {
            continue;
        };
        if members.len() < 2 {
            continue;
        }
        let d = &mut k.vars[host];
        d.num_elts = d.num_elts.max(gb.div_ceil(d.ty.bytes()));
        for &m in members {
            if m != host {
                k.vars[m].alias = Some((VarId(host as u32), 0));
                shared += 1;
            }
        }
    }
    // Views of a member now reach the host through the member: point them at the host.
    for v in 0..nv {
        if k.vars[v].alias.is_some() {
            let (root, off) = k.root(VarId(v as u32));
            k.vars[v].alias = Some((root, off));
        }
    }
    shared
}
