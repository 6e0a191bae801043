#!/usr/bin/env bash
# Two builds of `tablon serve` side by side in one run: "is this change no slower than before?".
# Each round serves a fresh database with BEFORE, then with AFTER, under the same load generator
# (LOAD if given, an old generator's binary; by default AFTER's `tablon bench load`), at 10 and 50 tables
# for SECS seconds each; ROUNDS rounds alternate so that the machine's noise falls on both alike.
# Quote the medians of the rounds.
#
#   BEFORE=/path/to/old/tablon AFTER=target/release/tablon LOAD=/path/to/old/load \
#     [DATABASE=postgres://...] SECS=5 ROUNDS=3 bench/server/side-by-side.sh
#
# DATABASE unset: a fresh SQLite file per run. A PostgreSQL URL: a fresh database on that server
# per run (created and dropped with psql).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
: "${BEFORE:?BEFORE=the old tablon binary}"
AFTER=${AFTER:-$ROOT/target/release/tablon}
# LOAD: an old load generator's binary (builds before `tablon bench load` had it as
# target/release/examples/load); by default AFTER's `tablon bench load`.
if [ -n "${LOAD:-}" ]; then load() { "$LOAD" "$@"; }; else load() { "$AFTER" bench load "$@"; }; fi
SECS=${SECS:-5}
ROUNDS=${ROUNDS:-3}
PORT=${PORT:-18080}
GAME=${GAME:-tragedy-looper}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

database() { # run number: a fresh database URL
  if [ -z "${DATABASE:-}" ]; then
    echo "sqlite://$tmp/bench$1.db"
  else
    local name="tablon_bench_$$_$1"
    psql -q "$DATABASE" -c "CREATE DATABASE $name" >/dev/null
    echo "${DATABASE%/*}/$name"
  fi
}

drop_database() { # URL
  if [ -n "${DATABASE:-}" ]; then
    psql -q "$DATABASE" -c "DROP DATABASE IF EXISTS ${1##*/} WITH (FORCE)" >/dev/null
  fi
}

run=0
serve() { # binary label round
  run=$((run + 1))
  local url
  url=$(database "$run")
  "$1" serve --listen "127.0.0.1:$PORT" --database "$url" --rate-limit 0 >"$tmp/out" 2>&1 &
  local pid=$!
  for _ in $(seq 200); do grep -q listening "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  for M in 10 50; do
    echo "$2 round $3 $(load --url "127.0.0.1:$PORT" --tables "$M" --seconds "$SECS" --game "$GAME")"
  done
  kill -TERM "$pid"
  wait "$pid" || true
  drop_database "$url"
}

for round in $(seq "$ROUNDS"); do
  serve "$BEFORE" before "$round"
  serve "$AFTER" after "$round"
done
