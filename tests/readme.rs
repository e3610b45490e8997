//! The README's IR reference is real IR: it parses, verifies, prints canonically, and
//! legalises and lowers for every target, and Intel's GenX_IR compiles the kernels.

use memlower::ir::{parse::parse_module, print::print_module, verify::verify_module};

fn readme_ir() -> String {
    let readme = include_str!("../README.md");
    let start = readme
        .find("```\ntarget \"dg2\"")
        .expect("the README has an IR example starting with target \"dg2\"");
    let body = &readme[start + 4..];
    let end = body.find("```").expect("the IR example block is closed");
    body[..end].to_string()
}

#[test]
fn readme_ir_example_parses_verifies_and_round_trips() {
    let text = readme_ir();
    let m = parse_module(&text).unwrap_or_else(|e| panic!("README IR does not parse: {e:?}"));
    if let Err(errs) = verify_module(&m) {
        panic!("README IR does not verify: {errs:?}");
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
            "README example lacks `{op}`"
        );
    }
}

#[test]
fn readme_ir_example_lowers_for_every_target() {
    use memlower::lowering::{lower_module, LowerOptions};
    use memlower::passes::legal::verify_legal;
    use memlower::passes::target::Target;
    use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    for name in ["tgllp", "xehp", "dg2", "pvc"] {
        let mut m = parse_module(&readme_ir()).expect("parses");
        let t = Target::by_name(name).expect("known target");
        let mut pm = PassManager::from_pipeline(
            memlower::passes::legalize::PIPELINE,
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
        assert!(
            memlower::lowering::genx::available(),
            "GenX_IR is not installed: run scripts/ensure-deps.sh"
        );
        for f in &lowered.functions {
            let run = memlower::lowering::genx::run(&f.visa, t.platform).expect("GenX_IR runs");
            assert!(run.accepted(), "{name}: GenX_IR: {}", run.diagnosis());
        }
    }
}

/// The shell lines of the README's "Using the tool" section that run `memlower` or `GenX_IR`.
fn usage_commands() -> Vec<String> {
    let readme = include_str!("../README.md");
    let start = readme.find("## Using the tool").expect("a usage section");
    let section = &readme[start..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let mut commands = Vec::new();
    for block in section.split("```sh\n").skip(1) {
        let body = &block[..block.find("```").expect("the block is closed")];
        for line in body.lines() {
            let line = line.split("  #").next().unwrap_or(line).trim();
            if line.starts_with("memlower ") || line.starts_with("GenX_IR ") {
                commands.push(line.to_string());
            }
        }
    }
    commands
}

#[test]
fn the_usage_examples_run_as_shown() {
    let commands = usage_commands();
    assert!(commands.len() >= 5, "{commands:?}");
    // A scratch directory where `examples/` is the project's, so relative paths work as shown.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme-usage");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    std::os::unix::fs::symlink(
        concat!(env!("CARGO_MANIFEST_DIR"), "/examples"),
        dir.join("examples"),
    )
    .expect("symlink");
    for command in &commands {
        let words: Vec<&str> = command.split_whitespace().collect();
        let program = match words[0] {
            "memlower" => env!("CARGO_BIN_EXE_memlower"),
            other => other,
        };
        let out = std::process::Command::new(program)
            .args(&words[1..])
            .current_dir(&dir)
            .output()
            .unwrap_or_else(|e| panic!("`{command}` does not start: {e}"));
        assert!(
            out.status.success(),
            "`{command}` failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(dir.join("kernels/aos_to_soa.visaasm").exists());
}

/// The README's library example is the crate's front-page doc example, which `cargo test` runs
/// as a doctest: the two must say the same thing.
#[test]
fn readme_library_example_is_the_doctest() {
    let readme = include_str!("../README.md");
    let start = readme
        .find("```rust\n")
        .expect("the README has a Rust example");
    let body = &readme[start + "```rust\n".len()..];
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
