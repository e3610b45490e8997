//! Shared helpers of the `interp_*` tests (the reference interpreter, op by op): value
//! constructors, kernel builders, runners and a one-buffer module with its memory.

#![allow(dead_code, unused_imports)]

pub use memlower_ir::builder::FunctionBuilder;
pub use memlower_ir::interp::*;
pub use memlower_ir::*;
pub use ScalarType::{F16, F32, F64, I16, I32, I64, I8};

pub fn vt(n: u32, t: ScalarType) -> Type {
    Type::vec(n, t)
}

pub fn ints(ty: Type, xs: &[i64]) -> Val {
    Val::ints(ty, xs).expect("test value matches its type")
}

pub fn floats(ty: Type, xs: &[f64]) -> Val {
    Val::floats(ty, xs).expect("test value matches its type")
}

pub fn at(s: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface: s,
        base,
        offsets,
    }
}

/// Adds `@k(params)` to `m`. `body` writes the entry block and returns the values to sink; the
/// helper adds the `sink` (if any) and `ret`.
pub fn kernel(
    m: &mut Module,
    params: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
) {
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params
        .iter()
        .enumerate()
        .map(|(i, &t)| b.param(entry, t, &format!("p{i}")))
        .collect();
    b.switch_to(entry);
    let out = body(&mut b, &ps);
    if !out.is_empty() {
        b.sink(&out);
    }
    b.ret();
    m.functions.push(f);
}

pub fn run(m: &Module, args: &[Val], mem: &mut Memory) -> Result<Outcome, InterpError> {
    run_function(m, &m.functions[0], args, mem, Limits::default())
}

pub fn no_memory(m: &Module) -> Memory {
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    Memory::zeroed(m, &MemoryShape::uniform(m, 0, one, 0)).expect("memory for the module")
}

/// Runs a kernel without memory and returns the values of its one `sink`.
pub fn eval(m: &Module, args: &[Val]) -> Vec<Val> {
    let mut mem = no_memory(m);
    let out = run(m, args, &mut mem).expect("the kernel runs");
    assert_eq!(out.sinks.len(), 1);
    out.sinks[0].values.clone()
}

/// Builds and evaluates a kernel with no memory in one go.
pub fn eval_kernel(
    params: &[Type],
    args: &[Val],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
) -> Vec<Val> {
    let mut m = Module::new();
    kernel(&mut m, params, body);
    eval(&m, args)
}

pub fn defined(bytes: &[Option<u8>]) -> Vec<u8> {
    bytes
        .iter()
        .map(|b| b.expect("every byte defined"))
        .collect()
}

pub fn ub_of(r: Result<Outcome, InterpError>) -> (&'static str, Ub) {
    match r {
        Err(InterpError::UndefinedBehaviour { op, ub, .. }) => (op, ub),
        other => panic!("expected undefined behaviour, got {other:?}"),
    }
}

pub fn buffer_module() -> (Module, SurfaceRef) {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    (m, buf)
}

pub fn memory_with(m: &Module, s: SurfaceRef, bytes: &[u8]) -> Memory {
    let mut mem = no_memory(m);
    mem.set_bytes(s, bytes).unwrap();
    mem
}

pub fn counting(n: u8) -> Vec<u8> {
    (0..n).collect()
}

/// `@k(%n)`: for i in 0..n { acc += i; sink acc }.
pub fn counting_loop() -> Module {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let n = b.param(entry, Type::I32, "n");
    let lp = b.block("loop");
    let i = b.param(lp, Type::I32, "i");
    let acc = b.param(lp, Type::I32, "acc");
    let exit = b.block("exit");
    b.switch_to(entry);
    let zero = b.iconst(Type::I32, 0);
    let one = b.iconst(Type::I32, 1);
    b.br(lp, &[zero, zero]);
    b.switch_to(lp);
    let acc2 = b.add(acc, i);
    let i2 = b.add(i, one);
    let c = b.cmp(CmpPred::Ult, i2, n);
    b.sink(&[acc2]);
    b.cond_br(c, lp, &[i2, acc2], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    m
}
