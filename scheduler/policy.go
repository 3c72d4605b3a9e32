package scheduler

// Partition policies as strategies. Each policy is a type in its own file
// (policy_*.go) that answers the partition's questions: may a tenant place
// more units now (admission, asked by the WDU for every CTA), does an
// arrival reduce the running tenants and by how much (on-arrival), which
// CTAs may be taken and how each is reduced (reduce). The mechanism —
// tenants, allotments, victims per SM, the save channel — is shared
// (partition_run.go, preempt.go) and asks the policy through this
// interface, so adding a policy is a new file registering itself in init
// plus its name in partitionNames.

// partitionPolicy is one partition policy's decisions.
type partitionPolicy interface {
	// admit reports whether tenant k may make u more units resident now
	// (the ramp-up pass is checked before).
	admit(p *partition, k int32, u int) bool
	// reduces reports whether an arrival takes CTAs off the running
	// tenants (by save or flush); draining needs no reduction step.
	reduces() bool
	// ramps reports whether a newcomer below its allotment places its
	// CTAs before every other tenant (a dispatch pass of its own).
	ramps() bool
	// want is the units tenant k's arrival needs room for (demand: the
	// units of its CTAs waiting to be placed).
	want(p *partition, k, demand int) int
	// wantNow is want when a planned save's turn comes: tenant k holds
	// used units and has unplaced units still to place.
	wantNow(p *partition, k, unplaced int) int
	// candidate reports whether CTAs of tenant o may be taken for the
	// arrival of tenant k (the common rules are checked before).
	candidate(p *partition, o, k int) bool
	// excess is how many units of tenant o a reduction may take.
	excess(p *partition, o int) int
	// reason explains why victim c is taken for tenant k's arrival.
	reason(p *partition, k int, c victim) string
	// reduction is how a chosen CTA with no reduction of its own (the
	// task's reduce key unset) is reduced; ahead is the transfer cycles of
	// the saves planned before it.
	reduction(p *partition, c victim, idem bool, why string, ahead int64) (Reduction, string)
	// reallot hears that the allotments (percent per tenant) changed.
	reallot(p *partition, pct []float64)
	// smAllowed reports whether tenant k may place on SM smi.
	smAllowed(p *partition, k int32, smi int) bool
}

// policies maps each PartitionPolicy to its strategy (filled by the
// policy files' init functions).
var policies = map[PartitionPolicy]partitionPolicy{}

func registerPolicy(p PartitionPolicy, s partitionPolicy) { policies[p] = s }

// basePolicy is what a policy that does not reduce, split SMs or hold
// tenants at allotments does: admit everything that fits.
type basePolicy struct{}

func (basePolicy) admit(*partition, int32, int) bool   { return true }
func (basePolicy) reduces() bool                       { return false }
func (basePolicy) ramps() bool                         { return false }
func (basePolicy) want(*partition, int, int) int       { return 0 }
func (basePolicy) wantNow(*partition, int, int) int    { return 0 }
func (basePolicy) candidate(*partition, int, int) bool { return false }
func (basePolicy) excess(*partition, int) int          { return 0 }
func (basePolicy) reason(*partition, int, victim) string {
	return ""
}
func (basePolicy) reduction(_ *partition, _ victim, _ bool, why string, _ int64) (Reduction, string) {
	return ReduceSave, why
}
func (basePolicy) reallot(*partition, []float64)         {}
func (basePolicy) smAllowed(*partition, int32, int) bool { return true }
