//! Where the IR values a run starts from and observes live in the kernel's registers.
//!
//! The reference interpreter takes the function's arguments as [`Val`]s and reports every
//! executed `sink` as [`Val`]s. To compare, the message-level run must put the same arguments
//! into the kernel's input variables and read sunk values back out of registers, in the
//! register layout of `docs/ARCHITECTURE.md` §3:
//!
//! ```text
//!   scalar / vec<N x T>   lane i at off + i * sizeof(T)
//!   vec<N x C x T>        lane i of channel c at off + c * chan_stride + i * sizeof(T)
//!   mask<N> in registers  dwords of bits: lane i is bit i % 32 of dword i / 32
//!   mask<N> in predicates runs of predicate channel bits
//!   splat / constant      one element read for every lane (a broadcast region or immediate)
//! ```
//!
//! An [`Abi`] lists one [`Slot`] per function parameter and one [`SinkSite`] per `sink` of the
//! function: the instruction index at which the sink's values are observed and where each value
//! is. [`Abi::from_inputs`] derives the parameters from the kernel's input table; the sink sites
//! must come from the lowering, which alone knows where it left each value (the message IR
//! marks sunk storage `Output` but does not record which value it holds).

use super::regfile::{RegByte, RegError, RegFile};
use crate::homes::{chan_stride, value_bytes};
use crate::mir::{InputKind, Kernel, PredId, VarId};
use memlower_ir::interp::Val;
use memlower_ir::{Loc, Type};

/// A run of mask lanes held in channels `bit .. bit + lanes` of a predicate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredRun {
    /// The predicate.
    pub pred: PredId,
    /// First channel.
    pub bit: u32,
    /// Lanes in the run.
    pub lanes: u32,
}

/// Where a value's elements are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// In a variable: lane i of channel c at byte `off + c * chan_stride + i * sizeof(T)`
    /// (masks: dwords of bits from `off`).
    Regs {
        /// The variable.
        var: VarId,
        /// Byte offset of lane 0 of channel 0.
        off: u32,
        /// Bytes from one channel to the next (multi-channel values only).
        chan_stride: u32,
    },
    /// A splat: every element is the one element at byte `off` of `var`.
    Bcast {
        /// The variable.
        var: VarId,
        /// Byte offset of the element.
        off: u32,
    },
    /// A splat constant: every element has these bits (mask lanes: bit 0).
    Imm {
        /// The element's bits.
        bits: u64,
    },
    /// Mask lanes in predicate channels, run after run.
    Preds(Vec<PredRun>),
}

/// An IR value's type and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The IR type.
    pub ty: Type,
    /// Its storage.
    pub storage: Storage,
}

/// One `sink` of the function: when control reaches instruction `at` (before it runs), the
/// values are read and recorded as one [`SinkRecord`](memlower_ir::interp::SinkRecord).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinkSite {
    /// Index into [`Kernel::insts`] (`insts.len()`: at the end of the kernel).
    pub at: usize,
    /// The `sink`'s location in the IR source.
    pub loc: Loc,
    /// Its operands, in order.
    pub values: Vec<Slot>,
}

/// How a kernel's registers relate to its function's parameters and sinks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Abi {
    /// One slot per parameter, in parameter order.
    pub params: Vec<Slot>,
    /// Every `sink` site, in any order (several at one instruction are recorded in list order).
    pub sinks: Vec<SinkSite>,
}

/// Why an ABI could not be derived or used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiError(pub String);

impl Abi {
    /// The parameters by the lowering's input convention: the kernel inputs that fill
    /// variables are the function's parameters, in the order their variables were declared
    /// (`lower-messages` declares one input variable per parameter, in order, before any other
    /// variable; the input *offsets* are packed by size and need not follow that order). Each
    /// holds its value in the layout of `docs/ARCHITECTURE.md` §3 from byte 0 (masks as dwords
    /// of bits); bytes past the value stay undefined. No sink sites.
    pub fn from_inputs(k: &Kernel, params: &[Type]) -> Result<Abi, AbiError> {
        let mut vars: Vec<(VarId, u32)> = k
            .inputs
            .iter()
            .filter_map(|i| match i.kind {
                InputKind::Var(v) => Some((v, i.size)),
                InputKind::Surface(_) => None,
            })
            .collect();
        vars.sort_by_key(|&(v, _)| v);
        if vars.len() != params.len() {
            return Err(AbiError(format!(
                "the kernel has {} variable inputs but the function has {} parameters",
                vars.len(),
                params.len()
            )));
        }
        let mut out = Vec::new();
        for (&(var, size), &ty) in vars.iter().zip(params) {
            let need = slot_bytes(ty, k.grf_bytes);
            let declared = k.var(var).map(|d| d.bytes()).unwrap_or(0);
            // An input may be larger than its value (a payload footprint grew the variable);
            // the bytes past the value are whatever the host passed: undefined.
            if size < need || declared < need {
                return Err(AbiError(format!(
                    "input `{}` has {size} bytes (declared {declared}), but a {ty} needs {need}",
                    k.var(var).map(|d| d.name.as_str()).unwrap_or("?"),
                )));
            }
            out.push(Slot {
                ty,
                storage: Storage::Regs {
                    var,
                    off: 0,
                    chan_stride: chan_stride(ty, k.grf_bytes),
                },
            });
        }
        Ok(Abi {
            params: out,
            sinks: Vec::new(),
        })
    }
}

/// Register bytes of a value of `ty` in its canonical layout (masks: dwords of bits).
pub fn slot_bytes(ty: Type, grf: u32) -> u32 {
    match ty {
        Type::Mask { lanes } => lanes.div_ceil(32) * 4,
        _ => value_bytes(ty, grf),
    }
}

/// The byte offset of element (lane, chan) of a value in registers.
fn elem_offset(off: u32, chan_stride: u32, lane: u32, chan: u32, eb: u32) -> u32 {
    off.wrapping_add(chan.wrapping_mul(chan_stride))
        .wrapping_add(lane.wrapping_mul(eb))
}

/// Reads the value a slot describes.
pub(crate) fn read_slot(regs: &RegFile, slot: &Slot) -> Result<Val, String> {
    let ty = slot.ty;
    let n = ty.num_elements() as usize;
    let mut bits = Vec::with_capacity(n);
    let mut undef = Vec::with_capacity(n);
    let err = |e: RegError| e.to_string();
    match (ty, &slot.storage) {
        (Type::Mask { lanes }, Storage::Regs { var, off, .. }) => {
            for i in 0..lanes {
                let b = regs
                    .read(*var, off + 4 * (i / 32) + (i % 32) / 8, 1)
                    .map_err(err)?[0];
                let k = i % 8;
                bits.push(u64::from((b.bits >> k) & 1));
                undef.push((b.undef >> k) & 1);
            }
        }
        (Type::Mask { lanes }, Storage::Preds(runs)) => {
            for r in runs {
                for k in 0..r.lanes {
                    match regs.pred_bit(r.pred, r.bit + k).map_err(err)? {
                        Some(b) => {
                            bits.push(u64::from(b));
                            undef.push(0);
                        }
                        None => {
                            bits.push(0);
                            undef.push(1);
                        }
                    }
                }
            }
            if bits.len() != lanes as usize {
                return Err(format!(
                    "the predicate runs hold {} lanes, the {ty} has {lanes}",
                    bits.len()
                ));
            }
        }
        (Type::Mask { .. }, Storage::Imm { bits: b }) => {
            bits = vec![b & 1; n];
            undef = vec![0; n];
        }
        (Type::Mask { .. }, Storage::Bcast { var, off }) => {
            let b = regs.read(*var, *off, 1).map_err(err)?[0];
            bits = vec![u64::from(b.bits & 1); n];
            undef = vec![b.undef & 1; n];
        }
        (_, Storage::Preds(_)) => return Err(format!("a {ty} cannot live in predicates")),
        (_, storage) => {
            let elem = ty
                .elem()
                .ok_or_else(|| format!("{ty} has no element type"))?;
            let eb = elem.bytes();
            let lanes = ty.lanes().unwrap_or(1);
            let chans = u32::from(ty.chans().unwrap_or(1));
            for lane in 0..lanes {
                for c in 0..chans {
                    let (b, u) = match storage {
                        Storage::Regs {
                            var,
                            off,
                            chan_stride,
                        } => bytes_value(
                            regs.read(*var, elem_offset(*off, *chan_stride, lane, c, eb), eb)
                                .map_err(err)?,
                        ),
                        Storage::Bcast { var, off } => {
                            bytes_value(regs.read(*var, *off, eb).map_err(err)?)
                        }
                        Storage::Imm { bits } => (*bits, 0),
                        Storage::Preds(_) => (0, 0xFF),
                    };
                    bits.push(b);
                    undef.push(u);
                }
            }
        }
    }
    Val::from_parts(ty, bits, undef).ok_or_else(|| format!("the slot does not hold a whole {ty}"))
}

/// Little-endian bits of register bytes, and which bytes have an undefined bit.
pub(crate) fn bytes_value(bytes: &[RegByte]) -> (u64, u8) {
    let (mut bits, mut undef) = (0u64, 0u8);
    for (k, b) in bytes.iter().enumerate().take(8) {
        bits |= u64::from(b.bits) << (8 * k);
        if b.undef != 0 {
            undef |= 1 << k;
        }
    }
    (bits, undef)
}

/// Register bytes of an element: `len` bytes of `bits`, bytes flagged in `undef` undefined.
pub(crate) fn value_bytes_of(bits: u64, undef: u8, len: u32) -> Vec<RegByte> {
    (0..len.min(8))
        .map(|k| {
            if undef & (1 << k) != 0 {
                RegByte::UNDEF
            } else {
                RegByte::defined((bits >> (8 * k)) as u8)
            }
        })
        .collect()
}

/// Writes a value into the registers a slot names (only `Regs` and `Preds` can be written).
pub(crate) fn write_slot(regs: &mut RegFile, slot: &Slot, v: &Val) -> Result<(), String> {
    let ty = slot.ty;
    if v.ty() != ty {
        return Err(format!("a {} cannot fill a {ty} slot", v.ty()));
    }
    let err = |e: RegError| e.to_string();
    match (ty, &slot.storage) {
        (Type::Mask { lanes }, Storage::Regs { var, off, .. }) => {
            let words = lanes.div_ceil(32);
            let mut bytes = vec![RegByte::defined(0); 4 * words as usize];
            for i in 0..lanes as usize {
                let byte = &mut bytes[4 * (i / 32) + (i % 32) / 8];
                let bit = 1u8 << (i % 8);
                match v.get(i) {
                    Some(b) if b != 0 => byte.bits |= bit,
                    Some(_) => {}
                    None => byte.undef |= bit,
                }
            }
            regs.write(*var, *off, &bytes).map_err(err)
        }
        (Type::Mask { .. }, Storage::Preds(runs)) => {
            let mut lane = 0usize;
            for r in runs {
                for k in 0..r.lanes {
                    let b = v.get(lane).map(|b| b != 0);
                    regs.set_pred_bit(r.pred, r.bit + k, b).map_err(err)?;
                    lane += 1;
                }
            }
            Ok(())
        }
        (
            _,
            Storage::Regs {
                var,
                off,
                chan_stride,
            },
        ) if !ty.is_mask() => {
            let elem = ty
                .elem()
                .ok_or_else(|| format!("{ty} has no element type"))?;
            let eb = elem.bytes();
            let chans = u32::from(ty.chans().unwrap_or(1));
            for (i, (&b, &u)) in v.bits().iter().zip(v.undef()).enumerate() {
                let (lane, c) = (i as u32 / chans, i as u32 % chans);
                let at = elem_offset(*off, *chan_stride, lane, c, eb);
                regs.write(*var, at, &value_bytes_of(b, u, eb))
                    .map_err(err)?;
            }
            Ok(())
        }
        _ => Err(format!("a {ty} cannot be written into {:?}", slot.storage)),
    }
}
