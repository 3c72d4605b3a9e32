package scheduler

import (
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// newestPolicy is a policy added the way a new one is: a type embedding
// basePolicy with the decisions it changes, registered with its name.
// Only the tenant that arrived last may place (single reversed): a
// newcomer overtakes the CTAs the others have not started yet.
type newestPolicy struct{ basePolicy }

func (newestPolicy) admit(v policyView, k int32, _ int) bool {
	return v.tenants() > 0 && v.arrived(v.tenants()-1) == int(k)
}

// TestAddPolicy: a policy defined in one file and registered by name runs
// like a built-in one — parsed from its name, chosen by the options, its
// decisions applied by the partition — and nothing else in the package
// had to change. The registration is removed after the test, so the other
// tests and the benchmarks see the built-in policies only.
func TestAddPolicy(t *testing.T) {
	pol := addPolicy("newest-first", newestPolicy{})
	t.Cleanup(func() {
		delete(policies, pol)
		PartitionPolicyNames = PartitionPolicyNames[:pol]
	})
	if got, err := ParsePartitionPolicy("newest-first"); err != nil || got != pol || pol.String() != "newest-first" {
		t.Fatalf("ParsePartitionPolicy(newest-first) = %v, %v; String %q", got, err, pol.String())
	}
	if pol < partitionBuiltin {
		t.Fatalf("the added policy took value %d, one of the built-in ones (< %d)", pol, partitionBuiltin)
	}

	m, _ := device.Preset("tiny")
	w := Workload{Kernels: []Kernel{kern("long", 2000), kern("short", 500)},
		Tasks: []Task{{Name: "a", Kernel: "long", Grid: Dim3{64, 1, 1}}, {Name: "b", Kernel: "short", Grid: Dim3{4, 1, 1}, SubmitAt: 300}}}
	span := func(r *Result, task string) (firstStart, lastStart, lastEnd int64) {
		firstStart = -1
		for _, iv := range r.Intervals {
			if r.TMDs[iv.Task].Name != task {
				continue
			}
			if firstStart < 0 || iv.Start < firstStart {
				firstStart = iv.Start
			}
			lastStart, lastEnd = max(lastStart, iv.Start), max(lastEnd, iv.End)
		}
		return firstStart, lastStart, lastEnd
	}
	newest := partRun(t, m, w, Options{}.WithPartition(pol))
	single := partRun(t, m, w, Options{}.WithPartition(PartitionSingle))
	if newest.Partition == nil || newest.Partition.Options.Policy != pol {
		t.Fatalf("the run did not use the added policy: %+v", newest.Partition)
	}
	_, aLast, aEnd := span(newest, "a")
	bFirst, _, bEnd := span(newest, "b")
	if bFirst >= aLast || bEnd >= aEnd {
		t.Errorf("newest-first: b (arrived at 300) started at %d and ended at %d; a's last CTA started at %d and a ended at %d: b should overtake a",
			bFirst, bEnd, aLast, aEnd)
	}
	_, _, aEndSingle := span(single, "a")
	if bFirstSingle, _, _ := span(single, "b"); bFirstSingle < aEndSingle {
		t.Errorf("single: b started at %d, before a ended at %d", bFirstSingle, aEndSingle)
	}
	if newest.Makespan <= 0 || len(newest.Intervals) != 68 {
		t.Errorf("newest-first ran %d CTAs in %d cycles, want 68", len(newest.Intervals), newest.Makespan)
	}
}
