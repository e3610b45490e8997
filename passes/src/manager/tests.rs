//! Unit tests of the pass manager: pipelines, instrumentation, verification, analyses.

use super::*;
use crate::analysis::CfgAnalysis;
use crate::pass::{ForEachFunction, FunctionPass};
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{Function, ScalarType, Surface, Type};

fn names(pm: &PassManager) -> Vec<&'static str> {
    pm.pass_names()
}

fn parse(p: &str) -> Result<PassManager, PipelineError> {
    PassManager::from_pipeline(p, &Registry::builtin(), Instrumentation::default())
}

#[test]
fn pipeline_strings() {
    assert_eq!(
        names(&parse("canonicalize,dce").unwrap()),
        ["canonicalize", "dce"]
    );
    assert_eq!(
        names(&parse("  canonicalize ,\tdce , canonicalize\n").unwrap()),
        ["canonicalize", "dce", "canonicalize"]
    );
    match parse("dce,\u{a0}x").map(|_| ()) {
        Err(e) => assert_eq!(e.loc(), Loc::new(1, 6), "columns count characters"),
        Ok(()) => panic!("`x` is not a pass"),
    }
    match parse("canonicalize, frobnicate") {
        Err(e @ PipelineError::UnknownPass { .. }) => {
            assert_eq!(e.loc(), Loc::new(1, 15));
            assert_eq!(e.to_string(), "unknown pass `frobnicate`");
            let expected = e.expected().unwrap();
            assert!(
                expected.starts_with("one of: canonicalize, dce"),
                "{expected}"
            );
        }
        other => panic!("expected an unknown-pass error, got {other:?}"),
    }
    for (p, col) in [
        ("", 1),
        ("dce,,dce", 5),
        ("dce,", 5),
        (" , dce", 2),
        ("dce,\u{a0}", 6),
    ] {
        match parse(p) {
            Err(e @ PipelineError::EmptyEntry { .. }) => {
                assert_eq!(e.loc(), Loc::new(1, col), "pipeline {p:?}")
            }
            other => panic!("pipeline {p:?}: expected an empty-entry error, got {other:?}"),
        }
    }
    let inst = Instrumentation {
        print_after: vec!["nope".into()],
        ..Default::default()
    };
    assert!(matches!(
        PassManager::from_pipeline("dce", &Registry::builtin(), inst),
        Err(PipelineError::UnknownPrintAfter { .. })
    ));
}

/// `@f` has a foldable add; `@g` has nothing to fold.
fn two_functions() -> Module {
    let mut m = Module::new();
    for (name, foldable) in [("f", true), ("g", false)] {
        let mut f = Function::new(name);
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let x = b.param(entry, Type::I32, "x");
        b.switch_to(entry);
        let one = b.iconst(Type::I32, 1);
        let lhs = if foldable { one } else { x };
        let s = b.named("s").add(lhs, one);
        b.sink(&[s]);
        b.ret();
        m.functions.push(f);
    }
    m
}

#[test]
fn a_changing_pass_invalidates_only_what_it_changed() {
    let mut m = two_functions();
    let mut am = AnalysisManager::new();
    let mut pm = parse("canonicalize").unwrap();
    let cx = PassContext { target: None };
    // canonicalize asks for the CFG of each function: two computations.
    let report = pm.run(&mut m, &mut am, &cx, &mut std::io::sink()).unwrap();
    assert!(report.passes[0].changed);
    assert_eq!(am.stats().computations, 2);
    // @f changed, so its CFG was dropped; @g did not, so its CFG is still cached.
    assert!(am.cached::<CfgAnalysis>("f").is_none());
    assert!(am.cached::<CfgAnalysis>("g").is_some());
    // A second run changes nothing: @g is a hit, @f is recomputed once, and nothing is
    // invalidated afterwards.
    let report = pm.run(&mut m, &mut am, &cx, &mut std::io::sink()).unwrap();
    assert!(!report.changed());
    assert_eq!(am.stats().computations, 3);
    assert_eq!(am.stats().hits, 1);
    assert!(am.cached::<CfgAnalysis>("f").is_some());
    assert!(am.cached::<CfgAnalysis>("g").is_some());
}

/// A module pass that reports a change but does not say what it invalidated.
struct Touch;
impl Pass for Touch {
    fn name(&self) -> &'static str {
        "touch"
    }
    fn run(
        &mut self,
        _m: &mut Module,
        _am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        Ok(true)
    }
}

#[test]
fn a_module_pass_that_changes_invalidates_everything() {
    let m = two_functions();
    let mut am = AnalysisManager::new();
    am.cfg(&m.functions[0]);
    am.cfg(&m.functions[1]);
    let mut pm = PassManager::new(Instrumentation::default());
    pm.add(Box::new(Touch));
    let mut m2 = m.clone();
    pm.run(
        &mut m2,
        &mut am,
        &PassContext { target: None },
        &mut std::io::sink(),
    )
    .unwrap();
    assert!(am.cached::<CfgAnalysis>("f").is_none());
    assert!(am.cached::<CfgAnalysis>("g").is_none());
}

/// Deliberately breaks the IR: makes `sink` use a value that no live instruction defines.
struct BreakIr;
impl FunctionPass for BreakIr {
    fn name(&self) -> &'static str {
        "break-ir"
    }
    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        _am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        let ghost = f.create_inst(
            memlower_ir::InstKind::LaneIndex,
            Some(Type::vec(8, ScalarType::I32)),
            None,
            Loc::UNKNOWN,
        );
        let ghost = f.result(ghost);
        for (_, i) in f.inst_order() {
            if let memlower_ir::InstKind::Sink { args } = &mut f.inst_mut(i).kind {
                if let (Some(a), Some(g)) = (args.first_mut(), ghost) {
                    *a = g;
                }
            }
        }
        Ok(true)
    }
}

fn registry_with_breaker() -> Registry {
    let mut reg = Registry::builtin();
    reg.register("break-ir", "test only: uses an undefined value", || {
        Box::new(ForEachFunction(BreakIr))
    });
    reg
}

#[test]
fn verify_each_names_the_pass_that_broke_the_ir() {
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    let mut pm =
        PassManager::from_pipeline("canonicalize,break-ir,dce", &registry_with_breaker(), inst)
            .unwrap();
    let mut m = two_functions();
    let mut am = AnalysisManager::new();
    let mut out = Vec::new();
    let err = pm
        .run(&mut m, &mut am, &PassContext { target: None }, &mut out)
        .unwrap_err();
    match &err {
        ManagerError::BrokenIr { pass, errors } => {
            assert_eq!(*pass, "break-ir");
            assert!(!errors.is_empty());
        }
        other => panic!("expected BrokenIr, got {other:?}"),
    }
    assert!(err.to_string().contains("after pass `break-ir`"));
    // Without verify_each the broken IR goes through unnoticed by the manager.
    let mut pm = PassManager::from_pipeline(
        "break-ir",
        &registry_with_breaker(),
        Instrumentation::default(),
    )
    .unwrap();
    let mut m = two_functions();
    assert!(pm
        .run(&mut m, &mut am, &PassContext { target: None }, &mut out)
        .is_ok());
}

#[test]
fn unverified_input_is_refused_before_any_pass_runs() {
    // Break the input the way `break-ir` breaks a pipeline's IR, then hand it to a pipeline.
    let mut pm = PassManager::from_pipeline(
        "break-ir",
        &registry_with_breaker(),
        Instrumentation::default(),
    )
    .unwrap();
    let mut broken = two_functions();
    pm.run(
        &mut broken,
        &mut AnalysisManager::new(),
        &PassContext { target: None },
        &mut std::io::sink(),
    )
    .unwrap();
    assert!(verify_module(&broken).is_err());
    let before = print_module(&broken);
    let inst = Instrumentation {
        print_after_all: true,
        ..Default::default()
    };
    let mut pm =
        PassManager::from_pipeline("canonicalize,dce", &Registry::builtin(), inst).unwrap();
    let mut out = Vec::new();
    let err = pm
        .run(
            &mut broken,
            &mut AnalysisManager::new(),
            &PassContext { target: None },
            &mut out,
        )
        .unwrap_err();
    match &err {
        ManagerError::InvalidInput { errors } => assert!(!errors.is_empty()),
        other => panic!("expected InvalidInput, got {other:?}"),
    }
    assert!(err.to_string().contains("not valid IR"), "{err}");
    assert!(out.is_empty(), "no pass ran, nothing was dumped");
    assert_eq!(print_module(&broken), before, "the module is untouched");
    // Valid input still runs.
    let mut ok = two_functions();
    assert!(pm
        .run(
            &mut ok,
            &mut AnalysisManager::new(),
            &PassContext { target: None },
            &mut std::io::sink(),
        )
        .is_ok());
}

#[test]
fn print_after_dumps_the_named_passes_only() {
    let inst = Instrumentation {
        print_after: vec!["dce".into()],
        ..Default::default()
    };
    let mut pm =
        PassManager::from_pipeline("canonicalize,dce", &Registry::builtin(), inst).unwrap();
    let mut m = two_functions();
    let mut out = Vec::new();
    pm.run(
        &mut m,
        &mut AnalysisManager::new(),
        &PassContext { target: None },
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out.matches("; *** IR Dump After").count(), 1);
    assert!(out.starts_with("; *** IR Dump After dce ***\nfunc @f(%x: i32) {\n"));
    assert!(out.contains("  %s = const 2 : i32\n"), "{out}");
}

#[test]
fn print_after_all_and_time_passes() {
    let inst = Instrumentation {
        print_after_all: true,
        time_passes: true,
        verify_each: true,
        ..Default::default()
    };
    let mut pm =
        PassManager::from_pipeline("canonicalize,dce", &Registry::builtin(), inst).unwrap();
    let mut m = two_functions();
    let mut out = Vec::new();
    let report = pm
        .run(
            &mut m,
            &mut AnalysisManager::new(),
            &PassContext { target: None },
            &mut out,
        )
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    let canon = out.find("; *** IR Dump After canonicalize ***").unwrap();
    let dce = out.find("; *** IR Dump After dce ***").unwrap();
    let table = out.find("... Pass execution timing report ...").unwrap();
    assert!(canon < dce && dce < table);
    assert_eq!(
        report
            .passes
            .iter()
            .map(|p| (p.name, p.changed))
            .collect::<Vec<_>>(),
        [("canonicalize", true), ("dce", false)]
    );
    assert!(out.contains("    yes      canonicalize\n"), "{out}");
    assert!(out.contains("    no       dce\n"), "{out}");
    assert!(out.contains("(100.0%)             Total\n"), "{out}");
    assert!(out.contains("(verifier, after each pass)"), "{out}");
}

#[test]
fn timing_table_shares() {
    let report = RunReport {
        passes: vec![
            PassRecord {
                name: "a",
                wall: Duration::from_millis(3),
                changed: true,
            },
            PassRecord {
                name: "b",
                wall: Duration::from_millis(1),
                changed: false,
            },
        ],
        verify: None,
        warnings: Vec::new(),
        stats: Default::default(),
    };
    let t = report.timing_table();
    assert!(t.contains("Total Execution Time: 0.004000 seconds"), "{t}");
    assert!(t.contains("   0.003000 ( 75.0%)    yes      a\n"), "{t}");
    assert!(t.contains("   0.001000 ( 25.0%)    no       b\n"), "{t}");
    assert!(
        t.contains("   0.004000 (100.0%)             Total\n"),
        "{t}"
    );
}
