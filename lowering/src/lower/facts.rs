//! Facts about the function that the lowering decides on before it emits anything: which
//! `trunc`s need no registers, which masks padded messages read past their lanes, which lane
//! indices are only added to. Plain functions of the IR (this module imports nothing of the
//! lowering), found in one walk over the function's instructions ([`scan`]): on one huge
//! function each walk reads the whole instruction arena from memory. The walk also numbers
//! the anonymous values as the printer does ([`Printed`]).

use memlower_ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{BinOp, CastOp, ConstValue, Function, InstKind, Type, Value};

mod folds;
use folds::{add3_folds, immediate, shift_folds, unmasked_exts};
pub(crate) use folds::{Add3Folds, ShiftFolds};

/// The facts of one function.
pub(crate) struct Facts {
    /// Mask values whose predicate some padded message reads past the mask's lanes: the source
    /// of the leading part of a memory op's mask `concat %part, (const 0)...` (through
    /// `extract` views), and, through `and`/`or`/`xor`, the operands whose padding bits decide
    /// the result's.
    pub zero_tails: HashSet<Value>,
    /// The `trunc`s that need no registers: every use is a `zext` or `sext` that reads the
    /// truncated source instead (a lane of at most four narrow elements, so one strided region
    /// reaches the low bytes). Dead `trunc`s are among them. Empty unless asked for.
    pub folded_truncs: HashSet<Value>,
    /// The `lane.index` values that need no registers: at most 16 lanes of a 16- or 32-bit
    /// integer, and every use an `add` (either operand) or a `sub` that subtracts from it.
    /// Each 8-lane half of such an index is the packed immediate `0x76543210:v` /
    /// `0xFEDCBA98:uv` (8-element vectors: the spec's immediate operands), read directly by the
    /// `add`, so `gid = base + lane` costs neither the move that builds the index nor its
    /// registers. With one base for every lane, lanes 8.. are computed from lanes 0..8 plus 8
    /// instead (`:uv` costs the finalizer a temporary register). Empty unless asked for.
    pub immediate_lanes: HashSet<Value>,
    /// Under the lane-id input ABI, the values that are lanes `k..` of the lane-id input, with
    /// their `k`: a `lane.index` (k = 0) and `x + const k` of such an `x` (what `split-groups`
    /// makes of a lane group at offset k), of a 16- or 32-bit integer, at most
    /// [`LANE_ID_MAX`] lanes from the input's first, every use an `add` (either operand) or a
    /// `sub` that subtracts from it: each reads the input as a region, no instruction of its
    /// own. Empty unless asked for.
    pub input_lanes: HashMap<Value, u32>,
    /// The lanes the lane-id input must hold: the most any `lane.index` reads from it (at most
    /// [`LANE_ID_MAX`]; 0 for a function without `lane.index`). Found in every walk.
    pub lane_width: u32,
    /// The names the printer gives the values.
    pub printed: Printed,
    /// Adds folded into `add3` (targets that execute it): see [`Add3Folds`]. Empty unless
    /// asked for.
    pub add3: Add3Folds,
    /// The `zext (trunc %y)` back to `%y`'s width whose every use reads only the bits the
    /// `trunc` kept ([`low_bits_only`]): the `and` that clears the rest is dead, and the value
    /// is `%y`'s registers as they are. A byte gather's `+ 1` stored by a byte scatter needs no
    /// `and 0xFF`: the message writes the low byte of each dword. Empty unless asked for.
    pub unmasked_exts: HashSet<Value>,
    /// Left shifts folded into the constants of the `mul` (and `and`) they shift: see
    /// [`ShiftFolds`]. Empty unless asked for.
    pub shifts: ShiftFolds,
}

/// How the IR printer names each value (`ir::print::Namer`: the user's name, or for an
/// anonymous value its number in layout order), so that lowering the printed legal IR again
/// gives the same vISA names (arena indices would not survive the round trip). One word per
/// value, zero-filled, written in the walk the facts take anyway: `Namer` writes a span for
/// every value of the arena in a walk of its own.
pub(crate) struct Printed(Vec<u32>);

/// A [`Printed`] entry: a value with a name of its own (0 is a value defined nowhere in the
/// layout, `k` the anonymous value numbered `k - 1`).
const USER: u32 = u32::MAX;

/// A value's printed name.
pub(crate) enum PrintedName<'f> {
    /// The user's name.
    User(&'f str),
    /// The number of an anonymous value.
    Number(u32),
}

impl Printed {
    /// The printed name of `v` (without the `%`), `None` for a value defined nowhere in the
    /// layout.
    pub fn of<'f>(&self, f: &'f Function, v: Value) -> Option<PrintedName<'f>> {
        match self.0.get(v.index()).copied() {
            None | Some(0) => None,
            Some(USER) => f.value_name(v).map(PrintedName::User),
            Some(k) => Some(PrintedName::Number(k - 1)),
        }
    }
}

/// A value read by something other than a `zext`/`sext` (not a folded `trunc`).
const NOT_EXT: u8 = 1;
/// A value read other than as an `add` operand or what a `sub` subtracts from (not an
/// immediate lane index).
const NOT_ADDED: u8 = 2;
/// A value read other than as an `add` operand (either side, whatever the other) or what a
/// `sub` subtracts from (not an input lane run: [`Facts::input_lanes`]).
const NOT_SUMMED: u8 = 4;

/// The most lanes the lane-id input holds (`crate::mir::LANE_ID_MAX`).
const LANE_ID_MAX: u32 = crate::mir::LANE_ID_MAX;

/// The [`Facts`] of `f`: the zero tails and the lane width always, the folded `trunc`s and
/// immediate lane indices only with `all` (the naive lowering has none), the input lane runs
/// only with `all` and `lane_input`, the `add3` folds only with `all` and `add3` (the target
/// executes it).
pub(crate) fn scan(f: &Function, all: bool, lane_input: bool, add3: bool) -> Facts {
    // Per value, the uses above it has (one byte a value, zero-filled): not a hash set of
    // every operand of the function.
    let mut used = if all {
        vec![0u8; f.values.len()]
    } else {
        Vec::new()
    };
    let (mut truncs, mut lanes, mut tails) = (Vec::new(), Vec::new(), Vec::new());
    let mut lane_width = 0u32;
    let mut printed = vec![0u32; f.values.len()];
    let mut next = 0u32;
    // The printer's order: each block's parameters, then its results, blocks in layout order.
    let mut name = |v: Value| {
        if let Some(x) = printed.get_mut(v.index()) {
            *x = if f.value_name(v).is_some() {
                USER
            } else {
                next += 1;
                next
            };
        }
    };
    for &b in &f.layout {
        for &p in &f.block(b).params {
            name(p);
        }
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            if let Some(r) = d.result {
                name(r);
            }
            zero_tail_root(f, &d.kind, &mut tails);
            if let (InstKind::LaneIndex, Some(r)) = (&d.kind, d.result) {
                lane_width = lane_width.max(f.ty(r).lanes().unwrap_or(1).min(LANE_ID_MAX));
            }
            if all {
                if let Some(r) = d.result {
                    candidates(f, &d.kind, r, &mut truncs, &mut lanes);
                }
                mark_uses(f, &d.kind, &mut used);
            }
        }
    }
    // Values past the table (none: the IR's arena bounds them) count as unused.
    let unused = |c: &Value, flag: u8| used.get(c.index()).is_none_or(|&u| u & flag == 0);
    let input_lanes = if all && lane_input {
        input_lane_runs(f, &used)
    } else {
        HashMap::default()
    };
    for (&v, &k) in &input_lanes {
        lane_width = lane_width.max(k + f.ty(v).lanes().unwrap_or(1));
    }
    let unmasked_exts = if all {
        unmasked_exts(f, &truncs)
    } else {
        HashSet::default()
    };
    let add3 = if all && add3 {
        add3_folds(f, &input_lanes)
    } else {
        Add3Folds::default()
    };
    Facts {
        add3,
        unmasked_exts,
        shifts: if all {
            shift_folds(f)
        } else {
            ShiftFolds::default()
        },
        zero_tails: zero_tail_closure(f, tails),
        folded_truncs: truncs.into_iter().filter(|c| unused(c, NOT_EXT)).collect(),
        immediate_lanes: lanes.into_iter().filter(|c| unused(c, NOT_ADDED)).collect(),
        input_lanes,
        lane_width,
        printed: Printed(printed),
    }
}

/// Records `r`, the result of `kind`, if it is a `trunc` that may fold (to 1/2..1/4 of its
/// source's element size, not of a mask) or a `lane.index` that may be an immediate.
fn candidates(
    f: &Function,
    kind: &InstKind,
    r: Value,
    truncs: &mut Vec<Value>,
    lanes: &mut Vec<Value>,
) {
    match kind {
        InstKind::Cast {
            op: CastOp::Trunc,
            x,
        } => {
            let (xt, rt) = (f.ty(*x), f.ty(r));
            let ratio = match (xt.elem(), rt.elem()) {
                (Some(a), Some(b)) if !xt.is_mask() => a.bytes() / b.bytes(),
                _ => 0,
            };
            if (2..=4).contains(&ratio) {
                truncs.push(r);
            }
        }
        InstKind::LaneIndex => {
            if let Type::Vec {
                lanes: n,
                chans: 1,
                elem,
            } = f.ty(r)
            {
                if !elem.is_float() && matches!(elem.bytes(), 2 | 4) && n <= 16 {
                    lanes.push(r);
                }
            }
        }
        _ => {}
    }
}

/// Flags the operands of `kind` with the uses that rule them out ([`NOT_EXT`], [`NOT_ADDED`]).
fn mark_uses(f: &Function, kind: &InstKind, used: &mut [u8]) {
    let mut mark = |v: Value, flag: u8| {
        if let Some(x) = used.get_mut(v.index()) {
            *x |= flag;
        }
    };
    if !matches!(
        kind,
        InstKind::Cast {
            op: CastOp::ZExt | CastOp::SExt,
            ..
        }
    ) {
        kind.for_each_operand(|v| mark(v, NOT_EXT));
    }
    match *kind {
        InstKind::Binary {
            op: BinOp::Add | BinOp::Sub,
            ..
        } => {}
        _ => kind.for_each_operand(|v| mark(v, NOT_SUMMED)),
    }
    if let InstKind::Binary {
        op: BinOp::Sub,
        rhs,
        ..
    } = *kind
    {
        mark(rhs, NOT_SUMMED);
    }
    match *kind {
        // An `add` of two immediates is written out (one immediate per instruction): a
        // constant added to the index keeps it in registers, where the `add` happens in place.
        InstKind::Binary {
            op: BinOp::Add,
            lhs,
            rhs,
        } => {
            if immediate(f, rhs) {
                mark(lhs, NOT_ADDED);
            }
            if immediate(f, lhs) {
                mark(rhs, NOT_ADDED);
            }
        }
        InstKind::Binary {
            op: BinOp::Sub,
            lhs,
            rhs,
        } => {
            mark(rhs, NOT_ADDED);
            if immediate(f, rhs) {
                mark(lhs, NOT_ADDED);
            }
        }
        _ => kind.for_each_operand(|v| mark(v, NOT_ADDED)),
    }
}

/// The input lane runs ([`Facts::input_lanes`]), from the per-value use flags of the walk: the
/// `lane.index` values, then (in layout order, which defines an operand before its use in
/// every block the lowering reaches first) `x + const k` of a run `x`.
fn input_lane_runs(f: &Function, used: &[u8]) -> HashMap<Value, u32> {
    let summed = |v: Value| used.get(v.index()).is_some_and(|&u| u & NOT_SUMMED == 0);
    // A 16- or 32-bit integer vector of one channel: a type a word region converts to exactly.
    let fits = |v: Value| match f.ty(v) {
        Type::Vec { chans: 1, elem, .. } => !elem.is_float() && matches!(elem.bytes(), 2 | 4),
        _ => false,
    };
    let uniform_int = |v: Value| match f.def_kind(v) {
        Some(InstKind::Const {
            value: value @ ConstValue::Int(_),
        }) => {
            let k = value.int_at(0);
            (0..value.len()).all(|i| value.int_at(i) == k).then_some(k)
        }
        _ => None,
    };
    let mut runs: HashMap<Value, u32> = HashMap::default();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            let Some(r) = d.result else { continue };
            if !summed(r) || !fits(r) {
                continue;
            }
            let n = f.ty(r).lanes().unwrap_or(1);
            let first = match d.kind {
                InstKind::LaneIndex => Some(0),
                InstKind::Binary {
                    op: BinOp::Add,
                    lhs,
                    rhs,
                } if f.ty(lhs) == f.ty(r) => {
                    let at = |x: Value, c: Value| {
                        let j: u32 = *runs.get(&x)?;
                        let k = u32::try_from(uniform_int(c)?).ok()?;
                        j.checked_add(k)
                    };
                    at(lhs, rhs).or_else(|| at(rhs, lhs))
                }
                _ => None,
            };
            if let Some(k) = first.filter(|&k| k.checked_add(n).is_some_and(|e| e <= LANE_ID_MAX)) {
                runs.insert(r, k);
            }
        }
    }
    runs
}

/// Records the leading part of `kind`'s mask when the mask is `concat %part, (const 0)...`:
/// where the zero tails start ([`Facts::zero_tails`]).
fn zero_tail_root(f: &Function, kind: &InstKind, tails: &mut Vec<Value>) {
    let Some(m) = kind.mask() else {
        return;
    };
    let is_zero_const = |v: Value| match f.def_kind(v) {
        Some(InstKind::Const { value }) => (0..value.len()).all(|k| value.int_at(k) == 0),
        _ => false,
    };
    if let Some(InstKind::Concat { parts }) = f.def_kind(m) {
        if let Some((&first, rest)) = parts.split_first() {
            if !rest.is_empty() && rest.iter().all(|&p| is_zero_const(p)) {
                tails.push(first);
            }
        }
    }
}

/// The zero tails from their roots: through `extract` views and the operands of binary ops.
fn zero_tail_closure(f: &Function, mut work: Vec<Value>) -> HashSet<Value> {
    let mut out = HashSet::default();
    while let Some(v) = work.pop() {
        if !out.insert(v) {
            continue;
        }
        match f.def_kind(v) {
            Some(InstKind::Extract { src, .. }) => work.push(*src),
            Some(InstKind::Binary { lhs, rhs, .. }) => work.extend([*lhs, *rhs]),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{scan, PrintedName};
    use memlower_ir::gen::{random_module, GenConfig};
    use memlower_ir::print::Namer;
    use memlower_ir::rng::Rng;

    /// `Printed` is a second copy of the printer's naming rule (`ir::print::Namer`): the
    /// lowering must name every value as the printer does, so that lowering the printed IR
    /// again gives the same vISA. Random functions (named and anonymous values, block
    /// parameters, several blocks), some with an instruction dropped from its block (its value
    /// then defined nowhere in the layout, and the numbers after it shifted).
    #[test]
    fn values_are_named_as_the_printer_names_them() {
        let cfg = GenConfig {
            max_blocks: 6,
            max_insts: 10,
            ..GenConfig::default()
        };
        let mut rng = Rng::new(23);
        let (mut values, mut numbered, mut user, mut nowhere) = (0, 0, 0, 0);
        for round in 0..300 {
            let m = random_module(&mut rng, &cfg);
            for mut f in m.functions {
                if round % 2 == 1 {
                    let b = f.layout[rng.below(f.layout.len() as u64) as usize];
                    let insts = &mut f.blocks[b.index()].insts;
                    if insts.len() > 1 {
                        let at = rng.below(insts.len() as u64 - 1) as usize;
                        insts.remove(at);
                    }
                }
                let printed = scan(&f, false, false, false).printed;
                let namer = Namer::new(&f);
                for k in 0..f.values.len() {
                    let v = memlower_ir::Value(k as u32);
                    let ours = match printed.of(&f, v) {
                        None => None,
                        Some(PrintedName::User(s)) => {
                            user += 1;
                            Some(s.to_string())
                        }
                        Some(PrintedName::Number(n)) => {
                            numbered += 1;
                            Some(n.to_string())
                        }
                    };
                    nowhere += usize::from(ours.is_none());
                    values += 1;
                    assert_eq!(
                        ours.as_deref(),
                        namer.name(v),
                        "round {round} value {k} of @{}",
                        f.name
                    );
                }
            }
        }
        // The draw reached every kind of name.
        assert!(values > 1000 && numbered > 100 && user > 10 && nowhere > 10);
        eprintln!("{values} values: {numbered} numbered, {user} named, {nowhere} nowhere");
    }

    /// The input lane runs: a `lane.index` only added to is lanes 0.. of the input, its sum
    /// with a constant 16 lanes 16.., and the width covers both; an index shifted (`shl`) and
    /// a sum with a non-constant are not runs, a sum past 32 lanes neither. Without the
    /// input ABI there are none, and the width is the widest `lane.index` alone.
    #[test]
    fn input_lane_runs_follow_constant_offsets() {
        let text = "
func @k(%b: vec<16 x i32>) {
entry:
  %l = lane.index : vec<16 x i32>
  %c = const 16 : vec<16 x i32>
  %h = add %l, %c : vec<16 x i32>
  %far = const 24 : vec<16 x i32>
  %x = add %l, %far : vec<16 x i32>
  %y = add %l, %b : vec<16 x i32>
  %s = lane.index : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %t = shl %s, %two : vec<16 x i32>
  %u = add %h, %y : vec<16 x i32>
  %v = add %x, %t : vec<16 x i32>
  sink %u, %v
  ret
}
";
        let m = memlower_ir::parse::parse_module(text).expect("parses");
        let f = &m.functions[0];
        let named = |n: &str| {
            (0..f.values.len() as u32)
                .map(memlower_ir::Value)
                .find(|&v| f.value_name(v) == Some(n))
                .expect("named value")
        };
        let facts = scan(f, true, true, false);
        let mut runs: Vec<(&str, u32)> = ["l", "h", "x", "y", "s", "t", "u", "v"]
            .into_iter()
            .filter_map(|n| facts.input_lanes.get(&named(n)).map(|&k| (n, k)))
            .collect();
        runs.sort();
        // %x = %l + 24 would need lanes 24..40: past the input's 32.
        assert_eq!(runs, [("h", 16), ("l", 0)]);
        assert_eq!(facts.lane_width, 32);
        let computed = scan(f, true, false, false);
        assert!(computed.input_lanes.is_empty());
        assert_eq!(computed.lane_width, 16);
    }
}
