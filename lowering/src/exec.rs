//! An interpreter for the message IR: what the emitted kernel does, instruction by instruction,
//! on the same memory model as the reference interpreter of the abstract IR
//! (`memlower_ir::interp`). Running both on the same arguments and memory and comparing the
//! memory they leave is the semantic check of lowering (regalloc2's checker, for a lowering).
//!
//! ```text
//!   registers  one byte array per root variable (aliases are views), filled with 0xA5 garbage
//!   predicates 32 bits each; bits past a predicate's width read as 1 (a `mov` of a predicate
//!              must mask them)
//!   ALU        lane i reads region element (i / w) * vstride + (i % w) * hstride, computes in
//!              the operands' types (ints as i128, floats as f64 rounded to the destination),
//!              writes dst + i * hstride; `(P)` gates the lane at predicate bit offset + i
//!   messages   the vISA spec semantics: per enabled lane, byte-addressed reads (0 past the end,
//!              0xA5 in the undefined upper bytes of 1- and 2-byte reads) and writes (dropped past
//!              the end); SoA payload strides of `max(exec, GRF/4)` dwords; typed reads through
//!              `Image::read`
//! ```
//!
//! Undefined memory bytes read as 0xA5 (the reference's result is undefined there, so any value
//! is admitted). Surface `i` of the kernel is surface `i` of the module.

use crate::mir::*;
use memlower_ir::interp::scalar::{f16_to_f32, float_bits};
use memlower_ir::interp::{load_le, store_le, Memory, Val};
use memlower_ir::{Message, ScalarType, SurfaceRef, Type};
use std::collections::HashMap;

/// Garbage that uninitialised registers and undefined bytes hold.
pub const GARBAGE: u8 = 0xA5;

/// Why a run stopped early.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExecError {
    /// More instructions than the limit.
    #[error("step limit of {0} instructions reached")]
    StepLimit(u64),
    /// An operand outside its variable, an unknown id, or an operation the interpreter does not
    /// model (the verifier should have refused the kernel).
    #[error("instruction {index} (`{text}`): {why}")]
    Bad {
        /// Instruction index.
        index: usize,
        /// The instruction.
        text: String,
        /// What is wrong.
        why: String,
    },
    /// An argument's bytes do not fit its input variable.
    #[error("argument {0} does not match its input variable")]
    Argument(usize),
}

/// Registers and predicates after a run.
#[derive(Clone, Debug)]
pub struct Machine {
    regs: Vec<Vec<u8>>,
    preds: Vec<u32>,
    root: Vec<(usize, u32)>,
    /// The values of every executed `sink`, in execution order.
    pub sinks: Vec<Vec<Val>>,
}

impl Machine {
    /// Fresh state for a kernel: garbage everywhere.
    pub fn new(k: &Kernel) -> Machine {
        let root: Vec<(usize, u32)> = (0..k.vars.len())
            .map(|v| {
                let (r, off) = k.root(VarId(v as u32));
                (r.index(), off)
            })
            .collect();
        let regs = k
            .vars
            .iter()
            .map(|d| match d.alias {
                None => vec![GARBAGE; d.bytes() as usize],
                Some(_) => Vec::new(),
            })
            .collect();
        Machine {
            regs,
            preds: vec![0xA5A5_A5A5; k.preds.len()],
            root,
            sinks: Vec::new(),
        }
    }

    /// `len` bytes of variable `v` from byte `off` (through aliases).
    pub fn bytes(&self, v: VarId, off: u32, len: u32) -> Option<&[u8]> {
        let &(r, base) = self.root.get(v.index())?;
        let start = (base + off) as usize;
        self.regs.get(r)?.get(start..start + len as usize)
    }

    fn load(&self, v: VarId, off: u32, n: u32) -> Option<u64> {
        let b = self.bytes(v, off, n)?;
        Some(
            b.iter()
                .rev()
                .fold(0u64, |acc, &x| (acc << 8) | u64::from(x)),
        )
    }

    fn store(&mut self, v: VarId, off: u32, n: u32, bits: u64) -> Option<()> {
        let &(r, base) = self.root.get(v.index())?;
        let start = (base + off) as usize;
        let slot = self.regs.get_mut(r)?.get_mut(start..start + n as usize)?;
        for (k, b) in slot.iter_mut().enumerate() {
            *b = (bits >> (8 * k)) as u8;
        }
        Some(())
    }
}

/// A number in an operand's type: integers exactly (signed types sign-extended), floats as f64.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Num {
    I(i128),
    F(f64),
}

fn scalar_of(t: ElemType) -> Option<ScalarType> {
    match t {
        ElemType::Hf => Some(ScalarType::F16),
        ElemType::F => Some(ScalarType::F32),
        ElemType::Df => Some(ScalarType::F64),
        _ => None,
    }
}

fn width(t: ElemType) -> u64 {
    if t.bytes() >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * t.bytes())) - 1
    }
}

fn to_num(bits: u64, t: ElemType) -> Num {
    let bits = bits & width(t);
    match t {
        ElemType::Hf => Num::F(f64::from(f16_to_f32(bits as u16))),
        ElemType::F => Num::F(f64::from(f32::from_bits(bits as u32))),
        ElemType::Df => Num::F(f64::from_bits(bits)),
        ElemType::D | ElemType::W | ElemType::B | ElemType::Q => {
            let shift = 64 - 8 * t.bytes();
            Num::I(i128::from(((bits << shift) as i64) >> shift))
        }
        _ => Num::I(i128::from(bits)),
    }
}

fn from_num(x: Num, t: ElemType) -> u64 {
    match (x, scalar_of(t)) {
        (Num::I(v), None) => (v as u64) & width(t),
        (Num::F(f), Some(s)) => float_bits(s, f).unwrap_or(0),
        (Num::I(v), Some(s)) => float_bits(s, v as f64).unwrap_or(0),
        (Num::F(f), None) => (f as i128 as u64) & width(t),
    }
}

struct Src1 {
    bits: u64,
    ty: ElemType,
}

/// Runs a kernel: `args` are the bytes of each function argument in the kernel's register
/// layout ([`Kernel::args`] order), `mem` the module's memory (changed in place).
pub fn run(
    k: &Kernel,
    args: &[Vec<u8>],
    mem: &mut Memory,
    max_steps: u64,
) -> Result<Machine, ExecError> {
    let mut m = Machine::new(k);
    for (i, (v, bytes)) in k.args.iter().zip(args).enumerate() {
        let slot = m
            .root
            .get(v.index())
            .and_then(|&(r, _)| m.regs.get_mut(r))
            .ok_or(ExecError::Argument(i))?;
        if bytes.len() > slot.len() {
            return Err(ExecError::Argument(i));
        }
        slot[..bytes.len()].copy_from_slice(bytes);
    }
    let mut label_at = HashMap::new();
    for (i, inst) in k.insts.iter().enumerate() {
        if let InstKind::Label(l) = inst.kind {
            label_at.insert(l, i);
        }
    }
    let mut pc = 0usize;
    let mut steps = 0u64;
    while let Some(inst) = k.insts.get(pc) {
        steps += 1;
        if steps > max_steps {
            return Err(ExecError::StepLimit(max_steps));
        }
        let bad = |why: String| ExecError::Bad {
            index: pc,
            text: k.inst_text(inst),
            why,
        };
        let mut next = pc + 1;
        match &inst.kind {
            InstKind::Label(_) => {}
            InstKind::Ret => break,
            InstKind::Jmp { pred, target } => {
                let taken = match pred {
                    Some(p) => {
                        pred_bit(&m, *p, 0).ok_or_else(|| bad("unknown predicate".into()))?
                    }
                    None => true,
                };
                if taken {
                    next = *label_at
                        .get(target)
                        .ok_or_else(|| bad("unknown label".into()))?;
                }
            }
            InstKind::Setp { exec, dst, src } => {
                let s = read_src(k, &m, src, 0).ok_or_else(|| bad("source".into()))?;
                let bits = (s.bits as u32) & lane_mask(exec.size);
                *m.preds
                    .get_mut(dst.index())
                    .ok_or_else(|| bad("predicate".into()))? = bits;
            }
            InstKind::Cmp {
                rel,
                exec,
                dst,
                srcs,
            } => {
                for i in 0..exec.size {
                    let a = read_src(k, &m, &srcs[0], i).ok_or_else(|| bad("source 0".into()))?;
                    let b = read_src(k, &m, &srcs[1], i).ok_or_else(|| bad("source 1".into()))?;
                    let r = compare(*rel, to_num(a.bits, a.ty), to_num(b.bits, b.ty));
                    let bit = exec.offset + i;
                    let p = m
                        .preds
                        .get_mut(dst.index())
                        .ok_or_else(|| bad("predicate".into()))?;
                    *p = (*p & !(1 << bit)) | (u32::from(r) << bit);
                }
            }
            InstKind::Alu {
                op,
                exec,
                pred,
                dst,
                srcs,
            } => {
                alu(k, &mut m, *op, *exec, *pred, dst, srcs).map_err(bad)?;
            }
            InstKind::Msg(msg) => message(k, &mut m, msg, mem).map_err(bad)?,
            InstKind::Sink(args) => {
                let vals = args
                    .iter()
                    .map(|a| sink_value(&m, a))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| bad("sink outside its variable".into()))?;
                m.sinks.push(vals);
            }
        }
        pc = next;
    }
    Ok(m)
}

/// The bytes of a function argument in the kernel's register layout (its ABI): scalars and
/// single-channel vectors little-endian element after element, multi-channel vectors SoA with
/// each channel on a GRF boundary (docs/ARCHITECTURE.md §3), masks as dwords of bits.
pub fn argument_bytes(v: &Val, grf_bytes: u32) -> Vec<u8> {
    let ty = v.ty();
    match ty {
        Type::Mask { lanes } => {
            let mut words = vec![0u32; lanes.div_ceil(32) as usize];
            for i in 0..lanes {
                if v.get(i as usize).unwrap_or(0) != 0 {
                    if let Some(w) = words.get_mut((i / 32) as usize) {
                        *w |= 1 << (i % 32);
                    }
                }
            }
            words.iter().flat_map(|w| w.to_le_bytes()).collect()
        }
        _ => {
            let e = ty.elem().map(|e| e.bytes()).unwrap_or(4) as usize;
            let lanes = ty.lanes().unwrap_or(1) as usize;
            let chans = ty.chans().unwrap_or(1) as usize;
            let stride = if chans > 1 {
                crate::homes::chan_stride(ty, grf_bytes) as usize
            } else {
                lanes * e
            };
            let mut out = vec![0u8; (chans - 1) * stride + lanes * e];
            for l in 0..lanes {
                for c in 0..chans {
                    let bits = v.get(l * chans + c).unwrap_or(0).to_le_bytes();
                    let at = c * stride + l * e;
                    if let (Some(dst), Some(src)) = (out.get_mut(at..at + e), bits.get(..e)) {
                        dst.copy_from_slice(src);
                    }
                }
            }
            out
        }
    }
}

/// A sink argument's value, read from registers in the IR's element order (lane-major).
fn sink_value(m: &Machine, a: &SinkArg) -> Option<Val> {
    match a.ty {
        Type::Mask { lanes } => {
            let bits: Option<Vec<bool>> = (0..lanes)
                .map(|i| {
                    m.load(a.var, a.off + 4 * (i / 32), 4)
                        .map(|w| (w >> (i % 32)) & 1 == 1)
                })
                .collect();
            Some(Val::mask(&bits?))
        }
        t => {
            let e = t.elem()?.bytes();
            let (lanes, chans) = (t.lanes().unwrap_or(1), t.chans().unwrap_or(1) as u32);
            let mut bits = Vec::new();
            for l in 0..lanes {
                for c in 0..chans {
                    bits.push(m.load(a.var, a.off + c * a.stride + l * e, e)?);
                }
            }
            Val::from_bits(t, &bits)
        }
    }
}

fn lane_mask(n: u32) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

fn pred_bit(m: &Machine, p: PredUse, bit: u32) -> Option<bool> {
    let v = *m.preds.get(p.pred.index())?;
    Some(((v >> bit) & 1 == 1) != p.negate)
}

/// The value a predicate `mov`s into a register: its bits, and ones past its width.
fn pred_value(k: &Kernel, m: &Machine, p: PredId) -> Option<u64> {
    let w = k.preds.get(p.index())?.lanes;
    let v = *m.preds.get(p.index())?;
    Some(u64::from((v & lane_mask(w)) | !lane_mask(w)))
}

fn read_src(k: &Kernel, m: &Machine, s: &Src, lane: u32) -> Option<Src1> {
    match s {
        Src::Reg { region, neg } => {
            let d = k.var(region.var)?;
            let e = d.ty.bytes();
            let w = region.width.max(1);
            let idx = (lane / w) * region.vstride + (lane % w) * region.hstride;
            let bits = m.load(region.var, region.off + idx * e, e)?;
            let bits = if *neg {
                match to_num(bits, d.ty) {
                    Num::I(v) => from_num(Num::I(-v), d.ty),
                    Num::F(f) => from_num(Num::F(-f), d.ty),
                }
            } else {
                bits
            };
            Some(Src1 { bits, ty: d.ty })
        }
        Src::Imm(Imm::Scalar { bits, ty }) => Some(Src1 {
            bits: *bits,
            ty: *ty,
        }),
        Src::Imm(Imm::PackedV(v)) => {
            let nib = (v >> (4 * (lane % 8))) & 0xF;
            let val = ((nib as i32) << 28 >> 28) as i64 as u64;
            Some(Src1 {
                bits: val & 0xFFFF,
                ty: ElemType::W,
            })
        }
        Src::Pred(p) => Some(Src1 {
            bits: pred_value(k, m, *p)?,
            ty: ElemType::Ud,
        }),
    }
}

fn compare(rel: CmpRel, a: Num, b: Num) -> bool {
    let (a, b) = match (a, b) {
        (Num::I(x), Num::I(y)) => return int_rel(rel, x.cmp(&y)),
        (Num::F(x), Num::F(y)) => (x, y),
        (Num::I(x), Num::F(y)) => (x as f64, y),
        (Num::F(x), Num::I(y)) => (x, y as f64),
    };
    match rel {
        CmpRel::Eq => a == b,
        CmpRel::Ne => a != b,
        CmpRel::Lt => a < b,
        CmpRel::Le => a <= b,
        CmpRel::Gt => a > b,
        CmpRel::Ge => a >= b,
    }
}

fn int_rel(rel: CmpRel, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match rel {
        CmpRel::Eq => o == Equal,
        CmpRel::Ne => o != Equal,
        CmpRel::Lt => o == Less,
        CmpRel::Le => o != Greater,
        CmpRel::Gt => o == Greater,
        CmpRel::Ge => o != Less,
    }
}

fn alu(
    k: &Kernel,
    m: &mut Machine,
    op: AluOp,
    exec: Exec,
    pred: Option<PredUse>,
    dst: &Dst,
    srcs: &[Src],
) -> Result<(), String> {
    if let Dst::Pred(d) = dst {
        let get = |s: &Src| match s {
            Src::Pred(p) => m.preds.get(p.index()).copied(),
            _ => None,
        };
        let a = srcs.first().and_then(get).ok_or("predicate source")?;
        let r = match op {
            AluOp::Not => !a,
            _ => {
                let b = srcs.get(1).and_then(get).ok_or("predicate source")?;
                match op {
                    AluOp::And => a & b,
                    AluOp::Or => a | b,
                    AluOp::Xor => a ^ b,
                    _ => return Err(format!("`{}` on predicates", op.name())),
                }
            }
        };
        *m.preds.get_mut(d.index()).ok_or("predicate")? = r & lane_mask(exec.size);
        return Ok(());
    }
    let Dst::Reg { var, off, hstride } = *dst else {
        return Err("destination".into());
    };
    let dt = k.var(var).ok_or("destination variable")?.ty;
    // Every source is read before any lane is written (the hardware reads the whole region of
    // an instruction first).
    let mut results = Vec::with_capacity(exec.size as usize);
    for i in 0..exec.size {
        let p = match pred {
            Some(p) => pred_bit(m, p, exec.offset + i).ok_or("predicate")?,
            None => true,
        };
        let s: Vec<Src1> = srcs
            .iter()
            .map(|s| read_src(k, m, s, i))
            .collect::<Option<_>>()
            .ok_or("source outside its variable")?;
        let value = match op {
            AluOp::Sel => {
                let pick = if p { &s[0] } else { &s[1] };
                Some(convert(pick, dt))
            }
            _ if !p => None,
            _ => Some(compute(op, &s, dt)?),
        };
        results.push(value);
    }
    let e = dt.bytes();
    for (i, r) in results.into_iter().enumerate() {
        if let Some(bits) = r {
            m.store(var, off + i as u32 * hstride * e, e, bits)
                .ok_or("destination outside its variable")?;
        }
    }
    Ok(())
}

/// A `mov` (or `sel`) of a source into type `dt`: the bits unchanged when the types agree
/// (NaN payloads included), a conversion otherwise.
fn convert(a: &Src1, dt: ElemType) -> u64 {
    if a.ty == dt {
        a.bits & width(dt)
    } else {
        from_num(to_num(a.bits, a.ty), dt)
    }
}

fn compute(op: AluOp, s: &[Src1], dt: ElemType) -> Result<u64, String> {
    let a = s.first().ok_or("source 0")?;
    let num = |x: &Src1| to_num(x.bits, x.ty);
    Ok(match op {
        AluOp::Mov => convert(a, dt),
        AluOp::Not => !a.bits & width(dt),
        _ => {
            let b = s.get(1).ok_or("source 1")?;
            match op {
                AluOp::Add | AluOp::Mul => match (num(a), num(b)) {
                    (Num::I(x), Num::I(y)) => {
                        let r = if op == AluOp::Add {
                            x.wrapping_add(y)
                        } else {
                            x.wrapping_mul(y)
                        };
                        from_num(Num::I(r), dt)
                    }
                    (x, y) => {
                        let f = |n: Num| match n {
                            Num::I(v) => v as f64,
                            Num::F(v) => v,
                        };
                        let r = if op == AluOp::Add {
                            f(x) + f(y)
                        } else {
                            f(x) * f(y)
                        };
                        from_num(Num::F(r), dt)
                    }
                },
                AluOp::Shl | AluOp::Shr => {
                    let bits = 8 * a.ty.bytes().max(dt.bytes());
                    let n = (b.bits as u32) & (bits - 1);
                    let x = a.bits & width(a.ty);
                    let r = if op == AluOp::Shl {
                        x.checked_shl(n).unwrap_or(0)
                    } else {
                        x >> n
                    };
                    r & width(dt)
                }
                AluOp::And => a.bits & b.bits & width(dt),
                AluOp::Or => (a.bits | b.bits) & width(dt),
                AluOp::Xor => (a.bits ^ b.bits) & width(dt),
                _ => return Err(format!("`{}` is not modelled", op.name())),
            }
        }
    })
}

fn message(k: &Kernel, m: &mut Machine, msg: &MsgInst, mem: &mut Memory) -> Result<(), String> {
    let exec = msg.exec;
    let grf_dw = k.grf_bytes / 4;
    let w = exec.size.max(grf_dw).max(8).next_power_of_two();
    let enabled: Vec<bool> = (0..exec.size)
        .map(|i| match msg.pred {
            Some(p) => pred_bit(m, p, exec.offset + i).unwrap_or(false),
            None => true,
        })
        .collect();
    let surface = SurfaceRef(msg.surface.0);
    let goff = match &msg.global_offset {
        Some(g) => read_src(k, m, g, 0).ok_or("global offset")?.bits as u32,
        None => 0,
    };
    let raw = |r: &Raw, byte: u32, n: u32, m: &Machine| -> Result<u64, String> {
        let v = r.var.ok_or("null payload")?;
        m.load(v, r.off + byte, n)
            .ok_or_else(|| "payload outside its variable".to_string())
    };
    let addr_of = |i: u32, m: &Machine| -> Result<u32, String> {
        let a = msg.addrs.first().ok_or("no offsets")?;
        Ok(goff.wrapping_add(raw(a, 4 * i, 4, m)? as u32))
    };
    match msg.choice.msg {
        Message::GatherScaled => {
            let bytes = mem.bytes(surface).ok_or("not a buffer")?;
            let n = u32::from(msg.choice.blocks);
            let mut out = Vec::new();
            for i in 0..exec.size {
                if enabled[i as usize] {
                    let (bits, undef) = load_le(bytes, addr_of(i, m)?, n);
                    let mut v = bits;
                    for b in 0..4 {
                        if b >= n || undef & (1 << b) != 0 {
                            v = (v & !(0xFF << (8 * b))) | (u64::from(GARBAGE) << (8 * b));
                        }
                    }
                    out.push((i, v));
                }
            }
            let d = msg.data.var.ok_or("null destination")?;
            for (i, v) in out {
                m.store(d, msg.data.off + 4 * i, 4, v)
                    .ok_or("destination outside its variable")?;
            }
        }
        Message::ScatterScaled | Message::Scatter4Scaled | Message::QwScatter => {
            let mut writes = Vec::new();
            for i in 0..exec.size {
                if !enabled[i as usize] {
                    continue;
                }
                match msg.choice.msg {
                    Message::ScatterScaled => {
                        let v = raw(&msg.data, 4 * i, 4, m)?;
                        writes.push((addr_of(i, m)?, u32::from(msg.choice.blocks), v));
                    }
                    Message::Scatter4Scaled => {
                        for (pos, c) in msg.choice.channels.channels().enumerate() {
                            let v = raw(&msg.data, 4 * (pos as u32 * w + i), 4, m)?;
                            writes.push((addr_of(i, m)?.wrapping_add(4 * u32::from(c)), 4, v));
                        }
                    }
                    _ => {
                        let a = msg.addrs.first().ok_or("no offsets")?;
                        let at = raw(a, 4 * i, 4, m)? as u32;
                        writes.push((at, 8, raw(&msg.data, 8 * i, 8, m)?));
                    }
                }
            }
            let bytes = mem.bytes_mut(surface).ok_or("not a buffer")?;
            for (at, n, v) in writes {
                store_le(bytes, at, n, v, 0);
            }
        }
        Message::Gather4Typed => {
            let img = mem.image(surface).ok_or("not an image")?;
            let block = exec.size.max(grf_dw);
            let mut out = Vec::new();
            for i in 0..exec.size {
                if !enabled[i as usize] {
                    continue;
                }
                let mut coords = [0u32; 4];
                for (c, a) in msg.addrs.iter().enumerate().take(4) {
                    if a.var.is_some() {
                        coords[c] = raw(a, 4 * i, 4, m)? as u32;
                    }
                }
                for (pos, c) in msg.choice.channels.channels().enumerate() {
                    let (bits, undef) = img.read(coords, c);
                    let v = if undef != 0 { 0xA5A5_A5A5 } else { bits };
                    out.push((4 * (pos as u32 * block + i), v));
                }
            }
            let d = msg.data.var.ok_or("null destination")?;
            for (at, v) in out {
                m.store(d, msg.data.off + at, 4, v)
                    .ok_or("destination outside its variable")?;
            }
        }
    }
    Ok(())
}
