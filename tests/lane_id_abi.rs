//! The lane-id ABI (docs/ABI.md "Lane and thread ids"): under `--lane-id input` the kernel
//! reads its lane indices from the per-thread input `lane_id` (W words, lane i holding i, the
//! last input), instead of building them with packed immediates and adds. `check` runs such
//! kernels with the host filling the input as a runtime does, and catches a kernel that reads
//! it one lane off.

mod lowering_common;

use lowering_common::{ensure_genx, examples, legalise, CHECK_TARGETS};
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LaneIdAbi, LowerOptions};
use memlower::passes::target::Target;
use memlower::peer::{read_suite, suite_dir, widen};
use memlower_check::genx::{self, body_lines};
use memlower_check::mutation::Mutation;
use memlower_check::{check_module, CheckOptions};

/// `y[i] = a * x[i] + y[i]` for the global id `group * lsize + goff + lane`: the peer bench's
/// `f32_saxpy`, at `{W}` lanes.
const SAXPY: &str = "
surface @x : untyped
surface @y : untyped

func @saxpy(%group: i32, %lsize: i32, %goff: i32, %a: f32) {
entry:
  %g0 = mul %group, %lsize : i32
  %g1 = add %g0, %goff : i32
  %gb = splat %g1 : vec<16 x i32>
  %lid = lane.index : vec<16 x i32>
  %gid = add %gb, %lid : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %off = shl %gid, %two : vec<16 x i32>
  %xv = gather @x[%off] align 4 : vec<16 x f32>
  %yv = gather @y[%off] align 4 : vec<16 x f32>
  %av = splat %a : vec<16 x f32>
  %ax = mul %av, %xv : vec<16 x f32>
  %r = add %ax, %yv : vec<16 x f32>
  scatter @y[%off], %r align 4
  ret
}
";

/// The one kernel of `text` for `t` under `lane_id`, as vISA.
fn visa(text: &str, t: &'static Target, lane_id: LaneIdAbi) -> String {
    let mut m = parse_module(text).expect("parses");
    legalise(&mut m, t);
    let opts = LowerOptions {
        lane_id,
        ..LowerOptions::default()
    };
    let mut fs = lower_module(&m, t, &opts).expect("lowers").functions;
    assert_eq!(fs.len(), 1);
    fs.remove(0).visa
}

/// `(offset, size)` of each `.input` line, in order, and the name of the last one.
fn inputs(visa: &str) -> (Vec<(u32, u32)>, String) {
    let mut out = Vec::new();
    let mut last = String::new();
    for l in visa.lines().filter(|l| l.starts_with(".input ")) {
        let word = |key: &str| -> u32 {
            l.split_whitespace()
                .find_map(|w| w.strip_prefix(key))
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{key} in {l}"))
        };
        out.push((word("offset="), word("size=")));
        last = l.split_whitespace().nth(1).unwrap_or("").to_string();
    }
    (out, last)
}

/// Native instructions of `visa` on `t` (GenX_IR's body lines).
fn native_count(visa: &str, t: &Target) -> usize {
    let run = genx::run(visa, t.platform).expect("GenX_IR runs");
    assert!(run.accepted(), "{}", run.diagnosis());
    body_lines(&run.asm.expect("native code")).count()
}

/// Under `input`, 16 lanes read one GRF of words (32 bytes on tgllp) and 32 lanes two, placed
/// on the GRF after the four scalar arguments (bytes 64..80: the next GRF starts at 96); the
/// kernel has no packed lane immediate left, and the finalizer's code is shorter: the index
/// costs no `mov :v` and no `add 8` (nor at 32 lanes the `add 16` of the second group).
#[test]
fn the_lane_id_input_replaces_the_built_index() {
    ensure_genx();
    let t = Target::by_name("tgllp").expect("tgllp");
    for (w, size) in [(16, 32), (32, 64)] {
        let text = widen(SAXPY, w);
        let computed = visa(&text, t, LaneIdAbi::Computed);
        let input = visa(&text, t, LaneIdAbi::Input);
        assert!(!computed.contains("lane_id"), "{computed}");
        assert!(computed.contains("0x76543210:v"), "{computed}");
        let (ins, last) = inputs(&input);
        assert_eq!(last, "lane_id", "{input}");
        assert_eq!(ins.last(), Some(&(96, size)), "{input}");
        assert!(ins.iter().all(|&(o, s)| o + s <= 96 || o == 96), "{input}");
        assert!(!input.contains(":v") && !input.contains(":uv"), "{input}");
        assert!(input.contains("lane_id(0,0)<1;1,0>"), "{input}");
        if w == 32 {
            // The second lane group reads lanes 16.. of the input: row 1 of 16 words.
            assert!(input.contains("lane_id(1,0)<1;1,0>"), "{input}");
        }
        let (c, i) = (native_count(&computed, t), native_count(&input, t));
        assert!(
            i + 2 <= c,
            "{w} lanes: {i} native instructions with the input, {c} without"
        );
    }
}

/// A kernel without `lane.index` declares no lane-id input under either ABI.
#[test]
fn no_lane_index_no_input() {
    let t = Target::by_name("dg2").expect("dg2");
    let text = "surface @b : untyped\nfunc @k(%off: vec<16 x i32>) {\nentry:\n  %v = gather @b[%off] align 4 : vec<16 x i32>\n  scatter @b[%off], %v align 4\n  ret\n}\n";
    assert!(!visa(text, t, LaneIdAbi::Input).contains("lane_id"));
}

fn opts(lane_id: LaneIdAbi, mutation: Option<Mutation>, trials: u32) -> CheckOptions {
    CheckOptions {
        trials,
        seed: 3,
        lane_id,
        mutation,
        ..CheckOptions::default()
    }
}

/// `check` passes under `--lane-id input` on every example on every target, and on every
/// peer kernel at 16 and 32 lanes on tgllp and pvc (32- and 64-byte GRFs).
#[test]
fn check_passes_with_the_lane_id_input() {
    let (mut failures, mut compared) = (Vec::new(), 0);
    let mut run = |what: String, text: &str, t: &str, trials: u32| {
        let m = parse_module(text).expect("parses");
        let target = Target::parse(t).expect("known target");
        let totals = check_module(&m, &target, &opts(LaneIdAbi::Input, None, trials)).totals();
        // Random arguments make some peer kernels' scatters collide (undefined): those trials
        // are skipped, so the count is over all of them.
        compared += totals.compared;
        if !totals.is_clean() {
            failures.push(format!("{what} on {t}: {totals}"));
        }
    };
    for (name, text) in examples() {
        for (t, share) in CHECK_TARGETS {
            run(name.clone(), &text, t, 4 * share);
        }
    }
    for k in read_suite(&suite_dir()).expect("peers/") {
        for w in [16, 32] {
            for t in ["tgllp", "pvc"] {
                run(format!("{} at {w}", k.name), &widen(&k.mir, w), t, 4);
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(compared > 500, "{compared} trials compared");
}

/// `LaneIdOffByOne`: the second lane group of a 32-lane index (`lane.index + 16` after
/// `split-groups`) reads the input from lane 15. The kernel is legal (it reads inside the
/// input) and runs; `check` reports the memory it reads and writes at the wrong lanes' addresses.
/// Under the `computed` ABI there is no input, and the same planted bug changes nothing.
#[test]
fn a_lane_id_input_read_one_lane_off_is_caught() {
    let m = parse_module(&widen(SAXPY, 32)).expect("parses");
    for (t, _) in CHECK_TARGETS {
        let target = Target::parse(t).expect("known target");
        let clean = check_module(&m, &target, &opts(LaneIdAbi::Input, None, 10)).totals();
        assert!(clean.is_clean() && clean.compared > 0, "{t}: {clean}");
        let bad = Some(Mutation::LaneIdOffByOne);
        let mutated = check_module(&m, &target, &opts(LaneIdAbi::Input, bad, 10));
        let totals = mutated.totals();
        assert_eq!(totals.pipeline_bugs, 0, "{t}: {:?}", mutated.functions);
        let mm = mutated
            .mismatches()
            .next()
            .unwrap_or_else(|| panic!("lane-id-off-by-one not caught on {t}: {totals}"));
        assert!(mm.to_string().contains("@saxpy"), "{mm}");
        let computed = check_module(&m, &target, &opts(LaneIdAbi::Computed, bad, 10)).totals();
        assert!(computed.is_clean(), "{t}: {computed}");
    }
}

/// The checker's own generated programs (lane indices of every integer type and lane count,
/// added to, shifted, compared, stored) pass under the lane-id input on both GRF widths, with
/// and without a 64-bit ALU.
#[test]
fn generated_programs_pass_with_the_lane_id_input() {
    use memlower::ir::rng::Rng;
    use memlower_check::gen::{random_program, ProgramConfig};
    const TARGETS: [&str; 4] = ["tgllp", "pvc", "dg2", "pvc-no64"];
    let (mut failures, mut compared, mut indexed) = (Vec::new(), 0, 0);
    for seed in 0..160u64 {
        let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
        indexed += usize::from(m.to_string().contains("lane.index"));
        let t = TARGETS[(seed % 4) as usize];
        let target = Target::parse(t).expect("known target");
        let mut o = opts(LaneIdAbi::Input, None, 3);
        o.seed = seed;
        let totals = check_module(&m, &target, &o).totals();
        compared += totals.compared;
        if !totals.is_clean() {
            failures.push(format!("seed {seed} on {t}: {totals}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(compared > 100, "{compared} trials compared");
    assert!(indexed > 20, "{indexed} programs with a lane index");
    eprintln!("{indexed} of 160 programs index lanes; {compared} trials compared");
}

/// Sharing gives the lane-id input's registers to a later value once the last lane index is
/// read: at 32 lanes on tgllp most peer kernels declare a view of `lane_id`, and `check`
/// passes on them (`check_passes_with_the_lane_id_input`). `LaneIdShareEarly` ignores the lane
/// ids' liveness for that group; `check` then finds the kernel wrong (the verifier refuses a
/// read of the lane ids after their registers were written, or the results differ).
#[test]
fn lane_id_registers_reused_only_after_their_last_read() {
    let t = Target::by_name("tgllp").expect("known target");
    let ks = read_suite(&suite_dir()).expect("peers/");
    let shared = ks
        .iter()
        .filter(|k| visa(&widen(&k.mir, 32), t, LaneIdAbi::Input).contains("alias=<lane_id, 0>"))
        .count();
    assert!(shared >= ks.len() / 2, "{shared} of {} kernels", ks.len());
    let mut caught = 0;
    for k in &ks {
        let m = parse_module(&widen(&k.mir, 32)).expect("parses");
        let bad = Some(Mutation::LaneIdShareEarly);
        let target = Target::parse("tgllp").expect("known target");
        let totals = check_module(&m, &target, &opts(LaneIdAbi::Input, bad, 4)).totals();
        if !totals.is_clean() {
            caught += 1;
        }
    }
    eprintln!(
        "{shared} of {} kernels share the lane ids; planted bug caught on {caught}",
        ks.len()
    );
    assert!(
        caught >= 5,
        "lane-id-share-early caught on {caught} peer kernels"
    );
}
