//! The parser and the verifier: text → parse → verify (→ print → parse again).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| memlower_fuzz::parse(data));
