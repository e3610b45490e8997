//! Message instructions against the spec and the target table: availability, exec size, mask
//! offset, blocks, channel masks, surfaces, the global offset, address and data operands (type,
//! GRF alignment, footprint) and the extensions a message relies on.

use super::error::MirError;
use super::operand::{check_pred_use, check_src, check_var, mask_offset_ok, src_type};
use crate::mir::*;
use memlower_ir::{Loc, Message};
use memlower_passes::target::{
    typed_mask_listed, ChannelRule, Extension, Extensions, SurfaceRule, Target,
};

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

pub(super) fn verify_msg(
    k: &Kernel,
    facts: &Target,
    loc: Loc,
    m: &MsgInst,
) -> Result<(), MirError> {
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
    check_surface(k, loc, name, rules.surfaces, m)?;
    let desc = msg.desc();
    check_global_offset(k, loc, name, desc.global_offset, m)?;
    if m.addrs.len() != desc.addresses.len() {
        return Err(MirError::Operands {
            loc,
            msg: name,
            why: "wrong number of address operands",
        });
    }
    // The first address is always required.
    if m.addrs[0].var.is_none() {
        return Err(MirError::Operands {
            loc,
            msg: name,
            why: if desc.addresses.len() > 1 {
                "the U coordinate is required"
            } else {
                "the offsets operand is required"
            },
        });
    }
    if msg == Message::Gather4Typed {
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
    }
    for (a, op) in m.addrs.iter().zip(desc.addresses) {
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
    let (types, expected): (&[ElemType], &'static str) = if desc.data_bytes == 8 {
        (&[ElemType::Uq, ElemType::Q, ElemType::Df], "uq, q or df")
    } else {
        (&[ElemType::Ud, ElemType::D, ElemType::F], "ud, d or f")
    };
    let data_name = if desc.reads { "dst" } else { "src" };
    check_raw(
        k,
        loc,
        name,
        data_name,
        &m.data,
        k.raw_footprint(m, true),
        types,
        expected,
    )?;
    if msg.is_read() {
        check_dst_apart(k, loc, name, m)?;
    }
    Ok(())
}

/// The surface a message addresses: declared, and of the kind its rules allow (typed images
/// for typed messages, buffers, SLM or stateless memory for the others).
fn check_surface(
    k: &Kernel,
    loc: Loc,
    name: &'static str,
    rule: SurfaceRule,
    m: &MsgInst,
) -> Result<(), MirError> {
    let Some(surface) = k.surfaces.get(m.surface.index()) else {
        return Err(MirError::Undeclared {
            loc,
            what: "surface",
            id: m.surface.0,
        });
    };
    match (rule, surface) {
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
    Ok(())
}

/// The global offset: present exactly where the message's description has one, a scalar `ud`
/// region `<0;1,0>` or an immediate.
fn check_global_offset(
    k: &Kernel,
    loc: Loc,
    name: &'static str,
    has_goff: bool,
    m: &MsgInst,
) -> Result<(), MirError> {
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
    Ok(())
}

/// A read message's destination shares no register byte with an operand the message reads
/// (its addresses and its global offset register). No message specification says what a
/// message returns when they overlap (the operands are read and the destination written by the
/// same `send`, whose destination the hardware may start writing before it has read every
/// source), so memlower never emits it: the spec-first rule (docs/SPEC-COVERAGE.md).
fn check_dst_apart(k: &Kernel, loc: Loc, msg: &'static str, m: &MsgInst) -> Result<(), MirError> {
    let Some(dst) = m.data.var else {
        return Ok(());
    };
    let span = |v: VarId, off: u32, bytes: u32| {
        let (root, base) = k.root(v);
        (root, base + off, base + off + bytes)
    };
    let d = span(dst, m.data.off, k.raw_footprint(m, true));
    const ADDR_NAMES: [&str; 4] = ["U", "V", "R", "LOD"];
    let mut reads: Vec<(&'static str, VarId, (VarId, u32, u32))> = Vec::new();
    for (i, a) in m.addrs.iter().enumerate() {
        if let Some(v) = a.var {
            let operand = if m.choice.msg == Message::Gather4Typed {
                ADDR_NAMES[i.min(3)]
            } else {
                "offsets"
            };
            reads.push((operand, v, span(v, a.off, k.raw_footprint(m, false))));
        }
    }
    if let Some(Src::Reg { region, .. }) = &m.global_offset {
        let bytes = k.var(region.var).map_or(4, |d| d.ty.bytes());
        reads.push((
            "global offset",
            region.var,
            span(region.var, region.off, bytes),
        ));
    }
    for (operand, v, (root, from, to)) in reads {
        if root == d.0 && from < d.2 && d.1 < to {
            let name = |v: VarId| {
                k.var(v)
                    .map_or_else(|| format!("V{}", v.0), |d| d.name.clone())
            };
            return Err(MirError::DstOverlap {
                loc,
                msg,
                operand,
                registers: format!(
                    "{} bytes {}..{} and {} bytes {from}..{to} of {}",
                    name(dst),
                    d.1,
                    d.2,
                    name(v),
                    name(root)
                ),
            });
        }
    }
    Ok(())
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
