//! The lowering's caches, each an owned part of `Lowerer` (`mod.rs`): the predicates built so far
//! ([`Preds`], read and written by `masks.rs`), the payloads and registers made for values
//! ([`Payloads`], `values.rs` and `memory.rs`) and the typed views of variables ([`Views`]).
//! Every cache is per kernel; the per-block ones are keyed by the block, since a register
//! written in one block is not there when another block is reached some other way.

use super::repr::Place;
use crate::mir::*;
use memlower_ir::by_value::ByValue;
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::{Block, Inst, Loc, Value};

/// A constant predicate's `setp` not written yet: where, what, and the location and origin
/// of the `const` it stands for.
pub(super) type PendingSetp = (usize, InstKind, Loc, Option<Inst>);

/// A padded piece's predicate: the block, the mask's predicate, its first bit, the lanes it
/// holds and the lanes the message reads.
pub(super) type TailKey = (Block, PredId, u32, u32, u32);

/// The predicates built so far.
#[derive(Default)]
pub(super) struct Preds {
    /// Predicates built for lanes of a mask no mask offset reaches, per block (a predicate set
    /// in one block is not set on paths that avoid it).
    pub(super) cache: HashMap<(Block, Value, u32, u32), (PredId, u32)>,
    /// Predicates whose bits from this one up to their width are known to be defined zeros:
    /// what lets a padded message read a mask's predicate as it is (see `masks.rs`).
    pub(super) zero_from: HashMap<PredId, u32>,
    /// Constant predicates not written yet: the `setp` and the instruction index where their
    /// `const` stood. Written there when first read; never, if nothing reads them.
    pub(super) pending_setp: HashMap<PredId, PendingSetp>,
    /// Predicates of padded pieces (`and` with a constant), per block and the bits they read.
    pub(super) cleared_tails: HashMap<TailKey, (PredId, u32)>,
    /// Constant predicates built for padded messages, per block and bit pattern.
    pub(super) const_preds: HashMap<(Block, u32, u64), PredId>,
}

/// The payloads and registers made for values so far.
pub(super) struct Payloads {
    /// Constants and broadcasts copied into a register, per block: a copy made in one block
    /// is not there when another block is reached some other way.
    pub(super) materialized: HashMap<(Value, Option<Block>), Place>,
    /// For values that are immediates or broadcasts: the `const`/`splat` they come from
    /// (through extracts), so pieces of one splat share one materialised payload (indexed by
    /// value).
    pub(super) uniform_origin: ByValue<Value>,
    /// Materialised payloads of uniform values, per origin, block, type and footprint.
    pub(super) uniform: HashMap<(Value, Block, ElemType, u32), Raw>,
    /// GATHER4_TYPED's LOD payload of zeros, per block (see `memory::zero_lod`).
    pub(super) zero_lods: HashMap<Block, Raw>,
    /// Element offsets plus a global offset, computed once per block (see
    /// `memory::address`): (offsets, base, block, payload bytes) → payload.
    pub(super) address_sums: HashMap<(Value, Option<Value>, Block, u32), Raw>,
    /// GATHER4_TYPED's V, R and LOD payloads as one block, per block, the uniform origins of V,
    /// R and LOD (`None`: no LOD, zeros) and payload bytes (see `memory::uniform_vrl_block`).
    pub(super) vrl_blocks: HashMap<VrlKey, [Raw; 3]>,
    /// The variable holding a block's V/R/LOD blocks of one payload size, one after another.
    pub(super) vrl_roots: HashMap<(Block, u32), VarId>,
}

/// The key of a shared V/R/LOD block: block, origins of V, R and LOD, one payload's bytes.
pub(super) type VrlKey = (Block, Option<Value>, Option<Value>, Option<Value>, u32);

impl Payloads {
    /// Empty, for a function of `values` values.
    pub(super) fn new(values: usize) -> Payloads {
        Payloads {
            materialized: HashMap::default(),
            uniform_origin: ByValue::new(values),
            uniform: HashMap::default(),
            zero_lods: HashMap::default(),
            address_sums: HashMap::default(),
            vrl_blocks: HashMap::default(),
            vrl_roots: HashMap::default(),
        }
    }
}

/// Variables viewed as other element types.
#[derive(Default)]
pub(super) struct Views {
    pub(super) by_type: HashMap<(VarId, ElemType), VarId>,
    /// The type views of each root variable (an alias's root never changes), so growing a
    /// root updates its own views without a walk over every view of the kernel.
    pub(super) of_root: HashMap<VarId, Vec<VarId>>,
}
