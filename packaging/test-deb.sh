#!/usr/bin/env bash
# Tests the GPU Advisor .deb the way a user gets it: installs it on a clean Debian 12, runs the
# command-line tool and the desktop app (offscreen) as a fresh non-root user, then removes it.
#
#   packaging/test-deb.sh [FILE.deb]        (default: the newest build-package/gpu-advisor_*.deb)
#   packaging/test-deb.sh --host [FILE.deb] (no chroot: test on this machine, see below)
#
# "Clean" here means: a new Debian 12 root made by debootstrap (variant minbase, ~200 MB) in a
# temporary directory, with nothing in it but the base system and what apt-get installs for the
# .deb's Depends (Recommends are left out on purpose, so a library missing from Depends fails
# here); no compiler, no -dev package, no display, no source tree. The checks run as a new user
# with an empty HOME and an environment made from scratch (env -i). The chroot is deleted at the
# end. It needs root, debootstrap (installed if missing) and the Debian mirror, and takes about
# 2-3 minutes.
#
# With --host (or when debootstrap or the mirror is missing) it installs the .deb on this machine
# instead, runs the same checks as a new user, and removes the package and the user again. That
# is weaker: this machine has the build dependencies, so a missing Depends would go unnoticed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=chroot
if [ "${1:-}" = "--host" ]; then
    mode=host
    shift
fi
deb="${1:-}"
if [ -z "$deb" ]; then
    deb="$(ls -t build-package/gpu-advisor_*.deb 2>/dev/null | head -n 1 || true)"
fi
if [ -z "$deb" ] || [ ! -f "$deb" ]; then
    echo "error: no .deb given and none in build-package/; run ./package.sh first" >&2
    exit 2
fi
deb="$(realpath "$deb")"
if [ "$(id -u)" -ne 0 ]; then
    echo "error: run as root (it installs packages and makes a chroot)" >&2
    exit 2
fi
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
if [ "$mode" = chroot ] && ! command -v debootstrap >/dev/null 2>&1; then
    echo "== apt-get install debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; } ||
        true
    if ! command -v debootstrap >/dev/null 2>&1; then
        echo "debootstrap cannot be installed: testing on this machine instead (--host)."
        mode=host
    fi
fi

# The checks, run as the test user with a fresh HOME. Written to a file so the chroot and the
# host run the very same script.
checks="$(mktemp)"
cat >"$checks" <<'CHECKS'
set -eu
fail() { echo "FAIL: $*"; exit 1; }
cd "$HOME"
echo "== as $(id -un) (uid $(id -u)), HOME=$HOME ($(ls -A "$HOME" | wc -l) entries), DISPLAY=${DISPLAY:-none}"
echo "== gpu-advisor-cli catalog list"
gpu-advisor-cli catalog list >list.txt 2>list.err || fail "catalog list: exit $? $(cat list.err)"
head -n 5 list.txt
echo "... $(wc -l <list.txt) lines"
[ "$(wc -l <list.txt)" -gt 50 ] || fail "catalog list: fewer than 50 cards"
grep -q "RTX 4090" list.txt || fail "catalog list: no RTX 4090"
[ -s "$HOME/.local/share/gpu-advisor/catalog.sqlite" ] || fail "no catalog in ~/.local/share/gpu-advisor"
echo "== gpu-advisor-cli rank --metric inference8 --per-dollar --format csv (first 4 lines)"
gpu-advisor-cli rank --metric inference8 --per-dollar --format csv | head -n 4
echo "== gpu-advisor-cli catalog import http://127.0.0.1:9/x.csv (the network module loads)"
# Nothing listens on port 9: the import must fail on the connection, not on a missing module.
rc=0
gpu-advisor-cli catalog import http://127.0.0.1:9/x.csv >import.txt 2>import.err || rc=$?
cat import.err
[ "$rc" -eq 2 ] || fail "import from an address: exit $rc"
grep -q "network module" import.err && fail "the network module did not load"
grep -q "cannot read http://127.0.0.1:9/x.csv" import.err || fail "import from an address: no connection message"
echo "== QT_QPA_PLATFORM=offscreen gpu-advisor --export-chart /tmp/x.png"
rm -f /tmp/x.png
QT_QPA_PLATFORM=offscreen gpu-advisor --export-chart /tmp/x.png || fail "export-chart: exit $?"
[ "$(head -c 8 /tmp/x.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "/tmp/x.png is not a PNG"
echo "/tmp/x.png: PNG, $(wc -c </tmp/x.png) bytes"
echo "== QT_QPA_PLATFORM=offscreen gpu-advisor (the window; must still run after 5 s)"
rc=0
QT_QPA_PLATFORM=offscreen timeout 5 gpu-advisor >gui.log 2>&1 || rc=$?
[ -s gui.log ] && sed 's/^/  gui: /' gui.log
[ "$rc" -eq 124 ] || fail "gpu-advisor exited with status $rc before 5 s"
echo "gpu-advisor started and was still running after 5 s"
if ls /usr/share/gpu-advisor/translations/*.qm >/dev/null 2>&1; then
    echo "== translations: $(cd /usr/share/gpu-advisor/translations && echo *.qm)"
    LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8 QT_QPA_PLATFORM=offscreen gpu-advisor --help 2>/dev/null | head -n 3 || true
else
    echo "== note: no translations in /usr/share/gpu-advisor/translations"
fi
echo "PASS"
CHECKS

show_package() {
    # $1: command prefix to run inside the target system ("" or "chroot DIR")
    echo "== installed package"
    $1 dpkg-query -W -f='${Package} ${Version} ${Architecture}, ${Installed-Size} KiB\nDepends: ${Depends}\nRecommends: ${Recommends}\n' gpu-advisor
    $1 sh -c 'dpkg -L gpu-advisor | while read -r f; do if [ -f "$f" ]; then echo "$f"; fi; done' | sort
}

run_checks_as_new_user() {
    # $1: command prefix ("" or "chroot DIR"); $2: the checks script path inside the target
    local prefix="$1" script="$2" user="gpuadvtest$$"
    local home="/home/$user"
    # A new user whose HOME is an empty directory (no /etc/skel files either).
    $prefix useradd --no-create-home --home-dir "$home" --shell /bin/sh "$user"
    $prefix install -d -m 700 -o "$user" -g "$user" "$home" "/tmp/runtime-$user"
    local rc=0
    $prefix runuser -u "$user" -- env -i HOME="$home" USER="$user" LANG=C.UTF-8 \
        XDG_RUNTIME_DIR="/tmp/runtime-$user" PATH=/usr/local/bin:/usr/bin:/bin sh "$script" || rc=$?
    $prefix userdel --remove "$user" 2>/dev/null || true
    $prefix rm -rf "/tmp/runtime-$user"
    return "$rc"
}

if [ "$mode" = chroot ]; then
    root="$(mktemp -d /var/tmp/gpu-advisor-deb-test.XXXXXX)"
    chmod 755 "$root" # mktemp makes it 0700: the chroot's / must be open to its users
    cleanup() {
        if mountpoint -q "$root/proc"; then umount "$root/proc"; fi
        rm -rf --one-file-system "$root" "$checks"
    }
    trap cleanup EXIT
    echo "== debootstrap bookworm (minbase) into $root from $mirror"
    start=$(date +%s)
    if ! debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1; then
        tail -n 20 "$root.log"
        rm -f "$root.log"
        echo "error: debootstrap failed (no mirror?); try packaging/test-deb.sh --host" >&2
        exit 1
    fi
    rm -f "$root.log"
    echo "done in $(($(date +%s) - start)) s"
    mount -t proc proc "$root/proc"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    cp "$deb" "$root/tmp/"
    cp "$checks" "$root/tmp/checks.sh"
    chmod 755 "$root/tmp/checks.sh"
    echo "== apt-get install --no-install-recommends ./$(basename "$deb") in the chroot"
    chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    chroot "$root" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >"$root/tmp/apt.log" 2>&1 ||
        { cat "$root/tmp/apt.log"; exit 1; }
    grep -E '^(Setting up gpu-advisor|[0-9]+ upgraded)' "$root/tmp/apt.log" || true
    show_package "chroot $root"
    run_checks_as_new_user "chroot $root" /tmp/checks.sh
    chart="${TMPDIR:-/tmp}/gpu-advisor-deb-test-chart.png"
    cp "$root/tmp/x.png" "$chart"
    echo "(the exported chart is kept as $chart)"
    echo "== apt-get remove gpu-advisor"
    # (apt's "Can not write log (Is /dev/pts mounted?)" is about the chroot, not the package)
    chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gpu-advisor 2>&1 |
        grep -v 'Can not write log' || true
    if chroot "$root" dpkg-query -W -f='${Status}' gpu-advisor 2>/dev/null | grep -q "install ok installed"; then
        echo "FAIL: gpu-advisor is still installed"
        exit 1
    fi
    left="$(chroot "$root" sh -c 'ls /usr/bin/gpu-advisor* /usr/share/applications/io.github.gpuadvisor.* 2>/dev/null' || true)"
    [ -z "$left" ] || { echo "FAIL: left after remove: $left"; exit 1; }
    echo "removed; no files left"
else
    if dpkg-query -W -f='${Status}' gpu-advisor 2>/dev/null | grep -q "install ok installed"; then
        echo "error: gpu-advisor is installed on this machine already; remove it first" >&2
        exit 2
    fi
    trap 'rm -f "$checks"; DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gpu-advisor >/dev/null 2>&1 || true' EXIT
    chmod 755 "$checks"
    echo "== apt-get install --no-install-recommends $deb on this machine"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
    show_package ""
    rm -f /tmp/x.png # a left-over of another user would be in the way (sticky /tmp)
    run_checks_as_new_user "" "$checks"
    chart="${TMPDIR:-/tmp}/gpu-advisor-deb-test-chart.png"
    mv /tmp/x.png "$chart"
    echo "(the exported chart is kept as $chart)"
    echo "== apt-get remove gpu-advisor"
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gpu-advisor >/dev/null
    [ ! -e /usr/bin/gpu-advisor ] || { echo "FAIL: /usr/bin/gpu-advisor left after remove"; exit 1; }
    echo "removed"
fi
