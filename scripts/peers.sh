#!/usr/bin/env bash
# The peer benchmark in one run, from a fresh machine: installs Intel's OpenCL compiler (ocloc,
# Debian intel-opencl-icd) and finalizer (GenX_IR, libigc-tools) if missing, then compiles every
# kernel of peers/ with IGC and with memlower for tgllp and dg2 at SIMD16 and SIMD32, puts both
# through GenX_IR and prints the comparison (also written to target/peers.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
mkdir -p target
cargo bench --bench peers | tee target/peers.md
