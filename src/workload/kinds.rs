//! The plain types the generator's modules share (kept apart from `mod.rs`, which drives the
//! writers, so the writers need not import their parent).

use memlower_ir::SurfaceKind;

/// The kind of module to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every op, type and control-flow form, sized by the number of memory accesses.
    Mixed,
    /// One gather, a chain of dependent `add`s, one scatter: the long-live-range case.
    Chain,
    /// Deep control flow, sized by the number of blocks.
    Blocks,
}

impl Shape {
    /// The shape named `s` (`mixed`, `chain`, `blocks`).
    pub fn from_name(s: &str) -> Option<Shape> {
        match s {
            "mixed" => Some(Shape::Mixed),
            "chain" => Some(Shape::Chain),
            "blocks" => Some(Shape::Blocks),
            _ => None,
        }
    }

    /// What `size` counts for this shape.
    pub fn unit(self) -> &'static str {
        match self {
            Shape::Mixed => "accesses",
            Shape::Chain => "chained adds",
            Shape::Blocks => "blocks",
        }
    }
}

/// What a written module contains.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Functions.
    pub functions: u64,
    /// Blocks.
    pub blocks: u64,
    /// Instructions, terminators included.
    pub instructions: u64,
    /// Memory accesses: gathers, scatters and image reads.
    pub accesses: u64,
    /// Bytes of text.
    pub bytes: u64,
}

/// A module-level surface.
pub(crate) struct SurfaceDecl {
    /// `buf`, `img2`, ...
    pub name: String,
    /// Its kind.
    pub kind: SurfaceKind,
}
