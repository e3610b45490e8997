//! The printer (`--emit ir`): byte offsets and types written out, one declaration or instruction
//! a line. The vISA emitter (`crate::emit`) prints the same kernel in the finalizer's syntax.

use super::inst::*;
use super::kernel::*;
use super::types::*;
use std::fmt::{self, Write};

impl Kernel {
    fn vname(&self, v: VarId) -> String {
        self.var(v)
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("<var{}>", v.0))
    }

    fn pname(&self, p: PredId) -> String {
        self.preds
            .get(p.index())
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("<pred{}>", p.0))
    }

    fn lname(&self, l: LabelId) -> String {
        self.labels
            .get(l.index())
            .cloned()
            .unwrap_or_else(|| format!("<label{}>", l.0))
    }

    fn src_text(&self, s: &Src) -> String {
        match s {
            Src::Reg { region, neg } => {
                let ty = self.var(region.var).map(|d| d.ty.name()).unwrap_or("?");
                format!(
                    "{}{}[+{}]<{};{},{}>:{ty}",
                    if *neg { "-" } else { "" },
                    self.vname(region.var),
                    region.off,
                    region.vstride,
                    region.width,
                    region.hstride
                )
            }
            Src::Imm(i) => i.to_string(),
            Src::Pred(p) => self.pname(*p),
        }
    }

    fn raw_text(&self, r: &Raw) -> String {
        match r.var {
            Some(v) => format!("{}[+{}]", self.vname(v), r.off),
            None => "%null".into(),
        }
    }

    fn pred_text(&self, p: &Option<PredUse>) -> String {
        match p {
            Some(p) => format!(
                "({}{}) ",
                if p.negate { "!" } else { "" },
                self.pname(p.pred)
            ),
            None => String::new(),
        }
    }

    /// One instruction in the `--emit ir` form.
    pub fn inst_text(&self, inst: &Inst) -> String {
        match &inst.kind {
            InstKind::Msg(m) => {
                let surf = self
                    .surfaces
                    .get(m.surface.index())
                    .map(|s| s.text().to_string())
                    .unwrap_or_else(|| "<surface?>".into());
                let mut s = format!(
                    "{}{}.{} {} {}",
                    self.pred_text(&m.pred),
                    m.choice.msg.mnemonic(),
                    choice_suffix(m.choice),
                    m.exec,
                    surf
                );
                if let Some(g) = &m.global_offset {
                    let _ = write!(s, " goff={}", self.src_text(g));
                }
                let addrs: Vec<String> = m.addrs.iter().map(|a| self.raw_text(a)).collect();
                let _ = write!(
                    s,
                    " addr=[{}] {}={}",
                    addrs.join(", "),
                    if m.choice.msg.is_read() { "dst" } else { "src" },
                    self.raw_text(&m.data)
                );
                s
            }
            InstKind::Alu {
                op,
                exec,
                pred,
                dst,
                srcs,
            } => {
                let d = match dst {
                    Dst::Reg { var, off, hstride } => {
                        let ty = self.var(*var).map(|d| d.ty.name()).unwrap_or("?");
                        format!("{}[+{off}]<{hstride}>:{ty}", self.vname(*var))
                    }
                    Dst::Pred(p) => self.pname(*p),
                };
                let ss: Vec<String> = srcs.iter().map(|s| self.src_text(s)).collect();
                format!(
                    "{}{} {exec} {d} {}",
                    self.pred_text(pred),
                    op.name(),
                    ss.join(" ")
                )
            }
            InstKind::Cmp {
                rel,
                exec,
                dst,
                srcs,
            } => format!(
                "cmp.{} {exec} {} {} {}",
                rel.name(),
                self.pname(*dst),
                self.src_text(&srcs[0]),
                self.src_text(&srcs[1])
            ),
            InstKind::Setp { exec, dst, src } => {
                format!("setp {exec} {} {}", self.pname(*dst), self.src_text(src))
            }
            InstKind::Label(l) => format!("{}:", self.lname(*l)),
            InstKind::Jmp { pred, target } => {
                format!("{}jmp {}", self.pred_text(pred), self.lname(*target))
            }
            InstKind::Ret => "ret".into(),
            InstKind::Sink(args) => {
                let xs: Vec<String> = args
                    .iter()
                    .map(|a| format!("{}[+{}] : {}", self.vname(a.var), a.off, a.ty))
                    .collect();
                format!("sink {}", xs.join(", "))
            }
        }
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "kernel {} (target {}, GRF {} bytes)",
            self.name, self.target, self.grf_bytes
        )?;
        for s in &self.surfaces {
            match s {
                Surface::User { name, typed, bti } => {
                    write!(
                        f,
                        "  surface {name} : {}",
                        if *typed { "typed" } else { "untyped" }
                    )?;
                    match bti {
                        Some(b) => writeln!(f, " bti {b}")?,
                        None => writeln!(f)?,
                    }
                }
                other => writeln!(f, "  surface {}", other.text())?,
            }
        }
        for v in &self.vars {
            write!(f, "  var {} : {} x {}", v.name, v.ty, v.num_elts)?;
            if let Some((of, off)) = v.alias {
                write!(f, " alias {}[+{off}]", self.vname(of))?;
            }
            if v.output {
                write!(f, " output")?;
            }
            writeln!(f)?;
        }
        for p in &self.preds {
            writeln!(f, "  pred {} : {}", p.name, p.lanes)?;
        }
        for i in &self.inputs {
            let name = match i.kind {
                InputKind::Var(v) => self.vname(v),
                InputKind::Surface(s) => self
                    .surfaces
                    .get(s.index())
                    .map(|s| s.text().to_string())
                    .unwrap_or_default(),
            };
            writeln!(f, "  input {name} @ {} size {}", i.offset, i.size)?;
        }
        for inst in &self.insts {
            match inst.kind {
                InstKind::Label(_) => writeln!(f, "{}", self.inst_text(inst))?,
                _ => writeln!(f, "    {}", self.inst_text(inst))?,
            }
        }
        Ok(())
    }
}
