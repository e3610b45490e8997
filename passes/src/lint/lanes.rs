//! The fast answer of [`super::ConstEval`]: a slice evaluated element by element as known bits
//! or unknown, without building a function for the interpreter and running it.
//!
//! Why it gives the interpreter's answer: the interpreter tracks undefinedness per byte, but
//! in a slice whose leaves are wholly undefined (parameters, loads, values past the limits)
//! and whose constants are wholly defined, every op below maps elements that are wholly
//! defined or wholly undefined to elements that are again one or the other, under the
//! interpreter's own rules (SEMANTICS.md §4): arithmetic, logic, compares and min/max of an
//! undefined element are undefined, shifts of one by fewer than 8 bits undefine every byte,
//! selects and the lane and channel ops copy elements. The known bits are computed by the
//! interpreter's own scalar functions ([`scalar::binary`], [`scalar::compare`]), so the two
//! cannot disagree about arithmetic. Where an element could come out partly defined (a shift
//! of an undefined element by 8 bits or more), or the op is outside this set (casts, float
//! arithmetic, `fma`), or the slice is malformed, there is no fast answer and the caller runs
//! the interpreter.

use memlower_ir::interp::scalar::{self, width_mask};
use memlower_ir::interp::Val;
use memlower_ir::{BinOp, ConstValue, Function, InstKind, ScalarType, Type, Value};
use smallvec::SmallVec;

/// A slice value: its type and each element (lane-major), its bits or `None` if undefined.
struct Lanes<'e> {
    ty: Type,
    elems: &'e [Option<u64>],
}

/// Same kind of element (mask lanes, or one element type and channel count), as the lane-range
/// ops need (the interpreter's `same_shape`).
fn same_shape(a: Type, b: Type) -> bool {
    a.is_mask() == b.is_mask() && a.elem() == b.elem() && a.chans() == b.chans()
}

/// The buffers of [`eval`], kept from one evaluation to the next: every value's elements in
/// one arena (a value is its type and its range there, by its node number in the slice), an
/// instruction's elements made in one reused buffer, and the roots' types and ranges (the
/// answer, read in place with [`Scratch::root_get`]).
#[derive(Default)]
pub(super) struct Scratch {
    vals: Vec<(Type, usize, usize)>,
    arena: Vec<Option<u64>>,
    out: Vec<Option<u64>>,
    roots: Vec<(Type, usize, usize)>,
}

impl Scratch {
    /// Root `k`'s type.
    pub(super) fn root_ty(&self, k: usize) -> Option<Type> {
        self.roots.get(k).map(|r| r.0)
    }

    /// Element `i` of root `k` if it is known, as the root's [`Val::get`] reads it: the bits
    /// within the element's width (a mask lane's bit 0).
    pub(super) fn root_get(&self, k: usize, i: usize) -> Option<u64> {
        let &(ty, start, n) = self.roots.get(k)?;
        let e = (*self.arena.get(start..start + n)?.get(i)?)?;
        Some(e & ty.elem().map_or(1, width_mask))
    }

    /// Elements `0..n` of root `k`, each as [`Scratch::root_get`] reads it.
    pub(super) fn root_elems(&self, k: usize, n: usize) -> SmallVec<[Option<u64>; 32]> {
        let Some(&(ty, start, len)) = self.roots.get(k) else {
            return SmallVec::from_elem(None, n);
        };
        let elems = self.arena.get(start..start + len).unwrap_or(&[]);
        let mask = ty.elem().map_or(1, width_mask);
        (0..n)
            .map(|i| elems.get(i).copied().flatten().map(|e| e & mask))
            .collect()
    }

    /// Root `k` as a [`Val`]: every undefined element wholly undefined.
    pub(super) fn root_val(&self, k: usize) -> Option<Val> {
        let &(ty, start, n) = self.roots.get(k)?;
        let elems = self.arena.get(start..start + n)?;
        let bits = elems.iter().map(|e| e.unwrap_or(0)).collect();
        // An undefined element: every byte (the constructor keeps the element's own).
        let undef = elems
            .iter()
            .map(|e| if e.is_some() { 0 } else { 0xFF })
            .collect();
        Val::from_parts(ty, bits, undef)
    }
}

/// The values of `roots` in `f` into `scratch` (read with [`Scratch::root_get`]), the slice's
/// pure instructions being `order` (operands before users) and its leaves `leaves`
/// (unknown), `node` giving each of them its number below `nodes`; `None` when the fast rules
/// do not apply (see the module docs): the interpreter then answers.
#[allow(clippy::too_many_arguments)]
pub(super) fn eval<'f>(
    f: &'f Function,
    pure_def: impl Fn(Value) -> Option<&'f InstKind>,
    node: impl Fn(Value) -> Option<usize>,
    nodes: usize,
    order: &[Value],
    leaves: &[Value],
    roots: &[Value],
    scratch: &mut Scratch,
) -> Option<()> {
    // No allocation per value: the buffers are sized once (and kept for the next slice).
    let Scratch {
        vals,
        arena,
        out,
        roots: found,
    } = scratch;
    const NONE: (Type, usize, usize) = (Type::I32, usize::MAX, 0);
    vals.clear();
    vals.resize(nodes, NONE);
    arena.clear();
    found.clear();
    let elements: usize = leaves
        .iter()
        .chain(order)
        .map(|&v| f.ty(v).num_elements() as usize)
        .sum();
    arena.reserve(elements);
    for &v in leaves {
        let ty = f.ty(v);
        let n = ty.num_elements() as usize;
        *vals.get_mut(node(v)?)? = (ty, arena.len(), n);
        arena.resize(arena.len() + n, None);
    }
    for &v in order {
        let ty = f.ty(v);
        let get = |o: &Value| {
            let &(ty, start, n) = vals.get(node(*o)?)?;
            Some(Lanes {
                ty,
                elems: arena.get(start..start.checked_add(n)?)?,
            })
        };
        out.clear();
        element_values(pure_def(v)?, ty, get, out)?;
        if out.len() != ty.num_elements() as usize {
            return None;
        }
        *vals.get_mut(node(v)?)? = (ty, arena.len(), out.len());
        arena.extend_from_slice(out);
    }
    for &r in roots {
        let &val = vals.get(node(r)?)?;
        if val.1 == usize::MAX {
            return None;
        }
        found.push(val);
    }
    Some(())
}

/// The elements of an instruction `kind` with result type `ty`, its operands read by `get`,
/// appended to `out`.
fn element_values<'e>(
    kind: &InstKind,
    ty: Type,
    get: impl Fn(&Value) -> Option<Lanes<'e>>,
    out: &mut Vec<Option<u64>>,
) -> Option<()> {
    match kind {
        InstKind::Extract { .. }
        | InstKind::Insert { .. }
        | InstKind::Concat { .. }
        | InstKind::ChanExtract { .. }
        | InstKind::ChanPack { .. } => moved_elements(kind, ty, get, out),
        _ => computed_elements(kind, ty, get, out),
    }
}

/// The elements of a constant, splat, lane index, integer operation, compare or select.
fn computed_elements<'e>(
    kind: &InstKind,
    ty: Type,
    get: impl Fn(&Value) -> Option<Lanes<'e>>,
    out: &mut Vec<Option<u64>>,
) -> Option<()> {
    let n = ty.num_elements() as usize;
    let chans = ty.chans().unwrap_or(1).max(1) as usize;
    match kind {
        InstKind::Const {
            value: value @ ConstValue::Int(_),
        } => {
            if value.len() != 1 && value.len() != n {
                return None;
            }
            let elem = |x: i64| match ty.elem() {
                None => Some(Some(u64::from(x != 0))),
                Some(t) if t.is_int() => Some(Some(x as u64 & width_mask(t))),
                Some(_) => None,
            };
            if value.len() == 1 {
                // A splat (most constants): one element, repeated.
                out.resize(n, elem(value.int_at(0))?);
            } else {
                for i in 0..n {
                    out.push(elem(value.int_at(i))?);
                }
            }
        }
        InstKind::Splat { x } => {
            let x = get(x)?;
            let same_kind = x.ty.elem() == ty.elem() && x.ty.is_mask() == ty.is_mask();
            if x.elems.len() != 1 || !same_kind {
                return None;
            }
            out.resize(n, x.elems[0]);
        }
        InstKind::LaneIndex => {
            let t = ty.elem().filter(|t| t.is_int() && ty.is_vec())?;
            out.extend((0..n).map(|i| Some((i / chans) as u64 & width_mask(t))));
        }
        InstKind::Binary { op, lhs, rhs } => {
            let (a, b) = (get(lhs)?, get(rhs)?);
            let elem = ty.elem();
            if a.ty != ty || b.ty != ty || elem.is_some_and(ScalarType::is_float) {
                return None;
            }
            let shift = matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr);
            for (&x, &y) in a.elems.iter().zip(b.elems) {
                // As the interpreter: the operator runs on every element (an undefined one
                // reads as 0), so an operator undefined on the type fails the slice.
                let value = scalar::binary(*op, elem, x.unwrap_or(0), y.unwrap_or(0)).ok()?;
                out.push(match (x, y) {
                    (Some(_), Some(_)) => value,
                    // A shift of an undefined element by 8 bits or more leaves some bytes
                    // defined: not a whole element either way.
                    (None, Some(s)) if shift && value.is_some() && s >= 8 => return None,
                    _ => None,
                });
            }
        }
        InstKind::Cmp { pred, lhs, rhs } => {
            let (a, b) = (get(lhs)?, get(rhs)?);
            let t = a.ty.elem().filter(|_| a.ty.chans() == Some(1))?;
            if b.ty != a.ty || ty != Type::mask(a.elems.len() as u32) {
                return None;
            }
            out.extend(
                a.elems
                    .iter()
                    .zip(b.elems)
                    .map(|(&x, &y)| Some(u64::from(scalar::compare(*pred, t, x?, y?)))),
            );
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => {
            let (c, t, e) = (get(cond)?, get(on_true)?, get(on_false)?);
            if c.ty != Type::mask(ty.lanes().unwrap_or(1)) || t.ty != ty || e.ty != ty {
                return None;
            }
            out.extend(
                (0..n).map(|i| match c.elems.get(i / chans).copied().flatten() {
                    None => None,
                    Some(0) => e.elems[i],
                    Some(_) => t.elems[i],
                }),
            );
        }
        // Casts (a widened undefined element is partly defined), float arithmetic, fma and
        // float constants: the interpreter answers.
        _ => return None,
    }
    Some(())
}

/// The elements of a lane or channel move: extract, insert, concat, chan.extract, chan.pack.
fn moved_elements<'e>(
    kind: &InstKind,
    ty: Type,
    get: impl Fn(&Value) -> Option<Lanes<'e>>,
    out: &mut Vec<Option<u64>>,
) -> Option<()> {
    let n = ty.num_elements() as usize;
    let chans = ty.chans().unwrap_or(1).max(1) as usize;
    match kind {
        InstKind::Extract { src, start } => {
            let s = get(src)?;
            if !same_shape(s.ty, ty) {
                return None;
            }
            let from = *start as usize * chans;
            out.extend_from_slice(s.elems.get(from..from + n)?);
        }
        InstKind::Insert { dst, src, start } => {
            let (d, s) = (get(dst)?, get(src)?);
            let from = *start as usize * chans;
            if d.ty != ty || !same_shape(s.ty, ty) || from + s.elems.len() > n {
                return None;
            }
            out.extend_from_slice(d.elems);
            out.get_mut(from..from + s.elems.len())?
                .copy_from_slice(s.elems);
        }
        InstKind::Concat { parts } => {
            for p in parts {
                let p = get(p)?;
                if !same_shape(p.ty, ty) {
                    return None;
                }
                out.extend_from_slice(p.elems);
            }
        }
        InstKind::ChanExtract { src, chan } => {
            let s = get(src)?;
            let sc = s.ty.chans().unwrap_or(1) as usize;
            let want = Type::vec(
                s.ty.lanes().unwrap_or(1),
                s.ty.elem().unwrap_or(ScalarType::I32),
            );
            if s.ty.is_mask() || usize::from(*chan) >= sc || ty != want {
                return None;
            }
            out.extend((0..n).map(|i| s.elems.get(i * sc + usize::from(*chan)).copied().flatten()));
        }
        InstKind::ChanPack { parts } => {
            let lanes = ty.lanes().unwrap_or(1) as usize;
            let part_ty = Type::vec(lanes as u32, ty.elem().unwrap_or(ScalarType::I32));
            if ty.is_mask() || parts.len() != chans {
                return None;
            }
            let parts: SmallVec<[Lanes; 4]> = parts.iter().map(&get).collect::<Option<_>>()?;
            if parts
                .iter()
                .any(|p| p.ty != part_ty || p.elems.len() != lanes)
            {
                return None;
            }
            out.extend((0..lanes).flat_map(|lane| parts.iter().map(move |p| p.elems[lane])));
        }
        _ => return None,
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::ConstEval;
    use memlower_ir::builder::FunctionBuilder;
    use memlower_ir::rng::Rng;
    use memlower_ir::{CastOp, CmpPred};

    fn pick<T: Copy>(rng: &mut Rng, xs: &[T]) -> T {
        xs[rng.below(xs.len() as u64) as usize]
    }

    /// Interesting integers: shift amounts around 8 and the width, signs, the top bit.
    const INTS: &[i64] = &[
        0,
        1,
        2,
        3,
        4,
        7,
        8,
        9,
        15,
        16,
        24,
        31,
        32,
        33,
        63,
        64,
        -1,
        -8,
        0x7fff_ffff,
        1 << 31,
    ];

    /// Random slices of pure ops over unknown parameters (every op the fast rules take and
    /// some they leave to the interpreter: casts, float ops, `minnum` on integers, shifts of
    /// unknowns by 8 or more): the fast answer, where there is one, is the interpreter's, and
    /// `eval` (fast or not) always is.
    #[test]
    fn fast_answers_are_the_interpreters() {
        let mut rng = Rng::new(5);
        let (mut fast, mut interpreted, mut mixed) = (0, 0, 0);
        for _ in 0..4000 {
            let lanes = pick(&mut rng, &[1u32, 2, 4, 8, 16]);
            let vi = Type::vec(lanes, ScalarType::I32);
            let vm = Type::mask(lanes);
            let mut f = Function::new("t");
            let mut b = FunctionBuilder::new(&mut f);
            let entry = b.block("entry");
            let mut ints = vec![b.param(entry, vi, "p")];
            let mut masks = vec![b.param(entry, vm, "m")];
            let scalar = b.param(entry, Type::I32, "s");
            b.switch_to(entry);
            for _ in 0..2 + rng.below(12) {
                let (x, y) = (pick(&mut rng, &ints), pick(&mut rng, &ints));
                let m = pick(&mut rng, &masks);
                match rng.below(16) {
                    0 => ints.push(b.iconst(vi, pick(&mut rng, INTS))),
                    1 => {
                        let xs: Vec<i64> = (0..lanes).map(|_| pick(&mut rng, INTS)).collect();
                        ints.push(b.iconst_vec(vi, &xs));
                    }
                    2 => ints.push(b.lane_index(lanes)),
                    3 => {
                        let s = if rng.below(2) == 0 {
                            scalar
                        } else {
                            b.iconst(Type::I32, pick(&mut rng, INTS))
                        };
                        ints.push(b.splat(s, vi));
                    }
                    4..=5 => ints.push(b.binary(pick(&mut rng, &BinOp::ALL), x, y)),
                    6..=7 => {
                        // By a constant: shifts of unknowns by more or fewer than 8 bits.
                        let k = b.iconst(vi, pick(&mut rng, INTS));
                        ints.push(b.binary(pick(&mut rng, &BinOp::ALL), x, k));
                    }
                    8 => masks.push(b.cmp(pick(&mut rng, &CmpPred::ALL), x, y)),
                    9 => ints.push(b.select(m, x, y)),
                    10 => {
                        let op = pick(&mut rng, &[BinOp::And, BinOp::Or, BinOp::Xor]);
                        let n = pick(&mut rng, &masks);
                        masks.push(b.binary(op, m, n));
                    }
                    11 => masks.push(b.iconst(vm, pick(&mut rng, &[0, 1]))),
                    12 if lanes >= 2 => {
                        let half = lanes / 2;
                        let lo = b.extract(x, 0, half);
                        let hi = b.extract(y, half, half);
                        ints.push(b.concat(&[hi, lo]));
                        let part = b.extract(y, 0, half);
                        ints.push(b.insert_lanes(x, part, half));
                    }
                    13 => {
                        let packed = b.chan_pack(&[x, y]);
                        ints.push(b.chan_extract(packed, pick(&mut rng, &[0, 1])));
                    }
                    14 => {
                        let narrow = b.cast(CastOp::Trunc, x, Type::vec(lanes, ScalarType::I16));
                        ints.push(b.cast(CastOp::ZExt, narrow, vi));
                    }
                    _ => {
                        let fl = b.cast(CastOp::Bitcast, x, Type::vec(lanes, ScalarType::F32));
                        let sum = b.binary(BinOp::Add, fl, fl);
                        ints.push(b.cast(CastOp::Bitcast, sum, vi));
                    }
                }
            }
            b.ret();
            let mut roots = vec![pick(&mut rng, &ints)];
            for _ in 0..rng.below(3) {
                let from = if rng.below(2) == 0 { &ints } else { &masks };
                roots.push(pick(&mut rng, from));
            }
            let eval = ConstEval::new(&f);
            let want = eval.eval_by_interpreter(&roots);
            assert_eq!(eval.eval(&roots), want, "{f:?}\nroots {roots:?}");
            let mut scratch = crate::lint::const_eval::Scratch::default();
            match eval.eval_in(&roots, &mut scratch) {
                Some(crate::lint::const_eval::Roots::Lanes(got)) => {
                    fast += 1;
                    // Read in place, they are the interpreter's elements.
                    let want = want.as_ref().unwrap();
                    for (k, w) in want.iter().enumerate() {
                        assert_eq!(got.root_ty(k), Some(w.ty()), "{f:?}\nroots {roots:?}");
                        for i in 0..w.len() + 1 {
                            assert_eq!(got.root_get(k, i), w.get(i), "{f:?}\nroots {roots:?}");
                        }
                    }
                    let elems = want.iter().flat_map(|v| (0..v.len()).map(|i| v.get(i)));
                    let (known, unknown) = elems.fold((0, 0), |(k, u), e| match e {
                        Some(_) => (k + 1, u),
                        None => (k, u + 1),
                    });
                    mixed += usize::from(known > 0 && unknown > 0);
                }
                _ => interpreted += 1,
            }
        }
        // Both paths run, and the fast one gives known and unknown elements together.
        assert!(
            fast > 1500 && interpreted > 400 && mixed > 300,
            "{fast} {interpreted} {mixed}"
        );
    }
}
