#!/usr/bin/env bash
# The cost model's calibration in one run, from a fresh machine: installs Intel's finalizer
# (GenX_IR, libigc-tools) if missing, lowers the probe kernels of benches/calibrate.rs for tgllp
# and dg2, finalizes them and prints the table of docs/COST-MODEL.md. With --write it also writes
# the table into docs/COST-MODEL.md (then `cargo test -p memlower-passes cost` says whether
# passes/src/cost.rs still agrees).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
if [ "${1:-}" = "--write" ]; then
  CALIBRATE_WRITE=1 cargo bench --bench calibrate
else
  cargo bench --bench calibrate
fi
