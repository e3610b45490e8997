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

#[test]
fn a_byte_order_mark_is_skipped_and_columns_do_not_count_it() {
    let src = "\u{feff}func @k() {\nentry:\n  sink %x\n  ret\n}\n";
    let e = parse::parse_module(src).unwrap_err();
    assert_eq!((e.loc.line, e.loc.col), (3, 8), "{e}");
    let e = parse::parse_module("\u{feff}func @k( {\n").unwrap_err();
    assert_eq!((e.loc.line, e.loc.col), (1, 10), "{e}");
    let m = parse::parse_module("\u{feff}target \"dg2\"\n").expect("parses");
    assert_eq!(m.target.as_deref(), Some("dg2"));
}

#[test]
fn a_target_outside_the_given_list_is_a_parse_error_at_the_name() {
    let opts = parse::ParseOptions {
        targets: Some(&["tgllp", "dg2", "pvc"]),
    };
    let src = "; the target\ntarget \"dg3\"\nsurface @b : untyped\n";
    let e = parse::parse_module_with(src, &opts).unwrap_err();
    assert_eq!((e.loc.line, e.loc.col), (2, 8));
    insta::assert_snapshot!(diag::render(&e, "t.mir", src), @r###"
    error: unknown target `dg3` (did you mean `dg2`?)
      --> t.mir:2:8
       |
     2 | target "dg3"
       |        ^
       = expected: one of: tgllp, dg2, pvc
    "###);
    // Without a list any name parses (the IR has no target table).
    assert!(parse::parse_module(src).is_ok());
    assert!(parse::parse_module_with("target \"pvc\"\n", &opts).is_ok());
}

#[test]
fn operand_locations_are_recorded_and_dropped_when_the_operands_change() {
    let src =
        "func @k(%a: i32, %b: i32) {\nentry:\n  %c = add %a, %b : i32\n  sink %c, %a\n  ret\n}\n";
    let mut m = parse::parse_module(src).expect("parses");
    let f = &mut m.functions[0];
    let add = f.inst_order()[0].1;
    let sink = f.inst_order()[1].1;
    let at = |f: &memlower_ir::Function, i, k| {
        let l = f.operand_loc(i, k);
        (l.line, l.col)
    };
    assert_eq!((at(f, add, 0), at(f, add, 1)), ((3, 12), (3, 16)));
    assert_eq!((at(f, sink, 0), at(f, sink, 1)), ((4, 8), (4, 12)));
    // A pass that changes the operands leaves locations that no longer fit: the instruction's.
    if let memlower_ir::InstKind::Sink { args } = &mut f.inst_mut(sink).kind {
        args.pop();
    }
    assert_eq!(at(f, sink, 0), (4, 3));
}
