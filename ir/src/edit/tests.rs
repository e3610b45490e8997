use super::*;
use crate::parse::parse_module;
use crate::print::print_module;
use crate::{ConstValue, InstKind, Loc, Module, Type};

const TEXT: &str = "func @k(%x: i32) {
entry:
  %a = add %x, %x : i32
  %b = mul %a, %a : i32
  %c = sub %b, %a : i32
  sink %c, %b
  br next
next:
  sink %a
  ret
}
";

fn module() -> Module {
    parse_module(TEXT).unwrap_or_else(|e| panic!("{e:?}"))
}

fn inst_defining(f: &Function, name: &str) -> (Inst, Value) {
    let v = (0..f.values.len())
        .map(|k| Value(k as u32))
        .find(|&v| f.value_name(v) == Some(name))
        .unwrap_or_else(|| panic!("no %{name}"));
    (
        f.def_inst(v)
            .unwrap_or_else(|| panic!("%{name} is a parameter")),
        v,
    )
}

fn konst(f: &mut Function, k: i64) -> (Inst, Value) {
    let i = f.create_inst(
        InstKind::Const {
            value: ConstValue::int(k),
        },
        Some(Type::I32),
        None,
        Loc::UNKNOWN,
    );
    (i, f.result(i).unwrap_or_else(|| panic!("no result")))
}

/// The handles both versions of the edit below use: %a, %b's instruction and value, %c's
/// instruction, and two new constants 7 and 9 in no block.
fn handles(f: &mut Function) -> (Value, Inst, Value, Inst, (Inst, Value), (Inst, Value)) {
    let (_, a) = inst_defining(f, "a");
    let (bi, b) = inst_defining(f, "b");
    let (ci, _) = inst_defining(f, "c");
    (a, bi, b, ci, konst(f, 7), konst(f, 9))
}

/// A batch and the same edits made one at a time give the same function: %b becomes 7 (put
/// where %b was), %a becomes 9 (put before %c).
#[test]
fn a_batch_is_the_single_edits_in_one_sweep() {
    let mut batch = module();
    let f = &mut batch.functions[0];
    let (a, bi, b, ci, (k1, v1), (k2, v2)) = handles(f);
    let mut e = Edits::new(f);
    e.replace(bi, &[k1]);
    e.replace_all_uses(b, v1);
    assert!(e.insert_before(ci, &[k2]));
    e.replace_all_uses(a, v2);
    // Recorded, not applied: the layout and operands are untouched until `apply`.
    assert!(!e.is_placed(bi) && e.is_placed(k1) && e.is_placed(ci));
    assert_eq!(f.block(f.layout[0]).insts.len(), 5);
    assert_eq!(e.resolve(b), v1);
    assert!(e.changed());
    e.apply(f).unwrap_or_else(|e| panic!("{e}"));

    let mut one = module();
    let f = &mut one.functions[0];
    let (a, bi, b, ci, (k1, v1), (k2, v2)) = handles(f);
    assert!(f.insert_before(bi, k1));
    f.remove_inst(bi);
    f.replace_all_uses(b, v1);
    assert!(f.insert_before(ci, k2));
    f.replace_all_uses(a, v2);

    let printed = print_module(&batch);
    assert_eq!(printed, print_module(&one));
    assert!(
        printed.contains(
            "  %0 = const 7 : i32\n  %1 = const 9 : i32\n  %c = sub %0, %1 : i32\n  sink %c, %0\n"
        ),
        "{printed}"
    );
    assert!(printed.contains("next:\n  sink %1\n"), "{printed}");
}

/// Inserting before an instruction that left the layout does nothing, as `insert_before` does.
#[test]
fn no_insertion_before_a_removed_instruction() {
    let mut m = module();
    let f = &mut m.functions[0];
    let (bi, _) = inst_defining(f, "b");
    let (k, _) = konst(f, 1);
    let mut e = Edits::new(f);
    e.remove(bi);
    assert!(!e.insert_before(bi, &[k]));
    // Nor before an instruction that was never placed.
    let (k2, _) = konst(f, 2);
    assert!(!e.insert_before(k2, &[k]));
    assert!(!e.is_placed(k));
}

/// An anchor removed behind the batch's back is an error, not instructions lost silently.
#[test]
fn a_lost_anchor_is_reported() {
    let mut m = module();
    let f = &mut m.functions[0];
    let (ci, _) = inst_defining(f, "c");
    let (k, _) = konst(f, 1);
    let mut e = Edits::new(f);
    assert!(e.insert_before(ci, &[k]));
    f.remove_inst(ci);
    assert_eq!(
        e.apply(f),
        Err(StaleEdits::LostAnchor {
            anchor: ci,
            mnemonic: "sub"
        })
    );
}

/// Names handed out stay unique: a name is free again once its value gives it away, and a
/// rename behind the batch's back is caught when the batch is applied (debug builds).
#[test]
fn derived_names_are_unique_and_a_stale_index_is_caught() {
    let mut m = module();
    let f = &mut m.functions[0];
    let (_, a) = inst_defining(f, "a");
    let (_, v) = konst(f, 1);
    let (_, w) = konst(f, 2);
    // `%a.x` exists already: taken.
    f.set_value_name(a, Some("a.x"));
    let mut e = Edits::new(f);
    assert_eq!(e.derived_name(f, Some("a"), "x"), None);
    assert_eq!(e.derived_name(f, None, "x"), None);
    let n = e.derived_name(f, Some("a"), "y");
    assert_eq!(n.as_deref(), Some("a.y"));
    e.name_if_unnamed(f, v, n);
    assert_eq!(e.derived_name(f, Some("a"), "y"), None);
    // Moving `%a.y` from v to w keeps it taken; taking it away frees it.
    let n = e.take_name(f, v);
    e.name_if_unnamed(f, w, n);
    assert_eq!(e.derived_name(f, Some("a"), "y"), None);
    let _ = e.take_name(f, w);
    assert_eq!(e.derived_name(f, Some("a"), "y").as_deref(), Some("a.y"));
    assert_eq!(e.apply(f), Ok(()));

    let mut e = Edits::new(f);
    assert!(e.derived_name(f, Some("a"), "z").is_some());
    f.set_value_name(v, Some("a.z"));
    let applied = e.apply(f);
    if cfg!(debug_assertions) {
        assert_eq!(
            applied,
            Err(StaleEdits::StaleNames {
                name: "a.z".into(),
                actual: 1,
                indexed: 0
            })
        );
    }
}

/// The use index's edits are the single edits, and an operand rewritten behind its back is
/// caught by `check` (a later replace-all-uses would miss that use).
#[test]
fn the_use_index_edits_as_the_single_edits_and_catches_unlisted_uses() {
    let mut indexed = module();
    let f = &mut indexed.functions[0];
    let (a, bi, b, ci, (k1, v1), (k2, v2)) = handles(f);
    let entry = f.layout[0];
    let mut uses = UseIndex::new(f);
    assert!(uses.splice(f, entry, bi, &[k1], false));
    uses.replace_all_uses(f, b, v1);
    assert!(uses.splice(f, entry, ci, &[k2], true));
    uses.replace_all_uses(f, a, v2);
    assert!(!uses.is_placed(bi) && uses.is_placed(k1));
    assert_eq!(uses.check(f), Ok(()));
    // Not in that block: nothing happens.
    assert!(!uses.splice(f, f.layout[1], ci, &[], false));

    let mut one = module();
    let f1 = &mut one.functions[0];
    let (a, bi, b, ci, (k1, v1), (k2, v2)) = handles(f1);
    assert!(f1.insert_before(bi, k1));
    f1.remove_inst(bi);
    f1.replace_all_uses(b, v1);
    assert!(f1.insert_before(ci, k2));
    f1.replace_all_uses(a, v2);
    assert_eq!(print_module(&indexed), print_module(&one));

    // `%c` now reads the 7 directly, which the index does not know.
    let f = &mut indexed.functions[0];
    let (ci, _) = inst_defining(f, "c");
    let (_, x) = konst(f, 3);
    f.insts[ci.index()].kind = InstKind::Binary {
        op: crate::BinOp::Sub,
        lhs: x,
        rhs: v1,
    };
    assert_eq!(
        uses.check(f),
        Err(StaleEdits::UnlistedUse { user: ci, value: x })
    );
    // And an instruction taken out behind its back.
    f.insts[ci.index()].kind = InstKind::Binary {
        op: crate::BinOp::Sub,
        lhs: v1,
        rhs: v1,
    };
    f.remove_inst(k1);
    assert_eq!(uses.check(f), Err(StaleEdits::Misplaced { inst: k1 }));
}

/// The first version of [`Function::compact`]: the arena read in order for the input's
/// instructions, the layout for the live ones and their origins, then retain, then a walk
/// renumbering origins. The one-walk version must leave exactly what it left.
fn reference_compact(f: &mut Function) -> bool {
    let ni = f.insts.len();
    let mut keep: Vec<bool> = f.insts.iter().map(|d| d.origin.is_none()).collect();
    for bd in &f.blocks {
        for &i in &bd.insts {
            keep[i.index()] = true;
            if let Some(o) = f.insts[i.index()].origin {
                if let Some(k) = keep.get_mut(o.index()) {
                    *k = true;
                }
            }
        }
    }
    let mut next = 0u32;
    let map: Vec<Option<u32>> = keep
        .iter()
        .map(|&k| {
            k.then(|| {
                next += 1;
                next - 1
            })
        })
        .collect();
    if next as usize == ni {
        return false;
    }
    let new = |i: Inst| map.get(i.index()).copied().flatten().map(Inst);
    let mut k = 0;
    f.insts.retain(|_| {
        k += 1;
        map[k - 1].is_some()
    });
    for d in &mut f.insts {
        d.origin = d.origin.and_then(new);
    }
    for vd in &mut f.values {
        if let crate::ir::ValueDef::Result(d) = vd.def {
            vd.def = new(d).map_or(crate::ir::ValueDef::DROPPED, crate::ir::ValueDef::Result);
        }
    }
    for bd in &mut f.blocks {
        for i in &mut bd.insts {
            *i = new(*i).unwrap_or(Inst(u32::MAX));
        }
    }
    true
}

/// Random arenas: input instructions (no origin), pass-made ones whose origin is any earlier
/// instruction (an input one, or a pass-made one, which only a live instruction keeps), a
/// random part of them placed in random blocks in random order. Both versions keep the same
/// instructions, ids, origins, value definitions and block lists.
#[test]
fn compact_agrees_with_the_first_version_on_random_arenas() {
    let mut rng = crate::rng::Rng::new(0x5eed_c0de);
    for round in 0..300 {
        let mut f = Function::new("k");
        let blocks: Vec<Block> = (0..rng.range(1, 4))
            .map(|b| f.add_block(format!("b{b}")))
            .collect();
        let n = rng.range(1, 60) as usize;
        let input = rng.range(0, n as u64 + 1) as usize;
        let mut placed = Vec::new();
        for k in 0..n {
            let (i, _) = konst(&mut f, k as i64);
            if k >= input {
                // Mostly the input's instructions, as the passes do; sometimes another
                // pass-made one (a chain of origins).
                let o = if input > 0 && rng.chance(3, 4) {
                    rng.below(input as u64)
                } else {
                    rng.below(k as u64 + 1)
                };
                f.insts[i.index()].origin = (o as usize != k).then_some(Inst(o as u32));
            }
            if rng.chance(1, 2) {
                placed.push(i);
            }
        }
        for k in (1..placed.len()).rev() {
            placed.swap(k, rng.below(k as u64 + 1) as usize);
        }
        for i in placed {
            let b = *rng.pick(&blocks);
            f.append_inst(b, i);
        }
        let mut want = f.clone();
        let changed = f.compact();
        assert_eq!(changed, reference_compact(&mut want), "round {round}");
        assert_eq!(f.insts.len(), want.insts.len(), "round {round}");
        for (a, b) in f.insts.iter().zip(&want.insts) {
            assert_eq!(
                (&a.kind, a.result, a.origin),
                (&b.kind, b.result, b.origin),
                "round {round}"
            );
        }
        assert_eq!(f.values, want.values, "round {round}");
        assert_eq!(f.blocks, want.blocks, "round {round}");
    }
}
