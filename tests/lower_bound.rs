//! Messages at the lower bound (issue 8): every access takes `ceil(lanes / widest exec)` lane
//! groups, times the messages one lane group needs under its plan (`rules::choose_message`),
//! the fewest memlower's five messages allow. Checked on generated accesses of 1..=256 lanes
//! (every op kind, element size, channel count, alignment and surface kind, with and without a
//! mask, on every target) and on every access of every example.
//!
//! The expected count is computed from the plan and the target table, never from what
//! `split-lanes` produced: the greedy power-of-two split this replaced (31 lanes in five
//! messages) fails it.

mod lowering_common;

use lowering_common::{examples, legalise, TARGETS};
use memlower::ir::parse::parse_module;
use memlower::ir::{Function, Inst, Loc, Module};
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::legalize::rules::lane_groups;
use memlower::passes::legalize::{access_of, choose_message, Decision};
use memlower::passes::target::Target;
use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use std::collections::BTreeMap;

/// The in-set lower bound for memory op `i` of `f`: lane groups times the plan's pieces.
/// `None` for an access the target refuses.
fn lower_bound(m: &Module, f: &Function, i: Inst, t: &Target) -> Option<u32> {
    let access = access_of(&m.surfaces, f, i)?.ok()?;
    let Decision::Lower(plan) = choose_message(&access, t) else {
        return None;
    };
    let widest = *t.exec_sizes(plan.msg).last()?;
    let d = f.inst(i);
    let data = match &d.kind {
        memlower::ir::InstKind::Scatter { data, .. } => Some(*data),
        _ => d.result,
    }?;
    let lanes = f.ty(data).lanes()?;
    Some(plan.pieces.len() as u32 * lane_groups(lanes, widest))
}

/// Memory ops of the legalised module, counted per source location (each legal op is one
/// message, `docs/ARCHITECTURE.md` §3).
fn legal_ops_by_loc(m: &Module) -> BTreeMap<(String, Loc), u32> {
    let mut out = BTreeMap::new();
    for f in &m.functions {
        for (_, i) in f.inst_order() {
            if f.inst(i).kind.is_memory() {
                *out.entry((f.name.clone(), f.inst(i).loc)).or_insert(0) += 1;
            }
        }
    }
    out
}

/// `m` after the legalisation passes that change the accesses themselves (narrow-channels,
/// widen-blocks, merge-adjacent: everything in the default pipeline before `split-groups`).
/// They fetch fewer bytes or merge two accesses into one, so the bound is taken on what they
/// leave: the lane splitting that follows must not add a message to it.
fn narrowed(m: &Module, t: &'static Target) -> Module {
    let passes: Vec<&str> = memlower::lowering::session::default_pipeline()
        .split(',')
        .collect();
    let first = passes
        .iter()
        .position(|p| *p == "split-groups")
        .expect("split-groups is in the pipeline");
    let mut out = m.clone();
    let mut pm = PassManager::from_pipeline(
        &passes[..first].join(","),
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .expect("the narrowing passes are registered");
    pm.run(
        &mut out,
        &mut AnalysisManager::new(),
        &PassContext { target: Some(t) },
        &mut std::io::sink(),
    )
    .unwrap_or_else(|e| panic!("narrowing for {}: {e}", t.name));
    out
}

/// The bound of every memory op of `m` (after the narrowing passes, before lane splitting),
/// per source location.
fn bounds_by_loc(m: &Module, t: &'static Target) -> BTreeMap<(String, Loc), u32> {
    let m = &narrowed(m, t);
    let mut out = BTreeMap::new();
    for f in &m.functions {
        for (_, i) in f.inst_order() {
            if f.inst(i).kind.is_memory() {
                if let Some(b) = lower_bound(m, f, i, t) {
                    *out.entry((f.name.clone(), f.inst(i).loc)).or_insert(0) += b;
                }
            }
        }
    }
    out
}

const ELEMS: [&str; 7] = ["i8", "i16", "i32", "i64", "f16", "f32", "f64"];
const ALIGNS: [u32; 5] = [1, 2, 4, 8, 16];
const SURFACES: [&str; 3] = ["untyped", "slm", "stateless"];
const CHANNEL_SETS: [(&str, u32); 6] = [
    ("r", 1),
    ("rg", 2),
    ("rgba", 4),
    ("gb", 2),
    ("gba", 3), // three channels GATHER4_TYPED lists (it omits rga and rba)
    ("a", 1),
];

/// One generated access of `n` lanes; `k` picks the element type, channels, alignment,
/// surface, image shape and mask so that every combination occurs over the lane counts.
fn access_module(op: &str, n: u32, k: u32, masked: bool) -> String {
    let elem = ELEMS[(k % 7) as usize];
    let chans = 1 + (k / 7) % 4;
    let align = ALIGNS[((k / 28) % 5) as usize];
    let surface = SURFACES[((k / 140) % 3) as usize];
    let ty = if chans == 1 {
        format!("vec<{n} x {elem}>")
    } else {
        format!("vec<{n} x {chans} x {elem}>")
    };
    let mask_param = if masked {
        format!(", %m: mask<{n}>")
    } else {
        String::new()
    };
    let mask = if masked { " mask %m" } else { "" };
    let head = format!(
        "func @k(%base: i32{mask_param}) {{\nentry:\n  %lane = lane.index : vec<{n} x i32>\n  \
         %stride = const {align} : vec<{n} x i32>\n  %off = mul %lane, %stride : vec<{n} x i32>\n"
    );
    match op {
        "gather" => format!(
            "surface @s : {surface}\n{head}  %v = gather @s[%base + %off]{mask} align {align} : \
             {ty}\n  sink %v\n  ret\n}}\n"
        ),
        "scatter" => format!(
            "surface @s : {surface}\n{head}  %x = const 3 : {ty}\n  \
             scatter @s[%base + %off], %x{mask} align {align}\n  ret\n}}\n"
        ),
        _ => {
            let dims = 1 + k % 3;
            let (set, c) = CHANNEL_SETS[((k / 3) % 6) as usize];
            let (img_elem, res_elem) = if (k / 18).is_multiple_of(2) {
                ("f32", "f32")
            } else {
                ("i16", "i32")
            };
            let shape = ["image1d", "image2d", "image3d"][(dims - 1) as usize];
            let coords: Vec<&str> = ["%off", "%lane", "%lane"][..dims as usize].to_vec();
            let lod = if (k / 36).is_multiple_of(2) {
                " lod %lane"
            } else {
                ""
            };
            let res = if c == 1 {
                format!("vec<{n} x {res_elem}>")
            } else {
                format!("vec<{n} x {c} x {res_elem}>")
            };
            format!(
                "surface @s : {shape}<rgba, {img_elem}>\n{head}  %p = image.load @s[{}]{lod}{mask} \
                 channels {set} : {res}\n  sink %p\n  ret\n}}\n",
                coords.join(", ")
            )
        }
    }
}

#[test]
fn generated_accesses_of_1_to_256_lanes_take_the_fewest_messages() {
    let mut checked = 0u32;
    let mut padded = 0u32;
    for target in TARGETS {
        let t = Target::by_name(target).expect("known target");
        for op in ["gather", "scatter", "image.load"] {
            for masked in [false, true] {
                for n in 1..=256u32 {
                    let k = n * 3 + u32::from(masked) + op.len() as u32;
                    let text = access_module(op, n, k, masked);
                    let m = parse_module(&text)
                        .unwrap_or_else(|e| panic!("generated access parses: {e}\n{text}"));
                    let bounds = bounds_by_loc(&m, t);
                    assert_eq!(bounds.len(), 1, "one lowerable access\n{text}");
                    let mut legal = m.clone();
                    legalise(&mut legal, t);
                    let got = legal_ops_by_loc(&legal);
                    assert_eq!(
                        got, bounds,
                        "{op} of {n} lanes on {target}: messages per access\n{text}"
                    );
                    checked += 1;
                    padded += u32::from(!n.is_power_of_two());
                }
            }
        }
    }
    assert_eq!(checked, 4 * 3 * 2 * 256);
    assert!(padded > 5000, "{padded}");
}

/// Messages the legalised access of `text` takes on `target`.
fn messages(text: &str, target: &str) -> u32 {
    let mut m = parse_module(text).expect("parses");
    legalise(&mut m, Target::by_name(target).expect("known target"));
    legal_ops_by_loc(&m).values().sum()
}

#[test]
fn hand_counted_bounds() {
    let gather = |n: u32, ty: &str, align: u32| {
        format!(
            "surface @s : untyped\nfunc @k() {{\nentry:\n  %l = lane.index : vec<{n} x i32>\n  \
             %v = gather @s[%l] align {align} : {ty}\n  sink %v\n  ret\n}}\n"
        )
    };
    let scatter = |n: u32, ty: &str, align: u32| {
        format!(
            "surface @s : untyped\nfunc @k() {{\nentry:\n  %l = lane.index : vec<{n} x i32>\n  \
             %x = const 1 : {ty}\n  scatter @s[%l], %x align {align}\n  ret\n}}\n"
        )
    };
    // 31 dword lanes: 16 + one padded 16, not 16 + 8 + 4 + 2 + 1.
    assert_eq!(messages(&gather(31, "vec<31 x f32>", 4), "tgllp"), 2);
    // Four channels: one gather_scaled.4 per channel and lane group.
    assert_eq!(messages(&gather(31, "vec<31 x 4 x f32>", 4), "dg2"), 8);
    // 12 lanes of three dwords: one scatter4_scaled.rgb padded to 16.
    assert_eq!(messages(&scatter(12, "vec<12 x 3 x f32>", 4), "tgllp"), 1);
    // 100 qwords: seven lane groups, scatter4_scaled.rg on tgllp, qw_scatter on dg2.
    assert_eq!(messages(&scatter(100, "vec<100 x i64>", 8), "tgllp"), 7);
    assert_eq!(messages(&scatter(100, "vec<100 x i64>", 8), "dg2"), 7);
    // Unaligned qwords: two scatter_scaled.4 per lane group.
    assert_eq!(messages(&scatter(33, "vec<33 x i64>", 2), "pvc"), 6);
}

#[test]
fn generated_accesses_cover_every_element_channel_alignment_and_surface() {
    // The picks above reach every combination of element type, channel count, alignment and
    // surface kind within 1..=256 lanes.
    let mut seen = std::collections::HashSet::new();
    for n in 1..=256u32 {
        for masked in [0, 1] {
            for op in ["gather", "scatter"] {
                let k = n * 3 + masked + op.len() as u32;
                seen.insert((k % 7, (k / 7) % 4, (k / 28) % 5, (k / 140) % 3));
            }
        }
    }
    assert!(seen.len() >= 7 * 4 * 5, "{} combinations", seen.len());
}

/// The stores the cost model (`passes/src/cost.rs`, `StoreShape`) stores lane group by lane
/// group, one message more than the bound, on every target: (example, line, messages per
/// 16 lanes). volume3d's masked 16-lane scatter: its mask is two 8-lane predicates (compares
/// of two 8-lane typed reads each), and one 16-lane store would first assemble them through a
/// scalar (7 instructions) where a second store costs one send.
const SPLIT_BY_COST: [(&str, u32, u32); 1] = [("volume3d", 31, 2)];

#[test]
fn every_access_of_every_example_takes_the_fewest_messages() {
    for (name, text) in examples() {
        let m = parse_module(&text).expect("example parses");
        for target in TARGETS {
            let t = Target::by_name(target).expect("known target");
            let mut bounds = bounds_by_loc(&m, t);
            for (example, line, messages) in SPLIT_BY_COST {
                if name == example {
                    let at = bounds.iter_mut().find(|((_, loc), _)| loc.line == line);
                    *at.expect("the split store is an access of the example").1 = messages;
                }
            }
            let mut legal = m.clone();
            legalise(&mut legal, t);
            let lowered = lower_module(&legal, t, &LowerOptions::default())
                .unwrap_or_else(|e| panic!("{name} lowers for {target}: {e}"));
            let mut sent: BTreeMap<(String, Loc), u32> = BTreeMap::new();
            for f in &lowered.functions {
                for a in &f.report.as_ref().expect("report").accesses {
                    *sent.entry((f.name.clone(), a.loc)).or_insert(0) += a.messages.len() as u32;
                }
            }
            assert_eq!(sent, bounds, "{name} on {target}: messages per access");
        }
    }
}
