package app

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/render"
)

// overlay is a set of framebuffer overlays, each a toggle.
type overlay uint

// The framebuffer overlays.
const (
	overlayEdges       overlay = 1 << iota // snapped vertices and triangle edges
	overlayTiles                           // coarse tiles coloured by triangle count
	overlayCoverage                        // covered pixels tinted, uncovered darkened
	overlayDepth                           // depth as grey (near = white)
	overlayOverdraw                        // fragments per pixel as a heat map
	overlayTriangleIDs                     // a distinct colour per triangle
	overlayBlocks                          // hierarchical render: allocated blocks outlined, holes marked
)

// overlayNames labels the overlay toggles, in bit order.
var overlayNames = []string{"Edges", "Tiles", "Coverage", "Depth", "Overdraw", "Triangle IDs", "Blocks"}

const maxFrameZoom = 32

// frameView shows a render.Frame as it stands at the clock's time: the tiles
// whose fragment CTA has finished show their pixels, the others are hatched
// as pending. It zooms (scroll wheel, at the cursor) from fit-to-window up to
// 32× with square pixels, pans by dragging, draws a pixel grid and the
// pixel-centre sample points above 8×, shows overlays, and reports the pixel
// under the mouse through OnHover.
type frameView struct {
	widget.BaseWidget

	frame     *render.Frame
	tileDone  []int64
	tileStart []int64 // per tile: when its fragment CTA was dispatched (-1 unknown)
	tileOf    []int32 // per pixel: index into frame.Tiles, -1 none
	overdraw  []int32 // per pixel fragment counts (optional, for OverlayOverdraw)
	maxOver   int32
	depthMin  float32
	depthMax  float32
	t         int64
	final     bool
	overlays  overlay

	fit            bool
	zoom           float32 // widget units per frame pixel
	originX, origY float32 // frame coordinates at the widget's top-left

	hover    image.Point
	hovering bool
	selected int // selected triangle, -1 none

	meshNames []string // the scene's mesh names (readout.go)
	// OnHover is called with a one-line description of the pixel under the
	// mouse ("" when the mouse leaves the frame).
	OnHover func(string)
	// OnSelectTriangle is called when a tap selects a triangle (-1: none).
	OnSelectTriangle func(int)
	// KeyboardElsewhere reports whether another widget has the keyboard
	// focus (a click that takes it back does not select; selection.go).
	KeyboardElsewhere func() bool
	focusClick        bool

	raster *canvas.Raster
}

// newFrameView returns an empty framebuffer view fitted to its size.
func newFrameView() *frameView {
	v := &frameView{fit: true, zoom: 1, selected: -1}
	v.raster = canvas.NewRaster(v.draw)
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// SetFrame shows f with the fragment tiles' completion times (index = tile;
// nil shows every tile as done). The view keeps its zoom and pan when the
// frame size is unchanged (a reload), and fits otherwise.
func (v *frameView) SetFrame(f *render.Frame, tileDone []int64) {
	if v.frame == nil || f == nil || f.Width != v.frame.Width || f.Height != v.frame.Height {
		v.fit = true
	}
	v.frame = f
	v.tileDone = tileDone
	v.overdraw = nil
	v.tileOf = nil
	if f != nil {
		v.tileOf = make([]int32, f.Width*f.Height)
		for i := range v.tileOf {
			v.tileOf[i] = -1
		}
		for i, tw := range f.Tiles {
			r := tw.Rect.Intersect(image.Rect(0, 0, f.Width, f.Height))
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					v.tileOf[y*f.Width+x] = int32(i)
				}
			}
		}
		v.depthMin, v.depthMax = float32(math.Inf(1)), float32(math.Inf(-1))
		for i, id := range f.TriangleID {
			if id >= 0 && i < len(f.Depth) {
				d := f.Depth[i]
				v.depthMin = min(v.depthMin, d)
				v.depthMax = max(v.depthMax, d)
			}
		}
	}
	if v.selected >= 0 && (f == nil || v.selected >= f.NumTriangles()) {
		v.selected = -1
	}
	v.Refresh()
}

// SetTileStarts gives, per fragment tile, when its CTA was dispatched to an
// SM (-1 or a missing entry: unknown). Pending tiles whose CTA is running at
// the view's time are drawn as "in progress" (lighter, outlined).
func (v *frameView) SetTileStarts(starts []int64) { v.tileStart = starts; v.Refresh() }

// SetOverdraw gives per-pixel fragment counts for OverlayOverdraw
// (row-major, the frame's size); nil clears them.
func (v *frameView) SetOverdraw(counts []int32) {
	v.overdraw = counts
	v.maxOver = 1
	for _, c := range counts {
		v.maxOver = max(v.maxOver, c)
	}
	v.Refresh()
}

// Frame returns the frame shown.
func (v *frameView) Frame() *render.Frame { return v.frame }

// SetTime moves the view to simulated time t.
func (v *frameView) SetTime(t int64) {
	if t == v.t {
		return
	}
	v.t = t
	if v.hovering && v.OnHover != nil {
		v.OnHover(v.Describe(v.hover.X, v.hover.Y)) // the tile's state may have changed
	}
	if !v.final {
		v.Refresh()
	}
}

// SetFinal shows the final frame (true) or the frame at the clock's time.
func (v *frameView) SetFinal(final bool) { v.final = final; v.Refresh() }

// Final tells whether the final frame is shown.
func (v *frameView) Final() bool { return v.final }

// SetOverlay turns one overlay on or off.
func (v *frameView) SetOverlay(o overlay, on bool) {
	if on {
		v.overlays |= o
	} else {
		v.overlays &^= o
	}
	v.Refresh()
}

// Overlays returns the overlays shown.
func (v *frameView) Overlays() overlay { return v.overlays }

// Zoom returns the current zoom (screen units per frame pixel).
func (v *frameView) Zoom() float32 { v.layoutFit(); return v.zoom }

// Selected returns the selected triangle (-1: none).
func (v *frameView) Selected() int { return v.selected }

// SelectTriangle highlights triangle i (-1: none).
func (v *frameView) SelectTriangle(i int) { v.selected = i; v.Refresh() }

// FitToWindow resets zoom and pan so the whole frame is visible.
func (v *frameView) FitToWindow() { v.fit = true; v.Refresh() }

// SetZoom sets the zoom keeping the frame point at the view's centre fixed.
func (v *frameView) SetZoom(z float32) {
	s := v.Size()
	v.zoomAt(fyne.NewPos(s.Width/2, s.Height/2), z)
}

func (v *frameView) fitZoom() float32 {
	if v.frame == nil {
		return 1
	}
	s := v.Size()
	if s.Width <= 0 || s.Height <= 0 {
		return 1
	}
	return min(s.Width/float32(v.frame.Width), s.Height/float32(v.frame.Height))
}

// layoutFit applies fit-to-window when it is pending.
func (v *frameView) layoutFit() {
	if !v.fit || v.frame == nil {
		return
	}
	s := v.Size()
	v.zoom = v.fitZoom()
	v.originX = float32(v.frame.Width)/2 - s.Width/2/v.zoom
	v.origY = float32(v.frame.Height)/2 - s.Height/2/v.zoom
}

func (v *frameView) zoomAt(p fyne.Position, z float32) {
	v.layoutFit()
	lo := min(v.fitZoom(), 1)
	if z < lo {
		z = lo
	}
	if z > maxFrameZoom {
		z = maxFrameZoom
	}
	fx := v.originX + p.X/v.zoom
	fy := v.origY + p.Y/v.zoom
	v.zoom = z
	v.originX = fx - p.X/z
	v.origY = fy - p.Y/z
	v.fit = false
	v.Refresh()
}

// Scrolled zooms at the cursor: one wheel notch is a factor of 1.25.
func (v *frameView) Scrolled(e *fyne.ScrollEvent) {
	if v.frame == nil || e.Scrolled.DY == 0 {
		return
	}
	v.layoutFit()
	f := float32(math.Pow(1.25, float64(e.Scrolled.DY)/10))
	v.zoomAt(e.Position, v.zoom*f)
}

// Dragged pans the frame with the pointer.
func (v *frameView) Dragged(e *fyne.DragEvent) {
	v.layoutFit()
	v.originX -= e.Dragged.DX / v.zoom
	v.origY -= e.Dragged.DY / v.zoom
	v.fit = false
	v.Refresh()
}

// DragEnd completes a pan.
func (v *frameView) DragEnd() {}

// DoubleTapped fits the frame to the window.
func (v *frameView) DoubleTapped(*fyne.PointEvent) { v.FitToWindow() }

// Tapped selects the triangle under the pointer (background clears it).
func (v *frameView) Tapped(e *fyne.PointEvent) {
	if v.focusClick {
		v.focusClick = false // this click only took the keyboard back
		return
	}
	x, y, ok := v.pixelAt(e.Position)
	sel := -1
	if ok {
		sel = int(v.frame.TriangleID[y*v.frame.Width+x])
	}
	v.selected = sel
	v.Refresh()
	if v.OnSelectTriangle != nil {
		v.OnSelectTriangle(sel)
	}
}

// MouseIn starts the hover readout.
func (v *frameView) MouseIn(e *desktop.MouseEvent) { v.MouseMoved(e) }

// MouseMoved updates the hover readout.
func (v *frameView) MouseMoved(e *desktop.MouseEvent) {
	x, y, ok := v.pixelAt(e.Position)
	v.hovering = ok
	v.hover = image.Pt(x, y)
	if v.OnHover != nil {
		if ok {
			v.OnHover(v.Describe(x, y))
		} else {
			v.OnHover("")
		}
	}
}

// MouseOut ends the hover readout.
func (v *frameView) MouseOut() {
	v.hovering = false
	if v.OnHover != nil {
		v.OnHover("")
	}
}

// pixelAt maps a widget position to a frame pixel.
func (v *frameView) pixelAt(p fyne.Position) (int, int, bool) {
	if v.frame == nil {
		return 0, 0, false
	}
	v.layoutFit()
	fx := math.Floor(float64(v.originX + p.X/v.zoom))
	fy := math.Floor(float64(v.origY + p.Y/v.zoom))
	x, y := int(fx), int(fy)
	if fx < 0 || fy < 0 || x >= v.frame.Width || y >= v.frame.Height {
		return x, y, false
	}
	return x, y, true
}

// PositionOf maps a frame pixel's centre to a widget position.
func (v *frameView) PositionOf(x, y int) fyne.Position {
	v.layoutFit()
	return fyne.NewPos((float32(x)+0.5-v.originX)*v.zoom, (float32(y)+0.5-v.origY)*v.zoom)
}

// inProgress tells whether pixel i's tile has its CTA on an SM at the view's time.
func (v *frameView) inProgress(i int) bool {
	ti := v.tileOf[i]
	if ti < 0 || int(ti) >= len(v.tileStart) {
		return false
	}
	st := v.tileStart[ti]
	return st >= 0 && st <= v.t
}

// pending tells whether the pixel's tile has not finished by the view's time.
func (v *frameView) pending(x, y int) bool {
	if v.final || v.tileDone == nil {
		return false
	}
	ti := v.tileOf[y*v.frame.Width+x]
	if ti < 0 || int(ti) >= len(v.tileDone) {
		return false
	}
	d := v.tileDone[ti]
	return d < 0 || d > v.t
}

// Describe is the hover text for pixel (x, y): coordinates, colour, depth,
// triangle and the triangle's three edge-function values at the pixel centre.
func (v *frameView) Describe(x, y int) string {
	f := v.frame
	if f == nil || x < 0 || y < 0 || x >= f.Width || y >= f.Height {
		return ""
	}
	c := f.Color.RGBAAt(x, y)
	i := y*f.Width + x
	s := fmt.Sprintf("(%d, %d)  #%02x%02x%02x", x, y, c.R, c.G, c.B)
	if ti := v.tileOf[i]; ti >= 0 {
		s += fmt.Sprintf("  tile %d", ti)
		if int(ti) < len(v.tileDone) {
			if d := v.tileDone[ti]; d >= 0 {
				s += fmt.Sprintf(" done at %d", d)
			} else {
				s += " never done"
			}
		}
		if v.pending(x, y) {
			s += " (pending now)"
		}
	}
	tri := int32(-1)
	if i < len(f.TriangleID) {
		tri = f.TriangleID[i]
	}
	if tri < 0 {
		return s + "  background"
	}
	if i < len(f.Depth) {
		s += fmt.Sprintf("  depth %.5f", f.Depth[i])
	}
	t := f.Triangle(int(tri))
	s += fmt.Sprintf("  %s triangle %d (#%d)  edges %s", v.meshName(t.Mesh), t.Primitive, tri,
		formatDistances(edgeDistances(f, int(tri), x, y)))
	return s
}

// CreateRenderer draws the view as one raster.
func (v *frameView) CreateRenderer() fyne.WidgetRenderer {
	return &frameRenderer{v: v}
}

type frameRenderer struct{ v *frameView }

func (r *frameRenderer) Layout(s fyne.Size)           { r.v.raster.Resize(s) }
func (r *frameRenderer) MinSize() fyne.Size           { return fyne.NewSize(120, 90) }
func (r *frameRenderer) Refresh()                     { r.v.raster.Refresh() }
func (r *frameRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.v.raster} }
func (r *frameRenderer) Destroy()                     {}

var (
	fbBackground = color.NRGBA{0x30, 0x30, 0x34, 0xff}
	fbPending    = color.NRGBA{0x50, 0x50, 0x58, 0xff}
	fbRunning    = color.NRGBA{0x2f, 0x7d, 0x66, 0xff} // pending tile whose CTA is running
	fbGrid       = color.NRGBA{0x10, 0x10, 0x10, 0xff}
	fbEdge       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	fbSelected   = color.NRGBA{0xff, 0x40, 0xff, 0xff}
)

// draw renders the view at w×h device pixels.
func (v *frameView) draw(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		// no room under the toolbar (a collapsed top half): nothing shows
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, fbBackground)
	f := v.frame
	if f == nil || f.Color == nil {
		return img
	}
	v.layoutFit()
	ws := v.Size()
	scale := float32(1)
	if ws.Width > 0 {
		scale = float32(w) / ws.Width
	}
	zoom := v.zoom * scale // device pixels per frame pixel
	cols, rows := v.lookups(w, h, zoom)
	px := v.newPixelShader()
	for y := 0; y < h; y++ {
		fy := rows[y]
		if fy < 0 {
			continue
		}
		for x := 0; x < w; x++ {
			if fx := cols[x]; fx >= 0 {
				c := px.color(fx, fy, x, y)
				o := img.PixOffset(x, y)
				img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = c.R, c.G, c.B, 0xff
			}
		}
	}
	v.drawOverlays(img, cols, rows, zoom)
	return img
}

// lookups are the column and row tables: device pixel → frame pixel (-1
// outside the frame).
func (v *frameView) lookups(w, h int, zoom float32) (cols, rows []int) {
	f := v.frame
	cols = make([]int, w)
	for x := range cols {
		fx := math.Floor(float64(v.originX + (float32(x)+0.5)/zoom))
		cols[x] = -1
		if fx >= 0 && fx < float64(f.Width) {
			cols[x] = int(fx)
		}
	}
	rows = make([]int, h)
	for y := range rows {
		fy := math.Floor(float64(v.origY + (float32(y)+0.5)/zoom))
		rows[y] = -1
		if fy >= 0 && fy < float64(f.Height) {
			rows[y] = int(fy)
		}
	}
	return cols, rows
}

// fbShader is what one drawing of the framebuffer colours its pixels by:
// the view, the most triangles in a tile and the depth range.
type fbShader struct {
	v       *frameView
	maxTris int
	dspan   float32
}

func (v *frameView) newPixelShader() fbShader {
	s := fbShader{v: v, maxTris: 1, dspan: v.depthMax - v.depthMin}
	for _, t := range v.frame.Tiles {
		s.maxTris = max(s.maxTris, t.Triangles)
	}
	if !(s.dspan > 0) {
		s.dspan = 1
	}
	return s
}

// color is frame pixel (fx, fy)'s colour at device pixel (x, y): pending
// or in progress (hatched), else the frame's colour under the chosen
// overlays, the tiles' heat over it.
func (s fbShader) color(fx, fy, x, y int) color.NRGBA {
	v, f := s.v, s.v.frame
	i := fy*f.Width + fx
	var c color.NRGBA
	if v.pending(fx, fy) {
		c = fbPending
		if v.inProgress(i) {
			c = fbRunning
		}
		if (x+y)%8 < 2 {
			c = darker(c, 0.6)
		}
	} else {
		c = s.drawn(fx, fy, i)
	}
	if v.overlays&overlayTiles != 0 {
		if ti := v.tileOf[i]; ti >= 0 {
			c = blend(c, heat(float64(f.Tiles[ti].Triangles)/float64(s.maxTris)), 0.4)
		}
	}
	return c
}

// drawn is a rendered pixel's colour under the depth, triangle-ID,
// overdraw and coverage overlays.
func (s fbShader) drawn(fx, fy, i int) color.NRGBA {
	v, f := s.v, s.v.frame
	o := f.Color.PixOffset(fx, fy)
	c := color.NRGBA{f.Color.Pix[o], f.Color.Pix[o+1], f.Color.Pix[o+2], 0xff}
	id := int32(-1)
	if i < len(f.TriangleID) {
		id = f.TriangleID[i]
	}
	if v.overlays&overlayDepth != 0 {
		g := uint8(0)
		if id >= 0 {
			g = uint8(255 - 215*(f.Depth[i]-v.depthMin)/s.dspan)
		}
		c = color.NRGBA{g, g, g, 0xff}
	}
	if v.overlays&overlayTriangleIDs != 0 {
		c = idColor(int(id))
	}
	if v.overlays&overlayOverdraw != 0 && len(v.overdraw) == len(f.TriangleID) {
		if n := v.overdraw[i]; n == 0 {
			c = color.NRGBA{0, 0, 0, 0xff}
		} else {
			c = heat(float64(n) / float64(v.maxOver))
		}
	}
	if v.overlays&overlayCoverage != 0 {
		if id >= 0 {
			c = blend(c, color.NRGBA{0x00, 0xff, 0xff, 0xff}, 0.45)
		} else {
			c = darker(c, 0.35)
		}
	}
	return c
}

// drawOverlays draws what lies over the pixels: the tiles' outlines, the
// pixel grid when zoomed in, the allocation blocks, the triangles' edges
// and the selected triangle.
func (v *frameView) drawOverlays(img *image.RGBA, cols, rows []int, zoom float32) {
	f := v.frame
	if v.overlays&overlayTiles != 0 {
		for _, t := range f.Tiles {
			x0, y0 := v.toDevice(float32(t.Rect.Min.X), float32(t.Rect.Min.Y), zoom)
			x1, y1 := v.toDevice(float32(t.Rect.Max.X), float32(t.Rect.Max.Y), zoom)
			rectOutline(img, image.Rect(x0, y0, x1+1, y1+1), color.NRGBA{0xf0, 0xe4, 0x42, 0xff})
		}
	}
	if v.zoom > 8 {
		v.drawGrid(img, cols, rows, zoom)
	}
	if h := f.Hierarchy; h != nil && v.overlays&overlayBlocks != 0 {
		v.drawBlocks(img, h, zoom)
	}
	if v.overlays&overlayEdges != 0 {
		for i := range f.NumTriangles() {
			if i != v.selected {
				tt := f.Triangle(i)
				v.drawTriangle(img, &tt, zoom, fbEdge)
			}
		}
	}
	if v.selected >= 0 && v.selected < f.NumTriangles() {
		tt := f.Triangle(v.selected)
		v.drawTriangle(img, &tt, zoom, fbSelected)
	}
}

// drawBlocks shows a hierarchical render's allocation: allocated blocks
// outlined (tinted when too small on screen to outline), holes — covered
// pixels no block backs — filled in vermillion.
func (v *frameView) drawBlocks(img *image.RGBA, h *render.HierarchyStats, zoom float32) {
	bs := h.BlockSize
	outline := float32(bs)*zoom >= 4
	for by := 0; by < h.BlocksY; by++ {
		for bx := 0; bx < h.BlocksX; bx++ {
			if !h.Allocated[by*h.BlocksX+bx] {
				continue
			}
			x0, y0 := v.toDevice(float32(bx*bs), float32(by*bs), zoom)
			x1, y1 := v.toDevice(float32((bx+1)*bs), float32((by+1)*bs), zoom)
			r := image.Rect(x0, y0, x1, y1)
			if !r.Overlaps(img.Rect) {
				continue
			}
			if outline {
				rectOutline(img, image.Rect(x0, y0, x1+1, y1+1), cmpBlockOK)
			} else {
				for y := max(r.Min.Y, img.Rect.Min.Y); y < min(r.Max.Y, img.Rect.Max.Y); y++ {
					for x := max(r.Min.X, img.Rect.Min.X); x < min(r.Max.X, img.Rect.Max.X); x++ {
						blendPix(img, x, y, cmpBlockOK, 0.25)
					}
				}
			}
		}
	}
	for _, p := range h.HoleAt {
		x0, y0 := v.toDevice(float32(p.X), float32(p.Y), zoom)
		x1, y1 := v.toDevice(float32(p.X+1), float32(p.Y+1), zoom)
		fillRect(img, image.Rect(x0, y0, max(x1, x0+1), max(y1, y0+1)), cmpViolation)
	}
}

// toDevice maps frame coordinates to device pixels.
func (v *frameView) toDevice(fx, fy, zoom float32) (int, int) {
	return int(math.Floor(float64((fx - v.originX) * zoom))), int(math.Floor(float64((fy - v.origY) * zoom)))
}

// drawGrid draws pixel boundaries and a dot at each pixel centre: light for a
// covered sample, dark for an uncovered one.
func (v *frameView) drawGrid(img *image.RGBA, cols, rows []int, zoom float32) {
	f := v.frame
	w, h := img.Rect.Dx(), img.Rect.Dy()
	for x := 1; x < w; x++ {
		if cols[x] != cols[x-1] && cols[x] >= 0 {
			for y := 0; y < h; y++ {
				if rows[y] >= 0 {
					blendPix(img, x, y, fbGrid, 0.6)
				}
			}
		}
	}
	for y := 1; y < h; y++ {
		if rows[y] != rows[y-1] && rows[y] >= 0 {
			for x := 0; x < w; x++ {
				if cols[x] >= 0 {
					blendPix(img, x, y, fbGrid, 0.6)
				}
			}
		}
	}
	// Sample points at visible pixel centres.
	x0, y0 := -1, -1
	for x := 0; x < w; x++ {
		if cols[x] >= 0 {
			x0 = cols[x]
			break
		}
	}
	for y := 0; y < h; y++ {
		if rows[y] >= 0 {
			y0 = rows[y]
			break
		}
	}
	if x0 < 0 || y0 < 0 {
		return
	}
	r := max(1, int(zoom/12))
	for fy := y0; fy <= rows[h-1] || (rows[h-1] < 0 && fy < f.Height); fy++ {
		if fy >= f.Height {
			break
		}
		cy := int((float32(fy) + 0.5 - v.origY) * zoom)
		if cy > h {
			break
		}
		for fx := x0; fx < f.Width; fx++ {
			cx := int((float32(fx) + 0.5 - v.originX) * zoom)
			if cx > w {
				break
			}
			dot := color.NRGBA{0x20, 0x20, 0x20, 0xff}
			if f.TriangleID[fy*f.Width+fx] >= 0 && !v.pending(fx, fy) {
				dot = color.NRGBA{0xff, 0xff, 0xff, 0xff}
			}
			fillRect(img, image.Rect(cx-r, cy-r, cx+r+1, cy+r+1), dot)
		}
	}
}

// drawTriangle draws a triangle's snapped edges and vertices.
func (v *frameView) drawTriangle(img *image.RGBA, t *render.Triangle, zoom float32, c color.NRGBA) {
	unit := float32(math.Ldexp(1, -t.Exp))
	var px, py [3]int
	for k := 0; k < 3; k++ {
		px[k], py[k] = v.toDevice(float32(t.X[k])*unit, float32(t.Y[k])*unit, zoom)
	}
	// Clip to the frame's area: clipped triangles may have vertices outside it.
	x0, y0 := v.toDevice(0, 0, zoom)
	x1, y1 := v.toDevice(float32(v.frame.Width), float32(v.frame.Height), zoom)
	clip := image.Rect(x0, y0, x1+1, y1+1).Intersect(img.Rect)
	sub, ok := img.SubImage(clip).(*image.RGBA)
	if !ok || clip.Empty() {
		return
	}
	for k := 0; k < 3; k++ {
		line(sub, px[k], py[k], px[(k+1)%3], py[(k+1)%3], c)
	}
	for k := 0; k < 3; k++ {
		fillRect(sub, image.Rect(px[k]-2, py[k]-2, px[k]+3, py[k]+3), c)
	}
}

// edgeValues evaluates triangle tri's three edge functions at the centre of
// pixel (x, y), as render.Frame.EdgeValues scales them: E_i(x+½, y+½)·2^(Exp+1).
func edgeValues(f *render.Frame, tri, x, y int) [3]int64 {
	return f.EdgeValues(tri, x, y)
}

// overdrawCounts counts, per pixel, the triangles whose coverage (the
// pixel-centre sample, top-left rule) includes it: the fragments that reach
// the pixel before the depth test.
func overdrawCounts(f *render.Frame) []int32 {
	counts := make([]int32, f.Width*f.Height)
	for ti := range f.NumTriangles() {
		tt := f.Triangle(ti)
		t := &tt
		b := t.Bounds.Intersect(image.Rect(0, 0, f.Width, f.Height))
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				e := edgeValues(f, ti, x, y)
				in := true
				for k := 0; k < 3; k++ {
					if e[k] < 0 || e[k] == 0 && !t.TopLeft[k] {
						in = false
						break
					}
				}
				if in {
					counts[y*f.Width+x]++
				}
			}
		}
	}
	return counts
}
