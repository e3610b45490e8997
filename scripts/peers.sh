#!/usr/bin/env bash
# The peer benchmark in one run, from a fresh machine: installs Intel's OpenCL compiler (ocloc,
# Debian intel-opencl-icd) and finalizer (GenX_IR, libigc-tools) if missing, then compiles every
# kernel of peers/ with IGC and with memlower for tgllp and dg2 at SIMD16 and SIMD32, puts both
# through GenX_IR and prints the comparison, each row's native instructions by cause and the
# targets of issues 8 and 28 (also written to target/peers.md). memlower runs with the ABI
# IGC's kernels have (bindings surfaces, lane-id input); PEERS_LANE_ID=computed and
# PEERS_SURFACES=inputs choose the others.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
mkdir -p target
cargo bench --bench peers | tee target/peers.md
