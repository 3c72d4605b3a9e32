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
# "PKG imports | test imports": a package whose own code imports app is left
# out; one whose tests alone import app is compiled instead of vetted, since
# vet takes the tests with it (no package's tests import app today; of the
# code, only main's gui.go does: docs/architecture.md's import map, which
# TestArchitectureImports checks, lists who imports app).
list=$(GOOS=darwin CGO_ENABLED=0 "$GO" list -e -f '{{.ImportPath}} {{join .Imports " "}} | {{join .TestImports " "}} {{join .XTestImports " "}}' ./...)
sel() {
  awk -v app="$mod/app" -v main="$mod" -v want="$1" '$1 != app && $1 != main {
    own = 0; tests = 0; side = 0
    for (i = 2; i <= NF; i++) { if ($i == "|") { side = 1; continue } if ($i == app) { if (side) tests = 1; else own = 1 } }
    if (!own && ((want == "vet" && !tests) || (want == "build" && tests))) print $1 }' <<<"$list"
}
vet=$(sel vet); build=$(sel build)
echo "vet-ports: GOOS=darwin CGO_ENABLED=0 go vet on $(echo $vet | wc -w) packages, go build on $(echo $build | wc -w) (their tests use app): all but app and main"
GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 "$GO" vet $vet
if [ -n "$build" ]; then GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 "$GO" build -o /dev/null $build; fi
echo "vet-ports: clean"
