//! `lint-ub` on image stores (two lanes storing one pixel, worked out by hand and checked
//! against the reference interpreter), its constant evaluator, and the pass through the pass
//! manager.

mod lint_common;

use lint_common::*;

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
