//! `cargo bench`: what the lowering costs and what register-allocation awareness buys, measured
//! against the naive baseline in the same run.
//!
//! For every shipped example and target it prints:
//! - compile time (median of several runs) of parse + verify, legalise, and lower, for the aware
//!   lowering and the naive one (one fresh variable per value, a copy per payload);
//! - the code both produce: messages, moves, instructions and GRFs;
//! - the messages and instructions of the aware lowering without the narrowing passes
//!   (`narrow-channels`, `widen-blocks`, `merge-adjacent`, `cse` left out of the pipeline), so
//!   what they save is measured in the same run.
//!
//! Figures come from this machine and this run; compare rows with each other, not with other
//! machines. No test asserts a time.

use memlower::ir::parse::parse_module;
use memlower::ir::verify::verify_module;
use memlower::lowering::session::{default_pipeline, Session, SessionOptions};
use memlower::lowering::{LowerOptions, Lowered};
use memlower::passes::target::Target;
use std::time::{Duration, Instant};

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];
const RUNS: usize = 15;

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

fn time<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::with_capacity(RUNS);
    let mut last = None;
    for _ in 0..RUNS {
        let t0 = Instant::now();
        let out = std::hint::black_box(f());
        times.push(t0.elapsed());
        last = Some(out);
    }
    (median(times), last.expect("RUNS > 0"))
}

fn sum(l: &Lowered) -> [u32; 4] {
    let mut s = [0u32; 4];
    for f in &l.functions {
        let t = &f.totals;
        s[0] += t.messages;
        s[1] += t.moves;
        s[2] += t.instructions;
        s[3] += t.grfs;
    }
    s
}

/// The passes of the session's default pipeline that only make the code smaller (the rest is needed for
/// legal form).
const NARROWING: [&str; 4] = ["narrow-channels", "widen-blocks", "merge-adjacent", "cse"];

/// A session for `t` that legalises with `pipeline` and lowers with `opts`.
fn session(t: &Target, pipeline: &str, opts: LowerOptions) -> Session {
    Session::new(SessionOptions {
        pipeline: pipeline.to_string(),
        lower: opts,
        ..SessionOptions::new(t.clone())
    })
    .expect("pipeline")
}

fn legalise(m: &memlower::ir::Module, t: &Target, pipeline: &str) -> memlower::ir::Module {
    let mut m = m.clone();
    session(t, pipeline, LowerOptions::default())
        .legalise(&mut m, false, &mut std::io::sink())
        .expect("examples legalise");
    m
}

fn lower(legal: &memlower::ir::Module, t: &Target, opts: LowerOptions) -> Lowered {
    session(t, default_pipeline(), opts)
        .lower(legal)
        .expect("examples lower")
}

fn main() {
    let without: Vec<&str> = default_pipeline()
        .split(',')
        .filter(|p| !NARROWING.contains(p))
        .collect();
    let without = without.join(",");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let files = memlower::ir::corpus::read_mir_dir(&dir).expect("examples/ is readable");
    println!(
        "{:<22} {:<6} {:>9} {:>9} {:>9} {:>9} | {:>22} | {:>22} | {:>14}",
        "example",
        "target",
        "parse µs",
        "legal µs",
        "lower µs",
        "naive µs",
        "aware msg/mov/ins/GRF",
        "naive msg/mov/ins/GRF",
        "unnarrowed m/i"
    );
    let mut total = [[0u32; 4]; 3];
    for path in &files {
        let (name, text) = (path.stem(), &path.text);
        for tname in TARGETS {
            let t = Target::by_name(tname).expect("known target");
            let (t_parse, m) = time(|| {
                let m = parse_module(text).expect("examples parse");
                verify_module(&m).expect("examples verify");
                m
            });
            let (t_legal, legal) = time(|| legalise(&m, t, default_pipeline()));
            let plain = lower(&legalise(&m, t, &without), t, LowerOptions::default());
            let (t_lower, aware) = time(|| lower(&legal, t, LowerOptions::default()));
            let naive_opts = LowerOptions {
                naive: true,
                ..LowerOptions::default()
            };
            let (t_naive, naive) = time(|| lower(&legal, t, naive_opts));
            let (a, n, u) = (sum(&aware), sum(&naive), sum(&plain));
            for k in 0..4 {
                total[0][k] += a[k];
                total[1][k] += n[k];
                total[2][k] += u[k];
            }
            let fmt = |s: [u32; 4]| format!("{}/{}/{}/{}", s[0], s[1], s[2], s[3]);
            println!(
                "{:<22} {:<6} {:>9.1} {:>9.1} {:>9.1} {:>9.1} | {:>22} | {:>22} | {:>14}",
                name,
                tname,
                t_parse.as_secs_f64() * 1e6,
                t_legal.as_secs_f64() * 1e6,
                t_lower.as_secs_f64() * 1e6,
                t_naive.as_secs_f64() * 1e6,
                fmt(a),
                fmt(n),
                format!("{}/{}", u[0], u[2])
            );
        }
    }
    let pct = |a: u32, n: u32| {
        if n == 0 {
            0.0
        } else {
            100.0 * (n as f64 - a as f64) / n as f64
        }
    };
    println!(
        "\ntotal over {} examples x {} targets: moves {} vs naive {} ({:.0}% fewer), \
         instructions {} vs {} ({:.0}% fewer), GRFs {} vs {} ({:.0}% fewer), messages {} vs {}",
        files.len(),
        TARGETS.len(),
        total[0][1],
        total[1][1],
        pct(total[0][1], total[1][1]),
        total[0][2],
        total[1][2],
        pct(total[0][2], total[1][2]),
        total[0][3],
        total[1][3],
        pct(total[0][3], total[1][3]),
        total[0][0],
        total[1][0],
    );
    println!(
        "narrowing passes (narrow-channels, widen-blocks, merge-adjacent, cse): messages {} vs {} \
         without them ({:.0}% fewer), instructions {} vs {} ({:.0}% fewer), GRFs {} vs {}",
        total[0][0],
        total[2][0],
        pct(total[0][0], total[2][0]),
        total[0][2],
        total[2][2],
        pct(total[0][2], total[2][2]),
        total[0][3],
        total[2][3],
    );
}
