//! The whole pipeline for tgllp: text → parse → verify → legalise → lower → vISA text.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| memlower_fuzz::pipeline(data, "tgllp"));
