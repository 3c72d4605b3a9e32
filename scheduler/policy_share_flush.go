package scheduler

// share-flush: allotments; CTAs of idempotent kernels are flushed (dropped
// and restarted later, their work so far lost), the others saved.

type shareFlushPolicy struct{ sharePolicy }

func init() { registerPolicy(PartitionShareFlush, "share-flush", shareFlushPolicy{}) }

func (shareFlushPolicy) reduces() bool { return true }
func (shareFlushPolicy) ramps() bool   { return true }

func (shareFlushPolicy) reduction(_ policyView, _ victim, idem bool, why string, _ int64) (Reduction, string) {
	if idem {
		return ReduceFlush, why
	}
	return ReduceSave, why
}
