#!/usr/bin/env bash
# Installs what GPU Advisor needs (Debian 12), checks formatting, builds with warnings as
# errors and AddressSanitizer + UndefinedBehaviorSanitizer, builds gpu-advisor-cli and its tests
# again without the GUI (Qt Core and Qt Sql only), and runs the whole test suite: the command-line
# tests against the GUI-less gpu-advisor-cli, every other test in the full build.
# The benchmarks are built too, so they cannot rot; run them with ./build-test/tests/bench/*.
#   ./test.sh             the above (the suite is always built with ASan + UBSan)
#   ./test.sh --sanitize  the same, stated explicitly (ASan + UBSan, GPUADVISOR_SANITIZE=ON)
# The fuzz corpora (tests/fuzz/corpus) are replayed by the fuzz_regression.* tests.
set -euo pipefail
cd "$(dirname "$0")"

for argument in "$@"; do
    case "$argument" in
    --sanitize) ;; # already the default: -DGPUADVISOR_SANITIZE=ON below
    *)
        echo "usage: $0 [--sanitize]" >&2
        exit 2
        ;;
    esac
done

packaging/install-build-dependencies.sh

echo "== clang-format"
mapfile -t sources < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find app core db ui tests -name '*.cpp' -o -name '*.h')
clang-format --dry-run --Werror "${sources[@]}"

# Both builds use the same compiler flags, so with ccache (installed above) the GUI-less build
# compiles nothing the first one has not compiled already: it only links.
export CMAKE_CXX_COMPILER_LAUNCHER="${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}"
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}" # paths relative to the clone: the two builds share objects
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}" # ... although Debug info names their folders
export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros}" # precompiled headers cached too
# -g1: line tables, all the sanitizers' stack traces need, at a quarter less compile time than -g.
# A unity build compiles eight sources of a target as one: half the compile time. A build
# without it (cmake's default, what developers use) still compiles each source alone.
flags=(-G Ninja
    -DCMAKE_BUILD_TYPE=Debug
    -DCMAKE_CXX_FLAGS_DEBUG=-g1
    -DCMAKE_UNITY_BUILD=ON
    -DGPUADVISOR_WARNINGS_AS_ERRORS=ON
    -DGPUADVISOR_SANITIZE=ON
    -DGPUADVISOR_BUILD_TESTS=ON)

echo "== build"
cmake -S . -B build-test "${flags[@]}" -DGPUADVISOR_BUILD_BENCHMARKS=ON >/dev/null
cmake --build build-test

echo "== command line without the GUI (GPUADVISOR_BUILD_GUI=OFF: Qt Core and Qt Sql only)"
cmake -S . -B build-nogui "${flags[@]}" -DGPUADVISOR_BUILD_GUI=OFF >/dev/null
cmake --build build-nogui --target gpu-advisor-cli cli_tests
if ldd build-nogui/app/gpu-advisor-cli | grep -E 'libQt6(Gui|Widgets|Charts|Svg)'; then
    echo "gpu-advisor-cli built without the GUI still links a GUI library" >&2
    exit 1
fi
# Qt Network is the download module's alone (db/network), loaded by the first download: linked
# into a program, its eleven libraries cost every start about 3 ms (issue 36).
for program in build-nogui/app/gpu-advisor-cli build-test/app/gpu-advisor; do
    if ldd "$program" | grep libQt6Network; then
        echo "$program links Qt Network, which only the download module should load" >&2
        exit 1
    fi
    # No RUNPATH: an empty entry in one means the current directory (see CMakeLists.txt).
    if readelf -d "$program" | grep -E 'RUNPATH|RPATH'; then
        echo "$program has a library search path of its own" >&2
        exit 1
    fi
done

echo "== tests"
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Every test runs once: the command-line tests (label cli) against the GUI-less gpu-advisor-cli,
# the rest in the full build. Both builds are sanitized.
ctest --test-dir build-test --output-on-failure --parallel "$(nproc)" --label-exclude cli
ctest --test-dir build-nogui --output-on-failure --parallel "$(nproc)" --label-regex cli
