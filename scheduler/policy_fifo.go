package scheduler

// fifo (and no partition policy): grids in arrival order, whatever fits —
// the scheduler without partitioning. Nothing is held or reduced; fifo
// also sets fifo dispatch (Options.WithPartition), no policy keeps the
// options' own.

type fifoPolicy struct{ basePolicy }

type nonePolicy struct{ basePolicy }

func init() {
	registerPolicy(PartitionNone, "", nonePolicy{})
	registerPolicy(PartitionFIFO, "fifo", fifoPolicy{})
}

func (fifoPolicy) dispatch() (Dispatch, bool) { return DispatchFIFO, true }
