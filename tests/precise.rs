//! `memlower test`: the project's precise-output tests (`tests/precise/*.mirt`) pass through
//! the command line; a changed expectation, input or pipeline fails with a diff; `--bless`
//! rewrites the expectation and the file then passes; malformed files are errors at their
//! line and column, and are never rewritten.

mod cli_common;
use cli_common::{memlower, scratch};
use std::path::{Path, PathBuf};

/// The committed test files, sorted.
fn committed() -> Vec<String> {
    let mut files: Vec<String> =
        std::fs::read_dir(Path::new(cli_common::ROOT).join("tests/precise"))
            .expect("tests/precise")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "mirt"))
            .map(|p| format!("tests/precise/{}", p.file_name().unwrap().to_string_lossy()))
            .collect();
    files.sort();
    files
}

/// A copy of the committed file `name` in a fresh scratch directory, with `edit` applied.
fn copy(dir: &str, name: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let d = scratch(dir);
    let text =
        std::fs::read_to_string(Path::new(cli_common::ROOT).join("tests/precise").join(name))
            .expect("committed test");
    let edited = edit(text.clone());
    assert_ne!(edited, text, "the edit changes the file");
    let p = d.join(name);
    std::fs::write(&p, edited).expect("write");
    p
}

fn test(args: &[&str]) -> cli_common::Run {
    let mut all = vec!["test"];
    all.extend_from_slice(args);
    memlower(&all)
}

#[test]
fn the_committed_tests_pass() {
    let files = committed();
    assert!(files.len() >= 5, "{files:?}");
    let args: Vec<&str> = files.iter().map(String::as_str).collect();
    let r = test(&args);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert_eq!(r.stdout, format!("{} passed, 0 failed\n", files.len()));
    assert_eq!(r.stderr, "");
}

/// Each kind of test is there: an expected error, a custom pipeline, vISA, `opt`.
#[test]
fn the_committed_tests_cover_each_kind() {
    let text = |n: &str| {
        std::fs::read_to_string(Path::new(cli_common::ROOT).join("tests/precise").join(n)).unwrap()
    };
    assert!(text("refuse_image_store.mirt")
        .contains("; ===== expected error =====\n; error: cannot legalize"));
    assert!(text("max_exec8.mirt").contains("-p split-lanes<max-exec=8>"));
    assert!(text("opt_narrow_channels.mirt").contains("; memlower-test: opt "));
    assert!(text("scatter_rgba.mirt").contains(";     scatter4_scaled.RGBA (M1_NM, 16) s_out"));
}

/// A changed expectation fails with a diff of the line, and `--bless` puts the file back as it
/// was committed.
#[test]
fn a_changed_expectation_fails_with_a_diff_and_bless_restores_it() {
    let original =
        std::fs::read_to_string(Path::new(cli_common::ROOT).join("tests/precise/max_exec8.mirt"))
            .unwrap();
    let p = copy("precise_expect", "max_exec8.mirt", |t| {
        t.replace("lanes 16..20", "lanes 16..21")
    });
    let path = p.to_str().unwrap();
    let r = test(&[path]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.starts_with(&format!(
            "FAIL {path}: the output differs from the expected output"
        )),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("\n--- expected\n+++ actual output\n@@ "),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("\n-           gather_scaled.4 (M1_NM, 4) s_src  lanes 16..21 +0 chan 0\n+           gather_scaled.4 (M1_NM, 4) s_src  lanes 16..20 +0 chan 0\n"), "{}", r.stdout);
    assert!(r.stdout.ends_with("0 passed, 1 failed\n"), "{}", r.stdout);
    assert!(
        r.stderr.contains("error: 1 of 1 test file failed"),
        "{}",
        r.stderr
    );

    let b = test(&["--bless", path]);
    assert_eq!(b.code, 0, "{}{}", b.stdout, b.stderr);
    assert_eq!(
        b.stdout,
        format!("blessed {path}\n0 passed, 0 failed, 1 blessed\n")
    );
    assert_eq!(std::fs::read_to_string(&p).unwrap(), original);
    let again = test(&[path]);
    assert_eq!(
        (again.code, again.stdout.as_str()),
        (0, "1 passed, 0 failed\n")
    );
}

/// A changed input fails: 24 lanes are 16 + 8, not 16 + 4.
#[test]
fn a_changed_input_fails() {
    let p = copy("precise_input", "split_gather20.mirt", |t| {
        let (input, block) = t.split_at(t.find("; =====").unwrap());
        input.replace("vec<20 x", "vec<24 x") + block
    });
    let r = test(&[p.to_str().unwrap()]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stdout
            .contains("-  %2 = extract %off[16] : vec<4 x i32>\n"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("+  %2 = extract %off[16] : vec<8 x i32>\n"),
        "{}",
        r.stdout
    );
}

/// A changed lowering fails: the same input through another pipeline (exec sizes of at most
/// 4: five messages).
#[test]
fn a_changed_pipeline_fails_then_blesses_and_passes() {
    let p = copy("precise_pipeline", "max_exec8.mirt", |t| {
        t.replacen("max-exec=8", "max-exec=4", 1)
    });
    let path = p.to_str().unwrap();
    let r = test(&[path]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout
            .contains("+           gather_scaled.4 (M1_NM, 4) s_src  lanes 12..16 +0 chan 0\n"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("+  totals  messages 5 "), "{}", r.stdout);
    let b = test(&["--bless", path]);
    assert_eq!(b.code, 0, "{}{}", b.stdout, b.stderr);
    let text = std::fs::read_to_string(&p).unwrap();
    assert!(text.contains(";            split: 5 legal ops\n"), "{text}");
    assert_eq!(test(&[path]).code, 0);
}

/// An output test whose command now fails says so, and shows the diagnostic in the diff.
#[test]
fn an_output_test_that_now_fails_says_so() {
    let p = copy("precise_kind", "split_gather20.mirt", |t| {
        t.replacen(
            "lower --emit legal",
            "lower --emit legal --target nosuch",
            1,
        )
    });
    let r = test(&[p.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout
            .contains("expected output (line 16), the command gave error"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("+error: unknown target `nosuch`"),
        "{}",
        r.stdout
    );
}

/// Malformed files: an error at the line and column at fault, on stderr; the other files
/// still run; `--bless` writes nothing into a malformed file.
#[test]
fn malformed_files_are_located_errors_and_never_blessed() {
    let d = scratch("precise_malformed");
    let cases = [
        (
            "no_header.mirt",
            "target \"tgllp\"\n",
            "no_header.mirt:1:1",
            "no `; memlower-test:` line",
        ),
        (
            "bad_command.mirt",
            "; memlower-test: parse\n",
            "bad_command.mirt:1:18",
            "unknown command `parse`",
        ),
        (
            "bad_mark.mirt",
            "; memlower-test: lower\n; ===== expected outptu =====\n",
            "bad_mark.mirt:2:1",
            "unknown marker line",
        ),
        (
            "bad_line.mirt",
            "; memlower-test: lower\n; ===== expected output =====\n; a\nb\n",
            "bad_line.mirt:4:1",
            "not a `; ` comment",
        ),
        (
            "output_flag.mirt",
            "; memlower-test: lower\n; memlower-test: -o out.visaasm\n",
            "output_flag.mirt:1:18",
            "takes `-o`",
        ),
        (
            "unknown_flag.mirt",
            "; memlower-test: lower --frobnicate\n",
            "unknown_flag.mirt:1:18",
            "unexpected argument '--frobnicate'",
        ),
    ];
    let mut paths = Vec::new();
    for (name, text, at, what) in cases {
        let p = d.join(name);
        std::fs::write(&p, text).unwrap();
        for bless in [false, true] {
            let mut args = vec![p.to_str().unwrap()];
            if bless {
                args.insert(0, "--bless");
            }
            let r = test(&args);
            assert_eq!(r.code, 1, "{name}");
            assert!(r.stderr.contains(at), "{name}: {}", r.stderr);
            assert!(r.stderr.contains(what), "{name}: {}", r.stderr);
            assert_eq!(
                std::fs::read_to_string(&p).unwrap(),
                text,
                "{name} untouched"
            );
        }
        paths.push(p);
    }
    // A byte that is not UTF-8: its line and column.
    let p = d.join("latin1.mirt");
    std::fs::write(&p, b"; memlower-test: lower\n; caf\xe9\n").unwrap();
    let r = test(&["--bless", p.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("latin1.mirt:2:6: the test file is not UTF-8"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read(&p).unwrap(),
        b"; memlower-test: lower\n; caf\xe9\n"
    );
    // With a good file among them: it passes, the others fail.
    let good = Path::new(cli_common::ROOT).join("tests/precise/split_gather20.mirt");
    let mut args: Vec<&str> = paths.iter().map(|p| p.to_str().unwrap()).collect();
    args.push(good.to_str().unwrap());
    let r = test(&args);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, format!("1 passed, {} failed\n", cases.len()));
}

/// Bless writes a new file's first expectation, and it then passes.
#[test]
fn bless_writes_a_first_expectation() {
    let p = copy("precise_new", "split_gather20.mirt", |t| {
        t[..t.find("; =====").unwrap()].to_string()
    });
    let path = p.to_str().unwrap();
    let r = test(&[path]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("no expected block yet"), "{}", r.stdout);
    assert_eq!(test(&["--bless", path]).code, 0);
    let committed = std::fs::read_to_string(
        Path::new(cli_common::ROOT).join("tests/precise/split_gather20.mirt"),
    )
    .unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), committed);
}
