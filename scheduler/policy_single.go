package scheduler

// single: one task at a time, in arrival order (the seed's starting
// point): only the earliest active tenant may place CTAs.

type singlePolicy struct{ basePolicy }

func init() { registerPolicy(PartitionSingle, singlePolicy{}) }

func (singlePolicy) admit(p *partition, k int32, _ int) bool {
	return len(p.order) > 0 && p.order[0] == int(k)
}
