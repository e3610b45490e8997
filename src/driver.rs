//! The `memlower` command line, as a library so tests can run it in-process.
//!
//! ```text
//!   args ──clap──▶ Cli { command: Command }
//!                    ├─ Parse(ParseArgs) ──▶ parse_cmd: read, parse, verify, print
//!                    ├─ Opt(OptArgs)     ──▶ opt_cmd:   read, parse, verify, PassManager, verify,
//!                    │                                  print (dumps and timing to stderr)
//!                    ├─ Lower(LowerArgs) ──▶ lower_cmd: read, parse, verify, legalise for the
//!                    │                                  target, verify_legal, lower, emit
//!                    └─ Targets          ──▶ the target table
//!   any DriverError ──▶ rendered with ir::diag::render to stderr, exit code 1
//! ```
//!
//! A new subcommand (`lower`, `targets`, `check`) is a variant of [`Command`] with its own
//! `Args` struct and one `*_cmd` function; reading input, rendering errors and writing output
//! are shared.
//!
//! Output discipline: the result (IR) goes to stdout or to `-o FILE`; everything else (IR dumps,
//! timing tables, diagnostics) goes to stderr. `-o FILE` is written only when the command
//! succeeds, through a temporary file in the same directory renamed over `FILE`, so a failed
//! run never creates, truncates or half-writes it.

use clap::{Args, Parser, Subcommand};
use memlower_ir::diag::{render, Located};
use memlower_ir::parse::{parse_module, ParseError};
use memlower_ir::print::print_module;
use memlower_ir::verify::{verify_module, VerifyError};
use memlower_ir::{Loc, Module};
use memlower_lowering::{lower_module, LowerError, LowerOptions};
use memlower_passes::legal::verify_legal;
use memlower_passes::manager::{Instrumentation, ManagerError, PassManager, PipelineError};
use memlower_passes::target::{Target, TargetError};
use memlower_passes::PassError;
use memlower_passes::{AnalysisManager, PassContext, Registry};
use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// `memlower`: legalise abstract gathers, scatters and image reads and lower them to Intel vISA
/// memory messages.
#[derive(Debug, Parser)]
#[command(name = "memlower", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse and verify a module, and print it in canonical form.
    Parse(ParseArgs),
    /// Run a pass pipeline over a module and print the result.
    Opt(OptArgs),
    /// Legalise a module for a target and lower it to vISA (or print the message IR / report).
    Lower(LowerArgs),
    /// Print the target table: GRF file, messages and their legal exec sizes per target.
    Targets,
    /// Check the lowering against the reference semantics on random inputs.
    Check(CheckArgs),
}

/// What `memlower lower` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// The vISA assembly kernels (what GenX_IR compiles).
    Visa,
    /// The message-level IR (messages, moves, payload variables, registers).
    Ir,
    /// Per source access: messages, exec sizes, blocks/channels, moves, GRFs, predicted sends.
    Report,
    /// The legalised abstract IR (after split-lanes, pick-blocks, pack-channels).
    Legal,
    /// Every stage: the canonical input, the legalised IR, the report and the vISA.
    All,
}

/// `memlower lower FILE --target T --emit visa|ir|report|legal`.
#[derive(Debug, Args)]
pub struct LowerArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE")]
    pub input: String,
    /// The target (overrides the module's `target "..."` line): tgllp, xehp, dg2, pvc, ...
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// What to print.
    #[arg(long, value_enum, default_value = "visa")]
    pub emit: Emit,
    /// The naive baseline lowering (a fresh variable per value, a copy per payload).
    #[arg(long)]
    pub naive: bool,
    /// Only this function (a `.visaasm` file holds one kernel for GenX_IR).
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Where the result goes.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Write the result to FILE (only if the command succeeds) instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// `memlower parse FILE`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE")]
    pub input: String,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// `memlower opt FILE -p PIPELINE`.
#[derive(Debug, Args)]
pub struct OptArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE", required_unless_present = "list_passes")]
    pub input: Option<String>,
    /// Passes to run, comma-separated (`canonicalize,dce`).
    #[arg(
        short = 'p',
        long = "passes",
        value_name = "PIPELINE",
        required_unless_present = "list_passes"
    )]
    pub passes: Option<String>,
    /// Print the IR after every pass (to stderr).
    #[arg(long)]
    pub print_after_all: bool,
    /// Print the IR after the pass NAME (to stderr); may be repeated.
    #[arg(long, value_name = "NAME")]
    pub print_after: Vec<String>,
    /// Run the verifier after every pass; a failure names the pass that broke the IR.
    #[arg(long)]
    pub verify_each: bool,
    /// Print the wall time of every pass (to stderr).
    #[arg(long)]
    pub time_passes: bool,
    /// The target to legalise for (overrides the module's `target "..."` line).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// List the available passes and exit.
    #[arg(long, exclusive = true)]
    pub list_passes: bool,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// `memlower check FILE --target T [--trials N] [--seed S]`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE")]
    pub input: String,
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

/// The standard streams of a run (the real ones in `main`, buffers in tests).
pub struct Io<'a> {
    /// Standard input (read when FILE is `-`).
    pub stdin: &'a mut dyn Read,
    /// Standard output: the result.
    pub stdout: &'a mut dyn Write,
    /// Standard error: diagnostics, IR dumps, timing tables.
    pub stderr: &'a mut dyn Write,
}

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The input could not be read.
    #[error("cannot read `{path}`: {error}")]
    Read {
        /// The path as given.
        path: String,
        /// Why.
        error: io::Error,
    },
    /// The output could not be written.
    #[error("cannot write `{path}`: {error}")]
    Write {
        /// The path as given (`<stdout>` for standard output).
        path: String,
        /// Why.
        error: io::Error,
    },
    /// The input does not parse.
    #[error(transparent)]
    Parse(ParseError),
    /// The input parses but breaks verifier rules.
    #[error("the input is not valid IR ({} error{})", .0.len(), plural(.0.len()))]
    Invalid(Vec<VerifyError>),
    /// The pipeline string (or `--print-after`) names unknown passes.
    #[error(transparent)]
    Pipeline(PipelineError),
    /// A pass failed, or `--verify-each` caught a pass breaking the IR.
    #[error(transparent)]
    Run(ManagerError),
    /// The IR is invalid after the whole pipeline (without `--verify-each`).
    #[error("the IR is invalid after the pipeline `{pipeline}` ({} error{})", .errors.len(), plural(.errors.len()))]
    BrokenOutput {
        /// The pipeline.
        pipeline: String,
        /// What the verifier found.
        errors: Vec<VerifyError>,
    },
    /// `--mutation` names no mutation.
    #[error("unknown mutation `{name}`")]
    UnknownMutation {
        /// The name as given.
        name: String,
        /// The known names.
        known: Vec<&'static str>,
    },
    /// `memlower check` found mismatches, pipeline bugs or reference errors.
    #[error("the check failed: {summary}")]
    CheckFailed {
        /// The summary line.
        summary: String,
    },
    /// `lower` needs a target and neither `--target` nor a `target` line gives one.
    #[error("no target: give --target or a `target \"...\"` line in the module")]
    NoTarget,
    /// The legalised module is not in legal form (a legaliser bug, reported, never lowered).
    #[error("the legalised module is not in legal form for {target} ({} error{})", .errors.len(), plural(.errors.len()))]
    NotLegal {
        /// Target name.
        target: String,
        /// What `verify_legal` found.
        errors: Vec<PassError>,
    },
    /// Lowering failed.
    #[error(transparent)]
    Lower(LowerError),
    /// `--function` names no function of the module.
    #[error("no function `@{0}` in the module")]
    NoFunction(String),
    /// `--target` or the module's `target` line names no known target, or an extension the
    /// target does not offer.
    #[error(transparent)]
    Target(TargetError),
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl Located for DriverError {
    fn loc(&self) -> Loc {
        match self {
            DriverError::Parse(e) => e.loc(),
            DriverError::Pipeline(e) => e.loc(),
            DriverError::Run(e) => e.loc(),
            DriverError::Lower(e) => e.loc(),
            DriverError::NotLegal { errors, .. } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            _ => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            DriverError::Parse(e) => e.expected(),
            DriverError::Pipeline(e) => e.expected(),
            DriverError::Run(e) => e.expected(),
            DriverError::BrokenOutput { .. } => {
                Some("valid IR from every pass (run with --verify-each to find the pass)".into())
            }
            DriverError::UnknownMutation { known, .. } => {
                Some(format!("one of: {}", known.join(", ")))
            }
            DriverError::Target(e) => Some(e.expected()),
            DriverError::CheckFailed { .. } => {
                Some("kernels that agree with the reference semantics on every input".into())
            }
            DriverError::Lower(e) => e.expected(),
            DriverError::NotLegal { errors, .. } => errors.first().and_then(|e| e.expected()),
            DriverError::NoTarget => Some(format!("one of: {}", Target::names().join(", "))),
            DriverError::NoFunction(_) => Some("the name of a function of the module".into()),
            DriverError::Read { .. } | DriverError::Write { .. } | DriverError::Invalid(_) => None,
        }
    }
}

/// The text being compiled, for diagnostics.
struct Input {
    /// `examples/k.mir`, or `<stdin>`.
    name: String,
    text: String,
}

/// Renders an error with everything that helps: the source line for errors in the input, the
/// pipeline string for pipeline errors, every verifier error for invalid IR.
fn render_error(err: &DriverError, inputs: &Inputs) -> String {
    let (file, source) = match &inputs.input {
        Some(i) => (i.name.as_str(), i.text.as_str()),
        None => ("<command line>", ""),
    };
    let verify_errors = match err {
        DriverError::Invalid(errors)
        | DriverError::BrokenOutput { errors, .. }
        | DriverError::Run(ManagerError::BrokenIr { errors, .. }) => errors.as_slice(),
        _ => &[],
    };
    let mut out = match err {
        DriverError::Pipeline(e) if e.loc().is_known() => {
            render(err, "<pipeline>", inputs.pipeline.as_deref().unwrap_or(""))
        }
        DriverError::Pipeline(_)
        | DriverError::Target(_)
        | DriverError::NoTarget
        | DriverError::NoFunction(_)
        | DriverError::UnknownMutation { .. } => render(err, "<command line>", ""),
        DriverError::Read { .. } | DriverError::Write { .. } | DriverError::CheckFailed { .. } => {
            format!("error: {err}\n")
        }
        // The verifier's errors say it all.
        DriverError::Invalid(errors) if !errors.is_empty() => String::new(),
        _ => render(err, file, source),
    };
    for e in verify_errors {
        out.push_str(&render(e, file, source));
    }
    out
}

/// Runs the command line `args` (including the program name) with the given streams and
/// returns the exit code: 0 on success, 1 when the command fails, 2 for usage errors.
pub fn run<I, T>(args: I, io: &mut Io) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            let stream: &mut dyn Write = if e.use_stderr() {
                &mut *io.stderr
            } else {
                &mut *io.stdout
            };
            let _ = stream.write_all(text.as_bytes());
            return e.exit_code();
        }
    };
    let mut inputs = Inputs::default();
    let result = match &cli.command {
        Command::Parse(args) => parse_cmd(args, io, &mut inputs),
        Command::Opt(args) => opt_cmd(args, io, &mut inputs),
        Command::Check(args) => check_cmd(args, io, &mut inputs),
        Command::Lower(args) => lower_cmd(args, io, &mut inputs),
        Command::Targets => write_output(
            &OutputArgs { output: None },
            &memlower_passes::target::targets_table(),
            io,
        ),
    };
    match result {
        Ok(()) => 0,
        Err(err) => {
            let _ = io.stderr.write_all(render_error(&err, &inputs).as_bytes());
            let _ = io.stderr.flush();
            1
        }
    }
}

/// What a command read, kept for rendering its errors against.
#[derive(Default)]
struct Inputs {
    input: Option<Input>,
    pipeline: Option<String>,
}

/// `memlower parse FILE`: parse, verify, print.
fn parse_cmd(args: &ParseArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let m = load(&args.input, io, inputs)?;
    write_output(&args.out, &print_module(&m), io)
}

/// `memlower opt FILE -p PIPELINE`: parse, verify, run the pipeline, verify, print.
fn opt_cmd(args: &OptArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let registry = Registry::builtin();
    if args.list_passes {
        let text = format!("Available passes:\n{}", registry.listing());
        return write_output(&args.out, &text, io);
    }
    let (Some(input), Some(pipeline)) = (&args.input, &args.passes) else {
        // clap enforces both unless --list-passes; this is only reached through a hand-made
        // `OptArgs`.
        return Err(DriverError::Pipeline(PipelineError::EmptyEntry {
            loc: Loc::new(1, 1),
            known: registry.names(),
        }));
    };
    inputs.pipeline = Some(pipeline.clone());
    let instrumentation = Instrumentation {
        print_after_all: args.print_after_all,
        print_after: args.print_after.clone(),
        verify_each: args.verify_each,
        time_passes: args.time_passes,
    };
    let mut pm = PassManager::from_pipeline(pipeline, &registry, instrumentation)
        .map_err(DriverError::Pipeline)?;
    let mut m = load(input, io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?;
    let cx = PassContext {
        target: target.as_ref(),
    };
    let mut am = AnalysisManager::new();
    let run = pm.run(&mut m, &mut am, &cx, &mut *io.stderr);
    let report = run.map_err(DriverError::Run)?;
    if let Some(input) = &inputs.input {
        for w in &report.warnings {
            let _ = io
                .stderr
                .write_all(render(w, &input.name, &input.text).as_bytes());
        }
    }
    let _ = io.stderr.flush();
    verify_module(&m).map_err(|errors| DriverError::BrokenOutput {
        pipeline: pipeline.clone(),
        errors,
    })?;
    write_output(&args.out, &print_module(&m), io)
}

/// `memlower check FILE`: parse, verify, then per function legalise, lower, and compare the
/// kernels with the reference interpreter on random inputs
/// (`memlower_lowering::check::check_module`). Prints a line per function, every mismatch
/// (shrunk), and a summary line; fails if anything mismatched or the pipeline broke.
fn check_cmd(args: &CheckArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    use memlower_lowering::check::mutation::Mutation;
    use memlower_lowering::check::{check_module, CheckOptions, FunctionStatus};
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
    let m = load(&args.input, io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    let opts = CheckOptions {
        trials: args.trials,
        seed: args.seed,
        mutation,
        ..CheckOptions::default()
    };
    let report = check_module(&m, &target, &opts);
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
        let reduced = memlower_lowering::check::reduce_mismatch(
            &m,
            &mm.function,
            &target,
            &opts,
            mm.trial_seed,
            500,
        );
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
    text.push_str(&format!(
        "check {} on {}: {totals}\n",
        args.input,
        target.spec()
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

/// `memlower lower FILE --target T --emit ...`: parse, verify, legalise (the registered
/// `split-lanes,pick-blocks,pack-channels` pipeline), check legal form, lower, print.
fn lower_cmd(args: &LowerArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let mut m = load(&args.input, io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    let mut text = String::new();
    if let Some(name) = &args.function {
        if m.function(name).is_none() {
            return Err(DriverError::NoFunction(name.clone()));
        }
        m.functions.retain(|f| &f.name == name);
    }
    let input_module = m.clone();
    let mut pm = PassManager::from_pipeline(
        memlower_passes::legalize::PIPELINE,
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .map_err(DriverError::Pipeline)?;
    let cx = PassContext {
        target: Some(&target),
    };
    pm.run(&mut m, &mut AnalysisManager::new(), &cx, &mut *io.stderr)
        .map_err(DriverError::Run)?;
    verify_legal(&m, &target).map_err(|errors| DriverError::NotLegal {
        target: target.spec(),
        errors,
    })?;
    if args.emit == Emit::All {
        text.push_str(&format!(
            "; ===== input, canonical =====\n{}",
            print_module(&input_module)
        ));
        text.push_str(&format!(
            "\n; ===== legalised for {} ({}) =====\n{}",
            target.spec(),
            memlower_passes::legalize::PIPELINE,
            print_module(&m)
        ));
    }
    if args.emit == Emit::Legal {
        return write_output(&args.out, &print_module(&m), io);
    }
    let opts = LowerOptions {
        naive: args.naive,
        // The naive baseline costs a second lowering: only when the report is printed.
        baseline: matches!(args.emit, Emit::Report | Emit::All),
    };
    let lowered = lower_module(&m, &target, &opts).map_err(DriverError::Lower)?;
    for (i, f) in lowered.functions.iter().enumerate() {
        if i > 0 || args.emit == Emit::All {
            text.push('\n');
        }
        match args.emit {
            Emit::Visa => text.push_str(&f.visa),
            Emit::Ir => text.push_str(&f.mir.to_string()),
            Emit::Report => text.push_str(&f.report.to_string()),
            Emit::All => {
                text.push_str(&format!("; ===== report, @{} =====\n{}", f.name, f.report));
                text.push_str(&format!("\n// ===== vISA, @{} =====\n{}", f.name, f.visa));
            }
            Emit::Legal => {}
        }
        if !text.ends_with('\n') {
            text.push('\n');
        }
    }
    write_output(&args.out, &text, io)
}

/// Looks a target up in the target table; `name+ext+...` enables extensions
/// (`pvc+typed-simd16`, see `memlower targets`).
fn resolve_target(name: Option<&str>) -> Result<Option<Target>, DriverError> {
    let Some(name) = name else { return Ok(None) };
    Target::parse(name).map(Some).map_err(DriverError::Target)
}

/// Reads, parses and verifies the input (`-` is stdin).
fn load(path: &str, io: &mut Io, inputs: &mut Inputs) -> Result<Module, DriverError> {
    let read_err = |error| DriverError::Read {
        path: path.to_string(),
        error,
    };
    let (name, text) = if path == "-" {
        let mut text = String::new();
        io.stdin.read_to_string(&mut text).map_err(read_err)?;
        ("<stdin>".to_string(), text)
    } else {
        (
            path.to_string(),
            fs::read_to_string(path).map_err(read_err)?,
        )
    };
    let input = inputs.input.insert(Input { name, text });
    let m = parse_module(&input.text).map_err(DriverError::Parse)?;
    verify_module(&m).map_err(DriverError::Invalid)?;
    Ok(m)
}

/// Writes the result to stdout, or atomically to `-o FILE` (`-o -` is stdout).
fn write_output(out: &OutputArgs, text: &str, io: &mut Io) -> Result<(), DriverError> {
    match &out.output {
        Some(path) if path.as_os_str() != "-" => {
            write_atomically(path, text).map_err(|error| DriverError::Write {
                path: path.display().to_string(),
                error,
            })
        }
        _ => io
            .stdout
            .write_all(text.as_bytes())
            .and_then(|()| io.stdout.flush())
            .map_err(|error| DriverError::Write {
                path: "<stdout>".into(),
                error,
            }),
    }
}

/// Writes `text` to a temporary file next to `path` and renames it over `path`, so `path` is
/// either untouched or complete. The temporary file is removed if anything fails.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let Some(file_name) = path.file_name() else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the output path names no file",
        ));
    };
    let tmp = dir.join(format!(
        ".{}.{}.memlower-tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}
