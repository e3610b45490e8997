//! The values a generated function may use at the current point, in bounded memory.
//!
//! The generators that build a whole [`memlower_ir::Function`] keep every value they made and
//! scan the list for each operand, which is quadratic in the function's length. Here each open
//! region (the function, a diamond arm) keeps only its most recent values in a ring, so a
//! function of a million instructions is written in constant memory. Dominance holds by
//! construction: a region's values are dropped when the region closes (a diamond's arms do not
//! dominate its join), and every value still pooled was defined in a block that dominates the
//! point of use.

use memlower_ir::Type;
use std::fmt;

/// How many recent values each region keeps.
const RECENT: usize = 64;

/// A value of the function being written: a named parameter or an anonymous `%N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Val {
    /// Its name in the text.
    pub name: Name,
    /// Its type.
    pub ty: Type,
}

/// How a value is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Name {
    /// `%N`, anonymous.
    Num(u32),
    /// `%base`, `%m16`, ...: a parameter or a named value (`%off.N`, `%acc.N`).
    Named(&'static str, Option<u32>),
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Name::Num(n) => write!(f, "%{n}"),
            Name::Named(s, None) => write!(f, "%{s}"),
            Name::Named(s, Some(n)) => write!(f, "%{s}.{n}"),
        }
    }
}

/// Offsets made for a memory op, with what they guarantee, so a later op can reuse them only
/// when they keep its promises.
#[derive(Clone, Copy, Debug)]
pub(super) struct Offsets {
    /// The `vec<N x i32>` value.
    pub val: Val,
    /// Every lane's offset is a multiple of this.
    pub align: u32,
    /// Lanes are at least this many bytes apart (0: they may coincide).
    pub spacing: u32,
}

/// One open region's recent values.
#[derive(Default)]
struct Scope {
    recent: Vec<Val>,
    next: usize,
    offsets: Vec<Offsets>,
    next_offsets: usize,
}

impl Scope {
    fn push(&mut self, v: Val) {
        ring_push(&mut self.recent, &mut self.next, v, RECENT);
    }
}

fn ring_push<T>(ring: &mut Vec<T>, next: &mut usize, x: T, cap: usize) {
    if ring.len() < cap {
        ring.push(x);
    } else {
        ring[*next] = x;
        *next = (*next + 1) % cap;
    }
}

/// The scoped pool: the function's values (parameters are always there) and, for each open
/// region, its recent values.
pub(super) struct Pool {
    /// Always available: the entry block's parameters and prologue.
    pinned: Vec<Val>,
    scopes: Vec<Scope>,
    /// Scratch for candidate lists, reused so no pick allocates.
    scratch: Vec<Val>,
}

impl Pool {
    pub fn new() -> Pool {
        Pool {
            pinned: Vec::new(),
            scopes: vec![Scope::default()],
            scratch: Vec::new(),
        }
    }

    /// A value available for the rest of the function.
    pub fn pin(&mut self, v: Val) {
        self.pinned.push(v);
    }

    /// A value available until the current region closes.
    pub fn push(&mut self, v: Val) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    /// Offsets (also pushed as a value) a later memory op may reuse.
    pub fn push_offsets(&mut self, o: Offsets) {
        self.push(o.val);
        if let Some(s) = self.scopes.last_mut() {
            ring_push(&mut s.offsets, &mut s.next_offsets, o, 8);
        }
    }

    /// Opens a region (a diamond arm): what it makes is dropped by [`Pool::close`].
    pub fn open(&mut self) {
        self.scopes.push(Scope::default());
    }

    /// Closes the innermost region.
    pub fn close(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    /// The values satisfying `want`, most recent region first (the list is reused: copy what
    /// you keep).
    pub fn candidates(&mut self, want: impl Fn(Type) -> bool) -> &[Val] {
        self.scratch.clear();
        for s in self.scopes.iter().rev() {
            self.scratch
                .extend(s.recent.iter().copied().filter(|v| want(v.ty)));
        }
        self.scratch
            .extend(self.pinned.iter().copied().filter(|v| want(v.ty)));
        &self.scratch
    }

    /// The list the last [`Pool::candidates`] call returned.
    pub fn last_candidates(&self) -> &[Val] {
        &self.scratch
    }

    /// Reusable offsets of `ty` aligned to `align` whose lanes are at least `spacing` apart.
    pub fn offsets(&self, ty: Type, align: u32, spacing: u32) -> Option<Offsets> {
        self.scopes
            .iter()
            .rev()
            .flat_map(|s| s.offsets.iter())
            .find(|o| o.val.ty == ty && o.align >= align && o.spacing >= spacing)
            .copied()
    }
}
