# PPU Workbench — the README's two commands are `make run` and `make test`.
SHELL := /bin/bash
GO ?= go
BIN ?= ppuwb
UI_TAGS := ci,migrated_fynedo
# The llvmpipe (OSMesa) conformance test and benchmarks build only where OSMesa is installed.
OSMESA_TAG := $(shell pkg-config --exists osmesa 2>/dev/null && echo ,osmesa)
TEST_TAGS := $(UI_TAGS)$(OSMESA_TAG)
FUZZTIME ?= 4s
BENCHTIME ?= 5x
FYNE := build/fyne

.PHONY: run build test deps deps-test fmt-check vet unit fuzz smoke bench package clean

run: build
	./$(BIN)

build: deps
	$(GO) build -o $(BIN) .

deps:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

test: deps-test fmt-check vet unit fuzz build smoke
	@echo "make test: all passed"

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "not gofmt-ed:"; echo "$$out"; exit 1; fi; echo "gofmt: clean"

vet:
	$(GO) vet ./...
	$(GO) vet -tags $(TEST_TAGS) ./...

unit:
	$(GO) test -race -tags $(TEST_TAGS) ./...

# A short run of every fuzz target (each also runs its seed corpus in `unit`).
fuzz:
	@set -e; for t in $$($(GO) test -list '^Fuzz' ./workspaces | grep '^Fuzz'); do \
		echo "fuzz $$t ($(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 2s ./workspaces >/tmp/ppuwb-fuzz.log 2>&1 || { cat /tmp/ppuwb-fuzz.log; exit 1; }; \
	done

smoke: build
	scripts/smoke.sh ./$(BIN) .smoke

bench: deps-test
	$(GO) test -tags $(TEST_TAGS) -run '^$$' -bench . -benchtime $(BENCHTIME) ./render ./scheduler ./workspaces ./app

# fyne.io/tools is pinned (v1.7.0) in tools/go.mod, a module of its own.
$(FYNE): tools/go.mod tools/go.sum
	$(GO) -C tools build -o ../$(FYNE) fyne.io/tools/cmd/fyne

package: deps $(FYNE)
	$(FYNE) package -os linux -release
	@ls -l *.tar.xz

clean:
	rm -rf $(BIN) .smoke build *.tar.xz
