//! Shared helpers of the legalisation tests: run the passes on a module, build small kernels.
#![allow(dead_code)]

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::*;
use memlower_passes::analysis::AnalysisManager;
use memlower_passes::legalize::{PackChannels, PickBlocks, SplitLanes};
use memlower_passes::pass::{ForEachFunction, FunctionPass, Pass};
use memlower_passes::target::Target;
use memlower_passes::{PassContext, PassError};

/// The target named `name` (a test bug if unknown).
pub fn target(name: &str) -> &'static Target {
    Target::by_name(name).unwrap_or_else(|| panic!("unknown target {name}"))
}

/// Runs one function pass over the module.
pub fn run<P: FunctionPass>(p: P, m: &mut Module, t: Option<&Target>) -> Result<bool, PassError> {
    let mut am = AnalysisManager::default();
    ForEachFunction(p).run(m, &mut am, &PassContext { target: t })
}

/// The three stages, in order.
pub const STAGES: [&str; 3] = ["split-lanes", "pick-blocks", "pack-channels"];

/// Runs stage `k` (0, 1, 2).
pub fn run_stage(k: usize, m: &mut Module, t: &Target) -> Result<bool, PassError> {
    match k {
        0 => run(SplitLanes, m, Some(t)),
        1 => run(PickBlocks, m, Some(t)),
        _ => run(PackChannels, m, Some(t)),
    }
}

/// Runs the whole legalisation pipeline.
pub fn legalize(m: &mut Module, t: &Target) -> Result<(), PassError> {
    for k in 0..3 {
        run_stage(k, m, t)?;
    }
    Ok(())
}

/// A module with the usual surfaces: @buf untyped, @lds slm, @glb stateless, @img image2d
/// rgba f32, @img1 image1d r i32, @img3 image3d rg f16.
pub fn module() -> Module {
    let mut m = Module::new();
    m.add_surface("buf", SurfaceKind::Untyped);
    m.add_surface("lds", SurfaceKind::Slm);
    m.add_surface("glb", SurfaceKind::Stateless);
    m.add_surface(
        "img",
        SurfaceKind::Image {
            dim: ImageDim::D2,
            channels: ChannelMask::RGBA,
            elem: ScalarType::F32,
        },
    );
    m.add_surface(
        "img1",
        SurfaceKind::Image {
            dim: ImageDim::D1,
            channels: ChannelMask::R,
            elem: ScalarType::I32,
        },
    );
    m.add_surface(
        "img3",
        SurfaceKind::Image {
            dim: ImageDim::D3,
            channels: ChannelMask::RG,
            elem: ScalarType::F16,
        },
    );
    m
}

/// What a one-op kernel does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// gather of `vec<lanes x chans x elem>`.
    Gather,
    /// scatter of `vec<lanes x chans x elem>`.
    Scatter,
    /// image.load of `chans` channels.
    ImageLoad,
    /// image.store of `chans` channels.
    ImageStore,
}

/// Options of a one-op kernel.
#[derive(Clone, Copy, Debug)]
pub struct Kernel {
    pub op: Op,
    pub surface: &'static str,
    pub lanes: u32,
    pub chans: u8,
    pub elem: ScalarType,
    pub align: u32,
    pub base: bool,
    pub mask: bool,
    pub lod: bool,
    /// Channels of an image op (default: the first `chans`).
    pub channels: Option<ChannelMask>,
}

impl Kernel {
    pub fn new(op: Op, surface: &'static str, lanes: u32, chans: u8, elem: ScalarType) -> Kernel {
        Kernel {
            op,
            surface,
            lanes,
            chans,
            elem,
            align: elem.bytes(),
            base: true,
            mask: true,
            lod: false,
            channels: None,
        }
    }

    pub fn channels(mut self, c: ChannelMask) -> Kernel {
        self.channels = Some(c);
        self.chans = c.count();
        self
    }

    pub fn align(mut self, a: u32) -> Kernel {
        self.align = a;
        self
    }

    pub fn no_mask(mut self) -> Kernel {
        self.mask = false;
        self
    }

    pub fn no_base(mut self) -> Kernel {
        self.base = false;
        self
    }

    pub fn lod(mut self) -> Kernel {
        self.lod = true;
        self
    }

    fn image_channels(&self) -> ChannelMask {
        self.channels.unwrap_or(ChannelMask::first(self.chans))
    }

    /// The module: `func @k(...)` with the op and a `sink` of a read's result.
    pub fn build(&self) -> Module {
        let mut m = module();
        let s = m.surface_by_name(self.surface).expect("surface");
        let skind = m.surface(s).kind;
        let n = self.lanes;
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let base = self.base.then(|| b.param(entry, Type::I32, "base"));
        let off = b.param(entry, Type::vec(n, ScalarType::I32), "off");
        let mask = self.mask.then(|| b.param(entry, Type::mask(n), "m"));
        let data_ty = Type::chan_vec(n, self.chans, self.elem);
        let data = matches!(self.op, Op::Scatter).then(|| b.param(entry, data_ty, "data"));
        let (dims, img_elem) = match skind {
            SurfaceKind::Image { dim, elem, .. } => (dim.coords(), elem),
            _ => (2, ScalarType::F32),
        };
        let texel = Type::chan_vec(
            n,
            self.chans,
            if img_elem.is_float() {
                ScalarType::F32
            } else {
                ScalarType::I32
            },
        );
        let pixels = matches!(self.op, Op::ImageStore).then(|| b.param(entry, texel, "px"));
        b.switch_to(entry);
        b.set_loc(Loc::new(3, 3));
        let addr = Address {
            surface: s,
            base,
            offsets: off,
        };
        let coords = || ImageCoords {
            uvr: std::iter::repeat_n(off, dims).collect(),
            lod: None,
        };
        match self.op {
            Op::Gather => {
                let v = b.named("v").gather(addr, mask, self.align, data_ty);
                b.set_loc(Loc::UNKNOWN);
                b.sink(&[v]);
            }
            Op::Scatter => {
                b.scatter(addr, data.expect("data"), mask, self.align);
            }
            Op::ImageLoad => {
                let mut c = coords();
                if self.lod {
                    c.lod = Some(off);
                }
                let v = b
                    .named("v")
                    .image_load(s, c, mask, self.image_channels(), texel);
                b.set_loc(Loc::UNKNOWN);
                b.sink(&[v]);
            }
            Op::ImageStore => {
                b.image_store(
                    s,
                    coords(),
                    pixels.expect("px"),
                    mask,
                    ChannelMask::first(self.chans),
                );
            }
        }
        b.set_loc(Loc::UNKNOWN);
        b.ret();
        m.functions.push(f);
        m
    }
}

/// The memory ops of the first function: (text, via) per op, in order.
pub fn memory_ops(m: &Module) -> Vec<Inst> {
    let f = &m.functions[0];
    f.inst_order()
        .into_iter()
        .map(|(_, i)| i)
        .filter(|&i| f.inst(i).kind.is_memory())
        .collect()
}

/// The printed first function.
pub fn text(m: &Module) -> String {
    print::print_function(m, &m.functions[0])
}

/// The memory ops of `f`, in program order.
pub fn memory_ops_of(f: &Function) -> Vec<Inst> {
    f.inst_order()
        .into_iter()
        .map(|(_, i)| i)
        .filter(|&i| f.inst(i).kind.is_memory())
        .collect()
}
