//! Liveness, interference and GRF assignment for a message-IR kernel.
//!
//! The finalizer does the real register allocation; this module predicts it, so lowering can be
//! measured (the report's GRFs and peak pressure, naive vs aware) and so a pipeline could pick a
//! narrower split when a kernel would not fit. Its interference also makes one real decision:
//! the lowering shares the declarations of roots that never interfere (`lower/share.rs`,
//! through `interference_kept`), because on kernels that fit, GenX_IR gives every declaration
//! registers of its own whatever their live ranges. The allocation of the shared kernel then
//! reuses that walk (`allocate_after_sharing`): a root's occupancy depends on its own reads
//! and writes alone, so only the hosts of shared groups are walked again.
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
//! At scale (`linear.rs`, `sweep.rs`): block sets share structure (`sets.rs`), the graph is
//! kept as occupancy spans rather than pairs, and first-fit by first occupation is a sweep
//! over the instructions with a search tree over the register file (`free.rs`), so none of it
//! grows with the pairs. A kernel whose spans meet in few pairs (every small kernel) keeps
//! them as a pair table instead, found once by a sweep over the spans, and first-fit reads
//! it: the same offsets, at a fraction of the cost of the search over the spans (a bit matrix
//! when the kernel has at most `DENSE_MAX` (graph.rs) variables: each span's row or-ed with
//! the set open at its start, no pair written one by one). Largest-first visits the pairs, so it runs only while they are few
//! ([`EDGE_BUDGET_BASE`], [`EDGE_BUDGET_PER_ROOT`]): every small kernel, never one function
//! with thousands of values live at once (far past any register file: a spill either way).
//!
//! Liveness is per GRF of a root (the whole root below a GRF): a write kills the GRFs it stores
//! every byte of (contiguous, unpredicated ALU writes; any write covering the whole root), so a
//! value written one GRF at a time dies at its rewrite, while partial writes (lanes of a
//! concatenation written by separate messages, strided zips) keep it live. A root is occupied
//! where one of its GRFs is live. Output variables are live at `ret`.

pub mod allocator;
mod free;
mod graph;
mod linear;
mod pressure;
mod reference;
pub(crate) mod sets;
mod sweep;
mod units;

pub use graph::Interference;
pub use pressure::pressure;
pub use units::{EDGE_BUDGET_BASE, EDGE_BUDGET_PER_ROOT};

use crate::mir::{Kernel, VarId};
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
    assign(k, linear::occupancy(k, None), Sizes::Linear)
}

/// The interference between root variables, and which roots are occupied anywhere: liveness
/// without the register assignment, for a caller that only needs to know which roots may share
/// (declaration sharing in the lowering, which then allocates the shared kernel once).
pub fn interference(k: &Kernel) -> (Interference, Vec<bool>) {
    let occ = linear::occupancy(k, None);
    let occupied = occ.first_seen.iter().map(|&f| f != usize::MAX).collect();
    (occ.graph, occupied)
}

/// The liveness of a kernel before declaration sharing, kept for [`allocate_after_sharing`]:
/// the walk's spans and first occupations, and which roots sharing changed.
#[derive(Clone, Debug)]
pub(crate) struct Before {
    walked: linear::Walked,
    /// The variables sharing made members of a group of two or more (indexed by variable):
    /// the host, which grew, and the others, which became its aliases.
    changed: Vec<bool>,
}

/// [`interference`], and the walk it comes from, kept (with [`Before::changed`] to be filled
/// by the caller) so that the allocation after sharing walks only what sharing changed.
pub(crate) fn interference_kept(k: &Kernel) -> (Interference, Vec<bool>, Before) {
    let mut w = linear::walk(k, None, None);
    let touched = std::mem::take(&mut w.touched);
    let before = Before {
        walked: linear::Walked {
            touched,
            ..w.clone()
        },
        changed: vec![false; k.vars.len()],
    };
    let occ = linear::finish(k, w, None);
    let occupied = occ.first_seen.iter().map(|&f| f != usize::MAX).collect();
    (occ.graph, occupied, before)
}

impl Before {
    /// Marks variable `v` as changed by sharing.
    pub(crate) fn change(&mut self, v: usize) {
        if let Some(c) = self.changed.get_mut(v) {
            *c = true;
        }
    }

    /// The variables sharing made aliases of another's declaration in `k` (the members of a
    /// group but its host): declarations the finalizer no longer sees.
    pub(crate) fn shared(&self, k: &Kernel) -> u64 {
        let aliased = |v: usize| k.vars.get(v).is_some_and(|d| d.alias.is_some());
        (self.changed.iter().enumerate())
            .filter(|&(v, &c)| c && aliased(v))
            .count() as u64
    }
}

/// The liveness walk the lowering's declaration sharing made of a kernel, handed from
/// [`crate::lower_function_walked`] to [`allocate_lowered`] so the allocation walks again only
/// what sharing changed: what [`crate::lower_module`] does, for a caller (the scale benchmark's
/// stage rows) that runs lowering and allocation as separate steps. Opaque: it is only good for
/// the kernel it came with.
#[derive(Clone, Debug)]
pub struct SharingWalk(pub(crate) Option<Before>);

/// The allocation of a kernel as [`crate::lower_module`] makes it: reusing the walk declaration
/// sharing made ([`SharingWalk`]) when sharing made one, [`allocate`] otherwise (the naive
/// lowering, and kernels whose declarations do not fit, which sharing leaves alone). The same
/// result as [`allocate`] of `k`.
pub fn allocate_lowered(k: &Kernel, walk: SharingWalk) -> Allocation {
    match walk.0 {
        Some(before) => allocate_after_sharing(k, before),
        None => allocate(k),
    }
}

/// [`allocate`] of `k`, the kernel [`Before`] was taken of with declarations shared since:
/// the same allocation, with only the hosts of shared declarations walked again. Occupancy
/// of a root depends on its own reads and writes alone, and sharing changes those of its
/// groups' members only (the host grows and is read and written through its new aliases; the
/// others stop being roots), so every other root keeps its spans and first occupation; the
/// peak is summed again over all the spans.
pub(crate) fn allocate_after_sharing(k: &Kernel, before: Before) -> Allocation {
    let Before { walked, changed } = before;
    let nv = k.vars.len();
    if changed.len() != nv || walked.first_seen.len() != nv {
        // Not the kernel the walk was taken of: walk it all.
        return allocate(k);
    }
    let hosts: Vec<bool> = (0..nv)
        .map(|r| changed[r] && k.vars[r].alias.is_none())
        .collect();
    let mut spans: Vec<(u32, u32, u32)> = walked
        .spans
        .into_iter()
        .filter(|s| !changed[s.2 as usize])
        .collect();
    let mut first_seen = walked.first_seen;
    if hosts.contains(&true) {
        // Instructions that touched no changed root before sharing touch no host now.
        let again = linear::walk(k, Some(&hosts), Some((&walked.touched, &changed)));
        spans.extend(again.spans);
        for r in 0..nv {
            if changed[r] {
                first_seen[r] = again.first_seen[r];
            }
        }
    }
    let grf = k.grf_bytes.max(1);
    let peak = linear::peak_of(&spans, |r| {
        u64::from(slot(k.vars.get(r).map_or(0, |d| d.bytes()), grf).0)
    });
    let occ = linear::finish(
        k,
        linear::Walked {
            spans,
            first_seen,
            peak,
            touched: Default::default(),
        },
        None,
    );
    assign(k, occ, Sizes::Linear)
}

/// [`allocate`], trying the largest-first pass only when the kernel has at most `edges`
/// interference edges (`allocate` allows [`EDGE_BUDGET_BASE`] or [`EDGE_BUDGET_PER_ROOT`] per
/// occupied root, whichever is more), and keeping the pairs as a table (rather than sweeping
/// the spans) only up to that many: for tests that compare the sweep alone (`0`) or both
/// passes over the table (`u64::MAX`) with [`allocate_reference_within`].
pub fn allocate_within(k: &Kernel, edges: u64) -> Allocation {
    assign(k, linear::occupancy(k, Some(edges)), Sizes::Within(edges))
}

/// [`allocate`] computed the obvious way (a dense set of units per instruction, every
/// co-occupied pair at every instruction): quadratic, the oracle the linear computation is
/// tested against, result for result.
pub fn allocate_reference(k: &Kernel) -> Allocation {
    assign(k, reference::occupancy(k), Sizes::Linear)
}

/// [`allocate_reference`] with [`allocate_within`]'s edge budget.
pub fn allocate_reference_within(k: &Kernel, edges: u64) -> Allocation {
    assign(k, reference::occupancy(k), Sizes::Within(edges))
}

/// When the largest-first pass runs.
#[derive(Clone, Copy)]
enum Sizes {
    /// Up to the default budget (linear in the kernel).
    Linear,
    /// Up to this many edges.
    Within(u64),
}

fn assign(k: &Kernel, occ: Occupancy, sizes: Sizes) -> Allocation {
    let nv = k.vars.len();
    let grf = k.grf_bytes.max(1);
    let slots: Vec<(u32, u32)> = k.vars.iter().map(|d| slot(d.bytes(), grf)).collect();
    let slot_of = |r: usize| slots.get(r).copied().unwrap_or((1, 1));
    let Occupancy {
        graph,
        first_seen,
        peak,
        segments,
    } = occ;
    // First-fit in two orders, keeping the smaller file: by first occupation (optimal for
    // equal-sized live ranges) and largest first (sub-GRF and one-GRF roots then fill the holes
    // between the big blocks instead of splitting the free space).
    let occupied: Vec<usize> = (0..nv).filter(|&r| first_seen[r] != usize::MAX).collect();
    let mut by_time = occupied.clone();
    by_time.sort_unstable_by_key(|&r| (first_seen[r], r));
    let by_graph = |order: &[usize]| {
        first_fit(
            order,
            nv,
            &slot_of,
            |r, placed, f| graph.for_each_neighbor_in(r, placed, f),
            |r| graph.bit_row(r),
        )
    };
    let end = |offsets: &[Option<u32>]| {
        offsets
            .iter()
            .enumerate()
            .filter_map(|(r, o)| o.map(|o| o + slot_of(r).0))
            .max()
            .unwrap_or(0)
    };
    // A graph kept as spans (many pairs) is swept; one kept as pairs (every small kernel) is
    // read directly: the same offsets, the sweep is that pass (`sweep.rs`).
    let (a, edges) = match &segments {
        Some(segs) => sweep::first_fit(segs, &by_time, slot_of, nv, grf),
        None => (by_graph(&by_time), graph.edge_count() as u64),
    };
    let a_end = end(&a);
    let budget = match sizes {
        Sizes::Within(b) => b,
        Sizes::Linear => units::edge_budget(occupied.len()),
    };
    let (offsets, end) = if edges <= budget {
        let mut by_size = occupied;
        // The keys are distinct (the root is one): an unstable sort is the stable order.
        by_size.sort_unstable_by_key(|&r| (std::cmp::Reverse(slot_of(r).0), first_seen[r], r));
        let b = by_graph(&by_size);
        let b_end = end(&b);
        if b_end < a_end {
            (b, b_end)
        } else {
            (a, a_end)
        }
    } else {
        (a, a_end)
    };
    Allocation {
        offsets,
        total_grfs: end.div_ceil(grf),
        peak_grfs: u32::try_from(peak.div_ceil(u64::from(grf))).unwrap_or(u32::MAX),
        interference: graph,
    }
}

/// First-fit: each root of `order` in turn gets the lowest block (of its slot's size and
/// alignment) free of the blocks of its neighbours already placed; `neighbors(r, placed, f)`
/// calls `f` for each neighbour of `r` whose bit is set in `placed` (one bit per variable;
/// repeats allowed), so the neighbours not placed yet cost nothing where the graph can skip
/// them a word at a time (a bit matrix).
///
/// With a bit matrix (`row(r)`: `r`'s neighbours as bits) and a root that meets most of the
/// roots placed so far (a small kernel, where nearly everything is live at once), the blocks
/// of every placed root are kept sorted by start and swept once, skipping the roots that are
/// not neighbours: no list of the neighbours' blocks is built and sorted per root. Both ways
/// sweep the neighbours' blocks by start and give the same offset: the lowest multiple of the
/// alignment whose bytes meet none of them.
fn first_fit<'g>(
    order: &[usize],
    nv: usize,
    slot_of: &impl Fn(usize) -> (u32, u32),
    neighbors: impl Fn(u32, &[u64], &mut dyn FnMut(u32)),
    row: impl Fn(u32) -> Option<&'g [u64]>,
) -> Vec<Option<u32>> {
    let mut offsets: Vec<Option<u32>> = vec![None; nv];
    let mut placed = vec![0u64; nv.div_ceil(64)];
    // Each placed root's block as `start << 32 | end`: sorted as one integer, by start.
    let mut block = vec![0u64; nv];
    let mut taken: Vec<u64> = Vec::new();
    // Every placed root's block, `(start << 32 | end, root)`, sorted (kept only while the
    // matrix is there to test neighbours against).
    let mut all: Vec<(u64, u32)> = Vec::new();
    for &r in order {
        let (size, align) = slot_of(r);
        let bits = row(r as u32);
        let met = bits.map_or(0, |b| {
            b.iter()
                .zip(&placed)
                .map(|(&w, &p)| (w & p).count_ones() as usize)
                .sum()
        });
        let o = match bits {
            // Most placed roots are neighbours: one sweep over all of them beats a sort.
            Some(b) if 4 * met >= all.len() => {
                let neighbour = |x: u32| {
                    b.get(x as usize / 64)
                        .is_some_and(|&w| (w >> (x % 64)) & 1 == 1)
                };
                lowest_fit(all.iter().copied(), size, align, neighbour)
            }
            _ => {
                taken.clear();
                // Only placed neighbours are called back: their blocks are written.
                neighbors(r as u32, &placed, &mut |nb| taken.push(block[nb as usize]));
                taken.sort_unstable();
                lowest_fit(taken.iter().map(|&t| (t, r as u32)), size, align, |_| true)
            }
        };
        offsets[r] = Some(o);
        block[r] = u64::from(o) << 32 | u64::from(o + size);
        placed[r / 64] |= 1 << (r % 64);
        if bits.is_some() {
            let at = all.partition_point(|&(t, _)| t < block[r]);
            all.insert(at, (block[r], r as u32));
        }
    }
    offsets
}

/// Checks an allocation: interfering roots never share a byte, every block is aligned, and no
/// read message's destination shares a register with an operand it reads (not through one
/// root, not through the blocks of two). The allocator's own checker, in the spirit of
/// regalloc2's.
pub fn check(k: &Kernel, a: &Allocation) -> Result<(), String> {
    check_messages(k, a)?;
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

/// [`check`]'s message rule: a read message's destination shares no byte with an operand it
/// reads, within one root (after declaration sharing) or through the blocks of two roots. The
/// liveness walk keeps it (an operand is occupied at the message that reads it, the
/// destination where the message writes it), and declaration sharing, which reads that walk's
/// interference, with it.
fn check_messages(k: &Kernel, a: &Allocation) -> Result<(), String> {
    let grf = k.grf_bytes.max(1);
    let block = |r: VarId| -> Option<(u32, u32)> {
        let o = a.offsets.get(r.index()).copied().flatten()?;
        Some((o, o + slot(k.vars.get(r.index())?.bytes(), grf).0))
    };
    let meet = |x: (u32, u32), y: (u32, u32)| x.0 < y.1 && y.0 < x.1;
    for (i, inst) in k.insts.iter().enumerate() {
        let crate::mir::InstKind::Msg(m) = &inst.kind else {
            continue;
        };
        let Some(dst) = m.data.var.filter(|_| m.choice.msg.is_read()) else {
            continue;
        };
        let (d, dbase) = k.root(dst);
        let dbytes = (
            dbase + m.data.off,
            dbase + m.data.off + k.raw_footprint(m, true),
        );
        let addr_bytes = k.raw_footprint(m, false);
        let addrs = m
            .addrs
            .iter()
            .filter_map(|r| Some((r.var?, r.off, addr_bytes)));
        let global = match &m.global_offset {
            Some(crate::mir::Src::Reg { region, .. }) => Some((region.var, region.off, 4)),
            _ => None,
        };
        for (v, off, n) in addrs.chain(global) {
            let (r, base) = k.root(v);
            let shared = if r == d {
                meet((base + off, base + off + n), dbytes)
            } else {
                matches!((block(r), block(d)), (Some(x), Some(y)) if meet(x, y))
            };
            if shared {
                return Err(format!(
                    "instruction {i}: the destination {} of {} shares registers with its operand {}",
                    k.vars[dst.index()].name,
                    m.choice.msg.spec_name(),
                    k.vars[v.index()].name
                ));
            }
        }
    }
    Ok(())
}

/// The lowest multiple of `align` where `size` bytes meet none of the blocks of `blocks` that
/// `meets` (each `(start << 32 | end, root)`, sorted by start): swept in order, stopping at
/// the first block, met or not, starting past the bytes (`meets` is asked only of the blocks
/// that overlap them).
fn lowest_fit(
    blocks: impl Iterator<Item = (u64, u32)>,
    size: u32,
    align: u32,
    meets: impl Fn(u32) -> bool,
) -> u32 {
    let mut o = 0u32;
    for (t, x) in blocks {
        let (s, e) = ((t >> 32) as u32, t as u32);
        if o + size <= s {
            break;
        }
        if e > o && meets(x) {
            o = e.div_ceil(align) * align;
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::{first_fit, Interference};
    use memlower_ir::rng::Rng;

    #[test]
    fn first_fit_sweeping_every_placed_block_gives_the_offsets_of_the_sorted_neighbours() {
        // Random spans (dense and sparse interference) and slots, first-fit in random orders:
        // with the bit matrix's rows (the sweep over every placed block wherever most placed
        // roots are neighbours) and without (the neighbours' blocks listed and sorted).
        let mut rng = Rng::new(4242);
        for round in 0..300 {
            let n = 2 + rng.below(if round % 3 == 0 { 400 } else { 60 }) as usize;
            let len = 1 + rng.below(if round % 2 == 0 { 10 } else { 400 }) as u32;
            let spans: Vec<(u32, u32, u32)> = (0..n as u32)
                .map(|v| {
                    let s = rng.below(200) as u32;
                    (s, s + 1 + rng.below(u64::from(len)) as u32, v)
                })
                .collect();
            let g = Interference::from_spans(n, 0..n as u32, spans, u64::MAX);
            assert!(g.bit_row(0).is_some(), "round {round}: a bit matrix");
            let grf = if round % 2 == 0 { 32 } else { 64 };
            let slots: Vec<(u32, u32)> = (0..n)
                .map(|_| {
                    if rng.below(3) == 0 {
                        let s = 1u32 << rng.below(6);
                        (s, s)
                    } else {
                        ((1 + rng.below(4) as u32) * grf, grf)
                    }
                })
                .collect();
            let slot_of = |r: usize| slots[r];
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let nb =
                |r, placed: &[u64], f: &mut dyn FnMut(u32)| g.for_each_neighbor_in(r, placed, f);
            let swept = first_fit(&order, n, &slot_of, nb, |r| g.bit_row(r));
            let sorted = first_fit(&order, n, &slot_of, nb, |_| None);
            assert_eq!(swept, sorted, "round {round}");
            // And they are a valid first-fit: no two neighbours overlap.
            for (a, b) in g.all_edges() {
                let (oa, ob) = (
                    swept[a as usize].unwrap_or(0),
                    swept[b as usize].unwrap_or(0),
                );
                let (sa, sb) = (slots[a as usize].0, slots[b as usize].0);
                assert!(oa + sa <= ob || ob + sb <= oa, "round {round}: {a} and {b}");
            }
        }
    }
}
