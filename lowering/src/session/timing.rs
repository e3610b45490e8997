//! What a session measures: wall time per stage ([`Timings`], filled through the pass
//! manager's [`PassHooks`] for the passes and around every other stage) and counters
//! ([`Statistics`]).

use memlower_ir::Module;
use memlower_passes::manager::{PassHooks, PassRecord};
use memlower_passes::stats::Counters;
use std::fmt::Write;
use std::time::{Duration, Instant};

/// One stage's total: its name (`parse`, `verify`, `lint`, `pass <name>`, `legal-check`,
/// `lower`, `regalloc`, `report`, `emit`), wall time and how many times it ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageTime {
    /// The stage.
    pub name: String,
    /// Wall time, summed over its runs.
    pub wall: Duration,
    /// Runs (one per function for a function's stages).
    pub runs: u32,
}

/// Wall time per stage, in the order the stages first ran.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timings {
    /// Per stage.
    pub stages: Vec<StageTime>,
}

impl Timings {
    /// Adds one run of `name` that took `wall`.
    pub fn add(&mut self, name: &str, wall: Duration) {
        match self.stages.iter_mut().find(|s| s.name == name) {
            Some(s) => {
                s.wall += wall;
                s.runs += 1;
            }
            None => self.stages.push(StageTime {
                name: name.to_string(),
                wall,
                runs: 1,
            }),
        }
    }

    /// Runs `f`, adding its wall time to `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = f();
        self.add(name, start.elapsed());
        out
    }

    /// The wall time of every stage together.
    pub fn total(&self) -> Duration {
        self.stages.iter().map(|s| s.wall).sum()
    }

    /// A table: per stage its wall time, share and runs, then the total.
    pub fn table(&self) -> String {
        let total = self.total();
        let mut out = String::from("   -----Wall Time-----  Runs  --- Stage ---\n");
        let share = |d: Duration| {
            if total.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            }
        };
        for s in &self.stages {
            let _ = writeln!(
                out,
                "   {:.6} ({:>5.1}%)  {:>5}  {}",
                s.wall.as_secs_f64(),
                share(s.wall),
                s.runs,
                s.name
            );
        }
        let _ = writeln!(out, "   {:.6} (100.0%)         Total", total.as_secs_f64());
        out
    }
}

impl PassHooks for Timings {
    fn after_pass(&mut self, record: &PassRecord, _: &Module) {
        // Found without making its name: this runs after every pass of every function.
        let pass = |s: &&mut StageTime| s.name.strip_prefix("pass ") == Some(record.name);
        match self.stages.iter_mut().find(pass) {
            Some(s) => {
                s.wall += record.wall;
                s.runs += 1;
            }
            None => self.add(&format!("pass {}", record.name), record.wall),
        }
    }
}

/// Counters over a session's functions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// Functions compiled to the end.
    pub functions: u32,
    /// Passes that changed a module, over every run.
    pub passes_changed: u32,
    /// Messages, moves and instructions of the kernels.
    pub messages: u32,
    /// Moves of the kernels.
    pub moves: u32,
    /// Instructions of the kernels.
    pub instructions: u32,
    /// Kernels predicted to spill.
    pub spills: u32,
    /// What every pass and the lowering counted (`-stats`), summed over the session's runs
    /// and functions, keyed by pass, name and description.
    pub counters: Counters,
}
