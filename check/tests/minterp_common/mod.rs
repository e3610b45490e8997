//! Shared helpers of the `minterp_*` tests (the message-level interpreter): the hand-built
//! test module, kernels, memory and register accessors, and the end-to-end harness that
//! legalises, lowers and runs both interpreters side by side.

#![allow(dead_code, unused_imports)]

pub use memlower_check::minterp::{run_kernel, HostFill, MInterpError, Machine, Options, RegByte};
pub use memlower_ir::interp::{
    run_function, ImageSize, Limits, Memory, MemoryShape, Place, Ub, Val,
};
pub use memlower_ir::rng::Rng;
pub use memlower_ir::{
    ChannelMask, ImageDim, Loc, Message, Module, MsgChoice, ScalarType, SurfaceKind, SurfaceRef,
    Type,
};
pub use memlower_lowering::mir::*;
pub use memlower_lowering::{lower_module, LowerOptions};
pub use memlower_passes::analysis::AnalysisManager;
pub use memlower_passes::legalize::{PackChannels, PickBlocks, SplitLanes};
pub use memlower_passes::pass::{ForEachFunction, Pass};
pub use memlower_passes::target::Target;
pub use memlower_passes::{PassContext, PassError};
pub use smallvec::smallvec;

// ---- hand-built kernels -------------------------------------------------------------------------

pub const LOC: Loc = Loc::UNKNOWN;

/// A module with the surfaces the hand-built kernels use, in this order: @buf (untyped),
/// @lds (slm), @img1 (image1d<rg, i32>), @img2 (image2d<rgba, f32>), @img3 (image3d<r, f16>).
pub fn test_module() -> Module {
    let mut m = Module::new();
    m.add_surface("buf", SurfaceKind::Untyped);
    m.add_surface("lds", SurfaceKind::Slm);
    let img = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    m.add_surface("img1", img(ImageDim::D1, ChannelMask::RG, ScalarType::I32));
    m.add_surface(
        "img2",
        img(ImageDim::D2, ChannelMask::RGBA, ScalarType::F32),
    );
    m.add_surface("img3", img(ImageDim::D3, ChannelMask::R, ScalarType::F16));
    m
}

pub const BUF: SurfaceId = SurfaceId(0);
pub const LDS: SurfaceId = SurfaceId(1);
pub const IMG1: SurfaceId = SurfaceId(2);
pub const IMG2: SurfaceId = SurfaceId(3);
pub const IMG3: SurfaceId = SurfaceId(4);

/// A kernel whose surfaces mirror [`test_module`].
pub fn test_kernel(grf: u32) -> Kernel {
    let mut k = Kernel::new("t", "test", grf);
    // The kernel sets its user surfaces to the host's default table (declaration order), so
    // each message reaches the module surface of its number.
    let user = |name: &str, typed, bti| Surface::User {
        name: name.into(),
        typed,
        bti: Some(bti),
    };
    k.add_surface(user("s_buf", false, 0));
    k.add_surface(Surface::Slm);
    k.add_surface(user("s_img1", true, 1));
    k.add_surface(user("s_img2", true, 2));
    k.add_surface(user("s_img3", true, 3));
    k
}

/// Memory for [`test_module`]: @buf holds `buf`, SLM 64 zero bytes, small zeroed images.
pub fn test_memory(buf: &[u8]) -> Memory {
    let m = test_module();
    let shape = MemoryShape::uniform(
        &m,
        buf.len() as u32,
        ImageSize {
            width: 1,
            height: 1,
            depth: 1,
        },
        64,
    );
    let mut mem = Memory::zeroed(&m, &shape).expect("memory");
    mem.set_bytes(SurfaceRef(0), buf).expect("buffer");
    mem
}

pub fn defined(bytes: &[u8]) -> Vec<Option<u8>> {
    bytes.iter().map(|&b| Some(b)).collect()
}

pub fn push(k: &mut Kernel, kind: InstKind) {
    k.push(kind, LOC, Purpose::Compute);
}

#[allow(clippy::too_many_arguments)]
pub fn msg(
    choice: MsgChoice,
    exec: Exec,
    pred: Option<PredUse>,
    surface: SurfaceId,
    goff: Option<Src>,
    addrs: &[Raw],
    data: Raw,
) -> InstKind {
    InstKind::Msg(Box::new(MsgInst {
        choice,
        exec,
        pred,
        surface,
        global_offset: goff,
        addrs: addrs.iter().copied().collect(),
        data,
    }))
}

pub fn put_dwords(mc: &mut Machine, v: VarId, off: u32, xs: &[u32]) {
    let bytes: Vec<RegByte> = xs
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .map(RegByte::defined)
        .collect();
    mc.regs_mut().write(v, off, &bytes).expect("write");
}

pub fn put_qwords(mc: &mut Machine, v: VarId, xs: &[u64]) {
    let bytes: Vec<RegByte> = xs
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .map(RegByte::defined)
        .collect();
    mc.regs_mut().write(v, 0, &bytes).expect("write");
}

/// Register bytes as memory would see them (`None`: some bit undefined).
pub fn get_bytes(mc: &Machine, v: VarId, off: u32, n: u32) -> Vec<Option<u8>> {
    mc.regs()
        .read(v, off, n)
        .expect("read")
        .iter()
        .map(|b| b.value())
        .collect()
}

/// Dwords of a variable (`None`: some bit undefined).
pub fn get_dwords(mc: &Machine, v: VarId, n: u32) -> Vec<Option<u32>> {
    get_bytes(mc, v, 0, 4 * n)
        .chunks(4)
        .map(|c| {
            let mut x = 0u32;
            for (k, b) in c.iter().enumerate() {
                x |= u32::from((*b)?) << (8 * k);
            }
            Some(x)
        })
        .collect()
}

pub fn ud_imm(x: u32) -> Src {
    Src::Imm(Imm::ud(x))
}

pub fn blocks(msg: Message, b: u8) -> MsgChoice {
    MsgChoice::blocks(msg, b)
}

/// @buf byte j = 0x80 | j, 64 bytes.
pub fn ramp64() -> Vec<u8> {
    (0..64u8).map(|j| 0x80 | j).collect()
}

pub fn dword_at(mem: &[Option<u8>], a: usize) -> u32 {
    u32::from_le_bytes([0, 1, 2, 3].map(|k| mem[a + k].expect("defined")))
}

// ---- end to end: legalise, lower, run both interpreters ---------------------------------------

pub fn target(name: &str) -> &'static Target {
    Target::by_name(name).unwrap_or_else(|| panic!("unknown target {name}"))
}

/// Legalises a module for `t` (split-lanes, pick-blocks, pack-channels).
pub fn legalize(m: &mut Module, t: &Target) -> Result<(), PassError> {
    let cx = PassContext { target: Some(t) };
    let mut am = AnalysisManager::default();
    ForEachFunction(SplitLanes).run(m, &mut am, &cx)?;
    ForEachFunction(PickBlocks).run(m, &mut am, &cx)?;
    ForEachFunction(PackChannels).run(m, &mut am, &cx)?;
    Ok(())
}

/// A random argument: i32 elements are small multiples of 16 (addresses and counts that keep
/// kernels mostly in bounds and aligned), floats small, masks two thirds set.
pub fn random_arg(ty: Type, rng: &mut Rng) -> Val {
    let n = ty.num_elements() as usize;
    match ty.elem() {
        None => Val::mask(&(0..n).map(|_| rng.chance(2, 3)).collect::<Vec<_>>()),
        Some(t) if t.is_float() => Val::floats(
            ty,
            &(0..n)
                .map(|_| rng.range(0, 64) as f64 / 4.0 - 8.0)
                .collect::<Vec<_>>(),
        )
        .expect("float value"),
        Some(_) => Val::ints(
            ty,
            &(0..n)
                .map(|_| 16 * rng.range(0, 8) as i64)
                .collect::<Vec<_>>(),
        )
        .expect("int value"),
    }
}

/// What one side-by-side run found (a disagreement panics).
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both returned; the lowered run's memory and sinks are admitted by the reference's.
    Agree {
        /// The reference run changed memory or sank something: there was something to see.
        observed: bool,
    },
    /// The reference has undefined behaviour on this input: nothing to compare.
    ReferenceUb,
}

/// Runs `func` of the legal module `m` under the reference interpreter and its lowered kernel
/// `k` under the message-level one, on clones of `mem0` with the same random arguments, and
/// asserts that the reference admits the lowered run's memory and sinks.
pub fn compare(
    m: &Module,
    func: &str,
    k: &Kernel,
    mem0: &Memory,
    rng: &mut Rng,
    what: &str,
) -> Verdict {
    let f = m
        .functions
        .iter()
        .find(|f| f.name == func)
        .expect("function");
    let params: Vec<Type> = f.params().iter().map(|&p| f.ty(p)).collect();
    let args: Vec<Val> = params.iter().map(|&ty| random_arg(ty, rng)).collect();
    let mut ref_mem = mem0.clone();
    let reference = match run_function(m, f, &args, &mut ref_mem, Limits::default()) {
        Ok(o) => o,
        Err(e) if e.is_ub() => return Verdict::ReferenceUb,
        Err(e) => panic!("{what}: the reference run failed: {e}"),
    };
    let mut low_mem = mem0.clone();
    let observed = run_kernel(k, &args, &mut low_mem, &Options::default())
        .unwrap_or_else(|e| panic!("{what}: {e}\n{k}"));
    assert!(ref_mem.admits(&low_mem), "{what}: memories differ\n{k}");
    assert!(
        reference.admits(&observed.outcome),
        "{what}: sinks differ: reference {:?}, lowered {:?}",
        reference.sinks,
        observed.outcome.sinks
    );
    Verdict::Agree {
        observed: &ref_mem != mem0 || !reference.sinks.is_empty(),
    }
}

pub fn lowering_modes() -> [(&'static str, LowerOptions); 2] {
    [
        ("aware", LowerOptions::default()),
        (
            "naive",
            LowerOptions {
                naive: true,
                ..LowerOptions::default()
            },
        ),
    ]
}

pub fn example_memory(m: &Module, rng: &mut Rng) -> Memory {
    let image = ImageSize {
        width: 8,
        height: 8,
        depth: 4,
    };
    Memory::random(m, &MemoryShape::uniform(m, 512, image, 512), rng).expect("memory")
}
