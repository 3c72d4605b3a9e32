package scheduler

import "github.com/ppuwb/ppuwb/device"

// Narrow views. The partition reads the TMU and the SM array through
// them instead of holding the components: tmuView answers questions about
// TMDs (each through a tmdRef, a read-only handle), smView about the SMs'
// room. Neither has a method that changes the TMU's state; smView's two
// requests (vacate, occupy) ask the SM array to change its own, for a
// save and a relaunch. The policies see the partition through policyView
// (policy.go).

// tmdRef is a read-only handle on one TMD's run-time state.
type tmdRef struct{ t *tmdRun }

func (r tmdRef) kind() TMDKind      { return r.t.kind }
func (r tmdRef) need() device.Usage { return r.t.need }
func (r tmdRef) tenant() int32      { return r.t.tenant }
func (r tmdRef) split() CacheSplit  { return r.t.split }

// valid reports whether the handle names a TMD.
func (r tmdRef) valid() bool { return r.t != nil }

// idempotent reports whether the TMD's kernel may be flushed.
func (r tmdRef) idempotent() bool { return r.t.idempotent }

// reduce is the task's own reduction (its reduce key; 0 unset).
func (r tmdRef) reduce() Reduction { return r.t.reduce }

// left is the number of the grid's CTAs not handed out yet.
func (r tmdRef) left() int { return r.t.total - r.t.nextCTA }

// tmuView is what the partition reads of the TMU.
type tmuView struct{ tm *tmu }

// tmd is TMD idx.
func (v tmuView) tmd(idx int32) tmdRef { return tmdRef{&v.tm.tmds[idx]} }

// ofInterval is the TMD of interval ii's CTA.
func (v tmuView) ofInterval(ii int32) tmdRef {
	return tmdRef{&v.tm.tmds[v.tm.res.Intervals[ii].Task]}
}

// launching reports whether the CTA of interval ii has its launch point
// still ahead.
func (v tmuView) launching(ii int32) bool { return v.tm.launching(ii) }

// ctaCycles is the cycles CTA cta of TMD idx runs.
func (v tmuView) ctaCycles(idx int32, t tmdRef, cta int) int64 { return v.tm.ctaCycles(idx, t.t, cta) }

// smView is what the partition reads of the SM array, and the two changes
// it may ask of it.
type smView struct{ sa *smArray }

// count is the number of SMs.
func (v smView) count() int { return len(v.sa.sms) }

// capacity is one SM's capacity.
func (v smView) capacity() device.Usage { return v.sa.capa }

// sm is SM smi's state (a copy, to fill in a what-if).
func (v smView) sm(smi int) smRun { return v.sa.sms[smi] }

// snapshot copies every SM's state.
func (v smView) snapshot() []smRun { return append([]smRun(nil), v.sa.sms...) }

// fits reports whether a CTA of t fits on sm, an SM's state or a copy.
func (v smView) fits(sm *smRun, t tmdRef) bool { return v.sa.fits(sm, t.t) }

// fitsOn reports whether a CTA of t fits on SM smi now.
func (v smView) fitsOn(smi int, t tmdRef) bool { return v.sa.fits(&v.sa.sms[smi], t.t) }

// vacate asks the SM array to free a CTA of t's room on SM smi (its save
// or flush is done).
func (v smView) vacate(smi int, t tmdRef) { v.sa.vacate(smi, t.t) }

// occupy asks the SM array to take a CTA of t's room on SM smi (its
// relaunch).
func (v smView) occupy(smi int, t tmdRef) { v.sa.occupy(smi, t.t) }

// evCTAEnd is the SM array's event kind for a CTA leaving its SM.
func (v smView) evCTAEnd() eventKind { return v.sa.evCTAEnd }
