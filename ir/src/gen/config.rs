//! What the generator may emit: the instruction kinds and the size and shape limits.

use crate::types::ScalarType;

/// The kinds of instruction the generator can emit (terminators are always emitted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GenOp {
    /// `const`.
    Const,
    /// `splat`.
    Splat,
    /// `lane.index`.
    LaneIndex,
    /// `undef`.
    Undef,
    /// `add`, `sub`, ..., `maxnum`, and (on floats, now and then) `fma`.
    Binary,
    /// `cmp`, and `fcmp` on floats.
    Cmp,
    /// `select`.
    Select,
    /// `extract`.
    Extract,
    /// `insert`.
    Insert,
    /// `concat`.
    Concat,
    /// `chan.extract`.
    ChanExtract,
    /// `chan.pack`.
    ChanPack,
    /// `zext`, `sext`, `trunc`, `bitcast`, and the float conversions.
    Cast,
    /// `gather`.
    Gather,
    /// `scatter`.
    Scatter,
    /// `image.load`.
    ImageLoad,
    /// `image.store`.
    ImageStore,
    /// `sink`.
    Sink,
}

impl GenOp {
    /// Every generator op.
    pub const ALL: [GenOp; 18] = [
        GenOp::Const,
        GenOp::Splat,
        GenOp::LaneIndex,
        GenOp::Undef,
        GenOp::Binary,
        GenOp::Cmp,
        GenOp::Select,
        GenOp::Extract,
        GenOp::Insert,
        GenOp::Concat,
        GenOp::ChanExtract,
        GenOp::ChanPack,
        GenOp::Cast,
        GenOp::Gather,
        GenOp::Scatter,
        GenOp::ImageLoad,
        GenOp::ImageStore,
        GenOp::Sink,
    ];
}

/// What [`random_module`](super::random_module) may produce. `Default` gives small modules that use everything.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Functions per module: 1..=this.
    pub max_functions: usize,
    /// Blocks per function: 1..=this.
    pub max_blocks: usize,
    /// Instructions chosen per block (0..=this), not counting the operands and terminator
    /// arguments made on the way.
    pub max_insts: usize,
    /// Parameters per function and per block: 0..=this.
    pub max_params: usize,
    /// Largest lane count (1..=[`crate::types::MAX_LANES`]).
    pub max_lanes: u32,
    /// The ops to choose from (`const` and `splat` are still made for operands). Empty means
    /// only constants.
    pub ops: Vec<GenOp>,
    /// Element types of data values (offsets, coordinates and masks are always `i32`/masks).
    pub elems: Vec<ScalarType>,
    /// Percent chance that a gather, scatter or image.load carries a `via` annotation.
    pub via_percent: u64,
    /// Percent chance that a value gets a user name rather than a number.
    pub named_percent: u64,
    /// Allow branches to earlier blocks (loops; they need not terminate).
    pub back_edges: bool,
    /// Allow a `ret` before the last block (which can leave blocks unreachable).
    pub early_ret: bool,
}

impl Default for GenConfig {
    fn default() -> GenConfig {
        GenConfig {
            max_functions: 3,
            max_blocks: 5,
            max_insts: 8,
            max_params: 3,
            max_lanes: 64,
            ops: GenOp::ALL.to_vec(),
            elems: ScalarType::ALL.to_vec(),
            via_percent: 20,
            named_percent: 50,
            back_edges: true,
            early_ret: true,
        }
    }
}

impl GenConfig {
    /// Modules the legalisation pipeline and the lowering should accept: every op but
    /// `image.store` (no message writes a typed image), no `via` (the legaliser chooses), no
    /// back edges (a loop whose condition is a random constant need not terminate). Everything
    /// else stays random, so most memory ops still break their alignment promise or overlap
    /// on most inputs: the differential checker skips those trials as undefined behaviour and
    /// uses these modules mainly to find pipeline failures. (Its own generator,
    /// `memlower_check::gen`, makes programs that are defined on most inputs.)
    pub fn lowerable() -> GenConfig {
        GenConfig {
            max_functions: 2,
            ops: GenOp::ALL
                .iter()
                .copied()
                .filter(|&op| op != GenOp::ImageStore)
                .collect(),
            via_percent: 0,
            back_edges: false,
            ..GenConfig::default()
        }
    }
}
