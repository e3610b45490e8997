//! `memlower lower` one function at a time, on every core, writing as it goes.
//!
//! ```text
//!   text ──split_module──▶ module level + function spans
//!        ──▶ N workers (this thread and N - 1 helpers), each taking the next function:
//!            parse ─ verify ─ lint-ub ─ legalise ─ verify-legal ─ lower ─ emit (its session;
//!            the function alone with every surface)
//!        ──▶ the writer (this thread, between its own functions): results in module order
//! ```
//!
//! The bytes are those of the whole-module path in `lower.rs` for any number of workers:
//! every function is compiled alone (no pass or lowering step looks at another function), the
//! output is written in module order, and the warnings are printed at the end in the order
//! the whole-module path prints them (every `lint-ub` warning, then the passes' warnings pass
//! by pass, then the predicted spills). Only a few functions are held at once: a worker waits
//! when it is too far ahead of the writer.
//!
//! Errors: a function the session fails on in a compile stage (a pass, the checks after the
//! pipeline, lowering) stops the writing, and the error is found here, as the whole-module
//! path would put it first, without compiling anything twice: the functions compiled ahead of
//! the writing are taken as they are, and every function not yet compiled is taken as far as
//! that path would (read, verified, linted, legalised; lowered only if a lowering error in it
//! would come first), in order ([`Rank`]: every pass over every function, then the checks,
//! then lowering; within a stage, the first function). The error is rendered against its
//! function's part of the input, after the warnings the whole-module path prints before it.
//! Only when the text does not read or verify (the module level, or any function) does the
//! caller run the whole-module path, which stops at that parse or verifier error before any
//! pass runs (the first error of the text, a parse error anywhere before any verifier error).
//! Output to `-o FILE` and `-o DIR/` is then left untouched, and stdout gets nothing: it is
//! held until the end ([`HeldStdout`]: the first [`STDOUT_HOLD`] bytes in memory, the rest in
//! an unlinked temporary file).

use super::error::DriverError;
use super::input::{parse_options, Inputs};
use super::io::Io;
use super::lower_args::{kernel_header, kernel_text, Emit, LowerArgs};
use super::output::{is_directory, write_atomically_with, DirWriter, HeldStdout, STDOUT_HOLD};
use super::parts::{Outline, Part, Source};
use super::piece::{Body, Failure, Outcome, Piece, Rank, Stop, Stopped, Taken};
use super::targets::resolve_target;
use super::warning::{print_rendered, SpillWarning, WarningSource};
use memlower_ir::diag::Located;
use memlower_ir::parse::{ParseOptions, SplitModule};
use memlower_ir::verify::verify_module;
use memlower_ir::Loc;
use memlower_ir::Module;
use memlower_lowering::emit;
use memlower_lowering::session::{Session, SessionOptions};
use memlower_passes::target::Target;
use std::collections::BTreeMap;
use std::io;
use std::sync::{mpsc, Condvar, Mutex};

/// Results a worker may be ahead of the writer, per worker.
const AHEAD_PER_WORKER: usize = 8;

/// True if `args` can take the streamed path: a `.mir` input, the default pipeline without
/// instrumentation (a dump or a timing table is of the whole module), and an output made of
/// one piece per function.
pub(super) fn applies(args: &LowerArgs) -> bool {
    let p = &args.pipeline;
    matches!(args.emit, Emit::Visa | Emit::Ir | Emit::Report)
        && !args.remarks.any()
        && !args.no_warnings
        && args.warning_flags.is_empty()
        && p.passes.is_none()
        && !p.print_after_all
        && p.print_after.is_empty()
        && !p.print_before_all
        && p.print_before.is_empty()
        && !p.verify_each
        && !p.time_passes
}

/// Runs `lower` streamed. `Ok(true)`: done, output and warnings written, what the passes and
/// the lowering counted added to `stats`. `Err`: a compile error, the warnings before it
/// printed, nothing written. `Ok(false)`: the text does not read or verify, nothing printed
/// (see the module docs): run the whole-module path.
pub(super) fn run(
    args: &LowerArgs,
    session: &SessionOptions,
    io: &mut Io,
    inputs: &Inputs,
    stats: &mut memlower_passes::Counters,
) -> Result<bool, DriverError> {
    // Text already read (stdin) is used as it is; a file is read a part at a time.
    let (file_name, mut source) = match &inputs.input {
        Some(input) => (input.name.clone(), Source::Text(&input.text)),
        None => match std::fs::File::open(&args.input.input) {
            Ok(f) => (args.input.input.clone(), Source::File(f)),
            Err(_) => return Ok(false),
        },
    };
    let targets = Target::names();
    let opts = parse_options(&targets);
    let Some(outline) = source.outline(&opts) else {
        return Ok(false);
    };
    // The module rules (surface names) once: each function is then verified alone.
    if verify_module(&outline.header).is_err() {
        return Ok(false);
    }
    let name = args.target.as_deref().or(outline.header.target.as_deref());
    let Ok(Some(target)) = resolve_target(name) else {
        return Ok(false);
    };
    let chosen: Vec<usize> = match args.function.as_deref() {
        Some(name) => {
            let name = name.strip_prefix('@').unwrap_or(name);
            match outline.names.iter().position(|n| n == name) {
                Some(i) => vec![i],
                None => return Ok(false),
            }
        }
        None => (0..outline.names.len()).collect(),
    };
    if chosen.is_empty() {
        return Ok(false);
    }
    let jobs = session.jobs;
    // Each function is lowered on its worker's thread; vISA output reads the kernel's text
    // and whether its registers fit, nothing of the report (a description of every access):
    // lower without building it. The text is printed by the worker, from the kernel, or for a
    // large kernel when its turn comes.
    let mut session = session.clone();
    session.target = Some(target.clone());
    session.jobs = 1;
    session.lower.visa = args.emit != Emit::Visa;
    session.lower.report = args.emit != Emit::Visa;
    session.lower.baseline = args.emit == Emit::Report;
    let job = Job {
        outline: &outline,
        chosen: &chosen,
        file: &file_name,
        opts: &opts,
        target: &target,
        session: &session,
        emit: args.emit,
        files: matches!(&args.out.output, Some(p) if is_directory(p)),
    };
    let mut warnings = Warnings::default();
    let (path, result) = match &args.out.output {
        Some(p) if is_directory(p) => {
            if args.emit != Emit::Visa {
                return Ok(false);
            }
            let mut dir = DirWriter::new(p);
            let r = job
                .run(&mut source, jobs, &mut warnings, &mut |piece| {
                    dir.add_with(&format!("{}.visaasm", piece.name), &mut |w| {
                        piece.write_body(w)
                    })
                })
                .and_then(|()| dir.commit().map_err(Stop::Io));
            (p.display().to_string(), r)
        }
        Some(p) if p.as_os_str() != "-" => {
            if args.emit == Emit::Visa && chosen.len() > 1 {
                return Ok(false);
            }
            let r = write_atomically_with(p, |w| {
                job.run(&mut source, jobs, &mut warnings, &mut |piece| {
                    w.write_all(piece.head.as_bytes())?;
                    piece.write_body(w)
                })
            });
            (p.display().to_string(), r)
        }
        _ => {
            // Nothing written to /dev/null can be seen: no need to hold it back.
            let mut held = if io.stdout_discards {
                HeldStdout::through(&mut *io.stdout)
            } else {
                HeldStdout::new(&mut *io.stdout, STDOUT_HOLD)
            };
            let r = job
                .run(&mut source, jobs, &mut warnings, &mut |piece| {
                    if !piece.head.is_empty() {
                        held.write(piece.head.as_bytes())?;
                    }
                    piece.write_body(&mut held)
                })
                .and_then(|()| held.finish().map_err(Stop::Io));
            ("<stdout>".to_string(), r)
        }
    };
    match result {
        Ok(()) => {}
        Err(Stop::Fallback | Stop::Failed(_)) => return Ok(false),
        Err(Stop::Io(error)) => return Err(DriverError::Write { path, error }),
        Err(Stop::Error(text)) => {
            warnings.print(io);
            return Err(DriverError::Rendered { text });
        }
    }
    stats.merge(&warnings.stats);
    warnings.print(io);
    if args.emit == Emit::Visa && chosen.len() > 1 && args.out.output.is_none() {
        let note = format!(
            "note: {} kernels on stdout, each after a `// ===== kernel @name` line; GenX_IR reads \
             one kernel per file: `-o DIR/` writes one `<function>.visaasm` each\n",
            chosen.len()
        );
        let _ = io.stderr.write_all(note.as_bytes());
    }
    Ok(true)
}

/// The warnings of every function (rendered), printed at the end in the whole-module path's
/// order.
#[derive(Default)]
struct Warnings {
    lint: Vec<String>,
    /// With the position of the pass in the pipeline and the function's index.
    pass: Vec<(usize, usize, String)>,
    spill: Vec<String>,
    /// The counters of the functions written (`-stats`).
    stats: memlower_passes::Counters,
}

impl Warnings {
    fn add(&mut self, function: usize, piece: &mut Piece) {
        self.lint.append(&mut piece.lint);
        self.pass
            .extend(piece.pass.drain(..).map(|(at, w)| (at, function, w)));
        self.spill.append(&mut piece.spill);
        self.stats.merge(&piece.stats);
    }

    fn print(mut self, io: &mut Io) {
        // The whole-module pipeline runs each pass over every function before the next pass.
        self.pass.sort_by_key(|&(at, function, _)| (at, function));
        let pass = self.pass.iter().map(|(_, _, w)| w);
        print_rendered(self.lint.iter().chain(pass).chain(&self.spill), io);
    }
}

/// The work: which functions, for what.
struct Job<'s> {
    outline: &'s Outline,
    /// Module positions of the functions compiled, in order.
    chosen: &'s [usize],
    /// The input's name, for warnings.
    file: &'s str,
    /// How the input was read in `run` (each part is read again with them).
    opts: &'s ParseOptions<'s>,
    target: &'s Target,
    /// What each worker's session does.
    session: &'s SessionOptions,
    emit: Emit,
    /// One file per kernel (`-o DIR/`): each piece is the kernel's vISA as it is.
    files: bool,
}

/// The writer's progress, which workers wait on.
struct Progress {
    /// The next function (position in `chosen`) a worker takes.
    next: usize,
    /// Functions written so far.
    written: usize,
    /// A function failed or the writer stopped: take no more.
    stop: bool,
    /// Helpers waiting for the writer to catch up (the writer wakes them only if any).
    waiting: usize,
}

/// The part of the input being compiled.
struct PartRun<'p> {
    split: SplitModule<'p>,
    /// Its text, for its functions' warnings.
    lines: WarningSource<'p>,
    /// The module position of its first function.
    first: usize,
    /// The chosen functions in it: `chosen[k0..k1]`.
    k0: usize,
    k1: usize,
}

impl Job<'_> {
    /// Compiles every chosen function, a part of the input at a time, and gives each result
    /// to `write`, in module order; the warnings go to `warnings`.
    fn run(
        &self,
        source: &mut Source<'_>,
        jobs: usize,
        warnings: &mut Warnings,
        write: &mut dyn FnMut(&Piece) -> io::Result<()>,
    ) -> Result<(), Stop> {
        let mut buf = Vec::new();
        let mut k0 = 0;
        for part in &self.outline.parts {
            let end = part.first + part.count;
            let k1 = k0 + self.chosen[k0..].partition_point(|&i| i < end);
            if k1 > k0 {
                let run = self.part(source, part, &mut buf, k0, k1)?;
                match self.run_part(&run, jobs, warnings, write) {
                    Err(Stop::Failed(stopped)) => {
                        return Err(self.diagnose(source, *stopped, warnings))
                    }
                    r => r?,
                }
            }
            k0 = k1;
        }
        Ok(())
    }

    /// After a compile-stage failure: the error the whole-module path puts first, found by
    /// taking every function not yet compiled as far as that path would (each is compiled
    /// once: those done ahead of the writing are taken as they are). A function is lowered
    /// only if a lowering error in it would come first; any other is read, verified, linted
    /// and legalised, for an earlier error and for the warnings printed before the error.
    fn diagnose(&self, source: &mut Source<'_>, stopped: Stopped, warnings: &mut Warnings) -> Stop {
        let Stopped {
            written,
            mut done,
            failures,
        } = stopped;
        let mut failed: BTreeMap<usize, Failure> = failures.into_iter().map(|f| (f.k, f)).collect();
        let Some(mut best) = failed.values().map(|f| (f.rank, f.k)).min() else {
            return Stop::Fallback;
        };
        let mut text = String::new();
        let Some(mut worker) = Worker::new(self.session) else {
            return Stop::Fallback;
        };
        let (mut buf, mut k0) = (Vec::new(), 0);
        for part in &self.outline.parts {
            let end = part.first + part.count;
            let k1 = k0 + self.chosen[k0..].partition_point(|&i| i < end);
            let from = written.max(k0);
            if k1 > from {
                let run = match self.part(source, part, &mut buf, k0, k1) {
                    Ok(run) => run,
                    Err(stop) => return stop,
                };
                for k in from..k1 {
                    if let Some(mut piece) = done.remove(&k) {
                        warnings.add(k, &mut piece);
                        continue;
                    }
                    let outcome = match failed.remove(&k) {
                        Some(f) => Err(Some(Box::new(f))),
                        None if best.0 == Rank::Lower && k < best.1 => {
                            self.piece(&run, &mut worker, k - k0).map(Some)
                        }
                        None => self
                            .front(&run, &mut worker, k - k0)
                            .map(|(_, lint, pass)| {
                                warnings.lint.extend(lint);
                                warnings
                                    .pass
                                    .extend(pass.into_iter().map(|(at, w)| (at, k, w)));
                                None
                            }),
                    };
                    match outcome {
                        Ok(Some(mut piece)) => warnings.add(k, &mut piece),
                        Ok(None) => {}
                        Err(None) => return Stop::Fallback,
                        Err(Some(f)) => {
                            warnings.lint.extend(f.lint);
                            warnings
                                .pass
                                .extend(f.pass.into_iter().map(|(at, w)| (at, k, w)));
                            if (f.rank, f.k) <= best {
                                best = (f.rank, f.k);
                                text = f.text;
                            }
                        }
                    }
                }
            }
            k0 = k1;
        }
        // The whole-module path prints the passes' warnings only when the pipeline ran to the
        // end (a lowering error), and never the spills.
        warnings.spill.clear();
        if best.0 != Rank::Lower {
            warnings.pass.clear();
        }
        Stop::Error(text)
    }

    /// `part` read again, to compile `chosen[k0..k1]`.
    fn part<'p>(
        &'p self,
        source: &'p mut Source<'_>,
        part: &Part,
        buf: &'p mut Vec<u8>,
        k0: usize,
        k1: usize,
    ) -> Result<PartRun<'p>, Stop> {
        let split = source
            .split(self.outline, part, buf, self.opts)
            .ok_or(Stop::Fallback)?;
        let lines = WarningSource::part(self.file, split.text(), part.place.first_line);
        Ok(PartRun {
            split,
            lines,
            first: part.first,
            k0,
            k1,
        })
    }

    /// [`Job::run_part`] on this thread alone.
    fn run_part_here(
        &self,
        part: &PartRun<'_>,
        warnings: &mut Warnings,
        write: &mut dyn FnMut(&Piece) -> io::Result<()>,
    ) -> Result<(), Stop> {
        let mut worker = Worker::new(self.session).ok_or(Stop::Fallback)?;
        for k in 0..part.k1 - part.k0 {
            let mut piece = match self.piece(part, &mut worker, k) {
                Ok(piece) => piece,
                Err(None) => return Err(Stop::Fallback),
                Err(Some(f)) => {
                    return Err(Stop::Failed(Box::new(Stopped {
                        written: part.k0 + k,
                        done: BTreeMap::new(),
                        failures: vec![*f],
                    })))
                }
            };
            write(&piece)?;
            warnings.add(part.k0 + k, &mut piece);
        }
        Ok(())
    }

    /// Compiles the chosen functions of `part` on `jobs` threads and gives each result to
    /// `write`, in module order; the warnings go to `warnings`.
    fn run_part(
        &self,
        part: &PartRun<'_>,
        jobs: usize,
        warnings: &mut Warnings,
        write: &mut dyn FnMut(&Piece) -> io::Result<()>,
    ) -> Result<(), Stop> {
        let n = part.k1 - part.k0;
        let jobs = jobs.clamp(1, n);
        if jobs == 1 {
            return self.run_part_here(part, warnings, write);
        }
        let ahead = AHEAD_PER_WORKER * jobs;
        let progress = Mutex::new(Progress {
            next: 0,
            written: 0,
            stop: false,
            waiting: 0,
        });
        let wake = Condvar::new();
        let (tx, rx) = mpsc::channel::<(usize, Outcome)>();
        // The next function to compile, or `None` when there is none, the writer stopped, or
        // the taker would be too far ahead of the writer and must not `wait` (the writer
        // itself: it would wait for itself) until it is not.
        let take = |wait: bool| -> Option<usize> {
            let mut p = progress.lock().ok()?;
            while !p.stop && p.next < n && p.next >= p.written + ahead {
                if !wait {
                    return None;
                }
                p.waiting += 1;
                p = wake.wait(p).ok()?;
                p.waiting -= 1;
            }
            if p.stop || p.next >= n {
                return None;
            }
            p.next += 1;
            Some(p.next - 1)
        };
        std::thread::scope(|scope| {
            // `jobs - 1` helpers; this thread is a worker too, and the writer: it compiles a
            // function whenever it is not ahead of the writing, and writes what is in order
            // after each. So `-j 2` is two threads on two cores (a separate writer thread
            // woken per function cost a context switch per function and a third thread's
            // caches).
            for _ in 1..jobs {
                let tx = tx.clone();
                let take = &take;
                scope.spawn(move || {
                    let mut worker = Worker::new(self.session);
                    while let Some(k) = take(true) {
                        let piece = match worker.as_mut() {
                            Some(w) => self.piece(part, w, k),
                            None => Err(None),
                        };
                        let failed = piece.is_err();
                        if tx.send((k, piece)).is_err() || failed {
                            return;
                        }
                    }
                });
            }
            drop(tx);
            let mut worker = Worker::new(self.session);
            let mut taken = Taken::default();
            let mut written = 0;
            let mut result = Ok(());
            let mut helpers_done = false;
            while result.is_ok() && written < n {
                // Write what is in order.
                while let Some(mut piece) = taken.pending.remove(&written) {
                    if let Err(e) = write(&piece) {
                        result = Err(Stop::Io(e));
                        break;
                    }
                    warnings.add(part.k0 + written, &mut piece);
                    written += 1;
                }
                if result.is_err() || written == n {
                    break;
                }
                if let Ok(mut p) = progress.lock() {
                    p.written = written;
                    if p.waiting > 0 {
                        wake.notify_all();
                    }
                }
                // The next piece: one a helper finished, else one of our own, else wait for
                // a helper.
                let got = match rx.try_recv() {
                    Ok(got) => Some(got),
                    Err(mpsc::TryRecvError::Disconnected) => {
                        helpers_done = true;
                        None
                    }
                    Err(mpsc::TryRecvError::Empty) => None,
                };
                let got = match got {
                    Some(got) => got,
                    None => match take(false) {
                        Some(k) => match worker.as_mut() {
                            Some(w) => (k, self.piece(part, w, k)),
                            None => (k, Err(None)),
                        },
                        None if helpers_done => {
                            result = Err(Stop::Fallback);
                            break;
                        }
                        None => match rx.recv() {
                            Ok(got) => got,
                            Err(_) => {
                                helpers_done = true;
                                continue;
                            }
                        },
                    },
                };
                let failed = got.1.is_err();
                taken.take(got);
                if failed {
                    result = Err(Stop::Fallback);
                }
            }
            if let Ok(mut p) = progress.lock() {
                p.stop = true;
            }
            wake.notify_all();
            // Take what the helpers still send, so none blocks (the channel is unbounded, so
            // none would; this only ends when they have all returned): what they compiled is
            // not compiled again if a failure is diagnosed.
            for got in rx.iter() {
                taken.take(got);
            }
            taken.finish(result, part.k0, written, n)
        })
    }

    /// Function `chosen[part.k0 + k]` read, verified, linted and legalised: its location, its
    /// warnings (`lint-ub`'s, the passes' with each pass's position in the pipeline).
    #[allow(clippy::type_complexity)]
    fn front(
        &self,
        part: &PartRun<'_>,
        w: &mut Worker,
        k: usize,
    ) -> Result<(Loc, Vec<String>, Vec<(usize, String)>), Option<Box<Failure>>> {
        let k = part.k0 + k;
        let i = (self.chosen.get(k))
            .and_then(|i| i.checked_sub(part.first))
            .ok_or(None)?;
        let f = part.split.parse_function(i).map_err(|_| None)?;
        let header = part.split.header();
        let loc = f.loc;
        // The function alone with the module level, in the worker's module: `clone_from`
        // reuses its surfaces' allocations from one function to the next.
        let m = &mut w.module;
        m.target.clone_from(&header.target);
        m.surfaces.clone_from(&header.surfaces);
        m.functions.clear();
        m.functions.push(f);
        // `verify_module` of this module, its module rules checked once in `run`.
        let verdict = match m.functions.first() {
            Some(f) => w.session.verify_function(m, f),
            None => return Err(None),
        };
        verdict.map_err(|_| None)?;
        let render = |w: &dyn Located| part.lines.render(w);
        let lint: Vec<String> = w.session.lint(m).iter().map(|w| render(w)).collect();
        // Verified just above; the session need not verify it again.
        let report = match w.session.legalise(m, true, &mut io::sink()) {
            Ok(report) => report,
            Err(e) => {
                return Err(Failure::new(
                    &part.lines,
                    w.session.pass_names(),
                    k,
                    e,
                    lint,
                    vec![],
                ))
            }
        };
        // Each warning's pass, as its position in the pipeline: the passes run in order, so
        // the first position at or after the previous warning's with that name.
        let names = w.session.pass_names();
        let mut at = 0;
        let pass = (report.warnings.into_iter())
            .map(|w| {
                at = (at..names.len())
                    .find(|&j| names[j] == w.pass)
                    .unwrap_or(at);
                (at, render(&w))
            })
            .collect();
        Ok((loc, lint, pass))
    }

    /// Function `chosen[part.k0 + k]` through the session.
    fn piece(&self, part: &PartRun<'_>, w: &mut Worker, k: usize) -> Outcome {
        let (loc, lint, pass) = self.front(part, w, k)?;
        let k = part.k0 + k;
        let lowered = match w.session.lower(&w.module) {
            Ok(lowered) => lowered,
            Err(e) => {
                return Err(Failure::new(
                    &part.lines,
                    w.session.pass_names(),
                    k,
                    e,
                    lint,
                    pass,
                ))
            }
        };
        let lf = lowered.functions.into_iter().next().ok_or(None)?;
        let n = self.chosen.len();
        let mut head = if n > 1 && !self.files {
            kernel_header(self.emit, &lf.name, k, n)
        } else {
            String::new()
        };
        // (`-o DIR/` is vISA only.)
        let body = if self.emit == Emit::Visa && emit::streams(&lf.mir) {
            // Its text ends with a line break, as every kernel's.
            Body::Printed(Box::new(lf.mir))
        } else if self.files {
            Body::Text(emit::emit_visa(&lf.mir))
        } else if self.emit == Emit::Visa {
            // The kernel's text after its header, as `kernel_text` appends it, without the copy:
            // a line break closes the piece if it does not end with one.
            let mut text = emit::emit_visa(&lf.mir);
            let last = if text.is_empty() {
                head.as_bytes().last()
            } else {
                text.as_bytes().last()
            };
            if last != Some(&b'\n') {
                text.push('\n');
            }
            Body::Text(text)
        } else {
            kernel_text(self.emit, &lf, &mut head);
            Body::Text(String::new())
        };
        let (name, totals) = (lf.name, lf.totals);
        let spill = SpillWarning::of(loc, &name, &totals, self.target)
            .iter()
            .map(|w| part.lines.render(w))
            .collect();
        Ok(Piece {
            head,
            body,
            name,
            lint,
            pass,
            spill,
            stats: std::mem::take(&mut w.session.stats.counters),
        })
    }
}

/// What a worker thread builds once and uses for every function it compiles: its session
/// (the pipeline's passes made once per thread rather than per function) and a module to hold
/// each function with the module level.
struct Worker {
    session: Session,
    /// The module each function is compiled in (its surfaces kept from one to the next).
    module: Module,
}

impl Worker {
    /// A session with `opts`; `None` if its pipeline does not build (it always does: the
    /// streamed path runs the default pipeline, checked when the command started).
    fn new(opts: &SessionOptions) -> Option<Worker> {
        Some(Worker {
            session: Session::new(opts.clone()).ok()?,
            module: Module::new(),
        })
    }
}
