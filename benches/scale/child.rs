//! The child side of a stage row: one process runs the pipeline on one input the way
//! `memlower lower` does, one function at a time (read the file a part at a time and find the
//! functions, twice: once for the module's items, once per part to compile; then per function
//! parse, verify, lint-ub, each legalisation pass, verify-legal, lower-messages, verify-kernel,
//! regalloc, emit), adding up each stage's wall and CPU time (this thread's) over the
//! functions, and prints them at the end. The peak resident set is the process's, all stages
//! together: they run interleaved, function by function, as in `memlower lower`, so a module
//! of any size can be measured stage by stage.
//!
//! `lower-messages` includes declaration sharing and the liveness walk it makes; `regalloc` is
//! the allocation the driver makes after it (`regalloc::allocate_lowered`): that walk reused,
//! only the hosts of shared declarations walked again, and a walk from scratch only for the
//! kernels sharing leaves alone (declarations that do not fit the register file).

use memlower::ir::parse::{split_module_part, ParseOptions, PartPlace, PartReader, PART_BYTES};
use memlower::ir::verify::verify_module;
use memlower::ir::Module;
use memlower::lowering::session::default_pipeline;
use memlower::lowering::{emit, lower_function_walked, regalloc, verify, LowerOptions};
use memlower::passes::legal::verify_legal;
use memlower::passes::lint::lint_module;
use memlower::passes::target::Target;
use memlower::passes::{AnalysisManager, PassContext, Registry};
use std::io::{Read, Seek, SeekFrom, Write};
use std::time::{Duration, Instant};

/// This thread's CPU time so far.
fn thread_cpu() -> Duration {
    // SAFETY: a zeroed timespec is a valid value for clock_gettime to fill in.
    let mut t: libc::timespec = unsafe { std::mem::zeroed() };
    // SAFETY: a valid clock id and a valid pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Each stage's wall and CPU time, summed over the functions, in first-seen order.
#[derive(Default)]
struct Stages {
    rows: Vec<(String, Duration, Duration)>,
}

impl Stages {
    /// Runs `f` as (a part of) stage `name`.
    fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let (c0, t0) = (thread_cpu(), Instant::now());
        let out = std::hint::black_box(f());
        let (wall, cpu) = (t0.elapsed(), thread_cpu().saturating_sub(c0));
        match self.rows.iter_mut().find(|r| r.0 == name) {
            Some(r) => {
                r.1 += wall;
                r.2 += cpu;
            }
            None => self.rows.push((name.to_string(), wall, cpu)),
        }
        out
    }

    /// `stage <TAB> name <TAB> wall <TAB> cpu <TAB> peak KiB` per stage.
    fn print(&self) {
        let peak = hwm_kb();
        for (name, wall, cpu) in &self.rows {
            println!(
                "stage\t{name}\t{:.6}\t{:.6}\t{peak}",
                wall.as_secs_f64(),
                cpu.as_secs_f64()
            );
        }
        let _ = std::io::stdout().flush();
    }
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

/// Fails the row with a message on stderr (a workload that does not go through the pipeline
/// is a bug in the generator or the pipeline, never a figure).
fn fail(what: &str, err: impl std::fmt::Display) -> ! {
    eprintln!("{what}: {err}");
    std::process::exit(3)
}

/// The stage rows for `path` on `target`.
pub fn run(path: &str, target: &str) {
    let target = Target::by_name(target).unwrap_or_else(|| fail("target", target));
    let mut st = Stages::default();
    let names = Target::names();
    let opts = ParseOptions {
        targets: Some(&names),
    };
    // The first read, as the driver's: every part's module items.
    let mut file = std::fs::File::open(path).unwrap_or_else(|e| fail("read", e));
    let mut reader = PartReader::new(&file, PART_BYTES);
    let mut buf = Vec::new();
    let mut header = Module::new();
    let mut places: Vec<PartPlace> = Vec::new();
    while let Some(place) = st
        .time("read", || reader.next_part(&mut buf))
        .unwrap_or_else(|e| fail("read", e))
    {
        let text = std::str::from_utf8(&buf).unwrap_or_else(|e| fail("read", e));
        let split = st
            .time("split", || {
                split_module_part(text, place.first_line, &opts, None)
            })
            .unwrap_or_else(|e| fail("split", e));
        if split.header().target.is_some() {
            header.target.clone_from(&split.header().target);
        }
        header
            .surfaces
            .extend(split.header().surfaces.iter().cloned());
        places.push(place);
    }
    let registry = Registry::builtin();
    // The session's pipeline, its passes run one by one here to time each.
    let pipeline: Vec<&str> = default_pipeline().split(',').collect();
    let cx = PassContext {
        target: Some(target),
    };
    let aware = LowerOptions::default();
    for place in places {
        // The second read: the part again, its functions against the module's items.
        st.time("read", || {
            buf.resize(place.len, 0);
            file.seek(SeekFrom::Start(place.offset))
                .and_then(|_| file.read_exact(&mut buf))
        })
        .unwrap_or_else(|e| fail("read", e));
        let text = std::str::from_utf8(&buf).unwrap_or_else(|e| fail("read", e));
        let split = st
            .time("split", || {
                split_module_part(text, place.first_line, &opts, Some(&header))
            })
            .unwrap_or_else(|e| fail("split", e));
        compile_part(&mut st, &split, target, &registry, &pipeline, &cx, &aware);
    }
    st.print();
}

/// The stages of every function of `split`.
fn compile_part(
    st: &mut Stages,
    split: &memlower::ir::parse::SplitModule<'_>,
    target: &Target,
    registry: &Registry,
    pipeline: &[&str],
    cx: &PassContext,
    aware: &LowerOptions,
) {
    for i in 0..split.len() {
        let f = st
            .time("parse", || split.parse_function(i))
            .unwrap_or_else(|e| fail("parse", e));
        let mut m = Module {
            target: split.header().target.clone(),
            surfaces: split.header().surfaces.clone(),
            functions: vec![f],
        };
        st.time("verify", || verify_module(&m))
            .unwrap_or_else(|e| fail("verify", e.len()));
        st.time("lint-ub", || lint_module(&m));
        // Each pass as the pass manager runs it (without its verification of the input).
        let mut am = AnalysisManager::new();
        for &name in pipeline {
            let mut pass = registry
                .create(name, &Default::default())
                .and_then(Result::ok)
                .unwrap_or_else(|| fail("pipeline", name));
            let changed = st
                .time(name, || pass.run(&mut m, &mut am, cx))
                .unwrap_or_else(|e| fail(name, e));
            if changed && !pass.invalidates_analyses() {
                am.invalidate_all();
            }
        }
        st.time("verify-legal", || verify_legal(&m, target))
            .unwrap_or_else(|e| fail("legal", e.len()));
        let Some(f) = m.functions.first() else {
            fail("legalise", "no function left")
        };
        let (kernel, walk) = st
            .time("lower-messages", || {
                lower_function_walked(&m, f, target, aware)
            })
            .unwrap_or_else(|e| fail("lower", e));
        st.time("verify-kernel", || verify::verify_kernel(&kernel, target))
            .unwrap_or_else(|e| fail("verify-kernel", e));
        // As the driver allocates: reusing the liveness walk declaration sharing made while
        // lowering (only the hosts of shared declarations are walked again), or from scratch
        // for a kernel sharing left alone.
        let alloc = st.time("regalloc", || regalloc::allocate_lowered(&kernel, walk));
        // As the driver prints it: a large kernel written out as it is printed (here, to
        // nothing), a small one held as a string.
        st.time("emit", || {
            if emit::streams(&kernel) {
                emit::write_visa(&kernel, &mut std::io::sink()).unwrap_or_else(|e| fail("emit", e));
            } else {
                std::hint::black_box(emit::emit_visa(&kernel));
            }
        });
        std::hint::black_box(alloc);
    }
}
