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
//!               interferes with, else opens a group if the finalizer keeps it (a message
//!               reads or writes it, or an ALU op other than `mov` both writes and reads it;
//!               it may fold the others away, and they stay as they are)
//!   each group: its lowest-numbered member is the declaration (grown to the largest member),
//!               the others become aliases of it at byte 0 (and their views follow)
//! ```
//!
//! **Sources still being read.** A message reads its address and payload registers after it
//! issues, and the finalizer's scoreboard keeps them busy until an instruction waits for the
//! message's token or the token comes round again (GenX_IR hands out
//! [`crate::homes::SEND_TOKENS`] of them). An instruction writing such registers waits for
//! that read. The wait costs nothing when it fits in the writer's own scoreboard field; it
//! costs a `sync.nop` (a `$N.src` wait) when that field is taken. GenX_IR's scheduler moves
//! instructions above the waits they do not need, so which message is still reading, and
//! which field is taken, follow a model of that scheduler ([`in_flight`], [`Schedule`]), not
//! the vISA order. Sharing never puts two roots that would meet with a `sync.nop` in one
//! group: the candidate takes another group, or registers of its own.
//!
//! Measured on the 28 peer kernels at 16 and 32 lanes on tgllp and dg2 (112 rows, IGC's ABI),
//! with `homes` refusing the same waits for results written over their operands: native
//! instructions 2,277 → 2,241, `$N.src` waits 36 → 0, the bench's summed highest GRF 1,702 →
//! 1,770. The vISA-order model before it left 36 waits; refusing every in-flight pair
//! whatever the field leaves 12 but costs about 280 GRFs more.
//!
//! Only in a kernel whose declarations all fit in the register file as they are (the kernels
//! that allocator takes; the test costs one pass over the declarations, so a large kernel pays
//! nothing): a kernel that does not fit is left to the finalizer's liveness-based allocators,
//! which would only lose from longer live ranges.

use crate::mir::{Access, AluOp, InputKind, InstKind, Kernel, VarId};
use crate::regalloc;
use std::collections::HashMap;

/// Shares the declarations of `k` (see the module docs); `grf_count` is the target's register
/// file. Returns the liveness it computed, with the roots it changed, for the allocation of
/// the shared kernel ([`regalloc::allocate_after_sharing`]); `None` when it computed none (a
/// kernel that does not fit is left as it is).
pub(crate) fn share_declarations(
    k: &mut Kernel,
    grf_count: u32,
    mutation: crate::planted::Planted,
) -> Option<regalloc::Before> {
    let grf = k.grf_bytes.max(1);
    let nv = k.vars.len();
    let fixed = inputs_if_it_fits(k, grf_count)?;
    let stays = staying_roots(k);
    let (graph, occupied, mut before) = regalloc::interference_kept(k);
    let is_root = |r: usize| k.vars[r].alias.is_none();
    let occupied = |r: usize| occupied.get(r).copied().unwrap_or(false);
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
    // The lane ids host a group (below): their in-flight pairs count too.
    let lane_ids = k.lane_ids.map(|v| k.root(v).0.index());
    if let Some(r) = lane_ids {
        is_cand[r] = true;
    }
    let (busy, touched) = in_flight(k, &is_cand);
    // Groups: (largest member's bytes, members). The lane-id input opens one of its own
    // size: once the last lane index is read, its registers can hold another value. It stays
    // the declaration and never grows (its offset and size are the ABI's).
    let mut groups: Vec<(u32, Vec<usize>)> = (lane_ids.into_iter())
        .filter(|&r| occupied(r) && k.vars[r].bytes() >= grf)
        .map(|r| (k.vars[r].bytes(), vec![r]))
        .collect();
    // A typed read's V, R and LOD payloads go to the finalizer as one run of registers after
    // the U payload; one of them in the lane ids' registers only makes it copy them.
    let payload_tail = if lane_ids.is_some() {
        payload_tails(k)
    } else {
        Vec::new()
    };
    let apart = !planted!(mutation, ShareLive);
    let early = planted!(mutation, LaneIdShareEarly);
    let lane_id_group = |members: &[usize]| members.first() == lane_ids.as_ref();
    let mut meets = vec![false; nv];
    // One list for every candidate's neighbours (repeats are harmless: they set a flag).
    let mut neighbours: Vec<u32> = Vec::new();
    for &r in &cands {
        let bytes = k.vars[r].bytes();
        neighbours.clear();
        graph.for_each_neighbor(r as u32, |x| neighbours.push(x));
        for &x in &neighbours {
            meets[x as usize] = apart;
        }
        // A group none of whose members an in-flight message reads when `r` is written (or the
        // other way round) with a `sync.nop`'s wait; else registers of its own.
        // Among those, one none of whose members is written while a message reads the other
        // at all (a wait in the writer's field is free only where GenX_IR's scheduler keeps
        // the order), if there is one.
        let busy_r = busy.get(r).map_or(&[][..], |b| &b[..]);
        let touched_r = touched.get(r).map_or(&[][..], |b| &b[..]);
        let free_of = |members: &[usize], pairs: &[u32]| {
            if lane_id_group(members) {
                if payload_tail.get(r).copied().unwrap_or(false) {
                    return false;
                }
                if early {
                    return true;
                }
            }
            members.iter().all(|&m| {
                !meets[m] && !busy_r.contains(&(m as u32)) && !pairs.contains(&(m as u32))
            })
        };
        let pick = |pairs: &[u32]| {
            (groups.iter().enumerate())
                .filter(|(_, (gb, members))| *gb >= bytes && free_of(members, pairs))
                .min_by_key(|(gi, g)| (g.0, *gi))
                .map(|(gi, _)| gi)
        };
        let best = pick(touched_r).or_else(|| pick(&[]));
        for &x in &neighbours {
            meets[x as usize] = false;
        }
        match best {
            Some(gi) => groups[gi].1.push(r),
            None if stays[r] => groups.push((bytes, vec![r])),
            None => {}
        }
    }
    declare_groups(k, &groups, lane_ids, &mut before);
    Some(before)
}

/// The kernel's input roots (fixed: sharing never moves them), if its declarations fit in the
/// register file as they are (the kernels GenX_IR's `TRIVIAL_RA` takes); `None` otherwise.
fn inputs_if_it_fits(k: &Kernel, grf_count: u32) -> Option<Vec<bool>> {
    let grf = k.grf_bytes.max(1);
    let mut fixed = vec![false; k.vars.len()];
    let mut input_end = 0u32;
    for i in &k.inputs {
        if let InputKind::Var(v) = i.kind {
            if let Some(f) = fixed.get_mut(k.root(v).0.index()) {
                *f = true;
            }
        }
        input_end = input_end.max(i.offset + i.size);
    }
    let declared: u64 = (k.vars.iter().enumerate())
        .filter(|(r, d)| d.alias.is_none() && !fixed[*r])
        .map(|(_, d)| u64::from(d.bytes()))
        .sum();
    let rows = u64::from(input_end.div_ceil(grf)) + declared.div_ceil(u64::from(grf));
    (rows <= u64::from(grf_count)).then_some(fixed)
}

/// Roots a message reads or writes keep their registers in the finalizer, and so do roots an
/// ALU op other than `mov` both writes and reads. The others may be folded away by its copy
/// propagation (a chain of `mov`s leaves no declaration behind: the op that computes the value
/// writes the chain's end, the op that reads it reads the chain's start). So only roots that
/// stay open groups: a group opened by a foldable root could grow a root that stays to the
/// size of one that would have gone.
fn staying_roots(k: &Kernel) -> Vec<bool> {
    let nv = k.vars.len();
    let mut stays = vec![false; nv];
    let mut computed = vec![false; nv];
    let mut consumed = vec![false; nv];
    for inst in &k.insts {
        let msg = matches!(inst.kind, InstKind::Msg(_));
        if matches!(inst.kind, InstKind::Alu { op: AluOp::Mov, .. }) {
            continue;
        }
        k.for_each_access(inst, |v, access| {
            let r = k.root(v).0.index();
            let mark = match (msg, access) {
                (true, _) => &mut stays,
                (false, Access::Write { .. }) => &mut computed,
                (false, Access::Read { .. }) => &mut consumed,
            };
            if let Some(m) = mark.get_mut(r) {
                *m = true;
            }
        });
    }
    for r in 0..nv {
        stays[r] |= computed[r] && consumed[r];
    }
    stays
}

/// The roots a message reads as an address payload after its first (a typed read's V, R and
/// LOD).
fn payload_tails(k: &Kernel) -> Vec<bool> {
    let mut tail = vec![false; k.vars.len()];
    for inst in &k.insts {
        if let InstKind::Msg(m) = &inst.kind {
            for v in m.addrs.iter().skip(1).filter_map(|a| a.var) {
                tail[k.root(v).0.index()] = true;
            }
        }
    }
    tail
}

/// Makes each group of at least two roots one declaration: its host (the lane-id input when
/// the group is that input's, else its lowest-numbered member, grown to the group's size) and
/// the others aliases of it at byte 0; then points every view at its final root.
fn declare_groups(
    k: &mut Kernel,
    groups: &[(u32, Vec<usize>)],
    lane_ids: Option<usize>,
    before: &mut regalloc::Before,
) {
    for (gb, members) in groups {
        let input = members.first().copied().filter(|&m| Some(m) == lane_ids);
        let Some(host) = input.or_else(|| members.iter().min().copied()) else {
            continue;
        };
        if members.len() < 2 {
            continue;
        }
        let d = &mut k.vars[host];
        if input.is_none() {
            d.num_elts = d.num_elts.max(gb.div_ceil(d.ty.bytes()));
        }
        for &m in members {
            before.change(m);
            if m != host {
                k.vars[m].alias = Some((VarId(host as u32), 0));
            }
        }
    }
    // Views of a member now reach the host through the member: point them at the host.
    for v in 0..k.vars.len() {
        if k.vars[v].alias.is_some() {
            let (root, off) = k.root(VarId(v as u32));
            k.vars[v].alias = Some((root, off));
        }
    }
}

/// For each root variable, the roots it must not share a declaration with (see the module
/// docs): one is written, by an instruction whose scoreboard field is taken, while an earlier
/// message may still be reading the other; and, second, the roots written at all while a
/// message may read the other (the wait is free, but only while the finalizer keeps the
/// order). Symmetric; empty for most roots.
///
/// "May still be reading" follows GenX_IR's scheduler, not the vISA order: it moves an
/// instruction up to just after the instructions it depends on, above instructions that wait
/// for a message but that it does not need. So a message counts as done for a writer only if
/// the writer depends on the message's result through its operands (it then runs after an
/// instruction that waited for the message); otherwise the message is in flight until
/// [`crate::homes::SEND_TOKENS`] later messages have issued (or until the writer depends on
/// an instruction that wrote over the message's sources, and so waited for its reads). The
/// writer's field is taken when it is a message (its own token), when it reads a message's
/// result (that token), or when it reads an ALU result that may still be in the pipe behind
/// the message ([`Seen::unsynced_after`]), or that cannot be computed well before the message
/// (its [`Schedule`] level is not 2 below the message's): the scheduler puts the writer
/// right behind that instruction, with a distance wait in the field. A writer whose ALU
/// operands were all computed well before the message, and waited for since, stays behind
/// the message with its field free.
fn in_flight(k: &Kernel, cand: &[bool]) -> (Vec<Vec<u32>>, Vec<Vec<u32>>) {
    let mut busy: Vec<Vec<u32>> = vec![Vec::new(); k.vars.len()];
    let mut touched: Vec<Vec<u32>> = vec![Vec::new(); k.vars.len()];
    // Fewer than two candidates: nothing could share.
    if cand.iter().filter(|&&c| c).nth(1).is_none() {
        return (busy, touched);
    }
    let mut schedule = Schedule::default();
    // The messages of the last `SEND_TOKENS`.
    let mut pending: std::collections::VecDeque<Pending> = Default::default();
    let mut written = Vec::new();
    for (at, inst) in k.insts.iter().enumerate() {
        let seen = schedule.visit(k, at, inst);
        // Only pairs of sharing candidates matter (most writes are to small values).
        let is_cand = |r: &u32| cand.get(*r as usize).copied().unwrap_or(false);
        written.clear();
        written.extend(schedule.writes.iter().map(|&(r, _)| r).filter(is_cand));
        written.dedup();
        for p in &pending {
            if seen.needs.binary_search(&p.number).is_ok() {
                continue;
            }
            // Writing over what the message reads waits until it has read it: whatever
            // depends on this instruction runs after that.
            if schedule.writes.iter().any(|w| p.rows.contains(w)) {
                schedule.waited(p.number);
            }
            let field_taken = seen.message
                || seen.reads_message
                || seen.alu_level + 1 >= p.level
                || seen.unsynced_after(p, &schedule);
            let pairs = if field_taken { &mut busy } else { &mut touched };
            for &s in &p.srcs {
                for &d in &written {
                    if s != d && !pairs[s as usize].contains(&d) {
                        pairs[s as usize].push(d);
                        pairs[d as usize].push(s);
                    }
                }
            }
        }
        let InstKind::Msg(m) = &inst.kind else {
            continue;
        };
        // A typed read with a `%null` V (a 1D image) reads copies GenX_IR makes of its
        // payload: nothing of its own stays busy (`homes`' `reads_copies` on the IR side).
        if m.addrs.len() == 4 && m.addrs[1].var.is_none() {
            continue;
        }
        // The scalar global offset goes through the address register, not the payload.
        let offset = m.global_offset.as_ref().and_then(|g| match g {
            crate::mir::Src::Reg { region, .. } => Some(k.root(region.var).0.index() as u32),
            _ => None,
        });
        let mut srcs: Vec<u32> = (schedule.reads.iter().map(|&(r, _)| r))
            .filter(|&r| Some(r) != offset && is_cand(&r))
            .collect();
        srcs.dedup();
        pending.push_back(Pending {
            number: schedule.messages - 1,
            level: seen.level,
            at,
            srcs,
            rows: schedule.reads.clone(),
            ancestors: schedule.ancestors(at),
        });
        if pending.len() > crate::homes::SEND_TOKENS {
            pending.pop_front();
        }
    }
    (busy, touched)
}

/// A message [`in_flight`] counts as still reading its operands.
struct Pending {
    /// Its number among the kernel's messages.
    number: u32,
    /// Its [`Schedule`] level.
    level: u32,
    /// Its position in the kernel.
    at: usize,
    /// The sharing candidates among the roots it reads.
    srcs: Vec<u32>,
    /// The register rows it reads.
    rows: Vec<(u32, u32)>,
    /// The positions of the instructions it depends on ([`Schedule::ancestors`]), sorted.
    ancestors: Vec<usize>,
}

/// The message numbers a value depends on ([`in_flight`]): a few, kept off the heap.
type Waits = smallvec::SmallVec<[u32; 8]>;

/// A model of GenX_IR's list scheduler, in one pass over the instructions by register row
/// (a root variable and a GRF of it): each instruction's level is one more than the levels of
/// the instructions it must follow (the writers of what it reads, and the last readers and
/// writer of what it writes), so an instruction of a lower level can be scheduled before one
/// of a higher. A message's result carries the message's number, and so does everything
/// computed from it.
#[derive(Default)]
struct Schedule {
    /// Each row written so far: the value's [`Row`].
    rows: HashMap<(u32, u32), Row>,
    /// The rows the last visited instruction read and wrote.
    reads: Vec<(u32, u32)>,
    writes: Vec<(u32, u32)>,
    /// Messages visited so far.
    messages: u32,
    /// For each position visited, the ALU instructions before it.
    alu_before: Vec<u32>,
    /// ALU instructions visited so far.
    alus: u32,
    /// For each position visited, the positions of the instructions whose results it read.
    deps: Vec<smallvec::SmallVec<[usize; 4]>>,
    /// For each position visited, its level.
    levels: Vec<u32>,
}

/// The levels a message's result takes to arrive, against one for an ALU instruction's: an
/// instruction that reads it runs well after anything that does not.
const MESSAGE_LATENCY: u32 = 32;

/// The ALU instructions after which GenX_IR counts an earlier ALU result as written without
/// a wait ([`crate::homes::ALU_WINDOW`], which the lowering's register reuse reads too).
const ALU_DRAIN: u32 = crate::homes::ALU_WINDOW as u32;

/// The instructions before a message [`Seen::unsynced_after`] looks through for a reader.
const SYNC_LOOKBACK: usize = 128;

/// The instructions [`Schedule::ancestors`] follows back from a message.
const ANCESTORS: usize = 128;

/// What [`Schedule`] knows of the value in one register row.
#[derive(Default)]
struct Row {
    /// The messages it depends on (the last [`crate::homes::SEND_TOKENS`] only).
    waits: Waits,
    /// The level of the instruction that wrote it (0: an input).
    level: u32,
    /// The level from which it can be read.
    ready: u32,
    /// Whether that instruction is a message.
    by_message: bool,
    /// The highest level of an instruction that read it since.
    read_until: u32,
    /// The position of the instruction that wrote it.
    by: usize,
}

/// One instruction as [`Schedule::visit`] sees it.
struct Seen {
    /// The messages it depends on, sorted.
    needs: Waits,
    /// Its level.
    level: u32,
    /// Whether it is a message.
    message: bool,
    /// Whether it reads a message's result.
    reads_message: bool,
    /// The highest level of an ALU instruction whose result it reads (0: none).
    alu_level: u32,
    /// For each ALU result it reads: the position of the instruction that wrote it.
    alu_reads: smallvec::SmallVec<[usize; 4]>,
}

impl Seen {
    /// Whether an ALU result this instruction reads may still be in the pipe when it runs
    /// right behind the message `p`, with a distance wait in its field: the result is written
    /// after the message, or fewer than [`ALU_DRAIN`] ALU instructions lie between them and no
    /// earlier reader of it surely runs first. A read makes the finalizer count the result
    /// done when the scheduler puts it before the writer: a reader the message depends on
    /// (messages included) must come first; so does, in practice, one at least two levels
    /// below the message. A read on another chain at the message's level may be scheduled
    /// after it (`copy_i64`: GenX_IR issued the one-lane tail's gather before the others,
    /// whose address sums had read its base offset).
    fn unsynced_after(&self, p: &Pending, schedule: &Schedule) -> bool {
        let at = |i: usize| schedule.alu_before.get(i).copied().unwrap_or(u32::MAX);
        let between = |by: usize| at(p.at).saturating_sub(at(by + 1));
        // A reader of `by`'s result before the message that the scheduler puts before the
        // writer: one the message depends on, or one two levels below the message.
        let synced = |by: usize| {
            (by + 1..p.at).rev().take(SYNC_LOOKBACK).any(|a| {
                schedule.deps.get(a).is_some_and(|d| d.contains(&by))
                    && (p.ancestors.binary_search(&a).is_ok()
                        || schedule.levels.get(a).is_some_and(|&l| l + 2 < p.level))
            })
        };
        (self.alu_reads.iter()).any(|&by| by > p.at || (between(by) < ALU_DRAIN && !synced(by)))
    }
}

impl Schedule {
    /// The positions of the instructions (messages too) the instruction at `at` depends on,
    /// through at most [`ANCESTORS`] of them (a longer chain is cut there), sorted.
    fn ancestors(&self, at: usize) -> Vec<usize> {
        let mut found: Vec<usize> = Vec::new();
        let mut stack: Vec<usize> = self.deps.get(at).map(|d| d.to_vec()).unwrap_or_default();
        while let Some(i) = stack.pop() {
            if found.len() >= ANCESTORS || found.contains(&i) {
                continue;
            }
            found.push(i);
            stack.extend(self.deps.get(i).into_iter().flatten().copied());
        }
        found.sort_unstable();
        found
    }

    /// Records that the last visited instruction waited for message `m` (for its reads):
    /// the rows it wrote depend on `m`.
    fn waited(&mut self, m: u32) {
        for key in &self.writes {
            if let Some(row) = self.rows.get_mut(key) {
                if !row.waits.contains(&m) {
                    row.waits.push(m);
                }
            }
        }
    }

    fn visit(&mut self, k: &Kernel, at: usize, inst: &crate::mir::Inst) -> Seen {
        let grf = k.grf_bytes.max(1);
        self.reads.clear();
        self.writes.clear();
        let (reads, writes) = (&mut self.reads, &mut self.writes);
        k.for_each_access(inst, |v, access| {
            let (root, off) = k.root(v);
            let (at, bytes, list) = match access {
                Access::Read { off: o, bytes } => (off + o, bytes, &mut *reads),
                Access::Write { off: o, bytes } => (off + o, bytes, &mut *writes),
            };
            let rows = at / grf..(at + bytes.max(1)).div_ceil(grf);
            list.extend(rows.map(|row| (root.0, row)));
        });
        let oldest = self
            .messages
            .saturating_sub(crate::homes::SEND_TOKENS as u32);
        let message = matches!(inst.kind, InstKind::Msg(_));
        // What runs in the ALU pipes (a distance wait's unit).
        let alu = matches!(inst.kind, InstKind::Alu { .. } | InstKind::Cmp { .. });
        debug_assert_eq!(self.alu_before.len(), at);
        self.alu_before.push(self.alus);
        self.alus += u32::from(alu);
        let mut seen = Seen {
            needs: Waits::new(),
            level: 0,
            message,
            reads_message: false,
            alu_level: 0,
            alu_reads: smallvec::SmallVec::new(),
        };
        let mut deps: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
        for key in &self.reads {
            if let Some(row) = self.rows.get(key) {
                seen.needs
                    .extend(row.waits.iter().copied().filter(|&m| m >= oldest));
                seen.level = seen.level.max(row.ready);
                if !deps.contains(&row.by) {
                    deps.push(row.by);
                }
                if row.by_message {
                    seen.reads_message = true;
                } else {
                    seen.alu_level = seen.alu_level.max(row.level);
                    if !seen.alu_reads.contains(&row.by) {
                        seen.alu_reads.push(row.by);
                    }
                }
            }
        }
        self.deps.push(deps);
        for key in &self.writes {
            if let Some(row) = self.rows.get(key) {
                seen.level = seen.level.max(row.level + 1).max(row.read_until + 1);
            }
        }
        self.levels.push(seen.level);
        seen.needs.sort_unstable();
        seen.needs.dedup();
        for key in &self.reads {
            if let Some(row) = self.rows.get_mut(key) {
                row.read_until = row.read_until.max(seen.level);
            }
        }
        let mut waits = seen.needs.clone();
        if message {
            waits.push(self.messages);
            self.messages += 1;
        }
        for key in &self.writes {
            let row = Row {
                waits: waits.clone(),
                level: seen.level,
                ready: seen.level + if message { MESSAGE_LATENCY } else { 1 },
                by_message: message,
                read_until: 0,
                by: at,
            };
            self.rows.insert(*key, row);
        }
        seen
    }
}
