//! What memlower's fuzz targets check, as plain functions (the `fuzz_targets/` are one line
//! each), so a crashing input can also be replayed from a test or a debugger.
//!
//! ```text
//!   parse     bytes ─UTF-8─▶ parse ─▶ verify ─▶ (valid) print ─▶ parse ─▶ print: a fixed point
//!             every rejection is an error with a known location, and renders
//!   pipeline  bytes ─UTF-8─▶ parse ─▶ verify ─▶ legalise (session::default_pipeline(),
//!             narrow-channels .. cse) ─▶ verify, verify_legal ─▶ lower (both kernels) ─▶ vISA text
//!             every rejection is an error; with MEMLOWER_FUZZ_STRICT set, a program without
//!             `via` that the pipeline rejects for a reason other than a documented refusal
//!             is a crash too (a legaliser or lowering bug)
//! ```
//!
//! Anything else (a panic, an overflow in a debug build, an infinite loop) is what libFuzzer
//! reports.

use memlower::ir::diag::{render, Located};
use memlower::ir::parse::parse_module;
use memlower::ir::print::print_module;
use memlower::ir::verify::verify_module;
use memlower::ir::Module;
use memlower::lowering::LowerOptions;
use memlower::passes::target::Target;
use memlower_check::{lower_for_check, PipelineFailure};
use std::sync::OnceLock;

/// The parser and verifier on arbitrary bytes.
pub fn parse(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let m = match parse_module(text) {
        Ok(m) => m,
        Err(e) => {
            assert!(
                e.loc().is_known(),
                "a parse error without a location: {e}\ninput: {text:?}"
            );
            let _ = render(&e, "<fuzz>", text);
            return;
        }
    };
    match verify_module(&m) {
        Err(errors) => {
            assert!(!errors.is_empty(), "the verifier failed without an error");
            for e in &errors {
                assert!(
                    e.loc().is_known(),
                    "a verifier error without a location: {e}\ninput: {text:?}"
                );
                let _ = render(e, "<fuzz>", text);
            }
        }
        Ok(()) => {
            let printed = print_module(&m);
            let again = match parse_module(&printed) {
                Ok(m) => m,
                Err(e) => panic!("the printed module does not parse: {e}\n{printed}"),
            };
            assert_eq!(
                print_module(&again),
                printed,
                "printing the reparsed module changes it"
            );
        }
    }
}

fn strict() -> bool {
    static STRICT: OnceLock<bool> = OnceLock::new();
    *STRICT.get_or_init(|| std::env::var_os("MEMLOWER_FUZZ_STRICT").is_some())
}

/// True if any memory op names its message (`via`): such input may legitimately fail the
/// legal-form check after legalisation (the user chose a message the op does not fit).
fn has_via(m: &Module) -> bool {
    m.functions.iter().any(|f| {
        f.inst_order()
            .iter()
            .any(|&(_, i)| f.inst(i).kind.via().is_some())
    })
}

/// The whole pipeline for `target` on arbitrary bytes.
pub fn pipeline(data: &[u8], target: &str) {
    let Some(target) = Target::by_name(target) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(m) = parse_module(text) else {
        return;
    };
    if verify_module(&m).is_err() {
        return;
    }
    match lower_for_check(&m, target, &LowerOptions::default()) {
        Ok(lowered) => {
            assert_eq!(lowered.functions.len(), m.functions.len());
            for f in &lowered.functions {
                assert!(
                    f.visa.contains(".kernel"),
                    "@{}: the vISA text has no kernel",
                    f.name
                );
            }
        }
        Err(PipelineFailure::Refused(_)) => {}
        Err(PipelineFailure::Bug(e)) => {
            if strict() && !has_via(&m) {
                panic!("the pipeline failed on valid input without `via`: {e}\ninput:\n{text}");
            }
        }
    }
}
