#!/usr/bin/env bash
# Runs a benchmark with the machine's background work paused, for figures that are the
# benchmark's alone on a shared machine:
#
#   bench/server/quiet.sh bench/server/run.sh
#   QUIET_UNDER=/work/wt bench/server/quiet.sh bench/server/side-by-side.sh
#
# Paused (SIGSTOP, then SIGCONT when CMD ends, also on failure or Ctrl-C): every process at nice
# 19 (run background builds with `nice -n 19`), every Chromium (browser tests renice their own
# processes), and every process whose working directory starts with QUIET_UNDER if set. A paused
# browser test may time out; run it again afterwards.
set -uo pipefail
pids=$(
  {
    ps -eo pid=,ni= | awk '$2 == 19 {print $1}'
    pgrep chromium
    if [ -n "${QUIET_UNDER:-}" ]; then
      for p in /proc/[0-9]*; do
        case "$(readlink "$p/cwd" 2>/dev/null)" in "$QUIET_UNDER"*) echo "${p#/proc/}" ;; esac
      done
    fi
  } | sort -u | grep -vx "$$"
)
resume() { [ -n "$pids" ] && kill -CONT $pids 2>/dev/null; }
trap resume EXIT
[ -n "$pids" ] && kill -STOP $pids 2>/dev/null
sleep 2 # let the cores settle
"$@"
