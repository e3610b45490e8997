//! The message-IR verifier: the guard between lowering and the finalizer.
//!
//! `GenX_IR` checks little beyond syntax: it accepts exec sizes, block counts, mask offsets and
//! operand types that the message specs forbid and then encodes a wrong descriptor or silently
//! resets a mask offset (docs/finalizer-facts.md §8). So every kernel memlower emits passes
//! this verifier first; it enforces the spec (`/spec/messages`) and the target table:
//!
//! | check | rule |
//! |---|---|
//! | exec size | in the target's list for the message (QW_SCATTER absent before XeHP) |
//! | mask offset | multiple of 4 and of `max(exec, 8)`, `offset + exec ≤ 32`, predicate wide enough |
//! | blocks | GATHER/SCATTER_SCALED 1, 2, 4; QW_SCATTER 1 |
//! | channels | non-empty RGBA mask |
//! | surfaces | GATHER4_TYPED only on typed user surfaces (never %slm / %scratch) |
//! | types | offsets and coordinates `ud`; global offset `ud`; data `ud`/`d`/`f` (`uq`/`q`/`df` for QW) |
//! | raw operands | GRF-aligned in their root variable, whole footprint inside it |
//! | typed addresses | U present; R only with V; LOD present (a `%null` LOD is an extension) |
//! | extensions | a message outside the spec ([`extensions_used`]) only if the target enables it |
//! | ALU | exec 1..32 power of two; no 64-bit `mul`; regions inside their variables; `asr` on integers, `mad` on one float type; no `q`/`df` arithmetic or conversion where the target lacks the 64-bit ALU; no `df`→`hf` |
//! | inputs | size = declaration, no overlap, sub-GRF inputs inside one GRF |

mod alu;

use crate::mir::*;
use memlower_ir::diag::Located;
use memlower_ir::{Loc, Message};
use memlower_passes::target::{
    typed_mask_listed, ChannelRule, Extension, Extensions, SurfaceRule, Target,
};

/// A rule the message IR breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MirError {
    /// The exec size is not legal for the message on the target.
    #[error("{msg} with exec size {exec} is not legal on {target}")]
    ExecSize {
        /// Where.
        loc: Loc,
        /// Message name (spec spelling).
        msg: &'static str,
        /// The exec size.
        exec: u32,
        /// Target name.
        target: String,
        /// The legal sizes.
        allowed: Vec<u32>,
    },
    /// The message does not exist on the target.
    #[error("{msg} is not available on {target}")]
    Unavailable {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Target name.
        target: String,
    },
    /// The execution-mask offset is illegal for the exec size or the predicate.
    #[error("execution mask offset {offset} is not legal for exec size {exec}: {why}")]
    MaskOffset {
        /// Where.
        loc: Loc,
        /// Exec size.
        exec: u32,
        /// First channel.
        offset: u32,
        /// Which rule.
        why: String,
    },
    /// The block count is not one the message has.
    #[error("{msg} cannot move {blocks} blocks per lane")]
    Blocks {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The block count.
        blocks: u8,
        /// The legal block counts.
        allowed: Vec<u8>,
    },
    /// A channel mask the message may not carry.
    #[error("{msg} cannot carry channel mask {bits:#x}")]
    Channels {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The mask bits.
        bits: u8,
        /// Only the first C channels (R, RG, RGB, RGBA) are allowed.
        first_only: bool,
    },
    /// The surface kind is not allowed for the message.
    #[error("{msg} cannot access surface {surface}: {why}")]
    Surface {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Surface text.
        surface: String,
        /// Which rule.
        why: &'static str,
    },
    /// An operand has the wrong element type.
    #[error("{msg}: {operand} has type {found}")]
    OperandType {
        /// Where.
        loc: Loc,
        /// Message or opcode name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Its type.
        found: String,
        /// What is allowed.
        expected: &'static str,
    },
    /// A raw operand is not at a GRF boundary of its root variable.
    #[error("{msg}: raw operand {operand} ({var}) starts {offset} bytes into its register block, not at a {grf}-byte GRF boundary")]
    RawAlign {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Variable name.
        var: String,
        /// Byte offset in the root variable.
        offset: u32,
        /// GRF size.
        grf: u32,
    },
    /// A raw operand's footprint runs past the end of its variable.
    #[error("{msg}: raw operand {operand} ({var}) covers {needs} bytes from offset {offset}, but its variable has {has}")]
    Footprint {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Variable name.
        var: String,
        /// Offset in the root.
        offset: u32,
        /// Bytes the message touches.
        needs: u32,
        /// Bytes the root variable has.
        has: u32,
    },
    /// A required raw operand is `%null`, or the typed address pattern is one the hardware
    /// misreads.
    #[error("{msg}: {why}")]
    Operands {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which rule.
        why: &'static str,
    },
    /// An ALU, compare or predicate instruction breaks a rule.
    #[error("`{op}`: {why}")]
    Alu {
        /// Where.
        loc: Loc,
        /// Opcode.
        op: &'static str,
        /// Which rule.
        why: String,
    },
    /// A reference to a variable, predicate, surface or label that does not exist.
    #[error("reference to an undeclared {what} (id {id})")]
    Undeclared {
        /// Where.
        loc: Loc,
        /// Kind.
        what: &'static str,
        /// Id.
        id: u32,
    },
    /// The message relies on an extension (outside the message specification) that the target
    /// does not enable.
    #[error("{msg}: {} is outside the specification (extension `{extension}`, not enabled on {target})", .extension.summary())]
    Extension {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The extension it needs.
        extension: Extension,
        /// Target name.
        target: String,
    },
    /// A declaration or input is malformed.
    #[error("{what}")]
    Decl {
        /// What is wrong.
        what: String,
    },
}

impl Located for MirError {
    fn loc(&self) -> Loc {
        match self {
            MirError::ExecSize { loc, .. }
            | MirError::Unavailable { loc, .. }
            | MirError::MaskOffset { loc, .. }
            | MirError::Blocks { loc, .. }
            | MirError::Channels { loc, .. }
            | MirError::Surface { loc, .. }
            | MirError::OperandType { loc, .. }
            | MirError::RawAlign { loc, .. }
            | MirError::Footprint { loc, .. }
            | MirError::Operands { loc, .. }
            | MirError::Alu { loc, .. }
            | MirError::Extension { loc, .. }
            | MirError::Undeclared { loc, .. } => *loc,
            MirError::Decl { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            MirError::ExecSize { allowed, .. } => Some(format!(
                "an exec size in {{{}}}",
                allowed
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            MirError::Unavailable { .. } => {
                Some("a target with the message (XeHP or later)".into())
            }
            MirError::MaskOffset { exec, .. } => Some(format!(
                "an offset that is a multiple of {} with offset + {exec} <= 32",
                exec.max(&8)
            )),
            MirError::Blocks { allowed, .. } => Some(format!(
                "a block count in {{{}}}",
                allowed
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            MirError::Channels { first_only, .. } => Some(if *first_only {
                "R, RG, RGB or RGBA (the channels are consecutive dwords in memory)".into()
            } else {
                "one of the 15 non-empty RGBA masks".into()
            }),
            MirError::Surface { .. } => Some("a typed user surface".into()),
            MirError::OperandType { expected, .. } => Some((*expected).into()),
            MirError::RawAlign { grf, .. } => {
                Some(format!("a byte offset that is a multiple of {grf}"))
            }
            MirError::Footprint { needs, .. } => Some(format!(
                "a variable of at least {needs} bytes from the operand"
            )),
            MirError::Extension {
                extension, target, ..
            } => Some(format!(
                "what the specification allows, or --target {target}+{extension}"
            )),
            _ => None,
        }
    }
}

/// True if an instruction of `exec` lanes may start at channel `offset`: a multiple of 4,
/// inside the 32 channels, and a multiple of `max(exec, 8)`. The finalizer silently resets
/// other offsets to M1 (docs/finalizer-facts.md §8c), which would read the wrong predicate bits.
pub fn mask_offset_ok(exec: u32, offset: u32) -> bool {
    offset.is_multiple_of(4) && offset + exec <= 32 && offset.is_multiple_of(exec.max(8))
}

/// The extensions (forms outside the message specifications) a message relies on: GATHER4_TYPED
/// at exec 16, with a `%null` LOD, or with a channel mask its Text section does not list. The
/// verifier refuses each unless the target enables it; the report counts them.
pub fn extensions_used(m: &MsgInst) -> Extensions {
    let mut used = Extensions::NONE;
    if m.choice.msg == Message::Gather4Typed {
        if m.exec.size == 16 {
            used = used.with(Extension::TypedSimd16);
        }
        if m.addrs.get(3).is_some_and(|lod| lod.var.is_none()) {
            used = used.with(Extension::TypedNullLod);
        }
        if !typed_mask_listed(m.choice.channels) {
            used = used.with(Extension::TypedUnlistedMasks);
        }
    }
    used
}

/// Checks a kernel against the message specs and the target facts. Returns the first problem.
pub fn verify_kernel(k: &Kernel, facts: &Target) -> Result<(), MirError> {
    verify_decls(k)?;
    for inst in &k.insts {
        verify_inst(k, facts, inst)?;
    }
    Ok(())
}

fn verify_decls(k: &Kernel) -> Result<(), MirError> {
    for (i, v) in k.vars.iter().enumerate() {
        if let Some((of, off)) = v.alias {
            let Some(target) = k.var(of) else {
                return Err(MirError::Decl {
                    what: format!("alias {} of an undeclared variable", v.name),
                });
            };
            let (root, _) = k.root(VarId(i as u32));
            if root.index() == i {
                return Err(MirError::Decl {
                    what: format!("alias cycle through {}", v.name),
                });
            }
            if off + v.bytes() > target.bytes() {
                return Err(MirError::Decl {
                    what: format!(
                        "alias {} ({} bytes at {off}) runs past the end of {} ({} bytes)",
                        v.name,
                        v.bytes(),
                        target.name,
                        target.bytes()
                    ),
                });
            }
        }
    }
    for p in &k.preds {
        if !matches!(p.lanes, 1 | 2 | 4 | 8 | 16 | 32) {
            return Err(MirError::Decl {
                what: format!(
                    "predicate {} has {} lanes (1..32, a power of two)",
                    p.name, p.lanes
                ),
            });
        }
    }
    let mut spans: Vec<(u32, u32, String)> = Vec::new();
    for inp in &k.inputs {
        let (name, decl_size) = match inp.kind {
            InputKind::Var(v) => match k.var(v) {
                Some(d) if d.alias.is_none() => (d.name.clone(), d.bytes()),
                Some(d) => {
                    return Err(MirError::Decl {
                        what: format!("input {} is an alias", d.name),
                    })
                }
                None => {
                    return Err(MirError::Decl {
                        what: "input of an undeclared variable".into(),
                    })
                }
            },
            InputKind::Surface(s) => match k.surfaces.get(s.index()) {
                Some(Surface::User { name, .. }) => (name.clone(), 4),
                _ => {
                    return Err(MirError::Decl {
                        what: "only user surfaces can be inputs".into(),
                    })
                }
            },
        };
        if inp.size != decl_size {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} has size {} but its declaration {decl_size}",
                    inp.size
                ),
            });
        }
        if inp.offset < k.grf_bytes {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} at offset {} overlaps r0 (the thread payload)",
                    inp.offset
                ),
            });
        }
        if inp.size < k.grf_bytes
            && inp.offset / k.grf_bytes != (inp.offset + inp.size.max(1) - 1) / k.grf_bytes
        {
            return Err(MirError::Decl {
                what: format!("input {name} is smaller than a GRF but straddles a GRF boundary"),
            });
        }
        if inp.size >= k.grf_bytes && inp.offset % k.grf_bytes != 0 {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} is a vector but not GRF-aligned (offset {})",
                    inp.offset
                ),
            });
        }
        for (o, s, n) in &spans {
            if inp.offset < o + s && *o < inp.offset + inp.size {
                return Err(MirError::Decl {
                    what: format!("inputs {n} and {name} overlap"),
                });
            }
        }
        spans.push((inp.offset, inp.size, name));
    }
    Ok(())
}

fn check_var(k: &Kernel, loc: Loc, v: VarId) -> Result<&Var, MirError> {
    k.var(v).ok_or(MirError::Undeclared {
        loc,
        what: "variable",
        id: v.0,
    })
}

fn check_pred(k: &Kernel, loc: Loc, p: PredId) -> Result<&PredVar, MirError> {
    k.preds.get(p.index()).ok_or(MirError::Undeclared {
        loc,
        what: "predicate",
        id: p.0,
    })
}

/// Checks the predicate of an instruction covers the channels `exec` selects.
fn check_pred_use(
    k: &Kernel,
    loc: Loc,
    op: &'static str,
    p: &Option<PredUse>,
    exec: Exec,
) -> Result<(), MirError> {
    if let Some(p) = p {
        let pv = check_pred(k, loc, p.pred)?;
        if exec.offset + exec.size > pv.lanes.max(exec.size) {
            return Err(MirError::MaskOffset {
                loc,
                exec: exec.size,
                offset: exec.offset,
                why: format!(
                    "`{op}` reads predicate bits {}..{} of {}, which has {} lanes",
                    exec.offset,
                    exec.offset + exec.size,
                    pv.name,
                    pv.lanes
                ),
            });
        }
    }
    Ok(())
}

fn check_exec(loc: Loc, op: &'static str, exec: Exec) -> Result<(), MirError> {
    if !matches!(exec.size, 1 | 2 | 4 | 8 | 16 | 32) {
        return Err(MirError::Alu {
            loc,
            op,
            why: format!("exec size {} is not 1, 2, 4, 8, 16 or 32", exec.size),
        });
    }
    if !mask_offset_ok(exec.size, exec.offset) {
        return Err(MirError::MaskOffset {
            loc,
            exec: exec.size,
            offset: exec.offset,
            why: "the finalizer rejects it or silently resets it to M1".into(),
        });
    }
    Ok(())
}

fn check_src(k: &Kernel, loc: Loc, op: &'static str, s: &Src, lanes: u32) -> Result<(), MirError> {
    match s {
        Src::Reg { region, .. } => {
            let d = check_var(k, loc, region.var)?;
            let end = region.off + region_span(region, lanes) * d.ty.bytes();
            if region.off % d.ty.bytes() != 0 || end > d.bytes() {
                return Err(MirError::Alu {
                    loc,
                    op,
                    why: format!(
                        "source region of {} (bytes {}..{end}) is misaligned or outside its {} bytes",
                        d.name,
                        region.off,
                        d.bytes()
                    ),
                });
            }
        }
        Src::Pred(p) => {
            check_pred(k, loc, *p)?;
        }
        Src::Imm(i @ (Imm::PackedV(_) | Imm::PackedUv(_))) if lanes > 8 => {
            return Err(MirError::Alu {
                loc,
                op,
                why: format!(
                    "the packed immediate `{i}` is an 8-element vector; it cannot feed {lanes} lanes"
                ),
            });
        }
        Src::Imm(_) => {}
    }
    Ok(())
}

fn src_type(k: &Kernel, s: &Src) -> Option<ElemType> {
    match s {
        Src::Reg { region, .. } => k.var(region.var).map(|d| d.ty),
        Src::Imm(Imm::Scalar { ty, .. }) => Some(*ty),
        Src::Imm(Imm::PackedV(_)) => Some(ElemType::W),
        Src::Imm(Imm::PackedUv(_)) => Some(ElemType::Uw),
        Src::Pred(_) => None,
    }
}

fn verify_inst(k: &Kernel, facts: &Target, inst: &Inst) -> Result<(), MirError> {
    let loc = inst.loc;
    match &inst.kind {
        InstKind::Msg(m) => verify_msg(k, facts, loc, m),
        InstKind::Alu {
            op,
            exec,
            pred,
            dst,
            srcs,
        } => {
            let name = op.name();
            check_exec(loc, name, *exec)?;
            check_pred_use(k, loc, name, pred, *exec)?;
            if srcs.len() != op.arity() {
                return Err(MirError::Alu {
                    loc,
                    op: name,
                    why: format!("needs {} sources, has {}", op.arity(), srcs.len()),
                });
            }
            if *op == AluOp::Sel && pred.is_none() {
                return Err(MirError::Alu {
                    loc,
                    op: name,
                    why: "sel needs a predicate".into(),
                });
            }
            for s in srcs {
                check_src(k, loc, name, s, exec.size)?;
            }
            if let Dst::Reg { var, .. } = dst {
                let types: Vec<ElemType> = srcs.iter().filter_map(|s| src_type(k, s)).collect();
                if let Some(d) = k.var(*var) {
                    alu::check_alu_types(facts, *op, d.ty, &types)
                        .map_err(|why| MirError::Alu { loc, op: name, why })?;
                    alu::check_packed_sources(*op, d.ty, srcs, &types)
                        .map_err(|why| MirError::Alu { loc, op: name, why })?;
                }
            }
            match dst {
                Dst::Reg { var, off, hstride } => {
                    let d = check_var(k, loc, *var)?;
                    let end =
                        off + (exec.size.saturating_sub(1) * hstride.max(&1) + 1) * d.ty.bytes();
                    if off % d.ty.bytes() != 0 || end > d.bytes() || *hstride == 0 {
                        return Err(MirError::Alu {
                            loc,
                            op: name,
                            why: format!(
                                "destination region of {} (bytes {off}..{end}, stride {hstride}) is misaligned or outside its {} bytes",
                                d.name,
                                d.bytes()
                            ),
                        });
                    }
                    if *op == AluOp::Mul
                        && (matches!(d.ty, ElemType::Uq | ElemType::Q)
                            || srcs.iter().any(|s| {
                                matches!(src_type(k, s), Some(ElemType::Uq | ElemType::Q))
                            }))
                    {
                        return Err(MirError::Alu {
                            loc,
                            op: name,
                            why: "64-bit integer multiply does not exist in vISA".into(),
                        });
                    }
                    if srcs.iter().any(|s| matches!(s, Src::Pred(_)))
                        && !(*op == AluOp::Mov && exec.size == 1)
                    {
                        return Err(MirError::Alu {
                            loc,
                            op: name,
                            why:
                                "a predicate source into a register is only a `mov` of exec size 1"
                                    .into(),
                        });
                    }
                }
                Dst::Pred(p) => {
                    let pv = check_pred(k, loc, *p)?;
                    if !matches!(op, AluOp::And | AluOp::Or | AluOp::Xor | AluOp::Not)
                        || srcs.iter().any(|s| !matches!(s, Src::Pred(_)))
                        || exec.offset != 0
                        || exec.size != pv.lanes
                    {
                        return Err(MirError::Alu {
                            loc,
                            op: name,
                            why: "predicate destinations take and/or/xor/not of whole predicates"
                                .into(),
                        });
                    }
                }
            }
            Ok(())
        }
        InstKind::Cmp {
            exec, dst, srcs, ..
        } => {
            check_exec(loc, "cmp", *exec)?;
            let pv = check_pred(k, loc, *dst)?;
            if exec.offset + exec.size > pv.lanes.max(exec.size) {
                return Err(MirError::MaskOffset {
                    loc,
                    exec: exec.size,
                    offset: exec.offset,
                    why: format!("cmp writes bits past the {} lanes of {}", pv.lanes, pv.name),
                });
            }
            for s in srcs {
                check_src(k, loc, "cmp", s, exec.size)?;
            }
            Ok(())
        }
        InstKind::Setp { exec, dst, src } => {
            check_exec(loc, "setp", *exec)?;
            let pv = check_pred(k, loc, *dst)?;
            if exec.offset != 0 || exec.size != pv.lanes {
                return Err(MirError::Alu {
                    loc,
                    op: "setp",
                    why: format!(
                        "setp must write all {} lanes of {} from M1",
                        pv.lanes, pv.name
                    ),
                });
            }
            check_src(k, loc, "setp", src, 1)?;
            if let Some(t) = src_type(k, src) {
                if t.is_float() || t.bytes() < (exec.size / 8).max(1) {
                    return Err(MirError::OperandType {
                        loc,
                        msg: "setp",
                        operand: "source",
                        found: t.name().into(),
                        expected: "an integer scalar with a bit per lane",
                    });
                }
            }
            Ok(())
        }
        InstKind::Label(l) => {
            if l.index() >= k.labels.len() {
                return Err(MirError::Undeclared {
                    loc,
                    what: "label",
                    id: l.0,
                });
            }
            Ok(())
        }
        InstKind::Jmp { pred, target } => {
            if target.index() >= k.labels.len() {
                return Err(MirError::Undeclared {
                    loc,
                    what: "label",
                    id: target.0,
                });
            }
            check_pred_use(k, loc, "jmp", pred, Exec::nm(1))
        }
        InstKind::Ret => Ok(()),
        InstKind::Sink(args) => {
            for a in args {
                let d = check_var(k, loc, a.var)?;
                let (root, base) = k.root(a.var);
                let root_bytes = k.var(root).map(|r| r.bytes()).unwrap_or(0);
                if base + a.off + sink_bytes(a) > root_bytes {
                    return Err(MirError::Alu {
                        loc,
                        op: "sink",
                        why: format!("{} does not hold a {}", d.name, a.ty),
                    });
                }
            }
            Ok(())
        }
    }
}

fn verify_msg(k: &Kernel, facts: &Target, loc: Loc, m: &MsgInst) -> Result<(), MirError> {
    let msg = m.choice.msg;
    let name = msg.spec_name();
    if !facts.has(msg) {
        return Err(MirError::Unavailable {
            loc,
            msg: name,
            target: facts.name.to_string(),
        });
    }
    let allowed = facts.exec_sizes(msg);
    if !allowed.contains(&m.exec.size) {
        return Err(MirError::ExecSize {
            loc,
            msg: name,
            exec: m.exec.size,
            target: facts.name.to_string(),
            allowed: allowed.to_vec(),
        });
    }
    if !mask_offset_ok(m.exec.size, m.exec.offset) {
        return Err(MirError::MaskOffset {
            loc,
            exec: m.exec.size,
            offset: m.exec.offset,
            why: "the finalizer rejects it or silently resets it to M1".into(),
        });
    }
    check_pred_use(k, loc, msg.mnemonic(), &m.pred, m.exec)?;
    let rules = facts.rules(msg);
    match rules.channels {
        ChannelRule::NoChannels => {
            if !rules.blocks.contains(&m.choice.blocks) {
                return Err(MirError::Blocks {
                    loc,
                    msg: name,
                    blocks: m.choice.blocks,
                    allowed: rules.blocks.to_vec(),
                });
            }
        }
        _ => {
            if !rules.is_legal_mask(m.choice.channels) {
                return Err(MirError::Channels {
                    loc,
                    msg: name,
                    bits: m.choice.channels.0,
                    first_only: rules.channels == ChannelRule::FirstChannels,
                });
            }
        }
    }
    let surface = k
        .surfaces
        .get(m.surface.index())
        .ok_or(MirError::Undeclared {
            loc,
            what: "surface",
            id: m.surface.0,
        })?;
    match (rules.surfaces, surface) {
        (SurfaceRule::Images, Surface::User { typed: true, .. }) => {}
        (SurfaceRule::Images, Surface::User { .. }) => {
            return Err(MirError::Surface {
                loc,
                msg: name,
                surface: surface.text().into(),
                why: "typed messages read typed surfaces (images) only",
            })
        }
        (SurfaceRule::Images, _) => {
            return Err(MirError::Surface {
                loc,
                msg: name,
                surface: surface.text().into(),
                why: "typed messages may not use T0 (SLM) or T5 (stateless)",
            })
        }
        (SurfaceRule::Buffers, Surface::User { typed: true, .. }) => {
            return Err(MirError::Surface {
                loc,
                msg: name,
                surface: surface.text().into(),
                why: "untyped messages cannot address a typed image",
            })
        }
        (SurfaceRule::Buffers, _) => {}
    }
    // Global offset: the three scaled messages have one, the others none.
    let has_goff = matches!(
        msg,
        Message::GatherScaled | Message::ScatterScaled | Message::Scatter4Scaled
    );
    match (&m.global_offset, has_goff) {
        (Some(g), true) => {
            check_src(k, loc, "global offset", g, 1)?;
            match g {
                Src::Reg { region, neg: false } if region.vstride == 0 && region.hstride == 0 => {}
                Src::Imm(_) => {}
                _ => {
                    return Err(MirError::Operands {
                        loc,
                        msg: name,
                        why: "the global offset is a scalar region <0;1,0> or an immediate",
                    })
                }
            }
            let t = src_type(k, g);
            if !matches!(t, Some(ElemType::Ud)) {
                return Err(MirError::OperandType {
                    loc,
                    msg: name,
                    operand: "global offset",
                    found: t.map(|t| t.name()).unwrap_or("predicate").into(),
                    expected: "ud",
                });
            }
        }
        (None, false) => {}
        (Some(_), false) => {
            return Err(MirError::Operands {
                loc,
                msg: name,
                why: "this message has no global offset operand",
            })
        }
        (None, true) => {
            return Err(MirError::Operands {
                loc,
                msg: name,
                why: "the global offset operand is missing",
            })
        }
    }
    let n_addrs = if msg == Message::Gather4Typed { 4 } else { 1 };
    if m.addrs.len() != n_addrs {
        return Err(MirError::Operands {
            loc,
            msg: name,
            why: "wrong number of address operands",
        });
    }
    if msg == Message::Gather4Typed {
        if m.addrs[0].var.is_none() {
            return Err(MirError::Operands {
                loc,
                msg: name,
                why: "the U coordinate is required",
            });
        }
        if m.addrs[1].var.is_none() && m.addrs[2].var.is_some() {
            return Err(MirError::Operands {
                loc,
                msg: name,
                why: "an R coordinate without V is read as V by the hardware",
            });
        }
        for extension in extensions_used(m).iter() {
            if !facts.allows(extension) {
                return Err(MirError::Extension {
                    loc,
                    msg: name,
                    extension,
                    target: facts.name.to_string(),
                });
            }
        }
    } else if m.addrs[0].var.is_none() {
        return Err(MirError::Operands {
            loc,
            msg: name,
            why: "the offsets operand is required",
        });
    }
    const ADDR_NAMES: [&str; 4] = ["U", "V", "R", "LOD"];
    for (i, a) in m.addrs.iter().enumerate() {
        let op = if msg == Message::Gather4Typed {
            ADDR_NAMES[i]
        } else {
            "offsets"
        };
        check_raw(
            k,
            loc,
            name,
            op,
            a,
            k.raw_footprint(m, false),
            &[ElemType::Ud],
            "ud",
        )?;
    }
    if m.data.var.is_none() {
        return Err(MirError::Operands {
            loc,
            msg: name,
            why: "the data operand is required",
        });
    }
    let (types, expected): (&[ElemType], &'static str) = if msg == Message::QwScatter {
        (&[ElemType::Uq, ElemType::Q, ElemType::Df], "uq, q or df")
    } else {
        (&[ElemType::Ud, ElemType::D, ElemType::F], "ud, d or f")
    };
    let data_name = if msg.is_read() { "dst" } else { "src" };
    check_raw(
        k,
        loc,
        name,
        data_name,
        &m.data,
        k.raw_footprint(m, true),
        types,
        expected,
    )
}

#[allow(clippy::too_many_arguments)]
fn check_raw(
    k: &Kernel,
    loc: Loc,
    msg: &'static str,
    operand: &'static str,
    r: &Raw,
    footprint: u32,
    types: &[ElemType],
    expected: &'static str,
) -> Result<(), MirError> {
    let Some(v) = r.var else { return Ok(()) };
    let d = check_var(k, loc, v)?;
    if !types.contains(&d.ty) {
        return Err(MirError::OperandType {
            loc,
            msg,
            operand,
            found: d.ty.name().into(),
            expected,
        });
    }
    let (root, base) = k.root(v);
    let root_d = check_var(k, loc, root)?;
    let off = base + r.off;
    if !off.is_multiple_of(k.grf_bytes) {
        return Err(MirError::RawAlign {
            loc,
            msg,
            operand,
            var: d.name.clone(),
            offset: off,
            grf: k.grf_bytes,
        });
    }
    if off + footprint > root_d.bytes() {
        return Err(MirError::Footprint {
            loc,
            msg,
            operand,
            var: d.name.clone(),
            offset: off,
            needs: footprint,
            has: root_d.bytes(),
        });
    }
    Ok(())
}
