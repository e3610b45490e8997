//! # memlower
//!
//! Legalises abstract gathers, scatters and typed image reads and lowers them to five Intel
//! vISA memory messages (GATHER_SCALED, SCATTER_SCALED, SCATTER4_SCALED, QW_SCATTER,
//! GATHER4_TYPED). This crate is the facade over the workspace, the one-call library entry
//! point [`compile`], and the home of the command-line driver:
//!
//! ```text
//!   memlower::compile   module + target ──▶ vISA kernels, reports, warnings (or a typed Error)
//!   memlower::ir        the SSA IR: types, builder, text format, verifier, diagnostics
//!   memlower::passes    pass manager, analyses, registry, canonicalize/dce, legalisation,
//!                       the target table
//!   memlower::lowering  message-level IR, register allocation, vISA emitter, report
//!   memlower::workload  modules of any size for benchmarks (`memlower gen`), streamed
//!   memlower::llvm      the LLVM IR front end: .ll/.bc from clang or opt ──▶ ir::Module
//!                       (the `llvm` feature)
//!   memlower::driver    the `memlower` command line (parse, opt, import, ...), callable in-process
//!   memlower::peer      the peer benchmark: the same kernels through IGC (ocloc) and memlower
//!                       (the `peer` feature, for the bench and its tests only)
//! ```
//!
//! The checking tools (the differential checker of `memlower check`, the message-IR interpreter,
//! the vISA reader, the finalizer runner) are the crate `memlower-check`, which only the
//! command line (`cli`) and the peer harness (`peer`) link: a library user with
//! `default-features = false` builds none of it.
//!
//! ## Build, compile, print
//!
//! A kernel that copies sixteen floats from one buffer to another, made with the builder and
//! compiled for DG2:
//!
//! ```
//! use memlower::ir::builder::FunctionBuilder;
//! use memlower::ir::{Address, Function, Module, ScalarType, SurfaceKind, Type, ValueDef};
//! use memlower::passes::target::Target;
//!
//! let mut m = Module::new();
//! let src = m.add_surface("src", SurfaceKind::Untyped);
//! let dst = m.add_surface("dst", SurfaceKind::Untyped);
//! let mut f = Function::new("copy");
//! let mut b = FunctionBuilder::new(&mut f);
//! let entry = b.block("entry");
//! let off = b.param(entry, Type::vec(16, ScalarType::I32), "off");
//! b.switch_to(entry);
//! let at = |surface| Address { surface, base: None, offsets: off };
//! let v = b.named("v").gather(at(src), None, 4, Type::vec(16, ScalarType::F32));
//! b.scatter(at(dst), v, None, 4);
//! b.ret();
//! let ValueDef::Result(gather) = f.value(v).def else { unreachable!() };
//! m.functions.push(f);
//!
//! let dg2 = Target::by_name("dg2").expect("a known target");
//! let out = memlower::compile(&m, dg2, &memlower::Options::default())?;
//! let kernel = &out.kernels[0];
//! print!("{}", kernel.visa);
//! assert!(kernel.visa.contains("gather_scaled.4 (M1_NM, 16) s_src 0x0:ud v_off.0 v_v.0"));
//! // Every report line names the op it is about: its handle, and the IR's own names.
//! let first = &kernel.report.accesses[0];
//! assert_eq!(first.inst, gather);
//! assert_eq!(first.text, "%v = gather @src : vec<16 x f32>");
//! # Ok::<(), memlower::Error>(())
//! ```
//!
//! Errors are typed ([`Error`]): each keeps the location of the op at fault and the function it
//! is in, and renders with [`ir::diag::render`] like the command line's diagnostics.
//!
//! ## Spec-strict by default
//!
//! Nothing outside the five message specifications is emitted unless asked for: where Intel's
//! finalizer accepts more and encodes it right (typed SIMD16 on PVC, a `%null` LOD, the typed
//! channel masks RGA and RBA), that is an [`passes::target::Extension`], enabled per target
//! ([`passes::target::Target::with_extensions`], `--target pvc+typed-simd16`), listed by
//! `memlower targets` and counted in the report. `docs/SPEC-COVERAGE.md` maps every rule of the
//! specifications to the code that enforces it and the test that fails without it.
//!
//! ## From LLVM IR
//!
//! With the `llvm` feature (on by default, with the command line; `default-features = false,
//! features = ["llvm"]` for the library alone), [`llvm`] is the LLVM IR front end: one call
//! imports what clang or opt wrote (`.ll` text or `.bc` bitcode, LLVM 14 to 19), and
//! [`compile`] lowers it. A loop the vectorizer made from `out[i] = in[2*i] + in[2*i+1]` reads
//! an interleaved group (one wide load, two de-interleaving shuffles), which the import makes
//! one multi-channel gather:
//!
//! ```
//! # #[cfg(feature = "llvm")] {
//! use memlower::passes::target::Target;
//!
//! let ll = r#"
//! define void @pairs(ptr %out, ptr %in) {
//!   %w = load <32 x float>, ptr %in, align 4
//!   %re = shufflevector <32 x float> %w, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
//!   %im = shufflevector <32 x float> %w, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
//!   %sum = fadd <16 x float> %re, %im
//!   store <16 x float> %sum, ptr %out, align 4
//!   ret void
//! }
//! "#;
//! let m = memlower::llvm::import_bytes(ll.as_bytes(), "pairs.ll")?;
//! let text = memlower::ir::print::print_module(&m);
//! assert!(text.contains("gather @in[%0] align 4 : vec<16 x 2 x f32>"), "{text}");
//! let dg2 = Target::by_name("dg2").expect("a known target");
//! let out = memlower::compile(&m, dg2, &memlower::Options::default())?;
//! assert!(out.kernels[0].visa.contains("gather_scaled.4 (M1_NM, 16)"));
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Without the command line
//!
//! The driver and its argument parser are behind the default `cli` feature: a library user
//! writes `memlower = { version = "...", default-features = false }` and builds no CLI
//! dependencies. [`compile`] needs nothing from the driver.

pub use memlower_ir as ir;
pub use memlower_lowering as lowering;
pub use memlower_passes as passes;

/// The LLVM IR front end (`memlower-llvm`): imports `.ll`/`.bc` into [`ir::Module`] (the `llvm`
/// feature, on with the default `cli`).
#[cfg(feature = "llvm")]
pub use memlower_llvm as llvm;

mod compile;
pub mod workload;

#[cfg(feature = "cli")]
pub mod driver;
/// The peer benchmark's harness (the `peer` feature: only the peer bench and its tests turn it
/// on; it is not part of the library's API).
#[cfg(feature = "peer")]
pub mod peer;

pub use compile::{compile, compile_with, Compiled, Error, Kernel, Options, Warning};
