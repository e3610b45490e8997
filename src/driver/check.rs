//! `memlower check FILE`: parse, verify, then per function legalise, lower, and compare the
//! kernels with the reference interpreter on random inputs
//! (`memlower_lowering::check::check_module`). Prints a line per function, every mismatch
//! (shrunk), and a summary line; fails if anything mismatched or the pipeline broke.

use super::args::{InputArgs, OutputArgs};
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::output::write_output;
use super::targets::resolve_target;
use super::Io;
use clap::Args;
use memlower_ir::print::print_module;
use memlower_lowering::check::mutation::Mutation;
use memlower_lowering::check::{check_module, reduce_mismatch, CheckOptions, FunctionStatus};

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
    /// catch it. For testing the checker only.
    #[arg(long, value_name = "NAME", hide = true)]
    pub mutation: Option<String>,
    /// On a mismatch, also print the smallest program that still fails (the function alone,
    /// with only the instructions, blocks, parameters and surfaces the failure needs).
    #[arg(long)]
    pub reduce: bool,
}

/// Checks every function and prints the verdict.
pub(super) fn run(args: &CheckArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let mutation = match &args.mutation {
        None => None,
        Some(name) => {
            Some(
                Mutation::from_name(name).ok_or_else(|| DriverError::UnknownMutation {
                    name: name.clone(),
                    known: Mutation::ALL.iter().map(|m| m.name()).collect(),
                })?,
            )
        }
    };
    let m = read_module(&args.input.input, io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    let opts = CheckOptions {
        trials: args.trials,
        seed: args.seed,
        mutation,
        ..CheckOptions::default()
    };
    let report = check_module(&m, target, &opts);
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
        let reduced = reduce_mismatch(&m, &mm.function, target, &opts, mm.trial_seed, 500);
        if let Some(r) = reduced {
            text.push_str(&format!(
                "reduced program (fails with --target {} --seed {}):\n{}",
                target.name,
                mm.trial_seed,
                print_module(&r)
            ));
        }
    }
    let totals = report.totals();
    text.push_str(&format!(
        "check {} on {}: {totals}\n",
        args.input.input, target.name
    ));
    let out = OutputArgs { output: None };
    write_output(&out, &text, io)?;
    if totals.is_clean() {
        Ok(())
    } else {
        Err(DriverError::CheckFailed {
            summary: totals.to_string(),
        })
    }
}
