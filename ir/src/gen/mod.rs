//! Random well-formed modules, for property tests (print/parse round trips, the verifier) and,
//! later, differential testing of the passes against the interpreters.
//!
//! ```text
//!   GenConfig ──random_module(rng)──▶ Module that satisfies every rule of ir::verify
//!                                      (ARCHITECTURE.md §2)
//! ```
//!
//! How a function is made, so that every use is dominated by its definition:
//!
//! 1. Blocks and their parameters are created, and the control flow is decided first: each
//!    block ends in `br` to the next block, `cond_br` to the next block and another non-entry
//!    block (earlier ones too when [`GenConfig::back_edges`] is set), or `ret`. The last block
//!    returns. No branch targets the entry block.
//! 2. The dominator tree of that CFG ([`crate::cfg::Cfg`]) is computed, and the blocks are filled
//!    in reverse post-order. A block may use the values available at the end of its immediate
//!    dominator, its own parameters and its own earlier results. Blocks that a mid-function
//!    `ret` left unreachable may use only the function's parameters and their own values.
//! 3. Each instruction picks an op from [`GenConfig::ops`], then types that satisfy the op's
//!    verifier rule, then operands: an available value of the wanted type, or a fresh `const` or
//!    `splat` made on the spot. Branch arguments and `cond_br` conditions are found the same way.
//!
//! Lane counts come from a small per-function palette (so values of one type meet and are
//! reused), drawn from 1..=[`GenConfig::max_lanes`] with non-powers of two on purpose. Values are
//! named or anonymous at random; block and value names include words of the text format
//! (`ret`, `mask`, `x`) to keep the parser honest.
//!
//! The generated modules are *valid*, not *lowerable*: they may contain `image.store`, `via`
//! annotations that legalisation would not choose, lane counts no message supports, and
//! (with `back_edges`) loops that never terminate. Restrict [`GenConfig`] for those uses.

mod config;
mod fngen;
mod insts;
#[cfg(test)]
mod tests;

pub use config::{GenConfig, GenOp};

use crate::ir::*;
use crate::rng::Rng;
use crate::types::{ChannelMask, ScalarType};
use fngen::FnGen;
use std::collections::HashSet;

/// Generates a random module that satisfies every verifier rule (ARCHITECTURE.md §2): surfaces
/// of every kind, 1..=`max_functions` functions with block parameters and branches, and the ops
/// of `cfg.ops`.
pub fn random_module(rng: &mut Rng, cfg: &GenConfig) -> Module {
    let mut m = Module::new();
    m.target = match rng.below(5) {
        0 => None,
        1 => Some("dg2".into()),
        2 => Some("tgllp".into()),
        3 => Some("xehp".into()),
        _ => Some("pvc".into()),
    };
    add_surfaces(rng, &mut m);
    let nfuncs = rng.range(1, cfg.max_functions.max(1) as u64) as usize;
    let mut fnames = HashSet::new();
    for i in 0..nfuncs {
        let base = *rng.pick(&["k", "kernel_", "main.", "f"]);
        let mut name = format!("{base}{i}");
        while !fnames.insert(name.clone()) {
            name.push('_');
        }
        let f = FnGen::new(rng, cfg, &m.surfaces).function(name);
        m.functions.push(f);
    }
    m
}

/// Every surface kind at least once (one to two of each), in a random order.
fn add_surfaces(rng: &mut Rng, m: &mut Module) {
    let mut kinds = Vec::new();
    for _ in 0..rng.range(1, 2) {
        kinds.push(SurfaceKind::Untyped);
    }
    kinds.push(SurfaceKind::Slm);
    kinds.push(SurfaceKind::Stateless);
    const IMAGE_ELEMS: [ScalarType; 5] = [
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::F16,
        ScalarType::F32,
    ];
    for dim in [ImageDim::D1, ImageDim::D2, ImageDim::D3] {
        for _ in 0..rng.range(1, 2) {
            kinds.push(SurfaceKind::Image {
                dim,
                channels: ChannelMask(rng.range(1, 15) as u8),
                elem: *rng.pick(&IMAGE_ELEMS),
            });
        }
    }
    // Shuffle (Fisher-Yates), so surfaces of each kind appear at varied indices.
    for i in (1..kinds.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        kinds.swap(i, j);
    }
    for (i, kind) in kinds.into_iter().enumerate() {
        let base = match kind {
            SurfaceKind::Untyped => "buf",
            SurfaceKind::Slm => "lds",
            SurfaceKind::Stateless => "glb",
            SurfaceKind::Image { .. } => "img",
        };
        m.add_surface(format!("{base}{i}"), kind);
    }
}
