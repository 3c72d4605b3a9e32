package scheduler

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// This file is the replay check (docs/replay.md): the same workload run
// twice, once with every interrupt turned off (the reference: contexts run
// to completion one after another, so another context's writes come after
// everything a context read) and once as the workspace says, interrupted and
// resumed; the two results must agree on everything a program can observe.

// ReplayDiff is one observable difference between the uninterrupted and the
// interrupted run.
type ReplayDiff struct {
	// What: "memory", "dispatches", "writes" or "register".
	What    string `json:"what"`
	Context string `json:"context,omitempty"`
	Name    string `json:"name"` // the address, register or "grids"
	// Reference and Replayed are the values in the two runs, as text.
	Reference string `json:"reference"`
	Replayed  string `json:"replayed"`
}

// String is the difference on one line.
func (d ReplayDiff) String() string {
	where := d.Name
	if d.Context != "" {
		where = d.Context + ": " + d.Name
	}
	return fmt.Sprintf("%s %s: uninterrupted %s, replayed %s", d.What, where, d.Reference, d.Replayed)
}

// ReplayCheck is the outcome of CheckReplay.
type ReplayCheck struct {
	Mode        ReplayMode   `json:"mode"`
	Reference   *Result      `json:"-"`
	Replayed    *Result      `json:"-"`
	Match       bool         `json:"match"`
	Differences []ReplayDiff `json:"differences"`
}

// CheckReplay runs w uninterrupted and interrupted (with the replay mode
// mode) and lists how the observable results differ: final memory, each
// context's dispatched grids in order, the values each context wrote in
// order, and its registers at the end.
func CheckReplay(ctx context.Context, m device.PPU, w Workload, o Options, mode ReplayMode) (*ReplayCheck, error) {
	if w.Commands == nil {
		return nil, fmt.Errorf("the workspace has no command streams: add a [commands] table (docs/replay.md)")
	}
	ref := *w.Commands
	ref.Uninterrupted = true
	ref.Mode = ReplayTrace
	rw := w
	rw.Commands = &ref
	a, err := Run(ctx, m, rw, o)
	if err != nil {
		return nil, fmt.Errorf("uninterrupted run: %w", err)
	}
	got := *w.Commands
	got.Mode = mode
	gw := w
	gw.Commands = &got
	b, err := Run(ctx, m, gw, o)
	if err != nil {
		return nil, fmt.Errorf("interrupted run: %w", err)
	}
	c := &ReplayCheck{Mode: mode, Reference: a, Replayed: b, Differences: CompareCP(a.Commands, b.Commands)}
	c.Match = len(c.Differences) == 0
	return c, nil
}

// CompareCP lists the observable differences between two command-processor
// results of the same workload.
func CompareCP(a, b *CPResult) []ReplayDiff {
	var out []ReplayDiff
	for i, name := range a.MemoryNames {
		if a.Memory[i] != b.Memory[i] {
			out = append(out, ReplayDiff{What: "memory", Name: name, Reference: fmt.Sprint(a.Memory[i]), Replayed: fmt.Sprint(b.Memory[i])})
		}
	}
	for ci := range a.Contexts {
		ca, cb := &a.Contexts[ci], &b.Contexts[ci]
		da, db := dispatchList(ca.Dispatched), dispatchList(cb.Dispatched)
		if !slices.Equal(da, db) {
			out = append(out, ReplayDiff{What: "dispatches", Context: ca.Name, Name: "grids", Reference: listText(da), Replayed: listText(db)})
		}
		wa, wb := writeList(a, ci), writeList(b, ci)
		if !slices.Equal(wa, wb) {
			out = append(out, ReplayDiff{What: "writes", Context: ca.Name, Name: "values written", Reference: listText(wa), Replayed: listText(wb)})
		}
		var regs []string
		for r := range ca.Regs {
			regs = append(regs, r)
		}
		slices.Sort(regs)
		for _, r := range regs {
			if ca.Regs[r] != cb.Regs[r] {
				out = append(out, ReplayDiff{What: "register", Context: ca.Name, Name: r, Reference: fmt.Sprint(ca.Regs[r]), Replayed: fmt.Sprint(cb.Regs[r])})
			}
		}
	}
	return out
}

func dispatchList(ds []CPDispatch) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Task
		if d.Label != "" {
			out[i] = d.Label + ":" + d.Task
		}
	}
	return out
}

// writeList is the values context ci left in memory, write by write, as
// the program sees them: a write the trace says was done is not repeated.
func writeList(r *CPResult, ci int) []string {
	var out []string
	for _, w := range r.Writes {
		if w.Context == ci {
			out = append(out, fmt.Sprintf("%s=%d", r.MemoryNames[w.Addr], w.Value))
		}
	}
	return out
}

func listText(xs []string) string {
	if len(xs) == 0 {
		return "(none)"
	}
	return strings.Join(xs, " ")
}
