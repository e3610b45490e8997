#!/usr/bin/env bash
# Flag spills and native instructions of kernels, as GenX_IR finalizes them.
#
# usage: scripts/flag-spills.sh BIN TARGET FILE...      (TARGET: tgllp or dg2)
#   FILE: a .mir or .ll; every kernel it lowers to is finalized.
# prints one line a kernel, then the totals:
#   FILE KERNEL instCount N  flag-stores S  flag-loads L  header S'/L'  spilled-flags F
#
# GenX_IR spills a flag register into a GRF: a `(W) mov (1) rX.Y:uw fA.B` stores it, a
# `(W) mov (1) fA.B rX.Y:uw` loads it back, and a spilled flag can also be read straight from
# its GRF by a flag logic op (`xor (1) f1.1 f0.0 r75.0:uw`). So a store is a native
# instruction that writes a GRF and reads a flag register as a source; a load is one that
# writes a flag register and reads a GRF. The kernel's own moves between predicates and
# registers (the vISA `mov dst P` and `setp P reg` the lowering writes for mask logic across
# lane runs) are counted in the .visaasm and subtracted. The .asm header's `//.spill flag
# store/load` counts are printed too ("header"): they are the last register-allocation round's
# only and can be lower than what the code holds. "spilled-flags" counts the predicate variables
# the .asm declares as `(spilled -> )`. A kernel spills no flag when header and spilled-flags
# are 0; the moves counted in flag-stores/flag-loads then are the copies GenX_IR makes for a
# logic op of two flags (`mov (1) r1.4:ud f0.0` then `xor f0.0 f1.0 r1.4`), not spills.
set -euo pipefail
BIN=$1; T=$2; shift 2
P=$( [ "$T" = tgllp ] && echo TGLLP || echo DG2 )
tot_ic=0; tot_s=0; tot_l=0; n=0
for f in "$@"; do
  d=$(mktemp -d)
  if ! "$BIN" lower "$f" --target "$T" -o "$d/" >/dev/null 2>&1; then
    echo "$(basename "$f") (not lowered on $T)"; rm -rf "$d"; continue
  fi
  for k in "$d"/*.visaasm; do
    [ -e "$k" ] || continue
    name=$(basename "$k" .visaasm)
    (cd "$d" && GenX_IR "$k" -platform "$P" -output -noLoadPayload >/dev/null 2>&1) || true
    a=$d/$name.asm
    [ -f "$a" ] || { echo "$(basename "$f") $name (GenX_IR wrote no .asm)"; continue; }
    ic=$(awk '/^\/\/.instCount/ {print $2; exit}' "$a")
    hs=$(awk '/^\/\/.spill flag store/ {print $4; exit}' "$a"); hs=${hs:-0}
    hl=$(awk '/^\/\/.spill flag load/ {print $4; exit}' "$a"); hl=${hl:-0}
    # flag variables the allocator spilled: `//.declare p_6 (226)  rf=f8 ... (spilled -> )`.
    sf=$(grep -cE '^//\.declare .* rf=f[0-9]+ .*\(spilled' "$a" || true)
    # native: strip predicates `(W&f0.0)`, conditional modifiers `(eq)f0.0` and comments.
    body=$(grep -v '^//' "$a" | sed -E 's://.*$::; s/\([^)]*\)f[01]\.[01]//g; s/\(W?&?~?f[01]\.[01]\)//g')
    s=$(echo "$body" | grep -cE '^\s*(\(W\))?\s*[a-z.]+ \([0-9]+\|M[0-9]+\)\s+r[0-9]+\.[0-9]+<[0-9]+>:\w+\s.*\bf[01]\.[01]<' || true)
    l=$(echo "$body" | grep -E '^\s*(\(W\))?\s*[a-z.]+ \([0-9]+\|M[0-9]+\)\s+f[01]\.[01]<[0-9]+>:\w+\s' | grep -cE '\sr[0-9]+\.[0-9]+<' || true)
    # the kernel's own predicate <-> register moves (vISA `mov dst P`, `setp P reg`).
    preds=$(awk '$1 == ".decl" && $3 == "v_type=P" {print $2}' "$k" | paste -sd'|' -)
    vs=0
    [ -n "$preds" ] && vs=$(grep -cE "^\s*mov \([^)]*\) \S+ ($preds)\s*$" "$k" || true)
    vl=$(grep -E '^\s*setp ' "$k" | grep -cvE '0x[0-9A-Fa-f]+:\w+\s*$' || true)
    s=$((s > vs ? s - vs : 0)); l=$((l > vl ? l - vl : 0))
    printf '%s %s instCount %s  flag-stores %s  flag-loads %s  header %s/%s  spilled-flags %s\n' \
      "$(basename "$f")" "$name" "$ic" "$s" "$l" "$hs" "$hl" "$sf"
    tot_ic=$((tot_ic + ic)); tot_s=$((tot_s + s)); tot_l=$((tot_l + l)); n=$((n + 1))
  done
  rm -rf "$d"
done
echo "TOTAL $T kernels $n instCount $tot_ic flag-stores $tot_s flag-loads $tot_l"
