//! Running the `memlower` binary from the integration tests, one way for all of them.
#![allow(dead_code)] // each test crate uses the part it needs

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The package root: commands run there, so paths like `examples/x.mir` resolve.
pub const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// What a run printed and returned.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `memlower args...` in the package root, feeding `stdin`.
pub fn memlower_with_stdin(args: &[&str], stdin: &str) -> Run {
    memlower_with_stdin_bytes(args, stdin.as_bytes())
}

/// Runs `memlower args...` in the package root, feeding `stdin` (any bytes: bitcode).
pub fn memlower_with_stdin_bytes(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_memlower"))
        .args(args)
        .current_dir(ROOT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the memlower binary runs");
    // A closed pipe is fine: commands that do not read stdin may exit first.
    let _ = child.stdin.take().expect("stdin is piped").write_all(stdin);
    let out = child.wait_with_output().expect("memlower finishes");
    Run {
        code: out.status.code().expect("memlower exits normally"),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// Runs `memlower args...` in the package root with empty stdin.
pub fn memlower(args: &[&str]) -> Run {
    memlower_with_stdin(args, "")
}

/// A fresh empty directory `<CARGO_TARGET_TMPDIR>/<name>` for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The names in a directory, sorted.
pub fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("readable directory")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// The text of a generated mixed module (`memlower gen --accesses N --functions F --seed S`),
/// made in-process: the input of the tests that compare lowering paths on the same module.
pub fn generated(accesses: u64, functions: u64, seed: u64) -> String {
    let w = memlower::workload::Workload {
        shape: memlower::workload::Shape::Mixed,
        size: accesses,
        functions,
        seed,
        target: None,
    };
    let mut out = Vec::new();
    memlower::workload::write_module(&w, &mut out).expect("generates");
    String::from_utf8(out).expect("UTF-8")
}

/// Runs `python3 args...` in the package root: (exit code, stdout then stderr).
pub fn python3<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (i32, String) {
    let out = Command::new("python3")
        .args(args)
        .current_dir(ROOT)
        .output()
        .expect("python3 runs (scripts/ensure-deps.sh)");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap_or(-1), text)
}

/// The examples, as paths relative to the package root (`examples/copy_f32.mir`), sorted.
pub fn example_paths() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(format!("{ROOT}/examples"))
        .expect("examples/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .map(|p| {
            format!(
                "examples/{}",
                p.file_name().expect("name").to_string_lossy()
            )
        })
        .collect();
    v.sort();
    v
}
