//! `memlower lower --emit report-json`: the JSON of every example on every target validates
//! against `docs/report.schema.json` (with python3-jsonschema, which `scripts/ensure-deps.sh`
//! installs: a missing validator fails the test), says what the text report says, and a
//! document that breaks the schema is refused (the validator bites).

mod cli_common;

use cli_common::{example_paths, memlower, python3, scratch, ROOT};

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// Runs the validator on `docs`: (exit code, what it printed).
fn validate(docs: &[std::path::PathBuf]) -> (i32, String) {
    let mut args = vec![
        format!("{ROOT}/scripts/validate-json.py"),
        format!("{ROOT}/docs/report.schema.json"),
    ];
    args.extend(docs.iter().map(|d| d.display().to_string()));
    python3(&args)
}

#[test]
fn every_example_on_every_target_validates_against_the_schema() {
    let dir = scratch("report_json");
    let mut docs = Vec::new();
    for ex in example_paths() {
        for t in TARGETS {
            let run = memlower(&["lower", &ex, "--target", t, "--emit", "report-json"]);
            assert_eq!(run.code, 0, "{ex} on {t}: {}", run.stderr);
            // The text report has one entry line per access: the JSON has as many accesses.
            let text = memlower(&["lower", &ex, "--target", t, "--emit", "report"]);
            let entries = text.stdout.matches("  sends ").count();
            assert_eq!(
                run.stdout.matches("\"index\":").count(),
                entries,
                "{ex} on {t}: JSON and text disagree:\n{}",
                text.stdout
            );
            let path = dir.join(format!("{}-{t}.json", ex.replace('/', "_")));
            std::fs::write(&path, &run.stdout).expect("write");
            docs.push(path);
        }
    }
    assert!(docs.len() >= 4 * 19, "{}", docs.len());
    let (code, out) = validate(&docs);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("validated {} documents, 0 invalid", docs.len())),
        "{out}"
    );
}

#[test]
fn a_document_that_breaks_the_schema_is_refused() {
    let dir = scratch("report_json_bad");
    let run = memlower(&[
        "lower",
        "examples/saxpy_tail31.mir",
        "--target",
        "tgllp",
        "--emit",
        "report-json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // A string where the schema wants an exec size, and an unknown version.
    let bad = [
        run.stdout.replacen("\"size\":16", "\"size\":\"16\"", 1),
        run.stdout.replacen("\"version\":1", "\"version\":2", 1),
        run.stdout.replacen("\"reason\":", "\"why\":", 1),
    ];
    for (i, doc) in bad.iter().enumerate() {
        assert_ne!(doc, &run.stdout, "mutation {i} applied");
        let path = dir.join(format!("bad{i}.json"));
        std::fs::write(&path, doc).expect("write");
        let (code, out) = validate(&[path]);
        assert_eq!(code, 1, "mutation {i} accepted: {out}");
    }
}

#[test]
fn the_json_carries_typed_per_message_fields() {
    let run = memlower(&[
        "lower",
        "examples/saxpy_tail31.mir",
        "--target",
        "tgllp",
        "--emit",
        "report-json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let j = &run.stdout;
    // 31 lanes in two messages of 16: lanes 0..16, then 16..31 with one lane of padding.
    assert!(
        j.contains("\"exec\":{\"size\":16,\"mask_offset\":0,\"nomask\":true}"),
        "{j}"
    );
    assert!(
        j.contains("\"lanes\":{\"start\":16,\"end\":31},\"padding\":1"),
        "{j}"
    );
    assert!(
        j.contains("\"predicate\":{\"name\":\"p_t\",\"negate\":false}"),
        "{j}"
    );
    assert!(
        j.contains("\"text\":\"%xv = gather @x : vec<31 x f32>\""),
        "{j}"
    );
}
