//! The command line on LLVM input: `memlower import`, and `.ll`/`.bc` accepted by `lower`,
//! `check`, `opt` and `parse`; an input the import refuses prints the LLVM instruction, its
//! function and why, exits 1 and writes nothing to `-o`.

mod cli_common;
use cli_common::memlower;

const CORPUS: &str = "llvm/corpus/gathers.clang14.ll";
const OPAQUE: &str = "llvm/corpus/scatters.clang15.ll";

#[test]
fn import_prints_memlower_ir_that_parses_back() {
    let dir = std::env::temp_dir().join(format!("memlower-cli-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("gathers.mir");
    let r = memlower(&["import", CORPUS, "-o", out.to_str().expect("utf-8")]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(&out).expect("written");
    assert!(
        text.contains("func @gather_f32(%n: i32, %m: i32)"),
        "{text}"
    );
    assert!(text.contains("gather @a[%"), "{text}");
    let r = memlower(&["parse", out.to_str().expect("utf-8")]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, text, "the imported text is canonical");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn lower_check_and_opt_take_llvm_input() {
    let r = memlower(&[
        "lower",
        OPAQUE,
        "--target",
        "dg2",
        "--emit",
        "report",
        "--function",
        "scatter_f32",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("scatter"), "{}", r.stdout);
    let r = memlower(&["check", CORPUS, "--target", "pvc", "--trials", "5"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let r = memlower(&["opt", CORPUS, "-p", "canonicalize,dce"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("func @gather_i8("));
}

#[test]
fn a_refused_input_names_the_instruction_and_writes_nothing() {
    let dir = std::env::temp_dir().join(format!("memlower-cli-llvm-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("bad.ll");
    std::fs::write(&input, "define void @k(ptr %a, i32 %n) {\n  %q = udiv i32 %n, 3\n  store i32 %q, ptr %a, align 4\n  ret void\n}\n").expect("write");
    let out = dir.join("out.mir");
    let r = memlower(&[
        "import",
        input.to_str().expect("utf-8"),
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr,
        "error: in function @k: `%q = udiv i32 %n, 3`: memlower IR has no division or remainder\n"
    );
    assert!(!out.exists(), "nothing is written on error");
    let r = memlower(&["lower", input.to_str().expect("utf-8"), "--target", "dg2"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("udiv"), "{}", r.stderr);
    std::fs::remove_dir_all(&dir).ok();
}
