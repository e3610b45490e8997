//! Which buffers LLVM's semantics fill bit for bit, NaNs included: the differential test
//! compares those byte for byte, and the others (written with the results of float arithmetic,
//! whose NaN payloads LLVM leaves unspecified) with every NaN equal to every NaN.
//!
//! A value is *exact* when LLVM fixes its bits: an argument, a constant, a load or masked
//! load/gather from a buffer that holds only exact values (with an exact pass-through), what
//! only moves or selects exact bits (`select`, `phi`, `shufflevector`, `insertelement`,
//! `extractelement`, `bitcast`, `freeze`, and the sign operations `fneg`, `llvm.fabs`,
//! `llvm.copysign`, which LangRef defines on the bits), and any integer op on exact values. A
//! float result of anything else (`fadd`, `fma`, `minnum`, a conversion, ...) may be a NaN of any
//! payload, and so may whatever is computed from its bits.
//!
//! A pointer argument's buffer is exact when every store, masked store or scatter through a
//! pointer derived from it (by `getelementptr`, casts, `phi`, `select`, shuffles) writes an
//! exact value.

use crate::view::{Kind, Opcode, V};
use std::collections::HashSet;

/// For each argument of `f`: true when its buffer is only written with exact values (or it is
/// not a pointer).
pub(crate) fn exact_arguments(f: V<'_>) -> Vec<bool> {
    let params = f.params();
    let insts: Vec<V<'_>> = f.blocks().into_iter().flat_map(|b| b.insts()).collect();
    // A value loaded from a buffer that holds inexact values is inexact too: iterate until the
    // set of inexact buffers stops growing.
    let mut inexact_args: HashSet<V<'_>> = HashSet::new();
    loop {
        let inexact = inexact_values(&insts, &inexact_args);
        let mut grew = false;
        for &i in &insts {
            let Some((data, ptr)) = stored(i) else {
                continue;
            };
            if inexact.contains(&data) {
                for a in roots(ptr) {
                    grew |= params.contains(&a) && inexact_args.insert(a);
                }
            }
        }
        if !grew {
            return params.iter().map(|p| !inexact_args.contains(p)).collect();
        }
    }
}

/// The values of `insts` whose bits LLVM does not fix (module documentation), given the
/// arguments whose buffers hold such values: a least fixpoint, so phis in loops are right
/// whatever the order. Whatever reads an inexact value is inexact (an integer op on the bits of
/// a NaN depends on its payload), but for `fcmp`, whose answer no payload changes.
fn inexact_values<'m>(insts: &[V<'m>], inexact_args: &HashSet<V<'m>>) -> HashSet<V<'m>> {
    let mut bad = HashSet::new();
    let from_inexact_buffer =
        |p: Option<V<'m>>| p.is_some_and(|p| roots(p).iter().any(|r| inexact_args.contains(r)));
    loop {
        let mut changed = false;
        for &v in insts {
            if bad.contains(&v) {
                continue;
            }
            let operands: Vec<V<'m>> = (0..v.num_operands()).filter_map(|k| v.operand(k)).collect();
            let reads_bad = operands.iter().any(|x| bad.contains(x));
            let inexact = match v.opcode() {
                Some(Opcode::LLVMFCmp) => false,
                Some(Opcode::LLVMLoad) => from_inexact_buffer(v.operand(0)),
                Some(Opcode::LLVMCall) => {
                    let name = v.callee().map(|c| c.name()).unwrap_or_default();
                    let read = ["llvm.masked.load.", "llvm.masked.gather."];
                    let moves = ["llvm.fabs.", "llvm.copysign."];
                    if read.iter().any(|r| name.starts_with(r)) {
                        reads_bad || from_inexact_buffer(v.call_args().first().copied())
                    } else {
                        reads_bad || (is_float(v) && !moves.iter().any(|r| name.starts_with(r)))
                    }
                }
                Some(
                    Opcode::LLVMSelect
                    | Opcode::LLVMPHI
                    | Opcode::LLVMShuffleVector
                    | Opcode::LLVMInsertElement
                    | Opcode::LLVMExtractElement
                    | Opcode::LLVMBitCast
                    | Opcode::LLVMFreeze
                    | Opcode::LLVMFNeg,
                ) => reads_bad,
                // Other float results (arithmetic, conversions) may be any NaN.
                _ => reads_bad || is_float(v),
            };
            if inexact {
                bad.insert(v);
                changed = true;
            }
        }
        if !changed {
            return bad;
        }
    }
}

/// The data and pointer of a store, `llvm.masked.store` or `llvm.masked.scatter`.
fn stored(i: V<'_>) -> Option<(V<'_>, V<'_>)> {
    match i.opcode()? {
        Opcode::LLVMStore => Some((i.operand(0)?, i.operand(1)?)),
        Opcode::LLVMCall => {
            let name = i.callee()?.name();
            if name.starts_with("llvm.masked.store.") || name.starts_with("llvm.masked.scatter.") {
                let args = i.call_args();
                Some((*args.first()?, *args.get(1)?))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The values a pointer may be derived from, followed back to where derivation stops (an
/// argument, for the pointers the import accepts).
fn roots(p: V<'_>) -> Vec<V<'_>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut work = vec![p];
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        match x.opcode() {
            Some(
                Opcode::LLVMGetElementPtr
                | Opcode::LLVMBitCast
                | Opcode::LLVMAddrSpaceCast
                | Opcode::LLVMShuffleVector,
            ) => work.extend(x.operand(0)),
            Some(Opcode::LLVMInsertElement) => {
                work.extend([x.operand(0), x.operand(1)].into_iter().flatten())
            }
            Some(Opcode::LLVMPHI) => work.extend(x.incoming().into_iter().map(|(v, _)| v)),
            Some(Opcode::LLVMSelect) => {
                work.extend([x.operand(1), x.operand(2)].into_iter().flatten())
            }
            _ => out.push(x),
        }
    }
    out
}

fn is_float(v: V<'_>) -> bool {
    let t = v.ty();
    let t = match t.kind() {
        Kind::Vector(_) => t.elem().unwrap_or(t),
        _ => t,
    };
    matches!(t.kind(), Kind::Half | Kind::Float | Kind::Double)
}

#[cfg(test)]
mod tests {
    use crate::parse::Context;

    /// The exactness of each argument of each function of `src`, by function name.
    fn exact(src: &str) -> Vec<(String, Vec<bool>)> {
        let ctx = Context::new();
        let m = ctx.read_bytes(src.as_bytes(), "t.ll").expect("parses");
        m.functions()
            .into_iter()
            .map(|f| (f.name(), super::exact_arguments(f)))
            .collect()
    }

    #[test]
    fn moves_are_exact_and_arithmetic_is_not() {
        let src = r#"
define void @copy(ptr %out, ptr %a, i1 %c) {
  %x = load <4 x float>, ptr %a, align 4
  %n = fneg <4 x float> %x
  %s = select i1 %c, <4 x float> %n, <4 x float> <float 0x7FF8000020000000, float 1.0, float 2.0, float 3.0>
  %r = shufflevector <4 x float> %s, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x float> %r, ptr %out, align 4
  ret void
}
define void @arith(ptr %out, ptr %a, ptr %b) {
  %x = load float, ptr %a, align 4
  %y = fadd float %x, %x
  store float %y, ptr %out, align 4
  store float %x, ptr %b, align 4
  ret void
}
define void @bits_of_arith(ptr %out, ptr %a) {
  %x = load float, ptr %a, align 4
  %y = fmul float %x, %x
  %i = bitcast float %y to i32
  %j = and i32 %i, 2147483647
  store i32 %j, ptr %out, align 4
  ret void
}
define void @through_memory(ptr %t, ptr %out, ptr %a) {
  %x = load float, ptr %a, align 4
  %y = fadd float %x, 1.0
  store float %y, ptr %t, align 4
  %z = load float, ptr %t, align 4
  store float %z, ptr %out, align 4
  ret void
}
define void @loop(ptr %out, ptr %a, i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %l ]
  %p = getelementptr float, ptr %a, i32 %i
  %x = load float, ptr %p, align 4
  %sum = fadd float %acc, %x
  %acc1 = select i1 true, float %x, float %sum
  %q = getelementptr float, ptr %out, i32 %i
  store float %acc, ptr %q, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %l, label %done
done:
  ret void
}
"#;
        let got = exact(src);
        let want = [
            ("copy", vec![true, true, true]),
            // %out gets a sum; %b only a loaded value.
            ("arith", vec![false, true, true]),
            // Integer ops on the bits of an arithmetic result depend on its NaN payload.
            ("bits_of_arith", vec![false, true]),
            // A value loaded back from a buffer holding a sum is as inexact as the sum.
            ("through_memory", vec![false, false, true]),
            // The phi reads a select that reads a sum around the loop.
            ("loop", vec![false, true, true]),
        ];
        for ((name, e), (w, we)) in got.iter().zip(want) {
            assert_eq!((name.as_str(), e), (w, &we));
        }
    }
}
