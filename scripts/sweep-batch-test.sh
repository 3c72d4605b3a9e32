#!/usr/bin/env bash
# Runs a ppuwb sweep on a real single-node Slurm (Debian's slurmctld, slurmd
# and munge, started here and stopped on exit) through the job templates in
# contrib/slurm, and through the Kubernetes template's pod command with
# JOB_COMPLETION_INDEX set; both merged CSVs must equal the unsharded run's
# byte for byte.
#   scripts/sweep-batch-test.sh ./ppuwb
set -euo pipefail
bin=$(realpath "${1:?usage: $0 PPUWB_BINARY}")
top=$(cd "$(dirname "$0")/.." && pwd)
d=$(mktemp -d /tmp/ppuwb-slurm.XXXXXX)
chmod 755 "$d"
start=$(date +%s)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	for f in "$d"/slurmctld.pid "$d"/slurmd.pid "$d"/munged.pid; do
		[ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null || true
	done
	sleep 1
	rm -rf "$d"
}
trap cleanup EXIT
fail() { echo "sweep-batch-test: $*" >&2; for l in "$d"/*.log; do echo "== $l" >&2; tail -20 "$l" >&2; done; exit 1; }

# The sweep: 2 policies × 3 shares × 2 seeds on the partitioning example.
cat >"$d/spec.toml" <<'SPEC'
workspace = "partitioning"
command = "simulate"
seeds = 2
[params]
policy = ["share-drain", "share-save"]
"tasks.task2.share" = "30..70 step 20"
SPEC
"$bin" sweep "$d/spec.toml" -j 2 -o "$d/local.csv" 2>/dev/null
rows=$(($(wc -l <"$d/local.csv") - 1))
[ "$rows" = 12 ] || fail "the unsharded run wrote $rows rows, want 12"

# munge with a key and socket of its own, as root (--force).
dd if=/dev/urandom bs=1 count=1024 of="$d/munge.key" 2>/dev/null
chmod 400 "$d/munge.key"
mkdir -p "$d/munge"
/usr/sbin/munged --force --key-file="$d/munge.key" --socket="$d/munge/munge.socket.2" \
	--pid-file="$d/munged.pid" --log-file="$d/munged.log" --seed-file="$d/munge.seed" \
	|| fail "munged did not start"

# A one-node cluster on loopback: no cgroups, no accounting.
host=$(hostname -s)
port=$((20000 + RANDOM % 20000))
mkdir -p "$d/state" "$d/spool"
cat >"$d/slurm.conf" <<CONF
ClusterName=ppuwbtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$d/munge/munge.socket.2
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
StateSaveLocation=$d/state
SlurmdSpoolDir=$d/spool
SlurmctldPidFile=$d/slurmctld.pid
SlurmdPidFile=$d/slurmd.pid
SlurmctldLogFile=$d/slurmctld.log
SlurmdLogFile=$d/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$d/slurm.conf
/usr/sbin/slurmctld -f "$d/slurm.conf" || fail "slurmctld did not start"
/usr/sbin/slurmd -f "$d/slurm.conf" || fail "slurmd did not start"
for _ in $(seq 60); do
	state=$(sinfo -h -o %T 2>/dev/null || true)
	case "$state" in idle*|mixed*|allocated*) break ;; esac
	sleep 1
done
case "$state" in idle*|mixed*|allocated*) ;; *) fail "the node did not come up (state: '$state')" ;; esac

# The templates, as a user runs them: 4 shards and a merge chained afterok.
ids=$(PPUWB="$bin" "$top/contrib/slurm/submit.sh" "$d/spec.toml" 4 "$d/parts" "$d/slurm.csv") || fail "submit.sh failed"
echo "sweep-batch-test: $ids"
merge=$(echo "$ids" | sed -n 's/.*merge job \([0-9]*\).*/\1/p')
for _ in $(seq 120); do
	[ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
	sleep 1
done
[ -z "$(squeue -h -o %i)" ] || fail "jobs still queued after 120 s: $(squeue -h)"
[ -s "$d/slurm.csv" ] || fail "merge job $merge wrote no CSV ($(cat "$d"/parts/*.log 2>/dev/null | tail -5))"
ls "$d"/parts/part-*.jsonl | wc -l | grep -qx 4 || fail "want 4 part files: $(ls "$d/parts")"
cmp "$d/local.csv" "$d/slurm.csv" || fail "the Slurm-merged CSV differs from the unsharded run"
echo "sweep-batch-test: Slurm: 4 array tasks + merge job, merged CSV equals the unsharded run (12 points)"

# Kubernetes: the Indexed Job's pod command, once per completion index.
cmd=$(sed -n '/# pod-command/{n;s/.*args: \["\(.*\)"\]/\1/p}' "$top/contrib/k8s/sweep-job.yaml")
mcmd=$(sed -n '/# merge-command/{n;s/.*args: \["\(.*\)"\]/\1/p}' "$top/contrib/k8s/sweep-merge-job.yaml")
[ -n "$cmd" ] && [ -n "$mcmd" ] || fail "cannot find the pod commands in contrib/k8s"
mkdir -p "$d/k8s/bin" "$d/k8s/out" "$d/k8s/sweep"
ln -s "$bin" "$d/k8s/bin/ppuwb"
cp "$d/spec.toml" "$d/k8s/sweep/spec.toml"
sub() { echo "$1" | sed "s#/sweep/#$d/k8s/sweep/#g; s#/out/#$d/k8s/out/#g"; }
for i in 3 1 0 2; do
	JOB_COMPLETION_INDEX=$i PATH="$d/k8s/bin:$PATH" sh -c "$(sub "$cmd")" 2>/dev/null || fail "pod $i failed"
done
PATH="$d/k8s/bin:$PATH" sh -c "$(sub "$mcmd")" 2>/dev/null || fail "the merge pod failed"
cmp "$d/local.csv" "$d/k8s/out/sweep.csv" || fail "the Kubernetes-merged CSV differs from the unsharded run"
echo "sweep-batch-test: Kubernetes: 4 indexed pods + merge, merged CSV equals the unsharded run"
echo "sweep-batch-test: passed in $(($(date +%s) - start)) s"
