#!/bin/bash
# Submits a ppuwb sweep as a Slurm job array of N shards and a merge job
# that runs only if every shard succeeded (--dependency=afterok).
#   contrib/slurm/submit.sh SPEC.toml N [OUT_DIR [CSV]]
# Prints the two job ids. Extra sbatch options (partition, account, time)
# go in SBATCH_OPTS, e.g. SBATCH_OPTS="--partition=short --time=30".
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 SPEC.toml SHARDS [OUT_DIR [CSV]]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
spec=$(realpath "$1"); n=$2
out=$(realpath -m "${3:-parts}"); csv=$(realpath -m "${4:-sweep.csv}")
ppuwb=${PPUWB:-$(command -v ppuwb || true)}
[ -n "$ppuwb" ] || { echo "submit.sh: no ppuwb on PATH; set PPUWB=/path/to/ppuwb" >&2; exit 2; }
mkdir -p "$out"
# shellcheck disable=SC2086
array=$(sbatch --parsable ${SBATCH_OPTS:-} --array=0-$((n - 1)) --chdir="$out" \
	--export=ALL,SPEC="$spec",OUT="$out",PPUWB="$ppuwb" "$here/sweep.sbatch")
array=${array%%;*}
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${SBATCH_OPTS:-} --dependency=afterok:"$array" --chdir="$out" \
	--export=ALL,OUT="$out",CSV="$csv",PPUWB="$ppuwb" "$here/merge.sbatch")
merge=${merge%%;*}
echo "array job $array ($n shards), merge job $merge → $csv"
