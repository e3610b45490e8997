//! `late-masks`: every mask a pure op makes moves down its block to just before the first
//! instruction that reads it, so each predicate is made where it is used.
//!
//! ```text
//!   %c0 = fcmp olt %x0, %lo : mask<16>        %d0 = fcmp ogt %x0, %hi : mask<16>
//!   %c1 = fcmp olt %x1, %lo : mask<16>        %s0 = select %d0, %hi, %x0
//!   %d0 = fcmp ogt %x0, %hi : mask<16>   ──▶  %c0 = fcmp olt %x0, %lo : mask<16>
//!   %d1 = fcmp ogt %x1, %hi : mask<16>        %t0 = select %c0, %lo, %s0
//!   %s0 = select %d0, %hi, %x0                %d1 = ...
//!   ...                                       ...
//! ```
//!
//! **Why.** A mask becomes a predicate in the flag registers, and tgllp and dg2 have four 16-lane
//! flag subregisters. clang's vectoriser unrolls a loop by four and emits every compare of the
//! four copies before the selects that read them; a clamp (`x < lo ? lo : x > hi ? hi : x`)
//! then keeps 8 predicates live, and GenX_IR spills the flags it cannot hold into registers (a
//! `mov` out and a `mov` back per spill). Moved, one is live at a time. Measured on that clamp
//! loop from clang 19 -O3, tgllp: 149 native instructions with 8 flag spill moves before, 141
//! and none after. LLVM's CodeGenPrepare sinks compares next to their users for the same
//! reason (x86 has one flags register).
//!
//! **Where.** Only in a block whose masks need more flag subregisters at once than the target
//! has ([`Target::flag_subregs`](crate::target::Target::flag_subregs); a mask of `n` lanes takes
//! `ceil(n / 16)`). Elsewhere the order is left as it is: GenX_IR folds a compare of a value
//! with zero into the conditional modifier of the instruction that made the value when the two
//! are adjacent, and moving every compare lost that (measured: +20 native `cmp`s on the
//! soft-f64 `rev_f64` kernel of the LLVM corpus, +389 native instructions over the corpus).
//! Gated, over the 835 kernels of the LLVM corpus and the examples on dg2: 302,442 → 302,360
//! native instructions, flag spill moves 112 → 96, kernels with flag spills 26 → 22 (tgllp:
//! 303,577 → 303,496); the peer bench and the examples do not change.
//!
//! **Across blocks.** First, a mask whose readers are all in one other block moves into that
//! block, before its first reader there: clang hoists the compares of loop-invariant bounds
//! into a loop nest's preheader, each read by one exit test, and their predicates then stay
//! live through the whole nest. A 2D transpose loop from clang 19 -O3 on tgllp: 266 native
//! instructions with 5 flag spills before, 257 and none after. A mask read in several other
//! blocks stays (copies cost an op each; the corpus grew by 7,091 native instructions when
//! they were made). Over the LLVM corpus the moves change little (dg2: 8 native instructions
//! fewer).
//!
//! **What moves.** An instruction without side effects, not a memory op, whose result is a
//! mask. It goes right before the first instruction of its block that reads it; one read only
//! by other blocks, or by the terminator, goes right before the terminator. Masks computed from
//! masks (`and`, `not`, ...) move with them: a mask an instruction needs is placed before it
//! first, in the block's original order. A mask read by several instructions spread over the
//! block stays live across them (the masks of a masked gather and of the select after it): the
//! pass does not make copies.
//!
//! **Exact by construction.** Every value is defined once (SSA) and a pure op's result depends
//! only on its operands (`docs/SEMANTICS.md` §4). A moved op stays after its operands (each is
//! defined before its old place, and the ops that stay keep their order) and before each of its
//! readers, so it computes the same value and every reader sees it. The verifier checks the
//! second half after the pass (`verify_each`, and `check` verifies every pipeline's output);
//! the planted bugs `LateMaskOrder` (the masks a reader needs placed in the order they were
//! found) and `LateMaskAfterReader` (a mask moved into its reader's block put after the reader)
//! prove that check catches a misplaced mask.

use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::target::Target;
use memlower_ir::{Function, Inst, Surface, Value};

/// The `late-masks` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct LateMasks;

impl FunctionPass for LateMasks {
    fn name(&self) -> &'static str {
        "late-masks"
    }

    /// It reorders the instructions of a block, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let budget = cx.target.map_or(DEFAULT_FLAGS, |t| t.flag_subregs);
        let moved = into_reading_blocks(f) + late_masks(f, budget);
        if moved > 0 {
            am.count(MOVED, moved as u64);
        }
        Ok(moved > 0)
    }
}

/// Masks `late-masks` moved to a later place in their block.
pub const MOVED: crate::stats::Stat = crate::stats::Stat::new(
    "late-masks",
    "NumMoved",
    "Masks moved next to their first reader",
);

/// The flag subregisters assumed without a target (the fewest any target has).
const DEFAULT_FLAGS: u32 = 4;

/// Whether `i` makes a mask and may move (no side effects, not a memory op).
fn movable(f: &Function, i: Inst) -> bool {
    let kind = &f.inst(i).kind;
    !kind.has_side_effects()
        && !kind.is_memory()
        && f.inst(i).result.is_some_and(|r| f.ty(r).is_mask())
}

/// Moves the movable masks of every block of `f` whose masks need more than `budget` flag
/// subregisters at once (module docs); returns how many instructions changed place.
pub fn late_masks(f: &mut Function, budget: u32) -> usize {
    let readers = f.readers();
    let mut place = Placing {
        waiting: vec![NOT_WAITING; f.insts.len()],
        queued: vec![false; f.insts.len()],
        ..Placing::default()
    };
    let mut moved = 0;
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        if peak_flags(f, b, &readers, &mut place.waiting) <= budget {
            continue;
        }
        let insts = std::mem::take(&mut f.block_mut(b).insts);
        place.order.clear();
        place.block.clear();
        for (k, &i) in insts.iter().enumerate() {
            if k + 1 < insts.len() && movable(f, i) {
                place.waiting[i.index()] = k as u32;
                place.block.push(i);
                continue;
            }
            place.operands_of(f, i, k + 1 == insts.len());
            place.order.push(i);
        }
        moved += (place.order.iter().zip(&insts))
            .filter(|(a, b)| a != b)
            .count();
        f.block_mut(b).insts = place.order.clone();
    }
    moved
}

/// The most flag subregisters the masks of block `b` hold at once, in its order: a mask (of
/// `n` lanes: `ceil(n / 16)` subregisters) made in `b` is live from its instruction to its last
/// reader in `b`, or to the end of `b` when another block reads it; one made elsewhere and read
/// in `b`, from the start of `b` to its last reader there. `pos` is by instruction number, all
/// [`NOT_WAITING`], and is left so.
fn peak_flags(
    f: &Function,
    b: memlower_ir::Block,
    readers: &memlower_ir::buckets::Buckets<u32>,
    pos: &mut [u32],
) -> u32 {
    let insts = &f.block(b).insts;
    let n = insts.len();
    for (k, &i) in insts.iter().enumerate() {
        pos[i.index()] = k as u32;
    }
    let units = |v: Value| i64::from(Target::flag_units(f.ty(v).num_elements()));
    // The change of the live count at each position: + where a mask becomes live, - after its
    // last reader.
    let mut delta = vec![0i64; n + 1];
    let mut live_in: Vec<(Value, usize)> = Vec::new();
    for (k, &i) in insts.iter().enumerate() {
        f.inst(i).kind.for_each_operand(|v| {
            let made_here = f.def_inst(v).is_some_and(|d| pos[d.index()] != NOT_WAITING);
            if f.ty(v).is_mask() && !made_here {
                match live_in.iter_mut().find(|(w, _)| *w == v) {
                    Some(entry) => entry.1 = k,
                    None => live_in.push((v, k)),
                }
            }
        });
        let Some(r) = f.inst(i).result.filter(|&r| f.ty(r).is_mask()) else {
            continue;
        };
        let mut end = k;
        for &u in readers.get(r.index()) {
            end = match pos[u as usize] {
                NOT_WAITING => n - 1,
                p => end.max(p as usize),
            };
            if end == n - 1 {
                break;
            }
        }
        delta[k] += units(r);
        delta[end + 1] -= units(r);
    }
    for (v, last) in live_in {
        delta[0] += units(v);
        delta[last + 1] -= units(v);
    }
    for &i in insts {
        pos[i.index()] = NOT_WAITING;
    }
    let mut live = 0i64;
    let mut peak = 0i64;
    for d in delta {
        live += d;
        peak = peak.max(live);
    }
    peak as u32
}

/// Moves each movable mask whose readers are all in one other block into that block, right
/// before its first reader there (LLVM's CodeGenPrepare sinks compares so). The instruction
/// itself moves: its value, name and readers stay. Returns how many masks moved.
pub fn into_reading_blocks(f: &mut Function) -> usize {
    let readers = f.readers();
    let mut block_of: Vec<u32> = vec![NOT_WAITING; f.insts.len()];
    for (bi, &b) in f.layout.iter().enumerate() {
        for &i in &f.block(b).insts {
            block_of[i.index()] = bi as u32;
        }
    }
    let mut moved = 0;
    for bi in 0..f.layout.len() {
        let d = f.layout[bi];
        // Last first: a mask read by a mask that moved follows it.
        for i in f.block(d).insts.clone().into_iter().rev() {
            let Some(r) = f.inst(i).result.filter(|_| movable(f, i)) else {
                continue;
            };
            let rs = readers.get(r.index());
            let Some(&first) = rs.first() else { continue };
            let ub = block_of[first as usize];
            // Read in one other block only: a copy in each of several would be an op more
            // (GenX_IR's native code grew by 7,091 instructions over the LLVM corpus when
            // they were made).
            if ub == bi as u32 || rs.iter().any(|&u| block_of[u as usize] != ub) {
                continue;
            }
            let b = f.layout[ub as usize];
            let Some(p) = (f.block(b).insts.iter()).position(|u| rs.contains(&u.0)) else {
                continue;
            };
            let p = if planted!(LateMaskAfterReader) {
                p + 1
            } else {
                p
            };
            f.block_mut(d).insts.retain(|&x| x != i);
            f.block_mut(b).insts.insert(p, i);
            block_of[i.index()] = ub;
            moved += 1;
        }
    }
    moved
}

/// `waiting`'s mark for an instruction that is not waiting.
const NOT_WAITING: u32 = u32::MAX;

/// The state of [`late_masks`], kept across blocks (its vectors are by instruction number).
#[derive(Default)]
struct Placing {
    /// For a mask waiting for its first reader: its index in its block; else [`NOT_WAITING`].
    waiting: Vec<u32>,
    /// Whether a waiting mask is already in `due`.
    queued: Vec<bool>,
    /// The masks of the current block that waited (placed or not).
    block: Vec<Inst>,
    /// The masks about to be placed.
    due: Vec<Inst>,
    /// A work list for `due`.
    stack: Vec<Inst>,
    /// The current block's new order.
    order: Vec<Inst>,
}

impl Placing {
    /// Appends to `order` the waiting masks `i` reads (and the waiting masks those read), in
    /// their original order; before the terminator (`last`), every mask still waiting.
    fn operands_of(&mut self, f: &Function, i: Inst, last: bool) {
        self.stack.clear();
        self.push_reads(f, i);
        if last {
            let waiting = &self.waiting;
            (self.stack).extend(
                self.block
                    .iter()
                    .filter(|d| waiting[d.index()] != NOT_WAITING),
            );
        }
        self.due.clear();
        while let Some(d) = self.stack.pop() {
            if !std::mem::replace(&mut self.queued[d.index()], true) {
                self.due.push(d);
                self.push_reads(f, d);
            }
        }
        let waiting = &mut self.waiting;
        if !planted!(LateMaskOrder) {
            self.due.sort_by_key(|d| waiting[d.index()]);
        }
        for &d in &self.due {
            waiting[d.index()] = NOT_WAITING;
            self.order.push(d);
        }
    }

    /// Pushes onto `stack` the waiting masks `j` reads.
    fn push_reads(&mut self, f: &Function, j: Inst) {
        let (waiting, stack) = (&self.waiting, &mut self.stack);
        f.inst(j).kind.for_each_operand(|v| {
            if let Some(d) = f.def_inst(v) {
                if waiting.get(d.index()).is_some_and(|&w| w != NOT_WAITING) {
                    stack.push(d);
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::parse::parse_module;
    use memlower_ir::print::print_module;

    /// The block `bb` of `text`'s first function after `late-masks` with `budget`, one
    /// instruction per line, without the result types.
    fn sunk(text: &str, budget: u32) -> Vec<String> {
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        late_masks(&mut m.functions[0], budget);
        memlower_ir::verify::verify_module(&m).expect("valid after the pass");
        let printed = print_module(&m);
        (printed.lines())
            .skip_while(|l| !l.starts_with("entry:"))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .map(|l| l.trim().split(" : ").next().unwrap_or("").to_string())
            .collect()
    }

    /// A clamp of four 16-lane groups, as clang's vectoriser orders it: the eight compares,
    /// then the eight selects.
    const CLAMP: &str = "surface @buf : untyped
func @clamp(%x0: vec<16 x f32>, %x1: vec<16 x f32>, %x2: vec<16 x f32>, %x3: vec<16 x f32>, %lo: vec<16 x f32>, %hi: vec<16 x f32>, %o: vec<16 x i32>) {
entry:
  %c0 = fcmp olt %x0, %lo : mask<16>
  %c1 = fcmp olt %x1, %lo : mask<16>
  %c2 = fcmp olt %x2, %lo : mask<16>
  %c3 = fcmp olt %x3, %lo : mask<16>
  %d0 = fcmp ogt %x0, %hi : mask<16>
  %d1 = fcmp ogt %x1, %hi : mask<16>
  %d2 = fcmp ogt %x2, %hi : mask<16>
  %d3 = fcmp ogt %x3, %hi : mask<16>
  %s0 = select %d0, %hi, %x0 : vec<16 x f32>
  %s1 = select %d1, %hi, %x1 : vec<16 x f32>
  %s2 = select %d2, %hi, %x2 : vec<16 x f32>
  %s3 = select %d3, %hi, %x3 : vec<16 x f32>
  %t0 = select %c0, %lo, %s0 : vec<16 x f32>
  %t1 = select %c1, %lo, %s1 : vec<16 x f32>
  %t2 = select %c2, %lo, %s2 : vec<16 x f32>
  %t3 = select %c3, %lo, %s3 : vec<16 x f32>
  scatter @buf[%o], %t0 align 4
  scatter @buf[%o], %t1 align 4
  scatter @buf[%o], %t2 align 4
  scatter @buf[%o], %t3 align 4
  ret
}
";

    #[test]
    fn eight_live_compares_each_move_to_their_select() {
        let after = sunk(CLAMP, 4);
        // Each compare right before the select that reads it; nothing else moved.
        for (c, s) in [("d0", "s0"), ("d3", "s3"), ("c0", "t0"), ("c3", "t3")] {
            let at = |p: &str| after.iter().position(|l| l.starts_with(p)).unwrap();
            assert_eq!(
                at(&format!("%{c} =")) + 1,
                at(&format!("%{s} =")),
                "{after:#?}"
            );
        }
        let selects: Vec<_> = (after.iter())
            .filter(|l| l.contains("select"))
            .map(|l| l.split(' ').next().unwrap())
            .collect();
        assert_eq!(
            selects,
            ["%s0", "%s1", "%s2", "%s3", "%t0", "%t1", "%t2", "%t3"]
        );
        let m = parse_module(CLAMP).unwrap();
        let mut f = m.functions[0].clone();
        let b = f.layout[0];
        let mut pos = vec![NOT_WAITING; f.insts.len()];
        assert_eq!(peak_flags(&f, b, &f.readers(), &mut pos), 8);
        late_masks(&mut f, 4);
        assert_eq!(peak_flags(&f, b, &f.readers(), &mut pos), 1);
    }

    /// A bound compared before a loop and read only by the loop's test moves into the loop's
    /// block, keeping its name; one read in two other blocks stays where it is.
    #[test]
    fn a_mask_read_in_one_other_block_moves_there() {
        let text = "func @k(%n: i32, %m: i32) {
entry:
  %zero = const 0 : i32
  %big = cmp sgt %n, %m : mask<1>
  %both = cmp eq %n, %m : mask<1>
  br loop(%zero)
loop(%i: i32):
  %one = const 1 : i32
  %j = add %i, %one : i32
  cond_br %big, loop(%j), exit
exit:
  cond_br %both, a, b
a:
  ret
b:
  ret
}
";
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(into_reading_blocks(&mut m.functions[0]), 2);
        memlower_ir::verify::verify_module(&m).expect("valid after the move");
        let printed = print_module(&m);
        let lp = printed.find("loop(%i: i32):").unwrap();
        let ex = printed.find("exit:").unwrap();
        let big = printed.find("%big = cmp sgt %n, %m").unwrap();
        let both = printed.find("%both = cmp eq %n, %m").unwrap();
        assert!(lp < big && big < ex, "{printed}");
        assert!(ex < both, "{printed}");
        // Read in two blocks: no copy is made (and `%both`, read by nothing, stays too).
        let two = text.replace("cond_br %both, a, b", "cond_br %big, a, b");
        let mut m = parse_module(&two).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(into_reading_blocks(&mut m.functions[0]), 0);
        let printed = print_module(&m);
        let entry_end = printed.find("br loop(%zero)").unwrap();
        assert!(printed.find("%big = cmp").unwrap() < entry_end, "{printed}");
    }

    /// A mask moved into a block where a mask made from it moves on again: the first stays
    /// where its other reader is (the random checker found a copy of it moved on without it,
    /// when the move made copies).
    #[test]
    fn a_moved_mask_stays_with_its_other_readers() {
        let text = "func @k(%a: vec<2 x i32>, %b: vec<2 x i32>) {
entry:
  %m = cmp slt %a, %b : mask<2>
  br mid
mid:
  %g = select %m, %a, %b : vec<2 x i32>
  %n = and %m, %m : mask<2>
  sink %g
  br end
end:
  %h = select %n, %a, %b : vec<2 x i32>
  sink %h
  ret
}
";
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(into_reading_blocks(&mut m.functions[0]), 2);
        memlower_ir::verify::verify_module(&m).expect("valid after the moves");
        let printed = print_module(&m);
        let (mid, end) = (printed.find("mid:").unwrap(), printed.find("end:").unwrap());
        let at = |p: &str| printed.find(p).unwrap();
        assert!(
            mid < at("%m = cmp slt") && at("%m = cmp slt") < end,
            "{printed}"
        );
        assert!(end < at("%n = and"), "{printed}");
    }

    #[test]
    fn a_block_within_the_budget_keeps_its_order() {
        let before = parse_module(CLAMP).unwrap();
        let mut m = before.clone();
        assert_eq!(late_masks(&mut m.functions[0], 8), 0);
        assert_eq!(print_module(&m), print_module(&before));
    }

    #[test]
    fn masks_of_masks_move_together_and_the_rest_wait_for_the_terminator() {
        let text = "surface @buf : untyped
func @k(%a: vec<32 x i32>, %b: vec<32 x i32>, %o: vec<32 x i32>, %n: i32) {
entry:
  %p = cmp slt %a, %b : mask<32>
  %q = cmp sgt %a, %o : mask<32>
  %r = and %p, %q : mask<32>
  %e = cmp eq %n, %n : mask<1>
  %x = add %a, %b : vec<32 x i32>
  %y = select %r, %x, %b : vec<32 x i32>
  scatter @buf[%o], %y align 4
  cond_br %e, next, next
next:
  ret
}
";
        let after = sunk(text, 4);
        assert_eq!(
            after,
            [
                "%x = add %a, %b",
                "%p = cmp slt %a, %b",
                "%q = cmp sgt %a, %o",
                "%r = and %p, %q",
                "%y = select %r, %x, %b",
                "scatter @buf[%o], %y align 4",
                "%e = cmp eq %n, %n",
                "cond_br %e, next, next",
            ]
        );
    }
}
