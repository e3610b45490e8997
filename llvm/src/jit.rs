//! Running the original LLVM functions with LLVM's own execution engine (MCJIT), as the reference
//! the import is compared against.
//!
//! The JIT runs a copy of the module, changed in three ways that do not change what a function
//! computes:
//! - **Host independence.** The `target-cpu`, `tune-cpu` and `target-features` attributes that
//!   clang writes (`+avx512f`, ...) are removed, and the module gets the host's triple, so the JIT
//!   compiles for the generic x86-64 CPU: no AVX-512 or FMA instruction is needed on the machine
//!   that runs the test. LLVM legalises the wide vectors and scalarises the masked intrinsics.
//! - **Deterministic `llvm.fmuladd`.** LLVM may fuse it or not, depending on the CPU. memlower
//!   imports it as `fma` (one rounding), so the copy calls `llvm.fma` instead, which LLVM always
//!   rounds once (without an FMA unit, through libm's `fma`/`fmaf`).
//! - **One calling convention.** Each function `@f` gets a trampoline `void @__memlower_call_f(ptr
//!   %slots)` that loads argument i from the 8-byte slot i (pointers as addresses, integers and
//!   floats in the low bytes) and calls `@f`, so every function is called through one Rust type.
//!
//! The JIT compiles the module once (no optimisation: `-O0` code generation); calls are cheap.

use crate::parse::LlvmModule;
use crate::view::{Kind, V};
use inkwell::execution_engine::ExecutionEngine;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMAttributeFunctionIndex;
use inkwell::targets::TargetMachine;
use inkwell::values::AsValueRef;
use inkwell::OptimizationLevel;
use std::collections::HashMap;
use std::ffi::CString;

/// Why the JIT could not be made or called.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JitError {
    /// LLVM could not create the execution engine or compile the module.
    #[error("LLVM's JIT: {0}")]
    Engine(String),
    /// No such function, or one the trampoline cannot call.
    #[error("function @{0}: {1}")]
    Function(String, String),
}

/// A JIT-compiled copy of a module.
pub struct Jit<'ctx> {
    engine: ExecutionEngine<'ctx>,
    arity: HashMap<String, usize>,
    /// Per function, per argument: whether LLVM fixes every bit its buffer is written with
    /// (`exact.rs`).
    exact: HashMap<String, Vec<bool>>,
}

const STRIPPED: [&str; 3] = ["target-cpu", "tune-cpu", "target-features"];

fn cstr(s: &str) -> CString {
    CString::new(s).unwrap_or_default()
}

impl<'ctx> Jit<'ctx> {
    /// Compiles a copy of `m` (the original is untouched and stays importable).
    pub fn new(m: &LlvmModule<'ctx>) -> Result<Jit<'ctx>, JitError> {
        let copy = m.inkwell().clone();
        copy.set_triple(&TargetMachine::get_default_triple());
        let mut arity = HashMap::new();
        let exact = m
            .module
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0)
            .filter_map(|f| V::from_raw(f.as_value_ref()))
            .map(|f| (f.name(), crate::exact::exact_arguments(f)))
            .collect();
        let functions: Vec<_> = copy
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0)
            .collect();
        for f in &functions {
            let raw = f.as_value_ref();
            // SAFETY: `raw` is a function of `copy`, which this function owns until the engine
            // takes it; every builder call gets values of that module.
            unsafe {
                for a in STRIPPED {
                    LLVMRemoveStringAttributeAtIndex(
                        raw,
                        LLVMAttributeFunctionIndex,
                        a.as_ptr().cast(),
                        a.len() as u32,
                    );
                }
                rewrite_fmuladd(raw);
                let name = V::from_raw(raw).map(|v| v.name()).unwrap_or_default();
                let n = trampoline(raw, &name)?;
                arity.insert(name, n);
            }
        }
        let engine = copy
            .create_jit_execution_engine(OptimizationLevel::None)
            .map_err(|e| JitError::Engine(e.to_string()))?;
        Ok(Jit {
            engine,
            arity,
            exact,
        })
    }

    /// For each argument of `@function`: true when LLVM's semantics fix every bit written to
    /// its buffer, NaN payloads included (stores of loaded, selected, moved or constant
    /// values), false when some value written may be a NaN of any payload (float arithmetic).
    /// Empty for an unknown function.
    pub fn exact_buffers(&self, function: &str) -> &[bool] {
        self.exact.get(function).map_or(&[], Vec::as_slice)
    }

    /// Calls `@function` with one 8-byte slot per argument (pointers: addresses of memory the
    /// caller owns and that is large enough for every access the function makes).
    ///
    /// # Safety
    /// The function runs native code on the caller's memory: every pointer slot must point to
    /// memory valid for all the reads and writes the function does with the other arguments.
    /// The argument contracts (`contract.rs`) exist to guarantee this.
    pub unsafe fn call(&self, function: &str, slots: &[u64]) -> Result<(), JitError> {
        let fail = |why: &str| JitError::Function(function.to_string(), why.to_string());
        let n = *self
            .arity
            .get(function)
            .ok_or_else(|| fail("not in the module"))?;
        if slots.len() != n {
            return Err(fail(&format!("takes {n} arguments, {} given", slots.len())));
        }
        let addr = self
            .engine
            .get_function_address(&format!("__memlower_call_{function}"))
            .map_err(|e| fail(&e.to_string()))?;
        // SAFETY: the trampoline was built with exactly this signature, `void (ptr)`.
        let f: extern "C" fn(*const u64) = std::mem::transmute(addr);
        f(slots.as_ptr());
        Ok(())
    }
}

/// Replaces every `llvm.fmuladd` call in `f` by a call of `llvm.fma` of the same type.
///
/// # Safety
/// `f` is a function with a body in a module the caller owns.
unsafe fn rewrite_fmuladd(f: LLVMValueRef) {
    let ctx = LLVMGetTypeContext(LLVMTypeOf(f));
    let b = LLVMCreateBuilderInContext(ctx);
    let mut calls = Vec::new();
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            if !LLVMIsACallInst(i).is_null() {
                let callee = V::from_raw(LLVMGetCalledValue(i));
                if callee.is_some_and(|c| c.name().starts_with("llvm.fmuladd.")) {
                    calls.push(i);
                }
            }
            i = LLVMGetNextInstruction(i);
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    let module = LLVMGetGlobalParent(f);
    let fma = c"llvm.fma";
    let id = LLVMLookupIntrinsicID(fma.as_ptr(), fma.to_bytes().len());
    for call in calls {
        LLVMPositionBuilderBefore(b, call);
        let mut args = [
            LLVMGetOperand(call, 0),
            LLVMGetOperand(call, 1),
            LLVMGetOperand(call, 2),
        ];
        let mut ty = [LLVMTypeOf(call)];
        let decl = LLVMGetIntrinsicDeclaration(module, id, ty.as_mut_ptr(), 1);
        let fty = LLVMIntrinsicGetType(ctx, id, ty.as_mut_ptr(), 1);
        let s = LLVMBuildCall2(b, fty, decl, args.as_mut_ptr(), 3, c"".as_ptr());
        LLVMReplaceAllUsesWith(call, s);
        LLVMInstructionEraseFromParent(call);
    }
    LLVMDisposeBuilder(b);
}

/// Adds `void @__memlower_call_<name>(ptr %slots)` calling `f` with its arguments loaded from
/// 8-byte slots; returns the argument count.
///
/// # Safety
/// `f` is a function with a body in a module the caller owns.
unsafe fn trampoline(f: LLVMValueRef, name: &str) -> Result<usize, JitError> {
    let module = LLVMGetGlobalParent(f);
    let ctx = LLVMGetModuleContext(module);
    let fty = LLVMGlobalGetValueType(f);
    let n = LLVMCountParams(f) as usize;
    // In an opaque-pointer context every pointer type is `ptr`.
    let ptr = LLVMPointerType(LLVMInt8TypeInContext(ctx), 0);
    let i8t = LLVMInt8TypeInContext(ctx);
    let i64t = LLVMInt64TypeInContext(ctx);
    let mut params = [ptr];
    let tty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), params.as_mut_ptr(), 1, 0);
    let tname = cstr(&format!("__memlower_call_{name}"));
    let t = LLVMAddFunction(module, tname.as_ptr(), tty);
    let entry = LLVMAppendBasicBlockInContext(ctx, t, c"entry".as_ptr());
    let b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, entry);
    let slots = LLVMGetParam(t, 0);
    let mut args = Vec::with_capacity(n);
    for k in 0..n {
        let p = LLVMGetParam(f, k as u32);
        let pty = LLVMTypeOf(p);
        if let Some(v) = V::from_raw(p) {
            if matches!(
                v.ty().kind(),
                Kind::Vector(_) | Kind::Struct | Kind::Array(_) | Kind::Other
            ) {
                LLVMDisposeBuilder(b);
                return Err(JitError::Function(
                    name.into(),
                    format!("argument {k} is not a scalar or pointer"),
                ));
            }
        }
        let mut idx = [LLVMConstInt(i64t, 8 * k as u64, 0)];
        let at = LLVMBuildGEP2(b, i8t, slots, idx.as_mut_ptr(), 1, c"".as_ptr());
        args.push(LLVMBuildLoad2(b, pty, at, c"".as_ptr()));
    }
    LLVMBuildCall2(b, fty, f, args.as_mut_ptr(), n as u32, c"".as_ptr());
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    Ok(n)
}
