//! The peer benchmark: memlower against Intel's own OpenCL compiler (IGC), kernel by kernel,
//! through the same finalizer and counted by the same readers.
//!
//! ```text
//!   peers/k.cl ──ocloc -device D (IGC_ForceOCLSIMDWidth=W, IGC_ShaderDumpEnable=1)──▶ IGC's .visaasm ─┐
//!   peers/k.mir ─widen to W lanes─parse─verify─legalise(D)─lower (aware, naive)──▶ memlower's .visaasm ┤
//!                                                                                                       │
//!        VisaStats::from_visa (messages by kind, moves, instructions) ◀─────────────────────────────────┤
//!        GenX_IR -platform D -output -noLoadPayload ──▶ k.asm ──▶ GenxStats::from_asm                ◀──┘
//!              (sends by kind, native instructions, highest GRF, spill bytes)
//! ```
//!
//! [`run`] does the compiling and measuring, [`table`] prints the comparison and checks the
//! targets of issue 8, [`causes`] sorts each native instruction by cause and [`native`] prints
//! that breakdown and checks issue 28's targets. A missing tool (`ocloc`, `GenX_IR`) is an error ([`PeerError::Missing`]);
//! a kernel one side refuses is a row marked [`Outcome::Refused`], never dropped.
//!
//! **The suite** (`peers/`): per kernel `k`, `k.cl` (OpenCL C, one kernel named `k`) and `k.mir`
//! (memlower IR, one function `@k` written for 16 lanes). [`widen`] makes the 32-lane kernel
//! from the same text by changing the lane count of every type (`vec<16 x`, `mask<16>`) and
//! nothing else, so a suite kernel must not depend on its width anywhere but in its types (the
//! local size is an argument).

pub mod causes;
pub mod native;
pub mod run;
pub mod table;

use memlower_check::genx_stats::{GenxStats, StatsError};
use memlower_check::visa_stats::VisaStats;
use std::path::{Path, PathBuf};

/// A platform both compilers target: the `ocloc -device` name and memlower's target name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Platform {
    /// memlower's target (`tgllp`), also the row label.
    pub target: &'static str,
    /// `ocloc -device` (`tgllp`, `dg2`).
    pub device: &'static str,
}

/// The platforms of the benchmark: Xe-LP and Xe-HPG, where IGC still uses the legacy data-port
/// messages (so its vISA is comparable with ours).
pub const PLATFORMS: [Platform; 2] = [
    Platform {
        target: "tgllp",
        device: "tgllp",
    },
    Platform {
        target: "dg2",
        device: "dg2",
    },
];

/// The SIMD widths compared: one work-item per lane, 16 and 32 work-items per thread.
pub const WIDTHS: [u32; 2] = [16, 32];

/// One suite kernel.
#[derive(Clone, Debug)]
pub struct SuiteKernel {
    /// Kernel name: the file stem, the OpenCL kernel and the memlower function.
    pub name: String,
    /// OpenCL C source.
    pub cl: String,
    /// memlower IR for 16 lanes.
    pub mir: String,
}

/// Figures of one compiled kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    /// From the `.visaasm` text.
    pub visa: VisaStats,
    /// From GenX_IR's native code.
    pub genx: GenxStats,
    /// GenX_IR's native instructions by cause ([`causes`]).
    pub causes: causes::Causes,
}

/// What one side made of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Compiled and finalized.
    Done(Figures),
    /// The compiler, the lowering or the finalizer refused it: why.
    Refused(String),
}

impl Outcome {
    /// The figures, if there are any.
    pub fn figures(&self) -> Option<&Figures> {
        match self {
            Outcome::Done(f) => Some(f),
            Outcome::Refused(_) => None,
        }
    }
}

/// One kernel on one platform at one width: IGC, memlower and memlower's naive baseline.
#[derive(Clone, Debug)]
pub struct Row {
    /// Kernel name.
    pub kernel: String,
    /// Platform.
    pub platform: Platform,
    /// SIMD width (lanes).
    pub width: u32,
    /// IGC through ocloc.
    pub igc: Outcome,
    /// memlower, register-allocation aware.
    pub aware: Outcome,
    /// memlower's naive lowering (a fresh variable per value, a copy per payload).
    pub naive: Outcome,
    /// memlower's in-set lower bound on the kernel's data messages (the fewest of the five that
    /// carry its accesses, `lowering::report::remarks`); `None` if memlower refused it.
    pub bound: Option<u32>,
    /// What a reader of the row must know (IGC's f64 refusal, sync messages, ...).
    pub notes: Vec<String>,
}

impl Row {
    /// IGC's and memlower's figures, if both sides compiled the kernel.
    pub fn both(&self) -> Option<(&Figures, &Figures)> {
        Some((self.igc.figures()?, self.aware.figures()?))
    }
}

/// Why the benchmark could not run (as opposed to a kernel being refused).
#[derive(Debug, thiserror::Error)]
pub enum PeerError {
    /// A tool is not installed.
    #[error("{tool} could not be started ({err}); scripts/ensure-deps.sh installs it")]
    Missing {
        /// `ocloc` or `GenX_IR`.
        tool: &'static str,
        /// The spawn error.
        err: std::io::Error,
    },
    /// A file or directory could not be read or written.
    #[error("{path}: {err}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        err: std::io::Error,
    },
    /// The suite is inconsistent (a `.cl` without its `.mir`, ...).
    #[error("peer suite: {0}")]
    Suite(String),
    /// Finalizer output the reader cannot account for (a harness bug, not a kernel's fault).
    #[error("{kernel} ({side}, {platform} SIMD{width}): {err}")]
    Stats {
        /// Kernel.
        kernel: String,
        /// `IGC`, `memlower` or `naive`.
        side: &'static str,
        /// Platform target name.
        platform: &'static str,
        /// Width.
        width: u32,
        /// The reader's complaint.
        err: StatsError,
    },
}

/// Reads the suite: every `k.mir` in `dir` with its `k.cl`, sorted by name. A `.cl` without a
/// `.mir` (or the reverse) is an error.
pub fn read_suite(dir: &Path) -> Result<Vec<SuiteKernel>, PeerError> {
    let io = |path: &Path, err| PeerError::Io {
        path: path.to_path_buf(),
        err,
    };
    let mirs = memlower_ir::corpus::read_mir_dir(dir).map_err(|e| io(dir, e))?;
    let mut kernels = Vec::new();
    for m in &mirs {
        let cl_path = dir.join(format!("{}.cl", m.stem()));
        let cl = std::fs::read_to_string(&cl_path).map_err(|e| io(&cl_path, e))?;
        kernels.push(SuiteKernel {
            name: m.stem().to_string(),
            cl,
            mir: m.text.clone(),
        });
    }
    for entry in std::fs::read_dir(dir).map_err(|e| io(dir, e))? {
        let path = entry.map_err(|e| io(dir, e))?.path();
        if path.extension().is_some_and(|x| x == "cl") && !path.with_extension("mir").exists() {
            return Err(PeerError::Suite(format!(
                "{} has no memlower twin (.mir)",
                path.display()
            )));
        }
    }
    Ok(kernels)
}

/// The suite shipped with the repository (`peers/`).
pub fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("peers")
}

/// The memlower kernel for `width` lanes: the 16-lane text with every `vec<16 x` and
/// `mask<16>` widened (module docs).
pub fn widen(mir16: &str, width: u32) -> String {
    mir16
        .replace("vec<16 x", &format!("vec<{width} x"))
        .replace("mask<16>", &format!("mask<{width}>"))
}
