//! Unit tests of the lane splitting and the rule tables.

use super::*;

fn cut(n: u32, legal: &[u32]) -> Vec<(u32, u32, u32)> {
    lane_pieces(n, legal)
        .iter()
        .map(|p| (p.start, p.lanes, p.exec))
        .collect()
}

#[test]
fn widest_pieces_then_one_exact_or_padded_rest() {
    let s = [1, 2, 4, 8, 16];
    assert_eq!(cut(31, &s), vec![(0, 16, 16), (16, 15, 16)]);
    assert_eq!(cut(12, &s), vec![(0, 12, 16)]);
    assert_eq!(cut(3, &s), vec![(0, 3, 4)]);
    assert_eq!(cut(33, &s), vec![(0, 16, 16), (16, 16, 16), (32, 1, 1)]);
    assert_eq!(cut(40, &s), vec![(0, 16, 16), (16, 16, 16), (32, 8, 8)]);
    assert_eq!(cut(16, &s), vec![(0, 16, 16)]);
    assert_eq!(cut(1, &s), vec![(0, 1, 1)]);
    let pieces = lane_pieces(4096, &s);
    assert_eq!(pieces.len(), 256);
    assert!(pieces.iter().all(|p| p.lanes == 16 && p.exec == 16));
    // Every lane count takes the lower bound, and the pieces tile the lanes in order.
    for n in 1..=300 {
        let p = lane_pieces(n, &s);
        assert_eq!(p.len() as u32, lane_groups(n, 16), "{n} lanes");
        assert_eq!(p.iter().map(|x| x.lanes).sum::<u32>(), n);
        assert!(p.windows(2).all(|w| w[0].start + w[0].lanes == w[1].start));
        assert!(p.iter().all(|x| s.contains(&x.exec) && x.exec >= x.lanes));
        // Padding only where the rest is not a legal size itself.
        assert!(p.iter().all(|x| x.exec == x.lanes || !s.contains(&x.lanes)));
    }
}

#[test]
fn padded_tail_for_eight_sixteen_messages() {
    let s = [8, 16];
    assert_eq!(cut(4, &s), vec![(0, 4, 8)]);
    assert_eq!(cut(12, &s), vec![(0, 12, 16)]);
    assert_eq!(cut(24, &s), vec![(0, 16, 16), (16, 8, 8)]);
    assert_eq!(cut(100, &s).last(), Some(&(96, 4, 8)));
    assert_eq!(cut(1, &[8]), vec![(0, 1, 8)]);
    assert_eq!(
        cut(31, &[8]),
        vec![(0, 8, 8), (8, 8, 8), (16, 8, 8), (24, 7, 8)]
    );
    assert!(cut(5, &[]).is_empty());
}

#[test]
fn piece_alignment() {
    assert_eq!(piece_align(16, 0), 16);
    assert_eq!(piece_align(16, 4), 4);
    assert_eq!(piece_align(16, 8), 8);
    assert_eq!(piece_align(2, 8), 2);
    assert_eq!(piece_align(8, 12), 4);
}

#[test]
fn explain_shows_why_each_rule_was_skipped() {
    let t = Target::by_name("tgllp").expect("tgllp");
    let a = Access {
        op: OpKind::Scatter,
        elem: ScalarType::I64,
        chans: 1,
        align: 2,
        surface: SurfaceKind::Untyped,
        channels: ChannelMask(0),
        dword_planes: false,
    };
    assert_eq!(
        explain(&a, t),
        "  scatter-on-image                   skipped: the surface is not an image
  scatter-sub-dword                  skipped: i64 is not 1 or 2 bytes
  scatter-dword                      skipped: 1 x i64 is not one dword
  scatter-dword-channels             skipped: i64 is not a dword
  scatter-dword-channels-unaligned   skipped: i64 is not a dword
  scatter-qword-qw                   skipped: tgllp has no QW_SCATTER
  scatter-qword-rg                   skipped: align 2 is below the 4 that scatter4_scaled needs
  scatter-qword-channels             skipped: align 2 is below the 4 that scatter4_scaled needs
  scatter-qword-dwords               applies: scatter_scaled.4 at +0, scatter_scaled.4 at +4
"
    );
}

#[test]
fn every_rule_name_is_unique() {
    let mut names: Vec<&str> = OpKind::ALL
        .iter()
        .flat_map(|&k| rules_for(k).iter().map(|r| r.name))
        .collect();
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n);
    for r in REFUSAL_RULES {
        assert!(names.contains(r), "refusal rule {r} is in a table");
    }
}
