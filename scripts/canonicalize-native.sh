#!/usr/bin/env bash
# Native instructions with and without `canonicalize` first, for every function of the examples,
# the peer kernels (16 lanes) and the LLVM corpus, on tgllp and dg2 (issue 28): prints
# `file target kernel lower canonicalize+lower` for each kernel where the two differ, then the
# counts. `lower` is `memlower lower F --target T`; the other is `memlower opt -p canonicalize F`
# piped into the same. tests/canonicalize_native.rs pins the examples, the peers and one corpus
# file. Takes about 10 minutes on two cores; FILES="a.mir b.ll" restricts it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
cargo build --release --quiet
BIN=$PWD/target/release/memlower
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count() { # DIR PLATFORM -> "kernel instCount" lines
  for k in "$1"/*.visaasm; do
    [ -f "$k" ] || continue
    (cd "$1" && GenX_IR "$(basename "$k")" -platform "$2" -output -noLoadPayload >/dev/null 2>&1) || true
    a=$1/$(basename "$k" .visaasm).asm
    echo "$(basename "$k" .visaasm) $( [ -f "$a" ] && grep -m1 '^//.instCount' "$a" | awk '{print $2}' || echo ERR)"
  done | sort
}
worse=0; better=0; same=0
for f in ${FILES:-examples/*.mir peers/*.mir llvm/corpus/*.ll}; do
  for t in tgllp dg2; do
    P=$( [ $t = tgllp ] && echo TGLLP || echo DG2 )
    d=$work/$(basename "$f").$t; mkdir -p "$d/a" "$d/b"
    "$BIN" lower "$f" --target $t -o "$d/a/" >/dev/null
    "$BIN" opt -p canonicalize "$f" > "$d/c.mir"
    "$BIN" lower "$d/c.mir" --target $t -o "$d/b/" >/dev/null
    while read -r k a b; do
      if [ "$a" = "$b" ]; then same=$((same+1)); continue; fi
      echo "$f $t $k $a $b"
      if [ "$b" -gt "$a" ]; then worse=$((worse+1)); else better=$((better+1)); fi
    done < <(join <(count "$d/a" $P) <(count "$d/b" $P))
    rm -rf "$d"
  done
done
echo "kernels: $((same+worse+better)); longer with canonicalize first: $worse; shorter: $better"
