#!/usr/bin/env bash
# Byte-identity check for refactors and speed work: runs two memlower binaries on the shipped
# examples, the peer kernels and generated modules, and reports every run whose output (stdout,
# stderr and exit status) differs.
#
#   bash scripts/compare-output.sh BASE_BIN NEW_BIN
#
# Typical use: keep the binary built from main (`cp target/release/memlower /tmp/base-memlower`),
# change the code, rebuild, then `bash scripts/compare-output.sh /tmp/base-memlower
# target/release/memlower`. Prints `compared N runs, M differ`; exits 1 if any differ.
set -u
base=$(realpath "$1")
new=$(realpath "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0
differ=0

# run NAME ARGS...: the same command with both binaries; compares stdout, stderr and status.
run() {
    local name=$1
    shift
    "$base" "$@" >"$work/b.out" 2>"$work/b.err"
    echo "rc=$?" >>"$work/b.err"
    "$new" "$@" >"$work/n.out" 2>"$work/n.err"
    echo "rc=$?" >>"$work/n.err"
    runs=$((runs + 1))
    if ! cmp -s "$work/b.out" "$work/n.out" || ! cmp -s "$work/b.err" "$work/n.err"; then
        differ=$((differ + 1))
        echo "DIFFERS: $name: $*"
    fi
}

for f in "$root"/examples/*.mir "$root"/peers/*.mir; do
    for t in tgllp xehp dg2 pvc; do
        run "$(basename "$f") $t all" lower "$f" --target "$t" --emit all
        run "$(basename "$f") $t visa" lower "$f" --target "$t"
    done
done

for seed in 1 2 3; do
    "$base" gen --accesses 2000 --seed "$seed" -o "$work/mixed$seed.mir" 2>/dev/null
    "$base" gen --accesses 600 --functions 1 --seed "$seed" -o "$work/one$seed.mir" 2>/dev/null
    "$base" gen --shape chain --length 3000 --seed "$seed" -o "$work/chain$seed.mir" 2>/dev/null
    "$base" gen --shape blocks --length 400 --seed "$seed" -o "$work/blocks$seed.mir" 2>/dev/null
    for shape in mixed one chain blocks; do
        f="$work/$shape$seed.mir"
        for t in tgllp dg2 pvc; do
            run "$shape$seed $t -j1" lower "$f" --target "$t" -j 1
            run "$shape$seed $t -j2" lower "$f" --target "$t" -j 2
            run "$shape$seed $t all" lower "$f" --target "$t" --emit all
            run "$shape$seed $t report" lower "$f" --target "$t" --emit report
            run "$shape$seed $t ir" lower "$f" --target "$t" --emit ir
        done
    done
done

echo "compared $runs runs, $differ differ"
[ "$differ" -eq 0 ]
