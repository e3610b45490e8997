//! Every corpus file and every hand-written rules file (`tests/rules/*.ll`), imported, lowers
//! for every GPU target; every kernel is accepted by Intel's finalizer (GenX_IR); and the
//! differential checker (reference interpreter against the lowered messages) agrees on every
//! function. With tests/differential.rs this closes the chain
//! LLVM IR → memlower IR → vISA messages.

use memlower_check::genx;
use memlower_check::{check_module, CheckOptions, FunctionStatus};
use memlower_ir::ir::{ConstValue, InstKind};
use memlower_llvm::Context;
use memlower_passes::target::Target;

mod common;

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// Memory ops of an imported module: (all gathers and scatters, those with per-lane offsets that
/// are not a constant, the multi-channel ones and those with a lane stride of more than one
/// element: the accesses of interleaved groups).
fn memory_ops(m: &memlower_ir::Module) -> (usize, usize, usize) {
    let (mut all, mut indirect, mut grouped) = (0, 0, 0);
    for f in &m.functions {
        for (_, i) in f.inst_order() {
            let inst = f.inst(i);
            let (InstKind::Gather { addr, .. } | InstKind::Scatter { addr, .. }) = &inst.kind
            else {
                continue;
            };
            all += 1;
            let data = match &inst.kind {
                InstKind::Scatter { data, .. } => f.ty(*data),
                _ => f.ty(inst.result.expect("a gather has a result")),
            };
            match f.def_kind(addr.offsets) {
                Some(InstKind::Const {
                    value: ConstValue::Int(v),
                }) => {
                    let step = v.get(1).copied();
                    let elem = data.elem().map_or(0, |e| e.bytes() as i64);
                    if data.chans() > Some(1) || step.is_some_and(|s| s > elem) {
                        grouped += 1;
                    }
                }
                Some(InstKind::Const { .. }) => {}
                _ => indirect += 1,
            }
        }
    }
    (all, indirect, grouped)
}

/// A GenX_IR job: what it is, the platform, the vISA text.
type Job = (String, &'static str, String);

/// One corpus or rules file: imported, lowered for every target, each function checked alone.
/// Returns the GenX_IR jobs, the failures and the count of checker trials compared.
fn lower_and_check_file(
    path: &std::path::Path,
    contracts: &[memlower_llvm::contract::Contract],
) -> (Vec<Job>, Vec<String>, u64) {
    let mut jobs = Vec::new();
    let mut failures = Vec::new();
    let mut compared = 0;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let ctx = Context::new();
    let lm = ctx.read_file(path).unwrap_or_else(|e| panic!("{e}"));
    let counts = lm.memory_counts();
    let m = lm.import().unwrap_or_else(|e| panic!("{name}: {e}"));
    let (all, indirect, grouped) = memory_ops(&m);
    let rules = path.parent().is_some_and(|d| d.ends_with("rules"));
    // An interleaved group's wide access is one multi-channel op per run of up to four
    // members, and a memcpy or memset a loop of one to four ops, so only a module with
    // neither has one op per memory instruction.
    // An access through a pointer chosen between two arguments is one op per surface: a module
    // with pointer `select`s has one or two ops per memory instruction.
    let per_access = |n: usize| {
        if counts.pointer_selects == 0 {
            n..=n
        } else {
            n..=2 * n
        }
    };
    if grouped == 0 && counts.mem_intrinsics == 0 {
        assert!(
            per_access(counts.total()).contains(&all),
            "{name}: {all} gathers/scatters, not one per LLVM memory instruction ({counts:?})"
        );
    }
    if !rules {
        let expected = counts.masked_gathers
            + counts.masked_scatters
            + counts.compress_stores
            + counts.expand_loads;
        assert!(
            per_access(expected).contains(&indirect),
            "{name}: {indirect} per-lane-addressed ops, not one per masked gather/scatter, \
             compressstore and expandload ({counts:?})"
        );
    }
    if name.starts_with("groups")
        || name.starts_with("tsvc_groups")
        || rules && name.starts_with("shuffles")
    {
        assert!(grouped > 0, "{name}: no interleaved group imported as one");
    }
    for t in TARGETS {
        let target = Target::by_name(t).expect("target");
        let lowered = common::legalize_and_lower(&m, target, &name);
        for f in lowered.functions {
            jobs.push((
                format!("{name} @{} on {t}", f.name),
                target.platform,
                f.visa,
            ));
        }
        // The checker on each function alone, its integer arguments within its contract.
        for f in &m.functions {
            let mut one = m.clone();
            one.functions.retain(|g| g.name == f.name);
            let contract = contracts
                .iter()
                .find(|c| c.function == f.name)
                .unwrap_or_else(|| panic!("{name}: no contract for @{}", f.name));
            let args = contract
                .check_args()
                .iter()
                .map(|a| a.parse().expect("a contract range is a check constraint"))
                .collect();
            let report = check_module(
                &one,
                target,
                &CheckOptions {
                    trials: 20,
                    seed: 3,
                    args,
                    ..CheckOptions::default()
                },
            );
            for f in &report.functions {
                match &f.status {
                    FunctionStatus::Lowered => {}
                    FunctionStatus::PipelineBug { error } => {
                        failures.push(format!("{name} @{} on {t}: {error}", f.name))
                    }
                    FunctionStatus::Refused { reason } => {
                        failures.push(format!("{name} @{} on {t}: refused: {reason}", f.name))
                    }
                }
                failures.extend(
                    f.errors
                        .iter()
                        .map(|e| format!("{name} @{} on {t}: {e}", f.name)),
                );
            }
            failures.extend(report.mismatches().map(|mm| format!("{name}: {mm}")));
            let totals = report.totals();
            compared += totals.compared;
            if totals.compared == 0 {
                failures.push(format!("{name} @{} on {t}: nothing compared", f.name));
            }
        }
    }
    (jobs, failures, compared)
}

#[test]
fn the_corpus_imports_lowers_and_passes_the_finalizer_and_the_checker() {
    genx::ensure().unwrap_or_else(|e| panic!("{e}"));
    // Every form of every file (clang 14, 15, 16, 19 and opt 14), the files shared by two
    // threads (each with its own LLVM context, `common::on_two_threads`).
    let files: Vec<_> = common::corpus()
        .into_iter()
        .chain(common::rules())
        .collect();
    let mut jobs = Vec::new();
    let mut failures = Vec::new();
    let mut compared = 0;
    for (j, f, c) in common::on_two_threads(&files, |path, contracts| {
        lower_and_check_file(path, contracts)
    }) {
        jobs.extend(j);
        failures.extend(f);
        compared += c;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let results: Vec<_> = std::thread::scope(|s| {
        let half = jobs.len().div_ceil(2);
        let hs: Vec<_> = jobs
            .chunks(half)
            .map(|c| {
                s.spawn(move || {
                    c.iter()
                        .map(|(_, p, v)| genx::run(v, p).expect("GenX_IR runs"))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter()
            .flat_map(|h| h.join().expect("thread"))
            .collect()
    });
    let rejected: Vec<String> = jobs
        .iter()
        .zip(results)
        .filter(|(_, run)| !run.accepted())
        .map(|((what, _, visa), run)| {
            eprintln!("{what}:\n{visa}");
            format!("{what}: GenX_IR rejected it: {}", run.diagnosis())
        })
        .collect();
    assert!(rejected.is_empty(), "{}", rejected.join("\n"));
    eprintln!(
        "{} kernels accepted by GenX_IR; {compared} checker trials compared",
        jobs.len(),
    );
    // Every corpus function on every target, @gather_f64's `fmuladd` on doubles included on
    // the targets without fp64 (computed in 32-bit integer ops by soft-f64).
    assert!(jobs.len() >= 4 * 101, "{} kernels", jobs.len());
}
