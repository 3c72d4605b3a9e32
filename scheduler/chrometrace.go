package scheduler

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// WriteChromeTrace writes r in the Chrome Trace Event Format (JSON object
// form), which ui.perfetto.dev and chrome://tracing open:
//
//   - process 1 is the PPU; each SM is a thread ("SM 0" …);
//   - each CTA is a complete event ("ph":"X") named after its grid, with its
//     kind as category; a stall is a nested complete event inside it;
//   - flow events ("s"/"f") link a parent CTA to the first CTA of each child
//     grid it launched, and the last CTA of each child grid to the parent's
//     continuation CTA (or, under wait-in-place, to the parent's resumption);
//   - counters ("ph":"C") trace every TMD's pending and input-dependence
//     counters and the number of resident CTAs.
//
// Timestamps are microseconds: cycles / Machine.ClockMHz.
func WriteChromeTrace(w io.Writer, r *Result) error { return writeChromeTrace(w, r, nil) }

func writeChromeTrace(w io.Writer, r *Result, host *HostResult) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	tw := &traceWriter{w: bw, mhz: float64(max(r.Machine.ClockMHz, 1))}
	tw.raw(`{"displayTimeUnit":"ns","otherData":{"generator":"ppuwb scheduler","machine":`)
	tw.str(r.Machine.Name)
	tw.raw(`,"policy":`)
	tw.str(r.Options.Policy.String())
	tw.raw(`,"clock_mhz":` + strconv.Itoa(r.Machine.ClockMHz) + `},"traceEvents":[`)
	tw.first = true

	tw.event(`{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":` + quote(fmt.Sprintf("PPU %s (%d SMs)", r.Machine.Name, r.Machine.SMs)) + `}}`)
	tw.threads(r)
	tw.ctaSlices(r)
	tw.flows(r)
	tw.counters(r)
	tw.resident(r)
	tw.partition(r)
	tw.host(host)
	tw.raw("]}\n")
	if tw.err != nil {
		return tw.err
	}
	return bw.Flush()
}

// threads names the trace's threads: resident CTAs of one SM overlap in
// time, and trace viewers need the slices of one thread to nest, so each
// SM is drawn as a group of threads, one per CTA slot it used ("SM 3",
// "SM 3 · slot 1", …).
func (t *traceWriter) threads(r *Result) {
	tids, stride := traceLanes(r)
	t.tids = tids
	used := map[int]bool{}
	for _, tid := range tids {
		used[tid] = true
	}
	for sm := 0; sm < r.keys().sms; sm++ {
		for lane := 0; lane < stride; lane++ {
			tid := sm*stride + lane + 1
			if lane > 0 && !used[tid] {
				continue
			}
			name := fmt.Sprintf("SM %d", sm)
			if lane > 0 {
				name = fmt.Sprintf("SM %d · slot %d", sm, lane)
			}
			t.event(fmt.Sprintf(`{"name":"thread_name","ph":"M","pid":1,"tid":%d,"args":{"name":%q}}`, tid, name))
			t.event(fmt.Sprintf(`{"name":"thread_sort_index","ph":"M","pid":1,"tid":%d,"args":{"sort_index":%d}}`, tid, tid))
		}
	}
}

// ctaSlices writes a slice per CTA interval, and one per stall.
func (t *traceWriter) ctaSlices(r *Result) {
	names := make([]string, len(r.TMDs))
	for i := range r.TMDs {
		names[i] = quote(r.TMDs[i].Name)
	}
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		end := iv.End
		if end < 0 {
			end = r.Makespan
		}
		t.begin()
		t.raw(`{"ph":"X","pid":1,"tid":`)
		t.int(int64(t.tids[i]))
		t.raw(`,"name":`)
		t.raw(names[iv.Task])
		t.raw(`,"cat":"`)
		t.raw(iv.Kind.String())
		t.raw(`","ts":`)
		t.ts(iv.Start)
		t.raw(`,"dur":`)
		t.ts(end - iv.Start)
		t.raw(`,"args":{"cta":`)
		t.int(int64(iv.CTA))
		t.raw(`,"tmd":`)
		t.int(int64(iv.Task))
		t.raw(`,"start_cycle":`)
		t.int(iv.Start)
		t.raw(`,"end_cycle":`)
		t.int(iv.End)
		t.raw(`}}`)
		if iv.Stall != StallNone && iv.StallStart >= 0 {
			se := iv.StallEnd
			if se < 0 {
				se = end
			}
			t.begin()
			t.raw(`{"ph":"X","pid":1,"tid":`)
			t.int(int64(t.tids[i]))
			t.raw(`,"name":"stall: ` + iv.Stall.String() + `","cat":"stall","ts":`)
			t.ts(iv.StallStart)
			t.raw(`,"dur":`)
			t.ts(se - iv.StallStart)
			t.raw(`}`)
		}
	}
}

// flows writes the launch, continue and resume arrows between CTAs.
func (t *traceWriter) flows(r *Result) {
	// First/last CTA of each TMD.
	first := make([]int32, len(r.TMDs))
	last := make([]int32, len(r.TMDs))
	for i := range first {
		first[i], last[i] = -1, -1
	}
	cont := map[int]int{} // parent interval → continuation interval
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		if first[iv.Task] < 0 {
			first[iv.Task] = int32(i)
		}
		if l := last[iv.Task]; iv.End >= 0 && (l < 0 || r.Intervals[l].End < iv.End) {
			last[iv.Task] = int32(i)
		}
		if iv.Parent >= 0 {
			cont[iv.Parent] = i
		}
	}
	flow := 0
	for c := range r.TMDs {
		info := &r.TMDs[c]
		if info.LaunchInterval < 0 || info.Kind != TMDGrid {
			continue
		}
		p := &r.Intervals[info.LaunchInterval]
		launchAt := p.StallStart
		if p.Stall == StallNone || launchAt < 0 {
			launchAt = p.End
			if launchAt < 0 {
				launchAt = r.Makespan
			}
		}
		if f := first[c]; f >= 0 {
			flow++
			t.flow("s", flow, "launch", info.LaunchInterval, inside(p, launchAt, r.Makespan))
			t.flow("f", flow, "launch", int(f), r.Intervals[f].Start)
		}
		l := last[c]
		if l < 0 || r.Intervals[l].End < 0 {
			continue
		}
		li := &r.Intervals[l]
		if ci, ok := cont[info.LaunchInterval]; ok {
			flow++
			t.flow("s", flow, "continue", int(l), inside(li, li.End, r.Makespan))
			t.flow("f", flow, "continue", ci, r.Intervals[ci].Start)
		} else if p.Stall == StallWaitChildren && p.StallEnd >= 0 {
			flow++
			t.flow("s", flow, "resume", int(l), inside(li, li.End, r.Makespan))
			t.flow("f", flow, "resume", info.LaunchInterval, p.StallEnd)
		}
	}
}

// counters writes every TMD counter change.
func (t *traceWriter) counters(r *Result) {
	for i := range r.Counters {
		ev := &r.Counters[i]
		t.begin()
		t.raw(`{"ph":"C","pid":1,"name":`)
		t.raw(quote(r.TMDs[ev.TMD].Name + " " + ev.Counter.String()))
		t.raw(`,"ts":`)
		t.ts(ev.Time)
		t.raw(`,"args":{"value":`)
		t.int(int64(ev.Value))
		t.raw(`}}`)
	}
}

// resident writes the number of resident CTAs over time.
func (t *traceWriter) resident(r *Result) {
	type change struct {
		t int64
		d int
	}
	ch := make([]change, 0, 2*len(r.Intervals))
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		ch = append(ch, change{iv.Start, 1})
		if iv.End >= 0 {
			ch = append(ch, change{iv.End, -1})
		}
	}
	sortChanges := func(a, b change) int {
		switch {
		case a.t < b.t:
			return -1
		case a.t > b.t:
			return 1
		}
		return 0
	}
	slices.SortStableFunc(ch, sortChanges)
	n := 0
	for i := 0; i < len(ch); {
		at := ch[i].t
		for ; i < len(ch) && ch[i].t == at; i++ {
			n += ch[i].d
		}
		t.begin()
		t.raw(`{"ph":"C","pid":1,"name":"resident CTAs","ts":`)
		t.ts(at)
		t.raw(`,"args":{"ctas":`)
		t.int(int64(n))
		t.raw(`}}`)
	}
}

// inside returns a time within interval iv near t (flow events bind to the
// slice enclosing their timestamp, so they must not sit on its end).
func inside(iv *Interval, t, makespan int64) float64 {
	end := iv.End
	if end < 0 {
		end = makespan
	}
	ft := float64(t)
	if t >= end {
		ft = float64(end) - 0.5
	}
	if ft < float64(iv.Start) {
		ft = float64(iv.Start)
	}
	return ft
}

type traceWriter struct {
	tids  []int // trace thread of each interval
	w     *bufio.Writer
	mhz   float64
	first bool
	err   error
	buf   []byte
}

func (t *traceWriter) raw(s string) {
	if t.err == nil {
		_, t.err = t.w.WriteString(s)
	}
}

func (t *traceWriter) begin() {
	if t.first {
		t.first = false
		return
	}
	t.raw(",\n")
}

func (t *traceWriter) event(s string) {
	t.begin()
	t.raw(s)
}

func (t *traceWriter) int(v int64) {
	t.buf = strconv.AppendInt(t.buf[:0], v, 10)
	if t.err == nil {
		_, t.err = t.w.Write(t.buf)
	}
}

func (t *traceWriter) ts(cycles int64) { t.tsf(float64(cycles)) }

func (t *traceWriter) tsf(cycles float64) {
	t.buf = strconv.AppendFloat(t.buf[:0], cycles/t.mhz, 'f', -1, 64)
	if t.err == nil {
		_, t.err = t.w.Write(t.buf)
	}
}

// flow writes one end of a flow arrow on the thread of interval iv.
func (t *traceWriter) flow(ph string, id int, name string, iv int, at any) {
	t.begin()
	t.raw(`{"ph":"` + ph + `","pid":1,"tid":`)
	t.int(int64(t.tids[iv]))
	t.raw(`,"name":"` + name + `","cat":"flow","id":`)
	t.int(int64(id))
	t.raw(`,"ts":`)
	switch v := at.(type) {
	case int64:
		t.ts(v)
	case float64:
		t.tsf(v)
	}
	if ph == "f" {
		t.raw(`,"bp":"e"`)
	}
	t.raw(`}`)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func (t *traceWriter) str(s string) { t.raw(quote(s)) }

// traceLanes assigns each interval a trace thread: lane k of SM sm is
// thread sm*stride + k + 1, where k is the lowest CTA slot of the SM free
// when the CTA arrived and stride is the most lanes any SM needed.
func traceLanes(r *Result) (tids []int, stride int) {
	nsm := r.keys().sms
	laneEnd := make([][]int64, nsm) // per SM, per lane: when it frees (-1 never)
	lane := make([]int32, len(r.Intervals))
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		lanes := laneEnd[iv.SM]
		k := 0
		for ; k < len(lanes); k++ {
			if lanes[k] >= 0 && lanes[k] <= iv.Start {
				break
			}
		}
		if k == len(lanes) {
			lanes = append(lanes, 0)
			laneEnd[iv.SM] = lanes
		}
		lanes[k] = iv.End
		lane[i] = int32(k)
	}
	stride = 1
	for _, l := range laneEnd {
		stride = max(stride, len(l))
	}
	tids = make([]int, len(r.Intervals))
	for i := range r.Intervals {
		tids[i] = r.Intervals[i].SM*stride + int(lane[i]) + 1
	}
	return tids, stride
}
