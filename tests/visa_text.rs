//! The vISA text reader (`lowering::visa_text`): what the checker runs is the emitted text read
//! back, so the reader must give every emitted kernel exactly the meaning of the message IR it
//! was emitted from, refuse what it cannot read with a located error, and follow vISA (not the
//! emitter) where the text says something else.

mod lowering_common;

use lowering_common::{examples, TARGETS};
use memlower::ir::diag::render;
use memlower::ir::interp::{Memory, MemoryShape, SurfaceSize, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::{Module, SurfaceKind, Type};
use memlower::lowering::check::lower_for_check;
use memlower::lowering::emit::emit_visa;
use memlower::lowering::minterp::{run_kernel, Options};
use memlower::lowering::mir::Kernel;
use memlower::lowering::visa_text::{read_visa, Env};
use memlower::lowering::LowerOptions;
use memlower::passes::target::Target;

/// Reads `text` back and checks it is the kernel it was emitted from: the same declarations,
/// instructions and operands (the `--emit ir` printer shows every byte offset and region), the
/// same arguments and inputs, and byte-identical text when emitted again.
fn assert_round_trip(k: &Kernel, text: &str, env: &Env, what: &str) {
    let back = match read_visa(text, env) {
        Ok(b) => b,
        Err(e) => panic!(
            "{what}: the emitted text does not read back:\n{}",
            render(&e, what, text)
        ),
    };
    assert_eq!(emit_visa(&back), text, "{what}: re-emitted text differs");
    assert_eq!(
        back.to_string(),
        k.to_string(),
        "{what}: message IR differs"
    );
    assert_eq!(back.args, k.args, "{what}: argument variables differ");
    assert_eq!(back.inputs, k.inputs, "{what}: inputs differ");
    assert_eq!(back.surfaces, k.surfaces, "{what}: surfaces differ");
    let sinks = |k: &Kernel| -> Vec<_> {
        k.insts
            .iter()
            .filter_map(|i| match &i.kind {
                memlower::lowering::mir::InstKind::Sink(a) => Some(
                    a.iter()
                        .map(|s| {
                            (
                                s.var,
                                s.off,
                                s.ty,
                                (s.ty.chans().unwrap_or(1) > 1).then_some(s.stride),
                            )
                        })
                        .collect::<Vec<_>>(),
                ),
                _ => None,
            })
            .collect()
    };
    assert_eq!(sinks(&back), sinks(k), "{what}: sinks differ");
}

#[test]
fn every_example_reads_back_to_its_kernel_on_every_target_and_mode() {
    let mut kernels = 0;
    for (name, text) in examples() {
        let m = parse_module(&text).expect("examples parse");
        for t in TARGETS {
            let target = Target::by_name(t).expect("known target");
            let env = Env::new(target, &m);
            for naive in [false, true] {
                let lowered = match lower_for_check(&m, target, &LowerOptions { naive }) {
                    Ok(l) => l,
                    Err(e) => panic!("{name} on {t}: {e:?}"),
                };
                for f in &lowered.functions {
                    let what = format!(
                        "{name} @{} on {t}{}",
                        f.name,
                        if naive { " (naive)" } else { "" }
                    );
                    assert_round_trip(&f.mir, &f.visa, &env, &what);
                    kernels += 1;
                }
            }
        }
    }
    assert!(kernels >= 14 * 4 * 2, "{kernels} kernels");
}
