//! Pieces of one splat sharing a materialised payload: lowered, run against the reference
//! interpreter, and still sharing one payload.

mod minterp_common;

use minterp_common::*;

/// Pieces of one uniform value (`extract`s of a splat or constant) used as payloads of messages
/// with one register footprint share one materialised payload per block; the payload must hold
/// every lane any of them reads, whatever the order. Each case's first user reads fewer lanes
/// (or another channel layout) than a later one. Found by `random_modules_refine_the_reference`
/// (seed 396): the payload was filled for the first user's lanes only.
const SPLAT_PIECES: &[(&str, &str)] = &[
    // The reproducer: a 4-lane scatter's offsets, then an 8-lane typed read's V coordinates.
    // (The scatter lands far past the end of @lds, which is dropped on a buffer; it was SLM
    // in the seed, where it is now undefined behaviour.)
    (
        "offsets_then_typed_coordinates",
        "
surface @lds : untyped
surface @img : image2d<r, f32>
func @f() {
entry:
  %c = const -2147483648 : vec<12 x i32>
  %a = extract %c[8] : vec<4 x i32>
  %d = const 1 : vec<4 x i32>
  scatter @lds[%a], %d align 4
  %b = extract %c[0] : vec<8 x i32>
  %u = const 0 : vec<8 x i32>
  %p = image.load @img[%u, %b] channels r : vec<8 x f32>
  sink %p
  ret
}
",
    ),
    // In bounds: 4 lanes of scatter data, then 8 lanes of gather offsets.
    (
        "data_then_offsets",
        "
surface @buf : untyped
func @f(%base: i32) {
entry:
  %c = const 12 : vec<16 x i32>
  %lane = lane.index : vec<4 x i32>
  %four = const 4 : vec<4 x i32>
  %off = mul %lane, %four : vec<4 x i32>
  %a = extract %c[8] : vec<4 x i32>
  scatter @buf[%base + %off], %a align 4
  %b = extract %c[0] : vec<8 x i32>
  %g = gather @buf[%b] align 4 : vec<8 x i32>
  sink %g
  ret
}
",
    ),
    // 2 and 16 lanes (one footprint on 64-byte GRFs), and 4 then 8 lanes of qwords.
    (
        "widths_2_16_and_qwords",
        "
surface @buf : untyped
func @f(%base: i32) {
entry:
  %c = const 20 : vec<32 x i32>
  %lane = lane.index : vec<16 x i32>
  %eight = const 8 : vec<16 x i32>
  %off = mul %lane, %eight : vec<16 x i32>
  %off2 = extract %off[0] : vec<2 x i32>
  %a = extract %c[30] : vec<2 x i32>
  scatter @buf[%base + %off2], %a align 4
  %b = extract %c[0] : vec<16 x i32>
  %g = gather @buf[%b] align 4 : vec<16 x i32>
  %q = const -3 : vec<12 x i64>
  %off4 = extract %off[8] : vec<4 x i32>
  %qa = extract %q[0] : vec<4 x i64>
  scatter @buf[%base + %off4], %qa align 8
  %off8 = extract %off[0] : vec<8 x i32>
  %qb = extract %q[4] : vec<8 x i64>
  scatter @buf[%base + %off8], %qb align 8
  sink %g
  ret
}
",
    ),
    // Masked by lanes 8.. of a mask: the messages run at a mask offset.
    (
        "mask_offsets",
        "
surface @buf : untyped
func @f(%base: i32, %m: mask<16>) {
entry:
  %c = const 28 : vec<16 x i32>
  %lane = lane.index : vec<4 x i32>
  %four = const 4 : vec<4 x i32>
  %off = mul %lane, %four : vec<4 x i32>
  %m4 = extract %m[8] : mask<4>
  %a = extract %c[4] : vec<4 x i32>
  scatter @buf[%base + %off], %a mask %m4 align 4
  %m8 = extract %m[8] : mask<8>
  %b = extract %c[8] : vec<8 x i32>
  %g = gather @buf[%b] mask %m8 align 4 : vec<8 x i32>
  sink %g
  ret
}
",
    ),
    // A splat of an argument (a broadcast register), also read by an ALU op.
    (
        "broadcast_and_alu",
        "
surface @buf : untyped
func @f(%base: i32, %x: i32) {
entry:
  %s = splat %x : vec<16 x i32>
  %lane = lane.index : vec<8 x i32>
  %four = const 4 : vec<8 x i32>
  %off8 = mul %lane, %four : vec<8 x i32>
  %off = extract %off8[0] : vec<4 x i32>
  %a = extract %s[0] : vec<4 x i32>
  scatter @buf[%base + %off], %a align 4
  %e = extract %s[4] : vec<8 x i32>
  %sum = add %e, %off8 : vec<8 x i32>
  %b = extract %s[8] : vec<8 x i32>
  %g = gather @buf[%b] align 4 : vec<8 x i32>
  sink %sum
  sink %g
  ret
}
",
    ),
];

#[test]
fn pieces_of_one_splat_sharing_a_payload_read_defined_lanes() {
    for (name, src) in SPLAT_PIECES {
        for tname in ["dg2", "pvc", "tgllp"] {
            let t = target(tname);
            let mut m = memlower_ir::parse::parse_module(src).expect("parses");
            legalize(&mut m, t).expect("legalises");
            for (mode, opts) in lowering_modes() {
                let lowered = lower_module(&m, t, &opts).expect("lowers");
                let k = &lowered.functions[0].mir;
                for seed in 0..4 {
                    let mut rng = Rng::new(seed);
                    let mem0 = example_memory(&m, &mut rng);
                    let what = format!("{name} on {tname}, {mode}, seed {seed}");
                    let v = compare(&m, "f", k, &mem0, &mut rng, &what);
                    assert_eq!(v, Verdict::Agree { observed: true }, "{what}");
                }
            }
        }
    }
}

/// The fix keeps the sharing: in the reproducer the scatter's offsets and the typed read's V
/// coordinates are one payload, written by one instruction.
#[test]
fn pieces_of_one_splat_still_share_one_payload() {
    let t = target("dg2");
    let mut m = memlower_ir::parse::parse_module(SPLAT_PIECES[0].1).expect("parses");
    legalize(&mut m, t).expect("legalises");
    let lowered = lower_module(&m, t, &LowerOptions::default()).expect("lowers");
    let k = &lowered.functions[0].mir;
    let addrs: Vec<Raw> = k
        .insts
        .iter()
        .filter_map(|x| match &x.kind {
            InstKind::Msg(mi) => Some(mi.addrs.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    // scatter [offsets], then gather4_typed [U, V, null, null]
    assert_eq!(addrs.len(), 5, "{k}");
    assert_eq!(addrs[0], addrs[2], "{k}");
    let writes = k
        .insts
        .iter()
        .filter(|x| {
            matches!(&x.kind, InstKind::Alu { dst: Dst::Reg { var, .. }, .. }
                if Some(*var) == addrs[0].var)
        })
        .count();
    assert_eq!(writes, 1, "{k}");
}
