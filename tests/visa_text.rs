//! The vISA text reader (`memlower_check::visa_text`): what the checker runs is the emitted text read
//! back, so the reader must give every emitted kernel exactly the meaning of the message IR it
//! was emitted from, refuse what it cannot read with a located error, and follow vISA (not the
//! emitter) where the text says something else.

mod lowering_common;

use lowering_common::{examples, TARGETS};
use memlower::ir::diag::render;
use memlower::ir::interp::{Memory, MemoryShape, SurfaceSize, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::{SurfaceKind, SurfaceRef, Type};
use memlower::lowering::emit::emit_visa;
use memlower::lowering::mir::Kernel;
use memlower::lowering::{LowerOptions, SurfaceAbi};
use memlower::passes::target::Target;
use memlower_check::minterp::{run_kernel, Options};
use memlower_check::visa_text::{read_visa, Env};
use memlower_check::{lower_for_check, PipelineFailure};

/// Reads `text` back and checks it is the kernel it was emitted from: the same declarations,
/// instructions and operands (the `--emit ir` printer shows every byte offset and region), the
/// same arguments and inputs, and byte-identical text when emitted again.
fn assert_round_trip(k: &Kernel, text: &str, env: &Env, what: &str) {
    let back = match read_visa(text, env) {
        Ok(b) => b,
        Err(e) => panic!(
            "{what}: the emitted text does not read back:\n{}",
            render(&e, what, text)
        ),
    };
    assert_eq!(emit_visa(&back), text, "{what}: re-emitted text differs");
    assert_eq!(
        back.to_string(),
        k.to_string(),
        "{what}: message IR differs"
    );
    assert_eq!(back.args, k.args, "{what}: argument variables differ");
    assert_eq!(back.inputs, k.inputs, "{what}: inputs differ");
    assert_eq!(back.surfaces, k.surfaces, "{what}: surfaces differ");
    let sinks = |k: &Kernel| -> Vec<_> {
        k.insts
            .iter()
            .filter_map(|i| match &i.kind {
                memlower::lowering::mir::InstKind::Sink(a) => Some(
                    a.iter()
                        .map(|s| {
                            (
                                s.var,
                                s.off,
                                s.ty,
                                (s.ty.chans().unwrap_or(1) > 1).then_some(s.stride),
                            )
                        })
                        .collect::<Vec<_>>(),
                ),
                _ => None,
            })
            .collect()
    };
    assert_eq!(sinks(&back), sinks(k), "{what}: sinks differ");
}

#[test]
fn every_example_reads_back_to_its_kernel_on_every_target_and_mode() {
    let mut kernels = 0;
    for (name, text) in examples() {
        let m = parse_module(&text).expect("examples parse");
        for t in TARGETS {
            let target = Target::by_name(t).expect("known target");
            let env = Env::new(target, &m);
            for (naive, surfaces) in [
                (false, SurfaceAbi::Inputs),
                (true, SurfaceAbi::Inputs),
                (false, SurfaceAbi::Bindings),
            ] {
                let lowered = match lower_for_check(
                    &m,
                    target,
                    &LowerOptions {
                        naive,
                        surfaces,
                        ..LowerOptions::default()
                    },
                ) {
                    Ok(l) => l,
                    Err(e) => panic!("{name} on {t}: {e:?}"),
                };
                for f in &lowered.functions {
                    let what = format!(
                        "{name} @{} on {t}{} surfaces={}",
                        f.name,
                        if naive { " (naive)" } else { "" },
                        surfaces.name()
                    );
                    assert_round_trip(&f.mir, &f.visa, &env, &what);
                    kernels += 1;
                }
            }
        }
    }
    assert!(kernels >= 14 * 4 * 3, "{kernels} kernels");
}

/// Generated programs (the property test's generator: loops, joins, masks, every element type)
/// read back to their kernels too, on every target and in both modes.
#[test]
fn generated_programs_read_back_to_their_kernels() {
    use memlower::ir::rng::Rng;
    use memlower_check::gen::{random_program, ProgramConfig};
    let mut kernels = 0;
    for seed in 0..60u64 {
        let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
        let t = TARGETS[(seed % 4) as usize];
        let target = Target::by_name(t).expect("known target");
        let env = Env::new(target, &m);
        for naive in [false, true] {
            let lowered = match lower_for_check(
                &m,
                target,
                &LowerOptions {
                    naive,
                    ..LowerOptions::default()
                },
            ) {
                Ok(l) => l,
                // A documented refusal (3% of functions) leaves nothing to read.
                Err(PipelineFailure::Refused(_)) => continue,
                Err(PipelineFailure::Bug(e)) => panic!("program {seed} on {t}: {e}"),
            };
            for f in &lowered.functions {
                let what = format!("program {seed} @{} on {t} (naive: {naive})", f.name);
                assert_round_trip(&f.mir, &f.visa, &env, &what);
                kernels += 1;
            }
        }
    }
    assert!(kernels >= 150, "{kernels} kernels");
}

/// The environment of the refusal inputs: one untyped buffer, SLM and two stateless buffers
/// (which the text cannot tell apart), on a 32-byte-GRF target.
fn refusal_env() -> Env {
    Env {
        target: "dg2".into(),
        grf_bytes: 32,
        surfaces: vec![
            SurfaceKind::Untyped,
            SurfaceKind::Slm,
            SurfaceKind::Stateless,
            SurfaceKind::Stateless,
        ],
    }
}

/// The kernel every refusal input changes in one place.
const VALID: &str = "\
.version 4.2
.kernel \"refusal\"
.decl s_buf v_type=T num_elts=1
.decl v_off v_type=G type=ud num_elts=16 align=GRF
.decl v_h v_type=G type=uw num_elts=16 align=GRF
.decl v_d v_type=G type=ud num_elts=16 align=GRF
.decl p_m v_type=P num_elts=16
.input s_buf offset=64 size=4
.input v_off offset=96 size=64
    setp (M1_NM, 16) p_m 0xFFFF:uw
    mov (M1_NM, 16) v_h(0,0)<1> v_off(0,0)<1;1,0>
    mov (M1_NM, 16) v_d(0,0)<1> v_h(0,0)<1;1,0>
    (p_m) scatter_scaled.4 (M1_NM, 16) s_buf 0x0:ud v_off.0 v_d.0
L_end:
    ret (M1, 1)
";

#[test]
fn the_unchanged_refusal_kernel_reads() {
    let k = read_visa(VALID, &refusal_env()).expect("the base of the refusal inputs reads");
    assert_eq!(k.insts.len(), 6);
    assert_eq!(k.args.len(), 1, "v_off is the one argument");
}

/// Every input under tests/inputs/visa_refusals is refused with a located error; the
/// snapshots show the message, the line and the caret.
#[test]
fn malformed_texts_are_refused_with_their_location() {
    insta::glob!("inputs/visa_refusals/*.visaasm", |path| {
        let text = std::fs::read_to_string(path).expect("readable input");
        let name = path.file_name().map(|n| n.to_string_lossy().to_string());
        let name = name.unwrap_or_default();
        match read_visa(&text, &refusal_env()) {
            Ok(_) => panic!("{name} was read; it must be refused"),
            Err(e) => {
                assert!(e.line >= 1 && e.col >= 1, "{name}: {e:?}");
                insta::assert_snapshot!(render(&e, &name, &text));
            }
        }
    });
}

/// A kernel that moves eight `uw` elements of `v_x` from a column and scatters them (widened
/// to dwords) to bytes 0, 4, ..., 28 of the buffer.
fn column_kernel(col: u32) -> String {
    format!(
        "\
.version 4.2
.kernel \"column\"
.decl s_buf v_type=T num_elts=1
.decl v_x v_type=G type=uw num_elts=32 align=GRF
.decl v_off v_type=G type=ud num_elts=8 align=GRF
.decl v_d v_type=G type=ud num_elts=8 align=GRF
.input s_buf offset=64 size=4
.input v_x offset=96 size=64
.input v_off offset=160 size=32
    mov (M1_NM, 8) v_d(0,0)<1> v_x(0,{col})<1;1,0>
    scatter_scaled.4 (M1_NM, 8) s_buf 0x0:ud v_off.0 v_d.0
    ret (M1, 1)
"
    )
}

/// Runs `column_kernel(col)` with v_x = 0, 1, ..., 31 and the offsets 0, 4, ..., 28 on a
/// 32-byte buffer, for a target with `grf` bytes per GRF: the dwords the buffer ends with.
fn run_column_kernel(col: u32, grf: u32) -> Vec<u32> {
    let m = parse_module("surface @buf : untyped\n").expect("the module parses");
    let env = Env {
        target: "test".into(),
        grf_bytes: grf,
        surfaces: vec![SurfaceKind::Untyped],
    };
    let k = read_visa(&column_kernel(col), &env).expect("the column kernel reads");
    let shape = MemoryShape {
        surfaces: vec![SurfaceSize::Bytes(32)],
        slm_bytes: 0,
    };
    let mut mem = Memory::zeroed(&m, &shape).expect("a memory");
    let x = Val::ints(
        Type::vec(32, memlower::ir::ScalarType::I16),
        &(0..32).collect::<Vec<_>>(),
    );
    let off = Val::ints(
        Type::vec(8, memlower::ir::ScalarType::I32),
        &(0..8).map(|i| 4 * i).collect::<Vec<_>>(),
    );
    let args = [x.expect("x"), off.expect("offsets")];
    run_kernel(&k, &args, &mut mem, &Options::default()).expect("the kernel runs");
    let bytes = mem.bytes(SurfaceRef(0)).expect("the buffer");
    bytes
        .chunks(4)
        .map(|d| u32::from_le_bytes([0, 1, 2, 3].map(|i| d[i].expect("defined"))))
        .collect()
}

/// The column of a region counts elements of the variable's type (vISA: origin
/// `R * GRF / sizeof(T) + C` elements): column 8 of a `uw` variable is its element 8, so the
/// kernel stores 8..15; column 4 (the same byte offset counted in dwords, the bug the
/// `WordColumn` mutation injects) is element 4 and stores 4..11. On a 64-byte GRF column 8 is
/// still element 8, and row 1 starts at element 32 there but at 16 on a 32-byte GRF.
#[test]
fn a_wrong_region_column_changes_what_the_kernel_does() {
    assert_eq!(run_column_kernel(8, 32), (8..16).collect::<Vec<u32>>());
    assert_eq!(run_column_kernel(4, 32), (4..12).collect::<Vec<u32>>());
    assert_eq!(run_column_kernel(8, 64), (8..16).collect::<Vec<u32>>());
    // Column 16 of a uw variable is past a 32-byte GRF (refused) but inside a 64-byte one.
    assert_eq!(run_column_kernel(16, 64), (16..24).collect::<Vec<u32>>());
    let env = Env {
        target: "test".into(),
        grf_bytes: 32,
        surfaces: vec![SurfaceKind::Untyped],
    };
    let e = read_visa(&column_kernel(16), &env).expect_err("column 16 of uw crosses a 32-byte GRF");
    assert_eq!((e.line, e.col), (10, 38), "{e}");
}
