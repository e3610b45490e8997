//! `--finalize`: every emitted kernel through GenX_IR, Intel's vISA finalizer, and its native
//! figures into the report ([`memlower_lowering::report::Native`]), the JSON and the remarks.
//!
//! ```text
//!   LoweredFunction.visa ──genx::run(visa, target.platform)──▶ k.asm ──GenxStats::from_asm──▶
//!        Native { sends, instructions, highest GRF, spill bytes } ──▶ report.native
//! ```
//!
//! Any failure is an error before anything is written: GenX_IR missing, a kernel it rejects
//! (its `Error Message:` lines), or native code whose figures cannot be read. A spill is no
//! failure: GenX_IR exits 1 but writes the code, and the figures say how many bytes it spilled.

use super::error::DriverError;
use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use memlower_lowering::report::Native;
use memlower_lowering::Lowered;
use memlower_passes::target::Target;

/// One kernel as the finalizer compiled it.
#[derive(Clone, Debug)]
pub(super) struct Finalized {
    /// The native code GenX_IR wrote (`k.asm`).
    pub asm: String,
    /// Its figures.
    pub native: Native,
}

/// Runs GenX_IR on every kernel of `lowered` for `target`, sets each report's
/// [`memlower_lowering::Report::native`] and returns the native code, in kernel order.
pub(super) fn finalize(
    lowered: &mut Lowered,
    target: &Target,
) -> Result<Vec<Finalized>, DriverError> {
    let mut out = Vec::with_capacity(lowered.functions.len());
    for f in &mut lowered.functions {
        let done = finalize_kernel(&f.name, &f.visa, target)?;
        if let Some(report) = &mut f.report {
            report.native = Some(done.native);
        }
        out.push(done);
    }
    Ok(out)
}

/// GenX_IR on one kernel's vISA text.
fn finalize_kernel(name: &str, visa: &str, target: &Target) -> Result<Finalized, DriverError> {
    let fail = |reason: String| DriverError::Finalize { reason };
    let run = genx::run(visa, target.platform).map_err(|e| match e {
        genx::GenxError::Missing(_) => fail(format!(
            "GenX_IR could not be started ({e}); install it with scripts/ensure-deps.sh"
        )),
        e => fail(format!("kernel @{name}: {e}")),
    })?;
    let asm = match &run.asm {
        Some(asm) if run.code == Some(0) || run.spilled() => asm.clone(),
        _ => {
            return Err(fail(format!(
                "GenX_IR rejected kernel @{name} for {}: {}",
                target.platform,
                run.diagnosis()
            )))
        }
    };
    let s = GenxStats::from_asm(&asm, target.grf_bytes)
        .map_err(|e| fail(format!("kernel @{name}: {e}")))?;
    let native = Native {
        platform: target.platform,
        sends: s.sends,
        data_sends: s.data_sends,
        spill_sends: s.spill_sends,
        fill_sends: s.fill_sends,
        instructions: s.instructions,
        highest_grf: s.highest_grf,
        spill_bytes: s.spill_bytes,
    };
    Ok(Finalized { asm, native })
}
