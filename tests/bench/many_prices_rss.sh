#!/usr/bin/env bash
# Peak memory (maximum resident set size, /usr/bin/time -v) of the desktop app, offscreen, on the
# shipped catalog and on one with 240,000 prices more (issue 32, item 10): at start-up (the window
# opened and shown, stopped after 8 s) and with 5 reloads while gpu-advisor-cli imports 1,000
# prices at a time into the same file (the window checks for outside changes every 2 s).
# Usage: tests/bench/many_prices_rss.sh [BUILD_DIR]   (BUILD_DIR with GPUADVISOR_BUILD_BENCHMARKS=ON)
set -euo pipefail

build=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=offscreen \
    GPUADVISOR_NO_WELCOME=1
gui="$build/app/gpu-advisor"
cli="$build/app/gpu-advisor-cli"

"$build/tests/bench/many_prices_bench" --write-many-prices="$work" >/dev/null
many="$work/many-prices.sqlite"

megabytes() { # the report of /usr/bin/time -v
    echo $(($(sed -n 's/.*Maximum resident set size (kbytes): //p' "$1") / 1024))
}

startup() { # CATALOG
    /usr/bin/time -v -o "$work/time.txt" timeout 8 "$gui" --catalog "$1" >/dev/null 2>&1 || true
    megabytes "$work/time.txt"
}

reloads() { # CATALOG: a copy of it takes the imports
    cp "$1" "$work/reloaded.sqlite"
    /usr/bin/time -v -o "$work/time.txt" timeout 36 "$gui" --catalog "$work/reloaded.sqlite" \
        >/dev/null 2>&1 &
    local app=$!
    sleep 8
    for file in "$work"/more-prices-{1..5}.csv; do
        "$cli" --catalog "$work/reloaded.sqlite" catalog import "$file" >/dev/null
        sleep 4
    done
    wait "$app" || true
    megabytes "$work/time.txt"
}

# The shipped catalog: what gpu-advisor-cli makes on a first run.
"$cli" --catalog "$work/shipped.sqlite" catalog validate >/dev/null
rows() { sqlite3 "$1" 'SELECT COUNT(*) FROM prices'; }

printf '%-44s %10s %12s\n' "catalog" "start-up" "5 reloads"
for catalog in "$work/shipped.sqlite" "$many"; do
    printf '%-44s %7s MB %9s MB\n' "$(basename "$catalog") ($(rows "$catalog") prices)" \
        "$(startup "$catalog")" "$(reloads "$catalog")"
done
