#!/usr/bin/env bash
# Calibrate ppuwb against your own NVIDIA GPU (docs/hardware.md).
#
#   contrib/calibrate/run.sh [RESULTS_DIR]      (default: calibrate-results)
#
# Builds ppubench.cu with nvcc, runs the three anchors on GPU 0 (nothing
# else should run on it) and writes, in the format of ../shared/anchors/h100:
#   device.csv   the GPU, its driver and per-SM limits
#   prio.csv     stream priorities (H alone, same priority, highest priority)
#   slices.csv   time-slicing between two processes (no MPS)
#   alone.csv    one client alone (2 waves of 5 ms blocks)
#   mps.csv      MPS clients at 50/50, 25/75, 100/100 active-thread percent
#                (needs nvidia-cuda-mps-control; skipped, with a message, without it)
# Then: ppuwb calibrate RESULTS_DIR  (set PPUWB=path/to/ppuwb to run it here).
# Environment: NVCC (default: nvcc on PATH or /usr/local/cuda/bin/nvcc),
# ARCH (default: native), SLICE_MS (default 600), SKIP_MPS=1.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-calibrate-results}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
mps_started=
cleanup() {
	if [ -n "$mps_started" ]; then
		echo quit | CUDA_MPS_PIPE_DIRECTORY="$work/mps-pipe" nvidia-cuda-mps-control >/dev/null 2>&1 || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

nvcc=${NVCC:-$(command -v nvcc || true)}
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
if [ -z "$nvcc" ]; then
	echo "run.sh: nvcc not found: install the CUDA toolkit (or set NVCC=/path/to/nvcc)" >&2
	exit 1
fi
arch=${ARCH:-native}
bench="$work/ppubench"
# every benchmark process is bounded: a hung GPU or MPS client cannot hang the script
runb() { timeout "${BENCH_TIMEOUT:-120}" "$bench" "$@"; }
echo "run.sh: building ppubench with $nvcc (-arch=$arch)"
if ! "$nvcc" -O2 -std=c++17 -arch="$arch" -o "$bench" "$here/ppubench.cu" 2>"$work/nvcc.log"; then
	if [ "$arch" = native ]; then
		echo "run.sh: -arch=native failed; trying sm_90" >&2
		"$nvcc" -O2 -std=c++17 -arch=sm_90 -o "$bench" "$here/ppubench.cu"
	else
		cat "$work/nvcc.log" >&2
		exit 1
	fi
fi

now_ns() { date +%s%N; }

echo "run.sh: device.csv"
runb device "$out/device.csv"
if drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader -i 0 2>/dev/null); then
	echo "driver,${drv%%$'\n'*}" >>"$out/device.csv"
fi
sms=$(awk -F, '$1=="sms"{print $2}' "$out/device.csv")
echo "run.sh: $(awk -F, '$1=="name"{print $2}' "$out/device.csv"), $sms SMs"

echo "run.sh: prio.csv (stream priorities)"
runb prio "$out/prio.csv"

slice_ms=${SLICE_MS:-600}
echo "run.sh: slices.csv (two processes time-sliced, ${slice_ms} ms each)"
start=$(($(now_ns) + 1500000000))
runb slice A "$start" "$slice_ms" >"$work/sa" &
pa=$!
runb slice B "$start" "$slice_ms" >"$work/sb" &
pb=$!
wait "$pa" "$pb"
{ echo "process,away_start_ns,away_end_ns,sms_reporting"; cat "$work/sa" "$work/sb"; } >"$out/slices.csv"
if [ "$(wc -l <"$out/slices.csv")" -le 1 ]; then
	echo "run.sh: no process was switched out: this GPU ran the two processes without time-slicing" >&2
fi

echo "run.sh: alone.csv (one client, no MPS)"
{ echo "block,sm,start_ns,end_ns"; runb blocks - 0 $((2 * sms)) 5 2>/dev/null; } >"$out/alone.csv"

if [ -n "${SKIP_MPS:-}" ]; then
	echo "run.sh: SKIP_MPS set: no mps.csv"
elif ! command -v nvidia-cuda-mps-control >/dev/null; then
	echo "run.sh: nvidia-cuda-mps-control not found: skipping the MPS anchor (no mps.csv)"
else
	export CUDA_MPS_PIPE_DIRECTORY="$work/mps-pipe" CUDA_MPS_LOG_DIRECTORY="$work/mps-log"
	mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
	if ! nvidia-cuda-mps-control -d; then
		echo "run.sh: the MPS daemon did not start: skipping the MPS anchor (no mps.csv)"
	else
		mps_started=1
		: >"$out/mps.csv"
		for split in "50 50" "25 75" "100 100"; do
			set -- $split
			echo "run.sh: mps.csv split $1 $2"
			start=$(($(now_ns) + 3000000000))
			CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=$1 timeout "${BENCH_TIMEOUT:-120}" "$bench" blocks A "$start" $((2 * sms)) 5 >"$work/ma" 2>"$work/ma.err" &
			pa=$!
			CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=$2 timeout "${BENCH_TIMEOUT:-120}" "$bench" blocks B "$start" $((2 * sms)) 5 >"$work/mb" 2>"$work/mb.err" &
			pb=$!
			if ! wait "$pa" "$pb"; then
				cat "$work/ma.err" "$work/mb.err" >&2
				echo "run.sh: an MPS client failed: mps.csv is incomplete" >&2
				break
			fi
			cat "$work/ma.err" "$work/mb.err"
			{ echo "# split $1 $2"; echo "A,block,sm,start_ns,end_ns"; cat "$work/ma" "$work/mb"; } >>"$out/mps.csv"
		done
		echo quit | nvidia-cuda-mps-control
		mps_started=
	fi
fi

echo "run.sh: results in $out"
if [ -n "${PPUWB:-}" ]; then
	"$PPUWB" calibrate "$out"
else
	echo "run.sh: now run: ppuwb calibrate $out"
fi
