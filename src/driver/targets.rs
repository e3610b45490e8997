//! `memlower targets`, and looking a target name up for the other subcommands.

use super::error::DriverError;
use super::io::Io;
use super::output::write_stdout;
use memlower_passes::target::{targets_table, Target};

/// Prints the target table.
pub(super) fn run(io: &mut Io) -> Result<(), DriverError> {
    write_stdout(&targets_table(), io)
}

/// Looks a target up in the target table (`None` stays `None`).
pub(super) fn resolve_target(name: Option<&str>) -> Result<Option<&'static Target>, DriverError> {
    let Some(name) = name else { return Ok(None) };
    match Target::by_name(name) {
        Some(t) => Ok(Some(t)),
        None => Err(DriverError::UnknownTarget {
            name: name.to_string(),
            known: Target::names(),
        }),
    }
}
