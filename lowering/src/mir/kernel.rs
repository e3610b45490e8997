//! The kernel: its declarations and instructions, the builder methods lowering uses, the access
//! walk liveness reads, and the footprint and spelling helpers shared with the emitter.

use super::inst::*;
use super::types::*;
use memlower_ir::{ChannelMask, Loc, MsgChoice};

/// One kernel in message-level IR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// Kernel name.
    pub name: String,
    /// Target name (`dg2`).
    pub target: String,
    /// GRF size in bytes (32 or 64).
    pub grf_bytes: u32,
    /// General variables.
    pub vars: Vec<Var>,
    /// Predicate variables.
    pub preds: Vec<PredVar>,
    /// Surfaces.
    pub surfaces: Vec<Surface>,
    /// Label names.
    pub labels: Vec<String>,
    /// Inputs in order.
    pub inputs: Vec<Input>,
    /// The variable each function argument arrives in, in argument order (a `mask<N>`
    /// argument arrives as `ceil(N / 32)` dwords of bits). Surface `i` of the kernel is surface
    /// `i` of the module.
    pub args: Vec<VarId>,
    /// The lane-id input ([`super::LaneIdAbi::Input`]): a root `uw` variable the host fills
    /// with 0, 1, ..., W-1, never written by the kernel; not a function argument.
    pub lane_ids: Option<VarId>,
    /// Instructions in order.
    pub insts: Vec<Inst>,
}

/// How an instruction touches a variable, for liveness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Reads `bytes` bytes at `off`.
    Read {
        /// Byte offset from the variable's start.
        off: u32,
        /// Bytes read.
        bytes: u32,
    },
    /// Writes `bytes` bytes at `off`.
    Write {
        /// Byte offset from the variable's start.
        off: u32,
        /// Bytes written.
        bytes: u32,
    },
}

impl Kernel {
    /// An empty kernel.
    pub fn new(name: impl Into<String>, target: impl Into<String>, grf_bytes: u32) -> Kernel {
        Kernel {
            name: name.into(),
            target: target.into(),
            grf_bytes,
            vars: Vec::new(),
            preds: Vec::new(),
            surfaces: Vec::new(),
            labels: Vec::new(),
            inputs: Vec::new(),
            args: Vec::new(),
            lane_ids: None,
            insts: Vec::new(),
        }
    }

    /// Declares a root variable.
    pub fn add_var(&mut self, name: impl Into<String>, ty: ElemType, num_elts: u32) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(Var {
            name: name.into(),
            ty,
            num_elts: num_elts.max(1),
            alias: None,
            output: false,
        });
        id
    }

    /// Declares an alias: a view of `of`'s storage from byte `off`, as `ty`.
    pub fn add_alias(
        &mut self,
        name: impl Into<String>,
        ty: ElemType,
        num_elts: u32,
        of: VarId,
        off: u32,
    ) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(Var {
            name: name.into(),
            ty,
            num_elts: num_elts.max(1),
            alias: Some((of, off)),
            output: false,
        });
        id
    }

    /// Declares a predicate.
    pub fn add_pred(&mut self, name: impl Into<String>, lanes: u32) -> PredId {
        let id = PredId(self.preds.len() as u32);
        self.preds.push(PredVar {
            name: name.into(),
            lanes,
        });
        id
    }

    /// Declares a surface.
    pub fn add_surface(&mut self, s: Surface) -> SurfaceId {
        let id = SurfaceId(self.surfaces.len() as u32);
        self.surfaces.push(s);
        id
    }

    /// Declares a label.
    pub fn add_label(&mut self, name: impl Into<String>) -> LabelId {
        let id = LabelId(self.labels.len() as u32);
        self.labels.push(name.into());
        id
    }

    /// Appends an instruction.
    pub fn push(&mut self, kind: InstKind, loc: Loc, purpose: Purpose) {
        self.push_from(kind, loc, None, purpose);
    }

    /// Appends an instruction lowered for the IR instruction `origin` (see [`Inst::origin`]).
    pub fn push_from(
        &mut self,
        kind: InstKind,
        loc: Loc,
        origin: Option<memlower_ir::Inst>,
        purpose: Purpose,
    ) {
        self.insts.push(Inst {
            kind,
            loc,
            purpose,
            origin,
        });
    }

    /// A variable's declaration, if the id is valid.
    pub fn var(&self, v: VarId) -> Option<&Var> {
        self.vars.get(v.index())
    }

    /// The root of `v`'s alias chain and `v`'s byte offset in it. Cycles and dangling ids end
    /// the walk (the verifier reports them).
    pub fn root(&self, v: VarId) -> (VarId, u32) {
        let (mut cur, mut off) = (v, 0u32);
        for _ in 0..=self.vars.len() {
            match self.vars.get(cur.index()).and_then(|d| d.alias) {
                Some((of, o)) => {
                    off = off.saturating_add(o);
                    cur = of;
                }
                None => break,
            }
        }
        (cur, off)
    }

    /// The number of message instructions.
    pub fn message_count(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| matches!(i.kind, InstKind::Msg(_)))
            .count()
    }

    /// The number of `mov` instructions into registers (copies and conversions).
    pub fn move_count(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| {
                matches!(
                    i.kind,
                    InstKind::Alu {
                        op: AluOp::Mov,
                        dst: Dst::Reg { .. },
                        ..
                    }
                )
            })
            .count()
    }

    /// The bytes a raw operand of `msg` covers in the register file: what the message reads or
    /// writes there, which is more than the lanes the value holds when the exec size is below
    /// the message's native width (facts: payloads are `roundUp(exec)` dwords per register
    /// block, typed ones one GRF per address and channel).
    pub fn raw_footprint(&self, msg: &MsgInst, data: bool) -> u32 {
        payload_footprint(msg.choice, msg.exec.size, self.grf_bytes, data)
    }

    /// Calls `f` on every variable an instruction reads or writes, with the bytes touched.
    /// This one walk is what liveness, the allocator and the verifier all read.
    pub fn for_each_access(&self, inst: &Inst, mut f: impl FnMut(VarId, Access)) {
        let esize = |v: VarId| self.var(v).map(|d| d.ty.bytes()).unwrap_or(4);
        let src = |s: &Src, n: u32, f: &mut dyn FnMut(VarId, Access)| {
            if let Src::Reg { region, .. } = s {
                let e = esize(region.var);
                let span = region_span(region, n) * e;
                f(
                    region.var,
                    Access::Read {
                        off: region.off,
                        bytes: span,
                    },
                );
            }
        };
        match &inst.kind {
            InstKind::Msg(m) => {
                if let Some(g) = &m.global_offset {
                    src(g, 1, &mut f);
                }
                let addr_bytes = self.raw_footprint(m, false);
                for a in &m.addrs {
                    if let Some(v) = a.var {
                        f(
                            v,
                            Access::Read {
                                off: a.off,
                                bytes: addr_bytes,
                            },
                        );
                    }
                }
                if let Some(v) = m.data.var {
                    let bytes = self.raw_footprint(m, true);
                    let acc = if m.choice.msg.is_read() {
                        Access::Write {
                            off: m.data.off,
                            bytes,
                        }
                    } else {
                        Access::Read {
                            off: m.data.off,
                            bytes,
                        }
                    };
                    f(v, acc);
                }
            }
            InstKind::Alu {
                exec, dst, srcs, ..
            } => {
                for s in srcs {
                    src(s, exec.size, &mut f);
                }
                if let Dst::Reg { var, off, hstride } = dst {
                    let e = esize(*var);
                    let span = (exec.size.saturating_sub(1) * hstride.max(&1) + 1) * e;
                    f(
                        *var,
                        Access::Write {
                            off: *off,
                            bytes: span,
                        },
                    );
                }
            }
            InstKind::Cmp { exec, srcs, .. } => {
                for s in srcs {
                    src(s, exec.size, &mut f);
                }
            }
            InstKind::Setp { src: s, .. } => src(s, 1, &mut f),
            InstKind::Sink(args) => {
                for a in args {
                    f(
                        a.var,
                        Access::Read {
                            off: a.off,
                            bytes: sink_bytes(a),
                        },
                    );
                }
            }
            InstKind::Label(_) | InstKind::Jmp { .. } | InstKind::Ret => {}
        }
    }
}

/// Bytes a sink argument covers from its offset.
pub fn sink_bytes(a: &SinkArg) -> u32 {
    let lanes = a.ty.lanes().unwrap_or(1);
    match a.ty {
        memlower_ir::Type::Mask { .. } => lanes.div_ceil(32) * 4,
        t => {
            let e = t.elem().map(|e| e.bytes()).unwrap_or(4);
            let chans = t.chans().unwrap_or(1) as u32;
            (chans - 1) * a.stride + lanes * e
        }
    }
}

/// Elements spanned by `n` lanes of a region (from its first element to its last, inclusive).
pub fn region_span(r: &Region, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let w = r.width.max(1);
    let rows = (n - 1) / w;
    let cols = (n - 1) % w;
    rows * r.vstride + cols * r.hstride + 1
}

/// The register bytes a message's operand covers (see [`Kernel::raw_footprint`]).
///
/// `W = roundUp(exec)` dwords: 8 for exec ≤ 8 and 16 for exec 16 on a 32-byte GRF, 16 on a
/// 64-byte GRF. Byte-addressed messages: `W` dwords of offsets; data `W` dwords (scaled),
/// `channels × W` dwords (SCATTER4_SCALED), `W` qwords (QW_SCATTER). GATHER4_TYPED: each
/// address and each channel is one register block of `max(exec, GRF/4)` dwords.
pub fn payload_footprint(choice: MsgChoice, exec: u32, grf_bytes: u32, data: bool) -> u32 {
    let shape = (choice.blocks, u32::from(choice.channels.count()));
    choice.msg.desc().footprint(exec, grf_bytes, data, shape)
}

/// The message suffix in vISA text: `.4` or `.RGBA`.
pub fn choice_suffix(c: MsgChoice) -> String {
    if c.msg.has_channels() {
        c.channels.name().to_uppercase()
    } else {
        c.blocks.to_string()
    }
}

/// A channel mask in vISA spelling (`RG`).
pub fn channels_text(c: ChannelMask) -> String {
    c.name().to_uppercase()
}
