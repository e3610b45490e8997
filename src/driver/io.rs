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
    std::fs::metadata("/dev/stdout").is_ok_and(|m| is_null_device(&m))
}

/// True if `meta` is the metadata of the null device (the character device `/dev/null` is).
pub(super) fn is_null_device(meta: &std::fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt, MetadataExt};
        let null = std::fs::metadata("/dev/null");
        meta.file_type().is_char_device()
            && null.is_ok_and(|n| n.file_type().is_char_device() && n.rdev() == meta.rdev())
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        false
    }
}
