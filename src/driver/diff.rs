//! A unified diff of two texts, line by line, as `diff -u` prints it (for `memlower test`).
//!
//! ```text
//!   lines of a, lines of b ──longest common subsequence──▶ keep / delete / insert per line
//!   ──▶ hunks: the changes with up to 3 lines of context around them
//!       @@ -start,len +start,len @@
//!        context      -deleted      +inserted
//! ```
//!
//! The table of the longest common subsequence is quadratic: texts past [`MAX_CELLS`] are
//! shown as one hunk that deletes all of `a` and inserts all of `b` (after their common head
//! and tail), which is still a correct diff, only not the smallest.

use std::fmt::Write as _;

/// Lines of context around each change.
const CONTEXT: usize = 3;

/// The most cells (lines of `a` times lines of `b`, after the common head and tail) the
/// table may have.
const MAX_CELLS: usize = 4_000_000;

/// One line of the edit script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    /// In both (index in `a`, index in `b`).
    Keep(usize, usize),
    /// Only in `a`.
    Delete(usize),
    /// Only in `b`.
    Insert(usize),
}

/// The edit script from `a` to `b`.
fn script(a: &[&str], b: &[&str]) -> Vec<Op> {
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let tail = a[head..]
        .iter()
        .rev()
        .zip(b[head..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[head..a.len() - tail], &b[head..b.len() - tail]);
    let mut ops: Vec<Op> = (0..head).map(|i| Op::Keep(i, i)).collect();
    let (n, m) = (am.len(), bm.len());
    if n.saturating_mul(m) > MAX_CELLS {
        ops.extend((0..n).map(|i| Op::Delete(head + i)));
        ops.extend((0..m).map(|j| Op::Insert(head + j)));
    } else {
        // lcs[i][j]: the longest common subsequence of am[i..] and bm[j..].
        let w = m + 1;
        let mut lcs = vec![0u32; (n + 1) * w];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * w + j] = if am[i] == bm[j] {
                    lcs[(i + 1) * w + j + 1] + 1
                } else {
                    lcs[(i + 1) * w + j].max(lcs[i * w + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && am[i] == bm[j] {
                ops.push(Op::Keep(head + i, head + j));
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) {
                // Deletions before insertions, as `diff -u` prints a changed line.
                ops.push(Op::Delete(head + i));
                i += 1;
            } else {
                ops.push(Op::Insert(head + j));
                j += 1;
            }
        }
    }
    let (ae, be) = (a.len() - tail, b.len() - tail);
    ops.extend((0..tail).map(|k| Op::Keep(ae + k, be + k)));
    ops
}

/// The unified diff from `a` to `b` (lines split at `\n`), without file header lines; empty
/// if they are equal.
pub(super) fn unified(a: &str, b: &str) -> String {
    let a: Vec<&str> = a.lines().collect();
    let b: Vec<&str> = b.lines().collect();
    let ops = script(&a, &b);
    let changed: Vec<usize> = (ops.iter().enumerate())
        .filter(|(_, op)| !matches!(op, Op::Keep(..)))
        .map(|(k, _)| k)
        .collect();
    let mut out = String::new();
    let mut k = 0;
    while k < changed.len() {
        // A hunk: changes closer than twice the context share one.
        let from = changed[k].saturating_sub(CONTEXT);
        let mut last = changed[k];
        while k + 1 < changed.len() && changed[k + 1] - last <= 2 * CONTEXT {
            k += 1;
            last = changed[k];
        }
        let to = (last + CONTEXT + 1).min(ops.len());
        let before = ops[..from].iter().fold((0, 0), |(x, y), op| match op {
            Op::Keep(..) => (x + 1, y + 1),
            Op::Delete(_) => (x + 1, y),
            Op::Insert(_) => (x, y + 1),
        });
        hunk(&ops[from..to], before, &a, &b, &mut out);
        k += 1;
    }
    out
}

/// Writes one hunk: its `@@` line and its lines. `before`: the lines of `a` and of `b`
/// before it.
fn hunk(ops: &[Op], before: (usize, usize), a: &[&str], b: &[&str], out: &mut String) {
    let len_a = ops.iter().filter(|op| !matches!(op, Op::Insert(_))).count();
    let len_b = ops.iter().filter(|op| !matches!(op, Op::Delete(_))).count();
    // Numbered from 1; an empty side is numbered by the line before it, as `diff -u` does.
    let start = |before: usize, len: usize| if len > 0 { before + 1 } else { before };
    let _ = writeln!(
        out,
        "@@ -{},{len_a} +{},{len_b} @@",
        start(before.0, len_a),
        start(before.1, len_b)
    );
    for op in ops {
        let _ = match *op {
            Op::Keep(i, _) => writeln!(out, " {}", a[i]),
            Op::Delete(i) => writeln!(out, "-{}", a[i]),
            Op::Insert(j) => writeln!(out, "+{}", b[j]),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::unified;

    #[test]
    fn equal_texts_have_no_diff() {
        assert_eq!(unified("a\nb\n", "a\nb\n"), "");
    }

    #[test]
    fn one_changed_line_with_context() {
        let a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
        let b = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
        assert_eq!(
            unified(a, b),
            "@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn far_apart_changes_make_two_hunks() {
        let a: String = (1..=20).map(|i| format!("{i}\n")).collect();
        let b: String = (1..=20)
            .map(|i| match i {
                2 => "two\n".to_string(),
                19 => "nineteen\n".to_string(),
                _ => format!("{i}\n"),
            })
            .collect();
        let d = unified(&a, &b);
        assert_eq!(d.matches("@@ -").count(), 2, "{d}");
        assert!(d.starts_with("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n"), "{d}");
        assert!(d.contains("-19\n+nineteen\n 20\n"), "{d}");
    }

    #[test]
    fn a_changed_line_is_deleted_then_inserted() {
        assert_eq!(
            unified("a\nb\nc\n", "a\nB\nc\n"),
            "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
        );
    }

    #[test]
    fn insertions_and_deletions() {
        assert_eq!(
            unified("a\nb\n", "a\nx\nb\n"),
            "@@ -1,2 +1,3 @@\n a\n+x\n b\n"
        );
        assert_eq!(
            unified("a\nx\nb\n", "a\nb\n"),
            "@@ -1,3 +1,2 @@\n a\n-x\n b\n"
        );
        assert_eq!(unified("", "a\n"), "@@ -0,0 +1,1 @@\n+a\n");
    }
}
