#!/usr/bin/env bash
# The server load benchmark, side by side: Tablón on SQLite, Tablón on PostgreSQL (when
# TABLON_TEST_POSTGRES_URL is set) and boardgame.io in memory, each with M = 10 and 50 concurrent
# tables/matches of two seats taking turns, for SECS seconds per run, everything on 127.0.0.1.
#
#   bench/server/run.sh                       # SECS=8 GAME=tragedy-looper
#   TABLON_TEST_POSTGRES_URL=$(scripts/postgres) SECS=10 bench/server/run.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECS=${SECS:-8}
GAME=${GAME:-tragedy-looper}
BGIO_SRC=${BGIO_SRC:-$ROOT/../shared/bench/boardgameio}
PORT_T=${PORT_T:-18080}
PORT_B=${PORT_B:-18000}

# The README's release build (`cargo run --release -p cli`), by the same invocation, so that a build
# made for the README is measured as it is, with nothing built first; the load generator is part of
# it (`tablon bench load`, crates/cli/src/load.rs).
cargo build --release -q -p cli
TABLON=$ROOT/target/release/tablon
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run_tablon() { # database-url label
  echo "$(date -u +%T) tablon on $2" >&2
  "$TABLON" serve --listen "127.0.0.1:$PORT_T" --database "$1" --rate-limit 0 --max-tables-per-day 0 >"$tmp/out" 2>/dev/null &
  local pid=$!
  for _ in $(seq 100); do grep -q listening "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  for M in 10 50; do
    echo "tablon-$2 $("$TABLON" bench load --url "127.0.0.1:$PORT_T" --tables "$M" --seconds "$SECS" --game "$GAME")"
  done
  kill -TERM "$pid"; wait "$pid" || true
  echo "$(date -u +%T) tablon on $2 stopped" >&2
}

run_tablon "sqlite://$tmp/bench.db" sqlite
if [ -n "${TABLON_TEST_POSTGRES_URL:-}" ]; then
  # A fresh database per run: a log grown by earlier runs (hundreds of thousands of events in the
  # server's own database) made the figures depend on the machine's history.
  name="tablon_bench_$$"
  psql -q "$TABLON_TEST_POSTGRES_URL" -c "CREATE DATABASE $name" >/dev/null
  run_tablon "${TABLON_TEST_POSTGRES_URL%/*}/$name" postgres
  psql -q "$TABLON_TEST_POSTGRES_URL" -c "DROP DATABASE $name" >/dev/null
fi

# BGIO_DIR: an already installed copy of the harness (skips the npm install).
if [ -z "${BGIO_DIR:-}" ] && [ -d "$BGIO_SRC" ] && command -v node >/dev/null; then
  echo "installing boardgame.io in $tmp/bgio" >&2
  cp -r "$BGIO_SRC" "$tmp/bgio"
  (cd "$tmp/bgio" && npm install --silent >/dev/null 2>&1)
  BGIO_DIR=$tmp/bgio
fi
if [ -n "${BGIO_DIR:-}" ]; then
  (cd "$BGIO_DIR" && PORT=$PORT_B exec node server.js >/dev/null 2>&1) &
  bpid=$!
  sleep 3
  for M in 10 50; do
    echo "boardgameio-memory $(cd "$BGIO_DIR" && PORT=$PORT_B MATCHES=$M DURATION=$SECS timeout $((SECS + 60)) node load.js)"
  done
  kill "$bpid" 2>/dev/null || true
fi
