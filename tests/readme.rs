//! The README's and the docs pages' examples are real:
//! - the IR reference (`docs/IR.md`) parses, verifies, prints canonically, and legalises and
//!   lowers for every target, and Intel's GenX_IR compiles the kernels;
//! - the README's IR is the shipped example it names, and its library example is the crate's
//!   front-page doctest;
//! - every `memlower` and `GenX_IR` command in a shell block of the README, `docs/CLI.md`,
//!   `docs/CHECKING.md` and `docs/LLVM.md` runs as shown.

use memlower::ir::{parse::parse_module, print::print_module, verify::verify_module};
use std::path::PathBuf;

const README: &str = include_str!("../README.md");

/// The IR reference's example: the block of `docs/IR.md` that starts with `target "dg2"`.
fn reference_ir() -> String {
    let page = include_str!("../docs/IR.md");
    let start = page
        .find("```\ntarget \"dg2\"")
        .expect("docs/IR.md has an IR example starting with target \"dg2\"");
    let body = &page[start + 4..];
    let end = body.find("```").expect("the IR example block is closed");
    body[..end].to_string()
}

#[test]
fn ir_reference_parses_verifies_and_round_trips() {
    let text = reference_ir();
    let m = parse_module(&text).unwrap_or_else(|e| panic!("docs/IR.md does not parse: {e:?}"));
    if let Err(errs) = verify_module(&m) {
        panic!("docs/IR.md does not verify: {errs:?}");
    }
    let printed = print_module(&m);
    assert_eq!(parse_module(&printed).expect("reparses"), m);
    // Every op mnemonic of the IR appears in the example.
    for op in [
        "const",
        "splat",
        "lane.index",
        "shl",
        "cmp",
        "fcmp",
        "fma",
        "and",
        "select",
        "extract",
        "concat",
        "insert",
        "gather",
        "chan.extract",
        "chan.pack",
        "zext",
        "bitcast",
        "scatter",
        "image.load",
        "sink",
        "cond_br",
        "br",
        "ret",
    ] {
        assert!(
            printed.contains(&format!(" {op} ")) || printed.contains(&format!(" {op}\n")),
            "the docs/IR.md example lacks `{op}`"
        );
    }
}

#[test]
fn ir_reference_lowers_for_every_target() {
    use memlower::lowering::{lower_module, LowerOptions};
    use memlower::passes::legal::verify_legal;
    use memlower::passes::target::Target;
    use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    for name in ["tgllp", "xehp", "dg2", "pvc"] {
        let mut m = parse_module(&reference_ir()).expect("parses");
        let t = Target::by_name(name).expect("known target");
        let mut pm = PassManager::from_pipeline(
            memlower::lowering::session::default_pipeline(),
            &Registry::builtin(),
            Instrumentation::default(),
        )
        .expect("pipeline");
        pm.run(
            &mut m,
            &mut AnalysisManager::new(),
            &PassContext { target: Some(t) },
            &mut std::io::sink(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        verify_legal(&m, t).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let lowered =
            lower_module(&m, t, &LowerOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        memlower_check::genx::ensure().unwrap_or_else(|e| panic!("{e}"));
        for f in &lowered.functions {
            let run = memlower_check::genx::run(&f.visa, t.platform).expect("GenX_IR runs");
            assert!(run.accepted(), "{name}: GenX_IR: {}", run.diagnosis());
        }
    }
}

/// The commands of a page's shell blocks that run `memlower` (written `memlower ARGS` or
/// `cargo run --release -- ARGS`) or `GenX_IR`, without their trailing `  # comment`s, each as
/// the program and its arguments. Other lines (`bash scripts/...`, `cargo bench`) are not run.
fn shell_commands(page: &str) -> Vec<(String, Vec<String>)> {
    let mut commands = Vec::new();
    for block in page.split("```sh\n").skip(1) {
        let body = &block[..block.find("```").expect("the block is closed")];
        for line in body.lines() {
            let line = line.split("  #").next().unwrap_or(line).trim();
            let words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            let (program, args) = match words.first().map(String::as_str) {
                Some("memlower") => (env!("CARGO_BIN_EXE_memlower"), &words[1..]),
                Some("GenX_IR") => ("GenX_IR", &words[1..]),
                Some("cargo")
                    if words[1..].starts_with(&["run", "--release", "--"].map(String::from)) =>
                {
                    (env!("CARGO_BIN_EXE_memlower"), &words[4..])
                }
                _ => continue,
            };
            commands.push((program.to_string(), args.to_vec()));
        }
    }
    commands
}

/// Runs every command of `page` in order, in a fresh scratch directory where `examples/` and
/// `llvm/` are the project's (so the relative paths work as shown), and returns the directory.
/// Fails unless there are at least `at_least` commands and each one succeeds.
fn run_as_shown(name: &str, page: &str, at_least: usize) -> PathBuf {
    let commands = shell_commands(page);
    assert!(commands.len() >= at_least, "{name}: {commands:?}");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("readme-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    for sub in ["examples", "llvm"] {
        let from = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(sub);
        std::os::unix::fs::symlink(from, dir.join(sub)).expect("symlink");
    }
    for (program, args) in &commands {
        let shown = format!("{program} {}", args.join(" "));
        let out = std::process::Command::new(program)
            .args(args)
            .current_dir(&dir)
            .output()
            .unwrap_or_else(|e| panic!("{name}: `{shown}` does not start: {e}"));
        assert!(
            out.status.success(),
            "{name}: `{shown}` failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    dir
}

#[test]
fn the_readme_commands_run_as_shown() {
    let dir = run_as_shown("README", README, 8);
    assert!(dir.join("kernels/aos_to_soa.visaasm").exists());
    assert!(dir.join("scatters.mir").exists(), "the LLVM tour imports");
}

#[test]
fn the_cli_page_commands_run_as_shown() {
    let dir = run_as_shown("CLI", include_str!("../docs/CLI.md"), 4);
    assert!(dir.join("kernels/aos_to_soa.visaasm").exists());
    assert!(dir.join("aos.visaasm").exists());
}

#[test]
fn the_checking_page_commands_run_as_shown() {
    let commands = shell_commands(include_str!("../docs/CHECKING.md"));
    assert!(commands
        .iter()
        .any(|(_, args)| args[0] == "check" && args.contains(&"--arg".to_string())));
    run_as_shown("CHECKING", include_str!("../docs/CHECKING.md"), 1);
}

#[test]
fn the_llvm_page_commands_run_as_shown() {
    let dir = run_as_shown("LLVM", include_str!("../docs/LLVM.md"), 2);
    assert!(dir.join("scatters.mir").exists());
}

/// The numbers a page states after its `--emit report` command for the LLVM corpus loop ("lowers
/// for DG2 to 21 messages (...), 213 instructions and 11 GRFs") are the report's totals now.
fn check_stated_figures(name: &str, page: &str) {
    let (program, args) = shell_commands(page)
        .into_iter()
        .find(|(_, args)| {
            args.iter().any(|a| a == "report") && args.iter().any(|a| a.ends_with(".ll"))
        })
        .unwrap_or_else(|| panic!("{name}: a report command on LLVM IR"));
    let at = page
        .find("lowers for DG2 to ")
        .unwrap_or_else(|| panic!("{name}: the figures"));
    let sentence = &page[at..at + page[at..].find(".\n").expect("the sentence ends")];
    let number_before = |word: &str| -> String {
        let end = sentence
            .find(word)
            .unwrap_or_else(|| panic!("{name}: `{word}` in {sentence:?}"));
        let digits: String = sentence[..end]
            .trim_end()
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.chars().rev().collect()
    };
    let messages = sentence["lowers for DG2 to ".len()..]
        .split(' ')
        .next()
        .expect("a number");
    let out = std::process::Command::new(&program)
        .args(&args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = String::from_utf8(out.stdout).expect("UTF-8");
    let totals = report
        .lines()
        .find(|l| l.trim_start().starts_with("totals"))
        .expect("a totals line");
    for (what, n) in [
        ("messages", messages.to_string()),
        ("instructions", number_before(" instructions")),
        ("GRFs", number_before(" GRFs")),
    ] {
        assert!(
            totals.contains(&format!(" {what} {n} ")),
            "{name} says {n} {what}; the report: {totals}"
        );
    }
}

#[test]
fn the_llvm_figures_are_the_reports() {
    check_stated_figures("README", README);
    check_stated_figures("docs/LLVM.md", include_str!("../docs/LLVM.md"));
}

/// The README shows `examples/copy_f32.mir` as the IR's first taste: it must be that file.
#[test]
fn the_readme_ir_is_the_shipped_example() {
    let start = README
        .find("`examples/copy_f32.mir`:\n\n```\n")
        .expect("the README shows examples/copy_f32.mir");
    let body = &README[start..];
    let body = &body[body.find("```\n").expect("a block") + 4..];
    let shown = &body[..body.find("```").expect("closed")];
    assert_eq!(shown, include_str!("../examples/copy_f32.mir"));
}

/// The README's library example is the crate's front-page doc example, which `cargo test` runs
/// as a doctest: the two must say the same thing.
#[test]
fn readme_library_example_is_the_doctest() {
    let start = README
        .find("```rust\n")
        .expect("the README has a Rust example");
    let body = &README[start + "```rust\n".len()..];
    let readme_code = &body[..body.find("```").expect("closed")];
    let lib = include_str!("../src/lib.rs");
    let doc: String = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//!"))
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n");
    let start = doc.find("```\nuse memlower").expect("the doc example");
    let body = &doc[start + "```\n".len()..];
    let doc_code: String = body[..body.find("```").expect("closed")]
        .lines()
        .filter(|l| !l.starts_with("# "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(readme_code, doc_code);
}
