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
//!   memlower::driver    the `memlower` command line (parse, opt, import, ...), callable in-process
//!   memlower::peer      the peer benchmark: the same kernels through IGC (ocloc) and memlower
//! ```
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
//! ## Without the command line
//!
//! The driver and its argument parser are behind the default `cli` feature: a library user
//! writes `memlower = { version = "...", default-features = false }` and builds no CLI
//! dependencies. [`compile`] needs nothing from the driver.

pub use memlower_ir as ir;
pub use memlower_lowering as lowering;
pub use memlower_passes as passes;

mod compile;
pub mod workload;

#[cfg(feature = "cli")]
pub mod driver;
pub mod peer;

pub use compile::{compile, Compiled, Error, Kernel, Options, Warning};
