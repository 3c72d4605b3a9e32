package scheduler

import (
	"math/bits"
	"slices"
)

// eventQueue is the simulator's priority queue: a radix heap (monotone
// priority queue) keyed by time, with ties broken by sequence number. It
// relies on the simulator never scheduling an event before the time of the
// last refill (top or pop); the simulator calls top only to advance its
// clock and uses hasAt while it stays at one time. Pushing costs O(1); each
// event moves between buckets at most 64 times and usually once or twice.
// Any correct priority queue pops the same sequence, because (t, seq) is a
// total order, so the choice of structure cannot change a Result.
type eventQueue struct {
	last int64 // time of the bucket-0 events (the last refill)
	n    int
	head int // next event in bucket 0 (which is sorted by seq)
	b    [65][]event
}

func (q *eventQueue) bucket(t int64) int {
	if t == q.last {
		return 0
	}
	return 64 - bits.LeadingZeros64(uint64(t^q.last))
}

// len returns the number of queued events.
func (q *eventQueue) len() int { return q.n }

func (q *eventQueue) push(x event) {
	q.n++
	i := q.bucket(x.t)
	q.b[i] = append(q.b[i], x) // in bucket 0, seq only grows: stays sorted
}

// refill makes bucket 0 hold the earliest events; the queue must not be empty.
func (q *eventQueue) refill() {
	if q.head < len(q.b[0]) {
		return
	}
	q.b[0] = q.b[0][:0]
	q.head = 0
	i := 1
	for len(q.b[i]) == 0 {
		i++
	}
	src := q.b[i]
	m := src[0].t
	for k := 1; k < len(src); k++ {
		if src[k].t < m {
			m = src[k].t
		}
	}
	q.last = m
	for k := range src {
		j := q.bucket(src[k].t)
		q.b[j] = append(q.b[j], src[k])
	}
	q.b[i] = src[:0]
	if b0 := q.b[0]; len(b0) > 1 {
		slices.SortFunc(b0, func(a, b event) int {
			if a.seq < b.seq {
				return -1
			}
			return 1
		})
	}
}

// hasAt reports whether an event at time t (the time of the last refill) is
// still queued. Unlike top it never advances the queue's notion of now, so
// events may still be pushed at t afterwards.
func (q *eventQueue) hasAt(t int64) bool { return t == q.last && q.head < len(q.b[0]) }

// top returns the earliest event; the queue must not be empty.
func (q *eventQueue) top() *event {
	q.refill()
	return &q.b[0][q.head]
}

func (q *eventQueue) pop() event {
	q.refill()
	e := q.b[0][q.head]
	q.head++
	q.n--
	return e
}
