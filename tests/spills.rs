//! No spills on big kernels (issue 8): generated kernels of 256, 1024 and 4096 lanes that read,
//! compute on and write multi-channel and 64-bit data go through the legalisation pipeline and
//! the lowering, and GenX_IR must accept them without spilling a register.
//!
//! Without lane-group scheduling (`split-groups` over the register budget, `schedule.rs`) the
//! 4-channel kernel of 256 lanes needs 4 KB of live data on a 4 KB register file (128 GRFs of
//! 32 bytes) and every kernel here of 1024 lanes or more spills. Scheduled, each lane group is
//! read, computed and written before the next group is read.

mod lowering_common;

use lowering_common::{ensure_genx, legalise};
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower_check::genx;

/// A kernel of `n` lanes: gather `chans x elem` from `@a`, a lane-wise op, scatter to `@b` (through
/// offsets one element further on, so the two accesses cannot be proved disjoint per lane
/// but are on different surfaces).
fn kernel(n: u32, chans: u32, elem: &str) -> String {
    let ty = if chans == 1 {
        format!("vec<{n} x {elem}>")
    } else {
        format!("vec<{n} x {chans} x {elem}>")
    };
    let bytes = chans * if elem.ends_with("64") { 8 } else { 4 };
    // Floats are scaled; integers get an `or` (every target has 64-bit logic ops, not all
    // have 64-bit integer arithmetic).
    let (k, op) = if elem.starts_with('f') {
        ("1.5", "mul")
    } else {
        ("3", "or")
    };
    format!(
        "surface @a : untyped
surface @b : untyped
func @big(%base: i32) {{
entry:
  %lane = lane.index : vec<{n} x i32>
  %stride = const {bytes} : vec<{n} x i32>
  %off = mul %lane, %stride : vec<{n} x i32>
  %off2 = add %off, %stride : vec<{n} x i32>
  %v = gather @a[%base + %off] align 8 : {ty}
  %k = const {k} : {ty}
  %w = {op} %v, %k : {ty}
  scatter @b[%base + %off2], %w align 8
  ret
}}
"
    )
}

/// Lowers `text` for `target` and runs GenX_IR on each kernel: (accepted, spilled).
fn finalize(text: &str, target: &str) -> Vec<(bool, bool)> {
    let t = Target::by_name(target).expect("known target");
    let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    legalise(&mut m, t);
    let lowered = lower_module(&m, t, &LowerOptions::default())
        .unwrap_or_else(|e| panic!("lowers for {target}: {e}"));
    lowered
        .functions
        .iter()
        .map(|f| {
            let run = genx::run(&f.visa, t.platform).expect("GenX_IR runs");
            (run.accepted(), run.spilled())
        })
        .collect()
}

#[test]
fn kernels_up_to_4096_lanes_do_not_spill() {
    ensure_genx();
    let mut runs = 0;
    for n in [256, 1024, 4096] {
        for (chans, elem, target) in [
            (4, "f32", "tgllp"),
            (1, "f32", "tgllp"),
            (2, "i64", "tgllp"),
            (4, "f32", "pvc"),
            (1, "f64", "pvc"),
        ] {
            let text = kernel(n, chans, elem);
            for (accepted, spilled) in finalize(&text, target) {
                assert!(
                    !spilled,
                    "{n} lanes of {chans} x {elem} on {target} spill\n{text}"
                );
                assert!(
                    accepted,
                    "{n} lanes of {chans} x {elem} on {target}\n{text}"
                );
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 15);
}
