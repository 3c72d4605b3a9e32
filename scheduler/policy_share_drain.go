package scheduler

// share-drain: allotments, reduced by draining — a tenant above its
// allotment gets no new CTAs until it is back at it (the admission rule
// alone); its running CTAs finish normally.

type shareDrainPolicy struct{ sharePolicy }

func init() { registerPolicy(PartitionShareDrain, "share-drain", shareDrainPolicy{}) }
