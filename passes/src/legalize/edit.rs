//! Small in-place edits the narrowing passes share: who uses a value, putting new instructions
//! where an old one was, and retargeting the `chan.extract` / `extract` users of a value that
//! is being replaced by narrower ones.
//!
//! `rewrite.rs` replaces one op by a sequence and redirects its uses wholesale; the narrowing
//! passes also rewrite the *users* (a `chan.extract %v[2]` becomes `chan.extract %w[0]`, or
//! disappears when `%w` is the channel itself), which these helpers do. They record their edits
//! in an [`Edits`] batch the pass applies once ([`apply`]), so a pass of many rewrites stays
//! linear in the size of the function.

use crate::pass::PassError;
use memlower_ir::edit::Edits;
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::{Function, Inst, InstKind, Name, Value};
use smallvec::SmallVec;

/// Every instruction in the layout that uses each value `wanted` says yes to (once per
/// instruction); a caller asks only about the values it looks at.
pub(crate) fn users(f: &Function, wanted: impl Fn(Value) -> bool) -> HashMap<Value, Vec<Inst>> {
    let mut out: HashMap<Value, Vec<Inst>> = HashMap::default();
    let mut seen: SmallVec<[Value; 8]> = SmallVec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            seen.clear();
            f.inst(i).kind.for_each_operand(|v| {
                if wanted(v) && !seen.contains(&v) {
                    seen.push(v);
                    out.entry(v).or_default().push(i);
                }
            });
        }
    }
    out
}

/// Names `v` if it has no name.
pub(crate) fn name_value(f: &mut Function, v: Value, name: Option<Name>) {
    if f.values[v.index()].name.is_none() {
        f.values[v.index()].name = name;
    }
}

/// Applies a pass's batch of edits; a stale batch (the function changed behind its back: a
/// bug in the pass) is an error naming the pass, never a half-applied rewrite.
pub(crate) fn apply(e: Edits, f: &mut Function, pass: &str) -> Result<(), PassError> {
    e.apply(f).map_err(|err| PassError::Invalid {
        loc: f.loc,
        message: format!("internal error in pass `{pass}` on `@{}`: {err}", f.name),
        expected: None,
    })
}

/// The user `u` (an instruction reading some value) now stands for `v`: every use of `u`'s
/// result reads `v`, `u` leaves the layout, and `u`'s name moves to `v` if `v` has none.
pub(crate) fn forward(e: &mut Edits, f: &mut Function, u: Inst, v: Value) {
    if let Some(r) = f.result(u) {
        let name = e.take_name(f, r);
        e.name_if_unnamed(f, v, name);
        e.replace_all_uses(r, v);
    }
    e.remove(u);
}

/// Retargets a `chan.extract` user to channel `chan` of `src` (or forwards it to `src` itself
/// when `src` has one channel).
pub(crate) fn retarget_chan_extract(
    e: &mut Edits,
    f: &mut Function,
    u: Inst,
    src: Value,
    chan: u8,
) {
    if f.ty(src).chans() == Some(1) {
        forward(e, f, u, src);
    } else {
        f.inst_mut(u).kind = InstKind::ChanExtract { src, chan };
    }
}

/// Retargets an `extract` user of `lanes` lanes to lane `start` of `src` (or forwards it to
/// `src` when that is exactly those lanes).
pub(crate) fn retarget_extract(
    e: &mut Edits,
    f: &mut Function,
    u: Inst,
    src: Value,
    start: u32,
    lanes: u32,
) {
    if start == 0 && f.ty(src).lanes() == Some(lanes) {
        forward(e, f, u, src);
    } else {
        f.inst_mut(u).kind = InstKind::Extract { src, start };
    }
}
