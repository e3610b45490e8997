#!/usr/bin/env bash
# Regenerates every corpus file from its C source, with exactly these commands. Each C file X.c
# gives five LLVM modules:
#   X.clang14.ll   clang 14 -O3 for AVX-512 (typed pointers; 16-lane f32/i32 gathers, unrolled x4)
#   X.opt14w32.ll  clang 14 -O0 IR, then opt 14 -O3 with vector width 32 (typed pointers;
#                  32-lane gathers and scatters)
#   X.clang15.ll   clang 15 -O3 for AVX-512 (opaque `ptr`, LLVM 15 text)
#   X.clang16.ll   clang 16 -O3 for AVX-512 (LLVM 16 text: `memory(...)` attributes)
#   X.clang19.ll   clang 19 -O3 for AVX-512 (LLVM 19 text, the newest Debian clang)
# and the files named in $bitcode also as bitcode, each written by the LLVM that wrote its text:
#   X.clangNN.bc   llvm-as-NN X.clangNN.ll, for NN in 14 15 16 19
# A C file may change its own flags with lines of its source:
#   //@ target: FLAGS        replaces `-mavx512f -mprefer-vector-width=512` (and `-mavx512f` of the
#                            opt form) with FLAGS
#   //@ llvm: OPTS           LLVM options for all three forms (to clang as `-mllvm OPT` each)
#   //@ clang-llvm: OPTS     LLVM options for the two clang -O3 forms only
# bash llvm/corpus/regen.sh [--check]: --check regenerates into a temporary directory and fails
# if any committed file differs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here"
if [ "${1:-}" = "--check" ]; then out="$(mktemp -d)"; fi
cd "$here"
bitcode="gathers groups"
line() { sed -n "s|^//@ $1: ||p" "$2" | head -1; }
for c in *.c; do
  x="${c%.c}"
  target="$(line target "$c")"
  o3_target="${target:--mavx512f -mprefer-vector-width=512}"
  o0_target="${target:--mavx512f}"
  llvm_opts="$(line llvm "$c")"
  clang_opts=""
  for o in $llvm_opts $(line clang-llvm "$c"); do clang_opts="$clang_opts -mllvm $o"; done
  # shellcheck disable=SC2086 # the flags are words
  clang-14 -O3 $o3_target $clang_opts -fno-discard-value-names -S -emit-llvm "$c" -o "$out/$x.clang14.ll"
  # shellcheck disable=SC2086
  clang-14 -O0 -Xclang -disable-O0-optnone $o0_target -fno-discard-value-names -S -emit-llvm "$c" -o - \
    | opt-14 -O3 -force-vector-width=32 $llvm_opts -S -o "$out/$x.opt14w32.ll"
  # shellcheck disable=SC2086
  clang-15 -O3 $o3_target $clang_opts -fno-discard-value-names -S -emit-llvm "$c" -o "$out/$x.clang15.ll"
  for v in 16 19; do
    # shellcheck disable=SC2086
    clang-$v -O3 $o3_target $clang_opts -fno-discard-value-names -S -emit-llvm "$c" -o "$out/$x.clang$v.ll"
  done
  case " $bitcode " in
  *" $x "*) for v in 14 15 16 19; do llvm-as-$v "$out/$x.clang$v.ll" -o "$out/$x.clang$v.bc"; done ;;
  esac
done
if [ "$out" != "$here" ]; then
  diff -r -x '*.c' -x '*.sh' -x '*.md' "$here" "$out" >/dev/null || { echo "corpus differs from its sources" >&2; diff -r -q -x '*.c' -x '*.sh' -x '*.md' "$here" "$out" >&2; exit 1; }
  rm -rf "$out"
  echo "corpus is up to date"
fi
