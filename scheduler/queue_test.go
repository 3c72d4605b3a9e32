package scheduler

import (
	"math/rand/v2"
	"testing"
)

// TestEventQueueOrder checks the timing wheel against the binary heap under
// the simulator's rule: nothing is pushed before the current time.
func TestEventQueueOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var q eventQueue
	var h eventHeap
	var seq uint64
	var now int64
	for step := 0; step < 50000; step++ {
		if q.len() != len(h) {
			t.Fatalf("step %d: len %d vs %d", step, q.len(), len(h))
		}
		if q.len() > 0 && rng.IntN(3) == 0 {
			if a, b := *q.top(), h[0]; a != b {
				t.Fatalf("step %d: top %+v vs %+v", step, a, b)
			}
			a, b := q.pop(), h.pop()
			if a != b {
				t.Fatalf("step %d: pop %+v vs %+v", step, a, b)
			}
			now = a.t
			continue
		}
		seq++
		var d int64
		switch rng.IntN(10) {
		case 0:
			d = rng.Int64N(1 << 40)
		case 1, 2:
			d = rng.Int64N(3 * wheelSize)
		case 3:
			d = wheelSize - 1 + rng.Int64N(3)
		default:
			d = rng.Int64N(40)
		}
		e := event{t: now + d, seq: seq}
		q.push(e)
		h.push(e)
	}
}
