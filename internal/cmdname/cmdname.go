// Package cmdname spells the names of the ppuwb commands that more than
// one package needs once: the command registry (internal/cli) registers
// them and the sweeps (sweep, which internal/cli imports) run them.
package cmdname

// The commands a sweep can run.
const (
	Simulate        = "simulate"
	ComparePolicies = "compare-policies"
	Replay          = "replay"
	Compare         = "compare"
	Render          = "render"
)

// Sweepable lists the commands a sweep can run at each point, in the
// order its messages name them.
var Sweepable = []string{Simulate, ComparePolicies, Replay, Compare, Render}
