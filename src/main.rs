//! The `memlower` command-line tool. All the work is in [`memlower::driver`], so tests can run
//! the same code in-process.

use memlower::driver::{run, stdout_is_dev_null, Io};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let stdin = std::io::stdin();
    let mut stdin = stdin.lock();
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    let mut stderr = std::io::stderr().lock();
    let code = run(
        std::env::args_os(),
        &mut Io {
            stdin: &mut stdin,
            stdout: &mut stdout,
            stderr: &mut stderr,
            stdout_discards: stdout_is_dev_null(),
        },
    );
    let flushed = stdout.flush().is_ok();
    match (code, flushed) {
        (0, false) => ExitCode::FAILURE,
        (c, _) => ExitCode::from(u8::try_from(c).unwrap_or(1)),
    }
}
