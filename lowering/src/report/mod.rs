//! The lowering report: per memory op *as the user wrote it*, in source order, the messages
//! that carry it and the moves charged to it; per kernel, messages, moves and registers, the
//! naive baseline when asked for, and the extensions (forms outside the specs) used.
//!
//! ```text
//! kernel @copy on dg2
//!   15:3   %v = gather @src : vec<16 x f32>                       moves 0  sends 1
//!            gather_scaled.4 (M1_NM, 16) s_src
//!   16:3   scatter @dst, %v : vec<16 x f32>                       moves 0  sends 1
//!            scatter_scaled.4 (M1_NM, 16) s_dst
//!   totals  messages 2  moves 0  instructions 3  GRFs 6 (peak 6)  predicted sends 2
//!   naive   messages 2  moves 4  instructions 7  GRFs 10 (peak 10)  predicted sends 2
//! ```
//!
//! Entries are the memory ops of the source as written (the function before the pipeline,
//! which the session keeps), named as the IR printer names that function; an op merged into
//! another access points at the entry that carries it, and a split, narrowed or widened op
//! gives, per message, the part it carries ([`Piece`]). [`json`] writes the report as JSON.
//!
//! Names are the IR's and the vISA's: the op, its result and surface as in the IR (`%v`,
//! `@src`, `gather_scaled.4`, channel masks `rgba`), the execution size and mask, predicate and
//! surface operand as in the emitted vISA (`(M1_NM, 16)`, `p_m`, `s_src`). A line starts with
//! the op's `line:col`, or `#N` (its [`memlower_ir::Inst`] handle) for built IR.
//!
//! How an op is found: every message-IR instruction records the IR instruction it was lowered
//! for ([`crate::mir::Inst::origin`]), which is the op the user wrote even when legalisation
//! replaced it by several ops (`InstData::origin`). So the messages of a split access, and the
//! moves its splitting, packing and payloads cost, are charged to it; moves lowered for other
//! instructions (the user's own arithmetic, block arguments) count in the totals only.

mod access;
mod entry;
pub mod flags;
pub mod json;
mod native;
pub mod origins;
pub mod remarks;

pub use entry::{AccessReport, Change, MessageUse, Piece};
pub use native::Native;

use crate::mir::{InstKind, Kernel};
use crate::regalloc::Allocation;
use memlower_ir::{Function, Module};
use memlower_passes::target::Extension;
use std::fmt;

/// Kernel-wide counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Message instructions.
    pub messages: u32,
    /// `mov` instructions into registers (copies and layout conversions).
    pub moves: u32,
    /// All instructions except labels and sink markers (which emit nothing but a comment).
    pub instructions: u32,
    /// GRFs the allocator used.
    pub grfs: u32,
    /// Peak register pressure in GRFs.
    pub peak_grfs: u32,
    /// Predicted native sends (one per message; the finalizer never splits these messages).
    pub predicted_sends: u32,
    /// The most 16-bit flag subregisters the kernel's predicates hold at once
    /// ([`flags::peak_flags`]).
    pub peak_flags: u32,
}

impl Totals {
    /// Counts a kernel and its allocation.
    pub fn of(k: &Kernel, alloc: &Allocation) -> Totals {
        let messages = k.message_count() as u32;
        Totals {
            messages,
            moves: k.move_count() as u32,
            instructions: k
                .insts
                .iter()
                .filter(|i| !matches!(i.kind, InstKind::Label(_) | InstKind::Sink(_)))
                .count() as u32,
            grfs: alloc.total_grfs,
            peak_grfs: alloc.peak_grfs,
            predicted_sends: messages,
            peak_flags: flags::peak_flags(k),
        }
    }

    /// True if the predicted registers fit a register file of `budget` GRFs (r0 is reserved,
    /// so the kernel may use one fewer): no spill expected.
    pub fn fits(&self, budget: u32) -> bool {
        self.grfs < budget
    }

    /// True if the predicates live at once fit `budget` flag subregisters
    /// (the target's `flag_subregs`; no flag spill expected).
    pub fn flags_fit(&self, budget: u32) -> bool {
        self.peak_flags <= budget
    }
}

/// The report of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Function name.
    pub function: String,
    /// Target name, with its enabled extensions (`pvc+typed-simd16`).
    pub target: String,
    /// One entry per source memory op, in source order (the op's place in the function's
    /// layout).
    pub accesses: Vec<AccessReport>,
    /// Moves lowered for instructions other than memory ops (arithmetic, lane and channel
    /// shuffles the user wrote, block arguments): the totals' moves minus the accesses'.
    pub other_moves: u32,
    /// The emitted kernel.
    pub totals: Totals,
    /// The naive baseline, when it was asked for ([`crate::LowerOptions::baseline`]).
    pub naive: Option<Totals>,
    /// GRFs the target gives a kernel; a kernel needing more spills in the finalizer.
    pub grf_budget: u32,
    /// 16-bit flag subregisters the target has (its `flag_subregs`); a kernel whose
    /// predicates hold more at once makes the finalizer spill flags.
    pub flag_budget: u32,
    /// Messages per extension used (only extensions the target enables can appear).
    pub extensions: Vec<(Extension, u32)>,
    /// What the finalizer made of the kernel, when it was run (`--finalize`); the lowering
    /// leaves it `None`.
    pub native: Option<Native>,
}

impl Report {
    /// True if the predicted registers fit the target's register file (no spill expected).
    pub fn fits(&self) -> bool {
        self.totals.fits(self.grf_budget)
    }

    /// True if the predicates live at once fit the target's flag registers (no flag spill
    /// expected).
    pub fn flags_fit(&self) -> bool {
        self.totals.flags_fit(self.flag_budget)
    }

    /// Builds the report of kernel `k`, lowered from the legal-form function `f` of `m`;
    /// `source` is `f` before the pipeline ran (its names and ops are the report's), or `f`.
    pub fn build(
        m: &Module,
        f: &Function,
        source: &Function,
        k: &Kernel,
        alloc: &Allocation,
        target: &memlower_passes::target::Target,
    ) -> Report {
        let totals = Totals::of(k, alloc);
        let accesses = access::accesses(m, f, source, k);
        let charged: u32 = accesses.iter().map(|a| a.moves).sum();
        let mut extensions = Vec::new();
        for e in Extension::ALL {
            let n = accesses
                .iter()
                .flat_map(|a| &a.messages)
                .filter(|m| m.extensions.contains(e))
                .count() as u32;
            if n > 0 {
                extensions.push((e, n));
            }
        }
        Report {
            function: f.name.clone(),
            target: target.spec(),
            other_moves: totals.moves.saturating_sub(charged),
            accesses,
            totals,
            naive: None,
            grf_budget: target.grf_count,
            flag_budget: target.flag_subregs,
            extensions,
            native: None,
        }
    }
}

impl fmt::Display for Totals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "messages {}  moves {}  instructions {}  GRFs {} (peak {})  predicted sends {}",
            self.messages,
            self.moves,
            self.instructions,
            self.grfs,
            self.peak_grfs,
            self.predicted_sends
        )
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "kernel @{} on {}", self.function, self.target)?;
        for a in &self.accesses {
            let at = a.at();
            writeln!(
                f,
                "  {at:<6} {:<54} moves {}  sends {}",
                a.text,
                a.moves,
                a.sends()
            )?;
            if let Some(into) = a.merged_into.and_then(|e| self.accesses.get(e)) {
                writeln!(f, "           merged into {}: {}", into.at(), into.text)?;
            }
            let shaped = a
                .changes
                .iter()
                .any(|c| !matches!(c, Change::Merged | Change::Removed));
            if shaped {
                let names: Vec<&str> = a.changes.iter().map(|c| c.name()).collect();
                let carries: Vec<String> = a
                    .carries
                    .iter()
                    .filter_map(|&e| self.accesses.get(e))
                    .map(|c| c.at())
                    .collect();
                write!(f, "           {}", names.join(", "))?;
                if !carries.is_empty() {
                    write!(f, " (with {})", carries.join(", "))?;
                }
                writeln!(f, ": {} legal op{}", a.became.len(), plural(a.became.len()))?;
            }
            if a.changes.contains(&Change::Removed) {
                writeln!(f, "           removed: no message carries it")?;
            }
            for m in &a.messages {
                write!(f, "           {m}")?;
                match (&m.piece, shaped) {
                    (Some(p), true) => writeln!(f, "  {p}")?,
                    _ => writeln!(f)?,
                }
            }
        }
        if self.other_moves > 0 {
            writeln!(
                f,
                "  other moves {} (lowered for instructions other than memory ops)",
                self.other_moves
            )?;
        }
        writeln!(f, "  totals  {}", self.totals)?;
        if let Some(naive) = &self.naive {
            writeln!(f, "  naive   {naive}")?;
        }
        if let Some(native) = &self.native {
            writeln!(f, "  native  {native}  ({})", native.platform)?;
        }
        for (e, n) in &self.extensions {
            writeln!(
                f,
                "  extension {e}: {n} message{} ({})",
                if *n == 1 { "" } else { "s" },
                e.summary()
            )?;
        }
        if !self.fits() {
            writeln!(
                f,
                "  warning: {} GRFs predicted, {} available (r0 included): the finalizer will spill",
                self.totals.grfs, self.grf_budget
            )?;
        }
        if !self.flags_fit() {
            writeln!(
                f,
                "  warning: predicates take {} flag subregisters at once, {} available: the \
                 finalizer will spill flags",
                self.totals.peak_flags, self.flag_budget
            )?;
        }
        Ok(())
    }
}
