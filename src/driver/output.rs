//! Writing the result: to stdout, or atomically to `-o FILE`, so a failed run never creates,
//! truncates or half-writes a file.

use super::args::OutputArgs;
use super::error::DriverError;
use super::io::Io;
use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// Writes the result to stdout, or atomically to `-o FILE` (`-o -` is stdout).
pub(super) fn write_output(out: &OutputArgs, text: &str, io: &mut Io) -> Result<(), DriverError> {
    match &out.output {
        Some(path) if path.as_os_str() != "-" => {
            write_atomically(path, text).map_err(|error| DriverError::Write {
                path: path.display().to_string(),
                error,
            })
        }
        _ => write_stdout(text, io),
    }
}

/// Writes to standard output and flushes it.
pub(super) fn write_stdout(text: &str, io: &mut Io) -> Result<(), DriverError> {
    io.stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|error| DriverError::Write {
            path: "<stdout>".into(),
            error,
        })
}

/// Writes `text` to a temporary file next to `path` and renames it over `path`, so `path` is
/// either untouched or complete. The temporary file is removed if anything fails.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    write_atomically_with(path, |f| f.write_all(text.as_bytes()))
}

/// [`write_atomically`] for output written as it is made: `write` gets the temporary file
/// (buffered); `path` is replaced only if `write` succeeds.
pub fn write_atomically_with<T, E: From<io::Error>>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> Result<T, E>,
) -> Result<T, E> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let Some(file_name) = path.file_name() else {
        return Err(
            io::Error::new(io::ErrorKind::InvalidInput, "the output path names no file").into(),
        );
    };
    let tmp = dir.join(format!(
        ".{}.{}.memlower-tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result: Result<T, E> = (|| {
        let mut f = io::BufWriter::new(fs::File::create(&tmp)?);
        let out = write(&mut f)?;
        let f = f.into_inner().map_err(|e| e.into_error())?;
        f.sync_all()?;
        fs::rename(&tmp, path)?;
        Ok(out)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// True if `-o PATH` names a directory: it ends in `/` or is an existing directory.
pub(super) fn is_directory(path: &Path) -> bool {
    let s = path.as_os_str().to_string_lossy();
    s.ends_with('/') || s.ends_with(std::path::MAIN_SEPARATOR) || path.is_dir()
}

/// Writes every `(file name, text)` into `dir` (created if missing): all the temporary files
/// first, then the renames, so a failure while writing leaves no file changed.
pub(super) fn write_files_atomically(dir: &Path, files: &[(String, String)]) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    let result = (|| {
        for (name, text) in files {
            let tmp = dir.join(format!(".{name}.{}.memlower-tmp", std::process::id()));
            written.push(tmp.clone());
            let mut f = fs::File::create(&tmp)?;
            f.write_all(text.as_bytes())?;
            f.sync_all()?;
        }
        Ok(())
    })();
    if let Err(e) = result {
        for tmp in &written {
            let _ = fs::remove_file(tmp);
        }
        return Err(e);
    }
    for ((name, _), tmp) in files.iter().zip(&written) {
        if let Err(e) = fs::rename(tmp, dir.join(name)) {
            for tmp in &written {
                let _ = fs::remove_file(tmp);
            }
            return Err(e);
        }
    }
    Ok(())
}
