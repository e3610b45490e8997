//! Modules of any size for benchmarks (`memlower gen`), written as they are generated.
//!
//! ```text
//!   Workload { shape, size, functions, seed }
//!     ──write_module(out)──▶ .mir text, streamed: surfaces, then one function at a time,
//!                            each statement written as it is chosen (memory does not grow
//!                            with the size: a million accesses is ~100 MB of text)
//!   shapes:  mixed   `size` accesses over `functions` functions: gathers, scatters and image
//!                    reads of every element type, 1..4 channels, lane counts 1..256 and a few
//!                    larger, masks (parameters, tails, compares, constants, lane ranges),
//!                    arithmetic, casts, channel and lane shuffles, diamonds with join
//!                    parameters and counted loops carrying a counter and an accumulator
//!            chain   per function one gather, `size / functions` dependent `add`s, one scatter
//!            blocks  `size` blocks: diamonds and loops in sequence and nested, a statement or
//!                    two each (a dominator tree as deep as a third of the blocks)
//! ```
//!
//! Every generated module verifies and lowers for every target (`tests/workload.rs`), and the
//! memory ops follow the differential checker's recipes (addresses `lane.index * stride`,
//! reversed or permuted lanes, offsets read from memory or passed in; scatters' lanes never
//! share a byte; loops of 1..=4 trips), so `memlower check` has defined trials to compare on
//! small ones. The text is canonical apart from value numbering: anonymous values are numbered
//! in the order they are written.
//!
//! Why not [`memlower_ir::gen`] or the checker's generator: both build a whole
//! [`memlower_ir::Function`] and keep every value they made, scanning it for each operand, which
//! holds the function in memory and is quadratic in its length. This writer keeps a bounded
//! pool per open region (`pool.rs`) and shares their building blocks: [`memlower_ir::rng::Rng`],
//! the type and constant printers, the op tables.

mod compute;
mod func;
mod kinds;
mod ll;
mod pool;
mod stmt;

pub use kinds::{Shape, Stats};

use kinds::SurfaceDecl;
use memlower_ir::parse::parse_module;
use memlower_ir::print::surface_kind;
use memlower_ir::rng::Rng;
use memlower_ir::{ChannelMask, ImageDim, ScalarType, SurfaceKind};
use std::collections::BTreeSet;
use std::io::{self, Write};

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Workload {
    /// The shape.
    pub shape: Shape,
    /// The module's total: memory accesses (mixed), chained adds (chain) or blocks (blocks).
    pub size: u64,
    /// Functions sharing the total (1..=size).
    pub functions: u64,
    /// The seed: the same workload and seed write the same bytes.
    pub seed: u64,
    /// A `target "..."` line to write, if any.
    pub target: Option<String>,
}

impl Workload {
    /// `size` accesses of the mixed shape in functions of about ten accesses each.
    pub fn mixed(accesses: u64) -> Workload {
        Workload {
            shape: Shape::Mixed,
            size: accesses,
            functions: accesses.div_ceil(10).max(1),
            seed: 1,
            target: None,
        }
    }
}

/// Why a workload cannot be generated (the request, never the generator).
#[derive(Debug, thiserror::Error)]
pub enum WorkloadError {
    /// Zero size, or more functions than the size can share.
    #[error("{size} {unit} cannot be shared by {functions} functions: each needs at least one")]
    Size {
        /// The total.
        size: u64,
        /// What it counts.
        unit: &'static str,
        /// Functions asked for.
        functions: u64,
    },
    /// Writing failed.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Counts the bytes written through it.
struct Counting<W> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counting<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Writes the module `w` describes to `out` as it is generated (wrap a file in a
/// `BufWriter`), and says what it contains.
pub fn write_module(w: &Workload, out: impl Write) -> Result<Stats, WorkloadError> {
    write(w, out, false)
}

/// [`write_module`] as LLVM IR (LLVM 14, typed pointers; how each op is spelled is in `ll.rs`): the
/// same functions, one at a time.
pub fn write_module_ll(w: &Workload, out: impl Write) -> Result<Stats, WorkloadError> {
    write(w, out, true)
}

fn write(w: &Workload, out: impl Write, llvm: bool) -> Result<Stats, WorkloadError> {
    if w.size == 0 || w.functions == 0 || w.functions > w.size {
        return Err(WorkloadError::Size {
            size: w.size,
            unit: w.shape.unit(),
            functions: w.functions,
        });
    }
    let mut out = Counting {
        inner: out,
        bytes: 0,
    };
    let mut rng = Rng::new(w.seed);
    let comment = if llvm {
        "; memlower gen --emit ll"
    } else {
        "; memlower gen"
    };
    writeln!(
        out,
        "{comment}: {} {} in {} functions, seed {}",
        w.size,
        w.shape.unit(),
        w.functions,
        w.seed
    )?;
    let surfaces = surfaces(&mut rng);
    let mut header = String::new();
    if let Some(t) = &w.target {
        header.push_str(&format!("target \"{t}\"\n"));
    }
    for s in &surfaces {
        header.push_str(&format!(
            "surface @{} : {}\n",
            s.name,
            surface_kind(&s.kind)
        ));
    }
    let mut stats = Stats::default();
    let mut decls = BTreeSet::new();
    let mut text = Vec::new();
    if llvm {
        let m = parse_module(&header).map_err(|e| invalid(&e.to_string()))?;
        out.write_all(ll::surfaces_comment(&m).as_bytes())?;
    } else {
        out.write_all(header.as_bytes())?;
    }
    let (share, extra) = (w.size / w.functions, w.size % w.functions);
    for i in 0..w.functions {
        let budget = share + u64::from(i < extra);
        // Each function has a generator of its own, so function i is the same whatever the
        // number of functions after it.
        let rng = Rng::new(rng_seed(w.seed, i));
        if !llvm {
            writeln!(out)?;
            func::write_function(&mut out, rng, &surfaces, w.shape, i, budget, &mut stats)?;
            continue;
        }
        // LLVM IR: the function as memlower text, parsed, then written out.
        text.clear();
        text.extend_from_slice(header.as_bytes());
        func::write_function(&mut text, rng, &surfaces, w.shape, i, budget, &mut stats)?;
        let src = std::str::from_utf8(&text).map_err(|e| invalid(&e.to_string()))?;
        let m = parse_module(src).map_err(|e| invalid(&e.to_string()))?;
        for f in &m.functions {
            ll::LlFunction::write(&mut out, &m, f, &mut decls)?;
        }
    }
    for d in &decls {
        writeln!(out, "{d}")?;
    }
    out.flush()?;
    stats.functions = w.functions;
    stats.bytes = out.bytes;
    Ok(stats)
}

/// A generated function that does not parse: a bug of the generator, reported as such.
fn invalid(why: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("the generator wrote a function that does not parse (a bug): {why}"),
    )
}

/// Function `i`'s seed.
fn rng_seed(seed: u64, i: u64) -> u64 {
    let mut r = Rng::new(seed ^ i.wrapping_mul(0xA076_1D64_78BD_642F));
    r.next_u64()
}

/// Two untyped buffers, SLM, stateless memory and eight images of random dimensions, channel
/// sets and formats (so a module covers many typed-read formats).
fn surfaces(rng: &mut Rng) -> Vec<SurfaceDecl> {
    let mut v = vec![
        SurfaceDecl {
            name: "buf".into(),
            kind: SurfaceKind::Untyped,
        },
        SurfaceDecl {
            name: "buf2".into(),
            kind: SurfaceKind::Untyped,
        },
        SurfaceDecl {
            name: "lds".into(),
            kind: SurfaceKind::Slm,
        },
        SurfaceDecl {
            name: "glb".into(),
            kind: SurfaceKind::Stateless,
        },
    ];
    const ELEMS: [ScalarType; 5] = [
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::F16,
        ScalarType::F32,
    ];
    for i in 0..8 {
        let dim = [ImageDim::D1, ImageDim::D2, ImageDim::D3][i % 3];
        v.push(SurfaceDecl {
            name: format!("img{i}"),
            kind: SurfaceKind::Image {
                dim,
                channels: ChannelMask(rng.range(1, 15) as u8),
                elem: *rng.pick(&ELEMS),
            },
        });
    }
    v
}
