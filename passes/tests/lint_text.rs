//! `lint-ub` on text inputs (tests/inputs/lint, one snapshot per input) and on the examples,
//! before and after legalisation.

mod lint_common;

use lint_common::*;

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
