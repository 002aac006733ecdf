#!/usr/bin/env bash
# Whole-process times of gpu-advisor-cli (issue 36): `--help`, and `rank --metric training16
# --per-dollar --format csv` on the shipped catalog and on one of 10,000 cards (the shipped cards
# plus copies under new names, each with a price, imported through the CLI). Prints the median
# wall time of RUNS runs of each (default 10), after one warm-up run.
#   tests/bench/command_times.sh [BUILD_DIR] [RUNS]      (a Release build: ./run.sh makes build-release)
set -euo pipefail
build="${1:-build-release}"
runs="${2:-10}"
cli="$(realpath "$build/app/gpu-advisor-cli")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
cd "$work"

median_ms() { # median wall time of "$@" over $runs runs, in ms
    local times=()
    "$@" >/dev/null 2>&1 || true
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f", m / 1000}'
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
echo "gpu-advisor-cli, median of $runs runs (ms):"
echo "  --help                          $(median_ms "$cli" --help)"
echo "  rank --per-dollar, shipped      $(median_ms "$cli" --catalog shipped.sqlite "${rank[@]}")"
echo "  rank --per-dollar, 10,000 cards $(median_ms "$cli" --catalog big.sqlite "${rank[@]}")"
