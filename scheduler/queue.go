package scheduler

import "math/bits"

// wheelSize is the span, in cycles, of the timing wheel (a power of two).
const wheelSize = 4096

// eventQueue is the simulator's priority queue: a timing wheel with one slot
// per cycle for the next wheelSize cycles, and a binary heap for events
// further away (moved onto the wheel as time approaches them). Events are
// taken in (t, seq) order, which is a total order, so the choice of
// structure can never change a Result; TestEventQueueOrder checks it
// against a plain binary heap.
//
// The queue relies on the simulator never scheduling an event before the
// current time (the time of the last top). Within a slot, events stay in
// seq order: direct pushes come with increasing seq, and events moved from
// the far heap arrive, in order, before any direct push to their slot can
// happen.
type eventQueue struct {
	cur  int64 // current time: the slot being consumed
	head int   // next unread event in the current slot
	n    int
	slot [wheelSize][]event
	bits [wheelSize / 64]uint64 // non-empty slots
	far  eventHeap              // events at or after cur+wheelSize
}

func (q *eventQueue) len() int { return q.n }

func (q *eventQueue) push(x event) {
	q.n++
	if x.t-q.cur >= wheelSize {
		q.far.push(x)
		return
	}
	k := x.t & (wheelSize - 1)
	q.slot[k] = append(q.slot[k], x)
	q.bits[k>>6] |= 1 << (k & 63)
}

// hasAt reports whether an event at time t, the current time, is still queued.
func (q *eventQueue) hasAt(t int64) bool {
	return t == q.cur && q.head < len(q.slot[t&(wheelSize-1)])
}

// top advances the current time to the earliest queued event and returns
// it; the queue must not be empty.
func (q *eventQueue) top() *event {
	k := q.cur & (wheelSize - 1)
	if q.head < len(q.slot[k]) {
		return &q.slot[k][q.head]
	}
	// The current slot is used up.
	q.slot[k] = q.slot[k][:0]
	q.bits[k>>6] &^= 1 << (k & 63)
	q.head = 0
	if d, ok := q.nextSlot(k); ok {
		q.cur += d
	} else {
		q.cur = q.far[0].t
	}
	// Bring far events that are now within the wheel's span onto it.
	for len(q.far) > 0 && q.far[0].t-q.cur < wheelSize {
		x := q.far.pop()
		j := x.t & (wheelSize - 1)
		q.slot[j] = append(q.slot[j], x)
		q.bits[j>>6] |= 1 << (j & 63)
	}
	return &q.slot[q.cur&(wheelSize-1)][0]
}

// nextSlot returns the distance from slot k to the next non-empty slot.
func (q *eventQueue) nextSlot(k int64) (int64, bool) {
	const words = wheelSize / 64
	start := (k + 1) & (wheelSize - 1)
	w := start >> 6
	word := q.bits[w] &^ (1<<(start&63) - 1)
	for i := 0; i <= words; i++ {
		if word != 0 {
			j := w<<6 + int64(bits.TrailingZeros64(word))
			return (j - k + wheelSize) & (wheelSize - 1), true
		}
		w = (w + 1) & (words - 1)
		word = q.bits[w]
	}
	return 0, false
}

// next returns the time of the earliest queued event without consuming
// anything (top would advance the current time, which must not happen
// while events at the current time are still being handled and may push
// more at it); ok is false when the queue is empty.
func (q *eventQueue) next() (t int64, ok bool) {
	if q.n == 0 {
		return 0, false
	}
	k := q.cur & (wheelSize - 1)
	if q.head < len(q.slot[k]) {
		return q.cur, true
	}
	if d, found := q.nextSlot(k); found && d != 0 {
		return q.cur + d, true
	}
	return q.far[0].t, true
}

func (q *eventQueue) pop() event {
	e := *q.top()
	q.head++
	q.n--
	return e
}
