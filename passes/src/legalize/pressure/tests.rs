use super::*;
use memlower_ir::cfg::Cfg;
use memlower_ir::fxhash::FxHashSet as HashSet;
use memlower_ir::rng::Rng;
use memlower_ir::{BinOp, BlockCall, ConstValue, Loc, ScalarType, Type};
use smallvec::SmallVec;

/// The estimate by its definition: live-in sets per block by a backward dataflow over hash
/// sets, iterated until nothing changes, then each block walked backwards from the union of
/// its successors' live-in sets.
fn oracle(f: &Function, grf: u32) -> u32 {
    let cfg = Cfg::compute(f);
    let blocks = cfg.reverse_post_order().to_vec();
    let mut uses: Vec<HashSet<Value>> = vec![HashSet::default(); f.blocks.len()];
    let mut defs: Vec<HashSet<Value>> = vec![HashSet::default(); f.blocks.len()];
    for &b in &blocks {
        let (u, d) = (&mut uses[b.index()], &mut defs[b.index()]);
        for &i in f.block(b).insts.iter().rev() {
            if let Some(r) = f.result(i) {
                u.remove(&r);
                d.insert(r);
            }
            f.inst(i).kind.for_each_operand(|v| {
                u.insert(v);
            });
        }
        for p in &f.block(b).params {
            u.remove(p);
            d.insert(*p);
        }
    }
    let mut live_in: Vec<HashSet<Value>> = vec![HashSet::default(); f.blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in blocks.iter().rev() {
            let mut live = uses[b.index()].clone();
            for s in cfg.succs(b) {
                live.extend(
                    live_in[s.index()]
                        .iter()
                        .filter(|v| !defs[b.index()].contains(v)),
                );
            }
            if live_in[b.index()] != live {
                live_in[b.index()] = live;
                changed = true;
            }
        }
    }
    let mut peak = 0;
    for &b in &blocks {
        let mut live: HashSet<Value> = HashSet::default();
        for s in cfg.succs(b) {
            live.extend(live_in[s.index()].iter().copied());
        }
        let mut bytes: u32 = live.iter().map(|&v| value_bytes(f, v, grf)).sum();
        for &i in f.block(b).insts.iter().rev() {
            if let Some(r) = f.result(i) {
                let rb = value_bytes(f, r, grf);
                peak = peak.max(bytes + if live.contains(&r) { 0 } else { rb });
                if live.remove(&r) {
                    bytes -= rb;
                }
            }
            f.inst(i).kind.for_each_operand(|v| {
                if live.insert(v) {
                    bytes += value_bytes(f, v, grf);
                }
            });
            peak = peak.max(bytes);
        }
    }
    peak
}

fn random_type(rng: &mut Rng) -> Type {
    let elems = [
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::F32,
    ];
    let lanes = *rng.pick(&[1u32, 3, 8, 16, 32, 64]);
    match rng.below(6) {
        0 => Type::mask(lanes),
        1 => Type::I32,
        2 => Type::chan_vec(lanes, rng.range(2, 4) as u8, *rng.pick(&elems)),
        _ => Type::vec(lanes, *rng.pick(&elems)),
    }
}

/// A function of random control flow (loops, unreachable blocks, a block left out of the
/// layout, edges to it) whose values are read anywhere, dominance or not: liveness is a
/// property of the graph and the instruction order alone.
fn random_function(rng: &mut Rng) -> Function {
    let mut f = Function::new("r");
    let nb = rng.range(1, 14) as usize;
    let blocks: Vec<Block> = (0..nb).map(|k| f.add_block(format!("b{k}"))).collect();
    // A function argument, so there is always something to read.
    let mut pool: Vec<Value> = vec![f.add_block_param(blocks[0], Type::I32, None)];
    for &b in &blocks {
        for _ in 0..rng.below(3) {
            let ty = random_type(rng);
            pool.push(f.add_block_param(b, ty, None));
        }
        for _ in 0..rng.below(7) {
            let ty = random_type(rng);
            let kind = match rng.below(4) {
                0 => InstKind::Splat { x: pool[0] },
                1 => InstKind::Undef,
                _ => InstKind::Const {
                    value: ConstValue::int(1),
                },
            };
            let i = f.create_inst(kind, Some(ty), None, Loc::UNKNOWN);
            f.append_inst(b, i);
            pool.extend(f.result(i));
        }
    }
    // Reads of anything, anywhere (a value may be read before its definition in its block).
    for &b in &blocks {
        for _ in 0..rng.below(5) {
            let args: SmallVec<[Value; 4]> =
                (0..rng.range(1, 4)).map(|_| *rng.pick(&pool)).collect();
            let kind = if args.len() == 2 && rng.chance(1, 2) {
                InstKind::Binary {
                    op: BinOp::Add,
                    lhs: args[0],
                    rhs: args[1],
                }
            } else {
                InstKind::Sink { args }
            };
            let ty = matches!(kind, InstKind::Binary { .. }).then(|| random_type(rng));
            let i = f.create_inst(kind, ty, None, Loc::UNKNOWN);
            let at = rng.below(f.block(b).insts.len() as u64 + 1) as usize;
            f.block_mut(b).insts.insert(at, i);
            pool.extend(f.result(i));
        }
    }
    let call = |rng: &mut Rng, f: &Function, pool: &[Value]| {
        let to = *rng.pick(&blocks);
        let args = (0..f.block(to).params.len())
            .map(|_| *rng.pick(pool))
            .collect();
        BlockCall { block: to, args }
    };
    for &b in &blocks {
        let kind = match rng.below(5) {
            0 => InstKind::Ret,
            1 | 2 => InstKind::Br {
                dest: call(rng, &f, &pool),
            },
            _ => InstKind::CondBr {
                cond: pool[0],
                then_dest: Box::new(call(rng, &f, &pool)),
                else_dest: Box::new(call(rng, &f, &pool)),
            },
        };
        let i = f.create_inst(kind, None, None, Loc::UNKNOWN);
        f.append_inst(b, i);
    }
    if nb > 2 && rng.chance(1, 4) {
        let k = rng.range(1, nb as u64 - 1) as usize;
        f.layout.remove(k);
    }
    f
}

#[test]
fn peak_is_the_fixpoint_dataflow_on_random_functions() {
    let mut rng = Rng::new(10);
    // One set of buffers for every function: reuse must not leak one function into the next.
    let mut p = Pressure::default();
    let (mut nonzero, mut looped) = (0, 0);
    for n in 0..3000 {
        let f = random_function(&mut rng);
        let grf = *rng.pick(&[32u32, 64]);
        let want = oracle(&f, grf);
        assert_eq!(p.peak(&f, grf), want, "function {n}");
        assert_eq!(pressure(&f, grf), want, "function {n}, fresh buffers");
        nonzero += usize::from(want > 0);
        let cfg = Cfg::compute(&f);
        looped += usize::from(
            f.layout
                .iter()
                .any(|&b| cfg.succs(b).iter().any(|&s| cfg.dominates(s, b))),
        );
    }
    // The draw is not degenerate: most functions hold something, many loop.
    assert!(nonzero > 2500 && looped > 1000, "{nonzero} {looped}");
}

/// Per block of `f`'s layout: the values it reads before (or without) defining them.
fn upward_exposed(f: &Function) -> Vec<Vec<Value>> {
    f.layout
        .iter()
        .map(|&b| {
            let mut defined: HashSet<Value> = f.block(b).params.iter().copied().collect();
            let mut read = Vec::new();
            for &i in &f.block(b).insts {
                f.inst(i).kind.for_each_operand(|v| {
                    if !defined.contains(&v) && !read.contains(&v) {
                        read.push(v);
                    }
                });
                defined.extend(f.result(i));
            }
            read.sort();
            read
        })
        .collect()
}

#[test]
fn repeak_after_reordering_within_blocks_is_the_fixpoint_dataflow() {
    let mut rng = Rng::new(11);
    let mut p = Pressure::default();
    let (mut checked, mut moved) = (0, 0);
    for n in 0..3000 {
        let mut f = random_function(&mut rng);
        let grf = *rng.pick(&[32u32, 64]);
        assert_eq!(p.peak(&f, grf), oracle(&f, grf), "function {n}");
        let before = upward_exposed(&f);
        // Shuffle the bodies of some blocks (terminators stay last), up to three times, each
        // time asking again for the blocks shuffled since.
        for round in 0..rng.range(1, 3) {
            let mut reordered = Vec::new();
            for b in f.layout.clone() {
                let insts = &mut f.block_mut(b).insts;
                if insts.len() < 3 || !rng.chance(1, 2) {
                    continue;
                }
                let body = insts.len() - 1;
                for k in (1..body).rev() {
                    let j = rng.below(k as u64 + 1) as usize;
                    insts.swap(k, j);
                }
                reordered.push(b);
            }
            // What `repeak` asks of a reordering: every block reads the same values from
            // outside it (what a reordering of valid SSA keeps).
            if upward_exposed(&f) != before {
                break;
            }
            moved += reordered.len();
            let want = oracle(&f, grf);
            assert_eq!(
                p.repeak(&f, grf, &reordered),
                want,
                "function {n}, round {round}"
            );
            checked += 1;
        }
    }
    // Many reorderings met the precondition, and moved blocks.
    assert!(checked > 1000 && moved > 1000, "{checked} {moved}");
}
