//! The standard streams of a run.

use std::io::{Read, Write};

/// The standard streams of a run (the real ones in `main`, buffers in tests).
pub struct Io<'a> {
    /// Standard input (read when FILE is `-`).
    pub stdin: &'a mut dyn Read,
    /// Standard output: the result.
    pub stdout: &'a mut dyn Write,
    /// Standard error: diagnostics, IR dumps, timing tables.
    pub stderr: &'a mut dyn Write,
}
