//! Diagnostics: every user-facing error names `file:line:col`, shows the line with a caret, and
//! says what was expected.
//!
//! ```text
//! error: lane count mismatch: the mask has 8 lanes but the offsets have 16
//!   --> examples/bad.mir:7:3
//!    |
//!  7 |   %v = gather @buf[%off] mask %m align 4 : vec<16 x f32>
//!    |   ^
//!    = expected: a mask<16>
//! ```

use crate::ir::Loc;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted but probably wrong (e.g. provable undefined behaviour).
    Warning,
}

/// An error or warning with a source location. Implemented by every error enum of memlower.
pub trait Located: std::fmt::Display {
    /// Where in the source the problem is (`Loc::UNKNOWN` if the IR was built, not parsed).
    fn loc(&self) -> Loc;
    /// What would have been accepted, if that can be said.
    fn expected(&self) -> Option<String> {
        None
    }
    /// Error or warning.
    fn severity(&self) -> Severity {
        Severity::Error
    }
}

/// Renders a diagnostic the way `rustc` does: message, location, source line, caret, expectation.
pub fn render(d: &dyn Located, file: &str, source: &str) -> String {
    let mut out = String::new();
    let sev = match d.severity() {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let _ = writeln!(out, "{sev}: {d}");
    let loc = d.loc();
    if loc.is_known() {
        let _ = writeln!(out, "  --> {file}:{}:{}", loc.line, loc.col);
        if let Some(line) = source.lines().nth(loc.line as usize - 1) {
            let num = loc.line.to_string();
            let pad = " ".repeat(num.len());
            let caret_pad: String = line
                .chars()
                .take(loc.col.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            let _ = writeln!(out, " {pad} |");
            let _ = writeln!(out, " {num} | {line}");
            let _ = writeln!(out, " {pad} | {caret_pad}^");
        }
    } else {
        let _ = writeln!(out, "  --> {file}");
    }
    if let Some(e) = d.expected() {
        let _ = writeln!(out, "   = expected: {e}");
    }
    out
}
