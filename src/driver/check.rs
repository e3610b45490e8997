//! `memlower check FILE`: parse, verify, then per function legalise, lower, and compare the
//! kernels with the reference interpreter on random inputs
//! (`memlower_check::check_module`). Prints a line per function, every mismatch
//! (shrunk), what was not checked, and a summary line. It fails if anything mismatched or the
//! pipeline broke, and also if the check proves nothing about some function (refused, or every
//! trial skipped) or about anything (no function): a check never passes vacuously.

use super::args::{InputArgs, OutputArgs};
use super::check_args;
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::io::Io;
use super::lower::select_functions;
use super::output::write_output;
use super::targets::resolve_target;
use clap::Args;
use memlower_check::{check_module, reduce_mismatch, CheckOptions, FunctionStatus};
use memlower_ir::print::print_module;
use memlower_lowering::session::{Session, SessionOptions};

/// `memlower check FILE --target T [--trials N] [--seed S]`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Input.
    #[command(flatten)]
    pub input: InputArgs,
    /// The target to lower for (overrides the module's `target "..."` line).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// Random inputs per function.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub trials: u32,
    /// Seed of the first trial; trial t uses seed S + t, so `--seed <trial seed> --trials 1`
    /// replays one trial.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Lower with a deliberate bug (`drop-predicate`, `mask-offset`, ...), to see the checker
    /// catch it. For testing the checker only: test builds (the `mutations` feature) have it.
    #[cfg(feature = "mutations")]
    #[arg(long, value_name = "NAME", hide = true)]
    pub mutation: Option<String>,
    /// On a mismatch, also print the smallest program that still fails (the function alone,
    /// with only the instructions, blocks, parameters and surfaces the failure needs).
    #[arg(long)]
    pub reduce: bool,
    /// Only this function (`k` or `@k`); of LLVM input only this function is imported.
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// The values a parameter takes: `n=0..64` (integers, end excluded), `n=1..=8`, `n=3`,
    /// `x=0.0..1.0`, `m=all`, `m=none`, `m=any`; may be repeated. The module can say the same
    /// in a comment line `; check-arg: n=0..64`. The parameter is named, or given by position
    /// (`3=0..64`: the fourth argument, from 0) or, for LLVM input, by its printed name
    /// (`%3=0..64`); a constraint that names no parameter is an error.
    #[arg(long = "arg", value_name = "NAME=VALUES")]
    pub args: Vec<String>,
    /// The legalisation pipeline to check (passes separated by commas; default: the one
    /// `lower` runs). Its result must be in legal form.
    #[arg(short = 'p', long = "passes", value_name = "PIPELINE")]
    pub passes: Option<String>,
    /// The kernel ABI to lower for; the host binds the surfaces and fills the lane-id input
    /// as it says.
    #[command(flatten)]
    pub abi: super::args::AbiArgs,
    /// Print what the passes and the lowering counted over the functions checked (to stderr,
    /// in LLVM's `-stats` layout).
    #[arg(long)]
    pub stats: bool,
}

/// What the pipeline and the lowering count on the functions of `m` (`check --stats`): each
/// function compiled alone through a session with the checked pipeline, as the checker
/// compiles it. A function that does not compile (refused, or a pipeline bug: the check
/// reports it) counts nothing.
fn counters(
    m: &memlower_ir::Module,
    target: &memlower_passes::target::Target,
    pipeline: Option<&str>,
) -> Result<memlower_passes::Counters, DriverError> {
    let mut opts = SessionOptions::new(target.clone());
    if let Some(p) = pipeline {
        opts.pipeline = p.to_string();
    }
    opts.lower.report = false;
    opts.lower.visa = false;
    opts.keep_legal = false;
    let mut session = Session::new(opts)?;
    for f in &m.functions {
        let mut one = m.clone();
        one.functions.retain(|g| g.name == f.name);
        let before = session.stats.counters.clone();
        if session.compile_function(&mut one, false).is_err() {
            session.stats.counters = before;
        }
    }
    Ok(session.stats.counters)
}

/// Every function checked alone, with its constraints ([`check_args::per_function`]): for LLVM
/// input its argument contract's integer ranges (`;@ contract` lines, or the `//@ contract`
/// lines of the C source next to it), then `; check-arg:` lines and `--arg`s, which win. A trip
/// count the C code bounds is drawn from its bounds, not at random.
fn check_each(
    m: &memlower_ir::Module,
    target: &memlower_passes::target::Target,
    opts: &CheckOptions,
    written: &[check_args::Written],
    path: &str,
    inputs: &Inputs,
) -> Result<memlower_check::CheckReport, DriverError> {
    let contracts = match (&inputs.llvm, &inputs.input) {
        (Some(_), Some(input)) => {
            let file = (path != "-").then(|| std::path::Path::new(path));
            memlower_llvm::contract::contracts_for_text(&input.text, file).map_err(|error| {
                DriverError::Contract {
                    path: path.to_string(),
                    error,
                }
            })?
        }
        _ => Vec::new(),
    };
    let per_function =
        check_args::per_function(m, inputs.llvm.as_deref(), &contracts, written, path)?;
    let mut report = memlower_check::CheckReport {
        target: target.name.to_string(),
        functions: Vec::new(),
    };
    for (f, args) in m.functions.iter().zip(per_function) {
        let mut one = m.clone();
        one.functions.retain(|g| g.name == f.name);
        let o = CheckOptions {
            args,
            ..opts.clone()
        };
        report
            .functions
            .extend(check_module(&one, target, &o).functions);
    }
    Ok(report)
}

/// The planted bug `--mutation` names (test builds only).
#[cfg(feature = "mutations")]
fn planted_bug(
    name: Option<&str>,
) -> Result<Option<memlower_check::mutation::Mutation>, DriverError> {
    use memlower_check::mutation::Mutation;
    let Some(name) = name else { return Ok(None) };
    let m = Mutation::from_name(name).ok_or_else(|| DriverError::UnknownMutation {
        name: name.to_string(),
        known: Mutation::ALL.iter().map(|m| m.name()).collect(),
    })?;
    Ok(Some(m))
}

/// Checks every function and prints the verdict.
pub(super) fn run(args: &CheckArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    #[cfg(feature = "mutations")]
    let mutation = planted_bug(args.mutation.as_deref())?;
    if let Some(p) = &args.passes {
        // An unknown pass is an error before the input is read, as for `lower` and `opt`.
        inputs.pipeline = Some(p.clone());
        Session::new(SessionOptions {
            pipeline: p.clone(),
            ..SessionOptions::default()
        })?;
    }
    let mut m = read_module(&args.input, args.function.as_deref(), io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    select_functions(&mut m, args.function.as_deref(), "check")?;
    let source = inputs.input.as_ref().map_or("", |i| i.text.as_str());
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let written = check_args::written(source, &args.args)?;
    let opts = CheckOptions {
        trials: args.trials,
        seed: args.seed,
        #[cfg(feature = "mutations")]
        mutation,
        pipeline: args.passes.clone(),
        surfaces: args.abi.surfaces.abi(),
        lane_id: args.abi.lane_id.abi(),
        ..CheckOptions::default()
    };
    let report = check_each(&m, &target, &opts, &written, &args.input.input, inputs)?;
    let mut text = String::new();
    for f in &report.functions {
        let line = match &f.status {
            FunctionStatus::Lowered => format!(
                "@{}: {} trials, {} compared, {} skipped (UB), {} skipped (step limit), {} mismatch{}",
                f.name,
                f.trials,
                f.compared,
                f.skipped_ub,
                f.skipped_limit,
                f.mismatches.len(),
                if f.mismatches.len() == 1 { "" } else { "es" },
            ),
            FunctionStatus::Refused { reason } => format!("@{}: refused: {reason}", f.name),
            FunctionStatus::PipelineBug { error } => format!("@{}: pipeline bug: {error}", f.name),
        };
        text.push_str(&line);
        text.push('\n');
        if let Some(ub) = &f.first_ub {
            text.push_str(&format!("  first skipped (UB): {ub}\n"));
        }
        for e in &f.errors {
            text.push_str(&format!("  reference error: {e}\n"));
        }
    }
    for mm in report.mismatches() {
        text.push_str(&mm.to_string());
    }
    if let Some(mm) = report.mismatches().next().filter(|_| args.reduce) {
        let reduced = reduce_mismatch(&m, &mm.function, &target, &opts, mm.trial_seed, 500);
        if let Some(r) = reduced {
            text.push_str(&format!(
                "reduced program (fails with --target {} --seed {}):\n{}",
                target.spec(),
                mm.trial_seed,
                print_module(&r)
            ));
        }
    }
    let totals = report.totals();
    let gaps = report.gaps();
    for gap in &gaps {
        text.push_str(&format!("not checked: {gap}\n"));
    }
    text.push_str(&format!(
        "check {} on {}: {totals}\n",
        args.input.input,
        target.spec()
    ));
    let out = OutputArgs { output: None };
    write_output(&out, &text, io)?;
    if args.stats {
        let table = counters(&m, &target, args.passes.as_deref())?.table();
        let _ = io.stderr.write_all(table.as_bytes());
    }
    if !totals.is_clean() {
        return Err(DriverError::CheckFailed {
            summary: totals.to_string(),
        });
    }
    if !gaps.is_empty() {
        return Err(DriverError::CheckIncomplete {
            gaps: gaps.iter().map(|g| g.to_string()).collect(),
        });
    }
    Ok(())
}
