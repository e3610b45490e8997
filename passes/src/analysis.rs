//! Analyses (CFG, dominators) cached per function and invalidated when a pass changes it.
//! Placeholder: being written.

/// Caches analyses per function name.
#[derive(Default)]
pub struct AnalysisManager {}

impl AnalysisManager {
    /// Drops every cached analysis of function `func`.
    pub fn invalidate(&mut self, _func: &str) {}
}
