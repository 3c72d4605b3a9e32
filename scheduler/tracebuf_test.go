package scheduler

import "testing"

// The ring keeps monotone positions: after a purge the next checkpoint's
// nodes reuse the slots (wrap-around), the read pointer moves to the
// checkpoint, and a full ring refuses a node.
func TestTraceRingPurgeAndWrap(t *testing.T) {
	r := newTraceRing(4)
	for i := range 3 {
		if !r.push(TraceNode{Kind: NodeRead, Op: int32(i), Value: int64(i)}) {
			t.Fatalf("push %d refused", i)
		}
	}
	r.purge() // a new checkpoint
	if r.len() != 0 || r.rp != 3 || r.wp != 3 {
		t.Fatalf("after purge rp=%d wp=%d len=%d", r.rp, r.wp, r.len())
	}
	for i := range 4 {
		if !r.push(TraceNode{Kind: NodeWrite, Op: int32(10 + i), Value: int64(10 + i)}) {
			t.Fatalf("push %d after purge refused", i)
		}
	}
	if r.push(TraceNode{Kind: NodeRead}) {
		t.Fatal("a full ring accepted a fifth node")
	}
	got := r.snapshot()
	for i, n := range got {
		if n.Op != int32(10+i) {
			t.Fatalf("node %d is op %d after wrap-around, want %d (%v)", i, n.Op, 10+i, got)
		}
	}
	if r.at(r.wp-1).Op != 13 || r.peak != 4 {
		t.Fatalf("newest %d, peak %d", r.at(r.wp-1).Op, r.peak)
	}
	r.dropLast()
	if r.len() != 3 {
		t.Fatalf("dropLast left %d nodes", r.len())
	}
}
