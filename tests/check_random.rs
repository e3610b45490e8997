//! Property test of the whole pipeline: random lowerable programs, legalised and lowered for
//! every GPU target, agree with the reference semantics on random inputs.
//!
//! 10 000 programs (set `MEMLOWER_CHECK_PROGRAMS` for more), on tgllp, pvc-no64, dg2, pvc-no64,
//! xehp and pvc in turn, each checked on the kernels read back from their emitted vISA text;
//! three of every four come from the checker's generator (programs whose memory ops are
//! defined on most inputs), one from `ir::gen` with its `lowerable` preset (wilder programs,
//! mostly exercising the pipeline). Each is checked with 3 trials, both kernels. The run is
//! split over two threads. A failure prints the program and the shrunk counterexample;
//! `memlower check FILE --target T --seed S --trials 1` replays it from the printed text.
//!
//! Both GRF widths get the same share: half the programs go to 32-byte targets, half to PVC's
//! 64-byte GRFs. `pvc-no64` is PVC without its 64-bit ALU (`Target::without_64bit_alu`), so the
//! rewrites that emulate 64-bit arithmetic (i64 in 32-bit halves, soft-f64), which the real
//! targets need only on 32-byte GRFs (tgllp, dg2), run on 64-byte ones as often. The test
//! counts, per target, the programs and trials with each feature whose rewrite depends on the
//! GRF width ([`FEATURES`]) and asserts the two widths are within a fifth of each other.

use memlower::ir::gen::{random_module, GenConfig};
use memlower::ir::print::print_module;
use memlower::ir::rng::Rng;
use memlower::ir::{InstKind, Module, ScalarType, SurfaceKind, Type};
use memlower::passes::target::Target;
use memlower_check::gen::{random_program, shapes, ProgramConfig, Shapes};
use memlower_check::{check_module, CheckOptions, CheckTotals, FunctionStatus};
use std::collections::BTreeSet;
use std::sync::Mutex;

const TARGETS: [&str; 5] = ["tgllp", "xehp", "dg2", "pvc", "pvc-no64"];
/// The targets programs are checked on in turn (indices into [`TARGETS`]): tgllp, pvc-no64,
/// dg2, pvc-no64, xehp, pvc. Without a 64-bit ALU, 32-byte GRFs (tgllp, dg2) and 64-byte ones
/// (pvc-no64 twice) get a third of the programs each; with one, xehp and pvc a sixth each.
const ROTATION: [usize; 6] = [0, 4, 2, 4, 1, 3];
const THREADS: u64 = 2;

/// Program `i`: its module, its target (an index into [`TARGETS`]) and whether it came from
/// the checker's generator.
fn program(i: u64) -> (Module, usize, bool) {
    let mut rng = Rng::new(i);
    let turns = ROTATION.len() as u64;
    let ours = (i / turns) % 4 != 3;
    let target = ROTATION[(i % turns) as usize];
    let m = if ours {
        random_program(&mut rng, &ProgramConfig::default())
    } else {
        // f64 arithmetic on every target: soft-f64 computes it where there is no fp64 ALU.
        random_module(&mut rng, &GenConfig::lowerable())
    };
    (m, target, ours)
}

/// What the generated programs contain, so the test cannot pass on programs that miss a
/// feature.
#[derive(Default)]
struct Coverage {
    gather_elems: BTreeSet<String>,
    scatter_elems: BTreeSet<String>,
    chans: BTreeSet<u8>,
    lanes: BTreeSet<u32>,
    image_dims: BTreeSet<usize>,
    masked_ops: u64,
    /// Programs with each control-flow shape, in `Shapes::list` order.
    shapes: [u64; 7],
    /// Programs for a target without fp64 that compute on f64 and were compared (soft-f64).
    soft_f64: u64,
}

/// True if `m` computes on f64 (what soft-f64 rewrites where there is no fp64 ALU).
fn has_f64_arithmetic(m: &Module) -> bool {
    m.functions.iter().any(|f| {
        f.inst_order().into_iter().any(|(_, i)| {
            let operand = match &f.inst(i).kind {
                InstKind::Fma { a, .. } => *a,
                InstKind::Binary { lhs, .. }
                | InstKind::Cmp { lhs, .. }
                | InstKind::FCmp { lhs, .. } => *lhs,
                _ => return false,
            };
            f.ty(operand).elem() == Some(ScalarType::F64)
        })
    })
}

/// The features whose rewrites depend on the GRF width, counted per target so that the test
/// shows (and asserts) that both widths get them in equal measure.
const FEATURES: [&str; 5] = [
    "i64 arithmetic",
    "f64 arithmetic",
    "64-bit memory data",
    "chan.pack/extract",
    "lane groups (> 16 lanes)",
];

/// The values whose value an effect (a scatter, a sink, a branch) depends on: the others are
/// dead code, which the pipeline removes before it rewrites anything.
fn observed(f: &memlower::ir::Function) -> Vec<bool> {
    let mut seen = vec![false; f.values.len()];
    let mut work = Vec::new();
    for (_, i) in f.inst_order() {
        if f.inst(i).kind.has_side_effects() {
            f.inst(i).kind.for_each_operand(|v| work.push(v));
        }
    }
    while let Some(v) = work.pop() {
        if std::mem::replace(&mut seen[v.index()], true) {
            continue;
        }
        if let Some(d) = f.def_inst(v) {
            f.inst(d).kind.for_each_operand(|o| work.push(o));
        }
    }
    seen
}

/// Which [`FEATURES`] a function has, counting only instructions whose result is observed (or
/// scatters): `i64` arithmetic (computed in 32-bit halves without int64), `f64` arithmetic and
/// conversions (soft-f64 without fp64), 64-bit data gathered or scattered (zipped to and from
/// dword pairs), channel packing and extraction, and vectors of more than 16 lanes
/// (split-groups cuts their ops into lane groups).
fn features(f: &memlower::ir::Function) -> [bool; 5] {
    let mut has = [false; 5];
    let elem = |v| f.ty(v).elem();
    let seen = observed(f);
    for (_, i) in f.inst_order() {
        let d = f.inst(i);
        let live = d
            .result
            .map_or(d.kind.has_side_effects(), |r| seen[r.index()]);
        if !live {
            continue;
        }
        match &d.kind {
            InstKind::Binary { lhs, .. } | InstKind::Cmp { lhs, .. } => {
                has[0] |= elem(*lhs) == Some(ScalarType::I64);
                has[1] |= elem(*lhs) == Some(ScalarType::F64);
            }
            InstKind::Fma { a, .. } => has[1] |= elem(*a) == Some(ScalarType::F64),
            InstKind::FCmp { lhs, .. } => has[1] |= elem(*lhs) == Some(ScalarType::F64),
            InstKind::Cast { op, x } if *op != memlower::ir::CastOp::Bitcast => {
                let to = d.result.and_then(elem);
                has[1] |= elem(*x) == Some(ScalarType::F64) || to == Some(ScalarType::F64);
            }
            InstKind::Gather { .. } | InstKind::Scatter { .. } => {
                let data = match &d.kind {
                    InstKind::Scatter { data, .. } => Some(*data),
                    _ => d.result,
                };
                has[2] |= data.and_then(elem).is_some_and(|e| e.bytes() == 8);
            }
            InstKind::ChanPack { .. } | InstKind::ChanExtract { .. } => has[3] = true,
            _ => {}
        }
        has[4] |= d.result.is_some_and(|r| f.ty(r).lanes().unwrap_or(1) > 16);
    }
    has
}

/// Per target and feature: the programs with a function that has the feature and compared at
/// least one trial, and the trials those functions compared.
#[derive(Default)]
struct FeatureCounts {
    programs: [u64; 5],
    trials: [u64; 5],
}

impl FeatureCounts {
    fn add(&mut self, m: &Module, report: &memlower_check::CheckReport) {
        let mut in_program = [false; 5];
        for (f, r) in m.functions.iter().zip(&report.functions) {
            if r.compared == 0 {
                continue;
            }
            for (k, has) in features(f).into_iter().enumerate() {
                if has {
                    in_program[k] = true;
                    self.trials[k] += u64::from(r.compared);
                }
            }
        }
        for (n, has) in self.programs.iter_mut().zip(in_program) {
            *n += u64::from(has);
        }
    }
}

impl Coverage {
    fn add(&mut self, m: &Module) {
        let s = m
            .functions
            .iter()
            .fold(Shapes::default(), |acc, f| acc.union(shapes(f)));
        for (c, (_, present)) in self.shapes.iter_mut().zip(s.list()) {
            *c += u64::from(present);
        }
        for f in &m.functions {
            for (_, i) in f.inst_order() {
                let d = f.inst(i);
                let data = match &d.kind {
                    InstKind::Gather { .. } | InstKind::ImageLoad { .. } => d.result,
                    InstKind::Scatter { data, .. } => Some(*data),
                    _ => None,
                };
                let Some(ty) = data.map(|v| f.ty(v)) else {
                    continue;
                };
                if let Type::Vec { lanes, chans, elem } = ty {
                    self.lanes.insert(lanes);
                    self.chans.insert(chans);
                    match &d.kind {
                        InstKind::Gather { .. } => {
                            self.gather_elems.insert(elem.to_string());
                        }
                        InstKind::Scatter { .. } => {
                            self.scatter_elems.insert(elem.to_string());
                        }
                        InstKind::ImageLoad { surface, .. } => {
                            if let SurfaceKind::Image { dim, .. } = m.surface(*surface).kind {
                                self.image_dims.insert(dim.coords());
                            }
                        }
                        _ => {}
                    }
                }
                if d.kind.mask().is_some() {
                    self.masked_ops += 1;
                }
            }
        }
    }
}

/// Every feature is checked on 32-byte and 64-byte GRFs in equal measure, among the targets
/// with a 64-bit ALU and among those without (where i64 and f64 are emulated): the programs of
/// the two widths within a fifth of the larger count (plus 10, for short runs).
fn assert_both_widths_alike(counts: &[FeatureCounts; TARGETS.len()]) {
    for alu in [false, true] {
        for (k, name) in FEATURES.iter().enumerate() {
            let mut by_width = [0u64; 2];
            for (t, c) in TARGETS.iter().zip(counts) {
                let t = Target::parse(t).expect("known target");
                if t.int64 == alu {
                    by_width[usize::from(t.grf_bytes == 64)] += c.programs[k];
                }
            }
            let [narrow, wide] = by_width;
            assert!(
                narrow.abs_diff(wide) <= narrow.max(wide) / 5 + 10,
                "{name} (64-bit ALU: {alu}): {narrow} programs on 32-byte GRFs, {wide} on \
                 64-byte ones"
            );
        }
    }
}

struct Shared {
    totals: CheckTotals,
    per_target: [CheckTotals; TARGETS.len()],
    features: [FeatureCounts; TARGETS.len()],
    coverage: Coverage,
    failures: Vec<String>,
}

#[test]
fn random_programs_agree_with_the_reference_on_every_target() {
    let programs: u64 = std::env::var("MEMLOWER_CHECK_PROGRAMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let shared = Mutex::new(Shared {
        totals: CheckTotals::default(),
        per_target: Default::default(),
        features: Default::default(),
        coverage: Coverage::default(),
        failures: Vec::new(),
    });
    let start = std::time::Instant::now();
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let shared = &shared;
            s.spawn(move || {
                let mut i = t;
                while i < programs {
                    let (m, k, _) = program(i);
                    let target_name = TARGETS[k];
                    let target = &Target::parse(target_name).expect("known target");
                    let opts = CheckOptions {
                        trials: 3,
                        seed: i,
                        ..CheckOptions::default()
                    };
                    let report = check_module(&m, target, &opts);
                    let totals = report.totals();
                    let mut failures = Vec::new();
                    if !totals.is_clean() {
                        let mut text =
                            format!("program {i} on {target_name}:\n{}", print_module(&m));
                        for f in &report.functions {
                            if let FunctionStatus::PipelineBug { error } = &f.status {
                                text.push_str(&format!("@{}: pipeline bug: {error}\n", f.name));
                            }
                            for e in &f.errors {
                                text.push_str(&format!("@{}: reference error: {e}\n", f.name));
                            }
                        }
                        for mm in report.mismatches() {
                            text.push_str(&mm.to_string());
                        }
                        failures.push(text);
                    }
                    let mut sh = shared.lock().expect("no thread panicked holding the lock");
                    sh.totals.add(&totals);
                    sh.per_target[k].add(&totals);
                    sh.features[k].add(&m, &report);
                    sh.coverage.add(&m);
                    if !target.fp64 && totals.compared > 0 && has_f64_arithmetic(&m) {
                        sh.coverage.soft_f64 += 1;
                    }
                    sh.failures.extend(failures);
                    drop(sh);
                    i += THREADS;
                }
            });
        }
    });
    let sh = shared
        .into_inner()
        .expect("no thread panicked holding the lock");
    eprintln!(
        "{programs} programs in {:.1?}: {}",
        start.elapsed(),
        sh.totals
    );
    for (t, totals) in TARGETS.iter().zip(&sh.per_target) {
        eprintln!("  {t}: {totals}");
    }
    for (k, name) in FEATURES.iter().enumerate() {
        let row: Vec<String> = TARGETS
            .iter()
            .zip(&sh.features)
            .map(|(t, c)| format!("{t} {} ({} trials)", c.programs[k], c.trials[k]))
            .collect();
        eprintln!("  programs with {name}: {}", row.join(", "));
    }
    // The run must have compared something real on every target.
    for (t, totals) in TARGETS.iter().zip(&sh.per_target) {
        assert!(
            totals.compared * 10 >= totals.trials * 7,
            "{t}: too few trials compared: {totals}"
        );
        assert!(
            totals.refused * 10 <= totals.functions,
            "{t}: too many refusals: {totals}"
        );
    }
    let c = &sh.coverage;
    let all: BTreeSet<String> = ScalarType::ALL.iter().map(|e| e.to_string()).collect();
    assert_eq!(c.gather_elems, all, "element types gathered");
    assert_eq!(c.scatter_elems, all, "element types scattered");
    assert_eq!(c.chans, (1..=4).collect(), "channel counts");
    assert_eq!(c.image_dims, (1..=3).collect(), "image dimensions");
    assert!(
        c.lanes.len() >= 40 && c.lanes.iter().any(|n| !n.is_power_of_two()),
        "lane counts: {:?}",
        c.lanes
    );
    assert!(
        c.masked_ops > programs,
        "masked memory ops: {}",
        c.masked_ops
    );
    // Every control-flow shape, in at least 1% of the programs (of 10 000: loops 3747, nested
    // loops 502, diamonds in loops 525, joins of 2+ parameters 3126, vectors or scalars
    // permuted through an edge 1043, masks permuted 653, join arguments reordered 205).
    for ((name, _), n) in Shapes::default().list().iter().zip(c.shapes) {
        eprintln!("  {n} programs with {name}");
        assert!(n * 100 >= programs, "{name}: {n} of {programs} programs");
    }
    // f64 arithmetic checked on the targets without fp64 (soft-f64), in at least 2% of all
    // programs.
    eprintln!(
        "  {} programs with f64 arithmetic on a target without fp64",
        c.soft_f64
    );
    assert!(
        c.soft_f64 * 50 >= programs,
        "f64 arithmetic without fp64: {} of {programs} programs",
        c.soft_f64
    );
    assert_both_widths_alike(&sh.features);
    let shown: Vec<&String> = sh.failures.iter().take(3).collect();
    assert!(
        sh.failures.is_empty(),
        "{} of {programs} programs failed; the first ones:\n{}",
        sh.failures.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
