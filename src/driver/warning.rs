//! Warnings a command prints on stderr without failing: provable undefined behaviour
//! (`lint-ub`), predicted register spills. Each is rendered against the input with its
//! `file:line:col`, like an error.

use super::input::Inputs;
use super::io::Io;
use memlower_ir::diag::{render_in, Located, Severity, SourceLines};
use memlower_ir::{Loc, Module};
use memlower_lowering::{Lowered, Totals};
use memlower_passes::target::Target;
use std::fmt;
use std::sync::OnceLock;

/// The input warnings are rendered against: its name, and its lines, indexed on the first
/// warning only (indexing scans the whole text; most runs have no warning, and a run with
/// thousands indexes it once, not once per kind of warning). Shared by the threads of the
/// streamed `lower`, which render their functions' warnings against a part of the input.
pub(super) struct WarningSource<'a> {
    file: &'a str,
    source: &'a str,
    /// The line of the whole input `source` starts on (a part's first line; 1 for the whole).
    first_line: u32,
    lines: OnceLock<SourceLines<'a>>,
}

impl<'a> WarningSource<'a> {
    pub(super) fn new(inputs: &'a Inputs) -> WarningSource<'a> {
        let (file, source) = match &inputs.input {
            Some(i) => (i.name.as_str(), i.text.as_str()),
            None => ("<input>", ""),
        };
        WarningSource::part(file, source, 1)
    }

    /// `source`, a part of the input `file` that starts on its line `first_line`.
    pub(super) fn part(file: &'a str, source: &'a str, first_line: u32) -> WarningSource<'a> {
        WarningSource {
            file,
            source,
            first_line,
            lines: OnceLock::new(),
        }
    }

    /// `w` rendered against the input, as an error is.
    pub(super) fn render(&self, w: &dyn Located) -> String {
        let lines = self
            .lines
            .get_or_init(|| SourceLines::starting_at(self.source, self.first_line));
        render_in(w, self.file, lines)
    }
}

/// Renders every warning against the input and writes it to stderr.
/// The kinds of warning, for `-Wno-KIND`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WarningKind {
    /// Provable undefined behaviour (`lint-ub`).
    Ub,
    /// What a pass of the pipeline warns about.
    Pass,
    /// Registers the finalizer will spill.
    Spill,
}

impl WarningKind {
    /// Every kind.
    pub(super) const ALL: [WarningKind; 3] =
        [WarningKind::Ub, WarningKind::Pass, WarningKind::Spill];

    /// Its name in `-Wno-NAME`.
    pub(super) fn name(self) -> &'static str {
        match self {
            WarningKind::Ub => "ub",
            WarningKind::Pass => "pass",
            WarningKind::Spill => "spill",
        }
    }
}

/// What `-w`, `-Werror` and `-Wno-KIND` ask of warnings, and how many were printed.
#[derive(Clone, Debug, Default)]
pub(super) struct WarningPolicy {
    /// `-w`: none is printed.
    silent: bool,
    /// `-Werror`: any printed one fails the command, before it writes anything.
    error: bool,
    /// `-Wno-KIND`: kinds not printed.
    off: Vec<WarningKind>,
    /// Warnings printed so far.
    pub(super) printed: usize,
}

impl WarningPolicy {
    /// The policy of `-w` and the `-W` flags (`error`, `no-KIND`).
    pub(super) fn parse(
        silent: bool,
        flags: &[String],
    ) -> Result<WarningPolicy, super::error::DriverError> {
        let mut p = WarningPolicy {
            silent,
            ..WarningPolicy::default()
        };
        for f in flags {
            let kind = f
                .strip_prefix("no-")
                .and_then(|k| WarningKind::ALL.into_iter().find(|x| x.name() == k));
            match (f.as_str(), kind) {
                ("error", _) => p.error = true,
                (_, Some(k)) => p.off.push(k),
                _ => {
                    return Err(super::error::DriverError::UnknownWarningFlag {
                        flag: f.clone(),
                        kinds: WarningKind::ALL.map(|k| k.name()).to_vec(),
                    })
                }
            }
        }
        Ok(p)
    }

    /// Prints the warnings of `kind` this policy shows, counting them.
    pub(super) fn print<W: Located>(
        &mut self,
        kind: WarningKind,
        warnings: &[W],
        src: &WarningSource<'_>,
        io: &mut Io,
    ) {
        if self.silent || self.off.contains(&kind) {
            return;
        }
        self.printed += warnings.len();
        print_warnings(warnings, src, io);
    }

    /// `-Werror` with a warning printed: the error to fail with.
    pub(super) fn verdict(&self) -> Result<(), super::error::DriverError> {
        match (self.error, self.printed) {
            (true, n) if n > 0 => Err(super::error::DriverError::WarningsAsErrors { count: n }),
            _ => Ok(()),
        }
    }
}

pub(super) fn print_warnings<W: Located>(warnings: &[W], src: &WarningSource<'_>, io: &mut Io) {
    print_rendered(warnings.iter().map(|w| src.render(w)), io);
}

/// Writes warnings already rendered to stderr, in order.
pub(super) fn print_rendered(warnings: impl IntoIterator<Item = impl AsRef<str>>, io: &mut Io) {
    let mut any = false;
    for w in warnings {
        let _ = io.stderr.write_all(w.as_ref().as_bytes());
        any = true;
    }
    if any {
        let _ = io.stderr.flush();
    }
}

/// A kernel whose predicted registers exceed the target's register file: GenX_IR will spill
/// them to memory (slow, and GenX_IR exits with status 1 although it writes code); or whose
/// predicates hold more flag subregisters at once than the target has: GenX_IR will spill
/// flags into GRFs (extra moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SpillWarning {
    function: String,
    loc: Loc,
    target: &'static str,
    what: Spilled,
}

/// What a [`SpillWarning`] predicts is spilled: the registers needed and the target's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spilled {
    /// GRFs (r0 included in the budget).
    Grfs { need: u32, budget: u32 },
    /// 16-bit flag subregisters.
    Flags { need: u32, budget: u32 },
}

impl SpillWarning {
    /// The warnings for the kernels of `lowered` that do not fit `target`'s registers or flag
    /// registers, each at its `func` line in `input`.
    pub(super) fn all(input: &Module, lowered: &Lowered, target: &Target) -> Vec<SpillWarning> {
        lowered
            .functions
            .iter()
            .flat_map(|f| {
                let loc = input.function(&f.name).map_or(Loc::UNKNOWN, |s| s.loc);
                SpillWarning::of(loc, &f.name, &f.totals, target)
            })
            .collect()
    }

    /// The warnings for kernel `function` with `totals`, whose `func` line is at `loc`: none if
    /// it fits the target's register file and flag registers.
    pub(super) fn of(
        loc: Loc,
        function: &str,
        totals: &Totals,
        target: &Target,
    ) -> Vec<SpillWarning> {
        let flag_budget = target.flag_subregs;
        let mut out = Vec::new();
        if !totals.fits(target.grf_count) {
            out.push(Spilled::Grfs {
                need: totals.grfs,
                budget: target.grf_count,
            });
        }
        if !totals.flags_fit(flag_budget) {
            out.push(Spilled::Flags {
                need: totals.peak_flags,
                budget: flag_budget,
            });
        }
        out.into_iter()
            .map(|what| SpillWarning {
                function: function.to_string(),
                loc,
                target: target.name,
                what,
            })
            .collect()
    }
}

impl fmt::Display for SpillWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.what {
            Spilled::Grfs { need, budget } => write!(
                f,
                "kernel `@{}` needs {} registers (GRFs), but {} has {} and r0 is reserved: the \
                 finalizer will spill registers to memory",
                self.function, need, self.target, budget
            ),
            Spilled::Flags { need, budget } => write!(
                f,
                "kernel `@{}` keeps predicates in {} flag subregisters at once, but {} has {}: \
                 the finalizer will spill flags into registers",
                self.function, need, self.target, budget
            ),
        }
    }
}

impl Located for SpillWarning {
    fn loc(&self) -> Loc {
        self.loc
    }
    fn expected(&self) -> Option<String> {
        Some(match self.what {
            Spilled::Grfs { budget, .. } => format!(
                "at most {} GRFs live at once (narrower vectors, fewer values live across the \
                 kernel, or one kernel split in two)",
                budget.saturating_sub(1)
            ),
            Spilled::Flags { budget, .. } => format!(
                "at most {budget} 16-lane predicates live at once (a compare next to the \
                 selects that read it, or masks kept as 0/-1 words)"
            ),
        })
    }
    fn severity(&self) -> Severity {
        Severity::Warning
    }
}
