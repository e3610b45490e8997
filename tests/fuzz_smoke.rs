//! The fuzz targets' checks (`fuzz/src/lib.rs`) on stable, without libFuzzer: every example and
//! a few hundred generated programs, each also damaged by random line and token edits, through
//! the parser target and the pipeline target of every GPU target. The coverage-guided runs
//! (millions of executions, nightly) are in docs/FUZZING.md; this keeps the oracles compiling
//! and catches regressions in CI.

#[path = "../fuzz/src/lib.rs"]
mod fuzz_checks;

use memlower::ir::print::print_module;
use memlower::ir::rng::Rng;
use memlower_check::gen::{random_program, ProgramConfig};
use std::path::Path;

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// One random edit: drop, duplicate or swap a line, or change a number.
fn damage(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.is_empty() {
        return String::new();
    }
    let i = rng.below(lines.len() as u64) as usize;
    match rng.below(4) {
        0 => {
            lines.remove(i);
        }
        1 => {
            let l = lines[i].clone();
            lines.insert(i, l);
        }
        2 => {
            let j = rng.below(lines.len() as u64) as usize;
            lines.swap(i, j);
        }
        _ => {
            let l = &lines[i];
            let digits: Vec<usize> = l
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(k, _)| k)
                .collect();
            if !digits.is_empty() {
                let k = digits[rng.below(digits.len() as u64) as usize];
                let replacement = *rng.pick(&["0", "1", "7", "64", "4096", "99999999999"]);
                lines[i] = format!("{}{}{}", &l[..k], replacement, &l[k + 1..]);
            }
        }
    }
    lines.join("\n")
}

#[test]
fn fuzz_oracles_hold_on_examples_generated_programs_and_their_damaged_copies() {
    let mut seeds: Vec<String> = Vec::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for e in std::fs::read_dir(&dir).expect("examples/") {
        let path = e.expect("entry").path();
        if path.extension().is_some_and(|x| x == "mir") {
            seeds.push(std::fs::read_to_string(&path).expect("readable example"));
        }
    }
    for seed in 0..60 {
        let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
        seeds.push(print_module(&m));
    }
    let mut rng = Rng::new(2024);
    let mut inputs = seeds.clone();
    for s in &seeds {
        for _ in 0..4 {
            inputs.push(damage(s, &mut rng));
        }
    }
    for (k, text) in inputs.iter().enumerate() {
        fuzz_checks::parse(text.as_bytes());
        fuzz_checks::pipeline(text.as_bytes(), TARGETS[k % 4]);
    }
}
