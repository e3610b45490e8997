//! The surface ABI (docs/ABI.md) at the native level: under `bindings` the kernel sets each
//! user surface's binding-table index with `movs`, the finalizer folds the index into every
//! message's descriptor, and the descriptor-address `add a0.0` that an input surface costs per
//! message is gone.

mod lowering_common;

use lowering_common::{ensure_genx, examples, legalise};
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LowerOptions, SurfaceAbi};
use memlower::passes::target::Target;
use memlower_check::genx::{self, body_lines};
use memlower_check::genx_stats::GenxStats;

/// Every kernel of `text` for `t`, as vISA, under `surfaces`.
fn visa(text: &str, t: &'static Target, surfaces: SurfaceAbi) -> Vec<(String, String)> {
    let mut m = parse_module(text).expect("parses");
    legalise(&mut m, t);
    let opts = LowerOptions {
        surfaces,
        ..LowerOptions::default()
    };
    lower_module(&m, t, &opts)
        .expect("lowers")
        .functions
        .into_iter()
        .map(|f| (f.name, f.visa))
        .collect()
}

/// GenX_IR's native code of `visa` on `t`.
fn native(visa: &str, t: &Target, what: &str) -> String {
    let run = genx::run(visa, t.platform).expect("GenX_IR runs");
    assert!(run.accepted(), "{what}: {}", run.diagnosis());
    run.asm.expect("native code")
}

/// The native lines that load a send descriptor into the address register.
fn descriptor_adds(asm: &str) -> usize {
    body_lines(asm)
        .filter(|(_, l)| l.contains("add (1|M0)") && l.contains("a0.0<1>"))
        .count()
}

/// Three surfaces, the middle one with its own index: the default assignment gives the others
/// the lowest free indices in declaration order, and each message's descriptor ends in its
/// surface's index (the low byte of a data port descriptor is the binding-table index).
#[test]
fn each_descriptor_carries_its_surfaces_index() {
    ensure_genx();
    let text = "
surface @a : untyped
surface @b : untyped bti(7)
surface @c : untyped

func @k(%o: vec<16 x i32>) {
entry:
  %v = gather @a[%o] align 4 : vec<16 x i32>
  %w = gather @c[%o] align 4 : vec<16 x i32>
  %s = add %v, %w : vec<16 x i32>
  scatter @b[%o], %s align 4
  ret
}
";
    let t = Target::by_name("tgllp").expect("known target");
    let [(_, v)] = &visa(text, t, SurfaceAbi::Bindings)[..] else {
        panic!("one kernel")
    };
    for line in [
        "movs (M1_NM, 1) s_a(0) 0x0:ud",
        "movs (M1_NM, 1) s_b(0) 0x7:ud",
        "movs (M1_NM, 1) s_c(0) 0x1:ud",
    ] {
        assert!(v.contains(line), "{line} missing:\n{v}");
    }
    assert!(!v.contains(".input s_"), "no surface is an input:\n{v}");
    let asm = native(v, t, "bindings");
    let descs: Vec<&str> = body_lines(&asm)
        .filter(|(_, l)| l.contains("send.dc") && !l.contains("EOT"))
        .filter_map(|(_, l)| {
            l.split_whitespace()
                .find(|w| w.len() == 10 && w.starts_with("0x"))
        })
        .collect();
    let low: Vec<&str> = descs.iter().map(|d| &d[d.len() - 2..]).collect();
    assert_eq!(low, ["00", "01", "07"], "descriptors {descs:?}\n{asm}");
    // Under `inputs` only `@b`, with its own index, is set; `@a` and `@c` are inputs.
    let [(_, i)] = &visa(text, t, SurfaceAbi::Inputs)[..] else {
        panic!("one kernel")
    };
    assert!(i.contains("movs (M1_NM, 1) s_b(0) 0x7:ud"), "{i}");
    assert!(
        i.contains(".input s_a offset=64 size=4") && i.contains(".input s_c offset=68 size=4"),
        "{i}"
    );
}

/// Every example on tgllp, dg2 and pvc: under `bindings` the native code has no descriptor
/// `add`, the same sends, and at least as many instructions fewer as `inputs` had descriptor
/// adds (more where the adds cost `sync.nop` stalls on the address register too: two in
/// `column_sum_loop` on dg2).
#[test]
fn bindings_remove_every_descriptor_add_and_nothing_else() {
    ensure_genx();
    let mut removed = 0;
    for (name, text) in examples() {
        for tn in ["tgllp", "dg2", "pvc"] {
            let t = Target::by_name(tn).expect("known target");
            let inputs = visa(&text, t, SurfaceAbi::Inputs);
            let bindings = visa(&text, t, SurfaceAbi::Bindings);
            for ((f, vi), (_, vb)) in inputs.iter().zip(&bindings) {
                let what = format!("{name} @{f} on {tn}");
                let ai = native(vi, t, &what);
                let ab = native(vb, t, &what);
                let si = GenxStats::from_asm(&ai, t.grf_bytes).expect("stats");
                let sb = GenxStats::from_asm(&ab, t.grf_bytes).expect("stats");
                assert_eq!(descriptor_adds(&ab), 0, "{what}:\n{ab}");
                assert_eq!(sb.sends, si.sends, "{what}");
                let adds = descriptor_adds(&ai) as u32;
                assert!(
                    sb.instructions + adds <= si.instructions,
                    "{what}: {sb:?} {si:?}"
                );
                removed += adds;
            }
        }
    }
    assert!(removed > 0, "the examples use user surfaces");
}
