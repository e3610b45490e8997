//! Registers a result may take over that are not its own dying operand's (see
//! `reuse_candidates`): the source a `chan.pack` of lane-wise ops reads channel by channel, and
//! values of a message result's type that are dead before it is written.

use memlower_ir::buckets::Buckets;
use memlower_ir::by_value::ByValue;
use memlower_ir::{Block, Function, Inst, InstKind, Type, Value};
use smallvec::SmallVec;

/// A few candidate values (at most 8 from these rules), kept off the heap: one list is made per
/// instruction of the function.
pub(super) type Candidates = SmallVec<[Value; 8]>;

/// What these rules ask of the liveness (`homes::Liveness` answers; this module does not import
/// it, so the two stay without an import cycle).
pub(super) trait LiveQuery {
    /// The block of `i` and its index in the block.
    fn position(&self, i: Inst) -> Option<(Block, usize)>;
    /// Whether `q`'s storage (`q` or a view of it) is read after `i`, or live out of its block.
    fn live_after(&self, f: &Function, i: Inst, q: Value) -> bool;
    /// The value owning `v`'s storage group (`v` itself when it is no view).
    fn owner(&self, v: Value) -> Value;
}

/// Up to 8 results of the same type as `ty` defined before `at` in its block and not its
/// operands, nearest first: the candidates whose registers a message result may take over.
pub(super) fn same_type_before(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    ty: Type,
) -> Candidates {
    let Some((b, k)) = live.position(at) else {
        return Candidates::new();
    };
    // Not the message's own operands: its destination never overlaps its payload. (Asked
    // of the values of the type only, without collecting the operands.)
    let kind = &f.inst(at).kind;
    let is_operand = |v: Value| {
        let mut found = false;
        kind.for_each_operand(|o| found |= o == v);
        found
    };
    f.block(b).insts[..k]
        .iter()
        .rev()
        .filter_map(|&j| f.inst(j).result)
        .filter(|&v| f.ty(v) == ty && !is_operand(v))
        .take(8)
        .collect()
}

/// The scoreboard tokens GenX_IR gives messages (16 on every target memlower emits for): a
/// message's operands count as still being read, and not to be written over, until an
/// instruction reads its result or this many later messages have issued.
pub(crate) const SEND_TOKENS: usize = 16;

/// How far back [`in_flight`] looks, in instructions (a bound on its cost in huge blocks).
const LOOKBACK: usize = 256;

/// The ALU instructions within which GenX_IR makes an instruction wait for an earlier ALU
/// result by distance: IGC's `SWSB_MAX_ALU_DEPENDENCE_DISTANCE` (11). Closer, a reader gets a
/// distance wait (`@1`..`@7`, farther ones saturated to `@7`: `transpose8x8` on tgllp had
/// `{@7}` for a result 9 ALU instructions back), unless an instruction between them read it
/// and waited; that wait takes the scoreboard field a message's wait would need. Read here
/// and by declaration sharing (`lower/share.rs`), which assumed 3 before (the peer kernels
/// alone showed no wait past it) and so left that example's wait and `copy_i64`'s.
pub(crate) const ALU_WINDOW: usize = 11;

/// The values that earlier messages of `at`'s block may still be reading when the message `at`
/// writes its destination: the operands of the messages [`in_flight`] finds. The hardware
/// reads a message's operands after the message issues; a destination written over them makes
/// GenX_IR stall the write with a `sync.nop` until the read is done.
pub(super) fn in_flight_sources(f: &Function, live: &impl LiveQuery, at: Inst) -> Candidates {
    let mut busy = Candidates::new();
    for j in in_flight(f, live, at) {
        f.inst(j).kind.for_each_operand(|o| busy.push(o));
    }
    busy
}

/// The earlier messages of `at`'s block that may still be reading their operands when `at`
/// writes its result, nearest first: the last [`SEND_TOKENS`] messages whose result `at` does
/// not depend on ([`depends_on`]), but for those that read copies ([`reads_copies`]).
/// GenX_IR's scheduler moves an instruction above the instructions that wait for a message it
/// does not need, messages included.
pub(super) fn in_flight(f: &Function, live: &impl LiveQuery, at: Inst) -> SmallVec<[Inst; 4]> {
    let Some((b, k)) = live.position(at) else {
        return SmallVec::new();
    };
    let before = &f.block(b).insts[..k];
    let mut busy = SmallVec::new();
    let mut messages = 0;
    for &j in before.iter().rev().take(LOOKBACK) {
        let inst = f.inst(j);
        if !inst.kind.is_memory() {
            continue;
        }
        if !inst.result.is_some_and(|r| depends_on(f, at, r)) && !reads_copies(&inst.kind) {
            busy.push(j);
        }
        messages += 1;
        if messages == SEND_TOKENS {
            break;
        }
    }
    busy
}

/// Whether GenX_IR reads the operands of the message `kind` from copies of its own: a read of
/// a 1D image, whose `%null` V and R make it build the U/V/R/LOD payload afresh (measured:
/// docs/finalizer-facts.md §9). Its operands may be written over as soon as it issues.
fn reads_copies(kind: &InstKind) -> bool {
    matches!(kind, InstKind::ImageLoad { coords, .. } if coords.uvr.len() == 1)
}

/// Whether the instruction `at` reads `r` or a value computed from it (following definitions
/// back through at most 64 values: a longer chain counts as not depending).
fn depends_on(f: &Function, at: Inst, r: Value) -> bool {
    let mut stack: SmallVec<[Value; 16]> = SmallVec::new();
    f.inst(at).kind.for_each_operand(|o| stack.push(o));
    let mut visited = 0;
    while let Some(v) = stack.pop() {
        if v == r {
            return true;
        }
        visited += 1;
        if visited > 64 {
            return false;
        }
        if let Some(i) = f.def_inst(v) {
            f.inst(i).kind.for_each_operand(|o| stack.push(o));
        }
    }
    false
}

/// For a `chan.pack` at `at` whose parts are all defined in its block (homed parts are written
/// in place at their definitions): the earlier values of its type that are dead before the first
/// part is made, whose registers it may take over (the channels of a gather written over a
/// value already scattered).
pub(super) fn dead_before_parts(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    parts: &[Value],
    ty: Type,
) -> Candidates {
    let Some((start, prev)) = first_part(f, live, at, parts) else {
        return Candidates::new();
    };
    let checks = !planted!(active_mutation!(), PackOverLive);
    same_type_before(f, live, start, ty)
        .into_iter()
        .filter(|&q| !checks || !live.live_after(f, prev, q))
        .collect()
}

/// For a `chan.pack` at `at` whose parts are all defined in its block: the first part's
/// instruction and the one before it. Parts homed in the pack's storage are written there from
/// the first part on, so whatever that storage held must be dead after the instruction before.
pub(super) fn first_part(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    parts: &[Value],
) -> Option<(Inst, Inst)> {
    let (b, k) = live.position(at)?;
    let mut first = k;
    for &p in parts {
        match f.def_inst(p).and_then(|pi| live.position(pi)) {
            Some((pb, pk)) if pb == b => first = first.min(pk),
            _ => return None,
        }
    }
    let insts = &f.block(b).insts;
    Some((*insts.get(first)?, insts[first.checked_sub(1)?]))
}

/// The value `%q` whose storage the `chan.pack` at `at` may be built in: `%r = chan.pack %p0,
/// ..., %pC-1` where every part `%pc` is a lane-wise op (binary, `fma`, `select`) that reads
/// channel c of `%q` (through `chan.extract %q[c]`), and nothing else reads `%q` or those
/// channels. A part homed in channel c of `%r` then writes channel c of `%q` in place: each
/// chunk reads its lanes before writing them, and no part reads a channel another part writes
/// (`%x.scaled = mul %x, %s` for each channel of a gathered `vec<N x 4 x f32>` scales it in
/// its own registers). All in one block: in a loop the next trip would read written channels.
pub(super) fn pack_over_dead_source(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    parts: &[Value],
    users: &Buckets<u32>,
) -> Option<Value> {
    let mutation = active_mutation!();
    let block = live.position(at)?.0;
    let in_block = |i: Inst| live.position(i).is_some_and(|(b, _)| b == block);
    let mut source = None;
    for (c, &p) in parts.iter().enumerate() {
        let pi = f.def_inst(p)?;
        let lane_wise = matches!(
            f.inst(pi).kind,
            InstKind::Binary { .. } | InstKind::Fma { .. } | InstKind::Select { .. }
        );
        if !lane_wise || !in_block(pi) || f.ty(p).is_mask() {
            return None;
        }
        let mut reads_own_channel = false;
        for o in f.inst(pi).kind.operands() {
            if let Some(InstKind::ChanExtract { src, chan }) = f.def_kind(o) {
                let own = usize::from(*chan) == c || planted!(mutation, PackChannels);
                if !own || source.is_some_and(|q| q != *src) {
                    return None;
                }
                source = Some(*src);
                reads_own_channel = true;
            }
        }
        if !reads_own_channel {
            return None;
        }
    }
    let q = source?;
    if !f.def_inst(q).is_some_and(in_block) {
        return None;
    }
    // Every use of `%q` is a `chan.extract` whose every use is the part of its channel.
    let user_of = |v: Value| users.get(v.index()).iter().map(|&i| Inst(i));
    for e in user_of(q) {
        let InstKind::ChanExtract { chan, .. } = f.inst(e).kind else {
            return None;
        };
        let x = f.inst(e).result?;
        for u in user_of(x) {
            let user = f.inst(u).result;
            let ok = if !planted!(mutation, PackChannels) {
                user == parts.get(usize::from(chan)).copied()
            } else {
                user.is_some_and(|u| parts.contains(&u))
            };
            if !ok {
                return None;
            }
        }
    }
    Some(q)
}

/// The storage `v` ends up in: through the results that took over a dying operand's
/// registers (`out`) and the storage groups' owners, to the end.
pub(super) fn resolve(out: &ByValue<Value>, live: &impl LiveQuery, mut v: Value) -> Value {
    loop {
        while let Some(&t) = out.get(v) {
            v = t;
        }
        let owner = live.owner(v);
        if owner == v {
            return v;
        }
        v = owner;
    }
}

/// Those of `operands` the op `at` may write its result over without a `sync.nop` for an
/// earlier message still reading them ([`in_flight`]). The op waits for that read in
/// its own scoreboard field, which holds one wait: refused when two such messages read the
/// operand, or when the op reads a value computed after the message (the scheduler puts the
/// op right behind that value's instruction, with a wait for it in the field).
pub(super) fn not_in_flight(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    out: &ByValue<Value>,
    operands: &[Value],
    ty: Type,
) -> Candidates {
    let messages = in_flight(f, live, at);
    if messages.is_empty() {
        return Candidates::from_slice(operands);
    }
    let block = live.position(at).map(|(b, _)| b);
    // A position in `at`'s block (an instruction of another block ran before it).
    let position = |i: Inst| {
        live.position(i)
            .filter(|&(b, _)| Some(b) == block)
            .map(|(_, k)| k)
    };
    // The latest instruction that computes an operand of `at` (constants are immediates).
    let latest = (operands.iter())
        .filter(|&&o| !matches!(f.def_kind(o), Some(InstKind::Const { .. })))
        .filter_map(|&o| f.def_inst(o).and_then(position))
        .max();
    // An op reading a message's result waits for it in its field.
    let reads_message = (operands.iter()).any(|&o| f.def_kind(o).is_some_and(|k| k.is_memory()));
    // The in-flight messages reading `q`'s storage: the op may write over it if none does,
    // or one does and the op's field is free for the wait (it reads no message result and
    // nothing computed after that message).
    let free = |q: Value| {
        let storage = resolve(out, live, q);
        let readers: SmallVec<[Inst; 4]> = (messages.iter().copied())
            .filter(|&j| {
                (f.inst(j).kind.operands().iter()).any(|&o| resolve(out, live, o) == storage)
            })
            .collect();
        match readers.as_slice() {
            [] => true,
            [j] => !reads_message && latest < position(*j),
            _ => false,
        }
    };
    // First, what an in-flight message reads that the op may take over with that free wait:
    // everything computed from the op then runs after the message has read its operands, so
    // a later message writing over the others needs no wait of its own.
    // Only where the op's field is surely free: each operand it reads was computed at least
    // [`ALU_WINDOW`] ALU instructions before the message, or read since by another instruction
    // (which waited for it); else the finalizer may put a distance wait in the field.
    let settled = |j: Inst| {
        let (Some(b), Some(to)) = (block, position(j)) else {
            return false;
        };
        let insts = &f.block(b).insts;
        operands.iter().all(|&o| {
            let Some(from) = f.def_inst(o).and_then(position) else {
                return true;
            };
            if matches!(f.def_kind(o), Some(InstKind::Const { .. })) {
                return true;
            }
            let Some(between) = insts.get(from + 1..to) else {
                return false;
            };
            let alus = between
                .iter()
                .filter(|&&i| !f.inst(i).kind.is_memory())
                .count();
            let read = (between.iter()).any(|&i| f.inst(i).kind.operands().contains(&o));
            alus >= ALU_WINDOW || read
        })
    };
    let mut keep = Candidates::new();
    for &j in &messages {
        if !settled(j) {
            continue;
        }
        f.inst(j).kind.for_each_operand(|o| {
            if f.ty(o) == ty && !keep.contains(&o) && !operands.contains(&o) && free(o) {
                keep.push(o);
            }
        });
    }
    keep.extend(operands.iter().copied().filter(|&q| free(q)));
    keep
}

/// The storage of the values earlier messages may still be reading at `at`
/// ([`in_flight_sources`]), resolved as [`resolve`] does.
pub(super) fn busy_storage(
    f: &Function,
    live: &impl LiveQuery,
    at: Inst,
    out: &ByValue<Value>,
) -> Candidates {
    (in_flight_sources(f, live, at).into_iter())
        .map(|v| resolve(out, live, v))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::homes::{plan, AlsoReads};
    use memlower_ir::cfg::Cfg;
    use memlower_ir::parse::parse_module;
    use memlower_ir::{Function, Value};

    fn reuse_of(src: &str, result: &str) -> Option<String> {
        let m = parse_module(src).expect("parses");
        let f: &Function = &m.functions[0];
        let p = plan(f, &Cfg::compute(f), 32, true, &AlsoReads::default());
        let v = (0..f.values.len() as u32)
            .map(Value)
            .find(|&v| f.value_name(v) == Some(result))
            .expect("the result");
        p.reuse
            .get(v)
            .map(|&q| f.value_name(q).unwrap_or("?").to_string())
    }

    /// A gather's result may take over the registers of a value of its type that is dead from
    /// the gather on, but never those of its own offsets, which die at it: the message reads
    /// them while it writes its destination (docs/SPEC-COVERAGE.md C13).
    #[test]
    fn a_gather_result_never_takes_over_its_own_offsets() {
        let src = |earlier: &str| {
            format!(
                "surface @src : untyped\nfunc @k(%y: vec<8 x i32>, %z: vec<8 x i32>) {{\n\
                 entry:\n  %off = add %y, %y : vec<8 x i32>\n{earlier}  \
                 %v = gather @src[%off] align 4 via gather_scaled.4 : vec<8 x i32>\n  \
                 sink %v\n  ret\n}}\n"
            )
        };
        // The offsets are the only value of the type dying there: nothing is lent.
        assert_eq!(reuse_of(&src(""), "v"), None);
        // A value sunk before the gather is lent instead.
        let early = "  %e = add %z, %z : vec<8 x i32>\n  sink %e\n";
        assert_eq!(reuse_of(&src(early), "v").as_deref(), Some("e"));
    }

    /// A lane-wise op of values computed long before may take over the dead offsets an
    /// in-flight scatter still reads: it waits for that read in its own scoreboard field, at no
    /// cost, and the gathers computed from it then run after the scatter has read its data.
    #[test]
    fn an_op_of_old_values_takes_over_what_an_in_flight_scatter_reads() {
        let src = "surface @tmp : slm\nfunc @k(%v: vec<16 x i32>) {\nentry:\n  \
                   %lid = lane.index : vec<16 x i32>\n  %four = const 4 : vec<16 x i32>\n  \
                   %loff = shl %lid, %four : vec<16 x i32>\n  \
                   scatter @tmp[%loff], %v align 4 via scatter_scaled.4\n  \
                   %one = const 1 : vec<16 x i32>\n  %n = xor %lid, %one : vec<16 x i32>\n  \
                   %w = gather @tmp[%n] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   sink %w\n  ret\n}\n";
        assert_eq!(reuse_of(src, "n").as_deref(), Some("loff"));
    }

    /// Not when an operand was computed just before the message and nothing read it since: the
    /// finalizer makes the op wait for that ALU result by distance (IGC's window is 11 ALU
    /// instructions), which takes the field (`transpose8x8` on tgllp, a `sync.nop` before).
    #[test]
    fn an_op_of_a_fresh_value_leaves_what_an_in_flight_scatter_reads() {
        let src = "surface @tmp : slm\nfunc @k(%v: vec<16 x i32>) {\nentry:\n  \
                   %lid = lane.index : vec<16 x i32>\n  %four = const 4 : vec<16 x i32>\n  \
                   %loff = shl %lid, %four : vec<16 x i32>\n  \
                   %c = and %lid, %four : vec<16 x i32>\n  \
                   scatter @tmp[%loff], %v align 4 via scatter_scaled.4\n  \
                   %one = const 1 : vec<16 x i32>\n  %n = xor %c, %one : vec<16 x i32>\n  \
                   %w = gather @tmp[%n] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   sink %w\n  ret\n}\n";
        assert_ne!(reuse_of(src, "n").as_deref(), Some("loff"));
    }

    /// An op that reads a message's result waits for that message in its field: it never
    /// writes over what another in-flight message reads, even where that value dies.
    #[test]
    fn an_op_reading_a_message_result_never_writes_over_in_flight_operands() {
        let src = "surface @idx : untyped\nsurface @src : untyped\n\
                   func @k(%soff: vec<16 x i32>) {\nentry:\n  \
                   %i = gather @idx[%soff] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   %v = gather @src[%soff] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   %two = const 2 : vec<16 x i32>\n  %at = shl %i, %two : vec<16 x i32>\n  \
                   sink %at\n  sink %v\n  ret\n}\n";
        assert_ne!(reuse_of(src, "at").as_deref(), Some("soff"));
    }

    /// Two in-flight messages reading one operand would need two waits, and the field holds
    /// one: an op never writes over it (the 16-lane `shl` over the U of two 8-lane reads).
    #[test]
    fn an_op_never_writes_over_what_two_in_flight_messages_read() {
        let src = "surface @a : untyped\nsurface @b : untyped\n\
                   func @k(%x: vec<16 x i32>) {\nentry:\n  \
                   %off = add %x, %x : vec<16 x i32>\n  \
                   %p = gather @a[%off] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   %q = gather @b[%off] align 4 via gather_scaled.4 : vec<16 x i32>\n  \
                   %two = const 2 : vec<16 x i32>\n  %s = shl %off, %two : vec<16 x i32>\n  \
                   sink %s\n  sink %p\n  sink %q\n  ret\n}\n";
        assert_ne!(reuse_of(src, "s").as_deref(), Some("off"));
        // With one message reading it, and the op's field free, it may.
        let one = src
            .replace(
                "  %q = gather @b[%off] align 4 via gather_scaled.4 : vec<16 x i32>\n",
                "",
            )
            .replace("  sink %q\n", "");
        assert_eq!(reuse_of(&one, "s").as_deref(), Some("off"));
    }
}
