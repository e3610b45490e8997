//! What one function of the streamed `lower` gives ([`Piece`]), or why it gave nothing
//! ([`Failure`], ranked in the order the whole-module path meets failures), and why the
//! streamed path stopped ([`Stop`]).

use super::error::DriverError;
use super::render::render_error_by;
use super::warning::WarningSource;
use memlower_lowering::emit;
use memlower_lowering::mir::Kernel;
use memlower_lowering::session::CompileError;
use memlower_passes::manager::ManagerError;
use std::collections::BTreeMap;
use std::io;

/// What one function gives.
pub(super) struct Piece {
    /// Its output: `head` (its header line if the module has several kernels, or all of it
    /// but vISA) then `body`.
    pub(super) head: String,
    pub(super) body: Body,
    /// Its kernel's name (for `-o DIR/`).
    pub(super) name: String,
    /// Its warnings, rendered against the input (its part of the text is not kept): its
    /// `lint-ub` warnings, the passes' (each with the position of its pass in the pipeline),
    /// and its predicted spills.
    pub(super) lint: Vec<String>,
    pub(super) pass: Vec<(usize, String)>,
    pub(super) spill: Vec<String>,
    /// What its passes and its lowering counted (`-stats`).
    pub(super) stats: memlower_passes::Counters,
}

/// A piece's vISA.
pub(super) enum Body {
    /// Its text, printed by the worker.
    Text(String),
    /// A large kernel, printed into the output when its turn comes rather than held as text
    /// (`emit::streams`).
    Printed(Box<Kernel>),
}

impl Piece {
    /// Writes its vISA.
    pub(super) fn write_body(&self, w: &mut dyn io::Write) -> io::Result<()> {
        match &self.body {
            Body::Text(text) => w.write_all(text.as_bytes()),
            Body::Printed(k) => emit::write_visa(k, w),
        }
    }
}

/// Why the streamed path stopped.
pub(super) enum Stop {
    /// The module level, or a function, does not read or verify: the whole-module path says
    /// why (it compiles nothing: a parse or verifier error is reported before any pass runs).
    Fallback,
    /// Functions failed in a compile stage: what was done when the writing stopped.
    Failed(Box<Stopped>),
    /// The error the whole-module path puts first, rendered; the warnings to print before it
    /// are in `Warnings`.
    Error(String),
    /// The output could not be written.
    Io(io::Error),
}

/// Where a compile stage failed, in the order the whole-module path meets failures: every
/// pass over every function (by the pass's position in the pipeline), then the verifier and
/// the legal-form check over the module, then lowering; within a stage, the first function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Rank {
    Pass(usize),
    Broken,
    NotLegal,
    Lower,
}

/// A function the session failed on in a compile stage.
pub(super) struct Failure {
    /// Its position in `chosen`.
    pub(super) k: usize,
    pub(super) rank: Rank,
    /// The error, rendered against the function's part of the input.
    pub(super) text: String,
    /// Its warnings (rendered): `lint-ub`'s, and the passes' if the pipeline ran to the end.
    pub(super) lint: Vec<String>,
    pub(super) pass: Vec<(usize, String)>,
}

/// One function compiled: its piece, or why not (`None`: it does not parse or verify).
pub(super) type Outcome = Result<Piece, Option<Box<Failure>>>;

/// What was done when a failure stopped the writing.
pub(super) struct Stopped {
    /// Functions before this position in `chosen` are written, their warnings taken.
    pub(super) written: usize,
    /// Functions compiled ahead of the writing, by position in `chosen`.
    pub(super) done: BTreeMap<usize, Piece>,
    /// The failures seen.
    pub(super) failures: Vec<Failure>,
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Io(e)
    }
}

/// What the writer took from the workers of a part: pieces not yet written (by position in
/// the part), failures, and whether a function does not read or verify.
#[derive(Default)]
pub(super) struct Taken {
    pub(super) pending: BTreeMap<usize, Piece>,
    pub(super) failures: Vec<Failure>,
    pub(super) fallback: bool,
}

impl Taken {
    /// How the part ended: `result` (the writer's: an output error, or a stop), given what
    /// was taken, `written` of its `n` functions written; `k0`: the part's first position in
    /// `chosen`.
    pub(super) fn finish(
        self,
        result: Result<(), Stop>,
        k0: usize,
        written: usize,
        n: usize,
    ) -> Result<(), Stop> {
        match result {
            Err(Stop::Io(e)) => Err(Stop::Io(e)),
            _ if self.fallback => Err(Stop::Fallback),
            _ if !self.failures.is_empty() => Err(Stop::Failed(Box::new(Stopped {
                written: k0 + written,
                done: (self.pending.into_iter())
                    .map(|(k, p)| (k0 + k, p))
                    .collect(),
                failures: self.failures,
            }))),
            _ if written < n => Err(Stop::Fallback),
            r => r,
        }
    }

    pub(super) fn take(&mut self, (k, outcome): (usize, Outcome)) {
        match outcome {
            Ok(piece) => {
                self.pending.insert(k, piece);
            }
            Err(Some(f)) => self.failures.push(*f),
            Err(None) => self.fallback = true,
        }
    }
}

impl Failure {
    /// The failure `e` of function `chosen[k]`, rendered against its part (`lines`); `None` if it is
    /// not of a compile stage.
    pub(super) fn new(
        lines: &WarningSource<'_>,
        names: &[&str],
        k: usize,
        e: CompileError,
        lint: Vec<String>,
        pass: Vec<(usize, String)>,
    ) -> Option<Box<Failure>> {
        let rank = match &e {
            CompileError::Legalise { error, .. } => match **error {
                ManagerError::Pass { pass, .. } => {
                    Rank::Pass(names.iter().position(|n| *n == pass)?)
                }
                _ => return None,
            },
            CompileError::Broken { .. } => Rank::Broken,
            CompileError::NotLegal { .. } => Rank::NotLegal,
            CompileError::Lower { .. } => Rank::Lower,
            _ => return None,
        };
        let text = render_error_by(&DriverError::from(e), None, &|x| lines.render(x));
        Some(Box::new(Failure {
            k,
            rank,
            text,
            lint,
            pass,
        }))
    }
}
