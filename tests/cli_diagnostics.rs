//! Diagnostics of the command line, exactly: every error about the input has
//! `file:line:col` (the first bad byte of non-UTF-8 input, the name on a bad `target` line);
//! a UTF-8 byte-order mark is accepted; the caret points at the operand at fault; long source
//! lines are cut around the caret and control characters are shown escaped.

mod cli_common;
use cli_common::{memlower_with_stdin, ROOT};

/// Runs `memlower args...` on `bytes` written to a scratch file named `name`; the file's path
/// reads `FILE` in what is returned.
fn on_file(name: &str, bytes: &[u8], args: &[&str]) -> cli_common::Run {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, bytes).expect("scratch file");
    let p = path.to_str().expect("utf-8 path");
    let mut all = args.to_vec();
    all.insert(1, p);
    let mut r = cli_common::memlower(&all);
    r.stderr = r.stderr.replace(p, "FILE");
    r
}

#[test]
fn non_utf8_input_points_at_the_first_bad_byte() {
    let bytes = b"target \"dg2\"\nfunc @k() {\nentry:\n  ret ; caf\xe9 cr\xe8me\n}\n";
    for sub in ["parse", "opt", "lower", "check"] {
        let r = on_file("latin1.mir", bytes, &[sub]);
        assert_eq!(r.code, 1, "{sub}");
        assert!(r.stderr.contains("--> FILE:4:12\n"), "{sub}: {}", r.stderr);
    }
    let r = on_file("latin1.mir", bytes, &["parse"]);
    insta::assert_snapshot!("not_utf8", r.stderr);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let src = std::fs::read(format!("{ROOT}/examples/copy_f32.mir")).expect("example");
    let plain = on_file("plain.mir", &src, &["parse"]);
    let with_bom = on_file(
        "bom.mir",
        &[b"\xef\xbb\xbf".as_slice(), &src].concat(),
        &["parse"],
    );
    assert_eq!(with_bom.code, 0, "{}", with_bom.stderr);
    assert_eq!(with_bom.stdout, plain.stdout);
    // Errors on the first line count columns without it.
    let r = on_file("bom_bad.mir", b"\xef\xbb\xbffunc @k( {\n", &["parse"]);
    assert!(r.stderr.contains("--> FILE:1:10\n"), "{}", r.stderr);
    assert!(r.stderr.contains(" 1 | func @k( {\n"), "{}", r.stderr);
}

#[test]
fn a_bad_target_line_is_an_error_at_the_name() {
    let src = "; a kernel for a GPU that does not exist\ntarget \"dg3\"\nsurface @b : untyped\n";
    for sub in [
        &["parse"][..],
        &["opt"],
        &["lower", "--target", "dg2"],
        &["check"],
    ] {
        let r = memlower_with_stdin(sub, src);
        assert_eq!(r.code, 1, "{sub:?}");
        assert!(
            r.stderr.contains("--> <stdin>:2:8\n"),
            "{sub:?}: {}",
            r.stderr
        );
    }
    let r = memlower_with_stdin(&["parse"], src);
    insta::assert_snapshot!("bad_target", r.stderr);
}

#[test]
fn the_caret_points_at_the_operand_at_fault() {
    let src = "surface @buf : untyped\nfunc @k(%off: vec<16 x i32>, %m: mask<8>) {\nentry:\n  \
               %v = gather @buf[%off] mask %m align 4 : vec<16 x f32>\n  sink %v\n  ret\n}\n";
    let r = memlower_with_stdin(&["parse"], src);
    assert_eq!(r.code, 1);
    insta::assert_snapshot!("caret_at_operand", r.stderr);
}

#[test]
fn long_lines_are_cut_and_control_characters_escaped() {
    let args: Vec<String> = (0..60).map(|i| format!("%a{i}")).collect();
    let src = format!(
        "func @k({}) {{\nentry:\n  sink {}, %nope, {} ; \u{1b}[2J\u{202e}\n  ret\n}}\n",
        args.iter()
            .map(|a| format!("{a}: i32"))
            .collect::<Vec<_>>()
            .join(", "),
        args.join(", "),
        args.join(", ")
    );
    let r = memlower_with_stdin(&["parse"], &src);
    assert_eq!(r.code, 1);
    let shown = r.stderr.lines().nth(3).expect("the source line");
    assert!(shown.chars().count() < 120, "{shown}");
    insta::assert_snapshot!("long_line", r.stderr);
    let r = memlower_with_stdin(
        &["parse"],
        "func @k() {\nentry:\n  sink\u{7} %x\n  ret\n}\n",
    );
    insta::assert_snapshot!("control_character", r.stderr);
}
