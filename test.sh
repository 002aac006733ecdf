#!/usr/bin/env bash
# Installs what GPU Advisor needs (Debian 12), checks formatting, builds with warnings as
# errors and AddressSanitizer + UndefinedBehaviorSanitizer, and runs the whole test suite; then
# builds gpu-advisor-cli and its tests without the GUI (Qt Core and Qt Sql only) and runs those.
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

echo "== build"
cmake -S . -B build-test -G Ninja \
    -DCMAKE_BUILD_TYPE=Debug \
    -DGPUADVISOR_WARNINGS_AS_ERRORS=ON \
    -DGPUADVISOR_SANITIZE=ON \
    -DGPUADVISOR_BUILD_TESTS=ON \
    -DGPUADVISOR_BUILD_BENCHMARKS=ON >/dev/null
cmake --build build-test

echo "== tests"
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-test --output-on-failure --parallel "$(nproc)"

echo "== command line without the GUI (GPUADVISOR_BUILD_GUI=OFF: Qt Core and Qt Sql only)"
cmake -S . -B build-nogui -G Ninja \
    -DCMAKE_BUILD_TYPE=Debug \
    -DGPUADVISOR_WARNINGS_AS_ERRORS=ON \
    -DGPUADVISOR_BUILD_GUI=OFF \
    -DGPUADVISOR_BUILD_TESTS=ON >/dev/null
cmake --build build-nogui --target gpu-advisor-cli cli_tests
if ldd build-nogui/app/gpu-advisor-cli | grep -E 'libQt6(Gui|Widgets|Charts|Svg)'; then
    echo "gpu-advisor-cli built without the GUI still links a GUI library" >&2
    exit 1
fi
build-nogui/tests/cli_tests --gtest_brief=1
