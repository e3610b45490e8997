//! The target table. Placeholder: being written.

/// One GPU target's facts.
#[derive(Debug)]
pub struct Target {
    /// Short name (`dg2`).
    pub name: &'static str,
}
