//! The dataflow half of the walk (`linear.rs`): per-block summaries of the instructions'
//! events, then the units live at each block's boundaries and the roots defined at each
//! block's entry, by fixpoints over persistent sets (`sets.rs`).

use super::super::sets::{fixpoint, Arena, Renumber, Set, EMPTY};
use super::super::units::Units;
use super::tables::{refill, Block, Events, Keep, Tables};
use crate::mir::{InputKind, Kernel};

/// Per block, into `events.t`: upward-exposed reads, kills and written roots (each ascending).
pub(super) fn block_summaries(bl: &[Block], events: &mut Events, nu: usize, nv: usize) {
    let Events {
        gens,
        kills,
        writes,
        t,
    } = events;
    let killed = refill(&mut t.killed, nu, false);
    let seen = refill(&mut t.seen, nu, false);
    let wseen = refill(&mut t.wseen, nv, false);
    let (b_gen, b_kill, b_writes) = (&mut t.b_gen, &mut t.b_kill, &mut t.b_writes);
    for l in [&mut *b_gen, &mut *b_kill, &mut *b_writes] {
        l.reset(bl.len());
    }
    for b in bl {
        let (g, kl, w) = (&mut b_gen.items, &mut b_kill.items, &mut b_writes.items);
        let (g0, k0, w0) = (g.len(), kl.len(), w.len());
        for i in b.first..=b.last {
            for &x in gens.of(i) {
                if !killed[x as usize] && !seen[x as usize] {
                    seen[x as usize] = true;
                    g.push(x);
                }
            }
            for &x in kills.of(i) {
                if !killed[x as usize] {
                    killed[x as usize] = true;
                    kl.push(x);
                }
            }
            for &r in writes.of(i) {
                if !wseen[r as usize] {
                    wseen[r as usize] = true;
                    w.push(r);
                }
            }
        }
        for &x in &g[g0..] {
            seen[x as usize] = false;
        }
        for &x in &kl[k0..] {
            killed[x as usize] = false;
        }
        for &r in &w[w0..] {
            wseen[r as usize] = false;
        }
        for l in [&mut *b_gen, &mut *b_kill, &mut *b_writes] {
            l.open().sort_unstable();
            l.close();
        }
    }
}

/// The units live at each block's boundaries, by a backward fixpoint over blocks, each block's
/// set sharing structure with its neighbours' (`sets.rs`).
///
/// Only the units some block reads before writing them, and the outputs, are ever live across
/// a block boundary: the sets hold those alone, numbered densely in unit order (`global`), so
/// they stay a few levels deep over a small key space however many units live and die inside
/// one block.
pub(super) struct LiveSets {
    pub(super) global: Renumber,
    pub(super) ar: Arena,
    pub(super) live_out: Vec<Set>,
    pub(super) live_in: Vec<Set>,
}

impl LiveSets {
    pub(super) fn compute(bl: &[Block], u: &Units, outputs32: &[u32], t: &mut Tables) -> LiveSets {
        let nb = bl.len();
        let (b_gen, b_kill) = (&t.b_gen, &t.b_kill);
        let global = Renumber::new(u.count(), b_gen.items.iter().chain(outputs32).copied());
        let mut ar = Arena::new(global.len());
        let outputs_set = {
            let ids = outputs32.iter().filter_map(|&x| global.of(x));
            let keys: Vec<(u32, bool)> = ids.map(|id| (id, true)).collect();
            ar.update(EMPTY, &keys)
        };
        // Each block's transfer: its kills cleared, then its upward-exposed reads set.
        let b_transfer = &mut t.b_transfer;
        b_transfer.reset(nb);
        for b in 0..nb {
            let (kl, g) = (b_kill.of(b), b_gen.of(b));
            // The kills not read again (`kl − g`, both ascending), then the reads.
            let mut j = 0;
            for &x in kl {
                while j < g.len() && g[j] < x {
                    j += 1;
                }
                if let (false, Some(id)) = (j < g.len() && g[j] == x, global.of(x)) {
                    b_transfer.items.push((id, false));
                }
            }
            let ids = g.iter().filter_map(|&x| global.of(x));
            b_transfer.items.extend(ids.map(|id| (id, true)));
            b_transfer.open().sort_unstable();
            b_transfer.close();
        }
        let (live_out, live_in) = fixpoint(
            &mut ar,
            nb,
            (0..nb).rev(),
            |b| if bl[b].falls_off { outputs_set } else { EMPTY },
            |b| bl[b].succs.iter().copied(),
            |b| bl[b].preds.iter().copied(),
            |b| b_transfer.of(b),
        );
        LiveSets {
            global,
            ar,
            live_out,
            live_in,
        }
    }
}

/// The roots defined on some path from the entry to each block's entry, by a forward fixpoint.
/// "Defined at a block's entry" matters only for roots with a unit live across a block
/// boundary (a root live only inside a block was written earlier in it): `groots` numbers those.
pub(super) struct DefinedSets {
    pub(super) groots: Renumber,
    pub(super) dar: Arena,
    pub(super) def_in: Vec<Set>,
}

impl DefinedSets {
    pub(super) fn compute(
        k: &Kernel,
        bl: &[Block],
        keep: &Keep,
        live: &LiveSets,
        t: &mut Tables,
    ) -> DefinedSets {
        let (nv, nb, u) = (k.vars.len(), bl.len(), keep.u);
        let mut global_root = vec![false; nv];
        for &x in live.global.keys() {
            global_root[u.root(x as usize)] = true;
        }
        let groots = Renumber::new(nv, (0..nv as u32).filter(|&r| global_root[r as usize]));
        let mut entry: Vec<u32> = Vec::new();
        for inp in &k.inputs {
            if let InputKind::Var(v) = inp.kind {
                if let Some((r, _)) = u.root_of(v.index()) {
                    if keep.root(r) {
                        entry.push(r as u32);
                    }
                }
            }
        }
        entry.retain(|&r| groots.of(r).is_some());
        entry.sort_unstable();
        entry.dedup();
        let mut dar = Arena::new(groots.len());
        let entry_set = {
            let ids = entry.iter().filter_map(|&r| groots.of(r));
            let keys: Vec<(u32, bool)> = ids.map(|id| (id, true)).collect();
            dar.update(EMPTY, &keys)
        };
        let (b_writes, b_defs) = (&t.b_writes, &mut t.b_defs);
        b_defs.reset(nb);
        for b in 0..nb {
            let ids = b_writes.of(b).iter().filter_map(|&r| groots.of(r));
            b_defs.items.extend(ids.map(|g| (g, true)));
            b_defs.close();
        }
        let (def_in, _) = fixpoint(
            &mut dar,
            nb,
            0..nb,
            |b| if bl[b].first == 0 { entry_set } else { EMPTY },
            |b| bl[b].preds.iter().copied(),
            |b| bl[b].succs.iter().copied(),
            |b| b_defs.of(b),
        );
        DefinedSets {
            groots,
            dar,
            def_in,
        }
    }
}
