//! The pass registry: every pass a pipeline string may name, with a one-line description.
//!
//! Pipeline strings (`"canonicalize,dce"`), `--print-after NAME` and `memlower opt
//! --list-passes` all read this one table, so a pass is known everywhere as soon as it is
//! registered. Passes are listed in registration order, which is the order they usually run in.

use crate::canonicalize::Canonicalize;
use crate::cse::Cse;
use crate::dce::Dce;
use crate::legalize::{
    MergeAdjacent, NarrowChannels, PackChannels, PickBlocks, SoftF64, SplitGroups, SplitLanes,
    WidenBlocks,
};
use crate::lint::{LintUb, LINT_UB};
use crate::pass::{ForEachFunction, Pass};

/// Makes a fresh instance of a pass.
pub type PassCtor = fn() -> Box<dyn Pass>;

/// One registered pass.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The name used in pipeline strings.
    pub name: &'static str,
    /// One line saying what the pass does.
    pub description: &'static str,
    ctor: PassCtor,
}

impl PassInfo {
    /// A fresh instance of the pass.
    pub fn create(&self) -> Box<dyn Pass> {
        (self.ctor)()
    }
}

/// The passes known by name.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    passes: Vec<PassInfo>,
}

impl Registry {
    /// A registry with no pass (for tests that register their own).
    pub fn new() -> Registry {
        Registry::default()
    }

    /// Every pass memlower ships.
    pub fn builtin() -> Registry {
        let mut reg = Registry::new();
        reg.register(
            "canonicalize",
            "fold constant address and mask arithmetic, simplify identities, drop dead pure ops",
            || Box::new(ForEachFunction(Canonicalize)),
        );
        reg.register(
            "dce",
            "remove unused instructions without side effects (unused gathers and image loads too)",
            || Box::new(ForEachFunction(Dce)),
        );
        reg.register(
            LINT_UB,
            "warn about provably overlapping writes (undefined behaviour) of scatters and image stores",
            || Box::new(ForEachFunction(LintUb::new())),
        );
        // The legalisation pipeline (`legalize::PIPELINE`), in pipeline order.
        reg.register(
            "soft-f64",
            "f64 arithmetic, compares and conversions as 32-bit integer ops where the target \
             has no fp64 ALU (needs a target)",
            || Box::new(ForEachFunction(SoftF64)),
        );
        reg.register(
            "narrow-channels",
            "fetch only the channels and lanes a read's users extract (needs a target)",
            || Box::new(ForEachFunction(NarrowChannels)),
        );
        reg.register(
            "widen-blocks",
            "move small elements sharing an aligned word or dword as one wider block",
            || Box::new(ForEachFunction(WidenBlocks)),
        );
        reg.register(
            "merge-adjacent",
            "combine accesses of one lane to adjacent bytes into one op (needs a target)",
            || Box::new(ForEachFunction(MergeAdjacent)),
        );
        reg.register(
            "split-groups",
            "keep values as lane groups of their messages' width, not whole (needs a target)",
            || Box::new(ForEachFunction(SplitGroups::default())),
        );
        reg.register(
            "split-lanes",
            "split memory ops into exec sizes legal for their message on the target (needs a target)",
            || Box::new(ForEachFunction(SplitLanes)),
        );
        reg.register(
            "pick-blocks",
            "choose each memory op's message, blocks and channel mask (`via`); one op per message",
            || Box::new(ForEachFunction(PickBlocks)),
        );
        reg.register(
            "pack-channels",
            "insert the conversions the chosen message's registers need; the result is legal form",
            || Box::new(ForEachFunction(PackChannels)),
        );
        reg.register(
            "cse",
            "share identical pure ops (the constants and offsets each piece made for itself)",
            || Box::new(ForEachFunction(Cse::default())),
        );
        reg
    }

    /// Registers a pass under `name`. Registering a name twice replaces the earlier entry (a
    /// programming error, caught in debug builds).
    pub fn register(&mut self, name: &'static str, description: &'static str, ctor: PassCtor) {
        let info = PassInfo {
            name,
            description,
            ctor,
        };
        match self.passes.iter_mut().find(|p| p.name == name) {
            Some(slot) => {
                debug_assert!(false, "pass `{name}` registered twice");
                *slot = info;
            }
            None => self.passes.push(info),
        }
    }

    /// The pass named `name`.
    pub fn get(&self, name: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// A fresh instance of the pass named `name`.
    pub fn create(&self, name: &str) -> Option<Box<dyn Pass>> {
        self.get(name).map(PassInfo::create)
    }

    /// Every registered pass, in registration order.
    pub fn iter(&self) -> impl Iterator<Item = &PassInfo> {
        self.passes.iter()
    }

    /// The registered names, in registration order.
    pub fn names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name).collect()
    }

    /// `--list-passes` text: one line per pass, names aligned.
    pub fn listing(&self) -> String {
        let width = self.passes.iter().map(|p| p.name.len()).max().unwrap_or(0);
        self.passes
            .iter()
            .map(|p| format!("  {:width$}  {}\n", p.name, p.description))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_passes_are_registered_with_descriptions() {
        let reg = Registry::builtin();
        assert!(reg.names().starts_with(&["canonicalize", "dce"]));
        for p in reg.iter() {
            assert!(!p.description.is_empty());
            assert_eq!(p.create().name(), p.name, "constructor of `{}`", p.name);
        }
        assert!(reg.create("no-such-pass").is_none());
        let listing = reg.listing();
        // Names are padded to the longest (`narrow-channels`, 15 characters).
        assert!(
            listing.contains("  canonicalize     fold constant"),
            "{listing}"
        );
        assert!(
            listing.contains("  dce              remove unused"),
            "{listing}"
        );
        assert!(
            listing.contains("  split-lanes      split memory ops"),
            "{listing}"
        );
        // The legalisation pipeline's passes are listed in pipeline order.
        let names = reg.names();
        let at = |n: &str| names.iter().position(|x| *x == n);
        let order: Vec<Option<usize>> = crate::legalize::PIPELINE.split(',').map(at).collect();
        assert!(order.iter().all(Option::is_some), "{names:?}");
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{names:?}");
    }
}
