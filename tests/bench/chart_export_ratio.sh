#!/usr/bin/env bash
# The headless chart export against a bare Qt Charts program (issue 36): whole-process wall time
# of `gpu-advisor --export-chart out.png --per-dollar` on the shipped catalog (or another chart) and of
# bare_chart_export drawing as many labelled bars at the same image size, the median of N runs
# each, and their ratio.
#
# Usage: tests/bench/chart_export_ratio.sh [BUILD_DIR] [N] [-- CHART OPTIONS]
#   BUILD_DIR      a build with -DGPUADVISOR_BUILD_BENCHMARKS=ON (default: build)
#   N              runs of each program (default: 10)
#   CHART OPTIONS  gpu-advisor's chart options instead of --per-dollar, e.g. '-- --metric inference8'
#                  ('-- --count 1' for the default chart)
#
# HOME and the XDG directories point into a temporary directory: the app's first run there
# creates the user's catalog from the shipped data and is not timed; the N timed runs are warm
# (the catalog exists, the files are in the page cache). The two programs alternate, so that
# other load on the machine falls on both alike.
#
# With INSTRUCTIONS=1 it also runs each program once under valgrind's callgrind and prints the
# instructions each executed and their ratio: the same on every run, where a shared machine's
# wall times are not.
set -euo pipefail

build=${1:-build}
runs=${2:-10}
shift $(($# < 2 ? $# : 2))
[ "${1:-}" = "--" ] && shift
chart=("$@")
[ ${#chart[@]} -eq 0 ] && chart=(--per-dollar)

app="$build/app/gpu-advisor"
bare="$build/tests/bench/bare_chart_export"
for program in "$app" "$bare"; do
    if [ ! -x "$program" ]; then
        echo "chart_export_ratio.sh: $program is missing (build with -DGPUADVISOR_BUILD_BENCHMARKS=ON)" >&2
        exit 1
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" \
    XDG_CACHE_HOME="$work/cache" XDG_RUNTIME_DIR="$work/runtime" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8
unset LANGUAGE
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

app_command=("$app" --export-chart "$work/app.png" "${chart[@]}")
# The first run makes the catalog; its picture tells the bare program the size and bar count.
"${app_command[@]}"
read -r width height < <(python3 -c '
import struct, sys
with open(sys.argv[1], "rb") as f:
    header = f.read(24)
print(*struct.unpack(">II", header[16:24]))' "$work/app.png")
"$app" --export-chart "$work/app.csv" "${chart[@]}" # a header and a line per bar
bars=$(($(wc -l <"$work/app.csv") - 1))
bare_command=("$bare" "$work/bare.png" "$bars" "$width" "$height")
"${bare_command[@]}" # warm its libraries too

# Alternating runs, each timed around the whole process (wall) and by the kernel (user + system
# CPU, less disturbed by other load on the machine); medians of each.
python3 - "$runs" "$bars" "$width" "$height" -- "${app_command[@]}" -- "${bare_command[@]}" <<'PYTHON'
import os, statistics, subprocess, sys, time

runs, bars, width, height = (int(value) for value in sys.argv[1:5])
rest = sys.argv[6:]
split = rest.index("--")
commands = {"gpu-advisor --export-chart": rest[:split], "bare_chart_export": rest[split + 1:]}
wall = {name: [] for name in commands}
cpu = {name: [] for name in commands}
for _ in range(runs):
    for name, command in commands.items():
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall[name].append((time.perf_counter() - start) * 1000)
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
        if status != 0:
            sys.exit(f"chart_export_ratio.sh: {command[0]} failed")

print(f"image {width}x{height}, {bars} bars; {runs} warm runs of each (the catalog was created before)")
for name in commands:
    print(f"{name:28} median wall {statistics.median(wall[name]):7.1f} ms, CPU {statistics.median(cpu[name]):7.1f} ms"
          f"  (wall: {' '.join(f'{value:.0f}' for value in wall[name])})")
app, bare = commands
print(f"ratio (wall): {statistics.median(wall[app]) / statistics.median(wall[bare]):.2f}x"
      f"   ratio (CPU): {statistics.median(cpu[app]) / statistics.median(cpu[bare]):.2f}x")
PYTHON

if [ "${INSTRUCTIONS:-0}" = 1 ]; then
    instructions() { # COMMAND... -> the instructions it executed
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    app_instructions=$(instructions "${app_command[@]}")
    bare_instructions=$(instructions "${bare_command[@]}")
    awk -v a="$app_instructions" -v b="$bare_instructions" 'BEGIN {
        printf "instructions (callgrind): gpu-advisor %.0f M, bare_chart_export %.0f M, ratio %.3fx\n",
            a / 1e6, b / 1e6, a / b }'
fi
