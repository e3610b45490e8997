//! The paired mode (`--base BIN [--runs N]`): every end-to-end row is run with a second
//! memlower binary too, on the same input in the same run, and printed beside ours with the
//! ratio. The machine is shared and its figures drift by tens of percent between sessions;
//! two binaries measured minutes apart on different days prove nothing, measured side by side
//! (alternating, the best of `N` runs each, and of at least `SMALL_RUNS` on a small row) they
//! do.

use super::{end_to_end, keep_best, wants_more_runs, Options, Row};
use std::path::Path;

/// One paired measurement: the same end-to-end row of the base binary and of ours.
pub struct Pair {
    pub workload: &'static str,
    pub jobs: usize,
    pub base: Row,
    pub ours: Row,
}

/// The base binary and ours on `file` at `-j jobs`, `runs` times each, alternating (base
/// first, then ours, then base ...), so a drift of the machine's load falls on both; each
/// side's row is its run of least CPU time (a failed run is the row if any run fails).
pub fn run(base: &Path, ours: &Path, file: &Path, o: &Options, jobs: usize) -> (Row, Row) {
    let mut best: [Option<Row>; 2] = [None, None];
    let mut done = 0;
    // Until both sides have had their runs (a small row at least `SMALL_RUNS`).
    while done == 0
        || best
            .iter()
            .flatten()
            .any(|r| wants_more_runs(r, done, o.runs))
    {
        done += 1;
        for (side, bin) in [base, ours].into_iter().enumerate() {
            let r = end_to_end(bin, file, o, jobs);
            match &mut best[side] {
                None => best[side] = Some(r),
                Some(b) => keep_best(b, r),
            }
        }
    }
    let [b, ours] = best.map(|r| r.unwrap_or_else(|| Row::missing("not run")));
    (b, ours)
}

/// `base / ours` of each measure, as `x1.23` (how many times ours is faster or smaller), or
/// why not.
pub fn ratio_line(base: &Row, ours: &Row) -> String {
    if let Some(why) = base.missing.as_ref().or(ours.missing.as_ref()) {
        return format!("no ratio: {why}");
    }
    format!(
        "base/ours: wall x{:.2}, cpu x{:.2}, peak RSS x{:.2}",
        base.wall / ours.wall.max(1e-6),
        base.cpu / ours.cpu.max(1e-6),
        base.rss_kb as f64 / ours.rss_kb.max(1) as f64
    )
}

/// The summary table of every pair, with each binary's `-j 2` speed-up where both `-j` were
/// measured.
pub fn summary(base: &Path, pairs: &[Pair]) {
    if pairs.is_empty() {
        return;
    }
    println!(
        "\npaired with --base {} (same inputs, same run, best of the runs by CPU time); \
         x = base / ours",
        base.display()
    );
    println!(
        "{:<12} {:>3} {:>10} {:>10} {:>8} {:>10} {:>10} {:>8} {:>9} {:>9}",
        "workload",
        "-j",
        "base cpu",
        "ours cpu",
        "cpu x",
        "base wall",
        "ours wall",
        "wall x",
        "base MB",
        "ours MB"
    );
    for p in pairs {
        if p.base.missing.is_some() || p.ours.missing.is_some() {
            println!(
                "{:<12} {:>3}  {}",
                p.workload,
                p.jobs,
                ratio_line(&p.base, &p.ours)
            );
            continue;
        }
        println!(
            "{:<12} {:>3} {:>10.3} {:>10.3} {:>8.2} {:>10.3} {:>10.3} {:>8.2} {:>9.1} {:>9.1}",
            p.workload,
            p.jobs,
            p.base.cpu,
            p.ours.cpu,
            p.base.cpu / p.ours.cpu.max(1e-6),
            p.base.wall,
            p.ours.wall,
            p.base.wall / p.ours.wall.max(1e-6),
            p.base.rss_kb as f64 / 1024.0,
            p.ours.rss_kb as f64 / 1024.0
        );
    }
    for p1 in pairs.iter().filter(|p| p.jobs == 1) {
        let Some(p2) = pairs
            .iter()
            .find(|p| p.jobs == 2 && p.workload == p1.workload)
        else {
            continue;
        };
        let speedup = |a: &Row, b: &Row| match (&a.missing, &b.missing) {
            (None, None) => format!("x{:.2}", a.wall / b.wall.max(1e-6)),
            _ => "-".into(),
        };
        println!(
            "  -j 2 speed-up (wall -j1 / wall -j2) on {}: base {}, ours {}",
            p1.workload,
            speedup(&p1.base, &p2.base),
            speedup(&p1.ours, &p2.ours)
        );
    }
}
