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

use crate::mir::*;
use std::fmt::Write;

/// The name of the function entry (`.function` and its label) every emitted kernel body opens
/// with; no lowering label has it (those start with `L_`).
pub const ENTRY_LABEL: &str = "_main_0";

/// Kernels of at least this many lines are better written out as they are printed
/// ([`write_visa`]) than held as one string ([`emit_visa`]): a kernel's text is about 64 bytes
/// a line, so from here it is megabytes of fresh memory, touched once and given back, where
/// [`write_visa`] reuses one small buffer. (One function of 100k accesses prints 170 MB.)
pub const STREAM_LINES: usize = 1 << 16;

/// Whether `k` is large enough to be written out as it is printed ([`write_visa`]) rather
/// than held as one string: at least [`STREAM_LINES`] lines.
pub fn streams(k: &Kernel) -> bool {
    line_count(k) >= STREAM_LINES
}

/// How many lines the kernel's text has, about (declarations and instructions).
fn line_count(k: &Kernel) -> usize {
    k.vars.len() + k.preds.len() + k.inputs.len() + k.insts.len()
}

/// One line of the emitted body ([`body_lines`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyLine {
    /// `k.insts[i]` (a label too).
    Inst(usize),
    /// The `movs` that sets a surface's binding-table index for the message `k.insts[i]`.
    Movs(usize),
}

/// The 0-based line of the emitted text ([`emit_visa`]) where the body starts: the lines
/// before it are the header (3), user surfaces, variables, predicates, inputs, and the function
/// entry (2). Body line `j` ([`body_lines`]) is on line `body_line(k) + j`. How `memlower
/// explore` finds the lines of a message IR instruction.
pub fn body_line(k: &Kernel) -> usize {
    let surfaces = k
        .surfaces
        .iter()
        .filter(|s| matches!(s, Surface::User { .. }))
        .count();
    3 + surfaces + k.vars.len() + k.preds.len() + k.inputs.len() + 2
}

/// The `.visaasm` text of a kernel.
pub fn emit_visa(k: &Kernel) -> String {
    // A little more than a declaration or an instruction takes (the text is written once, and
    // a string grown by doubling copies it again at every step): generated kernels average
    // 63 to 65 bytes a line, so 64 doubled the string of one huge function at its very end.
    let mut out = String::with_capacity(80 * line_count(k) + 256);
    let flushed: Result<(), std::convert::Infallible> = emit_into(k, &mut out, |_| Ok(()));
    match flushed {
        Ok(()) => out,
        Err(never) => match never {},
    }
}

/// What [`write_visa`] holds before it writes: large enough that a write call is nothing
/// beside printing what it writes.
const CHUNK: usize = 64 << 10;

/// Writes the `.visaasm` text of a kernel to `w` as it is printed, a chunk at a time: the
/// same bytes as [`emit_visa`], without holding them all (see [`STREAM_LINES`]).
pub fn write_visa(k: &Kernel, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut out = String::with_capacity(CHUNK + 4096);
    emit_into(k, &mut out, |out: &mut String| {
        if out.len() >= CHUNK {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
        Ok::<(), std::io::Error>(())
    })?;
    w.write_all(out.as_bytes())
}

/// Prints the kernel into `out`, calling `flush` after each declaration, input and line of
/// the body (it may take the text so far out of `out`).
fn emit_into<E>(
    k: &Kernel,
    out: &mut String,
    mut flush: impl FnMut(&mut String) -> Result<(), E>,
) -> Result<(), E> {
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
        out.push_str(".decl ");
        out.push_str(&v.name);
        out.push_str(" v_type=G type=");
        out.push_str(v.ty.name());
        out.push_str(" num_elts=");
        num(out, v.num_elts);
        match v.alias {
            Some((of, off)) => {
                out.push_str(" alias=<");
                out.push_str(var_name(k, of));
                out.push_str(", ");
                num(out, off);
                out.push('>');
            }
            None => {
                if v.bytes() >= k.grf_bytes {
                    out.push_str(" align=GRF");
                }
                if v.output {
                    out.push_str(" attrs={Output}");
                }
            }
        }
        out.push('\n');
        flush(out)?;
    }
    for p in &k.preds {
        out.push_str(".decl ");
        out.push_str(&p.name);
        out.push_str(" v_type=P num_elts=");
        num(out, p.lanes);
        out.push('\n');
        flush(out)?;
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
        flush(out)?;
    }
    // The body opens with a function entry, as IGC writes it. Without it GenX_IR compiles the
    // final `ret` to a native `ret` (returning to nowhere: the thread never ends); with it, to
    // the end-of-thread send (docs/finalizer-facts.md §8).
    let _ = writeln!(out, ".function \"{ENTRY_LABEL}\"");
    let _ = writeln!(out, "{ENTRY_LABEL}:");
    // A surface whose binding-table index is known when compiling is set by `movs` before the
    // first message on it in each basic block: GenX_IR folds the immediate into the
    // descriptors of that block's messages only (docs/finalizer-facts.md §4).
    let mut set = vec![false; k.surfaces.len()];
    for inst in &k.insts {
        if let Some((name, b)) = movs_before(k, inst, &mut set) {
            let _ = writeln!(out, "    movs (M1_NM, 1) {name}(0) 0x{b:x}:ud");
        }
        match &inst.kind {
            InstKind::Label(l) => {
                out.push_str(label_name(k, *l));
                out.push_str(":\n");
            }
            _ => {
                out.push_str("    ");
                write_inst(out, k, inst);
                if matches!(inst.kind, InstKind::Msg(_)) && inst.loc.is_known() {
                    // `Loc`'s `Display`: `line:col`.
                    out.push_str("  // line ");
                    num(out, inst.loc.line);
                    out.push(':');
                    num(out, inst.loc.col);
                }
                out.push('\n');
            }
        }
        flush(out)?;
    }
    Ok(())
}

/// The lines of the emitted body, in order: every instruction, and the `movs` written before a
/// message (see [`emit_visa`]).
pub fn body_lines(k: &Kernel) -> Vec<BodyLine> {
    let mut set = vec![false; k.surfaces.len()];
    let mut out = Vec::with_capacity(k.insts.len());
    for (i, inst) in k.insts.iter().enumerate() {
        if movs_before(k, inst, &mut set).is_some() {
            out.push(BodyLine::Movs(i));
        }
        out.push(BodyLine::Inst(i));
    }
    out
}

/// The `movs` a message needs first (its surface's name and binding-table index), if the kernel
/// sets that surface and this basic block has not yet (`set`). A label starts a block and a
/// jump ends one.
fn movs_before<'k>(k: &'k Kernel, inst: &Inst, set: &mut [bool]) -> Option<(&'k str, u32)> {
    match &inst.kind {
        InstKind::Jmp { .. } | InstKind::Label(_) => set.fill(false),
        InstKind::Msg(m) => {
            let i = m.surface.index();
            if let (
                Some(Surface::User {
                    name, bti: Some(b), ..
                }),
                Some(done @ false),
            ) = (k.surfaces.get(i), set.get_mut(i))
            {
                *done = true;
                return Some((name.as_str(), *b));
            }
        }
        _ => {}
    }
    None
}

fn label_name(k: &Kernel, l: LabelId) -> &str {
    k.labels.get(l.index()).map(|s| s.as_str()).unwrap_or("?")
}

fn var_name(k: &Kernel, v: VarId) -> &str {
    k.var(v).map(|d| d.name.as_str()).unwrap_or("?")
}

/// `(row, col)` of a byte offset in a variable: the column counts elements of the variable's
/// type inside the row's GRF.
fn row_col(k: &Kernel, v: VarId, off: u32) -> (u32, u32) {
    let e = k.var(v).map(|d| d.ty.bytes()).unwrap_or(4);
    let unit = e;
    #[cfg(feature = "mutations")]
    let unit = crate::mutation::column_unit(active_mutation!(), unit);
    (off / k.grf_bytes, (off % k.grf_bytes) / unit)
}

/// One sunk value as the checker reads it back (`crate::visa_text`): `V.off:type`, and the
/// channel stride of a multi-channel value.
fn sink_arg(out: &mut String, k: &Kernel, a: &SinkArg) {
    let _ = write!(out, "{}.{}:{}", var_name(k, a.var), a.off, a.ty);
    if a.ty.chans().unwrap_or(1) > 1 {
        let _ = write!(out, " stride={}", a.stride);
    }
}

fn pred_name(k: &Kernel, p: PredId) -> &str {
    k.preds
        .get(p.index())
        .map(|d| d.name.as_str())
        .unwrap_or("?")
}

/// Appends `n` in decimal: what `write!(out, "{n}")` writes, without the formatting
/// machinery (the emitter writes several numbers per operand). Inlined for the one- and
/// two-digit numbers most operands hold (rows, columns, strides).
#[inline]
fn num(out: &mut String, n: u32) {
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
    } else if n < 100 {
        out.push(char::from(b'0' + (n / 10) as u8));
        out.push(char::from(b'0' + (n % 10) as u8));
    } else {
        memlower_ir::print::push_decimal(out, n);
    }
}

/// Appends `n` in upper-case hexadecimal, at least `width` digits: what
/// `write!(out, "{n:0width$X}")` writes.
fn hex(out: &mut String, n: u64, width: usize) {
    let mut buf = [0u8; 16];
    let mut at = buf.len();
    let mut n = n;
    loop {
        at -= 1;
        buf[at] = b"0123456789ABCDEF"[(n % 16) as usize];
        n /= 16;
        if n == 0 && buf.len() - at >= width {
            break;
        }
    }
    out.extend(buf[at..].iter().map(|&b| char::from(b)));
}

/// An immediate, as `Imm`'s `Display` writes it (`0x3F800000:f`, `0x76543210:v`).
fn imm(out: &mut String, i: &Imm) {
    out.push_str("0x");
    match *i {
        Imm::Scalar { bits, ty } => {
            hex(out, bits, 1);
            out.push(':');
            out.push_str(ty.name());
        }
        Imm::PackedV(v) => {
            hex(out, u64::from(v), 8);
            out.push_str(":v");
        }
        Imm::PackedUv(v) => {
            hex(out, u64::from(v), 8);
            out.push_str(":uv");
        }
    }
}

/// `(M<group>[_NM], <size>)`, as `Exec`'s `Display` writes it.
fn exec(out: &mut String, e: &Exec) {
    out.push_str("(M");
    num(out, e.offset / 4 + 1);
    if e.nomask {
        out.push_str("_NM");
    }
    out.push_str(", ");
    num(out, e.size);
    out.push(')');
}

/// `V(row,col)`: a variable at a byte offset.
fn origin(out: &mut String, k: &Kernel, var: VarId, off: u32) {
    let (r, c) = row_col(k, var, off);
    out.push_str(var_name(k, var));
    out.push('(');
    num(out, r);
    out.push(',');
    num(out, c);
    out.push(')');
}

fn src(out: &mut String, k: &Kernel, s: &Src) {
    match s {
        Src::Reg { region, neg } => {
            if *neg {
                out.push_str("(-)");
            }
            origin(out, k, region.var, region.off);
            out.push('<');
            num(out, region.vstride);
            out.push(';');
            num(out, region.width);
            out.push(',');
            num(out, region.hstride);
            out.push('>');
        }
        Src::Imm(i) => imm(out, i),
        Src::Pred(p) => {
            if let Some(d) = k.preds.get(p.index()) {
                out.push_str(&d.name);
            }
        }
    }
}

fn raw(out: &mut String, k: &Kernel, r: &Raw) {
    match r.var {
        Some(v) => {
            out.push_str(var_name(k, v));
            out.push('.');
            num(out, r.off);
        }
        None => out.push_str("%null.0"),
    }
}

fn pred(out: &mut String, k: &Kernel, p: &Option<PredUse>) {
    if let Some(p) = p {
        out.push_str(if p.negate { "(!" } else { "(" });
        out.push_str(pred_name(k, p.pred));
        out.push_str(") ");
    }
}

/// One instruction in vISA syntax.
pub fn inst_visa(k: &Kernel, inst: &Inst) -> String {
    let mut out = String::new();
    write_inst(&mut out, k, inst);
    out
}

/// [`inst_visa`] appended to `out` (the emitter writes every instruction into one string).
fn write_inst(out: &mut String, k: &Kernel, inst: &Inst) {
    match &inst.kind {
        InstKind::Msg(m) => {
            pred(out, k, &m.pred);
            out.push_str(m.choice.msg.mnemonic());
            out.push('.');
            // `choice_suffix`: the channels in upper case, or the block count.
            if m.choice.msg.has_channels() {
                let name = m
                    .choice
                    .channels
                    .channels()
                    .map(|c| b"RGBA"[usize::from(c)]);
                out.extend(name.map(char::from));
            } else {
                num(out, u32::from(m.choice.blocks));
            }
            out.push(' ');
            exec(out, &m.exec);
            out.push(' ');
            if let Some(s) = k.surfaces.get(m.surface.index()) {
                out.push_str(s.text());
            }
            if let Some(g) = &m.global_offset {
                out.push(' ');
                src(out, k, g);
            }
            for a in &m.addrs {
                out.push(' ');
                raw(out, k, a);
            }
            out.push(' ');
            raw(out, k, &m.data);
        }
        InstKind::Alu {
            op,
            exec,
            pred: p,
            dst,
            srcs,
        } => {
            pred(out, k, p);
            out.push_str(op.name());
            out.push(' ');
            self::exec(out, exec);
            out.push(' ');
            match dst {
                Dst::Reg { var, off, hstride } => {
                    origin(out, k, *var, *off);
                    out.push('<');
                    num(out, *hstride);
                    out.push('>');
                }
                Dst::Pred(p) => {
                    if let Some(d) = k.preds.get(p.index()) {
                        out.push_str(&d.name);
                    }
                }
            }
            out.push(' ');
            for (n, s) in srcs.iter().enumerate() {
                if n > 0 {
                    out.push(' ');
                }
                src(out, k, s);
            }
        }
        InstKind::Cmp {
            rel,
            exec,
            dst,
            srcs,
        } => {
            out.push_str("cmp.");
            out.push_str(rel.name());
            out.push(' ');
            self::exec(out, exec);
            out.push(' ');
            out.push_str(pred_name(k, *dst));
            out.push(' ');
            src(out, k, &srcs[0]);
            out.push(' ');
            src(out, k, &srcs[1]);
        }
        InstKind::Setp { exec, dst, src: s } => {
            out.push_str("setp ");
            self::exec(out, exec);
            out.push(' ');
            out.push_str(pred_name(k, *dst));
            out.push(' ');
            src(out, k, s);
        }
        InstKind::Label(l) => {
            out.push_str(label_name(k, *l));
            out.push(':');
        }
        InstKind::Jmp { pred: p, target } => {
            pred(out, k, p);
            out.push_str("jmp (M1_NM, 1) ");
            out.push_str(label_name(k, *target));
        }
        InstKind::Ret => out.push_str("ret (M1, 1)"),
        InstKind::Sink(args) => {
            out.push_str("// sink: ");
            for (n, a) in args.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                sink_arg(out, k, a);
            }
            out.push_str(" (kept live as outputs)");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{hex, num};
    use memlower_ir::rng::Rng;

    /// `num` and `hex` write what the formatting machinery writes: every number up to 100,000,
    /// the edges of `u32`, and random ones of every size.
    #[test]
    fn numbers_are_written_as_format_writes_them() {
        let mut rng = Rng::new(10);
        let edges = [u32::MAX, u32::MAX - 1, 1 << 31, 999_999_999, 1_000_000_000];
        let random = (0..20_000).map(|_| (rng.next_u64() >> rng.below(64)) as u32);
        for n in (0..100_000).chain(edges).chain(random) {
            let mut out = String::from("x");
            num(&mut out, n);
            assert_eq!(out, format!("x{n}"));
            for width in [1, 8] {
                let mut out = String::new();
                hex(&mut out, u64::from(n), width);
                assert_eq!(out, format!("{n:0width$X}"));
            }
        }
    }
}
