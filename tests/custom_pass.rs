//! A custom parameterised pass, registered from outside the crates, run through
//! `memlower::compile_with`, a `Session` and `check`; and the built-in `split-lanes<max-exec=N>`
//! from the command line. Parameters are written as LLVM's new pass manager writes them.

use memlower::ir::parse::parse_module;
use memlower::lowering::session::{default_pipeline, Session, SessionOptions};
use memlower::passes::legalize::SplitLanesWithin;
use memlower::passes::manager::PipelineError;
use memlower::passes::registry::{PassParams, Registry};
use memlower::passes::target::Target;
use memlower::passes::{ForEachFunction, Pass, PassManager};
use memlower::{compile_with, Options};
use memlower_check::{check_module_with, CheckOptions};
use std::process::Command;

const COPY: &str = include_str!("../examples/copy_f32.mir");

/// The built-in passes and the experiment's own: `narrow-split<lanes=N>`, the legaliser's lane
/// split with messages of at most N lanes (N from 1 to 16; 8 if not given).
fn registry() -> Registry {
    let mut r = Registry::builtin();
    r.register_with_params(
        "narrow-split",
        "split memory ops into messages of at most `lanes` lanes (an experiment)",
        |p: &PassParams| {
            p.only(&["lanes"])?;
            let lanes = p.u32("lanes")?.unwrap_or(8);
            if !(1..=16).contains(&lanes) {
                return Err(format!("`lanes` is 1 to 16, not {lanes}"));
            }
            Ok(Box::new(ForEachFunction(SplitLanesWithin { max_exec: lanes })) as Box<dyn Pass>)
        },
    );
    r
}

/// The legalisation pipeline with the custom split in place of `split-lanes`.
fn pipeline(lanes: u32) -> String {
    let p = default_pipeline().replace("split-lanes", &format!("narrow-split<lanes={lanes}>"));
    assert_ne!(p, default_pipeline(), "the pipeline has split-lanes");
    p
}

/// The exec sizes of the messages in vISA text (`gather_scaled.4 (M1_NM, 16) ...`).
fn message_exec_sizes(visa: &str) -> Vec<u32> {
    visa.lines()
        .filter(|l| l.contains("_scaled") || l.contains("qw_scatter") || l.contains("_typed"))
        .filter_map(|l| {
            let inside = l.split('(').nth(1)?.split(')').next()?;
            inside.split(',').nth(1)?.trim().parse().ok()
        })
        .collect()
}

#[test]
fn a_custom_parameterised_pass_runs_through_compile_session_and_check() {
    let m = parse_module(COPY).expect("parses");
    let target = Target::parse("dg2").expect("known target");
    let reg = registry();
    // The default pipeline: one 16-lane message each way.
    let default = memlower::compile(&m, &target, &Options::default()).expect("compiles");
    assert_eq!(message_exec_sizes(&default.kernels[0].visa), [16, 16]);
    // The experiment: messages of 8 lanes, twice as many.
    let narrow = compile_with(&m, &target, &Options::default(), &pipeline(8), &reg)
        .expect("compiles with the custom pass");
    let sizes = message_exec_sizes(&narrow.kernels[0].visa);
    assert_eq!(sizes, [8, 8, 8, 8], "{}", narrow.kernels[0].visa);
    // The same through a session the caller builds.
    let mut opts = SessionOptions::new(target.clone());
    opts.pipeline = pipeline(8);
    let mut session = Session::with_registry(opts, &reg).expect("the pipeline is known");
    let mut legal = m.clone();
    session
        .legalise(&mut legal, false, &mut std::io::sink())
        .expect("legalises");
    let lowered = session.lower(&legal).expect("lowers");
    assert_eq!(lowered.functions[0].visa, narrow.kernels[0].visa);
    // And checked: the custom pipeline's kernels agree with the reference semantics.
    let check = CheckOptions {
        trials: 20,
        pipeline: Some(pipeline(4)),
        ..CheckOptions::default()
    };
    let report = check_module_with(&m, &target, &check, &reg);
    let totals = report.totals();
    assert!(totals.is_clean() && totals.compared > 0, "{totals}");
}

#[test]
fn wrong_parameters_are_errors_at_their_column() {
    let reg = registry();
    let err = |p: &str| match PassManager::from_pipeline(p, &reg, Default::default()) {
        Ok(_) => panic!("`{p}` was accepted"),
        Err(e) => e,
    };
    match err("dce,narrow-split<lanes=x>") {
        PipelineError::BadParams { loc, name, why } => {
            assert_eq!((loc.line, loc.col), (1, 5));
            assert_eq!(name, "narrow-split");
            assert!(why.contains("unsigned integer"), "{why}");
        }
        e => panic!("{e}"),
    }
    match err("narrow-split<lanes=32>") {
        PipelineError::BadParams { why, .. } => assert!(why.contains("1 to 16"), "{why}"),
        e => panic!("{e}"),
    }
    match err("split-lanes<bogus=1>") {
        PipelineError::BadParams { why, .. } => assert!(why.contains("max-exec"), "{why}"),
        e => panic!("{e}"),
    }
    match err("dce<x=1>") {
        PipelineError::BadParams { why, .. } => assert!(why.contains("no parameters"), "{why}"),
        e => panic!("{e}"),
    }
    match err("split-lanes<max-exec=8") {
        PipelineError::BadParams { why, .. } => assert!(why.contains("`>`"), "{why}"),
        e => panic!("{e}"),
    }
    assert!(PassParams::parse("a=1;;b").is_err());
}

#[test]
fn the_command_line_takes_a_built_in_pass_with_parameters() {
    let pipeline = default_pipeline().replace("split-lanes", "split-lanes<max-exec=8>");
    let out = Command::new(env!("CARGO_BIN_EXE_memlower"))
        .args(["lower", "examples/copy_f32.mir", "--target", "dg2", "-p"])
        .arg(&pipeline)
        .output()
        .expect("runs");
    let visa = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(message_exec_sizes(&visa), [8, 8, 8, 8], "{visa}");
}

/// A user's pass that breaks the IR: it drops the first instruction of every function, whose
/// result is read later. `check` reports a pipeline bug and names the pass (it runs the
/// pipeline again with the verifier after every pass to find it).
#[derive(Clone, Copy, Debug, Default)]
struct DropFirst;

impl memlower::passes::FunctionPass for DropFirst {
    fn name(&self) -> &'static str {
        "drop-first"
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[memlower::ir::Surface],
        f: &mut memlower::ir::Function,
        _am: &mut memlower::passes::AnalysisManager,
        _cx: &memlower::passes::PassContext,
    ) -> Result<bool, memlower::passes::PassError> {
        let Some(b) = f.entry() else { return Ok(false) };
        Ok(!f.block_mut(b).insts.is_empty() && {
            f.block_mut(b).insts.remove(0);
            true
        })
    }
}

#[test]
fn check_names_the_users_pass_that_breaks_the_ir() {
    let m = parse_module(COPY).expect("parses");
    let target = Target::parse("dg2").expect("known target");
    let mut reg = Registry::builtin();
    reg.register(
        "drop-first",
        "drops each function's first instruction (a bug)",
        || Box::new(ForEachFunction(DropFirst)),
    );
    let check = CheckOptions {
        trials: 2,
        pipeline: Some(format!("{},drop-first", default_pipeline())),
        ..CheckOptions::default()
    };
    let report = check_module_with(&m, &target, &check, &reg);
    assert!(report.totals().pipeline_bugs > 0, "{}", report.totals());
    let text = format!("{:?}", report.functions);
    assert!(text.contains("pass `drop-first` broke it"), "{text}");
}
