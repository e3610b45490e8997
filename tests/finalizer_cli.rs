//! Every file `memlower lower` writes is a file Intel's finalizer takes as it is: for every
//! example and every target, `lower -o DIR/` (one `<function>.visaasm` per kernel) and, for
//! modules of one kernel, `lower -o FILE`, then `GenX_IR FILE -platform P` on each file exactly
//! as written, in the directory it was written to. (GenX_IR is installed by
//! scripts/ensure-deps.sh; this test fails, never skips, if it is missing.)

use memlower::passes::target::Target;
use memlower_check::genx;
use std::path::{Path, PathBuf};
use std::process::Command;

mod cli_common;
use cli_common::memlower;
mod lowering_common;
use lowering_common::{examples, on_two_threads, TARGETS};

/// Runs GenX_IR on `file` where it lies: (accepted, what it said).
fn finalize(file: &Path, platform: &str) -> (bool, String) {
    let dir = file.parent().expect("a file in a directory");
    let name = file.file_name().expect("a file name");
    let out = Command::new("GenX_IR")
        .arg(name)
        .args(["-platform", platform, "-output", "-noLoadPayload"])
        .current_dir(dir)
        .output()
        .expect("GenX_IR runs");
    let asm = file.with_extension("asm");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success() && asm.exists(), said)
}

#[test]
fn every_file_lower_writes_is_accepted_by_genx_ir_as_written() {
    genx::ensure().unwrap_or_else(|e| panic!("{e}"));
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("finalizer-cli");
    let _ = std::fs::remove_dir_all(&root);
    let mut jobs: Vec<(PathBuf, &'static str)> = Vec::new();
    for (name, src) in examples() {
        let functions: Vec<&str> = src
            .lines()
            .filter_map(|l| l.strip_prefix("func @"))
            .filter_map(|l| l.split('(').next())
            .collect();
        assert!(!functions.is_empty(), "{name}");
        let file = format!("examples/{name}.mir");
        for tname in TARGETS {
            let platform = Target::by_name(tname).expect("target").platform;
            let dir = root.join(format!("{name}-{tname}"));
            let dir_arg = format!("{}/", dir.display());
            let r = memlower(&["lower", &file, "--target", tname, "-o", &dir_arg]);
            assert_eq!(r.code, 0, "{file} on {tname}: {}", r.stderr);
            let mut written: Vec<String> = std::fs::read_dir(&dir)
                .expect("the directory is written")
                .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
                .collect();
            written.sort();
            let mut want: Vec<String> = functions.iter().map(|f| format!("{f}.visaasm")).collect();
            want.sort();
            assert_eq!(written, want, "{file} on {tname}: one file per kernel");
            jobs.extend(want.iter().map(|w| (dir.join(w), platform)));
            if functions.len() == 1 {
                let one = root.join(format!("{name}-{tname}.visaasm"));
                let r = memlower(&[
                    "lower",
                    &file,
                    "--target",
                    tname,
                    "-o",
                    one.to_str().expect("utf-8"),
                ]);
                assert_eq!(r.code, 0, "{file} on {tname}: {}", r.stderr);
                // The same kernel either way, and the same as stdout.
                let text = std::fs::read_to_string(&one).expect("written");
                let in_dir = std::fs::read_to_string(dir.join(&want[0])).expect("written");
                assert_eq!(text, in_dir);
                let stdout = memlower(&["lower", &file, "--target", tname]);
                assert_eq!(stdout.stdout, text, "{file} on {tname}: stdout");
                jobs.push((one, platform));
            }
        }
    }
    assert!(jobs.len() >= 4 * 14 + 4 * 3, "{} files", jobs.len());
    let failures: Vec<String> = on_two_threads(&jobs, |(file, platform)| {
        let (ok, said) = finalize(file, platform);
        (!ok).then(|| format!("{} ({platform}): {said}", file.display()))
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "GenX_IR rejected {} of {} files:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}
