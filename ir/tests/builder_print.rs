//! The builder and the printer agree on the text of a small kernel.

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::*;

#[test]
fn builds_and_prints_a_gather_scatter_kernel() {
    let mut m = Module::new();
    m.target = Some("dg2".into());
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    let slm = m.add_surface("slm", SurfaceKind::Slm);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let base = b.param(entry, Type::I32, "base");
    let idx = b.param(entry, Type::vec(32, ScalarType::I32), "idx");
    let m32 = b.param(entry, Type::mask(32), "m");
    b.switch_to(entry);
    let two = b.iconst(Type::vec(32, ScalarType::I32), 2);
    let off = b.named("off").shl(idx, two);
    let addr = Address {
        surface: buf,
        base: Some(base),
        offsets: off,
    };
    let v = b
        .named("v")
        .gather(addr, Some(m32), 4, Type::chan_vec(32, 2, ScalarType::F32));
    let lo = b.chan_extract(v, 0);
    b.scatter(
        Address {
            surface: slm,
            base: None,
            offsets: off,
        },
        lo,
        None,
        4,
    );
    b.ret();
    m.functions.push(f);
    let text = print::print_module(&m);
    assert_eq!(
        text,
        "target \"dg2\"\n\nsurface @buf : untyped\nsurface @slm : slm\n\nfunc @k(%base: i32, %idx: vec<32 x i32>, %m: mask<32>) {\nentry:\n  %0 = const 2 : vec<32 x i32>\n  %off = shl %idx, %0 : vec<32 x i32>\n  %v = gather @buf[%base + %off] mask %m align 4 : vec<32 x 2 x f32>\n  %1 = chan.extract %v[0] : vec<32 x f32>\n  scatter @slm[%off], %1 align 4\n  ret\n}\n"
    );
    let cfg = cfg::Cfg::compute(&m.functions[0]);
    assert_eq!(cfg.reverse_post_order(), &[entry]);
    assert!(m.functions[0].structurally_eq(&m.functions[0].clone()));
}
