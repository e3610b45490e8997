//! An interpreter of the message-level IR: what a lowered [`Kernel`] does, instruction by
//! instruction, as vISA and the five message specifications define it.
//!
//! It exists so the lowering can be checked against the reference semantics: `memlower check`
//! runs the abstract-IR reference interpreter (`memlower_ir::interp`) and this one on clones of
//! one random [`Memory`] with the same arguments, then compares the memories
//! ([`Memory::admits`]) and the sunk values ([`Outcome::admits`]). Nothing here knows how the
//! kernel was produced; it reads only the kernel, so a lowering bug shows up as a difference.
//!
//! ```text
//!   run_kernel(kernel, args, &mut Memory, options)
//!        │ RegFile: every variable and predicate undefined; args → Kernel::args variables
//!        ▼
//!   pc = 0 ── label: nothing        jmp: (P) → label          ret / end: done
//!        │    mov/add/.../sel, cmp, setp: regions, predicates, conversions (alu)
//!        │    message: one of the five specs (messages) ──▶ Memory
//!        │    sink: the values read now ──▶ MOutcome.outcome.sinks
//!        ▼
//!   errors: UndefinedBehaviour (memlower_ir::interp::Ub, as the reference reports it)
//!           │ StepLimit │ Arguments │ Memory │ Malformed (a kernel the rules give no meaning)
//! ```
//!
//! Semantics in brief (docs/SEMANTICS.md, "Message-level semantics", has the whole list):
//! - exec size and mask control: `(Mk, N)` covers channels `4(k-1) .. 4(k-1)+N`; lane i reads
//!   predicate channel `4(k-1)+i` (predicates are indexed by absolute channel). NoMask ignores
//!   the dispatch mask; without it the dispatch mask of [`Options`] applies.
//! - regions: lane i of `<vs;w,hs>` is element `(i / w) * vs + (i % w) * hs` from the origin;
//!   a destination `<hs>` writes element `i * hs`. Elements have their variable's type.
//! - undefined bits are tracked per bit in registers ([`regfile`]) and rounded to bytes where
//!   values meet memory or [`Val`]s.
//!
//! Never panics: any kernel, however malformed, gives a result or an error.

pub mod abi;
pub mod alu;
mod execute;
mod messages;
pub mod regfile;

pub use abi::HostFill;
pub use regfile::{PredState, RegByte, RegError, RegFile};

use alu::{Elem, Num};
use memlower_ir::diag::Located;
use memlower_ir::interp::{Memory, Outcome, SinkRecord, Ub, Val};
use memlower_ir::Loc;
use memlower_lowering::mir::*;

/// Bounds and machine state choices of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Instructions (labels and `ret` included) the run may execute before it stops with
    /// [`MInterpError::StepLimit`]. A lowered kernel runs several instructions per IR op.
    pub max_steps: u64,
    /// The dispatch (execution) mask: channel i is enabled if bit i is set. Only instructions
    /// without NoMask read it; memlower emits NoMask everywhere.
    pub dispatch_mask: u32,
    /// Make the registers of disabled lanes of a read message undefined instead of keeping
    /// them: a stricter check that the lowering never relies on their old contents.
    pub poison_disabled_lanes: bool,
    /// What the argument bytes the kernel ABI leaves undefined hold (`docs/ABI.md`).
    pub host_fill: HostFill,
}

impl Default for Options {
    /// Ten million steps, every channel dispatched, disabled lanes kept, the bytes the ABI
    /// leaves undefined undefined.
    fn default() -> Options {
        Options {
            max_steps: 10_000_000,
            dispatch_mask: u32::MAX,
            poison_disabled_lanes: false,
            host_fill: HostFill::Undefined,
        }
    }
}

/// What a run that returned produced besides its memory writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MOutcome {
    /// The sinks observed, in execution order, comparable with the reference interpreter's
    /// outcome by `reference.admits(&observed.outcome)`; `steps` counts message-IR
    /// instructions.
    pub outcome: Outcome,
    /// Messages executed.
    pub messages: u64,
}

/// Why a run did not return normally.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MInterpError {
    /// The kernel has undefined behaviour on this input (the same cases as the reference
    /// interpreter's [`Ub`]). When the reference run is defined, this is a lowering bug.
    #[error("undefined behaviour in `{inst}`: {ub}")]
    UndefinedBehaviour {
        /// The IR op the instruction was lowered from.
        loc: Loc,
        /// The instruction.
        inst: String,
        /// What happened.
        ub: Ub,
    },
    /// More than [`Options::max_steps`] instructions ran.
    #[error("step limit reached: {limit} instructions executed without returning")]
    StepLimit {
        /// The instruction that would have exceeded the limit.
        loc: Loc,
        /// The limit.
        limit: u64,
    },
    /// The arguments do not fit the kernel's argument variables.
    #[error("the arguments do not fit kernel `{kernel}`: {reason}")]
    Arguments {
        /// The kernel.
        kernel: String,
        /// What does not fit.
        reason: String,
    },
    /// The memory lacks the storage a message addresses.
    #[error("`{inst}`: {reason}")]
    Memory {
        /// Where.
        loc: Loc,
        /// The instruction.
        inst: String,
        /// What is missing.
        reason: String,
    },
    /// A kernel the rules give no meaning: undeclared ids, accesses outside their variable,
    /// illegal exec sizes, operand kinds an instruction does not take.
    #[error("`{inst}` cannot run: {reason}")]
    Malformed {
        /// Where.
        loc: Loc,
        /// The instruction (or `kernel`).
        inst: String,
        /// What is wrong.
        reason: String,
    },
}

impl MInterpError {
    /// True for [`MInterpError::UndefinedBehaviour`].
    pub fn is_ub(&self) -> bool {
        matches!(self, MInterpError::UndefinedBehaviour { .. })
    }
}

impl Located for MInterpError {
    fn loc(&self) -> Loc {
        match self {
            MInterpError::UndefinedBehaviour { loc, .. }
            | MInterpError::StepLimit { loc, .. }
            | MInterpError::Memory { loc, .. }
            | MInterpError::Malformed { loc, .. } => *loc,
            MInterpError::Arguments { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            MInterpError::Arguments { .. } => {
                Some("one argument per `Kernel::args` variable, of the function's types".into())
            }
            MInterpError::Malformed { .. } => {
                Some("a kernel the message-IR verifier accepts".into())
            }
            MInterpError::Memory { .. } => Some("a Memory built for the kernel's module".into()),
            _ => None,
        }
    }
}

/// An instruction's failure, before the instruction is attached.
#[derive(Debug)]
pub(crate) enum Fault {
    Ub(Ub),
    Memory(String),
    Malformed(String),
}

impl Fault {
    fn reg(e: RegError) -> Fault {
        Fault::Malformed(e.to_string())
    }
}

/// Runs a kernel: `args` (the function's arguments, in order) fill the variables of
/// [`Kernel::args`], memory operations go to `mem` (kernel surface i is the module's surface i,
/// which is how `lower-messages` declares them), and every executed `sink` is recorded. On `Ok`,
/// `mem` holds the final memory; on `Err`, what earlier messages wrote. The host binds the
/// user surfaces in declaration order from index 0 ([`declaration_order`]), as the
/// `bindings` surface ABI does for a module without `bti(N)`; a module with its own indices
/// needs [`run_kernel_bound`] and its binding table.
pub fn run_kernel(
    k: &Kernel,
    args: &[Val],
    mem: &mut Memory,
    opts: &Options,
) -> Result<MOutcome, MInterpError> {
    run_kernel_bound(k, args, mem, opts, &declaration_order(k))
}

/// The binding table a host builds from a kernel alone: its user surfaces (the module's
/// untyped and image surfaces, in module order) at indices 0, 1, 2, ... in declaration order.
/// It reads the kinds of the surfaces, never the indices the kernel sets.
pub fn declaration_order(k: &Kernel) -> Vec<Option<u32>> {
    let mut next = 0;
    k.surfaces
        .iter()
        .map(|s| {
            matches!(s, memlower_lowering::mir::Surface::User { .. }).then(|| {
                next += 1;
                next - 1
            })
        })
        .collect()
}

/// [`run_kernel`] with the host's binding table: module surface i is bound at index
/// `bindings[i]` (`None`: not bound). A message on a surface the kernel set by `movs` reads
/// and writes the module surface bound at that index; an input surface is module surface i.
pub fn run_kernel_bound(
    k: &Kernel,
    args: &[Val],
    mem: &mut Memory,
    opts: &Options,
    bindings: &[Option<u32>],
) -> Result<MOutcome, MInterpError> {
    let mut m = Machine::new(k, *opts)?;
    m.bind_surfaces(bindings);
    m.set_args(args)?;
    m.run(mem)
}

/// A kernel's machine state: registers and predicates. [`run_kernel`] is the usual entry; the
/// machine is public so tests can set and inspect registers around a run.
#[derive(Clone, Debug)]
pub struct Machine<'k> {
    k: &'k Kernel,
    regs: RegFile,
    opts: Options,
    labels: Vec<Option<usize>>,
    /// The host's binding table: module surface i at index `bindings[i]`.
    bindings: Vec<Option<u32>>,
}

impl<'k> Machine<'k> {
    /// Every variable and predicate of `k` undefined. Errors for malformed declarations (alias
    /// cycles, predicates of more than 32 lanes, labels placed twice).
    pub fn new(k: &'k Kernel, opts: Options) -> Result<Machine<'k>, MInterpError> {
        let kernel_err = |reason: String| MInterpError::Malformed {
            loc: Loc::UNKNOWN,
            inst: format!("kernel {}", k.name),
            reason,
        };
        if !matches!(k.grf_bytes, 32 | 64) {
            return Err(kernel_err(format!(
                "a GRF is 32 or 64 bytes, not {}",
                k.grf_bytes
            )));
        }
        let regs = RegFile::new(k).map_err(kernel_err)?;
        let mut labels = vec![None; k.labels.len()];
        for (i, inst) in k.insts.iter().enumerate() {
            if let InstKind::Label(l) = inst.kind {
                match labels.get_mut(l.index()) {
                    Some(slot @ None) => *slot = Some(i),
                    Some(Some(_)) => {
                        return Err(kernel_err(format!(
                            "label `{}` is placed twice",
                            k.labels.get(l.index()).map(|s| s.as_str()).unwrap_or("?")
                        )))
                    }
                    None => return Err(kernel_err(format!("label {} is not declared", l.0))),
                }
            }
        }
        Ok(Machine {
            k,
            regs,
            opts,
            labels,
            bindings: declaration_order(k),
        })
    }

    /// Binds the host's surfaces: module surface i at binding-table index `bindings[i]`
    /// (until then, [`declaration_order`]'s table).
    pub fn bind_surfaces(&mut self, bindings: &[Option<u32>]) {
        self.bindings = bindings.to_vec();
    }

    /// The register file (to inspect after a run).
    pub fn regs(&self) -> &RegFile {
        &self.regs
    }

    /// The register file (to set up before a run).
    pub fn regs_mut(&mut self) -> &mut RegFile {
        &mut self.regs
    }

    /// Reads the value at a place (the form a `sink` names its values in).
    pub fn read(&self, place: &SinkArg) -> Result<Val, MInterpError> {
        abi::read_value(&self.regs, place).map_err(|reason| MInterpError::Malformed {
            loc: Loc::UNKNOWN,
            inst: format!("kernel {}", self.k.name),
            reason,
        })
    }

    /// Writes a value at a place.
    pub fn write(&mut self, place: &SinkArg, v: &Val) -> Result<(), MInterpError> {
        abi::write_value(&mut self.regs, place, v).map_err(|reason| MInterpError::Malformed {
            loc: Loc::UNKNOWN,
            inst: format!("kernel {}", self.k.name),
            reason,
        })
    }

    /// Writes the arguments into the variables of [`Kernel::args`], each from byte 0 in the
    /// layout of its type (masks as dwords of bits). Every byte of the variable first gets
    /// [`Options::host_fill`]; the value then overwrites its own bits only, so a mask's bits at
    /// and above its lanes, padding lanes, channel padding and the bytes past the value (a
    /// message payload may have grown the variable) keep what the host left.
    pub fn set_args(&mut self, args: &[Val]) -> Result<(), MInterpError> {
        let k = self.k;
        let bad = |reason: String| MInterpError::Arguments {
            kernel: k.name.clone(),
            reason,
        };
        if args.len() != k.args.len() {
            return Err(bad(format!(
                "{} arguments for {} argument variables",
                args.len(),
                k.args.len()
            )));
        }
        for (&var, a) in k.args.iter().zip(args) {
            let d = k
                .var(var)
                .ok_or_else(|| bad(format!("argument variable {} is not declared", var.0)))?;
            let need = abi::slot_bytes(a.ty(), k.grf_bytes);
            if d.bytes() < need {
                return Err(bad(format!(
                    "`{}` has {} bytes, a {} needs {need}",
                    d.name,
                    d.bytes(),
                    a.ty()
                )));
            }
            let fill = abi::host_bytes(self.opts.host_fill, var, d.bytes());
            self.regs
                .write(var, 0, &fill)
                .map_err(|e| bad(e.to_string()))?;
            abi::write_arg(&mut self.regs, &abi::arg_slot(k, var, a.ty()), a).map_err(bad)?;
        }
        if let Some(var) = k.lane_ids {
            let d = k
                .var(var)
                .ok_or_else(|| bad(format!("lane-id variable {} is not declared", var.0)))?;
            let fill = abi::lane_ids(d).map_err(bad)?;
            self.regs
                .write(var, 0, &fill)
                .map_err(|e| bad(e.to_string()))?;
        }
        Ok(())
    }

    /// Runs from the first instruction to `ret` (or past the last instruction).
    pub fn run(&mut self, mem: &mut Memory) -> Result<MOutcome, MInterpError> {
        let k = self.k;
        let mut out = MOutcome::default();
        let mut pc = 0usize;
        loop {
            let Some(inst) = k.insts.get(pc) else {
                return Ok(out);
            };
            out.outcome.steps += 1;
            if out.outcome.steps > self.opts.max_steps {
                return Err(MInterpError::StepLimit {
                    loc: inst.loc,
                    limit: self.opts.max_steps,
                });
            }
            let fail = |f: Fault| {
                let text = k.inst_text(inst);
                match f {
                    Fault::Ub(ub) => MInterpError::UndefinedBehaviour {
                        loc: inst.loc,
                        inst: text,
                        ub,
                    },
                    Fault::Memory(reason) => MInterpError::Memory {
                        loc: inst.loc,
                        inst: text,
                        reason,
                    },
                    Fault::Malformed(reason) => MInterpError::Malformed {
                        loc: inst.loc,
                        inst: text,
                        reason,
                    },
                }
            };
            pc = match &inst.kind {
                InstKind::Ret => return Ok(out),
                InstKind::Label(_) => pc + 1,
                InstKind::Jmp { pred, target } => self.jump(pc, *pred, *target).map_err(fail)?,
                InstKind::Msg(m) => {
                    out.messages += 1;
                    self.message(m, mem).map_err(fail)?;
                    pc + 1
                }
                InstKind::Alu {
                    op,
                    exec,
                    pred,
                    dst,
                    srcs,
                } => {
                    self.alu(*op, *exec, *pred, dst, srcs).map_err(fail)?;
                    pc + 1
                }
                InstKind::Cmp {
                    rel,
                    exec,
                    dst,
                    srcs,
                } => {
                    self.cmp(*rel, *exec, *dst, srcs).map_err(fail)?;
                    pc + 1
                }
                InstKind::Setp { exec, dst, src } => {
                    self.setp(*exec, *dst, src).map_err(fail)?;
                    pc + 1
                }
                InstKind::Sink(args) => {
                    let values = args
                        .iter()
                        .map(|a| abi::read_value(&self.regs, a))
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|e| fail(Fault::Malformed(e)))?;
                    out.outcome.sinks.push(SinkRecord {
                        loc: inst.loc,
                        values,
                    });
                    pc + 1
                }
            };
        }
    }

    // ---- control ---------------------------------------------------------------------------

    fn jump(&self, pc: usize, pred: Option<PredUse>, target: LabelId) -> Result<usize, Fault> {
        let dest = self
            .labels
            .get(target.index())
            .copied()
            .flatten()
            .ok_or_else(|| Fault::Malformed(format!("label {} is not placed", target.0)))?;
        let taken = match pred {
            None => true,
            // `jmp (M1_NM, 1)`: channel 0 of the predicate decides.
            Some(p) => match self.regs.pred_bit(p.pred, 0).map_err(Fault::reg)? {
                Some(b) => b != p.negate,
                None => {
                    return Err(Fault::Ub(Ub::UndefinedOperand {
                        operand: "condition",
                        lane: None,
                    }))
                }
            },
        };
        Ok(if taken { dest } else { pc + 1 })
    }

    // ---- lanes -----------------------------------------------------------------------------

    fn check_exec(&self, exec: Exec) -> Result<(), Fault> {
        if !matches!(exec.size, 1 | 2 | 4 | 8 | 16 | 32)
            || !exec.offset.is_multiple_of(4)
            || exec.offset + exec.size > 32
        {
            return Err(Fault::Malformed(format!(
                "exec size {} at channel {} is not an execution size and mask (sizes 1..32, \
                 offsets multiples of 4, inside 32 channels)",
                exec.size, exec.offset
            )));
        }
        Ok(())
    }

    /// ChEn of lane `i`: the dispatch mask (unless NoMask) and the predicate channel
    /// `offset + i` (inverted with `!`). `None` when the predicate bit is undefined on a lane
    /// the dispatch mask enables.
    fn channel_enable(
        &self,
        exec: Exec,
        pred: Option<PredUse>,
        i: u32,
    ) -> Result<Option<bool>, Fault> {
        let ch = exec.offset + i;
        if !exec.nomask && self.opts.dispatch_mask & (1u32 << (ch % 32)) == 0 {
            return Ok(Some(false));
        }
        match pred {
            None => Ok(Some(true)),
            Some(p) => Ok(self
                .regs
                .pred_bit(p.pred, ch)
                .map_err(Fault::reg)?
                .map(|b| b != p.negate)),
        }
    }

    fn dispatched(&self, exec: Exec, i: u32) -> bool {
        exec.nomask || self.opts.dispatch_mask & (1u32 << ((exec.offset + i) % 32)) != 0
    }

    // ---- operands --------------------------------------------------------------------------

    fn var_type(&self, v: VarId) -> Result<ElemType, Fault> {
        self.k
            .var(v)
            .map(|d| d.ty)
            .ok_or_else(|| Fault::Malformed(format!("variable {} is not declared", v.0)))
    }

    /// Element `lane` of a register region, by vISA's region rule.
    fn region_elem(&self, r: &Region, lane: u32) -> Result<Elem, Fault> {
        let ty = self.var_type(r.var)?;
        let eb = ty.bytes();
        if !r.off.is_multiple_of(eb) {
            return Err(Fault::Malformed(format!(
                "a region of `{}` starts at byte {}, inside a {ty} element",
                self.regs.var_name(r.var),
                r.off
            )));
        }
        if r.width == 0 {
            return Err(Fault::Malformed("a region of width 0".into()));
        }
        let idx = u64::from(lane / r.width) * u64::from(r.vstride)
            + u64::from(lane % r.width) * u64::from(r.hstride);
        let at = u64::from(r.off) + idx * u64::from(eb);
        let at = u32::try_from(at)
            .map_err(|_| Fault::Malformed("a region reaches past 4 GiB".into()))?;
        let bytes = self.regs.read(r.var, at, eb).map_err(Fault::reg)?;
        Ok(elem_of(ty, bytes))
    }

    /// Lane `lane` of a source operand, and whether `(-)` applies.
    fn src_elem(&self, s: &Src, lane: u32) -> Result<(Elem, bool), Fault> {
        match s {
            Src::Reg { region, neg } => Ok((self.region_elem(region, lane)?, *neg)),
            Src::Imm(Imm::Scalar { bits, ty }) => Ok((Elem::new(*ty, *bits, 0), false)),
            Src::Imm(i @ (Imm::PackedV(v) | Imm::PackedUv(v))) => {
                if lane >= 8 {
                    return Err(Fault::Malformed(format!(
                        "a packed `{i}` immediate has 8 elements; lane {lane} read"
                    )));
                }
                let nibble = (v >> (4 * lane)) & 0xF;
                Ok(match i {
                    // `:v`: signed nibbles, a `w` vector; `:uv`: unsigned, a `uw` vector.
                    Imm::PackedV(_) => {
                        let value = ((nibble as i32) << 28 >> 28) as u64; // sign-extend 4 bits
                        (Elem::new(ElemType::W, value, 0), false)
                    }
                    _ => (Elem::new(ElemType::Uw, u64::from(nibble), 0), false),
                })
            }
            Src::Pred(p) => {
                // The predicate's flag bits as an integer: a `uw` for up to 16 lanes, else a
                // `ud`; flag bits past the predicate's lanes belong to nobody: undefined.
                let st = self.regs.pred(*p).map_err(Fault::reg)?;
                let (ty, width) = if st.lanes <= 16 {
                    (ElemType::Uw, 16)
                } else {
                    (ElemType::Ud, 32)
                };
                let own = if st.lanes >= 32 {
                    u32::MAX
                } else {
                    (1u32 << st.lanes) - 1
                };
                let undef = (st.undef & own) | (!own & ((1u64 << width) - 1) as u32);
                Ok((
                    Elem::new(ty, u64::from(st.bits & own), u64::from(undef)),
                    false,
                ))
            }
        }
    }

    fn src_num(&self, s: &Src, lane: u32) -> Result<Num, Fault> {
        let (e, neg) = self.src_elem(s, lane)?;
        Ok(Num::of(e, neg))
    }

    /// A scalar source (`<0;1,0>` region or immediate) as an unsigned 32-bit value: the value
    /// and whether any of its low 32 bits is undefined.
    pub(crate) fn scalar_u32(&self, s: &Src) -> Result<(u32, bool), Fault> {
        match self.src_num(s, 0)? {
            Num::Int(v, u) => Ok((v as u32, u as u32 != 0)),
            Num::Float(..) => Err(Fault::Malformed(
                "a global offset must be an integer".into(),
            )),
        }
    }
}

/// An element from its register bytes.
fn elem_of(ty: ElemType, bytes: &[RegByte]) -> Elem {
    let (mut bits, mut undef) = (0u64, 0u64);
    for (k, b) in bytes.iter().enumerate().take(8) {
        bits |= u64::from(b.bits) << (8 * k);
        undef |= u64::from(b.undef) << (8 * k);
    }
    Elem::new(ty, bits, undef)
}
