package scheduler

// The memory barrier of a TMD (Task.MemoryBarrier): between logical
// completion (pending counter 0) and the release of semaphores and
// dependents, the TMU makes the task's writes visible. Two models:
//
//   - MembarDelay (the simple option, default): a fixed MembarCycles after
//     the pending counter reaches 0.
//   - MembarCounted: every CTA of the task (and every continuation CTA of its
//     queue) issues its writes as it ends; they are acknowledged
//     MembarCycles later. The TMU counts the outstanding writes per TMD (the
//     "outstanding-writes" counter) and releases the barrier when the pending
//     counter is 0 and no write is outstanding — at once if the last write
//     was acknowledged before.

import (
	"fmt"
	"strings"
)

// MembarMode selects how a memory barrier is modelled.
type MembarMode int

const (
	MembarDelay   MembarMode = iota // fixed MembarCycles after logical completion
	MembarCounted                   // wait until the task's counted CTA writes are acknowledged
)

// String returns "delay" or "counted".
func (m MembarMode) String() string { return nameOf(MembarModeNames, m, "MembarMode") }

// ParseMembarMode parses "delay" or "counted" ("" means delay).
func ParseMembarMode(s string) (MembarMode, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	if k == "" {
		return MembarDelay, nil
	}
	if v, ok := MembarModeNames.Lookup(k); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown memory barrier %q (want %s)", s, either(MembarModeNames))
}

// barrier is called when TMD idx's pending counter reaches 0.
func (tm *tmu) barrier(idx int32, t *tmdRun) {
	switch {
	case !t.membar:
		tm.completed(idx)
	case tm.o.Membar == MembarCounted:
		if t.writes == 0 {
			tm.completed(idx)
		} else {
			t.barWait = true
		}
	default:
		tm.push(tm.now+tm.o.MembarCycles, tm.evComplete, idx)
	}
}

// ctaWrites counts the writes of a CTA of TMD idx that just ended, against
// the TMD whose barrier covers them (a queue's against its owner).
func (tm *tmu) ctaWrites(idx int32, t *tmdRun) {
	if tm.o.Membar != MembarCounted {
		return
	}
	if t.kind == TMDQueue {
		idx = t.owner
		t = &tm.tmds[idx]
	}
	if !t.membar {
		return
	}
	t.writes++
	tm.counter(idx, CounterOutstandingWrites, t.writes, ReasonCTAWrote)
	tm.push(tm.now+tm.o.MembarCycles, tm.evWriteAck, idx)
}

// writeAck: one CTA's writes to TMD idx were acknowledged.
func (tm *tmu) writeAck(idx int32) {
	t := &tm.tmds[idx]
	t.writes--
	tm.counter(idx, CounterOutstandingWrites, t.writes, ReasonWriteAcked)
	if t.writes == 0 && t.barWait {
		t.barWait = false
		tm.completed(idx)
	}
}
