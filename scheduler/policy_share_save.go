package scheduler

// share-save: allotments, reduced by saving the chosen CTAs to memory over
// the save channel; they are restored when their tenant is below its
// allotment again.

type shareSavePolicy struct{ sharePolicy }

func init() { registerPolicy(PartitionShareSave, "share-save", shareSavePolicy{}) }

func (shareSavePolicy) reduces() bool { return true }
func (shareSavePolicy) ramps() bool   { return true }
