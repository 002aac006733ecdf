#!/usr/bin/env bash
# Wall time and peak memory (maximum resident set size, /usr/bin/time -v) of the real executables
# on a catalog of 100,000 cards (issue 20). Usage: tests/bench/big_catalog_rss.sh [BUILD_DIR]
# Makes the catalog in a temporary directory with big_catalog_bench, then runs each command once.
set -euo pipefail

build=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=offscreen

"$build/tests/bench/big_catalog_bench" --write-big-catalog="$work" >/dev/null
cli="$build/app/gpu-advisor-cli"
big="$work/big.sqlite"

measure() { # NAME COMMAND... (stdout to /dev/null)
    local name=$1
    shift
    local report="$work/time.txt"
    /usr/bin/time -v -o "$report" "$@" >/dev/null 2>"$work/stderr.txt" || true
    local wall rss
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$report")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$report")
    printf '%-58s %10s s  %6d MB\n' "$name" "$wall" $((rss / 1024))
}

printf '%-58s %12s  %9s\n' "command (100,000 cards)" "wall" "peak RSS"
measure "gpu-advisor-cli rank --metric training16" "$cli" --catalog "$big" rank --metric training16
measure "gpu-advisor-cli rank --metric training16 --per-dollar" \
    "$cli" --catalog "$big" rank --metric training16 --per-dollar
measure "gpu-advisor-cli catalog list --format json" "$cli" --catalog "$big" catalog list --format json
measure "gpu-advisor-cli catalog list --format csv" "$cli" --catalog "$big" catalog list --format csv
measure "gpu-advisor-cli catalog import prices-unknown.csv" \
    "$cli" --catalog "$big" catalog import "$work/prices-unknown.csv"
measure "gpu-advisor --print-menus (builds the main window)" \
    "$build/app/gpu-advisor" --catalog "$big" --print-menus
if [ -x "$build/tests/bench/big_catalog_ui_bench" ]; then
    measure "main window open and shown (big_catalog_ui_bench)" \
        "$build/tests/bench/big_catalog_ui_bench" --big-catalog="$work" \
        --benchmark_filter=bigOpenMainWindow --benchmark_min_time=0
fi
