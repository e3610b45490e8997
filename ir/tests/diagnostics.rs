//! Diagnostic snapshots: every program in `tests/invalid/` is rejected, and the rendered first
//! error (`diag::render`) is snapshotted, so a change to any message, location or expectation
//! shows up in review.
//!
//! The file name says which stage must reject the program: `parse_*.mir` must fail in the parser,
//! `verify_*.mir` must parse and then fail in the verifier, with exactly one error (each program
//! has one mistake, so a second error would be a cascade worth fixing).

use memlower_ir::{diag, parse, verify};

/// Parses and verifies `source`, returning the rendered first error and the stage that failed.
fn first_error(file: &str, source: &str) -> (&'static str, usize, String) {
    match parse::parse_module(source) {
        Err(e) => ("parse", 1, diag::render(&e, file, source)),
        Ok(m) => match verify::verify_module(&m) {
            Err(errors) => (
                "verify",
                errors.len(),
                diag::render(&errors[0], file, source),
            ),
            Ok(()) => panic!("{file} was accepted by the parser and the verifier"),
        },
    }
}

#[test]
fn invalid_programs() {
    let mut count = 0;
    let mut wrong = Vec::new();
    insta::glob!("invalid/*.mir", |path| {
        count += 1;
        let file = path.file_name().unwrap().to_str().unwrap();
        let source = std::fs::read_to_string(path).unwrap();
        let want = file.split('_').next().unwrap();
        if want != "parse" && want != "verify" {
            wrong.push(format!("{file}: name it parse_*.mir or verify_*.mir"));
        }
        let (stage, n, rendered) = first_error(file, &source);
        if stage != want {
            wrong.push(format!(
                "{file} should fail in the {want} stage but failed in the {stage} stage:\n{rendered}"
            ));
        }
        if n != 1 {
            wrong.push(format!(
                "{file}: expected exactly one error, got {n}; the first:\n{rendered}"
            ));
        }
        insta::assert_snapshot!(rendered);
    });
    assert!(count >= 20, "only {count} invalid programs");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
