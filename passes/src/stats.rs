//! Counters of what the passes decided, as LLVM's `STATISTIC` and `-stats`, without globals.
//!
//! ```text
//!   const SPLIT: Stat = Stat::new("split-lanes", "NumSplit", "Accesses split into pieces");
//!   in a pass:     am.count(SPLIT, 1)          (the AnalysisManager of the run holds the sink)
//!   after a run:   RunReport::stats            (the manager takes the run's counters)
//!   the session:   sums them over functions and runs, adds the lowering's
//!   `-stats`:      Counters::table, LLVM's layout, on stderr
//! ```
//!
//! A counter is keyed by its [`Stat`] (pass, name, description), as LLVM keys a statistic by
//! `DEBUG_TYPE`, name and description. Only counters bumped by a non-zero amount exist, so the
//! table lists what happened, as LLVM's lists the statistics that were touched. The sink lives
//! in the [`crate::AnalysisManager`] a run hands every pass (`&mut`), not in
//! [`crate::PassContext`] (shared, `Copy`, and built by struct literal in every caller): so a
//! pass that counts nothing, or a caller that never asks, is unchanged.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// One counter's key: the pass (LLVM's `DEBUG_TYPE`), a name and what it counts. Ordered as
/// LLVM sorts its table: by pass, then name, then description.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Stat {
    /// The pass (or stage: `lower`) that counts it.
    pub pass: &'static str,
    /// A short identifier (`NumSplit`).
    pub name: &'static str,
    /// What it counts, as the table prints it.
    pub desc: &'static str,
}

impl Stat {
    /// The counter `name` of `pass`, described by `desc`.
    pub const fn new(pass: &'static str, name: &'static str, desc: &'static str) -> Stat {
        Stat { pass, name, desc }
    }
}

/// Counters by key: what a run (or a session, summed) counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    counts: BTreeMap<Stat, u64>,
}

impl Counters {
    /// No counter.
    pub fn new() -> Counters {
        Counters::default()
    }

    /// Adds `n` to `stat` (nothing if `n` is 0: a counter exists once something happened).
    pub fn add(&mut self, stat: Stat, n: u64) {
        if n > 0 {
            *self.counts.entry(stat).or_insert(0) += n;
        }
    }

    /// The value of `stat` (0 if never counted).
    pub fn get(&self, stat: Stat) -> u64 {
        self.counts.get(&stat).copied().unwrap_or(0)
    }

    /// The value of the counter `name` of `pass`, whatever its description (0 if none).
    pub fn value(&self, pass: &str, name: &str) -> u64 {
        self.counts
            .iter()
            .filter(|(s, _)| s.pass == pass && s.name == name)
            .map(|(_, &v)| v)
            .sum()
    }

    /// Adds every counter of `other`.
    pub fn merge(&mut self, other: &Counters) {
        for (&s, &v) in &other.counts {
            self.add(s, v);
        }
    }

    /// True if nothing was counted.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The counters in LLVM's order (pass, name, description).
    pub fn iter(&self) -> impl Iterator<Item = (Stat, u64)> + '_ {
        self.counts.iter().map(|(&s, &v)| (s, v))
    }

    /// The table `-stats` prints, in LLVM's layout (`llvm::PrintStatistics`): a banner, then
    /// per counter its value right-aligned, the pass left-aligned and its description, then a
    /// blank line. Empty when nothing was counted (LLVM prints nothing then either).
    ///
    /// ```text
    /// ===-------------------------------------------------------------------------===
    ///                           ... Statistics Collected ...
    /// ===-------------------------------------------------------------------------===
    ///
    ///  2 split-lanes - Accesses split into pieces
    /// 10 lower       - Messages emitted
    ///
    /// ```
    pub fn table(&self) -> String {
        if self.counts.is_empty() {
            return String::new();
        }
        let width = self.counts.values().map(|v| v.to_string().len()).max();
        let pass_width = self.counts.keys().map(|s| s.pass.len()).max();
        let (width, pass_width) = (width.unwrap_or(1), pass_width.unwrap_or(1));
        let rule = format!("==={}===", "-".repeat(73));
        let mut out = format!("{rule}\n{:26}... Statistics Collected ...\n{rule}\n\n", "");
        for (s, v) in &self.counts {
            let _ = writeln!(out, "{v:>width$} {:<pass_width$} - {}", s.pass, s.desc);
        }
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Stat = Stat::new("split-lanes", "NumSplit", "Accesses split into pieces");
    const B: Stat = Stat::new("cse", "NumCse", "Instructions eliminated");

    #[test]
    fn counts_only_what_happened_and_sums() {
        let mut c = Counters::new();
        c.add(A, 0);
        assert!(c.is_empty());
        assert_eq!(c.table(), "");
        c.add(A, 2);
        let mut d = Counters::new();
        d.add(A, 1);
        d.add(B, 12);
        c.merge(&d);
        assert_eq!(c.get(A), 3);
        assert_eq!(c.value("cse", "NumCse"), 12);
        assert_eq!(c.value("cse", "NumOther"), 0);
    }

    /// LLVM's layout: sorted by pass, values right-aligned to the widest, passes padded to
    /// the longest, a blank line after the banner and at the end.
    #[test]
    fn table_is_llvms_layout() {
        let mut c = Counters::new();
        c.add(A, 3);
        c.add(B, 12);
        let rule =
            "===-------------------------------------------------------------------------===";
        assert_eq!(rule.len(), 79);
        let want = format!(
            "{rule}\n                          ... Statistics Collected ...\n{rule}\n\n\
             12 cse         - Instructions eliminated\n \
             3 split-lanes - Accesses split into pieces\n\n"
        );
        assert_eq!(c.table(), want);
    }
}
