//! `cargo bench --bench peers` (or `bash scripts/peers.sh`): memlower against Intel's OpenCL
//! compiler (IGC, through `ocloc`) on the suite in `peers/`, for tgllp and dg2 at SIMD16 and
//! SIMD32, both through `GenX_IR`. Prints the peer table (with memlower's naive baseline beside
//! it), whether each of issue 8's targets holds today, every row's native instructions by cause
//! and whether issue 28's peer-bench targets hold. See `memlower::peer` for what every figure
//! counts.
//!
//! It installs missing tools with `scripts/ensure-deps.sh` and panics if one is still missing:
//! a benchmark without its peer is not a benchmark. `PEERS_JOBS=N` sets the worker threads
//! (default 2); `PEERS_SURFACES=bindings|inputs` memlower's surface ABI and
//! `PEERS_LANE_ID=computed|input` its lane-id ABI. The default is the ABI IGC's kernels have
//! (`run::PeerAbi::IGC`: `bindings` surfaces, the lane id as the per-thread `input`, as IGC
//! reads the local ids), so both compilers are measured under the same contract (docs/ABI.md).

use memlower::lowering::{LaneIdAbi, SurfaceAbi};
use memlower::peer::{self, native, run, table};
use std::time::Instant;

fn main() {
    run::ensure_tools().unwrap_or_else(|e| panic!("{e}"));
    let jobs = std::env::var("PEERS_JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .unwrap_or(2);
    let surfaces = match std::env::var("PEERS_SURFACES") {
        Ok(s) => SurfaceAbi::from_name(&s)
            .unwrap_or_else(|| panic!("PEERS_SURFACES={s}: `bindings` or `inputs`")),
        Err(_) => run::PeerAbi::IGC.surfaces,
    };
    let lane_id = match std::env::var("PEERS_LANE_ID") {
        Ok(s) => LaneIdAbi::from_name(&s)
            .unwrap_or_else(|| panic!("PEERS_LANE_ID={s}: `computed` or `input`")),
        Err(_) => run::PeerAbi::IGC.lane_id,
    };
    let abi = run::PeerAbi { surfaces, lane_id };
    let kernels = peer::read_suite(&peer::suite_dir()).unwrap_or_else(|e| panic!("{e}"));
    let t0 = Instant::now();
    let rows = run::measure_all(&kernels, (&peer::PLATFORMS, &peer::WIDTHS), jobs, abi)
        .unwrap_or_else(|e| panic!("peer benchmark: {e}"));
    println!("## memlower against IGC\n");
    println!("{}.", run::tool_versions());
    println!(
        "memlower's surfaces: `{}`; lane ids: `{}` (docs/ABI.md).",
        surfaces.name(),
        lane_id.name()
    );
    println!(
        "{} kernels x {} platforms x {} widths = {} rows, measured in {:.1} s on {jobs} threads.",
        kernels.len(),
        peer::PLATFORMS.len(),
        peer::WIDTHS.len(),
        rows.len(),
        t0.elapsed().as_secs_f64()
    );
    println!(
        "Cells are IGC / memlower (ML) / memlower's naive lowering. Messages `a+b`: a of our \
         five, b others (IGC's gather4_scaled, sampler load_lz); fences and barriers are not \
         counted (notes). Sends: native data sends."
    );
    print!("{}", table::render(&rows));
    print!("{}", table::render_criteria(&table::criteria(&rows)));
    print!("{}", native::render(&rows));
    print!("{}", native::render_criteria(&native::criteria(&rows)));
}
