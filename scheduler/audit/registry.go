package audit

import (
	"sort"
)

// The registry of checks. Each file registers the checks of the figures
// it re-derives from an init function:
//
//	register(order, "name", "the invariant in words", (*auditor).method)
//
// and Audit runs them in order (ties by name). The order ranges keep the
// report's lines grouped and let files be added without editing a list:
//
//	  0– 99  residency, work and transfers (audit.go, channel.go, simd.go)
//	100–199  command processor and runtime (commands.go, and the files that re-derive switches, charges and placements)
//	200–299  partition figures re-derived from the timeline (cost.go, conserve.go, allot.go, victims.go, metrics.go)
//	900–999  completion (audit.go)
type registered struct {
	order      int
	name, what string
	f          func(*auditor, checker)
}

var registry []registered

// register adds a check; a second check of the same name is a programming
// error and panics at start-up.
func register(order int, name, what string, f func(*auditor, checker)) {
	for _, c := range registry {
		if c.name == name {
			panic("audit: check " + name + " registered twice")
		}
	}
	registry = append(registry, registered{order, name, what, f})
}

// checks returns the registered checks in order.
func checks() []registered {
	out := append([]registered(nil), registry...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].order != out[j].order {
			return out[i].order < out[j].order
		}
		return out[i].name < out[j].name
	})
	return out
}

// CheckNames lists the names of the registered checks in report order.
func CheckNames() []string {
	var out []string
	for _, c := range checks() {
		out = append(out, c.name)
	}
	return out
}

func init() {
	register(10, "capacity", "per-SM resources never exceed capacity", (*auditor).capacity)
	register(20, "one-place", "a CTA is in one place at a time (running, in transfer, in memory or done)", (*auditor).onePlace)
	register(30, "restored", "every saved or flushed CTA is relaunched, or reported lost by a deadlock", (*auditor).restored)
	register(40, "channel", "transfers take bytes ÷ bandwidth plus latency; saves and restores share the save channels", (*auditor).channel)
	register(50, "needed", "every save starts while the arrival it serves is still running", (*auditor).needed)
	register(60, "threshold", "total utilization stays at or below the threshold", (*auditor).threshold)
	register(70, "work", "every CTA's cycles run exactly once; flushed work is counted as lost", (*auditor).work)
	register(110, "switches", "every context switch (and full save) is charged before the incoming context runs", (*auditor).switches)
	register(120, "commands", "each command-stream operation is processed once and scheduled once", (*auditor).commands)
	register(130, "runtime", "runtime instances start after their events, on the device their record names",
		func(a *auditor, k checker) { a.runtime(k, a.in.Host) })
	register(210, "bound", "missed_bound counts the arrivals that reached their share after the latency bound", (*auditor).bound)
	register(990, "complete", "a run without a deadlock completes every TMD; a deadlock names the incomplete ones", (*auditor).complete)
}
