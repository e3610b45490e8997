//! Writing the result: to stdout, or atomically to `-o FILE`, so a failed run never creates,
//! truncates or half-writes a file, and never leaves part of its output on stdout.

use super::args::OutputArgs;
use super::error::DriverError;
use super::io::Io;
use std::fs;
use std::io::{self, Seek, Write};
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
/// either untouched or complete. The temporary file is removed if anything fails. A `path`
/// that exists and is not a regular file (`/dev/null`, a FIFO, a terminal) is written into,
/// never renamed over (held until it is complete, then copied in).
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    write_atomically_with(path, |f| f.write_all(text.as_bytes()))
}

/// [`write_atomically`] for output written as it is made: `write` gets the temporary file
/// (buffered); `path` is replaced only if `write` succeeds.
///
/// Renaming over a path replaces whatever is there, so a special file gets the bytes instead:
/// the output is held in an unnamed temporary file and copied into `path` only if `write`
/// succeeds (all or nothing, as for a regular file). The null device is written straight
/// through: nobody can see a partial result there. Renaming over `-o /dev/null` as root once
/// replaced the machine's `/dev/null` with a regular file.
pub fn write_atomically_with<T, E: From<io::Error>>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> Result<T, E>,
) -> Result<T, E> {
    match fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => return write_into_special(path, &m, write),
        _ => {}
    }
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
        // Flushed, not synced: like other compilers, the output's durability is the file
        // system's business; the rename alone makes it all or nothing for readers.
        f.into_inner().map_err(|e| e.into_error())?;
        fs::rename(&tmp, path)?;
        Ok(out)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// [`write_atomically_with`] for a `path` that is not a regular file (`meta` is its metadata):
/// the output goes through a [`HeldStdout`] on it, so it reaches `path` only once `write` has
/// succeeded (straight through for the null device).
fn write_into_special<T, E: From<io::Error>>(
    path: &Path,
    meta: &fs::Metadata,
    write: impl FnOnce(&mut dyn Write) -> Result<T, E>,
) -> Result<T, E> {
    let mut f = fs::OpenOptions::new().write(true).open(path)?;
    let mut held = if super::io::is_null_device(meta) {
        HeldStdout::through(&mut f)
    } else {
        HeldStdout::new(&mut f, STDOUT_HOLD)
    };
    let mut buf = io::BufWriter::new(&mut held);
    let out = write(&mut buf)?;
    buf.flush()?;
    drop(buf);
    held.finish()?;
    Ok(out)
}

/// True if `-o PATH` names a directory: it ends in `/` or is an existing directory.
pub(super) fn is_directory(path: &Path) -> bool {
    let s = path.as_os_str().to_string_lossy();
    s.ends_with('/') || s.ends_with(std::path::MAIN_SEPARATOR) || path.is_dir()
}

/// Writes every `(file name, text)` into `dir` (created if missing): all the temporary files
/// first, then the renames, so a failure while writing leaves no file changed.
pub(super) fn write_files_atomically(dir: &Path, files: &[(String, String)]) -> io::Result<()> {
    let mut w = DirWriter::new(dir);
    for (name, text) in files {
        w.add(name, text)?;
    }
    w.commit()
}

/// Files written into a directory one by one, all or nothing. Into a directory that exists,
/// each goes to a temporary file, renamed to its name only at [`DirWriter::commit`]: until then
/// (and if the writer is dropped instead) no file of the directory is changed, and the
/// temporary files are removed. A directory the writer makes itself holds nothing anyone else
/// wrote, so there each file is written under its own name (a create and a rename per file cost
/// more than the lowering of a small kernel), and a writer dropped before the commit removes
/// the directory with everything in it. Nothing is fsynced: like a compiler's outputs, they are
/// as durable as the file system makes them.
pub(super) struct DirWriter {
    dir: std::path::PathBuf,
    /// Whether this writer made the directory (removed again if nothing is committed).
    created: bool,
    /// (file written, final name), in order: a temporary file, or in a directory the writer
    /// made, the file itself.
    files: Vec<(std::path::PathBuf, String)>,
    committed: bool,
    /// This process's id, in the temporary files' names.
    pid: u32,
    /// The thread that creates and writes the small files (each create costs the file system
    /// about as much as lowering a small kernel: done beside the lowering, not between kernels),
    /// and the channel to it; made on the first small file.
    worker: Option<Worker>,
}

/// A thread writing `(path, bytes)` files in order; its result is the first error.
struct Worker {
    send: std::sync::mpsc::SyncSender<(std::path::PathBuf, Vec<u8>)>,
    done: std::thread::JoinHandle<io::Result<()>>,
}

impl Worker {
    fn start() -> Worker {
        let (send, recv) = std::sync::mpsc::sync_channel::<(std::path::PathBuf, Vec<u8>)>(64);
        let done = std::thread::spawn(move || {
            let mut first = Ok(());
            for (path, bytes) in recv {
                if first.is_ok() {
                    first = fs::write(&path, &bytes);
                }
            }
            first
        });
        Worker { send, done }
    }

    /// Waits for every file sent to be written.
    fn finish(self) -> io::Result<()> {
        drop(self.send);
        self.done
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the file writer thread failed")))
    }
}

/// A file's text held in memory up to [`SMALL_FILE`] bytes (then handed to the [`Worker`]), or
/// past that written to the file as it comes.
enum Pending {
    Held(Vec<u8>),
    Open(io::BufWriter<fs::File>),
}

/// Bytes of one file's text held for the writer thread; a larger file is written as printed.
const SMALL_FILE: usize = 1 << 20;

impl Pending {
    fn write(&mut self, path: &Path, data: &[u8]) -> io::Result<()> {
        if let Pending::Held(buf) = self {
            if buf.len() + data.len() <= SMALL_FILE {
                buf.extend_from_slice(data);
                return Ok(());
            }
            let mut f = io::BufWriter::with_capacity(64 << 10, fs::File::create(path)?);
            f.write_all(buf)?;
            *self = Pending::Open(f);
        }
        match self {
            Pending::Open(f) => f.write_all(data),
            Pending::Held(_) => Ok(()),
        }
    }
}

impl DirWriter {
    /// A writer into `dir`, made (with its parents) on the first file.
    pub(super) fn new(dir: &Path) -> DirWriter {
        DirWriter {
            dir: dir.to_path_buf(),
            created: false,
            files: Vec::new(),
            committed: false,
            pid: std::process::id(),
            worker: None,
        }
    }

    /// Writes `text` to a temporary file that becomes `dir/name` at the commit.
    pub(super) fn add(&mut self, name: &str, text: &str) -> io::Result<()> {
        self.add_with(name, &mut |w| w.write_all(text.as_bytes()))
    }

    /// [`DirWriter::add`] of what `write` writes (a large kernel's text as it is printed).
    pub(super) fn add_with(
        &mut self,
        name: &str,
        write: &mut dyn FnMut(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        if self.files.is_empty() && !self.dir.is_dir() {
            fs::create_dir_all(&self.dir)?;
            self.created = true;
        }
        let tmp = if self.created {
            self.dir.join(name)
        } else {
            self.dir.join(format!(".{name}.{}.memlower-tmp", self.pid))
        };
        self.files.push((tmp.clone(), name.to_string()));
        let mut pending = Pending::Held(Vec::new());
        write(&mut PendingWriter {
            path: &tmp,
            pending: &mut pending,
        })?;
        match pending {
            Pending::Open(mut f) => f.flush(),
            Pending::Held(bytes) => {
                let worker = self.worker.get_or_insert_with(Worker::start);
                if let Err(std::sync::mpsc::SendError((path, bytes))) =
                    worker.send.send((tmp, bytes))
                {
                    // The thread stopped (it reports why at the commit): write it here.
                    fs::write(path, bytes)?;
                }
                Ok(())
            }
        }
    }

    /// Renames every temporary file to its name.
    pub(super) fn commit(mut self) -> io::Result<()> {
        if let Some(w) = self.worker.take() {
            w.finish()?;
        }
        if !self.created {
            for (tmp, name) in &self.files {
                fs::rename(tmp, self.dir.join(name))?;
            }
        }
        self.committed = true;
        Ok(())
    }
}

/// [`Pending`] as a writer for the text of one file.
struct PendingWriter<'a> {
    path: &'a Path,
    pending: &'a mut Pending,
}

impl Write for PendingWriter<'_> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        self.pending.write(self.path, data)?;
        Ok(data.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for DirWriter {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        // Every file sent is written (or failed) before the clean-up removes them.
        if let Some(w) = self.worker.take() {
            let _ = w.finish();
        }
        for (tmp, _) in &self.files {
            let _ = fs::remove_file(tmp);
        }
        if self.created {
            let _ = fs::remove_dir(&self.dir);
        }
    }
}

/// Bytes of output held in memory before the rest goes to a temporary file (see
/// [`HeldStdout`]): a failing run writes nothing to stdout, as the whole-module path does.
pub(super) const STDOUT_HOLD: usize = 8 << 20;

/// Stdout for output made piece by piece, all or nothing: nothing reaches `out` before
/// [`HeldStdout::finish`]. The first `hold` bytes wait in memory; past that, the pieces go to
/// an unnamed temporary file (unlinked as soon as it is open, so nothing is left behind whatever
/// happens), and `finish` copies it out. A run that fails before `finish` has written nothing,
/// however large its output, and memory stays at `hold` bytes.
pub(super) struct HeldStdout<'a> {
    out: &'a mut dyn Write,
    buf: Vec<u8>,
    hold: usize,
    spill: Option<fs::File>,
    /// Write straight through (see [`HeldStdout::through`]).
    through: bool,
}

impl<'a> HeldStdout<'a> {
    /// Holds everything written, the first `hold` bytes in memory.
    pub(super) fn new(out: &'a mut dyn Write, hold: usize) -> HeldStdout<'a> {
        HeldStdout {
            out,
            buf: Vec::new(),
            hold,
            spill: None,
            through: false,
        }
    }

    /// Writes straight to `out`, holding nothing: for an `out` where a partial result cannot
    /// be seen (`/dev/null`).
    pub(super) fn through(out: &'a mut dyn Write) -> HeldStdout<'a> {
        HeldStdout {
            through: true,
            ..HeldStdout::new(out, 0)
        }
    }

    /// Holds `data`: in memory, or, once `hold` bytes are held, in the temporary file.
    pub(super) fn write(&mut self, data: &[u8]) -> io::Result<()> {
        if self.through {
            return self.out.write_all(data);
        }
        if self.buf.len() + data.len() > self.hold && !self.buf.is_empty() {
            let spill = match &mut self.spill {
                Some(f) => f,
                None => self.spill.insert(unlinked_temp_file()?),
            };
            spill.write_all(&self.buf)?;
            self.buf.clear();
        }
        self.buf.extend_from_slice(data);
        Ok(())
    }

    /// Writes everything held to `out`, in order, and flushes it.
    pub(super) fn finish(mut self) -> io::Result<()> {
        if let Some(mut f) = self.spill.take() {
            f.rewind()?;
            io::copy(&mut f, self.out)?;
        }
        self.out.write_all(&self.buf)?;
        self.out.flush()
    }
}

/// So a [`HeldStdout`] can stand where a writer is expected (`-o` into a special file).
impl Write for HeldStdout<'_> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        HeldStdout::write(self, data)?;
        Ok(data.len())
    }

    /// Nothing: what is held stays held until [`HeldStdout::finish`].
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A new file in the temporary directory, opened for reading and writing and already removed
/// from the directory: it lives as long as the handle.
fn unlinked_temp_file() -> io::Result<fs::File> {
    let dir = std::env::temp_dir();
    for k in 0..100u32 {
        let path = dir.join(format!(".memlower-stdout.{}.{k}", std::process::id()));
        match fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => {
                fs::remove_file(&path)?;
                return Ok(f);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "no free name for a temporary file",
    ))
}

#[cfg(test)]
mod tests {
    use super::HeldStdout;

    #[test]
    fn held_stdout_writes_nothing_until_finish_and_then_everything_in_order() {
        let pieces: Vec<String> = (0..50).map(|k| format!("piece {k}\n")).collect();
        let mut out = Vec::new();
        // A hold of 16 bytes: most pieces go through the temporary file.
        let mut held = HeldStdout::new(&mut out, 16);
        for p in &pieces {
            held.write(p.as_bytes()).expect("held");
        }
        assert!(held.spill.is_some(), "past the hold, pieces go to the file");
        held.finish().expect("written");
        assert_eq!(String::from_utf8(out).expect("UTF-8"), pieces.concat());
    }

    #[test]
    fn a_held_stdout_dropped_before_finish_writes_nothing() {
        let mut out = Vec::new();
        let mut held = HeldStdout::new(&mut out, 16);
        for k in 0..50 {
            held.write(format!("piece {k}\n").as_bytes()).expect("held");
        }
        drop(held);
        assert!(out.is_empty(), "a failed run leaves nothing on stdout");
    }

    #[test]
    fn a_held_stdout_that_writes_through_holds_nothing() {
        let mut out = Vec::new();
        let mut held = HeldStdout::through(&mut out);
        held.write(b"piece 0\n").expect("written");
        held.write(b"piece 1\n").expect("written");
        assert!(held.buf.is_empty() && held.spill.is_none());
        drop(held);
        assert_eq!(out, b"piece 0\npiece 1\n");
    }
}
