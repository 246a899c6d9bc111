#!/usr/bin/env bash
# The bots' speed of an earlier commit and of this tree, measured side by side: both runs
# at once, one per core, so both see the same machine (on a shared machine the speed of a
# core changes from one minute to the next, and runs one after the other can differ by 2x).
#
# Usage: scripts/bench/bench_bots_against.sh REV RUNNER [bench_bots.py arguments...]
#   RUNNER: "node" (Pyodide, scripts/bench/bench_bots.mjs) or "python" (CPython, scripts/bench/bench_bots.py)
# Example: scripts/bench/bench_bots_against.sh d1aaa50 node --game bombay --players 2 --positions 12 --levels hard
# Prints one JSON line per run: REV's first, then this tree's. Needs ./scripts/play or
# ./scripts/test to have built runtime/ once.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=$1 runner=$2
shift 2
python=$PWD/.venv/bin/python
old=$(mktemp -d)
trap 'git worktree remove --force "$old"' EXIT
git worktree add --quiet --detach "$old" "$rev"
ln -s "$PWD/runtime" "$old/runtime"
bench() {  # bench DIR: one run in DIR
  case $runner in
    node) (cd "$1" && node scripts/bench/bench_bots.mjs "${@:2}") ;;
    python) (cd "$1" && "$python" -m scripts.bench.bench_bots "${@:2}") ;;
    *) echo "RUNNER must be node or python" >&2; exit 2 ;;
  esac | grep '"level"'
}
bench "$old" "$@" > "$old/.bench" &
bench . "$@" > "$old/.bench-here"
wait
sed "s/^/$rev: /" "$old/.bench"
sed "s/^/here: /" "$old/.bench-here"
