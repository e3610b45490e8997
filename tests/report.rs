//! The lowering report reads like the source: one entry per memory op as the user wrote it, in
//! source order, named as in the IR (ops, results, surfaces, `rgba`) and the vISA (`M1_NM`,
//! predicates, surface operands), with the moves its splitting and packing cost charged to it;
//! built IR is traced by instruction handle; and the vISA names of temporaries do not change
//! when the legalised IR is printed, read back and lowered again.

mod lowering_common;

use lowering_common::{examples, legalise, TARGETS};
use memlower::ir::builder::FunctionBuilder;
use memlower::ir::parse::parse_module;
use memlower::ir::print::print_module;
use memlower::ir::{Address, Function, Module, ScalarType, SurfaceKind, Type, ValueDef};
use memlower::lowering::mir::choice_suffix;
use memlower::lowering::{lower_module, lower_module_sourced, Change, LowerOptions, Lowered};
use memlower::passes::target::Target;

fn target(name: &str) -> &'static Target {
    Target::by_name(name).expect("known target")
}

fn lowered(src: &str, t: &'static Target) -> (Module, Lowered) {
    let mut m = parse_module(src).expect("parses");
    // The functions as written: the report names and lists their ops.
    let source = m.functions.clone();
    legalise(&mut m, t);
    let l =
        lower_module_sourced(&m, Some(&source), t, &LowerOptions::default(), 1).expect("lowers");
    (m, l)
}

/// The vISA without the `// line L:C` comments (source positions differ between two texts of
/// one program; names must not).
fn without_lines(visa: &str) -> String {
    visa.lines()
        .map(|l| l.split("  // line ").next().unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn temporaries_keep_their_names_when_the_legal_ir_is_lowered_again() {
    let mut kernels = 0;
    for (name, src) in examples() {
        for tname in TARGETS {
            let t = target(tname);
            let (legal, first) = lowered(&src, t);
            // `memlower lower --emit legal`, then `memlower lower` of that file.
            let again = parse_module(&print_module(&legal)).expect("legal IR reparses");
            let second = lower_module(&again, t, &LowerOptions::default()).expect("lowers again");
            for (a, b) in first.functions.iter().zip(&second.functions) {
                assert_eq!(
                    without_lines(&a.visa),
                    without_lines(&b.visa),
                    "{name} on {tname}: the vISA names changed"
                );
                kernels += 1;
            }
        }
    }
    assert!(kernels >= 4 * 14, "{kernels}");
}

/// A function whose layout puts a block before one that control reaches first: the kernel
/// (emitted in reverse post-order) has the later source line's message first.
const OUT_OF_ORDER: &str = "\
target \"dg2\"
surface @buf : untyped
func @k(%off: vec<16 x i32>, %v: vec<16 x i32>, %c: mask<1>) {
entry:
  cond_br %c, second, first
first:
  scatter @buf[%off], %v align 4
  ret
second:
  %w = gather @buf[%off] align 4 : vec<16 x i32>
  br first
}
";

#[test]
fn report_lines_are_in_source_order() {
    let t = target("dg2");
    let (_, l) = lowered(OUT_OF_ORDER, t);
    let f = &l.functions[0];
    // The kernel really emits the gather (line 10) before the scatter (line 7).
    let gather_at = f.visa.find("gather_scaled").expect("a gather");
    let scatter_at = f.visa.find("scatter_scaled").expect("a scatter");
    assert!(gather_at < scatter_at, "{}", f.visa);
    let lines: Vec<u32> = f
        .report
        .as_ref()
        .expect("report")
        .accesses
        .iter()
        .map(|a| a.loc.line)
        .collect();
    assert_eq!(lines, vec![7, 10], "{}", f.report.as_ref().expect("report"));
    // And every example on every target reports in source order.
    for (name, src) in examples() {
        for tname in TARGETS {
            let (_, l) = lowered(&src, target(tname));
            for f in &l.functions {
                let locs: Vec<_> = f
                    .report
                    .as_ref()
                    .expect("report")
                    .accesses
                    .iter()
                    .map(|a| (a.loc.line, a.loc.col))
                    .collect();
                let mut sorted = locs.clone();
                sorted.sort();
                assert_eq!(
                    locs,
                    sorted,
                    "{name} on {tname}:\n{}",
                    f.report.as_ref().expect("report")
                );
            }
        }
    }
}

#[test]
fn moves_made_by_splitting_are_charged_to_the_access() {
    // 16 lanes of i64 on dg2: two gather_scaled.4 (low and high dwords), zipped back into
    // qwords by strided moves that pick-blocks' chan.pack and bitcast cost, not the user.
    let src = "\
surface @buf : untyped
func @k(%off: vec<16 x i32>) {
entry:
  %q = gather @buf[%off] align 8 : vec<16 x i64>
  sink %q
  ret
}
";
    let (_, l) = lowered(src, target("dg2"));
    let r = &l.functions[0].report.as_ref().expect("report");
    assert_eq!(r.accesses.len(), 1, "{r}");
    let a = &r.accesses[0];
    assert_eq!(a.sends(), 2, "{r}");
    assert!(a.moves > 0, "the zip costs moves: {r}");
    assert_eq!(a.moves, r.totals.moves, "every move is the gather's: {r}");
    assert_eq!(r.other_moves, 0, "{r}");
    // Everywhere, the moves charged to accesses and the others add up to the totals.
    for (name, src) in examples() {
        for tname in TARGETS {
            let (_, l) = lowered(&src, target(tname));
            for f in &l.functions {
                let r = &f.report.as_ref().expect("report");
                let charged: u32 = r.accesses.iter().map(|a| a.moves).sum();
                assert_eq!(
                    charged + r.other_moves,
                    r.totals.moves,
                    "{name} on {tname}:\n{r}"
                );
                let sends: u32 = r.accesses.iter().map(|a| a.sends()).sum();
                assert_eq!(sends, r.totals.messages, "{name} on {tname}:\n{r}");
            }
        }
    }
}

#[test]
fn names_are_those_of_the_ir_and_the_visa() {
    let (_, l) = lowered(include_str!("../examples/aos_soa_rgba.mir"), target("dg2"));
    let text: String = l
        .functions
        .iter()
        .map(|f| f.report.as_ref().expect("report").to_string())
        .collect();
    for want in [
        "%px = gather @pixels : vec<16 x 4 x f32>",
        "scatter @pixels, %px : vec<16 x 4 x f32>",
        "scatter4_scaled.rgba (M1_NM, 16) s_pixels",
        "gather_scaled.4 (M1_NM, 16) s_planes",
    ] {
        assert!(text.contains(want), "the report lacks `{want}`:\n{text}");
    }
    // A scatter whose data legalisation repacks (f64 into dword pairs) is still shown with the
    // data the user scattered, not the packed temporary.
    let (_, l) = lowered(include_str!("../examples/copy64.mir"), target("dg2"));
    let text: String = l
        .functions
        .iter()
        .map(|f| f.report.as_ref().expect("report").to_string())
        .collect();
    assert!(
        text.contains("scatter @dst, %x : vec<16 x f64>"),
        "the report shows the packed data:\n{text}"
    );
    // Every message of every report is a message of its vISA, with the same suffix (in the
    // vISA's case), execution size and mask, and surface operand.
    for (name, src) in examples() {
        for tname in TARGETS {
            let (legal, l) = lowered(&src, target(tname));
            for f in &l.functions {
                let printed = print_module(&legal);
                for a in &f.report.as_ref().expect("report").accesses {
                    for m in &a.messages {
                        let visa = format!(
                            "{}.{} {} {}",
                            m.choice.msg.mnemonic(),
                            choice_suffix(m.choice),
                            m.exec,
                            m.surface
                        );
                        assert!(
                            f.visa.contains(&visa),
                            "{name} on {tname}: `{visa}` missing"
                        );
                        // The IR spells the message as `via` does.
                        assert!(
                            printed.contains(&format!("via {}", m.choice)),
                            "{name} on {tname}: `via {}`",
                            m.choice
                        );
                    }
                    assert!(
                        printed.contains(&format!("@{}", a.surface)),
                        "{name}: surface {}",
                        a.surface
                    );
                }
            }
        }
    }
}

#[test]
fn built_ir_is_traced_by_instruction_handle() {
    // A 24-lane gather (split into 16 + 8 by legalisation) and a scatter, built without text.
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let off = b.param(entry, Type::vec(24, ScalarType::I32), "off");
    b.switch_to(entry);
    let at = Address {
        surface: buf,
        base: None,
        offsets: off,
    };
    let v = b
        .named("v")
        .gather(at.clone(), None, 4, Type::vec(24, ScalarType::F32));
    let scatter = b.scatter(at, v, None, 4);
    b.ret();
    let ValueDef::Result(gather) = f.value(v).def else {
        panic!("a gather defines its result")
    };
    m.functions.push(f);
    let out =
        memlower::compile(&m, target("dg2"), &memlower::Options::default()).expect("compiles");
    let r = &out.kernels[0].report;
    assert_eq!(r.accesses.len(), 2, "{r}");
    let (g, s) = (&r.accesses[0], &r.accesses[1]);
    assert_eq!((g.inst, s.inst), (gather, scatter), "{r}");
    assert_eq!(g.text, "%v = gather @buf : vec<24 x f32>");
    assert_eq!(s.text, "scatter @buf, %v : vec<24 x f32>");
    assert_eq!((g.sends(), s.sends()), (2, 2), "{r}");
    assert!(!g.loc.is_known());
    // Without source positions a line shows the handle.
    let shown = r.to_string();
    assert!(
        shown.contains(&format!("#{}     %v = gather", gather.0)),
        "{shown}"
    );
}

/// `LowerOptions::report` off (a caller that wants only the vISA) leaves the report out and
/// nothing else: the same kernels, text, allocation and totals as with it, on every example
/// and target, the naive lowering too; the totals are the report's.
#[test]
fn lowering_without_the_report_changes_nothing_but_the_report() {
    let mut kernels = 0;
    for (name, src) in examples() {
        for tname in TARGETS {
            let t = target(tname);
            let mut m = parse_module(&src).expect("parses");
            legalise(&mut m, t);
            for naive in [false, true] {
                let with = LowerOptions {
                    naive,
                    ..LowerOptions::default()
                };
                let without = LowerOptions {
                    report: false,
                    ..with
                };
                let a = lower_module(&m, t, &with).expect("lowers");
                let b = lower_module(&m, t, &without).expect("lowers");
                assert_eq!(a.functions.len(), b.functions.len());
                for (x, y) in a.functions.iter().zip(&b.functions) {
                    let report = x.report.as_ref().expect("asked for by default");
                    assert!(y.report.is_none(), "{name} on {tname}: not asked for");
                    assert_eq!(x.visa, y.visa, "{name} on {tname}");
                    assert_eq!(x.mir.to_string(), y.mir.to_string(), "{name} on {tname}");
                    assert_eq!(x.allocation.offsets, y.allocation.offsets);
                    assert_eq!(x.totals, y.totals, "{name} on {tname}");
                    assert_eq!(report.totals, y.totals, "{name} on {tname}");
                    kernels += 1;
                }
            }
        }
    }
    assert!(kernels >= 2 * 4 * 14, "{kernels}");
}

/// Legalises and lowers `m` for `t` through a compile session (the path of `memlower lower`
/// and `memlower::compile`), keeping the source for the report; `None` if legalisation or
/// lowering refuses the module.
fn session_lowered(m: &Module, t: &'static Target) -> Option<Lowered> {
    use memlower::lowering::session::{Session, SessionOptions};
    let mut s = Session::new(SessionOptions::new(t.clone())).expect("the default pipeline");
    let mut legal = m.clone();
    s.legalise(&mut legal, false, &mut std::io::sink()).ok()?;
    s.lower(&legal).ok()
}

/// The name the printer gives each memory op of `f` in its text (`%3` of `%3 = gather ...`; a
/// write's data operand), in layout order: (instruction, name).
fn printed_names(f: &Function) -> Vec<(memlower::ir::Inst, String)> {
    let namer = memlower::ir::print::Namer::new(f);
    let mut out = Vec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            let v = match (&d.kind, d.result) {
                (_, Some(r)) if d.kind.is_memory() => r,
                (
                    memlower::ir::InstKind::Scatter { data, .. }
                    | memlower::ir::InstKind::ImageStore { data, .. },
                    None,
                ) => *data,
                _ => continue,
            };
            out.push((i, namer.get(v)));
        }
    }
    out
}

/// Every memory op of `source` has exactly one entry, in source order, whose text names its
/// value as the printer does; every message of the kernel is in an entry.
fn assert_report_covers(what: &str, source: &Function, l: &memlower::lowering::LoweredFunction) {
    let r = l.report.as_ref().expect("report");
    let want = printed_names(source);
    let got: Vec<memlower::ir::Inst> = r.accesses.iter().map(|a| a.inst).collect();
    let want_insts: Vec<memlower::ir::Inst> = want.iter().map(|w| w.0).collect();
    assert_eq!(
        got, want_insts,
        "{what}: entries are not the source's ops:\n{r}"
    );
    for (a, (_, name)) in r.accesses.iter().zip(&want) {
        let named =
            a.text.starts_with(&format!("{name} = ")) || a.text.contains(&format!(", {name} :"));
        assert!(named, "{what}: `{}` does not name {name}:\n{r}", a.text);
        if let Some(into) = a.merged_into {
            assert!(
                a.messages.is_empty() && !r.accesses[into].carries.is_empty(),
                "{what}:\n{r}"
            );
        }
    }
    let sends: u32 = r.accesses.iter().map(|a| a.sends()).sum();
    assert_eq!(
        sends, r.totals.messages,
        "{what}: a message in no entry:\n{r}"
    );
}

#[test]
fn report_names_are_the_printers_on_random_functions() {
    use memlower::ir::gen::{random_module, GenConfig};
    use memlower::ir::rng::Rng;
    let (mut functions, mut refused) = (0, 0);
    for seed in 0..150u64 {
        let m = random_module(&mut Rng::new(seed), &GenConfig::lowerable());
        // Through the text too: the names a user reads are those of the printed module.
        let m = parse_module(&print_module(&m)).expect("a generated module reparses");
        let t = target(TARGETS[seed as usize % TARGETS.len()]);
        let Some(l) = session_lowered(&m, t) else {
            refused += 1;
            continue;
        };
        for (f, lf) in m.functions.iter().zip(&l.functions) {
            assert_report_covers(&format!("seed {seed} @{}", f.name), f, lf);
            functions += 1;
        }
    }
    assert!(
        functions >= 100 && refused < 30,
        "{functions} functions, {refused} refused"
    );
}

#[test]
fn every_source_memory_op_is_in_the_report_on_every_example_and_target() {
    let mut kernels = 0;
    for (name, src) in examples() {
        let m = parse_module(&src).expect("parses");
        for tname in TARGETS {
            let l = session_lowered(&m, target(tname)).expect("an example lowers");
            for (f, lf) in m.functions.iter().zip(&l.functions) {
                assert_report_covers(&format!("{name} on {tname}"), f, lf);
                kernels += 1;
            }
        }
    }
    assert!(kernels >= 4 * 19, "{kernels}");
}

#[test]
fn merged_and_narrowed_ops_say_what_they_became() {
    let m = parse_module(include_str!("../examples/particles_aos.mir")).expect("parses");
    let l = session_lowered(&m, target("dg2")).expect("lowers");
    let r = l.functions[0].report.as_ref().expect("report");
    let text = r.to_string();
    // The two reads of 4 channels, written as 4 channels, narrowed to x, y, z at +0, +4, +8.
    let pos = &r.accesses[0];
    assert_eq!(
        pos.text, "%pos = gather @particles : vec<16 x 4 x f32>",
        "{text}"
    );
    assert!(pos.changes.contains(&Change::Narrowed), "{text}");
    let chans: Vec<_> = pos
        .messages
        .iter()
        .map(|m| m.piece.and_then(|p| p.channels))
        .collect();
    assert_eq!(chans, [Some((0, 1)), Some((1, 2)), Some((2, 3))], "{text}");
    let offsets: Vec<_> = pos
        .messages
        .iter()
        .map(|m| m.piece.and_then(|p| p.byte_offset))
        .collect();
    assert_eq!(offsets, [Some(0), Some(4), Some(8)], "{text}");
    // Three scatters, the first two merged into the third's scatter4_scaled.rgb.
    let scatters: Vec<_> = r.accesses.iter().filter(|a| a.op == "scatter").collect();
    assert_eq!(scatters.len(), 3, "{text}");
    assert_eq!(scatters[0].merged_into, Some(4), "{text}");
    assert_eq!(scatters[1].merged_into, Some(4), "{text}");
    assert_eq!(scatters[2].carries, [2, 3], "{text}");
    assert_eq!(scatters[2].sends(), 1, "{text}");
    assert!(
        text.contains("merged into 39:3: scatter @particles, %nz"),
        "{text}"
    );
    // Exec size and mask offset are numbers, not text.
    let m0 = &pos.messages[0];
    assert_eq!(
        (m0.exec.size, m0.exec.offset, m0.exec.nomask),
        (16, 0, true),
        "{text}"
    );
    assert!(!m0.reason.is_empty());
}

#[test]
fn anonymous_values_are_named_as_printed_not_by_arena_number() {
    // Two parameters: the source's `%1` was reported as `%3` before.
    let src = "\
surface @buf : untyped
func @k(%a: vec<16 x i32>, %b: vec<16 x i32>) {
entry:
  %0 = gather @buf[%a] align 4 : vec<16 x i32>
  %1 = gather @buf[%b] align 4 : vec<16 x i32>
  %2 = add %0, %1 : vec<16 x i32>
  scatter @buf[%a], %2 align 4
  ret
}
";
    let m = parse_module(src).expect("parses");
    let l = session_lowered(&m, target("dg2")).expect("lowers");
    let r = l.functions[0].report.as_ref().expect("report");
    let texts: Vec<&str> = r.accesses.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "%0 = gather @buf : vec<16 x i32>",
            "%1 = gather @buf : vec<16 x i32>",
            "scatter @buf, %2 : vec<16 x i32>"
        ],
        "{r}"
    );
}
