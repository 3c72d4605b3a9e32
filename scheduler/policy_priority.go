package scheduler

// priority: higher priority first. The WDU's priority levels order the
// grids (Options.WithPartition sets priority dispatch); nothing is held or
// reduced.

type priorityPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionPriority, "priority", priorityPolicy{}) }

// dispatch: priority dispatch orders the grids.
func (priorityPolicy) dispatch() (Dispatch, bool) { return DispatchPriority, true }
