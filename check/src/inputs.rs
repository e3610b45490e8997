//! Random inputs for one trial: surface sizes, memory contents and the function's arguments.
//!
//! Uniformly random arguments would make nearly every memory op undefined behaviour (an
//! address that breaks the `align` promise, two scatter lanes on one byte) or out of bounds, so
//! each entry parameter gets values that suit how the function uses it ([`Role`]):
//!
//! ```text
//!   offsets of a gather/scatter  lane j * slot, slot = lane bytes rounded up to the alignment:
//!                                mostly in bounds, some straddling the end, past it, far away
//!                                or "negative" (wrapping); distinct per lane for scatters.
//!                                On stateless memory and SLM, where out of bounds is
//!                                undefined behaviour (nothing to compare), in bounds in 9
//!                                trials of 10
//!   base of a gather/scatter     0, small aligned, past the end, or negative (stateless, SLM:
//!                                0 or small aligned)
//!   image coordinate / LOD       mostly inside the image's extent / 0, some outside
//!   any mask                     all off, all on, or random lanes
//!   anything else                small integers, boundary values, random bits, float specials
//! ```
//!
//! Every choice is drawn from a [`stream`] named after what it fills (a surface's size or
//! contents, a parameter), seeded by the trial seed: a trial seed reproduces a trial exactly,
//! and removing a parameter or a surface (as the reducer does) leaves every other input as it
//! was.

use memlower_ir::interp::scalar::float_bits;
use memlower_ir::interp::{ImageSize, Memory, MemoryShape, SurfaceSize, Val};
use memlower_ir::rng::Rng;
use memlower_ir::{Function, InstKind, Module, ScalarType, SurfaceKind, SurfaceRef, Type, Value};

/// How an entry parameter is used by the memory ops of its function (direct uses only).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Role {
    /// Used as per-lane offsets: the surfaces addressed.
    pub offsets_of: Vec<SurfaceRef>,
    /// Used as the scalar base: the surfaces addressed.
    pub base_of: Vec<SurfaceRef>,
    /// Largest alignment promised by an op it addresses.
    pub align: u32,
    /// Largest lane size (bytes) of an op it addresses.
    pub lane_bytes: u32,
    /// Addresses a scatter: lanes must not share a byte.
    pub distinct: bool,
    /// Used as image coordinate `axis` (0 = U, 1 = V, 2 = R) of these images.
    pub coord_of: Vec<(SurfaceRef, usize)>,
    /// Used as a level of detail.
    pub lod: bool,
    /// Reaches an address through arithmetic (not directly): the largest alignment promised
    /// there, 0 if it reaches none. Such parameters get small multiples of it (a pitch, a
    /// first element) so the promise holds on most trials.
    pub indirect_align: u32,
    /// Reaches these image coordinates through arithmetic (a first column, a row): such
    /// parameters get values mostly inside the extent.
    pub indirect_coords: Vec<(SurfaceRef, usize)>,
}

impl Role {
    fn is_address(&self) -> bool {
        !self.offsets_of.is_empty() || !self.base_of.is_empty()
    }
}

/// The role of every entry parameter of `f`, in parameter order.
pub fn roles(f: &Function) -> Vec<Role> {
    let params = f.params().to_vec();
    let mut roles = vec![Role::default(); params.len()];
    let slot = |v: Value| params.iter().position(|&p| p == v);
    for (_, i) in f.inst_order() {
        let kind = &f.inst(i).kind;
        let (addr, align, data_ty, scatter) = match kind {
            InstKind::Gather { addr, align, .. } => {
                (addr, *align, f.inst(i).result.map(|r| f.ty(r)), false)
            }
            InstKind::Scatter {
                addr, align, data, ..
            } => (addr, *align, Some(f.ty(*data)), true),
            InstKind::ImageLoad {
                surface, coords, ..
            }
            | InstKind::ImageStore {
                surface, coords, ..
            } => {
                for (axis, &c) in coords.uvr.iter().enumerate() {
                    if let Some(k) = slot(c) {
                        roles[k].coord_of.push((*surface, axis));
                    }
                }
                if let Some(k) = coords.lod.and_then(slot) {
                    roles[k].lod = true;
                }
                continue;
            }
            _ => continue,
        };
        let lane_bytes = data_ty.and_then(Type::lane_bytes).unwrap_or(1);
        let mut mark = |k: usize, as_base: bool| {
            let r = &mut roles[k];
            if as_base {
                r.base_of.push(addr.surface);
            } else {
                r.offsets_of.push(addr.surface);
                r.distinct |= scatter;
            }
            r.align = r.align.max(align.max(1));
            r.lane_bytes = r.lane_bytes.max(lane_bytes);
        };
        if let Some(k) = slot(addr.offsets) {
            mark(k, false);
        }
        if let Some(k) = addr.base.and_then(slot) {
            mark(k, true);
        }
    }
    for (k, &p) in params.iter().enumerate() {
        let (align, coords) = indirect_uses(f, p);
        roles[k].indirect_align = align;
        roles[k].indirect_coords = coords;
    }
    roles
}

/// What `p` reaches through any instruction or block argument (not directly): the largest
/// alignment promised by a gather or scatter whose base or offsets are computed from it (0 if
/// none), and the image coordinates computed from it.
fn indirect_uses(f: &Function, p: Value) -> (u32, Vec<(SurfaceRef, usize)>) {
    let mut tainted = vec![false; f.values.len()];
    let mark = |t: &mut Vec<bool>, v: Value| -> bool {
        match t.get_mut(v.index()) {
            Some(slot) if !*slot => {
                *slot = true;
                true
            }
            _ => false,
        }
    };
    mark(&mut tainted, p);
    let order = f.inst_order();
    let is = |t: &[bool], v: Value| t.get(v.index()).copied().unwrap_or(false);
    // A fixpoint: loops carry values back through block parameters.
    let mut changed = true;
    while changed {
        changed = false;
        for &(_, i) in &order {
            let d = f.inst(i);
            let mut any = false;
            d.kind.for_each_operand(|v| any |= is(&tainted, v));
            if !any {
                continue;
            }
            if let Some(r) = d.result {
                changed |= mark(&mut tainted, r);
            }
            let calls = match &d.kind {
                InstKind::Br { dest } => vec![dest],
                InstKind::CondBr {
                    then_dest,
                    else_dest,
                    ..
                } => vec![&**then_dest, &**else_dest],
                _ => Vec::new(),
            };
            for call in calls {
                let params = &f.block(call.block).params;
                for (&a, &bp) in call.args.iter().zip(params) {
                    if is(&tainted, a) {
                        changed |= mark(&mut tainted, bp);
                    }
                }
            }
        }
    }
    let reached = |v: Value| v != p && is(&tainted, v);
    let mut align = 0;
    let mut coords = Vec::new();
    for &(_, i) in &order {
        match &f.inst(i).kind {
            InstKind::Gather { addr, align: a, .. } | InstKind::Scatter { addr, align: a, .. }
                if reached(addr.offsets) || addr.base.is_some_and(reached) =>
            {
                align = align.max((*a).max(1));
            }
            InstKind::ImageLoad {
                surface, coords: c, ..
            }
            | InstKind::ImageStore {
                surface, coords: c, ..
            } => {
                for (axis, &v) in c.uvr.iter().enumerate() {
                    if reached(v) {
                        coords.push((*surface, axis));
                    }
                }
            }
            _ => {}
        }
    }
    (align, coords)
}

/// Buffer sizes the trials favour: room for most accesses (a 64-lane access of 16-byte lanes
/// spans 1024 bytes), around powers of two, and small odd sizes that most accesses straddle.
const LARGE_BYTES: [u32; 6] = [256, 512, 1000, 1024, 2048, 4096];
/// The size of a stateless surface (and of SLM) in checker trials.
const STATELESS_BYTES: u32 = 64 * 1024;
const SMALL_BYTES: [u32; 6] = [16, 48, 64, 100, 128, 300];

fn buffer_bytes(rng: &mut Rng) -> u32 {
    match rng.below(4) {
        0 | 1 => *rng.pick(&LARGE_BYTES),
        2 => *rng.pick(&SMALL_BYTES),
        _ => rng.range(1, 2048) as u32,
    }
}

/// A generator for one named part of one trial's input (`stream(seed, "param", "off3")`): each
/// surface's size and contents and each parameter's value come from their own stream, so
/// removing a parameter or a surface (as the reducer does) leaves the others' inputs alone.
pub fn stream(seed: u64, kind: &str, name: &str) -> Rng {
    // FNV-1a over "kind:name".
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in kind.bytes().chain([b':']).chain(name.bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    Rng::new(seed ^ h)
}

/// Random surface sizes for `m` in trial `seed`: buffers of 1..=4096 bytes, images of
/// 1..=16 x 1..=8 x 1..=4 pixels (1 in the dimensions an image does not have); SLM and
/// stateless memory, where out of bounds is undefined behaviour, get room for every address.
pub fn random_shape(m: &Module, seed: u64) -> MemoryShape {
    // Like stateless memory (below): past the end of SLM is undefined behaviour, nothing to
    // compare, so it is as large as a real SLM can be.
    let slm_bytes = STATELESS_BYTES;
    let surfaces = m
        .surfaces
        .iter()
        .map(|s| {
            let rng = &mut stream(seed, "size", &s.name);
            match s.kind {
                SurfaceKind::Image { dim, .. } => {
                    let width = rng.range(1, 16) as u32;
                    let height = if dim.coords() >= 2 {
                        rng.range(1, 8) as u32
                    } else {
                        1
                    };
                    let depth = if dim.coords() >= 3 {
                        rng.range(1, 4) as u32
                    } else {
                        1
                    };
                    SurfaceSize::Image(ImageSize {
                        width,
                        height,
                        depth,
                    })
                }
                // Stateless memory has no bounds (reading past what was allocated is undefined
                // behaviour, nothing to compare): it gets room for every address a generated
                // program makes, 256 lanes of 32 bytes three slots apart plus a base.
                SurfaceKind::Stateless => SurfaceSize::Bytes(STATELESS_BYTES),
                _ => SurfaceSize::Bytes(buffer_bytes(rng)),
            }
        })
        .collect();
    MemoryShape {
        slm_bytes,
        surfaces,
    }
}

/// The byte size of a buffer surface in `shape` (SLM's for `slm` surfaces).
fn surface_bytes(m: &Module, shape: &MemoryShape, s: SurfaceRef) -> u32 {
    match (
        m.surfaces.get(s.index()).map(|x| x.kind),
        shape.surfaces.get(s.index()),
    ) {
        (Some(SurfaceKind::Slm), _) => shape.slm_bytes,
        (_, Some(SurfaceSize::Bytes(n))) => *n,
        _ => 0,
    }
}

fn image_extent(shape: &MemoryShape, s: SurfaceRef, axis: usize) -> u32 {
    match shape.surfaces.get(s.index()) {
        Some(SurfaceSize::Image(sz)) => match axis {
            0 => sz.width,
            1 => sz.height,
            _ => sz.depth,
        },
        _ => 1,
    }
}

/// Arguments for trial `seed` of `f` (whose parameter roles are `roles`) on memory of
/// `shape`; parameter `%x` draws from `stream(seed, "param", "x")`.
pub fn random_args(
    m: &Module,
    f: &Function,
    roles: &[Role],
    shape: &MemoryShape,
    seed: u64,
) -> Vec<Val> {
    f.params()
        .iter()
        .zip(roles)
        .enumerate()
        .map(|(i, (&p, role))| {
            let name = f
                .value_name(p)
                .map(str::to_string)
                .unwrap_or_else(|| format!("#{i}"));
            arg_for(m, f.ty(p), role, shape, &mut stream(seed, "param", &name))
        })
        .collect()
}

fn arg_for(m: &Module, ty: Type, role: &Role, shape: &MemoryShape, rng: &mut Rng) -> Val {
    let n = ty.num_elements() as usize;
    if let Type::Mask { lanes } = ty {
        return random_mask(lanes, rng);
    }
    // Only stateless and SLM surfaces addressed: out of bounds is undefined behaviour there.
    let unbounded = role.offsets_of.iter().chain(&role.base_of).all(|s| {
        matches!(
            m.surfaces.get(s.index()).map(|d| d.kind),
            Some(SurfaceKind::Stateless | SurfaceKind::Slm)
        )
    });
    let bits: Vec<u64> = if ty == Type::vec(n as u32, ScalarType::I32) && role.is_address() {
        let bytes = role
            .offsets_of
            .iter()
            .chain(&role.base_of)
            .map(|&s| surface_bytes(m, shape, s))
            .min()
            .unwrap_or(0);
        // On stateless memory the base is at most half the bytes (see `base`): the offsets
        // stay in the other half, so base + offset is in bounds too.
        let room = if unbounded { bytes / 2 } else { bytes };
        offsets(n, room, role, unbounded, rng)
    } else if ty == Type::I32 && role.is_address() {
        let bytes = role
            .base_of
            .iter()
            .chain(&role.offsets_of)
            .map(|&s| surface_bytes(m, shape, s))
            .min()
            .unwrap_or(0);
        vec![base(bytes, role.align.max(1), unbounded, rng)]
    } else if ty.elem() == Some(ScalarType::I32)
        && !(role.coord_of.is_empty() && role.indirect_coords.is_empty())
    {
        let extent = role
            .coord_of
            .iter()
            .chain(&role.indirect_coords)
            .map(|&(s, axis)| image_extent(shape, s, axis))
            .min()
            .unwrap_or(1);
        (0..n).map(|_| coordinate(extent, rng)).collect()
    } else if ty.elem() == Some(ScalarType::I32) && role.lod {
        let all_zero = rng.chance(3, 4);
        (0..n)
            .map(|_| {
                if all_zero || rng.chance(4, 5) {
                    0
                } else {
                    rng.range(1, 2)
                }
            })
            .collect()
    } else if ty.elem() == Some(ScalarType::I32) && role.indirect_align > 0 {
        // A pitch or a first element: small multiples of the alignment it must keep.
        let a = u64::from(role.indirect_align);
        (0..n)
            .map(|_| {
                if rng.chance(9, 10) {
                    (rng.below(17) * a) & 0xFFFF_FFFF
                } else {
                    small_i32(rng)
                }
            })
            .collect()
    } else if ty == Type::I32 {
        // A count, a selector or a trip count: mostly small.
        vec![small_i32(rng)]
    } else {
        let e = ty.elem().unwrap_or(ScalarType::I32);
        (0..n).map(|_| data_bits(e, rng)).collect()
    };
    Val::from_bits(ty, &bits).unwrap_or_else(|| Val::undefined(ty))
}

/// All off, all on, or random lanes (with a random density).
pub fn random_mask(lanes: u32, rng: &mut Rng) -> Val {
    let bits: Vec<bool> = match rng.below(10) {
        0 | 1 => vec![false; lanes as usize],
        2..=4 => vec![true; lanes as usize],
        _ => {
            let density = rng.range(1, 7);
            (0..lanes).map(|_| rng.below(8) < density).collect()
        }
    };
    Val::mask(&bits)
}

/// Per-lane offsets on the grid `j * slot` (slot = lane bytes rounded up to the alignment), so
/// distinct `j` never share a byte and every offset keeps the promise. `j` is mostly a slot in
/// bounds; otherwise the partial slot at the end (straddling it), a slot past the end, a far
/// slot, or a negative one (which wraps, and lands in bounds again with a base). On stateless
/// memory (`unbounded`: out of bounds is undefined behaviour) nine trials in ten stay in
/// bounds.
fn offsets(n: usize, bytes: u32, role: &Role, unbounded: bool, rng: &mut Rng) -> Vec<u64> {
    let align = role.align.max(1);
    let slot = role.lane_bytes.max(1).div_ceil(align) * align;
    let in_bounds = i64::from(bytes / slot);
    // Per trial: all in bounds, mostly in bounds, or wild.
    let ood_percent = match (unbounded, rng.below(10)) {
        (true, 0..=8) | (false, 0..=2) => 0,
        (_, 3..=7) | (true, _) => 15,
        _ => 70,
    };
    let mut used = std::collections::HashSet::new();
    let pick_slot = |rng: &mut Rng| -> i64 {
        if in_bounds > 0 && !rng.chance(ood_percent, 100) {
            return rng.below(in_bounds as u64) as i64;
        }
        match rng.below(5) {
            0 => in_bounds,
            1 => in_bounds + rng.range(1, 8) as i64,
            2 => rng.range(1, (1u64 << 31) / u64::from(slot)) as i64,
            3 => -(rng.range(1, 8) as i64),
            _ => rng.below(in_bounds.max(1) as u64) as i64,
        }
    };
    (0..n)
        .map(|_| {
            let mut j = pick_slot(rng);
            if role.distinct {
                // A few redraws, then a fresh slot past everything drawn so far.
                let mut tries = 0;
                while used.contains(&j) && tries < 8 {
                    j = pick_slot(rng);
                    tries += 1;
                }
                while used.contains(&j) {
                    j = in_bounds + 9 + used.len() as i64;
                }
                used.insert(j);
            }
            (j.wrapping_mul(i64::from(slot)) as u32).into()
        })
        .collect()
}

/// A base address: 0, small and aligned, past the end, or negative (on stateless memory,
/// `unbounded`, only 0 or small and aligned).
fn base(bytes: u32, align: u32, unbounded: bool, rng: &mut Rng) -> u64 {
    let small = |rng: &mut Rng| align * rng.below(u64::from((bytes / align / 2).max(1))) as u32;
    let b = match rng.below(20) {
        0..=10 => 0,
        11..=16 => small(rng),
        _ if unbounded => small(rng),
        17 | 18 => bytes.div_ceil(align) * align,
        _ => (align * rng.range(1, 4) as u32).wrapping_neg(),
    };
    u64::from(b)
}

/// A coordinate: mostly inside `0..extent`, sometimes at or past it, or negative.
fn coordinate(extent: u32, rng: &mut Rng) -> u64 {
    let c = match rng.below(20) {
        0..=16 => rng.below(u64::from(extent.max(1))) as u32,
        17 => extent,
        18 => extent + rng.range(1, 4) as u32,
        _ => u32::MAX,
    };
    u64::from(c)
}

fn small_i32(rng: &mut Rng) -> u64 {
    const SMALL: [i32; 12] = [0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 31, -1];
    let x = if rng.chance(4, 5) {
        *rng.pick(&SMALL)
    } else {
        rng.next_u64() as i32
    };
    u64::from(x as u32)
}

/// The bits of a random element of `e`: small values, boundaries, random bits, and for floats
/// the specials (±0, ±inf, NaN, the smallest subnormal, the largest finite).
pub fn data_bits(e: ScalarType, rng: &mut Rng) -> u64 {
    let width = e.bits();
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let r = rng.below(10);
    let bits = if e.is_float() {
        match (r, e) {
            (0..=3, _) => {
                // Multiples of 1/4 in -8..8: exact in every float format.
                let x = (rng.below(64) as f64 - 32.0) / 4.0;
                float_bits(e, x).unwrap_or(0)
            }
            (4 | 5, ScalarType::F64) => *rng.pick(&[
                0,
                1 << 63,
                f64::INFINITY.to_bits(),
                f64::NEG_INFINITY.to_bits(),
                f64::NAN.to_bits(),
                1,
                f64::MAX.to_bits(),
            ]),
            (4 | 5, ScalarType::F32) => u64::from(*rng.pick(&[
                0,
                1 << 31,
                f32::INFINITY.to_bits(),
                f32::NEG_INFINITY.to_bits(),
                f32::NAN.to_bits(),
                1,
                f32::MAX.to_bits(),
            ])),
            (4 | 5, _) => *rng.pick(&[0, 0x8000, 0x7C00, 0xFC00, 0x7E00, 1, 0x7BFF]),
            _ => rng.next_u64(),
        }
    } else {
        match r {
            0..=3 => rng.below(17),
            4 => u64::MAX,
            5 => 1u64 << (width - 1),
            6 => (1u64 << (width - 1)) - 1,
            _ => rng.next_u64(),
        }
    };
    bits & mask
}

/// Memory of `shape` for `m` in trial `seed`, every byte random: surface `@s` from
/// `stream(seed, "memory", "s")`, SLM from `stream(seed, "memory", "slm")`.
pub fn random_memory(m: &Module, shape: &MemoryShape, seed: u64) -> Option<Memory> {
    let mut mem = Memory::zeroed(m, shape).ok()?;
    let fill =
        |n: usize, rng: &mut Rng| -> Vec<u8> { (0..n).map(|_| rng.next_u64() as u8).collect() };
    let mut slm_done = false;
    for (i, (s, size)) in m.surfaces.iter().zip(&shape.surfaces).enumerate() {
        let sr = SurfaceRef(i as u32);
        match (s.kind, size) {
            (SurfaceKind::Slm, _) => {
                if !slm_done {
                    let data = fill(shape.slm_bytes as usize, &mut stream(seed, "memory", "slm"));
                    mem.set_bytes(sr, &data).ok()?;
                    slm_done = true;
                }
            }
            (SurfaceKind::Image { .. }, SurfaceSize::Image(sz)) => {
                let n = mem.image(sr)?.bytes().len();
                let data = fill(n, &mut stream(seed, "memory", &s.name));
                mem.set_image(sr, *sz, &data).ok()?;
            }
            (_, SurfaceSize::Bytes(n)) => {
                let data = fill(*n as usize, &mut stream(seed, "memory", &s.name));
                mem.set_bytes(sr, &data).ok()?;
            }
            _ => return None,
        }
    }
    Some(mem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scatter_offsets_are_distinct_and_aligned() {
        let role = Role {
            offsets_of: vec![SurfaceRef(0)],
            align: 4,
            lane_bytes: 12,
            distinct: true,
            ..Role::default()
        };
        for seed in 0..200 {
            let mut rng = Rng::new(seed);
            let offs = offsets(64, 100, &role, false, &mut rng);
            let mut seen = std::collections::HashSet::new();
            for &o in &offs {
                assert_eq!(o % 4, 0);
                // On the grid of 12-byte slots (mod 2^32), one lane per slot.
                assert!(seen.insert(o), "seed {seed}: {offs:?}");
            }
        }
    }

    /// Out of bounds is undefined behaviour on stateless memory, so such trials compare
    /// nothing: offsets for stateless surfaces stay in bounds in most trials, others roam.
    #[test]
    fn stateless_offsets_mostly_stay_in_bounds() {
        let role = Role {
            offsets_of: vec![SurfaceRef(0)],
            align: 4,
            lane_bytes: 4,
            ..Role::default()
        };
        let in_bounds = |unbounded: bool| {
            (0..500u64)
                .filter(|&seed| {
                    let offs = offsets(16, 256, &role, unbounded, &mut Rng::new(seed));
                    offs.iter().all(|&o| o + 4 <= 256)
                })
                .count()
        };
        let (stateless, bounded) = (in_bounds(true), in_bounds(false));
        assert!(stateless >= 400, "{stateless} of 500");
        assert!(bounded < 300, "{bounded} of 500");
    }
}
