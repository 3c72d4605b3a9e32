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

// The ring keeps a history per location read or written since the
// checkpoint; lastSeen answers the newest read or write before a position,
// and a purge (a new checkpoint) forgets the history.
func TestTraceRingWriteHistory(t *testing.T) {
	r := newTraceRing(8)
	r.push(TraceNode{Kind: NodeCheckpoint, Op: -1, Addr: -1})
	r.push(TraceNode{Kind: NodeWrite, Op: 1, Addr: 3, Value: 51})
	r.push(TraceNode{Kind: NodeRead, Op: 2, Addr: 3, Value: 51})
	r.push(TraceNode{Kind: NodeWrite, Op: 3, Addr: 3, Value: 60})
	r.push(TraceNode{Kind: NodeWrite, Op: 4, Addr: 5, Value: 1})
	if h := r.hist[3]; len(h) != 3 || r.at(h[0]).Value != 51 || r.at(h[1]).Kind != NodeRead || r.at(h[2]).Value != 60 {
		t.Fatalf("history of address 3: positions %v, want the write 51, the read 51, then the write 60", h)
	}
	if n, p, ok := r.lastSeen(3, r.wp); !ok || n.Value != 60 || p != 3 {
		t.Fatalf("newest write of 3: %+v at %d (%v), want 60 at 3", n, p, ok)
	}
	if n, _, ok := r.lastSeen(3, 3); !ok || n.Value != 51 || n.Kind != NodeRead {
		t.Fatalf("newest access of 3 before position 3: %+v (%v), want the read of 51", n, ok)
	}
	if _, _, ok := r.lastSeen(7, r.wp); ok {
		t.Fatal("address 7 was never read or written")
	}
	r.push(TraceNode{Kind: NodeWrite, Op: 5, Addr: 3, Value: 99})
	r.dropLast()
	if n, _, _ := r.lastSeen(3, r.wp); n.Value != 60 {
		t.Fatalf("after dropping the newest node the newest write of 3 is %d, want 60", n.Value)
	}
	r.purge()
	if _, _, ok := r.lastSeen(3, r.wp); ok || len(r.hist[5]) != 0 {
		t.Fatal("a checkpoint must purge the write history")
	}
}
