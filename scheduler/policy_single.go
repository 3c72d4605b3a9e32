package scheduler

// single: one task at a time, in arrival order (the seed's starting
// point): only the earliest active tenant may place CTAs.

type singlePolicy struct{ basePolicy }

func init() { registerPolicy(PartitionSingle, "single", singlePolicy{}) }

func (singlePolicy) admit(v policyView, k int32, _ int) bool {
	return v.tenants() > 0 && v.arrived(0) == int(k)
}
