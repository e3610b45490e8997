//! Where a session's per-function results go: a [`Sink`] ([`Collected`] keeps them in memory,
//! for the library API; the command line's streamed path writes each as its turn comes).

use super::CompileError;
use crate::LoweredFunction;
use memlower_ir::{Loc, Module};
use memlower_passes::lint::LintWarning;
use memlower_passes::manager::RunReport;

/// One function through the session, alone in a module with every surface of its module.
#[derive(Clone, Debug)]
pub struct FunctionOutput {
    /// The function's name.
    pub name: String,
    /// Where the function is defined.
    pub loc: Loc,
    /// What `lint-ub` found in the input function (provable undefined behaviour).
    pub lint: Vec<LintWarning>,
    /// What the pipeline did: per pass its time and change, and the passes' warnings.
    pub run: RunReport,
    /// The legalised module (the function alone), if the options keep it.
    pub legal: Option<Module>,
    /// The kernel: message IR, vISA text (if asked for), report (if asked for), totals.
    pub lowered: LoweredFunction,
    /// True if the kernel needs more registers than the target gives: the finalizer will
    /// spill.
    pub spills: bool,
}

/// Takes each function's result, in module order.
pub trait Sink {
    /// Function number `index` (in module order, from 0) is compiled.
    fn function(&mut self, index: usize, out: FunctionOutput) -> Result<(), CompileError>;
}

/// A sink that keeps everything.
#[derive(Clone, Debug, Default)]
pub struct Collected {
    /// Every function's result, in the order given.
    pub functions: Vec<FunctionOutput>,
}

impl Sink for Collected {
    fn function(&mut self, _: usize, out: FunctionOutput) -> Result<(), CompileError> {
        self.functions.push(out);
        Ok(())
    }
}
