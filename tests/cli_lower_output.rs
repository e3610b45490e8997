//! Where `memlower lower` puts its kernels, and what it says on stderr: one `.visaasm` file per
//! kernel with `-o DIR/`, an error for `-o FILE` with several kernels, separated kernels on
//! stdout, an error for a module with nothing to lower, and the warnings (provable undefined
//! behaviour, predicted spills) that used to be visible only in `--emit report`.

use std::path::{Path, PathBuf};

mod cli_common;
use cli_common::{entries, memlower, memlower_with_stdin};

/// A fresh empty directory for one test.
fn scratch(test: &str) -> PathBuf {
    cli_common::scratch(&format!("lower-out-{test}"))
}

fn path(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn a_directory_gets_one_visaasm_file_per_kernel() {
    let dir = scratch("dir").join("kernels/");
    let r = memlower(&[
        "lower",
        "examples/aos_soa_rgba.mir",
        "--target",
        "dg2",
        "-o",
        path(&dir),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("", ""));
    assert_eq!(
        entries(&dir),
        ["aos_to_soa.visaasm", "soa_to_aos.visaasm"],
        "the directory is created, and holds nothing else"
    );
    for name in ["aos_to_soa", "soa_to_aos"] {
        let text = std::fs::read_to_string(dir.join(format!("{name}.visaasm"))).expect("written");
        assert!(text.starts_with(".version "), "{text}");
        assert_eq!(text.matches(".version ").count(), 1);
        assert_eq!(text.matches(".kernel ").count(), 1);
        assert!(text.contains(&format!(".kernel \"{name}\"")), "{text}");
    }
    // An existing directory without the trailing slash works too; a second run replaces files.
    let again = memlower(&[
        "lower",
        "examples/aos_soa_rgba.mir",
        "--target",
        "pvc",
        "-o",
        path(dir.parent().expect("parent")).trim_end_matches('/'),
    ]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(
        entries(dir.parent().expect("parent")),
        ["aos_to_soa.visaasm", "kernels", "soa_to_aos.visaasm"]
    );
}

#[test]
fn one_file_with_several_kernels_is_an_error_that_says_what_to_do() {
    let dir = scratch("file");
    let out = dir.join("aos.visaasm");
    let r = memlower(&[
        "lower",
        "examples/aos_soa_rgba.mir",
        "--target",
        "dg2",
        "-o",
        path(&out),
    ]);
    assert_eq!(r.code, 1);
    assert!(
        entries(&dir).is_empty(),
        "nothing written: {:?}",
        entries(&dir)
    );
    insta::assert_snapshot!("one_kernel_per_file", r.stderr.replace(path(&dir), "DIR"));
    // One kernel chosen with --function (`@name` or `name`): the file is that kernel.
    for name in ["@soa_to_aos", "soa_to_aos"] {
        let r = memlower(&[
            "lower",
            "examples/aos_soa_rgba.mir",
            "--target",
            "dg2",
            "--function",
            name,
            "-o",
            path(&out),
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let text = std::fs::read_to_string(&out).expect("written");
        assert_eq!(text.matches(".kernel ").count(), 1, "{text}");
        assert!(text.contains(".kernel \"soa_to_aos\""), "{text}");
    }
    // Other outputs are one text, so they may hold every kernel.
    let report = dir.join("aos.report");
    let r = memlower(&[
        "lower",
        "examples/aos_soa_rgba.mir",
        "--emit",
        "report",
        "-o",
        path(&report),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(&report).expect("written");
    assert!(text.contains("; ===== kernel @aos_to_soa (1 of 2) =====\nkernel @aos_to_soa on dg2\n"));
}

#[test]
fn kernels_on_stdout_are_separated() {
    let r = memlower(&["lower", "examples/aos_soa_rgba.mir"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .starts_with("// ===== kernel @aos_to_soa (1 of 2) =====\n.version "),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("\n\n// ===== kernel @soa_to_aos (2 of 2) =====\n.version "),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr.starts_with("note: 2 kernels on stdout") && r.stderr.contains("-o DIR/"),
        "{}",
        r.stderr
    );
    // One kernel is printed as it is: `> k.visaasm` is a file GenX_IR takes.
    let r = memlower(&["lower", "examples/copy_f32.mir"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with(".version "), "{}", r.stdout);
    assert_eq!(r.stderr, "");
}

#[test]
fn a_directory_is_for_visa_only() {
    let dir = scratch("dir-ir");
    let r = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "--emit",
        "ir",
        "-o",
        &format!("{}/", path(&dir)),
    ]);
    assert_eq!(r.code, 1);
    assert!(entries(&dir).is_empty());
    insta::assert_snapshot!("directory_needs_visa", r.stderr.replace(path(&dir), "DIR"));
}

#[test]
fn an_empty_module_is_an_error_not_an_empty_kernel() {
    let dir = scratch("empty");
    let out = dir.join("k.visaasm");
    for src in [
        "",
        "; only a comment\ntarget \"dg2\"\nsurface @b : untyped\n",
    ] {
        let r = memlower_with_stdin(&["lower", "--target", "dg2", "-o", path(&out)], src);
        assert_eq!(r.code, 1, "{src:?}");
        assert!(entries(&dir).is_empty());
        assert!(
            r.stderr.starts_with(
                "error: the module has no functions: there is nothing to lower\n  --> <stdin>:1:1\n"
            ),
            "{}",
            r.stderr
        );
    }
    let r = memlower_with_stdin(
        &["lower"],
        "; only a comment\ntarget \"dg2\"\nsurface @b : untyped\n",
    );
    insta::assert_snapshot!("empty_module", r.stderr);
}

#[test]
fn an_unknown_function_lists_the_ones_there_are() {
    let r = memlower(&["lower", "examples/copy64.mir", "--function", "@copy_i32"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    insta::assert_snapshot!("no_function", r.stderr);
}

#[test]
fn provable_undefined_behaviour_is_a_warning_of_lower() {
    let file = "tests/inputs/lint/equal_offsets.mir";
    let lowered = memlower(&["lower", file, "--target", "dg2"]);
    assert_eq!(lowered.code, 0, "{}", lowered.stderr);
    assert!(lowered.stdout.starts_with(".version "));
    // The same warning, word for word, as `opt -p lint-ub` prints.
    let linted = memlower(&["opt", file, "-p", "lint-ub"]);
    assert!(lowered.stderr.starts_with("warning: undefined behaviour: "));
    assert_eq!(lowered.stderr, linted.stderr);
    // A clean module lowers without a word on stderr.
    let clean = memlower(&["lower", "examples/aos_soa_rgba.mir", "-o", "-"]);
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert!(!clean.stderr.contains("warning"), "{}", clean.stderr);
    assert!(!clean.stdout.is_empty());
}

#[test]
fn a_predicted_spill_is_a_warning_of_lower() {
    let r = memlower(&["lower", "tests/inputs/warnings/spill.mir", "-o", "-"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with(".version "));
    insta::assert_snapshot!("spill_warning", r.stderr);
    // What the report says, in its own words.
    let report = memlower(&[
        "lower",
        "tests/inputs/warnings/spill.mir",
        "--emit",
        "report",
    ]);
    assert!(
        report
            .stdout
            .contains("  warning: 168 GRFs predicted, 128 available (r0 included)"),
        "{}",
        report.stdout
    );
    // The same kernel fits PVC's 128 64-byte GRFs: no warning.
    let pvc = memlower(&[
        "lower",
        "tests/inputs/warnings/spill.mir",
        "--target",
        "pvc",
    ]);
    assert_eq!((pvc.code, pvc.stderr.as_str()), (0, ""));
}

/// Predicates that hold more flag subregisters at once than the target has are a warning of
/// `lower` too, and a line of the report: five 16-lane masks live at once (each read twice,
/// so `late-masks` cannot shorten them) against tgllp's and dg2's four subregisters (GenX_IR
/// spills one flag there: `scripts/flag-spills.sh` reads `//.spill flag store 1`, `load 2`),
/// none against PVC's eight.
#[test]
fn predicted_flag_spills_are_a_warning_of_lower() {
    let input = "tests/inputs/warnings/flags.mir";
    for t in ["tgllp", "dg2"] {
        let r = memlower(&["lower", input, "--target", t, "-o", "-"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(
            r.stderr.contains(&format!(
                "warning: kernel `@five_masks` keeps predicates in 5 flag subregisters at once, \
                 but {t} has 4: the finalizer will spill flags into registers"
            )),
            "{}",
            r.stderr
        );
        assert!(r.stderr.contains("flags.mir:9:1"), "{}", r.stderr);
        let report = memlower(&["lower", input, "--target", t, "--emit", "report"]);
        assert!(
            report.stdout.contains(
                "  warning: predicates take 5 flag subregisters at once, 4 available: the \
                 finalizer will spill flags"
            ),
            "{}",
            report.stdout
        );
        let quiet = memlower(&["lower", input, "--target", t, "-Wno-spill", "-o", "-"]);
        assert_eq!((quiet.code, quiet.stderr.as_str()), (0, ""));
    }
    let pvc = memlower(&["lower", input, "--target", "pvc", "-o", "-"]);
    assert_eq!((pvc.code, pvc.stderr.as_str()), (0, ""));
}

/// `-o` naming a file that is not a regular file writes into it: a FIFO stays a FIFO and its
/// reader gets exactly what stdout would have. (Written to a temporary file and renamed over,
/// like a regular file, it was replaced by a regular file: as root, `-o /dev/null` replaced the
/// machine's `/dev/null` that way.)
#[test]
fn an_output_path_that_is_a_fifo_is_written_into_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = scratch("fifo");
    let fifo = dir.join("out.fifo");
    for args in [
        &["lower", "examples/copy_f32.mir", "--target", "dg2"][..],
        &["gen", "--accesses", "20", "--seed", "3"][..],
    ] {
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success(), "mkfifo {}", fifo.display());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read_to_string(&fifo).expect("the FIFO reads"))
        };
        let mut with_o = args.to_vec();
        with_o.extend(["-o", path(&fifo)]);
        let r = memlower(&with_o);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        // Checked before joining the reader: if the FIFO was renamed over, nobody ever opens
        // it for writing and the reader would wait forever.
        let kind = std::fs::symlink_metadata(&fifo)
            .expect("still there")
            .file_type();
        assert!(
            kind.is_fifo(),
            "{args:?}: -o replaced the FIFO with {kind:?}"
        );
        let got = reader.join().expect("the reader finishes");
        let on_stdout = memlower(args);
        assert_eq!(on_stdout.code, 0, "{}", on_stdout.stderr);
        assert!(!got.is_empty());
        assert_eq!(
            got, on_stdout.stdout,
            "{args:?}: the FIFO got what stdout gets"
        );
        std::fs::remove_file(&fifo).expect("removed");
    }
}
