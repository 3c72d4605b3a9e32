#!/usr/bin/env bash
# Issue 38's table on a many-core machine without Go, Mesa or a network
# (the lent 16-core device machine): runs the prebuilt render.test from
# .devcarry/ (scripts/device-bench-prepare.sh) at GOMAXPROCS =
# LP_NUM_THREADS = N, pinned to cores 0..N-1 with taskset, for N = 2, 4, 8,
# 16 (those the machine has), each
#
#   render.test -test.run '^$' -test.bench Osmesa -test.benchtime 5x
#
# and prints, per set and thread count, llvmpipe ÷ ppuwb as wall / CPU
# (the benchmarks' speedup and cpu_speedup; ours without triangle IDs, as
# llvmpipe writes colour and depth only), the same with the IDs
# (speedup_ids, cpu_speedup_ids), then the page faults per frame and the
# milliseconds behind each ratio. Run from the repository root:
#
#   scripts/device-bench.sh [COUNT]      COUNT runs per thread count (default 1;
#                                        with more, each cell is their median)
#
# The binary runs through the carried loader (.devcarry/lib/ld-linux-x86-64.so.2)
# with only the carried libraries, the C library included, so the device's
# distribution does not matter. Raw output goes to $OUT (the device tool's
# folder that comes back) or, without it, /tmp/device-bench. About 50 s of
# benchmarks per run of the four thread counts on 16 idle cores, plus a few
# seconds to unpack.
set -uo pipefail
cd "$(dirname "$0")/.."
count=${1:-1}
carry=$PWD/.devcarry
res=${OUT:-/tmp/device-bench}
work=/tmp/device-bench-bin
if [ ! -e "$carry/render.test.xz" ]; then
	echo "device-bench: $carry/render.test.xz is missing: run scripts/device-bench-prepare.sh first and carry .devcarry" >&2
	exit 1
fi
mkdir -p "$res" "$work/lib"
unxz() { # unxz SRC DST: xz where installed, else Python's lzma
	if command -v xz >/dev/null; then
		xz -dc "$1" >"$2"
	else
		python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$1" "$2"
	fi
}
unxz "$carry/render.test.xz" "$work/render.test" || exit 1
for f in "$carry"/lib/*.xz; do
	b=$(basename "$f" .xz)
	unxz "$f" "$work/lib/$b" || exit 1
done
chmod +x "$work/render.test" "$work/lib/ld-linux-x86-64.so.2"
# check the unpacked files against the manifest written when they were gathered
(cd "$work" && awk '{print $2 "  " $3}' "$carry/MANIFEST" | sha256sum --quiet -c -) || {
	echo "device-bench: unpacked files differ from .devcarry/MANIFEST" >&2
	exit 1
}
cores=$(nproc)
echo "device-bench: $cores cores online, $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
pin=taskset
command -v taskset >/dev/null || pin=""
[ -n "$pin" ] || echo "device-bench: no taskset here: the runs are not pinned" >&2
threads=""
for n in 2 4 8 16; do
	[ "$n" -le "$cores" ] && threads="$threads $n"
done
for n in $threads; do
	for k in $(seq 1 "$count"); do
		log="$res/bench-$n-$k.txt"
		cmd=()
		[ -n "$pin" ] && cmd=(taskset -c "0-$((n - 1))")
		# the benchmarks read testdata relative to the package folder
		(cd render && GOMAXPROCS=$n LP_NUM_THREADS=$n ${cmd[@]+"${cmd[@]}"} "$work/lib/ld-linux-x86-64.so.2" \
			--inhibit-cache --library-path "$work/lib" "$work/render.test" \
			-test.run '^$' -test.bench Osmesa -test.benchtime 5x) >"$log" 2>&1
		rc=$?
		echo "threads $n, run $k: exit $rc, $(grep -c '^BenchmarkOsmesa' "$log") benchmarks ($log)"
		if [ "$rc" -ne 0 ]; then
			tail -20 "$log"
		fi
	done
done
# The table: one row per set, one column per thread count, "wall / CPU";
# the medians over the runs.
cat "$res"/bench-*.txt | awk -v threads="$threads" '
function median(key,   n, i, j, t, a) {
	n = split(vals[key], a, " ")
	if (n == 0) return ""
	for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
	return (n % 2) ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
/^BenchmarkOsmesa/ {
	name = $1
	n = name; sub(/.*-/, "", n) # GOMAXPROCS suffix
	set = name; sub(/^BenchmarkOsmesa/, "", set); sub(/-[0-9]+$/, "", set)
	for (i = 3; i < NF; i += 2) vals[set "|" n "|" $(i+1)] = vals[set "|" n "|" $(i+1)] " " $i
	seen[set] = 1
}
# ratios prints one table row per set: the medians of metrics wall and cpu
# at each thread count, "wall / CPU".
function ratios(wall, cpu,   s, k, row, w, c) {
	for (s = 1; s <= 6; s++) {
		if (!(S[s] in seen)) continue
		row = "| " label[S[s]] " |"
		for (k = 1; k <= nt; k++) {
			w = median(S[s] "|" T[k] "|" wall); c = median(S[s] "|" T[k] "|" cpu)
			row = row (w == "" ? " – |" : sprintf(" %.2f / %.2f |", w, c))
		}
		print row
	}
}
END {
	nt = split(threads, T, " ")
	split("Small/released-frames Small/new-frames Large/released-frames Large/new-frames Mesh/released-frames Mesh/new-frames", S, " ")
	label["Small/released-frames"] = "small, released frames"; label["Small/new-frames"] = "small, new frames"
	label["Large/released-frames"] = "large, released"; label["Large/new-frames"] = "large, new frames"
	label["Mesh/released-frames"] = "mesh, released"; label["Mesh/new-frames"] = "mesh, new frames"
	print ""
	print "llvmpipe ÷ ppuwb, wall / CPU (speedup / cpu_speedup):"
	print ""
	h = "| set |"; d = "|---|"
	for (k = 1; k <= nt; k++) { h = h " " T[k] " threads |"; d = d "---|" }
	print h; print d
	ratios("speedup", "cpu_speedup")
	print ""
	print "With the triangle IDs (Options.TriangleIDs, what the app asks for): llvmpipe ÷ ppuwb, wall / CPU (speedup_ids / cpu_speedup_ids):"
	print ""
	print h; print d
	ratios("speedup_ids", "cpu_speedup_ids")
	print ""
	print "Per frame, ppuwb / llvmpipe: wall ms, CPU ms, page faults:"
	print ""
	print h; print d
	for (s = 1; s <= 6; s++) {
		if (!(S[s] in seen)) continue
		row = "| " label[S[s]] " |"
		for (k = 1; k <= nt; k++) {
			key = S[s] "|" T[k] "|"
			if (median(key "ours_ms") == "") { row = row " – |"; continue }
			row = row sprintf(" %.1f / %.1f ms, %.1f / %.1f CPU, %.0f / %.1f faults |", median(key "ours_ms"), median(key "llvmpipe_ms"),
				median(key "ours_cpu_ms"), median(key "llvmpipe_cpu_ms"), median(key "ours_faults"), median(key "llvmpipe_faults"))
		}
		print row
	}
}' | tee "$res/table.md"
