package scheduler

// Device-side streams: child grid templates that name a stream are ordered
// within the launching CTA, as the seed's stream of grid TMDs. The stream is
// private to the parent CTA that launches the children (as a stream created
// by a CTA is private to it): children of one CTA that name the same stream
// run one after the other, in Launch.Children order; children of different
// CTAs never wait for each other.
//
// Such a child is written with the parent's software hold (the CTA is still
// filling out the TMD) plus one hardware hold per stream predecessor, so the
// second child's input dependence starts at 2, as in the seed; the parent
// releases its holds once it has written all its children, and the
// predecessor's completion releases the other.

import "fmt"

// writeChildren writes the child TMDs a CTA just created: stream members
// are chained and held, the others become eligible at once.
func (tm *tmu) writeChildren(children []int32) {
	var held []int32 // the streamed children, in launch order
	for _, c := range children {
		st := tm.w.Tasks[tm.tmds[c].task].Stream
		if st == "" {
			continue
		}
		for k := len(held) - 1; k >= 0; k-- { // the previous child in the same stream
			if p := held[k]; tm.w.Tasks[tm.tmds[p].task].Stream == st {
				tm.tmds[p].dependents = append(tm.tmds[p].dependents, c)
				tm.tmds[c].preds++
				tm.res.TMDs[p].Edges = append(tm.res.TMDs[p].Edges, Edge{To: int(c), Kind: EdgeStream})
				break
			}
		}
		held = append(held, c)
	}
	for _, c := range children {
		tm.write(c, tm.w.Tasks[tm.tmds[c].task].Stream != "")
	}
	for _, c := range held {
		tm.decInput(c, ReasonSoftwareHold)
	}
}

// checkDeviceStream checks a child template's stream: it must be declared
// and hold only child templates (a stream is either the host's or a
// device-side stream of the launching CTA, never both).
func (v *validator) checkDeviceStream(i int, t Task) {
	declared := false
	for _, st := range v.w.Streams {
		if st.Name == t.Stream {
			declared = true
		}
	}
	if !declared {
		v.add("task", t.Name, i, "stream", "unknown stream %q (declare it in [[streams]])", t.Stream)
		return
	}
	for j, o := range v.w.Tasks {
		if o.Stream == t.Stream && !v.child[j] && v.tasks[o.Name] == j {
			v.add("task", t.Name, i, "stream", "%s", fmt.Sprintf(
				"is a child grid template, but stream %q also holds host task %q; a device-side stream holds only child grids",
				t.Stream, o.Name))
			return
		}
	}
}
