//! `split-groups`: values kept as lane groups of their messages' width, and lane-group
//! scheduling over the register budget (passes/src/legalize/split_groups.rs, schedule.rs).

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::interp::{run_function, Limits, Memory, MemoryShape, Val};
use memlower_ir::parse::parse_module;
use memlower_ir::rng::Rng;
use memlower_ir::*;
use memlower_passes::legalize::schedule::{access_info, may_interleave, pressure};
use memlower_passes::legalize::split_groups::register_budget;
use memlower_passes::legalize::SplitGroups;
use memlower_passes::pass::{ForEachFunction, Pass};
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, PassContext, PassWarning};
use support::*;

/// Runs `split-groups` for `t` on `src`; returns the module and the pass's warnings.
fn grouped(src: &str, t: &str) -> (Module, Vec<PassWarning>) {
    grouped_for(src, target(t))
}

/// As [`grouped`], for a target value (one with extensions, say).
fn grouped_for(src: &str, t: &Target) -> (Module, Vec<PassWarning>) {
    let mut m = parse_module(src).expect("test input parses");
    let mut p = ForEachFunction(SplitGroups::default());
    let cx = PassContext { target: Some(t) };
    p.run(&mut m, &mut AnalysisManager::default(), &cx)
        .expect("split-groups runs");
    memlower_ir::verify::verify_module(&m).expect("the result verifies");
    let w = p.take_warnings();
    (m, w)
}

/// The reference interpreter gives the same memory and sinks before and after (every byte the
/// original defines), on random memories.
fn same_meaning(before: &Module, after: &Module, args: &[Val], trials: u64) {
    for seed in 0..trials {
        let shape = MemoryShape::uniform(
            before,
            4096,
            memlower_ir::interp::ImageSize {
                width: 8,
                height: 8,
                depth: 2,
            },
            0,
        );
        let mut rng = Rng::new(seed);
        let mem = Memory::random(before, &shape, &mut rng).expect("memory");
        let (mut m0, mut m1) = (mem.clone(), mem);
        let r0 = run_function(
            before,
            &before.functions[0],
            args,
            &mut m0,
            Limits::default(),
        );
        let r1 = run_function(after, &after.functions[0], args, &mut m1, Limits::default());
        let Ok(o0) = r0 else { continue };
        let o1 =
            r1.unwrap_or_else(|e| panic!("the grouped function fails where the original ran: {e}"));
        assert!(o0.admits(&o1), "sinks differ (seed {seed})");
        assert!(m0.admits(&m1), "memory differs (seed {seed})");
    }
}

const ROUND_TRIP: &str = "surface @a : untyped
surface @b : untyped
func @k(%o: vec<32 x i32>) {
entry:
  %v = gather @a[%o] align 4 : vec<32 x 4 x f32>
  scatter @b[%o], %v align 4
  ret
}
";

#[test]
fn a_32_lane_value_is_two_16_lane_groups_end_to_end() {
    let (m, w) = grouped(ROUND_TRIP, "tgllp");
    assert!(w.is_empty());
    assert_eq!(
        text(&m),
        "func @k(%o: vec<32 x i32>) {
entry:
  %0 = extract %o[0] : vec<16 x i32>
  %v.0 = gather @a[%0] align 4 : vec<16 x 4 x f32>
  %1 = extract %o[16] : vec<16 x i32>
  %v.1 = gather @a[%1] align 4 : vec<16 x 4 x f32>
  scatter @b[%0], %v.0 align 4
  scatter @b[%1], %v.1 align 4
  ret
}
"
    );
}

#[test]
fn a_31_lane_op_is_two_16_lane_ops_on_padded_groups() {
    let src = "func @k(%a: vec<31 x i32>, %b: vec<31 x i32>) {
entry:
  %s = add %a, %b : vec<31 x i32>
  sink %s
  ret
}
";
    let (m, _) = grouped(src, "dg2");
    assert_eq!(
        text(&m),
        "func @k(%a: vec<31 x i32>, %b: vec<31 x i32>) {
entry:
  %0 = extract %a[0] : vec<16 x i32>
  %1 = extract %b[0] : vec<16 x i32>
  %s.0 = add %0, %1 : vec<16 x i32>
  %2 = extract %a[16] : vec<15 x i32>
  %3 = undef : vec<1 x i32>
  %4 = concat %2, %3 : vec<16 x i32>
  %5 = extract %b[16] : vec<15 x i32>
  %6 = concat %5, %3 : vec<16 x i32>
  %s.1 = add %4, %6 : vec<16 x i32>
  %7 = concat %s.0, %s.1 : vec<32 x i32>
  %s = extract %7[0] : vec<31 x i32>
  sink %s
  ret
}
"
    );
    let original = parse_module(src).expect("parses");
    let mut rng = Rng::new(7);
    let lane = |rng: &mut Rng| {
        (0..31)
            .map(|_| rng.below(1 << 20) as i64)
            .collect::<Vec<_>>()
    };
    let args = [
        Val::ints(Type::vec(31, ScalarType::I32), &lane(&mut rng)).expect("a"),
        Val::ints(Type::vec(31, ScalarType::I32), &lane(&mut rng)).expect("b"),
    ];
    same_meaning(&original, &m, &args, 3);
}

#[test]
fn a_loop_carries_its_groups() {
    let src = "surface @a : untyped
func @k(%o: vec<32 x i32>, %n: i32) {
entry:
  %z = const 0.0 : vec<32 x f32>
  %zero = const 0 : i32
  br loop(%z, %zero)
loop(%acc: vec<32 x f32>, %i: i32):
  %x = gather @a[%i + %o] align 4 : vec<32 x f32>
  %next = add %acc, %x : vec<32 x f32>
  %one = const 1 : i32
  %j = add %i, %one : i32
  %go = cmp ult %j, %n : mask<1>
  cond_br %go, loop(%next, %j), done
done:
  sink %next
  ret
}
";
    let (m, _) = grouped(src, "tgllp");
    let t = text(&m);
    // One parameter per group; the back edge passes the groups of the sum.
    assert!(
        t.contains("loop(%acc.0: vec<16 x f32>, %acc.1: vec<16 x f32>, %i: i32):"),
        "{t}"
    );
    assert!(
        t.contains("cond_br %go, loop(%next.0, %next.1, %j), done"),
        "{t}"
    );
    assert!(
        t.contains("%next.0 = add %acc.0, %x.0 : vec<16 x f32>"),
        "{t}"
    );
    assert!(!t.contains("add %acc,"), "{t}");
    let original = parse_module(src).expect("parses");
    let offs: Vec<i64> = (0..32).map(|k| 4 * k).collect();
    let args = [
        Val::ints(Type::vec(32, ScalarType::I32), &offs).expect("o"),
        Val::i32(3),
    ];
    same_meaning(&original, &m, &args, 3);
}

#[test]
fn typed_reads_keep_their_8_lane_groups_where_typed_exec_is_8() {
    let src = "surface @img : image3d<rgba, f32>
surface @dst : untyped
func @k(%u: vec<16 x i32>, %v: vec<16 x i32>, %r: vec<16 x i32>, %off: vec<16 x i32>) {
entry:
  %p = image.load @img[%u, %v, %r] channels rg : vec<16 x 2 x f32>
  %x = chan.extract %p[0] : vec<16 x f32>
  %y = chan.extract %p[1] : vec<16 x f32>
  %s = add %x, %y : vec<16 x f32>
  scatter @dst[%off], %s align 4
  ret
}
";
    // tgllp reads 8 lanes per message: the sums follow, in two 8-lane groups.
    let (m, _) = grouped(src, "tgllp");
    let t = text(&m);
    assert!(t.contains("%s.0 = add %x.0, %y.0 : vec<8 x f32>"), "{t}");
    assert!(t.contains("%s = concat %s.0, %s.1 : vec<16 x f32>"), "{t}");
    // PVC by the specification reads 8 lanes too; with typed-simd16 it reads 16: nothing to
    // split.
    let (m, _) = grouped(src, "pvc");
    assert!(
        text(&m).contains("%s.0 = add %x.0, %y.0 : vec<8 x f32>"),
        "{}",
        text(&m)
    );
    let wide = Target::parse("pvc+typed-simd16").expect("pvc takes typed-simd16");
    let (m, _) = grouped_for(src, &wide);
    assert!(!text(&m).contains("vec<8 x"), "{}", text(&m));
}

/// A 4096-lane gather, scale and scatter of `chans` channels of `elem` from `@a` to `dst`
/// (a second surface, or `@a` itself).
fn big_kernel(chans: u32, elem: &str, dst: &str, same_offsets: bool) -> String {
    let ty = if chans == 1 {
        format!("vec<4096 x {elem}>")
    } else {
        format!("vec<4096 x {chans} x {elem}>")
    };
    let lane_bytes = chans * if elem.ends_with("64") { 8 } else { 4 };
    let one = if elem.starts_with('f') { "1.5" } else { "3" };
    let dst_off = if same_offsets { "%off" } else { "%off2" };
    format!(
        "surface @a : untyped
surface @b : untyped
func @k(%base: i32) {{
entry:
  %lane = lane.index : vec<4096 x i32>
  %stride = const {lane_bytes} : vec<4096 x i32>
  %off = mul %lane, %stride : vec<4096 x i32>
  %off2 = add %off, %stride : vec<4096 x i32>
  %v = gather @a[%base + %off] align 4 : {ty}
  %k = const {one} : {ty}
  %w = mul %v, %k : {ty}
  scatter {dst}[%base + {dst_off}], %w align 4
  ret
}}
"
    )
}

#[test]
fn over_budget_the_groups_run_one_after_another() {
    let src = big_kernel(4, "f32", "@b", false);
    let (m, w) = grouped(&src, "tgllp");
    assert!(w.is_empty(), "{w:?}");
    let t = target("tgllp");
    let f = &m.functions[0];
    assert!(pressure(f, t.grf_bytes) <= register_budget(t));
    // The first scatter comes before the second gather.
    let order: Vec<&str> = f
        .inst_order()
        .iter()
        .map(|&(_, i)| f.inst(i).kind.mnemonic())
        .filter(|m| *m == "gather" || *m == "scatter")
        .collect();
    assert_eq!(&order[..4], &["gather", "scatter", "gather", "scatter"]);
    assert_eq!(order.len(), 2 * 4096 / 16);
}

#[test]
fn a_read_modify_write_through_one_offset_vector_interleaves() {
    let src = big_kernel(1, "i32", "@a", true);
    let (m, w) = grouped(&src, "dg2");
    assert!(w.is_empty(), "{w:?}");
    let f = &m.functions[0];
    let t = target("dg2");
    assert!(pressure(f, t.grf_bytes) <= register_budget(t));
}

#[test]
fn writes_elsewhere_in_the_same_buffer_keep_their_order_and_warn() {
    // The scatter writes @a at other offsets than the gather reads: a group of the scatter
    // could overwrite what a later group of the gather reads, so every gather goes first.
    let src = big_kernel(4, "f32", "@a", false);
    let (m, w) = grouped(&src, "tgllp");
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].message.contains("may touch the same bytes"),
        "{}",
        w[0].message
    );
    let f = &m.functions[0];
    let first_scatter = f
        .inst_order()
        .iter()
        .position(|&(_, i)| f.inst(i).kind.mnemonic() == "scatter")
        .expect("a scatter");
    let gathers_before = f.inst_order()[..first_scatter]
        .iter()
        .filter(|&&(_, i)| f.inst(i).kind.mnemonic() == "gather")
        .count();
    assert_eq!(gathers_before, 4096 / 16);
}

#[test]
fn which_memory_ops_may_interleave() {
    let src = "surface @a : untyped
surface @b : untyped
surface @s1 : slm
surface @s2 : slm
func @k(%o: vec<16 x i32>, %p: vec<16 x i32>, %m: mask<16>, %n: mask<16>, %x: vec<16 x i32>) {
entry:
  %g = gather @a[%o] mask %m align 4 : vec<16 x i32>
  scatter @a[%o], %x mask %m align 4
  scatter @a[%o], %x align 4
  scatter @a[%o], %x mask %n align 4
  scatter @a[%p], %x mask %m align 4
  scatter @b[%p], %x align 4
  %h = gather @s1[%o] align 4 : vec<16 x i32>
  scatter @s2[%p], %x align 4
  %w = gather @a[%o] align 4 : vec<16 x 2 x i32>
  sink %g, %h, %w
  ret
}
";
    let m = parse_module(src).expect("parses");
    let f = &m.functions[0];
    let ops: Vec<_> = f
        .inst_order()
        .into_iter()
        .filter_map(|(_, i)| access_info(&m.surfaces, f, i))
        .collect();
    let [g, s_m, s_all, s_n, s_p, s_b, h_slm, s_slm, w2] = ops.as_slice() else {
        panic!("nine memory ops");
    };
    // Read-modify-write: same offsets, the write's mask covers the read's.
    assert!(may_interleave(g, s_m));
    assert!(may_interleave(g, s_all));
    // A different mask, other offsets: keep the order.
    assert!(!may_interleave(g, s_n));
    assert!(!may_interleave(g, s_p));
    // Other surfaces are other memories; every SLM surface is the one SLM.
    assert!(may_interleave(g, s_b));
    assert!(!may_interleave(h_slm, s_slm));
    // A read of two dwords per lane is not covered by a write of one.
    assert!(!may_interleave(w2, s_all));
    // Reads never conflict.
    assert!(may_interleave(g, h_slm));
}
