//! `memlower lower FILE --target T --emit ...`: parse, verify, legalise (the registered
//! `split-lanes,pick-blocks,pack-channels` pipeline), check legal form, lower, print.

use super::args::OutputArgs;
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::output::write_output;
use super::targets::resolve_target;
use super::Io;
use clap::Args;
use memlower_ir::print::print_module;
use memlower_lowering::{lower_module, LowerOptions};
use memlower_passes::legal::verify_legal;
use memlower_passes::manager::{Instrumentation, PassManager};
use memlower_passes::{AnalysisManager, PassContext, Registry};

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

/// Legalises, lowers and prints what `--emit` asks for.
pub(super) fn run(args: &LowerArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let mut m = read_module(&args.input, io, inputs)?;
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
        target: Some(target),
    };
    pm.run(&mut m, &mut AnalysisManager::new(), &cx, &mut *io.stderr)
        .map_err(DriverError::Run)?;
    verify_legal(&m, target).map_err(|errors| DriverError::NotLegal {
        target: target.name.to_string(),
        errors,
    })?;
    if args.emit == Emit::All {
        text.push_str(&format!(
            "; ===== input, canonical =====\n{}",
            print_module(&input_module)
        ));
        text.push_str(&format!(
            "\n; ===== legalised for {} ({}) =====\n{}",
            target.name,
            memlower_passes::legalize::PIPELINE,
            print_module(&m)
        ));
    }
    if args.emit == Emit::Legal {
        return write_output(&args.out, &print_module(&m), io);
    }
    let opts = LowerOptions { naive: args.naive };
    let lowered = lower_module(&m, target, &opts).map_err(DriverError::Lower)?;
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
