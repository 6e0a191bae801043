#!/usr/bin/env bash
# Side-by-side random-playout benchmark: Tablón's Tragedy Looper engine vs the
# TypeScript engine of qazesc2h/tragedy-looper-mastermind (the "peer").
#
# Usage: bench/tragedy-looper/run.sh PEER_CHECKOUT
#
# PEER_CHECKOUT is a work tree of the peer's repository (never committed here).
# Environment knobs (defaults in brackets):
#   RUNS [5]            repetitions of each side; the table shows medians
#   CORE [0]            the CPU both sides are pinned to (taskset -c CORE)
#   PEER_GAMES [100]    games per peer run
#   OUR_GAMES [10000]   games per Tablón run
#   SEED [1]            seed of the peer's PRNG (every run replays the same games)
#   PEER_SCRIPT [basicTragedy:1]  peer script id (data/basic-tragedy-scripts.json, 1-based)
#   PEER_DIFFICULTY [0] index into that script's difficultySets (0: 4 loops x 6 days)
#   UI_SNAPSHOTS [0]    1: also run the peer with its UI's per-input snapshots
#   TABLON [<repo>/target/release/tablon]  our binary
# See README.md next to this script for what is measured and why it is fair.
set -euo pipefail

if [[ $# -lt 1 || ! -d "$1" ]]; then
  echo "usage: $0 PEER_CHECKOUT   (a work tree of qazesc2h/tragedy-looper-mastermind)" >&2
  exit 2
fi
PEER=$(cd "$1" && pwd)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
RUNS=${RUNS:-5}
CORE=${CORE:-0}
PEER_GAMES=${PEER_GAMES:-100}
OUR_GAMES=${OUR_GAMES:-10000}
SEED=${SEED:-1}
PEER_SCRIPT=${PEER_SCRIPT:-basicTragedy:1}
PEER_DIFFICULTY=${PEER_DIFFICULTY:-0}
UI_SNAPSHOTS=${UI_SNAPSHOTS:-0}
TABLON=${TABLON:-$ROOT/target/release/tablon}

for tool in node npm; do
  command -v "$tool" >/dev/null || { echo "error: $tool is required for the peer side" >&2; exit 2; }
done
if [[ ! -f "$PEER/package.json" || ! -f "$PEER/src/engine/game.ts" ]]; then
  echo "error: $PEER does not look like a checkout of qazesc2h/tragedy-looper-mastermind" >&2
  exit 2
fi
PIN=(taskset -c "$CORE")
if ! command -v taskset >/dev/null; then
  echo "warning: taskset not found; runs are NOT pinned to one core" >&2
  PIN=()
fi

# (1) the peer's own dependencies, exactly as locked by its package-lock.json
if [[ ! -x "$PEER/node_modules/.bin/esbuild" ]]; then
  echo "# npm ci in $PEER" >&2
  (cd "$PEER" && npm ci --no-audit --no-fund >&2)
fi

# Bundle our driver with the peer's own esbuild (the compiler its Vite uses);
# `@peer/...` imports resolve into the peer's checkout. The bundle lives in a
# temporary directory and is deleted on exit: nothing of the peer is written here.
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$PEER/node_modules/.bin/esbuild" "$HERE/peer_playout.ts" --bundle --platform=node \
  --format=esm --target=node20 "--alias:@peer=$PEER" \
  --outfile="$WORK/peer_playout.mjs" --log-level=warning

PEER_REV=$(git -C "$PEER" rev-parse --short HEAD 2>/dev/null || echo unknown)
echo "# peer: $PEER @ $PEER_REV, node $(node --version), pinned: ${PIN[*]:-no}" >&2

json_line() { grep -E '^\{.*"engine"' | tail -n 1; }

peer_run() { # $1: output file, $2...: extra flags
  local out=$1 line
  shift
  line=$("${PIN[@]}" node "$WORK/peer_playout.mjs" --games "$PEER_GAMES" --seed "$SEED" \
    --script "$PEER_SCRIPT" --difficulty "$PEER_DIFFICULTY" "$@" | json_line)
  echo "$line" | tee -a "$out" >&2
}

OURS_NOTE=""
if [[ ! -x "$TABLON" ]]; then
  OURS_NOTE="Tablón binary not found at $TABLON: build it with \`cargo build --release -p cli --bin tablon\` (or set TABLON=...)."
fi
ours_run() {
  local out line
  [[ -n "$OURS_NOTE" ]] && return 0
  if ! out=$("${PIN[@]}" "$TABLON" bench looper --games "$OUR_GAMES" --json 2>"$WORK/ours.err"); then
    OURS_NOTE="\`$TABLON bench looper --games $OUR_GAMES --json\` failed (does this build have the \`bench looper\` subcommand yet?): $(head -c 300 "$WORK/ours.err" | tr '\n' ' ')"
    return 0
  fi
  line=$(echo "$out" | json_line || true)
  if [[ -z "$line" ]]; then
    OURS_NOTE="\`tablon bench looper\` printed no JSON line with an \"engine\" field."
    return 0
  fi
  echo "$line" | tee -a "$WORK/ours.jsonl" >&2
}

# (2) + (3): the peer and Tablón, RUNS times each, pinned to one core. The runs are
# interleaved (peer, ours, peer, ours, ...) so that both sides see the same
# background load on a shared machine.
: >"$WORK/peer.jsonl"
: >"$WORK/peer_ui.jsonl"
: >"$WORK/ours.jsonl"
for ((i = 1; i <= RUNS; i++)); do
  peer_run "$WORK/peer.jsonl"
  ours_run
  if [[ "$UI_SNAPSHOTS" == 1 ]]; then peer_run "$WORK/peer_ui.jsonl" --ui-snapshots; fi
done
[[ -n "$OURS_NOTE" ]] && echo "warning: $OURS_NOTE" >&2

# (4) the markdown table: medians and ratios (ours / peer)
OURS_NOTE="$OURS_NOTE" PEER_REV="$PEER_REV" node - "$WORK" "$UI_SNAPSHOTS" <<'EOF'
const fs = require("fs");
const [dir, uiSnapshots] = process.argv.slice(2);
const read = (name) => {
  const path = `${dir}/${name}`;
  if (!fs.existsSync(path)) return [];
  return fs.readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const summary = (rows) => rows.length === 0 ? undefined : {
  runs: rows.length,
  games: rows[0].games,
  perGame: rows[0].decisions / rows[0].games,
  gps: median(rows.map((r) => r.games_per_s)),
  dps: median(rows.map((r) => r.decisions_per_s)),
  // Decisions per CPU-second, when the side reports cpu_seconds.
  cpuDps: rows.every((r) => r.cpu_seconds > 0)
    ? median(rows.map((r) => r.decisions / r.cpu_seconds))
    : undefined,
  script: rows[0].script ?? "",
};
const fmt = (x, d = 1) => x === undefined ? "—" : x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(d);
const peer = summary(read("peer.jsonl"));
const peerUi = uiSnapshots === "1" ? summary(read("peer_ui.jsonl")) : undefined;
const ours = summary(read("ours.jsonl"));
const rows = [
  ["tablon", ours],
  [`peer (${process.env.PEER_REV})`, peer],
  ...(peerUi ? [[`peer + UI snapshots`, peerUi]] : []),
];
console.log(`| engine | runs | games/run | decisions/game | games/s (median) | decisions/s (median) | decisions per CPU-s (median) |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|`);
for (const [name, s] of rows) {
  console.log(`| ${name} | ${s?.runs ?? 0} | ${s?.games ?? "—"} | ${fmt(s?.perGame)} | ${fmt(s?.gps, 2)} | ${fmt(s?.dps)} | ${fmt(s?.cpuDps)} |`);
}
if (ours && peer) {
  const cpuRatio = ours.cpuDps && peer.cpuDps ? `${fmt(ours.cpuDps / peer.cpuDps)}×` : "—";
  console.log(`| **ratio ours / peer** | | | | **${fmt(ours.gps / peer.gps)}×** | **${fmt(ours.dps / peer.dps)}×** | ${cpuRatio} |`);
} else {
  console.log(`| ratio ours / peer | | | | — | — | — |`);
}
console.log("");
if (peer) console.log(`Peer script: ${peer.script}.`);
if (ours?.script) console.log(`Tablón script: ${ours.script}.`);
if (process.env.OURS_NOTE) console.log(`\nTablón side missing: ${process.env.OURS_NOTE}`);
EOF
