//! The walk's tables (`linear.rs`): flat lists, basic blocks, the roots a walk covers, and
//! the scratch kept on the thread between walks.

use super::super::units::{label_positions, successors_of, Units};
use crate::mir::{InstKind, Kernel};
use smallvec::SmallVec;
use std::cell::Cell;

/// Flat per-instruction (or per-block) lists: `items[start[i]..start[i + 1]]` (one
/// allocation for all of them, not one per list).
#[derive(Clone, Debug, Default)]
pub(crate) struct Lists<T = u32> {
    pub(super) start: Vec<u32>,
    pub(super) items: Vec<T>,
}

impl<T> Lists<T> {
    pub(super) fn new(n: usize) -> Lists<T> {
        let mut start = Vec::with_capacity(n + 1);
        start.push(0);
        Lists {
            start,
            items: Vec::new(),
        }
    }
    /// Empties the lists for `n` of them, keeping the allocations.
    pub(super) fn reset(&mut self, n: usize) {
        self.start.clear();
        self.start.reserve(n + 1);
        self.start.push(0);
        self.items.clear();
    }
    /// Ends the list being filled (the items pushed since the last `close`).
    pub(super) fn close(&mut self) {
        self.start.push(self.items.len() as u32);
    }
    /// The list being filled.
    pub(super) fn open(&mut self) -> &mut [T] {
        let from = self.start.last().map_or(0, |&s| s as usize);
        &mut self.items[from..]
    }
    pub(super) fn of(&self, i: usize) -> &[T] {
        &self.items[self.start[i] as usize..self.start[i + 1] as usize]
    }
    /// How many lists there are.
    pub(crate) fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }
}

/// A basic block: instructions `first..=last`, successors and predecessors (block indices).
pub(super) struct Block {
    pub(super) first: usize,
    pub(super) last: usize,
    pub(super) succs: SmallVec<[usize; 2]>,
    pub(super) preds: SmallVec<[usize; 2]>,
    /// The last instruction has no successor and is not `ret`: falling off the end, where the
    /// outputs are live.
    pub(super) falls_off: bool,
}

pub(super) fn blocks(k: &Kernel) -> Vec<Block> {
    let n = k.insts.len();
    // Only the last instruction of a block has successors outside it.
    let label_at = label_positions(k);
    let mut leader = vec![false; n];
    for (i, inst) in k.insts.iter().enumerate() {
        if i == 0 || matches!(inst.kind, InstKind::Label(_)) {
            leader[i] = true;
        }
        if matches!(inst.kind, InstKind::Jmp { .. } | InstKind::Ret) && i + 1 < n {
            leader[i + 1] = true;
        }
    }
    let mut block_at = vec![u32::MAX; n];
    let mut out: Vec<Block> = Vec::new();
    for i in 0..n {
        if leader[i] {
            out.push(Block {
                first: i,
                last: i,
                succs: SmallVec::new(),
                preds: SmallVec::new(),
                falls_off: false,
            });
        }
        if let Some(b) = out.last_mut() {
            b.last = i;
            block_at[i] = (out.len() - 1) as u32;
        }
    }
    for b in 0..out.len() {
        let last = out[b].last;
        let succs = successors_of(k, &label_at, last);
        out[b].falls_off = succs.is_empty() && !matches!(k.insts[last].kind, InstKind::Ret);
        let ss: SmallVec<[usize; 2]> = succs.iter().map(|&s| block_at[s] as usize).collect();
        for &s in &ss {
            out[s].preds.push(b);
        }
        out[b].succs = ss;
    }
    out
}

/// Which roots and units a walk covers (`only`, indexed by variable; `None`: all).
pub(super) struct Keep<'a> {
    pub(super) only: Option<&'a [bool]>,
    pub(super) u: &'a Units,
}

impl Keep<'_> {
    pub(super) fn root(&self, r: usize) -> bool {
        self.only.is_none_or(|o| o.get(r).copied().unwrap_or(false))
    }
    pub(super) fn unit(&self, x: usize) -> bool {
        self.root(self.u.root(x))
    }
}

/// A walk's per-instruction reads (units), kills (units) and writes (roots): scratch, kept
/// on the thread between walks ([`EVENTS`]).
#[derive(Default)]
pub(super) struct Events {
    pub(super) gens: Lists,
    pub(super) kills: Lists,
    pub(super) writes: Lists,
    /// The walk's other tables.
    pub(super) t: Tables,
}

/// The walk's per-root, per-unit and per-block tables and its work lists: scratch kept with
/// [`Events`], each refilled for the kernel at hand rather than allocated per walk (a small
/// kernel's walk otherwise spends as much on allocating and growing them as on walking).
#[derive(Default)]
pub(super) struct Tables {
    pub(super) seen_at: Vec<u32>,
    pub(super) killed: Vec<bool>,
    pub(super) seen: Vec<bool>,
    pub(super) wseen: Vec<bool>,
    pub(super) b_gen: Lists,
    pub(super) b_kill: Lists,
    pub(super) b_writes: Lists,
    pub(super) b_transfer: Lists<(u32, bool)>,
    pub(super) b_defs: Lists<(u32, bool)>,
    pub(super) live: Vec<bool>,
    pub(super) count: Vec<u32>,
    pub(super) first_write: Vec<u32>,
    pub(super) defined: Vec<bool>,
    pub(super) pos: Vec<u32>,
    pub(super) members: Vec<u32>,
    pub(super) stamp: Vec<u32>,
    pub(super) wstamp: Vec<u32>,
    pub(super) joined: Vec<u32>,
    pub(super) cands: Vec<(u32, bool)>,
    pub(super) edge: Vec<u32>,
}

impl Tables {
    /// Entries held, roughly (for [`KEEP_ITEMS`]).
    fn items(&self) -> usize {
        let lists = [&self.b_gen, &self.b_kill, &self.b_writes];
        let per_block: usize = lists
            .iter()
            .map(|l| l.items.capacity() + l.start.capacity())
            .sum::<usize>()
            + self.b_transfer.items.capacity()
            + self.b_defs.items.capacity();
        // The per-unit tables are the largest; the per-root ones are no larger.
        per_block + 8 * self.live.capacity().max(self.count.capacity()) + self.edge.capacity()
    }
}

/// `v` emptied and filled with `n` copies of `x` (its allocation kept).
pub(super) fn refill<T: Copy>(v: &mut Vec<T>, n: usize, x: T) -> &mut Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

/// Items past which a walk's lists are not kept for the next one (a huge kernel's lists are
/// freed rather than held by the thread for good).
const KEEP_ITEMS: usize = 1 << 20;

impl Events {
    /// Empties the lists for a kernel of `n` instructions.
    pub(super) fn reset(&mut self, n: usize) {
        for l in [&mut self.gens, &mut self.kills, &mut self.writes] {
            l.reset(n);
        }
    }

    /// Hands the lists back to the thread for the next walk, unless they grew huge.
    pub(super) fn keep(self) {
        let items = self.gens.items.capacity() + self.kills.items.capacity();
        let items = items + self.writes.items.capacity() + self.gens.start.capacity();
        if items + self.t.items() <= KEEP_ITEMS {
            EVENTS.with(|c| c.set(self));
        }
    }
}

thread_local! {
    /// The event lists of the last walk on this thread (see [`Events`]).
    pub(super) static EVENTS: Cell<Events> = Cell::new(Events::default());
}
