// The one LLVM 14 setting the C API does not reach: a context in opaque-pointer mode. In that mode
// LLVM 14's parser and bitcode reader accept `ptr` (LLVM 15 and later) and turn typed pointers
// (`float*`) into `ptr` as they read, so the importer sees one pointer world. The setting is per
// context: a compiler that embeds memlower and keeps typed pointers in its own contexts is not
// affected (the global `-opaque-pointers` option would change every context in the process).
#include "llvm-c/Core.h"
#include "llvm/IR/LLVMContext.h"

extern "C" void memlower_llvm_enable_opaque_pointers(LLVMContextRef ctx) {
  llvm::unwrap(ctx)->enableOpaquePointers();
}
