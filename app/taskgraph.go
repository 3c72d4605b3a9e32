package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
)

// tgLabelMin is the smallest size, in pixels, the node labels are fitted
// at (they are drawn at 10 and 11 px times the zoom): the Fit button and
// the first fit never shrink them below it; zooming out by hand may.
// It is labelFloor outside presentation mode.
const tgLabelMin = 13

// tgMinScale is the zoom at which the node labels are tgLabelMin.
const tgMinScale = tgLabelMin / 10.0

// tgFitMin is the smallest fitting scale: tgMinScale normally (labels
// ≥ 13 px); in presentation mode the full presentation scale (labels
// ≥ 16 px).
func tgFitMin() float32 {
	return max(uiScale, tgMinScale)
}

// maxGraphNodes bounds the TMDs drawn (a run can create thousands of child
// grids); the panel says when some are left out.
const maxGraphNodes = 300

// The roomy node geometry (graph units), used wherever the graph fits
// with it at a readable size.
const (
	tgNodeW = 156
	tgNodeH = 58
	tgGapX  = 14
	tgGapY  = 44
	tgPad   = 12
)

// tgGeom is the graph's node geometry (graph units): node width and
// height, the gaps between nodes, the margin, and where the node's three
// text lines start.
type tgGeom struct {
	w, h, gapX, gapY, pad float32
	top, line             float32 // first text line's offset, line pitch
}

// tgRoomy is the geometry the graph is drawn at where it fits.
var tgRoomy = tgGeom{w: tgNodeW, h: tgNodeH, gapX: tgGapX, gapY: tgGapY, pad: tgPad, top: 4, line: 16}

// The compact geometry (compactFit): nodes as narrow as tgCompactMinW and
// as low as their three lines of text, gaps down to tgCompactMinGapY, so a
// graph like the continuations example's 18 TMDs fits a 1280×720 view
// whole at readable labels (issue 37), also in the real window, whose menu
// bar leaves the graph alone 911×445 in presentation mode (8, not 10: the
// five rows need 274 of its 277 graph units).
const (
	tgCompactH       = 46
	tgCompactMinW    = 130
	tgCompactGapX    = 8
	tgCompactMinGapY = 8
	tgCompactPad     = 6
)

// nodeState is what the task graph shows for a TMD at the clock's time.
type nodeState int

const (
	stNotCreated nodeState = iota
	stWaiting              // input dependence > 0
	stEligible             // launchable, no CTA resident
	stRunning              // at least one CTA resident
	stDrained              // all CTAs done, pending counter > 0 (waiting for children / continuation)
	stComplete             // logically complete
	stEmptyQueue           // a queue TMD with nothing queued (not yet eligible in any useful sense)
)

var nodeStateNames = []string{"not created", "waiting", "eligible", "running", "waiting for children", "complete", "empty queue"}

// Colours for node states (Okabe–Ito), each state also written in the node.
var nodeStateColors = []color.NRGBA{
	{0x3a, 0x3a, 0x40, 0xff}, // not created
	{0x99, 0x99, 0x99, 0xff}, // waiting: grey
	{0xF0, 0xE4, 0x42, 0xff}, // eligible: yellow
	{0x00, 0x9E, 0x73, 0xff}, // running: green
	{0xE6, 0x9F, 0x00, 0xff}, // drained: orange
	{0x00, 0x72, 0xB2, 0xff}, // complete: blue (Okabe–Ito; not the first task's sky blue)
	{0x60, 0x60, 0x68, 0xff}, // empty queue: dark grey
}

// edgeStyle is how an edge kind is drawn: colour and dash pattern.
type edgeStyle struct {
	color color.NRGBA
	dash  int // 0 solid, else on/off length in pixels
}

var edgeStyles = map[scheduler.EdgeKind]edgeStyle{
	scheduler.EdgeOutputDependence: {color.NRGBA{0xee, 0xee, 0xee, 0xff}, 0},
	scheduler.EdgeStream:           {color.NRGBA{0x56, 0xB4, 0xE9, 0xff}, 6},
	scheduler.EdgeChild:            {color.NRGBA{0x00, 0x9E, 0x73, 0xff}, 0},
	scheduler.EdgeContinuation:     {color.NRGBA{0xCC, 0x79, 0xA7, 0xff}, 3},
	scheduler.EdgeAfter:            {color.NRGBA{0xaa, 0xaa, 0xaa, 0xff}, 10},
}

// taskGraph draws the run's TMDs as nodes (grid, queue, EOC and graphics
// TMDs in distinct shapes) with their pending and input-dependence counters
// at the clock's time, edges for output dependence, stream order, parent →
// child and continuation, node state by colour (and in words), and the
// deadlock highlighted when the run deadlocks.
type taskGraph struct {
	widget.BaseWidget

	res      *scheduler.Result
	colors   *taskColors     // the shared task palette: a stripe on each node
	pos      []fyne.Position // node top-left per TMD (widget units)
	layers   [][]int         // the TMDs of each layer, in drawing order
	cols     int             // nodes a row at most: wider layers wrap (layoutCols)
	size     fyne.Size
	t        int64
	state    *scheduler.State
	running  []int
	stalled  []int
	selected int
	stuck    map[int]bool
	scale    float32       // graph units → widget units (the zoom)
	off      fyne.Position // widget position of the graph's origin (the pan)
	fit      fitMode
	geo      tgGeom // node geometry: tgRoomy, or compact where that fits (applyFit)
	hover    int    // node under the pointer (-1 none)
	// queued[i] is, for a queue TMD, the times continuation entries were
	// added to it (its owner's "continuation queued" events).
	queued map[int][]int64
	// waits are the deadlock's hold-and-wait edges (drawn from the
	// deadlock time on).
	waits []waitEdge

	// OnSelectTask is called with the TMD index when a node is tapped.
	OnSelectTask func(int)

	raster  *canvas.Raster
	texts   []*canvas.Text
	tip     *canvas.Text   // the tooltip's first line
	tipMore []*canvas.Text // its further lines (wrapped)
	tipBG   *canvas.Rectangle
}

// newTaskGraph returns an empty task graph.
func newTaskGraph() *taskGraph {
	g := &taskGraph{selected: -1, scale: 1, hover: -1, geo: tgRoomy}
	g.raster = canvas.NewRaster(g.draw)
	g.raster.ScaleMode = canvas.ImageScalePixels
	g.tip = canvas.NewText("", color.White)
	g.tipBG = canvas.NewRectangle(color.Black)
	g.tipBG.StrokeWidth = 1
	g.tip.Hide()
	g.tipBG.Hide()
	g.ExtendBaseWidget(g)
	return g
}

// SetResult lays out r's TMDs in layers from top to bottom: each node sits
// one row below the lowest node with an edge into it.
func (g *taskGraph) SetResult(r *scheduler.Result) {
	if g.res == nil || r == nil || len(g.res.TMDs) != len(r.TMDs) || len(r.TMDs) > 0 && g.res.TMDs[0].Name != r.TMDs[0].Name {
		g.fit = fitReadable // another graph: fit it again (a reload keeps the zoom)
	}
	g.res = r
	if g.colors == nil || g.colors.res != r {
		g.colors = newTaskColors(r, nil) // alone (tests): a palette of its own
	}
	g.pos = nil
	g.stuck = map[int]bool{}
	if g.selected >= 0 && (r == nil || g.selected >= len(r.TMDs)) {
		g.selected = -1
	}
	if r == nil {
		g.size = fyne.NewSize(0, 0)
		g.Refresh()
		return
	}
	n := min(len(r.TMDs), maxGraphNodes)
	layer := make([]int, n)
	// Edges always point from an older TMD to a newer one or are forward in
	// creation order, but do not rely on it: relax at most n times.
	for it := 0; it < n; it++ {
		changed := false
		for i, m := range r.TMDs[:n] {
			for _, e := range m.Edges {
				if e.To >= 0 && e.To < n && e.To != i && layer[e.To] < layer[i]+1 && layer[i]+1 <= n {
					layer[e.To] = layer[i] + 1
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	// A queue TMD sits beside the grid that owns it (its entries come
	// from that grid's continuations), not below everything that feeds
	// it, so it is on screen with its owner.
	for i, m := range r.TMDs[:n] {
		if m.Kind == scheduler.TMDQueue && m.Owner >= 0 && m.Owner < n {
			layer[i] = layer[m.Owner]
		}
	}
	maxL := 0
	for i := range r.TMDs[:n] {
		maxL = max(maxL, layer[i])
	}
	var rows [][]int
	for l := 0; l <= maxL; l++ {
		var ids []int
		for i := range r.TMDs[:n] {
			if layer[i] == l {
				ids = append(ids, i)
			}
		}
		if len(ids) > 0 {
			rows = append(rows, ids)
		}
	}
	orderLayers(rows, graphEdges(r, n))
	for _, ids := range rows {
		queuesBesideOwners(r, ids)
	}
	g.layers = rows
	g.pos = make([]fyne.Position, n)
	if g.fit != fitManual || g.cols <= 0 {
		g.cols = g.widest()
	}
	g.layoutCols(g.cols)
	g.queued = queueEntries(r)
	g.waits = waitEdges(r, n)
	if d := r.Deadlock; d != nil {
		for _, i := range d.Incomplete {
			g.stuck[i] = true
		}

		for _, h := range d.Holders {
			g.stuck[h.TMD] = true
		}
		for _, b := range d.Blocked {
			g.stuck[b.TMD] = true
		}
	}
	g.state = nil
	g.setTime(g.t, true)
	g.Refresh()
}

// Omitted returns how many TMDs are not drawn (beyond maxGraphNodes).
func (g *taskGraph) Omitted() int {
	if g.res == nil {
		return 0
	}
	return len(g.res.TMDs) - len(g.pos)
}

// SetTime updates counters and states to time t.
func (g *taskGraph) SetTime(t int64) { g.setTime(t, false) }

func (g *taskGraph) setTime(t int64, force bool) {
	if t == g.t && !force && g.state != nil {
		return
	}
	g.t = t
	if g.res == nil {
		return
	}
	g.state = g.res.StateAt(t)
	g.running = make([]int, len(g.res.TMDs))
	g.stalled = make([]int, len(g.res.TMDs))
	for _, ids := range g.state.Running {
		for _, id := range ids {
			iv := &g.res.Intervals[id]
			if tmd := iv.Task; tmd >= 0 && tmd < len(g.running) {
				g.running[tmd]++
				if iv.Stall != scheduler.StallNone && iv.StallStart >= 0 && iv.StallStart <= t && (iv.StallEnd < 0 || t < iv.StallEnd) {
					g.stalled[tmd]++
				}
			}
		}
	}
	g.Refresh()
}

// SetSelected highlights TMD i (-1 none).
func (g *taskGraph) SetSelected(i int) { g.selected = i; g.Refresh() }

// Selected returns the highlighted TMD.
func (g *taskGraph) Selected() int { return g.selected }

// StateOf returns what TMD i shows at the current time.
func (g *taskGraph) StateOf(i int) nodeState {
	if g.state == nil || i < 0 || i >= len(g.state.TMDs) {
		return stNotCreated
	}
	s := g.state.TMDs[i]
	switch s.Phase {
	case scheduler.PhaseNotCreated:
		return stNotCreated
	case scheduler.PhasePending:
		return stWaiting
	case scheduler.PhaseActive:
		if g.running[i] > 0 {
			return stRunning
		}
		if g.res.TMDs[i].Kind == scheduler.TMDQueue && g.queueLen(i) == 0 {
			return stEmptyQueue
		}
		return stEligible
	case scheduler.PhaseDrained:
		return stDrained
	}
	return stComplete
}

// NodeAt returns the TMD whose node contains p (-1 none).
func (g *taskGraph) NodeAt(p fyne.Position) int {
	p = g.toGraph(p)
	for i, q := range g.pos {
		if p.X >= q.X && p.X < q.X+g.geo.w && p.Y >= q.Y && p.Y < q.Y+g.geo.h {
			return i
		}
	}
	return -1
}

// NodeCenter returns the centre of TMD i's node.
func (g *taskGraph) NodeCenter(i int) fyne.Position {
	return g.toView(g.pos[i].Add(fyne.NewPos(g.geo.w/2, g.geo.h/2)))
}

// Tapped selects the node under the pointer.
func (g *taskGraph) Tapped(e *fyne.PointEvent) {
	i := g.NodeAt(e.Position)
	g.selected = i
	g.Refresh()
	if g.OnSelectTask != nil {
		g.OnSelectTask(i)
	}
}

// CreateRenderer draws shapes and edges into a raster with text on top.
func (g *taskGraph) CreateRenderer() fyne.WidgetRenderer { return &graphRenderer{g: g} }

type graphRenderer struct{ g *taskGraph }

func (r *graphRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 100) }
func (r *graphRenderer) Destroy()           {}
func (r *graphRenderer) Layout(s fyne.Size) {
	r.g.applyFit(s)
	r.g.raster.Resize(s)
	r.layoutText()
}
func (r *graphRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.g.raster}
	for _, t := range r.g.texts {
		objs = append(objs, t)
	}
	objs = append(objs, r.g.tipBG, r.g.tip)
	for _, t := range r.g.tipMore {
		objs = append(objs, t)
	}
	return objs
}
func (r *graphRenderer) Refresh() {
	r.layoutText()
	r.g.raster.Refresh()
	canvas.Refresh(r.g)
}

// nodeLines is the text of a node: name; kind and counters; state.
func (g *taskGraph) nodeLines(i int) [3]string {
	m := g.res.TMDs[i]
	var l [3]string
	l[0] = m.Name
	kind := m.Kind.String()
	if m.Kind == scheduler.TMDGrid && m.Depth > 0 {
		kind = "child grid"
	}
	p, d := m.InitialPending, m.InitialInputDependence
	if g.state != nil && i < len(g.state.TMDs) {
		p, d = g.state.TMDs[i].Pending, g.state.TMDs[i].InputDependence
	}
	// The counters first: a narrow node drops the kind, never them
	// (counterText).
	l[1] = fmt.Sprintf("pending %d · in-dep %d · %s", p, d, kind)
	st := g.StateOf(i)
	l[2] = nodeStateNames[st]
	if st == stRunning {
		if n := g.stalled[i]; n > 0 {
			l[2] = fmt.Sprintf("resident: %d CTAs, %d stalled", g.running[i], n)
		} else {
			l[2] += fmt.Sprintf(" (%d CTAs)", g.running[i])
		}
	}
	if g.res.Deadlock != nil && g.stuck[i] && g.t >= g.res.Deadlock.Time {
		// First, so a narrow node shortens the state, never the verdict.
		l[2] = "DEADLOCKED · " + l[2]
	}
	return l
}

// counterText is a node's counters line without the kind after them.
func counterText(line string) string {
	if i := strings.Index(line, " · "); i >= 0 {
		if j := strings.Index(line[i+len(" · "):], " · "); j >= 0 {
			return line[:i+len(" · ")+j]
		}
	}
	return line
}

// labelWidth is the width (graph units) a node's labels may take: the
// node less its stripe and border; a queue's less its FIFO slots too.
func (g *taskGraph) labelWidth(k scheduler.TMDKind) float32 {
	if k == scheduler.TMDQueue {
		return g.geo.w - 8 - tgQueueSlots
	}
	return g.geo.w - 14
}

// tgQueueSlots is the width of a queue node's FIFO slots (graph units).
const tgQueueSlots = 28

func (r *graphRenderer) layoutText() {
	g := r.g
	need := 0
	if g.res != nil {
		need = 3 * len(g.pos)
	}
	for len(g.texts) < need {
		t := canvas.NewText("", color.Black)
		t.TextSize = 11
		g.texts = append(g.texts, t)
	}
	for i, t := range g.texts {
		if i >= need {
			t.Hide()
			continue
		}
		node, k := i/3, i%3
		lines := g.nodeLines(node)
		t.Text = lines[k]
		st := g.StateOf(node)
		t.Color = color.NRGBA{0x10, 0x10, 0x10, 0xff}
		if st == stNotCreated {
			t.Color = color.NRGBA{0xb0, 0xb0, 0xb0, 0xff}
		}
		t.TextStyle = fyne.TextStyle{Bold: k == 0}
		t.TextSize = 11 * g.scale
		if k > 0 {
			t.TextSize = 10 * g.scale
		}
		q := g.toView(g.pos[node].Add(fyne.NewPos(8, g.geo.top+float32(k)*g.geo.line)))
		t.Move(q)
		// Only text wholly inside the view, and big enough to read, is
		// shown (texts are not clipped to the widget).
		ws := g.Size()
		if t.TextSize < 5 || q.X < 0 || q.Y < 0 || q.X+(g.geo.w-10)*g.scale > ws.Width || q.Y+g.geo.line*g.scale > ws.Height {
			t.Hide()
			continue
		}
		// Never wider than the node (shortened with "…"; the full name
		// is in the hover tooltip and the details); never over a
		// queue's FIFO slots. The counters are never shortened: the
		// kind after them goes first.
		fitW := g.labelWidth(g.res.TMDs[node].Kind) * g.scale
		if k == 1 && t.MinSize().Width > fitW {
			t.Text = counterText(lines[1])
		}
		fitText(t, fitW)
		t.Show()
		t.Refresh()
	}
}

// draw renders edges and node shapes at w×h device pixels.
func (g *taskGraph) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	bg := theme.Color(theme.ColorNameBackground)
	br, bgc, bb, _ := bg.RGBA()
	fillRect(img, img.Rect, color.NRGBA{uint8(br >> 8), uint8(bgc >> 8), uint8(bb >> 8), 0xff})
	if g.res == nil {
		return img
	}
	ws := g.Size()
	s := float32(1)
	if ws.Width > 0 {
		s = float32(w) / ws.Width
	}
	ds := s // device pixels per widget unit
	dev := func(p fyne.Position) (int, int) {
		v := g.toView(p)
		return int(v.X * ds), int(v.Y * ds)
	}
	s *= g.scale
	// Edges first, under the nodes.
	for i, m := range g.res.TMDs[:len(g.pos)] {
		for _, e := range m.Edges {
			if e.To < 0 || e.To >= len(g.pos) {
				continue
			}
			st := edgeStyles[e.Kind]
			if e.Kind == scheduler.EdgeOutputDependence {
				// Readable on light and dark themes alike.
				st.color = toNRGBA(theme.Color(theme.ColorNameForeground))
			}
			a := g.pos[i].Add(fyne.NewPos(g.geo.w/2, g.geo.h))
			b := g.pos[e.To].Add(fyne.NewPos(g.geo.w/2, 0))
			if g.pos[e.To].Y <= g.pos[i].Y { // same or earlier row: leave from the side
				a = g.pos[i].Add(fyne.NewPos(g.geo.w, g.geo.h/2))
				b = g.pos[e.To].Add(fyne.NewPos(0, g.geo.h/2))
			}
			x0, y0 := dev(a)
			x1, y1 := dev(b)
			thick := 1
			if i == g.selected || e.To == g.selected {
				thick = 2
			}
			dashedLine(img, x0, y0, x1, y1, st.color, st.dash, thick)
			arrowHead(img, x0, y0, x1, y1, st.color, int(7*s))
		}
	}
	dead := g.res.Deadlock != nil && g.t >= g.res.Deadlock.Time
	if dead {
		g.drawWaits(img, dev, s)
	}
	for i, m := range g.res.TMDs[:len(g.pos)] {
		x0, y0 := dev(g.pos[i])
		x1, y1 := dev(g.pos[i].Add(fyne.NewPos(g.geo.w, g.geo.h)))
		r := image.Rect(x0, y0, x1, y1)
		st := g.StateOf(i)
		fill := nodeStateColors[st]
		edge := color.NRGBA{0x10, 0x10, 0x10, 0xff}
		if st == stNotCreated {
			edge = color.NRGBA{0x80, 0x80, 0x80, 0xff}
		}
		switch m.Kind {
		case scheduler.TMDEOC:
			// An octagon: the corners cut off.
			cut := int(10 * s)
			drawOctagon(img, r, cut, fill, edge)
		case scheduler.TMDQueue:
			fillRect(img, r, fill)
			rectOutline(img, r, edge)
			// FIFO slots along the right side.
			for k := 0; k < 4; k++ {
				xs := x1 - int(float32(6+6*k)*s)
				line(img, xs, y0+3, xs, y1-4, darker(fill, 0.55))
			}
		case scheduler.TMDGraphics:
			fillRect(img, r, fill)
			rectOutline(img, r, edge)
			rectOutline(img, r.Inset(int(3*s)), edge)
		default:
			fillRect(img, r, fill)
			rectOutline(img, r, edge)
			rectOutline(img, r.Inset(1), edge)
		}
		// The task's colour, as in the timeline and the other tabs, as a
		// stripe down the node's left edge (left of the text).
		if st != stNotCreated {
			sr := image.Rect(x0+max(int(2*s), 2), y0+max(int(3*s), 3), x0+max(int(7*s), 5), y1-max(int(3*s), 3))
			fillRect(img, sr, g.colors.tmd(i))
			rectOutline(img, sr.Inset(-1), color.NRGBA{0x10, 0x10, 0x10, 0xff}) // reads on any state's fill
		}
		if i == g.hover && i != g.selected {
			rectOutline(img, r.Inset(-2), toNRGBA(theme.Color(theme.ColorNameForeground)))
		}
		if i == g.selected {
			rectOutline(img, r.Inset(-2), color.NRGBA{0xff, 0x40, 0xff, 0xff})
			rectOutline(img, r.Inset(-3), color.NRGBA{0xff, 0x40, 0xff, 0xff})
		}
		if dead && g.stuck[i] {
			for k := 4; k < 8; k++ {
				rectOutline(img, r.Inset(-k), color.NRGBA{0xD5, 0x5E, 0x00, 0xff})
			}
		}
	}
	return img
}

// dashedLine draws a line of the given thickness; dash > 0 makes it dashed.
func dashedLine(img *image.RGBA, x0, y0, x1, y1 int, c color.NRGBA, dash, thick int) {
	n := max(abs(x1-x0), abs(y1-y0))
	if n == 0 {
		return
	}
	for k := 0; k <= n; k++ {
		if dash > 0 && (k/dash)%2 == 1 {
			continue
		}
		x := x0 + (x1-x0)*k/n
		y := y0 + (y1-y0)*k/n
		for d := 0; d < thick; d++ {
			setPix(img, x, y+d, c)
		}
	}
}

// arrowHead draws a filled arrow head at (x1,y1) pointing along the line.
func arrowHead(img *image.RGBA, x0, y0, x1, y1 int, c color.NRGBA, size int) {
	dx, dy := float64(x1-x0), float64(y1-y0)
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	dx, dy = dx/l, dy/l
	for k := 0; k < size; k++ {
		half := float64(k) * 0.5
		bx := float64(x1) - dx*float64(k)
		by := float64(y1) - dy*float64(k)
		line(img, int(bx-dy*half), int(by+dx*half), int(bx+dy*half), int(by-dx*half), c)
	}
}

// drawOctagon fills r with its corners cut by cut pixels and outlines it.
func drawOctagon(img *image.RGBA, r image.Rectangle, cut int, fill, edge color.NRGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		dy := min(y-r.Min.Y, r.Max.Y-1-y)
		in := max(0, cut-dy)
		fillRect(img, image.Rect(r.Min.X+in, y, r.Max.X-in, y+1), fill)
		setPix(img, r.Min.X+in, y, edge)
		setPix(img, r.Max.X-1-in, y, edge)
	}
	line(img, r.Min.X+cut, r.Min.Y, r.Max.X-1-cut, r.Min.Y, edge)
	line(img, r.Min.X+cut, r.Max.Y-1, r.Max.X-1-cut, r.Max.Y-1, edge)
}

func toNRGBA(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}
