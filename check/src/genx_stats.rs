//! Figures read from the finalizer's native code (`k.asm`, as [`crate::genx::run`] returns it):
//! how many sends and of which kind, how many native instructions, the highest GRF touched and
//! the spill size. One parser, for every comparison that goes through `GenX_IR` (the peer
//! benchmark against IGC, spill checks, the LLVM front end against IGC-VC).
//!
//! ```text
//!   //.spill size 1088                                           ─▶ spill_bytes
//!   (W)  add (1|M0)  a0.0<1>:ud  r2.0<0;1,0>:ud  0x4210900:ud     ─▶ a0.0 = 0x4210900 (descriptor)
//!        shl (16|M0) r3.0<1>:ud  r0.0<8;8,1>:ud  0x2:uw           ─▶ GRFs r3..r4, r0
//!   (W)  send.dc0 (16|M0) r5 r7 null 0x0 a0.0 // wr:a0.0[28:25]+0 ─▶ data send; r5 + rlen, r7 + mlen
//!   (W)  send.dc0 (16|M0) null r0 r3 0x80 0x020F1000 // ... scratch block write ─▶ spill send
//!   (W)  send.gtwy (8|M0) null r127 null:0 0x0 0x02000010 {EOT}  ─▶ end of thread
//! ```
//!
//! Rules (what each figure means exactly):
//! - **instructions**: every instruction line of the kernel body (labels, comments and
//!   `//.declare`/header lines are not instructions); `nop`, `sync.*`, `ret` and sends included.
//!   Lines of a `cross_thread_prolog:` block (the input-loading prologue, absent with
//!   `-noLoadPayload`) are skipped, as [`crate::genx::count_sends`] does.
//! - **sends** are `send`, `sends`, `sendc`, `sendsc` lines. Each is exactly one of: *end of
//!   thread* (`EOT` in its `{...}` or "end of thread" in its comment), *spill* / *fill* (comment
//!   mentions `scratch` and a block *write* / *read*: the finalizer's own register spill code),
//!   *sync* (comment mentions a `fence` or `barrier`), else *data*.
//! - **highest GRF**: the largest GRF number any operand touches, with its full extent: an ALU
//!   operand `rN.s<v;w,h>:T` covers bytes `N * grf + s * |T|` up to its last element for the
//!   instruction's exec size (a ternary `<v;h>` has width v / h, `<h>` is a stride); a send's
//!   destination, payload and extended payload cover `rlen`, `mlen` and `xlen` GRFs from its
//!   descriptor (an immediate, or the last immediate written to `a0.0`) and extended descriptor
//!   (an immediate, or an explicit `rN:len`). The operands of the thread-ending instruction (EOT
//!   send or `ret`) and the `mov` that fills the EOT payload register are not counted: hardware
//!   places that register at the top of the file (`r127`) whatever the kernel needs. Indirect
//!   operands (`r[a0.0]`) are not counted.
//! - **spill bytes**: the `//.spill size N` header line (absent: 0).

use std::collections::BTreeSet;

/// Figures of one kernel's native code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenxStats {
    /// Every native send in the body.
    pub sends: u32,
    /// Sends that move kernel data (memory, sampler, typed): `sends` minus the others below.
    pub data_sends: u32,
    /// Fences and barriers.
    pub sync_sends: u32,
    /// End-of-thread sends.
    pub eot_sends: u32,
    /// Register spill stores the finalizer added.
    pub spill_sends: u32,
    /// Register fill loads the finalizer added.
    pub fill_sends: u32,
    /// Native instructions in the body, sends included.
    pub instructions: u32,
    /// Highest GRF number touched (see the module rules); `None` if no GRF is touched.
    pub highest_grf: Option<u32>,
    /// Scratch bytes used for spills (`//.spill size`).
    pub spill_bytes: u32,
}

/// A native-code line the parser cannot account for; the figures would be wrong, so none are
/// given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("GenX_IR output line {line}: {reason}: `{text}`")]
pub struct StatsError {
    /// 1-based line number in the `.asm` text.
    pub line: usize,
    /// The line, trimmed.
    pub text: String,
    /// What could not be read.
    pub reason: String,
}

/// One native instruction line, split ([`split_inst`]).
#[derive(Debug)]
pub struct Inst<'a> {
    /// The opcode with its modifiers (`send.dc0`, `sync.nop`, `add`).
    pub opcode: &'a str,
    /// The execution size (`(16|M0)`), 1 when none is written.
    pub exec: u32,
    /// The operands, destination first; predicates and conditional modifiers left out.
    pub operands: Vec<&'a str>,
    /// The scoreboard field (`{@2,$1.src}`), or empty.
    pub swsb: &'a str,
    /// What follows `//`, or empty.
    pub comment: &'a str,
}

/// Splits one native instruction line of GenX_IR's `.asm` into opcode, execution size,
/// operands, scoreboard field and comment.
pub fn split_inst(code_and_comment: &str) -> Inst<'_> {
    let (code, comment) = match code_and_comment.find("//") {
        Some(i) => (&code_and_comment[..i], &code_and_comment[i + 2..]),
        None => (code_and_comment, ""),
    };
    let (code, swsb) = match code.find('{') {
        Some(i) => (&code[..i], &code[i..]),
        None => (code, ""),
    };
    let mut toks = code.split_whitespace().peekable();
    if toks.peek().is_some_and(|t| t.starts_with('(')) {
        toks.next(); // predicate: (W), (f0.0), (W&~f0.1.any16h)
    }
    let opcode = toks.next().unwrap_or("");
    let mut exec = 1;
    if let Some(t) = toks.peek() {
        if let Some(inner) = t.strip_prefix('(').filter(|t| t.contains('|')) {
            exec = inner
                .split('|')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(1);
            toks.next();
        }
    }
    // A conditional modifier such as `(eq)f1.0` writes a flag, never a GRF.
    let operands = toks.filter(|t| !t.starts_with('(')).collect();
    Inst {
        opcode,
        exec,
        operands,
        swsb,
        comment,
    }
}

/// True for the send opcodes (`send`, `sends`, `sendc`, `sendsc` and their modifiers).
pub fn is_send(opcode: &str) -> bool {
    matches!(
        opcode.split('.').next(),
        Some("send" | "sends" | "sendc" | "sendsc")
    )
}

/// The bytes of a native operand type (`ud`: 4), `None` for an unknown one.
pub fn type_bytes(t: &str) -> Option<u32> {
    Some(match t {
        "ub" | "b" => 1,
        "uw" | "w" | "hf" | "bf" => 2,
        "ud" | "d" | "f" => 4,
        "uq" | "q" | "df" => 8,
        _ => return None,
    })
}

fn parse_hex(t: &str) -> Option<u64> {
    let t = t.split(':').next()?;
    u64::from_str_radix(t.strip_prefix("0x").or_else(|| t.strip_prefix("0X"))?, 16).ok()
}

/// `rN` (optionally `rN.s`) at the start of an operand: (N, s, rest after the numbers).
pub fn grf_base(op: &str) -> Option<(u32, u32, &str)> {
    let mut t = op.trim_start_matches(['-', '~']);
    for m in ["(abs)", "(-abs)"] {
        t = t.strip_prefix(m).unwrap_or(t);
    }
    let t = t.strip_prefix('r')?;
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    if digits == 0 {
        return None; // `r[a0.0]` (indirect) or not a register
    }
    let n = t[..digits].parse().ok()?;
    let rest = &t[digits..];
    match rest.strip_prefix('.') {
        Some(s) => {
            let d = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
            Some((n, s[..d].parse().ok()?, &s[d..]))
        }
        None => Some((n, 0, rest)),
    }
}

/// The last GRF an ALU operand touches, for `exec` elements.
fn alu_extent(op: &str, exec: u32, grf: u32) -> Result<Option<(u32, u32)>, String> {
    let Some((n, sub, rest)) = grf_base(op) else {
        return Ok(None);
    };
    let (region, ty) = match rest.find(':') {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let Some(ty) = ty else {
        return Ok(Some((n, n))); // no type: only the named register is known
    };
    let size = type_bytes(ty).ok_or_else(|| format!("unknown type `{ty}` in `{op}`"))?;
    let nums: Vec<u32> = match region.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(r) => r
            .split([';', ','])
            .map(|x| x.trim().parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("unreadable region in `{op}`"))?,
        None if region.is_empty() => vec![0],
        None => return Err(format!("unreadable region in `{op}`")),
    };
    // Element i sits at row i / w, column i % w: offset row * v + column * h (in elements).
    let (v, w, h) = match nums[..] {
        // `<h>`: a stride, element i at i * h (rows of one element, h apart).
        [h] => (h, 1, 0),
        // Ternary `<v;h>` has no width field: the width is v / h, so rows are packed and element
        // i sits at i * h (`<8;1>` and `<1;0>` are both contiguous); with h = 0, at i * v.
        [v, h] => (if h > 0 { h } else { v }, 1, 0),
        [v, w, h] if w > 0 => (v, w, h),
        _ => return Err(format!("unreadable region in `{op}`")),
    };
    let last = (0..exec.max(1))
        .map(|i| (i / w) * v + (i % w) * h)
        .max()
        .unwrap_or(0);
    let first_byte = n * grf + sub * size;
    Ok(Some((n, (first_byte + last * size + size - 1) / grf)))
}

/// A send register operand (`r8`, `r27:2`, `null`, `null:0`): (first GRF, explicit length).
fn send_reg(op: &str) -> Option<(u32, Option<u32>)> {
    let (reg, len) = match op.split_once(':') {
        Some((r, l)) => (r, l.parse().ok()),
        None => (op, None),
    };
    let n = reg.strip_prefix('r')?.parse().ok()?;
    Some((n, len))
}

impl GenxStats {
    /// Reads the figures from finalizer output for a target with `grf_bytes`-byte registers.
    pub fn from_asm(asm: &str, grf_bytes: u32) -> Result<GenxStats, StatsError> {
        let mut s = GenxStats::default();
        let body: Vec<(usize, &str)> = crate::genx::body_lines(asm).collect();
        // The EOT payload registers, so the copy that fills them is not counted (module rules).
        let mut eot_regs = BTreeSet::new();
        for (_, line) in &body {
            let i = split_inst(line);
            if is_send(i.opcode) && is_eot(&i) {
                if let Some((n, _)) = i.operands.get(1).and_then(|o| send_reg(o)) {
                    eot_regs.insert(n);
                }
            }
        }
        s.spill_bytes = asm
            .lines()
            .find_map(|l| l.trim().strip_prefix("//.spill size "))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0);
        let mut a0: Option<u64> = None;
        let mut highest: Option<u32> = None;
        let mut touch = |last: u32| highest = Some(highest.map_or(last, |h| h.max(last)));
        for (no, line) in body {
            let err = |reason: String| StatsError {
                line: no + 1,
                text: line.trim().to_string(),
                reason,
            };
            let i = split_inst(line);
            if i.opcode.is_empty() {
                return Err(err("no opcode".into()));
            }
            s.instructions += 1;
            if is_send(i.opcode) {
                s.sends += 1;
                let eot = is_eot(&i);
                let c = i.comment.to_ascii_lowercase();
                if eot {
                    s.eot_sends += 1;
                    continue;
                } else if c.contains("scratch") && c.contains("write") {
                    s.spill_sends += 1;
                } else if c.contains("scratch") && c.contains("read") {
                    s.fill_sends += 1;
                } else if c.contains("fence") || c.contains("barrier") {
                    s.sync_sends += 1;
                } else {
                    s.data_sends += 1;
                }
                let (dst, src0, src1, ex, desc) = match i.operands[..] {
                    [d, a, b, ex, desc] => (d, a, Some(b), Some(ex), desc),
                    [d, a, ex, desc] => (d, a, None, Some(ex), desc),
                    _ => return Err(err("a send needs dst, payload(s) and descriptors".into())),
                };
                let desc = if desc.starts_with("a0.") {
                    a0.ok_or_else(|| err("descriptor in a0 with no immediate written".into()))?
                } else {
                    parse_hex(desc).ok_or_else(|| err(format!("unreadable descriptor `{desc}`")))?
                };
                let mlen = ((desc >> 25) & 0xF) as u32;
                let rlen = ((desc >> 20) & 0x1F) as u32;
                if let Some((n, _)) = send_reg(dst) {
                    touch(n + rlen.max(1) - 1);
                }
                if let Some((n, _)) = send_reg(src0) {
                    touch(n + mlen.max(1) - 1);
                }
                if let Some((n, len)) = src1.and_then(send_reg) {
                    let xlen = match len {
                        Some(l) => l,
                        None => ex
                            .and_then(parse_hex)
                            .map(|e| ((e >> 6) & 0x1F) as u32)
                            .ok_or_else(|| err("extended message length unknown".into()))?,
                    };
                    touch(n + xlen.max(1) - 1);
                }
                continue;
            }
            let base = i.opcode.split('.').next().unwrap_or("");
            if base == "ret" {
                continue;
            }
            let dst = i.operands.first().copied().unwrap_or("");
            if base == "mov" && grf_base(dst).is_some_and(|(n, _, _)| eot_regs.contains(&n)) {
                continue;
            }
            if dst.starts_with("a0.") {
                if let Some(v) = i.operands[1..].iter().find_map(|o| parse_hex(o)) {
                    a0 = Some(v);
                }
            }
            for op in &i.operands {
                if let Some((_, last)) = alu_extent(op, i.exec, grf_bytes).map_err(err)? {
                    touch(last);
                }
            }
        }
        s.highest_grf = highest;
        Ok(s)
    }
}

fn is_eot(i: &Inst) -> bool {
    i.swsb.contains("EOT") || i.comment.to_ascii_lowercase().contains("end of thread")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(name: &str) -> GenxStats {
        let path = format!("{}/tests/data/genx-asm/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        GenxStats::from_asm(&text, 32).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    #[test]
    fn igc_kernel_with_end_of_thread() {
        // or mul mach mov add add shl send send send nop; r8 + rd 2 and r8 + xlen 2 reach r9;
        // r127 (EOT payload and its copy) is not counted.
        assert_eq!(
            sample("igc_copy_f32_tgllp_simd16.asm"),
            GenxStats {
                sends: 3,
                data_sends: 2,
                eot_sends: 1,
                instructions: 11,
                highest_grf: Some(9),
                ..GenxStats::default()
            }
        );
    }

    #[test]
    fn memlower_kernel_with_descriptors_in_a0() {
        // 12 lines; the second send's payload r9 with mlen 2 (a0.0 = 0x4030900) reaches r10;
        // `ret`'s r11 is not counted.
        assert_eq!(
            sample("memlower_copy_f32_tgllp.asm"),
            GenxStats {
                sends: 2,
                data_sends: 2,
                instructions: 12,
                highest_grf: Some(10),
                ..GenxStats::default()
            }
        );
    }

    #[test]
    fn ternary_regions_flags_and_explicit_lengths() {
        // 11 lines; the write's payload r97 with mlen 2 (0x04025001) reaches r98, above its
        // data r87:8 (r94), the sampler's r19 + rd 8 (r26) and the bfn's r93..r94.
        assert_eq!(
            sample("igc_img2d_dg2_simd32_excerpt.asm"),
            GenxStats {
                sends: 3,
                data_sends: 2,
                eot_sends: 1,
                instructions: 11,
                highest_grf: Some(98),
                ..GenxStats::default()
            }
        );
    }

    #[test]
    fn spills_and_fills() {
        // 13 lines: two data sends (a0.0 descriptors), two scratch writes, two scratch reads;
        // r61..r62 is the highest range; 1088 bytes from the header.
        assert_eq!(
            sample("spill_tgllp_excerpt.asm"),
            GenxStats {
                sends: 6,
                data_sends: 2,
                spill_sends: 2,
                fill_sends: 2,
                instructions: 13,
                highest_grf: Some(62),
                spill_bytes: 1088,
                ..GenxStats::default()
            }
        );
    }

    #[test]
    fn operand_extents() {
        for (op, exec, last) in [
            ("r2.8<1>:w", 8, 2),             // bytes 80..95
            ("r2.8<1>:w", 16, 3),            // bytes 80..111
            ("r1.0<16;16,1>:uw", 16, 1),     // 32 bytes
            ("r6.0<8;8,1>:d", 16, 7),        // two rows of 8 dwords
            ("r5.4<0;1,0>:d", 16, 5),        // scalar
            ("r3.0<0;0>:d", 16, 3),          // ternary scalar
            ("r77.0<1;0>:ud", 16, 78),       // ternary, rows of one dword
            ("r25.0<1>:ud", 16, 26),         // ternary src2 stride
            ("r11.0<8;1>:f", 16, 12),        // ternary, width 8: contiguous
            ("r4.0<4;2>:d", 8, 5),           // ternary, width 2, stride 2
            ("r4.0<2;1,0>:ud", 8, 5),        // every other dword
            ("-r10.7<0;1,0>:f", 1, 10),      // negated scalar
            ("(abs)r12.0<1;1,0>:df", 8, 13), // 8 qwords
            ("r30.0:ud", 1, 30),             // no region: one element
        ] {
            assert_eq!(
                alu_extent(op, exec, 32),
                Ok(Some((grf_base(op).map_or(0, |b| b.0), last))),
                "{op} x{exec}"
            );
        }
        for not_grf in [
            "acc0.0<1>:d",
            "null<1>:ud",
            "0x4C0:uw",
            "a0.0<1>:ud",
            "r[a0.0]<1,0>:ud",
        ] {
            assert_eq!(alu_extent(not_grf, 16, 32), Ok(None), "{not_grf}");
        }
        assert_eq!(
            alu_extent("r6.0<8;8,1>:d", 16, 64),
            Ok(Some((6, 6))),
            "64-byte GRF"
        );
    }

    #[test]
    fn unreadable_lines_are_errors_with_their_line() {
        let no_a0 = "_k:\n(W) send.dc0 (16|M0) r5 r7 null 0x0 a0.0 {$0}\n";
        let e = GenxStats::from_asm(no_a0, 32).expect_err("descriptor unknown");
        assert_eq!(e.line, 2);
        assert!(e.reason.contains("a0"), "{e}");
        let bad_type = "_k:\n  mov (8|M0) r1.0<1>:zz r2.0<8;8,1>:ud\n";
        let e = GenxStats::from_asm(bad_type, 32).expect_err("unknown type");
        assert!(e.reason.contains("zz"), "{e}");
    }

    #[test]
    fn prolog_is_skipped_like_count_sends() {
        let asm = "cross_thread_prolog:\n(W) send.dc0 (8|M0) r2 r127 null:0 0x0 0x021000FD\n\
                   // B001: Preds\n_k:\n(W) send.dc0 (16|M0) r8 r6 null 0x0 0x04205E00 {$0}\n";
        let s = GenxStats::from_asm(asm, 32).expect("readable");
        assert_eq!((s.sends, s.instructions, s.highest_grf), (1, 1, Some(9)));
        assert_eq!(s.sends as usize, crate::genx::count_sends(asm));
    }
}
