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
    std::fs::write(&input, "define void @k(ptr %a, float %n, float %d) {\n  %q = frem float %n, %d\n  store float %q, ptr %a, align 4\n  ret void\n}\n").expect("write");
    let out = dir.join("out.mir");
    let r = memlower(&[
        "import",
        input.to_str().expect("utf-8"),
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(r.code, 1);
    // The error points at the LLVM line.
    assert_eq!(
        r.stderr,
        "error: in function @k: `%q = frem float %n, %d`: memlower IR has no float remainder\n\
         \x20 --> {input}:2:3\n\
         \x20  |\n\
         \x202 |   %q = frem float %n, %d\n\
         \x20  |   ^\n"
            .replace("{input}", input.to_str().expect("utf-8"))
    );
    assert!(!out.exists(), "nothing is written on error");
    let r = memlower(&["lower", input.to_str().expect("utf-8"), "--target", "dg2"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("frem"), "{}", r.stderr);
    std::fs::remove_dir_all(&dir).ok();
}

/// A loop whose trip count `%n` the checker would draw at random (some draws run past the step
/// limit); its contract bounds it.
const FILL: &str = "define void @fill(ptr noalias %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %body, label %exit
body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %v = mul i32 %i, 3
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %v, ptr %p, align 4
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}
";

#[test]
fn check_takes_the_argument_contract_of_llvm_input() {
    let dir = std::env::temp_dir().join(format!("memlower-cli-llvm-ct-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let run = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let p = path.to_str().expect("utf-8").to_string();
        memlower(&["check", &p, "--target", "dg2", "--trials", "50"])
    };
    let free = run("free.ll", FILL);
    assert_eq!(free.code, 0, "{}{}", free.stdout, free.stderr);
    assert!(
        !free.stdout.contains(" 0 skipped (step limit)"),
        "without a contract some trip counts run past the step limit: {}",
        free.stdout
    );
    let bounded = run(
        "bounded.ll",
        &format!(";@ contract fill(out: i32[n], n: 0..=8)\n{FILL}"),
    );
    assert_eq!(bounded.code, 0, "{}{}", bounded.stdout, bounded.stderr);
    assert!(
        bounded
            .stdout
            .contains("@fill: 50 trials, 50 compared, 0 skipped (UB), 0 skipped (step limit)"),
        "{}",
        bounded.stdout
    );
    let bad = run(
        "bad.ll",
        &format!(";@ contract fill(out: i32[n], n 0..=8)\n{FILL}"),
    );
    assert_eq!(bad.code, 1);
    assert!(
        bad.stderr.contains("bad argument contract"),
        "{}",
        bad.stderr
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn gather_f64_lowers_without_an_fp64_alu_and_passes_genx_ir_and_check() {
    // `fmuladd` on doubles, on tgllp (no double-precision ALU): computed by soft-f64.
    let dir = std::env::temp_dir().join(format!("memlower-cli-llvm-f64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = format!("{}/", dir.display());
    let r = memlower(&[
        "lower",
        CORPUS,
        "--target",
        "tgllp",
        "--function",
        "gather_f64",
        "-o",
        &out,
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let file = dir.join("gather_f64.visaasm");
    let run = std::process::Command::new("GenX_IR")
        .args([
            "gather_f64.visaasm",
            "-platform",
            "TGLLP",
            "-output",
            "-noLoadPayload",
        ])
        .current_dir(&dir)
        .output()
        .expect("GenX_IR runs (scripts/ensure-deps.sh installs it)");
    assert!(
        run.status.success() && file.with_extension("asm").exists(),
        "GenX_IR rejected {}: {}{}",
        file.display(),
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let r = memlower(&[
        "check",
        CORPUS,
        "--target",
        "tgllp",
        "--function",
        "gather_f64",
        "--trials",
        "30",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("@gather_f64"), "{}", r.stdout);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_lowering_refusal_points_at_the_llvm_line() {
    // A conversion from double to i64: soft-f64 converts to integers of up to 32 bits only.
    let dir = std::env::temp_dir().join(format!("memlower-cli-llvm-cvt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("cvt.ll");
    let text = "define void @cvt(ptr noalias %out, ptr noalias %in) {
  %d = load double, ptr %in, align 8
  %i = fptosi double %d to i64
  store i64 %i, ptr %out, align 8
  ret void
}
";
    std::fs::write(&input, text).expect("write");
    let path = input.to_str().expect("utf-8");
    let r = memlower(&["lower", path, "--target", "tgllp"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with(
            "error: `fptosi : i64` cannot be lowered to vISA: tgllp has no double-precision \
             ALU; memlower computes f64 arithmetic, compares and conversions from and to f32 \
             and integers of up to 32 bits in integer ops (the soft-f64 pass), not \
             conversions from or to i64 or f16"
        ) && r.stderr.contains(&format!("--> {path}:3:3")),
        "{}",
        r.stderr
    );
    std::fs::remove_dir_all(&dir).ok();
}
