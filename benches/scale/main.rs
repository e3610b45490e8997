//! `cargo bench --bench scale` (or `bash scripts/scale.sh`): compile speed and memory at scale.
//!
//! ```text
//!   for each workload (memlower gen: 10k / 100k / 1M accesses in small functions, one function
//!   of 10k / 100k accesses, chains of 20k / 200k adds, 10k / 100k blocks):
//!     gen row       `memlower gen` writes the input (its own time and memory: it streams)
//!     stage rows    one child process runs read, split (the module level and the functions
//!                   found), then per function parse, verify, lint-ub, each legalisation pass,
//!                   verify-legal, lower-messages, verify-kernel, regalloc and emit, summing
//!                   each stage's wall and CPU time over the functions (single-threaded)
//!     end to end    `memlower lower FILE --target dg2 -j 1 > /dev/null`, as a user runs it
//!   -j 2 against -j 1, end to end, on the many-function workloads
//!   peers: opt-14 -passes=scalarize-masked-mem-intrin and llc-14 -O0 -mattr=+avx512f on the
//!   same accesses (`memlower gen --emit ll`; 1k and 10k accesses, see PEER_INPUTS), as ratios
//!   each workload and the one ten times smaller again, in turns (stage child and end to end
//!   -j 1 (and -j 2 where timed), `scaling::PAIR_ROUNDS` more runs each, every row its best run:
//!   see scaling.rs)
//!   ratios 1M/100k (and 100k/10k for the single-function shapes), flagging superlinear rows;
//!   the issue's "done when" figures, each with its verdict
//! ```
//!
//! Every row runs in a child process under a wall-time and memory cap (`--cap-secs`,
//! `--cap-mb`): a row that hits one prints `> cap` rather than taking the machine down. Peak
//! RSS is the kernel's figure for that child (`wait4`); the stage rows share their child's
//! peak (the stages run interleaved, function by function). `--only NAME[,NAME]` runs some
//! workloads (`peers` for the peers), `--target T` another target. Figures are from this
//! machine and this run (the load average is printed: the machine is shared); compare rows
//! with each other, not with other runs: `--base BIN` runs another memlower binary on the same
//! end-to-end rows in the same run and prints both and the ratio (`--runs N`: the best of N
//! runs of each, alternating; see `paired.rs`).
//!
//! Rows that take under `SMALL_SECS` of CPU swing by tens of percent between runs on a shared
//! machine, enough to flip a 10x ratio past 11: their end-to-end rows are the best of at least
//! `SMALL_RUNS` runs (by CPU time), and their stage rows each stage's least time over as many
//! runs of the stage child. Larger rows run once (`--runs N` raises both).

mod child;
mod paired;
mod proc;
mod scaling;

use proc::{Caps, Outcome, Run};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const MEMLOWER: &str = env!("CARGO_BIN_EXE_memlower");

/// A row whose first run took less CPU than this (seconds) is run again (see the module doc).
pub(crate) const SMALL_SECS: f64 = 2.0;
/// How many runs a small row gets at least.
pub(crate) const SMALL_RUNS: usize = 5;

/// Whether a row measured `r` needs more runs than `done` to reach `wanted` (`--runs`), or the
/// small-row minimum.
pub(crate) fn wants_more_runs(r: &Row, done: usize, wanted: usize) -> bool {
    r.missing.is_none() && (done < wanted || (done < SMALL_RUNS && r.cpu < SMALL_SECS))
}

/// `slot` after a run `r` of the same row: the run of least CPU time, and a failed run always
/// (a row never hides a failure; once failed, it stays so).
pub(crate) fn keep_best(slot: &mut Row, r: Row) {
    if r.missing.is_some() || (slot.missing.is_none() && r.cpu < slot.cpu) {
        *slot = r;
    }
}

/// One input.
struct Workload {
    name: &'static str,
    /// `memlower gen` arguments.
    gen: &'static [&'static str],
    /// Compared with this workload in the scaling table (the one ten times smaller).
    smaller: Option<&'static str>,
    /// Also timed at `-j 2`.
    parallel: bool,
}

const WORKLOADS: &[Workload] = &[
    Workload {
        name: "10k",
        gen: &["--accesses", "10000"],
        smaller: None,
        parallel: true,
    },
    Workload {
        name: "100k",
        gen: &["--accesses", "100000"],
        smaller: Some("10k"),
        parallel: true,
    },
    Workload {
        name: "1M",
        gen: &["--accesses", "1000000"],
        smaller: Some("100k"),
        parallel: true,
    },
    Workload {
        name: "one-10k",
        gen: &["--accesses", "10000", "--functions", "1"],
        smaller: None,
        parallel: false,
    },
    Workload {
        name: "one-100k",
        gen: &["--accesses", "100000", "--functions", "1"],
        smaller: Some("one-10k"),
        parallel: false,
    },
    Workload {
        name: "chain-20k",
        gen: &["--shape", "chain", "--length", "20000"],
        smaller: None,
        parallel: false,
    },
    Workload {
        name: "chain-200k",
        gen: &["--shape", "chain", "--length", "200000"],
        smaller: Some("chain-20k"),
        parallel: false,
    },
    Workload {
        name: "blocks-10k",
        gen: &["--shape", "blocks", "--length", "10000"],
        smaller: None,
        parallel: false,
    },
    Workload {
        name: "blocks-100k",
        gen: &["--shape", "blocks", "--length", "100000"],
        smaller: Some("blocks-10k"),
        parallel: false,
    },
];

/// A measured row.
#[derive(Clone, Debug)]
pub(crate) struct Row {
    wall: f64,
    cpu: f64,
    rss_kb: u64,
    /// `None`: measured; `Some(why)`: not (capped, failed, not reached).
    missing: Option<String>,
}

impl Row {
    /// A row that was not measured, and why.
    fn missing(why: &str) -> Row {
        Row {
            wall: 0.0,
            cpu: 0.0,
            rss_kb: 0,
            missing: Some(why.into()),
        }
    }
}

/// What `memlower gen` said it wrote.
#[derive(Clone, Copy, Default)]
struct Size {
    accesses: u64,
    instructions: u64,
    functions: u64,
    mb: f64,
}

pub(crate) struct Options {
    caps: Caps,
    only: Option<Vec<String>>,
    target: String,
    dir: PathBuf,
    /// Another memlower binary to run beside ours on every end-to-end row (`--base`).
    base: Option<PathBuf>,
    /// Runs of each binary per paired row (`--runs`), the best kept.
    runs: usize,
}

fn options() -> Options {
    let mut o = Options {
        caps: Caps { secs: 60, mb: 4096 },
        only: None,
        target: "dg2".into(),
        dir: Path::new(env!("CARGO_TARGET_TMPDIR")).join("scale"),
        base: None,
        runs: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--cap-secs" => o.caps.secs = value.parse().unwrap_or(o.caps.secs),
            "--cap-mb" => o.caps.mb = value.parse().unwrap_or(o.caps.mb),
            "--only" => o.only = Some(value.split(',').map(str::to_string).collect()),
            "--target" => o.target = value,
            "--base" => o.base = Some(PathBuf::from(value)),
            "--runs" => o.runs = value.parse().unwrap_or(o.runs),
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    o
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child-stages") {
        return child::run(&args[2], &args[3]);
    }
    let o = options();
    if let Err(e) = std::fs::create_dir_all(&o.dir) {
        eprintln!("cannot create {}: {e}", o.dir.display());
        std::process::exit(1);
    }
    let load = || std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "memlower scale benchmark: target {}, caps {} s and {} MB per row, {cores} cores, load \
         average at start {}",
        o.target,
        o.caps.secs,
        o.caps.mb,
        load()
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!(
        "{:<12} {:<18} {:>9} {:>9} {:>11} {:>11} {:>9} {:>8}",
        "workload", "row", "wall s", "cpu s", "access/s", "inst/s", "peak MB", "B/access"
    );
    let mut rows: BTreeMap<(String, String), Row> = BTreeMap::new();
    let mut sizes: BTreeMap<String, Size> = BTreeMap::new();
    let mut pairs: Vec<paired::Pair> = Vec::new();
    for w in WORKLOADS {
        if o.only
            .as_ref()
            .is_some_and(|only| !only.iter().any(|n| n == w.name))
        {
            continue;
        }
        let file = o.dir.join(format!("{}.mir", w.name));
        let (gen, size) = generate(w, &file, o.caps);
        sizes.insert(w.name.into(), size);
        println!(
            "-- {}: memlower gen {}: {} accesses in {} functions, {} instructions, {:.1} MB",
            w.name,
            w.gen.join(" "),
            size.accesses,
            size.functions,
            size.instructions,
            size.mb
        );
        let mut put = |row: &str, r: Row| {
            print_row(w.name, row, &r, size);
            rows.insert((w.name.to_string(), row.to_string()), r);
        };
        put("gen", gen);
        for (stage, r) in stages(&file, &o) {
            put(&stage, r);
        }
        for jobs in [1, 2] {
            if jobs == 2 && !w.parallel {
                continue;
            }
            let row = format!("end-to-end -j{jobs}");
            let Some(base) = &o.base else {
                put(&row, best_end_to_end(Path::new(MEMLOWER), &file, &o, jobs));
                continue;
            };
            let (b, ours) = paired::run(base, Path::new(MEMLOWER), &file, &o, jobs);
            put(&format!("{row} base"), b.clone());
            put(&row, ours.clone());
            println!(
                "{:<12} {:<18} {}",
                w.name,
                "",
                paired::ratio_line(&b, &ours)
            );
            pairs.push(paired::Pair {
                workload: w.name,
                jobs,
                base: b,
                ours,
            });
        }
        if let Some(small) = w.smaller.filter(|s| sizes.contains_key(*s)) {
            // The pair again, in turns (see scaling.rs), and its rows as they now stand.
            let small_file = o.dir.join(format!("{small}.mir"));
            println!(
                "-- {small} and {} in turns, {} more runs each (each row: its best run)",
                w.name,
                scaling::PAIR_ROUNDS
            );
            let jobs: &[usize] = if w.parallel { &[1, 2] } else { &[1] };
            scaling::alternate(&mut rows, [(w.name, &file), (small, &small_file)], jobs, &o);
            // The paired summary shows the rows as they now stand.
            for p in pairs.iter_mut() {
                let row = |r: String| rows.get(&(p.workload.to_string(), r)).cloned();
                let j = p.jobs;
                if let (Some(b), Some(ours)) = (
                    row(format!("end-to-end -j{j} base")),
                    row(format!("end-to-end -j{j}")),
                ) {
                    (p.base, p.ours) = (b, ours);
                }
            }
            for name in [small, w.name] {
                let size = sizes[name];
                let mut now: Vec<(&String, &Row)> = rows
                    .iter()
                    .filter(|((wl, row), _)| wl == name && row != "gen")
                    .map(|((_, row), r)| (row, r))
                    .collect();
                now.sort_by_key(|(row, _)| scaling::row_order(row));
                for (row, r) in now {
                    print_row(name, row, r, size);
                }
            }
        }
    }
    println!(
        "load average at end {}",
        load()
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    peers(&o);
    scaling::table(&rows);
    verdicts(&rows, &sizes);
    if let Some(base) = &o.base {
        paired::summary(base, &pairs);
    }
}

/// `memlower gen ... -o FILE`: the input, and the generator's own row.
fn generate(w: &Workload, file: &Path, caps: Caps) -> (Row, Size) {
    let mut cmd = Command::new(MEMLOWER);
    cmd.arg("gen").args(w.gen).arg("-o").arg(file);
    let run = proc::run(cmd, caps, None);
    let size = run
        .as_ref()
        .ok()
        .and_then(|r| parse_summary(&r.stderr))
        .unwrap_or_default();
    (row_of(run), size)
}

/// `note: wrote A accesses in F functions (B blocks, I instructions, X MB)`.
fn parse_summary(s: &str) -> Option<Size> {
    let line = s.lines().find(|l| l.starts_with("note: wrote "))?;
    let nums: Vec<f64> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|t| t.parse().ok())
        .collect();
    Some(Size {
        accesses: *nums.first()? as u64,
        functions: *nums.get(1)? as u64,
        instructions: *nums.get(3)? as u64,
        mb: *nums.get(4)?,
    })
}

fn row_of(run: std::io::Result<Run>) -> Row {
    match run {
        Ok(r) => Row {
            wall: r.wall.as_secs_f64(),
            cpu: r.cpu.as_secs_f64(),
            rss_kb: r.max_rss_kb,
            missing: missing(&r),
        },
        Err(e) => Row {
            wall: 0.0,
            cpu: 0.0,
            rss_kb: 0,
            missing: Some(format!("not run: {e}")),
        },
    }
}

fn missing(r: &Run) -> Option<String> {
    match r.outcome {
        Outcome::Exited(0) => None,
        Outcome::TimeCap => Some("> time cap".into()),
        Outcome::MemoryCap => Some("> memory cap".into()),
        Outcome::Exited(c) => Some(format!(
            "failed ({c}): {}",
            r.stderr.lines().last().unwrap_or("")
        )),
        Outcome::Signalled(s) => Some(format!("killed by signal {s}")),
    }
}

/// The stage rows: this binary again, as a child, stage by stage; a small workload's child
/// runs again until `wants_more_runs` is satisfied, and each stage keeps its least CPU time
/// (with that run's wall time).
fn stages(file: &Path, o: &Options) -> Vec<(String, Row)> {
    let mut best = stages_once(file, o);
    let mut done = 1;
    loop {
        let total = Row {
            wall: best.iter().map(|(_, r)| r.wall).sum(),
            cpu: best.iter().map(|(_, r)| r.cpu).sum(),
            rss_kb: 0,
            missing: best.iter().find_map(|(_, r)| r.missing.clone()),
        };
        if !wants_more_runs(&total, done, o.runs) {
            return best;
        }
        let again = stages_once(file, o);
        done += 1;
        if again.len() != best.len() || again.iter().any(|(_, r)| r.missing.is_some()) {
            // A failed or different run is the result: a row never hides a failure.
            return again;
        }
        for ((_, b), (_, r)) in best.iter_mut().zip(again) {
            keep_best(b, r);
        }
    }
}

/// One run of the stage child.
fn stages_once(file: &Path, o: &Options) -> Vec<(String, Row)> {
    let mut cmd = Command::new(std::env::current_exe().unwrap_or_else(|_| "scale".into()));
    cmd.arg("--child-stages").arg(file).arg(&o.target);
    let run = match proc::run(cmd, o.caps, None) {
        Ok(r) => r,
        Err(e) => return vec![("stages".into(), row_of(Err(e)))],
    };
    let mut out = Vec::new();
    for line in run.stdout.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if let ["stage", name, wall, cpu, kb] = f[..] {
            out.push((
                name.to_string(),
                Row {
                    wall: wall.parse().unwrap_or(0.0),
                    cpu: cpu.parse().unwrap_or(0.0),
                    rss_kb: kb.parse().unwrap_or(0),
                    missing: None,
                },
            ));
        }
    }
    if !run.ok() {
        // The child prints its stages at the end: a child stopped early printed none.
        out.push((
            "stages".to_string(),
            Row {
                wall: run.wall.as_secs_f64(),
                cpu: run.cpu.as_secs_f64(),
                rss_kb: run.max_rss_kb,
                missing: missing(&run),
            },
        ));
    }
    out
}

/// The stages the child prints, in order.
const STAGES: &[&str] = &[
    "read",
    "split",
    "parse",
    "verify",
    "lint-ub",
    "narrow-channels",
    "widen-blocks",
    "merge-adjacent",
    "split-groups",
    "split-lanes",
    "pick-blocks",
    "pack-channels",
    "cse",
    "verify-legal",
    "lower-messages",
    "verify-kernel",
    "regalloc",
    "emit",
];

/// `end_to_end`, run again while `wants_more_runs` says so; the run of least CPU time is the
/// row (a failed run is the row at once).
fn best_end_to_end(bin: &Path, file: &Path, o: &Options, jobs: usize) -> Row {
    let mut best = end_to_end(bin, file, o, jobs);
    let mut done = 1;
    while wants_more_runs(&best, done, o.runs) {
        keep_best(&mut best, end_to_end(bin, file, o, jobs));
        done += 1;
    }
    best
}

/// `BIN lower FILE --target T -j N > /dev/null` (`BIN`: this build's memlower, or the
/// `--base` binary).
pub(crate) fn end_to_end(bin: &Path, file: &Path, o: &Options, jobs: usize) -> Row {
    let mut cmd = Command::new(bin);
    cmd.arg("lower")
        .arg(file)
        .args(["--target", &o.target, "-j", &jobs.to_string()]);
    let null = std::fs::File::create("/dev/null").ok();
    row_of(proc::run(cmd, o.caps, null))
}

fn print_row(workload: &str, row: &str, r: &Row, size: Size) {
    if let Some(why) = &r.missing {
        println!(
            "{workload:<12} {row:<18} {:>9} {:>9} {:>11} {:>11} {:>9} {:>8}  {why}",
            format!(">{:.1}", r.wall),
            format!("{:.1}", r.cpu),
            "-",
            "-",
            format!("{:.0}", r.rss_kb as f64 / 1024.0),
            "-"
        );
        return;
    }
    let per_s = |n: u64| {
        if r.wall > 0.0 {
            format!("{:.0}", n as f64 / r.wall)
        } else {
            "-".into()
        }
    };
    // Per access only where accesses are what the workload is made of (not the chain's two).
    let per_access = if size.accesses * 20 >= size.instructions {
        format!("{:.0}", (r.rss_kb * 1024) as f64 / size.accesses as f64)
    } else {
        "-".into()
    };
    println!(
        "{workload:<12} {row:<18} {:>9.3} {:>9.3} {:>11} {:>11} {:>9.1} {:>8}",
        r.wall,
        r.cpu,
        per_s(size.accesses),
        per_s(size.instructions),
        r.rss_kb as f64 / 1024.0,
        per_access
    );
}

/// The peers' inputs: a name, the `memlower gen` arguments (the `.mir` and the `.ll` are the
/// same accesses) and the peers run on it. llc-14 -O0 takes about 8 ms per access of this
/// mix (the masked intrinsics it expands for AVX-512, scalarized per lane), so it gets the
/// 1k module: on the 10k module it needs minutes and over a gigabyte, and the one-function
/// shapes (a single function of 10k accesses) cost it far more again (see `docs/SPEED.md`).
const PEER_INPUTS: &[(&str, &[&str], &[&str])] = &[
    ("1k", &["--accesses", "1000"], &["opt-14", "llc-14"]),
    ("10k", &["--accesses", "10000"], &["opt-14"]),
];

/// opt-14 and llc-14 on the same accesses, as ratios to memlower's end to end (-j 1), each
/// run in this run.
fn peers(o: &Options) {
    println!(
        "\npeers (same accesses, same run): time and peak RSS of the peer / memlower end to end -j1"
    );
    for (name, gen, tools) in PEER_INPUTS {
        if o.only
            .as_ref()
            .is_some_and(|only| !only.iter().any(|n| n == "peers"))
        {
            return;
        }
        let (mir, ll) = (
            o.dir.join(format!("peer-{name}.mir")),
            o.dir.join(format!("peer-{name}.ll")),
        );
        for (file, emit) in [(&mir, "mir"), (&ll, "ll")] {
            let mut cmd = Command::new(MEMLOWER);
            cmd.arg("gen")
                .args(*gen)
                .args(["--emit", emit, "-o"])
                .arg(file);
            if let Some(why) = row_of(proc::run(cmd, o.caps, None)).missing {
                println!("  {name:<6} gen --emit {emit}: {why}");
                return;
            }
        }
        let ours = end_to_end(Path::new(MEMLOWER), &mir, o, 1);
        println!(
            "  {name:<6} {:<7} {:>9.3} s {:>9.1} MB{}",
            "memlower",
            ours.wall,
            ours.rss_kb as f64 / 1024.0,
            ours.missing
                .as_deref()
                .map(|w| format!("  {w}"))
                .unwrap_or_default()
        );
        for tool in *tools {
            let args: &[&str] = if *tool == "opt-14" {
                &["-passes=scalarize-masked-mem-intrin", "-o", "/dev/null"]
            } else {
                &["-O0", "-mattr=+avx512f", "-o", "/dev/null"]
            };
            let mut cmd = Command::new(tool);
            cmd.args(args).arg(&ll);
            let r = row_of(proc::run(cmd, o.caps, None));
            let ratio = match (&ours.missing, &r.missing) {
                (None, None) if ours.wall > 0.0 => format!(
                    "time x{:.1} (cpu x{:.1}), memory x{:.1}",
                    r.wall / ours.wall,
                    r.cpu / ours.cpu.max(1e-6),
                    r.rss_kb as f64 / ours.rss_kb.max(1) as f64
                ),
                (_, Some(why)) => why.clone(),
                _ => "memlower's row is missing".into(),
            };
            println!(
                "  {name:<6} {tool:<8} {:>9.3} s {:>9.1} MB  {ratio}",
                r.wall,
                r.rss_kb as f64 / 1024.0
            );
        }
    }
}

/// The issue's "done when", each with its figure and verdict.
fn verdicts(rows: &BTreeMap<(String, String), Row>, sizes: &BTreeMap<String, Size>) {
    println!("\ndone when (issue 10)");
    let get = |w: &str, r: &str| {
        rows.get(&(w.to_string(), r.to_string()))
            .filter(|r| r.missing.is_none())
    };
    let e2e = "end-to-end -j1";
    let verdict = |ok: bool| if ok { "yes" } else { "NO" };
    match (get("1M", e2e), sizes.get("1M")) {
        (Some(r), Some(s)) => {
            let rate = s.accesses as f64 / r.wall;
            println!(
                "  1M accesses end to end >= 1,000,000 accesses/s: {rate:.0}/s: {}",
                verdict(rate >= 1e6)
            );
            let per = r.rss_kb as f64 * 1024.0 / s.accesses as f64;
            println!(
                "  peak RSS at 1M <= 1 KiB per access: {per:.0} B: {}",
                verdict(per <= 1024.0)
            );
        }
        _ => println!("  1M accesses end to end: not measured (capped or not run)"),
    }
    match (get("1M", e2e), get("100k", e2e)) {
        (Some(b), Some(s)) => {
            let (t, m) = (b.wall / s.wall, b.rss_kb as f64 / s.rss_kb.max(1) as f64);
            println!(
                "  time(1M)/time(100k) <= 11: {t:.2}: {}; memory: {m:.2}: {}",
                verdict(t <= 11.0),
                verdict(m <= 11.0)
            );
        }
        _ => println!("  time(1M)/time(100k): not measured"),
    }
    match get("chain-200k", e2e) {
        Some(r) => println!(
            "  200,000 chained instructions in < 2 s and < 500 MB: {:.2} s, {:.0} MB: {}",
            r.wall,
            r.rss_kb as f64 / 1024.0,
            verdict(r.wall < 2.0 && r.rss_kb < 500 * 1024)
        ),
        None => println!("  200,000 chained instructions: not measured (capped)"),
    }
    for w in ["10k", "100k", "1M"] {
        if let (Some(a), Some(b)) = (get(w, e2e), get(w, "end-to-end -j2")) {
            let s = a.wall / b.wall;
            println!("  -j 2 >= 1.7x -j 1 on {w}: x{s:.2}: {}", verdict(s >= 1.7));
        }
    }
}
