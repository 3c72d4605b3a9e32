package scheduler

// mps: NVIDIA's Multi-Process Service with an active-thread percentage per
// client. Each tenant may place only on a range of SMs as wide as its share
// of the machine, rounded down to whole TPCs (device.PPU.SMsPerTPC; an
// H100 gives 25 % of 132 SMs as 32, not 33) and at least one TPC. The
// width depends on the tenant's own share only: it is not scaled when the
// shares add up to more than 100 %, and a tenant keeps it when the others
// finish (docs/hardware.md). Ranges are laid side by side in arrival
// order and kept; one that would run past the last SM is laid against it,
// so shares above 100 % together overlap (at 100/100 both tenants see the
// whole machine and the dispatch order runs them one after the other).

type mpsPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionMPS, "mps", mpsPolicy{}) }

func (mpsPolicy) smRanges(v policyView, pct []float64) []smRange { return mpsSplit(v, len(pct)) }

func (mpsPolicy) smAllowed(v policyView, k int32, smi int) bool {
	lo, hi := v.smRange(int(k))
	return smi >= lo && smi < hi
}

// MPSWidth is the number of SMs a client with share percent of a machine
// of sms SMs in TPCs of tpc SMs may use: share × sms ÷ 100 rounded down to
// a multiple of tpc, at least tpc and at most sms (share 0: the whole
// machine, as a client without a percentage).
func MPSWidth(share, sms, tpc int) int {
	tpc = min(max(tpc, 1), sms)
	if share <= 0 || share >= 100 {
		return sms
	}
	w := share * sms / 100 / tpc * tpc
	return min(max(w, tpc), sms)
}

// mpsSplit gives each active tenant that has none its range of SMs
// (MPSWidth wide), after the ranges of the others; a tenant keeps its
// range for the rest of the run, as an MPS client keeps its SMs. tenants
// is the number of tenants.
func mpsSplit(v policyView, tenants int) []smRange {
	nsm := v.sms()
	ranges := make([]smRange, tenants)
	lo := 0
	for i := range v.tenants() {
		if _, hi := v.smRange(v.arrived(i)); hi > 0 {
			lo = max(lo, hi)
		}
	}
	for i := range v.tenants() {
		k := v.arrived(i)
		if _, hi := v.smRange(k); hi > 0 {
			continue
		}
		w := MPSWidth(v.share(k), nsm, v.tpc())
		if lo+w > nsm {
			lo = nsm - w
		}
		ranges[k] = smRange{lo: lo, hi: lo + w, set: true}
		lo += w
	}
	return ranges
}
