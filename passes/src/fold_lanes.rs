//! Folds of lane and channel shuffles that `canonicalize` applies after its constant folds:
//! taking apart what was just put together.
//!
//! ```text
//!   chan.extract (chan.pack %a, %b, %c)[1]          ──▶ %b
//!   chan.pack (chan.extract %p[0]), ..., [C - 1]    ──▶ %p        (all C channels, in order)
//!   extract (concat %a, %b, %c)[lanes of %b]        ──▶ %b
//!   extract (concat %a, %b)[k] inside %b            ──▶ extract %b[k - lanes(%a)]
//!   extract (extract %v[s])[t]                      ──▶ extract %v[s + t]
//!   extract %v[0] of all of %v's lanes, concat %a   ──▶ %v, %a
//! ```
//!
//! These are the shapes legalisation leaves behind: `split-lanes` rejoins pieces with
//! `concat` and slices operands with `extract`, `pick-blocks` rejoins channels with
//! `chan.pack`. A user of one piece or one channel then reads that piece directly, and the
//! other pieces are dead (removed by `canonicalize`'s dead-code sweep for pure ops, by `dce` for
//! the reads).
//!
//! Exact by the definitions of the ops (`docs/SEMANTICS.md` §4): each fold picks the same lanes
//! and channels of the same values, undefined bytes included.

use memlower_ir::edit::Replacements;
use memlower_ir::{Function, Inst, InstKind, Value};

/// What an instruction folds to.
pub(crate) enum LaneFold {
    /// An existing value.
    Value(Value),
    /// The same result, computed by another instruction (rewritten in place).
    Kind(InstKind),
}

/// The fold of `i`, if one of the module doc's applies.
pub(crate) fn fold(f: &Function, i: Inst) -> Option<LaneFold> {
    let r = f.result(i)?;
    match &f.inst(i).kind {
        InstKind::ChanExtract { src, chan } => match f.def_kind(*src)? {
            InstKind::ChanPack { parts } => parts.get(*chan as usize).copied().map(LaneFold::Value),
            _ => None,
        },
        InstKind::ChanPack { parts } => {
            let mut src = None;
            for (c, &p) in parts.iter().enumerate() {
                match f.def_kind(p)? {
                    InstKind::ChanExtract { src: s, chan }
                        if *chan as usize == c && src.is_none_or(|x| x == *s) =>
                    {
                        src = Some(*s);
                    }
                    _ => return None,
                }
            }
            src.filter(|&s| f.ty(s) == f.ty(r)).map(LaneFold::Value)
        }
        InstKind::Concat { parts } if parts.len() == 1 => {
            parts.first().copied().map(LaneFold::Value)
        }
        InstKind::Extract { src, start } => {
            let lanes = f.ty(r).lanes()?;
            if *start == 0 && f.ty(*src).lanes() == Some(lanes) {
                return Some(LaneFold::Value(*src));
            }
            match f.def_kind(*src)? {
                InstKind::Extract {
                    src: inner,
                    start: s,
                } => Some(LaneFold::Kind(InstKind::Extract {
                    src: *inner,
                    start: s.checked_add(*start)?,
                })),
                InstKind::Concat { parts } => {
                    let mut at = 0;
                    for &p in parts {
                        let n = f.ty(p).lanes()?;
                        if *start >= at && start.checked_add(lanes)? <= at + n {
                            return Some(if *start == at && lanes == n {
                                LaneFold::Value(p)
                            } else {
                                LaneFold::Kind(InstKind::Extract {
                                    src: p,
                                    start: start - at,
                                })
                            });
                        }
                        at += n;
                    }
                    None
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Applies the folds to every instruction of `f` (in layout order, so chains fold in one
/// sweep when defined before use), then removes the pure ops left dead. For passes that leave
/// such shapes behind and want them gone at once. Returns whether anything changed.
pub(crate) fn simplify(f: &mut Function) -> bool {
    // The value replacing each folded result (every operand of the function is looked up).
    let mut repl = Replacements::default();
    // What the dead-code sweep after the folds needs, gathered by this walk rather than by
    // walks of its own over the whole function: each value's uses, the instructions in the
    // layout, and those that die once their result is unused (in layout order). The uses are
    // counted as each instruction is left; they are final unless an operand counted was
    // replaced (then or later: `stale`), and only then does a closing sweep resolve the
    // operands again and recount.
    let removable = |k: &InstKind| !k.is_memory();
    let mut uses = vec![0u32; f.values.len()];
    let mut live = vec![false; f.insts.len()];
    let mut pure: Vec<(Inst, Value)> = Vec::new();
    let mut stale = false;
    let mut changed = false;
    // The layout walked in place (the folds change instructions, never the block lists).
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        for k in 0..f.block(b).insts.len() {
            let i = f.block(b).insts[k];
            f.inst_mut(i)
                .kind
                .for_each_operand_mut(|v| *v = repl.resolve(*v));
            match fold(f, i) {
                // A value that stands for itself (self-referencing unreachable code, which the
                // verifier accepts): no replacement. Each recorded chain ends at a value with
                // none, never at the value replaced, so `resolve` always ends.
                Some(LaneFold::Value(v)) if f.result(i).is_some_and(|r| repl.resolve(v) == r) => {}
                Some(LaneFold::Value(v)) => {
                    if let Some(r) = f.result(i) {
                        if f.value_name(v).is_none() {
                            let name = f.values[r.index()].name.take();
                            f.values[v.index()].name = name;
                        }
                        repl.replace(r, v, f.values.len());
                        // A use before the definition (a back edge): counted unresolved.
                        stale |= uses.get(r.index()).is_some_and(|&n| n > 0);
                        changed = true;
                    }
                }
                Some(LaneFold::Kind(k)) => {
                    f.inst_mut(i).kind = k;
                    changed = true;
                }
                None => {}
            }
            let d = f.inst(i);
            if let Some(u) = live.get_mut(i.index()) {
                *u = true;
            }
            d.kind.for_each_operand(|v| {
                if let Some(n) = uses.get_mut(v.index()) {
                    *n += 1;
                }
                // A folded kind may read a value replaced already.
                stale |= repl.get(v).is_some();
            });
            if let Some(r) = d.result {
                if !d.kind.has_side_effects() && removable(&d.kind) {
                    pure.push((i, r));
                }
            }
        }
    }
    if stale {
        uses.fill(0);
        f.map_operands(|v| {
            *v = repl.resolve(*v);
            if let Some(n) = uses.get_mut(v.index()) {
                *n += 1;
            }
        });
    }
    let worklist = pure
        .into_iter()
        .filter(|&(_, r)| uses.get(r.index()).copied() == Some(0))
        .map(|(i, _)| i)
        .collect();
    crate::dce::remove_dead_from(f, uses, &live, worklist, removable) || changed
}

#[cfg(test)]
mod tests {
    use crate::canonicalize::Canonicalize;
    use crate::pass::{ForEachFunction, Pass, PassContext};
    use crate::AnalysisManager;
    use memlower_ir::parse::parse_module;
    use memlower_ir::print::print_module;

    /// The function body after canonicalize, without the header and `ret`.
    fn canon(params: &str, body: &str) -> String {
        let text = format!("func @k({params}) {{\nentry:\n{body}  ret\n}}\n");
        let mut m = parse_module(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        ForEachFunction(Canonicalize)
            .run(
                &mut m,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
            )
            .expect("canonicalize never fails");
        memlower_ir::verify::verify_module(&m).expect("still valid");
        let out = print_module(&m);
        out.lines()
            .skip_while(|l| *l != "entry:")
            .skip(1)
            .filter(|l| *l != "  ret" && *l != "}")
            .map(|l| format!("{}\n", l.trim()))
            .collect()
    }

    #[test]
    fn a_value_that_folds_to_itself_is_left_alone() {
        // Unreachable, self-referencing: the verifier takes it; the fold would replace `%a`
        // by `%a`, and following that replacement would never end.
        let text = "func @k(%x: vec<16 x i32>) {\nentry:\n  sink %x\n  ret\ndead:\n  \
                    %a = extract %a[0] : vec<16 x i32>\n  sink %a\n  br dead\n}\n";
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        memlower_ir::verify::verify_module(&m).expect("valid");
        let before = print_module(&m);
        // On its own thread: a cycle in the replacements hangs, and the test must fail instead.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let changed = super::simplify(&mut m.functions[0]);
            let _ = tx.send((changed, print_module(&m)));
        });
        let (changed, after) = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("simplify ends");
        assert!(!changed, "nothing to fold");
        assert_eq!(after, before);
    }

    /// `simplify` on the one function of `text`; whether it changed, and the function printed.
    fn simplified(text: &str) -> (bool, String) {
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        memlower_ir::verify::verify_module(&m).expect("valid");
        let changed = super::simplify(&mut m.functions[0]);
        memlower_ir::verify::verify_module(&m).expect("still valid");
        (changed, print_module(&m))
    }

    #[test]
    fn a_use_before_its_definition_in_the_layout_is_redirected_too() {
        // `%g` is used in `use`, laid out before `def` (which dominates it): the walk meets the
        // use before it folds `%g` to `%b`, so the use must be redirected afterwards, and the
        // pack and extract, then unused, removed.
        let text = "func @k(%a: vec<8 x f32>, %b: vec<8 x f32>) {\nentry:\n  br def\nuse:\n  \
                    sink %g\n  ret\ndef:\n  %p = chan.pack %a, %b : vec<8 x 2 x f32>\n  \
                    %g = chan.extract %p[1] : vec<8 x f32>\n  br use\n}\n";
        let (changed, out) = simplified(text);
        assert!(changed);
        assert!(out.contains("sink %b\n"), "{out}");
        assert!(
            !out.contains("chan.pack") && !out.contains("chan.extract"),
            "{out}"
        );
    }

    #[test]
    fn uses_after_the_definition_need_no_second_sweep_and_dead_chains_go() {
        // Defined before use: folded in the walk. `%q` folds to `%p`'s source `%x`, and the
        // extracts feeding the pack die with it; `%u` (unused arithmetic) dies too, the read
        // stays (memory is never removed here).
        let text = "func @k(%x: vec<8 x 2 x i16>, %y: vec<8 x i32>) {\nentry:\n  \
                    %r = chan.extract %x[0] : vec<8 x i16>\n  %s = chan.extract %x[1] : vec<8 x i16>\n  \
                    %q = chan.pack %r, %s : vec<8 x 2 x i16>\n  %u = add %y, %y : vec<8 x i32>\n  \
                    sink %q\n  ret\n}\n";
        let (changed, out) = simplified(text);
        assert!(changed);
        assert!(out.contains("sink %x\n"), "{out}");
        for gone in ["chan.extract", "chan.pack", "add"] {
            assert!(!out.contains(gone), "{gone} left in\n{out}");
        }
    }

    #[test]
    fn chan_extract_of_chan_pack() {
        assert_eq!(
            canon(
                "%a: vec<8 x f32>, %b: vec<8 x f32>",
                "  %p = chan.pack %a, %b : vec<8 x 2 x f32>\n  %g = chan.extract %p[1] : vec<8 x f32>\n  sink %g\n"
            ),
            "sink %b\n"
        );
    }

    #[test]
    fn chan_pack_of_every_channel_in_order() {
        let params = "%p: vec<8 x 3 x i16>";
        let pack = |order: [u8; 3]| {
            format!(
                "  %r = chan.extract %p[{}] : vec<8 x i16>\n  %g = chan.extract %p[{}] : vec<8 x i16>\n  \
                 %b = chan.extract %p[{}] : vec<8 x i16>\n  %q = chan.pack %r, %g, %b : vec<8 x 3 x i16>\n  sink %q\n",
                order[0], order[1], order[2]
            )
        };
        assert_eq!(canon(params, &pack([0, 1, 2])), "sink %p\n");
        assert!(canon(params, &pack([0, 2, 1])).contains("%q = chan.pack %r, %g, %b"));
    }

    #[test]
    fn extract_of_concat_at_a_part_and_inside_one() {
        let params = "%a: vec<16 x i32>, %b: vec<8 x i32>, %c: vec<4 x i32>";
        let cat = "  %v = concat %a, %b, %c : vec<28 x i32>\n";
        assert_eq!(
            canon(
                params,
                &format!("{cat}  %x = extract %v[16] : vec<8 x i32>\n  sink %x\n")
            ),
            "sink %b\n"
        );
        assert_eq!(
            canon(
                params,
                &format!("{cat}  %x = extract %v[18] : vec<4 x i32>\n  sink %x\n")
            ),
            "%x = extract %b[2] : vec<4 x i32>\nsink %x\n"
        );
        // Straddling two parts: left alone.
        assert_eq!(
            canon(
                params,
                &format!("{cat}  %x = extract %v[14] : vec<4 x i32>\n  sink %x\n")
            ),
            format!(
                "{}%x = extract %v[14] : vec<4 x i32>\nsink %x\n",
                cat.trim_start()
            )
        );
    }

    #[test]
    fn extract_of_extract_and_identities() {
        assert_eq!(
            canon(
                "%v: vec<32 x i32>, %m: mask<16>",
                "  %h = extract %v[16] : vec<16 x i32>\n  %q = extract %h[4] : vec<4 x i32>\n  \
                 %all = extract %m[0] : mask<16>\n  %one = concat %all : mask<16>\n  sink %q, %one\n"
            ),
            "%q = extract %v[20] : vec<4 x i32>\nsink %q, %m\n"
        );
    }
}
