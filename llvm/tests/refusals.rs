//! Everything the import cannot express is refused with a message that names the LLVM
//! instruction, its function and why: one snapshot per refusal (`tests/refusals/*.ll`).

use std::path::Path;

#[test]
fn every_refusal_names_the_instruction_and_the_reason() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/refusals");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/refusals")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "{files:?}");
    for path in files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        let text = std::fs::read(&path).expect("readable");
        let err = memlower_llvm::import_bytes(&text, &format!("{name}.ll"))
            .expect_err("the import refuses it");
        insta::assert_snapshot!(name, err.to_string());
    }
}
