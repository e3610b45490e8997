//! IR values in registers: how arguments are written into a kernel and how `sink` reads values
//! back out, in the register layout of `docs/ARCHITECTURE.md` §3.
//!
//! ```text
//!   scalar / vec<N x T>   lane i at off + i * sizeof(T)
//!   vec<N x C x T>        lane i of channel c at off + c * stride + i * sizeof(T)   (SoA)
//!   mask<N>               dwords of bits from off: lane i is bit i % 32 of dword i / 32
//! ```
//!
//! A [`SinkArg`] (the message IR's description of one sunk value: variable, offset, channel
//! stride, IR type) names such a place; arguments use the same description, at offset 0 of the
//! variable [`Kernel::args`] lists, with the canonical channel stride.
//!
//! The reference interpreter's [`Val`] is lane-major (AoS) with undefined *bytes*; registers
//! are channel-major with undefined *bits*. Reading rounds bits up to bytes (a byte is undefined
//! if any of its bits is); writing marks every bit of an undefined byte undefined.

use super::regfile::{RegByte, RegError, RegFile};
use memlower_ir::interp::Val;
use memlower_ir::rng::Rng;
use memlower_ir::Type;
use memlower_lowering::layout::{chan_stride, value_bytes};
use memlower_lowering::mir::{Kernel, SinkArg, VarId};

/// Register bytes of a value of `ty` in its canonical layout (masks: dwords of bits).
pub fn slot_bytes(ty: Type, grf: u32) -> u32 {
    match ty {
        Type::Mask { lanes } => lanes.div_ceil(32) * 4,
        _ => value_bytes(ty, grf),
    }
}

/// Where argument `var` of type `ty` arrives: byte 0, canonical channel stride.
pub fn arg_slot(k: &Kernel, var: VarId, ty: Type) -> SinkArg {
    SinkArg {
        var,
        off: 0,
        stride: chan_stride(ty, k.grf_bytes),
        ty,
    }
}

/// The byte offset of element (lane, chan) of a value in registers.
fn elem_offset(a: &SinkArg, lane: u32, chan: u32, eb: u32) -> u32 {
    a.off
        .wrapping_add(chan.wrapping_mul(a.stride))
        .wrapping_add(lane.wrapping_mul(eb))
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

/// Reads the value a place describes.
pub(crate) fn read_value(regs: &RegFile, a: &SinkArg) -> Result<Val, String> {
    let ty = a.ty;
    let n = ty.num_elements() as usize;
    let mut bits = Vec::with_capacity(n);
    let mut undef = Vec::with_capacity(n);
    let err = |e: RegError| e.to_string();
    if let Type::Mask { lanes } = ty {
        for i in 0..lanes {
            let at = a.off.wrapping_add(4 * (i / 32) + (i % 32) / 8);
            let b = regs.read(a.var, at, 1).map_err(err)?[0];
            let k = i % 8;
            bits.push(u64::from((b.bits >> k) & 1));
            undef.push((b.undef >> k) & 1);
        }
    } else {
        let elem = ty
            .elem()
            .ok_or_else(|| format!("{ty} has no element type"))?;
        let eb = elem.bytes();
        let chans = u32::from(ty.chans().unwrap_or(1));
        for lane in 0..ty.lanes().unwrap_or(1) {
            for c in 0..chans {
                let bytes = regs
                    .read(a.var, elem_offset(a, lane, c, eb), eb)
                    .map_err(err)?;
                let (b, u) = bytes_value(bytes);
                bits.push(b);
                undef.push(u);
            }
        }
    }
    Val::from_parts(ty, bits, undef).ok_or_else(|| format!("the place does not hold a {ty}"))
}

/// What a host leaves in the argument bytes the kernel ABI does not define: a `mask<N>`
/// argument's bits at and above N, the padding lanes and unused channel bytes of a vector
/// argument, and every byte of an argument's variable past its value. A kernel must not let
/// them change what it writes or sinks; `Machine::set_args` fills them this way before
/// writing the arguments' values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HostFill {
    /// Undefined bits: a kernel whose result depends on them reads an undefined value (or
    /// has undefined behaviour, for an address or a predicate).
    #[default]
    Undefined,
    /// Every bit set: the host that passes `0xFFFFFFFF` for "all lanes".
    Ones,
    /// Random defined bytes from this seed: what a real host's stale memory holds.
    Random(u64),
}

/// The bytes a host leaves in an argument variable of `len` bytes (variable `var`, so that two
/// arguments of one run get different random bytes).
pub(crate) fn host_bytes(fill: HostFill, var: VarId, len: u32) -> Vec<RegByte> {
    match fill {
        HostFill::Undefined => vec![RegByte::UNDEF; len as usize],
        HostFill::Ones => vec![RegByte::defined(0xFF); len as usize],
        HostFill::Random(seed) => {
            let mut rng = Rng::new(seed ^ u64::from(var.0).wrapping_mul(0x2545_F491_4F6C_DD1D));
            (0..len)
                .map(|_| RegByte::defined(rng.next_u64() as u8))
                .collect()
        }
    }
}

/// What a runtime passes in the lane-id input (docs/ABI.md): lane i holds i, in each lane the
/// declaration has, as a word (the hardware's local-id payload of a one-thread work-group). The
/// host's own values: the kernel's text gives only the input's size.
pub(crate) fn lane_ids(d: &memlower_lowering::mir::Var) -> Result<Vec<RegByte>, String> {
    let eb = d.ty.bytes();
    if d.ty != memlower_lowering::mir::LANE_ID_TYPE {
        return Err(format!(
            "the lane-id input `{}` is {}, the host passes {}",
            d.name,
            d.ty,
            memlower_lowering::mir::LANE_ID_TYPE
        ));
    }
    Ok((0..d.num_elts)
        .flat_map(|i| value_bytes_of(u64::from(i), 0, eb))
        .collect())
}

/// Writes a value into the registers a place names. A mask's dwords are written whole: bits
/// at and above its lanes become defined zeros.
pub(crate) fn write_value(regs: &mut RegFile, a: &SinkArg, v: &Val) -> Result<(), String> {
    write_bits(regs, a, v, false)
}

/// Writes an argument's value as a host does: only the value's own bits. A mask's bits at and
/// above its lanes keep what the registers held (the host's fill).
pub(crate) fn write_arg(regs: &mut RegFile, a: &SinkArg, v: &Val) -> Result<(), String> {
    write_bits(regs, a, v, true)
}

fn write_bits(regs: &mut RegFile, a: &SinkArg, v: &Val, keep_high: bool) -> Result<(), String> {
    let ty = a.ty;
    if v.ty() != ty {
        return Err(format!("a {} cannot fill a {ty} place", v.ty()));
    }
    let err = |e: RegError| e.to_string();
    if let Type::Mask { lanes } = ty {
        let len = 4 * lanes.div_ceil(32);
        let mut bytes = if keep_high {
            let mut old = regs.read(a.var, a.off, len).map_err(err)?.to_vec();
            // The lanes' own bits are written below: clear them (defined 0) first.
            for i in 0..lanes as usize {
                if let Some(byte) = old.get_mut(4 * (i / 32) + (i % 32) / 8) {
                    let bit = 1u8 << (i % 8);
                    byte.bits &= !bit;
                    byte.undef &= !bit;
                }
            }
            old
        } else {
            vec![RegByte::defined(0); len as usize]
        };
        for i in 0..lanes as usize {
            let Some(byte) = bytes.get_mut(4 * (i / 32) + (i % 32) / 8) else {
                continue;
            };
            let bit = 1u8 << (i % 8);
            match v.get(i) {
                Some(b) if b != 0 => byte.bits |= bit,
                Some(_) => {}
                None => byte.undef |= bit,
            }
        }
        return regs.write(a.var, a.off, &bytes).map_err(err);
    }
    let elem = ty
        .elem()
        .ok_or_else(|| format!("{ty} has no element type"))?;
    let eb = elem.bytes();
    let chans = u32::from(ty.chans().unwrap_or(1));
    for (i, (&b, &u)) in v.bits().iter().zip(v.undef()).enumerate() {
        let (lane, c) = (i as u32 / chans, i as u32 % chans);
        regs.write(
            a.var,
            elem_offset(a, lane, c, eb),
            &value_bytes_of(b, u, eb),
        )
        .map_err(err)?;
    }
    Ok(())
}
