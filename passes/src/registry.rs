//! The pass registry: every pass a pipeline string may name, with a one-line description.
//!
//! Pipeline strings (`"canonicalize,dce"`), `--print-after NAME` and `memlower opt
//! --list-passes` all read this one table, so a pass is known everywhere as soon as it is
//! registered. Passes are listed in registration order, which is the order they usually run in.
//!
//! A pass may take parameters, written as LLVM's new pass manager writes them:
//! `split-lanes<max-exec=8>`, several separated by `;` (`name<a=1;b>`, a bare key being
//! `true`). A pass registered with [`Registry::register_with_params`] gets them as
//! [`PassParams`]; one registered with [`Registry::register`] takes none, and the pipeline
//! parser refuses parameters given to it. A caller extends a registry (`Registry::builtin()`
//! plus its own passes) and hands it to the session (`Session::with_registry`,
//! `memlower::compile_with`, `CheckOptions::registry`).

use crate::canonicalize::Canonicalize;
use crate::cse::Cse;
use crate::dce::Dce;
use crate::late_masks::LateMasks;
use crate::legalize::{
    MergeAdjacent, NarrowChannels, PackChannels, PickBlocks, SoftF64, SplitGroups, SplitLanes,
    SplitLanesWithin, WidenBlocks,
};
use crate::lint::{LintUb, LINT_UB};
use crate::pass::{ForEachFunction, Pass};

/// Makes a fresh instance of a pass.
pub type PassCtor = fn() -> Box<dyn Pass>;

/// Makes a fresh instance of a pass from its parameters, or says why they are wrong. It must
/// accept no parameters at all (its defaults).
pub type ParamCtor =
    std::sync::Arc<dyn Fn(&PassParams) -> Result<Box<dyn Pass>, String> + Send + Sync>;

/// The parameters of one pipeline entry (`name<key=value;flag>`), in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassParams {
    entries: Vec<(String, Option<String>)>,
}

impl PassParams {
    /// Parses the text between `<` and `>`.
    pub fn parse(text: &str) -> Result<PassParams, String> {
        let mut entries = Vec::new();
        for item in text.split(';') {
            let item = item.trim();
            if item.is_empty() {
                return Err("an empty parameter".into());
            }
            match item.split_once('=') {
                Some((k, v)) if !k.trim().is_empty() => {
                    entries.push((k.trim().to_string(), Some(v.trim().to_string())))
                }
                Some(_) => return Err(format!("`{item}` has no name")),
                None => entries.push((item.to_string(), None)),
            }
        }
        Ok(PassParams { entries })
    }

    /// True if no parameter was given.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The parameter names, in the order written.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(k, _)| k.as_str())
    }

    /// The value of `key` as an unsigned integer, if given.
    pub fn u32(&self, key: &str) -> Result<Option<u32>, String> {
        match self.entries.iter().find(|(k, _)| k == key) {
            None => Ok(None),
            Some((_, Some(v))) => v
                .parse()
                .map(Some)
                .map_err(|_| format!("`{key}` takes an unsigned integer, not `{v}`")),
            Some((_, None)) => Err(format!("`{key}` needs a value (`{key}=N`)")),
        }
    }

    /// An error for the first parameter not in `known`, if any.
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self.keys().find(|k| !known.contains(k)) {
            Some(k) if known.is_empty() => Err(format!("takes no parameters, not `{k}`")),
            Some(k) => Err(format!(
                "has no parameter `{k}` (it takes: {})",
                known.join(", ")
            )),
            None => Ok(()),
        }
    }
}

/// How a registered pass is made.
#[derive(Clone)]
enum Ctor {
    Plain(PassCtor),
    Params(ParamCtor),
}

/// One registered pass.
#[derive(Clone)]
pub struct PassInfo {
    /// The name used in pipeline strings.
    pub name: &'static str,
    /// One line saying what the pass does.
    pub description: &'static str,
    ctor: Ctor,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("name", &self.name)
            .field("description", &self.description)
            .finish_non_exhaustive()
    }
}

impl PassInfo {
    /// A fresh instance of the pass with its default parameters.
    pub fn create(&self) -> Result<Box<dyn Pass>, String> {
        self.create_with(&PassParams::default())
    }

    /// A fresh instance of the pass with `params`, or why they are wrong.
    pub fn create_with(&self, params: &PassParams) -> Result<Box<dyn Pass>, String> {
        match &self.ctor {
            Ctor::Plain(ctor) => {
                params.only(&[])?;
                Ok(ctor())
            }
            Ctor::Params(ctor) => ctor(params),
        }
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
        reg.register_with_params(
            "split-lanes",
            "split memory ops into exec sizes legal for their message on the target (needs a \
             target); `split-lanes<max-exec=N>` uses no exec size above N",
            |p: &PassParams| {
                p.only(&["max-exec"])?;
                let max_exec = p.u32("max-exec")?;
                if max_exec == Some(0) {
                    return Err("`max-exec` must be at least 1".into());
                }
                Ok(match max_exec {
                    Some(max_exec) => {
                        Box::new(ForEachFunction(SplitLanesWithin { max_exec })) as Box<dyn Pass>
                    }
                    None => Box::new(ForEachFunction(SplitLanes)),
                })
            },
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
        reg.register(
            "late-masks",
            "move each mask to just before its first reader in its block (short-lived predicates)",
            || Box::new(ForEachFunction(LateMasks)),
        );
        reg
    }

    /// Registers a pass under `name`. Registering a name twice replaces the earlier entry (a
    /// programming error, caught in debug builds).
    pub fn register(&mut self, name: &'static str, description: &'static str, ctor: PassCtor) {
        self.insert(PassInfo {
            name,
            description,
            ctor: Ctor::Plain(ctor),
        });
    }

    /// Registers a pass that takes parameters (`name<key=value;...>`): `ctor` makes it from
    /// them, and must accept none (its defaults).
    pub fn register_with_params(
        &mut self,
        name: &'static str,
        description: &'static str,
        ctor: impl Fn(&PassParams) -> Result<Box<dyn Pass>, String> + Send + Sync + 'static,
    ) {
        self.insert(PassInfo {
            name,
            description,
            ctor: Ctor::Params(std::sync::Arc::new(ctor)),
        });
    }

    fn insert(&mut self, info: PassInfo) {
        let name = info.name;
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

    /// A fresh instance of the pass named `name` with `params`: `None` if no pass has that
    /// name, else the pass or why its parameters are wrong.
    pub fn create(&self, name: &str, params: &PassParams) -> Option<Result<Box<dyn Pass>, String>> {
        self.get(name).map(|p| p.create_with(params))
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
            let pass = p.create().expect("every pass takes no parameters");
            assert_eq!(pass.name(), p.name, "constructor of `{}`", p.name);
        }
        assert!(reg.create("no-such-pass", &PassParams::default()).is_none());
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
