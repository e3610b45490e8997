//! The five memory messages, each by the "Semantics" block of its vISA specification.
//!
//! ```text
//!   ChEn[i]   = (NoMask or dispatch channel offset+i) and predicate channel offset+i (or !)
//!               an undefined predicate bit on a lane the dispatch mask enables is UB
//!   GATHER_SCALED.B     dst[i] = B bytes at goff + eoff[i]            (upper 4-B bytes undefined)
//!   SCATTER_SCALED.B    B low bytes of src[i] → goff + eoff[i]
//!   SCATTER4_SCALED.ch  src[ch_pos*S + i] → goff + eoff[i] + 4c       (S = max(exec, GRF/4))
//!   QW_SCATTER.nb       src[j*exec + i] → eoff[i] + 8j                (8 bytes, j < nb)
//!   GATHER4_TYPED.ch    dst[ch_pos*S + i] = channel c of pixel (u, v, r) at lod (OOB: 0,0,0,1)
//! ```
//!
//! Common rules: a lane's address, `goff + eoff[i]`, is a UD sum and wraps at 32 bits; the
//! channel or block offset added to it (`+ 4c`, `+ 8j`, the bytes of a block) does not wrap:
//! SCATTER4_SCALED indexes dwords (`surface[(address/4)+c]`) and no spec says an access wraps,
//! so an access passing 2^32 is undefined behaviour. At the end of a surface every block
//! (a lane's B bytes, a SCATTER4_SCALED dword, a QW_SCATTER qword) follows
//! `memlower_ir::interp::bounds`, shared with the reference interpreter: memory comes in whole
//! dwords (the bytes up to the next multiple of 4 are padding, undefined when read); on a
//! binding-table buffer, bound in whole dwords, a block wholly past that bound reads 0 or is
//! dropped (the specs' "Out-of-bound Access" properties), one below it is performed, and one
//! straddling it leaves undefined bytes; on `%slm` (out-of-bound SLM accesses have
//! undefined behaviour, says the execution-model chapter) and `%scratch` (T5, a raw address)
//! a block past the end rounded up to a dword is undefined behaviour, as in
//! the reference semantics. Typed reads convert pixels with the memory's `Image::read`. Disabled lanes
//! neither access memory nor write registers. A read message writes its whole register
//! footprint ([`Kernel::raw_footprint`]): the elements of lanes at and past the exec size are
//! undefined afterwards (GATHER4_TYPED's spec says so for the rest of each channel's register;
//! the scaled messages return whole registers too).
//!
//! [`Kernel::raw_footprint`]: memlower_lowering::mir::Kernel::raw_footprint
//!
//! A read message's destination is undefined from the moment the message is sent, before any
//! operand is read: an address or global offset in the destination's registers reads undefined
//! bytes (no spec says what a message returns when they overlap; the verifier refuses it, so
//! this shows only a kernel that bypassed it, or a text written by hand).
//!
//! Undefined behaviour, detected before anything is written (so a faulting message writes
//! nothing; its destination keeps what it held): an undefined bit in an enabled lane's element offset or coordinate, in the global
//! offset when a lane is enabled, or in a predicate channel of an enabled lane; two enabled
//! lanes writing one in-bounds byte ("the behavior is undefined if more than one channel writes
//! to the same address"); a SCATTER4_SCALED address that is not a multiple of 4 ("the final
//! address must be dword-aligned") or a QW_SCATTER address that is not a multiple of 8; an
//! access passing 2^32 or, on `%slm` and `%scratch`, the end of the memory rounded up to a dword.

use super::abi::{bytes_value, value_bytes_of};
use super::regfile::RegByte;
use super::{Fault, Machine};
use memlower_ir::interp::bounds::{self, Reach};
use memlower_ir::interp::{store_le, Memory, Place, Ub};
use memlower_ir::{ChannelMask, Message, SurfaceRef};
use memlower_lowering::mir::{MsgInst, Raw, Src, Surface};
use std::collections::HashMap;

/// One byte a scatter writes: where, by which lane, with what.
struct Write {
    addr: u32,
    lane: u32,
    byte: Option<u8>,
}

impl Machine<'_> {
    /// Executes one message.
    pub(super) fn message(&mut self, m: &MsgInst, mem: &mut Memory) -> Result<(), Fault> {
        let exec = m.exec;
        self.check_exec(exec)?;
        let enabled = self.message_lanes(m)?;
        // A read message's destination is undefined from the moment the message is sent: an
        // operand in the same registers reads undefined bytes (no spec says what it would read).
        let before = self.poison_destination(m)?;
        let done = match m.choice.msg {
            Message::GatherScaled => self.gather_scaled(m, &enabled, mem, &before),
            Message::ScatterScaled => self.scatter_scaled(m, &enabled, mem),
            Message::Scatter4Scaled => self.scatter4_scaled(m, &enabled, mem),
            Message::QwScatter => self.qw_scatter(m, &enabled, mem),
            Message::Gather4Typed => self.gather4_typed(m, &enabled, mem, &before),
        };
        if done.is_err() {
            // A faulting message writes nothing: the destination gets its bytes back.
            if let (Some(var), false) = (m.data.var, before.is_empty()) {
                let _ = self.regs.write_raw(var, m.data.off, &before);
            }
        }
        done
    }

    /// The bytes a read message writes: its register footprint
    /// ([`memlower_lowering::mir::Kernel::raw_footprint`]), at least its lanes' blocks or channels
    /// (0 for scatters).
    fn payload_bytes(&self, m: &MsgInst) -> u32 {
        let per_lane = match m.choice.msg {
            Message::GatherScaled => 4 * self.scaled_stride(m),
            Message::Gather4Typed => {
                4 * self.channel_stride(m.exec.size) * u32::from(m.choice.channels.count())
            }
            _ => return 0,
        };
        per_lane.max(self.k.raw_footprint(m, true))
    }

    /// For a read message with a destination: its footprint's bytes as they were, and the
    /// footprint made undefined before any operand is read (so an operand overlapping the
    /// destination reads undefined bytes). Empty for scatters and `%null` destinations.
    fn poison_destination(&mut self, m: &MsgInst) -> Result<Vec<RegByte>, Fault> {
        let (Some(var), true) = (m.data.var, m.choice.msg.is_read()) else {
            return Ok(Vec::new());
        };
        let n = self.payload_bytes(m);
        let before = self
            .regs
            .read_raw(var, m.data.off, n)
            .map_err(Fault::reg)?
            .to_vec();
        self.regs
            .write_raw(var, m.data.off, &vec![RegByte::UNDEF; n as usize])
            .map_err(Fault::reg)?;
        Ok(before)
    }

    /// ChEn of every lane of a message; an undefined predicate bit of a lane the execution mask
    /// enables is undefined behaviour (whether the lane accesses memory is unknown).
    fn message_lanes(&self, m: &MsgInst) -> Result<Vec<bool>, Fault> {
        (0..m.exec.size)
            .map(|i| match self.channel_enable(m.exec, m.pred, i)? {
                Some(on) => Ok(on),
                None => Err(Fault::Ub(Ub::UndefinedOperand {
                    operand: "mask",
                    lane: Some(i),
                })),
            })
            .collect()
    }

    /// The surface's index in the memory and its name for reports: an input surface (or
    /// `%slm`, `%scratch`) is the module's surface of its number; one the kernel set by `movs`
    /// is the one the host bound at that binding-table index.
    fn surface(&self, m: &MsgInst) -> Result<(SurfaceRef, String), Fault> {
        let s =
            self.k.surfaces.get(m.surface.index()).ok_or_else(|| {
                Fault::Malformed(format!("surface {} is not declared", m.surface.0))
            })?;
        let index = match s {
            memlower_lowering::mir::Surface::User { bti: Some(b), .. } => {
                self.bindings
                    .iter()
                    .position(|x| *x == Some(*b))
                    .ok_or_else(|| {
                        Fault::Malformed(format!(
                        "surface {} is set to binding-table index {b}, where the host bound no \
                         surface",
                        s.text()
                    ))
                    })? as u32
            }
            _ => m.surface.0,
        };
        Ok((SurfaceRef(index), s.text().to_string()))
    }

    /// The global offset of a scaled message: its value, or UB if undefined while some lane is
    /// enabled (the value then does not matter).
    fn global_offset(&self, m: &MsgInst, enabled: &[bool]) -> Result<u32, Fault> {
        let s: &Src = m.global_offset.as_ref().ok_or_else(|| {
            Fault::Malformed(format!(
                "{} needs a global offset",
                m.choice.msg.spec_name()
            ))
        })?;
        let (v, undef) = self.scalar_u32(s)?;
        if undef && enabled.iter().any(|&e| e) {
            return Err(Fault::Ub(Ub::UndefinedOperand {
                operand: "base",
                lane: None,
            }));
        }
        Ok(v)
    }

    /// Dword `i` of a raw operand: its value and whether any bit is undefined (`%null` reads 0).
    fn raw_dword(&self, r: &Raw, i: u32) -> Result<(u32, bool), Fault> {
        let Some(var) = r.var else {
            return Ok((0, false));
        };
        let bytes = self
            .regs
            .read_raw(var, r.off.wrapping_add(4 * i), 4)
            .map_err(Fault::reg)?;
        let (bits, undef) = bytes_value(bytes);
        Ok((bits as u32, undef != 0))
    }

    /// The element offset of every enabled lane (`None` for disabled lanes), plus `base`.
    fn addresses(
        &self,
        m: &MsgInst,
        enabled: &[bool],
        base: u32,
        align: u32,
    ) -> Result<Vec<Option<u32>>, Fault> {
        let offs = m.addrs.first().filter(|r| r.var.is_some()).ok_or_else(|| {
            Fault::Malformed(format!(
                "{} needs an element-offset operand",
                m.choice.msg.spec_name()
            ))
        })?;
        let mut out = Vec::with_capacity(enabled.len());
        for (i, &on) in enabled.iter().enumerate() {
            if !on {
                out.push(None);
                continue;
            }
            let (o, undef) = self.raw_dword(offs, i as u32)?;
            if undef {
                return Err(Fault::Ub(Ub::UndefinedOperand {
                    operand: "offset",
                    lane: Some(i as u32),
                }));
            }
            let a = base.wrapping_add(o);
            if !a.is_multiple_of(align) {
                return Err(Fault::Ub(Ub::Misaligned {
                    lane: i as u32,
                    address: a,
                    align,
                }));
            }
            out.push(Some(a));
        }
        Ok(out)
    }

    /// The bounds rules of the message's surface: whether the hardware checks them (a
    /// binding-table buffer; not `%slm` or `%scratch`, see `memlower_ir::interp::bounds`).
    fn checked_bounds(&self, m: &MsgInst) -> bool {
        !matches!(
            self.k.surfaces.get(m.surface.index()),
            Some(Surface::Scratch | Surface::Slm)
        )
    }

    /// Undefined behaviour of one access (lane, address, bytes) of a message, before anything
    /// is written: bytes passing the top of the 32-bit address space (`address` is the lane's
    /// address, `skip` the channel or block offset added to it, which the specs never say
    /// wraps), and on memory without checked bounds bytes past the end rounded up to a dword.
    fn access_ub(
        &self,
        m: &MsgInst,
        len: usize,
        (lane, address, skip, n): (u32, u32, u32, u32),
    ) -> Result<u32, Fault> {
        if bounds::overflows(address, skip + n) {
            return Err(Fault::Ub(Ub::AddressOverflow {
                lane,
                address,
                bytes: skip + n,
            }));
        }
        if let Reach::Beyond(byte) = bounds::reach(len, false, address + skip, n) {
            if !self.checked_bounds(m) {
                let (_, surface) = self.surface(m)?;
                return Err(Fault::Ub(Ub::OutOfBounds {
                    lane,
                    address: byte,
                    surface,
                    size: len as u32,
                }));
            }
        }
        Ok(address + skip)
    }

    fn byte_memory<'m>(
        &self,
        m: &MsgInst,
        mem: &'m mut Memory,
    ) -> Result<(&'m mut [Option<u8>], String), Fault> {
        let (sref, name) = self.surface(m)?;
        let bytes = mem.bytes_mut(sref).ok_or_else(|| {
            Fault::Memory(format!(
                "the memory has no byte buffer for surface `{name}` (an image, or not in the memory)"
            ))
        })?;
        Ok((bytes, name))
    }

    fn check_blocks(m: &MsgInst) -> Result<u32, Fault> {
        match m.choice.blocks {
            b @ (1 | 2 | 4) => Ok(u32::from(b)),
            b => Err(Fault::Malformed(format!(
                "{} moves 1, 2 or 4 blocks per lane, not {b}",
                m.choice.msg.spec_name()
            ))),
        }
    }

    fn check_channels(m: &MsgInst) -> Result<ChannelMask, Fault> {
        let c = m.choice.channels;
        if !c.is_valid() {
            return Err(Fault::Malformed(format!(
                "{} needs a non-empty RGBA channel mask, not {:#x}",
                m.choice.msg.spec_name(),
                c.0
            )));
        }
        Ok(c)
    }

    /// Dwords from one channel's payload to the next: `max(exec_size, GRF_SIZE / 4)`.
    fn channel_stride(&self, exec: u32) -> u32 {
        exec.max(self.k.grf_bytes / 4)
    }

    /// Writes a read message's result: `dwords` are (dword index in the payload, bytes) for the
    /// enabled lanes; every other byte of the footprint outside the exec lanes becomes undefined,
    /// and the bytes of disabled exec lanes keep what they held `before` the message (or become
    /// undefined with `poison_disabled_lanes`).
    fn write_payload(
        &mut self,
        m: &MsgInst,
        (lanes_per_block, blocks): (u32, u32),
        before: &[RegByte],
        written: &[(u32, [RegByte; 4])],
    ) -> Result<(), Fault> {
        let Some(var) = m.data.var else {
            return Ok(()); // `%null` destination: the data is discarded
        };
        let stride = lanes_per_block;
        let mut bytes = before.to_vec();
        let exec = m.exec.size;
        for (k, b) in bytes.iter_mut().enumerate() {
            let dword = k as u32 / 4;
            let lane = dword % stride;
            let inside = dword / stride < blocks && lane < exec;
            if !inside || self.opts.poison_disabled_lanes {
                *b = RegByte::UNDEF;
            }
        }
        for (dword, v) in written {
            let at = 4 * *dword as usize;
            if let Some(slot) = bytes.get_mut(at..at + 4) {
                slot.copy_from_slice(v);
            }
        }
        self.regs
            .write_raw(var, m.data.off, &bytes)
            .map_err(Fault::reg)
    }

    fn gather_scaled(
        &mut self,
        m: &MsgInst,
        enabled: &[bool],
        mem: &mut Memory,
        before: &[RegByte],
    ) -> Result<(), Fault> {
        let blocks = Self::check_blocks(m)?;
        let base = self.global_offset(m, enabled)?;
        let addrs = self.addresses(m, enabled, base, 1)?;
        let checked = self.checked_bounds(m);
        let (bytes, _) = self.byte_memory(m, mem)?;
        let mut written = Vec::new();
        for (i, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            let a = self.access_ub(m, bytes.len(), (i as u32, a, 0, blocks))?;
            // `blocks` bytes into the low bytes of the lane's dword; the rest is undefined.
            let (bits, undef) = bounds::read_access(bytes, checked, a, blocks);
            let mut dw = [RegByte::UNDEF; 4];
            for (k, slot) in value_bytes_of(bits, undef, blocks).into_iter().enumerate() {
                dw[k] = slot;
            }
            written.push((i as u32, dw));
        }
        let stride = self.scaled_stride(m);
        self.write_payload(m, (stride, 1), before, &written)
    }

    /// Dwords per lane block of a scaled read: the footprint's dword count.
    fn scaled_stride(&self, m: &MsgInst) -> u32 {
        (self.k.raw_footprint(m, true) / 4).max(m.exec.size)
    }

    /// Checks a scatter's writes for two lanes on one in-bounds byte, then writes them (bytes
    /// past the end go nowhere).
    fn commit(
        &self,
        surface: &str,
        bytes: &mut [Option<u8>],
        writes: &[Write],
    ) -> Result<(), Fault> {
        let mut owner: HashMap<u32, u32> = HashMap::new();
        for w in writes {
            if (w.addr as usize) >= bytes.len() {
                continue;
            }
            if let Some(first) = owner.insert(w.addr, w.lane) {
                if first != w.lane {
                    return Err(Fault::Ub(Ub::OverlappingWrite {
                        first: first.min(w.lane),
                        second: first.max(w.lane),
                        place: Place::Byte {
                            surface: surface.to_string(),
                            address: w.addr,
                        },
                    }));
                }
            }
        }
        for w in writes {
            let (bits, undef) = match w.byte {
                Some(b) => (u64::from(b), 0),
                None => (0, 1),
            };
            store_le(bytes, w.addr, 1, bits, undef);
        }
        Ok(())
    }

    /// The writes of the `n` payload bytes at payload byte `src_off` that lane `lane` sends to
    /// `address + skip`, on memory of `len` bytes: none wholly out of bounds, undefined bytes
    /// for a partial access (`memlower_ir::interp::bounds`), after [`Self::access_ub`].
    #[allow(clippy::too_many_arguments)]
    fn collect(
        &self,
        m: &MsgInst,
        src_off: u32,
        n: u32,
        (lane, address, skip): (u32, u32, u32),
        len: usize,
        out: &mut Vec<Write>,
    ) -> Result<(), Fault> {
        let var = m.data.var.ok_or_else(|| {
            Fault::Malformed(format!(
                "{} needs a source payload, not %null",
                m.choice.msg.spec_name()
            ))
        })?;
        let addr = self.access_ub(m, len, (lane, address, skip, n))?;
        let partial = match bounds::reach(len, self.checked_bounds(m), addr, n) {
            Reach::Outside => return Ok(()),
            Reach::Partial => true,
            Reach::Inside | Reach::Beyond(_) => false,
        };
        let bytes = self
            .regs
            .read_raw(var, m.data.off.wrapping_add(src_off), n)
            .map_err(Fault::reg)?;
        for (k, b) in bytes.iter().enumerate() {
            out.push(Write {
                addr: addr + k as u32,
                lane,
                byte: if partial { None } else { b.value() },
            });
        }
        Ok(())
    }

    fn scatter_scaled(
        &mut self,
        m: &MsgInst,
        enabled: &[bool],
        mem: &mut Memory,
    ) -> Result<(), Fault> {
        let blocks = Self::check_blocks(m)?;
        let base = self.global_offset(m, enabled)?;
        let addrs = self.addresses(m, enabled, base, 1)?;
        let len = self.byte_memory(m, mem)?.0.len();
        let mut writes = Vec::new();
        for (i, a) in addrs.iter().enumerate() {
            if let Some(a) = *a {
                // The low `blocks` bytes of the lane's dword; the upper bytes are ignored.
                let at = (i as u32, a, 0);
                self.collect(m, 4 * i as u32, blocks, at, len, &mut writes)?;
            }
        }
        let (bytes, name) = self.byte_memory(m, mem)?;
        self.commit(&name, bytes, &writes)
    }

    fn scatter4_scaled(
        &mut self,
        m: &MsgInst,
        enabled: &[bool],
        mem: &mut Memory,
    ) -> Result<(), Fault> {
        let mask = Self::check_channels(m)?;
        let base = self.global_offset(m, enabled)?;
        let addrs = self.addresses(m, enabled, base, 4)?;
        let stride = self.channel_stride(m.exec.size);
        let len = self.byte_memory(m, mem)?.0.len();
        let mut writes = Vec::new();
        for (ch_pos, c) in mask.channels().enumerate() {
            let ch_start = ch_pos as u32 * stride;
            for (i, a) in addrs.iter().enumerate() {
                if let Some(a) = *a {
                    // Dword `address / 4 + c`: the spec indexes dwords, it never wraps.
                    let at = (i as u32, a, 4 * u32::from(c));
                    self.collect(m, 4 * (ch_start + i as u32), 4, at, len, &mut writes)?;
                }
            }
        }
        let (bytes, name) = self.byte_memory(m, mem)?;
        self.commit(&name, bytes, &writes)
    }

    fn qw_scatter(&mut self, m: &MsgInst, enabled: &[bool], mem: &mut Memory) -> Result<(), Fault> {
        let blocks = Self::check_blocks(m)?;
        if m.global_offset.is_some() {
            return Err(Fault::Malformed(
                "QW_SCATTER has no global offset operand".into(),
            ));
        }
        let addrs = self.addresses(m, enabled, 0, 8)?;
        let exec = m.exec.size;
        let len = self.byte_memory(m, mem)?.0.len();
        let mut writes = Vec::new();
        for (i, a) in addrs.iter().enumerate() {
            if let Some(a) = *a {
                for j in 0..blocks {
                    let src = 8 * (j * exec + i as u32);
                    self.collect(m, src, 8, (i as u32, a, 8 * j), len, &mut writes)?;
                }
            }
        }
        let (bytes, name) = self.byte_memory(m, mem)?;
        self.commit(&name, bytes, &writes)
    }

    fn gather4_typed(
        &mut self,
        m: &MsgInst,
        enabled: &[bool],
        mem: &mut Memory,
        before: &[RegByte],
    ) -> Result<(), Fault> {
        let mask = Self::check_channels(m)?;
        if m.global_offset.is_some() {
            return Err(Fault::Malformed(
                "GATHER4_TYPED has no global offset operand".into(),
            ));
        }
        if m.addrs.len() > 4 || m.addrs.first().and_then(|r| r.var).is_none() {
            return Err(Fault::Malformed(
                "GATHER4_TYPED takes U (not %null) and optional V, R, LOD".into(),
            ));
        }
        // The surface first: a read of a surface that is not an image is malformed whatever
        // its coordinates hold.
        let (sref, name) = self.surface(m)?;
        let img = mem.image(sref).ok_or_else(|| {
            Fault::Memory(format!(
                "the memory has no image for surface `{name}` (GATHER4_TYPED reads typed surfaces)"
            ))
        })?;
        const NAMES: [&str; 4] = ["u", "v", "r", "lod"];
        let mut coords: Vec<Option<[u32; 4]>> = Vec::with_capacity(enabled.len());
        for (i, &on) in enabled.iter().enumerate() {
            if !on {
                coords.push(None);
                continue;
            }
            let mut uvrl = [0u32; 4];
            for (k, r) in m.addrs.iter().enumerate() {
                let (x, undef) = self.raw_dword(r, i as u32)?;
                if undef {
                    return Err(Fault::Ub(Ub::UndefinedOperand {
                        operand: NAMES[k.min(3)],
                        lane: Some(i as u32),
                    }));
                }
                uvrl[k.min(3)] = x;
            }
            coords.push(Some(uvrl));
        }
        let stride = self.channel_stride(m.exec.size);
        let mut written = Vec::new();
        for (ch_pos, c) in mask.channels().enumerate() {
            for (i, xyz) in coords.iter().enumerate() {
                let Some(xyz) = *xyz else { continue };
                let (bits, undef) = img.read(xyz, c);
                let mut dw = [RegByte::UNDEF; 4];
                for (k, b) in value_bytes_of(bits, undef, 4).into_iter().enumerate() {
                    dw[k] = b;
                }
                written.push((ch_pos as u32 * stride + i as u32, dw));
            }
        }
        let blocks = u32::from(mask.count());
        self.write_payload(m, (stride, blocks), before, &written)
    }
}
