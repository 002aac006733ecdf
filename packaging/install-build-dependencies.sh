#!/usr/bin/env bash
# Installs the Debian packages listed in build-dependencies.txt that are not installed yet.
# Needs root (or sudo) only when something is missing.
set -euo pipefail

list="$(dirname "${BASH_SOURCE[0]}")/build-dependencies.txt"
mapfile -t packages < <(grep -v '^#' "$list" | grep -v '^[[:space:]]*$')

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing ${#missing[@]} Debian package(s): ${missing[*]}"
as_root=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "error: these packages are missing and installing them needs root: ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
