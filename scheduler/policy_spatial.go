package scheduler

// spatial: the SMs are split between the active tenants in contiguous
// ranges in proportion to their allotments; a tenant places only on its
// range (smAllowed), recomputed whenever the allotments change.

type spatialPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionSpatial, spatialPolicy{}) }

func (spatialPolicy) reallot(p *partition, pct []float64) { p.spatialSplit(pct) }

func (spatialPolicy) smAllowed(p *partition, k int32, smi int) bool {
	tr := &p.tenants[k]
	return smi >= tr.smLo && smi < tr.smHi
}

// spatialSplit gives each active tenant a contiguous range of SMs in
// proportion to its allotment (at least one SM each while SMs last).
func (p *partition) spatialSplit(pct []float64) {
	nsm := len(p.sa.sms)
	lo := 0
	total := 0.0
	weight := func(k int) float64 {
		if total == 0 {
			return 1 // every tenant best effort: equal parts
		}
		return pct[k]
	}
	for _, k := range p.order {
		total += pct[k]
	}
	acc, sum := 0.0, total
	if sum == 0 {
		sum = float64(len(p.order))
	}
	for i, k := range p.order {
		acc += weight(k)
		hi := int(acc/sum*float64(nsm) + 0.5)
		if i == len(p.order)-1 {
			hi = nsm
		}
		if hi <= lo {
			hi = min(lo+1, nsm)
		}
		p.tenants[k].smLo, p.tenants[k].smHi = lo, hi
		lo = hi
	}
}
