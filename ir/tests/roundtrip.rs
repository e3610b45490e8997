//! The text format round-trips: for every shipped example and for thousands of generated
//! modules, `parse(print(m)) == m` (structural equality) and printing is a fixed point.
//! The examples are also checked to cover what `examples/README.md` promises.

use memlower_ir::gen::{random_module, GenConfig};
use memlower_ir::parse::parse_module;
use memlower_ir::print::print_module;
use memlower_ir::rng::Rng;
use memlower_ir::*;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn examples() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples");
    memlower_ir::corpus::read_mir_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .into_iter()
        .map(|f| (f.name, f.text))
        .collect()
}

fn parse_or_render(name: &str, text: &str) -> Module {
    parse_module(text).unwrap_or_else(|e| panic!("{}", diag::render(&e, name, text)))
}

/// Parse → print → parse gives the same module, and print is a fixed point.
fn assert_round_trip(name: &str, m: &Module) {
    let text = print_module(m);
    let again = parse_or_render(name, &text);
    assert!(
        *m == again,
        "{name}: parse(print(m)) != m\n--- printed ---\n{text}\n--- reprinted ---\n{}",
        print_module(&again)
    );
    assert_eq!(
        text,
        print_module(&again),
        "{name}: print is not a fixed point"
    );
}

#[test]
fn examples_round_trip() {
    let ex = examples();
    assert!(ex.len() >= 12, "only {} examples", ex.len());
    for (name, text) in &ex {
        let m = parse_or_render(name, text);
        assert!(!m.functions.is_empty(), "{name} has no function");
        assert_round_trip(name, &m);
    }
}

/// The text at `loc` in `src` (from that column to the end of the line).
fn text_at(src: &str, loc: Loc) -> String {
    assert!(loc.is_known(), "unknown location");
    let line = src.lines().nth(loc.line as usize - 1).unwrap_or_default();
    line.chars().skip(loc.col as usize - 1).collect()
}

/// Every surface, function, block and instruction points at its first token.
#[test]
fn examples_locations_point_at_first_tokens() {
    for (name, src) in examples() {
        let m = parse_or_render(&name, &src);
        for s in &m.surfaces {
            assert!(
                text_at(&src, s.loc).starts_with(&format!("surface @{}", s.name)),
                "{name}"
            );
        }
        for f in &m.functions {
            assert!(
                text_at(&src, f.loc).starts_with(&format!("func @{}(", f.name)),
                "{name}"
            );
            let namer = print::Namer::new(f);
            for &b in &f.layout {
                let bd = f.block(b);
                assert!(
                    text_at(&src, bd.loc).starts_with(&bd.name),
                    "{name}: {}",
                    bd.name
                );
                for &i in &bd.insts {
                    let d = f.inst(i);
                    let first = match d.result {
                        Some(r) => format!("{} = {}", namer.get(r), d.kind.mnemonic()),
                        None => d.kind.mnemonic().to_string(),
                    };
                    let at = text_at(&src, d.loc);
                    assert!(
                        at.starts_with(&first),
                        "{name}: `{at}` at {} is not `{first}`",
                        d.loc
                    );
                }
            }
        }
    }
}

/// Every example, and every generated module, satisfies the verifier.
#[test]
fn examples_and_generated_modules_verify() {
    for (name, src) in examples() {
        let m = parse_or_render(&name, &src);
        if let Err(errs) = verify::verify_module(&m) {
            let all: Vec<String> = errs.iter().map(|e| diag::render(e, &name, &src)).collect();
            panic!("{name} does not verify:\n{}", all.concat());
        }
    }
    let cfg = GenConfig::default();
    for seed in 0..2000u64 {
        let m = random_module(&mut Rng::new(seed), &cfg);
        if let Err(errs) = verify::verify_module(&m) {
            // Generated IR has no source locations: the messages say which op.
            let all: Vec<String> = errs.iter().map(|e| format!("{e}\n")).collect();
            panic!(
                "generated module (seed {seed}) does not verify:\n{}--- module ---\n{}",
                all.concat(),
                print_module(&m)
            );
        }
    }
}

#[test]
fn examples_have_a_header_comment() {
    for (name, text) in examples() {
        assert!(
            text.starts_with(&format!("; {name}: ")),
            "{name} must start with `; {name}: what it shows`"
        );
        assert!(text.contains("; Shows: "), "{name} lacks a `; Shows:` line");
    }
}

/// What the examples must cover together (see examples/README.md), and what they must not
/// contain (inputs meant to be refused live elsewhere).
#[test]
fn examples_cover_the_language() {
    let mut ops = BTreeSet::new();
    let mut preds = BTreeSet::new();
    let mut lanes = BTreeSet::new();
    let mut chans = BTreeSet::new();
    let mut surfaces = BTreeSet::new();
    let mut image_loads = BTreeSet::new(); // (dims, has lod)
    let mut mem_elems = BTreeSet::new(); // (gather?, elem, align)
    let mut branch_args = false;
    let mut masked_mem = false;
    for (name, text) in examples() {
        let m = parse_or_render(&name, &text);
        for s in &m.surfaces {
            surfaces.insert(match s.kind {
                SurfaceKind::Untyped => "untyped",
                SurfaceKind::Slm => "slm",
                SurfaceKind::Stateless => "stateless",
                SurfaceKind::Image { .. } => "image",
            });
        }
        for f in &m.functions {
            for (_, i) in f.inst_order() {
                let d = f.inst(i);
                let k = &d.kind;
                ops.insert(k.mnemonic());
                assert!(k.via().is_none(), "{name}: examples carry no `via`");
                assert!(
                    !matches!(k, InstKind::ImageStore { .. }),
                    "{name}: examples contain no image.store"
                );
                if let Some(r) = d.result {
                    let t = f.ty(r);
                    lanes.extend(t.lanes());
                    if let Some(c) = t.chans() {
                        chans.insert(c);
                    }
                }
                masked_mem |= k.is_memory() && k.mask().is_some();
                match k {
                    InstKind::Cmp { pred, .. } => {
                        preds.insert(pred.name());
                    }
                    InstKind::Gather { align, .. } => {
                        let t = f.ty(d.result.unwrap_or(Value(0)));
                        mem_elems.insert(("gather", t.elem(), *align));
                    }
                    InstKind::Scatter { align, data, .. } => {
                        mem_elems.insert(("scatter", f.ty(*data).elem(), *align));
                    }
                    InstKind::ImageLoad {
                        coords, surface, ..
                    } => {
                        image_loads.insert((coords.uvr.len(), coords.lod.is_some()));
                        assert!(m.surface(*surface).kind.is_image());
                        let n = f.ty(d.result.unwrap_or(Value(0))).lanes();
                        assert!(
                            matches!(n, Some(8 | 16)),
                            "{name}: image.load lanes must be 8 or 16"
                        );
                    }
                    InstKind::Br { dest } => branch_args |= !dest.args.is_empty(),
                    InstKind::CondBr {
                        then_dest,
                        else_dest,
                        ..
                    } => branch_args |= !then_dest.args.is_empty() || !else_dest.args.is_empty(),
                    _ => {}
                }
            }
        }
    }
    let all_ops: BTreeSet<&str> = memlower_ir::ir::MNEMONICS
        .iter()
        .copied()
        .filter(|&m| m != "image.store")
        .collect();
    let missing: Vec<_> = all_ops.difference(&ops).collect();
    assert!(
        missing.is_empty(),
        "ops not covered by the examples: {missing:?}"
    );
    assert!(preds.len() >= 4, "cmp predicates covered: {preds:?}");
    for n in [12, 31, 33, 100] {
        assert!(lanes.contains(&n), "no example uses {n} lanes");
    }
    for c in [2, 3, 4] {
        assert!(chans.contains(&c), "no example uses {c}-channel data");
    }
    for s in ["untyped", "slm", "stateless", "image"] {
        assert!(surfaces.contains(s), "no example uses a {s} surface");
    }
    for dims in 1..=3 {
        assert!(
            image_loads.iter().any(|&(d, _)| d == dims),
            "no {dims}D image load"
        );
    }
    assert!(
        image_loads.iter().any(|&(_, lod)| lod),
        "no image load with lod"
    );
    assert!(
        image_loads.iter().any(|&(_, lod)| !lod),
        "no image load without lod"
    );
    for op in ["gather", "scatter"] {
        for e in [ScalarType::I64, ScalarType::F64] {
            assert!(
                mem_elems.iter().any(|&(o, t, _)| o == op && t == Some(e)),
                "no {e} {op}"
            );
        }
        for align in [4, 8] {
            assert!(
                mem_elems
                    .iter()
                    .any(|&(o, t, a)| o == op && t.is_some_and(|t| t.bytes() == 8) && a == align),
                "no 64-bit {op} with align {align}"
            );
        }
        for e in [ScalarType::I8, ScalarType::I16] {
            assert!(
                mem_elems.iter().any(|&(o, t, _)| o == op && t == Some(e)),
                "no {e} {op}"
            );
        }
    }
    assert!(branch_args, "no branch passes block arguments");
    assert!(masked_mem, "no masked memory op");
}

#[test]
fn generated_modules_round_trip() {
    let cfg = GenConfig::default();
    let mut seen = BTreeSet::new();
    for seed in 0..2000u64 {
        let m = random_module(&mut Rng::new(seed), &cfg);
        for f in &m.functions {
            for (_, i) in f.inst_order() {
                seen.insert(f.inst(i).kind.mnemonic());
            }
        }
        assert_round_trip(&format!("generated module, seed {seed}"), &m);
    }
    // The generator exercises the whole language, so the round trip above does too.
    let mnemonics = memlower_ir::ir::MNEMONICS;
    for &op in mnemonics {
        assert!(seen.contains(op), "the generator never made `{op}`");
    }
}

#[test]
fn generated_modules_use_names_via_and_odd_lane_counts() {
    let cfg = GenConfig::default();
    let (mut named, mut anon, mut via, mut odd_lanes, mut block_params) = (0, 0, 0, 0, 0);
    for seed in 0..200u64 {
        let m = random_module(&mut Rng::new(seed), &cfg);
        for f in &m.functions {
            for v in &f.values {
                match v.name {
                    Some(_) => named += 1,
                    None => anon += 1,
                }
                if v.ty.lanes().is_some_and(|n| n > 1 && !n.is_power_of_two()) {
                    odd_lanes += 1;
                }
            }
            for &b in f.layout.iter().skip(1) {
                block_params += f.block(b).params.len();
            }
            for (_, i) in f.inst_order() {
                via += usize::from(f.inst(i).kind.via().is_some());
            }
        }
    }
    assert!(named > 100 && anon > 100, "named {named}, anonymous {anon}");
    assert!(via > 20, "only {via} via annotations");
    assert!(
        odd_lanes > 100,
        "only {odd_lanes} values with non-power-of-two lanes"
    );
    assert!(block_params > 50, "only {block_params} block parameters");
}

/// `bti(N)` after a surface kind prints back as written and is part of the module's equality;
/// a malformed one is an error at its place.
#[test]
fn binding_table_indices_round_trip() {
    let text =
        "surface @a : untyped bti(3)\nsurface @i : image2d<rgba, f32> bti(0)\nsurface @s : slm\n";
    let m = parse_module(text).expect("parses");
    assert_eq!(m.surfaces[0].bti, Some(3));
    assert_eq!(m.surfaces[1].bti, Some(0));
    assert_eq!(m.surfaces[2].bti, None);
    assert_eq!(print_module(&m), text);
    let other = parse_module(
        "surface @a : untyped bti(4)\nsurface @i : image2d<rgba, f32> bti(0)\nsurface @s : slm\n",
    )
    .expect("parses");
    assert_ne!(m, other);
    let e = parse_module("surface @a : untyped bti(x)\n").expect_err("no index");
    assert_eq!((e.loc.line, e.loc.col), (1, 26), "{e}");
    let e = parse_module("surface @a : untyped bti(3\n").expect_err("unclosed");
    assert!(
        format!("{} {:?}", e.message, e.expected).contains("`)`"),
        "{e}"
    );
}
