//! The planted bug a lowering runs with, as the lowering's code carries it (its own module, so
//! the lowering names it without importing the crate root or the checker).

/// The planted bug (test-only mutation) a lowering runs with: `None` normally (see
/// [`crate::mutation`], compiled with the `mutations` feature only).
#[cfg(feature = "mutations")]
pub(crate) type Planted = Option<crate::mutation::Mutation>;
/// Without the `mutations` feature (every shipped build) nothing can be planted: a zero-sized
/// stand-in, so the lowering's code is the same in both builds and carries no switch.
#[cfg(not(feature = "mutations"))]
#[derive(Clone, Copy)]
pub(crate) struct Planted;
