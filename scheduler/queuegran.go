package scheduler

// Queue granularity: where continuation CTAs wait for their children.
//
//   - QueuePerGrid (default, the seed's literal reading): one queue TMD per
//     launching grid collects the continuations of all its CTAs, and its
//     input dependence counts every attached EOC, so a continuation waits
//     until the children of every CTA that launched before it ran are done.
//   - QueuePerCTA: each launching CTA gets its own queue TMD (named
//     "GRID/CTA:queue"), created at its launch point with its EOC pointing
//     at it, so a continuation waits only for its own CTA's children.
//
// The parent grid's pending counter is held the same way in both: per
// continuation CTA (per-cta), or once per queue TMD (once, per-child).

import (
	"fmt"
	"strings"
)

// QueueGranularity selects one queue TMD per launching grid or per CTA.
type QueueGranularity int

const (
	QueuePerGrid QueueGranularity = iota // one queue per launching grid
	QueuePerCTA                          // one queue per launching CTA
)

// String returns "per-grid" or "per-cta".
func (q QueueGranularity) String() string {
	return nameOf(QueueGranularityNames, q, "QueueGranularity")
}

// ParseQueueGranularity parses "per-grid" or "per-cta" ("" means per-grid).
func ParseQueueGranularity(s string) (QueueGranularity, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	if k == "" {
		return QueuePerGrid, nil
	}
	if v, ok := QueueGranularityNames.Lookup(k); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown queue granularity %q (want %s)", s, either(QueueGranularityNames))
}
