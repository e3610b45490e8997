//! memlower against Intel's vector compiler (IGC-VC) on the same LLVM IR: per corpus kernel,
//! both lowerings go through GenX_IR for TGLLP, and the native figures are printed side by side.
//!
//! ```text
//!   llvm/corpus/X.clang14.ll ─llvm-extract-14 --func K─▶ one kernel
//!     ─rewrite to a VC kernel (spir64 triple, spir_kernel + "VCFunction", addrspace(1) pointers,
//!      p0 → p1 in intrinsic names, x86 attributes dropped)─▶ llvm-as-14 ─▶ llvm-spirv-14
//!     ─▶ ocloc compile -spirv_input -device tgllp -options -vc-codegen (IGC dumps its .visaasm)
//!     ─▶ GenX_IR -platform TGLLP ─▶ IGC-VC figures
//!   the same file ─memlower import, legalise, lower for tgllp─▶ GenX_IR ─▶ memlower figures
//! ```
//!
//! Kernels of at most 16 lanes (clang-14 AVX-512 output) are compared. The 32-lane kernels of
//! the opt-14 width-32 files are listed with IGC-VC's figures marked: this IGC-VC splits masked
//! gathers and scatters wider than 16 lanes wrongly (every piece takes lane 0's addresses), so
//! its code there is wrong and its figures are no reference. IGC-VC refuses `double` on TGLLP.
//!
//! After the table, the kernels of the interleaved-group files (`*groups*`, 16 lanes): each
//! side's memory messages by kind (counted in its vISA text) and memlower's in-set lower bound
//! for the kernel (from the `AboveLowerBound` remarks).
//!
//! Run: `cargo bench -p memlower-llvm --bench igc_vc` (needs ocloc: Debian intel-opencl-icd,
//! llvm-spirv-14, llvm-14 and GenX_IR).
//!
//! Figures, from GenX_IR's `.asm` through `memlower_check::genx_stats::GenxStats` (the rules
//! are in that module): every send (end of thread included), native instructions, the highest
//! GRF touched (the end-of-thread payload excluded), spill bytes.

use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use memlower_lowering::{lower_module, LowerOptions};
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Default, Clone, Copy)]
struct Figures {
    sends: usize,
    insts: usize,
    grf: usize,
    spill: usize,
}

/// The figures of GenX_IR's native code, read by the project's one parser of it
/// (`memlower_check::genx_stats`; TGLLP has 32-byte GRFs).
fn figures(asm: &str) -> Result<Figures, String> {
    let s = GenxStats::from_asm(asm, 32).map_err(|e| e.to_string())?;
    Ok(Figures {
        sends: s.sends as usize,
        insts: s.instructions as usize,
        grf: s.highest_grf.unwrap_or(0) as usize,
        spill: s.spill_bytes as usize,
    })
}

fn run(cmd: &mut Command) -> Result<Vec<u8>, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .trim()
            .to_string();
        return Err(last.chars().take(90).collect());
    }
    Ok(out.stdout)
}

/// A clang x86 module as a VC kernel module.
fn to_vc(ll: &str) -> String {
    let mut out = String::new();
    for line in ll.lines() {
        if line.starts_with("target datalayout") {
            continue;
        }
        if line.starts_with("target triple") {
            out.push_str("target triple = \"spir64-unknown-unknown\"\n");
            continue;
        }
        if line.starts_with("attributes #") && line.contains("target-features") {
            let id = line.split_whitespace().nth(1).unwrap_or("#0");
            out.push_str(&format!(
                "attributes {id} = {{ nounwind \"VCFunction\" }}\n"
            ));
            continue;
        }
        if line.starts_with('!') || line.starts_with("attributes") {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let mut l = line.replace('*', " addrspace(1)*");
        l = l.replace("define dso_local void", "define dso_local spir_kernel void");
        // Intrinsic name suffixes: .v16p0f32 → .v16p1f32, .p0v16i32 → .p1v16i32.
        let mut fixed = String::with_capacity(l.len());
        let b = l.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'p' && i + 1 < b.len() && b[i + 1] == b'0' && i > 0 {
                let prev = b[i - 1];
                let next_ok = i + 2 >= b.len() || b[i + 2].is_ascii_alphanumeric();
                let in_name = prev == b'.' || prev.is_ascii_digit();
                if in_name && next_ok && l[..i].contains("@llvm.masked") {
                    fixed.push_str("p1");
                    i += 2;
                    continue;
                }
            }
            fixed.push(b[i] as char);
            i += 1;
        }
        out.push_str(&fixed);
        out.push('\n');
    }
    out
}

fn igc_vc(file: &Path, kernel: &str, tmp: &Path) -> Result<(Figures, Messages), String> {
    let dir = tmp.join(kernel);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("dump")).map_err(|e| e.to_string())?;
    let one = run(Command::new("llvm-extract-14")
        .args([&format!("--func={kernel}"), "-S"])
        .arg(file)
        .arg("-o")
        .arg("-"))?;
    let vc = to_vc(&String::from_utf8_lossy(&one));
    std::fs::write(dir.join("vc.ll"), vc).map_err(|e| e.to_string())?;
    run(Command::new("llvm-as-14")
        .args(["vc.ll", "-o", "vc.bc"])
        .current_dir(&dir))?;
    run(Command::new("llvm-spirv-14")
        .args([
            "vc.bc",
            "-o",
            "vc.spv",
            "--spirv-ext=+all",
            "--spirv-allow-unknown-intrinsics=llvm.",
        ])
        .current_dir(&dir))?;
    run(Command::new("ocloc")
        .args([
            "compile",
            "-spirv_input",
            "-file",
            "vc.spv",
            "-device",
            "tgllp",
            "-options",
            "-vc-codegen",
        ])
        .env("IGC_ShaderDumpEnable", "1")
        .env("IGC_DumpToCustomDir", dir.join("dump"))
        .current_dir(&dir))?;
    let visa = std::fs::read_dir(dir.join("dump"))
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.to_string_lossy().ends_with(&format!("_{kernel}.visaasm")))
        .ok_or("IGC-VC dumped no .visaasm")?;
    let text = std::fs::read_to_string(visa).map_err(|e| e.to_string())?;
    let r = genx::run(&text, "TGLLP").map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok((native(&r)?, messages(&text)))
}

/// Memory messages of a vISA text by opcode (`gather4_scaled.RGBA`, `svm_gather.4.1`, ...),
/// the opcode being the first word of an instruction after its predicate.
type Messages = std::collections::BTreeMap<String, usize>;

/// The memory messages of vISA text `visa`.
fn messages(visa: &str) -> Messages {
    const MEMORY: [&str; 8] = [
        "gather", "scatter", "block_ld", "block_st", "oword_ld", "oword_st", "svm_", "lsc_",
    ];
    let mut out = Messages::new();
    for line in visa.lines() {
        let mut words = line.split_whitespace();
        let Some(mut op) = words.next() else { continue };
        if op.starts_with('(') {
            match words.next() {
                Some(w) => op = w,
                None => continue,
            }
        }
        if MEMORY.iter().any(|m| op.contains(m)) {
            *out.entry(op.to_string()).or_default() += 1;
        }
    }
    out
}

/// `4 x gather4_scaled.RG, 1 x scatter4_scaled.RGBA`.
fn list(m: &Messages) -> String {
    let parts: Vec<String> = m.iter().map(|(k, n)| format!("{n} x {k}")).collect();
    parts.join(", ")
}

/// The figures of a finalizer run, or its complaint.
fn native(r: &genx::GenxRun) -> Outcome {
    match r.asm.as_deref() {
        Some(asm) => figures(asm),
        None => Err(format!("GenX_IR: {}", r.diagnosis())),
    }
}

/// A kernel's figures, or why there are none.
type Outcome = Result<Figures, String>;

/// A memlower kernel: its name, its figures, its memory messages and the in-set lower bound on
/// its memory messages (the sum over its accesses of `lowering::report::remarks`' bound, or
/// the access's own count where it meets it).
type Ours = (String, Outcome, Messages, u32);

fn memlower_kernels(file: &Path) -> Result<Vec<Ours>, String> {
    let m = memlower_llvm::import_file(file).map_err(|e| e.to_string())?;
    let t = Target::by_name("tgllp").ok_or("no tgllp")?;
    let mut legal = m.clone();
    let mut pm = PassManager::from_pipeline(
        memlower_lowering::session::default_pipeline(),
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .map_err(|e| e.to_string())?;
    pm.run(
        &mut legal,
        &mut AnalysisManager::new(),
        &PassContext { target: Some(t) },
        &mut std::io::sink(),
    )
    .map_err(|e| e.to_string())?;
    let options = LowerOptions {
        report: true,
        ..LowerOptions::default()
    };
    let lowered = lower_module(&legal, t, &options).map_err(|e| e.to_string())?;
    Ok(lowered
        .functions
        .into_iter()
        .map(|f| {
            let r = genx::run(&f.visa, t.platform)
                .map_err(|e| e.to_string())
                .and_then(|r| native(&r));
            let bound = f.report.as_ref().map_or(0, |r| {
                memlower_lowering::report::remarks::in_set_lower_bound(r, &m, t)
            });
            (f.name, r, messages(&f.visa), bound)
        })
        .collect())
}

fn cell(r: &Result<Figures, String>) -> String {
    match r {
        Ok(f) => format!(
            "{:>5} {:>6} {:>5} {:>6}",
            f.sends,
            f.insts,
            format!("r{}", f.grf),
            f.spill
        ),
        Err(_) => format!("{:>24}", "refused"),
    }
}

fn main() {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let tmp = std::env::temp_dir().join(format!("memlower-igc-vc-{}", std::process::id()));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .expect("llvm/corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.to_string_lossy();
            n.ends_with(".clang14.ll") || n.ends_with(".opt14w32.ll")
        })
        .collect();
    files.sort_by_key(|p| (p.to_string_lossy().contains("opt14w32"), p.clone()));
    println!("memlower vs IGC-VC on the LLVM corpus, TGLLP, both through GenX_IR");
    println!("(sends incl. EOT | native instructions | highest GRF | spill bytes)\n");
    println!(
        "{:<34} {:>24}   {:>24}   note",
        "kernel", "IGC-VC  sends  insts  GRF  spill", "memlower sends  insts  GRF  spill"
    );
    let (mut ti, mut tm, mut both) = (Figures::default(), Figures::default(), 0);
    let mut groups = Vec::new();
    for file in &files {
        let wide = file.to_string_lossy().contains("opt14w32");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let ours = match memlower_kernels(file) {
            Ok(k) => k,
            Err(e) => {
                println!("{name}: memlower: {e}");
                continue;
            }
        };
        for (kernel, mine, our_msgs, bound) in ours {
            let theirs = igc_vc(file, &kernel, &tmp);
            let (theirs, their_msgs) = match theirs {
                Ok((f, m)) => (Ok(f), Some(m)),
                Err(e) => (Err(e), None),
            };
            let note = match (&theirs, wide) {
                (_, true) => "32 lanes: IGC-VC known to emit wrong code (not compared)".to_string(),
                (Err(e), _) => format!("IGC-VC: {e}"),
                _ => String::new(),
            };
            if let (Ok(a), Ok(b), false) = (&theirs, &mine, wide) {
                both += 1;
                for (t, x) in [(&mut ti, a), (&mut tm, b)] {
                    t.sends += x.sends;
                    t.insts += x.insts;
                    t.grf += x.grf;
                    t.spill += x.spill;
                }
            }
            let label = format!("{}:{kernel}", name.split('.').next().unwrap_or(""));
            let label = if wide {
                format!("{label} (w32)")
            } else {
                label
            };
            println!("{label:<34} {}   {}   {note}", cell(&theirs), cell(&mine));
            if name.contains("groups") && !wide {
                groups.push((label, their_msgs, our_msgs, bound));
            }
        }
    }
    println!(
        "\ntotal over the {both} kernels of <= 16 lanes both compile: IGC-VC {} sends, {} instructions, sum of highest GRFs {}, {} spill bytes; memlower {} sends, {} instructions, sum of highest GRFs {}, {} spill bytes",
        ti.sends, ti.insts, ti.grf, ti.spill, tm.sends, tm.insts, tm.grf, tm.spill
    );
    print_groups(&groups);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The interleaved-group kernels (the files named `*groups*`, at most 16 lanes): each side's
/// memory messages and their count against memlower's in-set lower bound.
fn print_groups(groups: &[(String, Option<Messages>, Messages, u32)]) {
    println!(
        "\ninterleaved groups: memory messages (vISA), IGC-VC | memlower | in-set lower bound"
    );
    let (mut ti, mut tm, mut tb, mut at) = (0, 0, 0, 0);
    for (label, theirs, ours, bound) in groups {
        let n: usize = ours.values().sum();
        let t = theirs.as_ref().map(|m| m.values().sum::<usize>());
        if let Some(t) = t {
            ti += t;
            tm += n;
            tb += *bound as usize;
        }
        if n == *bound as usize {
            at += 1;
        }
        println!(
            "{label:<34} IGC-VC {:>3}: {}\n{:<34} memlower {:>3} (bound {bound}): {}",
            t.map_or("-".into(), |t| t.to_string()),
            theirs.as_ref().map_or("refused".into(), list),
            "",
            n,
            list(ours)
        );
    }
    println!(
        "\n{} group kernels; {at} at the in-set lower bound; where IGC-VC compiles: IGC-VC {ti} memory messages, memlower {tm}, lower bound {tb}",
        groups.len()
    );
}
