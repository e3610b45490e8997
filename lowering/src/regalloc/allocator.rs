//! The allocator as a part the options choose ([`Allocator`], [`AllocatorKind`]): the
//! linear-time allocator the lowering uses by default, the quadratic reference it is tested
//! against, and either one checked after it runs ([`Checked`], as Cranelift runs regalloc2's
//! checker): interfering roots never share a byte, blocks are aligned, and no read message's
//! destination shares a register with an operand it reads.
//!
//! The finalizer makes the real allocation; this one predicts it for the report's GRFs and
//! peak pressure. An embedder may implement [`Allocator`] with its own model and hand it to
//! [`crate::lower_kernel_with`].

use super::{allocate_lowered, allocate_reference, check, Allocation, SharingWalk};
use crate::mir::Kernel;

/// A register allocator for message-IR kernels.
pub trait Allocator: Sync {
    /// The name the options use (`linear`, `reference`, `checked`).
    fn name(&self) -> &'static str;

    /// The allocation of `k`. `walk` is the liveness walk declaration sharing made of `k` (an
    /// allocator may reuse it or ignore it). An error says why no correct allocation was made.
    fn allocate(&self, k: &Kernel, walk: SharingWalk) -> Result<Allocation, String>;
}

/// The linear-time allocator (`regalloc::allocate_lowered`): the default.
#[derive(Clone, Copy, Debug, Default)]
pub struct Linear;

impl Allocator for Linear {
    fn name(&self) -> &'static str {
        "linear"
    }

    fn allocate(&self, k: &Kernel, walk: SharingWalk) -> Result<Allocation, String> {
        Ok(allocate_lowered(k, walk))
    }
}

/// The reference allocator (`regalloc::allocate_reference`): every co-occupied pair at every
/// instruction, quadratic; the same result as [`Linear`], for small kernels and tests.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reference;

impl Allocator for Reference {
    fn name(&self) -> &'static str {
        "reference"
    }

    fn allocate(&self, k: &Kernel, _walk: SharingWalk) -> Result<Allocation, String> {
        Ok(allocate_reference(k))
    }
}

/// Any allocator, its result checked (`regalloc::check`) before it is used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checked<A>(pub A);

impl<A: Allocator> Allocator for Checked<A> {
    fn name(&self) -> &'static str {
        "checked"
    }

    fn allocate(&self, k: &Kernel, walk: SharingWalk) -> Result<Allocation, String> {
        let a = self.0.allocate(k, walk)?;
        check(k, &a).map_err(|why| format!("the {} allocation is wrong: {why}", self.0.name()))?;
        Ok(a)
    }
}

/// The allocators the options can name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AllocatorKind {
    /// [`Linear`].
    #[default]
    Linear,
    /// [`Reference`].
    Reference,
    /// [`Checked`]`(`[`Linear`]`)`.
    Checked,
}

impl AllocatorKind {
    /// Every kind, in the order `--allocator` lists them.
    pub const ALL: [AllocatorKind; 3] = [
        AllocatorKind::Linear,
        AllocatorKind::Reference,
        AllocatorKind::Checked,
    ];

    /// The allocator of this kind.
    pub fn allocator(self) -> &'static dyn Allocator {
        match self {
            AllocatorKind::Linear => &Linear,
            AllocatorKind::Reference => &Reference,
            AllocatorKind::Checked => &Checked(Linear),
        }
    }

    /// Its name (`linear`, `reference`, `checked`).
    pub fn name(self) -> &'static str {
        self.allocator().name()
    }

    /// The kind named `s`.
    pub fn from_name(s: &str) -> Option<AllocatorKind> {
        AllocatorKind::ALL.into_iter().find(|k| k.name() == s)
    }
}
