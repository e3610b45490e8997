//! What `memlower lower` takes ([`LowerArgs`]) and prints of each kernel: the arguments and the
//! per-kernel text, shared by the whole-module path (`lower.rs`) and the streamed one
//! (`stream.rs`), so neither imports the other.

use super::args::{AbiArgs, InputArgs, OutputArgs, PipelineArgs};
use clap::Args;
use memlower_lowering::LoweredFunction;

/// What `memlower lower` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// The vISA assembly kernels (what GenX_IR compiles).
    Visa,
    /// The message-level IR (messages, moves, payload variables, registers).
    Ir,
    /// Per source access: messages, exec sizes, blocks/channels, moves, GRFs, predicted sends.
    Report,
    /// The report as JSON, in the versioned schema of `docs/report.schema.json`.
    ReportJson,
    /// The legalised abstract IR (after the session's default pipeline).
    Legal,
    /// Every stage: the canonical input, the legalised IR, the report and the vISA.
    All,
}

impl Emit {
    pub(super) fn name(self) -> &'static str {
        match self {
            Emit::Visa => "visa",
            Emit::Ir => "ir",
            Emit::Report => "report",
            Emit::ReportJson => "report-json",
            Emit::Legal => "legal",
            Emit::All => "all",
        }
    }
}

/// `memlower lower [FILE] --target T --emit visa|ir|report|legal|all`.
#[derive(Debug, Args)]
pub struct LowerArgs {
    /// Input.
    #[command(flatten)]
    pub input: InputArgs,
    /// The target (overrides the module's `target "..."` line): tgllp, xehp, dg2, pvc, ...
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// What to print.
    #[arg(long, value_enum, default_value = "visa")]
    pub emit: Emit,
    /// The naive baseline lowering (a fresh variable per value, a copy per payload).
    #[arg(long)]
    pub naive: bool,
    /// The kernel ABI: surfaces and lane ids (docs/ABI.md).
    #[command(flatten)]
    pub abi: AbiArgs,
    /// Lower functions on N threads (default: one per core); the output is the same for any N.
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
    /// Only this function (`k` or `@k`); of LLVM input only this function is imported.
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// The legalisation pipeline (default the session's default pipeline; its result
    /// must be in legal form) and its instrumentation.
    #[command(flatten)]
    pub pipeline: PipelineArgs,
    /// Output: a file, or a directory (`DIR/`) for one `<function>.visaasm` per kernel.
    #[command(flatten)]
    pub out: OutputArgs,
    /// Optimisation remarks: LLVM's flags.
    #[command(flatten)]
    pub remarks: RemarkArgs,
    /// Run GenX_IR (Intel's vISA finalizer) on every kernel and add its native figures (sends,
    /// instructions, highest GRF, spill bytes) to the report, its JSON and the remarks; an
    /// error if GenX_IR is missing or rejects a kernel.
    #[arg(long)]
    pub finalize: bool,
    /// Print no warning.
    #[arg(short = 'w')]
    pub no_warnings: bool,
    /// `-Werror`: a warning fails the command, nothing is written; `-Wno-KIND` (ub, pass,
    /// spill): no warning of that kind.
    #[arg(short = 'W', value_name = "error|no-KIND")]
    pub warning_flags: Vec<String>,
}

/// `--pass-remarks-output=FILE` and `-pass-remarks[-missed|-analysis]=REGEX`, as in `opt`/`llc`.
#[derive(Debug, Default, Args)]
pub struct RemarkArgs {
    /// Write every optimisation remark to FILE as LLVM's YAML records (`*.opt.yaml` for
    /// opt-viewer.py).
    #[arg(long = "pass-remarks-output", value_name = "FILE")]
    pub remarks_output: Option<std::path::PathBuf>,
    /// Print the passed remarks of passes matching REGEX on stderr.
    #[arg(long = "pass-remarks", value_name = "REGEX")]
    pub remarks_passed: Option<String>,
    /// Print the missed remarks of passes matching REGEX on stderr.
    #[arg(long = "pass-remarks-missed", value_name = "REGEX")]
    pub remarks_missed: Option<String>,
    /// Print the analysis remarks of passes matching REGEX on stderr.
    #[arg(long = "pass-remarks-analysis", value_name = "REGEX")]
    pub remarks_analysis: Option<String>,
}

impl RemarkArgs {
    /// True if any remark is asked for.
    pub fn any(&self) -> bool {
        self.remarks_output.is_some()
            || self.remarks_passed.is_some()
            || self.remarks_missed.is_some()
            || self.remarks_analysis.is_some()
    }
}

/// The line before kernel `i` of `n` (0-based) when there are several, and the blank line
/// before it if it is not the first.
pub(super) fn kernel_header(emit: Emit, name: &str, i: usize, n: usize) -> String {
    let comment = if emit == Emit::Visa { "//" } else { ";" };
    let blank = if i > 0 { "\n" } else { "" };
    format!(
        "{blank}{comment} ===== kernel @{name} ({} of {n}) =====\n",
        i + 1
    )
}

/// Appends what `--emit` prints of one kernel to `text`, ending in a newline.
pub(super) fn kernel_text(emit: Emit, f: &LoweredFunction, text: &mut String) {
    use std::fmt::Write;
    let _ = match emit {
        Emit::Ir => write!(text, "{}", f.mir),
        Emit::Report => match &f.report {
            Some(report) => write!(text, "{report}"),
            None => Ok(()),
        },
        _ => {
            text.push_str(&f.visa);
            Ok(())
        }
    };
    if !text.ends_with('\n') {
        text.push('\n');
    }
}
