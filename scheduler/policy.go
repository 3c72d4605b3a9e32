package scheduler

import "fmt"

// Partition policies as strategies. Each policy is a type in its own file
// (policy_*.go) that answers the partition's questions: may a tenant place
// more units now (admission, asked by the WDU for every CTA), does an
// arrival reduce the running tenants and by how much (on-arrival), which
// CTAs may be taken and how each is reduced (reduce). The mechanism —
// tenants, allotments, victims per SM, the save channel — is shared
// (partition_run.go, preempt.go) and asks the policy through this
// interface.
//
// A policy sees the run only through a policyView: queries, no state it
// could change (it returns what it decides, the partition applies it).
//
// Adding a policy is one file: a type embedding basePolicy (or sharePolicy
// for the share family) with the methods it changes, registered with its
// name in the file's init — registerPolicy(PartitionX, "name", xPolicy{})
// for one with a constant of its own in partition.go, or
// addPolicy("name", xPolicy{}) for one known by name only. Its traits
// (holds tenants at allotments, a dispatch order) are methods of the
// strategy, so nothing else in the package lists policies.

// partitionPolicy is one partition policy's decisions and traits.
type partitionPolicy interface {
	// admit reports whether tenant k may make u more units resident now
	// (the ramp-up pass is checked before).
	admit(v policyView, k int32, u int) bool
	// reduces reports whether an arrival takes CTAs off the running
	// tenants (by save or flush); draining needs no reduction step.
	reduces() bool
	// ramps reports whether a newcomer below its allotment places its
	// CTAs before every other tenant (a dispatch pass of its own).
	ramps() bool
	// allots reports whether the policy holds tenants at allotments
	// counted in measure units (the share policies): under the simd
	// measure tenants then do not share SIMD units, and MeasureWarnings
	// warns when a task's CTAs cannot fill their allotment.
	allots() bool
	// dispatch is the dispatch order Options.WithPartition sets for the
	// policy (ok false: it keeps the options' own).
	dispatch() (d Dispatch, ok bool)
	// want is the units tenant k's arrival needs room for (demand: the
	// units of its CTAs waiting to be placed).
	want(v policyView, k, demand int) int
	// wantNow is want when a planned save's turn comes: tenant k holds
	// used units and has unplaced units still to place.
	wantNow(v policyView, k, unplaced int) int
	// candidate reports whether CTAs of tenant o may be taken for the
	// arrival of tenant k (the common rules are checked before).
	candidate(v policyView, o, k int) bool
	// excess is how many units of tenant o a reduction may take.
	excess(v policyView, o int) int
	// reason explains why victim c is taken for tenant k's arrival.
	reason(v policyView, k int, c victim) string
	// reduction is how a chosen CTA with no reduction of its own (the
	// task's reduce key unset) is reduced; ahead is the transfer cycles of
	// the saves planned before it.
	reduction(v policyView, c victim, idem bool, why string, ahead int64) (Reduction, string)
	// smRanges hears that the allotments (percent per tenant) changed and
	// returns, per tenant, the range of SMs it may place on from now
	// (an entry not set, or a nil slice: the range stays as it was).
	smRanges(v policyView, pct []float64) []smRange
	// smAllowed reports whether tenant k may place on SM smi.
	smAllowed(v policyView, k int32, smi int) bool
}

// smRange is a tenant's range of SMs [lo, hi), where set.
type smRange struct {
	lo, hi int
	set    bool
}

// policies maps each PartitionPolicy to its strategy (filled by the
// policy files' init functions, with PartitionPolicyNames).
var policies = map[PartitionPolicy]partitionPolicy{}

// registerPolicy makes strategy s the policy p, spelled name in files and
// on the command line.
func registerPolicy(p PartitionPolicy, name string, s partitionPolicy) {
	if _, dup := policies[p]; dup {
		panic(fmt.Sprintf("scheduler: partition policy %d registered twice", p))
	}
	for int(p) >= len(PartitionPolicyNames) {
		PartitionPolicyNames = append(PartitionPolicyNames, "")
	}
	if name != "" {
		if _, taken := PartitionPolicyNames.Lookup(name); taken {
			panic("scheduler: partition policy name " + name + " registered twice")
		}
	}
	PartitionPolicyNames[p] = name
	policies[p] = s
}

// addPolicy registers strategy s as a new policy spelled name, after every
// policy registered so far, and returns its value.
func addPolicy(name string, s partitionPolicy) PartitionPolicy {
	p := PartitionPolicy(max(len(PartitionPolicyNames), int(partitionBuiltin)))
	registerPolicy(p, name, s)
	return p
}

// policyAllots reports whether policy p holds tenants at allotments
// (false for a policy not registered).
func policyAllots(p PartitionPolicy) bool {
	s, ok := policies[p]
	return ok && s.allots()
}

// basePolicy is what a policy that does not reduce, split SMs or hold
// tenants at allotments does: admit everything that fits.
type basePolicy struct{}

func (basePolicy) admit(policyView, int32, int) bool   { return true }
func (basePolicy) reduces() bool                       { return false }
func (basePolicy) ramps() bool                         { return false }
func (basePolicy) allots() bool                        { return false }
func (basePolicy) dispatch() (Dispatch, bool)          { return 0, false }
func (basePolicy) want(policyView, int, int) int       { return 0 }
func (basePolicy) wantNow(policyView, int, int) int    { return 0 }
func (basePolicy) candidate(policyView, int, int) bool { return false }
func (basePolicy) excess(policyView, int) int          { return 0 }
func (basePolicy) reason(policyView, int, victim) string {
	return ""
}
func (basePolicy) reduction(_ policyView, _ victim, _ bool, why string, _ int64) (Reduction, string) {
	return ReduceSave, why
}
func (basePolicy) smRanges(policyView, []float64) []smRange { return nil }
func (basePolicy) smAllowed(policyView, int32, int) bool    { return true }

// policyView is what a partition policy reads of the run: the tenants in
// arrival order and their state, the dispatch pass, the threshold, the SM
// array's size and the save channel's cost. Queries only: a policy changes
// no component's state through it.
type policyView struct{ p *partition }

// tenants is the number of active tenants in arrival order.
func (v policyView) tenants() int { return len(v.p.order) }

// arrived is the i-th active tenant in arrival order.
func (v policyView) arrived(i int) int { return v.p.order[i] }

// used is the units tenant k holds resident.
func (v policyView) used(k int) int { return v.p.tenants[k].used }

// allot is tenant k's allotment in units.
func (v policyView) allot(k int) int { return v.p.tenants[k].allot }

// allotPct is tenant k's allotment in percent of the capacity.
func (v policyView) allotPct(k int) float64 { return v.p.allotPct(k) }

// hungry reports whether tenant k, below its allotment, waits for room.
func (v policyView) hungry(k int) bool { return v.p.tenants[k].hungry }

// prio is tenant k's priority.
func (v policyView) prio(k int) int { return v.p.tenants[k].prio }

// share is tenant k's share in percent (0 unset, < 0 best effort).
func (v policyView) share(k int) int { return v.p.tenants[k].share }

// smRange is tenant k's range of SMs [lo, hi) (spatial, mps).
func (v policyView) smRange(k int) (lo, hi int) { return v.p.tenants[k].smLo, v.p.tenants[k].smHi }

// saved is the number of tenant k's CTAs saved and waiting for a relaunch.
func (v policyView) saved(k int) int { return len(v.p.tenants[k].saved) }

// hasWork reports whether tenant k has a grid with CTAs left to dispatch.
func (v policyView) hasWork(k int) bool { return v.p.tenantHasWork(k) }

// name is tenant k's name.
func (v policyView) name(k int) string { return v.p.out.Tenants[k].Name }

// pass is the dispatch pass (0: tenants below their allotments first).
func (v policyView) pass() int { return v.p.pass }

// limit is the threshold in units.
func (v policyView) limit() int { return v.p.limit }

// sms is the number of SMs.
func (v policyView) sms() int { return v.p.sa.count() }

// tpc is the number of SMs per TPC.
func (v policyView) tpc() int { return v.p.m.TPC() }

// autoChoice is share-auto's choice of reduction for victim c (preempt.go
// reads the run to weigh drain, flush and save; it changes nothing).
func (v policyView) autoChoice(c victim, idem bool, why string, ahead int64) (Reduction, string) {
	return v.p.autoChoice(c.ii, c.rem, idem, why, ahead)
}
