//! What a host may pass that the kernel ABI leaves undefined must not change what a kernel
//! writes (docs/ABI.md). A `mask<N>` argument arrives as dwords of bits, and the bits at and
//! above N are the host's: a runtime that passes `0xFFFFFFFF` for "all lanes", or a SIMD32
//! dispatch mask, sets them. A masked access of N lanes, N not a power of two, is padded to a
//! wider exec size, so its message reads predicate bits past N; those must be the kernel's own
//! zeros, not the host's bits.
//!
//! The programs here compute their offsets in the kernel (`lane.index * 4`), so a padding
//! lane that gets enabled has a real in-bounds address and its stray write changes memory
//! whatever the host filled the rest with.

use memlower::ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::Module;
use memlower::lowering::LowerOptions;
use memlower::passes::target::Target;
use memlower_check::minterp::{run_kernel, HostFill, Options};
use memlower_check::mutation::{with_mutation, Mutation};
use memlower_check::visa_text::{read_visa, Env};
use memlower_check::{check_module, lower_for_check, CheckOptions};

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// Lane counts whose accesses are padded: within one predicate (5, 13, 21, 31) and across two
/// dwords of mask bits (37 = 32 + 5).
const LANES: [u32; 5] = [5, 13, 21, 31, 37];

/// A masked scatter of `n` dwords at `lane * 4`, and a masked gather sunk, both under the
/// mask argument.
fn program(n: u32) -> Module {
    let text = format!(
        "
surface @buf : untyped

func @masked(%m: mask<{n}>, %x: i32) {{
entry:
  %lane = lane.index : vec<{n} x i32>
  %four = const 4 : vec<{n} x i32>
  %off = mul %lane, %four : vec<{n} x i32>
  %xs = splat %x : vec<{n} x i32>
  %v = add %lane, %xs : vec<{n} x i32>
  scatter @buf[%off], %v mask %m align 4
  ret
}}
"
    );
    parse_module(&text).expect("the program parses")
}

/// Memory after running `m`'s kernel for `target` (read back from its vISA text) with every
/// mask lane on, `host` in the bits the ABI leaves to the host.
fn run_lowered(m: &Module, target: &Target, host: HostFill, args: &[Val], mem: &Memory) -> Memory {
    let lowered = lower_for_check(m, target, &LowerOptions::default()).expect("the program lowers");
    let visa = &lowered.functions[0].visa;
    let kernel = read_visa(visa, &Env::new(target, m)).expect("the vISA text reads back");
    let mut kmem = mem.clone();
    let opts = Options {
        host_fill: host,
        ..Options::default()
    };
    run_kernel(&kernel, args, &mut kmem, &opts).expect("the kernel runs");
    kmem
}

fn inputs(m: &Module, n: u32) -> (Vec<Val>, Memory) {
    // Room for the padding lanes' stray writes: 64 lanes of dwords.
    let shape = MemoryShape::uniform(
        m,
        256,
        ImageSize {
            width: 1,
            height: 1,
            depth: 1,
        },
        0,
    );
    let mem = Memory::zeroed(m, &shape).expect("memory");
    let all_on = Val::mask(&vec![true; n as usize]);
    let x = Val::from_bits(
        memlower::ir::Type::Scalar(memlower::ir::ScalarType::I32),
        &[1000],
    )
    .expect("an i32");
    (vec![all_on, x], mem)
}

/// A mask argument with every lane on and every host bit set writes exactly its N lanes, on
/// every target; the lowering that trusted the host's bits writes the padding lanes too.
#[test]
fn a_mask_with_every_host_bit_set_enables_only_its_lanes() {
    for t in TARGETS {
        let target = Target::by_name(t).expect("known target");
        for n in LANES {
            let m = program(n);
            let (args, mem) = inputs(&m, n);
            let mut expected = mem.clone();
            run_function(&m, &m.functions[0], &args, &mut expected, Limits::default())
                .expect("the reference runs");
            let got = run_lowered(&m, target, HostFill::Ones, &args, &mem);
            assert!(
                expected.admits(&got),
                "{n} lanes on {t}: the kernel wrote other bytes than the program"
            );
            // The same test bites: without the kernel's `and`, lanes N.. are enabled by the
            // host's bits and write at N * 4 and past.
            let stray = with_mutation(Some(Mutation::MaskArgHighBits), || {
                run_lowered(&m, target, HostFill::Ones, &args, &mem)
            });
            assert!(
                !expected.admits(&stray),
                "{n} lanes on {t}: the lowering without the mask `and` must write padding lanes"
            );
        }
    }
}

/// The checker's dirty host bits (random, every bit set, undefined, in turn) make the lowering
/// that trusted the host fail `check` with a mismatch, and the lowering that clears the bits
/// pass, on every target and lane count.
#[test]
fn dirty_host_bits_fail_the_old_lowering_and_pass_the_new() {
    for t in TARGETS {
        let target = Target::by_name(t).expect("known target");
        for n in LANES {
            let m = program(n);
            let opts = CheckOptions {
                trials: 12,
                seed: 3,
                ..CheckOptions::default()
            };
            let clean = check_module(&m, target, &opts);
            assert!(
                clean.totals().is_clean() && clean.totals().compared > 0,
                "{n} lanes on {t}: {}",
                clean.totals()
            );
            let old = check_module(
                &m,
                target,
                &CheckOptions {
                    mutation: Some(Mutation::MaskArgHighBits),
                    ..opts
                },
            );
            let Some(mm) = old.mismatches().next() else {
                panic!(
                    "{n} lanes on {t}: the old lowering passed: {}",
                    old.totals()
                );
            };
            assert!(
                mm.to_string().contains("kernel ABI leaves to the host"),
                "a mismatch says what the host bits held: {mm}"
            );
        }
    }
}

/// The kernel clears the host's bits with one `and` per mask dword that has bits past its
/// lanes, before the `setp` that reads it, and not for masks that fill their predicate.
#[test]
fn the_host_bits_cost_one_and_per_partial_mask_dword() {
    let dg2 = Target::by_name("dg2").expect("known target");
    let visa = |n: u32| {
        let m = program(n);
        lower_for_check(&m, dg2, &LowerOptions::default())
            .expect("lowers")
            .functions[0]
            .visa
            .clone()
    };
    let five = visa(5);
    let at = five
        .find("and (M1_NM, 1) v_m(0,0)<1> v_m(0,0)<0;1,0> 0x1F:ud")
        .unwrap_or_else(|| panic!("no `and` of the mask dword:\n{five}"));
    let setp = five
        .find("setp (M1_NM, 8) p_m v_m(0,0)<0;1,0>")
        .expect("the setp");
    assert!(at < setp, "the `and` comes before the setp:\n{five}");
    let forty = visa(37);
    assert!(
        forty.contains("v_m(0,1)<1> v_m(0,1)<0;1,0> 0x1F:ud") && !forty.contains("v_m(0,0)<1>"),
        "mask<37>: only the second dword has bits past its lanes:\n{forty}"
    );
    let sixteen = visa(16);
    assert!(
        !sixteen.contains("and (M1_NM, 1) v_m"),
        "a 16-lane mask fills its predicate:\n{sixteen}"
    );
}
