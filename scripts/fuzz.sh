#!/usr/bin/env bash
# Runs every fuzz target of every package for FUZZTIME each and prints, per
# target, the inputs run, the rate and the new coverage the fuzzer found.
#   scripts/fuzz.sh [FUZZTIME]      e.g. scripts/fuzz.sh 10m  (default 4s)
# A failing input is saved by Go under the package's testdata/fuzz/ and the
# script stops with the fuzzer's report.
set -euo pipefail
time=${1:-4s}
go=${GO:-go}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
total=0
for pkg in $($go list ./...); do
  targets=$($go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' || true)
  for t in $targets; do
    if ! $go test -run '^$' -fuzz "^$t\$" -fuzztime "$time" -fuzzminimizetime 100x "$pkg" >"$log" 2>&1; then
      # Go's fuzz coordinator can report its own -fuzztime deadline as a
      # failure ("context deadline exceeded", golang/go#75804, fixed in Go
      # 1.27). A real failure always writes the failing input.
      if grep -q 'context deadline exceeded' "$log" && ! grep -q 'Failing input written' "$log"; then
        echo "fuzz $t: the fuzzer stopped on its own deadline (golang/go#75804), not a failing input"
      else
        echo "fuzz $pkg $t: FAILED"
        cat "$log"
        exit 1
      fi
    fi
    # the fuzzer's last progress line: "fuzz: elapsed: 4s, execs: 12345 (3086/sec), new interesting: 3 (total: 40)"
    line=$(grep 'fuzz: elapsed' "$log" | tail -1 || true)
    execs=$(sed -nE 's/.*execs: ([0-9]+) \(([0-9]+)\/sec\).*/\1/p' <<<"$line")
    newi=$(sed -nE 's/.*new interesting: ([0-9]+) \(total: ([0-9]+)\).*/\1 new, \2 in corpus/p' <<<"$line")
    el=$(sed -nE 's/.*elapsed: ([0-9a-z.]+),.*/\1/p' <<<"$line")
    rate=""
    if [ -n "$execs" ] && [ -n "$el" ]; then
      secs=${el%s}
      case "$el" in *m*) secs=$(( ${el%%m*} * 60 + $(sed -E 's/.*m([0-9]+)s/\1/' <<<"$el") ));; esac
      [ "$secs" -gt 0 ] 2>/dev/null && rate="$(( execs / secs ))/s"
    fi
    printf 'fuzz %-28s %-18s %10s inputs %9s  %s\n' "${pkg#github.com/ppuwb/ppuwb/}" "$t" "${execs:-?}" "$rate" "${newi:-}"
    total=$(( total + ${execs:-0} ))
  done
done
echo "fuzz: $total inputs in all, no failures"
