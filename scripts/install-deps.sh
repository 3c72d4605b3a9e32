#!/usr/bin/env bash
# Installs the Debian packages PPU Workbench needs, and only those missing.
#   scripts/install-deps.sh run    - what `make run` / `make build` need (cgo + OpenGL/X11/Wayland headers)
#   scripts/install-deps.sh test   - the above plus Xvfb, ImageMagick, xdotool, OSMesa (llvmpipe), EGL with
#                                    Mesa's drivers (the driver check, make gpucheck), a one-node Slurm
#                                    (slurmctld, slurmd, munge) for the sweep test, Chromium (the web
#                                    edition's browser tests), MinGW-w64, zip and Wine (the Windows build
#                                    and its tests; wine64 runs 64-bit exes) and jq
set -euo pipefail

what=${1:-run}
pkgs=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
      libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev)
case "$what" in
  run) ;;
  test) pkgs+=(xvfb xauth imagemagick xdotool x11-utils libosmesa6-dev libegl-dev libegl1-mesa-dev libgl1-mesa-dri
              slurmctld slurmd slurm-client munge chromium gcc-mingw-w64-x86-64 zip wine wine64 jq) ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg -s "$p" >/dev/null 2>&1; then missing+=("$p"); fi
done 2>/dev/null || true

if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: this system has no apt-get/dpkg; install by hand the equivalents of:" >&2
  echo "  ${pkgs[*]}" >&2
  echo "  (a C compiler, pkg-config, OpenGL and X11/Wayland development headers; for tests Xvfb, ImageMagick, xdotool and OSMesa)" >&2
  exit 0
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "install-deps: not root and no sudo; install by hand: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
