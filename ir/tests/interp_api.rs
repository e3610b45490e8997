//! The reference interpreter's errors and API: argument and memory-shape checks, random
//! memory, admission of undefined bytes, outcome comparison and byte-wise undefinedness.

mod interp_common;

use interp_common::*;

// ---------------------------------------------------------------- errors and API

#[test]
fn wrong_arguments_are_reported_with_both_signatures() {
    let m = counting_loop();
    let err = run(&m, &[ints(vt(2, I32), &[1, 2])], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "@k takes (i32) but was given (vec<2 x i32>)"
    );
    let rendered = diag::render(&err, "k.mir", "");
    assert_eq!(
        rendered,
        "error: @k takes (i32) but was given (vec<2 x i32>)\n  --> k.mir\n   = expected: arguments (i32)\n"
    );
}

#[test]
fn a_use_without_a_value_is_reported_not_panicked() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let other = b.block("never");
    b.switch_to(other);
    let x = b.named("x").iconst(Type::I32, 1);
    b.ret();
    b.switch_to(entry);
    b.sink(&[x]);
    b.ret();
    m.functions.push(f);
    let err = run(&m, &[], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`sink` cannot run: %x has no value here (used before its definition)"
    );
}

#[test]
fn memory_shapes_are_checked() {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim: ImageDim::D1,
            channels: ChannelMask::RG,
            elem: I16,
        },
    );
    let px = ImageSize {
        width: 3,
        height: 1,
        depth: 1,
    };
    let short = MemoryShape {
        slm_bytes: 0,
        surfaces: vec![SurfaceSize::Bytes(4)],
    };
    assert_eq!(
        Memory::zeroed(&m, &short).unwrap_err(),
        MemoryError::SurfaceCount {
            expected: 2,
            found: 1
        }
    );
    let swapped = MemoryShape {
        slm_bytes: 0,
        surfaces: vec![SurfaceSize::Image(px), SurfaceSize::Bytes(4)],
    };
    assert!(matches!(
        Memory::zeroed(&m, &swapped),
        Err(MemoryError::WrongKind { .. })
    ));
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 4, px, 0)).unwrap();
    assert_eq!(mem.bytes(buf).map(<[_]>::len), Some(4));
    assert_eq!(mem.image(img).unwrap().bytes().len(), 12); // 3 pixels x 2 channels x 2 bytes
    assert!(matches!(
        mem.set_image(img, px, &[0; 11]),
        Err(MemoryError::BadImage { .. })
    ));
    let tall = ImageSize {
        width: 1,
        height: 2,
        depth: 1,
    };
    assert!(matches!(
        mem.set_image(img, tall, &[0; 8]),
        Err(MemoryError::BadImage { .. })
    ));
    assert!(matches!(
        mem.set_bytes(img, &[0]),
        Err(MemoryError::WrongKind { .. })
    ));
}

#[test]
fn random_memory_is_reproducible_and_fully_defined() {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Stateless);
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim: ImageDim::D2,
            channels: ChannelMask::RGBA,
            elem: F32,
        },
    );
    let shape = MemoryShape::uniform(
        &m,
        64,
        ImageSize {
            width: 4,
            height: 3,
            depth: 9,
        },
        32,
    );
    let a = Memory::random(&m, &shape, &mut rng::Rng::new(7)).unwrap();
    let b = Memory::random(&m, &shape, &mut rng::Rng::new(7)).unwrap();
    let c = Memory::random(&m, &shape, &mut rng::Rng::new(8)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(defined(a.bytes(buf).unwrap()).len(), 64);
    assert_eq!(defined(a.slm()).len(), 32);
    let image = a.image(img).unwrap();
    // Depth is clamped to 1 for a 2D image.
    assert_eq!(
        image.size(),
        ImageSize {
            width: 4,
            height: 3,
            depth: 1
        }
    );
    assert_eq!(defined(image.bytes()).len(), 4 * 3 * 16);
}

#[test]
fn values_admit_anything_in_their_undefined_bytes() {
    let t = vt(2, I32);
    let reference = Val::from_parts(t, vec![0x1234, 0x55], vec![0b0000, 0b1110]).unwrap();
    assert!(reference.admits(&ints(t, &[0x1234, 0x7777_7755])));
    assert!(
        !reference.admits(&ints(t, &[0x1234, 0x7777_7756])),
        "low byte of lane 1 is defined"
    );
    assert!(!reference.admits(&ints(t, &[0x1235, 0x55])));
    assert!(
        !reference.admits(&ints(vt(2, I16), &[0x1234, 0x55])),
        "types differ"
    );
    let observed_undef = Val::from_parts(t, vec![0x1234, 0], vec![0, 0b1]).unwrap();
    assert!(!reference.admits(&observed_undef));
    assert_eq!(reference.to_string(), "vec<2 x i32> [4660, 0x??????55]");
}

#[test]
fn an_undefined_base_matters_only_when_a_lane_is_enabled() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[Type::I32, Type::mask(2)], |b, p| {
        let off = b.iconst_vec(t, &[0, 4]);
        vec![b.gather(at(buf, Some(p[0]), off), Some(p[1]), 4, t)]
    });
    let mem = memory_with(&m, buf, &counting(8));
    let base = Val::undefined(Type::I32);
    let out = run(
        &m,
        &[base.clone(), Val::mask(&[false, false])],
        &mut mem.clone(),
    )
    .unwrap();
    assert_eq!(out.sinks[0].values[0], Val::undefined(t));
    let r = run(&m, &[base, Val::mask(&[false, true])], &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "base",
                lane: None
            }
        )
    );
}

#[test]
fn an_undefined_argument_condition_is_undefined_behaviour_but_may_be_sunk() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let c = b.param(entry, Type::mask(1), "c");
    let exit = b.block("exit");
    b.switch_to(entry);
    b.sink(&[c]);
    b.cond_br(c, exit, &[], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    let undef = Val::undefined(Type::mask(1));
    let err = run(&m, &[undef], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "undefined behaviour in `cond_br`: the condition is undefined"
    );
    let out = run(&m, &[Val::mask(&[true])], &mut no_memory(&m)).unwrap();
    assert_eq!(out.steps, 3);
}

#[test]
fn outcomes_compare_sink_by_sink() {
    let t = vt(1, I32);
    let rec = |v: Val| SinkRecord {
        loc: Loc::UNKNOWN,
        values: vec![v],
    };
    let reference = Outcome {
        sinks: vec![rec(ints(t, &[1])), rec(Val::undefined(t))],
        steps: 10,
    };
    let same = Outcome {
        sinks: vec![rec(ints(t, &[1])), rec(ints(t, &[42]))],
        steps: 99,
    };
    let fewer = Outcome {
        sinks: vec![rec(ints(t, &[1]))],
        steps: 10,
    };
    let wrong = Outcome {
        sinks: vec![rec(ints(t, &[2])), rec(ints(t, &[42]))],
        steps: 10,
    };
    assert!(reference.admits(&same));
    assert!(!reference.admits(&fewer));
    assert!(!reference.admits(&wrong));
}

#[test]
fn partly_undefined_operands_propagate_byte_by_byte() {
    let t = vt(1, I32);
    // 0x1234_56?? : byte 0 undefined.
    let x = Val::from_parts(t, vec![0x1234_5600], vec![0b0001]).unwrap();
    let out = eval_kernel(&[t], &[x], |b, p| {
        let one = b.iconst(t, 1);
        let eight = b.iconst(t, 8);
        let mask = b.iconst(t, 0xFF00);
        let big = b.iconst(t, 40);
        let trunc = b.cast(CastOp::Trunc, p[0], vt(1, I16));
        let sext = b.cast(CastOp::SExt, trunc, t);
        let sel = b.iconst_vec(Type::mask(1), &[0]);
        vec![
            b.add(p[0], one),
            b.binary(BinOp::And, p[0], mask),
            b.shl(p[0], eight),
            b.binary(BinOp::LShr, p[0], eight),
            b.shl(p[0], big),
            sext,
            b.select(sel, p[0], one),
        ]
    });
    // A carry out of an undefined byte may reach every byte above it.
    assert_eq!(out[0].undef(), &[0b1111]);
    // Bitwise ops keep definedness per byte (even `and` with 0 keeps byte 0 undefined).
    assert_eq!(out[1].undef(), &[0b0001]);
    assert_eq!(out[1].bits(), &[0x5600]);
    // shl 8 moves the undefined byte up one; lshr 8 shifts it out entirely.
    assert_eq!(out[2].undef(), &[0b0010]);
    assert_eq!(out[2].bits(), &[0x3456_0000]);
    assert_eq!(out[3], ints(t, &[0x12_3456]));
    assert_eq!(out[4], Val::undefined(t));
    // trunc to i16 keeps 0x56??; sext copies the defined sign bit (0) upward.
    assert_eq!(out[5].undef(), &[0b0001]);
    assert_eq!(out[5].bits(), &[0x5600]);
    // The untaken arm's undefined byte does not matter.
    assert_eq!(out[6], ints(t, &[1]));
}
