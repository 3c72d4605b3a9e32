#!/usr/bin/env bash
# Prepares issue 38's llvmpipe comparison for a machine without Go, Mesa or
# a network (the lent 16-core device machine): builds the render package's
# test binary with the osmesa tag and copies it, with every shared library
# it loads, into .devcarry/ at the repository root:
#
#   .devcarry/render.test.xz        go test -c -tags osmesa ./render
#   .devcarry/lib/*.xz              what `ldd` lists for it: libOSMesa.so.8
#                                   and its libLLVM, libglapi, libz3, ICU,
#                                   libxml2, libstdc++ ..., and the C
#                                   library and its loader (ld-linux)
#   .devcarry/MANIFEST              sizes and sha256 of the uncompressed files
#
# scripts/device-bench.sh runs the binary through the carried loader with
# only the carried libraries, so the device's own distribution does not
# matter. Everything is xz-compressed: the tree that travels to the device
# is limited to 64 MiB, and libLLVM alone is 117 MB (about 23 MB
# compressed; the whole folder is about 45 MB).
#
#   scripts/device-bench-prepare.sh          (needs Go, cgo and libosmesa6-dev:
#                                             scripts/install-deps.sh test)
# then, on the device, with .devcarry carried: scripts/device-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=.devcarry
if ! pkg-config --exists osmesa; then
	echo "device-bench-prepare: libosmesa6-dev is missing (scripts/install-deps.sh test)" >&2
	exit 1
fi
rm -rf "$out"
mkdir -p "$out/lib"
go test -c -tags osmesa -o "$out/render.test" ./render
# "libX.so => /path (0x...)" lines, and the loader's "/lib64/ld-linux... (0x...)"
libs=$(ldd "$out/render.test" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}')
for so in $libs; do
	cp -L "$so" "$out/lib/$(basename "$so")"
done
if [ ! -e "$out/lib/ld-linux-x86-64.so.2" ]; then
	echo "device-bench-prepare: ldd named no ld-linux-x86-64.so.2" >&2
	exit 1
fi
# a library that libOSMesa opens itself at run time would not show in ldd:
# run the first frame here through the carried loader alone and list what
# the process mapped from outside .devcarry (there must be nothing)
(cd render && LD_DEBUG=libs "../$out/lib/ld-linux-x86-64.so.2" --inhibit-cache --library-path "../$out/lib" \
	"../$out/render.test" -test.run '^$' -test.bench 'OsmesaLarge/released' -test.benchtime 1x >/dev/null 2>"/tmp/device-bench-ld.$$" || true)
inits=$(grep -o 'calling init: [^ ]*' "/tmp/device-bench-ld.$$" | awk '{print $3}' | sort -u)
rm -f "/tmp/device-bench-ld.$$"
if ! grep -q "/$out/lib/libOSMesa.so.8$" <<<"$inits"; then
	echo "device-bench-prepare: the trial run through the carried loader did not load libOSMesa" >&2
	exit 1
fi
outside=$(grep -v "/$out/lib/" <<<"$inits" || true)
if [ -n "$outside" ]; then
	echo "device-bench-prepare: loaded from outside $out: $outside" >&2
	exit 1
fi
(cd "$out" && for f in render.test lib/*; do printf '%s %s\n' "$(stat -c %s "$f")" "$(sha256sum "$f")"; done) >"$out/MANIFEST"
xz -T0 -6 "$out/render.test" "$out"/lib/*
du -sh "$out"
