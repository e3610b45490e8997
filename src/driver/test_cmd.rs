//! `memlower test [--bless] FILE...`: precise-output tests, in the spirit of Cranelift's
//! `test compile precise-output` filetests and LLVM's `update_*_test_checks.py`.
//!
//! ```text
//!   FILE ──precise::parse──▶ command words, input, expected block
//!        ──the command (`lower::run` or `opt::run`, the input on stdin)──▶ exit, stdout, stderr
//!        ──compare bytes with the expected block──▶ pass, or FAIL and a unified diff
//!   --bless: a file that does not match gets the block its run printed (written atomically;
//!            a file that does not read, or whose command line is wrong, is not touched)
//!   stdout: failures and their diffs, then `N passed, M failed`; exit 1 if any failed
//! ```
//!
//! Diagnostics name the input `<stdin>`; they are compared with the test file's name alone in
//! its place, so an expectation holds from any directory.

use super::diff::unified;
use super::error::DriverError;
use super::input::Inputs;
use super::io::Io;
use super::lower_args::LowerArgs;
use super::opt::OptArgs;
use super::output::{write_atomically, write_stdout};
use super::precise::{self, Kind, Malformed};
use super::render::render_error;
use clap::{Args, Parser, Subcommand};
use memlower_ir::diag::render;
use memlower_ir::Loc;
use std::fmt::Write as _;
use std::path::Path;

/// `memlower test [--bless] FILE...`.
#[derive(Debug, Args)]
pub struct TestArgs {
    /// Rewrite the expected block of every file that does not match with what its command
    /// printed (the file is replaced atomically).
    #[arg(long)]
    pub bless: bool,
    /// The test files (`.mirt`: a `; memlower-test:` header, memlower IR, an expected block).
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<String>,
}

/// The command of a test file's header, parsed as the command line would parse it.
#[derive(Debug, Parser)]
#[command(name = "memlower-test", no_binary_name = true)]
struct Header {
    #[command(subcommand)]
    command: Tested,
}

/// The commands a test may run.
#[derive(Debug, Subcommand)]
enum Tested {
    /// `memlower lower`.
    Lower(LowerArgs),
    /// `memlower opt`.
    Opt(OptArgs),
}

/// What one run of a test's command gave.
struct Outcome {
    kind: Kind,
    text: String,
}

/// How one file went.
enum Verdict {
    Passed,
    /// It did not match; with `--bless` it was rewritten.
    Failed {
        report: String,
        blessed: bool,
    },
    /// It could not be run (rendered against the file).
    Broken(String),
}

/// Runs every test file and prints the verdict.
pub(super) fn run(args: &TestArgs, io: &mut Io) -> Result<(), DriverError> {
    let (mut passed, mut failed, mut blessed) = (0, 0, 0);
    let mut out = String::new();
    for path in &args.files {
        match run_file(path, args.bless) {
            Verdict::Passed => passed += 1,
            Verdict::Failed { report, blessed: b } => {
                out.push_str(&report);
                if b {
                    blessed += 1;
                } else {
                    failed += 1;
                }
            }
            Verdict::Broken(text) => {
                let _ = io.stderr.write_all(text.as_bytes());
                failed += 1;
            }
        }
    }
    let _ = write!(out, "{passed} passed, {failed} failed");
    if args.bless {
        let _ = write!(out, ", {blessed} blessed");
    }
    out.push('\n');
    write_stdout(&out, io)?;
    if failed > 0 {
        return Err(DriverError::Rendered {
            text: format!(
                "error: {failed} of {} test file{} failed\n",
                args.files.len(),
                if args.files.len() == 1 { "" } else { "s" }
            ),
        });
    }
    Ok(())
}

/// Runs one test file.
fn run_file(path: &str, bless: bool) -> Verdict {
    let text = match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
                let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
                let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
                let col = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
                return Verdict::Broken(format!(
                    "error: {path}:{line}:{col}: the test file is not UTF-8 here\n"
                ));
            }
        },
        Err(e) => return Verdict::Broken(format!("error: cannot read {path}: {e}\n")),
    };
    let broken = |m: &Malformed| Verdict::Broken(render(m, path, &text));
    let file = match precise::parse(&text) {
        Ok(f) => f,
        Err(m) => return broken(&m),
    };
    let name = Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned());
    let outcome = match run_command(&file.words, file.input, &name) {
        Ok(o) => o,
        Err(m) => return broken(&m),
    };
    let matches = file
        .expected
        .as_ref()
        .is_some_and(|e| e.kind == outcome.kind && e.text == outcome.text);
    if matches {
        return Verdict::Passed;
    }
    let mut report = match &file.expected {
        None => format!("FAIL {path}: no expected block yet (`memlower test --bless` writes it)\n"),
        Some(e) if e.kind != outcome.kind => format!(
            "FAIL {path}: expected {} (line {}), the command gave {}\n",
            e.kind.noun(),
            e.line,
            outcome.kind.noun()
        ),
        Some(e) => format!(
            "FAIL {path}: the {} differs from the expected {} (line {})\n",
            outcome.kind.noun(),
            e.kind.noun(),
            e.line
        ),
    };
    let before = file.expected.as_ref().map_or("", |e| e.text.as_str());
    let _ = write!(
        report,
        "--- expected\n+++ actual {}\n{}",
        outcome.kind.noun(),
        unified(before, &outcome.text)
    );
    if !bless {
        return Verdict::Failed {
            report,
            blessed: false,
        };
    }
    let new = precise::blessed(&file, outcome.kind, &outcome.text);
    match write_atomically(Path::new(path), &new) {
        Ok(()) => Verdict::Failed {
            report: format!("blessed {path}\n"),
            blessed: true,
        },
        Err(e) => Verdict::Broken(format!("error: cannot write {path}: {e}\n")),
    }
}

/// Runs the command `words` on `input` (given as stdin), as `memlower` would; `name` replaces
/// `<stdin>` in what it printed on stderr.
fn run_command(words: &[(&str, Loc)], input: &str, name: &str) -> Result<Outcome, Malformed> {
    let at = words.first().map_or(Loc::new(1, 1), |w| w.1);
    let argv = words
        .iter()
        .map(|(w, _)| super::args::llvm_style(std::ffi::OsString::from(w)));
    let header = Header::try_parse_from(argv).map_err(|e| {
        let text = e.render().to_string();
        let first = text.lines().next().unwrap_or("a malformed command");
        Malformed {
            loc: at,
            message: first.trim_start_matches("error: ").to_string(),
            expected: "the flags of `memlower lower` or `memlower opt`, without FILE or -o (the \
                       test file is the input, stdout is compared)"
                .into(),
        }
    })?;
    let writes = |input: &str, out: bool, extra: bool| -> Option<&'static str> {
        if input != "-" {
            Some("a FILE: the test file is the input")
        } else if out {
            Some("`-o`: the output is compared on stdout")
        } else if extra {
            Some("`--pass-remarks-output`: a test writes no file")
        } else {
            None
        }
    };
    let refused = match &header.command {
        Tested::Lower(a) => writes(
            &a.input.input,
            a.out.output.is_some(),
            a.remarks.remarks_output.is_some(),
        ),
        Tested::Opt(a) => writes(&a.input.input, a.out.output.is_some(), false),
    };
    if let Some(what) = refused {
        return Err(Malformed {
            loc: at,
            message: format!("the test's command takes {what}"),
            expected: "the command's flags only".into(),
        });
    }
    let mut stdin = input.as_bytes();
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut io = Io {
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
        stdout_discards: false,
    };
    let mut inputs = Inputs::default();
    let result = match &header.command {
        Tested::Lower(a) => super::lower::run(a, &mut io, &mut inputs),
        Tested::Opt(a) => super::opt::run(a, &mut io, &mut inputs),
    };
    if let Err(e) = &result {
        let _ = io.stderr.write_all(render_error(e, &inputs).as_bytes());
    }
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).replace("<stdin>", name);
    Ok(match result {
        Ok(()) => Outcome {
            kind: Kind::Output,
            text: text(stdout),
        },
        Err(_) => Outcome {
            kind: Kind::Error,
            text: text(stderr),
        },
    })
}
