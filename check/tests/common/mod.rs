//! Shared test helpers: the finalizer (installed on demand, never skipped), targets, and a small
//! builder for legal-form functions.

#![allow(dead_code)]

use memlower_check::genx::{self, GenxRun};
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    Address, ChannelMask, Function, ImageCoords, InstKind, Message, Module, MsgChoice, SurfaceRef,
    Type, Value,
};
use memlower_passes::target::Target;

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

/// Makes sure `GenX_IR` runs ([`genx::ensure`]), failing loudly if it cannot.
pub fn ensure_genx() {
    genx::ensure().unwrap_or_else(|e| panic!("{e}"));
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

/// A random argument: offsets-like i32 values (multiples of 8 below 512), random bits for
/// other integers, a few float values, masks all-true half the time.
pub fn random_arg(
    ty: memlower_ir::Type,
    rng: &mut memlower_ir::rng::Rng,
) -> memlower_ir::interp::Val {
    use memlower_ir::interp::Val;
    use memlower_ir::ScalarType;
    match ty {
        Type::Mask { lanes } => {
            let all = rng.chance(1, 2);
            Val::mask(
                &(0..lanes)
                    .map(|_| all || rng.chance(3, 4))
                    .collect::<Vec<_>>(),
            )
        }
        _ => match ty.elem() {
            Some(ScalarType::I32) => {
                // Distinct, 16 bytes apart in a shuffled order: scatters through them are free
                // of overlapping lanes; some run past a 1 KB buffer.
                let n = ty.num_elements() as usize;
                let mut xs: Vec<i64> = (0..n.max(80) as i64).map(|i| 16 * i).collect();
                for i in (1..xs.len()).rev() {
                    let j = rng.below(i as u64 + 1) as usize;
                    xs.swap(i, j);
                }
                xs.truncate(n);
                Val::ints(ty, &xs).expect("i32")
            }
            Some(e) if e.is_float() => {
                let pool = [0.5, -1.25, 3.0, 100.0, -0.0, 1e-3, 65504.0];
                let xs: Vec<f64> = (0..ty.num_elements()).map(|_| *rng.pick(&pool)).collect();
                Val::floats(ty, &xs).expect("float")
            }
            Some(e) => {
                let mask = if e.bytes() >= 8 {
                    u64::MAX
                } else {
                    (1u64 << e.bits()) - 1
                };
                let bits: Vec<u64> = (0..ty.num_elements())
                    .map(|_| rng.next_u64() & mask)
                    .collect();
                Val::from_bits(ty, &bits).expect("int")
            }
            None => Val::undefined(ty),
        },
    }
}

/// Runs each function of `m` (in legal form) with the reference interpreter and its lowered
/// kernel with the message-IR interpreter on the same random arguments and memory; memory
/// and sinks must agree (undefined reference bytes admit anything). Returns the runs compared.
pub fn check_semantics(
    name: &str,
    m: &Module,
    lowered: &memlower_lowering::Lowered,
    t: &Target,
    seed: u64,
) -> usize {
    use memlower_check::minterp;
    use memlower_ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape};
    let mut rng = memlower_ir::rng::Rng::new(seed);
    let mut compared = 0;
    for (f, low) in m.functions.iter().zip(&lowered.functions) {
        let mut ok = 0;
        for _ in 0..16 {
            let args: Vec<_> = f
                .params()
                .iter()
                .map(|&p| random_arg(f.ty(p), &mut rng))
                .collect();
            let mut shape = MemoryShape::uniform(
                m,
                1024,
                ImageSize {
                    width: 9,
                    height: 7,
                    depth: 5,
                },
                // SLM promises no bounds either (out of bounds is undefined behaviour).
                4096,
            );
            // Stateless memory has no bounds (out of bounds is undefined behaviour): make it
            // big enough for every offset `random_arg` draws, so stateless runs compare.
            for (size, s) in shape.surfaces.iter_mut().zip(&m.surfaces) {
                if s.kind == memlower_ir::SurfaceKind::Stateless {
                    *size = memlower_ir::interp::SurfaceSize::Bytes(4096);
                }
            }
            let mem0 = Memory::random(m, &shape, &mut rng).expect("memory");
            let mut mem_ref = mem0.clone();
            let Ok(reference) = run_function(m, f, &args, &mut mem_ref, Limits::default()) else {
                continue;
            };
            let mut mem_low = mem0.clone();
            let machine = minterp::run_kernel(
                &low.mir,
                &args,
                &mut mem_low,
                &minterp::Options {
                    max_steps: 1_000_000,
                    ..minterp::Options::default()
                },
            )
            .unwrap_or_else(|e| panic!("{name} on {}: {e}\n{}", t.name, low.mir));
            assert!(
                mem_ref.admits(&mem_low),
                "{name} on {}: memory differs for {args:?}\n{}",
                t.name,
                low.visa
            );
            let observed = machine.outcome;
            assert!(
                reference.admits(&observed),
                "{name} on {}: sinks differ for {args:?}\nreference {:?}\nobserved  {:?}\n{}",
                t.name,
                reference.sinks,
                observed.sinks,
                low.visa
            );
            ok += 1;
        }
        assert!(
            ok > 0,
            "{name} on {}: every run had undefined behaviour",
            t.name
        );
        compared += ok;
    }
    compared
}
