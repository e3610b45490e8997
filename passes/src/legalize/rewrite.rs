//! The rewriting machinery shared by the three legalisation passes: walk every memory op,
//! replace it by a sequence of new instructions, and redirect its uses in one sweep.
//!
//! ```text
//!   for each block:  [ a, b, OP, c ]  ──rewrite(OP)──▶  [ a, b, p0, p1, ..., pk, c ]
//!   then, once:      every use of OP's result ──▶ the new value (named like OP's result)
//! ```
//!
//! Uses are redirected at the end rather than per op, so a function with many ops is rewritten
//! in time linear in its size.

use crate::pass::PassError;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::edit::Replacements;
use memlower_ir::{
    Address, CastOp, ConstValue, Function, Inst, InstKind, Loc, ScalarType, Surface, Type, Value,
};

/// What a rewrite of one instruction produced.
pub(crate) enum Rewrite {
    /// Leave the instruction alone.
    Keep,
    /// The instruction was changed in place (its `via` set, say).
    InPlace,
    /// Replace the instruction by `insts` (already created, in order); uses of its result (if
    /// any) become uses of `result`.
    Replace {
        /// The new instructions.
        insts: Vec<Inst>,
        /// The value standing for the old result.
        result: Option<Value>,
    },
}

/// How many instructions a rewrite replaced and changed in place (a pass's counters).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Tally {
    /// Instructions replaced by new ones.
    pub(crate) replaced: u64,
    /// Instructions changed in place.
    pub(crate) in_place: u64,
}

impl Tally {
    /// Counts what `r` does, and returns it.
    pub(crate) fn note(&mut self, r: Result<Rewrite, PassError>) -> Result<Rewrite, PassError> {
        match &r {
            Ok(Rewrite::Replace { .. }) => self.replaced += 1,
            Ok(Rewrite::InPlace) => self.in_place += 1,
            _ => {}
        }
        r
    }
}

/// Runs `rewrite` on every instruction of `f` in layout order. Returns whether anything
/// changed.
pub(crate) fn rewrite_function(
    surfaces: &[Surface],
    f: &mut Function,
    mut rewrite: impl FnMut(&[Surface], &mut Function, Inst) -> Result<Rewrite, PassError>,
) -> Result<bool, PassError> {
    let mut changed = false;
    // The value standing for each replaced result (the closing sweep looks up every operand
    // of the function).
    let mut remap = Replacements::default();
    let mut outcome = Ok(());
    // A block's list is rebuilt (in `new`) only from its first replaced instruction on; a
    // block with none keeps its list as it is, and `new`'s buffer serves the next block.
    let mut new: Vec<Inst> = Vec::new();
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        let mut rebuilt = false;
        new.clear();
        let mut k = 0;
        while k < f.block(b).insts.len() {
            let i = f.block(b).insts[k];
            k += 1;
            if outcome.is_err() {
                if !rebuilt {
                    break;
                }
                new.push(i);
                continue;
            }
            let done = rewrite(surfaces, f, i).unwrap_or_else(|e| {
                outcome = Err(e);
                Rewrite::Keep
            });
            match done {
                Rewrite::Keep => {}
                Rewrite::InPlace => changed = true,
                Rewrite::Replace { insts, result: r } => {
                    changed = true;
                    if let (Some(old_v), Some(new_v)) = (f.result(i), r) {
                        // The user's name goes to the value that now stands for the result. The
                        // replaced (dead) value keeps it too, so reports can still name the op
                        // the new instructions come from (names are unique among live values).
                        let name = f.values[old_v.index()].name;
                        if f.values[new_v.index()].name.is_none() {
                            f.values[new_v.index()].name = name;
                        }
                        remap.replace(old_v, new_v, f.values.len());
                    }
                    // Every new instruction stands for the op the user wrote.
                    let origin = f.inst(i).source(i);
                    for &n in &insts {
                        f.inst_mut(n).origin = Some(origin);
                    }
                    if !rebuilt {
                        rebuilt = true;
                        new.extend_from_slice(&f.block(b).insts[..k - 1]);
                    }
                    new.extend(insts);
                    continue;
                }
            }
            if rebuilt {
                new.push(i);
            }
        }
        if rebuilt {
            std::mem::swap(&mut f.block_mut(b).insts, &mut new);
        }
    }
    // Redirect uses even when a later op failed, so the function stays well formed (the ops
    // rewritten before the failure are complete rewrites).
    if !remap.is_empty() {
        f.map_operands(|v| {
            if let Some(n) = remap.get(*v) {
                *v = n;
            }
        });
    }
    outcome.map(|()| changed)
}

/// Emits new instructions (not yet in any block) for one rewrite, all at the rewritten op's
/// source location, and remembers them in order.
pub(crate) struct Emitter<'f> {
    b: FunctionBuilder<'f>,
    insts: Vec<Inst>,
}

impl<'f> Emitter<'f> {
    /// An emitter whose instructions carry `loc`.
    pub(crate) fn new(f: &'f mut Function, loc: Loc) -> Emitter<'f> {
        let mut b = FunctionBuilder::new(f);
        b.set_loc(loc);
        Emitter {
            b,
            insts: Vec::new(),
        }
    }

    /// The function.
    pub(crate) fn func(&self) -> &Function {
        self.b.func
    }

    /// Type of a value.
    pub(crate) fn ty(&self, v: Value) -> Type {
        self.b.func.ty(v)
    }

    /// Emits an instruction; returns it.
    pub(crate) fn inst(&mut self, kind: InstKind, ty: Option<Type>) -> Inst {
        let i = self.b.insert(kind, ty);
        self.insts.push(i);
        i
    }

    /// Emits an instruction with a result; returns the result.
    pub(crate) fn value(&mut self, kind: InstKind, ty: Type) -> Value {
        let i = self.inst(kind, Some(ty));
        // `insert` with a result type always makes a result; the fallback is never taken.
        self.b.func.result(i).unwrap_or(Value(0))
    }

    /// `const 0 : ty` (0.0 for floats; a splat).
    pub(crate) fn zero(&mut self, ty: Type) -> Value {
        let value = match ty.elem() {
            Some(e) if e.is_float() => ConstValue::float(0.0),
            _ => ConstValue::int(0),
        };
        self.value(InstKind::Const { value }, ty)
    }

    /// `undef : ty`.
    pub(crate) fn undef(&mut self, ty: Type) -> Value {
        self.value(InstKind::Undef, ty)
    }

    /// `const [1 x lanes, 0 x (exec - lanes)] : mask<exec>`.
    pub(crate) fn prefix_mask(&mut self, lanes: u32, exec: u32) -> Value {
        let bits = (0..exec).map(|i| i64::from(i < lanes)).collect();
        self.value(
            InstKind::Const {
                value: ConstValue::Int(bits),
            },
            Type::mask(exec),
        )
    }

    /// `const v : i32`.
    pub(crate) fn i32_const(&mut self, v: u32) -> Value {
        self.value(
            InstKind::Const {
                value: ConstValue::int(i64::from(v)),
            },
            Type::I32,
        )
    }

    /// `extract %v[start]` of `lanes` lanes.
    pub(crate) fn extract(&mut self, v: Value, start: u32, lanes: u32) -> Value {
        let ty = self.ty(v).with_lanes(lanes);
        self.value(InstKind::Extract { src: v, start }, ty)
    }

    /// `concat` of parts of one shape.
    pub(crate) fn concat(&mut self, parts: &[Value]) -> Value {
        let lanes = parts.iter().map(|&p| self.ty(p).lanes().unwrap_or(1)).sum();
        let ty = parts
            .first()
            .map(|&p| self.ty(p))
            .unwrap_or(Type::I32)
            .with_lanes(lanes);
        self.value(
            InstKind::Concat {
                parts: parts.iter().copied().collect(),
            },
            ty,
        )
    }

    /// `chan.extract %v[c]`.
    pub(crate) fn chan_extract(&mut self, v: Value, chan: u8) -> Value {
        let t = self.ty(v);
        let ty = Type::vec(t.lanes().unwrap_or(1), t.elem().unwrap_or(ScalarType::I32));
        self.value(InstKind::ChanExtract { src: v, chan }, ty)
    }

    /// `chan.pack` of single-channel parts.
    pub(crate) fn chan_pack(&mut self, parts: &[Value]) -> Value {
        let first = parts.first().map(|&p| self.ty(p)).unwrap_or(Type::I32);
        let ty = Type::chan_vec(
            first.lanes().unwrap_or(1),
            parts.len() as u8,
            first.elem().unwrap_or(ScalarType::I32),
        );
        self.value(
            InstKind::ChanPack {
                parts: parts.iter().copied().collect(),
            },
            ty,
        )
    }

    /// A cast to `ty`.
    pub(crate) fn cast(&mut self, op: CastOp, x: Value, ty: Type) -> Value {
        self.value(InstKind::Cast { op, x }, ty)
    }

    /// `base + offset` as a scalar `i32` (just `offset` when there is no base; `base` itself
    /// when the offset is 0).
    pub(crate) fn offset_base(&mut self, base: Option<Value>, offset: u32) -> Option<Value> {
        if offset == 0 {
            return base;
        }
        let c = self.i32_const(offset);
        Some(match base {
            Some(b) => self.value(
                InstKind::Binary {
                    op: memlower_ir::BinOp::Add,
                    lhs: b,
                    rhs: c,
                },
                Type::I32,
            ),
            None => c,
        })
    }

    /// The instructions emitted, in order.
    pub(crate) fn finish(self) -> Vec<Inst> {
        self.insts
    }
}

/// The address of a piece at byte `offset` within each lane.
pub(crate) fn shifted_address(e: &mut Emitter, addr: &Address, offset: u32) -> Address {
    Address {
        surface: addr.surface,
        base: e.offset_base(addr.base, offset),
        offsets: addr.offsets,
    }
}

/// The lane count of a memory op: lanes of its result (reads) or its data (writes).
pub(crate) fn op_lanes(f: &Function, i: Inst) -> Option<u32> {
    let d = f.inst(i);
    match &d.kind {
        InstKind::Gather { .. } | InstKind::ImageLoad { .. } => {
            d.result.and_then(|r| f.ty(r).lanes())
        }
        InstKind::Scatter { data, .. } | InstKind::ImageStore { data, .. } => f.ty(*data).lanes(),
        _ => None,
    }
}

/// The mask slot of a memory op, so a split can add a mask where there was none.
pub(crate) fn mask_slot(kind: &mut InstKind) -> Option<&mut Option<Value>> {
    match kind {
        InstKind::Gather { mask, .. }
        | InstKind::Scatter { mask, .. }
        | InstKind::ImageLoad { mask, .. }
        | InstKind::ImageStore { mask, .. } => Some(mask),
        _ => None,
    }
}
