//! Instructions other than messages: ALU (exec, regions, arity, types, predicate
//! destinations), `cmp`, `setp`, labels, jumps and sinks. Messages go to [`super::msg`].

use super::alu;
use super::error::MirError;
use super::msg::verify_msg;
use super::operand::{check_exec, check_pred, check_pred_use, check_src, check_var, src_type};
use crate::mir::*;
use memlower_ir::Loc;
use memlower_passes::target::Target;

pub(super) fn verify_inst(k: &Kernel, facts: &Target, inst: &Inst) -> Result<(), MirError> {
    let loc = inst.loc;
    match &inst.kind {
        InstKind::Msg(m) => verify_msg(k, facts, loc, m),
        InstKind::Alu {
            op,
            exec,
            pred,
            dst,
            srcs,
        } => verify_alu(k, facts, loc, (*op, *exec, pred), dst, srcs),
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

/// An ALU instruction: exec size, predicate, arity, source regions and types, destination.
fn verify_alu(
    k: &Kernel,
    facts: &Target,
    loc: Loc,
    (op, exec, pred): (AluOp, Exec, &Option<PredUse>),
    dst: &Dst,
    srcs: &[Src],
) -> Result<(), MirError> {
    let name = op.name();
    check_exec(loc, name, exec)?;
    check_pred_use(k, loc, name, pred, exec)?;
    if srcs.len() != op.arity() {
        return Err(MirError::Alu {
            loc,
            op: name,
            why: format!("needs {} sources, has {}", op.arity(), srcs.len()),
        });
    }
    if op == AluOp::Sel && pred.is_none() {
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
        // At most three sources: no allocation per instruction.
        let types: smallvec::SmallVec<[ElemType; 4]> =
            srcs.iter().filter_map(|s| src_type(k, s)).collect();
        if let Some(d) = k.var(*var) {
            alu::check_alu_types(facts, op, d.ty, &types).map_err(|why| MirError::Alu {
                loc,
                op: name,
                why,
            })?;
            alu::check_packed_sources(op, d.ty, srcs, &types).map_err(|why| MirError::Alu {
                loc,
                op: name,
                why,
            })?;
        }
    }
    match dst {
        Dst::Reg { var, off, hstride } => {
            check_reg_dst(k, loc, (op, exec), (*var, *off, *hstride), srcs)?
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
                    why: "predicate destinations take and/or/xor/not of whole predicates".into(),
                });
            }
        }
    }
    Ok(())
}

/// An ALU instruction's register destination: its region inside the variable, and the
/// sources and types vISA allows into a register.
fn check_reg_dst(
    k: &Kernel,
    loc: Loc,
    (op, exec): (AluOp, Exec),
    (var, off, hstride): (VarId, u32, u32),
    srcs: &[Src],
) -> Result<(), MirError> {
    let name = op.name();
    let d = check_var(k, loc, var)?;
    let end = off + (exec.size.saturating_sub(1) * hstride.max(1) + 1) * d.ty.bytes();
    if off % d.ty.bytes() != 0 || end > d.bytes() || hstride == 0 {
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
    if op == AluOp::Mul
        && (matches!(d.ty, ElemType::Uq | ElemType::Q)
            || srcs
                .iter()
                .any(|s| matches!(src_type(k, s), Some(ElemType::Uq | ElemType::Q))))
    {
        return Err(MirError::Alu {
            loc,
            op: name,
            why: "64-bit integer multiply does not exist in vISA".into(),
        });
    }
    if srcs.iter().any(|s| matches!(s, Src::Pred(_))) && !(op == AluOp::Mov && exec.size == 1) {
        return Err(MirError::Alu {
            loc,
            op: name,
            why: "a predicate source into a register is only a `mov` of exec size 1".into(),
        });
    }
    Ok(())
}
