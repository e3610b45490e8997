//! `lower -j N`: lowering functions on several threads gives the same bytes as one thread
//! (kernels, message IR, reports, warnings, errors), through the library and the command line.

mod cli_common;

use cli_common::{generated, memlower, scratch};
use memlower::ir::diag::Located;
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module_jobs, LowerOptions, Lowered};
use memlower::passes::target::Target;
use memlower_check::legalise;

/// Everything a lowering produces, as text.
fn everything(l: &Lowered) -> String {
    let mut s = String::new();
    for f in &l.functions {
        s.push_str(&format!(
            "@{}\n{}\n{}\n{:?}\n{:?}\n{:?}\n",
            f.name, f.visa, f.mir, f.report, f.totals, f.allocation.offsets
        ));
    }
    s
}

#[test]
fn any_number_of_jobs_gives_the_same_lowering() {
    let m = parse_module(&generated(240, 48, 11)).expect("parses");
    for t in ["tgllp", "pvc"] {
        let target = Target::by_name(t).expect("known target");
        let legal = legalise(&m, target).expect("legalises");
        for naive in [false, true] {
            let opts = LowerOptions {
                naive,
                baseline: true,
                report: true,
                visa: true,
                ..LowerOptions::default()
            };
            let one = everything(&lower_module_jobs(&legal, target, &opts, 1).expect("lowers"));
            assert_eq!(
                one.matches("\n@k").count() + 1,
                48,
                "every function lowered"
            );
            for jobs in [2, 3, 8] {
                let many = lower_module_jobs(&legal, target, &opts, jobs).expect("lowers");
                assert!(
                    one == everything(&many),
                    "{t}, naive {naive}, -j {jobs} differs"
                );
            }
        }
    }
}

#[test]
fn the_error_is_the_first_failing_functions_whatever_the_jobs() {
    // Three functions lowering cannot do (64-bit multiplies), after and between good ones.
    let bad = |name: &str| {
        format!(
            "func @{name}(%a: vec<8 x i64>) {{\nentry:\n  %p = mul %a, %a : vec<8 x i64>\n  \
             sink %p\n  ret\n}}\n"
        )
    };
    let mut text = generated(40, 8, 3);
    for name in ["bad_first", "bad_second"] {
        text.push_str(&bad(name));
        text.push_str(&generated(20, 4, 3).replace("func @k", &format!("func @{name}_k")));
    }
    // The same seed declares the same surfaces: keep one line of each.
    let mut seen = std::collections::HashSet::new();
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("surface") || seen.insert(l.to_string()))
        .map(|l| format!("{l}\n"))
        .collect();
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let target = Target::by_name("dg2").expect("known target");
    let legal = legalise(&m, target).expect("legalises");
    let opts = LowerOptions::default();
    let first = lower_module_jobs(&legal, target, &opts, 1)
        .expect_err("a 64-bit multiply does not lower")
        .to_string();
    assert!(first.contains("64-bit"), "{first}");
    let line = text
        .lines()
        .position(|l| l.contains("%p = mul"))
        .expect("a multiply") as u32
        + 1;
    for jobs in [1, 2, 4] {
        let e = lower_module_jobs(&legal, target, &opts, jobs).expect_err("fails");
        assert_eq!(
            e.loc().line,
            line,
            "-j {jobs}: the first bad function's error"
        );
    }
    for jobs in [2, 4] {
        let e = lower_module_jobs(&legal, target, &opts, jobs).expect_err("fails");
        assert_eq!(e.to_string(), first, "-j {jobs}");
        assert_eq!(
            format!("{e:?}"),
            format!(
                "{:?}",
                lower_module_jobs(&legal, target, &opts, 1).expect_err("fails")
            )
        );
    }
}

#[test]
fn the_command_line_prints_the_same_bytes_for_every_j() {
    let dir = scratch("parallel_cli");
    let input = dir.join("many.mir");
    std::fs::write(&input, generated(150, 30, 21)).expect("writes");
    let input = input.to_string_lossy().into_owned();
    for emit in ["visa", "report", "ir"] {
        let base = memlower(&[
            "lower", &input, "--target", "dg2", "--emit", emit, "-j", "1",
        ]);
        assert_eq!(base.code, 0, "{}", base.stderr);
        assert!(base.stdout.matches("===== kernel @").count() == 30);
        for j in ["2", "5"] {
            let run = memlower(&["lower", &input, "--target", "dg2", "--emit", emit, "-j", j]);
            assert_eq!(run.code, 0, "{}", run.stderr);
            assert!(
                run.stdout == base.stdout,
                "--emit {emit} -j {j}: stdout differs"
            );
            assert_eq!(run.stderr, base.stderr, "--emit {emit} -j {j}: stderr");
        }
    }
    // The default (one job per core) too, and -o DIR/.
    let default = memlower(&["lower", &input, "--target", "dg2"]);
    let one = memlower(&["lower", &input, "--target", "dg2", "-j", "1"]);
    assert!(default.stdout == one.stdout && default.stderr == one.stderr);
    let (d1, d2) = (dir.join("j1/"), dir.join("j2/"));
    for (d, j) in [(&d1, "1"), (&d2, "2")] {
        let r = memlower(&[
            "lower",
            &input,
            "--target",
            "dg2",
            "-j",
            j,
            "-o",
            &d.to_string_lossy(),
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let files = cli_common::entries(&d1);
    assert_eq!(files.len(), 30);
    assert_eq!(files, cli_common::entries(&d2));
    for f in &files {
        assert_eq!(
            std::fs::read(d1.join(f)).expect("reads"),
            std::fs::read(d2.join(f)).expect("reads"),
            "{f}"
        );
    }
}
