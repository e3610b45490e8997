//! Liveness, interference and GRF assignment for a message-IR kernel.
//!
//! The finalizer does the real register allocation; this module predicts it, so lowering can be
//! measured (the report's GRFs and peak pressure, naive vs aware) and so a pipeline could pick a
//! narrower split when a kernel would not fit:
//!
//! ```text
//!   instructions ──for_each_access──▶ reads / writes of root variables (aliases fold to roots)
//!        │ backward: live = used later          forward: defined = written before (or input)
//!        ▼
//!   occupied(i) = (live ∩ defined) before and after i, plus what i writes
//!        ├─▶ peak pressure  = max over i of the bytes occupied
//!        └─▶ interference   = an edge between roots occupied together ([`Interference`])
//!               └─▶ first-fit: each root (in order of first occupation, and again largest
//!                   first; the smaller result is kept) gets the lowest GRF-aligned block
//!                   (sub-GRF roots: a naturally aligned slot) free of its neighbours' blocks
//! ```
//!
//! Liveness is per GRF of a root (the whole root below a GRF): a write kills the GRFs it stores
//! every byte of (contiguous, unpredicated ALU writes; any write covering the whole root), so a
//! value written one GRF at a time dies at its rewrite, while partial writes (lanes of a
//! concatenation written by separate messages, strided zips) keep it live. A root is occupied
//! where one of its GRFs is live. Output variables are live at `ret`.

mod graph;
mod linear;
mod reference;
mod units;

pub use graph::Interference;

use crate::mir::Kernel;
use units::{slot, Occupancy};

/// The result of allocation.
#[derive(Clone, Debug)]
pub struct Allocation {
    /// Byte offset in the register file of each variable's root (indexed by variable; `None`
    /// for variables that are never occupied, and for aliases).
    pub offsets: Vec<Option<u32>>,
    /// GRFs used (end of the highest block).
    pub total_grfs: u32,
    /// Peak register pressure in GRFs.
    pub peak_grfs: u32,
    /// Interference between root variables (node = variable index).
    pub interference: Interference,
}

/// Computes liveness and assigns register blocks, in time and memory linear in the kernel in
/// practice (see `linear.rs`).
pub fn allocate(k: &Kernel) -> Allocation {
    assign(k, linear::occupancy(k))
}

/// [`allocate`] computed the obvious way (a dense set of units per instruction, every
/// co-occupied pair at every instruction): quadratic, the oracle the linear computation is
/// tested against, result for result.
pub fn allocate_reference(k: &Kernel) -> Allocation {
    assign(k, reference::occupancy(k))
}

fn assign(k: &Kernel, occ: Occupancy) -> Allocation {
    let nv = k.vars.len();
    let grf = k.grf_bytes.max(1);
    let root_bytes = |r: usize| k.vars.get(r).map(|d| d.bytes()).unwrap_or(0);
    let Occupancy {
        graph,
        first_seen,
        peak,
    } = occ;
    // First-fit in two orders, keeping the smaller file: by first occupation (optimal for
    // equal-sized live ranges) and largest first (sub-GRF and one-GRF roots then fill the holes
    // between the big blocks instead of splitting the free space).
    let occupied: Vec<usize> = (0..nv).filter(|&r| first_seen[r] != usize::MAX).collect();
    let mut by_time = occupied.clone();
    by_time.sort_by_key(|&r| (first_seen[r], r));
    let mut by_size = occupied;
    by_size.sort_by_key(|&r| {
        (
            std::cmp::Reverse(slot(root_bytes(r), grf).0),
            first_seen[r],
            r,
        )
    });
    let first_fit = |order: &[usize]| {
        let mut offsets: Vec<Option<u32>> = vec![None; nv];
        let mut end = 0u32;
        let mut taken: Vec<(u32, u32)> = Vec::new();
        for &r in order {
            let (size, align) = slot(root_bytes(r), grf);
            taken.clear();
            graph.for_each_neighbor(r as u32, |nb| {
                if let Some(o) = offsets[nb as usize] {
                    taken.push((o, o + slot(root_bytes(nb as usize), grf).0));
                }
            });
            taken.sort_unstable();
            let mut o = 0u32;
            for &(s, e) in &taken {
                if o + size <= s {
                    break;
                }
                if e > o {
                    o = e.div_ceil(align) * align;
                }
            }
            offsets[r] = Some(o);
            end = end.max(o + size);
        }
        (offsets, end)
    };
    let (a, b) = (first_fit(&by_time), first_fit(&by_size));
    let (offsets, end) = if b.1 < a.1 { b } else { a };
    Allocation {
        offsets,
        total_grfs: end.div_ceil(grf),
        peak_grfs: u32::try_from(peak.div_ceil(u64::from(grf))).unwrap_or(u32::MAX),
        interference: graph,
    }
}

/// Checks an allocation: interfering roots never share a byte, and every block is aligned.
/// The allocator's own checker, in the spirit of regalloc2's.
pub fn check(k: &Kernel, a: &Allocation) -> Result<(), String> {
    let grf = k.grf_bytes.max(1);
    let span = |r: u32| -> Option<(u32, u32)> {
        let o = a.offsets.get(r as usize).copied().flatten()?;
        let (size, _) = slot(k.vars.get(r as usize)?.bytes(), grf);
        Some((o, o + size))
    };
    for (x, y) in a.interference.all_edges() {
        match (span(x), span(y)) {
            (Some((a0, a1)), Some((b0, b1))) if a0 < b1 && b0 < a1 => {
                return Err(format!(
                    "{} [{a0}, {a1}) and {} [{b0}, {b1}) interfere but overlap",
                    k.vars[x as usize].name, k.vars[y as usize].name
                ))
            }
            (None, _) | (_, None) => return Err("an interfering variable has no register".into()),
            _ => {}
        }
    }
    for (r, o) in a.offsets.iter().enumerate() {
        if let (Some(o), Some(d)) = (o, k.vars.get(r)) {
            let (_, align) = slot(d.bytes(), grf);
            if o % align != 0 {
                return Err(format!("{} at {o} is not {align}-byte aligned", d.name));
            }
        }
    }
    Ok(())
}
