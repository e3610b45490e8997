//! Memory operations: one legal op becomes exactly one of the five messages, with its offsets
//! and base checked, its payloads made, and a read's destination chosen (the result's storage
//! when it is payload-legal).

use super::repr::{chans_of, chunks, ety, lanes_of, Place, Repr};
use super::{Lowerer, Result};
use crate::layout::chan_stride;
use crate::mir::*;
use memlower_ir as ir;
use memlower_ir::{Carried, Inst, Message, MsgChoice, ScalarType, Type, Value};
use memlower_passes::target::Extension;
use smallvec::{smallvec, SmallVec};

impl Lowerer<'_> {
    pub(super) fn lower_memory(&mut self, i: Inst) -> Result<()> {
        let d = self.f.inst(i);
        let kind = d.kind.clone();
        let result = d.result;
        let Some(via) = kind.via() else {
            return Err(match kind {
                ir::InstKind::ImageStore { .. } => {
                    self.unsupported(i, "none of the five messages writes a typed image")
                }
                _ => self.not_legal(
                    i,
                    "the memory op has no `via` (message not chosen)",
                    "`via <message>` from pick-blocks",
                ),
            });
        };
        let lanes = match &kind {
            ir::InstKind::Scatter { data, .. } => lanes_of(self.f.ty(*data)),
            _ => result.map(|r| lanes_of(self.f.ty(r))).unwrap_or(1),
        };
        if !(1..=32).contains(&lanes) || !lanes.is_power_of_two() {
            return Err(self.not_legal(
                i,
                format!("{lanes} lanes is not an exec size"),
                "a lane count of 1, 2, 4, 8, 16 or 32 (split-lanes)",
            ));
        }
        if let Some(m) = kind.mask() {
            if self.f.ty(m) != Type::mask(lanes) {
                return Err(self.not_legal(
                    i,
                    "the mask does not have the op's lane count",
                    format!("mask<{lanes}>"),
                ));
            }
        }
        let (pred, exec) = match kind.mask() {
            Some(m) => {
                let (p, bit) = self.pred_at(m, 0, lanes);
                (
                    Some(PredUse {
                        pred: p,
                        negate: false,
                    }),
                    Exec::nm_at(lanes, bit),
                )
            }
            None => (None, Exec::nm(lanes)),
        };
        self.check_carrier(i, &kind, via, lanes)?;
        let msg = match &kind {
            ir::InstKind::Gather { addr, .. } => self.gather_msg(i, addr, via, (pred, exec))?,
            ir::InstKind::Scatter {
                addr, data, align, ..
            } => self.scatter_msg(i, addr, (*data, *align), via, (pred, exec))?,
            ir::InstKind::ImageLoad {
                surface, coords, ..
            } => self.image_msg(i, *surface, coords, via, (pred, exec))?,
            _ => return Err(self.not_legal(i, "not a memory op", "gather, scatter or image.load")),
        };
        // The report finds the message in the kernel, with the moves charged to the op through
        // their `origin` (crate::report).
        #[cfg(feature = "mutations")]
        let msg = crate::mutation::message(self.mutation, msg);
        self.push(InstKind::Msg(Box::new(msg)), Purpose::Compute);
        if let Some((from, to, ty)) = self.pending_copy.take() {
            self.copy_into(&Repr::Place(from), ty, to, Purpose::PayloadCopy);
        }
        Ok(())
    }

    /// The result of the read `i` (`check_carrier` has checked it has one).
    fn result_of(&self, i: Inst) -> Result<Value> {
        self.f
            .inst(i)
            .result
            .ok_or_else(|| self.not_legal(i, "a read without a result", "a result"))
    }

    /// The surface `sr` names, or the error that it is not declared.
    fn surface_id(&self, i: Inst, sr: ir::SurfaceRef) -> Result<SurfaceId> {
        self.surfaces
            .get(sr.0 as usize)
            .copied()
            .ok_or_else(|| self.not_legal(i, "unknown surface", "a declared surface"))
    }

    /// That `via` can carry the op `kind` (from the message's description: the op it carries,
    /// and for a typed read the op's own channels) and that the data (a scatter's source, a
    /// read's result) has the description's elements: one dword or qword per lane and channel.
    fn check_carrier(
        &self,
        i: Inst,
        kind: &ir::InstKind,
        via: MsgChoice,
        lanes: u32,
    ) -> Result<()> {
        let desc = via.msg.desc();
        let Some(op) = Carried::of(kind) else {
            return Err(self.not_legal(i, "not a memory op", "gather, scatter or image.load"));
        };
        let op_channels = match kind {
            ir::InstKind::ImageLoad { channels, .. } => Some(*channels),
            _ => None,
        };
        if desc.carries != op || op_channels.is_some_and(|c| c != via.channels) {
            let carriers: Vec<String> = Message::carrying(op)
                .map(|m| match op_channels {
                    Some(c) => format!("{}.{c}", m.mnemonic()),
                    None => m.mnemonic().to_string(),
                })
                .collect();
            return Err(self.not_legal(
                i,
                format!("{} cannot go via {via}", op.name()),
                format!("via {}", carriers.join(", ")),
            ));
        }
        let ty = match (kind, self.f.inst(i).result) {
            (ir::InstKind::Scatter { data, .. }, _) => self.f.ty(*data),
            (_, Some(r)) => self.f.ty(r),
            (_, None) => {
                return Err(self.not_legal(
                    i,
                    format!("{} without a result", op.name()),
                    "a result",
                ))
            }
        };
        let chans = if desc.channels {
            u32::from(via.channels.count())
        } else {
            1
        };
        if chans_of(ty) != chans || ety(ty).bytes() != desc.data_bytes {
            let (unit, elems) = match desc.data_bytes {
                8 => ("qword", "i64/f64"),
                _ => ("dword", "i32/f32"),
            };
            return Err(self.not_legal(
                i,
                format!(
                    "{} moves {chans} {unit}(s) per lane, not {ty}",
                    desc.mnemonic
                ),
                format!("vec<{lanes} x {chans} x {elems}> (one channel: vec<{lanes} x {elems}>)"),
            ));
        }
        Ok(())
    }

    /// A gather's message: its offsets (and base) and destination.
    fn gather_msg(
        &mut self,
        i: Inst,
        addr: &ir::Address,
        via: MsgChoice,
        (pred, exec): (Option<PredUse>, Exec),
    ) -> Result<MsgInst> {
        let lanes = exec.size;
        let r = self.result_of(i)?;
        let surface = self.surface_id(i, addr.surface)?;
        self.check_offsets(i, addr.offsets, lanes)?;
        let (goff, offs) = self.address(i, addr.offsets, addr.base, via, lanes)?;
        let data = self.message_dst(r, via, lanes);
        #[cfg(feature = "mutations")]
        self.prefill_kept_lanes(r, data);
        Ok(MsgInst {
            choice: via,
            exec,
            pred,
            surface,
            global_offset: Some(goff),
            addrs: smallvec![offs],
            data,
        })
    }

    /// A scatter's message: its offsets (the base added to them where the message has no global
    /// offset) and data.
    fn scatter_msg(
        &mut self,
        i: Inst,
        addr: &ir::Address,
        (data, align): (Value, u32),
        via: MsgChoice,
        (pred, exec): (Option<PredUse>, Exec),
    ) -> Result<MsgInst> {
        let lanes = exec.size;
        let surface = self.surface_id(i, addr.surface)?;
        self.check_offsets(i, addr.offsets, lanes)?;
        if via.msg.desc().data == ir::DataLayout::DwordChannels && align < 4 {
            return Err(self.not_legal(i, "scatter4_scaled writes dwords", "align 4 or more"));
        }
        let (global_offset, offs) = if via.msg.desc().global_offset {
            let (goff, offs) = self.address(i, addr.offsets, addr.base, via, lanes)?;
            (Some(goff), offs)
        } else {
            // No global offset operand: add the base to the offsets first.
            let offs = match addr.base {
                Some(b) => {
                    self.check_base(i, b)?;
                    let goff = self.scalar_src(b, ElemType::Ud);
                    self.address_sum(addr.offsets, (Some(b), goff), via, lanes)
                }
                None => self.payload(addr.offsets, via, lanes, false),
            };
            (None, offs)
        };
        let src = self.payload(data, via, lanes, true);
        Ok(MsgInst {
            choice: via,
            exec,
            pred,
            surface,
            global_offset,
            addrs: smallvec![offs],
            data: src,
        })
    }

    /// An image read's message: its U, V, R and LOD payloads (`%null` for the coordinates the
    /// image does not have) and destination.
    fn image_msg(
        &mut self,
        i: Inst,
        surface: ir::SurfaceRef,
        coords: &ir::ImageCoords,
        via: MsgChoice,
        (pred, exec): (Option<PredUse>, Exec),
    ) -> Result<MsgInst> {
        let lanes = exec.size;
        let r = self.result_of(i)?;
        let sid = self.surface_id(i, surface)?;
        let mut addrs: SmallVec<[Raw; 4]> = SmallVec::new();
        if let Some(vrl) = self.uniform_vrl_block(i, coords, via, lanes)? {
            let u = coords.uvr[0];
            self.check_offsets(i, u, lanes)?;
            addrs.push(self.payload(u, via, lanes, false));
            addrs.extend(vrl);
        } else {
            for k in 0..3 {
                match coords.uvr.get(k) {
                    Some(&c) => {
                        self.check_offsets(i, c, lanes)?;
                        addrs.push(self.payload(c, via, lanes, false));
                    }
                    None => addrs.push(Raw::NULL),
                }
            }
            match coords.lod {
                Some(l) => {
                    self.check_offsets(i, l, lanes)?;
                    addrs.push(self.payload(l, via, lanes, false));
                }
                None if self.facts.allows(Extension::TypedNullLod) => addrs.push(Raw::NULL),
                None => addrs.push(self.zero_lod(via, lanes)),
            }
        }
        let data = self.message_dst(r, via, lanes);
        Ok(MsgInst {
            choice: via,
            exec,
            pred,
            surface: sid,
            global_offset: None,
            addrs,
            data,
        })
    }

    /// A 3D read's V, R and LOD payloads as one block of three consecutive payloads, when all
    /// three are uniform (a splat or constant each, or no LOD: zeros), shared by every read of
    /// the block with the same three. The finalizer sends V, R and LOD as one extended payload:
    /// given three separate registers it copies them into a fresh block for every message but
    /// the first (docs/COST-MODEL.md, `typed_payload`); given one block it sends the block
    /// itself. `None` for a 1D or 2D read (its V or R is `%null`, which no block can hold,
    /// so the finalizer builds the payload whatever the registers), for non-uniform operands,
    /// and for a read without a LOD where the target passes a `%null` LOD.
    fn uniform_vrl_block(
        &mut self,
        i: Inst,
        coords: &ir::ImageCoords,
        via: MsgChoice,
        lanes: u32,
    ) -> Result<Option<[Raw; 3]>> {
        let (Some(block), false) = (self.cur_block, self.naive) else {
            return Ok(None);
        };
        let [_, v, r] = coords.uvr[..] else {
            return Ok(None);
        };
        // A `%null` LOD (the `typed-null-lod` extension) is cheaper than a block of zeros.
        if coords.lod.is_none() && self.facts.allows(Extension::TypedNullLod) {
            return Ok(None);
        }
        let parts = [Some(v), Some(r), coords.lod];
        let mut origins = [None; 3];
        for (k, part) in parts.iter().enumerate() {
            let Some(x) = *part else { continue };
            self.check_offsets(i, x, lanes)?;
            let uniform = matches!(self.repr(x), Repr::Bcast(_) | Repr::Imm(_));
            match self.payloads.uniform_origin.get(x).copied() {
                Some(o) if uniform => origins[k] = Some(o),
                _ => return Ok(None),
            }
        }
        let fp = payload_footprint(via, lanes, self.grf, false);
        // The planted bug: the block looked up without its LOD.
        let lod_key = if planted!(self.mutation, TypedBlockLod) {
            None
        } else {
            origins[2]
        };
        let key = (block, origins[0], origins[1], lod_key, fp);
        if let Some(hit) = self.payloads.vrl_blocks.get(&key) {
            return Ok(Some(*hit));
        }
        // The blocks of one basic block are consecutive parts of one variable: as separate
        // variables, the finalizer put a later block on the registers of an earlier one that a
        // message still read, and stalled to wait for it (a write-after-read `sync.nop`).
        let (var, at) = match self.payloads.vrl_roots.get(&(block, fp)) {
            Some(&var) => {
                let at = self.k.var(var).map(|d| d.bytes()).unwrap_or(0);
                self.grow(var, at + 3 * fp);
                (var, at)
            }
            None => {
                let var = self.new_var("vrl", ElemType::Ud, 3 * fp);
                self.payloads.vrl_roots.insert((block, fp), var);
                (var, 0)
            }
        };
        for (k, part) in parts.iter().enumerate() {
            let off = at + k as u32 * fp;
            let src = match part {
                Some(x) => self.repr(*x),
                None => Repr::Imm(Imm::ud(u32::from(planted!(self.mutation, LodNotZero)))),
            };
            for (start, n) in chunks(fp / 4) {
                let s = self.src_of(&src, 0, start, ElemType::Ud);
                let d = self.dst_of(
                    Place {
                        var,
                        off,
                        stride: 0,
                    },
                    0,
                    start,
                    ElemType::Ud,
                );
                self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::PayloadCopy);
            }
        }
        let raws = [0, 1, 2].map(|k| Raw::at(var, at + k * fp));
        self.payloads.vrl_blocks.insert(key, raws);
        Ok(Some(raws))
    }

    /// GATHER4_TYPED's LOD when the IR gives none: a register of zeros. The specification lets
    /// only the offset operands a surface does not have be the null variable, so a `%null` LOD
    /// is an extension (`typed-null-lod`). One payload per block, written before its first use.
    fn zero_lod(&mut self, via: MsgChoice, lanes: u32) -> Raw {
        let block = self.cur_block;
        if let Some(r) = block.and_then(|b| self.payloads.zero_lods.get(&b)) {
            return *r;
        }
        let fp = payload_footprint(via, lanes, self.grf, false);
        let var = self.new_var("lod0", ElemType::Ud, fp);
        let n = fp / 4;
        for (start, size) in chunks(n) {
            let dst = Dst::Reg {
                var,
                off: start * 4,
                hstride: 1,
            };
            self.alu(
                AluOp::Mov,
                Exec::nm(size),
                None,
                dst,
                &[Src::Imm(Imm::ud(u32::from(planted!(
                    self.mutation,
                    LodNotZero
                ))))],
                Purpose::PayloadCopy,
            );
        }
        let raw = Raw::at(var, 0);
        if let Some(b) = block {
            self.payloads.zero_lods.insert(b, raw);
        }
        raw
    }

    pub(super) fn check_offsets(&self, i: Inst, v: Value, lanes: u32) -> Result<()> {
        if self.f.ty(v) != Type::vec(lanes, ScalarType::I32) {
            return Err(self.not_legal(
                i,
                format!("an address operand has type {}", self.f.ty(v)),
                format!("vec<{lanes} x i32>"),
            ));
        }
        Ok(())
    }

    pub(super) fn check_base(&self, i: Inst, b: Value) -> Result<()> {
        if self.f.ty(b) != Type::I32 {
            return Err(self.not_legal(
                i,
                format!("the base has type {}", self.f.ty(b)),
                "a scalar i32",
            ));
        }
        Ok(())
    }

    /// The global offset and element offsets of a scaled message. The finalizer (Xe-LP to PVC)
    /// adds a non-zero global offset to every element offset itself, into a fresh payload per
    /// message, all before the first send (docs/finalizer-facts.md): the registers of every
    /// such sum are live at once, and the same sum is made again for every message that needs
    /// it. So the lowering adds it (global offset 0), right before the message, once per
    /// block for each offsets and global offset: a `gather` and `scatter` of the same
    /// addresses share the sum, and the channels of a wide access (global offsets 0, 4, 8, 12)
    /// reuse one another's registers as each sum dies at its message.
    fn address(
        &mut self,
        i: Inst,
        offsets: Value,
        base: Option<Value>,
        via: MsgChoice,
        lanes: u32,
    ) -> Result<(Src, Raw)> {
        let goff = self.global_offset(i, base)?;
        if self.naive || goff == Src::Imm(Imm::ud(0)) || planted!(self.mutation, DropBase) {
            return Ok((goff, self.payload(offsets, via, lanes, false)));
        }
        Ok((
            Src::Imm(Imm::ud(0)),
            self.address_sum(offsets, (base, goff), via, lanes),
        ))
    }

    /// `offsets + base` in a fresh payload (QW_SCATTER has no global offset; the scaled
    /// messages, see [`Self::address`]), shared by the messages of one block that need it.
    /// `goff` is where `base` is now; the sum is shared by value, not by register (a register
    /// may hold another value later, written over a dead one).
    fn address_sum(
        &mut self,
        offsets: Value,
        (base, goff): (Option<Value>, Src),
        via: MsgChoice,
        lanes: u32,
    ) -> Raw {
        let fp = payload_footprint(via, lanes, self.grf, false);
        let key = self.cur_block.map(|b| {
            let base = if planted!(self.mutation, AddressSumKey) {
                None
            } else {
                base
            };
            (offsets, base, b, fp)
        });
        if let Some(hit) = key.and_then(|k| self.payloads.address_sums.get(&k)) {
            return *hit;
        }
        let name = self.named("v_", offsets, "_addr");
        let var = self.new_var(name, ElemType::Ud, fp);
        let or = self.repr(offsets);
        for (start, n) in chunks(lanes) {
            let s0 = self.src_of(&or, 0, start, ElemType::Ud);
            let dd = Dst::Reg {
                var,
                off: start * 4,
                hstride: 1,
            };
            self.alu(
                AluOp::Add,
                Exec::nm(n),
                None,
                dd,
                &[s0, goff],
                Purpose::Compute,
            );
        }
        let raw = Raw::at(var, 0);
        if let Some(k) = key {
            self.payloads.address_sums.insert(k, raw);
        }
        raw
    }

    pub(super) fn global_offset(&mut self, i: Inst, base: Option<Value>) -> Result<Src> {
        match base {
            None => Ok(Src::Imm(Imm::ud(0))),
            Some(b) => {
                self.check_base(i, b)?;
                Ok(self.scalar_src(b, ElemType::Ud))
            }
        }
    }

    /// The destination of a read message: the result's storage when it is payload-legal (it is
    /// unless a home slot forbids it), else a fresh payload copied out after the message.
    pub(super) fn message_dst(&mut self, r: Value, via: MsgChoice, lanes: u32) -> Raw {
        let ty = self.f.ty(r);
        let fp = payload_footprint(via, lanes, self.grf, true);
        let p = self.dest_place(r);
        self.set(r, Repr::Place(p));
        let (_, roff) = self.k.root(p.var);
        let stride = chan_stride(ty, self.grf);
        let in_place =
            (roff + p.off).is_multiple_of(self.grf) && (chans_of(ty) == 1 || p.stride == stride);
        if self.naive || !in_place {
            let name = self.named("v_", r, "_pay");
            let var = self.new_var(name, ety(ty), fp);
            // The copy goes after the message.
            self.pending_copy = Some((
                Place {
                    var,
                    off: 0,
                    stride,
                },
                p,
                ty,
            ));
            return Raw::at(var, 0);
        }
        self.grow(p.var, p.off + fp);
        Raw::at(p.var, p.off)
    }
}
