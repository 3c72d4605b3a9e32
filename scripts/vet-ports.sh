#!/usr/bin/env bash
# Portability checks, so that no OS-specific call slips into the core:
#   - GOOS=windows go vet ./... (cgo through MinGW-w64, as the Windows build);
#   - GOOS=darwin CGO_ENABLED=0 go vet on every package except the window's
#     (app, main and any package importing app), which need cgo and macOS's
#     SDK. macOS users build from source (`make build`).
set -euo pipefail
GO=${GO:-go}
WINCC=${WINCC:-x86_64-w64-mingw32-gcc}
command -v "$WINCC" >/dev/null || { echo "vet-ports: $WINCC not found (scripts/install-deps.sh test installs gcc-mingw-w64-x86-64)"; exit 1; }
echo "vet-ports: GOOS=windows go vet ./..."
CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC="$WINCC" "$GO" vet ./...
mod=$("$GO" list -m)
pkgs=$(GOOS=darwin CGO_ENABLED=0 "$GO" list -e -f '{{.ImportPath}} {{join .Imports " "}}' ./... \
  | awk -v app="$mod/app" -v main="$mod" '$1 != app && $1 != main { ok = 1; for (i = 2; i <= NF; i++) if ($i == app) ok = 0; if (ok) print $1 }')
echo "vet-ports: GOOS=darwin CGO_ENABLED=0 go vet on $(echo "$pkgs" | wc -l) packages (all but app, main and their importers)"
GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 "$GO" vet $pkgs
echo "vet-ports: clean"
