//! Every IR construct lowering handles, in small legal-form kernels: each one lowered for every
//! target (aware and naive), its allocation checked, and the emitted vISA compiled by the
//! finalizer with exactly the predicted sends.

mod common;

use common::*;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    BinOp, CastOp, ChannelMask, CmpPred, Message, Module, MsgChoice, ScalarType, SurfaceKind, Type,
};
use memlower_lowering::{lower_module, regalloc, LowerOptions};

const I32: ScalarType = ScalarType::I32;
const F32: ScalarType = ScalarType::F32;

fn gs4() -> MsgChoice {
    MsgChoice::blocks(Message::GatherScaled, 4)
}

fn ss4() -> MsgChoice {
    MsgChoice::blocks(Message::ScatterScaled, 4)
}

/// Lowers for every target in both modes, checks the allocation, compiles with the finalizer.
fn prove(name: &str, m: &Module) {
    if std::env::var("DUMP").as_deref() == Ok(name) {
        let l = lower_module(m, target("dg2"), &LowerOptions::default()).unwrap();
        eprintln!(
            "{}\n{}\n{}",
            l.functions[0].visa,
            l.functions[0].report.as_ref().expect("report"),
            l.functions[0].mir
        );
    }
    let mut jobs = Vec::new();
    for (t, platform) in TARGETS {
        for naive in [false, true] {
            let l = lower_module(
                m,
                target(t),
                &LowerOptions {
                    naive,
                    ..LowerOptions::default()
                },
            )
            .unwrap_or_else(|e| panic!("{name} on {t}: {e}"));
            check_semantics(name, m, &l, target(t), 7);
            for f in l.functions {
                regalloc::check(&f.mir, &f.allocation)
                    .unwrap_or_else(|e| panic!("{name} on {t}: bad allocation: {e}"));
                jobs.push((platform, naive, f.visa, f.totals.predicted_sends));
            }
        }
    }
    let runs = par_map(&jobs, |(p, _, visa, _)| compile(visa, p));
    for ((p, naive, visa, predicted), run) in jobs.iter().zip(runs) {
        assert!(
            run.accepted(),
            "{name} (naive {naive}) rejected on {p}: {}\n{visa}",
            run.diagnosis()
        );
        assert_eq!(
            run.sends(),
            Some(*predicted as usize),
            "{name} on {p}: sends\n{visa}"
        );
    }
}

#[test]
fn lanes_insert_concat() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let off = b.param(e, Type::vec(16, I32), "off");
        let x = b.param(e, Type::vec(24, I32), "x");
        b.switch_to(e);
        let g = gather_via(b.named("g"), at(buf, off), None, Type::vec(16, I32), gs4());
        let lo = b.named("lo").extract(x, 4, 8);
        let cat = b.named("cat").concat(&[lo, g]);
        let ins = b.named("ins").insert_lanes(cat, lo, 16);
        let one = b.iconst(Type::vec(24, I32), 1);
        let sum = b.named("sum").add(ins, one);
        let part = b.named("part").extract(sum, 8, 16);
        scatter_via(&mut b, at(buf, off), part, None, ss4());
        b.ret();
    });
    prove("lanes_insert_concat", &m);
}

#[test]
fn masks_of_every_shape() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Slm);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let off = b.param(e, Type::vec(64, I32), "off");
        let big = b.param(e, Type::mask(64), "big");
        let odd = b.param(e, Type::vec(13, I32), "odd");
        let flag = b.param(e, Type::mask(1), "flag");
        b.switch_to(e);
        // 16-lane quarters of a 64-lane mask: M1 and M5 of two predicates.
        for q in 0..4 {
            let o = b.extract(off, 16 * q, 16);
            let mq = b.extract(big, 16 * q, 16);
            let v = gather_via(&mut b, at(buf, o), Some(mq), Type::vec(16, I32), gs4());
            b.sink(&[v]);
        }
        // An 8-lane piece at lane 4 needs its bits moved to a fresh predicate.
        let o8 = b.extract(off, 8, 8);
        let m4 = b.named("m4").extract(big, 4, 8);
        let v8 = gather_via(&mut b, at(buf, o8), Some(m4), Type::vec(8, I32), gs4());
        // A 13-lane compare (an unaligned last chunk), mask logic across runs, splat of a bit.
        let lim = b.iconst(Type::vec(13, I32), 100);
        let c13 = b.named("c13").cmp(CmpPred::Slt, odd, lim);
        let part = b.named("part").extract(big, 40, 13);
        let both = b.named("both").binary(BinOp::Xor, c13, part);
        let all = b.named("all").splat(flag, Type::mask(13));
        let sel = b.named("sel").select(all, both, c13);
        let cat = b.named("cat").concat(&[sel, both]);
        let ins = b.named("ins").insert_lanes(cat, all, 3);
        let z = b.iconst(Type::vec(13, I32), 0);
        let chosen = b.named("chosen").select(sel, odd, z);
        let k = b
            .named("k")
            .iconst_vec(Type::mask(8), &[1, 0, 1, 1, 0, 0, 1, 0]);
        let km = b.named("km").binary(BinOp::And, k, m4);
        b.sink(&[v8, ins, chosen, km]);
        b.ret();
    });
    prove("masks", &m);
}

#[test]
fn casts_and_bitcasts() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Stateless);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let off = b.param(e, Type::vec(8, I32), "off");
        let bytes = b.param(e, Type::vec(8, ScalarType::I8), "bytes");
        let halves = b.param(e, Type::vec(8, ScalarType::I16), "halves");
        let wide = b.param(e, Type::vec(8, ScalarType::I64), "wide");
        b.switch_to(e);
        let z = b.named("z").cast(CastOp::ZExt, bytes, Type::vec(8, I32));
        let s = b.named("s").cast(CastOp::SExt, halves, Type::vec(8, I32));
        let t = b
            .named("t")
            .cast(CastOp::Trunc, s, Type::vec(8, ScalarType::I16));
        let sum = b.named("sum").add(z, s);
        let fl = b.named("fl").cast(CastOp::Bitcast, sum, Type::vec(8, F32));
        scatter_via(&mut b, at(buf, off), fl, None, ss4());
        let pair = b
            .named("pair")
            .cast(CastOp::Bitcast, wide, Type::chan_vec(8, 2, I32));
        let hi = b.named("hi").chan_extract(pair, 1);
        let back = b
            .named("back")
            .cast(CastOp::Bitcast, pair, Type::vec(8, ScalarType::I64));
        let w16 = b
            .named("w16")
            .cast(CastOp::Bitcast, wide, Type::chan_vec(8, 4, ScalarType::I16));
        b.sink(&[t, hi, back, w16]);
        b.ret();
    });
    prove("casts", &m);
}

#[test]
fn constants_and_arithmetic() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let base = b.param(e, Type::I32, "base");
        let x = b.param(e, Type::vec(16, F32), "x");
        let h = b.param(e, Type::vec(16, ScalarType::F16), "h");
        let d = b.param(e, Type::vec(8, ScalarType::F64), "d");
        let q = b.param(e, Type::vec(8, ScalarType::I64), "q");
        b.switch_to(e);
        let idx = b.named("idx").lane_index(32);
        let ap = b.named("ap").iconst_vec(
            Type::vec(16, I32),
            &(0..16).map(|i| 8 + 12 * i).collect::<Vec<_>>(),
        );
        let odd = b
            .named("odd")
            .iconst_vec(Type::vec(4, I32), &[7, -2, 100000, 3]);
        let bs = b.named("bs").splat(base, Type::vec(16, I32));
        let four = b.iconst(Type::vec(16, I32), 4);
        let scaled = b.named("scaled").binary(BinOp::Mul, bs, four);
        let off = b.named("off").add(ap, scaled);
        let sub = b.named("sub").binary(BinOp::Sub, off, four);
        let half = b.fconst(Type::vec(16, F32), 0.5);
        let xf = b.named("xf").binary(BinOp::Sub, x, half);
        let hf = b.fconst(Type::vec(16, ScalarType::F16), 1.5);
        let hh = b.named("hh").add(h, hf);
        // f64 is only moved here (its arithmetic on tgllp and dg2, which have no fp64, is
        // soft-f64's: tests/llvm_ops.rs); i64 `add` is computed in 32-bit halves there.
        let qk = b.iconst(Type::vec(8, ScalarType::I64), 1 << 40);
        let qq = b.named("qq").add(q, qk);
        let three = b.iconst(Type::vec(32, I32), 3);
        let sh = b.named("sh").binary(BinOp::LShr, idx, three);
        let fvec = b.named("fvec").fconst(Type::vec(2, F32), 0.0);
        let fv = b.func.def_inst(fvec).unwrap();
        b.func.inst_mut(fv).kind = memlower_ir::InstKind::Const {
            value: memlower_ir::ConstValue::Float(smallvec::smallvec![
                1.0f64.to_bits(),
                (-3.5f64).to_bits()
            ]),
        };
        scatter_via(&mut b, at(buf, sub), xf, None, ss4());
        b.sink(&[odd, hh, d, qq, sh, fvec]);
        b.ret();
    });
    prove("arith", &m);
}

#[test]
fn control_flow_and_block_params() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let n = b.param(e, Type::I32, "n");
        let off = b.param(e, Type::vec(16, I32), "off");
        let m0 = b.param(e, Type::mask(16), "m0");
        let head = b.block("head");
        let i = b.param(head, Type::I32, "i");
        let a = b.param(head, Type::vec(16, I32), "a");
        let c = b.param(head, Type::vec(16, I32), "c");
        let mk = b.param(head, Type::mask(16), "mk");
        let odd = b.block("odd");
        let t = b.param(odd, Type::vec(16, I32), "t");
        let exit = b.block("exit");
        let r = b.param(exit, Type::vec(16, I32), "r");
        b.switch_to(e);
        let zero = b.iconst(Type::I32, 0);
        b.br(head, &[zero, off, off, m0]);
        b.switch_to(head);
        let g = gather_via(
            b.named("g"),
            at(buf, a),
            Some(mk),
            Type::vec(16, I32),
            gs4(),
        );
        let one = b.iconst(Type::I32, 1);
        let i2 = b.named("i2").add(i, one);
        let bit = b.iconst(Type::I32, 1);
        let lowbit = b.named("lowbit").binary(BinOp::And, i, bit);
        let isodd = b.named("isodd").cmp(CmpPred::Ne, lowbit, zero);
        b.cond_br(isodd, odd, &[g], exit, &[c]);
        b.switch_to(odd);
        let more = b.named("more").cmp(CmpPred::Ult, i2, n);
        let nm = b.named("nm").binary(BinOp::Xor, mk, mk);
        // Swapped arguments: a parallel copy through temporaries.
        let _ = t;
        b.cond_br(more, head, &[i2, c, a, nm], exit, &[t]);
        b.switch_to(exit);
        scatter_via(&mut b, at(buf, off), r, None, ss4());
        b.ret();
    });
    prove("control_flow", &m);
}

#[test]
fn channels_pack_and_select() {
    let m = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let off = b.param(e, Type::vec(16, I32), "off");
        let p = b.param(e, Type::vec(16, F32), "p");
        let c = b.param(e, Type::mask(1), "c");
        let s1 = b.param(e, Type::I32, "s1");
        let s2 = b.param(e, Type::I32, "s2");
        b.switch_to(e);
        let r = gather_via(b.named("r"), at(buf, off), None, Type::vec(16, F32), gs4());
        let g = gather_via(b.named("g"), at(buf, off), None, Type::vec(16, F32), gs4());
        let rg = b.named("rg").chan_pack(&[r, g]);
        let rgb = b.named("rgb").chan_pack(&[r, g, p]);
        let s4rg = MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG);
        scatter_via(&mut b, at(buf, off), rg, None, s4rg);
        let s4rgb = MsgChoice::channels(Message::Scatter4Scaled, ChannelMask(7));
        scatter_via(&mut b, at(buf, off), rgb, None, s4rgb);
        let pick = b.named("pick").select(c, s1, s2);
        let lt = b.named("lt").cmp(CmpPred::Ult, r, p);
        let ne = b.named("ne").cmp(CmpPred::Ne, g, p);
        let ge = b.named("ge").cmp(CmpPred::Sge, r, g);
        b.sink(&[pick, lt, ne, ge]);
        b.ret();
    });
    prove("channels", &m);
}
