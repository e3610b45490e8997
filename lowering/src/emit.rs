//! The vISA assembly emitter: a verified [`Kernel`] as text `GenX_IR` parses
//! (docs/finalizer-facts.md §2-§7).
//!
//! ```text
//!   .version 4.2
//!   .kernel "name"
//!   .decl s_buf v_type=T num_elts=1                        surfaces
//!   .decl v_off v_type=G type=ud num_elts=16 align=GRF     variables (aliases after their root)
//!   .decl p_m v_type=P num_elts=16                          predicates
//!   .input s_buf offset=64 size=4                           arguments
//!   .function "_main_0"                                     the entry: `ret` ends the thread
//!   _main_0:
//!       setp (M1_NM, 16) p_m v_m(0,0)<0;1,0>
//!       (p_m) gather_scaled.4 (M1_NM, 16) s_buf 0x0:ud v_off.0 v_v.0
//!       ret (M1, 1)
//!       // sink: v_x.0:vec<16 x f32> (kept live as outputs)
//! ```
//!
//! Byte offsets of the message IR become `(row, col)`: row = offset / GRF bytes, col = the
//! element within that GRF. Variables of at least one GRF get `align=GRF`. The IR's `sink` is a
//! comment naming where each value lives (variable, byte offset, IR type, channel stride): the
//! finalizer keeps the variables live through `attrs={Output}`, and the checker reads the
//! comment back (`crate::visa_text`) to observe the values.

use crate::check::mutation;
use crate::mir::*;
use std::fmt::Write;

/// The name of the function entry (`.function` and its label) every emitted kernel body opens
/// with; no lowering label has it (those start with `L_`).
pub const ENTRY_LABEL: &str = "_main_0";

/// The `.visaasm` text of a kernel.
pub fn emit_visa(k: &Kernel) -> String {
    let mut out = String::new();
    let _ = writeln!(out, ".version 4.2");
    let _ = writeln!(out, ".kernel \"{}\"", k.name);
    let _ = writeln!(
        out,
        "/* memlower: {} for {} (GRF {} bytes): {} messages, {} moves */",
        k.name,
        k.target,
        k.grf_bytes,
        k.message_count(),
        k.move_count()
    );
    for s in &k.surfaces {
        if let Surface::User { name, .. } = s {
            let _ = writeln!(out, ".decl {name} v_type=T num_elts=1");
        }
    }
    for v in &k.vars {
        let _ = write!(
            out,
            ".decl {} v_type=G type={} num_elts={}",
            v.name, v.ty, v.num_elts
        );
        match v.alias {
            Some((of, off)) => {
                let of = k.var(of).map(|d| d.name.as_str()).unwrap_or("?");
                let _ = write!(out, " alias=<{of}, {off}>");
            }
            None => {
                if v.bytes() >= k.grf_bytes {
                    let _ = write!(out, " align=GRF");
                }
                if v.output {
                    let _ = write!(out, " attrs={{Output}}");
                }
            }
        }
        let _ = writeln!(out);
    }
    for p in &k.preds {
        let _ = writeln!(out, ".decl {} v_type=P num_elts={}", p.name, p.lanes);
    }
    for i in &k.inputs {
        let name = match i.kind {
            InputKind::Var(v) => k.var(v).map(|d| d.name.clone()).unwrap_or_default(),
            InputKind::Surface(s) => k
                .surfaces
                .get(s.index())
                .map(|s| s.text().to_string())
                .unwrap_or_default(),
        };
        let _ = writeln!(out, ".input {name} offset={} size={}", i.offset, i.size);
    }
    // The body opens with a function entry, as IGC writes it. Without it GenX_IR compiles the
    // final `ret` to a native `ret` (returning to nowhere: the thread never ends); with it, to
    // the end-of-thread send (docs/finalizer-facts.md §8).
    let _ = writeln!(out, ".function \"{ENTRY_LABEL}\"");
    let _ = writeln!(out, "{ENTRY_LABEL}:");
    for inst in &k.insts {
        match &inst.kind {
            InstKind::Label(l) => {
                let _ = writeln!(
                    out,
                    "{}:",
                    k.labels.get(l.index()).map(|s| s.as_str()).unwrap_or("?")
                );
            }
            _ => {
                let _ = write!(out, "    {}", inst_visa(k, inst));
                if matches!(inst.kind, InstKind::Msg(_)) && inst.loc.is_known() {
                    let _ = write!(out, "  // line {}", inst.loc);
                }
                let _ = writeln!(out);
            }
        }
    }
    out
}

fn var_name(k: &Kernel, v: VarId) -> &str {
    k.var(v).map(|d| d.name.as_str()).unwrap_or("?")
}

/// `(row, col)` of a byte offset in a variable: the column counts elements of the variable's
/// type inside the row's GRF.
fn row_col(k: &Kernel, v: VarId, off: u32) -> (u32, u32) {
    let e = k.var(v).map(|d| d.ty.bytes()).unwrap_or(4);
    let unit = mutation::column_unit(mutation::active(), e);
    (off / k.grf_bytes, (off % k.grf_bytes) / unit)
}

/// One sunk value as the checker reads it back (`crate::visa_text`): `V.off:type`, and the
/// channel stride of a multi-channel value.
fn sink_arg(k: &Kernel, a: &SinkArg) -> String {
    let mut s = format!("{}.{}:{}", var_name(k, a.var), a.off, a.ty);
    if a.ty.chans().unwrap_or(1) > 1 {
        let _ = write!(s, " stride={}", a.stride);
    }
    s
}

fn src(k: &Kernel, s: &Src) -> String {
    match s {
        Src::Reg { region, neg } => {
            let (r, c) = row_col(k, region.var, region.off);
            format!(
                "{}{}({r},{c})<{};{},{}>",
                if *neg { "(-)" } else { "" },
                var_name(k, region.var),
                region.vstride,
                region.width,
                region.hstride
            )
        }
        Src::Imm(i) => i.to_string(),
        Src::Pred(p) => k
            .preds
            .get(p.index())
            .map(|d| d.name.clone())
            .unwrap_or_default(),
    }
}

fn raw(k: &Kernel, r: &Raw) -> String {
    match r.var {
        Some(v) => format!("{}.{}", var_name(k, v), r.off),
        None => "%null.0".into(),
    }
}

fn pred(k: &Kernel, p: &Option<PredUse>) -> String {
    match p {
        Some(p) => format!(
            "({}{}) ",
            if p.negate { "!" } else { "" },
            k.preds
                .get(p.pred.index())
                .map(|d| d.name.as_str())
                .unwrap_or("?")
        ),
        None => String::new(),
    }
}

/// One instruction in vISA syntax.
pub fn inst_visa(k: &Kernel, inst: &Inst) -> String {
    match &inst.kind {
        InstKind::Msg(m) => {
            let surf = k
                .surfaces
                .get(m.surface.index())
                .map(|s| s.text().to_string())
                .unwrap_or_default();
            let mut s = format!(
                "{}{}.{} {} {}",
                pred(k, &m.pred),
                m.choice.msg.mnemonic(),
                choice_suffix(m.choice),
                m.exec,
                surf
            );
            if let Some(g) = &m.global_offset {
                let _ = write!(s, " {}", src(k, g));
            }
            for a in &m.addrs {
                let _ = write!(s, " {}", raw(k, a));
            }
            let _ = write!(s, " {}", raw(k, &m.data));
            s
        }
        InstKind::Alu {
            op,
            exec,
            pred: p,
            dst,
            srcs,
        } => {
            let d = match dst {
                Dst::Reg { var, off, hstride } => {
                    let (r, c) = row_col(k, *var, *off);
                    format!("{}({r},{c})<{hstride}>", var_name(k, *var))
                }
                Dst::Pred(p) => k
                    .preds
                    .get(p.index())
                    .map(|d| d.name.clone())
                    .unwrap_or_default(),
            };
            let ss: Vec<String> = srcs.iter().map(|s| src(k, s)).collect();
            format!("{}{} {exec} {d} {}", pred(k, p), op.name(), ss.join(" "))
        }
        InstKind::Cmp {
            rel,
            exec,
            dst,
            srcs,
        } => format!(
            "cmp.{} {exec} {} {} {}",
            rel.name(),
            k.preds
                .get(dst.index())
                .map(|d| d.name.as_str())
                .unwrap_or("?"),
            src(k, &srcs[0]),
            src(k, &srcs[1])
        ),
        InstKind::Setp { exec, dst, src: s } => format!(
            "setp {exec} {} {}",
            k.preds
                .get(dst.index())
                .map(|d| d.name.as_str())
                .unwrap_or("?"),
            src(k, s)
        ),
        InstKind::Label(l) => format!(
            "{}:",
            k.labels.get(l.index()).map(|s| s.as_str()).unwrap_or("?")
        ),
        InstKind::Jmp { pred: p, target } => format!(
            "{}jmp (M1_NM, 1) {}",
            pred(k, p),
            k.labels
                .get(target.index())
                .map(|s| s.as_str())
                .unwrap_or("?")
        ),
        InstKind::Ret => "ret (M1, 1)".into(),
        InstKind::Sink(args) => {
            let xs: Vec<String> = args.iter().map(|a| sink_arg(k, a)).collect();
            format!("// sink: {} (kept live as outputs)", xs.join(", "))
        }
    }
}
