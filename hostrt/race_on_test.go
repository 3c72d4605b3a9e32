//go:build race

package hostrt

// raceOn: the race detector slows the evaluator about tenfold, so the
// long hostile runs are left to `make hostile`, which runs them without it.
const raceOn = true
