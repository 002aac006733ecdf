#!/usr/bin/env bash
# Installs what GPU Advisor needs (Debian 12), builds it in Release mode and starts the desktop
# app with your catalog (created from the shipped one on first start). Arguments go to
# gpu-advisor, e.g. ./run.sh --catalog my.sqlite, or ./run.sh --export-chart chart.png.
# With no display (ssh, CI) it writes gpu-chart.png instead of opening a window.
set -euo pipefail
cd "$(dirname "$0")"

packaging/install-build-dependencies.sh
# A unity build (eight sources compiled as one) shortens the first build; see docs/development.md.
cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPUADVISOR_BUILD_TESTS=OFF \
    -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build build-release

if [ $# -eq 0 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: writing the performance-per-dollar chart to gpu-chart.png instead."
    echo "(build-release/app/gpu-advisor-cli works without a display too; try its --help.)"
    set -- --export-chart gpu-chart.png --per-dollar
fi
exec build-release/app/gpu-advisor "$@"
