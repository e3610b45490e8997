//! An interleaved group of factor F over N lanes of dwords takes the in-set lower bound of
//! messages, on every target, for F = 2, 3, 4 and N = 8, 16, 32: the group is written as the
//! loop vectorizer writes it (a wide load and F de-interleaving shuffles; F vectors concatenated
//! and interleaved by shuffles and one wide store), imported, legalised and lowered, and the
//! sends of the group are counted in the vISA.
//!
//! The bounds, from the message specifications and the target table (docs/ARCHITECTURE.md §3):
//!
//! - **Load**: the group reads F*N dwords. GATHER_SCALED is the only message of the set that
//!   reads a buffer (GATHER4_TYPED reads images), it returns one element per lane, and its
//!   widest exec size is 16 on every target; so no sequence of messages reads the group in fewer
//!   than **ceil(F*N / 16)**. The import reaches it: one 16-lane gather per member and 16 lanes
//!   for N >= 16, and for N = 8 two members packed into one 16-lane gather.
//! - **Store**: the group writes N lanes of F consecutive dwords. SCATTER4_SCALED writes up to
//!   four consecutive dwords per lane from one address per lane, at most 16 lanes (exec 8 or 16);
//!   SCATTER_SCALED and QW_SCATTER write at most 8 bytes a lane. With one message lane per group
//!   lane (the group's lanes are the access's lanes, as in every memlower access), no sequence
//!   writes it in fewer than **ceil(N / 16)** messages, and one scatter4_scaled per 16 lanes
//!   does. (Counting dwords alone gives ceil(F*N / 64), the same bound for every (F, N) here but
//!   F = 2, N = 32, where one message lane would have to carry two group lanes: a regrouping of
//!   lanes memlower IR has no op for. That case takes 2 messages, the per-lane bound.)

use memlower_passes::target::Target;

mod common;

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

fn mask(lanes: impl IntoIterator<Item = u32>) -> String {
    let l: Vec<String> = lanes.into_iter().map(|x| format!("i32 {x}")).collect();
    format!("<{} x i32> <{}>", l.len(), l.join(", "))
}

/// A load group: members summed and written contiguously.
fn load_group(f: u32, n: u32) -> String {
    let l = f * n;
    let mut s = format!(
        "define void @k(ptr %out, ptr %p) {{\nentry:\n  %w = load <{l} x i32>, ptr %p, align 4\n"
    );
    for c in 0..f {
        s += &format!(
            "  %m{c} = shufflevector <{l} x i32> %w, <{l} x i32> poison, {}\n",
            mask((0..n).map(|q| c + f * q))
        );
    }
    let mut acc = "%m0".to_string();
    for c in 1..f {
        s += &format!("  %s{c} = add <{n} x i32> {acc}, %m{c}\n");
        acc = format!("%s{c}");
    }
    s + &format!("  store <{n} x i32> {acc}, ptr %out, align 4\n  ret void\n}}\n")
}

/// A store group of F members loaded contiguously: concatenated in pairs, then interleaved, as
/// the vectorizer does.
fn store_group(f: u32, n: u32) -> String {
    let args: Vec<String> = (0..f).map(|c| format!("ptr %a{c}")).collect();
    let mut s = format!("define void @k(ptr %out, {}) {{\nentry:\n", args.join(", "));
    for c in 0..f {
        s += &format!("  %v{c} = load <{n} x i32>, ptr %a{c}, align 4\n");
    }
    // Pairs of members concatenated into 2N lanes (an odd last member widened with undef).
    let pairs = f.div_ceil(2);
    for k in 0..pairs {
        let (a, b) = (2 * k, 2 * k + 1);
        if b < f {
            s += &format!(
                "  %c{k} = shufflevector <{n} x i32> %v{a}, <{n} x i32> %v{b}, {}\n",
                mask(0..2 * n)
            );
        } else {
            let lanes: Vec<String> = (0..2 * n)
                .map(|x| {
                    if x < n {
                        format!("i32 {x}")
                    } else {
                        "i32 undef".into()
                    }
                })
                .collect();
            s += &format!(
                "  %c{k} = shufflevector <{n} x i32> %v{a}, <{n} x i32> poison, <{} x i32> <{}>\n",
                2 * n,
                lanes.join(", ")
            );
        }
    }
    let l = f * n;
    // Member c of lane q is lane (c % 2) * n + q of pair c / 2; pairs 0 and 1 are the two
    // operands of the interleaving shuffle (at most four members).
    let lane = |q: u32, c: u32| (c / 2) * 2 * n + (c % 2) * n + q;
    let order = (0..n).flat_map(|q| (0..f).map(move |c| lane(q, c)));
    let second = if pairs > 1 { "%c1" } else { "poison" };
    s += &format!(
        "  %iv = shufflevector <{} x i32> %c0, <{} x i32> {second}, {}\n",
        2 * n,
        2 * n,
        mask(order)
    );
    s + &format!("  store <{l} x i32> %iv, ptr %out, align 4\n  ret void\n}}\n")
}

/// The vISA sends of the one kernel of `ll` on `target` whose mnemonic contains `what`.
fn sends(ll: &str, target: &str, what: &str) -> usize {
    let m = memlower_llvm::import_bytes(ll.as_bytes(), "group.ll")
        .unwrap_or_else(|e| panic!("{e}\n{ll}"));
    let t = Target::by_name(target).expect("target");
    let lowered = common::legalize_and_lower(&m, t, "the group");
    let visa = &lowered.functions[0].visa;
    visa.lines()
        .filter(|l| {
            let l = l.trim_start();
            let l = if l.starts_with('(') {
                l.split_once(") ").map_or(l, |(_, r)| r)
            } else {
                l
            };
            l.split(['.', ' ']).next().is_some_and(|m| m.contains(what))
        })
        .count()
}

#[test]
fn interleaved_dword_groups_take_the_in_set_lower_bound_of_messages() {
    let mut table = Vec::new();
    for f in [2u32, 3, 4] {
        for n in [8u32, 16, 32] {
            let (load_bound, store_bound) =
                ((f * n).div_ceil(16) as usize, n.div_ceil(16) as usize);
            for t in TARGETS {
                let reads = sends(&load_group(f, n), t, "gather");
                assert_eq!(reads, load_bound, "load group F={f} N={n} on {t}");
                let writes = sends(&store_group(f, n), t, "scatter");
                assert_eq!(writes, store_bound, "store group F={f} N={n} on {t}");
                // The store is scatter4_scaled: F channels a lane.
                assert_eq!(
                    sends(&store_group(f, n), t, "scatter4_scaled"),
                    store_bound,
                    "F={f} N={n} on {t}"
                );
            }
            table.push(format!(
                "F={f} N={n}: load {load_bound} gather_scaled, store {store_bound} scatter4_scaled"
            ));
        }
    }
    eprintln!("{}", table.join("\n"));
}
