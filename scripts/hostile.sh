#!/usr/bin/env bash
# The hostile-input regression suite (issue 41): every TestHostile* test of
# every package, each package's test binary run under an address-space
# limit (prlimit --as, 4 GiB) and a time limit, so a case that would
# exhaust memory or loop fails here instead of passing on a large machine.
#   scripts/hostile.sh            (HOSTILE_AS=bytes, HOSTILE_TIMEOUT=seconds, TAGS=build tags)
# The tests build their big inputs themselves; none is stored in the repo.
set -euo pipefail
go=${GO:-go}
as=${HOSTILE_AS:-4294967296}
limit=${HOSTILE_TIMEOUT:-300}
tags=${TAGS:-}
command -v prlimit >/dev/null || { echo "hostile: prlimit not found: install util-linux"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the packages with a TestHostile test
dirs=$(grep -rl --include='*_test.go' '^func TestHostile' . | xargs -n1 dirname | sort -u)
for d in $dirs; do
  name=$(echo "${d#./}" | tr / _)
  $go test ${tags:+-tags "$tags"} -c -o "$tmp/$name.test" "$d"
  start=$(date +%s)
  # run in the package's folder, as go test does
  if ! (cd "$d" && prlimit --as="$as" timeout "$limit" "$tmp/$name.test" \
        -test.run '^TestHostile' -test.count=1 -test.timeout "$((limit - 10))s" >"$tmp/$name.log" 2>&1); then
    cat "$tmp/$name.log"
    echo "hostile: ${d#./} FAILED under prlimit --as=$as and a ${limit} s limit"
    exit 1
  fi
  n=$(cd "$d" && "$tmp/$name.test" -test.list '^TestHostile' | grep -c '^TestHostile')
  printf 'hostile %-24s %3s tests  %4d s  (prlimit --as=%s)\n' "${d#./}" "$n" "$(( $(date +%s) - start ))" "$as"
done
echo "hostile: all passed"
