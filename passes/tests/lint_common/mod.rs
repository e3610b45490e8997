//! Shared helpers of the `lint_*` tests (`lint-ub`, provable overlapping writes): the test
//! module and its surfaces, scatter builders, the expected-warning constructor, and the check
//! that the reference interpreter reports the same two lanes and first byte (pixel).

#![allow(dead_code, unused_imports)]

pub use memlower_ir::builder::FunctionBuilder;
pub use memlower_ir::diag::{Located, Severity};
pub use memlower_ir::interp::{
    run_function, ImageSize, InterpError, Limits, Memory, MemoryShape, Place, Ub,
};
pub use memlower_ir::*;
pub use memlower_passes::analysis::AnalysisManager;
pub use memlower_passes::lint::{
    lint_module, ByteSpan, ConstEval, Coord, LintUb, LintWarning, LINT_UB,
};
pub use memlower_passes::pass::{ForEachFunction, Pass, PassContext, PassWarning};
pub use memlower_passes::{Instrumentation, PassManager, Registry};
pub use ScalarType::{F32, I16, I32, I64, I8};

pub fn vt(n: u32, t: ScalarType) -> Type {
    Type::vec(n, t)
}

pub fn known(xs: &[u32]) -> Vec<Coord> {
    xs.iter().map(|&x| Coord::Known(x)).collect()
}

pub fn span(start: u32, len: u32) -> ByteSpan {
    ByteSpan { start, len }
}

/// The surfaces every test module declares.
#[derive(Clone, Copy)]
pub struct Surfaces {
    pub buf: SurfaceRef,
    pub img1: SurfaceRef,
    pub img2: SurfaceRef,
    pub img3: SurfaceRef,
}

/// A module with `@buf : untyped`, `@line : image1d<rgba, f32>`, `@img : image2d<rgba, f32>`,
/// `@vol : image3d<rg, i32>` and one kernel `@k(params)` whose entry block `body` writes (the
/// helper adds `ret`).
pub fn module(
    params: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value], Surfaces),
) -> Module {
    let mut m = Module::new();
    let image = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    let s = Surfaces {
        buf: m.add_surface("buf", SurfaceKind::Untyped),
        img1: m.add_surface("line", image(ImageDim::D1, ChannelMask::RGBA, F32)),
        img2: m.add_surface("img", image(ImageDim::D2, ChannelMask::RGBA, F32)),
        img3: m.add_surface("vol", image(ImageDim::D3, ChannelMask::RG, I32)),
    };
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params
        .iter()
        .enumerate()
        .map(|(i, &t)| b.param(entry, t, &format!("p{i}")))
        .collect();
    b.switch_to(entry);
    body(&mut b, &ps, s);
    b.ret();
    m.functions.push(f);
    assert_eq!(verify::verify_module(&m), Ok(()), "test module must verify");
    m
}

pub fn at(surface: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface,
        base,
        offsets,
    }
}

/// `const [..] : vec<N x i32>` with one element per lane.
pub fn offsets(b: &mut FunctionBuilder, xs: &[i64]) -> Value {
    b.iconst_vec(vt(xs.len() as u32, I32), xs)
}

/// `const [..] : mask<N>`.
pub fn mask(b: &mut FunctionBuilder, bits: &[i64]) -> Value {
    b.iconst_vec(Type::mask(bits.len() as u32), bits)
}

/// A scatter of `lanes` elements of `elem` (value 7) to `@buf[base + off]`.
pub fn scatter_elems(
    b: &mut FunctionBuilder,
    s: Surfaces,
    base: Option<Value>,
    off: Value,
    elem: ScalarType,
    m: Option<Value>,
    align: u32,
) -> Inst {
    let lanes = b.func.ty(off).lanes().unwrap_or(1);
    let data = if elem.is_float() {
        b.fconst(vt(lanes, elem), 7.0)
    } else {
        b.iconst(vt(lanes, elem), 7)
    };
    b.scatter(at(s.buf, base, off), data, m, align)
}

pub fn scatter_warning(
    first: u32,
    second: u32,
    base: Option<&str>,
    first_bytes: ByteSpan,
    second_bytes: ByteSpan,
    overlap: ByteSpan,
) -> LintWarning {
    LintWarning::OverlappingScatter {
        loc: Loc::UNKNOWN,
        surface: "buf".into(),
        first,
        second,
        base: base.map(str::to_string),
        first_bytes,
        second_bytes,
        overlap,
    }
}

/// Runs `@k` with every buffer 4096 bytes and every image 16 x 16 x 4, and checks that the
/// interpreter stops on the same overlapping write as the lint's (only) warning.
pub fn interpreter_agrees(m: &Module, w: &LintWarning) {
    let shape = MemoryShape::uniform(
        m,
        4096,
        ImageSize {
            width: 16,
            height: 16,
            depth: 4,
        },
        0,
    );
    let mut mem = Memory::zeroed(m, &shape).expect("memory");
    let r = run_function(m, &m.functions[0], &[], &mut mem, Limits::default());
    let Err(InterpError::UndefinedBehaviour {
        ub:
            Ub::OverlappingWrite {
                first,
                second,
                place,
            },
        ..
    }) = r
    else {
        panic!("the interpreter must find the overlap too, got {r:?}");
    };
    match (w, place) {
        (
            LintWarning::OverlappingScatter {
                first: f,
                second: s,
                overlap,
                base: None,
                ..
            },
            Place::Byte { address, .. },
        ) => {
            assert_eq!((first, second, address), (*f, *s, overlap.start));
        }
        (
            LintWarning::OverlappingImageStore {
                first: f,
                second: s,
                pixel,
                channels,
                ..
            },
            Place::Texel {
                uvr: p, channel, ..
            },
        ) => {
            assert_eq!((first, second), (*f, *s));
            let known: Vec<Coord> = p.iter().map(|&x| Coord::Known(x)).collect();
            assert_eq!(&known[..pixel.len()], &pixel[..]);
            assert!(p[pixel.len()..].iter().all(|&c| c == 0));
            assert_eq!(Some(channel), channels.channels().next());
        }
        (w, place) => panic!("lint {w:?} and interpreter {place:?} disagree"),
    }
}

/// The lint's warnings on `m`, checked to be warnings.
pub fn lint(m: &Module) -> Vec<LintWarning> {
    let ws = lint_module(m);
    for w in &ws {
        assert_eq!(w.severity(), Severity::Warning);
        assert!(w.expected().is_some());
    }
    ws
}
