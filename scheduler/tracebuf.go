package scheduler

// This file is the command processor's ring trace buffer
// (../shared/seeds/trace-buffer-replay.txt, docs/replay.md): the nodes a
// context's replay needs, in stream order, from its most recent checkpoint
// (the read pointer) to the write pointer.

// TraceNodeKind is what a trace node records.
type TraceNodeKind uint8

// Trace node kinds. State operations are deterministic and never recorded.
const (
	NodeCheckpoint TraceNodeKind = iota // a checkpoint (Op -1: the start of the stream)
	NodeRead                            // Addr and the Value read
	NodeWrite                           // Addr, the Value written and the Old value it replaced
	NodePredicate                       // the flattened path: Value 1 = then, 0 = else
	NodeLast                            // the last operation processed before a switch
)

var nodeNames = [...]string{"checkpoint", "read", "write", "predicate", "last"}

// String names the kind.
func (k TraceNodeKind) String() string {
	if int(k) < len(nodeNames) {
		return nodeNames[k]
	}
	return "?"
}

// MarshalText writes the name.
func (k TraceNodeKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// TraceNodeBytes is the size of one node in memory (kind, operation,
// address, value and replaced value, aligned: the size of a TraceNode).
const TraceNodeBytes = 32

// TraceNode is one node of the trace buffer.
type TraceNode struct {
	Kind  TraceNodeKind `json:"kind"`
	Op    int32         `json:"op"`   // operation index in the stream (-1: stream start)
	Addr  int32         `json:"addr"` // memory address (-1 none)
	Value int64         `json:"value"`
	Old   int64         `json:"old,omitempty"`
}

// traceRing is a ring of nodes addressed by monotone positions: node p
// lives in slot p % len(nodes); rp is the read pointer (the first node of
// the current checkpoint), wp the write pointer (one past the last node).
//
// hist is the history of each memory location the context read or wrote
// since the checkpoint: the positions of its read and write nodes, oldest
// first (the seed's "history of the contents of that memory location"). A
// read of such a location after a switch takes the value of the newest of
// them: what the context saw before the interrupt (forwarding, see
// lastSeen; seed para. 63).
type traceRing struct {
	nodes []TraceNode
	rp    int64
	wp    int64
	peak  int
	hist  map[int32][]int64
}

func newTraceRing(size int) traceRing {
	return traceRing{nodes: make([]TraceNode, size), hist: map[int32][]int64{}}
}

func (r *traceRing) len() int { return int(r.wp - r.rp) }

// push appends a node; false when the ring is full (overflow).
func (r *traceRing) push(n TraceNode) bool {
	if r.len() >= len(r.nodes) {
		return false
	}
	r.nodes[r.wp%int64(len(r.nodes))] = n
	if n.Kind == NodeWrite || n.Kind == NodeRead {
		r.hist[n.Addr] = append(r.hist[n.Addr], r.wp)
	}
	r.wp++
	if l := r.len(); l > r.peak {
		r.peak = l
	}
	return true
}

// at returns the node at position p (rp ≤ p < wp).
func (r *traceRing) at(p int64) TraceNode { return r.nodes[p%int64(len(r.nodes))] }

// purge drops every node: a new checkpoint starts.
func (r *traceRing) purge() {
	r.rp = r.wp
	clear(r.hist)
}

// lastSeen returns the newest read or write node of addr traced before
// position before (and since the checkpoint), with its position.
func (r *traceRing) lastSeen(addr int32, before int64) (TraceNode, int64, bool) {
	h := r.hist[addr]
	for k := len(h) - 1; k >= 0; k-- {
		if p := h[k]; p >= r.rp && p < r.wp && p < before {
			return r.at(p), p, true
		}
	}
	return TraceNode{}, 0, false
}

// dropLast removes the newest node (the "last processed" node, once a
// resume has read it).
func (r *traceRing) dropLast() {
	if r.wp > r.rp {
		r.wp--
		if n := r.at(r.wp); n.Kind == NodeWrite || n.Kind == NodeRead {
			h := r.hist[n.Addr]
			r.hist[n.Addr] = h[:len(h)-1]
		}
	}
}

// Snapshot returns the valid nodes, oldest first.
func (r *traceRing) snapshot() []TraceNode {
	out := make([]TraceNode, 0, r.len())
	for p := r.rp; p < r.wp; p++ {
		out = append(out, r.at(p))
	}
	return out
}
