//! Editing a function's layout and uses: one edit at a time, or a batch applied in one sweep.
//!
//! A [`Function`]'s layout is a `Vec<Inst>` per block and its operands are stored in the
//! instructions, with no use lists and no position index (its fields are public, and the
//! parser, the builders and the reducer write them directly). So the single edits below each
//! walk the function:
//!
//! | edit                            | cost                |
//! |---------------------------------|---------------------|
//! | [`Function::position`]          | O(function)         |
//! | [`Function::insert_before`]     | O(function)         |
//! | [`Function::remove_inst`]       | O(function)         |
//! | [`Function::replace_all_uses`]  | O(function)         |
//!
//! which is fine for a few edits (the reducer, the builder) and quadratic for a pass that makes
//! one per rewrite. Such a pass records its edits in an [`Edits`] batch instead, the way MLIR's
//! rewrite drivers and Cranelift's value aliases avoid per-edit walks:
//!
//! ```text
//!   edits.replace(op, &[p0, p1])       ─┐  recorded per instruction (what goes before it,
//!   edits.remove(user)                  │  whether it stays), O(1) each
//!   edits.replace_all_uses(%r, %p1)    ─┤  recorded as an alias %r → %p1, O(1)
//!   edits.derived_name(f, "x", "ch0")  ─┘  a name index: O(1) after one count of the names
//!   edits.apply(f)                     ──▶ each block's list rebuilt once, every operand
//!                                          resolved through the aliases: O(function)
//! ```
//!
//! Until [`Edits::apply`], the function's layout and operands are as they were: a pass reading
//! an operand that an alias may have replaced reads it through [`Edits::resolve`]. The batch's
//! own bookkeeping is checked when it is applied: an anchor (an instruction something was to go
//! before) that is no longer in the layout is a [`StaleEdits`] error, never instructions lost
//! silently; in debug builds (every test), so is a name index that no longer matches the
//! values' names (a pass renamed a value behind the batch's back, so a name the batch handed
//! out may not be unique).

use crate::fxhash::FxHashMap as HashMap;
use crate::ir::{Block, Function, Inst, Value};
use smallvec::SmallVec;

impl Function {
    /// The block holding `inst` and its position, by a scan (O(function size)).
    pub fn position(&self, inst: Inst) -> Option<(Block, usize)> {
        self.layout.iter().find_map(|&b| {
            self.blocks[b.index()]
                .insts
                .iter()
                .position(|&i| i == inst)
                .map(|p| (b, p))
        })
    }

    /// Inserts `new` right before `before` (which must be in a block). O(function size): a
    /// pass making many edits uses an [`Edits`] batch.
    pub fn insert_before(&mut self, before: Inst, new: Inst) -> bool {
        match self.position(before) {
            Some((b, p)) => {
                self.blocks[b.index()].insts.insert(p, new);
                true
            }
            None => false,
        }
    }

    /// Removes an instruction from the layout (its data stays in the arena, unreachable).
    /// O(function size).
    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some((b, p)) = self.position(inst) {
            self.blocks[b.index()].insts.remove(p);
        }
    }

    /// Rewrites every use of `old` into `new` in the layout. O(function size).
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        self.map_operands(|v| {
            if *v == old {
                *v = new
            }
        });
    }

    /// Applies `g` to every operand of every instruction in the layout, in layout order: the
    /// sweep a pass ends with to redirect uses it replaced, without collecting the order first
    /// ([`Function::inst_order`]). O(function size).
    pub fn map_operands(&mut self, mut g: impl FnMut(&mut Value)) {
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                self.insts[i.index()].kind.for_each_operand_mut(&mut g);
            }
        }
    }

    /// All instructions in layout order with their block.
    pub fn inst_order(&self) -> Vec<(Block, Inst)> {
        let n = self
            .layout
            .iter()
            .map(|b| self.blocks[b.index()].insts.len())
            .sum();
        let mut out = Vec::with_capacity(n);
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                out.push((b, i));
            }
        }
        out
    }

    /// The instructions reading each value (indexed by value; an instruction reading a value
    /// twice is listed twice), counting only live instructions: one counting sort of (value,
    /// instruction) pairs, not a `Vec` per value.
    pub fn readers(&self) -> crate::buckets::Buckets<u32> {
        let n = self.values.len();
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                self.insts[i.index()].kind.for_each_operand(|v| {
                    if v.index() < n {
                        pairs.push((v.0, i.0));
                    }
                });
            }
        }
        crate::buckets::Buckets::from_pairs(n, pairs.iter().copied())
    }

    /// Number of uses of every value (indexed by value), counting only live instructions.
    pub fn use_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.values.len()];
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                self.insts[i.index()]
                    .kind
                    .for_each_operand(|v| counts[v.index()] += 1);
            }
        }
        counts
    }
}

/// A batch of edits was applied to a function that changed behind its back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StaleEdits {
    /// Instructions were to go before `anchor`, which left the layout after they were
    /// recorded: applying them would lose them.
    #[error("edits anchored at {anchor} (a {mnemonic}), which is no longer in the layout")]
    LostAnchor {
        /// The instruction the edits were anchored at.
        anchor: Inst,
        /// Its mnemonic, to tell which pass's rewrite it was.
        mnemonic: &'static str,
    },
    /// The name index no longer counts the values' names: a value was renamed directly rather
    /// than through the batch, so a name the batch handed out may not be unique.
    #[error("the name index is stale: `{name}` is on {actual} values, the index says {indexed}")]
    StaleNames {
        /// A name whose count differs.
        name: String,
        /// How many values carry it.
        actual: u32,
        /// How many the index counted.
        indexed: u32,
    },
    /// A [`UseIndex`] does not list `user` among the users of its operand `value`: an
    /// operand was rewritten behind the index's back, so a later replace-all-uses would miss
    /// that use.
    #[error("the use index does not list {user} as a user of {value}")]
    UnlistedUse {
        /// The instruction.
        user: Inst,
        /// Its operand.
        value: Value,
    },
    /// A [`UseIndex`] disagrees with the layout about whether `inst` is in it.
    #[error("the use index is wrong about whether {inst} is in the layout")]
    Misplaced {
        /// The instruction.
        inst: Inst,
    },
}

/// A batch of edits to one function, applied in one sweep (see the module doc).
#[derive(Debug, Default)]
pub struct Edits {
    /// Per instruction: [`PLACED`] while it is in the layout (as the batch will leave it),
    /// [`ANCHOR`] once something is to go before it (so [`Edits::apply`] probes `before` only
    /// for those, not for every instruction of the function).
    state: Vec<u8>,
    /// Instructions to put right before each anchor, in order.
    before: HashMap<Inst, SmallVec<[Inst; 4]>>,
    /// Replaced values: every use of one reads what it resolves to (`apply` resolves every
    /// operand of the function).
    aliases: Replacements,
    /// The function's value count when the batch was made: the size `aliases` starts at.
    values: usize,
    /// How many values carry each name, counted on first use.
    names: Option<HashMap<String, u32>>,
    /// True once an instruction was inserted or removed.
    layout_changed: bool,
}

/// [`Edits::state`]: in the layout.
const PLACED: u8 = 1;
/// [`Edits::state`]: instructions are to go before it.
const ANCHOR: u8 = 2;

impl Edits {
    /// An empty batch for `f` (one walk of its layout).
    pub fn new(f: &Function) -> Edits {
        let mut state = vec![0u8; f.insts.len()];
        for &b in &f.layout {
            for &i in &f.blocks[b.index()].insts {
                state[i.index()] = PLACED;
            }
        }
        Edits {
            state,
            values: f.values.len(),
            ..Edits::default()
        }
    }

    /// True if an edit was recorded (names aside).
    pub fn changed(&self) -> bool {
        self.layout_changed || !self.aliases.is_empty()
    }

    /// True if `i` is in the layout as the batch leaves it (it was, and was not removed, or it
    /// was inserted).
    pub fn is_placed(&self, i: Inst) -> bool {
        self.state.get(i.index()).is_some_and(|&s| s & PLACED != 0)
    }

    fn set(&mut self, i: Inst, bit: u8, on: bool) {
        if self.state.len() <= i.index() {
            self.state.resize(i.index() + 1, 0);
        }
        let s = &mut self.state[i.index()];
        *s = if on { *s | bit } else { *s & !bit };
    }

    fn set_placed(&mut self, i: Inst, on: bool) {
        self.set(i, PLACED, on);
    }

    fn is_anchor(&self, i: Inst) -> bool {
        self.state.get(i.index()).is_some_and(|&s| s & ANCHOR != 0)
    }

    /// Puts `new` (instructions in no block) right before `at`, after whatever was put there
    /// before. Returns false, and does nothing, if `at` is not in the layout.
    pub fn insert_before(&mut self, at: Inst, new: &[Inst]) -> bool {
        if !self.is_placed(at) {
            return false;
        }
        for &n in new {
            self.set_placed(n, true);
        }
        self.set(at, ANCHOR, true);
        self.before
            .entry(at)
            .or_default()
            .extend(new.iter().copied());
        self.layout_changed = true;
        true
    }

    /// Takes `i` out of the layout (its data stays in the arena); nothing if it is not in it.
    pub fn remove(&mut self, i: Inst) {
        if self.is_placed(i) {
            self.set_placed(i, false);
            self.layout_changed = true;
        }
    }

    /// Puts `new` where `at` is and takes `at` out (nothing if `at` is not in the layout).
    pub fn replace(&mut self, at: Inst, new: &[Inst]) {
        if self.insert_before(at, new) {
            self.remove(at);
        }
    }

    /// Every use of `old` reads `new` once the batch is applied (and through
    /// [`Edits::resolve`] until then).
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        let new = self.resolve(new);
        if new != old {
            self.aliases.replace(old, new, self.values);
        }
    }

    /// The value that stands for `v` once the batch is applied.
    pub fn resolve(&self, v: Value) -> Value {
        self.aliases.resolve(v)
    }

    fn names(&mut self, f: &Function) -> &mut HashMap<String, u32> {
        self.names.get_or_insert_with(|| count_names(f))
    }

    /// `base.suffix` if no value of `f` carries that name yet (names must stay unique), else
    /// `None`. O(1) after the first call (which counts the names once).
    pub fn derived_name(
        &mut self,
        f: &Function,
        base: Option<&str>,
        suffix: &str,
    ) -> Option<String> {
        let name = format!("{}.{suffix}", base?);
        let taken = self.names(f).get(&name).is_some_and(|&n| n > 0);
        (!taken).then_some(name)
    }

    /// Gives `v` the name `name` if `v` has none (a `None` name does nothing).
    pub fn name_if_unnamed(&mut self, f: &mut Function, v: Value, name: Option<String>) {
        if f.values[v.index()].name.is_some() {
            return;
        }
        if let (Some(n), Some(names)) = (&name, &mut self.names) {
            *names.entry(n.clone()).or_default() += 1;
        }
        f.set_value_name(v, name.as_deref());
    }

    /// Takes `v`'s name away (to give it to another value).
    pub fn take_name(&mut self, f: &mut Function, v: Value) -> Option<String> {
        let name = f.value_name(v).map(str::to_owned);
        f.values[v.index()].name = None;
        if let (Some(n), Some(names)) = (&name, &mut self.names) {
            if let Some(c) = names.get_mut(n) {
                *c = c.saturating_sub(1);
            }
        }
        name
    }

    /// Applies the batch: each block's instruction list is rebuilt once (inserted instructions
    /// before their anchors, removed ones dropped), then every operand in the layout is
    /// resolved through the aliases. O(function size).
    pub fn apply(self, f: &mut Function) -> Result<(), StaleEdits> {
        // A recount of every name: debug builds (and so every test) only.
        if let (true, Some(names)) = (cfg!(debug_assertions), &self.names) {
            check_names(f, names)?;
        }
        if self.layout_changed {
            let mut used = 0usize;
            for bi in 0..f.layout.len() {
                let b = f.layout[bi];
                let old = std::mem::take(&mut f.blocks[b.index()].insts);
                let mut new = Vec::with_capacity(old.len());
                for &i in &old {
                    self.emit(i, &mut new, &mut used);
                }
                f.blocks[b.index()].insts = new;
            }
            if used != self.before.len() {
                let lost = self
                    .before
                    .keys()
                    .copied()
                    .filter(|a| f.position(*a).is_none())
                    .min();
                if let Some(anchor) = lost {
                    return Err(StaleEdits::LostAnchor {
                        anchor,
                        mnemonic: f.insts[anchor.index()].kind.mnemonic(),
                    });
                }
            }
        }
        if !self.aliases.is_empty() {
            for &b in &f.layout {
                for &i in &f.blocks[b.index()].insts {
                    f.insts[i.index()]
                        .kind
                        .for_each_operand_mut(|v| *v = self.resolve(*v));
                }
            }
        }
        Ok(())
    }

    /// Pushes what goes before `i` (recursively: an inserted instruction may be an anchor
    /// too), then `i` if it stays.
    fn emit(&self, i: Inst, out: &mut Vec<Inst>, used: &mut usize) {
        if let Some(new) = self.is_anchor(i).then(|| self.before.get(&i)).flatten() {
            *used += 1;
            for &n in new {
                self.emit(n, out, used);
            }
        }
        if self.is_placed(i) {
            out.push(i);
        }
    }
}

/// Use lists and layout membership, for a pass whose decisions read the IR as each edit leaves
/// it (so its edits cannot wait for one sweep): `replace_all_uses` visits the users of the
/// value only, and a splice searches only the block it is in, as LLVM's use lists and parent
/// pointers allow.
///
/// Every edit to the function's operands or layout while the index lives goes through it;
/// [`UseIndex::check`] (run by the pass at its end in debug builds) finds an instruction in
/// the layout the index does not know as a user of one of its operands.
#[derive(Debug, Default)]
pub struct UseIndex {
    /// Per value: the instructions that used it when they were indexed (a superset of its
    /// users in the layout: an instruction stays listed after it stops using the value).
    users: Vec<SmallVec<[Inst; 2]>>,
    /// Per instruction: in the layout.
    placed: Vec<bool>,
}

impl UseIndex {
    /// The index of `f`'s layout (one walk).
    pub fn new(f: &Function) -> UseIndex {
        let mut x = UseIndex {
            users: vec![SmallVec::new(); f.values.len()],
            placed: vec![false; f.insts.len()],
        };
        for &b in &f.layout {
            for &i in &f.blocks[b.index()].insts {
                x.add(f, i);
            }
        }
        x
    }

    fn add(&mut self, f: &Function, i: Inst) {
        if self.placed.len() <= i.index() {
            self.placed.resize(i.index() + 1, false);
        }
        self.placed[i.index()] = true;
        let users = &mut self.users;
        f.insts[i.index()].kind.for_each_operand(|v| {
            if users.len() <= v.index() {
                users.resize(v.index() + 1, SmallVec::new());
            }
            let list = &mut users[v.index()];
            if list.last() != Some(&i) {
                list.push(i);
            }
        });
    }

    /// True if `i` is in the layout.
    pub fn is_placed(&self, i: Inst) -> bool {
        self.placed.get(i.index()).copied().unwrap_or(false)
    }

    /// Puts `new` (instructions in no block) right before `at` in block `b`, and takes `at`
    /// out unless `keep`. O(size of `b`). Returns false, and does nothing, if `at` is not in `b`.
    pub fn splice(
        &mut self,
        f: &mut Function,
        b: Block,
        at: Inst,
        new: &[Inst],
        keep: bool,
    ) -> bool {
        let Some(p) = f.blocks[b.index()].insts.iter().position(|&i| i == at) else {
            return false;
        };
        let insts = &mut f.blocks[b.index()].insts;
        insts.splice(p..p, new.iter().copied());
        if !keep {
            insts.remove(p + new.len());
            self.placed[at.index()] = false;
        }
        for &n in new {
            self.add(f, n);
        }
        true
    }

    /// Takes `i` out of block `b` (nothing if it is not there). O(size of `b`).
    pub fn remove(&mut self, f: &mut Function, b: Block, i: Inst) {
        let insts = &mut f.blocks[b.index()].insts;
        if let Some(p) = insts.iter().position(|&x| x == i) {
            insts.remove(p);
            self.placed[i.index()] = false;
        }
    }

    /// Rewrites every use of `old` in the layout into `new`: what
    /// [`Function::replace_all_uses`] does, visiting `old`'s users only.
    pub fn replace_all_uses(&mut self, f: &mut Function, old: Value, new: Value) {
        if old == new {
            return;
        }
        let users = self
            .users
            .get_mut(old.index())
            .map(std::mem::take)
            .unwrap_or_default();
        for &u in &users {
            if !self.is_placed(u) {
                continue;
            }
            let mut hit = false;
            f.insts[u.index()].kind.for_each_operand_mut(|v| {
                if *v == old {
                    *v = new;
                    hit = true;
                }
            });
            if hit {
                if self.users.len() <= new.index() {
                    self.users.resize(new.index() + 1, SmallVec::new());
                }
                self.users[new.index()].push(u);
            }
        }
    }

    /// Checks the index against the layout: every instruction in it is indexed as in the
    /// layout, and as a user of each of its operands. O(function size).
    pub fn check(&self, f: &Function) -> Result<(), StaleEdits> {
        let mut in_layout = vec![false; f.insts.len()];
        for &b in &f.layout {
            for &i in &f.blocks[b.index()].insts {
                in_layout[i.index()] = true;
                let mut missing = None;
                f.insts[i.index()].kind.for_each_operand(|v| {
                    let listed = self.users.get(v.index()).is_some_and(|l| l.contains(&i));
                    if !listed && missing.is_none() {
                        missing = Some(v);
                    }
                });
                if let Some(value) = missing {
                    return Err(StaleEdits::UnlistedUse { user: i, value });
                }
            }
        }
        match (0..f.insts.len()).find(|&k| in_layout[k] != self.is_placed(Inst(k as u32))) {
            Some(k) => Err(StaleEdits::Misplaced {
                inst: Inst(k as u32),
            }),
            None => Ok(()),
        }
    }
}

fn count_names(f: &Function) -> HashMap<String, u32> {
    let mut names: HashMap<String, u32> = HashMap::default();
    for v in &f.values {
        if let Some(n) = v.name {
            *names.entry(f.names.get(n).to_owned()).or_default() += 1;
        }
    }
    names
}

fn check_names(f: &Function, indexed: &HashMap<String, u32>) -> Result<(), StaleEdits> {
    let actual = count_names(f);
    let stale = |name: &String, a: u32, i: u32| StaleEdits::StaleNames {
        name: name.clone(),
        actual: a,
        indexed: i,
    };
    for (name, &a) in &actual {
        let i = indexed.get(name).copied().unwrap_or(0);
        if a != i {
            return Err(stale(name, a, i));
        }
    }
    for (name, &i) in indexed {
        if i != 0 && !actual.contains_key(name) {
            return Err(stale(name, 0, i));
        }
    }
    Ok(())
}

mod compact;
mod replacements;

pub use replacements::Replacements;

#[cfg(test)]
mod tests;
