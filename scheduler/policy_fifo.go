package scheduler

// fifo (and no partition policy): grids in arrival order, whatever fits —
// the scheduler without partitioning. Nothing is held or reduced.

type fifoPolicy struct{ basePolicy }

func init() {
	registerPolicy(PartitionNone, fifoPolicy{})
	registerPolicy(PartitionFIFO, fifoPolicy{})
}
