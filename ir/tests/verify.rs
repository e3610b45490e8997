//! The verifier, rule by rule (docs/ARCHITECTURE.md §2), on functions made with the builder:
//! for each rule a function that follows it and is accepted, and one that breaks it and is
//! rejected with exactly the expected [`VerifyError`] variant (and nothing else).

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::diag::{self, Located};
use memlower_ir::rng::Rng;
use memlower_ir::verify::{verify_function, verify_module, ConstProblem, Operand, VerifyError};
use memlower_ir::*;
use smallvec::smallvec;

const I8: ScalarType = ScalarType::I8;
const I16: ScalarType = ScalarType::I16;
const I32: ScalarType = ScalarType::I32;
const I64: ScalarType = ScalarType::I64;
const F16: ScalarType = ScalarType::F16;
const F32: ScalarType = ScalarType::F32;

fn vec(n: u32, e: ScalarType) -> Type {
    Type::vec(n, e)
}

/// The surfaces every test module declares.
struct Surfaces {
    buf: SurfaceRef,
    lds: SurfaceRef,
    glb: SurfaceRef,
    /// `image2d<rgba, f32>`
    img: SurfaceRef,
    /// `image1d<r, i32>`
    line: SurfaceRef,
    /// `image3d<rg, f16>`
    vol: SurfaceRef,
}

fn surfaces(m: &mut Module) -> Surfaces {
    let image = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    Surfaces {
        buf: m.add_surface("buf", SurfaceKind::Untyped),
        lds: m.add_surface("lds", SurfaceKind::Slm),
        glb: m.add_surface("glb", SurfaceKind::Stateless),
        img: m.add_surface("img", image(ImageDim::D2, ChannelMask::RGBA, F32)),
        line: m.add_surface("line", image(ImageDim::D1, ChannelMask::R, I32)),
        vol: m.add_surface("vol", image(ImageDim::D3, ChannelMask::RG, F16)),
    }
}

/// A module with one function `@k` whose entry block takes `params`; `body` fills the entry
/// block, and a `ret` is appended.
fn kernel(
    params: &[(&str, Type)],
    body: impl FnOnce(&mut FunctionBuilder, &Surfaces, &[Value]),
) -> Module {
    let mut m = Module::new();
    let s = surfaces(&mut m);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params.iter().map(|(n, t)| b.param(entry, *t, n)).collect();
    b.switch_to(entry);
    body(&mut b, &s, &ps);
    b.ret();
    m.functions.push(f);
    m
}

/// A kernel computing one value with `body` and keeping it live with `sink`.
fn value_kernel(
    params: &[(&str, Type)],
    body: impl FnOnce(&mut FunctionBuilder, &Surfaces, &[Value]) -> Value,
) -> Module {
    kernel(params, |b, s, p| {
        let v = body(b, s, p);
        b.sink(&[v]);
    })
}

fn errors(m: &Module) -> Vec<VerifyError> {
    verify_module(m).err().unwrap_or_default()
}

#[track_caller]
fn accepts(m: &Module) {
    if let Err(e) = verify_module(m) {
        panic!(
            "rejected a valid module:\n{}\n{e:#?}",
            print::print_module(m)
        );
    }
}

/// Asserts the module is rejected with exactly one error, matching the pattern.
macro_rules! rejects {
    ($m:expr, $pat:pat $(if $guard:expr)?) => {{
        let m = &$m;
        let errs = errors(m);
        assert!(
            errs.len() == 1 && matches!(&errs[0], $pat $(if $guard)?),
            "expected exactly one {} error, got {:#?}",
            stringify!($pat),
            errs
        );
        errs.into_iter().next().unwrap()
    }};
}

/// Asserts the module is rejected with exactly one type mismatch, on `operand`.
#[track_caller]
fn rejects_mismatch(m: &Module, operand: Operand) -> VerifyError {
    rejects!(m, VerifyError::TypeMismatch { operand: o, .. } if *o == operand)
}

fn set_via(f: &mut Function, inst: Inst, choice: MsgChoice) {
    match &mut f.inst_mut(inst).kind {
        InstKind::Gather { via, .. }
        | InstKind::Scatter { via, .. }
        | InstKind::ImageLoad { via, .. } => *via = Some(choice),
        other => panic!("no via on {}", other.mnemonic()),
    }
}

fn addr(surface: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface,
        base,
        offsets,
    }
}

fn coords(uvr: &[Value], lod: Option<Value>) -> ImageCoords {
    ImageCoords {
        uvr: uvr.iter().copied().collect(),
        lod,
    }
}

// ---------------------------------------------------------------------------------------------
// Module rules

#[test]
fn surface_names_are_unique() {
    let mut m = kernel(&[], |_, _, _| {});
    accepts(&m);
    m.add_surface("buf", SurfaceKind::Slm);
    rejects!(m, VerifyError::DuplicateSurface { name, .. } if name == "buf");
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

/// `entry -> (then | else) -> join`, with `%t` defined in `then`. Returns the module and the
/// blocks `[entry, then, else, join]`; `use_in_join` decides whether `join` uses `%t` directly.
fn diamond(use_in_join: bool) -> Module {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let c = b.param(entry, Type::mask(1), "c");
    let x = b.param(entry, Type::I32, "x");
    let then = b.block("then");
    let els = b.block("else");
    let join = b.block("join");
    let jp = b.param(join, Type::I32, "j");
    b.switch_to(entry);
    b.cond_br(c, then, &[], els, &[]);
    b.switch_to(then);
    let t = b.named("t").add(x, x);
    b.br(join, &[t]);
    b.switch_to(els);
    b.br(join, &[x]);
    b.switch_to(join);
    b.sink(&[if use_in_join { t } else { jp }]);
    b.ret();
    m.functions.push(f);
    m
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

// ---------------------------------------------------------------------------------------------
// Per-op rules

#[test]
fn constants() {
    let ok: Vec<(Type, ConstValue)> = vec![
        (Type::I32, ConstValue::int(-5)),
        (vec(4, I32), ConstValue::Int(smallvec![0, 4, 8, 12])),
        (vec(16, I32), ConstValue::int(7)),
        (
            Type::chan_vec(2, 2, I16),
            ConstValue::Int(smallvec![1, 2, 3, 4]),
        ),
        (Type::Scalar(I8), ConstValue::int(-128)),
        (Type::Scalar(I8), ConstValue::int(255)),
        (Type::Scalar(I64), ConstValue::int(i64::MIN)),
        (Type::Scalar(F32), ConstValue::float(1.5)),
        (
            vec(2, F16),
            ConstValue::Float(smallvec![0, 2.5f64.to_bits()]),
        ),
        (Type::mask(4), ConstValue::Int(smallvec![1, 0, 1, 1])),
        (Type::mask(32), ConstValue::int(1)),
    ];
    for (ty, value) in ok {
        let m = value_kernel(&[], |b, _, _| {
            b.insert(InstKind::Const { value }, Some(ty));
            Value(0)
        });
        accepts(&m);
    }
    let bad: Vec<(Type, ConstValue, ConstProblem)> = vec![
        (
            vec(4, I32),
            ConstValue::Int(smallvec![0, 4, 8]),
            ConstProblem::Count {
                found: 3,
                elements: 4,
            },
        ),
        (
            Type::I32,
            ConstValue::Int(smallvec![]),
            ConstProblem::Count {
                found: 0,
                elements: 1,
            },
        ),
        (Type::I32, ConstValue::float(1.0), ConstProblem::FloatForInt),
        (
            Type::mask(2),
            ConstValue::float(1.0),
            ConstProblem::FloatForInt,
        ),
        (
            Type::Scalar(F32),
            ConstValue::int(1),
            ConstProblem::IntForFloat,
        ),
        (
            Type::mask(4),
            ConstValue::Int(smallvec![1, 0, 2, 1]),
            ConstProblem::NotABit { index: 2, value: 2 },
        ),
        (
            vec(2, I8),
            ConstValue::Int(smallvec![1, 256]),
            ConstProblem::OutOfRange {
                index: 1,
                value: 256,
                elem: I8,
            },
        ),
        (
            Type::Scalar(I16),
            ConstValue::int(-32769),
            ConstProblem::OutOfRange {
                index: 0,
                value: -32769,
                elem: I16,
            },
        ),
    ];
    for (ty, value, want) in bad {
        let m = value_kernel(&[], |b, _, _| {
            b.insert(InstKind::Const { value }, Some(ty));
            Value(0)
        });
        rejects!(m, VerifyError::BadConst { problem, .. } if *problem == want);
    }
}

#[test]
fn const_out_of_range_says_the_range() {
    let m = value_kernel(&[], |b, _, _| b.iconst(Type::Scalar(I8), 300));
    let e = rejects!(m, VerifyError::BadConst { .. });
    assert_eq!(
        e.expected().as_deref(),
        Some("an integer between -128 and 255")
    );
}

#[test]
fn splat() {
    let m = value_kernel(&[("x", Type::I32), ("c", Type::mask(1))], |b, _, p| {
        let v = b.splat(p[0], vec(16, I32));
        let m = b.splat(p[1], Type::mask(16));
        b.sink(&[v]);
        m
    });
    accepts(&m);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| b.splat(p[0], vec(16, F32)));
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| {
        b.splat(p[0], Type::chan_vec(16, 2, I32))
    });
    rejects_mismatch(&m, Operand::Result);
    let m = value_kernel(&[("c", Type::mask(4))], |b, _, p| {
        b.splat(p[0], Type::mask(16))
    });
    rejects_mismatch(&m, Operand::Source);
}

#[test]
fn lane_index() {
    let m = value_kernel(&[], |b, _, _| b.lane_index(16));
    accepts(&m);
    let m = value_kernel(&[], |b, _, _| {
        let i = b.insert(InstKind::LaneIndex, Some(vec(16, F32)));
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::TypeMismatch { operand: Operand::Result, found, .. }
        if *found == vec(16, F32));
}

#[test]
fn binary_operands_have_the_result_type() {
    let m = value_kernel(&[("a", vec(16, F32)), ("m", Type::mask(16))], |b, _, p| {
        let s = b.binary(BinOp::Mul, p[0], p[0]);
        let k = b.binary(BinOp::Xor, p[1], p[1]);
        b.sink(&[s]);
        k
    });
    accepts(&m);
    let m = value_kernel(&[("a", vec(16, I32)), ("b", vec(16, F32))], |b, _, p| {
        b.add(p[0], p[1])
    });
    let e = rejects!(m, VerifyError::TypeMismatch { operand: Operand::Rhs, found, .. }
        if *found == vec(16, F32));
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<16 x i32> right operand (the result type)")
    );
}

#[test]
fn binary_ops_are_defined_on_their_types() {
    for (op, ty, ok) in [
        (BinOp::Shl, vec(8, I16), true),
        (BinOp::Shl, vec(8, F32), false),
        (BinOp::LShr, Type::mask(8), false),
        (BinOp::Add, Type::mask(8), false),
        (BinOp::And, Type::mask(8), true),
        (BinOp::Or, Type::Scalar(F32), false),
        (BinOp::Sub, Type::Scalar(F32), true),
    ] {
        let m = value_kernel(&[("a", ty)], |b, _, p| b.binary(op, p[0], p[0]));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::UnsupportedType { ty: t, .. } if *t == ty);
        }
    }
}

#[test]
fn cmp() {
    let m = value_kernel(
        &[("a", vec(16, I32)), ("x", Type::Scalar(F32))],
        |b, _, p| {
            let lanes = b.cmp(CmpPred::Ult, p[0], p[0]);
            b.sink(&[lanes]);
            b.cmp(CmpPred::Sge, p[1], p[1])
        },
    );
    accepts(&m);
    let m = value_kernel(&[("a", vec(16, I32)), ("b", vec(16, I16))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[1])
    });
    rejects_mismatch(&m, Operand::Rhs);
    let m = value_kernel(&[("m", Type::mask(16))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[0])
    });
    rejects!(m, VerifyError::UnsupportedType { .. });
    let m = value_kernel(&[("a", Type::chan_vec(16, 2, I32))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[0])
    });
    rejects!(m, VerifyError::UnsupportedType { .. });
    let m = value_kernel(&[("a", vec(16, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Cmp {
                pred: CmpPred::Ne,
                lhs: p[0],
                rhs: p[0],
            },
            Some(Type::mask(8)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn select() {
    let params = [
        ("m", Type::mask(16)),
        ("a", vec(16, F32)),
        ("b", vec(16, F32)),
        ("c", Type::mask(1)),
        ("x", Type::I32),
        ("m8", Type::mask(8)),
    ];
    let m = value_kernel(&params, |b, _, p| {
        let v = b.select(p[0], p[1], p[2]);
        b.sink(&[v]);
        b.select(p[3], p[4], p[4])
    });
    accepts(&m);
    let m = value_kernel(&params, |b, _, p| b.select(p[5], p[1], p[2]));
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Cond,
            lanes: 8,
            ref_lanes: 16,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("a mask<16> condition"));
    let m = value_kernel(&params, |b, _, p| b.select(p[4], p[1], p[2]));
    rejects_mismatch(&m, Operand::Cond);
    let m = value_kernel(&params, |b, _, p| b.select(p[0], p[1], p[4]));
    rejects_mismatch(&m, Operand::OnFalse);
}

#[test]
fn extract_and_insert() {
    let m = value_kernel(
        &[("v", Type::chan_vec(16, 2, F32)), ("m", Type::mask(32))],
        |b, _, p| {
            let hi = b.extract(p[0], 8, 8);
            let v = b.insert_lanes(p[0], hi, 0);
            let mh = b.extract(p[1], 16, 16);
            b.sink(&[v, mh]);
            b.insert_lanes(p[1], mh, 16)
        },
    );
    accepts(&m);
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| b.extract(p[0], 12, 8));
    let e = rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 12,
            lanes: 8,
            whole_lanes: 16,
            ..
        }
    );
    assert_eq!(e.to_string(), "lanes 12..20 are out of range for 16 lanes (in `extract`, instruction 0 of block `entry`, @k)");
    assert_eq!(
        e.expected().as_deref(),
        Some("a start lane between 0 and 8")
    );
    let m = value_kernel(&[("v", vec(16, I32)), ("w", vec(8, I32))], |b, _, p| {
        b.insert_lanes(p[0], p[1], 9)
    });
    rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 9,
            lanes: 8,
            ..
        }
    );
    let m = value_kernel(&[("v", vec(16, I32)), ("w", vec(8, F32))], |b, _, p| {
        b.insert_lanes(p[0], p[1], 0)
    });
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Extract {
                src: p[0],
                start: 0,
            },
            Some(Type::mask(4)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| b.extract(p[0], 0, 1));
    rejects_mismatch(&m, Operand::Source);
}

#[test]
fn extract_one_lane_as_a_scalar() {
    let m = value_kernel(&[("v", vec(16, I32)), ("m", Type::mask(16))], |b, _, p| {
        let m1 = b.extract_lane(p[1], 15);
        b.sink(&[m1]);
        b.extract_lane(p[0], 15)
    });
    accepts(&m);
    assert!(m.functions[0]
        .values
        .iter()
        .any(|v| v.ty == Type::Scalar(I32)));
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| b.extract_lane(p[0], 16));
    rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 16,
            lanes: 1,
            whole_lanes: 16,
            ..
        }
    );
    // The scalar has the vector's element type, and only single-channel vectors have one.
    let scalar_of = |src: Type, ty: Type| {
        value_kernel(&[("v", src)], move |b, _, p| {
            let i = b.insert(
                InstKind::Extract {
                    src: p[0],
                    start: 0,
                },
                Some(ty),
            );
            b.func.result(i).unwrap()
        })
    };
    rejects_mismatch(&scalar_of(vec(16, I32), Type::Scalar(F32)), Operand::Result);
    rejects_mismatch(
        &scalar_of(Type::chan_vec(16, 2, F32), Type::Scalar(F32)),
        Operand::Result,
    );
}

#[test]
fn concat() {
    let m = value_kernel(
        &[
            ("a", vec(8, I32)),
            ("b", vec(24, I32)),
            ("x", Type::I32),
            ("m", Type::mask(4)),
        ],
        |b, _, p| {
            let v = b.concat(&[p[0], p[1]]);
            let s = b.concat(&[p[2], p[2], p[0]]);
            b.sink(&[v, s]);
            b.concat(&[p[3], p[3]])
        },
    );
    accepts(&m);
    let m = value_kernel(&[], |b, _, _| {
        let i = b.insert(InstKind::Concat { parts: smallvec![] }, Some(vec(1, I32)));
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::OperandCount { found: 0, .. });
    let m = value_kernel(&[("a", vec(8, I32)), ("b", vec(8, F32))], |b, _, p| {
        b.concat(&[p[0], p[1]])
    });
    rejects_mismatch(&m, Operand::Part(1));
    let m = value_kernel(&[("a", vec(8, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Concat {
                parts: smallvec![p[0], p[0]],
            },
            Some(vec(24, I32)),
        );
        b.func.result(i).unwrap()
    });
    let e = rejects_mismatch(&m, Operand::Result);
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<16 x i32> result (the parts one after another)")
    );
}

#[test]
fn chan_extract() {
    let m = value_kernel(&[("p", Type::chan_vec(16, 3, F32))], |b, _, p| {
        b.chan_extract(p[0], 2)
    });
    accepts(&m);
    let m = value_kernel(&[("p", Type::chan_vec(16, 2, F32))], |b, _, p| {
        b.chan_extract(p[0], 2)
    });
    let e = rejects!(m, VerifyError::BadChannelIndex { chan: 2, .. });
    assert_eq!(e.expected().as_deref(), Some("a channel between 0 and 1"));
    let m = value_kernel(&[("v", vec(16, F32))], |b, _, p| b.chan_extract(p[0], 0));
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("p", Type::chan_vec(16, 2, F32))], |b, _, p| {
        let i = b.insert(
            InstKind::ChanExtract { src: p[0], chan: 0 },
            Some(vec(16, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn chan_pack() {
    let params = [
        ("a", vec(16, I32)),
        ("b", vec(16, I32)),
        ("f", vec(16, F32)),
    ];
    let m = value_kernel(&params, |b, _, p| {
        let two = b.chan_pack(&[p[0], p[1]]);
        b.sink(&[two]);
        b.chan_pack(&[p[0], p[1], p[0], p[1]])
    });
    accepts(&m);
    let m = value_kernel(&params, |b, _, p| b.chan_pack(&[p[0]]));
    rejects!(m, VerifyError::OperandCount { found: 1, .. });
    let m = value_kernel(&params, |b, _, p| {
        let parts = smallvec![p[0]; 5];
        let i = b.insert(
            InstKind::ChanPack { parts },
            Some(Type::chan_vec(16, 4, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::OperandCount { found: 5, .. });
    let m = value_kernel(&params, |b, _, p| b.chan_pack(&[p[0], p[2]]));
    rejects_mismatch(&m, Operand::Part(1));
    let m = value_kernel(&params, |b, _, p| {
        let i = b.insert(
            InstKind::ChanPack {
                parts: smallvec![p[0], p[1]],
            },
            Some(Type::chan_vec(16, 3, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn integer_casts() {
    for (op, from, to, ok) in [
        (CastOp::ZExt, vec(16, I8), vec(16, I32), true),
        (CastOp::SExt, Type::Scalar(I16), Type::Scalar(I64), true),
        (
            CastOp::Trunc,
            Type::chan_vec(8, 2, I32),
            Type::chan_vec(8, 2, I8),
            true,
        ),
        (CastOp::ZExt, vec(16, I32), vec(16, I16), false),
        (CastOp::SExt, vec(16, I32), vec(16, I32), false),
        (CastOp::Trunc, vec(16, I8), vec(16, I16), false),
        (CastOp::ZExt, vec(16, I8), vec(8, I32), false),
        (CastOp::ZExt, vec(16, I8), Type::chan_vec(16, 2, I32), false),
        (CastOp::ZExt, vec(16, F16), vec(16, F32), false),
        (CastOp::ZExt, Type::mask(16), vec(16, I32), false),
    ] {
        let m = value_kernel(&[("x", from)], |b, _, p| b.cast(op, p[0], to));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadCast { from: f, to: t, .. } if *f == from && *t == to);
        }
    }
    let m = value_kernel(&[("x", vec(16, I32))], |b, _, p| {
        b.cast(CastOp::ZExt, p[0], vec(16, I16))
    });
    let e = rejects!(
        m,
        VerifyError::BadCast {
            reason: "does not widen",
            ..
        }
    );
    assert_eq!(
        e.expected().as_deref(),
        Some("an integer element wider than i32")
    );
}

#[test]
fn bitcasts() {
    for (from, to, ok) in [
        (vec(16, I32), vec(16, F32), true),
        (vec(16, I64), Type::chan_vec(16, 2, I32), true),
        (Type::Scalar(F16), Type::Scalar(I16), true),
        (vec(16, I64), vec(16, F32), false),
        (vec(16, I32), vec(8, I32), false),
        (Type::I32, vec(1, I32), false),
        (Type::mask(32), Type::I32, false),
    ] {
        let m = value_kernel(&[("x", from)], |b, _, p| b.cast(CastOp::Bitcast, p[0], to));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadCast { from: f, to: t, .. } if *f == from && *t == to);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Memory ops

fn gather_kernel(
    offsets: Type,
    mask: Option<Type>,
    base: Option<Type>,
    align: u32,
    ty: Type,
    surface: fn(&Surfaces) -> SurfaceRef,
) -> Module {
    let mut params = vec![("off", offsets)];
    params.extend(mask.map(|t| ("m", t)));
    params.extend(base.map(|t| ("base", t)));
    value_kernel(&params, |b, s, p| {
        let m = mask.map(|_| p[1]);
        let base = base.map(|_| p[p.len() - 1]);
        b.gather(addr(surface(s), base, p[0]), m, align, ty)
    })
}

#[test]
fn gather_surfaces() {
    let kinds: [fn(&Surfaces) -> SurfaceRef; 3] = [|s| s.buf, |s| s.lds, |s| s.glb];
    for s in kinds {
        accepts(&gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), s));
    }
    let m = gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), |s| s.img);
    let e = rejects!(m, VerifyError::UntypedOpOnImage { surface, .. } if surface == "img");
    assert_eq!(
        e.to_string(),
        "untyped op `gather` on image `@img` (in `gather`, instruction 0 of block `entry`, @k)"
    );
    let m = gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), |_| {
        SurfaceRef(42)
    });
    rejects!(
        m,
        VerifyError::UnknownSurface {
            surface: SurfaceRef(42),
            ..
        }
    );
}

#[test]
fn gather_address_types() {
    let buf = |s: &Surfaces| s.buf;
    let full = gather_kernel(
        vec(16, I32),
        Some(Type::mask(16)),
        Some(Type::I32),
        8,
        Type::chan_vec(16, 4, I8),
        buf,
    );
    accepts(&full);
    let m = gather_kernel(vec(16, I32), None, Some(vec(16, I32)), 4, vec(16, F32), buf);
    let e = rejects_mismatch(&m, Operand::Base);
    assert_eq!(e.expected().as_deref(), Some("a scalar i32 base"));
    let m = gather_kernel(vec(16, I64), None, None, 4, vec(16, F32), buf);
    let e = rejects_mismatch(&m, Operand::Offsets);
    assert_eq!(e.expected().as_deref(), Some("vec<16 x i32> offsets"));
    let m = gather_kernel(Type::I32, None, None, 4, vec(16, F32), buf);
    rejects_mismatch(&m, Operand::Offsets);
}

#[test]
fn gather_lane_counts() {
    let buf = |s: &Surfaces| s.buf;
    let m = gather_kernel(
        vec(16, I32),
        Some(Type::mask(8)),
        None,
        4,
        vec(16, F32),
        buf,
    );
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            lanes: 8,
            reference: Operand::Offsets,
            ref_lanes: 16,
            ..
        }
    );
    assert_eq!(
        e.to_string(),
        "lane count mismatch: the mask has 8 lanes but the offsets have 16 \
         (in `gather`, instruction 0 of block `entry`, @k)"
    );
    assert_eq!(e.expected().as_deref(), Some("a mask<16>"));
    let m = gather_kernel(vec(16, I32), Some(vec(16, I32)), None, 4, vec(16, F32), buf);
    rejects_mismatch(&m, Operand::Mask);
    let m = gather_kernel(vec(16, I32), None, None, 4, Type::chan_vec(8, 2, F32), buf);
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Result,
            lanes: 8,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("a vec<16 x 2 x f32> result"));
    let m = gather_kernel(vec(16, I32), None, None, 4, Type::Scalar(F32), buf);
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn alignments_are_powers_of_two_up_to_256() {
    let buf = |s: &Surfaces| s.buf;
    for align in [1, 2, 4, 64, 256] {
        accepts(&gather_kernel(
            vec(8, I32),
            None,
            None,
            align,
            vec(8, I32),
            buf,
        ));
    }
    for align in [0, 3, 12, 512, u32::MAX] {
        let m = gather_kernel(vec(8, I32), None, None, align, vec(8, I32), buf);
        let e = rejects!(m, VerifyError::BadAlignment { align: a, .. } if *a == align);
        assert_eq!(
            e.expected().as_deref(),
            Some("a power of two between 1 and 256")
        );
    }
}

#[test]
fn scatter_operands() {
    let params = [
        ("off", vec(16, I32)),
        ("d", Type::chan_vec(16, 2, F32)),
        ("m", Type::mask(16)),
        ("d8", vec(8, I32)),
        ("m4", Type::mask(4)),
    ];
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.lds, None, p[0]), p[1], Some(p[2]), 4);
    });
    accepts(&m);
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[3], None, 4);
    });
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Data,
            lanes: 8,
            ref_lanes: 16,
            ..
        }
    );
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[2], None, 4);
    });
    rejects_mismatch(&m, Operand::Data);
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[1], Some(p[4]), 4);
    });
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            lanes: 4,
            ..
        }
    );
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.vol, None, p[0]), p[1], None, 4);
    });
    rejects!(m, VerifyError::UntypedOpOnImage { .. });
}

fn load_kernel(
    surface: fn(&Surfaces) -> SurfaceRef,
    coord_types: &[Type],
    lod: Option<Type>,
    mask: Option<Type>,
    channels: ChannelMask,
    ty: Type,
) -> Module {
    let mut params: Vec<(&str, Type)> = ["u", "v", "r", "w"]
        .iter()
        .zip(coord_types)
        .map(|(n, t)| (*n, *t))
        .collect();
    params.extend(lod.map(|t| ("lod", t)));
    params.extend(mask.map(|t| ("m", t)));
    let nc = coord_types.len();
    value_kernel(&params, |b, s, p| {
        let lod = lod.map(|_| p[nc]);
        let m = mask.map(|_| p[p.len() - 1]);
        b.image_load(surface(s), coords(&p[..nc], lod), m, channels, ty)
    })
}

#[test]
fn image_load() {
    let img = |s: &Surfaces| s.img;
    let c8 = vec(8, I32);
    let rgba = Type::chan_vec(8, 4, F32);
    accepts(&load_kernel(
        img,
        &[c8, c8],
        Some(c8),
        Some(Type::mask(8)),
        ChannelMask::RGBA,
        rgba,
    ));
    // An integer image returns i32; a one-channel read is a plain vector.
    accepts(&load_kernel(
        |s| s.line,
        &[c8],
        None,
        None,
        ChannelMask::R,
        vec(8, I32),
    ));
    // An f16 image returns f32.
    let gr = ChannelMask(0b0011);
    let vol = |s: &Surfaces| s.vol;
    accepts(&load_kernel(
        vol,
        &[c8, c8, c8],
        None,
        None,
        gr,
        Type::chan_vec(8, 2, F32),
    ));
    let m = load_kernel(
        vol,
        &[c8, c8, c8],
        None,
        None,
        gr,
        Type::chan_vec(8, 2, F16),
    );
    let e = rejects_mismatch(&m, Operand::Result);
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<8 x 2 x f32> result (one f32 per channel in `rg` of this float image)")
    );
    let m = load_kernel(img, &[c8, c8], None, None, ChannelMask::RG, rgba);
    rejects_mismatch(&m, Operand::Result);
    let m = load_kernel(
        img,
        &[c8, c8],
        None,
        None,
        ChannelMask::RGBA,
        Type::chan_vec(16, 4, F32),
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Result,
            lanes: 16,
            reference: Operand::Coord(0),
            ref_lanes: 8,
            ..
        }
    );
}

#[test]
fn image_load_surface_and_coordinates() {
    let c8 = vec(8, I32);
    let rgba = Type::chan_vec(8, 4, F32);
    let m = load_kernel(|s| s.buf, &[c8, c8], None, None, ChannelMask::RGBA, rgba);
    let e = rejects!(
        m,
        VerifyError::TypedOpOnUntypedSurface {
            kind: "untyped",
            ..
        }
    );
    assert_eq!(
        e.to_string(),
        "typed op `image.load` on untyped surface `@buf` \
         (in `image.load`, instruction 0 of block `entry`, @k)"
    );
    let m = load_kernel(|s| s.lds, &[c8, c8], None, None, ChannelMask::RGBA, rgba);
    rejects!(m, VerifyError::TypedOpOnUntypedSurface { kind: "slm", .. });
    let m = load_kernel(|s| s.img, &[c8], None, None, ChannelMask::RGBA, rgba);
    let e = rejects!(
        m,
        VerifyError::CoordCount {
            dims: 2,
            found: 1,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("2 coordinates (U, V)"));
    let m = load_kernel(
        |s| s.img,
        &[c8, vec(8, F32)],
        None,
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects_mismatch(&m, Operand::Coord(1));
    let m = load_kernel(
        |s| s.img,
        &[c8, vec(16, I32)],
        None,
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Coord(1),
            lanes: 16,
            ..
        }
    );
    let m = load_kernel(
        |s| s.img,
        &[c8, c8],
        Some(Type::I32),
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects_mismatch(&m, Operand::Lod);
    let m = load_kernel(
        |s| s.img,
        &[c8, c8],
        None,
        Some(Type::mask(16)),
        ChannelMask::RGBA,
        rgba,
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            ..
        }
    );
}

#[test]
fn image_channels() {
    let c8 = vec(8, I32);
    let m = load_kernel(|s| s.line, &[c8], None, None, ChannelMask(0), vec(8, I32));
    rejects!(m, VerifyError::EmptyChannels { .. });
    let m = load_kernel(
        |s| s.line,
        &[c8],
        None,
        None,
        ChannelMask::RG,
        Type::chan_vec(8, 2, I32),
    );
    let e = rejects!(
        m,
        VerifyError::ChannelsNotInImage {
            channels: ChannelMask::RG,
            image_channels: ChannelMask::R,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("channels among `r`"));
}

#[test]
fn image_store() {
    let params = [
        ("u", vec(8, I32)),
        ("d", Type::chan_vec(8, 2, I32)),
        ("f", vec(8, F32)),
    ];
    let m = kernel(&params, |b, s, p| {
        b.image_store(s.line, coords(&p[..1], None), p[2], None, ChannelMask::R);
    });
    rejects_mismatch(&m, Operand::Data);
    let m = kernel(&params, |b, s, p| {
        let d = b.chan_extract(p[1], 0);
        b.image_store(s.line, coords(&p[..1], None), d, None, ChannelMask::R);
    });
    accepts(&m);
    let m = kernel(&params, |b, s, p| {
        b.image_store(s.buf, coords(&p[..1], None), p[2], None, ChannelMask::R);
    });
    rejects!(m, VerifyError::TypedOpOnUntypedSurface { .. });
}

// ---------------------------------------------------------------------------------------------
// `via`

#[test]
fn via_on_gather() {
    for (choice, ok) in [
        (MsgChoice::blocks(Message::GatherScaled, 1), true),
        (MsgChoice::blocks(Message::GatherScaled, 2), true),
        (MsgChoice::blocks(Message::GatherScaled, 4), true),
        (MsgChoice::blocks(Message::GatherScaled, 3), false),
        (MsgChoice::blocks(Message::GatherScaled, 8), false),
        (MsgChoice::blocks(Message::ScatterScaled, 4), false),
        (
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            false,
        ),
        (
            MsgChoice {
                msg: Message::GatherScaled,
                blocks: 4,
                channels: ChannelMask::RG,
            },
            false,
        ),
    ] {
        let mut m = gather_kernel(vec(16, I32), None, None, 4, vec(16, I32), |s| s.buf);
        set_via(&mut m.functions[0], Inst(0), choice);
        if ok {
            accepts(&m);
        } else {
            let e = rejects!(m, VerifyError::BadVia { .. });
            assert_eq!(
                e.expected().as_deref(),
                Some("gather_scaled.1, gather_scaled.2 or gather_scaled.4")
            );
        }
    }
}

#[test]
fn via_on_scatter() {
    for (choice, ok) in [
        (MsgChoice::blocks(Message::ScatterScaled, 1), true),
        (MsgChoice::blocks(Message::ScatterScaled, 4), true),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG),
            true,
        ),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RGBA),
            true,
        ),
        (MsgChoice::blocks(Message::QwScatter, 1), true),
        (MsgChoice::blocks(Message::QwScatter, 2), false),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask(0)),
            false,
        ),
        (MsgChoice::blocks(Message::GatherScaled, 4), false),
        (MsgChoice::blocks(Message::ScatterScaled, 0), false),
    ] {
        let mut m = kernel(&[("off", vec(16, I32)), ("d", vec(16, I32))], |b, s, p| {
            b.scatter(addr(s.buf, None, p[0]), p[1], None, 4);
        });
        set_via(&mut m.functions[0], Inst(0), choice);
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadVia { .. });
        }
    }
}

#[test]
fn via_on_image_load_names_its_channels() {
    let c8 = vec(8, I32);
    let ty = Type::chan_vec(8, 2, F32);
    let mut m = load_kernel(|s| s.img, &[c8, c8], None, None, ChannelMask::RG, ty);
    set_via(
        &mut m.functions[0],
        Inst(0),
        MsgChoice::channels(Message::Gather4Typed, ChannelMask::RG),
    );
    accepts(&m);
    set_via(
        &mut m.functions[0],
        Inst(0),
        MsgChoice::channels(Message::Gather4Typed, ChannelMask::RGBA),
    );
    let e = rejects!(m, VerifyError::BadVia { via, .. } if via == "gather4_typed.rgba");
    assert_eq!(
        e.expected().as_deref(),
        Some("gather4_typed.rg (the op's channels)")
    );
}

#[test]
fn sink_keeps_something_live() {
    let m = kernel(&[], |b, _, _| {
        b.sink(&[]);
    });
    rejects!(m, VerifyError::OperandCount { found: 0, .. });
}

// ---------------------------------------------------------------------------------------------
// Reporting

#[test]
fn errors_are_sorted_by_location_and_all_reported() {
    let m = kernel(&[("x", Type::I32), ("v", vec(4, I32))], |b, _, p| {
        b.set_loc(Loc::new(9, 3));
        let a = b.add(p[0], p[1]);
        b.set_loc(Loc::new(4, 3));
        let c = b.iconst(Type::Scalar(I8), 1000);
        b.set_loc(Loc::new(6, 3));
        b.sink(&[a, c]);
    });
    let errs = errors(&m);
    let locs: Vec<Loc> = errs.iter().map(|e| e.loc()).collect();
    // The const at line 4, the add at line 9; `ret` (unknown location) is fine.
    assert_eq!(locs, vec![Loc::new(4, 3), Loc::new(9, 3)], "{errs:#?}");
    assert!(matches!(errs[0], VerifyError::BadConst { .. }));
    assert!(matches!(
        errs[1],
        VerifyError::TypeMismatch {
            operand: Operand::Rhs,
            ..
        }
    ));
}

#[test]
fn verify_function_checks_one_function() {
    let m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.sink(&[p[0]]);
    });
    assert_eq!(verify_function(&m, &m.functions[0]), Ok(()));
    let mut bad = m.functions[0].clone();
    bad.blocks[0].insts.pop();
    let errs = verify_function(&m, &bad).unwrap_err();
    assert!(matches!(errs[..], [VerifyError::MissingTerminator { .. }]));
}

#[test]
fn renders_with_and_without_source() {
    let source = "func @k(%x: i32) {\nentry:\n  %y = const 300 : i8\n  sink %y\n  ret\n}\n";
    let m = value_kernel(&[("x", Type::I32)], |b, _, _| {
        b.set_loc(Loc::new(3, 3));
        b.named("y").iconst(Type::Scalar(I8), 300)
    });
    let errs = errors(&m);
    assert_eq!(
        diag::render(&errs[0], "k.mir", source),
        "error: the constant does not fit i8: element 0 (300) does not fit in i8\n  --> k.mir:3:3\n   |\n \
         3 |   %y = const 300 : i8\n   |   ^\n   = expected: an integer between -128 and 255\n"
    );
    let m = value_kernel(&[("x", Type::I32)], |b, _, _| {
        b.iconst(Type::Scalar(I8), 300)
    });
    assert_eq!(
        diag::render(&errors(&m)[0], "k.mir", ""),
        "error: the constant does not fit i8: element 0 (300) does not fit in i8 (in `const`, \
         instruction 0 of block `entry`, @k)\n  --> k.mir\n   = expected: an integer between \
         -128 and 255\n"
    );
}

// ---------------------------------------------------------------------------------------------
// Robustness

#[test]
fn malformed_arenas_are_errors_not_panics() {
    let good = || {
        kernel(&[("x", Type::I32)], |b, _, p| {
            let y = b.add(p[0], p[0]);
            b.sink(&[y]);
        })
    };
    accepts(&good());
    let mut m = good();
    m.functions[0].layout.push(Block(40));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].layout.push(Block(0));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].insts.insert(0, Inst(1234));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].insts.insert(0, Inst(0));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].insts[0].result = Some(Value(0)); // the parameter
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].insts[0].result = Some(Value(500));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].params.push(Value(1)); // the add's result
    rejects!(m, VerifyError::Malformed { .. });
}

/// Random corruption of valid functions: ids pointed anywhere, types and attributes changed.
/// Whatever comes out, the verifier returns (it must not panic), and the uncorrupted module
/// is accepted.
#[test]
fn random_corruption_never_panics() {
    let mut rng = Rng::new(7);
    let base = {
        let mut m = diamond(false);
        let s = surfaces(&mut m);
        let f = &mut m.functions[0];
        let mut b = FunctionBuilder::new(f);
        let join = Block(3);
        let last = b.func.blocks[3].insts.pop().unwrap();
        b.switch_to(join);
        let off = b.lane_index(16);
        let msk = b.iconst(Type::mask(16), 1);
        let v = b.gather(addr(s.buf, None, off), Some(msk), 4, vec(16, I32));
        b.scatter(addr(s.lds, None, off), v, Some(msk), 4);
        let u = b.lane_index(8);
        let p = b.image_load(
            s.img,
            coords(&[u, u], None),
            None,
            ChannelMask::RG,
            Type::chan_vec(8, 2, F32),
        );
        let c = b.chan_extract(p, 1);
        b.sink(&[c]);
        b.func.blocks[3].insts.push(last);
        m
    };
    accepts(&base);
    let types = [
        Type::I32,
        vec(16, I32),
        vec(8, F32),
        Type::mask(16),
        Type::mask(1),
        vec(0, I8),
        Type::chan_vec(8, 7, I64),
    ];
    let mut rejected = 0;
    for _ in 0..2000 {
        let mut m = base.clone();
        for _ in 0..rng.range(1, 4) {
            let f = &mut m.functions[0];
            let nv = f.values.len() as u64 + 3;
            let nb = f.blocks.len() as u64 + 2;
            let ni = f.insts.len() as u64 + 2;
            match rng.below(9) {
                0 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    f.insts[i]
                        .kind
                        .for_each_operand_mut(|v| *v = Value(rng.below(nv) as u32));
                }
                1 => {
                    let v = rng.below(f.values.len() as u64) as usize;
                    f.values[v].ty = *rng.pick(&types);
                }
                2 => {
                    let b = rng.below(f.layout.len() as u64) as usize;
                    if let Some(slot) = f.layout.get_mut(b) {
                        *slot = Block(rng.below(nb) as u32);
                    }
                }
                3 => {
                    let b = rng.below(f.blocks.len() as u64) as usize;
                    let insts = &mut f.blocks[b].insts;
                    if !insts.is_empty() {
                        let k = rng.below(insts.len() as u64) as usize;
                        insts[k] = Inst(rng.below(ni) as u32);
                    }
                }
                4 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    for call in f.insts[i].kind.block_calls_mut() {
                        call.block = Block(rng.below(nb) as u32);
                    }
                }
                5 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    match &mut f.insts[i].kind {
                        InstKind::Gather { addr, align, .. }
                        | InstKind::Scatter { addr, align, .. } => {
                            addr.surface = SurfaceRef(rng.below(9) as u32);
                            *align = rng.below(600) as u32;
                        }
                        InstKind::ImageLoad {
                            surface, channels, ..
                        } => {
                            *surface = SurfaceRef(rng.below(9) as u32);
                            *channels = ChannelMask(rng.below(32) as u8);
                        }
                        InstKind::ChanExtract { chan, .. } => *chan = rng.below(256) as u8,
                        _ => {}
                    }
                }
                6 => {
                    let b = rng.below(f.blocks.len() as u64) as usize;
                    f.blocks[b].insts.clear();
                }
                7 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    f.insts[i].result = rng.chance(1, 2).then(|| Value(rng.below(nv) as u32));
                }
                _ => {
                    if rng.chance(1, 4) {
                        f.layout.clear();
                    } else {
                        m.surfaces.truncate(rng.below(4) as usize);
                    }
                }
            }
        }
        match verify_module(&m) {
            Err(errs) => {
                rejected += 1;
                assert!(!errs.is_empty());
                for e in errs {
                    // Every error renders, with a location or a site.
                    let text = diag::render(&e, "fuzz.mir", "");
                    assert!(text.starts_with("error: "), "{text}");
                }
            }
            // What the verifier accepts prints, and parses back to the same module.
            Ok(()) => {
                let text = print::print_module(&m);
                let back = parse::parse_module(&text)
                    .unwrap_or_else(|e| panic!("{}", diag::render(&e, "fuzz.mir", &text)));
                assert!(back == m, "round trip changed the module:\n{text}");
                assert_eq!(verify_module(&back), Ok(()));
            }
        }
    }
    // Most corruptions break a rule; some (a changed type nobody checks) do not, and those
    // exercise the round trip.
    assert!(
        (1500..1990).contains(&rejected),
        "{rejected} of 2000 corrupted modules rejected"
    );
}
