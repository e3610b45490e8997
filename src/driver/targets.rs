//! `memlower targets`, and looking a target name up for the other subcommands.

use super::error::DriverError;
use super::io::Io;
use super::output::write_stdout;
use memlower_passes::target::{targets_table, Target, TargetError};

/// Prints the target table.
pub(super) fn run(io: &mut Io) -> Result<(), DriverError> {
    write_stdout(&targets_table(), io)
}

/// Looks a target up in the target table (`None` stays `None`); `name+ext+...` enables
/// extensions (`pvc+typed-simd16`, listed by `memlower targets`).
pub(super) fn resolve_target(name: Option<&str>) -> Result<Option<Target>, DriverError> {
    let Some(name) = name else { return Ok(None) };
    match Target::parse(name) {
        Ok(t) => Ok(Some(t)),
        Err(TargetError::UnknownTarget { name }) => Err(DriverError::UnknownTarget {
            name,
            known: Target::names(),
        }),
        Err(e) => Err(DriverError::Extension(e)),
    }
}
