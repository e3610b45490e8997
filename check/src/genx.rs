//! Running Intel's vISA finalizer (`GenX_IR`, Debian package `libigc-tools`) on emitted text,
//! and counting the native `send` instructions in what it produced.
//!
//! ```text
//!   <tmp>/k.visaasm ──GenX_IR k.visaasm -platform DG2 -output -noLoadPayload──▶ <tmp>/k.asm
//!                                                                         or   k.errors.txt
//! ```
//!
//! `-noLoadPayload` leaves out the prologue that loads kernel inputs (block reads that are
//! `send`s on XeHP/DG2); the counter also skips a `cross_thread_prolog:` block if one is there.
//! Each call runs in its own temporary directory (the finalizer writes next to its input and
//! into the current directory), so calls can run in parallel.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

/// What one finalizer run produced.
#[derive(Clone, Debug)]
pub struct GenxRun {
    /// Exit code (`None` if killed by a signal).
    pub code: Option<i32>,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// `k.errors.txt`, if written.
    pub errors: Option<String>,
    /// `k.asm`, if written.
    pub asm: Option<String>,
}

impl GenxRun {
    /// True if the finalizer accepted the kernel: exit code 0 and native code written. (A
    /// register spill also exits 1, with `Spill memory used` on stdout.)
    pub fn accepted(&self) -> bool {
        self.code == Some(0) && self.asm.is_some()
    }

    /// True if the finalizer had to spill registers (it says `Spill memory used = N bytes`, and
    /// exits 1 although it writes code).
    pub fn spilled(&self) -> bool {
        self.stdout.contains("Spill memory used") || self.stderr.contains("Spill memory used")
    }

    /// The native sends in the kernel body, if code was produced, not counting the
    /// end-of-thread send.
    pub fn sends(&self) -> Option<usize> {
        self.asm.as_deref().map(count_sends)
    }

    /// True if code was produced and it ends the thread (see [`ends_thread`]).
    pub fn ends_thread(&self) -> bool {
        self.asm.as_deref().is_some_and(ends_thread)
    }

    /// The finalizer's complaint: the `Error Message:` lines, else the end of stderr/stdout.
    pub fn diagnosis(&self) -> String {
        if let Some(e) = &self.errors {
            let msgs: Vec<&str> = e
                .lines()
                .filter_map(|l| l.trim().strip_prefix("Error Message:"))
                .map(str::trim)
                .collect();
            if !msgs.is_empty() {
                return msgs.join("; ");
            }
        }
        let tail = |s: &str| s.lines().rev().take(4).collect::<Vec<_>>().join(" | ");
        format!(
            "stderr: {} stdout: {}",
            tail(&self.stderr),
            tail(&self.stdout)
        )
    }
}

/// Why the finalizer could not be run.
#[derive(Debug, thiserror::Error)]
pub enum GenxError {
    /// `GenX_IR` is not installed or not on `PATH`.
    #[error("GenX_IR (Debian package libigc-tools) could not be started: {0}")]
    Missing(std::io::Error),
    /// The temporary directory could not be written.
    #[error("cannot prepare {path}: {err}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        err: std::io::Error,
    },
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Compiles `visa` for `platform` (`TGLLP`, `XeHP_SDV`, `DG2`, `PVC`) in a fresh temporary
/// directory, which is removed afterwards.
pub fn run(visa: &str, platform: &str) -> Result<GenxRun, GenxError> {
    let dir = std::env::temp_dir().join(format!(
        "memlower-genx-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let io = |path: &Path, err| GenxError::Io {
        path: path.to_path_buf(),
        err,
    };
    std::fs::create_dir_all(&dir).map_err(|e| io(&dir, e))?;
    let input = dir.join("k.visaasm");
    std::fs::write(&input, visa).map_err(|e| io(&input, e))?;
    let out = Command::new("GenX_IR")
        .arg("k.visaasm")
        .args(["-platform", platform, "-output", "-noLoadPayload"])
        .current_dir(&dir)
        .output();
    let result = match out {
        Ok(o) => Ok(GenxRun {
            code: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            errors: std::fs::read_to_string(dir.join("k.errors.txt")).ok(),
            asm: std::fs::read_to_string(dir.join("k.asm")).ok(),
        }),
        Err(e) => Err(GenxError::Missing(e)),
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// True if `GenX_IR` can be started.
pub fn available() -> bool {
    Command::new("GenX_IR").arg("-h").output().is_ok()
}

/// Makes sure `GenX_IR` can be started, for the tests and benches that need the finalizer (they
/// fail, never skip, without it): if it is missing, runs the workspace's
/// `scripts/ensure-deps.sh` (which installs `libigc-tools`) once per process. An error says why
/// it still cannot be started.
pub fn ensure() -> Result<(), String> {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    if available() {
        return Ok(());
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/ensure-deps.sh");
    let mut status = None;
    INSTALL.call_once(|| status = Some(Command::new("bash").arg(script).status()));
    if available() {
        return Ok(());
    }
    Err(format!(
        "GenX_IR (Debian package libigc-tools) is required and could not be installed by \
         {script} (status {status:?}); install it with `apt-get install libigc-tools`"
    ))
}

/// Counts native sends in finalizer output: lines whose instruction is `send`, `sends`,
/// `sendc` or `sendsc` (with an optional `.sfid` suffix) followed by an `(N|Mk)` exec size,
/// after an optional predicate `(...)`; lines of a `cross_thread_prolog:` block (up to the next
/// `// B` line) are skipped (docs/finalizer-facts.md §10).
pub fn count_sends(asm: &str) -> usize {
    body_lines(asm)
        .filter(|(_, l)| is_send(l) && !is_eot(l))
        .count()
}

/// True if the kernel ends its thread: an end-of-thread send and no native `ret` in the body.
/// (A kernel body without a `.function` entry gets a native `ret` from the finalizer, which
/// returns to nowhere on hardware.)
pub fn ends_thread(asm: &str) -> bool {
    let mut eot = false;
    for (_, l) in body_lines(asm) {
        if is_send(l) && is_eot(l) {
            eot = true;
        }
        let op = l
            .strip_prefix('(')
            .and_then(|t| t.split_once(')'))
            .map_or(l, |(_, r)| r);
        if op.trim_start().starts_with("ret ") {
            return false;
        }
    }
    eot
}

/// An end-of-thread send: `EOT` among its `{...}` options.
fn is_eot(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or(line);
    code.rfind('{').is_some_and(|i| {
        code[i..]
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| w == "EOT")
    })
}

/// The instruction lines of a kernel body, trimmed, with their 0-based line numbers: no blank,
/// comment (`//...`) or label (`name:`) lines, and none of a `cross_thread_prolog:` block (the
/// input-loading prologue, up to the next `// B` line).
pub fn body_lines(asm: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut in_prolog = false;
    asm.lines().enumerate().filter_map(move |(no, line)| {
        let t = line.trim();
        if t.starts_with("cross_thread_prolog:") {
            in_prolog = true;
            return None;
        }
        if in_prolog {
            if t.starts_with("// B") {
                in_prolog = false;
            }
            return None;
        }
        let label = t.ends_with(':') && !t.contains(char::is_whitespace);
        (!t.is_empty() && !t.starts_with("//") && !label).then_some((no, t))
    })
}

fn is_send(line: &str) -> bool {
    let mut t = line;
    if t.starts_with('(') {
        match t.find(')') {
            Some(i) => t = t[i + 1..].trim_start(),
            None => return false,
        }
    }
    let Some(rest) = t.strip_prefix("send") else {
        return false;
    };
    let rest = rest.strip_prefix('s').unwrap_or(rest);
    let rest = rest.strip_prefix('c').unwrap_or(rest);
    let rest = match rest.strip_prefix('.') {
        Some(r) => r.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_'),
        None => rest,
    };
    if !rest.starts_with(char::is_whitespace) {
        return false;
    }
    let rest = rest.trim_start();
    let Some(inner) = rest.strip_prefix('(') else {
        return false;
    };
    let Some((num, tail)) = inner.split_once('|') else {
        return false;
    };
    num.chars().all(|c| c.is_ascii_digit())
        && !num.is_empty()
        && tail.starts_with('M')
        && tail[1..]
            .chars()
            .take_while(|c| *c != ')')
            .all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn send_lines() {
        for yes in [
            "(f0.0)  send.dc0 (16|M0)         null     r8      r6:2    0x0            a0.0",
            "(W)     send.dc1 (8|M0)          r2       r127    null:0  0x0",
            "send (16|M0)  r1 r2",
            "sends (16|M16) null r4 r5",
            "(~f0.1.any16h) sendc.dc0 (8|M8) r1 r2",
            "(W&f0.0) send.dc0 (16|M0)         null     r5      r2:1",
        ] {
            assert!(is_send(yes), "{yes}");
        }
        for no in [
            "//.declare send (1)",
            "sync.nop null",
            "load.ugm.d32x32t.a32.ca.ca (1|M0)  r1:2 bti[255][r127:1]",
            "(W) sendfoo (8|M0) r1",
            "mov (8|M0) r1 r2",
        ] {
            assert!(!is_send(no), "{no}");
        }
    }

    #[test]
    fn prolog_is_skipped() {
        let asm = "cross_thread_prolog:\n(W) send.dc0 (8|M0) r2 r127 null:0 0x0 0x0\n// B001: Preds\n(f0.0) send.dc0 (16|M0) null r8 r6:2 0x0 a0.0\n";
        assert_eq!(count_sends(asm), 1);
    }
}

#[cfg(test)]
mod eot_tests {
    use super::*;

    /// DG2's end of a kernel whose body opens with a function entry (GenX_IR output, abridged),
    /// and the same kernel without one.
    const WITH_ENTRY: &str = "_main_0:\n\
        (W) send.dc0 (16|M0) r8 r6 null 0x0 0x04205E00 {$0}\n\
        (W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud\n\
        (W) send.gtwy (8|M0) null r127 null:0 0x0 0x02000010 {EOT,A@1} // end of thread\n";
    const WITHOUT: &str = "_k:\n\
        (W) send.dc0 (16|M0) r8 r6 null 0x0 0x04205E00 {$0}\n\
        ret (16|M0) r37.4 {A@1}\n";

    #[test]
    fn the_eot_send_ends_the_thread_and_is_not_a_data_send() {
        assert!(ends_thread(WITH_ENTRY));
        assert_eq!(count_sends(WITH_ENTRY), 1);
        assert!(
            !ends_thread(WITHOUT),
            "a native ret does not end the thread"
        );
        assert_eq!(count_sends(WITHOUT), 1);
    }
}
