//! Writes a seed corpus for every fuzz target: the example kernels, and random programs from
//! the checker's generator and from `ir::gen` (lowerable preset and unrestricted).
//!
//! `cargo run --release --manifest-path fuzz/Cargo.toml --example seed_corpus -- [COUNT]` (from
//! the repository root) fills `fuzz/corpus/<target>/`.

use memlower::ir::gen::{random_module, GenConfig};
use memlower::ir::print::print_module;
use memlower::ir::rng::Rng;
use memlower_check::gen::{random_program, ProgramConfig};
use std::path::Path;

const TARGETS: [&str; 5] = [
    "parse",
    "pipeline_tgllp",
    "pipeline_xehp",
    "pipeline_dg2",
    "pipeline_pvc",
];

fn main() -> std::io::Result<()> {
    let count: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(root.join("../examples"))? {
        let path = entry?.path();
        if path.extension().is_some_and(|x| x == "mir") {
            let name = path.file_stem().map(|s| s.to_string_lossy().to_string());
            seeds.push((
                format!("example_{}", name.unwrap_or_default()),
                std::fs::read_to_string(&path)?,
            ));
        }
    }
    for seed in 0..count {
        let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
        seeds.push((format!("check_gen_{seed}"), print_module(&m)));
        let m = random_module(&mut Rng::new(seed), &GenConfig::lowerable());
        seeds.push((format!("ir_gen_lowerable_{seed}"), print_module(&m)));
        if seed % 4 == 0 {
            let m = random_module(&mut Rng::new(seed), &GenConfig::default());
            seeds.push((format!("ir_gen_{seed}"), print_module(&m)));
        }
    }
    for t in TARGETS {
        let dir = root.join("corpus").join(t);
        std::fs::create_dir_all(&dir)?;
        for (name, text) in &seeds {
            std::fs::write(dir.join(name), text)?;
        }
    }
    println!(
        "{} seeds for each of {} targets",
        seeds.len(),
        TARGETS.len()
    );
    Ok(())
}
