//! A read-only view of a parsed LLVM module: values, types and blocks as small copyable handles
//! with the questions the importer asks of them.
//!
//! Every `unsafe` call of the importer is here. Each handle wraps a pointer that LLVM handed out
//! for a module that outlives it (the lifetime `'m` is the module's borrow), and every call is
//! one of LLVM's C-API getters, made only on the kind of value it is defined for (checked with
//! the matching `LLVMIsA*` first where LLVM would assert otherwise).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::target::{LLVMABISizeOfType, LLVMOffsetOfElement, LLVMTargetDataRef};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use std::ffi::CStr;
use std::marker::PhantomData;

pub use inkwell::llvm_sys::LLVMOpcode as Opcode;

/// An LLVM value (argument, instruction, constant, function) of a module borrowed for `'m`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct V<'m> {
    raw: LLVMValueRef,
    _m: PhantomData<&'m ()>,
}

/// An LLVM type.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ty<'m> {
    raw: LLVMTypeRef,
    _m: PhantomData<&'m ()>,
}

/// An LLVM basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bb<'m> {
    raw: LLVMBasicBlockRef,
    _m: PhantomData<&'m ()>,
}

/// The shape of an LLVM type, as far as the importer distinguishes types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `ptr addrspace(N)` (typed pointers are read as opaque ones).
    Ptr(u32),
    /// `<N x T>`.
    Vector(u32),
    /// `[N x T]`.
    Array(u64),
    /// `{ ... }`.
    Struct,
    /// Anything else (labels, metadata, x86_fp80, scalable vectors, ...).
    Other,
}

fn owned(s: *mut CChar) -> String {
    if s.is_null() {
        return String::new();
    }
    // SAFETY: LLVM returned a NUL-terminated string it allocated with LLVMCreateMessage-compatible
    // allocation; it is copied and disposed of exactly once.
    unsafe {
        let out = CStr::from_ptr(s).to_string_lossy().into_owned();
        LLVMDisposeMessage(s);
        out
    }
}

type CChar = std::os::raw::c_char;

impl<'m> V<'m> {
    /// Wraps a raw value of a module borrowed for `'m`; `None` for null.
    pub(crate) fn from_raw(raw: LLVMValueRef) -> Option<V<'m>> {
        (!raw.is_null()).then_some(V {
            raw,
            _m: PhantomData,
        })
    }

    /// The value's type.
    pub fn ty(self) -> Ty<'m> {
        // SAFETY: every value has a type.
        Ty::from_raw(unsafe { LLVMTypeOf(self.raw) })
    }

    /// The value's name (empty for unnamed values).
    pub fn name(self) -> String {
        let mut len = 0usize;
        // SAFETY: the returned pointer is owned by the value and valid for `len` bytes.
        unsafe {
            let p = LLVMGetValueName2(self.raw, &mut len);
            if p.is_null() {
                return String::new();
            }
            let bytes = std::slice::from_raw_parts(p as *const u8, len);
            String::from_utf8_lossy(bytes).into_owned()
        }
    }

    /// The value as LLVM prints it (an instruction: its whole line, without the leading spaces).
    pub fn text(self) -> String {
        // SAFETY: LLVMPrintValueToString returns an owned message.
        owned(unsafe { LLVMPrintValueToString(self.raw) })
            .trim()
            .to_string()
    }

    /// The opcode, if this is an instruction.
    pub fn opcode(self) -> Option<LLVMOpcode> {
        // SAFETY: LLVMIsAInstruction accepts any value; LLVMGetInstructionOpcode needs an
        // instruction, which it then is.
        unsafe {
            if LLVMIsAInstruction(self.raw).is_null() {
                None
            } else {
                Some(LLVMGetInstructionOpcode(self.raw))
            }
        }
    }

    /// Number of operands (of an instruction, constant expression or constant aggregate).
    pub fn num_operands(self) -> u32 {
        // SAFETY: valid for users (instructions, constants); 0 for others.
        unsafe {
            if LLVMIsAUser(self.raw).is_null() {
                0
            } else {
                LLVMGetNumOperands(self.raw) as u32
            }
        }
    }

    /// Operand `i` as a value (`None` past the end, or for a basic-block operand).
    pub fn operand(self, i: u32) -> Option<V<'m>> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: `i` is in range.
        let v = unsafe { LLVMGetOperand(self.raw, i) };
        // A block operand (a branch target) is not a value the importer reads.
        V::from_raw(v).filter(|op| !op.is_block())
    }

    fn is_block(self) -> bool {
        // SAFETY: LLVMValueIsBasicBlock accepts any value.
        unsafe { LLVMValueIsBasicBlock(self.raw) != 0 }
    }

    /// True for `undef` and `poison`.
    pub fn is_undef(self) -> bool {
        // SAFETY: both accept any value.
        unsafe { LLVMIsUndef(self.raw) != 0 || LLVMIsPoison(self.raw) != 0 }
    }

    /// True for a constant (data, expression or aggregate).
    pub fn is_constant(self) -> bool {
        // SAFETY: accepts any value.
        unsafe { !LLVMIsAConstant(self.raw).is_null() }
    }

    /// True for `zeroinitializer` (and `null`).
    pub fn is_null_constant(self) -> bool {
        // SAFETY: LLVMIsNull needs a constant.
        self.is_constant() && unsafe { LLVMIsNull(self.raw) != 0 }
    }

    /// The value of an integer constant, sign-extended (`None` if not a `ConstantInt` or wider
    /// than 64 bits).
    pub fn const_int(self) -> Option<i64> {
        // SAFETY: LLVMConstIntGetSExtValue needs a ConstantInt of at most 64 bits.
        unsafe {
            if LLVMIsAConstantInt(self.raw).is_null() {
                return None;
            }
            match self.ty().kind() {
                Kind::Int(w) if w <= 64 => Some(LLVMConstIntGetSExtValue(self.raw)),
                _ => None,
            }
        }
    }

    /// The value of a float constant, exactly as an `f64` (`None` if not a `ConstantFP`).
    pub fn const_float(self) -> Option<f64> {
        // SAFETY: LLVMConstRealGetDouble needs a ConstantFP; `lost` reports inexact conversions,
        // which cannot happen for half/float/double.
        unsafe {
            if LLVMIsAConstantFP(self.raw).is_null() {
                return None;
            }
            let mut lost = 0;
            let x = LLVMConstRealGetDouble(self.raw, &mut lost);
            (lost == 0).then_some(x)
        }
    }

    /// The bits of a float constant (`ConstantFP`) as its type stores them: exact, a NaN's sign
    /// and payload included (`None` for anything else).
    pub fn const_float_bits(self) -> Option<u64> {
        let width = match self.ty().kind() {
            Kind::Half => 16,
            Kind::Float => 32,
            Kind::Double => 64,
            _ => return None,
        };
        // SAFETY: LLVMConstBitCast folds a ConstantFP to the ConstantInt of its bits (same
        // width), in the constant's own context; the result is checked to be a ConstantInt.
        unsafe {
            if LLVMIsAConstantFP(self.raw).is_null() {
                return None;
            }
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.raw));
            let c = LLVMConstBitCast(self.raw, LLVMIntTypeInContext(ctx, width));
            if LLVMIsAConstantInt(c).is_null() {
                return None;
            }
            Some(LLVMConstIntGetZExtValue(c))
        }
    }

    /// The elements of a constant vector (`ConstantDataVector`, `ConstantVector`, or a splat
    /// `zeroinitializer`), or `None` for anything else.
    pub fn const_elements(self) -> Option<Vec<V<'m>>> {
        let Kind::Vector(n) = self.ty().kind() else {
            return None;
        };
        // SAFETY: each getter is called on the kind of constant it is defined for.
        unsafe {
            if !LLVMIsAConstantDataVector(self.raw).is_null() {
                return (0..n)
                    .map(|i| V::from_raw(LLVMGetAggregateElement(self.raw, i)))
                    .collect();
            }
            if !LLVMIsAConstantVector(self.raw).is_null() {
                return (0..n).map(|i| self.operand(i)).collect();
            }
            if !LLVMIsAConstantAggregateZero(self.raw).is_null() {
                let z = V::from_raw(LLVMConstNull(self.ty().elem()?.raw))?;
                return Some(vec![z; n as usize]);
            }
        }
        None
    }

    /// The integer predicate of an `icmp`.
    pub fn icmp_pred(self) -> LLVMIntPredicate {
        // SAFETY: called on icmp instructions only (the importer dispatches on the opcode).
        unsafe { LLVMGetICmpPredicate(self.raw) }
    }

    /// The float predicate of an `fcmp`.
    pub fn fcmp_pred(self) -> LLVMRealPredicate {
        // SAFETY: called on fcmp instructions only.
        unsafe { LLVMGetFCmpPredicate(self.raw) }
    }

    /// The debug location of an instruction (`clang -g`): its source file (joined to its
    /// directory when relative and the directory is not `.`), line and column; `None` without
    /// one.
    pub fn debug_loc(self) -> Option<(String, u32, u32)> {
        let text = |p: *const CChar, len: std::os::raw::c_uint| -> Option<String> {
            if p.is_null() || len == 0 {
                return None;
            }
            // SAFETY: LLVM returns `len` bytes at `p`, owned by the metadata.
            let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len as usize) };
            Some(String::from_utf8_lossy(bytes).into_owned())
        };
        // SAFETY: the debug-location getters accept instructions (checked first).
        unsafe {
            if LLVMIsAInstruction(self.raw).is_null() {
                return None;
            }
            let line = LLVMGetDebugLocLine(self.raw);
            if line == 0 {
                return None;
            }
            let mut len = 0;
            let file = text(LLVMGetDebugLocFilename(self.raw, &mut len), len)?;
            let mut dlen = 0;
            let dir = text(LLVMGetDebugLocDirectory(self.raw, &mut dlen), dlen);
            let file = match dir {
                Some(d) if d != "." && !file.starts_with('/') => format!("{d}/{file}"),
                _ => file,
            };
            Some((file, line, LLVMGetDebugLocColumn(self.raw)))
        }
    }

    /// The alignment of a load, store or alloca (0: none given).
    pub fn alignment(self) -> u32 {
        // SAFETY: LLVMGetAlignment accepts loads, stores, allocas and globals.
        unsafe {
            if LLVMIsALoadInst(self.raw).is_null() && LLVMIsAStoreInst(self.raw).is_null() {
                0
            } else {
                LLVMGetAlignment(self.raw)
            }
        }
    }

    /// The `align` attribute of argument `k` of a call (0: none given).
    pub fn call_param_align(self, k: u32) -> u32 {
        // SAFETY: the kind name is a valid C string of its length; the call-site attribute
        // functions take a call instruction and an attribute index (1 + the argument's).
        unsafe {
            if LLVMIsACallInst(self.raw).is_null() {
                return 0;
            }
            let name = "align";
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            let attr = LLVMGetCallSiteEnumAttribute(self.raw, k + 1, kind);
            if attr.is_null() {
                0
            } else {
                LLVMGetEnumAttributeValue(attr) as u32
            }
        }
    }

    /// True for a volatile load or store.
    pub fn is_volatile(self) -> bool {
        // SAFETY: LLVMGetVolatile needs a load, store, atomicrmw or cmpxchg.
        unsafe {
            (!LLVMIsALoadInst(self.raw).is_null() || !LLVMIsAStoreInst(self.raw).is_null())
                && LLVMGetVolatile(self.raw) != 0
        }
    }

    /// True for an atomic load or store (any ordering but `not_atomic`).
    pub fn is_atomic(self) -> bool {
        // SAFETY: LLVMGetOrdering needs a load or store here.
        unsafe {
            (!LLVMIsALoadInst(self.raw).is_null() || !LLVMIsAStoreInst(self.raw).is_null())
                && LLVMGetOrdering(self.raw)
                    != inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic
        }
    }

    /// True for an instruction carrying the `reassoc` fast-math flag (`fast` includes it).
    pub fn reassoc(self) -> bool {
        // SAFETY: LLVMGetFastMathFlags is called only where LLVMCanValueUseFastMathFlags says
        // the value is a floating-point operation that can carry the flags.
        unsafe {
            LLVMCanValueUseFastMathFlags(self.raw) != 0
                && LLVMGetFastMathFlags(self.raw) & inkwell::llvm_sys::LLVMFastMathAllowReassoc != 0
        }
    }

    /// The source element type of a `getelementptr`.
    pub fn gep_source_type(self) -> Option<Ty<'m>> {
        // SAFETY: LLVMGetGEPSourceElementType needs a GEP instruction or constant expression.
        unsafe {
            if LLVMIsAGetElementPtrInst(self.raw).is_null() {
                None
            } else {
                Some(Ty::from_raw(LLVMGetGEPSourceElementType(self.raw)))
            }
        }
    }

    /// The lanes of a `shufflevector` mask (`None` for an undefined lane).
    pub fn shuffle_mask(self) -> Vec<Option<u32>> {
        // SAFETY: called on shufflevector instructions only; indices are in range.
        unsafe {
            let n = LLVMGetNumMaskElements(self.raw);
            let undef = LLVMGetUndefMaskElem();
            (0..n)
                .map(|i| {
                    let m = LLVMGetMaskValue(self.raw, i);
                    (m != undef && m >= 0).then_some(m as u32)
                })
                .collect()
        }
    }

    /// The constant indices of an `extractvalue` (empty for any other value).
    pub fn indices(self) -> Vec<u32> {
        // SAFETY: LLVMGetIndices is defined for extractvalue, insertvalue and GEP constant
        // expressions; it is called on an extractvalue only, and reads its `n` indices.
        unsafe {
            if LLVMIsAExtractValueInst(self.raw).is_null() {
                return Vec::new();
            }
            let n = LLVMGetNumIndices(self.raw) as usize;
            let p = LLVMGetIndices(self.raw);
            if p.is_null() {
                return Vec::new();
            }
            std::slice::from_raw_parts(p, n).to_vec()
        }
    }

    /// The called function of a call, if it is a direct call.
    pub fn callee(self) -> Option<V<'m>> {
        // SAFETY: LLVMGetCalledValue needs a call or invoke.
        unsafe {
            if LLVMIsACallInst(self.raw).is_null() {
                return None;
            }
            let f = LLVMGetCalledValue(self.raw);
            if LLVMIsAFunction(f).is_null() {
                None
            } else {
                V::from_raw(f)
            }
        }
    }

    /// The arguments of a call (the operands but the callee).
    pub fn call_args(self) -> Vec<V<'m>> {
        // SAFETY: LLVMGetNumArgOperands needs a call, which the caller checked with `callee`.
        let n = unsafe { LLVMGetNumArgOperands(self.raw) };
        (0..n).filter_map(|i| self.operand(i)).collect()
    }

    /// The incoming (value, block) pairs of a `phi`.
    pub fn incoming(self) -> Vec<(V<'m>, Bb<'m>)> {
        // SAFETY: called on phi instructions only; indices are in range.
        unsafe {
            let n = LLVMCountIncoming(self.raw);
            (0..n)
                .filter_map(|i| {
                    let v = V::from_raw(LLVMGetIncomingValue(self.raw, i))?;
                    let b = Bb::from_raw(LLVMGetIncomingBlock(self.raw, i))?;
                    Some((v, b))
                })
                .collect()
        }
    }

    /// The values that use this one (one entry per use, so a user that reads it twice is
    /// listed twice), in LLVM's use-list order.
    pub fn users(self) -> Vec<V<'m>> {
        let mut out = Vec::new();
        // SAFETY: the use list is LLVM's own; each use is read before the next is fetched, and
        // the module is not changed while the list is walked.
        unsafe {
            let mut u = LLVMGetFirstUse(self.raw);
            while !u.is_null() {
                out.extend(V::from_raw(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }

    /// The parameters of a function.
    pub fn params(self) -> Vec<V<'m>> {
        // SAFETY: called on functions only; indices are in range.
        unsafe {
            let n = LLVMCountParams(self.raw);
            (0..n)
                .filter_map(|i| V::from_raw(LLVMGetParam(self.raw, i)))
                .collect()
        }
    }

    /// The blocks of a function, in layout order (the first is the entry).
    pub fn blocks(self) -> Vec<Bb<'m>> {
        let mut out = Vec::new();
        // SAFETY: called on functions only; the iteration follows LLVM's own links.
        unsafe {
            let mut b = LLVMGetFirstBasicBlock(self.raw);
            while !b.is_null() {
                out.push(Bb {
                    raw: b,
                    _m: PhantomData,
                });
                b = LLVMGetNextBasicBlock(b);
            }
        }
        out
    }

    /// The return type of a function.
    pub fn return_type(self) -> Ty<'m> {
        // SAFETY: a function's type is `ptr` in opaque mode; its global value type is the
        // function type.
        Ty::from_raw(unsafe { LLVMGetReturnType(LLVMGlobalGetValueType(self.raw)) })
    }
}

impl std::fmt::Debug for V<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

impl<'m> Ty<'m> {
    fn from_raw(raw: LLVMTypeRef) -> Ty<'m> {
        Ty {
            raw,
            _m: PhantomData,
        }
    }

    /// The shape of the type.
    pub fn kind(self) -> Kind {
        // SAFETY: each getter is called on the kind of type it is defined for.
        unsafe {
            match LLVMGetTypeKind(self.raw) {
                LLVMTypeKind::LLVMVoidTypeKind => Kind::Void,
                LLVMTypeKind::LLVMIntegerTypeKind => Kind::Int(LLVMGetIntTypeWidth(self.raw)),
                LLVMTypeKind::LLVMHalfTypeKind => Kind::Half,
                LLVMTypeKind::LLVMFloatTypeKind => Kind::Float,
                LLVMTypeKind::LLVMDoubleTypeKind => Kind::Double,
                LLVMTypeKind::LLVMPointerTypeKind => {
                    Kind::Ptr(LLVMGetPointerAddressSpace(self.raw))
                }
                LLVMTypeKind::LLVMVectorTypeKind => Kind::Vector(LLVMGetVectorSize(self.raw)),
                LLVMTypeKind::LLVMArrayTypeKind => Kind::Array(LLVMGetArrayLength2(self.raw)),
                LLVMTypeKind::LLVMStructTypeKind => Kind::Struct,
                _ => Kind::Other,
            }
        }
    }

    /// The element type of a vector or array.
    pub fn elem(self) -> Option<Ty<'m>> {
        match self.kind() {
            // SAFETY: LLVMGetElementType is defined for vectors and arrays.
            Kind::Vector(_) | Kind::Array(_) => {
                Some(Ty::from_raw(unsafe { LLVMGetElementType(self.raw) }))
            }
            _ => None,
        }
    }

    /// The type of field `i` of a struct.
    pub fn field(self, i: u32) -> Option<Ty<'m>> {
        if self.kind() != Kind::Struct {
            return None;
        }
        // SAFETY: `i` is checked against the field count of a struct type.
        unsafe {
            if i >= LLVMCountStructElementTypes(self.raw) {
                return None;
            }
            Some(Ty::from_raw(LLVMStructGetTypeAtIndex(self.raw, i)))
        }
    }

    /// The size in bytes of one element of this type in an array (LLVM's alloc size).
    pub fn alloc_size(self, td: LLVMTargetDataRef) -> u64 {
        // SAFETY: `td` is the module's data layout, alive as long as the module.
        unsafe { LLVMABISizeOfType(td, self.raw) }
    }

    /// The byte offset of field `i` of a struct.
    pub fn field_offset(self, td: LLVMTargetDataRef, i: u32) -> u64 {
        // SAFETY: called on struct types with `i` in range (checked by `field`).
        unsafe { LLVMOffsetOfElement(td, self.raw, i) }
    }

    /// The type as LLVM prints it.
    pub fn text(self) -> String {
        // SAFETY: LLVMPrintTypeToString returns an owned message.
        owned(unsafe { LLVMPrintTypeToString(self.raw) })
    }
}

impl std::fmt::Debug for Ty<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

impl<'m> Bb<'m> {
    fn from_raw(raw: LLVMBasicBlockRef) -> Option<Bb<'m>> {
        (!raw.is_null()).then_some(Bb {
            raw,
            _m: PhantomData,
        })
    }

    /// The block's label (empty for an unnamed block).
    pub fn name(self) -> String {
        // SAFETY: the block's value has a name, possibly empty.
        V::from_raw(unsafe { LLVMBasicBlockAsValue(self.raw) })
            .map(|v| v.name())
            .unwrap_or_default()
    }

    /// The instructions, in order.
    pub fn insts(self) -> Vec<V<'m>> {
        let mut out = Vec::new();
        // SAFETY: the iteration follows LLVM's own links within a live block.
        unsafe {
            let mut i = LLVMGetFirstInstruction(self.raw);
            while !i.is_null() {
                out.push(V {
                    raw: i,
                    _m: PhantomData,
                });
                i = LLVMGetNextInstruction(i);
            }
        }
        out
    }

    /// The terminator, if the block has one.
    pub fn terminator(self) -> Option<V<'m>> {
        // SAFETY: LLVMGetBasicBlockTerminator returns null for a block without one.
        V::from_raw(unsafe { LLVMGetBasicBlockTerminator(self.raw) })
    }

    /// The successor blocks of the terminator.
    pub fn successors(self) -> Vec<Bb<'m>> {
        let Some(t) = self.terminator() else {
            return Vec::new();
        };
        // SAFETY: LLVMGetNumSuccessors / LLVMGetSuccessor take a terminator, indices in range.
        unsafe {
            let n = LLVMGetNumSuccessors(t.raw);
            (0..n)
                .filter_map(|i| Bb::from_raw(LLVMGetSuccessor(t.raw, i)))
                .collect()
        }
    }
}

impl std::fmt::Debug for Bb<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "%{}", self.name())
    }
}
