package scheduler

// spatial: the SMs are split between the active tenants in contiguous
// ranges in proportion to their allotments; a tenant places only on its
// range (smAllowed), recomputed whenever the allotments change.

type spatialPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionSpatial, "spatial", spatialPolicy{}) }

func (spatialPolicy) smRanges(v policyView, pct []float64) []smRange { return spatialSplit(v, pct) }

func (spatialPolicy) smAllowed(v policyView, k int32, smi int) bool {
	lo, hi := v.smRange(int(k))
	return smi >= lo && smi < hi
}

// spatialSplit gives each active tenant a contiguous range of SMs in
// proportion to its allotment (at least one SM each while SMs last).
func spatialSplit(v policyView, pct []float64) []smRange {
	nsm := v.sms()
	ranges := make([]smRange, len(pct))
	lo := 0
	total := 0.0
	weight := func(k int) float64 {
		if total == 0 {
			return 1 // every tenant best effort: equal parts
		}
		return pct[k]
	}
	n := v.tenants()
	for i := range n {
		total += pct[v.arrived(i)]
	}
	acc, sum := 0.0, total
	if sum == 0 {
		sum = float64(n)
	}
	for i := range n {
		k := v.arrived(i)
		acc += weight(k)
		hi := int(acc/sum*float64(nsm) + 0.5)
		if i == n-1 {
			hi = nsm
		}
		if hi <= lo {
			hi = min(lo+1, nsm)
		}
		ranges[k] = smRange{lo: lo, hi: hi, set: true}
		lo = hi
	}
	return ranges
}
