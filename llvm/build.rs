//! Compiles `src/shim.cpp` (one call LLVM 14's C API lacks: opaque-pointer mode per context)
//! against the LLVM that llvm-sys links, found through `LLVM_SYS_140_PREFIX` (set for every cargo
//! command in `.cargo/config.toml`) or `llvm-config-14` on the PATH.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=src/shim.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_140_PREFIX");
    let config = match std::env::var_os("LLVM_SYS_140_PREFIX") {
        Some(p) => PathBuf::from(p).join("bin").join("llvm-config"),
        None => PathBuf::from("llvm-config-14"),
    };
    let out = Command::new(&config)
        .arg("--includedir")
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e} (install llvm-14-dev: bash scripts/ensure-deps.sh)",
                config.display()
            )
        });
    let include = String::from_utf8_lossy(&out.stdout).trim().to_string();
    cc::Build::new()
        .cpp(true)
        .file("src/shim.cpp")
        .include(include)
        .flag("-std=c++14")
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .warnings(false)
        .compile("memlower_llvm_shim");
}
