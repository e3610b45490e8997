//! First-fit in order of first occupation as a sweep over the instructions, the way a
//! linear-scan allocator walks its live intervals, instead of a walk over every interfering
//! pair (a function with thousands of values live at once has hundreds of millions of pairs).
//!
//! ```text
//!   each root: its occupied instructions as segments [a, b), ascending (holes between)
//!   sweep p over the roots' first instructions, ascending (ties by root):
//!     active    assigned roots with a segment covering p: their blocks are in `Free`
//!     inactive  assigned roots in a hole at p with a segment after it (a heap by next start)
//!     a root starting at p interferes with every active root, and with the inactive ones
//!     whose later segments meet its own; it gets the lowest aligned block free in `Free`
//!     that skips the blocks of those inactive ones
//! ```
//!
//! The same offsets as first-fit over the graph in the same order: the roots assigned before
//! `r` that interfere with it are exactly the active ones and the inactive ones that meet it
//! (a root whose segments all end before `p` meets nothing of `r`). It also counts the edges.

use super::free::Free;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// GRFs the register file of [`first_fit`] starts with.
const FIRST_GRFS: usize = 1024;

/// Each root's occupied instructions, as segments `[a, b)`: `seg[of[r]..of[r + 1]]`,
/// ascending and disjoint.
pub(super) struct Segments {
    pub of: Vec<u32>,
    pub seg: Vec<(u32, u32)>,
}

impl Segments {
    fn of(&self, r: usize) -> &[(u32, u32)] {
        &self.seg[self.of[r] as usize..self.of[r + 1] as usize]
    }
}

/// Whether two ascending segment lists meet.
fn meet(a: &[(u32, u32)], b: &[(u32, u32)]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].0 < b[j].1 && b[j].0 < a[i].1 {
            return true;
        }
        if a[i].1 <= b[j].1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    false
}

/// First-fit of the roots `order` (ascending by first instruction, ties by root), each with
/// its (block size, alignment) from `slot`: the offsets (by root) and the number of edges.
pub(super) fn first_fit(
    segs: &Segments,
    order: &[usize],
    slot: impl Fn(usize) -> (u32, u32),
    nv: usize,
    grf: u32,
) -> (Vec<Option<u32>>, u64) {
    let grfs: usize = order
        .iter()
        .map(|&r| slot(r).0.div_ceil(grf).max(1) as usize)
        .sum();
    // The file starts small and doubles when full: sized for every root at once it would be
    // ten times the blocks first-fit ends up using, a deeper tree spread over more memory.
    let mut free = Free::new((grfs + 1).min(FIRST_GRFS), grf);
    let mut offsets: Vec<Option<u32>> = vec![None; nv];
    // Which segment of each assigned root is current (active) or next (inactive).
    let mut at = vec![0u32; nv];
    let mut active: BinaryHeap<Reverse<(u32, u32)>> = BinaryHeap::new();
    let mut active_count = 0u64;
    let mut inactive: BinaryHeap<Reverse<(u32, u32)>> = BinaryHeap::new();
    let mut edges = 0u64;
    let mut avoid: Vec<(u32, u32)> = Vec::new();
    for &r in order {
        let mine = segs.of(r);
        let Some(&(p, _)) = mine.first() else {
            continue;
        };
        // Segments ending by `p` leave; the roots go inactive (or for good).
        while let Some(&Reverse((end, q))) = active.peek() {
            if end > p {
                break;
            }
            active.pop();
            active_count -= 1;
            let qi = q as usize;
            if let Some(o) = offsets[qi] {
                free.set(o, slot(qi).0, false);
            }
            at[qi] += 1;
            if let Some(&(a, _)) = segs.of(qi).get(at[qi] as usize) {
                inactive.push(Reverse((a, q)));
            }
        }
        // Inactive roots whose next segment started by `p` come back if it covers `p`.
        while let Some(&Reverse((start, q))) = inactive.peek() {
            if start > p {
                break;
            }
            inactive.pop();
            let qi = q as usize;
            let list = segs.of(qi);
            let k = at[qi] as usize;
            match list.get(k) {
                Some(&(_, b)) if b > p => {
                    if let Some(o) = offsets[qi] {
                        free.set(o, slot(qi).0, true);
                    }
                    active.push(Reverse((b, q)));
                    active_count += 1;
                }
                _ => {
                    at[qi] += 1;
                    if let Some(&(a, _)) = list.get(k + 1) {
                        inactive.push(Reverse((a, q)));
                    }
                }
            }
        }
        edges += active_count;
        avoid.clear();
        for &Reverse((_, q)) in inactive.iter() {
            let qi = q as usize;
            let rest = &segs.of(qi)[at[qi] as usize..];
            if meet(rest, mine) {
                edges += 1;
                if let Some(o) = offsets[qi] {
                    avoid.push((o, o + slot(qi).0));
                }
            }
        }
        avoid.sort_unstable();
        let (size, align) = slot(r);
        let mut from = 0u32;
        let o = loop {
            let Some(o) = free.lowest(from, size, align) else {
                // No room in the file: the lowest fit is in the GRFs a bigger file adds.
                free.grow();
                continue;
            };
            // The first avoided block ending after `o` that starts before `o + size`.
            let clash = avoid
                .iter()
                .filter(|&&(s, e)| s < o + size && e > o)
                .map(|&(_, e)| e)
                .max();
            match clash {
                Some(e) => from = e.div_ceil(align) * align,
                None => break o,
            }
        };
        offsets[r] = Some(o);
        free.set(o, size, true);
        active.push(Reverse((mine[0].1, r as u32)));
        active_count += 1;
    }
    (offsets, edges)
}
