#!/usr/bin/env bash
# Tablón on PostgreSQL, one process against two behind HAProxy (docs/haproxy.cfg, routing by
# table): the load generator (`tablon bench load`, crates/cli/src/load.rs) with M concurrent tables for SECS
# seconds against
#
#   direct   one `tablon serve`, no proxy;
#   proxy-1  one `tablon serve` behind HAProxy (what the proxy costs);
#   proxy-2  two `tablon serve` processes behind HAProxy;
#
# each on a fresh scratch database. Besides actions/s and latencies it reports the CPU time spent
# per action (µs) in each tablon process, in PostgreSQL (the backends of the scratch database plus
# the server's background processes), in HAProxy and in the load generator, from /proc's
# utime+stime before and after. On a machine with few cores the actions/s hardly move with more
# processes; the CPU per action is the figure that predicts the scaling on more cores.
#
#   SECS=5 bench/server/proxy.sh              # TABLES="10 50" GAME=tragedy-looper
#
# It also reports PostgreSQL's transactions per action (`pg_stat_database.xact_commit` of the
# scratch database: each append batch, notice and other statement outside a transaction is one),
# and with WAITS=1 what PostgreSQL's backends of the scratch database were doing while the load
# ran: `pg_stat_activity` sampled every 20 ms by one psql session, as the share of samples per
# wait event of the active backends (`CPU` where none: running) and how many were active on
# average.
#
# PostgreSQL: TABLON_TEST_POSTGRES_URL, else scripts/postgres finds or starts one; HAProxy:
# TABLON_HAPROXY, else scripts/haproxy finds or installs it. Its CPU is read from /proc, so
# PostgreSQL must run on this machine for the PostgreSQL column (else it reads "-").
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECS=${SECS:-8}
GAME=${GAME:-tragedy-looper}
TABLES=${TABLES:-10 50}
PORT=${PORT:-18090} # the proxy or the direct server; the instances listen on PORT+1, PORT+2
URL=${TABLON_TEST_POSTGRES_URL:-$("$ROOT/scripts/postgres")}
HAPROXY=${TABLON_HAPROXY:-$("$ROOT/scripts/haproxy")}
for tool in psql jq curl; do
  command -v "$tool" >/dev/null || { echo "bench/server/proxy.sh needs $tool" >&2; exit 1; }
done

# The README's release build (`cargo run --release -p cli`), by the same invocation, so that a build
# made for the README is measured as it is, with nothing built first; the load generator is part of
# it (`tablon bench load`, crates/cli/src/load.rs).
# TABLON=path measures that binary instead (two builds side by side), building nothing.
if [ -z "${TABLON:-}" ]; then
  cargo build --release -q -p cli
  TABLON=$ROOT/target/release/tablon
fi
TICK=$(getconf CLK_TCK)
tmp=$(mktemp -d)
pids=()
db=""
cleanup() {
  for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  if [ -n "$db" ]; then psql "$URL" -qtAc "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# CPU time of a process in clock ticks (utime + stime); 0 when it is gone or not on this machine.
ticks() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || { echo 0; return; }
  # Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  echo "${stat##*) }" | awk '{print $12 + $13}'
}
# PostgreSQL's processes serving the scratch database $1, and its background processes.
pg_pids() {
  psql "$URL" -qtAc "SELECT pid FROM pg_stat_activity WHERE datname = '$1' OR backend_type <> 'client backend'"
}
# The CPU of every process of PostgreSQL on this machine, as "pid ticks" lines.
pg_ticks() {
  local p
  for p in /proc/[0-9]*; do
    [ "$(cat "$p/comm" 2>/dev/null)" = postgres ] && echo "${p#/proc/} $(ticks "${p#/proc/}")"
  done
  return 0
}
# Transactions committed in the database $1 so far.
xacts() {
  psql "$URL" -qtAc "SELECT xact_commit FROM pg_stat_database WHERE datname = '$1'"
}
us_per_action() { # ticks actions
  awk -v t="$1" -v n="$2" -v hz="$TICK" 'BEGIN { if (n > 0) printf "%.0f", t * 1e6 / hz / n; else print "-" }'
}

start_tablon() { # port log -> pid in $started
  "$TABLON" serve --listen "127.0.0.1:$1" --database "$db_url" --rate-limit 0 --max-tables-per-day 0 \
    --max-connections-per-address 0 --sign-in-failures-per-address 0 >"$2" 2>/dev/null &
  started=$!
  pids+=("$started")
  for _ in $(seq 100); do grep -q listening "$2" 2>/dev/null && return 0; sleep 0.1; done
  echo "tablon serve did not start on port $1" >&2
  return 1
}

start_haproxy() { # server1 server2 -> pid in $started
  local config=$tmp/haproxy.cfg
  cp "$ROOT/docs/haproxy.cfg" "$config"
  # One instance: the second `server` line goes.
  if [ -z "$2" ]; then sed -i '/^ *server tablon2 /d' "$config"; fi
  TABLON_PROXY_LISTEN=127.0.0.1:$PORT TABLON_SERVER_1=$1 TABLON_SERVER_2=${2:-unused} \
    "$HAPROXY" -f "$config" >/dev/null 2>"$tmp/haproxy.log" &
  started=$!
  pids+=("$started")
  for _ in $(seq 100); do
    curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "haproxy did not start: $(cat "$tmp/haproxy.log")" >&2
  return 1
}

run() { # label instances(1|2) proxy(0|1)
  local label=$1 n=$2 proxied=$3 M
  for M in $TABLES; do
    db="tablon_bench_proxy_$$_${label}_${M}"
    db=${db//-/_}
    psql "$URL" -qtAc "CREATE DATABASE \"$db\"" >/dev/null
    db_url="${URL%/*}/$db"
    local procs=() names=()
    if [ "$proxied" = 0 ]; then
      start_tablon "$PORT" "$tmp/t1"; procs+=("$started"); names+=(tablon)
    else
      start_tablon $((PORT + 1)) "$tmp/t1"; procs+=("$started"); names+=(tablon1)
      if [ "$n" = 2 ]; then start_tablon $((PORT + 2)) "$tmp/t2"; procs+=("$started"); names+=(tablon2); fi
      if [ "$n" = 2 ]; then
        start_haproxy "127.0.0.1:$((PORT + 1))" "127.0.0.1:$((PORT + 2))"
      else
        start_haproxy "127.0.0.1:$((PORT + 1))" ""
      fi
      procs+=("$started"); names+=(haproxy)
    fi
    local before=() p sampler=""
    for p in "${procs[@]}"; do before+=("$(ticks "$p")"); done
    pg_ticks >"$tmp/pg_before"
    local xacts0
    xacts0=$(xacts "$db")
    if [ "${WAITS:-0}" = 1 ]; then
      # One session samples the scratch database's active backends (its own excluded).
      printf '%s\n' "SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') FROM pg_stat_activity WHERE datname = '$db' AND state = 'active' AND pid <> pg_backend_pid() UNION ALL SELECT '#sample' \\watch 0.02" \
        | psql "$URL" -qtA >"$tmp/waits" 2>/dev/null &
      sampler=$!
    fi
    local load_t0 load_t1
    load_t0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat) # this shell's children so far
    "$TABLON" bench load --url "127.0.0.1:$PORT" --tables "$M" --seconds "$SECS" --game "$GAME" >"$tmp/load.json"
    load_t1=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
    if [ -n "$sampler" ]; then kill "$sampler" 2>/dev/null; wait "$sampler" 2>/dev/null || true; fi
    local after=()
    for p in "${procs[@]}"; do after+=("$(ticks "$p")"); done
    pg_ticks >"$tmp/pg_after"
    local pg_total=0 pg_local=0 pid t0 t1
    for pid in $(pg_pids "$db"); do
      t1=$(awk -v p="$pid" '$1 == p {print $2}' "$tmp/pg_after")
      [ -n "$t1" ] || continue
      pg_local=1
      t0=$(awk -v p="$pid" '$1 == p {print $2}' "$tmp/pg_before")
      pg_total=$((pg_total + t1 - ${t0:-0}))
    done
    local actions line i
    actions=$(jq -r .commands "$tmp/load.json")
    line="$label tables=$M actions/s=$(jq -r .commands_per_s "$tmp/load.json") p50_ms=$(jq -r .p50_ms "$tmp/load.json") p99_ms=$(jq -r .p99_ms "$tmp/load.json") actions=$actions cpu_us_per_action:"
    local sum=0
    for i in "${!procs[@]}"; do
      line+=" ${names[$i]}=$(us_per_action $((after[i] - before[i])) "$actions")"
      sum=$((sum + after[i] - before[i]))
    done
    if [ "$pg_local" = 1 ]; then
      line+=" postgres=$(us_per_action "$pg_total" "$actions")"
      sum=$((sum + pg_total))
    else
      line+=" postgres=-"
    fi
    line+=" load=$(us_per_action $((load_t1 - load_t0)) "$actions")"
    sum=$((sum + load_t1 - load_t0))
    line+=" all=$(us_per_action "$sum" "$actions")"
    # PostgreSQL's statistics reach pg_stat_database within a second of a transaction's end.
    sleep 1.2
    line+=" xacts_per_action=$(awk -v a="$(xacts "$db")" -v b="$xacts0" -v n="$actions" 'BEGIN { if (n > 0) printf "%.2f", (a - b) / n; else print "-" }')"
    echo "$line"
    if [ -n "$sampler" ]; then
      awk '$0 == "#sample" { n++; next } NF { c[$0]++; active++ }
           END { printf "  waits (%d samples, %.2f active on average):", n, active / (n ? n : 1);
                 for (w in c) printf " %s=%.0f%%", w, 100 * c[w] / (active ? active : 1); print "" }' "$tmp/waits"
    fi
    for p in "${procs[@]}"; do kill -TERM "$p"; wait "$p" || true; done
    pids=()
    psql "$URL" -qtAc "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null
    db=""
  done
}

echo "$(date -u +'%F %T') UTC, $(nproc) cores, SECS=$SECS GAME=$GAME, $("$HAPROXY" -v | head -n 1 | cut -d' ' -f1-3)" >&2
run direct 1 0
run proxy-1 1 1
run proxy-2 2 1
