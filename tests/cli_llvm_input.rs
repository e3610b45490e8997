//! LLVM input anywhere, function by function: `-` (stdin) takes LLVM text, bitcode (raw or in
//! its wrapper) and `.mir`, told apart by content (`-x` overrides); a `.ll` file under another
//! name works; `--function` imports only that function, so another function's refusal does not
//! matter; without it every refused function is reported and nothing is written; and
//! `check`'s `--arg` and contracts reach unnamed arguments by position or printed name.

mod cli_common;
use cli_common::{memlower, memlower_with_stdin, memlower_with_stdin_bytes, scratch};

const CORPUS: &str = "llvm/corpus/groups.clang14.ll";

fn corpus_text() -> String {
    std::fs::read_to_string(format!("{}/{CORPUS}", cli_common::ROOT)).expect("corpus file")
}

/// The corpus file as bitcode, written by LLVM itself.
fn corpus_bitcode() -> Vec<u8> {
    let ctx = memlower_llvm::Context::new();
    let path = std::path::Path::new(cli_common::ROOT).join(CORPUS);
    let m = ctx.read_file(&path).expect("reads");
    m.inkwell().write_bitcode_to_memory().as_slice().to_vec()
}

#[test]
fn llvm_text_on_stdin_lowers() {
    let text = corpus_text();
    let r = memlower_with_stdin(
        &["lower", "-", "--target", "dg2", "--function", "cmul"],
        &text,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(".kernel \"cmul\""), "{}", r.stdout);
    // The interleaved group of @cmul: a scatter4_scaled of its two members.
    assert!(r.stdout.contains("scatter4_scaled"), "{}", r.stdout);
    // Every kernel, one file each.
    let dir = scratch("cli-llvm-stdin-dir");
    let out = format!("{}/", dir.display());
    let r = memlower_with_stdin(&["lower", "-", "--target", "dg2", "-o", &out], &text);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(dir.join("float3_scale.visaasm").exists());
    // The same through `import` and `check`.
    let r = memlower_with_stdin(&["import", "--function", "@swap_pairs"], &text);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("func @swap_pairs("), "{}", r.stdout);
    assert!(!r.stdout.contains("func @cmul("), "{}", r.stdout);
    let r = memlower_with_stdin(
        &[
            "check",
            "-",
            "--target",
            "pvc",
            "--trials",
            "3",
            "--function",
            "dot3",
        ],
        &text,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
}

#[test]
fn bitcode_on_stdin_is_told_by_its_magic() {
    let bc = corpus_bitcode();
    assert!(bc.starts_with(b"BC\xC0\xDE"));
    let r = memlower_with_stdin_bytes(
        &["lower", "-", "--target", "xehp", "--function", "cmul"],
        &bc,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(".kernel \"cmul\""), "{}", r.stdout);
    // The wrapper: magic 0x0B17C0DE, version, offset and size of the bitcode, CPU type.
    let mut wrapped = Vec::new();
    for word in [0x0B17_C0DEu32, 0, 20, bc.len() as u32, 0] {
        wrapped.extend_from_slice(&word.to_le_bytes());
    }
    wrapped.extend_from_slice(&bc);
    let r = memlower_with_stdin_bytes(&["import", "--function", "cmul"], &wrapped);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("func @cmul("), "{}", r.stdout);
    // `-x bc` says the same; `-x mir` reads it as memlower IR, which it is not.
    let r = memlower_with_stdin_bytes(&["import", "-x", "bc", "--function", "cmul"], &bc);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = memlower_with_stdin_bytes(&["parse", "-x", "mir", "-"], &bc);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("UTF-8"), "{}", r.stderr);
}

#[test]
fn mir_on_stdin_and_llvm_text_under_another_name() {
    let r = memlower_with_stdin(
        &["parse", "-"],
        "surface @b : untyped\nfunc @k(%o: vec<8 x i32>) {\nentry:\n  ret\n}\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("func @k("), "{}", r.stdout);
    let dir = scratch("cli-llvm-renamed");
    let renamed = dir.join("kernel.txt");
    std::fs::write(&renamed, corpus_text()).expect("write");
    let p = renamed.to_str().expect("utf-8");
    let r = memlower(&[
        "lower",
        p,
        "--target",
        "tgllp",
        "--function",
        "rgba_to_planar",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(".kernel \"rgba_to_planar\""),
        "{}",
        r.stdout
    );
    // `-x mir` overrides the content: then it is a parse error of memlower IR.
    let r = memlower(&["parse", "-x", "mir", p]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("kernel.txt:"), "{}", r.stderr);
}

const TWO_REFUSED: &str = "; ModuleID = 'k.c'
define dso_local i32 @returns(ptr %a) #0 {
  %x = load i32, ptr %a, align 4
  %y = add i32 %x, 1
  %z = mul i32 %y, 3
  ret i32 %z
}

define void @good(ptr %a, i32 %n) {
  %x = load i32, ptr %a, align 4
  %y = add i32 %x, %n
  store i32 %y, ptr %a, align 4
  ret void
}

define void @divides(ptr %a, float %n) {
  %x = load float, ptr %a, align 4
  %y = frem float %x, %n
  store float %y, ptr %a, align 4
  ret void
}

attributes #0 = { nounwind }
";

#[test]
fn every_refused_function_is_reported_and_function_imports_one() {
    let dir = scratch("cli-llvm-refused");
    let input = dir.join("k.ll");
    std::fs::write(&input, TWO_REFUSED).expect("write");
    let p = input.to_str().expect("utf-8");
    let out = dir.join("out.mir");
    let o = out.to_str().expect("utf-8");
    let r = memlower(&["import", p, "-o", o]);
    assert_eq!(r.code, 1);
    assert!(!out.exists(), "nothing is written");
    // Both refusals, each at its line; the function-level one is its `define` line alone.
    assert!(
        r.stderr
            .starts_with("error: 2 functions cannot be imported (nothing was written)\n"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains(
            "error: in function @returns: `define dso_local i32 @returns(ptr %a) #0`: a \
             function that returns a value (kernels return nothing; write results to memory)\n  \
             --> "
        ),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("k.ll:2:1\n"), "{}", r.stderr);
    assert!(
        r.stderr.contains("`%y = frem float %x, %n`"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("k.ll:18:3\n"), "{}", r.stderr);
    assert!(
        !r.stderr.contains("%z = mul"),
        "the body is not printed: {}",
        r.stderr
    );
    // `--function` imports only that function, in every command.
    for cmd in [
        vec!["import", p, "--function", "good", "-o", o],
        vec!["opt", p, "--function", "good"],
        vec!["lower", p, "--target", "dg2", "--function", "good"],
        vec![
            "check",
            p,
            "--target",
            "dg2",
            "--function",
            "good",
            "--trials",
            "3",
        ],
    ] {
        let r = memlower(&cmd);
        assert_eq!(r.code, 0, "{cmd:?}: {}{}", r.stdout, r.stderr);
    }
    assert!(std::fs::read_to_string(&out)
        .expect("written")
        .contains("func @good("));
    // A refused function named alone is still refused; an unknown name lists the others.
    let r = memlower(&["import", p, "--function", "divides"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("frem"), "{}", r.stderr);
    let r = memlower(&["import", p, "--function", "nope"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("@returns, @good, @divides"),
        "{}",
        r.stderr
    );
}

/// clang's output without `-fno-discard-value-names`: every argument unnamed.
const UNNAMED: &str = "define void @fill(ptr %0, i32 %1, i32 %2) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %p = getelementptr inbounds i32, ptr %0, i32 %i
  %v = add i32 %i, %2
  store i32 %v, ptr %p, align 4
  %next = add i32 %i, 1
  %done = icmp sge i32 %next, %1
  br i1 %done, label %exit, label %body
exit:
  ret void
}
";

#[test]
fn arguments_are_named_by_position_or_printed_name() {
    let dir = scratch("cli-llvm-unnamed");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("utf-8").to_string()
    };
    let free = write("free.ll", UNNAMED);
    let check = |p: &str, extra: &[&str]| {
        let mut args = vec!["check", p, "--target", "dg2", "--trials", "20"];
        args.extend_from_slice(extra);
        memlower(&args)
    };
    // Without a bound the trip count %1 runs past the step limit on some trials.
    let r = check(&free, &[]);
    assert!(
        !r.stdout.contains(" 0 skipped (step limit)"),
        "{}",
        r.stdout
    );
    for arg in ["1=1..=8", "%1=1..=8", "%arg1=1..=8", "arg1=1..=8"] {
        let r = check(&free, &["--arg", arg]);
        assert_eq!(r.code, 0, "{arg}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stdout
                .contains("@fill: 20 trials, 20 compared, 0 skipped (UB), 0 skipped (step limit)"),
            "{arg}: {}",
            r.stdout
        );
    }
    // A name or position that is no parameter is an error, and so is a pointer.
    for (arg, says) in [
        ("7=1", "no function has a parameter `%7`"),
        ("n=1", "no function has a parameter `%n`"),
        ("0=1", "argument 0 of @fill (`%0`) is a pointer"),
    ] {
        let r = check(&free, &["--arg", arg]);
        assert_eq!(r.code, 1, "{arg}");
        assert!(r.stderr.contains(says), "{arg}: {}", r.stderr);
    }
    // A contract names the arguments by position, whatever their names.
    let bounded = write(
        "bounded.ll",
        &format!(";@ contract fill(out: i32[n], n: 1..=8, k: 0..=5)\n{UNNAMED}"),
    );
    let r = check(&bounded, &[]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("0 skipped (step limit)"), "{}", r.stdout);
    // A contract that does not fit the function is an error, not a check without it.
    let short = write(
        "short.ll",
        &format!(";@ contract fill(out: i32[n], n: 1..=8)\n{UNNAMED}"),
    );
    let r = check(&short, &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("the contract of @fill lists 2 arguments, the function has 3"),
        "{}",
        r.stderr
    );
    let swapped = write(
        "swapped.ll",
        &format!(";@ contract fill(n: 1..=8, out: i32[n], k: 0..=5)\n{UNNAMED}"),
    );
    let r = check(&swapped, &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("entry 0 of the contract of @fill is a number"),
        "{}",
        r.stderr
    );
}
