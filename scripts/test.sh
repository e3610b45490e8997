#!/usr/bin/env bash
# The whole test suite, from a fresh machine: installs what the tests need (Intel's vISA
# finalizer GenX_IR from Debian's libigc-tools), then checks formatting, lints and runs every test.
# Nothing here skips: a test that needs GenX_IR fails loudly if it cannot be installed.
set -euo pipefail
# Incremental caches only help a developer's edit loop; a full run would write gigabytes of them.
export CARGO_INCREMENTAL=0
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy (the tests' build, with planted bugs)"
cargo clippy --workspace --all-targets --quiet -- -D warnings
echo "== cargo clippy (the shipped build, without the mutations feature)"
cargo clippy --workspace --quiet -- -D warnings
echo "== the library without the command line (default-features = false)"
cargo check -p memlower --lib --no-default-features --quiet
echo "== cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
echo "== spec-mutations.sh --check (each mutation's edit still applies, its tests exist)"
bash scripts/spec-mutations.sh --check
echo "== import-mutations.sh --check (each planted import bug's edit still applies)"
bash scripts/import-mutations.sh --check
echo "== cargo test"
cargo test --workspace --quiet 2>&1 | tee target/test-output.txt
echo "== the shipped binary has no planted bug (no mutation symbol in nm)"
# Built as shipped (dev profile, no dev-dependencies, so without the mutations feature). A test build
# of the same binary (cargo build --features mutations) has 42 of them.
cargo build --bin memlower --quiet
if nm target/debug/memlower | grep -iE '(^|[^r])mutation'; then
  echo "error: the binary as shipped contains the mutation symbols above" >&2
  exit 1
fi
# One closing line for CI readers, from the per-binary summaries cargo printed.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($i ~ /^passed;?$/) p += $(i-1); if ($i ~ /^failed;?$/) f += $(i-1) } }
     END { printf "%d passed, %d failed\n", p, f }' target/test-output.txt
