package scheduler

// The save channel: the copy engines (DMA queues) that move preempted
// CTAs' state between the SMs and memory. It is a resource with a queue:
// saves and restores each take one of its channels for their transfer
// (bytes ÷ bandwidth cycles), first come first served; the fixed latency
// follows off the channel. Victims chosen for a save wait in its queue of
// planned saves until a channel is free (preempt.go decides whether each
// still starts).

type saveChannel struct {
	free    []int64       // per channel: busy until then
	bw      int64         // bytes per cycle
	latency int64         // cycles after each transfer
	planned []plannedSave // victims chosen for a save, waiting for a channel
	wake    int64         // a pending evChanFree (-1 none)
	log     *[]Transfer   // PartitionResult.Transfers
}

func newSaveChannel(channels, bw int, latency int64, log *[]Transfer) *saveChannel {
	return &saveChannel{free: make([]int64, channels), bw: int64(bw), latency: latency, wake: -1, log: log}
}

// woken: the pending evChanFree fired.
func (c *saveChannel) woken() { c.wake = -1 }

// at returns the channel that is free first and when a transfer queued at
// t starts on it (ties: the lowest channel).
func (c *saveChannel) at(t int64) (ch int, start int64) {
	for i := range c.free {
		if c.free[i] < c.free[ch] {
			ch = i
		}
	}
	return ch, max(t, c.free[ch])
}

// cost is the cycles of a transfer of bytes on a channel and its whole
// cost with the latency.
func (c *saveChannel) cost(bytes int) (transfer, total int64) {
	transfer = (int64(bytes) + c.bw - 1) / c.bw
	return transfer, c.latency + transfer
}

// book takes channel ch from start for preemption pi's save or restore of
// bytes and records the transfer; it returns when the state is in place.
func (c *saveChannel) book(pi int32, restore bool, ch int, start int64, bytes int) (done int64) {
	xfer, total := c.cost(bytes)
	c.free[ch] = start + xfer
	*c.log = append(*c.log, Transfer{Preemption: int(pi), Restore: restore, Channel: ch, Bytes: bytes,
		Start: start, End: start + xfer, Done: start + total})
	return start + total
}
