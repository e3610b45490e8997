//! The register-allocation-aware lowering is never worse than the naive baseline (one fresh
//! variable per value, a copy per payload) on any kernel users get: every example on every
//! target, and every peer kernel (`peers/`) on tgllp and dg2 at 16 and 32 lanes.
//!
//! ```text
//!   kernel ─lower (aware)─▶ vISA ─GenX_IR─▶ moves, highest GRF  ≤  the same of
//!   kernel ─lower (naive)─▶ vISA ─GenX_IR─▶ moves, highest GRF
//! ```
//!
//! Moves are the vISA `mov`s (`visa_stats`), the highest GRF is what the finalizer allocated
//! (`genx_stats`: the highest register any operand of its output touches). Both are what the
//! peer table reports beside IGC's.

use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LowerOptions, SurfaceAbi};
use memlower::passes::target::Target;
use memlower::peer::{self, run, PLATFORMS, WIDTHS};
use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use memlower_check::visa_stats::VisaStats;

mod lowering_common;
use lowering_common::{ensure_genx, examples, legalise, on_two_threads, TARGETS};

/// One kernel both ways: (what, target, aware vISA, naive vISA).
type Job = (String, &'static Target, String, String);

/// Moves and the finalizer's highest GRF of one kernel.
fn figures(visa: &str, t: &Target, what: &str) -> (u32, u32) {
    let moves = VisaStats::from_visa(visa).moves;
    let run = genx::run(visa, t.platform).expect("GenX_IR runs");
    let asm = run
        .asm
        .as_deref()
        .unwrap_or_else(|| panic!("{what}: GenX_IR refused it: {}", run.diagnosis()));
    let stats = GenxStats::from_asm(asm, t.grf_bytes)
        .unwrap_or_else(|e| panic!("{what}: GenX_IR output unreadable: {e:?}"));
    (moves, stats.highest_grf.unwrap_or(0))
}

fn example_jobs() -> Vec<Job> {
    let mut jobs = Vec::new();
    for (name, src) in examples() {
        for tname in TARGETS {
            let t = Target::by_name(tname).expect("known target");
            let mut m = parse_module(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
            legalise(&mut m, t);
            let lower = |naive| {
                let opts = LowerOptions {
                    naive,
                    ..LowerOptions::default()
                };
                lower_module(&m, t, &opts).unwrap_or_else(|e| panic!("{name} on {tname}: {e}"))
            };
            let (aware, naive) = (lower(false), lower(true));
            for (a, n) in aware.functions.iter().zip(&naive.functions) {
                let what = format!("example {name} @{} on {tname}", a.name);
                jobs.push((what, t, a.visa.clone(), n.visa.clone()));
            }
        }
    }
    jobs
}

fn peer_jobs() -> Vec<Job> {
    let kernels = peer::read_suite(&peer::suite_dir()).unwrap_or_else(|e| panic!("{e}"));
    let mut jobs = Vec::new();
    for k in &kernels {
        for p in PLATFORMS {
            let t = Target::by_name(p.target).expect("known target");
            for width in WIDTHS {
                let lower = |naive| {
                    run::memlower_visa(k, t, width, (naive, SurfaceAbi::default()))
                        .unwrap_or_else(|e| panic!("peer {} x{width}: {e}", k.name))
                };
                let what = format!("peer {} on {} x{width}", k.name, p.target);
                jobs.push((what, t, lower(false), lower(true)));
            }
        }
    }
    jobs
}

#[test]
fn the_aware_lowering_is_never_worse_than_the_naive_one() {
    ensure_genx();
    let mut jobs = example_jobs();
    let examples = jobs.len();
    jobs.extend(peer_jobs());
    assert!(
        examples >= 4 * 20 && jobs.len() >= examples + 28 * 4,
        "{}",
        jobs.len()
    );
    let results = on_two_threads(&jobs, |(what, t, aware, naive)| {
        (figures(aware, t, what), figures(naive, t, what))
    });
    let mut worse = Vec::new();
    for ((what, ..), ((am, ag), (nm, ng))) in jobs.iter().zip(results) {
        if am > nm || ag > ng {
            worse.push(format!(
                "{what}: moves {am} vs naive {nm}, highest GRF r{ag} vs r{ng}"
            ));
        }
    }
    assert!(
        worse.is_empty(),
        "the aware lowering is worse than the naive one on {} of {} kernels:\n{}",
        worse.len(),
        jobs.len(),
        worse.join("\n")
    );
}
