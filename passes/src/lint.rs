//! `lint-ub`: warnings for undefined behaviour that the IR itself proves, before anything runs.
//!
//! The specs of SCATTER_SCALED, SCATTER4_SCALED and QW_SCATTER leave memory undefined when more
//! than one channel of a message writes the same address, and `docs/SEMANTICS.md` §5.3 / §5.6
//! make two enabled lanes of one `scatter` writing the same byte, or of one `image.store` writing
//! the same pixel channel, undefined behaviour (`interp::Ub::OverlappingWrite`). When the
//! offsets (coordinates) and the mask are constants, that is visible in the IR, and the user
//! should hear about it at the line they wrote, not meet it as garbage in memory on some GPUs.
//!
//! ```text
//!   scatter @buf[%base + %off], %d mask %m align 4
//!      │ ConstEval: backward slice of %off, %base, %m over pure ops (depth ≤ 64, ≤ 1024 ops),
//!      │            run by the reference interpreter with every unknown leaf undefined
//!      ▼
//!   lane i counts iff its mask bit is a known 1 (or there is no mask) and its offset is known
//!      │ bytes [off_i, off_i + span) of each counted lane, visited as the interpreter does
//!      ▼
//!   first byte written twice ──▶ LintWarning::OverlappingScatter at the scatter's Loc
//! ```
//!
//! ## What counts as proven
//!
//! - **Constants come from the interpreter.** [`ConstEval`] cuts the backward slice of the
//!   address operands out of the function (constants, splats, `lane.index`, arithmetic,
//!   compares, selects, casts, lane-range and channel ops), makes every other leaf (function and
//!   block parameters, gathers, image loads, anything past the depth limit) a parameter of a
//!   small function, and runs [`memlower_ir::interp::run_function`] on it with those
//!   parameters fully undefined. The interpreter tracks undefinedness per byte, and a byte it
//!   calls defined never depends on an undefined input (that is its poison rule), so every
//!   defined element is a constant of the program. The lint and the interpreter cannot disagree
//!   about arithmetic: there is only one implementation of it.
//! - **Masks.** A lane counts only if its mask bit is a known 1 (or the op has no mask).
//!   Disabled lanes never conflict. A mask that is not constant proves nothing about the lanes
//!   it leaves unknown, so they are ignored (no warning on their account); lanes whose bits are
//!   known still count (e.g. `insert` of a variable part into a constant mask).
//! - **Base.** A constant base gives absolute addresses. A non-constant base is the same for
//!   every lane, and addresses wrap modulo 2^32, so two lanes overlap iff their offsets do: the
//!   warning is still issued, with bytes relative to the base (`%b+12..%b+16`). (A lane whose
//!   bytes pass 2^32 is undefined behaviour by itself, SEMANTICS.md §5.1, so a conflict found
//!   through the wrap is undefined behaviour too.)
//! - **Bytes of a lane.** Lane i writes `span` contiguous bytes from `base + off_i`, where
//!   `span = chans * sizeof(T)`, except that `via scatter_scaled.B` on a one-dword lane writes
//!   only the low `B` bytes (SEMANTICS.md §5.4). Two lanes conflict when these ranges share a
//!   byte, not only when they start at the same address.
//! - **Bounds.** The surface's size is not in the IR. Bytes past the end of a surface are
//!   dropped and cannot conflict, so the warning says "undefined unless past the end": a
//!   program that relies on that is almost certainly wrong anyway. For images, coordinates that
//!   are negative as signed 32-bit values (2^31 pixels or more) are treated as out of bounds and
//!   never conflict, and a known LOD other than 0 writes nothing (images have one level).
//! - **Uniform coordinates.** An image coordinate that is `splat %y` of a scalar the lint cannot
//!   compute is the same in every lane, so it does not tell lanes apart: two lanes with equal
//!   constant U and the same `splat %y` as V write one pixel, `(u, %y)`, whatever `%y` is. (For
//!   buffers, the base plays this role.) No other symbolic reasoning is done: offsets such as
//!   `splat %x + [0, 4, 4, 8]` are unknown unless `%x` is the scatter's base.
//! - **One warning per op**: the first conflict in the order the interpreter checks (lanes in
//!   ascending order, each lane's bytes in address order), naming both lanes, the shared bytes
//!   and each lane's own bytes.
//!
//! ## When to run it
//!
//! On the input IR, before legalisation. `split-lanes` cuts a wide scatter into pieces that are
//! separate ops; a piece sees only its own lanes, and two pieces writing the same byte run in
//! program order, which the semantics defines (the second wins). So after splitting, an overlap
//! between lanes that landed in different pieces is no longer undefined behaviour of the
//! legalised program and is not reported; overlaps within one piece still are (the lint accepts
//! `via` and reads `scatter_scaled.B` as above). Only the input IR says what the user wrote.
//!
//! `memlower opt FILE -p lint-ub` runs it ([`LintUb`], registered as `lint-ub`): the pass manager
//! collects the warnings in `RunReport::warnings`, the driver renders them to stderr, and the
//! output and exit code are unchanged.

use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError, PassWarning};
use memlower_ir::diag::{Located, Severity};
use memlower_ir::fxhash::FxHashMap as HashMap;
use memlower_ir::print::Namer;
use memlower_ir::{
    Address, ChannelMask, Function, ImageCoords, InstKind, Loc, Message, Module, MsgChoice,
    ScalarType, Surface, SurfaceKind, SurfaceRef, Type, Value,
};
use smallvec::SmallVec;
use std::cell::RefCell;
use std::fmt;

mod const_eval;
mod lanes;
mod overlap;
pub use const_eval::{ConstEval, DEPTH_LIMIT, MAX_SLICE_INSTS};
use const_eval::{Roots, Scratch};
use overlap::first_overlap;

/// The pipeline name of the pass.
pub const LINT_UB: &str = "lint-ub";

/// A run of bytes: `len` bytes from `start`, wrapping modulo 2^32 as addresses do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ByteSpan {
    /// First byte (absolute, or relative to a non-constant base).
    pub start: u32,
    /// Number of bytes.
    pub len: u32,
}

impl ByteSpan {
    /// Text of the span: `12..16` (absolute; the end may pass 2^32 when the span wraps), or
    /// `%b+12..%b+16` / `%b-4..%b+4` relative to a non-constant base `%b` (offsets read as
    /// signed 32-bit, as a negative offset is usually meant).
    pub fn text(self, base: Option<&str>) -> String {
        match base {
            None => format!(
                "{}..{}",
                self.start,
                u64::from(self.start) + u64::from(self.len)
            ),
            Some(b) => {
                let start = i64::from(self.start as i32);
                let rel = |x: i64| {
                    if x < 0 {
                        format!("{b}-{}", -x)
                    } else {
                        format!("{b}+{x}")
                    }
                };
                format!("{}..{}", rel(start), rel(start + i64::from(self.len)))
            }
        }
    }
}

fn scatter_detail(
    first: u32,
    second: u32,
    base: &Option<String>,
    a: &ByteSpan,
    b: &ByteSpan,
) -> String {
    if a == b {
        return String::new();
    }
    let base = base.as_deref();
    format!(
        " (lane {first} writes {}, lane {second} writes {})",
        a.text(base),
        b.text(base)
    )
}

/// One coordinate of a pixel two lanes both write.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A constant.
    Known(u32),
    /// `splat %y` of a scalar the lint cannot compute: unknown, but the same in every lane.
    Uniform(String),
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Coord::Known(x) => write!(f, "{x}"),
            Coord::Uniform(name) => f.write_str(name),
        }
    }
}

fn pixel_text(pixel: &[Coord]) -> String {
    let parts: Vec<String> = pixel.iter().map(Coord::to_string).collect();
    format!("({})", parts.join(", "))
}

/// A provable problem in a module that does not stop it from being compiled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LintWarning {
    /// Two enabled lanes of one `scatter` write the same bytes (SEMANTICS.md §5.3).
    #[error(
        "undefined behaviour: enabled lanes {first} and {second} of this scatter both write \
         bytes {} of @{surface}{}",
        overlap.text(base.as_deref()),
        scatter_detail(*first, *second, base, first_bytes, second_bytes)
    )]
    OverlappingScatter {
        /// The scatter.
        loc: Loc,
        /// The surface written.
        surface: String,
        /// The lower lane.
        first: u32,
        /// The higher lane.
        second: u32,
        /// The base value's name if the base is not a constant (then every span is relative to
        /// it); `None` when the spans are absolute byte addresses.
        base: Option<String>,
        /// The bytes `first` writes.
        first_bytes: ByteSpan,
        /// The bytes `second` writes.
        second_bytes: ByteSpan,
        /// The bytes both write.
        overlap: ByteSpan,
    },
    /// Two enabled lanes of one `image.store` write the same pixel (SEMANTICS.md §5.6).
    #[error(
        "undefined behaviour: enabled lanes {first} and {second} of this image.store both \
         write pixel {} of @{surface} (channels {channels})",
        pixel_text(pixel)
    )]
    OverlappingImageStore {
        /// The store.
        loc: Loc,
        /// The image written.
        surface: String,
        /// The lower lane.
        first: u32,
        /// The higher lane.
        second: u32,
        /// The pixel's coordinates, one per image dimension (U, V, R).
        pixel: Vec<Coord>,
        /// The channels both write.
        channels: ChannelMask,
    },
}

impl Located for LintWarning {
    fn loc(&self) -> Loc {
        match self {
            LintWarning::OverlappingScatter { loc, .. }
            | LintWarning::OverlappingImageStore { loc, .. } => *loc,
        }
    }

    fn expected(&self) -> Option<String> {
        Some(match self {
            LintWarning::OverlappingScatter { surface, .. } => format!(
                "enabled lanes that write disjoint bytes (overlapping writes are undefined \
                 unless the bytes are past the end of @{surface})"
            ),
            LintWarning::OverlappingImageStore { surface, .. } => format!(
                "enabled lanes that write different pixels (overlapping writes are undefined \
                 unless the pixel is outside @{surface})"
            ),
        })
    }

    fn severity(&self) -> Severity {
        Severity::Warning
    }
}

/// Every warning of every function of `m`, in function and layout order. Expects IR the
/// verifier accepts; an op whose operands cannot be evaluated is skipped, never a panic.
pub fn lint_module(m: &Module) -> Vec<LintWarning> {
    m.functions
        .iter()
        .flat_map(|f| lint_function(&m.surfaces, f))
        .collect()
}

/// Every warning of `f` (a function of a module whose surfaces are `surfaces`), in layout order.
pub fn lint_function(surfaces: &[Surface], f: &Function) -> Vec<LintWarning> {
    thread_local! {
        /// The slice buffers of the functions this thread lints, kept from one to the next.
        static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
    }
    let kept = SCRATCH.try_with(|s| {
        let mut s = s.try_borrow_mut().ok()?;
        let out = lint_function_in(surfaces, f, &mut s);
        s.trim();
        Some(out)
    });
    match kept {
        Ok(Some(out)) => out,
        // The thread's buffers are gone (it is ending) or in use: buffers of its own.
        _ => lint_function_in(surfaces, f, &mut Scratch::default()),
    }
}

/// [`lint_function`] with the slice buffers `scratch`.
fn lint_function_in(surfaces: &[Surface], f: &Function, scratch: &mut Scratch) -> Vec<LintWarning> {
    let eval = ConstEval::new(f);
    let mut names = Names { f, namer: None };
    let mut out = Vec::new();
    for (_, inst) in f.inst_order() {
        let Some(op) = f.insts.get(inst.index()) else {
            continue;
        };
        let loc = op.loc;
        let warning = match &op.kind {
            InstKind::Scatter {
                addr,
                data,
                mask,
                via,
                ..
            } => check_scatter(&eval, scratch, surfaces, addr, *data, *mask, *via).map(|w| {
                let base = match (w.base_relative, addr.base) {
                    (true, Some(b)) => Some(names.get(b)),
                    _ => None,
                };
                LintWarning::OverlappingScatter {
                    loc,
                    surface: surface_name(surfaces, addr.surface),
                    first: w.first,
                    second: w.second,
                    base,
                    first_bytes: w.first_bytes,
                    second_bytes: w.second_bytes,
                    overlap: w.overlap,
                }
            }),
            InstKind::ImageStore {
                surface,
                coords,
                data,
                mask,
                channels,
            } => check_image_store(
                &eval, scratch, &mut names, surfaces, *surface, coords, *data, *mask,
            )
            .map(
                |(first, second, pixel)| LintWarning::OverlappingImageStore {
                    loc,
                    surface: surface_name(surfaces, *surface),
                    first,
                    second,
                    pixel,
                    channels: *channels,
                },
            ),
            _ => None,
        };
        out.extend(warning);
    }
    out
}

/// Value names as the printer writes them, numbered only if a warning needs one.
struct Names<'f> {
    f: &'f Function,
    namer: Option<Namer>,
}

impl Names<'_> {
    fn get(&mut self, v: Value) -> String {
        let f = self.f;
        self.namer.get_or_insert_with(|| Namer::new(f)).get(v)
    }
}

fn surface_name(surfaces: &[Surface], s: SurfaceRef) -> String {
    surfaces
        .get(s.index())
        .map(|d| d.name.clone())
        .unwrap_or_else(|| s.to_string())
}

/// Which lanes are provably enabled: all without a mask (`mask`, the root of `vals` that is
/// the op's mask), else those whose bit is a known 1.
fn known_enabled(vals: &Roots, mask: Option<usize>, lanes: u32) -> SmallVec<[bool; 32]> {
    match mask {
        None => SmallVec::from_elem(true, lanes as usize),
        Some(k) => vals
            .elems(k, lanes as usize)
            .iter()
            .map(|&b| b == Some(1))
            .collect(),
    }
}

/// Bytes each channel of a scatter lane writes: the element size, except that `via
/// scatter_scaled.B` with `B < 4` on a one-dword lane writes only the low `B` bytes
/// (SEMANTICS.md §5.4; the interpreter's `narrow_bytes`).
fn channel_write_bytes(via: Option<MsgChoice>, ty: Type) -> Option<u32> {
    let elem = ty.elem()?;
    let dword_lane = ty.chans() == Some(1) && elem.bytes() == 4;
    Some(match via {
        Some(v) if v.msg == Message::ScatterScaled && dword_lane && matches!(v.blocks, 1 | 2) => {
            u32::from(v.blocks)
        }
        _ => elem.bytes(),
    })
}

/// The first two lanes of a scatter found writing one byte.
struct ScatterConflict {
    first: u32,
    second: u32,
    base_relative: bool,
    first_bytes: ByteSpan,
    second_bytes: ByteSpan,
    overlap: ByteSpan,
}

fn check_scatter(
    eval: &ConstEval,
    scratch: &mut Scratch,
    surfaces: &[Surface],
    addr: &Address,
    data: Value,
    mask: Option<Value>,
    via: Option<MsgChoice>,
) -> Option<ScatterConflict> {
    surfaces.get(addr.surface.index())?;
    let ty = eval.f.values.get(data.index())?.ty;
    let Type::Vec { lanes, chans, elem } = ty else {
        return None;
    };
    // One lane overlaps no other: nothing to evaluate.
    if lanes < 2 {
        return None;
    }
    let width = channel_write_bytes(via, ty)?;
    // Channels are contiguous, so a lane writes one run of bytes.
    let span = (u32::from(chans) - 1) * elem.bytes() + width;

    // Offsets no pure op computes (a parameter, a load) are unknown in every lane: no lane
    // counts, nothing to evaluate.
    eval.pure_def(addr.offsets)?;
    let mut roots = vec![addr.offsets];
    roots.extend(addr.base);
    roots.extend(mask);
    let vals = eval.eval_in(&roots, scratch)?;
    // Root 0 is the offsets, then the base and the mask if the op has them.
    if vals.ty(0)? != Type::vec(lanes, ScalarType::I32) {
        return None;
    }
    let base = match addr.base {
        None => Some(0),
        Some(_) => vals.get(1, 0).map(|b| b as u32),
    };
    let enabled = known_enabled(&vals, mask.map(|_| roots.len() - 1), lanes);
    let offsets = vals.elems(0, lanes as usize);

    let starts = enabled.iter().enumerate().filter_map(|(lane, &on)| {
        let off = offsets[lane].filter(|_| on)?;
        Some((lane as u32, base.unwrap_or(0).wrapping_add(off as u32)))
    });
    let o = first_overlap(starts, span)?;
    Some(ScatterConflict {
        first: o.first,
        second: o.second,
        base_relative: base.is_none(),
        first_bytes: ByteSpan {
            start: o.first_start,
            len: span,
        },
        second_bytes: ByteSpan {
            start: o.second_start,
            len: span,
        },
        overlap: ByteSpan {
            start: o.byte,
            len: o.len,
        },
    })
}

#[allow(clippy::too_many_arguments)]
fn check_image_store(
    eval: &ConstEval,
    scratch: &mut Scratch,
    names: &mut Names,
    surfaces: &[Surface],
    surface: SurfaceRef,
    coords: &ImageCoords,
    data: Value,
    mask: Option<Value>,
) -> Option<(u32, u32, Vec<Coord>)> {
    let SurfaceKind::Image { dim, .. } = surfaces.get(surface.index())?.kind else {
        return None;
    };
    if coords.uvr.len() != dim.coords() {
        return None;
    }
    let lanes = eval.f.values.get(data.index())?.ty.lanes()?;
    // One lane writes no pixel twice: nothing to evaluate.
    if lanes < 2 {
        return None;
    }
    let mut roots: Vec<Value> = coords.uvr.to_vec();
    roots.extend(coords.lod);
    roots.extend(mask);
    let vals = eval.eval_in(&roots, scratch)?;
    // Roots: the coordinates, then the LOD and the mask if the op has them.
    let coord_ty = Type::vec(lanes, ScalarType::I32);
    let dims = dim.coords();
    if (0..dims).any(|k| vals.ty(k) != Some(coord_ty)) {
        return None;
    }
    // A coordinate that is `splat %y` of an unknown scalar is still the same in every lane.
    // Pixels are compared by value (`%y` itself); the name is written only into a warning.
    let uniform: SmallVec<[Option<Value>; 3]> = coords
        .uvr
        .iter()
        .map(|&c| match eval.f.def_kind(c) {
            Some(InstKind::Splat { x }) => Some(*x),
            _ => None,
        })
        .collect();
    let lod = coords.lod.map(|_| vals.elems(dims, lanes as usize));
    let enabled = known_enabled(&vals, mask.map(|_| roots.len() - 1), lanes);
    let uvr: SmallVec<[_; 3]> = (0..dims).map(|k| vals.elems(k, lanes as usize)).collect();

    let mut writer: HashMap<SmallVec<[PixelCoord; 3]>, u32> = HashMap::default();
    for (lane, &on) in enabled.iter().enumerate() {
        if !on || lod.as_ref().is_some_and(|l| l[lane] != Some(0)) {
            continue; // unknown, or known out of bounds (LOD != 0): writes nothing provable
        }
        let pixel: Option<SmallVec<[PixelCoord; 3]>> = uvr
            .iter()
            .zip(&uniform)
            .map(|(c, u)| match c[lane] {
                // Negative as i32: 2^31 pixels or more, outside every image.
                Some(x) => Some(PixelCoord::Known(x as u32)).filter(|_| (x as u32 as i32) >= 0),
                None => u.map(PixelCoord::Uniform),
            })
            .collect();
        let Some(pixel) = pixel else { continue };
        if let Some(&first) = writer.get(&pixel) {
            let pixel = pixel
                .iter()
                .map(|c| match *c {
                    PixelCoord::Known(x) => Coord::Known(x),
                    PixelCoord::Uniform(v) => Coord::Uniform(names.get(v)),
                })
                .collect();
            return Some((first, lane as u32, pixel));
        }
        writer.insert(pixel, lane as u32);
    }
    None
}

/// A [`Coord`] as pixels are compared: an unknown but uniform coordinate by its value.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum PixelCoord {
    Known(u32),
    Uniform(Value),
}

/// The `lint-ub` pass: runs [`lint_function`] on every function it is given, keeps the
/// warnings, and never changes the IR. Registered as `lint-ub`; the pass manager collects its
/// warnings in [`crate::RunReport::warnings`] and `memlower opt` prints them.
#[derive(Debug, Default)]
pub struct LintUb {
    warnings: Vec<LintWarning>,
}

impl LintUb {
    /// A pass with no warnings yet.
    pub fn new() -> LintUb {
        LintUb::default()
    }

    /// The warnings of every function run so far, in run order.
    pub fn warnings(&self) -> &[LintWarning] {
        &self.warnings
    }
}

impl FunctionPass for LintUb {
    fn name(&self) -> &'static str {
        LINT_UB
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        _am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        self.warnings.extend(lint_function(surfaces, f));
        Ok(false)
    }

    /// The warnings collected so far, as the pass manager reports them; none are kept.
    fn take_warnings(&mut self) -> Vec<PassWarning> {
        std::mem::take(&mut self.warnings)
            .iter()
            .map(|w| PassWarning::new(LINT_UB, w))
            .collect()
    }
}

impl fmt::Display for ByteSpan {
    /// The absolute form, `start..end`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(None))
    }
}
