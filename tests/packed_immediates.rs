//! Packed integer vector immediates (`:v`, `:uv`) as ALU sources: what the lowering emits for
//! a lane index that is only added to (`add (M1_NM, 8) d g<0;1,0> 0x76543210:v`).
//!
//! The vISA reference (§immediate operands, §data types, §type conversion): an immediate may
//! have any type but BOOL; a `V`/`UV` immediate is an 8-element `W`/`UW` vector of signed /
//! unsigned nibbles, compatible with the integer types when the execution type is established.
//! So the text reader reads both, the message interpreter gives lane i nibble i (sign-extended
//! for `:v`), and the verifier refuses a packed source feeding more than 8 lanes, or an
//! arithmetic op with a float operand.

use memlower::ir::interp::{Memory, MemoryShape, SurfaceSize, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::{ScalarType, SurfaceKind, SurfaceRef, Type};
use memlower::lowering::verify::verify_kernel;
use memlower::passes::target::Target;
use memlower_check::minterp::{run_kernel, Options};
use memlower_check::visa_text::{read_visa, Env};

fn env() -> Env {
    Env {
        target: "tgllp".into(),
        grf_bytes: 32,
        surfaces: vec![SurfaceKind::Untyped],
    }
}

/// `d = g + packed` over 16 lanes in two 8-lane adds (`first`, `second` the two immediates and
/// `exec` their execution size), stored at the offsets the caller passes in.
fn kernel(first: &str, second: &str, exec: u32) -> String {
    format!(
        "\
.version 4.2
.kernel \"packed\"
.decl s_buf v_type=T num_elts=1
.decl v_g v_type=G type=ud num_elts=1
.decl v_off v_type=G type=ud num_elts=16 align=GRF
.decl v_d v_type=G type=ud num_elts=16 align=GRF
.input s_buf offset=64 size=4
.input v_g offset=68 size=4
.input v_off offset=96 size=64
    add (M1_NM, {exec}) v_d(0,0)<1> v_g(0,0)<0;1,0> {first}
    add (M1_NM, 8) v_d(1,0)<1> v_g(0,0)<0;1,0> {second}
    scatter_scaled.4 (M1_NM, 16) s_buf 0x0:ud v_off.0 v_d.0
    ret (M1, 1)
"
    )
}

/// Runs the text with g = 100: the 16 dwords stored.
fn run(text: &str) -> Vec<u32> {
    let m = parse_module("surface @buf : untyped\n").expect("the module parses");
    let k = read_visa(text, &env()).expect("the kernel reads");
    verify_kernel(&k, Target::by_name("tgllp").expect("tgllp")).expect("the kernel verifies");
    let shape = MemoryShape {
        surfaces: vec![SurfaceSize::Bytes(64)],
        slm_bytes: 0,
    };
    let mut mem = Memory::zeroed(&m, &shape).expect("a memory");
    let g = Val::ints(Type::Scalar(ScalarType::I32), &[100]).expect("g");
    let off = Val::ints(
        Type::vec(16, ScalarType::I32),
        &(0..16).map(|i| 4 * i).collect::<Vec<_>>(),
    )
    .expect("offsets");
    run_kernel(&k, &[g, off], &mut mem, &Options::default()).expect("the kernel runs");
    let bytes = mem.bytes(SurfaceRef(0)).expect("the buffer");
    bytes
        .chunks(4)
        .map(|d| u32::from_le_bytes([0, 1, 2, 3].map(|i| d[i].expect("defined"))))
        .collect()
}

#[test]
fn packed_sources_give_lane_i_nibble_i() {
    // `:v` nibbles are signed (0xF is -1), `:uv` nibbles unsigned (8..15).
    let got = run(&kernel("0x7654321F:v", "0xFEDCBA98:uv", 8));
    let mut want: Vec<u32> = (100..116).collect();
    want[0] = 99;
    assert_eq!(got, want);
    // The same nibbles as `:uv`: 0xF is 15.
    let got = run(&kernel("0x7654321F:uv", "0xFEDCBA98:uv", 8));
    assert_eq!(got[0], 115);
}

#[test]
fn a_packed_source_feeds_at_most_8_lanes() {
    let k = read_visa(&kernel("0x76543210:v", "0xFEDCBA98:uv", 16), &env())
        .expect("the text reads: exec sizes are the verifier's business");
    let e = verify_kernel(&k, Target::by_name("tgllp").expect("tgllp"))
        .expect_err("a 16-lane add cannot read an 8-element immediate");
    assert!(e.to_string().contains("8-element vector"), "{e}");
}

#[test]
fn a_packed_source_makes_the_execution_type_integer() {
    let text = "\
.version 4.2
.kernel \"packed\"
.decl v_f v_type=G type=f num_elts=8 align=GRF
.decl v_d v_type=G type=f num_elts=8 align=GRF
.input v_f offset=64 size=32
    add (M1_NM, 8) v_d(0,0)<1> v_f(0,0)<1;1,0> 0x76543210:v
    ret (M1, 1)
";
    let env = Env {
        surfaces: Vec::new(),
        ..env()
    };
    let k = read_visa(text, &env).expect("the text reads");
    let e = verify_kernel(&k, Target::by_name("tgllp").expect("tgllp"))
        .expect_err("a float add cannot read a packed integer vector");
    assert!(e.to_string().contains("integer execution type"), "{e}");
    // A `mov` converts: the packed integers into floats is a conversion the spec allows.
    let mov = text.replace(
        "add (M1_NM, 8) v_d(0,0)<1> v_f(0,0)<1;1,0> 0x76543210:v",
        "mov (M1_NM, 8) v_d(0,0)<1> 0x76543210:v",
    );
    let k = read_visa(&mov, &env).expect("the text reads");
    verify_kernel(&k, Target::by_name("tgllp").expect("tgllp")).expect("a converting mov");
}

#[test]
fn a_packed_immediate_has_at_most_8_nibbles() {
    let e =
        read_visa(&kernel("0x76543210:v", "0x1FEDCBA98:uv", 8), &env()).expect_err("nine nibbles");
    assert!(e.to_string().contains("more than 8 nibbles"), "{e}");
}
