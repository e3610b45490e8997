#!/usr/bin/env bash
# Installs the external tools memlower's tests and benchmarks use, if they are missing:
#   GenX_IR  (Debian package libigc-tools): Intel's vISA finalizer, proves every emitted kernel.
#   ocloc    (Debian package intel-opencl-icd): Intel's OpenCL compiler (IGC) for the peer
#            benchmark and its test (peers/, benches/peers.rs, tests/peers.rs).
# Safe to run repeatedly; runs `apt-get update` once, only when something must be installed.
set -euo pipefail
need=()
command -v GenX_IR >/dev/null 2>&1 || need+=(libigc-tools)
command -v ocloc >/dev/null 2>&1 || need+=(intel-opencl-icd)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
fi
command -v GenX_IR >/dev/null 2>&1 || { echo "error: GenX_IR is still missing after installing libigc-tools" >&2; exit 1; }
command -v ocloc >/dev/null 2>&1 || { echo "error: ocloc is still missing after installing intel-opencl-icd" >&2; exit 1; }
