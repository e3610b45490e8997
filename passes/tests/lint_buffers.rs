//! `lint-ub` on scatters to buffers: overlaps it proves and writes it must not flag. Every
//! expected warning is worked out by hand from the offsets, the element size and the mask in
//! the comment next to it; where the addresses are absolute, the reference interpreter is also
//! run on the kernel and must report the same two lanes and the same first byte.

mod lint_common;

use lint_common::*;

// ---- Positive cases: buffers ----------------------------------------------------------------

#[test]
fn equal_offsets_of_dword_lanes() {
    // Lanes 0 and 3 both at offset 0, 4 bytes each: bytes 0..4.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 4, 8, 0]);
        scatter_elems(b, s, None, off, I32, None, 4);
    });
    let ws = lint(&m);
    let w = scatter_warning(0, 3, None, span(0, 4), span(0, 4), span(0, 4));
    assert_eq!(ws, vec![w.clone()]);
    assert_eq!(
        ws[0].to_string(),
        "undefined behaviour: enabled lanes 0 and 3 of this scatter both write bytes 0..4 of @buf"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn equal_offsets_of_byte_lanes() {
    // i8 lanes at [0, 1, 2, 1]: lanes 1 and 3 both write byte 1.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 1, 2, 1]);
        scatter_elems(b, s, None, off, I8, None, 1);
    });
    let w = scatter_warning(1, 3, None, span(1, 1), span(1, 1), span(1, 1));
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 1 and 3 of this scatter both write bytes 1..2 of @buf"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn word_lanes_overlapping_by_one_byte() {
    // i16 lanes at [0, 2, 3, 6]: lane 1 writes 2..4, lane 2 writes 3..5; they share byte 3.
    // Lane 3 (6..8) touches nobody.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 2, 3, 6]);
        scatter_elems(b, s, None, off, I16, None, 1);
    });
    let w = scatter_warning(1, 2, None, span(2, 2), span(3, 2), span(3, 1));
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 1 and 2 of this scatter both write bytes 3..4 of \
         @buf (lane 1 writes 2..4, lane 2 writes 3..5)"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn qword_lanes_at_a_dword_stride() {
    // i64 lanes at lane.index << 2 = [0, 4, 8, 12]: lane 0 writes 0..8, lane 1 writes 4..12;
    // lane 1 is the first lane to touch an earlier lane's byte (byte 4, lane 0's), and the
    // shared bytes are 4..8.
    let m = module(&[], |b, _, s| {
        let idx = b.lane_index(4);
        let two = b.iconst(vt(4, I32), 2);
        let off = b.shl(idx, two);
        scatter_elems(b, s, None, off, I64, None, 4);
    });
    let w = scatter_warning(0, 1, None, span(0, 8), span(4, 8), span(4, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 0 and 1 of this scatter both write bytes 4..8 of \
         @buf (lane 0 writes 0..8, lane 1 writes 4..12)"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn three_channel_pixels_at_a_two_dword_stride() {
    // vec<4 x 3 x f32>: 12 bytes per lane, at lane.index * 8 = [0, 8, 16, 24]. Lane 0 writes
    // 0..12, lane 1 writes 8..20: bytes 8..12 (lane 0's B channel, lane 1's R channel).
    let m = module(&[], |b, _, s| {
        let idx = b.lane_index(4);
        let eight = b.iconst(vt(4, I32), 8);
        let off = b.binary(BinOp::Mul, idx, eight);
        let r = b.fconst(vt(4, F32), 1.0);
        let g = b.fconst(vt(4, F32), 2.0);
        let bl = b.fconst(vt(4, F32), 3.0);
        let px = b.chan_pack(&[r, g, bl]);
        b.scatter(at(s.buf, None, off), px, None, 4);
    });
    let w = scatter_warning(0, 1, None, span(0, 12), span(8, 12), span(8, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);
}

#[test]
fn lane_index_and_3_shifted_collides_every_four_lanes() {
    // (lane.index & 3) << 2 over 8 lanes = [0, 4, 8, 12, 0, 4, 8, 12]: lane 4 is the first lane
    // to write a byte already written, byte 0, which lane 0 wrote.
    let m = module(&[], |b, _, s| {
        let idx = b.lane_index(8);
        let three = b.iconst(vt(8, I32), 3);
        let low = b.binary(BinOp::And, idx, three);
        let two = b.iconst(vt(8, I32), 2);
        let off = b.shl(low, two);
        scatter_elems(b, s, None, off, F32, None, 4);
    });
    let w = scatter_warning(0, 4, None, span(0, 4), span(0, 4), span(0, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);
}

#[test]
fn constant_base_gives_absolute_bytes() {
    // base 100, offsets [0, 4, 4, 12]: lanes 1 and 2 both write 104..108.
    let m = module(&[], |b, _, s| {
        let base = b.iconst(Type::I32, 100);
        let off = offsets(b, &[0, 4, 4, 12]);
        scatter_elems(b, s, Some(base), off, I32, None, 4);
    });
    let w = scatter_warning(1, 2, None, span(104, 4), span(104, 4), span(104, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 1 and 2 of this scatter both write bytes 104..108 \
         of @buf"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn unknown_base_still_proves_the_overlap() {
    // base %p0 unknown, offsets [0, 16, 16, 32]: the same base for every lane, so lanes 1 and 2
    // both write %p0+16..%p0+20.
    let m = module(&[Type::I32], |b, p, s| {
        let off = offsets(b, &[0, 16, 16, 32]);
        scatter_elems(b, s, Some(p[0]), off, F32, None, 4);
    });
    let ws = lint(&m);
    assert_eq!(
        ws,
        vec![scatter_warning(
            1,
            2,
            Some("%p0"),
            span(16, 4),
            span(16, 4),
            span(16, 4)
        )]
    );
    assert_eq!(
        ws[0].to_string(),
        "undefined behaviour: enabled lanes 1 and 2 of this scatter both write bytes \
         %p0+16..%p0+20 of @buf"
    );
}

#[test]
fn negative_offsets_relative_to_an_unknown_base() {
    // i64 lanes at base + [-4, 0]: lane 0 writes %b-4..%b+4, lane 1 writes %b+0..%b+8; lane 1's
    // first byte is lane 0's fifth, and they share %b+0..%b+4.
    let m = module(&[Type::I32], |b, p, s| {
        let off = offsets(b, &[-4, 0]);
        scatter_elems(b, s, Some(p[0]), off, I64, None, 4);
    });
    let ws = lint(&m);
    let w = scatter_warning(
        0,
        1,
        Some("%p0"),
        span(-4i32 as u32, 8),
        span(0, 8),
        span(0, 4),
    );
    assert_eq!(ws, vec![w]);
    assert_eq!(
        ws[0].to_string(),
        "undefined behaviour: enabled lanes 0 and 1 of this scatter both write bytes \
         %p0+0..%p0+4 of @buf (lane 0 writes %p0-4..%p0+4, lane 1 writes %p0+0..%p0+8)"
    );
}

#[test]
fn addresses_wrap_modulo_2_pow_32() {
    // No base, i64 lanes at [0xFFFFFFFC, 0]: lane 0 writes 0xFFFFFFFC..0xFFFFFFFF and wraps to
    // 0..4; lane 1 writes 0..8. Shared: 0..4. (Lane 0's access passes 2^32, itself undefined
    // behaviour since an access does not wrap, SEMANTICS.md §5.1: the warning's verdict holds,
    // and the interpreter names that cause.)
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[-4, 0]);
        scatter_elems(b, s, None, off, I64, None, 4);
    });
    let w = scatter_warning(0, 1, None, span(0xFFFF_FFFC, 8), span(0, 8), span(0, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 0 and 1 of this scatter both write bytes 0..4 of \
         @buf (lane 0 writes 4294967292..4294967300, lane 1 writes 0..8)"
    );
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 64, one, 0)).unwrap();
    let r = run_function(&m, &m.functions[0], &[], &mut mem, Limits::default());
    assert!(
        matches!(
            r,
            Err(InterpError::UndefinedBehaviour {
                ub: Ub::AddressOverflow { lane: 0, .. },
                ..
            })
        ),
        "{r:?}"
    );
}

#[test]
fn constant_mask_enables_the_colliding_lanes() {
    // offsets [0, 0, 0, 4], mask [0, 1, 1, 0]: lane 0 is off, lanes 1 and 2 collide at 0..4.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 0, 0, 4]);
        let mk = mask(b, &[0, 1, 1, 0]);
        scatter_elems(b, s, None, off, I32, Some(mk), 4);
    });
    let w = scatter_warning(1, 2, None, span(0, 4), span(0, 4), span(0, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);
}

#[test]
fn mask_computed_by_a_compare_is_constant_too() {
    // mask = lane.index >= 2 = [0, 0, 1, 1]; offsets [0, 0, 8, 8]: lanes 0 and 1 are off, lanes
    // 2 and 3 collide at 8..12.
    let m = module(&[], |b, _, s| {
        let idx = b.lane_index(4);
        let two = b.iconst(vt(4, I32), 2);
        let mk = b.cmp(CmpPred::Uge, idx, two);
        let off = offsets(b, &[0, 0, 8, 8]);
        scatter_elems(b, s, None, off, I32, Some(mk), 4);
    });
    let w = scatter_warning(2, 3, None, span(8, 4), span(8, 4), span(8, 4));
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);
}

#[test]
fn known_lanes_count_when_others_are_unknown() {
    // offsets [?, 8, 8, 8] (lane 0 from a parameter), mask [?, ?, 1, 1] (lanes 0 and 1 from a
    // parameter). Lane 1's offset collides with lanes 2 and 3, but whether lane 1 is on is not
    // known, so the proven conflict is lanes 2 and 3 at 8..12.
    let m = module(&[vt(1, I32), Type::mask(2)], |b, p, s| {
        let known = offsets(b, &[0, 8, 8, 8]);
        let off = b.insert_lanes(known, p[0], 0);
        let all = mask(b, &[1, 1, 1, 1]);
        let mk = b.insert_lanes(all, p[1], 0);
        scatter_elems(b, s, None, off, I32, Some(mk), 4);
    });
    let w = scatter_warning(2, 3, None, span(8, 4), span(8, 4), span(8, 4));
    assert_eq!(lint(&m), vec![w]);
}

#[test]
fn dword_lanes_overlap_without_a_narrowing_message() {
    // i32 lanes at [0, 1, 2, 3]: 4 bytes each, lane 1 (1..5) overlaps lane 0 (0..4) at 1..4.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 1, 2, 3]);
        scatter_elems(b, s, None, off, I32, None, 1);
    });
    let w = scatter_warning(0, 1, None, span(0, 4), span(1, 4), span(1, 3));
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);
}

#[test]
fn one_warning_per_op_and_every_op_checked() {
    // Two scatters, each with one collision (lanes 0 and 1 at 0; lanes 2 and 3 at 64), and a
    // clean one between them.
    let m = module(&[], |b, _, s| {
        let a = offsets(b, &[0, 0, 0, 0]);
        scatter_elems(b, s, None, a, I32, None, 4);
        let c = offsets(b, &[0, 4, 8, 12]);
        scatter_elems(b, s, None, c, I32, None, 4);
        let d = offsets(b, &[0, 32, 64, 64]);
        scatter_elems(b, s, None, d, I32, None, 4);
    });
    assert_eq!(
        lint(&m),
        vec![
            scatter_warning(0, 1, None, span(0, 4), span(0, 4), span(0, 4)),
            scatter_warning(2, 3, None, span(64, 4), span(64, 4), span(64, 4)),
        ]
    );
}

// ---- Negative cases: buffers ----------------------------------------------------------------

#[test]
fn disjoint_and_touching_ranges_are_fine() {
    let m = module(&[], |b, _, s| {
        // i64 lanes at lane.index << 3: 0..8, 8..16, ... touching, never overlapping.
        let idx = b.lane_index(8);
        let three = b.iconst(vt(8, I32), 3);
        let off = b.shl(idx, three);
        scatter_elems(b, s, None, off, I64, None, 8);
        // 3 x f32 pixels at a 12-byte stride, descending: 36..48, 24..36, 12..24, 0..12.
        let px_off = offsets(b, &[36, 24, 12, 0]);
        let c = b.fconst(vt(4, F32), 0.5);
        let px = b.chan_pack(&[c, c, c]);
        b.scatter(at(s.buf, None, px_off), px, None, 4);
    });
    assert_eq!(lint(&m), vec![]);
}

#[test]
fn colliding_lanes_masked_off_are_fine() {
    // offsets [0, 0, 4, 8], mask [1, 0, 1, 1]: lane 1, the only one sharing lane 0's bytes, is
    // off.
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 0, 4, 8]);
        let mk = mask(b, &[1, 0, 1, 1]);
        scatter_elems(b, s, None, off, I32, Some(mk), 4);
    });
    assert_eq!(lint(&m), vec![]);
}

#[test]
fn a_non_constant_mask_proves_nothing() {
    // Equal offsets, but whether any two lanes are on is not known.
    let m = module(&[Type::mask(4)], |b, p, s| {
        let off = offsets(b, &[0, 0, 0, 0]);
        scatter_elems(b, s, None, off, I32, Some(p[0]), 4);
    });
    assert_eq!(lint(&m), vec![]);
}

#[test]
fn non_constant_offsets_prove_nothing() {
    let m = module(&[vt(4, I32), vt(4, I32)], |b, p, s| {
        // A parameter, and a parameter plus a constant.
        scatter_elems(b, s, None, p[0], I32, None, 4);
        let four = b.iconst(vt(4, I32), 4);
        let off = b.add(p[1], four);
        scatter_elems(b, s, None, off, I32, None, 4);
    });
    assert_eq!(lint(&m), vec![]);
}

#[test]
fn gathers_may_read_one_address_from_many_lanes() {
    let m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 0, 0, 0]);
        let v = b.gather(at(s.buf, None, off), None, 4, vt(4, I32));
        b.sink(&[v]);
    });
    assert_eq!(lint(&m), vec![]);
}

#[test]
fn scatter_scaled_1_writes_one_byte_per_dword_lane() {
    // The same i32 lanes at [0, 1, 2, 3] as `dword_lanes_overlap_without_a_narrowing_message`,
    // but `via scatter_scaled.1` writes only the low byte of each lane: bytes 0, 1, 2, 3.
    let mut m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 1, 2, 3]);
        scatter_elems(b, s, None, off, I32, None, 1);
    });
    let set_via = |m: &mut Module, blocks| {
        for d in &mut m.functions[0].insts {
            if let InstKind::Scatter { via, .. } = &mut d.kind {
                *via = Some(MsgChoice::blocks(Message::ScatterScaled, blocks));
            }
        }
    };
    set_via(&mut m, 1);
    assert_eq!(lint(&m), vec![]);
    // scatter_scaled.2 writes two bytes per lane: lane 1 (1..3) shares byte 1 with lane 0 (0..2).
    set_via(&mut m, 2);
    assert_eq!(
        lint(&m),
        vec![scatter_warning(
            0,
            1,
            None,
            span(0, 2),
            span(1, 2),
            span(1, 1)
        )]
    );
}

#[test]
fn offsets_through_block_parameters_are_not_followed() {
    // The lint does not look through block parameters, even when every incoming value is the
    // same constant: it would need a data-flow analysis over the CFG.
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let next = b.block("next");
    let x = b.param(next, vt(4, I32), "x");
    b.switch_to(entry);
    let zero = b.iconst(vt(4, I32), 0);
    b.br(next, &[zero]);
    b.switch_to(next);
    let data = b.iconst(vt(4, I32), 1);
    b.scatter(at(buf, None, x), data, None, 4);
    b.ret();
    m.functions.push(f);
    assert_eq!(verify::verify_module(&m), Ok(()));
    assert_eq!(lint(&m), vec![]);
}
