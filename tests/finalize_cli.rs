//! `memlower lower --finalize`: GenX_IR's native figures in the text report, the JSON (which
//! still validates against docs/report.schema.json, on every example and target) and the
//! remarks; and a clear error, with nothing written, when GenX_IR is missing or rejects a
//! kernel. (GenX_IR and python3-jsonschema come from scripts/ensure-deps.sh; this test fails,
//! never skips, when they are missing.)

mod cli_common;

use cli_common::{example_paths, memlower, python3, scratch, ROOT};
use std::path::Path;
use std::process::Command;

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

#[test]
fn finalized_json_validates_on_every_example_and_target() {
    assert!(
        memlower_check::genx::available(),
        "GenX_IR is not installed: run scripts/ensure-deps.sh"
    );
    let dir = scratch("finalize_json");
    let mut docs = Vec::new();
    for ex in example_paths() {
        for t in TARGETS {
            let run = memlower(&[
                "lower",
                &ex,
                "--target",
                t,
                "--emit",
                "report-json",
                "--finalize",
            ]);
            assert_eq!(run.code, 0, "{ex} on {t}: {}", run.stderr);
            let kernels = run.stdout.matches("\"function\":").count();
            // One `native` object per kernel, each naming the target's finalizer platform.
            assert_eq!(
                run.stdout.matches("\"native\":{\"platform\":").count(),
                kernels,
                "{ex} on {t}"
            );
            let path = dir.join(format!("{}-{t}.json", ex.replace('/', "_")));
            std::fs::write(&path, &run.stdout).expect("write");
            docs.push(path);
        }
    }
    assert!(docs.len() >= 4 * 19, "{}", docs.len());
    let mut args = vec![
        format!("{ROOT}/scripts/validate-json.py"),
        format!("{ROOT}/docs/report.schema.json"),
    ];
    args.extend(docs.iter().map(|d| d.display().to_string()));
    let (code, out) = python3(&args);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("validated {} documents, 0 invalid", docs.len())),
        "{out}"
    );
    // The validator reads `native`: a string where a count belongs is refused.
    let doc = std::fs::read_to_string(&docs[0]).expect("read");
    let bad = doc.replacen("\"spill_bytes\":0", "\"spill_bytes\":\"0\"", 1);
    assert_ne!(bad, doc);
    let path = dir.join("bad.json");
    std::fs::write(&path, bad).expect("write");
    let (code, out) = python3(&[
        format!("{ROOT}/scripts/validate-json.py"),
        format!("{ROOT}/docs/report.schema.json"),
        path.display().to_string(),
    ]);
    assert_eq!(code, 1, "{out}");
}

/// `copy_f32` on DG2: a gather and a scatter of 16 lanes. GenX_IR compiles each message to one
/// send and ends the thread with one more: 3 sends, 2 of them data; 5 predicted GRFs, so no
/// spill, and the highest GRF well below DG2's 128.
#[test]
fn the_report_and_the_remarks_carry_the_native_figures() {
    let dir = scratch("finalize_text");
    let yaml = dir.join("r.opt.yaml");
    let yaml_arg = format!("--pass-remarks-output={}", yaml.display());
    let run = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "--emit",
        "report",
        "--finalize",
        &yaml_arg,
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let line = run
        .stdout
        .lines()
        .find(|l| l.trim_start().starts_with("native "))
        .unwrap_or_else(|| panic!("no native line:\n{}", run.stdout));
    assert!(line.contains("sends 3 (data 2, spill 0, fill 0)"), "{line}");
    assert!(
        line.contains("spill bytes 0") && line.ends_with("(DG2)"),
        "{line}"
    );
    let grf: u32 = line
        .split("highest GRF r")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!((1..128).contains(&grf), "{line}");
    let remarks = std::fs::read_to_string(&yaml).expect("remarks written");
    let native = remarks
        .split("--- ")
        .find(|r| r.contains("Pass:            'finalizer'"))
        .unwrap_or_else(|| panic!("no finalizer remark:\n{remarks}"));
    assert!(native.starts_with("!Analysis"), "{native}");
    assert!(native.contains("Name:            'NativeCode'"), "{native}");
    assert!(native.contains("- NativeSends: '3'"), "{native}");
    assert!(native.contains("- SpillBytes: '0'"), "{native}");
    assert!(
        native.contains(&format!("- HighestGRF: 'r{grf}'")),
        "{native}"
    );
    // Without --finalize the report has no native line.
    let plain = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "--emit",
        "report",
    ]);
    assert!(!plain.stdout.contains("native "), "{}", plain.stdout);
}

/// Runs the memlower binary with `PATH` set to `path` only.
fn memlower_on_path(args: &[&str], path: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_memlower"))
        .args(args)
        .current_dir(ROOT)
        .env("PATH", path)
        .output()
        .expect("memlower runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_missing_or_refusing_finalizer_is_an_error_and_nothing_is_written() {
    let dir = scratch("finalize_errors");
    let out = dir.join("report.txt");
    let out_s = out.display().to_string();
    let args = [
        "lower",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "--emit",
        "report",
        "--finalize",
        "-o",
        &out_s,
    ];
    // No GenX_IR on PATH.
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).expect("mkdir");
    let (code, err) = memlower_on_path(&args, &empty);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("GenX_IR could not be started"), "{err}");
    assert!(err.contains("libigc-tools"), "{err}");
    assert!(!out.exists(), "nothing is written");
    // A GenX_IR that refuses the kernel as the real one does: exit 1, `k.errors.txt`.
    let fake = dir.join("fake");
    std::fs::create_dir_all(&fake).expect("mkdir");
    let script = fake.join("GenX_IR");
    std::fs::write(
        &script,
        "#!/bin/sh\nprintf 'Error Message: no such variable v_q\\n' > k.errors.txt\nexit 1\n",
    )
    .expect("write");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let (code, err) = memlower_on_path(&args, &fake);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("GenX_IR rejected kernel @copy_f32 for DG2: no such variable v_q"),
        "{err}"
    );
    assert!(!out.exists(), "nothing is written");
}

/// A kernel that needs more registers than TGLLP has (a generated one: 213 GRFs predicted of
/// 128): GenX_IR spills (it exits 1, yet writes the code), which is no error; the figures say
/// so, and the remark is `!Missed` `NativeSpill`.
#[test]
fn a_spilling_kernel_reports_its_spill() {
    let dir = scratch("finalize_spill");
    let input = dir.join("big.mir");
    std::fs::write(&input, cli_common::generated(400, 1, 3)).expect("write");
    let input = input.display().to_string();
    let yaml = format!("--pass-remarks-output={}", dir.join("r.opt.yaml").display());
    let run = memlower(&[
        "lower",
        &input,
        "--target",
        "tgllp",
        "--emit",
        "report",
        "--finalize",
        &yaml,
        "-w",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let line = run
        .stdout
        .lines()
        .find(|l| l.trim_start().starts_with("native "))
        .unwrap_or_else(|| panic!("no native line:\n{}", run.stdout));
    let figure = |key: &str| -> u32 {
        line.split(key)
            .nth(1)
            .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{key} in {line}"))
    };
    assert!(figure("spill bytes ") > 0, "{line}");
    assert!(figure("spill ") > 0 && figure("fill ") > 0, "{line}");
    // All of TGLLP's 128 registers but the few the finalizer keeps for itself at the top
    // (r127 was the highest before umulh joined the generator, r124 since).
    let highest = line
        .split("highest GRF r")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|s| s.parse::<u32>().ok())
        .unwrap_or_else(|| panic!("highest GRF in {line}"));
    assert!(highest >= 120, "all of TGLLP's file is used: {line}");
    let remarks = std::fs::read_to_string(dir.join("r.opt.yaml")).expect("remarks");
    assert!(remarks
        .contains("--- !Missed\nPass:            'finalizer'\nName:            'NativeSpill'"));
}
