//! The child side of a stage row: one process runs the pipeline on one input, stage by stage,
//! and prints after each stage its wall time, CPU time and the peak resident set *during that
//! stage* (the kernel's high-water mark is reset before each stage through
//! `/proc/self/clear_refs`). Every stage keeps its result, as the pipeline does, so a stage's
//! peak includes what earlier stages hold live (the module while it is lowered, say).
//!
//! The lowering is timed in its parts, over every function (what `lower_module` does per
//! function, one part at a time): lower-messages, the kernel verifier, register allocation,
//! emission. (The naive baseline is lowered only for `--emit report`, so it is not a stage.)

use memlower::ir::parse::{parse_module_with, ParseOptions};
use memlower::ir::verify::verify_module;
use memlower::lowering::{emit, lower_function_unverified, regalloc, verify, LowerOptions};
use memlower::passes::legal::verify_legal;
use memlower::passes::lint::lint_module;
use memlower::passes::target::Target;
use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use std::io::Write;
use std::time::{Duration, Instant};

/// CPU time (user + system) of this process so far.
fn cpu() -> Duration {
    // SAFETY: a zeroed rusage is a valid value for getrusage to fill in.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_SELF with a valid pointer.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

/// Peak resident set (KiB) since the last reset.
fn hwm_kb() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

fn reset_hwm() {
    // "5" resets the peak resident set to the current one (Linux 4.0+).
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Runs `f` as stage `name`, printing `stage <TAB> name <TAB> wall <TAB> cpu <TAB> peak KiB`.
fn stage<T>(name: &str, f: impl FnOnce() -> T) -> T {
    reset_hwm();
    let (c0, t0) = (cpu(), Instant::now());
    let out = std::hint::black_box(f());
    let (wall, used) = (t0.elapsed(), cpu().saturating_sub(c0));
    println!(
        "stage\t{name}\t{:.6}\t{:.6}\t{}",
        wall.as_secs_f64(),
        used.as_secs_f64(),
        hwm_kb()
    );
    let _ = std::io::stdout().flush();
    out
}

/// Fails the row with a message on stderr (a workload that does not go through the pipeline
/// is a bug in the generator or the pipeline, never a figure).
fn fail(what: &str, err: impl std::fmt::Display) -> ! {
    eprintln!("{what}: {err}");
    std::process::exit(3)
}

/// The stage row for `path` on `target`.
pub fn run(path: &str, target: &str) {
    let target = Target::by_name(target).unwrap_or_else(|| fail("target", target));
    let text = stage("read", || std::fs::read_to_string(path)).unwrap_or_else(|e| fail("read", e));
    let names = Target::names();
    let opts = ParseOptions {
        targets: Some(&names),
    };
    let mut m =
        stage("parse", || parse_module_with(&text, &opts)).unwrap_or_else(|e| fail("parse", e));
    stage("verify", || verify_module(&m)).unwrap_or_else(|e| fail("verify", e.len()));
    stage("lint-ub", || lint_module(&m));
    let cx = PassContext {
        target: Some(target),
    };
    let mut am = AnalysisManager::new();
    for pass in memlower::passes::legalize::PIPELINE.split(',') {
        let mut pm =
            PassManager::from_pipeline(pass, &Registry::builtin(), Instrumentation::default())
                .unwrap_or_else(|e| fail("pipeline", e));
        stage(pass, || pm.run(&mut m, &mut am, &cx, &mut std::io::sink()))
            .unwrap_or_else(|e| fail(pass, e));
    }
    stage("verify-legal", || verify_legal(&m, target)).unwrap_or_else(|e| fail("legal", e.len()));
    let aware = LowerOptions::default();
    let kernels = stage("lower-messages", || {
        m.functions
            .iter()
            .map(|f| lower_function_unverified(&m, f, target, &aware))
            .collect::<Result<Vec<_>, _>>()
    })
    .unwrap_or_else(|e| fail("lower", e));
    stage("verify-kernel", || {
        kernels
            .iter()
            .try_for_each(|k| verify::verify_kernel(k, target))
    })
    .unwrap_or_else(|e| fail("verify-kernel", e));
    let allocs = stage("regalloc", || {
        kernels.iter().map(regalloc::allocate).collect::<Vec<_>>()
    });
    let texts = stage("emit", || {
        kernels.iter().map(emit::emit_visa).collect::<Vec<_>>()
    });
    std::hint::black_box((allocs, texts));
}
