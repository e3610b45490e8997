//! The reference interpreter of the abstract IR: the executable form of `docs/SEMANTICS.md`.
//!
//! Its one job is to be obviously right, so the lowering can be checked against it
//! (`memlower check` runs it side by side with an interpreter of the lowered messages on random
//! inputs, as regalloc2 checks its allocator). It is deliberately simple: one value per SSA name,
//! one element at a time, no cleverness.
//!
//! ```text
//!   run_function(module, function, args, &mut Memory, Limits)
//!        │ entry block params := args
//!        ▼
//!   for each instruction: evaluate ── sink ──▶ Outcome.sinks (in execution order)
//!        │                         ── scatter / image.store ──▶ Memory
//!        ▼
//!   br / cond_br: block params := args (all read before any is written); ret: done
//!
//!   errors: UndefinedBehaviour (overlapping writes, undefined address / mask / condition,
//!           broken alignment promise) │ StepLimit │ Arguments │ Memory │ Malformed
//! ```
//!
//! Values carry undefined ("poison") bytes ([`Val`]); undefinedness propagates through
//! arithmetic and is undefined behaviour only where the program would have to act on it (an
//! address, a memory-op mask, a branch condition). Undefined behaviour is an error, never
//! silently resolved: a program with UB on an input has no meaning to compare against.

mod arith;
pub mod float;
mod memory;
pub mod scalar;
mod undef;
mod value;

pub use memory::{
    load_le, store_le, Image, ImageSize, Memory, MemoryError, MemoryShape, SurfaceSize,
    MAX_SURFACE_BYTES,
};
pub use value::Val;

use crate::diag::Located;
use crate::ir::{
    Address, BinOp, BlockCall, CastOp, ConstValue, Function, ImageCoords, InstKind, Loc, Message,
    Module, MsgChoice, SurfaceKind, SurfaceRef, Value,
};
use crate::types::{ChannelMask, ScalarType, Type};
use scalar::{byte_mask, float_bits, width_mask};
use std::collections::HashMap;
use std::fmt;
use undef::{ashr_undef, shift_undef, undef_upward};
use value::elem_mask;

/// Bounds on one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Instructions (terminators included) the run may execute before it stops with
    /// [`InterpError::StepLimit`].
    pub max_steps: u64,
}

impl Default for Limits {
    /// One million instructions.
    fn default() -> Limits {
        Limits {
            max_steps: 1_000_000,
        }
    }
}

/// The values one executed `sink` saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinkRecord {
    /// Where the `sink` is.
    pub loc: Loc,
    /// Its operands' values, in operand order.
    pub values: Vec<Val>,
}

/// What a run that returned produced besides its memory writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Every executed `sink`, in execution order.
    pub sinks: Vec<SinkRecord>,
    /// Instructions executed, terminators included.
    pub steps: u64,
}

impl Outcome {
    /// Does this reference outcome admit `observed`? The same number of sinks with the same
    /// number of values, each admitted by [`Val::admits`] (locations and step counts are not
    /// compared: a lowered program has other instructions).
    pub fn admits(&self, observed: &Outcome) -> bool {
        self.sinks.len() == observed.sinks.len()
            && self.sinks.iter().zip(&observed.sinks).all(|(r, o)| {
                r.values.len() == o.values.len()
                    && r.values.iter().zip(&o.values).all(|(r, o)| r.admits(o))
            })
    }
}

/// A memory location two lanes both wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A byte of a buffer (or of SLM).
    Byte {
        /// Surface name.
        surface: String,
        /// Byte address.
        address: u32,
    },
    /// A channel of an image pixel.
    Texel {
        /// Surface name.
        surface: String,
        /// U, V, R coordinates.
        uvr: [u32; 3],
        /// Channel (0 = R .. 3 = A).
        channel: u8,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Byte { surface, address } => write!(f, "byte {address:#x} of @{surface}"),
            Place::Texel {
                surface,
                uvr: [u, v, r],
                channel,
            } => {
                let ch = ChannelMask(1 << channel).name();
                write!(f, "channel {ch} of pixel ({u}, {v}, {r}) of @{surface}")
            }
        }
    }
}

fn lane_text(lane: &Option<u32>) -> String {
    lane.map(|l| format!(" in lane {l}")).unwrap_or_default()
}

/// The kinds of undefined behaviour the interpreter detects.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Ub {
    /// Two enabled lanes of one scatter or image store write the same in-bounds location.
    #[error("enabled lanes {first} and {second} both write {place}")]
    OverlappingWrite {
        /// The lower lane.
        first: u32,
        /// The higher lane.
        second: u32,
        /// The location.
        place: Place,
    },
    /// An address, coordinate, memory-op mask or branch condition has an undefined byte.
    #[error("the {operand}{} is undefined", lane_text(lane))]
    UndefinedOperand {
        /// `base`, `offset`, `mask`, `u`, `v`, `r`, `lod` or `condition`.
        operand: &'static str,
        /// The lane, for per-lane operands.
        lane: Option<u32>,
    },
    /// An enabled lane of a gather or scatter on stateless memory reaches a byte past the end
    /// of the memory the caller gave. Stateless memory has no bounds the hardware checks (it is
    /// a raw address), so the access goes wherever the address points: nothing is promised.
    #[error("lane {lane} accesses byte {address:#x} of stateless @{surface}, past the end of its {size} bytes")]
    OutOfBounds {
        /// The lane.
        lane: u32,
        /// The first byte past the end it touches (`base + offset + ...`, wrapped to 32 bits).
        address: u32,
        /// The surface.
        surface: String,
        /// Bytes of memory the surface has.
        size: u32,
    },
    /// An enabled lane's address breaks the op's `align` promise.
    #[error("lane {lane} accesses address {address:#x}, not a multiple of the promised alignment {align}")]
    Misaligned {
        /// The lane.
        lane: u32,
        /// Its byte address (`base + offset`, wrapped to 32 bits).
        address: u32,
        /// The op's `align`.
        align: u32,
    },
}

/// Why a run did not return normally.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// The program has undefined behaviour on these inputs: there is nothing to compare.
    #[error("undefined behaviour in `{op}`: {ub}")]
    UndefinedBehaviour {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What happened.
        ub: Ub,
    },
    /// More than [`Limits::max_steps`] instructions ran (the program may not terminate).
    #[error("step limit reached: {limit} instructions executed without returning")]
    StepLimit {
        /// The instruction that would have exceeded the limit.
        loc: Loc,
        /// The limit.
        limit: u64,
    },
    /// The arguments do not match the function's parameters.
    #[error("@{func} takes ({expected}) but was given ({found})")]
    Arguments {
        /// The function.
        loc: Loc,
        /// Its name.
        func: String,
        /// The parameter types.
        expected: String,
        /// The argument types.
        found: String,
    },
    /// The memory has no storage of the right kind for a surface the op touches.
    #[error("`{op}`: {reason}")]
    Memory {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What is missing.
        reason: String,
    },
    /// IR the verifier rejects (a type or shape the op does not accept, a use before
    /// definition, a block without terminator). Run the verifier first.
    #[error("`{op}` cannot run: {reason}")]
    Malformed {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What is wrong.
        reason: String,
    },
}

impl InterpError {
    /// True for [`InterpError::UndefinedBehaviour`]: the program, not the interpreter or its
    /// inputs' shape, is at fault.
    pub fn is_ub(&self) -> bool {
        matches!(self, InterpError::UndefinedBehaviour { .. })
    }
}

impl Located for InterpError {
    fn loc(&self) -> Loc {
        match self {
            InterpError::UndefinedBehaviour { loc, .. }
            | InterpError::StepLimit { loc, .. }
            | InterpError::Arguments { loc, .. }
            | InterpError::Memory { loc, .. }
            | InterpError::Malformed { loc, .. } => *loc,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            InterpError::Arguments { expected, .. } => Some(format!("arguments ({expected})")),
            InterpError::Malformed { .. } => Some("IR the verifier accepts".into()),
            InterpError::Memory { .. } => {
                Some("a Memory built for this module (Memory::zeroed / Memory::random)".into())
            }
            _ => None,
        }
    }
}

/// The instruction being executed, for error reports.
#[derive(Clone, Copy)]
struct At {
    loc: Loc,
    op: &'static str,
}

impl At {
    fn malformed(self, reason: impl Into<String>) -> InterpError {
        InterpError::Malformed {
            loc: self.loc,
            op: self.op,
            reason: reason.into(),
        }
    }

    fn ub(self, ub: Ub) -> InterpError {
        InterpError::UndefinedBehaviour {
            loc: self.loc,
            op: self.op,
            ub,
        }
    }

    fn undefined(self, operand: &'static str, lane: Option<u32>) -> InterpError {
        self.ub(Ub::UndefinedOperand { operand, lane })
    }
}

/// Runs `f` (a function of `m`) on `args` and `mem` under the reference semantics of
/// `docs/SEMANTICS.md`. On `Ok`, `mem` holds the final memory; on `Err`, whatever was written
/// before the error.
pub fn run_function(
    m: &Module,
    f: &Function,
    args: &[Val],
    mem: &mut Memory,
    limits: Limits,
) -> Result<Outcome, InterpError> {
    let fn_at = At {
        loc: f.loc,
        op: "func",
    };
    let entry = f
        .entry()
        .ok_or_else(|| fn_at.malformed("the function has no block"))?;
    let params = f.params();
    let types_text = |tys: Vec<Type>| {
        tys.iter()
            .map(Type::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let param_tys: Vec<Type> = params.iter().map(|&p| f.ty(p)).collect();
    let arg_tys: Vec<Type> = args.iter().map(Val::ty).collect();
    if param_tys != arg_tys {
        return Err(InterpError::Arguments {
            loc: f.loc,
            func: f.name.clone(),
            expected: types_text(param_tys),
            found: types_text(arg_tys),
        });
    }
    let mut it = Interp {
        m,
        f,
        mem,
        vals: vec![None; f.values.len()],
        out: Outcome::default(),
    };
    for (&p, a) in params.iter().zip(args) {
        it.set(fn_at, p, a.clone())?;
    }
    let mut block = entry;
    loop {
        let data = f
            .blocks
            .get(block.index())
            .ok_or_else(|| fn_at.malformed(format!("{block} does not exist")))?;
        let mut next: Option<(At, &BlockCall)> = None;
        for &inst in &data.insts {
            let d = f
                .insts
                .get(inst.index())
                .ok_or_else(|| fn_at.malformed(format!("{inst} does not exist")))?;
            let at = At {
                loc: d.loc,
                op: d.kind.mnemonic(),
            };
            it.out.steps += 1;
            if it.out.steps > limits.max_steps {
                return Err(InterpError::StepLimit {
                    loc: d.loc,
                    limit: limits.max_steps,
                });
            }
            match &d.kind {
                InstKind::Ret => return Ok(it.out),
                InstKind::Br { dest } => {
                    next = Some((at, dest));
                    break;
                }
                InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                } => {
                    let c = it.get(at, *cond)?;
                    if c.ty() != Type::mask(1) {
                        return Err(
                            at.malformed(format!("the condition is {}, not mask<1>", c.ty()))
                        );
                    }
                    let taken = match c.get(0) {
                        Some(0) => else_dest,
                        Some(_) => then_dest,
                        None => return Err(at.undefined("condition", None)),
                    };
                    next = Some((at, taken));
                    break;
                }
                kind => it.exec(at, kind, d.result)?,
            }
        }
        let Some((at, dest)) = next else {
            return Err(fn_at.malformed(format!("block `{}` ends without a terminator", data.name)));
        };
        // Read every argument before writing any parameter (a loop may swap its parameters).
        let vals = dest
            .args
            .iter()
            .map(|&a| it.get(at, a).cloned())
            .collect::<Result<Vec<Val>, _>>()?;
        let target = f
            .blocks
            .get(dest.block.index())
            .ok_or_else(|| at.malformed(format!("{} does not exist", dest.block)))?;
        if target.params.len() != vals.len() {
            return Err(at.malformed(format!(
                "`{}` takes {} arguments, {} given",
                target.name,
                target.params.len(),
                vals.len()
            )));
        }
        for (&p, v) in target.params.iter().zip(vals) {
            it.set(at, p, v)?;
        }
        block = dest.block;
    }
}

struct Interp<'a> {
    m: &'a Module,
    f: &'a Function,
    mem: &'a mut Memory,
    vals: Vec<Option<Val>>,
    out: Outcome,
}

/// A value's name for messages: `%name`, or the arena id of an anonymous value.
fn value_text(f: &Function, v: Value) -> String {
    match f.values.get(v.index()).and_then(|d| d.name.as_deref()) {
        Some(n) => format!("%{n}"),
        None => format!("{v}"),
    }
}

/// The dword messages move `B` bytes per lane between memory and the low bytes of a dword
/// register. On a one-dword lane (`vec<N x i32>`, `vec<N x f32>`), `via gather_scaled.B` /
/// `via scatter_scaled.B` with `B < 4` therefore reads (writes) only the low `B` bytes. Any other
/// `via` leaves the access as the type says.
fn narrow_bytes(at: At, via: Option<MsgChoice>, ty: Type) -> Result<Option<u32>, InterpError> {
    let Some(via) = via else { return Ok(None) };
    if !matches!(via.msg, Message::GatherScaled | Message::ScatterScaled) {
        return Ok(None);
    }
    if !matches!(via.blocks, 1 | 2 | 4) {
        return Err(at.malformed(format!("`via {via}`: the block count must be 1, 2 or 4")));
    }
    let dword_lane = ty.chans() == Some(1) && ty.elem().map(ScalarType::bytes) == Some(4);
    Ok((dword_lane && via.blocks < 4).then_some(u32::from(via.blocks)))
}

impl Interp<'_> {
    fn get(&self, at: At, v: Value) -> Result<&Val, InterpError> {
        self.vals
            .get(v.index())
            .and_then(Option::as_ref)
            .ok_or_else(|| {
                at.malformed(format!(
                    "{} has no value here (used before its definition)",
                    value_text(self.f, v)
                ))
            })
    }

    fn set(&mut self, at: At, v: Value, val: Val) -> Result<(), InterpError> {
        let want = self.f.values.get(v.index()).map(|d| d.ty);
        if want != Some(val.ty()) {
            return Err(at.malformed(format!(
                "{} is declared {} but receives a {}",
                value_text(self.f, v),
                want.map(|t| t.to_string())
                    .unwrap_or_else(|| "nothing".into()),
                val.ty()
            )));
        }
        match self.vals.get_mut(v.index()) {
            Some(slot) => {
                *slot = Some(val);
                Ok(())
            }
            None => Err(at.malformed(format!("{v} does not exist"))),
        }
    }

    /// The operand `v`, checked to have type `ty`.
    fn get_ty(&self, at: At, v: Value, ty: Type, what: &str) -> Result<&Val, InterpError> {
        let val = self.get(at, v)?;
        if val.ty() != ty {
            return Err(at.malformed(format!("the {what} is {}, expected {ty}", val.ty())));
        }
        Ok(val)
    }

    fn exec(&mut self, at: At, kind: &InstKind, result: Option<Value>) -> Result<(), InterpError> {
        match kind {
            InstKind::Sink { args } => {
                let values = args
                    .iter()
                    .map(|&a| self.get(at, a).cloned())
                    .collect::<Result<Vec<_>, _>>()?;
                self.out.sinks.push(SinkRecord {
                    loc: at.loc,
                    values,
                });
                Ok(())
            }
            InstKind::Scatter {
                addr,
                data,
                mask,
                align,
                via,
            } => self.scatter(at, addr, *data, *mask, *align, *via),
            InstKind::ImageStore {
                surface,
                coords,
                data,
                mask,
                channels,
            } => self.image_store(at, *surface, coords, *data, *mask, *channels),
            _ => {
                let r = result.ok_or_else(|| at.malformed("the instruction has no result"))?;
                let ty = self
                    .f
                    .values
                    .get(r.index())
                    .map(|d| d.ty)
                    .ok_or_else(|| at.malformed(format!("{r} does not exist")))?;
                let v = self.eval(at, kind, ty)?;
                self.set(at, r, v)
            }
        }
    }

    /// Evaluates an instruction with a result of type `ty`.
    fn eval(&self, at: At, kind: &InstKind, ty: Type) -> Result<Val, InterpError> {
        let n = ty.num_elements() as usize;
        let chans = ty.chans().unwrap_or(1).max(1) as usize;
        match kind {
            InstKind::Const { value } => self.constant(at, value, ty),
            InstKind::Splat { x } => {
                let xv = self.get(at, *x)?;
                let same_kind = xv.ty().elem() == ty.elem() && xv.ty().is_mask() == ty.is_mask();
                if xv.len() != 1 || !same_kind {
                    return Err(at.malformed(format!("cannot splat a {} to {ty}", xv.ty())));
                }
                Ok(Val::parts(
                    ty,
                    vec![xv.bits()[0]; n],
                    vec![xv.undef()[0]; n],
                ))
            }
            InstKind::Undef => Ok(Val::undefined(ty)),
            InstKind::LaneIndex => {
                let t = ty
                    .elem()
                    .filter(|t| t.is_int() && ty.is_vec())
                    .ok_or_else(|| {
                        at.malformed(format!("lane.index produces an integer vector, not {ty}"))
                    })?;
                let bits = (0..n).map(|i| (i / chans) as u64 & width_mask(t)).collect();
                Ok(Val::parts(ty, bits, vec![0; n]))
            }
            InstKind::Binary { op, lhs, rhs } => {
                let a = self.get_ty(at, *lhs, ty, "left operand")?;
                let b = self.get_ty(at, *rhs, ty, "right operand")?;
                self.binary(at, *op, a, b, ty)
            }
            InstKind::Cmp { pred, lhs, rhs } => {
                self.compare(at, *lhs, *rhs, ty, "cmp", |t, x, y| {
                    scalar::compare(*pred, t, x, y)
                })
            }
            InstKind::FCmp { pred, lhs, rhs } => {
                self.compare(at, *lhs, *rhs, ty, "fcmp", |t, x, y| {
                    float::fcompare(*pred, t, x, y)
                })
            }
            InstKind::Fma { a, b, c } => self.fma(at, *a, *b, *c, ty),
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                let lanes = ty.lanes().unwrap_or(1);
                let c = self.get_ty(at, *cond, Type::mask(lanes), "condition")?;
                let t = self.get_ty(at, *on_true, ty, "true arm")?;
                let e = self.get_ty(at, *on_false, ty, "false arm")?;
                let full = elem_mask(ty);
                let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
                for i in 0..n {
                    let (b, u) = match c.get(i / chans) {
                        Some(0) => (e.bits()[i], e.undef()[i]),
                        Some(_) => (t.bits()[i], t.undef()[i]),
                        None => (0, full),
                    };
                    bits.push(b);
                    undef.push(u);
                }
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::Extract { src, start } => {
                let s = self.get(at, *src)?;
                same_shape(at, s.ty(), ty)?;
                let from = *start as usize * chans;
                slice(at, s, from, n, ty)
            }
            InstKind::Insert { dst, src, start } => {
                let d = self.get_ty(at, *dst, ty, "destination")?;
                let s = self.get(at, *src)?;
                same_shape(at, s.ty(), ty)?;
                let from = *start as usize * chans;
                if from + s.len() > n {
                    return Err(at.malformed(format!(
                        "lanes {start}.. of a {} do not fit in {ty}",
                        s.ty()
                    )));
                }
                let (mut bits, mut undef) = (d.bits().to_vec(), d.undef().to_vec());
                bits[from..from + s.len()].copy_from_slice(s.bits());
                undef[from..from + s.len()].copy_from_slice(s.undef());
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::Concat { parts } => {
                let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
                for &p in parts {
                    let pv = self.get(at, p)?;
                    same_shape(at, pv.ty(), ty)?;
                    bits.extend_from_slice(pv.bits());
                    undef.extend_from_slice(pv.undef());
                }
                if bits.len() != n {
                    return Err(at.malformed(format!(
                        "the parts have {} elements, {ty} has {n}",
                        bits.len()
                    )));
                }
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::ChanExtract { src, chan } => {
                let s = self.get(at, *src)?;
                let sc = s.ty().chans().unwrap_or(1) as usize;
                let want = Type::vec(
                    s.ty().lanes().unwrap_or(1),
                    s.ty().elem().unwrap_or(ScalarType::I32),
                );
                if s.ty().is_mask() || *chan as usize >= sc || ty != want {
                    return Err(
                        at.malformed(format!("cannot take channel {chan} of {} as {ty}", s.ty()))
                    );
                }
                let idx = |i: usize| i * sc + *chan as usize;
                Ok(Val::parts(
                    ty,
                    (0..n).map(|i| s.bits()[idx(i)]).collect(),
                    (0..n).map(|i| s.undef()[idx(i)]).collect(),
                ))
            }
            InstKind::ChanPack { parts } => {
                let lanes = ty.lanes().unwrap_or(1);
                let part_ty = Type::vec(lanes, ty.elem().unwrap_or(ScalarType::I32));
                if ty.is_mask() || parts.len() != chans {
                    return Err(at.malformed(format!("{} parts cannot make {ty}", parts.len())));
                }
                let vals = parts
                    .iter()
                    .map(|&p| self.get_ty(at, p, part_ty, "channel"))
                    .collect::<Result<Vec<_>, _>>()?;
                let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
                for lane in 0..lanes as usize {
                    for v in &vals {
                        bits.push(v.bits()[lane]);
                        undef.push(v.undef()[lane]);
                    }
                }
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::Cast { op, x } => {
                let xv = self.get(at, *x)?;
                match op {
                    CastOp::Bitcast => bitcast(at, xv, ty),
                    op if op.is_float_conversion() => self.float_cast(at, *op, xv, ty),
                    _ => {
                        let (Some(from), Some(to)) = (xv.ty().elem(), ty.elem()) else {
                            return Err(at.malformed(format!(
                                "cannot {} {} to {ty}",
                                op.name(),
                                xv.ty()
                            )));
                        };
                        if xv.len() != n || xv.ty().lanes() != ty.lanes() {
                            return Err(at.malformed(format!(
                                "cannot {} {} to {ty}",
                                op.name(),
                                xv.ty()
                            )));
                        }
                        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
                        for i in 0..n {
                            let (b, u) =
                                scalar::int_cast(*op, from, to, xv.bits()[i], xv.undef()[i])
                                    .map_err(|e| at.malformed(e))?;
                            bits.push(b);
                            undef.push(u);
                        }
                        Ok(Val::parts(ty, bits, undef))
                    }
                }
            }
            InstKind::Gather {
                addr,
                mask,
                align,
                via,
            } => self.gather(at, addr, *mask, *align, *via, ty),
            InstKind::ImageLoad {
                surface,
                coords,
                mask,
                channels,
                ..
            } => self.image_load(at, *surface, coords, *mask, *channels, ty),
            InstKind::Scatter { .. }
            | InstKind::ImageStore { .. }
            | InstKind::Sink { .. }
            | InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Ret => Err(at.malformed("the instruction has no result")),
        }
    }

    fn constant(&self, at: At, value: &ConstValue, ty: Type) -> Result<Val, InterpError> {
        let n = ty.num_elements() as usize;
        if value.len() != 1 && value.len() != n {
            return Err(at.malformed(format!(
                "{} elements for a {ty}, which has {n}",
                value.len()
            )));
        }
        let bits = match (ty.elem(), value) {
            (None, ConstValue::Int(_)) => (0..n).map(|i| u64::from(value.int_at(i) != 0)).collect(),
            (Some(t), ConstValue::Int(_)) if t.is_int() => (0..n)
                .map(|i| value.int_at(i) as u64 & width_mask(t))
                .collect(),
            (Some(t), ConstValue::Float(_)) if t.is_float() => (0..n)
                .map(|i| float_bits(t, value.float_at(i)).unwrap_or(0))
                .collect(),
            _ => return Err(at.malformed(format!("the constant's elements do not fit {ty}"))),
        };
        Ok(Val::parts(ty, bits, vec![0; n]))
    }

    fn binary(&self, at: At, op: BinOp, a: &Val, b: &Val, ty: Type) -> Result<Val, InterpError> {
        let n = a.len();
        let elem = ty.elem();
        let full = elem_mask(ty);
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            let (x, y, ux, uy) = (a.bits()[i], b.bits()[i], a.undef()[i], b.undef()[i]);
            // Undefined bits are stored as 0, so computing on the raw bits gives the right
            // value in every byte that the rules below call defined.
            let value = scalar::binary(op, elem, x, y).map_err(|e| at.malformed(e))?;
            let u = match (value, elem) {
                (None, _) if uy == 0 => full, // oversized shift: poison
                _ if ux | uy == 0 => 0,
                (_, None) => full,
                (_, Some(t)) if t.is_float() => full,
                (_, Some(t)) => match op {
                    BinOp::And | BinOp::Or | BinOp::Xor => ux | uy,
                    BinOp::Add | BinOp::Sub | BinOp::Mul => undef_upward(ux | uy) & full,
                    BinOp::Shl | BinOp::LShr | BinOp::AShr if uy != 0 => full,
                    BinOp::Shl | BinOp::LShr => match value {
                        None => full,
                        Some(_) => shift_undef(ux, y as u32, t.bytes(), op == BinOp::Shl),
                    },
                    BinOp::AShr => match value {
                        None => full,
                        Some(_) => ashr_undef(ux, y as u32, t.bytes()),
                    },
                    // The result is one operand or the other, chosen by both values.
                    BinOp::SMin | BinOp::SMax | BinOp::UMin | BinOp::UMax => full,
                    BinOp::MinNum | BinOp::MaxNum => full,
                },
            };
            bits.push(value.unwrap_or(0));
            undef.push(u);
        }
        Ok(Val::parts(ty, bits, undef))
    }

    /// Which lanes a memory op touches: all without a mask; an undefined mask lane is UB.
    fn enabled(&self, at: At, mask: Option<Value>, lanes: u32) -> Result<Vec<bool>, InterpError> {
        let Some(m) = mask else {
            return Ok(vec![true; lanes as usize]);
        };
        let mv = self.get_ty(at, m, Type::mask(lanes), "mask")?;
        (0..lanes)
            .map(|i| match mv.get(i as usize) {
                Some(b) => Ok(b != 0),
                None => Err(at.undefined("mask", Some(i))),
            })
            .collect()
    }

    /// The byte address of every enabled lane (`None` for disabled lanes), checked against
    /// the alignment promise.
    fn addresses(
        &self,
        at: At,
        addr: &Address,
        enabled: &[bool],
        align: u32,
    ) -> Result<Vec<Option<u32>>, InterpError> {
        if !align.is_power_of_two() {
            return Err(at.malformed(format!("align {align} is not a power of two")));
        }
        let lanes = enabled.len() as u32;
        let base = match addr.base {
            None => Some(0),
            Some(b) => self.get_ty(at, b, Type::I32, "base")?.get(0),
        };
        let offs = self.get_ty(
            at,
            addr.offsets,
            Type::vec(lanes, ScalarType::I32),
            "offsets",
        )?;
        let mut out = Vec::with_capacity(enabled.len());
        for (lane, &on) in enabled.iter().enumerate() {
            if !on {
                out.push(None);
                continue;
            }
            let base = base.ok_or_else(|| at.undefined("base", None))?;
            let off = offs
                .get(lane)
                .ok_or_else(|| at.undefined("offset", Some(lane as u32)))?;
            let a = (base as u32).wrapping_add(off as u32);
            if a & (align - 1) != 0 {
                return Err(at.ub(Ub::Misaligned {
                    lane: lane as u32,
                    address: a,
                    align,
                }));
            }
            out.push(Some(a));
        }
        Ok(out)
    }

    fn surface_name(&self, s: SurfaceRef) -> String {
        self.m
            .surfaces
            .get(s.index())
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("{s}"))
    }

    fn surface_kind(&self, at: At, s: SurfaceRef) -> Result<SurfaceKind, InterpError> {
        self.m
            .surfaces
            .get(s.index())
            .map(|d| d.kind)
            .ok_or_else(|| at.malformed(format!("{s} is not declared")))
    }

    fn buffer_bytes(&self, at: At, s: SurfaceRef) -> Result<&[Option<u8>], InterpError> {
        if self.surface_kind(at, s)?.is_image() {
            return Err(at.malformed(format!(
                "@{} is an image, not a buffer",
                self.surface_name(s)
            )));
        }
        self.mem.bytes(s).ok_or_else(|| InterpError::Memory {
            loc: at.loc,
            op: at.op,
            reason: format!("the memory has no bytes for @{}", self.surface_name(s)),
        })
    }

    /// Stateless memory has no bounds: an enabled lane whose `chans` elements of `size` bytes
    /// (of which `width` are accessed) reach past the end of the memory is undefined behaviour
    /// (`Ub::OutOfBounds`). Other surfaces have bounds the hardware checks; their
    /// out-of-bounds bytes read 0 and are not written.
    #[allow(clippy::too_many_arguments)]
    fn stateless_in_bounds(
        &self,
        at: At,
        surface: SurfaceRef,
        addrs: &[Option<u32>],
        chans: u32,
        size: u32,
        width: u32,
        len: usize,
    ) -> Result<(), InterpError> {
        if self.surface_kind(at, surface)? != SurfaceKind::Stateless {
            return Ok(());
        }
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            for c in 0..chans {
                for k in 0..width {
                    let byte = a.wrapping_add(c * size).wrapping_add(k);
                    if byte as usize >= len {
                        return Err(at.ub(Ub::OutOfBounds {
                            lane: lane as u32,
                            address: byte,
                            surface: self.surface_name(surface),
                            size: len as u32,
                        }));
                    }
                }
            }
        }
        Ok(())
    }

    fn gather(
        &self,
        at: At,
        addr: &Address,
        mask: Option<Value>,
        align: u32,
        via: Option<MsgChoice>,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let Type::Vec { lanes, chans, elem } = ty else {
            return Err(at.malformed(format!("a gather produces a vector, not {ty}")));
        };
        let narrow = narrow_bytes(at, via, ty)?;
        let enabled = self.enabled(at, mask, lanes)?;
        let addrs = self.addresses(at, addr, &enabled, align)?;
        let bytes = self.buffer_bytes(at, addr.surface)?;
        let size = elem.bytes();
        let width = narrow.unwrap_or(size);
        self.stateless_in_bounds(
            at,
            addr.surface,
            &addrs,
            u32::from(chans),
            size,
            width,
            bytes.len(),
        )?;
        let full = byte_mask(elem);
        let (mut bits, mut undef) = (Vec::new(), Vec::new());
        for a in addrs {
            for c in 0..u32::from(chans) {
                let (b, u) = match a {
                    None => (0, full),
                    Some(a) => {
                        let at_c = a.wrapping_add(c * size);
                        match narrow {
                            // The message fills the low `nb` bytes; the rest is undefined.
                            Some(nb) => {
                                let (b, u) = load_le(bytes, at_c, nb);
                                (b, u | (full & !((1u8 << nb) - 1)))
                            }
                            None => load_le(bytes, at_c, size),
                        }
                    }
                };
                bits.push(b);
                undef.push(u);
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    fn scatter(
        &mut self,
        at: At,
        addr: &Address,
        data: Value,
        mask: Option<Value>,
        align: u32,
        via: Option<MsgChoice>,
    ) -> Result<(), InterpError> {
        let d = self.get(at, data)?.clone();
        let Type::Vec { lanes, chans, elem } = d.ty() else {
            return Err(at.malformed(format!("a scatter writes a vector, not {}", d.ty())));
        };
        let width = narrow_bytes(at, via, d.ty())?.unwrap_or(elem.bytes());
        let enabled = self.enabled(at, mask, lanes)?;
        let addrs = self.addresses(at, addr, &enabled, align)?;
        let len = self.buffer_bytes(at, addr.surface)?.len();
        // Undefined behaviour is decided before anything is written.
        self.stateless_in_bounds(
            at,
            addr.surface,
            &addrs,
            u32::from(chans),
            elem.bytes(),
            width,
            len,
        )?;
        let chans = usize::from(chans);
        let mut writer: HashMap<u32, u32> = HashMap::new();
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            for c in 0..chans as u32 {
                for k in 0..width {
                    let byte = a.wrapping_add(c * elem.bytes()).wrapping_add(k);
                    if (byte as usize) >= len {
                        continue;
                    }
                    if let Some(first) = writer.insert(byte, lane as u32) {
                        return Err(at.ub(Ub::OverlappingWrite {
                            first,
                            second: lane as u32,
                            place: Place::Byte {
                                surface: self.surface_name(addr.surface),
                                address: byte,
                            },
                        }));
                    }
                }
            }
        }
        let bytes = self
            .mem
            .bytes_mut(addr.surface)
            .ok_or_else(|| at.malformed("the surface has no bytes"))?;
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            for c in 0..chans {
                let i = lane * chans + c;
                let at_c = a.wrapping_add(c as u32 * elem.bytes());
                store_le(bytes, at_c, width, d.bits()[i], d.undef()[i]);
            }
        }
        Ok(())
    }

    /// The per-lane `[u, v, r, lod]` of every enabled lane (`None` for disabled lanes), after
    /// checking that `ty` is the dword vector the image's format and `channels` call for.
    #[allow(clippy::too_many_arguments)]
    fn image_lanes(
        &self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        ty: Type,
        what: &str,
    ) -> Result<Vec<Option<[u32; 4]>>, InterpError> {
        let SurfaceKind::Image { dim, elem, .. } = self.surface_kind(at, surface)? else {
            return Err(at.malformed(format!("@{} is not an image", self.surface_name(surface))));
        };
        let is_float = elem.is_float();
        let lanes = ty.lanes().unwrap_or(0);
        let want = Type::chan_vec(
            lanes,
            channels.count(),
            if is_float {
                ScalarType::F32
            } else {
                ScalarType::I32
            },
        );
        if !channels.is_valid() || ty != want || lanes == 0 {
            return Err(at.malformed(format!(
                "the {what} of channels {channels} of @{} must be {want}, not {ty}",
                self.surface_name(surface)
            )));
        }
        if coords.uvr.len() != dim.coords() {
            return Err(at.malformed(format!(
                "{} coordinates for a {}D image",
                coords.uvr.len(),
                dim.coords()
            )));
        }
        let enabled = self.enabled(at, mask, lanes)?;
        let coord_ty = Type::vec(lanes, ScalarType::I32);
        const NAMES: [&str; 4] = ["u", "v", "r", "lod"];
        let mut cvals: Vec<(&'static str, &Val)> = Vec::new();
        for (i, &c) in coords.uvr.iter().enumerate() {
            cvals.push((
                NAMES[i.min(2)],
                self.get_ty(at, c, coord_ty, NAMES[i.min(2)])?,
            ));
        }
        if let Some(l) = coords.lod {
            cvals.push(("lod", self.get_ty(at, l, coord_ty, "lod")?));
        }
        let mut out = Vec::with_capacity(lanes as usize);
        for (lane, &on) in enabled.iter().enumerate() {
            if !on {
                out.push(None);
                continue;
            }
            let mut uvrl = [0u32; 4];
            for (k, (name, v)) in cvals.iter().enumerate() {
                let slot = if *name == "lod" { 3 } else { k };
                let x = v
                    .get(lane)
                    .ok_or_else(|| at.undefined(name, Some(lane as u32)))?;
                uvrl[slot] = x as u32;
            }
            out.push(Some(uvrl));
        }
        Ok(out)
    }

    fn image_load(
        &self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let lanes = self.image_lanes(at, surface, coords, mask, channels, ty, "result")?;
        let img = self.image(at, surface)?;
        let (mut bits, mut undef) = (Vec::new(), Vec::new());
        for coords in lanes {
            for c in channels.channels() {
                let (b, u) = match coords {
                    Some(xyz) => img.read(xyz, c),
                    None => (0, 0xF),
                };
                bits.push(b);
                undef.push(u);
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    fn image(&self, at: At, s: SurfaceRef) -> Result<&Image, InterpError> {
        self.mem.image(s).ok_or_else(|| InterpError::Memory {
            loc: at.loc,
            op: at.op,
            reason: format!("the memory has no image for @{}", self.surface_name(s)),
        })
    }

    fn image_store(
        &mut self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        data: Value,
        mask: Option<Value>,
        channels: ChannelMask,
    ) -> Result<(), InterpError> {
        let d = self.get(at, data)?.clone();
        let lanes = self.image_lanes(at, surface, coords, mask, channels, d.ty(), "data")?;
        let img = self.image(at, surface)?;
        let mut writer: HashMap<usize, u32> = HashMap::new();
        for (lane, xyz) in lanes.iter().enumerate() {
            let Some(xyz) = *xyz else { continue };
            for c in channels.channels() {
                let Some(loc) = img.location(xyz, c) else {
                    continue;
                };
                if let Some(first) = writer.insert(loc, lane as u32) {
                    return Err(at.ub(Ub::OverlappingWrite {
                        first,
                        second: lane as u32,
                        place: Place::Texel {
                            surface: self.surface_name(surface),
                            uvr: [xyz[0], xyz[1], xyz[2]],
                            channel: c,
                        },
                    }));
                }
            }
        }
        let count = usize::from(channels.count());
        let img = self
            .mem
            .image_mut(surface)
            .ok_or_else(|| at.malformed("the surface has no image"))?;
        for (lane, xyz) in lanes.iter().enumerate() {
            let Some(xyz) = *xyz else { continue };
            for (k, c) in channels.channels().enumerate() {
                let i = lane * count + k;
                img.write(xyz, c, d.bits()[i], d.undef()[i]);
            }
        }
        Ok(())
    }
}

/// `a` and `b` hold the same kind of element (mask lanes, or one element type and channel
/// count), as lane-range ops require.
fn same_shape(at: At, a: Type, b: Type) -> Result<(), InterpError> {
    if a.is_mask() == b.is_mask() && a.elem() == b.elem() && a.chans() == b.chans() {
        Ok(())
    } else {
        Err(at.malformed(format!("{a} and {b} have different elements")))
    }
}

/// Elements `from .. from + n` of `s` as a value of type `ty`.
fn slice(at: At, s: &Val, from: usize, n: usize, ty: Type) -> Result<Val, InterpError> {
    match (s.bits().get(from..from + n), s.undef().get(from..from + n)) {
        (Some(b), Some(u)) => Ok(Val::parts(ty, b.to_vec(), u.to_vec())),
        _ => Err(at.malformed(format!(
            "{ty} starting at element {from} is outside the {}",
            s.ty()
        ))),
    }
}

/// `bitcast`: each lane's bytes (channel c's element at byte `c * sizeof(T)`, little-endian)
/// regrouped into the result's elements; undefined bytes stay undefined.
fn bitcast(at: At, x: &Val, ty: Type) -> Result<Val, InterpError> {
    let (Some(sb), Some(db)) = (x.ty().lane_bytes(), ty.lane_bytes()) else {
        return Err(at.malformed(format!("cannot bitcast {} to {ty}", x.ty())));
    };
    if sb != db || x.ty().lanes() != ty.lanes() {
        return Err(at.malformed(format!(
            "cannot bitcast {} to {ty}: lanes or lane bytes differ",
            x.ty()
        )));
    }
    let (Some(st), Some(dt)) = (x.ty().elem(), ty.elem()) else {
        return Err(at.malformed("bitcast does not take masks"));
    };
    let (ss, ds) = (st.bytes() as usize, dt.bytes() as usize);
    // The value as bytes, element after element (lanes are contiguous, so this is lane-major).
    let mut bytes: Vec<(u8, bool)> = Vec::with_capacity(x.len() * ss);
    for i in 0..x.len() {
        for k in 0..ss {
            bytes.push(((x.bits()[i] >> (8 * k)) as u8, x.undef()[i] & (1 << k) != 0));
        }
    }
    let (mut bits, mut undef) = (Vec::new(), Vec::new());
    for chunk in bytes.chunks(ds) {
        let (mut b, mut u) = (0u64, 0u8);
        for (k, &(byte, und)) in chunk.iter().enumerate() {
            b |= u64::from(byte) << (8 * k);
            u |= u8::from(und) << k;
        }
        bits.push(b);
        undef.push(u);
    }
    Ok(Val::parts(ty, bits, undef))
}
