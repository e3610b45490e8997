#!/usr/bin/env bash
# Installs the external tools memlower's tests use, if they are missing:
#   GenX_IR  (Debian package libigc-tools): Intel's vISA finalizer, proves every emitted kernel.
# Safe to run repeatedly; runs `apt-get update` once, only when something must be installed.
set -euo pipefail
need=()
command -v GenX_IR >/dev/null 2>&1 || need+=(libigc-tools)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
fi
command -v GenX_IR >/dev/null 2>&1 || { echo "error: GenX_IR is still missing after installing libigc-tools" >&2; exit 1; }
