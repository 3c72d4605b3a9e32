# PPU Workbench — the README's two commands are `make run` and `make test`.
SHELL := /bin/bash
GO ?= go
BIN ?= ppuwb
UI_TAGS := ci,migrated_fynedo
# Tests and benchmarks always build with the osmesa tag: the conformance test
# against llvmpipe (OSMesa) is the proof that coverage is exact, so it is never
# skipped. deps-test installs libosmesa6-dev; `osmesa` fails with a message if
# it is still missing. (The tag is fixed here, not probed when make parses this
# file, which would be before deps-test has installed anything.)
TEST_TAGS := $(UI_TAGS),osmesa
FUZZTIME ?= 4s
BENCHTIME ?= 5x
FYNE := build/fyne

.PHONY: audit run build test deps deps-test osmesa egl gpucheck fmt-check vet unit hostile conformance fuzz smoke bench package clean \
	sweep-batch bench-sweep guide-shots vet-ports web serve-web web-test package-windows wine-test

run: build
	./$(BIN)

build: deps
	$(GO) build -o $(BIN) .

deps:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

osmesa: deps-test
	@pkg-config --exists osmesa || { echo "make: OSMesa (llvmpipe) not found after installing libosmesa6-dev:"; \
		echo "  the conformance test needs it; install libosmesa6-dev (or your system's OSMesa) and retry"; exit 1; }

test: deps-test osmesa fmt-check vet vet-ports unit hostile conformance gpucheck fuzz build smoke sweep-batch web-test wine-test
	@echo "make test: all passed"

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "not gofmt-ed:"; echo "$$out"; exit 1; fi; echo "gofmt: clean"

vet:
	$(GO) vet ./...
	$(GO) vet -tags $(TEST_TAGS) ./...
	$(GO) vet -tags shots,$(TEST_TAGS) ./app
	$(GO) vet -tags egl ./render ./internal/gldriver

# Every test under the race detector; the llvmpipe conformance test runs in
# `conformance`, without the race detector's 10x slowdown.
unit: osmesa
	$(GO) test -race -tags $(TEST_TAGS) -skip '^TestConformanceLLVMpipe$$' ./...

# The hostile-input regression suite (issue 41): every TestHostile* test of
# every package, its test binary run under a 4 GiB address-space limit
# (prlimit --as) and a time limit (scripts/hostile.sh).
hostile: osmesa
	@GO=$(GO) TAGS=$(TEST_TAGS) scripts/hostile.sh

# The conformance test against llvmpipe, printing its one-line summary.
conformance: osmesa
	@set -o pipefail; $(GO) test -tags $(TEST_TAGS) -count=1 -v -run '^TestConformanceLLVMpipe$$' ./render \
		| tee /tmp/ppuwb-conformance.log | grep -E 'conformance: |^(ok|FAIL|--- FAIL)' \
		|| { cat /tmp/ppuwb-conformance.log; exit 1; }

egl: deps-test
	@pkg-config --exists egl || { echo "make: EGL not found after installing libegl-dev:"; \
		echo "  the driver check needs it; install libegl-dev, libegl1-mesa-dev and libgl1-mesa-dri (or your system's EGL) and retry"; exit 1; }

# The coverage check against the OpenGL 4.5 driver EGL finds (render's
# TestCoverageMatchesDriver): the GPU on a desktop, Mesa llvmpipe on CI. It
# prints the renderer string and the counts; 0 pixels may differ.
gpucheck: egl
	@set -o pipefail; $(GO) test -tags egl -count=1 -v -run '^TestCoverageMatchesDriver$$' ./render \
		| tee /tmp/ppuwb-gpucheck.log | grep -E 'gpucheck: |^(ok|FAIL|--- FAIL)' \
		|| { cat /tmp/ppuwb-gpucheck.log; exit 1; }

# A short run of every fuzz target of every package (each also runs its seed
# corpus in `unit`), printing the inputs run per target. A long run:
#   make fuzz FUZZTIME=10m
fuzz:
	@GO=$(GO) scripts/fuzz.sh $(FUZZTIME)

# The audit's property test (scheduler/audit): `make test` runs it over
# 1,000 generated workloads (in `unit`), and the command processor's
# idle-switch relation over as many stream pairs; a long run over N:
#   make audit N=100000
N ?= 100000
audit:
	$(GO) test -count=1 -timeout 0 -run '^(TestAuditGeneratedWorkloads|TestCPSwitchChargeIgnoresIdle)$$' -v ./scheduler/audit -audit.n $(N)

# The smoke test's binary has the screenshot tools (-tags shots, app/shots.go),
# which the product leaves out.
smoke: deps
	$(GO) build -tags shots -o build/shots/$(BIN) .
	scripts/smoke.sh build/shots/$(BIN) .smoke

# The user guide's pictures, retaken in the real window under Xvfb
# (docs/user-guide.md, For developers).
guide-shots: deps
	$(GO) build -tags shots -o build/shots/$(BIN) .
	scripts/guide-shots.sh build/shots/$(BIN) docs/images

# A sweep on a real one-node Slurm (started and stopped by the script) through
# contrib/slurm, and through the Kubernetes template's pod command.
sweep-batch: build
	scripts/sweep-batch-test.sh ./$(BIN)

bench: osmesa
	$(GO) test -tags $(TEST_TAGS) -run '^$$' -bench . -benchtime $(BENCHTIME) ./render ./scheduler ./workspaces ./hostrt ./app

# The sweep's speed on the partitioning example: 10,000 simulate points at
# -j 1 and -j 2, points per second and the overhead per point beyond the run.
SWEEP_POINTS ?= 10000
bench-sweep:
	$(GO) test -run '^$$' -bench SweepPartitioning -benchtime $(SWEEP_POINTS)x ./internal/cli

# fyne.io/tools is pinned (v1.7.0) in tools/go.mod, a module of its own.
$(FYNE): tools/go.mod tools/go.sum
	$(GO) -C tools build -o ../$(FYNE) fyne.io/tools/cmd/fyne

# The archive is named ppuwb-VERSION-linux-amd64.tar.xz (Version from
# FyneApp.toml). fyne package names it after the app ("PPU Workbench") and
# bumps Build in FyneApp.toml; the tracked file is restored afterwards.
VERSION = $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
ARCHIVE = ppuwb-$(VERSION)-linux-amd64.tar.xz

package: deps $(FYNE)
	@cp FyneApp.toml build/FyneApp.toml.orig
	@rm -f "PPU Workbench.tar.xz"
	$(FYNE) package -os linux -release || { cp build/FyneApp.toml.orig FyneApp.toml; exit 1; }
	@cp build/FyneApp.toml.orig FyneApp.toml
	@mv "PPU Workbench.tar.xz" $(ARCHIVE)
	@ls -l $(ARCHIVE)

# ---- Other platforms (README "Other platforms") ----

# Portability: every package vets for Windows (cgo through MinGW-w64 for the
# window), and every package except the window's (app, main and what imports
# app) for macOS without cgo.
vet-ports:
	@GO=$(GO) scripts/vet-ports.sh

# The web edition: a static site in build/web (index.html, ppuwb.wasm,
# wasm_exec.js, memfs.js, icon.png) for any static file server. fyne package
# builds the wasm and copies wasm_exec.js and the icon; the page and the
# in-memory file system are ours (web/).
WEB := build/web
# The web edition is stripped (no symbol table or DWARF: a browser shows Go's
# panics without them) and has no emoji font (the window shows none), and
# ppuwb.wasm.gz is written beside ppuwb.wasm for servers that send it with
# Content-Encoding: gzip (scripts/serveweb, docs/web.md).
WEB_GOFLAGS = -ldflags=-s -ldflags=-w -trimpath
web: $(FYNE)
	@rm -rf $(WEB) wasm && mkdir -p build && cp FyneApp.toml build/FyneApp.toml.orig
	GOFLAGS="$(WEB_GOFLAGS)" $(FYNE) package -os wasm -release -tags no_emoji || { cp build/FyneApp.toml.orig FyneApp.toml; exit 1; }
	@cp build/FyneApp.toml.orig FyneApp.toml
	@mkdir -p $(WEB) && mv "wasm/PPU Workbench.wasm" $(WEB)/ppuwb.wasm && mv wasm/wasm_exec.js wasm/icon.png $(WEB)/ \
		&& rm -rf wasm "PPU Workbench.wasm"
	cp web/index.html web/memfs.js $(WEB)/
	gzip -9 -n -k -f $(WEB)/ppuwb.wasm
	@ls -l $(WEB)

# Serves build/web on http://localhost:8080 (PORT=...) with the right MIME
# types (application/wasm), for trying the web edition locally.
PORT ?= 8080
serve-web: web
	$(GO) run ./scripts/serveweb -dir $(WEB) -addr localhost:$(PORT)

# The browser tests: headless Chromium loads build/web (internal/webtest).
web-test: deps-test web
	$(GO) test -tags webtest -count=1 -timeout 40m -v ./internal/webtest -args -site $(CURDIR)/$(WEB) 2>&1 \
		| tee /tmp/ppuwb-webtest.log | grep -E '^(=== RUN|--- |ok|FAIL|PASS)|web: |screenshot: |_test.go:'; \
		test $${PIPESTATUS[0]} -eq 0

# The Windows zip: ppuwb-VERSION-windows-amd64.zip with ppuwb.exe (icon and
# version metadata from fyne package) and a README, cross-compiled with
# MinGW-w64 (gcc-mingw-w64-x86-64).
WINCC ?= x86_64-w64-mingw32-gcc
WINZIP = ppuwb-$(VERSION)-windows-amd64.zip
package-windows: $(FYNE)
	@command -v $(WINCC) >/dev/null || { echo "make: $(WINCC) not found: install gcc-mingw-w64-x86-64 (scripts/install-deps.sh test)"; exit 1; }
	@mkdir -p build && cp FyneApp.toml build/FyneApp.toml.orig && rm -f "PPU Workbench.exe"
	CC=$(WINCC) GOARCH=amd64 $(FYNE) package -os windows -release || { cp build/FyneApp.toml.orig FyneApp.toml; exit 1; }
	@cp build/FyneApp.toml.orig FyneApp.toml
	@rm -rf build/windows && mkdir -p build/windows && mv "PPU Workbench.exe" build/windows/ppuwb.exe
	@cp packaging/windows/README.txt build/windows/README.txt
	@rm -f $(WINZIP) && cd build/windows && zip -q -X ../../$(WINZIP) ppuwb.exe README.txt
	@ls -l $(WINZIP)

# The Windows exe under Wine: the same pixels and simulation as the Linux
# build, and the window on Xvfb (scripts/wine-test.sh).
# fyne package removes the build files it made, which can take ./$(BIN) with
# them, so the Linux build the exe is compared with is made here, after it.
wine-test: deps-test package-windows
	$(GO) build -o build/linux/$(BIN) .
	scripts/wine-test.sh build/windows/ppuwb.exe build/linux/$(BIN) .wine-test

clean:
	rm -rf $(BIN) .smoke .wine-test build wasm *.tar.xz *.zip
