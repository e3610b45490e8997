#!/usr/bin/env bash
# Installs the external tools memlower's build, tests and benchmarks use, if they are missing
# (Debian packages):
#   libigc-tools      GenX_IR, Intel's vISA finalizer: proves every emitted kernel.
#   intel-opencl-icd  ocloc, Intel's OpenCL compiler (IGC) for the peer benchmark and its test
#                     (peers/, benches/peers.rs, tests/peers.rs) and IGC-VC (llvm/benches/igc_vc.rs).
#   llvm-19-dev       LLVM 19 (llvm-config-19, headers, libLLVM.so.19.1): the LLVM front end (llvm/)
#                     links it through inkwell (llvm-sys); brings llvm-19 (llvm-as-19, the corpus's
#                     LLVM 19 bitcode). The link is dynamic (inkwell's `llvm19-1-prefer-dynamic`):
#                     `llvm-config-19 --link-shared --system-libs` is empty, so neither
#                     libpolly-19-dev nor libzstd-dev (static-link needs) is required.
#   llvm-14           opt-14 and llvm-as-14: the corpus's opt forms and LLVM 14 bitcode.
#   clang-14          regenerates and checks the LLVM corpus (llvm/corpus/regen.sh).
#   clang-15          the corpus's opaque-pointer (LLVM 15) files.
#   clang-16, llvm-16 the corpus's LLVM 16 files (`memory(...)` attributes) and bitcode.
#   clang-19          the corpus's LLVM 19 files (the newest Debian clang).
#   llvm-spirv-14     SPIR-V for IGC-VC in llvm/benches/igc_vc.rs.
#   python3-jsonschema validates `--emit report-json` against docs/report.schema.json
#                     (tests/report_json.rs, scripts/validate-json.py).
#   llvm-14-tools     LLVM's opt-viewer.py and opt-diff.py (share/opt-viewer), which the suite runs
#                     on memlower's optimisation remarks (tests/remarks.rs); binutils' c++filt
#                     is opt-viewer's demangler.
#   python3-yaml, python3-pygments  what opt-viewer.py and opt-diff.py import.
#   chromium          a headless browser: tests/explore.rs loads `memlower explore`'s page in it.
# Safe to run repeatedly; runs `apt-get update` once, only when something must be installed.
set -euo pipefail
need=()
command -v GenX_IR >/dev/null 2>&1 || need+=(libigc-tools)
command -v ocloc >/dev/null 2>&1 || need+=(intel-opencl-icd)
{ command -v llvm-config-19 >/dev/null 2>&1 && [ -e /usr/lib/llvm-19/include/llvm-c/Core.h ]; } || need+=(llvm-19-dev)
command -v opt-14 >/dev/null 2>&1 || need+=(llvm-14)
command -v llvm-as-15 >/dev/null 2>&1 || need+=(llvm-15)
command -v llvm-as-16 >/dev/null 2>&1 || need+=(llvm-16)
command -v llvm-as-19 >/dev/null 2>&1 || need+=(llvm-19)
command -v clang-14 >/dev/null 2>&1 || need+=(clang-14)
command -v clang-15 >/dev/null 2>&1 || need+=(clang-15)
command -v clang-16 >/dev/null 2>&1 || need+=(clang-16)
command -v clang-19 >/dev/null 2>&1 || need+=(clang-19)
command -v llvm-spirv-14 >/dev/null 2>&1 || need+=(llvm-spirv-14)
[ -e /usr/lib/llvm-14/share/opt-viewer/opt-viewer.py ] || need+=(llvm-14-tools)
command -v c++filt >/dev/null 2>&1 || need+=(binutils)
python3 -c 'import jsonschema' >/dev/null 2>&1 || need+=(python3-jsonschema)
python3 -c 'import yaml' >/dev/null 2>&1 || need+=(python3-yaml)
python3 -c 'import pygments' >/dev/null 2>&1 || need+=(python3-pygments)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
fi
for tool in GenX_IR ocloc llvm-config-19 opt-14 llvm-as-14 llvm-as-15 llvm-as-16 llvm-as-19 \
  clang-14 clang-15 clang-16 clang-19 llvm-spirv-14 chromium; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool is still missing after installing ${need[*]:-nothing}" >&2; exit 1; }
done
[ -e /usr/lib/llvm-14/share/opt-viewer/opt-viewer.py ] || { echo "error: opt-viewer.py is still missing after installing ${need[*]:-nothing}" >&2; exit 1; }
for module in jsonschema yaml pygments; do
  python3 -c "import $module" >/dev/null 2>&1 || { echo "error: python3 module $module is still missing after installing ${need[*]:-nothing}" >&2; exit 1; }
done
