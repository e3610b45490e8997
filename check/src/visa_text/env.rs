//! What the host knows about a kernel that its text does not say (see the module documentation
//! of `visa_text`).

use memlower_ir::{Module, SurfaceKind};
use memlower_passes::target::Target;

/// What the host knows about a kernel that its text does not say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Env {
    /// The target's name (recorded in the kernel, printed in its header comment).
    pub target: String,
    /// Bytes per GRF: the unit of a region's row offset.
    pub grf_bytes: u32,
    /// The module's surfaces in order: kernel surface i addresses the memory of surface i.
    pub surfaces: Vec<SurfaceKind>,
}

impl Env {
    /// The environment of a kernel lowered from `m` for `target`.
    pub fn new(target: &Target, m: &Module) -> Env {
        Env {
            target: target.name.to_string(),
            grf_bytes: target.grf_bytes,
            surfaces: m.surfaces.iter().map(|s| s.kind).collect(),
        }
    }
}
