//! `lint-ub`: provable overlapping writes of scatters and image stores. Every expected warning
//! below is worked out by hand from the offsets, the element size and the mask in the comment
//! next to it; where the addresses are absolute, the reference interpreter is also run on the
//! kernel and must report the same two lanes and the same first byte (pixel).

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::diag::{Located, Severity};
use memlower_ir::interp::{
    run_function, ImageSize, InterpError, Limits, Memory, MemoryShape, Place, Ub,
};
use memlower_ir::*;
use memlower_passes::analysis::AnalysisManager;
use memlower_passes::lint::{
    lint_module, ByteSpan, ConstEval, Coord, LintUb, LintWarning, LINT_UB,
};
use memlower_passes::pass::{ForEachFunction, Pass, PassContext, PassWarning};
use memlower_passes::{Instrumentation, PassManager, Registry};
use ScalarType::{F32, I16, I32, I64, I8};

fn vt(n: u32, t: ScalarType) -> Type {
    Type::vec(n, t)
}

fn known(xs: &[u32]) -> Vec<Coord> {
    xs.iter().map(|&x| Coord::Known(x)).collect()
}

fn span(start: u32, len: u32) -> ByteSpan {
    ByteSpan { start, len }
}

/// The surfaces every test module declares.
#[derive(Clone, Copy)]
struct Surfaces {
    buf: SurfaceRef,
    img1: SurfaceRef,
    img2: SurfaceRef,
    img3: SurfaceRef,
}

/// A module with `@buf : untyped`, `@line : image1d<rgba, f32>`, `@img : image2d<rgba, f32>`,
/// `@vol : image3d<rg, i32>` and one kernel `@k(params)` whose entry block `body` writes (the
/// helper adds `ret`).
fn module(params: &[Type], body: impl FnOnce(&mut FunctionBuilder, &[Value], Surfaces)) -> Module {
    let mut m = Module::new();
    let image = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    let s = Surfaces {
        buf: m.add_surface("buf", SurfaceKind::Untyped),
        img1: m.add_surface("line", image(ImageDim::D1, ChannelMask::RGBA, F32)),
        img2: m.add_surface("img", image(ImageDim::D2, ChannelMask::RGBA, F32)),
        img3: m.add_surface("vol", image(ImageDim::D3, ChannelMask::RG, I32)),
    };
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params
        .iter()
        .enumerate()
        .map(|(i, &t)| b.param(entry, t, &format!("p{i}")))
        .collect();
    b.switch_to(entry);
    body(&mut b, &ps, s);
    b.ret();
    m.functions.push(f);
    assert_eq!(verify::verify_module(&m), Ok(()), "test module must verify");
    m
}

fn at(surface: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface,
        base,
        offsets,
    }
}

/// `const [..] : vec<N x i32>` with one element per lane.
fn offsets(b: &mut FunctionBuilder, xs: &[i64]) -> Value {
    b.iconst_vec(vt(xs.len() as u32, I32), xs)
}

/// `const [..] : mask<N>`.
fn mask(b: &mut FunctionBuilder, bits: &[i64]) -> Value {
    b.iconst_vec(Type::mask(bits.len() as u32), bits)
}

/// A scatter of `lanes` elements of `elem` (value 7) to `@buf[base + off]`.
fn scatter_elems(
    b: &mut FunctionBuilder,
    s: Surfaces,
    base: Option<Value>,
    off: Value,
    elem: ScalarType,
    m: Option<Value>,
    align: u32,
) -> Inst {
    let lanes = b.func.ty(off).lanes().unwrap_or(1);
    let data = if elem.is_float() {
        b.fconst(vt(lanes, elem), 7.0)
    } else {
        b.iconst(vt(lanes, elem), 7)
    };
    b.scatter(at(s.buf, base, off), data, m, align)
}

fn scatter_warning(
    first: u32,
    second: u32,
    base: Option<&str>,
    first_bytes: ByteSpan,
    second_bytes: ByteSpan,
    overlap: ByteSpan,
) -> LintWarning {
    LintWarning::OverlappingScatter {
        loc: Loc::UNKNOWN,
        surface: "buf".into(),
        first,
        second,
        base: base.map(str::to_string),
        first_bytes,
        second_bytes,
        overlap,
    }
}

/// Runs `@k` with every buffer 4096 bytes and every image 16 x 16 x 4, and checks that the
/// interpreter stops on the same overlapping write as the lint's (only) warning.
fn interpreter_agrees(m: &Module, w: &LintWarning) {
    let shape = MemoryShape::uniform(
        m,
        4096,
        ImageSize {
            width: 16,
            height: 16,
            depth: 4,
        },
        0,
    );
    let mut mem = Memory::zeroed(m, &shape).expect("memory");
    let r = run_function(m, &m.functions[0], &[], &mut mem, Limits::default());
    let Err(InterpError::UndefinedBehaviour {
        ub:
            Ub::OverlappingWrite {
                first,
                second,
                place,
            },
        ..
    }) = r
    else {
        panic!("the interpreter must find the overlap too, got {r:?}");
    };
    match (w, place) {
        (
            LintWarning::OverlappingScatter {
                first: f,
                second: s,
                overlap,
                base: None,
                ..
            },
            Place::Byte { address, .. },
        ) => {
            assert_eq!((first, second, address), (*f, *s, overlap.start));
        }
        (
            LintWarning::OverlappingImageStore {
                first: f,
                second: s,
                pixel,
                channels,
                ..
            },
            Place::Texel {
                uvr: p, channel, ..
            },
        ) => {
            assert_eq!((first, second), (*f, *s));
            let known: Vec<Coord> = p.iter().map(|&x| Coord::Known(x)).collect();
            assert_eq!(&known[..pixel.len()], &pixel[..]);
            assert!(p[pixel.len()..].iter().all(|&c| c == 0));
            assert_eq!(Some(channel), channels.channels().next());
        }
        (w, place) => panic!("lint {w:?} and interpreter {place:?} disagree"),
    }
}

/// The lint's warnings on `m`, checked to be warnings.
fn lint(m: &Module) -> Vec<LintWarning> {
    let ws = lint_module(m);
    for w in &ws {
        assert_eq!(w.severity(), Severity::Warning);
        assert!(w.expected().is_some());
    }
    ws
}

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
    // 0..4; lane 1 writes 0..8. Shared: 0..4.
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
    interpreter_agrees(&m, &w);
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

// ---- Images ---------------------------------------------------------------------------------

/// `image.store` of `lanes` RGBA f32 pixels (or RG i32 for `@vol`) at the given coordinates.
fn store_pixels(
    b: &mut FunctionBuilder,
    img: SurfaceRef,
    uvr: &[Value],
    lod: Option<Value>,
    m: Option<Value>,
    channels: ChannelMask,
    elem: ScalarType,
) {
    let lanes = b.func.ty(uvr[0]).lanes().unwrap_or(1);
    let c = if elem.is_float() {
        b.fconst(vt(lanes, elem), 0.25)
    } else {
        b.iconst(vt(lanes, elem), 9)
    };
    let parts = vec![c; channels.count() as usize];
    let data = b.chan_pack(&parts);
    let coords = ImageCoords {
        uvr: uvr.iter().copied().collect(),
        lod,
    };
    b.image_store(img, coords, data, m, channels);
}

#[test]
fn two_lanes_storing_one_pixel_of_a_2d_image() {
    // u = [0, 1, 2, 1], v = 5 everywhere: lanes 1 and 3 both write pixel (1, 5).
    let m = module(&[], |b, _, s| {
        let u = offsets(b, &[0, 1, 2, 1]);
        let v = b.iconst(vt(4, I32), 5);
        store_pixels(b, s.img2, &[u, v], None, None, ChannelMask::RGBA, F32);
    });
    let w = LintWarning::OverlappingImageStore {
        loc: Loc::UNKNOWN,
        surface: "img".into(),
        first: 1,
        second: 3,
        pixel: known(&[1, 5]),
        channels: ChannelMask::RGBA,
    };
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 1 and 3 of this image.store both write pixel \
         (1, 5) of @img (channels rgba)"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn pixels_of_1d_and_3d_images() {
    // 1D: u = [3, 4, 3]: lanes 0 and 2 write pixel (3).
    let m = module(&[], |b, _, s| {
        let u = offsets(b, &[3, 4, 3]);
        store_pixels(b, s.img1, &[u], None, None, ChannelMask::RGBA, F32);
    });
    let w = LintWarning::OverlappingImageStore {
        loc: Loc::UNKNOWN,
        surface: "line".into(),
        first: 0,
        second: 2,
        pixel: known(&[3]),
        channels: ChannelMask::RGBA,
    };
    assert_eq!(lint(&m), vec![w.clone()]);
    interpreter_agrees(&m, &w);

    // 3D, lod 0: u = lane.index & 1 = [0, 1, 0, 1], v = 2, r = lane.index >> 2 = [0, 0, 0, 0]:
    // lanes 0 and 2 both write (0, 2, 0).
    let m = module(&[], |b, _, s| {
        let idx = b.lane_index(4);
        let one = b.iconst(vt(4, I32), 1);
        let u = b.binary(BinOp::And, idx, one);
        let v = b.iconst(vt(4, I32), 2);
        let two = b.iconst(vt(4, I32), 2);
        let r = b.binary(BinOp::LShr, idx, two);
        let lod = b.iconst(vt(4, I32), 0);
        store_pixels(b, s.img3, &[u, v, r], Some(lod), None, ChannelMask::RG, I32);
    });
    let w = LintWarning::OverlappingImageStore {
        loc: Loc::UNKNOWN,
        surface: "vol".into(),
        first: 0,
        second: 2,
        pixel: known(&[0, 2, 0]),
        channels: ChannelMask::RG,
    };
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 0 and 2 of this image.store both write pixel \
         (0, 2, 0) of @vol (channels rg)"
    );
    interpreter_agrees(&m, &w);
}

#[test]
fn a_splatted_unknown_coordinate_is_the_same_in_every_lane() {
    // u = [0, 1, 1, 2], v = splat %p0: lanes 1 and 2 write pixel (1, %p0) whatever %p0 is.
    let m = module(&[Type::I32], |b, p, s| {
        let u = offsets(b, &[0, 1, 1, 2]);
        let v = b.splat(p[0], vt(4, I32));
        store_pixels(b, s.img2, &[u, v], None, None, ChannelMask::RGBA, F32);
        // The same rows, distinct columns: fine.
        let u2 = offsets(b, &[0, 1, 2, 3]);
        store_pixels(b, s.img2, &[u2, v], None, None, ChannelMask::RGBA, F32);
    });
    let w = LintWarning::OverlappingImageStore {
        loc: Loc::UNKNOWN,
        surface: "img".into(),
        first: 1,
        second: 2,
        pixel: vec![Coord::Known(1), Coord::Uniform("%p0".into())],
        channels: ChannelMask::RGBA,
    };
    assert_eq!(lint(&m), vec![w.clone()]);
    assert_eq!(
        w.to_string(),
        "undefined behaviour: enabled lanes 1 and 2 of this image.store both write pixel \
         (1, %p0) of @img (channels rgba)"
    );
}

#[test]
fn image_stores_that_cannot_collide() {
    let m = module(&[Type::mask(4)], |b, p, s| {
        let u = offsets(b, &[0, 1, 2, 1]);
        let v = b.iconst(vt(4, I32), 5);
        // Lane 3 (the second writer of (1, 5)) masked off.
        let mk = mask(b, &[1, 1, 1, 0]);
        store_pixels(b, s.img2, &[u, v], None, Some(mk), ChannelMask::RGBA, F32);
        // An unknown mask.
        store_pixels(b, s.img2, &[u, v], None, Some(p[0]), ChannelMask::RGBA, F32);
        // LOD 1: images have one level, every lane is out of bounds and writes nothing.
        let lod1 = b.iconst(vt(4, I32), 1);
        store_pixels(b, s.img2, &[u, v], Some(lod1), None, ChannelMask::RGBA, F32);
        // u = -1 everywhere: outside every image.
        let neg = b.iconst(vt(4, I32), -1);
        store_pixels(b, s.img2, &[neg, v], None, None, ChannelMask::RGBA, F32);
        // Distinct pixels: same u, different v.
        let same_u = b.iconst(vt(4, I32), 7);
        let idx = b.lane_index(4);
        store_pixels(
            b,
            s.img2,
            &[same_u, idx],
            None,
            None,
            ChannelMask::RGBA,
            F32,
        );
    });
    assert_eq!(lint(&m), vec![]);
}

// ---- The evaluator and the pass ---------------------------------------------------------------

#[test]
fn const_eval_folds_every_pure_op_and_stops_at_its_limits() {
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let p = b.param(entry, vt(2, I32), "p");
    b.switch_to(entry);
    // concat(extract(lane.index:4, 2), splat(trunc(i64 0x1_0000_0007))) = [2, 3, 7, 7]
    let idx = b.lane_index(4);
    let hi = b.extract(idx, 2, 2);
    let big = b.iconst(Type::Scalar(I64), 0x1_0000_0007);
    let small = b.cast(CastOp::Trunc, big, Type::I32);
    let sevens = b.splat(small, vt(2, I32));
    let cat = b.concat(&[hi, sevens]);
    // select([1, 0, 1, 0], cat, 100) = [2, 100, 7, 100]
    let sel_mask = b.iconst_vec(Type::mask(4), &[1, 0, 1, 0]);
    let hundred = b.iconst(vt(4, I32), 100);
    let sel = b.select(sel_mask, cat, hundred);
    // [0x7FFFFFFF + 1 wraps to 0x80000000] and i8 255 + 1 wraps to 0
    let max = b.iconst(Type::I32, i64::from(i32::MAX));
    let one = b.iconst(Type::I32, 1);
    let wrapped = b.add(max, one);
    let b255 = b.iconst(Type::Scalar(I8), 255);
    let b1 = b.iconst(Type::Scalar(I8), 1);
    let bwrap = b.add(b255, b1);
    // concat(p, [1, 2]): two unknown lanes, two known.
    let k12 = b.iconst_vec(vt(2, I32), &[1, 2]);
    let half = b.concat(&[p, k12]);
    // A chain of five `add x, 0` over lane.index.
    let zero = b.iconst(vt(4, I32), 0);
    let mut chain = idx;
    for _ in 0..5 {
        chain = b.add(chain, zero);
    }
    b.ret();

    let e = ConstEval::new(&f);
    let vals = e
        .eval(&[sel, wrapped, bwrap, half, chain])
        .expect("evaluable");
    assert_eq!(
        vals[0].elems(),
        vec![Some(2), Some(100), Some(7), Some(100)]
    );
    assert_eq!(vals[1].get(0), Some(0x8000_0000));
    assert_eq!(vals[2].get(0), Some(0));
    assert_eq!(vals[3].elems(), vec![None, None, Some(1), Some(2)]);
    assert_eq!(vals[4].elems(), vec![Some(0), Some(1), Some(2), Some(3)]);

    // The chain's root is 5 edges from lane.index: a depth limit of 4 leaves it unknown, 5
    // reaches it.
    let shallow = ConstEval::with_limits(&f, 4, 1024).eval(&[chain]).unwrap();
    assert_eq!(shallow[0].elems(), vec![None; 4]);
    let deep = ConstEval::with_limits(&f, 5, 1024).eval(&[chain]).unwrap();
    assert_eq!(deep[0].elems(), vec![Some(0), Some(1), Some(2), Some(3)]);
    // A budget of 5 instructions (breadth first: add5, add4, the zero, add3, add2) stops one
    // add short of lane.index.
    let small = ConstEval::with_limits(&f, 64, 5).eval(&[chain]).unwrap();
    assert_eq!(small[0].elems(), vec![None; 4]);
}

#[test]
fn the_pass_collects_warnings_and_changes_nothing() {
    let mut m = module(&[], |b, _, s| {
        let off = offsets(b, &[8, 8]);
        scatter_elems(b, s, None, off, I32, None, 4);
    });
    let before = m.clone();
    let mut pass = ForEachFunction(LintUb::new());
    assert_eq!(pass.name(), LINT_UB);
    let changed = pass
        .run(
            &mut m,
            &mut AnalysisManager::default(),
            &PassContext { target: None },
        )
        .expect("the lint never fails");
    assert!(!changed);
    assert_eq!(m, before);
    // Lanes 0 and 1 both at offset 8.
    let w = scatter_warning(0, 1, None, span(8, 4), span(8, 4), span(8, 4));
    assert_eq!(pass.0.warnings(), std::slice::from_ref(&w));
    assert_eq!(pass.take_warnings(), vec![PassWarning::new(LINT_UB, &w)]);
    assert!(pass.0.warnings().is_empty());
}

#[test]
fn the_registered_pass_reports_through_the_manager() {
    let mut m = module(&[], |b, _, s| {
        let off = offsets(b, &[0, 12, 12]);
        scatter_elems(b, s, None, off, I32, None, 4);
    });
    let mut pm = PassManager::from_pipeline(
        "lint-ub,dce",
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .expect("lint-ub is registered");
    let mut out = Vec::new();
    let report = pm
        .run(
            &mut m,
            &mut AnalysisManager::default(),
            &PassContext { target: None },
            &mut out,
        )
        .expect("the pipeline runs");
    // Lanes 1 and 2 both at offset 12.
    let w = scatter_warning(1, 2, None, span(12, 4), span(12, 4), span(12, 4));
    assert_eq!(report.warnings, vec![PassWarning::new(LINT_UB, &w)]);
    assert_eq!(report.warnings[0].severity(), Severity::Warning);
    assert_eq!(report.warnings[0].pass, "lint-ub");
}

// ---- Text inputs (tests/inputs/lint) and the examples ----------------------------------------

const INPUTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/inputs/lint");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");

/// Parses and verifies `dir/name`, returning its text and the lint's warnings.
fn lint_file(dir: &str, name: &str) -> (String, Vec<LintWarning>) {
    let path = format!("{dir}/{name}");
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let m = parse::parse_module(&src).unwrap_or_else(|e| panic!("{path}: {e}"));
    verify::verify_module(&m).unwrap_or_else(|e| panic!("{path}: {e:?}"));
    (src, lint(&m))
}

/// The 1-based line of the only line of `src` containing `needle`, and the column of its first
/// non-blank character (where the parser puts an op's location).
fn loc_of(src: &str, needle: &str) -> Loc {
    let hits: Vec<(usize, &str)> = src
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(needle))
        .collect();
    assert_eq!(hits.len(), 1, "`{needle}` must be on exactly one line");
    let (i, line) = hits[0];
    let col = line.len() - line.trim_start().len() + 1;
    Loc::new(i as u32 + 1, col as u32)
}

/// Checks the file's one warning against `expected` (at the location `find` gives in the
/// file's text) and snapshots its rendering.
fn check_text_case(
    name: &str,
    find: impl FnOnce(&str) -> Loc,
    expected: impl FnOnce(Loc) -> LintWarning,
) {
    let (src, ws) = lint_file(INPUTS, name);
    let loc = find(&src);
    assert_eq!(ws, vec![expected(loc)], "{name}");
    let rendered = diag::render(&ws[0], &format!("tests/inputs/lint/{name}"), &src);
    insta::assert_snapshot!(name.trim_end_matches(".mir"), rendered);
}

fn at_loc(w: LintWarning, loc: Loc, surface: &str) -> LintWarning {
    match w {
        LintWarning::OverlappingScatter {
            first,
            second,
            base,
            first_bytes,
            second_bytes,
            overlap,
            ..
        } => LintWarning::OverlappingScatter {
            loc,
            surface: surface.into(),
            first,
            second,
            base,
            first_bytes,
            second_bytes,
            overlap,
        },
        LintWarning::OverlappingImageStore {
            first,
            second,
            pixel,
            channels,
            ..
        } => LintWarning::OverlappingImageStore {
            loc,
            surface: surface.into(),
            first,
            second,
            pixel,
            channels,
        },
    }
}

#[test]
fn text_equal_offsets() {
    // Offsets [0, 4, 8, 12, 16, 20, 8, 28], 4 bytes per lane: lanes 2 and 6 write 8..12.
    check_text_case(
        "equal_offsets.mir",
        |s| loc_of(s, "scatter @buf"),
        |loc| {
            let w = scatter_warning(2, 6, None, span(8, 4), span(8, 4), span(8, 4));
            at_loc(w, loc, "buf")
        },
    );
}

#[test]
fn text_qword_stride4() {
    // i64 lanes at lane.index << 2: lane 0 writes 0..8, lane 1 writes 4..12, shared 4..8.
    check_text_case(
        "qword_stride4.mir",
        |s| loc_of(s, "scatter @buf"),
        |loc| {
            let w = scatter_warning(0, 1, None, span(0, 8), span(4, 8), span(4, 4));
            at_loc(w, loc, "buf")
        },
    );
}

#[test]
fn text_rgba_stride8() {
    // 16-byte pixels at lane.index * 8: lane 0 writes 0..16, lane 1 writes 8..24, shared 8..16.
    check_text_case(
        "rgba_stride8.mir",
        |s| loc_of(s, "scatter @out"),
        |loc| {
            let w = scatter_warning(0, 1, None, span(0, 16), span(8, 16), span(8, 8));
            at_loc(w, loc, "out")
        },
    );
}

#[test]
fn text_lane_index_mod4() {
    // (lane.index & 3) << 2 = [0, 4, 8, 12, 0, ...] from %dst: lanes 0 and 4 write %dst+0..+4.
    check_text_case(
        "lane_index_mod4.mir",
        |s| loc_of(s, "scatter @buf"),
        |loc| {
            let w = scatter_warning(0, 4, Some("%dst"), span(0, 4), span(0, 4), span(0, 4));
            at_loc(w, loc, "buf")
        },
    );
}

#[test]
fn text_masked_tail() {
    // @tail5: lanes 0..4 at 0, 4, 8, 12, 16 are distinct. @tail6: lane 5 (16) meets lane 4.
    let in_tail6 = |src: &str| {
        let start = src.find("func @tail6").expect("@tail6");
        let before = src[..start].lines().count() as u32;
        let l = loc_of(&src[start..], "scatter @buf");
        Loc::new(before + l.line, l.col)
    };
    check_text_case("masked_tail.mir", in_tail6, |loc| {
        let w = scatter_warning(4, 5, None, span(16, 4), span(16, 4), span(16, 4));
        at_loc(w, loc, "buf")
    });
}

#[test]
fn text_image_pixel() {
    // u = lane.index >> 1 = [0, 0, 1, 1, ...], v = splat %y: lanes 0 and 1 write (0, %y).
    check_text_case(
        "image_pixel.mir",
        |s| loc_of(s, "image.store @img"),
        |loc| LintWarning::OverlappingImageStore {
            loc,
            surface: "img".into(),
            first: 0,
            second: 1,
            pixel: vec![Coord::Known(0), Coord::Uniform("%y".into())],
            channels: ChannelMask::RGBA,
        },
    );
}

#[test]
fn text_clean_has_no_warning() {
    let (_, ws) = lint_file(INPUTS, "clean.mir");
    assert_eq!(ws, vec![]);
}

#[test]
fn the_examples_have_no_provable_overlap() {
    let mut names: Vec<String> = std::fs::read_dir(EXAMPLES)
        .expect("examples/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mir"))
        .collect();
    names.sort();
    assert!(names.len() >= 10, "examples: {names:?}");
    for n in names {
        let (_, ws) = lint_file(EXAMPLES, &n);
        assert_eq!(ws, vec![], "{n}");
    }
}

#[test]
fn after_legalisation_overlaps_within_one_piece_are_still_found() {
    use memlower_passes::legalize::{PackChannels, PickBlocks, SplitLanes};
    use memlower_passes::target::Target;
    // 32 i8 lanes at offsets 0..31 except one lane moved onto another lane's byte. dg2 splits
    // a 32-lane scatter into two 16-lane pieces, and pack-channels widens the bytes to dwords
    // written `via scatter_scaled.1` (one byte per lane, so neighbours do not overlap).
    let legalised = |moved: usize, onto: i64| {
        let mut m = module(&[], |b, _, s| {
            let mut offs: Vec<i64> = (0..32).collect();
            offs[moved] = onto;
            let off = offsets(b, &offs);
            scatter_elems(b, s, None, off, I8, None, 1);
        });
        let before = lint(&m);
        let cx = PassContext {
            target: Target::by_name("dg2"),
        };
        let mut am = AnalysisManager::default();
        ForEachFunction(SplitLanes)
            .run(&mut m, &mut am, &cx)
            .unwrap();
        ForEachFunction(PickBlocks)
            .run(&mut m, &mut am, &cx)
            .unwrap();
        ForEachFunction(PackChannels)
            .run(&mut m, &mut am, &cx)
            .unwrap();
        assert_eq!(verify::verify_module(&m), Ok(()));
        (before, lint(&m))
    };
    // Lane 20 onto byte 17: lanes 17 and 20 before; lanes 1 and 4 of the second piece after.
    let (before, after) = legalised(20, 17);
    assert_eq!(
        before,
        vec![scatter_warning(
            17,
            20,
            None,
            span(17, 1),
            span(17, 1),
            span(17, 1)
        )]
    );
    assert_eq!(
        after,
        vec![scatter_warning(
            1,
            4,
            None,
            span(17, 1),
            span(17, 1),
            span(17, 1)
        )]
    );
    // Lane 20 onto byte 3: lanes 3 and 20 are in different pieces, two scatters that run one
    // after the other, which is defined (the later one wins). Only the input IR shows the UB.
    let (before, after) = legalised(20, 3);
    assert_eq!(
        before,
        vec![scatter_warning(
            3,
            20,
            None,
            span(3, 1),
            span(3, 1),
            span(3, 1)
        )]
    );
    assert_eq!(after, vec![]);
}
