//! Shared test helpers: the finalizer (installed on demand, never skipped), targets, and a small
//! builder for legal-form functions.

#![allow(dead_code)]

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    Address, ChannelMask, Function, ImageCoords, InstKind, Message, Module, MsgChoice, SurfaceRef,
    Type, Value,
};
use memlower_lowering::genx::{self, GenxRun};
use memlower_passes::target::Target;
use std::sync::Once;

/// The four targets and their `GenX_IR -platform` names.
pub const TARGETS: [(&str, &str); 4] = [
    ("tgllp", "TGLLP"),
    ("xehp", "XeHP_SDV"),
    ("dg2", "DG2"),
    ("pvc", "PVC"),
];

/// A target by name.
pub fn target(name: &str) -> &'static Target {
    Target::by_name(name).unwrap_or_else(|| panic!("no target {name}"))
}

static ENSURE: Once = Once::new();

/// Makes sure `GenX_IR` runs: installs `libigc-tools` through scripts/ensure-deps.sh if it is
/// missing, and fails loudly if it still is.
pub fn ensure_genx() {
    ENSURE.call_once(|| {
        if genx::available() {
            return;
        }
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/ensure-deps.sh");
        let status = std::process::Command::new("bash").arg(script).status();
        assert!(
            genx::available(),
            "GenX_IR (Debian package libigc-tools) is required by this test and could not be \
             installed by {script} (status {status:?}); install it with \
             `apt-get install libigc-tools`"
        );
    });
}

/// Compiles a kernel with the finalizer.
pub fn compile(visa: &str, platform: &str) -> GenxRun {
    ensure_genx();
    match genx::run(visa, platform) {
        Ok(r) => r,
        Err(e) => panic!("could not run GenX_IR: {e}"),
    }
}

/// Runs `jobs` on two threads (the machine has two cores), results in input order.
pub fn par_map<T: Send + Sync, R: Send>(jobs: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = 2;
    let mut out: Vec<Option<R>> = (0..jobs.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let chunks: Vec<_> = out
            .chunks_mut(jobs.len().div_ceil(threads).max(1))
            .collect();
        let mut start = 0;
        for chunk in chunks {
            let len = chunk.len();
            let base = start;
            let f = &f;
            s.spawn(move || {
                for (k, slot) in chunk.iter_mut().enumerate() {
                    *slot = Some(f(&jobs[base + k]));
                }
            });
            start += len;
        }
    });
    out.into_iter().map(|r| r.expect("every job ran")).collect()
}

/// Sets the `via` of the memory op defining or being `inst`.
pub fn set_via(f: &mut Function, inst: memlower_ir::Inst, choice: MsgChoice) {
    match &mut f.inst_mut(inst).kind {
        InstKind::Gather { via, .. }
        | InstKind::Scatter { via, .. }
        | InstKind::ImageLoad { via, .. } => *via = Some(choice),
        _ => panic!("not a memory op"),
    }
}

/// `gather ... via`.
pub fn gather_via(
    b: &mut FunctionBuilder,
    addr: Address,
    mask: Option<Value>,
    ty: Type,
    choice: MsgChoice,
) -> Value {
    let v = b.gather(addr, mask, 4, ty);
    let inst = b.func.def_inst(v).expect("gather has a result");
    set_via(b.func, inst, choice);
    v
}

/// `scatter ... via`.
pub fn scatter_via(
    b: &mut FunctionBuilder,
    addr: Address,
    data: Value,
    mask: Option<Value>,
    choice: MsgChoice,
) {
    let inst = b.scatter(addr, data, mask, 4);
    set_via(b.func, inst, choice);
}

/// `image.load ... via gather4_typed.<channels>`.
pub fn image_load_via(
    b: &mut FunctionBuilder,
    surface: SurfaceRef,
    coords: ImageCoords,
    mask: Option<Value>,
    channels: ChannelMask,
    ty: Type,
) -> Value {
    let v = b.image_load(surface, coords, mask, channels, ty);
    let inst = b.func.def_inst(v).expect("image.load has a result");
    set_via(
        b.func,
        inst,
        MsgChoice::channels(Message::Gather4Typed, channels),
    );
    v
}

/// Address without a base.
pub fn at(surface: SurfaceRef, offsets: Value) -> Address {
    Address {
        surface,
        base: None,
        offsets,
    }
}

/// Address with a base.
pub fn at_base(surface: SurfaceRef, base: Value, offsets: Value) -> Address {
    Address {
        surface,
        base: Some(base),
        offsets,
    }
}

/// A module with one function built by `build`.
pub fn module(build: impl FnOnce(&mut Module, &mut Function)) -> Module {
    let mut m = Module::new();
    let mut f = Function::new("k");
    build(&mut m, &mut f);
    m.functions.push(f);
    m
}
