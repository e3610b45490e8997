//! Compiling one suite kernel with both compilers and measuring both through GenX_IR.
//!
//! IGC: `ocloc compile -file k.cl -device D -options -cl-std=CL2.0` with `IGC_ShaderDumpEnable=1`,
//! `IGC_DumpToCustomDir=<tmp>` and `IGC_ForceOCLSIMDWidth=W`; the vISA is the dumped
//! `*_simd<W>_entry_*.visaasm` whose `.kernel` is `k`. Each kernel is compiled alone (see
//! [`measure_all`]). IGC refuses `double` on tgllp and dg2 (neither has fp64); for a kernel that
//! uses it, the refusal is recorded in the row's notes and the kernel is compiled again with
//! `IGC_EnableDPEmulation=1` and `-cl-ext=+cl_khr_fp64`.
//!
//! memlower: [`super::widen`], parse, verify, then a compile session
//! (`lowering::session`): its legalisation pipeline for the target, `verify_legal`, lowering
//! (aware, then naive). Any refusal is the row's outcome.
//!
//! Every run happens in its own temporary directory, so jobs can run in parallel.

use super::{Figures, Outcome, PeerError, Platform, Row, SuiteKernel};
use crate::lowering::session::{CompileError, Session, SessionOptions};
use crate::lowering::{LaneIdAbi, LowerOptions, SurfaceAbi};
use crate::passes::target::Target;
use memlower_check::genx::{self, GenxError};
use memlower_check::genx_stats::GenxStats;
use memlower_check::visa_stats::{MessageClass, VisaStats};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

static DIRS: AtomicU64 = AtomicU64::new(0);

/// A fresh temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir, PeerError> {
        let path = std::env::temp_dir().join(format!(
            "memlower-peer-{}-{}",
            std::process::id(),
            DIRS.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&path).map_err(|err| PeerError::Io {
            path: path.clone(),
            err,
        })?;
        Ok(TempDir(path))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// True if `ocloc` and `GenX_IR` can both be started.
pub fn tools_available() -> bool {
    genx::available() && Command::new("ocloc").arg("--help").output().is_ok()
}

/// Installs `ocloc` and `GenX_IR` with `scripts/ensure-deps.sh` if either is missing; an error
/// if they still cannot be started (a benchmark or test without its peer must fail, not skip).
pub fn ensure_tools() -> Result<(), String> {
    if tools_available() {
        return Ok(());
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/ensure-deps.sh");
    let status = Command::new("bash").arg(script).status();
    if tools_available() {
        Ok(())
    } else {
        Err(format!(
            "ocloc (intel-opencl-icd) and GenX_IR (libigc-tools) are required and could not be \
             installed by {script} (status {status:?})"
        ))
    }
}

/// The versions of IGC, ocloc and GenX_IR (Debian packages), for the benchmark's header.
pub fn tool_versions() -> String {
    let out = Command::new("dpkg-query")
        .args(["-W", "-f", "${Package} ${Version}; "])
        .args(["libigc1", "intel-opencl-icd", "libigc-tools"])
        .output();
    match out {
        Ok(o) if o.status.success() => {
            let s = String::from_utf8_lossy(&o.stdout);
            format!(
                "IGC and GenX_IR from Debian packages: {}",
                s.trim().trim_end_matches(';')
            )
        }
        _ => "IGC version unknown (dpkg-query found no libigc1/intel-opencl-icd/libigc-tools)"
            .to_string(),
    }
}

/// Compiles one kernel with ocloc: its dumped vISA at `width`, or why there is none.
fn ocloc(
    k: &SuiteKernel,
    p: &Platform,
    width: u32,
    fp64_emulation: bool,
) -> Result<Result<String, String>, PeerError> {
    let dir = TempDir::new()?;
    let io = |path: &Path, err| PeerError::Io {
        path: path.to_path_buf(),
        err,
    };
    let src = dir.0.join(format!("{}.cl", k.name));
    std::fs::write(&src, &k.cl).map_err(|e| io(&src, e))?;
    let dump = dir.0.join("dump");
    let mut cmd = Command::new("ocloc");
    cmd.current_dir(&dir.0)
        .env("IGC_ShaderDumpEnable", "1")
        .env("IGC_DumpToCustomDir", &dump)
        .env("IGC_ForceOCLSIMDWidth", width.to_string())
        .args(["compile", "-file"])
        .arg(&src)
        .args(["-device", p.device, "-options", "-cl-std=CL2.0", "-out_dir"])
        .arg(dir.0.join("bin"));
    if fp64_emulation {
        cmd.env("IGC_EnableDPEmulation", "1")
            .args(["-internal_options", "-cl-ext=+cl_khr_fp64"]);
    }
    let out = cmd
        .output()
        .map_err(|err| PeerError::Missing { tool: "ocloc", err })?;
    if !out.status.success() {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let first = text
            .lines()
            .map(str::trim)
            .find(|l| l.contains("error"))
            .unwrap_or("ocloc failed without a message");
        return Ok(Err(format!("ocloc: {first}")));
    }
    let want = format!(".kernel \"{}\"", k.name);
    let simd = format!("_simd{width}_");
    let mut other_widths = Vec::new();
    let entries = std::fs::read_dir(&dump).map_err(|e| io(&dump, e))?;
    for e in entries {
        let path = e.map_err(|e| io(&dump, e))?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if !name.ends_with(".visaasm") {
            continue;
        }
        let text = std::fs::read_to_string(&path).map_err(|e| io(&path, e))?;
        if !text.lines().any(|l| l.trim() == want) {
            continue;
        }
        if name.contains(&simd) {
            return Ok(Ok(text));
        }
        other_widths.push(name.to_string());
    }
    Ok(Err(format!(
        "IGC wrote no SIMD{width} vISA for {} (found: {})",
        k.name,
        if other_widths.is_empty() {
            "none".to_string()
        } else {
            other_widths.join(", ")
        }
    )))
}

/// IGC's vISA for one kernel, with the notes its row needs: compiled alone; a kernel that uses
/// `double` and is refused is compiled again with fp64 emulation (module docs).
fn igc_one(
    k: &SuiteKernel,
    p: &Platform,
    width: u32,
) -> Result<(Result<String, String>, Vec<String>), PeerError> {
    let mut notes = Vec::new();
    let mut visa = ocloc(k, p, width, false)?;
    if let Err(why) = &visa {
        if uses_double(&k.cl) {
            notes.push(format!(
                "IGC refuses f64 ({why}); compiled with IGC_EnableDPEmulation=1 -cl-ext=+cl_khr_fp64"
            ));
            visa = ocloc(k, p, width, true)?;
        }
    }
    Ok((visa, notes))
}

fn uses_double(cl: &str) -> bool {
    cl.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .any(|w| w == "double")
}

/// Finalizes `visa` for the target and reads both sets of figures.
fn measure_visa(
    visa: &str,
    t: &Target,
    what: (&SuiteKernel, &'static str, u32, &'static str),
) -> Result<Outcome, PeerError> {
    let run = genx::run(visa, t.platform).map_err(|e| match e {
        GenxError::Missing(err) => PeerError::Missing {
            tool: "GenX_IR",
            err,
        },
        GenxError::Io { path, err } => PeerError::Io { path, err },
    })?;
    let Some(asm) = &run.asm else {
        return Ok(Outcome::Refused(format!("GenX_IR: {}", run.diagnosis())));
    };
    let genx = GenxStats::from_asm(asm, t.grf_bytes).map_err(|err| PeerError::Stats {
        kernel: what.0.name.clone(),
        side: what.1,
        platform: what.3,
        width: what.2,
        err,
    })?;
    Ok(Outcome::Done(Figures {
        visa: VisaStats::from_visa(visa),
        genx,
        causes: super::causes::classify_asm(asm, t.grf_bytes),
    }))
}

/// memlower's kernel ABI on the bench (docs/ABI.md): how its surfaces get their indices and
/// how its kernels get their lane indices. A surface ABI alone converts to one with the
/// lowering's default lane-id ABI; [`PeerAbi::IGC`] is the ABI IGC's kernels have, the bench's
/// default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PeerAbi {
    /// The surface ABI.
    pub surfaces: SurfaceAbi,
    /// The lane-id ABI.
    pub lane_id: LaneIdAbi,
}

impl PeerAbi {
    /// The ABI IGC's kernels have: binding-table surfaces (the index folds into each send's
    /// descriptor) and the lane id as a per-thread input (IGC reads the local ids the hardware
    /// loads).
    pub const IGC: PeerAbi = PeerAbi {
        surfaces: SurfaceAbi::Bindings,
        lane_id: LaneIdAbi::Input,
    };
}

impl From<SurfaceAbi> for PeerAbi {
    fn from(surfaces: SurfaceAbi) -> PeerAbi {
        PeerAbi {
            surfaces,
            lane_id: LaneIdAbi::default(),
        }
    }
}

/// memlower's vISA for the kernel at `width` lanes, or why there is none; its surfaces and lane
/// indices as `abi` says (docs/ABI.md).
pub fn memlower_visa(
    k: &SuiteKernel,
    t: &'static Target,
    width: u32,
    (naive, abi): (bool, impl Into<PeerAbi>),
) -> Result<String, String> {
    memlower_kernel(k, t, width, (naive, abi.into())).map(|(visa, _)| visa)
}

/// memlower's vISA for the kernel at `width` lanes and its in-set lower bound on data messages
/// (the messages it sends less those its remarks say are above the bound), or why there is
/// none.
pub fn memlower_kernel(
    k: &SuiteKernel,
    t: &'static Target,
    width: u32,
    (naive, abi): (bool, PeerAbi),
) -> Result<(String, u32), String> {
    use crate::ir::parse::parse_module;
    use crate::ir::verify::verify_module;
    let text = super::widen(&k.mir, width);
    let list = |es: Vec<String>| es.join("; ");
    let mut m = parse_module(&text).map_err(|e| format!("parse: {e}"))?;
    verify_module(&m).map_err(|es| {
        format!(
            "verify: {}",
            list(es.iter().map(|e| e.to_string()).collect())
        )
    })?;
    let source = m.clone();
    let mut session = Session::new(SessionOptions {
        lower: LowerOptions {
            naive,
            surfaces: abi.surfaces,
            lane_id: abi.lane_id,
            report: true,
            ..LowerOptions::default()
        },
        ..SessionOptions::new(t.clone())
    })
    .map_err(|e| format!("pipeline: {e}"))?;
    session
        .legalise(&mut m, true, &mut std::io::sink())
        .map_err(|e| match e {
            CompileError::NotLegal { errors, .. } => format!(
                "legal form: {}",
                list(errors.iter().map(|e| e.to_string()).collect())
            ),
            e => format!("legalise: {e}"),
        })?;
    let lowered = session.lower(&m).map_err(|e| format!("lowering: {e}"))?;
    let f = lowered
        .functions
        .into_iter()
        .find(|f| f.name == k.name)
        .ok_or_else(|| format!("no function @{} in {}.mir", k.name, k.name))?;
    let bound = f.report.as_ref().map_or(0, |r| {
        crate::lowering::report::remarks::in_set_lower_bound(r, &source, t)
    });
    Ok((f.visa, bound))
}

/// One kernel on one platform at one width, both compilers, both memlower modes, memlower's
/// ABI as `abi` says.
pub fn measure(
    k: &SuiteKernel,
    p: &Platform,
    width: u32,
    abi: impl Into<PeerAbi>,
) -> Result<Row, PeerError> {
    let abi: PeerAbi = abi.into();
    let (igc_visa, mut notes) = igc_one(k, p, width)?;
    let t = Target::by_name(p.target)
        .ok_or_else(|| PeerError::Suite(format!("unknown target {}", p.target)))?;
    let igc = match igc_visa {
        Ok(visa) => measure_visa(&visa, t, (k, "IGC", width, p.target))?,
        Err(why) => Outcome::Refused(why),
    };
    let mut bound = None;
    let mut ours = |naive: bool, side| match memlower_kernel(k, t, width, (naive, abi)) {
        Ok((visa, b)) => {
            if !naive {
                bound = Some(b);
            }
            measure_visa(&visa, t, (k, side, width, p.target))
        }
        Err(why) => Ok(Outcome::Refused(why)),
    };
    let aware = ours(false, "memlower")?;
    let naive = ours(true, "naive")?;
    for (side, o) in [("IGC", &igc), ("memlower", &aware)] {
        if let Outcome::Done(f) = o {
            let sync = f.visa.count(MessageClass::Sync);
            if sync > 0 {
                notes.push(format!("{side}: {sync} fence/barrier messages (not data)"));
            }
            if f.visa.data_messages() != f.genx.data_sends {
                notes.push(format!(
                    "{side}: {} vISA data messages became {} native data sends",
                    f.visa.data_messages(),
                    f.genx.data_sends
                ));
            }
        }
    }
    Ok(Row {
        kernel: k.name.clone(),
        platform: *p,
        width,
        igc,
        aware,
        naive,
        bound,
        notes,
    })
}

/// `f` over `items` on `jobs` threads, results in item order; stops handing out work after the
/// first error.
fn parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    f: impl Fn(&T) -> Result<R, PeerError> + Sync,
) -> Result<Vec<R>, PeerError> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<R, PeerError>>>> =
        Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                let failed = r.is_err();
                if let Ok(mut v) = results.lock() {
                    v[i] = Some(r);
                }
                if failed {
                    next.store(items.len(), Ordering::Relaxed);
                }
            });
        }
    });
    let results = results
        .into_inner()
        .map_err(|_| PeerError::Suite("a worker thread panicked".into()))?;
    let mut out = Vec::with_capacity(items.len());
    for r in results {
        match r {
            Some(r) => out.push(r?),
            None => return Err(PeerError::Suite("a job did not run".into())),
        }
    }
    Ok(out)
}

/// Every kernel × platform × width, on `jobs` threads, in platform, width, suite order. Each
/// kernel is compiled by ocloc alone: compiled as one program, IGC's code for some kernels
/// differs (f32_saxpy on dg2 gets a `mad` into a fresh variable), and the kernel alone is the
/// unit a user compiles. memlower's ABI is as `abi` says.
pub fn measure_all(
    kernels: &[SuiteKernel],
    (platforms, widths): (&[Platform], &[u32]),
    jobs: usize,
    abi: impl Into<PeerAbi>,
) -> Result<Vec<Row>, PeerError> {
    let abi: PeerAbi = abi.into();
    let mut work = Vec::new();
    for p in platforms {
        for &w in widths {
            for k in kernels {
                work.push((k, p, w));
            }
        }
    }
    parallel(&work, jobs, |(k, p, w)| measure(k, p, *w, abi))
}
