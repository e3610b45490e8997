//! The lowering report: per source access, the message chosen and what it cost; per kernel,
//! messages, moves and registers for the register-allocation-aware lowering and for the naive
//! baseline (one fresh variable per value, a copy per payload), so the gain is measured.
//!
//! ```text
//! kernel @copy on dg2
//!   12:3  gather : vec<16 x f32>   gather_scaled.4   exec 16 M1  pred  @buf  moves 0  sends 1
//!   13:3  scatter                  scatter_scaled.4  exec 16 M1        @out  moves 0  sends 1
//!   totals        messages 2  moves 0  instructions 3  GRFs 6 (peak 6)  predicted sends 2
//!   naive         messages 2  moves 4  instructions 7  GRFs 10 (peak 10) predicted sends 2
//! ```

use crate::mir::{choice_suffix, InstKind, Kernel};
use crate::regalloc::Allocation;
use memlower_ir::{Loc, MsgChoice};
use std::fmt;

/// What one memory op of the source became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessReport {
    /// Where the op is in the source.
    pub loc: Loc,
    /// The op (mnemonic and type).
    pub op: String,
    /// The message and its blocks or channels.
    pub choice: MsgChoice,
    /// Exec size.
    pub exec: u32,
    /// First channel (mask offset) the message runs at.
    pub mask_offset: u32,
    /// True if a lane mask predicates it.
    pub predicated: bool,
    /// Surface operand text.
    pub surface: String,
    /// `mov`s emitted to prepare its payloads.
    pub moves: u32,
    /// Native `send`s predicted in the finalizer's output (one per message).
    pub sends: u32,
}

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
        }
    }
}

/// The report of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Function name.
    pub function: String,
    /// Target name.
    pub target: String,
    /// One entry per source memory op, in emission order.
    pub accesses: Vec<AccessReport>,
    /// The emitted kernel.
    pub totals: Totals,
    /// The naive baseline.
    pub naive: Totals,
    /// GRFs the target gives a kernel; a kernel needing more spills in the finalizer.
    pub grf_budget: u32,
}

impl Report {
    /// True if the predicted registers fit the target's register file (no spill expected).
    pub fn fits(&self) -> bool {
        self.totals.grfs < self.grf_budget
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

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "kernel @{} on {}", self.function, self.target)?;
        for a in &self.accesses {
            writeln!(
                f,
                "  {:<6} {:<28} {:<20} exec {:<2} M{:<2} {:<4} {:<10} moves {}  sends {}",
                a.loc.to_string(),
                a.op,
                format!("{}.{}", a.choice.msg.mnemonic(), choice_suffix(a.choice)),
                a.exec,
                a.mask_offset / 4 + 1,
                if a.predicated { "pred" } else { "" },
                a.surface,
                a.moves,
                a.sends
            )?;
        }
        writeln!(f, "  totals  {}", self.totals)?;
        writeln!(f, "  naive   {}", self.naive)?;
        if !self.fits() {
            writeln!(
                f,
                "  warning: {} GRFs predicted, {} available (r0 included): the finalizer will spill",
                self.totals.grfs, self.grf_budget
            )?;
        }
        Ok(())
    }
}
