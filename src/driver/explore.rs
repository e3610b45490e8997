//! `memlower explore FILE --target T [--finalize] [-p PIPELINE] -o page.html`: one
//! self-contained HTML page (`explore_page.rs`) showing, side by side, the source, the legal
//! IR, the vISA and (with `--finalize`) GenX_IR's native code, where selecting an access
//! highlights its lines in every column and shows its remarks; and per kernel a plot of the
//! registers live along the program.
//!
//! ```text
//!   read ─▶ legalise ─▶ lower (report on) ─▶ [finalize] ─▶ columns + accesses + kernels ─▶ page
//!   an access's lines:
//!     source  its `line` (a .mir input), else its text found in the function (LLVM input,
//!             shown as imported)
//!     legal   the legal ops it `became`, found in the function's printed text
//!     vISA    the message-IR instructions lowered for it (report::access_insts), and the
//!             `movs` written for them, at their emit::body_lines positions
//!     native  GenX_IR's lines whose `// $N` comment names one of those vISA instructions
//!             (N counts the body's instructions from the entry label, 0)
//! ```

use super::args::{InputArgs, Lang, OutputArgs};
use super::error::DriverError;
use super::explore_page::{page, AccessView, Column, KernelView, Page};
use super::input::{input_lang, read_module, Inputs};
use super::io::Io;
use super::lower::select_functions;
use super::output::write_output;
use super::targets::resolve_target;
use super::warning::{SpillWarning, WarningKind, WarningPolicy, WarningSource};
use clap::Args;
use memlower_ir::print::print_module;
use memlower_ir::Module;
use memlower_lowering::mir::{InstKind, Kernel};
use memlower_lowering::report::origins::access_insts;
use memlower_lowering::report::{remarks::remarks, AccessReport, Report};
use memlower_lowering::session::{default_pipeline, Session, SessionOptions};
use memlower_lowering::{emit, regalloc, LoweredFunction};
use memlower_passes::target::Target;

/// `memlower explore FILE --target T [--finalize] [-p PIPELINE] -o page.html`.
#[derive(Debug, Args)]
pub struct ExploreArgs {
    /// Input.
    #[command(flatten)]
    pub input: InputArgs,
    /// The target (overrides the module's `target "..."` line).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// Also run GenX_IR on every kernel and show its native code and figures.
    #[arg(long)]
    pub finalize: bool,
    /// The legalisation pipeline (default the session's default pipeline).
    #[arg(short = 'p', long = "passes", value_name = "PIPELINE")]
    pub passes: Option<String>,
    /// Only this function (`k` or `@k`).
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// The page: `-o page.html` (written only if the command succeeds), else stdout.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Compiles the input as `lower` does and writes the page.
pub(super) fn run(args: &ExploreArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let pipeline = args
        .passes
        .clone()
        .unwrap_or_else(|| default_pipeline().to_string());
    if args.passes.is_some() {
        inputs.pipeline = Some(pipeline.clone());
    }
    // The default options (the report and the vISA built) with the chosen pipeline; the
    // legal-form check stays, the legal IR is printed here rather than kept.
    let mut session = Session::new(SessionOptions {
        pipeline: pipeline.clone(),
        verify: false,
        keep_legal: false,
        ..SessionOptions::default()
    })?;
    let lang = input_lang(&args.input.input, args.input.lang, io, inputs)?;
    let mut m = read_module(&args.input, args.function.as_deref(), io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?
        .ok_or(DriverError::NoTarget)?;
    session.set_target(Some(target.clone()));
    select_functions(&mut m, args.function.as_deref(), "explore")?;
    // Warnings as `lower` prints them (on stderr; the page is the output).
    let mut warn = WarningPolicy::parse(false, &[])?;
    let warned = WarningSource::new(inputs);
    warn.print(WarningKind::Ub, &session.lint(&m), &warned, io);
    let input_module = m.clone();
    let legalised = session.legalise(&mut m, false, &mut std::io::sink())?;
    warn.print(WarningKind::Pass, &legalised.warnings, &warned, io);
    let mut lowered = session.lower(&m)?;
    let spills = SpillWarning::all(&input_module, &lowered, &target);
    warn.print(WarningKind::Spill, &spills, &warned, io);
    let native = if args.finalize {
        Some(super::finalize::finalize(&mut lowered, &target)?)
    } else {
        None
    };
    let source = match (lang, &inputs.input) {
        (Lang::Mir, Some(i)) => i.text.trim_start_matches('\u{feff}').to_string(),
        _ => print_module(&input_module),
    };
    let mut b = Builder::new(lang == Lang::Mir, &source, &print_module(&m));
    for (ki, f) in lowered.functions.iter().enumerate() {
        let asm = native
            .as_ref()
            .and_then(|n| n.get(ki))
            .map(|n| n.asm.as_str());
        b.kernel(ki, f, asm, &input_module, &target)?;
    }
    let file = if args.input.input == "-" {
        "<stdin>"
    } else {
        args.input.input.as_str()
    };
    let text = page(&b.finish(
        format!("{file} on {} ({pipeline})", target.spec()),
        native.is_some(),
    ));
    write_output(&args.out, &text, io)
}

/// The page's data, gathered kernel by kernel.
struct Builder {
    mir_source: bool,
    source: Column,
    legal: Column,
    visa: Column,
    native: Column,
    accesses: Vec<AccessView>,
    kernels: Vec<KernelView>,
}

impl Builder {
    fn new(mir_source: bool, source: &str, legal: &str) -> Builder {
        let title = if mir_source {
            "source"
        } else {
            "source (as imported)"
        };
        Builder {
            mir_source,
            source: Column::of_text("src", title, source),
            legal: Column::of_text("legal", "legal IR", legal),
            visa: Column::new("visa", "vISA"),
            native: Column::new("native", "native (GenX_IR)"),
            accesses: Vec::new(),
            kernels: Vec::new(),
        }
    }

    /// Adds kernel `ki` (function `f`, its native code `asm` if finalized).
    fn kernel(
        &mut self,
        ki: usize,
        f: &LoweredFunction,
        asm: Option<&str>,
        input: &Module,
        target: &Target,
    ) -> Result<(), DriverError> {
        let k = &f.mir;
        let report = f
            .report
            .as_ref()
            .ok_or_else(|| internal(&f.name, "no report"))?;
        let visa_at = self.visa.push_block(&f.name, &f.visa);
        let body_lines = emit::body_lines(k);
        if f.visa.lines().count() != emit::body_line(k) + body_lines.len() {
            return Err(internal(
                &f.name,
                "the vISA text does not have a line per instruction",
            ));
        }
        // The lines of each instruction: its own, and a `movs` written for it.
        let mut lines_of = vec![Vec::new(); k.insts.len()];
        for (j, l) in body_lines.iter().enumerate() {
            let (emit::BodyLine::Inst(i) | emit::BodyLine::Movs(i)) = *l;
            lines_of[i].push(visa_at + emit::body_line(k) + j);
        }
        let native_of = asm.map(|a| {
            let at = self.native.push_block(&f.name, a);
            (at, native_lines(k, &body_lines, a))
        });
        let source_fn = input.functions.iter().find(|s| s.name == f.name);
        let all_remarks = source_fn.map_or_else(Vec::new, |s| remarks(report, input, s, target));
        for (ai, (a, insts)) in report
            .accesses
            .iter()
            .zip(access_insts(report, k))
            .enumerate()
        {
            let id = format!("k{ki}a{ai}");
            let mut v = AccessView::new(&id, &f.name, a);
            v.lines[0] = self.source_lines(&f.name, a);
            // A merged access became part of its carrier's legal ops.
            let carrier = a
                .merged_into
                .and_then(|e| report.accesses.get(e))
                .unwrap_or(a);
            v.lines[1] = self.legal.find_ops(&f.name, &carrier.became);
            v.lines[2] = insts.iter().flat_map(|&i| lines_of[i].clone()).collect();
            v.plot = (ki, insts.clone());
            if let Some((at, of_inst)) = &native_of {
                v.lines[3] = of_inst
                    .iter()
                    .filter(|(_, i)| insts.contains(i))
                    .map(|(l, _)| at + l)
                    .collect();
            }
            v.details = details(report, a);
            v.details.extend(
                all_remarks
                    .iter()
                    .filter(|x| a.loc.is_known() && (x.line, x.col) == (a.loc.line, a.loc.col))
                    .filter(|x| !SHOWN_ELSEWHERE.contains(&x.name))
                    .map(|x| format!("[{}] {}/{}: {}", x.kind.tag(), x.pass, x.name, x.message())),
            );
            for (c, col) in [
                &mut self.source,
                &mut self.legal,
                &mut self.visa,
                &mut self.native,
            ]
            .into_iter()
            .enumerate()
            {
                col.own(&v.lines[c], &id);
            }
            self.accesses.push(v);
        }
        let grf = k.grf_bytes.max(1) as f64;
        let mut summary = vec![format!("totals  {}", report.totals)];
        summary.extend(
            all_remarks
                .iter()
                .filter(|x| KERNEL_REMARKS.contains(&x.name))
                .map(|x| format!("[{}] {}/{}: {}", x.kind.tag(), x.pass, x.name, x.message())),
        );
        summary.extend(
            report
                .native
                .map(|n| format!("native  {n}  ({})", n.platform)),
        );
        self.kernels.push(KernelView {
            name: f.name.clone(),
            pressure: regalloc::pressure(k)
                .iter()
                .map(|&b| b as f64 / grf)
                .collect(),
            messages: k
                .insts
                .iter()
                .enumerate()
                .filter(|(_, i)| matches!(i.kind, InstKind::Msg(_)))
                .map(|(n, _)| n)
                .collect(),
            budget: report.grf_budget,
            peak: report.totals.peak_grfs,
            summary,
        });
        Ok(())
    }

    /// The source lines of access `a` of function `func`.
    fn source_lines(&self, func: &str, a: &AccessReport) -> Vec<usize> {
        if self.mir_source && a.loc.is_known() {
            let line = a.loc.line as usize - 1;
            return if line < self.source.lines.len() {
                vec![line]
            } else {
                Vec::new()
            };
        }
        self.source.find_ops(func, std::slice::from_ref(&a.text))
    }

    fn finish(self, title: String, finalized: bool) -> Page {
        let mut columns = vec![self.source, self.legal, self.visa];
        if finalized {
            columns.push(self.native);
        }
        Page {
            title,
            columns,
            accesses: self.accesses,
            kernels: self.kernels,
        }
    }
}

/// Remarks an access's panel does not repeat: its own lines say what they say.
const SHOWN_ELSEWHERE: [&str; 7] = [
    "Lowered",
    "Merged",
    "Message",
    "Registers",
    "Spill",
    "NativeCode",
    "NativeSpill",
];

/// Remarks about a whole kernel, shown beside its plot.
const KERNEL_REMARKS: [&str; 4] = ["Registers", "Spill", "NativeCode", "NativeSpill"];

fn internal(function: &str, what: &str) -> DriverError {
    DriverError::Rendered {
        text: format!("error: explore: kernel @{function}: {what} (a bug in memlower)\n"),
    }
}

/// What the report says of access `a`: where it is, what it became, and each message it took
/// with its exec size, mask offset, piece and reason.
fn details(r: &Report, a: &AccessReport) -> Vec<String> {
    let mut d = vec![format!("{} in @{}: {}", a.at(), r.function, a.text)];
    let mut line = format!("{} message(s), {} move(s)", a.sends(), a.moves);
    if !a.changes.is_empty() {
        let names: Vec<&str> = a.changes.iter().map(|c| c.name()).collect();
        line.push_str(&format!("; {}", names.join(", ")));
    }
    d.push(line);
    if let Some(into) = a.merged_into.and_then(|e| r.accesses.get(e)) {
        d.push(format!("merged into {}: {}", into.at(), into.text));
    }
    d.extend(a.became.iter().map(|b| format!("became: {b}")));
    for (i, m) in a.messages.iter().enumerate() {
        let mut s = format!(
            "message {} of {}: {m}  exec size {} mask offset {}",
            i + 1,
            a.messages.len(),
            m.exec.size,
            m.exec.offset
        );
        if let Some(p) = &m.piece {
            s.push_str(&format!("  {p}"));
        }
        s.push_str(&format!("  reason: {}", m.reason));
        d.push(s);
    }
    d
}

/// The lines of GenX_IR's native code `asm` that name a vISA instruction (`// $N` at the end),
/// as `(line, index into k.insts)`. N counts the body from the entry label (0); sinks print a
/// comment, not an instruction, so they take no number.
fn native_lines(k: &Kernel, body: &[emit::BodyLine], asm: &str) -> Vec<(usize, usize)> {
    let numbered: Vec<usize> = body
        .iter()
        .map(|&(emit::BodyLine::Inst(i) | emit::BodyLine::Movs(i))| i)
        .filter(|&i| !matches!(k.insts[i].kind, InstKind::Sink(_)))
        .collect();
    asm.lines()
        .enumerate()
        .filter_map(|(l, text)| {
            let n: usize = text
                .rsplit_once("// $")?
                .1
                .split_whitespace()
                .next()?
                .parse()
                .ok()?;
            Some((l, *numbered.get(n.checked_sub(1)?)?))
        })
        .collect()
}
