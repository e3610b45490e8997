//! `memlower lower` streams: it compiles one function at a time (on every core) and writes each
//! result as soon as it is its turn. The bytes must be those of the whole-module path (which
//! `--verify-each` still takes: its checks are of the whole module), success or failure:
//! stdout, stderr (warnings in the same order, the same first error), and nothing written on
//! failure. And `split_module`, which finds the functions without parsing them, must give the
//! functions `parse_module` gives.

mod cli_common;

use cli_common::{entries, generated, memlower, scratch};
use memlower::ir::parse::{parse_module, split_module, ParseOptions};

/// `memlower lower FILE --target dg2 EXTRA...`, streamed (`-j 3`) and whole-module
/// (`-j 1 --verify-each`): the same exit code, stdout and stderr. Returns the streamed run.
fn same_as_whole_module(file: &str, extra: &[&str]) -> cli_common::Run {
    let streamed = memlower(&[&["lower", file, "--target", "dg2", "-j", "3"], extra].concat());
    let whole = memlower(
        &[
            &["lower", file, "--target", "dg2", "-j", "1", "--verify-each"],
            extra,
        ]
        .concat(),
    );
    assert_eq!(streamed.code, whole.code, "{extra:?}: {}", streamed.stderr);
    assert!(streamed.stdout == whole.stdout, "{extra:?}: stdout differs");
    assert_eq!(streamed.stderr, whole.stderr, "{extra:?}: stderr");
    streamed
}

#[test]
fn the_streamed_output_and_warnings_are_the_whole_module_paths() {
    let dir = scratch("streaming_same");
    let file = dir.join("many.mir");
    std::fs::write(&file, generated(1500, 120, 5)).expect("writes");
    let file = file.to_string_lossy().into_owned();
    let r = same_as_whole_module(&file, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("===== kernel @").count(), 120);
    // The module warns (lane groups that cannot interleave, spills): the order is checked.
    assert!(r.stderr.matches("warning: ").count() >= 2, "{}", r.stderr);
    for emit in ["report", "ir"] {
        assert_eq!(same_as_whole_module(&file, &["--emit", emit]).code, 0);
    }
    assert_eq!(same_as_whole_module(&file, &["--function", "@k7"]).code, 0);
}

/// `text` written to `dir/name` and lowered both ways (`same_as_whole_module`): it must
/// succeed with `kernels` kernels. The file's path and the streamed run.
fn lowers_alike(
    dir: &std::path::Path,
    name: &str,
    text: &str,
    kernels: usize,
) -> (String, cli_common::Run) {
    let file = dir.join(name);
    std::fs::write(&file, text).expect("writes");
    let file = file.to_string_lossy().into_owned();
    let r = same_as_whole_module(&file, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("===== kernel @").count(), kernels);
    (file, r)
}

/// The functions of `generated(...)` without its module level, renamed `@{prefix}k...`.
fn functions_of(text: &str, prefix: &str) -> String {
    let at = text.find("func @").expect("has functions");
    text[at..].replace("func @k", &format!("func @{prefix}k"))
}

/// `; ...` lines of about `bytes` bytes: a file this long is read in parts (4 MiB each).
fn padding(bytes: usize) -> String {
    "; padding between functions, read and skipped\n".repeat(bytes / 46 + 1)
}

/// A file of several parts (it is read a part at a time: 4 MiB each, about): the same bytes
/// as the whole-module path, warnings with their lines in every part included, and a surface
/// declared in the last part used by a function of the first. Then what must be an error in a
/// file of parts is the whole-module path's error: a function or surface defined in two
/// parts, a `target` line in a later part, text that is not UTF-8 in a later part.
#[test]
fn a_file_read_in_parts_gives_the_whole_module_paths_bytes() {
    let dir = scratch("streaming_parts");
    let late_user = "func @uses_late(%o: vec<8 x i32>) {\nentry:\n  \
                     %v = gather @late[%o] align 4 : vec<8 x i32>\n  sink %v\n  ret\n}\n";
    let text = format!(
        "{}{late_user}{}{}{}{}surface @late : untyped\n",
        generated(1500, 120, 5),
        padding(5 << 20),
        functions_of(&generated(1500, 120, 5), "b"),
        padding(5 << 20),
        functions_of(&generated(1500, 120, 5), "c"),
    );
    assert!(text.len() > 10 << 20);
    let (file, r) = lowers_alike(&dir, "parts.mir", &text, 361);
    // Warnings located past the first part (its lines are the whole file's).
    let lines = text.lines().count();
    let far = r
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix(&format!("  --> {file}:")))
        .filter_map(|l| l.split(':').next()?.parse::<usize>().ok())
        .filter(|&n| n > 200_000 && n < lines)
        .count();
    assert!(far >= 2, "{}", r.stderr);
    for extra in [&["--emit", "report"][..], &["--function", "@bk7"]] {
        assert_eq!(same_as_whole_module(&file, extra).code, 0, "{extra:?}");
    }
    // One worker, streamed: the same bytes as three.
    let one = memlower(&["lower", &file, "--target", "dg2", "-j", "1"]);
    assert!(one.stdout == r.stdout && one.stderr == r.stderr && one.code == 0);
    let bad = [
        (
            "twice",
            format!("{text}{}", functions_of(&generated(1500, 120, 5), "b")),
        ),
        ("surface_twice", format!("{text}surface @late : untyped\n")),
        ("late_target", format!("{text}target \"dg2\"\n")),
    ];
    for (name, bad) in bad {
        let f = dir.join(format!("{name}.mir"));
        std::fs::write(&f, bad).expect("writes");
        let r = same_as_whole_module(&f.to_string_lossy(), &[]);
        assert_eq!(r.code, 1, "{name}: {}", r.stderr);
        assert!(r.stderr.contains("error: "), "{name}: {}", r.stderr);
    }
    let mut bytes = text.into_bytes();
    bytes.extend_from_slice(b"func @x() {\nentry:\n  ret ; \xff\n}\n");
    let f = dir.join("not_utf8.mir");
    std::fs::write(&f, bytes).expect("writes");
    let r = same_as_whole_module(&f.to_string_lossy(), &[]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("UTF-8"), "{}", r.stderr);
}

/// A function lowering refuses (a 64-bit multiply), named `name`.
fn refused(name: &str) -> String {
    format!(
        "func @{name}(%a: vec<8 x i64>) {{\nentry:\n  %p = mul %a, %a : vec<8 x i64>\n  sink %p\n  \
         ret\n}}\n"
    )
}

#[test]
fn a_failure_anywhere_is_the_whole_module_paths_error_and_writes_nothing() {
    let dir = scratch("streaming_fail");
    let good = generated(200, 20, 9);
    let cases = [
        // Lowering refuses the 21st function of 41.
        (
            "refused",
            format!(
                "{good}{}{}",
                refused("bad"),
                generated(200, 20, 9).replace("func @k", "func @later_k")
            ),
        ),
        // A verifier error early and a parse error late: the parse error is the error.
        (
            "parse_after_verify",
            format!(
                "{}{good}func @late() {{\nentry:\n  %x = add %y : i32\n  ret\n}}\n",
                "func @early(%a: i32) {\nentry:\n  %b = add %a, %a : i64\n  sink %b\n  ret\n}\n"
            ),
        ),
    ];
    for (name, text) in cases {
        let file = dir.join(format!("{name}.mir"));
        std::fs::write(&file, &text).expect("writes");
        let file = file.to_string_lossy().into_owned();
        let r = same_as_whole_module(&file, &[]);
        assert_eq!(r.code, 1, "{name}");
        assert_eq!(r.stdout, "", "{name}");
        assert!(r.stderr.contains("error: "), "{name}: {}", r.stderr);
        let out = dir.join(format!("{name}-kernels/"));
        let r = memlower(&[
            "lower",
            &file,
            "--target",
            "dg2",
            "-j",
            "2",
            "-o",
            &out.to_string_lossy(),
        ]);
        assert_eq!(r.code, 1, "{name}");
        assert!(!out.exists(), "{name}: the directory was left behind");
    }
    assert!(
        entries(&dir).iter().all(|e| e.ends_with(".mir")),
        "{:?}",
        entries(&dir)
    );
}

/// A function legalisation refuses (`image.store`: no message writes typed images), named
/// `name`, with the surface it stores to.
fn refused_by_a_pass(name: &str) -> String {
    format!(
        "surface @img_{name} : image2d<rgba, f32>\n\nfunc @{name}(%u: vec<16 x i32>, %v: vec<16 x \
         i32>, %px: vec<16 x 4 x f32>, %m: mask<16>) {{\nentry:\n  image.store @img_{name}[%u, \
         %v], %px mask %m channels rgba\n  ret\n}}\n"
    )
}

/// The streamed path finds the whole-module path's first error itself when the session fails in
/// a compile stage (each function compiled once, the rest taken as far as that path would):
/// a pass's refusal in a later function comes before an earlier function's lowering error (the
/// whole-module path runs every pass over every function before lowering any), and of two
/// lowering errors the first function's; on one thread or several.
#[test]
fn the_first_compile_error_is_the_whole_module_paths_on_any_number_of_threads() {
    let dir = scratch("streaming_ranks");
    let good = generated(200, 20, 9);
    let cases = [
        (
            "lower_then_pass",
            format!(
                "{good}{}{}{}",
                refused("bad_lower"),
                functions_of(&generated(200, 20, 9), "later"),
                refused_by_a_pass("bad_pass")
            ),
            "image.store",
        ),
        (
            "two_lowers",
            format!("{good}{}{}", refused("first_bad"), refused("second_bad")),
            "func @first_bad",
        ),
    ];
    for (name, text, says) in cases {
        // The line the error points at: `image.store`'s, or the multiply of `@first_bad`.
        let line = text
            .lines()
            .position(|l| l.contains(says))
            .expect("in the text")
            + 1;
        let line = if says == "image.store" {
            line
        } else {
            line + 2
        };
        let says = format!(".mir:{line}:3");
        let file = dir.join(format!("{name}.mir"));
        std::fs::write(&file, &text).expect("writes");
        let file = file.to_string_lossy().into_owned();
        let whole = same_as_whole_module(&file, &[]);
        assert_eq!(whole.code, 1, "{name}");
        assert_eq!(whole.stdout, "", "{name}");
        assert!(whole.stderr.contains(&says), "{name}: {}", whole.stderr);
        let one = memlower(&["lower", &file, "--target", "dg2", "-j", "1"]);
        assert_eq!(
            (one.code, &one.stdout, &one.stderr),
            (whole.code, &whole.stdout, &whole.stderr),
            "{name} -j 1"
        );
    }
}

/// Output past the 8 MiB held in memory still waits for the end: a failure in the last
/// function leaves stdout empty, not the kernels before it.
#[test]
fn a_failure_after_megabytes_of_output_leaves_stdout_empty() {
    let dir = scratch("streaming_large");
    let good = generated(6000, 600, 5);
    let file = dir.join("good.mir");
    std::fs::write(&file, &good).expect("writes");
    let file = file.to_string_lossy().into_owned();
    let r = memlower(&["lower", &file, "--target", "dg2", "-j", "2"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.len() > 8 << 20,
        "the output ({} bytes) must be larger than what is held in memory",
        r.stdout.len()
    );
    let file = dir.join("late_error.mir");
    let late = "func @late(%x: i32) {\nentry:\n  %y = add %x, %q : i32\n  ret\n}\n";
    std::fs::write(&file, format!("{good}{late}")).expect("writes");
    let r = memlower(&[
        "lower",
        &file.to_string_lossy(),
        "--target",
        "dg2",
        "-j",
        "2",
    ]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("error: use of undefined value `%q`"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout.len(), 0, "nothing on stdout after a failure");
}

#[test]
fn many_kernels_in_one_file_lists_a_few_names_and_says_what_to_do() {
    let dir = scratch("streaming_names");
    let file = dir.join("many.mir");
    std::fs::write(&file, generated(300, 30, 2)).expect("writes");
    let out = dir.join("x.visaasm");
    let r = memlower(&[
        "lower",
        &file.to_string_lossy(),
        "--target",
        "dg2",
        "-o",
        &out.to_string_lossy(),
    ]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("would hold 30 kernels (@k0, @k1, @k2, @k3, @k4 and 25 more)"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("`-o DIR/`"), "{}", r.stderr);
    assert!(!out.exists());
}

#[test]
fn split_functions_are_the_parsed_functions() {
    let text = format!("; a comment with a brace {{\n{}", generated(400, 37, 4));
    let whole = parse_module(&text).expect("parses");
    let split = split_module(&text, &ParseOptions::default()).expect("splits");
    assert_eq!(split.len(), 37);
    assert_eq!(split.header().surfaces, whole.surfaces);
    for (i, f) in whole.functions.iter().enumerate() {
        let g = split.parse_function(i).expect("parses");
        assert_eq!(format!("{g:?}"), format!("{f:?}"), "function {i}");
    }
}

/// A kernel of more lines than `emit::STREAM_LINES` is written out as it is printed, not held:
/// the bytes are the whole-module path's, in a module with small kernels around it (`-j 3`),
/// in its file of `-o DIR/`, alone to `-o FILE`, and a failure after it still leaves stdout
/// empty. The library's two printers agree on it, and the streaming one writes it in chunks of
/// 64 KiB (and the rest of a line) and reports a failed write.
#[test]
fn a_large_kernel_is_written_as_it_is_printed() {
    use memlower::lowering::emit;
    let dir = scratch("streaming_large_kernel");
    let big = generated(4000, 1, 11);
    let text = format!(
        "{}{}{}",
        generated(300, 30, 11),
        functions_of(&big, "big"),
        functions_of(&generated(300, 30, 11), "after")
    );
    let (file, r) = lowers_alike(&dir, "mixed.mir", &text, 61);
    // The big kernel is past the streaming size (this test is about the streamed path), and
    // what was printed of it is the library's text.
    let dg2 = memlower::passes::target::Target::by_name("dg2").expect("dg2");
    let opts = memlower::Options::default();
    let module = memlower::ir::parse::parse_module(&text).expect("parses");
    let compiled = memlower::compile(&module, dg2, &opts).expect("compiles");
    let kernel = compiled.kernel("bigk0").expect("the big kernel");
    assert!(emit::streams(&kernel.mir));
    assert!(r.stdout.contains(&kernel.visa));
    // `-o DIR/`: one file per kernel, the big one written as it is printed too.
    let out = dir.join("kernels/");
    let run = memlower(&[
        "lower",
        &file,
        "--target",
        "dg2",
        "-j",
        "3",
        "-o",
        &out.to_string_lossy(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = std::fs::read_to_string(out.join("bigk0.visaasm")).expect("written");
    assert!(written == kernel.visa);
    assert_eq!(entries(&out).len(), 61);
    let module = memlower::ir::parse::parse_module(&big).expect("parses");
    let compiled = memlower::compile(&module, dg2, &opts).expect("compiles");
    let kernel = &compiled.kernels[0];
    // Lowered without the text (`LowerOptions::visa` off, as the driver lowers for vISA): the
    // same kernel, and no text.
    let opts = memlower::lowering::LowerOptions {
        visa: false,
        ..Default::default()
    };
    let lowered = memlower::lowering::lower_module(&kernel.legal, dg2, &opts).expect("lowers");
    assert!(lowered.functions[0].visa.is_empty() && lowered.functions[0].mir == kernel.mir);
    // Alone, to a file: the library's text.
    let one = dir.join("big.mir");
    std::fs::write(&one, &big).expect("writes");
    let out = dir.join("big.visaasm");
    let r = memlower(&[
        "lower",
        &one.to_string_lossy(),
        "--target",
        "dg2",
        "-o",
        &out.to_string_lossy(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(std::fs::read_to_string(&out).expect("written") == kernel.visa);
    // A refused function after it: nothing on stdout.
    let failing = dir.join("failing.mir");
    std::fs::write(&failing, format!("{big}{}", refused("bad"))).expect("writes");
    let r = same_as_whole_module(&failing.to_string_lossy(), &[]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    // The streaming printer: the same bytes, in writes of about 64 KiB.
    struct Chunks(Vec<usize>, Vec<u8>);
    impl std::io::Write for Chunks {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.push(b.len());
            self.1.extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut w = Chunks(Vec::new(), Vec::new());
    emit::write_visa(&kernel.mir, &mut w).expect("writes");
    assert!(w.1 == kernel.visa.as_bytes());
    assert!(w.0.len() > 10, "{} writes", w.0.len());
    // Each write but the last holds 64 KiB at least, and at most one line more.
    let longest = kernel.visa.lines().map(|l| l.len() + 1).max().unwrap_or(0);
    let (last, full) = w.0.split_last().expect("writes");
    assert!(*last < (64 << 10) + longest, "{:?}", w.0);
    assert!(
        full.iter()
            .all(|&n| n >= 64 << 10 && n < (64 << 10) + longest),
        "{:?}",
        w.0
    );
    // A write that fails is the printer's error.
    let mut full = [0u8; 100_000];
    let mut cursor = std::io::Cursor::new(&mut full[..]);
    let err = emit::write_visa(&kernel.mir, &mut cursor).expect_err("no room");
    assert_eq!(err.kind(), std::io::ErrorKind::WriteZero);
}
