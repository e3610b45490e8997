//! Running one row in a child process, under a wall-time and a memory cap, and reading what
//! it cost: wall time, CPU time and peak RSS from `wait4`'s resource usage (the kernel's own
//! figures for that one child, the same for memlower and for opt-14/llc-14).

use std::fs::File;
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Caps a child runs under.
#[derive(Clone, Copy, Debug)]
pub struct Caps {
    /// Wall time.
    pub secs: u64,
    /// Resident memory.
    pub mb: u64,
}

/// Why a child stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It exited with this status.
    Exited(i32),
    /// Killed by a signal it did not receive from us.
    Signalled(i32),
    /// Killed at the time cap.
    TimeCap,
    /// Killed at the memory cap.
    MemoryCap,
}

/// What a child cost.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub outcome: Outcome,
    /// Wall time.
    pub wall: Duration,
    /// User + system CPU time.
    pub cpu: Duration,
    /// Peak resident set, KiB.
    pub max_rss_kb: u64,
    /// Its standard output.
    pub stdout: String,
    /// Its standard error (the last 4 KiB).
    pub stderr: String,
}

impl Run {
    /// Exited with status 0.
    pub fn ok(&self) -> bool {
        self.outcome == Outcome::Exited(0)
    }
}

/// Current resident set of `pid` (KiB), from `/proc/PID/status`.
fn rss_kb(pid: i32) -> Option<u64> {
    let mut s = String::new();
    File::open(format!("/proc/{pid}/status"))
        .ok()?
        .read_to_string(&mut s)
        .ok()?;
    let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs `cmd` (its stdout to `stdout_to` if given, else captured) under `caps`.
pub fn run(mut cmd: Command, caps: Caps, stdout_to: Option<File>) -> std::io::Result<Run> {
    let capture = stdout_to.is_none();
    cmd.stdin(Stdio::null()).stderr(Stdio::piped());
    match stdout_to {
        Some(f) => cmd.stdout(Stdio::from(f)),
        None => cmd.stdout(Stdio::piped()),
    };
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id() as i32;
    // Drain the pipes on threads, so a chatty child never blocks on a full pipe.
    let out = child.stdout.take().map(|mut o| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = o.read_to_string(&mut s);
            s
        })
    });
    let err = child.stderr.take().map(|mut e| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = e.read_to_string(&mut s);
            s
        })
    });
    let mut killed = None;
    let (status, usage) = loop {
        let mut status = 0i32;
        // SAFETY: a zeroed rusage is a valid value for wait4 to fill in.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: `pid` is our child, not yet reaped (std's Child never waits for it).
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if r == pid {
            break (status, usage);
        }
        if r < 0 {
            return Err(std::io::Error::last_os_error());
        }
        if killed.is_none() {
            if start.elapsed() > Duration::from_secs(caps.secs) {
                killed = Some(Outcome::TimeCap);
            } else if rss_kb(pid).is_some_and(|kb| kb > caps.mb * 1024) {
                killed = Some(Outcome::MemoryCap);
            }
            if killed.is_some() {
                // SAFETY: signalling our own unreaped child.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let wall = start.elapsed();
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    let outcome = match killed {
        Some(k) => k,
        None if libc::WIFEXITED(status) => Outcome::Exited(libc::WEXITSTATUS(status)),
        None => Outcome::Signalled(libc::WTERMSIG(status)),
    };
    let stdout = match (capture, out) {
        (true, Some(h)) => h.join().unwrap_or_default(),
        _ => String::new(),
    };
    let mut stderr = err
        .map(|h| h.join().unwrap_or_default())
        .unwrap_or_default();
    if stderr.len() > 4096 {
        let mut cut = stderr.len() - 4096;
        while !stderr.is_char_boundary(cut) {
            cut += 1;
        }
        stderr = stderr[cut..].to_string();
    }
    Ok(Run {
        outcome,
        wall,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        max_rss_kb: usage.ru_maxrss as u64,
        stdout,
        stderr,
    })
}
