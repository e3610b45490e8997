//! [`ConstEval`]: which elements of a memory op's address (or data) are the same on every
//! execution. The backward slice of pure operations is found here; [`super::lanes`] answers
//! most slices element by element, and the reference interpreter answers the rest.

use super::lanes;
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::interp::{run_function, Limits, Memory, MemoryShape, Val};
use memlower_ir::{Function, InstKind, Loc, Module, Type, Value, ValueDef};
use smallvec::SmallVec;

/// How many operand edges [`ConstEval`] follows back from an address operand by default.
pub const DEPTH_LIMIT: u32 = 64;

/// How many instructions [`ConstEval`] evaluates for one memory op by default.
pub const MAX_SLICE_INSTS: usize = 1024;

/// Proves values constant, element by element, by running the reference interpreter on the
/// backward slice of pure operations that computes them (see [`crate::lint`]'s docs).
///
/// ```
/// use memlower_ir::{builder::FunctionBuilder, BinOp, Function, ScalarType, Type};
/// use memlower_passes::lint::ConstEval;
///
/// let mut f = Function::new("k");
/// let mut b = FunctionBuilder::new(&mut f);
/// let entry = b.block("entry");
/// let p = b.param(entry, Type::vec(4, ScalarType::I32), "p");
/// b.switch_to(entry);
/// let idx = b.lane_index(4);
/// let four = b.iconst(Type::vec(4, ScalarType::I32), 4);
/// let off = b.binary(BinOp::Mul, idx, four); // [0, 4, 8, 12]
/// let zero = b.iconst(Type::vec(4, ScalarType::I32), 0);
/// let unknown = b.binary(BinOp::Add, p, zero);
/// b.ret();
///
/// let vals = ConstEval::new(&f).eval(&[off, unknown]).unwrap();
/// assert_eq!(vals[0].elems(), vec![Some(0), Some(4), Some(8), Some(12)]);
/// assert_eq!(vals[1].elems(), vec![None; 4]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ConstEval<'f> {
    pub(super) f: &'f Function,
    depth_limit: u32,
    max_insts: usize,
}

/// Is `kind` an operation whose result depends only on its operands (no memory, no control)?
fn is_pure(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Const { .. }
            | InstKind::Splat { .. }
            | InstKind::LaneIndex
            | InstKind::Binary { .. }
            | InstKind::Cmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Fma { .. }
            | InstKind::Select { .. }
            | InstKind::Extract { .. }
            | InstKind::Insert { .. }
            | InstKind::Concat { .. }
            | InstKind::Cast { .. }
            | InstKind::ChanExtract { .. }
            | InstKind::ChanPack { .. }
    )
}

impl<'f> ConstEval<'f> {
    /// An evaluator over `f` with the default limits ([`DEPTH_LIMIT`], [`MAX_SLICE_INSTS`]).
    pub fn new(f: &'f Function) -> ConstEval<'f> {
        ConstEval::with_limits(f, DEPTH_LIMIT, MAX_SLICE_INSTS)
    }

    /// An evaluator that follows at most `depth_limit` operand edges back from a root and
    /// evaluates at most `max_insts` instructions per call; values beyond are unknown.
    pub fn with_limits(f: &'f Function, depth_limit: u32, max_insts: usize) -> ConstEval<'f> {
        ConstEval {
            f,
            depth_limit,
            max_insts,
        }
    }

    /// The pure instruction defining `v`, if `v` is one's result.
    pub(super) fn pure_def(&self, v: Value) -> Option<&'f InstKind> {
        match self.f.values.get(v.index())?.def {
            ValueDef::Result(i) => Some(&self.f.insts.get(i.index())?.kind).filter(|k| is_pure(k)),
            ValueDef::Param(..) => None,
        }
    }

    /// Evaluates `roots` together. Each result has the root's type; an element that is defined
    /// ([`Val::get`] is `Some`) is the same on every execution of the function, and an undefined
    /// element is unknown (it depends on a parameter, on memory, on a value past the limits, or
    /// is poison). `None` if the slice cannot be evaluated (IR the verifier rejects: an unknown
    /// value, a cycle of pure ops, an op on the wrong types).
    pub fn eval(&self, roots: &[Value]) -> Option<Vec<Val>> {
        let mut scratch = Scratch::default();
        match self.eval_in(roots, &mut scratch)? {
            Roots::Lanes(lanes) => (0..roots.len()).map(|k| lanes.root_val(k)).collect(),
            Roots::Vals(vals) => Some(vals),
        }
    }

    /// [`ConstEval::eval`] with buffers kept from earlier evaluations (a lint evaluates one
    /// slice per memory op: the buffers are allocated once per function, not per op), the
    /// fast rules' answer read in place rather than made into [`Val`]s.
    pub(super) fn eval_in<'s>(
        &self,
        roots: &[Value],
        scratch: &'s mut Scratch,
    ) -> Option<Roots<'s>> {
        let f = self.f;
        self.slice_in(roots, scratch)?;
        let Scratch {
            nodes,
            node_of,
            order,
            leaves,
            lanes,
            ..
        } = scratch;
        let node = |v: Value| node_of.get(v);
        if lanes::eval(
            f,
            |v| self.pure_def(v),
            node,
            nodes.len(),
            order,
            leaves,
            roots,
            lanes,
        )
        .is_some()
        {
            return Some(Roots::Lanes(lanes));
        }
        self.interpret(roots, order, leaves).map(Roots::Vals)
    }

    /// The slice of `roots` into `scratch`: its pure instructions' results in `order`, where
    /// operands come first, and its leaves (the values it reads but does not compute) in
    /// `leaves`.
    fn slice_in(&self, roots: &[Value], scratch: &mut Scratch) -> Option<()> {
        let f = self.f;
        // Breadth first, so every value is reached first at its smallest depth: `nodes` is
        // the queue (values in the order reached, each once), `at` its front.
        let Scratch {
            node_of,
            nodes,
            inner,
            leaves,
            ..
        } = scratch;
        node_of.begin(f.values.len());
        nodes.clear();
        inner.clear();
        leaves.clear();
        let mut inner_count = 0;
        let mut reach = |v: Value, depth: u32, nodes: &mut Vec<(Value, u32)>| {
            if node_of.insert_new(v, nodes.len()) {
                nodes.push((v, depth));
            }
        };
        for &r in roots {
            f.values.get(r.index())?;
            reach(r, 0, nodes);
        }
        let mut at = 0;
        while let Some(&(v, depth)) = nodes.get(at) {
            at += 1;
            let kind = self.pure_def(v).filter(|k| {
                inner_count < self.max_insts
                    && (depth < self.depth_limit || k.operands().is_empty())
            });
            inner.push(kind.is_some());
            let Some(kind) = kind else {
                leaves.push(v);
                continue;
            };
            inner_count += 1;
            let mut missing = false;
            kind.for_each_operand(|o| {
                if f.values.get(o.index()).is_none() {
                    missing = true;
                } else {
                    reach(o, depth + 1, nodes);
                }
            });
            if missing {
                return None;
            }
        }
        self.topological(roots, scratch, inner_count)
    }

    /// [`ConstEval::eval`] by the interpreter alone, for tests that hold the fast rules to it.
    #[doc(hidden)]
    pub fn eval_by_interpreter(&self, roots: &[Value]) -> Option<Vec<Val>> {
        let mut scratch = Scratch::default();
        self.slice_in(roots, &mut scratch)?;
        self.interpret(roots, &scratch.order, &scratch.leaves)
    }

    /// Runs the slice (`order`, whose other operands are `leaves`) in the reference
    /// interpreter, every leaf undefined.
    fn interpret(&self, roots: &[Value], order: &[Value], leaves: &[Value]) -> Option<Vec<Val>> {
        let f = self.f;
        // The slice as a one-block function: leaves are its parameters.
        let mut s = Function::new("lint.slice");
        let entry = s.add_block("entry");
        let mut map: HashMap<Value, Value> = HashMap::default();
        let mut args = Vec::with_capacity(leaves.len());
        for &v in leaves {
            let ty = f.ty(v);
            map.insert(v, s.add_block_param(entry, ty, None));
            args.push(Val::undefined(ty));
        }
        for &v in order {
            let mut kind = self.pure_def(v)?.clone();
            kind.for_each_operand_mut(|o| {
                if let Some(&n) = map.get(o) {
                    *o = n;
                }
            });
            let i = s.create_inst(kind, Some(f.ty(v)), None, Loc::UNKNOWN);
            s.append_inst(entry, i);
            map.insert(v, s.result(i)?);
        }
        let sunk = roots
            .iter()
            .map(|r| map.get(r).copied())
            .collect::<Option<_>>()?;
        let sink = s.create_inst(InstKind::Sink { args: sunk }, None, None, Loc::UNKNOWN);
        s.append_inst(entry, sink);
        let ret = s.create_inst(InstKind::Ret, None, None, Loc::UNKNOWN);
        s.append_inst(entry, ret);

        // No memory op is in the slice, so an empty module and memory serve.
        let empty = Module::new();
        let shape = MemoryShape {
            slm_bytes: 0,
            surfaces: Vec::new(),
        };
        let mut mem = Memory::zeroed(&empty, &shape).ok()?;
        let limits = Limits {
            max_steps: order.len() as u64 + 2,
        };
        let out = run_function(&empty, &s, &args, &mut mem, limits).ok()?;
        out.sinks.into_iter().next().map(|r| r.values)
    }

    /// The values of `scratch.inner` into `scratch.order`, in an order where every operand
    /// comes before its users (`None` on a cycle, which only IR the verifier rejects can have).
    fn topological(&self, roots: &[Value], scratch: &mut Scratch, count: usize) -> Option<()> {
        let Scratch {
            node_of,
            inner,
            order,
            state,
            stack,
            ..
        } = scratch;
        const NEW: u8 = 0;
        const OPEN: u8 = 1;
        const DONE: u8 = 2;
        // Each slice value's state, by its node number; `None` for a value outside `inner`.
        let node = |v: &Value| node_of.get(*v).filter(|&i| inner.get(i) == Some(&true));
        state.clear();
        state.resize(inner.len(), NEW);
        order.clear();
        order.reserve(count);
        // (value, its node, operands pushed?)
        stack.clear();
        stack.extend(
            roots
                .iter()
                .rev()
                .filter_map(|r| Some((*r, node(r)?, false))),
        );
        while let Some((v, i, expanded)) = stack.pop() {
            if expanded {
                state[i] = DONE;
                order.push(v);
                continue;
            }
            match state[i] {
                DONE => continue,
                OPEN => return None,
                _ => {}
            }
            state[i] = OPEN;
            stack.push((v, i, true));
            let kind = self.pure_def(v)?;
            let mut ops = kind.operands();
            ops.reverse();
            for o in ops {
                let Some(j) = node(&o) else { continue };
                match state[j] {
                    DONE => {}
                    OPEN => return None,
                    _ => stack.push((o, j, false)),
                }
            }
        }
        Some(())
    }
}

/// The buffers of one evaluation, kept for the next: the slice (its nodes by value, the
/// breadth-first queue, which nodes are computed, the leaves, the order), the topological
/// walk's state and stack, and the fast rules' value arena.
#[derive(Default)]
pub(super) struct Scratch {
    node_of: NodeTable,
    nodes: Vec<(Value, u32)>,
    inner: Vec<bool>,
    leaves: Vec<Value>,
    order: Vec<Value>,
    state: Vec<u8>,
    stack: Vec<(Value, usize, bool)>,
    lanes: lanes::Scratch,
}

impl Scratch {
    /// Frees the value table if a large function left it large (a thread keeps its buffers
    /// from one function to the next, but not one huge function's table for the rest of
    /// the run).
    pub(super) fn trim(&mut self) {
        if self.node_of.slots.len() > 1 << 16 {
            self.node_of = NodeTable::default();
        }
    }
}

/// Each slice value's node number, by value number: a table over the function's values (a
/// slice is evaluated per memory op, and every operand edge of it looks a value up), valid
/// for the current slice only. An entry is that slice's if it carries the slice's stamp, so
/// starting a slice clears nothing.
#[derive(Default)]
struct NodeTable {
    stamp: u32,
    /// (stamp, node) by value number.
    slots: Vec<(u32, u32)>,
}

impl NodeTable {
    /// Starts a slice of a function of `values` values: no value has a node.
    fn begin(&mut self, values: usize) {
        if self.stamp == u32::MAX {
            self.slots.clear();
            self.stamp = 0;
        }
        self.stamp += 1;
        if self.slots.len() < values {
            self.slots.resize(values, (0, 0));
        }
    }

    /// The node of `v` in this slice, if it has one.
    fn get(&self, v: Value) -> Option<usize> {
        match self.slots.get(v.index()) {
            Some(&(stamp, node)) if stamp == self.stamp => Some(node as usize),
            _ => None,
        }
    }

    /// Gives `v` (a value of the function) node `node` if it has none yet; true if it did.
    fn insert_new(&mut self, v: Value, node: usize) -> bool {
        match self.slots.get_mut(v.index()) {
            Some(slot) if slot.0 != self.stamp => {
                *slot = (self.stamp, node as u32);
                true
            }
            _ => false,
        }
    }
}

/// What [`ConstEval::eval_in`] found for its roots, in root order.
pub(super) enum Roots<'s> {
    /// By the fast rules: read in place.
    Lanes(&'s lanes::Scratch),
    /// By the interpreter.
    Vals(Vec<Val>),
}

impl Roots<'_> {
    /// Root `k`'s type.
    pub(super) fn ty(&self, k: usize) -> Option<Type> {
        match self {
            Roots::Lanes(l) => l.root_ty(k),
            Roots::Vals(v) => v.get(k).map(Val::ty),
        }
    }

    /// Elements `0..n` of root `k`, each as [`Roots::get`] reads it.
    pub(super) fn elems(&self, k: usize, n: usize) -> SmallVec<[Option<u64>; 32]> {
        match self {
            Roots::Lanes(l) => l.root_elems(k, n),
            Roots::Vals(v) => (0..n).map(|i| v.get(k)?.get(i)).collect(),
        }
    }

    /// Element `i` of root `k`, if it is known: [`Val::get`] of it.
    pub(super) fn get(&self, k: usize, i: usize) -> Option<u64> {
        match self {
            Roots::Lanes(l) => l.root_get(k, i),
            Roots::Vals(v) => v.get(k)?.get(i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::rng::Rng;

    /// The stamped table against a hash map made afresh for each slice, over random slices of
    /// functions of random sizes (growing and shrinking, as one thread's functions do), with
    /// the stamp near its wrap so the table is cleared on the way.
    #[test]
    fn node_table_is_a_fresh_map_per_slice() {
        let mut rng = Rng::new(7);
        let mut table = NodeTable {
            stamp: u32::MAX - 40,
            ..NodeTable::default()
        };
        for _ in 0..400 {
            let values = rng.range(1, 300) as usize;
            table.begin(values);
            let mut want: HashMap<Value, usize> = HashMap::default();
            for _ in 0..rng.range(0, 60) {
                let v = Value(rng.below(values as u64) as u32);
                if rng.chance(1, 2) {
                    let node = want.len();
                    let fresh = !want.contains_key(&v);
                    if fresh {
                        want.insert(v, node);
                    }
                    assert_eq!(table.insert_new(v, node), fresh);
                }
                assert_eq!(table.get(v), want.get(&v).copied());
            }
            for i in 0..values as u32 {
                assert_eq!(table.get(Value(i)), want.get(&Value(i)).copied());
            }
            // A value past the function's values has no node and takes none.
            let past = Value(table.slots.len() as u32);
            assert!(!table.insert_new(past, 0));
            assert_eq!(table.get(past), None);
        }
        assert!(
            table.stamp < 400,
            "the stamp wrapped and the table was cleared"
        );
    }
}
