//! `-stats`: what the passes and the lowering counted, on stderr in LLVM's layout, for `lower`
//! (streamed and whole-module), `opt` and `check`. The inputs (`tests/inputs/stats/`) are small
//! enough that each count is worked out by hand in its comment and here.

mod cli_common;
use cli_common::{generated, memlower, memlower_with_stdin};

const RULE: &str =
    "===-------------------------------------------------------------------------===";

/// The counters of a `-stats` table in `stderr`, as (value, pass, description), after checking
/// its layout: LLVM's banner, then lines whose values are right-aligned to one width and whose
/// pass names are padded to one width (so every ` - ` is in one column), then a blank line.
fn table(stderr: &str) -> Vec<(u64, String, String)> {
    let banner =
        format!("{RULE}\n                          ... Statistics Collected ...\n{RULE}\n\n");
    let at = stderr
        .find(&banner)
        .unwrap_or_else(|| panic!("no table in:\n{stderr}"));
    let body = &stderr[at + banner.len()..];
    let end = body.find("\n\n").expect("the table ends with a blank line");
    let lines: Vec<&str> = body[..=end].lines().collect();
    assert!(!lines.is_empty(), "an empty table is not printed");
    let dash = lines[0].find(" - ").expect("value, pass - description");
    let first = lines[0].trim_start();
    let value_width = lines[0].len() - first.len() + first.find(' ').expect("value, pass");
    let mut out = Vec::new();
    for l in &lines {
        assert_eq!(l.find(" - "), Some(dash), "` - ` in one column:\n{stderr}");
        assert_eq!(
            l.as_bytes()[value_width],
            b' ',
            "values right-aligned:\n{stderr}"
        );
        let value = l[..value_width].trim_start().parse().expect("a count");
        let pass = l[value_width + 1..dash].trim_end().to_string();
        assert!(
            !l[value_width + 1..].starts_with(' '),
            "one space after the value"
        );
        out.push((value, pass, l[dash + 3..].to_string()));
    }
    // Sorted as LLVM sorts: by pass (then by name, which the table does not show).
    let passes: Vec<&String> = out.iter().map(|(_, p, _)| p).collect();
    let mut sorted = passes.clone();
    sorted.sort();
    assert_eq!(passes, sorted, "sorted by pass:\n{stderr}");
    out
}

/// The value of the counter of `pass` described `desc`, if printed.
fn get(t: &[(u64, String, String)], pass: &str, desc: &str) -> Option<u64> {
    t.iter()
        .find(|(_, p, d)| p == pass && d == desc)
        .map(|(v, _, _)| *v)
}

/// What `opt INPUT -p PIPELINE -stats` prints on stderr (stdout is the IR), after checking it
/// succeeded.
fn opt_stats(input: &str, pipeline: &str) -> String {
    let r = memlower(&["opt", input, "-p", pipeline, "-stats"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stderr
}

/// LLVM's banner, then `lines` and the closing blank line.
fn banner(lines: &str) -> String {
    format!("{RULE}\n                          ... Statistics Collected ...\n{RULE}\n\n{lines}\n")
}

/// `opt` runs only the passes: the whole table is known. The 20-lane gather and scatter of
/// f32 on tgllp (exec 1..16) are each cut into 16 + 4 lanes (2 accesses split, 4 pieces, no
/// padding: 4 is legal), and each piece gets one message.
#[test]
fn opt_prints_exactly_the_passes_counts() {
    assert_eq!(
        opt_stats("tests/inputs/stats/split20.mir", "split-lanes,pick-blocks"),
        banner(
            "4 pick-blocks - Accesses given one message\n\
             4 split-lanes - Pieces made by splitting\n\
             2 split-lanes - Accesses split into pieces\n"
        )
    );
}

/// Narrowing, message choice, conversions and CSE, each counted once by hand (see the input's
/// comment): the 4-channel read narrowed to 2 channels, cut into one message per channel, the
/// byte read given its message and converted, two anonymous duplicates eliminated.
#[test]
fn opt_counts_narrowing_cutting_packing_and_cse() {
    assert_eq!(
        opt_stats(
            "tests/inputs/stats/channels.mir",
            "narrow-channels,split-lanes,pick-blocks,pack-channels,cse"
        ),
        banner(
            "2 cse             - Instructions eliminated\n\
             1 narrow-channels - Reads narrowed to the channels used\n\
             1 pack-channels   - Accesses converted to their message's register layout\n\
             1 pick-blocks     - Accesses cut into several messages\n\
             1 pick-blocks     - Accesses given one message\n"
        )
    );
}

/// An RGBA8 gather read as one dword per lane, and an f64 add computed in integer operations
/// on a target without fp64: one of each.
#[test]
fn opt_counts_widening_and_soft_f64() {
    assert_eq!(
        opt_stats("tests/inputs/stats/widen_soft.mir", "soft-f64,widen-blocks"),
        banner(
            "1 soft-f64     - f64 operations emulated with integer operations\n\
             1 widen-blocks - Accesses widened to wider elements\n"
        )
    );
    // On a target with an fp64 ALU soft-f64 does nothing, and counts nothing.
    let pvc = memlower(&[
        "opt",
        "tests/inputs/stats/widen_soft.mir",
        "--target",
        "pvc",
        "-p",
        "soft-f64",
        "-stats",
    ]);
    assert_eq!(pvc.code, 0, "{}", pvc.stderr);
    assert_eq!(pvc.stderr, "", "no counter, no table");
}

/// `lower` adds the lowering's counters: one kernel, one message per piece.
#[test]
fn lower_counts_the_split_and_the_messages() {
    let r = memlower(&[
        "lower",
        "tests/inputs/stats/split20.mir",
        "-p",
        "split-lanes,pick-blocks,pack-channels",
        "-stats",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = table(&r.stderr);
    assert_eq!(
        get(&t, "split-lanes", "Accesses split into pieces"),
        Some(2)
    );
    assert_eq!(get(&t, "split-lanes", "Pieces made by splitting"), Some(4));
    assert_eq!(get(&t, "split-lanes", "Lanes padded (disabled)"), None);
    assert_eq!(
        get(&t, "pick-blocks", "Accesses given one message"),
        Some(4)
    );
    assert_eq!(get(&t, "lower-messages", "Kernels lowered"), Some(1));
    assert_eq!(get(&t, "lower-messages", "Messages emitted"), Some(4));
    assert_eq!(get(&t, "regalloc", "Kernels predicted to spill"), None);
    // Nothing else counted by a pass that did nothing here.
    assert!(
        t.iter().all(|(_, p, _)| p != "pack-channels" && p != "cse"),
        "{t:?}"
    );
}

/// A 20-lane, 2-channel f32 scatter goes by scatter4_scaled.rg (exec 8, 16). Alone,
/// split-lanes cuts it into 16 lanes and 4 padded to 8. In the default pipeline split-groups
/// cuts it into lane groups of 16 and 4 first, and split-lanes only pads the second.
#[test]
fn padding_is_counted_in_both_pipelines() {
    let alone = memlower(&[
        "lower",
        "tests/inputs/stats/pad20.mir",
        "-p",
        "split-lanes,pick-blocks,pack-channels",
        "-stats",
    ]);
    assert_eq!(alone.code, 0, "{}", alone.stderr);
    let t = table(&alone.stderr);
    assert_eq!(
        get(&t, "split-lanes", "Accesses split into pieces"),
        Some(1)
    );
    assert_eq!(get(&t, "split-lanes", "Pieces made by splitting"), Some(2));
    assert_eq!(get(&t, "split-lanes", "Lanes padded (disabled)"), Some(4));
    assert_eq!(get(&t, "lower-messages", "Messages emitted"), Some(2));

    let default = memlower(&["lower", "tests/inputs/stats/pad20.mir", "-stats"]);
    assert_eq!(default.code, 0, "{}", default.stderr);
    let t = table(&default.stderr);
    assert_eq!(
        get(&t, "split-groups", "Accesses split into lane groups"),
        Some(1)
    );
    assert_eq!(get(&t, "split-groups", "Lane groups made"), Some(2));
    assert_eq!(get(&t, "split-lanes", "Accesses split into pieces"), None);
    assert_eq!(get(&t, "split-lanes", "Lanes padded (disabled)"), Some(4));
    assert_eq!(
        get(&t, "pick-blocks", "Accesses given one message"),
        Some(2)
    );
    assert_eq!(get(&t, "lower-messages", "Messages emitted"), Some(2));
}

/// Two one-dword scatters at +0 and +4 of 8-byte records: one merge, one message.
#[test]
fn two_mergeable_scatters_are_one_merge() {
    let r = memlower(&["lower", "tests/inputs/stats/merge2.mir", "-stats"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = table(&r.stderr);
    assert_eq!(
        get(&t, "merge-adjacent", "Accesses merged into an adjacent one"),
        Some(1)
    );
    assert_eq!(
        get(&t, "pick-blocks", "Accesses given one message"),
        Some(1)
    );
    assert_eq!(get(&t, "lower-messages", "Messages emitted"), Some(1));
    assert_eq!(get(&t, "split-lanes", "Lanes padded (disabled)"), None);
}

/// `-stats` and `--stats` change nothing on stdout, for every command that takes them, and
/// without them stderr has no table.
#[test]
fn stats_change_nothing_on_stdout() {
    let runs: &[&[&str]] = &[
        &["lower", "tests/inputs/stats/merge2.mir"],
        &["lower", "tests/inputs/stats/pad20.mir", "--emit", "report"],
        &["lower", "examples/particles_aos.mir", "--emit", "ir"],
        &["lower", "examples/saxpy_tail31.mir", "-p", "soft-f64,narrow-channels,widen-blocks,merge-adjacent,split-groups,split-lanes,pick-blocks,pack-channels,cse"],
        &["opt", "tests/inputs/stats/split20.mir", "-p", "split-lanes"],
        &["check", "tests/inputs/stats/merge2.mir", "--trials", "3"],
    ];
    for args in runs {
        let plain = memlower(args);
        assert_eq!(plain.code, 0, "{args:?}: {}", plain.stderr);
        assert!(!plain.stderr.contains("Statistics Collected"), "{args:?}");
        for flag in ["-stats", "--stats"] {
            let mut with = args.to_vec();
            with.push(flag);
            let r = memlower(&with);
            assert_eq!(r.code, 0, "{with:?}: {}", r.stderr);
            assert_eq!(r.stdout, plain.stdout, "{with:?}");
            assert!(!table(&r.stderr).is_empty(), "{with:?}");
        }
    }
}

/// The streamed path (one function at a time, on two threads) counts what the whole-module
/// path (taken for any `-p`) counts, summed over the functions.
#[test]
fn streamed_and_whole_module_paths_count_alike() {
    let text = generated(300, 6, 7);
    let pipeline = memlower_lowering::session::default_pipeline();
    let streamed = memlower_with_stdin(
        &["lower", "-", "--target", "dg2", "-j", "2", "-stats"],
        &text,
    );
    let whole = memlower_with_stdin(
        &["lower", "-", "--target", "dg2", "-p", pipeline, "-stats"],
        &text,
    );
    assert_eq!(streamed.code, 0, "{}", streamed.stderr);
    assert_eq!(whole.code, 0, "{}", whole.stderr);
    assert_eq!(streamed.stdout, whole.stdout);
    let (s, w) = (table(&streamed.stderr), table(&whole.stderr));
    assert_eq!(s, w);
    assert_eq!(get(&s, "lower-messages", "Kernels lowered"), Some(6));
}

/// `check --stats` counts the pipeline it checks and the lowering, as `lower` does with that
/// pipeline.
#[test]
fn check_counts_what_lower_counts() {
    let p = "split-lanes,pick-blocks,pack-channels";
    let check = memlower(&[
        "check",
        "tests/inputs/stats/split20.mir",
        "--trials",
        "3",
        "-p",
        p,
        "-stats",
    ]);
    assert_eq!(check.code, 0, "{}", check.stderr);
    let lower = memlower(&["lower", "tests/inputs/stats/split20.mir", "-p", p, "-stats"]);
    let c = table(&check.stderr);
    assert_eq!(c, table(&lower.stderr));
    assert_eq!(
        get(&c, "split-lanes", "Accesses split into pieces"),
        Some(2)
    );
}

/// A pass registered from outside the crates counts through the same sink, and the session
/// sums every function's counts alike whether it compiles the module whole or a function at a
/// time.
#[test]
fn a_custom_pass_counts_and_the_session_sums_over_functions() {
    use memlower::lowering::session::{default_pipeline, Collected, Session, SessionOptions};
    use memlower::passes::registry::Registry;
    use memlower::passes::stats::Stat;
    use memlower::passes::{AnalysisManager, Pass, PassContext, PassError};

    const SEEN: Stat = Stat::new("count-memory", "NumMemory", "Memory ops seen");
    /// Counts the memory ops of the module it is given; changes nothing.
    struct CountMemory;
    impl Pass for CountMemory {
        fn name(&self) -> &'static str {
            "count-memory"
        }
        fn run(
            &mut self,
            m: &mut memlower::ir::Module,
            am: &mut AnalysisManager,
            _: &PassContext,
        ) -> Result<bool, PassError> {
            for f in &m.functions {
                let ops = f.layout.iter().flat_map(|&b| f.block(b).insts.iter());
                let n = ops.filter(|&&i| f.inst(i).kind.is_memory()).count();
                am.count(SEEN, n as u64);
            }
            Ok(false)
        }
    }
    let mut reg = Registry::builtin();
    reg.register("count-memory", "counts memory ops", || {
        Box::new(CountMemory)
    });
    let text = generated(40, 3, 11);
    let m = memlower::ir::parse::parse_module(&text).expect("parses");
    let target = memlower::passes::target::Target::parse("dg2").expect("target");
    let mut opts = SessionOptions::new(target);
    opts.pipeline = format!("count-memory,{}", default_pipeline());
    let memory_ops: usize = (m.functions.iter())
        .map(|f| {
            let ops = f.layout.iter().flat_map(|&b| f.block(b).insts.iter());
            ops.filter(|&&i| f.inst(i).kind.is_memory()).count()
        })
        .sum();
    assert!(memory_ops >= 40, "{memory_ops}");

    let mut whole = Session::with_registry(opts.clone(), &reg).expect("pipeline");
    let mut legal = m.clone();
    whole
        .legalise(&mut legal, false, &mut std::io::sink())
        .expect("legalises");
    whole.lower(&legal).expect("lowers");
    let mut apart = Session::with_registry(opts, &reg).expect("pipeline");
    apart
        .compile_module(&m, false, &|_| true, &mut Collected::default())
        .expect("compiles");
    let (w, a) = (&whole.stats.counters, &apart.stats.counters);
    assert_eq!(w.get(SEEN), memory_ops as u64);
    assert_eq!(w, a);
    assert_eq!(w.value("lower-messages", "NumKernels"), 3);
    let t = table(&w.table());
    assert_eq!(
        get(&t, "count-memory", "Memory ops seen"),
        Some(memory_ops as u64)
    );
}
