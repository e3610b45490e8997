//! The argument groups several subcommands share (input, output, pass pipeline), and LLVM's
//! one-dash spelling of long options. Each subcommand's own `Args` struct lives in its file
//! (`lower.rs` has `LowerArgs`), next to the code that reads it; [`super::Cli`] gathers them.

use clap::Args;
use memlower_passes::manager::Instrumentation;
use std::ffi::OsString;
use std::path::PathBuf;

/// Where the result goes.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Write the result to FILE (only if the command succeeds) instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The input file, defaulting to stdin as `opt` and `llc` do.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// The input: memlower IR (`.mir`), LLVM IR text (`.ll`) or LLVM bitcode (`.bc`), told
    /// apart by content; `-` (the default) reads stdin.
    #[arg(value_name = "FILE", default_value = "-")]
    pub input: String,
    /// The input's language, whatever its name or content says (as clang's `-x`).
    #[arg(short = 'x', value_name = "LANG", value_enum)]
    pub lang: Option<Lang>,
}

/// The input's language (`-x`): memlower IR text, LLVM IR text or LLVM bitcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    /// memlower IR (`.mir`).
    Mir,
    /// LLVM IR text (`.ll`).
    Ll,
    /// LLVM bitcode (`.bc`), raw or in its wrapper.
    Bc,
}

/// A pass pipeline and the instrumentation around it, spelled as in LLVM's `opt`
/// (`-p`, `--passes`, `-passes=`).
#[derive(Debug, Args)]
pub struct PipelineArgs {
    /// Passes to run, comma-separated (`canonicalize,dce`).
    #[arg(short = 'p', long = "passes", value_name = "PIPELINE")]
    pub passes: Option<String>,
    /// Print the IR after every pass (to stderr).
    #[arg(long)]
    pub print_after_all: bool,
    /// Print the IR after the pass NAME (to stderr); may be repeated.
    #[arg(long, value_name = "NAME")]
    pub print_after: Vec<String>,
    /// Print the IR before every pass (to stderr).
    #[arg(long)]
    pub print_before_all: bool,
    /// Print the IR before the pass NAME (to stderr); may be repeated.
    #[arg(long, value_name = "NAME")]
    pub print_before: Vec<String>,
    /// Run the verifier after every pass; a failure names the pass that broke the IR.
    #[arg(long)]
    pub verify_each: bool,
    /// Print the wall time of every pass (to stderr).
    #[arg(long)]
    pub time_passes: bool,
    /// Print what the passes and the lowering counted, summed over the functions (to stderr,
    /// after the run, in LLVM's `-stats` layout).
    #[arg(long)]
    pub stats: bool,
}

impl PipelineArgs {
    /// The pass manager's instrumentation these flags ask for.
    pub fn instrumentation(&self) -> Instrumentation {
        Instrumentation {
            print_after_all: self.print_after_all,
            print_after: self.print_after.clone(),
            print_before_all: self.print_before_all,
            print_before: self.print_before.clone(),
            verify_each: self.verify_each,
            time_passes: self.time_passes,
        }
    }
}

/// Long options LLVM's tools also accept with one dash (`opt -passes=dce -time-passes`). clap
/// would read `-passes=dce` as `-p asses=dce`, so these are given their second dash first.
const LLVM_STYLE_FLAGS: &[&str] = &[
    "passes",
    "print-after-all",
    "print-after",
    "print-before-all",
    "print-before",
    "verify-each",
    "time-passes",
    "stats",
    "list-passes",
    "pass-remarks",
    "pass-remarks-output",
    "pass-remarks-missed",
    "pass-remarks-analysis",
];

/// `-passes=X` becomes `--passes=X` (and so on for [`LLVM_STYLE_FLAGS`]); anything else is
/// left alone.
pub(super) fn llvm_style(arg: OsString) -> OsString {
    let Some(s) = arg.to_str() else { return arg };
    let Some(rest) = s.strip_prefix('-').filter(|r| !r.starts_with('-')) else {
        return arg;
    };
    let name = rest.split('=').next().unwrap_or(rest);
    if LLVM_STYLE_FLAGS.contains(&name) {
        OsString::from(format!("-{s}"))
    } else {
        arg
    }
}

/// `--surfaces`: how a kernel gets its user surfaces' binding-table indices (docs/ABI.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum SurfacesArg {
    /// The kernel sets each index itself (`movs`), in declaration order after the surfaces'
    /// own `bti(N)`: folded into every message's descriptor (the default).
    #[default]
    Bindings,
    /// Surfaces without `bti(N)` are kernel inputs (the host passes each index).
    Inputs,
}

/// The kernel ABI options of `lower` and `check` (docs/ABI.md).
#[derive(Clone, Debug, Default, clap::Args)]
pub struct AbiArgs {
    /// How user surfaces get their binding-table indices: `bindings` (the kernel sets them)
    /// or `inputs` (the host passes them).
    #[arg(long, value_enum, default_value = "bindings", value_name = "ABI")]
    pub surfaces: SurfacesArg,
    /// How a kernel gets its lane indices: `computed` (the kernel builds them) or `input`
    /// (the host passes lanes 0..W-1 as the per-thread input `lane_id`).
    #[arg(
        long = "lane-id",
        value_enum,
        default_value = "computed",
        value_name = "ABI"
    )]
    pub lane_id: LaneIdArg,
}

/// `--lane-id`: how a kernel gets its lane indices (docs/ABI.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum LaneIdArg {
    /// The kernel builds them (packed immediates, `mov`, `add`): no input (the default).
    #[default]
    Computed,
    /// The host passes lanes 0..W-1 as the per-thread input `lane_id`.
    Input,
}

impl LaneIdArg {
    /// The lowering's lane-id ABI.
    pub fn abi(self) -> memlower_lowering::LaneIdAbi {
        match self {
            LaneIdArg::Computed => memlower_lowering::LaneIdAbi::Computed,
            LaneIdArg::Input => memlower_lowering::LaneIdAbi::Input,
        }
    }
}

impl SurfacesArg {
    /// The lowering's surface ABI.
    pub fn abi(self) -> memlower_lowering::SurfaceAbi {
        match self {
            SurfacesArg::Bindings => memlower_lowering::SurfaceAbi::Bindings,
            SurfacesArg::Inputs => memlower_lowering::SurfaceAbi::Inputs,
        }
    }
}
