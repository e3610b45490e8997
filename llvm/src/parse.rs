//! Reading LLVM modules: one LLVM context, LLVM's own parser (text and bitcode) and verifier.
//! The linked LLVM (19) has only opaque pointers: its parser and bitcode reader turn the typed
//! pointers of LLVM 14 text and bitcode (`float*`) into `ptr` as they read, so the importer sees
//! one pointer world whichever LLVM (14 to 19) wrote the module.

use crate::error::ImportError;
use crate::import::FunctionBindings;
use crate::view::{Opcode, V};
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module as InkModule;
use inkwell::values::AsValueRef;
use memlower_ir::Module;
use std::path::Path;

/// An LLVM context (opaque pointers only, as every LLVM from 17 on). Modules borrow it.
pub struct Context {
    ctx: inkwell::context::Context,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A fresh context.
    pub fn new() -> Context {
        Context {
            ctx: inkwell::context::Context::create(),
        }
    }

    /// The inkwell context (for the JIT).
    pub fn inkwell(&self) -> &inkwell::context::Context {
        &self.ctx
    }

    /// Parses and verifies a `.ll` or `.bc` file.
    pub fn read_file(&self, path: &Path) -> Result<LlvmModule<'_>, ImportError> {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| ImportError::Read {
            path: name.clone(),
            message: e.to_string(),
        })?;
        self.read_bytes(&bytes, &name)
    }

    /// Parses and verifies LLVM IR text or bitcode.
    pub fn read_bytes(&self, bytes: &[u8], name: &str) -> Result<LlvmModule<'_>, ImportError> {
        let buf = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        let module = self.ctx.create_module_from_ir(buf).map_err(|e| {
            let msg = e.to_string();
            // LLVM's parser already starts its message with the file name.
            let msg = msg.strip_prefix(&format!("{name}:")).unwrap_or(&msg);
            ImportError::Read {
                path: name.to_string(),
                message: msg.trim().to_string(),
            }
        })?;
        module.verify().map_err(|e| ImportError::Read {
            path: name.to_string(),
            message: format!(
                "LLVM's verifier rejects the module: {}",
                e.to_string().trim()
            ),
        })?;
        // Bitcode starts with `BC` 0xC0DE (or the wrapper magic 0x0B17C0DE); text is kept for
        // the instructions' line numbers.
        let bitcode = bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(b"\xDE\xC0\x17\x0B");
        let text = (!bitcode)
            .then(|| std::str::from_utf8(bytes).ok().map(str::to_string))
            .flatten();
        Ok(LlvmModule {
            module,
            name: name.to_string(),
            text,
        })
    }
}

/// Memory instructions of a module, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryCounts {
    /// `load`.
    pub loads: usize,
    /// `store`.
    pub stores: usize,
    /// `llvm.masked.gather` calls.
    pub masked_gathers: usize,
    /// `llvm.masked.scatter` calls.
    pub masked_scatters: usize,
    /// `llvm.masked.load` calls.
    pub masked_loads: usize,
    /// `llvm.masked.store` calls.
    pub masked_stores: usize,
    /// `llvm.masked.compressstore` calls.
    pub compress_stores: usize,
    /// `llvm.masked.expandload` calls.
    pub expand_loads: usize,
    /// `llvm.memcpy` and `llvm.memset` calls (each a loop of one to four gathers and
    /// scatters; not in [`MemoryCounts::total`]).
    pub mem_intrinsics: usize,
    /// `select`s of pointers (not memory instructions: a pointer chosen between two
    /// arguments makes every access through it two, one per surface).
    pub pointer_selects: usize,
}

impl MemoryCounts {
    /// Every memory instruction.
    pub fn total(&self) -> usize {
        self.loads
            + self.stores
            + self.masked_gathers
            + self.masked_scatters
            + self.masked_loads
            + self.masked_stores
            + self.compress_stores
            + self.expand_loads
    }
}

/// A parsed, verified LLVM module.
pub struct LlvmModule<'ctx> {
    pub(crate) module: InkModule<'ctx>,
    pub(crate) name: String,
    /// The `.ll` text (`None` for bitcode): where each instruction's line comes from.
    pub(crate) text: Option<String>,
}

impl<'ctx> LlvmModule<'ctx> {
    /// The functions with a body, in module order.
    pub(crate) fn functions(&self) -> Vec<V<'_>> {
        self.module
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0)
            .filter_map(|f| V::from_raw(f.as_value_ref()))
            .collect()
    }

    /// Names of the functions with a body, in module order.
    pub fn function_names(&self) -> Vec<String> {
        self.functions().into_iter().map(|f| f.name()).collect()
    }

    /// Imports every function with a body into one memlower module.
    pub fn import(&self) -> Result<Module, ImportError> {
        self.import_with_bindings().map(|(m, _)| m)
    }

    /// Imports, and says what each LLVM argument became (for running both on one input).
    pub fn import_with_bindings(&self) -> Result<(Module, Vec<FunctionBindings>), ImportError> {
        self.import_function_with_bindings(None)
    }

    /// Imports only the function named `name` (`k` or `@k`; `None`: every function), so other
    /// functions, even ones the import refuses, do not matter.
    pub fn import_function(&self, name: Option<&str>) -> Result<Module, ImportError> {
        self.import_function_with_bindings(name).map(|(m, _)| m)
    }

    /// [`LlvmModule::import_function`], with the bindings.
    pub fn import_function_with_bindings(
        &self,
        name: Option<&str>,
    ) -> Result<(Module, Vec<FunctionBindings>), ImportError> {
        let mut functions = self.functions();
        if functions.is_empty() {
            return Err(ImportError::Empty {
                path: self.name.clone(),
            });
        }
        if let Some(name) = name {
            let name = name.strip_prefix('@').unwrap_or(name);
            let known: Vec<String> = functions.iter().map(|f| f.name()).collect();
            functions.retain(|f| f.name() == name);
            if functions.is_empty() {
                return Err(ImportError::NoFunction {
                    path: self.name.clone(),
                    name: name.to_string(),
                    known,
                });
            }
        }
        // SAFETY: the data layout is owned by the module, which outlives the import.
        let td =
            unsafe { inkwell::llvm_sys::target::LLVMGetModuleDataLayout(self.module.as_mut_ptr()) };
        crate::import::import_module(&functions, td, self.text.as_deref())
    }

    /// How many memory instructions of each kind the functions with a body contain.
    pub fn memory_counts(&self) -> MemoryCounts {
        let mut c = MemoryCounts::default();
        for f in self.functions() {
            for b in f.blocks() {
                for i in b.insts() {
                    match i.opcode() {
                        Some(Opcode::LLVMLoad) => c.loads += 1,
                        Some(Opcode::LLVMStore) => c.stores += 1,
                        Some(Opcode::LLVMSelect) if crate::import::is_pointer(i.ty()) => {
                            c.pointer_selects += 1
                        }
                        Some(Opcode::LLVMCall) => {
                            let name = i.callee().map(|f| f.name()).unwrap_or_default();
                            let slot = match name.split('.').take(3).collect::<Vec<_>>()[..] {
                                ["llvm", "masked", "gather"] => &mut c.masked_gathers,
                                ["llvm", "masked", "scatter"] => &mut c.masked_scatters,
                                ["llvm", "masked", "load"] => &mut c.masked_loads,
                                ["llvm", "masked", "store"] => &mut c.masked_stores,
                                ["llvm", "masked", "compressstore"] => &mut c.compress_stores,
                                ["llvm", "masked", "expandload"] => &mut c.expand_loads,
                                ["llvm", "memcpy" | "memset", _] => &mut c.mem_intrinsics,
                                _ => continue,
                            };
                            *slot += 1;
                        }
                        _ => {}
                    }
                }
            }
        }
        c
    }

    /// The inkwell module (for the JIT).
    pub fn inkwell(&self) -> &InkModule<'ctx> {
        &self.module
    }
}
