//! What a run produces and how long it may take: step limits, sink records and the outcome.

use super::value::Val;
use crate::ir::Loc;

/// Bounds on one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Instructions (terminators included) the run may execute before it stops with
    /// [`InterpError::StepLimit`](super::InterpError::StepLimit).
    pub max_steps: u64,
}

impl Default for Limits {
    /// One million instructions.
    fn default() -> Limits {
        Limits {
            max_steps: 1_000_000,
        }
    }
}

/// The values one executed `sink` saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinkRecord {
    /// Where the `sink` is.
    pub loc: Loc,
    /// Its operands' values, in operand order.
    pub values: Vec<Val>,
}

/// What a run that returned produced besides its memory writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Every executed `sink`, in execution order.
    pub sinks: Vec<SinkRecord>,
    /// Instructions executed, terminators included.
    pub steps: u64,
}

impl Outcome {
    /// Does this reference outcome admit `observed`? The same number of sinks with the same
    /// number of values, each admitted by [`Val::admits`] (locations and step counts are not
    /// compared: a lowered program has other instructions).
    pub fn admits(&self, observed: &Outcome) -> bool {
        self.sinks.len() == observed.sinks.len()
            && self.sinks.iter().zip(&observed.sinks).all(|(r, o)| {
                r.values.len() == o.values.len()
                    && r.values.iter().zip(&o.values).all(|(r, o)| r.admits(o))
            })
    }
}
