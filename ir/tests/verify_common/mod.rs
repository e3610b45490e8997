//! Shared helpers of the `verify_*` tests (the verifier, rule by rule): scalar type shorthands,
//! the test surfaces, kernel builders and the accept/reject assertions.

#![allow(dead_code, unused_imports)]

pub use memlower_ir::builder::FunctionBuilder;
pub use memlower_ir::diag::{self, Located};
pub use memlower_ir::rng::Rng;
pub use memlower_ir::verify::{verify_function, verify_module, ConstProblem, Operand, VerifyError};
pub use memlower_ir::*;
pub use smallvec::smallvec;

pub const I8: ScalarType = ScalarType::I8;
pub const I16: ScalarType = ScalarType::I16;
pub const I32: ScalarType = ScalarType::I32;
pub const I64: ScalarType = ScalarType::I64;
pub const F16: ScalarType = ScalarType::F16;
pub const F32: ScalarType = ScalarType::F32;

pub fn vec(n: u32, e: ScalarType) -> Type {
    Type::vec(n, e)
}

/// The surfaces every test module declares.
pub struct Surfaces {
    pub buf: SurfaceRef,
    pub lds: SurfaceRef,
    pub glb: SurfaceRef,
    /// `image2d<rgba, f32>`
    pub img: SurfaceRef,
    /// `image1d<r, i32>`
    pub line: SurfaceRef,
    /// `image3d<rg, f16>`
    pub vol: SurfaceRef,
}

pub fn surfaces(m: &mut Module) -> Surfaces {
    let image = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    Surfaces {
        buf: m.add_surface("buf", SurfaceKind::Untyped),
        lds: m.add_surface("lds", SurfaceKind::Slm),
        glb: m.add_surface("glb", SurfaceKind::Stateless),
        img: m.add_surface("img", image(ImageDim::D2, ChannelMask::RGBA, F32)),
        line: m.add_surface("line", image(ImageDim::D1, ChannelMask::R, I32)),
        vol: m.add_surface("vol", image(ImageDim::D3, ChannelMask::RG, F16)),
    }
}

/// A module with one function `@k` whose entry block takes `params`; `body` fills the entry
/// block, and a `ret` is appended.
pub fn kernel(
    params: &[(&str, Type)],
    body: impl FnOnce(&mut FunctionBuilder, &Surfaces, &[Value]),
) -> Module {
    let mut m = Module::new();
    let s = surfaces(&mut m);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params.iter().map(|(n, t)| b.param(entry, *t, n)).collect();
    b.switch_to(entry);
    body(&mut b, &s, &ps);
    b.ret();
    m.functions.push(f);
    m
}

/// A kernel computing one value with `body` and keeping it live with `sink`.
pub fn value_kernel(
    params: &[(&str, Type)],
    body: impl FnOnce(&mut FunctionBuilder, &Surfaces, &[Value]) -> Value,
) -> Module {
    kernel(params, |b, s, p| {
        let v = body(b, s, p);
        b.sink(&[v]);
    })
}

pub fn errors(m: &Module) -> Vec<VerifyError> {
    verify_module(m).err().unwrap_or_default()
}

#[track_caller]
pub fn accepts(m: &Module) {
    if let Err(e) = verify_module(m) {
        panic!(
            "rejected a valid module:\n{}\n{e:#?}",
            print::print_module(m)
        );
    }
}

/// Asserts the module is rejected with exactly one error, matching the pattern.
macro_rules! rejects {
    ($m:expr, $pat:pat $(if $guard:expr)?) => {{
        let m = &$m;
        let errs = errors(m);
        assert!(
            errs.len() == 1 && matches!(&errs[0], $pat $(if $guard)?),
            "expected exactly one {} error, got {:#?}",
            stringify!($pat),
            errs
        );
        errs.into_iter().next().unwrap()
    }};
}

/// Asserts the module is rejected with exactly one type mismatch, on `operand`.
#[track_caller]
pub fn rejects_mismatch(m: &Module, operand: Operand) -> VerifyError {
    rejects!(m, VerifyError::TypeMismatch { operand: o, .. } if *o == operand)
}

pub fn set_via(f: &mut Function, inst: Inst, choice: MsgChoice) {
    match &mut f.inst_mut(inst).kind {
        InstKind::Gather { via, .. }
        | InstKind::Scatter { via, .. }
        | InstKind::ImageLoad { via, .. } => *via = Some(choice),
        other => panic!("no via on {}", other.mnemonic()),
    }
}

pub fn addr(surface: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface,
        base,
        offsets,
    }
}

pub fn coords(uvr: &[Value], lod: Option<Value>) -> ImageCoords {
    ImageCoords {
        uvr: uvr.iter().copied().collect(),
        lod,
    }
}

/// `entry -> (then | else) -> join`, with `%t` defined in `then`. Returns the module and the
/// blocks `[entry, then, else, join]`; `use_in_join` decides whether `join` uses `%t` directly.
pub fn diamond(use_in_join: bool) -> Module {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let c = b.param(entry, Type::mask(1), "c");
    let x = b.param(entry, Type::I32, "x");
    let then = b.block("then");
    let els = b.block("else");
    let join = b.block("join");
    let jp = b.param(join, Type::I32, "j");
    b.switch_to(entry);
    b.cond_br(c, then, &[], els, &[]);
    b.switch_to(then);
    let t = b.named("t").add(x, x);
    b.br(join, &[t]);
    b.switch_to(els);
    b.br(join, &[x]);
    b.switch_to(join);
    b.sink(&[if use_in_join { t } else { jp }]);
    b.ret();
    m.functions.push(f);
    m
}
