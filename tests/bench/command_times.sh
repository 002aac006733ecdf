#!/usr/bin/env bash
# Whole-process times of gpu-advisor-cli (issue 36): `--help`, and `rank --metric training16
# --per-dollar --format csv` on the shipped catalog and on one of 10,000 cards (the shipped cards
# plus copies under new names, each with a price, imported through the CLI); and, as the yardstick
# of rank, bare_catalog_query (a plain QtSql program that reads the same catalog's cards and prices
# through Qt's SQLite driver and prints a line per card). Prints the median wall time of RUNS runs
# of each (default 10, the programs alternating), after one warm-up run, and rank's ratio to the
# yardstick.
#   tests/bench/command_times.sh [BUILD_DIR] [RUNS]      (a Release build: ./run.sh makes build-release)
set -euo pipefail
build="${1:-build-release}"
runs="${2:-10}"
cli="$(realpath "$build/app/gpu-advisor-cli")"
bare="$(realpath "$build/tests/bench/bare_catalog_query")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
cd "$work"

median_ms() { # median of the whole-process wall times in the file $1 (microseconds), in ms
    sort -n "$1" | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f", m / 1000}'
}

time_us() { # runs "$@" once, output discarded; prints its wall time in microseconds
    local start=${EPOCHREALTIME/./} # bash's clock: no process of its own in the time
    "$@" >/dev/null 2>&1 || true
    echo $((${EPOCHREALTIME/./} - start))
}

"$cli" --catalog shipped.sqlite catalog list >/dev/null 2>&1
"$cli" --catalog shipped.sqlite catalog export gpus.csv --table gpus >/dev/null
"$cli" --catalog shipped.sqlite catalog export prices.csv --table prices >/dev/null
# 10,000 cards: copies of the shipped cards named "<name> Copy <n>", each with its first price.
awk -F, -v want=10000 'NR == 1 { print; next } { rows[++n] = $0 } END {
    made = 0
    for (copy = 0; made < want - n; ++copy) {
        for (i = 1; i <= n && made < want - n; ++i) {
            line = rows[i]; comma = index(line, ",")
            print substr(line, 1, comma - 1) " Copy " copy substr(line, comma); ++made
        }
    } }' gpus.csv >gpus-10k.csv
awk -F, 'NR == FNR { if (FNR == 1) { print; next } comma = index($0, ","); name = substr($0, 1, comma - 1)
        if (!(name in first)) first[name] = substr($0, comma); next }
    FNR == 1 { next }
    { comma = index($0, ","); copy = substr($0, 1, comma - 1); name = copy; sub(/ Copy [0-9]+$/, "", name)
      if (copy != name && (name in first)) print copy first[name] }' prices.csv gpus-10k.csv >prices-10k.csv
cp shipped.sqlite big.sqlite
"$cli" --catalog big.sqlite catalog import gpus-10k.csv >/dev/null
"$cli" --catalog big.sqlite catalog import prices-10k.csv >/dev/null

rank=(rank --metric training16 --per-dollar --format csv)
commands=(
    "$cli --help"
    "$cli --catalog shipped.sqlite ${rank[*]}"
    "$bare shipped.sqlite"
    "$cli --catalog big.sqlite ${rank[*]}"
    "$bare big.sqlite"
)
for index in "${!commands[@]}"; do
    ${commands[$index]} >/dev/null 2>&1 || true # warm-up
    : >"times-$index"
done
# The programs alternate, so that a change in the machine's speed meets all of them alike.
for _ in $(seq "$runs"); do
    for index in "${!commands[@]}"; do
        time_us ${commands[$index]} >>"times-$index"
    done
done
help=$(median_ms times-0) shipped=$(median_ms times-1) bare_shipped=$(median_ms times-2)
big=$(median_ms times-3) bare_big=$(median_ms times-4)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
echo "median of $runs runs (ms):"
echo "  gpu-advisor-cli --help                          $help"
echo "  gpu-advisor-cli rank --per-dollar, shipped      $shipped   ($(ratio "$shipped" "$bare_shipped") the yardstick)"
echo "  bare_catalog_query, shipped                     $bare_shipped"
echo "  gpu-advisor-cli rank --per-dollar, 10,000 cards $big   ($(ratio "$big" "$bare_big") the yardstick)"
echo "  bare_catalog_query, 10,000 cards                $bare_big"
