//! `memlower gen` (memlower::workload): every generated module parses, verifies, legalises and
//! lowers for every target; the counts it reports are the module's; the same seed writes the
//! same bytes; the ops, types, lane counts and control flow the issue asks for all appear; and
//! the differential checker agrees with the lowering on small ones, comparing real trials.

use memlower::ir::parse::parse_module;
use memlower::ir::verify::verify_module;
use memlower::ir::{InstKind, Module, ScalarType, Type};
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower::workload::{write_module, Shape, Stats, Workload, WorkloadError};
use memlower_check::{check_module, legalise, CheckOptions};
use std::collections::BTreeSet;

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

fn generate(w: &Workload) -> (String, Stats) {
    let mut bytes = Vec::new();
    let stats = write_module(w, &mut bytes).expect("a valid workload writes");
    assert_eq!(stats.bytes, bytes.len() as u64, "bytes reported");
    (String::from_utf8(bytes).expect("UTF-8"), stats)
}

fn parsed(text: &str) -> Module {
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    if let Err(errors) = verify_module(&m) {
        panic!("{errors:?}\n{text}");
    }
    m
}

fn workload(shape: Shape, size: u64, functions: u64, seed: u64) -> Workload {
    Workload {
        shape,
        size,
        functions,
        seed,
        target: None,
    }
}

/// What the module holds, counted from the parsed IR (not from the generator's own stats).
fn counted(m: &Module) -> Stats {
    let mut s = Stats {
        functions: m.functions.len() as u64,
        ..Stats::default()
    };
    for f in &m.functions {
        s.blocks += f.layout.len() as u64;
        for (_, i) in f.inst_order() {
            s.instructions += 1;
            if matches!(
                f.inst(i).kind,
                InstKind::Gather { .. } | InstKind::Scatter { .. } | InstKind::ImageLoad { .. }
            ) {
                s.accesses += 1;
            }
        }
    }
    s
}

#[test]
fn every_shape_verifies_lowers_for_every_target_and_counts_right() {
    let cases = [
        workload(Shape::Mixed, 60, 6, 1),
        workload(Shape::Mixed, 45, 1, 2),
        workload(Shape::Mixed, 31, 5, 3),
        workload(Shape::Chain, 100, 2, 1),
        workload(Shape::Blocks, 90, 3, 1),
        workload(Shape::Blocks, 40, 1, 5),
    ];
    for w in &cases {
        let (text, stats) = generate(w);
        let m = parsed(&text);
        let c = counted(&m);
        assert_eq!(
            (c.functions, c.blocks, c.instructions, c.accesses),
            (
                stats.functions,
                stats.blocks,
                stats.instructions,
                stats.accesses
            ),
            "{w:?}: the stats describe the module"
        );
        assert_eq!(stats.functions, w.functions, "{w:?}");
        match w.shape {
            Shape::Mixed => assert_eq!(stats.accesses, w.size, "{w:?}"),
            Shape::Chain => {
                assert_eq!(stats.accesses, 2 * w.functions, "{w:?}");
                let adds = m
                    .functions
                    .iter()
                    .flat_map(|f| {
                        f.inst_order()
                            .into_iter()
                            .map(move |(_, i)| &f.inst(i).kind)
                    })
                    .filter(|k| k.mnemonic() == "add")
                    .count() as u64;
                assert_eq!(adds, w.size, "{w:?}: chained adds");
            }
            Shape::Blocks => assert_eq!(stats.blocks, w.size, "{w:?}"),
        }
        for t in TARGETS {
            let target = Target::by_name(t).expect("known target");
            let legal = legalise(&m, target).unwrap_or_else(|e| panic!("{w:?} on {t}: {e:?}"));
            let lowered = lower_module(&legal, target, &LowerOptions::default())
                .unwrap_or_else(|e| panic!("{w:?} on {t}: {e}"));
            assert_eq!(lowered.functions.len() as u64, w.functions);
            // Every access became at least one message.
            for (f, lf) in m.functions.iter().zip(&lowered.functions) {
                let accesses = f
                    .inst_order()
                    .into_iter()
                    .filter(|&(_, i)| {
                        matches!(
                            f.inst(i).kind,
                            InstKind::Gather { .. }
                                | InstKind::Scatter { .. }
                                | InstKind::ImageLoad { .. }
                        )
                    })
                    .count() as u32;
                assert!(
                    lf.totals.messages >= accesses,
                    "{w:?} on {t}: @{}: {} messages for {accesses} accesses",
                    f.name,
                    lf.totals.messages
                );
            }
        }
    }
}

#[test]
fn the_same_seed_writes_the_same_bytes_and_another_seed_does_not() {
    let a = generate(&workload(Shape::Mixed, 200, 10, 7)).0;
    let b = generate(&workload(Shape::Mixed, 200, 10, 7)).0;
    let c = generate(&workload(Shape::Mixed, 200, 10, 8)).0;
    assert_eq!(a, b);
    assert_ne!(a, c);
    // Function i does not depend on how many functions follow it.
    let fewer = generate(&workload(Shape::Mixed, 100, 5, 7)).0;
    let first = |t: &str| t.split("\nfunc @k1(").next().map(str::to_string);
    let surfaces_and_k0 = first(&fewer).expect("a second function");
    assert_eq!(
        first(&a).expect("a second function"),
        surfaces_and_k0.replace(
            "100 accesses in 5 functions",
            "200 accesses in 10 functions"
        )
    );
}

#[test]
fn bad_sizes_are_errors_not_empty_modules() {
    for (size, functions) in [(0, 1), (5, 0), (5, 6)] {
        let w = workload(Shape::Mixed, size, functions, 1);
        let mut out = Vec::new();
        let err = write_module(&w, &mut out).expect_err("refused");
        assert!(matches!(err, WorkloadError::Size { .. }), "{err}");
        assert!(out.is_empty(), "nothing written");
    }
}

#[test]
fn mixed_modules_cover_every_op_type_lane_count_and_control_flow() {
    let mut mnemonics = BTreeSet::new();
    let (mut gathered, mut scattered, mut chans) =
        (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    let (mut lanes, mut masked, mut loops, mut joins) = (BTreeSet::new(), 0, 0, 0);
    for seed in 1..=3 {
        let (text, _) = generate(&workload(Shape::Mixed, 3000, 300, seed));
        let m = parsed(&text);
        for f in &m.functions {
            for &b in &f.layout {
                if b != f.layout[0] && !f.block(b).params.is_empty() {
                    joins += 1;
                }
            }
            for (b, i) in f.inst_order() {
                let d = f.inst(i);
                mnemonics.insert(d.kind.mnemonic().to_string());
                if d.kind.mask().is_some() {
                    masked += 1;
                }
                let data = match &d.kind {
                    InstKind::Gather { .. } | InstKind::ImageLoad { .. } => d.result,
                    InstKind::Scatter { data, .. } => Some(*data),
                    InstKind::CondBr {
                        then_dest,
                        else_dest,
                        ..
                    } => {
                        loops += u64::from(then_dest.block == b || else_dest.block == b);
                        None
                    }
                    _ => None,
                };
                if let Some(Type::Vec {
                    lanes: n,
                    chans: c,
                    elem,
                }) = data.map(|v| f.ty(v))
                {
                    lanes.insert(n);
                    chans.insert(c);
                    match d.kind {
                        InstKind::Gather { .. } => gathered.insert(elem),
                        InstKind::Scatter { .. } => scattered.insert(elem),
                        _ => false,
                    };
                }
            }
        }
    }
    // Every op of the text format, except what the generator must not make: `undef` (the
    // padding split-groups adds, never written by users) and `image.store` (no message in the
    // set writes images, so every target refuses it).
    let every_op: BTreeSet<String> = memlower::ir::MNEMONICS
        .iter()
        .filter(|m| !["undef", "image.store"].contains(m))
        .map(|s| s.to_string())
        .collect();
    let missing: Vec<&String> = every_op.difference(&mnemonics).collect();
    assert!(missing.is_empty(), "ops never generated: {missing:?}");
    let all: BTreeSet<ScalarType> = ScalarType::ALL.into_iter().collect();
    assert_eq!(gathered, all, "element types gathered");
    assert_eq!(scattered, all, "element types scattered");
    assert_eq!(chans, (1..=4).collect(), "channels");
    assert!(lanes.iter().any(|&n| n > 64 && n <= 256), "{lanes:?}");
    assert!(lanes.iter().any(|&n| n > 256), "{lanes:?}");
    assert!(
        lanes.iter().filter(|&&n| n <= 64).count() >= 20,
        "{lanes:?}"
    );
    assert!(masked > 1000, "masked memory ops: {masked}");
    assert!(loops > 50, "loops: {loops}");
    assert!(joins > 100, "blocks with parameters: {joins}");
}

#[test]
fn the_checker_agrees_with_the_lowering_on_small_generated_modules() {
    for (seed, t) in [(1, "dg2"), (3, "tgllp"), (4, "pvc"), (5, "xehp")] {
        let (text, _) = generate(&workload(Shape::Mixed, 24, 4, seed));
        let m = parsed(&text);
        let target = Target::by_name(t).expect("known target");
        let opts = CheckOptions {
            trials: 12,
            seed,
            ..CheckOptions::default()
        };
        let report = check_module(&m, target, &opts);
        let totals = report.totals();
        let mismatches: Vec<String> = report.mismatches().map(|mm| mm.to_string()).collect();
        assert!(
            totals.is_clean(),
            "seed {seed} on {t}: {totals}\n{}\n{text}",
            mismatches.join("\n")
        );
        assert!(
            report.gaps().is_empty(),
            "seed {seed} on {t}: {:?}",
            report.gaps()
        );
        assert!(
            totals.compared * 2 >= totals.trials,
            "seed {seed} on {t}: too few trials compared: {totals}"
        );
    }
}
