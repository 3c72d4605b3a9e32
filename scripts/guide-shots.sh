#!/usr/bin/env bash
# Retakes the user guide's pictures in the real window under Xvfb.
# BINARY must be built with -tags shots (make guide-shots does it); a fresh
# HOME keeps your own preferences out of the pictures.
# Usage: scripts/guide-shots.sh BINARY [DIR]
set -euo pipefail
bin=$(readlink -f "${1:?usage: guide-shots.sh BINARY [DIR]}")
dir=$(readlink -f "${2:-docs/images}")
for tool in Xvfb xdpyinfo; do
  command -v "$tool" >/dev/null || { echo "guide-shots: $tool missing (scripts/install-deps.sh test)"; exit 1; }
done
disp=:$((57 + RANDOM % 100))
Xvfb "$disp" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do xdpyinfo -display "$disp" >/dev/null 2>&1 && break; sleep 0.2; done
home=$(mktemp -d)
HOME=$home DISPLAY=$disp PPUWB_GUIDE_SHOTS=$dir timeout 600 "$bin"
rm -rf "$home"
echo "guide-shots: pictures written to $dir"
