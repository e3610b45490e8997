//! The ALU folds the lowering decides on before it emits anything (part of [`super::Facts`]):
//! two dependent adds as one `add3`, the `and` of a `zext` no use needs, and a left shift
//! folded into the constants of the `mul` (and `and`) it shifts. Plain functions of the IR.

use memlower_ir::buckets::Buckets;
use memlower_ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{BinOp, CastOp, ConstValue, Function, InstKind, Type, Value};

/// Two dependent integer adds as one `add3` (`a + b` feeding `+ c`, directly or through a
/// `splat`: `group*lsize + goff + lane`), on targets that execute `add3`. The inner add (and
/// its splat) is written nowhere; each outer add reads the inner add's operands instead.
/// Found per block, under rules that keep those operands' registers intact until the last
/// outer add reads them:
///
/// - every type a 32-bit integer, one channel (the inner add scalar or vector);
/// - the inner add's every use an outer add in its block (through a `splat` whose every use
///   is one), its operands neither constants nor lane indices the lowering keeps as
///   immediates (`add3` takes no packed immediate), an outer add's other operand the same;
/// - the storage planner (`homes`) counts the inner operands as read at each outer add
///   (`outer`, passed to `homes::plan`): by the IR's reckoning they die at the inner add, and
///   a result made between (a gather, a `chan.pack`, an add) could be given their registers
///   before the `add3` read them. (`(a + b) + c` of three sign-extended 16-bit gathers, c's
///   gather between, put c's words over `a`'s registers when the planner did not know.)
#[derive(Default)]
pub(crate) struct Add3Folds {
    /// The inner adds and their splats: nothing is written for them.
    pub inner: HashSet<Value>,
    /// Each outer add's three operands: its other operand, then the inner add's two.
    pub outer: HashMap<Value, [Value; 3]>,
}

/// The `zext`s of [`Facts::unmasked_exts`]: of a `trunc` among `truncs` (the candidates to
/// fold; the lowering folds the same ones), back to the trunc's source width, with
/// [`low_bits_only`] of the kept width.
pub(super) fn unmasked_exts(f: &Function, truncs: &[Value]) -> HashSet<Value> {
    let mut out = HashSet::default();
    if truncs.is_empty() {
        return out;
    }
    let users = f.readers();
    for &v in truncs {
        let Some(InstKind::Cast { x: y, .. }) = f.def_kind(v) else {
            continue;
        };
        let kept = f.ty(v).elem().map_or(0, |e| 8 * e.bytes());
        for &u in users.get(v.index()) {
            let d = f.inst(memlower_ir::Inst(u));
            let (
                InstKind::Cast {
                    op: CastOp::ZExt, ..
                },
                Some(r),
            ) = (&d.kind, d.result)
            else {
                continue;
            };
            if f.ty(r) == f.ty(*y) && kept > 0 && low_bits_only(f, &users, r, kept, 0) {
                out.insert(r);
            }
        }
    }
    out
}

/// Whether every use of `v` reads only its low `bits` bits: a byte or word scatter of it as
/// data (`scatter_scaled.1`/`.2` write the low byte or word of each dword), a `trunc` to at
/// most `bits`, or an `add`/`sub`/`mul`/`and`/`or`/`xor` (either operand) or the shifted
/// operand of a `shl` whose result has the same property (the low bits of such a result
/// depend only on the low bits of its operands). A use the lowering could not see through
/// (a mask, an address, a block argument, any other op) says no; so does a chain of more than
/// a few ops.
fn low_bits_only(f: &Function, users: &Buckets<u32>, v: Value, bits: u32, depth: u32) -> bool {
    if depth > 6 {
        return false;
    }
    users.get(v.index()).iter().all(|&u| {
        let d = f.inst(memlower_ir::Inst(u));
        match (&d.kind, d.result) {
            (
                InstKind::Scatter {
                    data,
                    addr,
                    mask,
                    via: Some(via),
                    ..
                },
                _,
            ) => {
                *data == v
                    && via.msg == memlower_ir::Message::ScatterScaled
                    && 8 * u32::from(via.blocks) <= bits
                    && addr.base != Some(v)
                    && addr.offsets != v
                    && *mask != Some(v)
            }
            (
                InstKind::Cast {
                    op: CastOp::Trunc,
                    x,
                },
                Some(r),
            ) if *x == v => {
                let w = f.ty(r).elem().map_or(u32::MAX, |e| 8 * e.bytes());
                w <= bits || low_bits_only(f, users, r, bits, depth + 1)
            }
            (InstKind::Binary { op, lhs, rhs }, Some(r)) => {
                let shifted = match op {
                    BinOp::Shl => true,
                    BinOp::LShr | BinOp::AShr => planted!(active_mutation!(), UnmaskedShift),
                    _ => false,
                };
                let carries = matches!(
                    op,
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
                ) || (shifted && *lhs == v && *rhs != v);
                carries && !f.ty(r).is_mask() && low_bits_only(f, users, r, bits, depth + 1)
            }
            _ => false,
        }
    })
}

/// A 32-bit integer of one channel (scalar or vector): what `add3` adds.
fn is_dword_int(f: &Function, v: Value) -> bool {
    match f.ty(v) {
        Type::Scalar(e)
        | Type::Vec {
            elem: e, chans: 1, ..
        } => !e.is_float() && e.bytes() == 4,
        _ => false,
    }
}

/// The `add %a, %b` defining `v`, if it is one of 32-bit integers.
fn dword_add(f: &Function, v: Value) -> Option<(Value, Value)> {
    match f.def_kind(v)? {
        InstKind::Binary {
            op: BinOp::Add,
            lhs,
            rhs,
        } if is_dword_int(f, v) => Some((*lhs, *rhs)),
        // The planted bug: a subtraction taken for a sum.
        InstKind::Binary {
            op: BinOp::Sub,
            lhs,
            rhs,
        } if is_dword_int(f, v) && planted!(active_mutation!(), Add3SubAsAdd) => Some((*lhs, *rhs)),
        _ => None,
    }
}

/// The [`Add3Folds`] of `f` (see there for the rules).
pub(super) fn add3_folds(f: &Function, input_lanes: &HashMap<Value, u32>) -> Add3Folds {
    let uses = f.use_counts();
    let count = |v: Value| uses.get(v.index()).copied().unwrap_or(0) as usize;
    // An operand `add3` reads as it is: registers, or lanes of the lane-id input.
    let operand = |v: Value| !immediate(f, v) || input_lanes.contains_key(&v);
    let mut folds = Add3Folds::default();
    for &b in &f.layout {
        let insts = &f.block(b).insts;
        // Each value's readers in this block, by position.
        let mut readers: HashMap<Value, Vec<usize>> = HashMap::default();
        for (k, &i) in insts.iter().enumerate() {
            f.inst(i)
                .kind
                .for_each_operand(|v| readers.entry(v).or_default().push(k));
        }
        let read_at = |v: Value| readers.get(&v).map_or(&[][..], |r| &r[..]);
        for &i in insts {
            let Some(r) = f.inst(i).result else { continue };
            let Some((a, b2)) = dword_add(f, r) else {
                continue;
            };
            if folds.outer.contains_key(&r) || !operand(a) || !operand(b2) {
                continue;
            }
            // The value the outer adds read: `r`, or its one splat.
            let mut via = r;
            let mut skipped = vec![r];
            if let [s] = read_at(r) {
                let si = insts[*s];
                if let (InstKind::Splat { .. }, Some(sr)) = (&f.inst(si).kind, f.inst(si).result) {
                    if count(r) == 1 {
                        via = sr;
                        skipped.push(sr);
                    }
                }
            }
            let outer_at = read_at(via);
            if outer_at.is_empty() || outer_at.len() != count(via) {
                continue;
            }
            let mut outers = Vec::new();
            for &q in outer_at {
                let Some(o) = f.inst(insts[q]).result else {
                    break;
                };
                let Some((x, y)) = dword_add(f, o) else { break };
                let other = if x == via { y } else { x };
                if (x == via) == (y == via)
                    || !operand(other)
                    || folds.inner.contains(&other)
                    || folds.outer.contains_key(&o)
                {
                    break;
                }
                outers.push((o, other));
            }
            if outers.len() != outer_at.len() || folds.inner.contains(&r) {
                continue;
            }
            folds.inner.extend(skipped);
            for (o, other) in outers {
                folds.outer.insert(o, [other, a, b2]);
            }
        }
    }
    folds
}

/// Left shifts by a constant folded into the constants of what they shift: `(x * C) << K` is
/// `x * (C << K)`, and `((x * C) & M) << K` is `(x * (C << K)) & (M << K)` (both modulo 2^32:
/// the bits shifted out vanish on both sides), one instruction fewer (`mul 0x1C; and 0xFFC`
/// for `mul 7; and 0x3FF; shl 2`, as IGC writes it). Each value of the chain has one use, every
/// type a 32-bit integer of one channel, every constant one integer for all lanes, and the
/// multiplier stays within 16 bits if it was (a wider immediate costs the finalizer a
/// multiply of its own).
#[derive(Default)]
pub(crate) struct ShiftFolds {
    /// The `mul` and `and` whose constant operand is read shifted: the operand and the
    /// constant's new bits.
    pub shifted: HashMap<Value, (Value, u64)>,
    /// The folded `shl`s, each the value whose registers hold it (the `mul` or the `and`).
    pub shls: HashMap<Value, Value>,
}

/// The one integer of every lane of the constant `v`, if it is one.
fn uniform_int(f: &Function, v: Value) -> Option<i64> {
    match f.def_kind(v)? {
        InstKind::Const {
            value: value @ ConstValue::Int(_),
        } if !value.is_empty() => {
            let k = value.int_at(0);
            (0..value.len()).all(|i| value.int_at(i) == k).then_some(k)
        }
        InstKind::Splat { x } => uniform_int(f, *x),
        _ => None,
    }
}

/// The `op %x, C` defining `v` (either order, `C` a uniform constant, `x` not a constant), as
/// `(x, C's value, C)`.
fn with_constant(f: &Function, v: Value, op: BinOp) -> Option<(Value, i64, Value)> {
    let InstKind::Binary { op: o, lhs, rhs } = f.def_kind(v)? else {
        return None;
    };
    if *o != op || !is_dword_int(f, v) {
        return None;
    }
    match (uniform_int(f, *lhs), uniform_int(f, *rhs)) {
        (None, Some(c)) => Some((*lhs, c, *rhs)),
        (Some(c), None) => Some((*rhs, c, *lhs)),
        _ => None,
    }
}

/// The [`ShiftFolds`] of `f`.
pub(super) fn shift_folds(f: &Function) -> ShiftFolds {
    let uses = f.use_counts();
    let once = |v: Value| uses.get(v.index()) == Some(&1);
    let mut folds = ShiftFolds::default();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            let (
                InstKind::Binary {
                    op: BinOp::Shl,
                    lhs,
                    rhs,
                },
                Some(r),
            ) = (&d.kind, d.result)
            else {
                continue;
            };
            let Some(k) = uniform_int(f, *rhs).filter(|k| (1..32).contains(k)) else {
                continue;
            };
            if !is_dword_int(f, r) || !once(*lhs) || uniform_int(f, *lhs).is_some() {
                continue;
            }
            let shifted = |c: i64| ((c as u64) << k) & 0xFFFF_FFFF;
            let (mul, and) = match with_constant(f, *lhs, BinOp::And) {
                Some((p, m, mv)) if once(p) => (p, Some((m, mv))),
                Some(_) => continue,
                None => (*lhs, None),
            };
            let Some((_, c, cv)) = with_constant(f, mul, BinOp::Mul) else {
                continue;
            };
            let c32 = (c as u64) & 0xFFFF_FFFF;
            if shifted(c) > 0xFFFF && c32 <= 0xFFFF {
                continue;
            }
            folds.shifted.insert(mul, (cv, shifted(c)));
            if let Some((m, mv)) = and {
                // The planted bug: the mask read as it was, not shifted with the product.
                let m = if planted!(active_mutation!(), ShiftMask) {
                    m & 0xFFFF_FFFF
                } else {
                    shifted(m) as i64
                };
                folds.shifted.insert(*lhs, (mv, m as u64));
            }
            folds.shls.insert(r, *lhs);
        }
    }
    folds
}

/// Values the lowering may keep as immediates: constants, splats of constants, lane indices.
pub(super) fn immediate(f: &Function, v: Value) -> bool {
    match f.def_kind(v) {
        Some(InstKind::Const { .. } | InstKind::LaneIndex | InstKind::Undef) => true,
        Some(InstKind::Splat { x }) => immediate(f, *x),
        _ => false,
    }
}
