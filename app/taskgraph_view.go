package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"github.com/ppuwb/ppuwb/scheduler"
)

// fitMode is how the task graph chooses its zoom when laid out.
type fitMode int

const (
	// fitReadable fits the graph into the view, wrapping wide layers,
	// but never below a readable scale (tgFitMin); a larger graph shows
	// its top and is panned.
	fitReadable fitMode = iota
	// fitWhole is the same fit asked for again (Fit, double-click) after
	// the user zoomed or panned.
	fitWhole
	// fitManual keeps the user's zoom and pan.
	fitManual
)

const (
	tgMinZoom = 0.1
	tgMaxZoom = 4
)

func (g *taskGraph) toView(p fyne.Position) fyne.Position {
	return fyne.NewPos(p.X*g.scale+g.off.X, p.Y*g.scale+g.off.Y)
}

func (g *taskGraph) toGraph(p fyne.Position) fyne.Position {
	return fyne.NewPos((p.X-g.off.X)/g.scale, (p.Y-g.off.Y)/g.scale)
}

// queuesBesideOwners moves each queue TMD of a layer right after the grid
// that owns it.
func queuesBesideOwners(r *scheduler.Result, ids []int) {
	for k := 0; k < len(ids); k++ {
		q := ids[k]
		m := r.TMDs[q]
		if m.Kind != scheduler.TMDQueue {
			continue
		}
		at := -1
		for j, i := range ids {
			if i == m.Owner {
				at = j
			}
		}
		if at < 0 || at+1 == k {
			continue
		}
		rest := append(append([]int(nil), ids[:k]...), ids[k+1:]...)
		if at > k {
			at--
		}
		out := append(append(append([]int(nil), rest[:at+1]...), q), rest[at+1:]...)
		copy(ids, out)
	}
}

// widest is the number of nodes in the widest layer.
func (g *taskGraph) widest() int {
	w := 1
	for _, ids := range g.layers {
		w = max(w, len(ids))
	}
	return w
}

// rowsAt is the number of rows the layers take with at most cols nodes a
// row.
func (g *taskGraph) rowsAt(cols int) int {
	cols = max(1, min(cols, g.widest()))
	rows := 0
	for _, ids := range g.layers {
		rows += (len(ids) + cols - 1) / cols
	}
	return max(rows, 1)
}

// layoutSize is the graph's size with at most cols nodes a row.
func (g *taskGraph) layoutSize(cols int) fyne.Size {
	cols = max(1, min(cols, g.widest()))
	ge := g.geo
	return fyne.NewSize(2*ge.pad+float32(cols)*(ge.w+ge.gapX)-ge.gapX, 2*ge.pad+float32(g.rowsAt(cols))*(ge.h+ge.gapY)-ge.gapY)
}

// compactFit is the compact geometry and wrapping that show the whole
// graph in view size s at zoom z, if one does: nodes as low as their text
// (tgCompactH), as wide as the view allows up to tgNodeW but no narrower
// than tgCompactMinW, and the gaps between rows what is left (at least
// tgCompactMinGapY). Of those that fit, the widest nodes win.
func (g *taskGraph) compactFit(s fyne.Size, z float32) (tgGeom, int, bool) {
	vw, vh := s.Width/z-1, s.Height/z-1 // the view in graph units, a unit spare
	best, bestC, ok := tgGeom{}, 0, false
	for c := g.widest(); c >= 1; c-- {
		w := min(tgNodeW, (vw-2*tgCompactPad-float32(c-1)*tgCompactGapX)/float32(c))
		rows := g.rowsAt(c)
		gapY := float32(tgGapY)
		if rows > 1 {
			gapY = min(gapY, (vh-2*tgCompactPad-float32(rows)*tgCompactH)/float32(rows-1))
		}
		if w < tgCompactMinW || gapY < tgCompactMinGapY || 2*tgCompactPad+tgCompactH > vh || ok && w <= best.w {
			continue
		}
		best = tgGeom{w: w, h: tgCompactH, gapX: tgCompactGapX, gapY: gapY, pad: tgCompactPad, top: 1, line: 15}
		bestC, ok = c, true
	}
	return best, bestC, ok
}

// compactAcross is, for a graph no geometry shows whole at zoom z, the
// compact geometry with the most nodes a row that fits across view size s
// (nodes no narrower than tgCompactMinW): more of the graph in view than
// the roomy nodes show, the rest dragged into view.
func (g *taskGraph) compactAcross(s fyne.Size, z float32) (tgGeom, int, bool) {
	vw := s.Width/z - 1
	for c := g.widest(); c >= 1; c-- {
		w := min(tgNodeW, (vw-2*tgCompactPad-float32(c-1)*tgCompactGapX)/float32(c))
		if w >= tgCompactMinW {
			return tgGeom{w: w, h: tgCompactH, gapX: tgCompactGapX, gapY: 2 * tgCompactMinGapY, pad: tgCompactPad, top: 1, line: 15}, c, true
		}
	}
	return tgGeom{}, 0, false
}

// layoutCols places the nodes layer by layer, top down, at most cols a
// row: a wider layer wraps onto rows of its own, each centred.
func (g *taskGraph) layoutCols(cols int) {
	cols = max(1, min(cols, g.widest()))
	g.cols = cols
	row := 0
	for _, ids := range g.layers {
		for start := 0; start < len(ids); start += cols {
			part := ids[start:min(start+cols, len(ids))]
			ge := g.geo
			x0 := ge.pad + float32(cols-len(part))*(ge.w+ge.gapX)/2
			for c, i := range part {
				g.pos[i] = fyne.NewPos(x0+float32(c)*(ge.w+ge.gapX), ge.pad+float32(row)*(ge.h+ge.gapY))
			}
			row++
		}
	}
	g.size = g.layoutSize(cols)
}

// applyFit sets the zoom, the pan and the wrapping of wide layers for view
// size s unless the user chose the zoom. The labels never go below
// tgLabelMin (tgFitMin): of the wrappings, the one that shows the graph
// largest is taken; when none shows it whole at a readable size, the
// widest one that fits across at that size, and the graph shows its top
// and is panned (dragged) up and down.
func (g *taskGraph) applyFit(s fyne.Size) {
	if g.fit == fitManual || len(g.layers) == 0 || s.Width <= 0 || s.Height <= 0 {
		return
	}
	// Up to 1.5× the text scale when the panel has room: larger nodes read
	// better from the back of a room.
	floor := tgFitMin()
	most := max(1.5*uiScale, floor)
	g.geo = tgRoomy
	best, bestZ := g.widest(), float32(-1)
	for c := g.widest(); c >= 1; c-- {
		ls := g.layoutSize(c)
		if z := min(most, s.Width/ls.Width, s.Height/ls.Height); z > bestZ+1e-4 {
			best, bestZ = c, z
		}
	}
	if bestZ < floor {
		// Not whole at readable labels: compact nodes where they show it
		// whole; else the roomy nodes, the widest wrapping that fits
		// across, the graph's top shown and panned.
		if geo, c, ok := g.compactFit(s, floor); ok {
			g.geo, best = geo, c
		} else if geo, c, ok := g.compactAcross(s, floor); ok {
			g.geo, best = geo, c
		} else {
			best = 1
			for c := g.widest(); c >= 1; c-- {
				if g.layoutSize(c).Width*floor <= s.Width {
					best = c
					break
				}
			}
		}
		bestZ = floor
	}
	g.layoutCols(best)
	g.scale = max(float32(tgMinZoom), bestZ)
	// Centred across (rows are centred, so the middle of the graph
	// shows), from the top where it is taller than the view.
	g.off = fyne.NewPos((s.Width-g.size.Width*g.scale)/2, max(0, (s.Height-g.size.Height*g.scale)/2))
	// A selected node the view would leave out is brought into it
	// (centred, the graph kept from leaving a gap above or below).
	if i := g.selected; i >= 0 && i < len(g.pos) {
		top := g.off.Y + g.pos[i].Y*g.scale
		if top < 0 || top+g.geo.h*g.scale > s.Height {
			y := s.Height/2 - (g.pos[i].Y+g.geo.h/2)*g.scale
			g.off.Y = min(0, max(y, s.Height-g.size.Height*g.scale))
		}
	}
}

// FitAll zooms out (or in) so the whole graph shows (the Fit button,
// double-click).
func (g *taskGraph) FitAll() {
	g.fit = fitWhole
	g.applyFit(g.Size())
	g.Refresh()
}

// ZoomAt multiplies the zoom by f keeping the graph point under p still.
func (g *taskGraph) ZoomAt(p fyne.Position, f float32) {
	at := g.toGraph(p)
	g.scale = min(max(g.scale*f, tgMinZoom), tgMaxZoom)
	g.off = fyne.NewPos(p.X-at.X*g.scale, p.Y-at.Y*g.scale)
	g.fit = fitManual
	g.Refresh()
}

// Scrolled zooms at the pointer.
func (g *taskGraph) Scrolled(e *fyne.ScrollEvent) {
	if g.res == nil || e.Scrolled.DY == 0 {
		return
	}
	g.ZoomAt(e.Position, float32(math.Pow(1.25, float64(e.Scrolled.DY)/10)))
}

// Dragged pans.
func (g *taskGraph) Dragged(e *fyne.DragEvent) {
	if g.res == nil {
		return
	}
	g.off = g.off.Add(e.Dragged)
	g.fit = fitManual
	g.hover = -1
	g.updateTip(fyne.Position{})
	g.Refresh()
}

// DragEnd completes a pan.
func (g *taskGraph) DragEnd() {}

// DoubleTapped fits the whole graph.
func (g *taskGraph) DoubleTapped(*fyne.PointEvent) { g.FitAll() }

// MouseIn, MouseMoved and MouseOut show the full name, kind and state of
// the node under the pointer in a tooltip (node labels are shortened).
func (g *taskGraph) MouseIn(e *desktop.MouseEvent) { g.MouseMoved(e) }

func (g *taskGraph) MouseMoved(e *desktop.MouseEvent) {
	i := g.NodeAt(e.Position)
	if i != g.hover {
		g.hover = i
		g.raster.Refresh()
	}
	g.updateTip(e.Position)
}

func (g *taskGraph) MouseOut() {
	if g.hover >= 0 {
		g.hover = -1
		g.raster.Refresh()
	}
	g.updateTip(fyne.Position{})
}

// HoverText is the tooltip for the node under the pointer ("" none).
func (g *taskGraph) HoverText() string {
	if g.res == nil || g.hover < 0 || g.hover >= len(g.pos) {
		return ""
	}
	m := g.res.TMDs[g.hover]
	l := g.nodeLines(g.hover)
	return fmt.Sprintf("%s — %s TMD #%d · %s", m.Name, m.Kind, g.hover, l[2])
}

func (g *taskGraph) updateTip(p fyne.Position) {
	txt := g.HoverText()
	all := append([]*canvas.Text{g.tip}, g.tipMore...)
	if txt == "" {
		if g.tipBG.Visible() {
			for _, t := range all {
				t.Hide()
			}
			g.tipBG.Hide()
			canvas.Refresh(g)
		}
		return
	}
	// The tooltip wraps to the view's width, in the theme's text size
	// (larger in presentation mode).
	ws := g.Size()
	ts := theme.TextSize()
	lines := wrapWords(txt, ts, fyne.TextStyle{}, max(ws.Width-24, 120))
	for len(g.tipMore) < len(lines)-1 {
		t := canvas.NewText("", color.White)
		t.Hide()
		g.tipMore = append(g.tipMore, t)
		all = append(all, t)
	}
	size := fillTipLines(all, lines, ts)
	fg := theme.Color(theme.ColorNameForeground)
	g.tipBG.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	g.tipBG.StrokeColor = fg
	x := min(p.X+14, ws.Width-size.Width-8)
	y := p.Y + 18
	if y+size.Height+4 > ws.Height {
		y = p.Y - size.Height - 10
	}
	x, y = max(x, 4), max(y, 0)
	g.tipBG.Move(fyne.NewPos(x-4, y-2))
	g.tipBG.Resize(fyne.NewSize(size.Width+8, size.Height+4))
	g.tipBG.Show()
	g.tipBG.Refresh()
	for _, t := range all[:len(lines)] {
		m := t.MinSize()
		t.Move(fyne.NewPos(x, y))
		t.Resize(m)
		t.Show()
		t.Refresh()
		y += m.Height
	}
	canvas.Refresh(g)
}

// graphEdges lists the drawn edges (from, to) among the first n TMDs.
func graphEdges(r *scheduler.Result, n int) [][2]int {
	var out [][2]int
	for i, m := range r.TMDs[:n] {
		for _, e := range m.Edges {
			if e.To >= 0 && e.To < n && e.To != i {
				out = append(out, [2]int{i, e.To})
			}
		}
	}
	return out
}

// orderLayers orders the nodes within each layer to reduce edge crossings:
// the barycentric heuristic (Sugiyama), sweeping down and up a few times,
// each node placed at the mean position of its neighbours in the layer
// above (down sweeps) or below (up sweeps); nodes without such neighbours
// keep their place; ties keep creation order. The order with the fewest
// crossings seen is kept, so it is never worse than creation order.
func orderLayers(rows [][]int, edges [][2]int) {
	layerOf := map[int]int{}
	for l, ids := range rows {
		sort.Ints(ids)
		for _, i := range ids {
			layerOf[i] = l
		}
	}
	up := map[int][]int{}   // node → neighbours in the layer above
	down := map[int][]int{} // node → neighbours in the layer below
	for _, e := range edges {
		a, b := e[0], e[1]
		la, lb := layerOf[a], layerOf[b]
		if la > lb {
			a, b, la, lb = b, a, lb, la
		}
		if lb == la+1 {
			up[b] = append(up[b], a)
			down[a] = append(down[a], b)
		}
	}
	best := copyRows(rows)
	bestX := crossings(rows, edges)
	place := func(ids []int, nb map[int][]int, pos map[int]float64) {
		key := map[int]float64{}
		for k, i := range ids {
			key[i] = float64(k)
			if ns := nb[i]; len(ns) > 0 {
				sum := 0.0
				for _, j := range ns {
					sum += pos[j]
				}
				key[i] = sum / float64(len(ns))
			}
		}
		sort.SliceStable(ids, func(a, b int) bool { return key[ids[a]] < key[ids[b]] })
	}
	posOf := func() map[int]float64 {
		pos := map[int]float64{}
		for _, ids := range rows {
			for k, i := range ids {
				pos[i] = float64(k) + 0.5 - float64(len(ids))/2 // centred layers
			}
		}
		return pos
	}
	for it := 0; it < 6 && bestX > 0; it++ {
		for l := 1; l < len(rows); l++ {
			place(rows[l], up, posOf())
		}
		for l := len(rows) - 2; l >= 0; l-- {
			place(rows[l], down, posOf())
		}
		if x := crossings(rows, edges); x < bestX {
			best, bestX = copyRows(rows), x
		}
	}
	for l := range rows {
		copy(rows[l], best[l])
	}
}

func copyRows(rows [][]int) [][]int {
	out := make([][]int, len(rows))
	for l := range rows {
		out[l] = append([]int(nil), rows[l]...)
	}
	return out
}

// crossings counts the pairs of edges between adjacent layers that cross
// (layers centred as drawn).
func crossings(rows [][]int, edges [][2]int) int {
	layer, pos := map[int]int{}, map[int]float64{}
	for l, ids := range rows {
		for k, i := range ids {
			layer[i], pos[i] = l, float64(k)-float64(len(ids))/2
		}
	}
	type seg struct {
		l    int
		a, b float64
	}
	var segs []seg
	for _, e := range edges {
		a, b := e[0], e[1]
		if layer[a] > layer[b] {
			a, b = b, a
		}
		if layer[b] == layer[a]+1 {
			segs = append(segs, seg{layer[a], pos[a], pos[b]})
		}
	}
	n := 0
	for i := range segs {
		for j := i + 1; j < len(segs); j++ {
			s, t := segs[i], segs[j]
			if s.l == t.l && (s.a-t.a)*(s.b-t.b) < 0 {
				n++
			}
		}
	}
	return n
}

// Crossings returns the number of crossing edges between adjacent layers
// in the current layout.
func (g *taskGraph) Crossings() int {
	if g.res == nil || len(g.pos) == 0 {
		return 0
	}
	byY := map[float32][]int{}
	var ys []float32
	for i, p := range g.pos {
		if _, ok := byY[p.Y]; !ok {
			ys = append(ys, p.Y)
		}
		byY[p.Y] = append(byY[p.Y], i)
	}
	sort.Slice(ys, func(a, b int) bool { return ys[a] < ys[b] })
	rows := make([][]int, len(ys))
	for l, y := range ys {
		ids := byY[y]
		sort.Slice(ids, func(a, b int) bool { return g.pos[ids[a]].X < g.pos[ids[b]].X })
		rows[l] = ids
	}
	return crossings(rows, graphEdges(g.res, len(g.pos)))
}

// queueEntries finds, for each queue TMD, when continuation entries were
// added to it: its owner's "continuation queued" counter events.
func queueEntries(r *scheduler.Result) map[int][]int64 {
	out := map[int][]int64{}
	queueOf := map[int]int{}
	for i, m := range r.TMDs {
		if m.Kind == scheduler.TMDQueue && m.Owner >= 0 {
			queueOf[m.Owner] = i
			out[i] = nil
		}
	}
	for _, ev := range r.Counters {
		if q, ok := queueOf[ev.TMD]; ok && ev.Reason == scheduler.ReasonContinuationQueued {
			out[q] = append(out[q], ev.Time)
		}
	}
	return out
}

// queueLen is the number of entries in queue TMD q at the graph's time that
// no CTA has taken yet: entries added by then, less its CTAs started by
// then.
func (g *taskGraph) queueLen(q int) int {
	n := 0
	for _, t := range g.queued[q] {
		if t <= g.t {
			n++
		}
	}
	for _, iv := range g.res.Intervals {
		if iv.Task == q && iv.Start <= g.t {
			n--
		}
	}
	return max(n, 0)
}

// waitEdge is one hold-and-wait relation at a deadlock: from waits for to.
type waitEdge struct {
	from, to int
	label    string
}

// waitEdges draws the deadlock's cycle from its diagnosis: a blocked grid
// waits for the SMs its CTAs need, held by the holders' TMDs ("needs SM
// n"); a holder waits for what it names — its own child grids, or its
// queue when the queue is full.
func waitEdges(r *scheduler.Result, n int) []waitEdge {
	d := r.Deadlock
	if d == nil {
		return nil
	}
	var out []waitEdge
	seen := map[[2]int]bool{}
	add := func(a, b int, label string) {
		if a < 0 || b < 0 || a >= n || b >= n || a == b || seen[[2]int{a, b}] {
			return
		}
		seen[[2]int{a, b}] = true
		out = append(out, waitEdge{a, b, label})
	}
	holdSMs := map[int][]int{}
	for _, h := range d.Holders {
		holdSMs[h.TMD] = append(holdSMs[h.TMD], h.SM)
	}
	for _, b := range d.Blocked {
		for _, h := range d.Holders {
			sms := holdSMs[h.TMD]
			sort.Ints(sms)
			add(b.TMD, h.TMD, fmt.Sprintf("needs an SM held (SM %s)", joinInts(uniqInts(sms))))
		}
	}
	blocked := map[int]bool{}
	for _, b := range d.Blocked {
		blocked[b.TMD] = true
	}
	for _, h := range d.Holders {
		for i := 0; i < n; i++ {
			m := &r.TMDs[i]
			switch {
			case blocked[i] && m.Parent == h.TMD:
				add(h.TMD, i, "waits for its child grid")
			case d.QueueFull && m.Kind == scheduler.TMDQueue && m.Owner == h.TMD:
				add(h.TMD, i, "waits for room in its queue")
			}
		}
	}
	return out
}

// HoldWait returns the deadlock's hold-and-wait edges as (from, to) TMD
// pairs: blocked grid → holding TMD, and holding TMD → what it waits for.
func (g *taskGraph) HoldWait() [][2]int {
	out := make([][2]int, len(g.waits))
	for i, w := range g.waits {
		out[i] = [2]int{w.from, w.to}
	}
	return out
}

func uniqInts(a []int) []int {
	var out []int
	for i, v := range a {
		if i == 0 || v != a[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func joinInts(a []int) string {
	s := ""
	for i, v := range a {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(v)
	}
	return s
}

// deadlockRed is the colour of the hold-and-wait edges and stuck outlines.
var deadlockRed = color.NRGBA{0xD5, 0x5E, 0x00, 0xff}

// drawWaits draws the hold-and-wait edges: thick vermillion, curved out to
// the side so a pair of opposite edges (the cycle) shows as two arcs.
func (g *taskGraph) drawWaits(img *image.RGBA, dev func(fyne.Position) (int, int), s float32) {
	for _, w := range g.waits {
		a := g.pos[w.from].Add(fyne.NewPos(g.geo.w/2, g.geo.h/2))
		b := g.pos[w.to].Add(fyne.NewPos(g.geo.w/2, g.geo.h/2))
		// Bend to the right of the direction of travel.
		dx, dy := b.X-a.X, b.Y-a.Y
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			continue
		}
		bend := float32(40)
		c := fyne.NewPos((a.X+b.X)/2-dy/l*bend, (a.Y+b.Y)/2+dx/l*bend)
		const steps = 24
		px, py := dev(a)
		for k := 1; k <= steps; k++ {
			t := float32(k) / steps
			q := fyne.NewPos((1-t)*(1-t)*a.X+2*(1-t)*t*c.X+t*t*b.X, (1-t)*(1-t)*a.Y+2*(1-t)*t*c.Y+t*t*b.Y)
			x, y := dev(q)
			dashedLine(img, px, py, x, y, deadlockRed, 0, 3)
			if k == steps*3/4 {
				arrowHead(img, px, py, x, y, deadlockRed, int(12*s))
			}
			px, py = x, y
		}
	}
}
