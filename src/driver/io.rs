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
    /// True if standard output is `/dev/null` ([`stdout_is_dev_null`]): nobody can see a partial
    /// result there, so a streamed run writes its output as it goes instead of holding it
    /// until it has succeeded (which costs a temporary file past 8 MiB).
    pub stdout_discards: bool,
}

/// True if this process's standard output is `/dev/null` (the same character device).
pub fn stdout_is_dev_null() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt, MetadataExt};
        match (
            std::fs::metadata("/dev/stdout"),
            std::fs::metadata("/dev/null"),
        ) {
            (Ok(out), Ok(null)) => out.file_type().is_char_device() && out.rdev() == null.rdev(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        false
    }
}
