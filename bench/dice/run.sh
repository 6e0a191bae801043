#!/usr/bin/env bash
# Tablón's exact dice odds against icepool, side by side in one run, with the shared harness.
#
# Copies the harness from ../shared/bench/dice (beside this repository) into a fresh temporary
# directory, installs icepool there (setup.sh: a .venv with Python >= 3.12), builds `tablon` in
# release and runs the comparison. Nothing of the harness or of icepool is copied into this repository.
#
# usage: bench/dice/run.sh [extra run_bench.py arguments, e.g. --no-scaling or --runs 3]
# The table is printed at the end and kept in the temporary directory's results/timings.md.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
harness="${TABLON_DICE_HARNESS:-$repo/../shared/bench/dice}"
[ -f "$harness/run_bench.py" ] || { echo "no harness at $harness (set TABLON_DICE_HARNESS)" >&2; exit 1; }

work="$(mktemp -d)/dice"
cp -r "$harness" "$work"
chmod -R u+w "$work"
(cd "$work" && ./setup.sh)

(cd "$repo" && cargo build --release --locked -p cli)
tablon="$repo/target/release/tablon"

cd "$work"
.venv/bin/python run_bench.py --only-candidate --runs 5 \
    --candidate "$tablon odds bench {workload} --out {out}" "$@"
echo
cat results/timings.md
echo
echo "results: $work/results/timings.md"
