#!/usr/bin/env bash
# Builds the Debian package of GPU Advisor (Release, hardened with Debian's build flags) and
# prints the path of the .deb. Installs the Debian packages it needs first, like run.sh.
# The build goes to build-package/ (or $GPUADVISOR_PACKAGE_BUILD_DIR).
# Install the result with: sudo apt-get install ./build-package/gpu-advisor_*.deb
set -euo pipefail
cd "$(dirname "$0")"
build="${GPUADVISOR_PACKAGE_BUILD_DIR:-build-package}"

packaging/install-build-dependencies.sh

# Debian's hardening flags (fortify, stack protector, full RELRO, PIE), as a Debian build would.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
ldflags="$(dpkg-buildflags --get LDFLAGS)"

cmake -S . -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr \
    -DGPUADVISOR_BUILD_TESTS=OFF \
    -DGPUADVISOR_BUILD_BENCHMARKS=OFF \
    -DGPUADVISOR_SANITIZE=OFF \
    "-DCMAKE_CXX_FLAGS=$cxxflags" \
    "-DCMAKE_EXE_LINKER_FLAGS=$ldflags" \
    "-DCMAKE_MODULE_LINKER_FLAGS=$ldflags" >/dev/null
cmake --build "$build"

rm -f "$build"/gpu-advisor_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb="$(ls "$build"/gpu-advisor_*.deb)"

# Checks with the tools that are installed (appstream, desktop-file-utils, lintian): a failure
# stops the script.
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net "$build"/packaging/*.metainfo.xml
fi
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate packaging/*.desktop
fi
if command -v lintian >/dev/null 2>&1; then
    lintian --fail-on error,warning "$deb"
fi
echo "Built $(realpath "$deb")"
