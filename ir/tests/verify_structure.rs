//! The verifier on module rules, function and block structure, SSA definitions and dominance,
//! and branches (docs/ARCHITECTURE.md §2): for each rule a function that follows it and is
//! accepted, and one that breaks it and is rejected with exactly the expected [`VerifyError`]
//! variant (and nothing else).

#[macro_use]
mod verify_common;

use verify_common::*;

// ---------------------------------------------------------------------------------------------
// Module rules

#[test]
fn surface_names_are_unique() {
    let mut m = kernel(&[], |_, _, _| {});
    accepts(&m);
    m.add_surface("buf", SurfaceKind::Slm);
    rejects!(m, VerifyError::DuplicateSurface { name, .. } if name == "buf");
}

/// A surface's `bti(N)`: at most 239 (240..=255 are the special surfaces' entries), on an
/// untyped or image surface only, one surface per index.
#[test]
fn binding_table_indices_are_in_range_unique_and_on_user_surfaces() {
    let mut m = kernel(&[], |_, _, _| {});
    m.surfaces[0].bti = Some(239);
    m.surfaces[3].bti = Some(0);
    accepts(&m);
    m.surfaces[0].bti = Some(240);
    rejects!(m, VerifyError::BadBinding { name, bti: 240, .. } if name == "buf");
    m.surfaces[0].bti = Some(0);
    let e = rejects!(m, VerifyError::BadBinding { name, bti: 0, .. } if name == "img");
    assert!(e.to_string().contains("`@buf`"), "{e}");
    m.surfaces[3].bti = None;
    m.surfaces[1].bti = Some(5);
    rejects!(m, VerifyError::BadBinding { name, .. } if name == "lds");
}

/// The default assignment: a surface's own index kept, the other untyped and image surfaces
/// given the lowest free index in declaration order, none for slm and stateless.
#[test]
fn the_binding_table_fills_the_lowest_free_indices_in_declaration_order() {
    let mut m = kernel(&[], |_, _, _| {});
    // buf, lds (slm), glb (stateless), img, line, vol.
    assert_eq!(
        m.binding_table(),
        vec![Some(0), None, None, Some(1), Some(2), Some(3)]
    );
    m.surfaces[5].bti = Some(1);
    assert_eq!(
        m.binding_table(),
        vec![Some(0), None, None, Some(2), Some(3), Some(1)]
    );
}

#[test]
fn function_names_are_unique() {
    let mut m = kernel(&[], |_, _, _| {});
    let mut g = m.functions[0].clone();
    g.name = "g".into();
    m.functions.push(g.clone());
    accepts(&m);
    g.name = "k".into();
    m.functions.push(g);
    rejects!(m, VerifyError::DuplicateFunction { name, .. } if name == "k");
}

#[test]
fn names_are_identifiers() {
    let mut m = kernel(&[], |_, _, _| {});
    m.surfaces[0].name = "2buf".into();
    rejects!(
        m,
        VerifyError::BadName {
            what: "surface",
            ..
        }
    );
    let mut m = kernel(&[], |_, _, _| {});
    m.functions[0].name = "a-b".into();
    rejects!(
        m,
        VerifyError::BadName {
            what: "function",
            ..
        }
    );
    let mut m = kernel(&[], |_, _, _| {});
    m.functions[0].blocks[0].name = String::new();
    rejects!(m, VerifyError::BadName { what: "block", .. });
    // `%7` is how anonymous values print: a user name must never look like one.
    let m = kernel(&[("7", Type::I32)], |b, _, p| {
        b.sink(&[p[0]]);
    });
    rejects!(m, VerifyError::BadName { what: "value", name, .. } if name == "7");
    let m = kernel(&[("_x.1", Type::I32), (".y", Type::I32)], |b, _, p| {
        b.sink(p);
    });
    accepts(&m);
}

// ---------------------------------------------------------------------------------------------
// Function and block structure

#[test]
fn a_function_has_blocks() {
    let mut m = Module::new();
    m.functions.push(Function::new("k"));
    rejects!(m, VerifyError::NoBlocks { name, .. } if name == "k");
}

#[test]
fn block_names_are_unique() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let next = b.block("next");
    b.switch_to(entry);
    b.br(next, &[]);
    b.switch_to(next);
    b.ret();
    m.functions.push(f);
    accepts(&m);
    m.functions[0].blocks[1].name = "entry".into();
    rejects!(m, VerifyError::DuplicateBlock { name, .. } if name == "entry");
}

#[test]
fn blocks_are_not_empty() {
    let mut m = kernel(&[], |b, _, _| {
        b.block("dead");
    });
    rejects!(m, VerifyError::EmptyBlock { block, .. } if block == "dead");
    m.functions[0].layout.pop();
    accepts(&m);
}

#[test]
fn blocks_end_in_a_terminator() {
    let mut m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.sink(&[p[0]]);
    });
    accepts(&m);
    m.functions[0].blocks[0].insts.pop();
    let e = rejects!(m, VerifyError::MissingTerminator { block, .. } if block == "entry");
    assert_eq!(e.site().op, Some("sink"));
}

#[test]
fn terminators_are_last() {
    let mut m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.ret();
        b.sink(&[p[0]]);
    });
    rejects!(m, VerifyError::MisplacedTerminator { block, .. } if block == "entry");
    m.functions[0].blocks[0].insts.remove(0);
    accepts(&m);
}

#[test]
fn only_ops_with_results_have_results() {
    let mut m = kernel(&[("off", vec(16, I32)), ("d", vec(16, I32))], |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[1], None, 4);
    });
    accepts(&m);
    // A scatter given a result value, and an add without one.
    let f = &mut m.functions[0];
    let kind = f.inst(f.block(Block(0)).insts[0]).kind.clone();
    let bad = f.create_inst(kind, Some(vec(16, I32)), None, Loc::UNKNOWN);
    f.blocks[0].insts[0] = bad;
    rejects!(
        m,
        VerifyError::ResultMismatch {
            has_result: true,
            ..
        }
    );
    let mut m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.insert(
            InstKind::Binary {
                op: BinOp::Add,
                lhs: p[0],
                rhs: p[0],
            },
            None,
        );
    });
    let e = rejects!(
        m,
        VerifyError::ResultMismatch {
            has_result: false,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("`%name = add ... : T`"));
    m.functions[0].blocks[0].insts.remove(0);
    accepts(&m);
}

#[test]
fn value_names_are_unique() {
    let m = kernel(&[("x", Type::I32)], |b, _, p| {
        let y = b.named("y").add(p[0], p[0]);
        let z = b.named("x").add(y, y);
        b.sink(&[z]);
    });
    let e = rejects!(m, VerifyError::DuplicateValue { name, .. } if name == "x");
    // The second definition is the one reported.
    assert_eq!(e.site().op, Some("add"));
    assert_eq!(e.site().index, Some(1));
}

#[test]
fn value_types_are_in_the_grammar() {
    for (ty, ok) in [
        (vec(4096, I32), true),
        (Type::mask(1), true),
        (Type::chan_vec(8, 4, F16), true),
        (vec(0, I32), false),
        (vec(4097, I32), false),
        (Type::mask(0), false),
        (Type::chan_vec(8, 5, I32), false),
        (Type::chan_vec(8, 0, I32), false),
    ] {
        let m = kernel(&[("x", ty)], |b, _, p| {
            b.sink(&[p[0]]);
        });
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::InvalidType { ty: t, .. } if *t == ty);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Definitions, SSA dominance

#[test]
fn operands_are_defined() {
    // A dangling value id.
    let m = kernel(&[], |b, _, _| {
        b.sink(&[Value(999)]);
    });
    let e = rejects!(m, VerifyError::UndefinedValue { value, .. } if value == "%<undefined v999>");
    assert_eq!(e.site().op, Some("sink"));
    // The result of an instruction that is in no block.
    let m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.set_insert_point(builder::InsertPoint::Unset);
        let dead = b.add(p[0], p[0]);
        b.switch_to(Block(0));
        b.sink(&[dead]);
    });
    rejects!(m, VerifyError::UndefinedValue { .. });
    // A parameter of a block that is not in the layout.
    let m = kernel(&[], |b, _, _| {
        let gone = b.block("gone");
        let y = b.param(gone, Type::I32, "y");
        b.func.layout.pop();
        b.sink(&[y]);
    });
    rejects!(m, VerifyError::UndefinedValue { value, .. } if value == "%<undefined v0>");
}

#[test]
fn uses_follow_definitions_in_a_block() {
    let mut m = kernel(&[("x", Type::I32)], |b, _, p| {
        let y = b.named("y").add(p[0], p[0]);
        b.sink(&[y]);
    });
    accepts(&m);
    m.functions[0].blocks[0].insts.swap(0, 1);
    rejects!(m, VerifyError::UseBeforeDef { value, .. } if value == "%y");
    // An instruction using its own result.
    let m = kernel(&[("x", Type::I32)], |b, _, _| {
        let own = Value(b.func.values.len() as u32);
        let add = InstKind::Binary {
            op: BinOp::Add,
            lhs: own,
            rhs: own,
        };
        let i = b.named("y").insert(add, Some(Type::I32));
        assert_eq!(b.func.result(i), Some(own));
        b.sink(&[own]);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:#?}");
    assert!(errs
        .iter()
        .all(|e| matches!(e, VerifyError::UseBeforeDef { .. })));
}

#[test]
fn uses_are_dominated_by_definitions() {
    accepts(&diamond(false));
    let e = rejects!(diamond(true), VerifyError::NotDominated { value, def_block, use_block, .. }
        if value == "%t" && def_block == "then" && use_block == "join");
    assert_eq!(
        e.to_string(),
        "`%t` is defined in block `then`, which does not dominate its use in block `join` \
         (in `sink`, instruction 0 of block `join`, @k)"
    );
}

#[test]
fn unreachable_blocks_are_not_checked_for_dominance() {
    let mut m = diamond(false);
    // A block nobody branches to may use anything defined anywhere.
    let f = &mut m.functions[0];
    let mut b = FunctionBuilder::new(f);
    let island = b.block("island");
    b.switch_to(island);
    let t = b.func.blocks[1].insts[0];
    let tv = b.func.result(t).unwrap();
    let late = b.named("late").add(tv, tv);
    b.sink(&[late]);
    b.ret();
    accepts(&m);
}

#[test]
fn loops_carry_values_in_block_params() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let n = b.param(entry, Type::I32, "n");
    let head = b.block("head");
    let i = b.param(head, Type::I32, "i");
    let done = b.block("done");
    b.switch_to(entry);
    let zero = b.iconst(Type::I32, 0);
    b.br(head, &[zero]);
    b.switch_to(head);
    let one = b.iconst(Type::I32, 1);
    let next = b.add(i, one);
    let more = b.cmp(CmpPred::Ult, next, n);
    b.cond_br(more, head, &[next], done, &[]);
    b.switch_to(done);
    b.sink(&[i]);
    b.ret();
    m.functions.push(f);
    accepts(&m);
    // The compare moved above the add it reads.
    let body = &mut m.functions[0].blocks[1].insts;
    body.swap(1, 2);
    rejects!(m, VerifyError::UseBeforeDef { .. });
}

// ---------------------------------------------------------------------------------------------
// Branches

#[test]
fn branches_target_blocks_of_the_function() {
    let mut m = diamond(false);
    accepts(&m);
    m.functions[0].layout.retain(|&b| b != Block(2));
    let e = rejects!(m, VerifyError::UnknownBlock { block, .. } if block == "else");
    assert_eq!(e.site().op, Some("cond_br"));
    let mut m = diamond(false);
    if let InstKind::Br { dest } = &mut m.functions[0].insts[2].kind {
        dest.block = Block(77);
    }
    rejects!(m, VerifyError::UnknownBlock { block, .. } if block == "block77");
}

#[test]
fn no_branch_targets_the_entry() {
    let mut m = diamond(false);
    if let InstKind::CondBr { else_dest, .. } = &mut m.functions[0].insts[0].kind {
        else_dest.block = Block(0);
        else_dest.args = smallvec![Value(0), Value(1)];
    }
    rejects!(m, VerifyError::BranchToEntry { block, .. } if block == "entry");
}

#[test]
fn branch_arguments_match_parameters() {
    let mut m = diamond(false);
    if let InstKind::Br { dest } = &mut m.functions[0].insts[3].kind {
        dest.args.clear();
    }
    let e = rejects!(m, VerifyError::BranchArgCount { block, params: 1, args: 0, .. }
        if block == "join");
    assert_eq!(e.expected().as_deref(), Some("1 argument (i32)"));
    let mut m = diamond(false);
    if let InstKind::Br { dest } = &mut m.functions[0].insts[3].kind {
        dest.args[0] = Value(0); // %c: mask<1>
    }
    let e = rejects!(m, VerifyError::BranchArgType { index: 0, param, arg, .. }
        if *param == Type::I32 && *arg == Type::mask(1));
    assert_eq!(
        e.to_string(),
        "branch argument 1 to `join` has type mask<1> but the parameter `%j` has type i32 \
         (in `br`, instruction 0 of block `else`, @k)"
    );
}

#[test]
fn cond_br_takes_a_scalar_bit() {
    let mut m = diamond(false);
    accepts(&m);
    m.functions[0].values[0].ty = Type::mask(16);
    rejects_mismatch(&m, Operand::Cond);
}
