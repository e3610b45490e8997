//! Live-out sets of every block at once, for the functions where walking live ranges one
//! group at a time costs more than the function (see `liveness.rs`).
//!
//! ```text
//!   per block: kills (values defined there) and upward-exposed uses, ascending
//!   backward dataflow to a fixed point (a worklist, `regalloc::sets::fixpoint`):
//!       live-out(b) = ∪ live-in(succ)       live-in(b) = (live-out(b) − kills) ∪ uses
//!   each block's sets share structure with its neighbours' (regalloc's persistent sets)
//! ```
//!
//! Why: the walk's time is the sum of the live ranges of the groups asked about, and in one
//! function of thousands of blocks the generator's (and a real program's) values used far from
//! their definition make that sum grow with the square of the function: one function of
//! 100,000 blocks walked 85.7 million blocks where 10,000 blocks walked 2.4 million. Here a
//! block costs the changes between its sets and its successors', whatever the live ranges.
//! The answers are the walk's (the same least fixed point), so the planner's decisions do not
//! depend on which one answered.

use crate::regalloc::sets::{fixpoint, Arena, Renumber, Set, EMPTY};
use memlower_ir::buckets::Buckets;

/// The live-out set of every reachable block (by reverse post-order number), over values.
pub(super) struct Flow {
    arena: Arena,
    /// The values the sets hold (those used in a block other than their own), by number.
    keys: Renumber,
    live_out: Vec<Set>,
}

impl Flow {
    /// `succs(p)` and `preds(p)` are the successors and predecessors of block `p` (block
    /// numbers, reachable ones), `defined_in[v]` the block defining value `v` (`u32::MAX`:
    /// none), `exposed(v)` the blocks where `v` is used before any definition there.
    pub(super) fn compute<'s>(
        nb: usize,
        succs: impl Fn(usize) -> &'s [u32],
        preds: impl Fn(usize) -> &'s [u32],
        defined_in: &[u32],
        exposed: impl Fn(usize) -> &'s [u32],
    ) -> Flow {
        let n = defined_in.len();
        // A value with no upward-exposed use (one read only in its own block, most of them)
        // is in no set: the sets hold the others alone, numbered densely in value order
        // (fewer and shallower nodes than over the arena's values, dead ones included).
        let exposed = &exposed;
        let keys = Renumber::new(
            n,
            (0..n as u32).filter(|&v| !exposed(v as usize).is_empty()),
        );
        // Each block's transfer as (number, live), ascending: values are drawn in order, so
        // the counting sort by block keeps every list sorted. A value in no set needs no kill
        // either. A value used before its definition in its own block (not SSA, which the
        // verifier refuses) is live-in there: the use wins over the kill.
        let pairs = keys.keys().iter().enumerate().flat_map(|(k, &v)| {
            let (k, uses) = (k as u32, exposed(v as usize));
            let d = defined_in[v as usize];
            let kill = (d < nb as u32 && !uses.contains(&d)).then_some((d, (k, false)));
            kill.into_iter()
                .chain(uses.iter().map(move |&p| (p, (k, true))))
        });
        let transfers = Buckets::from_pairs(nb, pairs);
        let transfer = |p: usize| transfers.get(p);
        let mut arena = Arena::new(keys.len());
        let (live_out, _) = fixpoint(
            &mut arena,
            nb,
            (0..nb).rev(),
            |_| EMPTY,
            |p| succs(p).iter().map(|&s| s as usize),
            |p| preds(p).iter().map(|&q| q as usize),
            transfer,
        );
        Flow {
            arena,
            keys,
            live_out,
        }
    }

    /// Whether value `v` is live on exit of block `p`.
    pub(super) fn live_out(&self, p: u32, v: u32) -> bool {
        let (Some(&s), Some(k)) = (self.live_out.get(p as usize), self.keys.of(v)) else {
            return false;
        };
        self.arena.contains(s, k)
    }
}
