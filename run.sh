#!/usr/bin/env bash
# Installs what GPU Advisor needs (Debian 12), builds it in Release mode and starts it with
# the shipped catalog. Until the GUI lands this lists the catalog with gpu-advisor-cli;
# arguments are passed on, e.g. ./run.sh catalog show "RTX 4090".
set -euo pipefail
cd "$(dirname "$0")"

packaging/install-build-dependencies.sh
cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPUADVISOR_BUILD_TESTS=OFF >/dev/null
cmake --build build-release

if [ $# -eq 0 ]; then
    set -- catalog list
fi
exec build-release/app/gpu-advisor-cli "$@"
