//! Dead-code elimination: removes instructions whose result nobody uses and that have no effect
//! besides that result.
//!
//! Scatters, image stores, `sink` and terminators are kept (they have side effects). Gathers and
//! image loads are pure reads: the abstract IR has no volatile memory and a read of a disabled
//! or out-of-bounds lane has a defined, effect-free result, so an unused read is removed like
//! unused arithmetic. Removal cascades: the operands of a removed instruction may become dead in
//! turn. Block parameters are never removed (that would change branch arguments).
//!
//! [`remove_dead`] is shared with `canonicalize`, which removes the arithmetic its folds leave
//! dead but leaves memory reads to this pass.

use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use memlower_ir::{Function, Inst, InstKind, Surface};

/// The `dce` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dce;

impl FunctionPass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        _am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        Ok(remove_dead(f, |_| true))
    }
}

/// Removes every instruction of `f`'s layout that has a result nobody uses, has no side effects,
/// and satisfies `removable`; then whatever that leaves dead, to a fixed point. Returns whether
/// anything was removed.
pub fn remove_dead(f: &mut Function, removable: impl Fn(&InstKind) -> bool) -> bool {
    let uses = f.use_counts();
    // By instruction number: in the layout.
    let mut live = vec![false; f.insts.len()];
    let mut worklist: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            live[i.index()] = true;
            if is_dead(f, i, &uses, &removable) {
                worklist.push(i);
            }
        }
    }
    remove_dead_from(f, uses, &live, worklist, removable)
}

/// True if `i` has no side effects, satisfies `removable`, and has a result with no uses (by
/// `uses`, indexed by value).
pub(crate) fn is_dead(
    f: &Function,
    i: Inst,
    uses: &[u32],
    removable: impl Fn(&InstKind) -> bool,
) -> bool {
    let d = f.inst(i);
    !d.kind.has_side_effects()
        && removable(&d.kind)
        && d.result
            .is_some_and(|r| uses.get(r.index()).copied() == Some(0))
}

/// [`remove_dead`] from what a caller's own walk of the layout found: `uses` (every value's
/// use count in the layout, as [`Function::use_counts`]), `live` (by instruction number: in
/// the layout) and `worklist` (the instructions [`is_dead`] says yes to, in layout order).
/// Removes them and whatever that leaves dead; returns whether anything was removed.
pub(crate) fn remove_dead_from(
    f: &mut Function,
    mut uses: Vec<u32>,
    live: &[bool],
    mut worklist: Vec<Inst>,
    removable: impl Fn(&InstKind) -> bool,
) -> bool {
    let candidate = |f: &Function, i: Inst, uses: &[u32]| is_dead(f, i, uses, &removable);
    let mut dead = vec![false; f.insts.len()];
    let mut any = false;
    while let Some(i) = worklist.pop() {
        if std::mem::replace(&mut dead[i.index()], true) {
            continue;
        }
        any = true;
        f.inst(i).kind.for_each_operand(|v| {
            let Some(n) = uses.get_mut(v.index()) else {
                return;
            };
            *n = n.saturating_sub(1);
            if *n == 0 {
                if let Some(d) = f.def_inst(v) {
                    if live[d.index()] && !dead[d.index()] && candidate(f, d, &uses) {
                        worklist.push(d);
                    }
                }
            }
        });
    }
    if !any {
        return false;
    }
    for b in f.layout.clone() {
        f.block_mut(b).insts.retain(|i| !dead[i.index()]);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{ForEachFunction, Pass};
    use memlower_ir::builder::FunctionBuilder;
    use memlower_ir::print::print_module;
    use memlower_ir::*;

    fn run_dce(m: &mut Module) -> bool {
        ForEachFunction(Dce)
            .run(
                m,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
            )
            .unwrap()
    }

    #[test]
    fn removes_unused_pure_ops_and_reads_but_keeps_effects() {
        let mut m = Module::new();
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let img = m.add_surface(
            "img",
            SurfaceKind::Image {
                dim: ImageDim::D1,
                channels: ChannelMask::RGBA,
                elem: ScalarType::F32,
            },
        );
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let off = b.param(entry, Type::vec(8, ScalarType::I32), "off");
        b.switch_to(entry);
        // A chain that only feeds an unused gather: all of it goes.
        let four = b.iconst(Type::vec(8, ScalarType::I32), 4);
        let scaled = b.named("scaled").binary(BinOp::Mul, off, four);
        let addr = |o| Address {
            surface: buf,
            base: None,
            offsets: o,
        };
        b.named("unused")
            .gather(addr(scaled), None, 4, Type::vec(8, ScalarType::F32));
        let coords = ImageCoords {
            uvr: smallvec::smallvec![off],
            lod: None,
        };
        b.named("px").image_load(
            img,
            coords,
            None,
            ChannelMask::RGBA,
            Type::chan_vec(8, 4, ScalarType::F32),
        );
        // A gather whose result is stored stays, and so does the scatter.
        let v = b
            .named("v")
            .gather(addr(off), None, 4, Type::vec(8, ScalarType::F32));
        b.scatter(addr(off), v, None, 4);
        let kept = b.named("kept").lane_index(8);
        b.sink(&[kept]);
        b.ret();
        m.functions.push(f);
        assert!(run_dce(&mut m));
        assert_eq!(
            print_module(&m),
            "surface @buf : untyped\nsurface @img : image1d<rgba, f32>\n\n\
             func @k(%off: vec<8 x i32>) {\nentry:\n\
             \x20 %v = gather @buf[%off] align 4 : vec<8 x f32>\n\
             \x20 scatter @buf[%off], %v align 4\n\
             \x20 %kept = lane.index : vec<8 x i32>\n\
             \x20 sink %kept\n\
             \x20 ret\n}\n"
        );
        assert!(!run_dce(&mut m), "a second run finds nothing");
    }

    #[test]
    fn cascades_across_blocks_and_keeps_branch_arguments() {
        let mut m = Module::new();
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let next = b.block("next");
        let x = b.param(entry, Type::I32, "x");
        let p = b.param(next, Type::I32, "p");
        b.switch_to(entry);
        let one = b.iconst(Type::I32, 1);
        let y = b.named("y").add(x, one); // used only by the dead `z` in `next`
        let arg = b.named("arg").add(x, x); // passed to `next`: stays
        b.br(next, &[arg]);
        b.switch_to(next);
        b.named("z").add(y, p);
        b.ret();
        m.functions.push(f);
        assert!(run_dce(&mut m));
        assert_eq!(
            print_module(&m),
            "func @k(%x: i32) {\nentry:\n  %arg = add %x, %x : i32\n  br next(%arg)\n\
             next(%p: i32):\n  ret\n}\n"
        );
    }

    #[test]
    fn a_self_referencing_op_in_unreachable_code_is_left_alone() {
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let dead = b.block("dead");
        b.switch_to(entry);
        b.ret();
        b.switch_to(dead);
        let i = b.insert(
            InstKind::Binary {
                op: BinOp::Add,
                lhs: Value(0),
                rhs: Value(0),
            },
            Some(Type::I32),
        );
        b.ret();
        assert_eq!(f.result(i), Some(Value(0)));
        assert!(!remove_dead(&mut f, |_| true));
    }
}
