//! `memlower lower [FILE] --target T --emit ...`: parse, verify, warn about provable undefined
//! behaviour (`lint-ub`), legalise (by default the session's pipeline, narrow-channels .. cse;
//! `-p` chooses another), check legal form, lower, warn about predicted spills, print: the
//! stages of a `lowering::session::Session`, over the whole module (the streamed path,
//! `stream.rs`, runs the same session one function at a time).
//!
//! Where the kernels go: GenX_IR reads one kernel per `.visaasm` file, so with `--emit visa`
//! `-o DIR/` writes `DIR/<function>.visaasm` per kernel, `-o FILE` takes a module of one kernel
//! (else an error says what to do), and stdout separates several kernels with a comment line.

use super::args::Lang;
use super::error::DriverError;
use super::input::{input_lang, read_module, read_source, Inputs};
use super::io::Io;
use super::lower_args::{kernel_header, kernel_text, Emit, LowerArgs};
use super::output::{is_directory, write_files_atomically, write_output, write_stdout};
use super::targets::resolve_target;
use super::warning::{SpillWarning, WarningKind, WarningPolicy, WarningSource};
use memlower_ir::print::print_module;
use memlower_ir::Module;
use memlower_lowering::session::{default_pipeline, Session, SessionOptions};
use memlower_lowering::{LowerOptions, Lowered};
use memlower_passes::target::Target;
use memlower_passes::Counters;

/// Keeps only the function `--function` names (`@k` or `k`), or says which ones there are; a
/// module left without functions is an error: there is nothing to `action`.
pub(super) fn select_functions(
    m: &mut Module,
    name: Option<&str>,
    action: &'static str,
) -> Result<(), DriverError> {
    if let Some(name) = name {
        let name = name.strip_prefix('@').unwrap_or(name);
        if m.function(name).is_none() {
            return Err(DriverError::NoFunction {
                name: name.to_string(),
                known: m.functions.iter().map(|f| f.name.clone()).collect(),
            });
        }
        m.functions.retain(|f| f.name == name);
    }
    if m.functions.is_empty() {
        return Err(DriverError::EmptyModule { action });
    }
    Ok(())
}

/// The session `lower` runs: the pipeline `-p` names (else the default one) with its
/// instrumentation, lowering what `--emit` prints on `-j` threads. No target yet: it is known
/// once the module is read.
pub(super) fn session_options(args: &LowerArgs) -> SessionOptions {
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    SessionOptions {
        target: None,
        pipeline: args
            .pipeline
            .passes
            .clone()
            .unwrap_or_else(|| default_pipeline().to_string()),
        instrumentation: args.pipeline.instrumentation(),
        // The legal-form check reads every op the lowering will; a pass that breaks the IR
        // is found with `--verify-each` (a verifier run per function cost 5% of a run).
        verify: false,
        legal_check: true,
        lower: LowerOptions {
            naive: args.naive,
            // The naive baseline costs a second lowering: only when the report is printed.
            baseline: matches!(args.emit, Emit::Report | Emit::ReportJson | Emit::All),
            // Only the report, its JSON and `--emit all` print it.
            report: matches!(args.emit, Emit::Report | Emit::ReportJson | Emit::All)
                || args.remarks.any(),
            visa: true,
            allocator: Default::default(),
            surfaces: args.abi.surfaces.abi(),
            lane_id: args.abi.lane_id.abi(),
        },
        keep_legal: false,
        jobs,
    }
}

/// Legalises, lowers and prints what `--emit` asks for; with `-stats`, then what the passes
/// and the lowering counted (on stderr, after everything else, as LLVM's tools print it).
pub(super) fn run(args: &LowerArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let mut stats = Counters::new();
    let result = run_counted(args, io, inputs, &mut stats);
    if result.is_ok() && args.pipeline.stats {
        let _ = io.stderr.write_all(stats.table().as_bytes());
    }
    result
}

/// [`run`], what was counted left in `stats`.
fn run_counted(
    args: &LowerArgs,
    io: &mut Io,
    inputs: &mut Inputs,
    stats: &mut Counters,
) -> Result<(), DriverError> {
    let mut warn = WarningPolicy::parse(args.no_warnings, &args.warning_flags)?;
    let opts = session_options(args);
    if args.pipeline.passes.is_some() {
        inputs.pipeline = Some(opts.pipeline.clone());
    }
    let mut session = Session::new(opts)?;
    if !args.finalize
        && super::stream::applies(args)
        && input_lang(&args.input.input, args.input.lang, io, inputs)? == Lang::Mir
    {
        // A file is read a part at a time; stdin whole, kept for the whole-module path.
        if args.input.input == "-" {
            read_source(&args.input.input, io, inputs)?;
        }
        if super::stream::run(args, session.options(), io, inputs, stats)? {
            return Ok(());
        }
    }
    let mut m = session.timings.time("parse", || {
        read_module(&args.input, args.function.as_deref(), io, inputs)
    })?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    session.set_target(Some(target.clone()));
    select_functions(&mut m, args.function.as_deref(), "lower")?;
    let dir = match &args.out.output {
        Some(p) if is_directory(p) => {
            if args.emit != Emit::Visa {
                return Err(DriverError::DirectoryNeedsVisa {
                    path: p.display().to_string(),
                    emit: args.emit.name(),
                });
            }
            Some(p.clone())
        }
        Some(p) if args.emit == Emit::Visa && p.as_os_str() != "-" && m.functions.len() > 1 => {
            return Err(DriverError::OneKernelPerFile {
                path: p.display().to_string(),
                kernels: m.functions.iter().map(|f| f.name.clone()).collect(),
            });
        }
        _ => None,
    };
    let source = WarningSource::new(inputs);
    warn.print(WarningKind::Ub, &session.lint(&m), &source, io);
    let input_module = m.clone();
    // The legalised IR is legal for this target, and says so whatever the input said.
    let report = session.legalise(&mut m, false, &mut *io.stderr)?;
    warn.print(WarningKind::Pass, &report.warnings, &source, io);
    warn.verdict()?;
    stats.clone_from(&session.stats.counters);
    if args.emit == Emit::Legal {
        return write_output(&args.out, &print_module(&m), io);
    }
    let mut lowered = session.lower(&m)?;
    if args.finalize {
        super::finalize::finalize(&mut lowered, &target)?;
    }
    stats.clone_from(&session.stats.counters);
    let spills = SpillWarning::all(&input_module, &lowered, &target);
    warn.print(WarningKind::Spill, &spills, &source, io);
    warn.verdict()?;
    write_remarks(
        args,
        &input_module,
        &target,
        &lowered,
        inputs.llvm.as_deref(),
        io,
    )?;
    if let Some(dir) = dir {
        let files: Vec<(String, String)> = lowered
            .functions
            .iter()
            .map(|f| (format!("{}.visaasm", f.name), f.visa.clone()))
            .collect();
        return write_files_atomically(&dir, &files).map_err(|error| DriverError::Write {
            path: dir.display().to_string(),
            error,
        });
    }
    if args.pipeline.time_passes {
        // Every stage of the session, after the pass manager's table of the passes alone.
        let table = format!(
            "===-------------------------------------------------------------------------===\n\
             \x20                     memlower stage timing report\n\
             ===-------------------------------------------------------------------------===\n{}",
            session.timings.table()
        );
        let _ = io.stderr.write_all(table.as_bytes());
    }
    let pipeline = &session.options().pipeline;
    let text = match args.emit {
        Emit::All => all_text(&input_module, &m, pipeline, &target, &lowered),
        Emit::ReportJson => {
            let reports: Vec<&memlower_lowering::Report> = lowered
                .functions
                .iter()
                .filter_map(|f| f.report.as_ref())
                .collect();
            memlower_lowering::report::json::to_json(&reports)
        }
        _ => kernels_text(args.emit, &lowered),
    };
    if args.emit == Emit::Visa && lowered.functions.len() > 1 && args.out.output.is_none() {
        let note = format!(
            "note: {} kernels on stdout, each after a `// ===== kernel @name` line; GenX_IR reads \
             one kernel per file: `-o DIR/` writes one `<function>.visaasm` each\n",
            lowered.functions.len()
        );
        let _ = io.stderr.write_all(note.as_bytes());
        return write_stdout(&text, io);
    }
    write_output(&args.out, &text, io)
}

/// The kernels one after another: a lone kernel as it is (so `> k.visaasm` is a valid input to
/// GenX_IR), several each after a header line (a comment in the output's own syntax) and a
/// blank line.
fn kernels_text(emit: Emit, lowered: &Lowered) -> String {
    let n = lowered.functions.len();
    let mut text = String::new();
    for (i, f) in lowered.functions.iter().enumerate() {
        if n > 1 {
            text.push_str(&kernel_header(emit, &f.name, i, n));
        }
        kernel_text(emit, f, &mut text);
    }
    text
}

/// `--emit all`: the input, the legalised module, then per kernel its report and its vISA.
fn all_text(
    input: &Module,
    legal: &Module,
    pipeline: &str,
    target: &Target,
    lowered: &Lowered,
) -> String {
    let mut text = format!("; ===== input, canonical =====\n{}", print_module(input));
    text.push_str(&format!(
        "\n; ===== legalised for {} ({pipeline}) =====\n{}",
        target.spec(),
        print_module(legal)
    ));
    for f in &lowered.functions {
        if let Some(report) = &f.report {
            text.push_str(&format!("\n; ===== report, @{} =====\n{report}", f.name));
        }
        text.push_str(&format!("\n// ===== vISA, @{} =====\n{}", f.name, f.visa));
        if !text.ends_with('\n') {
            text.push('\n');
        }
    }
    text
}

/// The optimisation remarks `--pass-remarks-output` and `-pass-remarks*` ask for: the YAML file
/// written, the matching remarks printed on stderr. For LLVM input compiled with `-g` (`llvm`:
/// its functions' bindings), each remark is at its instruction's C source position.
fn write_remarks(
    args: &LowerArgs,
    input: &Module,
    target: &Target,
    lowered: &Lowered,
    llvm: Option<&[memlower_llvm::FunctionBindings]>,
    io: &mut Io,
) -> Result<(), DriverError> {
    use memlower_lowering::report::remarks::{
        matches, relocate, remarks, stderr_line, to_yaml, RemarkKind,
    };
    let r = &args.remarks;
    if !r.any() {
        return Ok(());
    }
    let file = if args.input.input == "-" {
        "<stdin>".to_string()
    } else {
        args.input.input.clone()
    };
    let mut all = Vec::new();
    for f in &lowered.functions {
        let (Some(report), Some(source)) =
            (&f.report, input.functions.iter().find(|s| s.name == f.name))
        else {
            continue;
        };
        all.extend(remarks(report, input, source, target));
    }
    if let Some(llvm) = llvm {
        relocate(&mut all, |function, line, col| {
            let b = llvm.iter().find(|b| b.ir == function)?;
            let s = b.source_loc(memlower_ir::Loc::new(line, col))?;
            Some((s.file.clone(), s.line, s.col))
        });
    }
    for x in &all {
        let filter = match x.kind {
            RemarkKind::Passed => &r.remarks_passed,
            RemarkKind::Missed => &r.remarks_missed,
            RemarkKind::Analysis => &r.remarks_analysis,
        };
        if filter.as_deref().is_some_and(|re| matches(re, x.pass)) {
            let _ = writeln!(io.stderr, "{}", stderr_line(x, &file));
        }
    }
    if let Some(path) = &r.remarks_output {
        let out = super::args::OutputArgs {
            output: Some(path.clone()),
        };
        write_output(&out, &to_yaml(&all, &file), io)?;
    }
    Ok(())
}
