//! The vISA region rules (operands chapter, "Region Restrictions"), checked on the emitted
//! TEXT of every example, peer kernel, LLVM corpus kernel and a batch of generated programs on
//! the four targets, by a reader of its own: this file parses the declarations, the inputs and
//! every region operand itself and shares no code with the verifier (which enforces the same
//! rules on the message IR, `lowering/src/verify/region.rs`), so a bug in one is not hidden by
//! the same bug in the other.
//!
//! The rules, in our words:
//! 1. a source region's width is 1, 2, 4, 8 or 16;
//! 2. its vertical stride is 0, 1, 2, 4, 8, 16 or 32;
//! 3. a horizontal stride is 0, 1, 2 or 4;
//! 4. the exec size is at least the width;
//! 5. a destination's horizontal stride is not 0;
//! 6. the elements an operand accesses lie in at most two adjacent GRFs, where a variable of at
//!    least one GRF starts on a GRF boundary and a smaller one lies inside one GRF (an alias is
//!    a window of its root at its offset; an input sits at its `.input` offset).
//!
//! Raw operands (`V.off` of the messages) are not regions: the payload rules (GRF-aligned,
//! inside the variable) are other tests' business. memlower emits no indirect operands.

mod cli_common;
mod lowering_common;

use lowering_common::TARGETS;
use memlower::ir::parse::parse_module;
use memlower::ir::rng::Rng;
use memlower::ir::Module;
use memlower::lowering::LowerOptions;
use memlower::passes::target::Target;
use memlower_check::gen::{random_program, ProgramConfig};
use memlower_check::{lower_for_check, PipelineFailure};
use std::collections::HashMap;
use std::path::Path;

/// GRF bytes per target, as the hardware documentation gives them (not read from the target
/// table, so a wrong table entry shows up here too).
fn grf_bytes(target: &str) -> u32 {
    if target == "pvc" {
        64
    } else {
        32
    }
}

/// A general variable's declaration as the text gives it.
struct Decl {
    elem: u32,
    bytes: u32,
    alias: Option<(String, u32)>,
}

/// Bytes of a vISA element type name.
fn elem_bytes(ty: &str) -> Option<u32> {
    Some(match ty {
        "b" | "ub" => 1,
        "w" | "uw" | "hf" => 2,
        "d" | "ud" | "f" => 4,
        "q" | "uq" | "df" => 8,
        _ => return None,
    })
}

/// The value of `key=` in a declaration line.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!(" {key}="))? + key.len() + 2;
    let rest = &line[at..];
    if let Some(inner) = rest.strip_prefix('<') {
        return inner.split('>').next();
    }
    rest.split_whitespace().next()
}

/// One region operand: `NAME(row,col)<h>` (destination) or `[(-)]NAME(row,col)<v;w,h>`.
struct Operand<'a> {
    name: &'a str,
    row: u32,
    col: u32,
    /// `[h]` for a destination, `[v, w, h]` for a source.
    strides: Vec<u32>,
}

fn parse_operand(tok: &str) -> Option<Operand<'_>> {
    let tok = tok.strip_prefix("(-)").unwrap_or(tok);
    let open = tok.find('(')?;
    let close = tok.find(')')?;
    let lt = tok.find('<')?;
    if !(open < close && close < lt && tok.ends_with('>')) || open == 0 {
        return None;
    }
    let (row, col) = tok[open + 1..close].split_once(',')?;
    let strides: Option<Vec<u32>> = tok[lt + 1..tok.len() - 1]
        .split([';', ','])
        .map(|s| s.trim().parse().ok())
        .collect();
    Some(Operand {
        name: &tok[..open],
        row: row.trim().parse().ok()?,
        col: col.trim().parse().ok()?,
        strides: strides?,
    })
}

/// Element indices (in elements of the operand's type, from its origin) the `exec` lanes of
/// an operand read or write.
fn elements(strides: &[u32], exec: u32) -> Vec<u32> {
    match *strides {
        [h] => (0..exec).map(|i| i * h).collect(),
        [v, w, h] => (0..exec)
            .map(|i| (i / w.max(1)) * v + (i % w.max(1)) * h)
            .collect(),
        _ => Vec::new(),
    }
}

/// The region rules one operand breaks, as text (empty when it keeps them all).
fn broken_rules(
    op: &Operand,
    exec: u32,
    grf: u32,
    decls: &HashMap<String, Decl>,
    inputs: &HashMap<String, u32>,
) -> Vec<String> {
    let mut out = Vec::new();
    match *op.strides.as_slice() {
        [h] => {
            if ![1, 2, 4].contains(&h) {
                out.push(format!("rule 3/5: destination stride {h}"));
            }
        }
        [v, w, h] => {
            if ![1, 2, 4, 8, 16].contains(&w) {
                out.push(format!("rule 1: width {w}"));
            }
            if ![0, 1, 2, 4, 8, 16, 32].contains(&v) {
                out.push(format!("rule 2: vertical stride {v}"));
            }
            if ![0, 1, 2, 4].contains(&h) {
                out.push(format!("rule 3: horizontal stride {h}"));
            }
            if exec < w {
                out.push(format!("rule 4: exec {exec} < width {w}"));
            }
        }
        _ => out.push("unreadable region".into()),
    }
    let Some(d) = decls.get(op.name) else {
        out.push(format!("undeclared {}", op.name));
        return out;
    };
    // Walk the alias chain to the root, adding the offsets.
    let mut off = op.row * grf + op.col * d.elem;
    let mut root = op.name;
    let mut cur = d;
    for _ in 0..decls.len() {
        let Some((of, o)) = &cur.alias else { break };
        off += o;
        root = of.as_str();
        match decls.get(root) {
            Some(r) => cur = r,
            None => {
                out.push(format!("alias of undeclared {root}"));
                return out;
            }
        }
    }
    let els = elements(&op.strides, exec);
    let first = off + els.iter().min().copied().unwrap_or(0) * d.elem;
    let last = off + els.iter().max().copied().unwrap_or(0) * d.elem + d.elem - 1;
    if last >= cur.bytes {
        out.push(format!(
            "bytes {first}..={last} outside root {root} of {} bytes",
            cur.bytes
        ));
        return out;
    }
    let base = match inputs.get(root) {
        Some(&at) => at,
        // A root of at least one GRF starts on a GRF boundary.
        None if cur.bytes >= grf => 0,
        // A smaller root lies inside one GRF: whatever it holds is in that GRF.
        None => return out,
    };
    let (g0, g1) = ((base + first) / grf, (base + last) / grf);
    if g1 - g0 + 1 > 2 {
        out.push(format!(
            "rule 6: {} GRFs (bytes {first}..={last} of root {root})",
            g1 - g0 + 1
        ));
    }
    out
}

/// Scans vISA text (one kernel or several, each opening with `.kernel`) and returns one line
/// per broken rule: `kernel: instruction: operand: rule`. `operands` counts the regions read.
fn scan(text: &str, grf: u32, operands: &mut usize) -> Vec<String> {
    let mut decls: HashMap<String, Decl> = HashMap::new();
    let mut inputs: HashMap<String, u32> = HashMap::new();
    let mut kernel = String::new();
    let mut bad = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(name) = line.strip_prefix(".kernel ") {
            kernel = name.trim_matches('"').to_string();
            decls.clear();
            inputs.clear();
            continue;
        }
        if let Some(rest) = line.strip_prefix(".decl ") {
            let name = rest.split_whitespace().next().unwrap_or("").to_string();
            if field(line, "v_type") != Some("G") {
                continue;
            }
            let elem = field(line, "type").and_then(elem_bytes);
            let n: Option<u32> = field(line, "num_elts").and_then(|s| s.parse().ok());
            let (Some(elem), Some(n)) = (elem, n) else {
                bad.push(format!("{kernel}: unreadable declaration `{line}`"));
                continue;
            };
            let alias = field(line, "alias").and_then(|a| {
                let (v, o) = a.split_once(',')?;
                Some((v.trim().to_string(), o.trim().parse().ok()?))
            });
            decls.insert(
                name,
                Decl {
                    elem,
                    bytes: elem * n,
                    alias,
                },
            );
            continue;
        }
        if let Some(rest) = line.strip_prefix(".input ") {
            let name = rest.split_whitespace().next().unwrap_or("").to_string();
            if let Some(o) = field(line, "offset").and_then(|s| s.parse().ok()) {
                inputs.insert(name, o);
            }
            continue;
        }
        if line.starts_with('.') || line.starts_with("//") || line.starts_with("/*") {
            continue;
        }
        let code = line.split("//").next().unwrap_or("").trim();
        // The execution size: `(M<k>[_NM], <n>)`.
        let Some(at) = code.find("(M") else { continue };
        let Some(close) = code[at..].find(')').map(|c| at + c) else {
            continue;
        };
        let Some(exec) = code[at..close]
            .split(',')
            .nth(1)
            .and_then(|n| n.trim().parse::<u32>().ok())
        else {
            bad.push(format!("{kernel}: no exec size in `{code}`"));
            continue;
        };
        for tok in code[close + 1..].split_whitespace() {
            if !(tok.contains('(') && tok.contains('<')) {
                continue;
            }
            *operands += 1;
            let Some(op) = parse_operand(tok) else {
                bad.push(format!("{kernel}: `{code}`: unreadable operand `{tok}`"));
                continue;
            };
            for why in broken_rules(&op, exec, grf, &decls, &inputs) {
                bad.push(format!("{kernel}: `{code}`: `{tok}`: {why}"));
            }
        }
    }
    bad
}

/// What the scan of one target found.
#[derive(Default)]
struct Tally {
    kernels: usize,
    operands: usize,
    broken: Vec<String>,
}

impl Tally {
    fn add(&mut self, what: &str, text: &str, grf: u32) {
        self.kernels += text.matches(".kernel ").count();
        for b in scan(text, grf, &mut self.operands) {
            self.broken.push(format!("{what}: {b}"));
        }
    }
}

/// Lowers a `.mir` module for `target` (aware, and naive when `naive`) and scans each kernel.
fn scan_module(tally: &mut Tally, what: &str, m: &Module, target: &'static Target, naive: bool) {
    let opts = LowerOptions {
        naive,
        report: false,
        ..LowerOptions::default()
    };
    match lower_for_check(m, target, &opts) {
        Ok(lowered) => {
            for f in &lowered.functions {
                tally.add(&format!("{what} @{}", f.name), &f.visa, target.grf_bytes);
            }
        }
        Err(PipelineFailure::Refused(_)) => {}
        Err(PipelineFailure::Bug(e)) => {
            tally
                .broken
                .push(format!("{what}: the lowering failed: {e}"));
        }
    }
}

fn mir_files(dir: &str) -> Vec<(String, Module)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    memlower::ir::corpus::read_mir_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .into_iter()
        .map(|f| {
            let m = parse_module(&f.text).unwrap_or_else(|e| panic!("{}: {e:?}", f.stem()));
            (f.stem().to_string(), m)
        })
        .collect()
}

/// Every example (aware and naive), peer kernel, LLVM corpus kernel (through `memlower lower`)
/// and 80 generated programs on the four targets: no region operand breaks a rule. Prints the
/// kernels, operands and broken operands per target; `REGION_DUMP=FILE` writes every broken
/// operand there (`target<TAB>where: kernel: instruction: operand: rule`). Before the lowering
/// split wide instructions (lowering/src/lower/regions.rs), 1548 operands on tgllp, 1610 on
/// xehp, 1546 on dg2 and none on PVC spanned more than two GRFs.
#[test]
fn every_emitted_operand_keeps_the_region_rules() {
    let examples = mir_files("examples");
    let peers = mir_files("peers");
    let corpus: Vec<String> = {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("llvm/corpus");
        let mut v: Vec<String> = std::fs::read_dir(&dir)
            .expect("llvm/corpus is readable")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n.ends_with(".ll"))
            .collect();
        v.sort();
        v
    };
    assert!(examples.len() >= 20 && peers.len() >= 28 && corpus.len() >= 21);
    let per_target: Vec<(&str, Tally)> = lowering_common::on_two_threads(&TARGETS, |&t: &&str| {
        let target = Target::by_name(t).expect("known target");
        assert_eq!(target.grf_bytes, grf_bytes(t), "{t}'s GRF size");
        let mut tally = Tally::default();
        for (name, m) in &examples {
            for naive in [false, true] {
                let what = if naive {
                    format!("examples/{name} (naive)")
                } else {
                    format!("examples/{name}")
                };
                scan_module(&mut tally, &what, m, target, naive);
            }
        }
        for (name, m) in &peers {
            scan_module(&mut tally, &format!("peers/{name}"), m, target, false);
        }
        for file in &corpus {
            let path = format!("llvm/corpus/{file}");
            let r = cli_common::memlower(&["lower", &path, "--target", t]);
            assert_eq!(r.code, 0, "{path} on {t}: {}", r.stderr);
            tally.add(&path, &r.stdout, grf_bytes(t));
        }
        for seed in 0..80u64 {
            let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
            scan_module(&mut tally, &format!("program {seed}"), &m, target, false);
        }
        (t, tally)
    });
    let mut report = String::new();
    let mut total = 0;
    for (t, tally) in &per_target {
        report.push_str(&format!(
            "{t}: {} kernels, {} region operands, {} broken\n",
            tally.kernels,
            tally.operands,
            tally.broken.len()
        ));
        // Enough kernels and operands that the scan saw what it was meant to.
        assert!(tally.kernels >= 300, "{t}: only {} kernels", tally.kernels);
        assert!(tally.operands >= 10_000, "{t}: {} operands", tally.operands);
        total += tally.broken.len();
    }
    eprint!("{report}");
    if let Ok(p) = std::env::var("REGION_DUMP") {
        let mut all = String::new();
        for (t, tally) in &per_target {
            for b in &tally.broken {
                all.push_str(&format!("{t}\t{b}\n"));
            }
        }
        std::fs::write(p, all).unwrap();
    }
    if total > 0 {
        let mut sample = String::new();
        for (_, tally) in &per_target {
            for b in tally.broken.iter().take(8) {
                sample.push_str(b);
                sample.push('\n');
            }
        }
        panic!("{total} operands break the region rules:\n{report}{sample}");
    }
}

/// The scan's reader on hand-written text: it reads what it must (an operand spanning three
/// GRFs through an alias, one spanning two, an input's placement) and so cannot pass by
/// reading nothing.
#[test]
fn the_scan_finds_what_it_must() {
    let text = "\
.kernel \"k\"
.decl v_a v_type=G type=ud num_elts=32 align=GRF
.decl v_q v_type=G type=uq num_elts=16 align=GRF
.decl v_q_ud v_type=G type=ud num_elts=32 alias=<v_q, 0>
.decl v_s v_type=G type=ud num_elts=4
.decl v_in v_type=G type=ud num_elts=4
.input v_in offset=88 size=16
    mov (M1_NM, 16) v_q_ud(0,0)<2> v_a(0,0)<1;1,0>
    mov (M1_NM, 8) v_q_ud(0,0)<2> v_a(0,0)<1;1,0>
    mov (M1_NM, 8) v_q_ud(0,1)<2> v_a(1,0)<1;1,0>
    add (M1_NM, 4) v_a(0,6)<1> v_s(0,0)<1;1,0> v_in(0,0)<1;1,0>
    add (M1_NM, 4) v_a(1,0)<1> v_a(0,2)<4;2,1> 0x1:ud
    mov (M1_NM, 4) v_a(0,0)<0> v_a(0,0)<0;1,0>
    mov (M1_NM, 2) v_a(0,0)<1> v_a(0,0)<3;3,5>
";
    let mut n = 0;
    let bad = scan(text, 32, &mut n);
    assert_eq!(n, 15, "region operands read");
    let expect = [
        // 16 qword lanes written as the low dwords: bytes 0..=123 of v_q, four GRFs.
        "`mov (M1_NM, 16) v_q_ud(0,0)<2> v_a(0,0)<1;1,0>`: `v_q_ud(0,0)<2>`: rule 6: 4 GRFs",
        // (Not broken: the input at byte 88, bytes 88..=103, two GRFs r2 and r3; v_a's bytes
        // 24..=39, two GRFs; `<4;2,1>` from element 2 reads elements 2, 3, 6, 7, one GRF.)
        "`mov (M1_NM, 4) v_a(0,0)<0> v_a(0,0)<0;1,0>`: `v_a(0,0)<0>`: rule 3/5: destination stride 0",
        "`v_a(0,0)<3;3,5>`: rule 1: width 3",
        "`v_a(0,0)<3;3,5>`: rule 2: vertical stride 3",
        "`v_a(0,0)<3;3,5>`: rule 3: horizontal stride 5",
        "`v_a(0,0)<3;3,5>`: rule 4: exec 2 < width 3",
    ];
    for e in expect {
        assert!(
            bad.iter().any(|b| b.contains(e)),
            "missing {e:?} in {bad:#?}"
        );
    }
    // Nothing else is broken: the exec-8 halves of the first move span two GRFs each.
    assert_eq!(bad.len(), 6, "{bad:#?}");
}
