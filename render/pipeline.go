package render

import (
	"context"
	"fmt"
	"image"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-gl/mathgl/mgl32"
)

// pipeline: the driver that runs the stages.
//
// Geometry (vertex, clip, viewport, setup) runs in parallel over chunks of
// primitives whose results are concatenated in submission order. Binning is
// split by tile rows. Fine raster, fragment and ROP run per tile on Workers
// goroutines; each tile is owned by one goroutine and processes its
// triangles in submission order, so the output does not depend on the
// number of workers.

// renderer holds the state of one Render call.
type renderer struct {
	// visit, when set, says whether the fine stage visits a bin (the
	// hierarchical pass's allocated blocks, hierarchy.go)
	visit     func(image.Rectangle) bool
	ctx       context.Context
	s         *Scene
	o         Options
	bits      int
	one       float64
	workers   int
	mode      rasterMode
	viewProj  mgl32.Mat4
	planes    clipPlanes
	shaders   []shader   // per mesh
	states    []State    // per mesh
	spanModes []spanMode // per mesh: how shadeFast shades it
	layouts   []attrLayout

	frame  *Frame
	shades []triShade
	vouts  []vertexOut
	// shades holds the setup records where the geometry chunks wrote
	// them, chunk c's at c.base (gaps where triangles were culled); the
	// bins name a record by its index in its chunk (c.base + it is the
	// record, c.out + it the triangle's number in the frame).
	chunks []*geomChunk
	// the coarse stage's bins (binTiles×binTiles tiles) when run bins
	// each geometry chunk as it finishes it: lists[k*nb+i] is chunk k's
	// list for bin i (nil: runGeometry does not bin)
	lists              [][]binEntry
	binSize, binsX, nb int

	// buffers
	pix        []uint8
	depth      []float32
	ids        []int32
	overdraw   []uint16
	sampleCol  []uint8   // MSAA: 4 samples × RGBA per pixel
	sampleDep  []float32 // MSAA: 4 depths per pixel
	vertexCost int64

	// per coarse tile (index ty*tilesX+tx): triangles, fragments, cycles
	tilesX  int
	tiles   []tileStat
	results []tileResult // per bin of the fine stage's work list

	// hierarchical Z: for every row, the maximum depth of each run of
	// 2^hizShift pixels (an upper bound, exact after a full-run write)
	hiz  []float32
	hizX int

	// binLocal: every triangle takes the fast span path (shadeFast), so
	// workers shade each bin in contiguous bin buffers, which they clear
	// and copy into the frame (every bin is visited, with work or not).
	binLocal bool
	clearCol [4]uint8
	clearZ   float32
}

// binTiles is the number of tiles per bin side: bins are at least 64 px so
// that a small triangle usually lands in one bin (one visit, data hot in cache).
func binTiles(ts int) int {
	return max(1, 64/ts)
}

// Render draws s at the viewport and with the options in o.
func Render(ctx context.Context, s *Scene, o Options) (*Frame, error) {
	start := time.Now()
	if len(o.Hierarchy) > 0 {
		if err := o.Validate(); err != nil {
			return nil, fmt.Errorf("render: %w", err)
		}
		f, err := renderHierarchical(ctx, s, o)
		if err == nil {
			f.Stats.Time.Total = time.Since(start)
		}
		return f, err
	}
	r, err := newRenderer(ctx, s, o)
	if err != nil {
		return nil, err
	}
	if err := r.run(); err != nil {
		r.release()
		return nil, err
	}
	r.release()
	r.frame.Stats.Time.Total = time.Since(start)
	return r.frame, nil
}

func newRenderer(ctx context.Context, s *Scene, o Options) (*renderer, error) {
	if s == nil {
		return nil, fmt.Errorf("render: nil scene")
	}
	if o.Samples == 0 {
		o.Samples = 1
	}
	if err := o.Validate(); err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	bits, _ := o.LevelBits()
	if int64(o.Width)<<uint(bits) > 1<<26 || int64(o.Height)<<uint(bits) > 1<<26 {
		return nil, fmt.Errorf("render: viewport %dx%d with %d sub-pixel bits exceeds the 2^26 fixed-point range", o.Width, o.Height, bits)
	}
	r := &renderer{ctx: ctx, s: s, o: o, bits: bits, one: float64(int64(1) << uint(bits))}
	r.workers = o.Workers
	if r.workers <= 0 {
		r.workers = runtime.GOMAXPROCS(0)
	}
	switch {
	case o.Samples == 4:
		r.mode = modeMSAA4
	case o.Conservative:
		r.mode = modeConservative
	default:
		r.mode = modeCentre
	}
	if s.Camera.Projection != PixelOrtho {
		vp, err := cameraMatrix(s.Camera, o.Width, o.Height)
		if err != nil {
			return nil, fmt.Errorf("render: %w", err)
		}
		r.viewProj = vp
	} else if s.Camera.PixelWidth < 0 {
		return nil, fmt.Errorf("render: camera pixel width %d is negative", s.Camera.PixelWidth)
	}
	r.planes = makeClipPlanes(o.Width, o.Height, bits)
	if err := r.prepareShaders(); err != nil {
		return nil, err
	}
	return r, nil
}

func (r *renderer) prepareShaders() error {
	s := r.s
	texs := map[image.Image]*texture{}
	light := normalize3(s.Light.Direction)
	viewDir := normalize3(s.Camera.Eye.Sub(s.Camera.Target))
	if s.Camera.Projection == PixelOrtho {
		viewDir = mgl32.Vec3{0, 0, -1}
	}
	r.shaders = make([]shader, len(s.Meshes))
	r.states = make([]State, len(s.Meshes))
	r.layouts = make([]attrLayout, len(s.Meshes))
	for i := range s.Meshes {
		m := &s.Meshes[i]
		if m.Material < 0 || m.Material >= len(s.Materials) {
			return fmt.Errorf("render: mesh %d (%q) uses material %d but the scene has %d materials", i, m.Name, m.Material, len(s.Materials))
		}
		mat := &s.Materials[m.Material]
		if mat.Shading < Flat || mat.Shading > Textured {
			return fmt.Errorf("render: material %d (%q): unknown shading %d", m.Material, mat.Name, mat.Shading)
		}
		sh := shader{mat: mat, debug: r.o.Debug, lightDir: light, lightCol: s.Light.Color, ambient: s.Light.Ambient,
			eye: s.Camera.Eye, viewDir: viewDir, ortho: s.Camera.Projection != Perspective, shine: mat.Shininess}
		if sh.shine == 0 {
			sh.shine = 32
		}
		if mat.Shading == Textured && r.o.Debug != DebugNormals && r.o.Debug != DebugDepth {
			if mat.Texture == nil {
				return fmt.Errorf("render: material %d (%q) is textured but has no texture", m.Material, mat.Name)
			}
			b := mat.Texture.Bounds()
			if b.Dx() <= 0 || b.Dy() <= 0 {
				return fmt.Errorf("render: material %d (%q): texture is empty", m.Material, mat.Name)
			}
			t, ok := texs[mat.Texture]
			if !ok {
				t = cachedTexture(mat.Texture)
				texs[mat.Texture] = t
			}
			sh.tex = t
		}
		sh.prepareTexture(sh.tex)
		var needColor, needNormal, needWorld, needUV bool
		switch r.o.Debug {
		case DebugNormals:
			needNormal = true
		case DebugDepth:
		default:
			switch mat.Shading {
			case VertexColor:
				needColor = true
			case Lambert:
				needNormal = true
			case BlinnPhong:
				needNormal = true
				needWorld = s.Camera.Projection == Perspective
			case Textured:
				needUV = true
				needNormal = mat.Lit
			}
		}
		sh.lay = makeLayout(needColor, needNormal, needWorld, needUV)
		sh.cost = fragmentCost(mat)
		sh.prepareLit()
		r.shaders[i] = sh
		st := s.State
		if m.State != nil {
			st = *m.State
		}
		r.states[i] = st
		r.layouts[i] = sh.lay
	}
	return nil
}

// parallelFor runs fn over [0,n) in chunks on the workers.
func parallelFor(workers, n, chunk int, fn func(lo, hi int)) {
	if n <= chunk || workers == 1 {
		for lo := 0; lo < n; lo += chunk {
			fn(lo, min(lo+chunk, n))
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := int(next.Add(int64(chunk))) - chunk
				if lo >= n {
					return
				}
				fn(lo, min(lo+chunk, n))
			}
		}()
	}
	wg.Wait()
}

// release returns the internal arrays to their pools.
func (r *renderer) release() {
	for _, v := range r.vouts {
		putVerts(v.verts)
		if !v.trisShared {
			triPool.put(v.tris)
		}
	}
	r.vouts = nil
	if r.shades != nil {
		putShades(r.shades)
		r.shades = nil
	}
	if r.lists != nil {
		listPool.put(r.lists)
		r.lists = nil
	}
	statPool.put(r.tiles)
	resultPool.put(r.results)
	r.tiles, r.results = nil, nil
	r.chunks = nil
}

func (r *renderer) run() error {
	// The frame's buffers come from the pools (reuse.go): a released or
	// dropped frame's when one fits, else new ones, allocated (and so
	// zeroed by the runtime, 12 bytes a pixel, 25 MB in full HD) on a
	// goroutine of their own while the geometry and coarse stages run,
	// filling the moments where those leave a processor idle. The
	// pipeline writes every pixel, so what an earlier frame left does not
	// matter.
	var bufs frameBuffers
	var alloc sync.WaitGroup
	alloc.Add(1)
	go func() {
		defer alloc.Done()
		bufs = getFrameBuffers(r.o.Width, r.o.Height)
	}()
	defer alloc.Wait() // joined on every return
	// ---- coarse raster: triangles into bins of binTiles×binTiles tiles,
	// each geometry chunk's as it finishes (runGeometry, bin), into lists
	// of its own (r.lists[i*len(r.chunks)+k]: bin i's lists are adjacent
	// for the fine stage): a bin's entries are its lists in chunk order.
	// The lists keep their capacity from frame to frame (listPool):
	// growing 1,000s of lists from empty by appending was a megabyte of
	// garbage and copying per frame.
	o := r.o
	ts := o.tileSize()
	tilesX, tilesY := (o.Width+ts-1)/ts, (o.Height+ts-1)/ts
	bs := ts * binTiles(ts)
	binsX, binsY := (o.Width+bs-1)/bs, (o.Height+bs-1)/bs
	nb := binsX * binsY
	r.binSize, r.binsX, r.nb = bs, binsX, nb
	if err := r.runGeometry(); err != nil {
		return err
	}
	s, f := r.s, r.frame
	st := &f.Stats
	if err := r.ctx.Err(); err != nil {
		return err
	}

	// ---- buffers and clear
	n := o.Width * o.Height
	alloc.Wait()
	f.Color, f.Depth, f.TriangleID, f.pooled = bufs.color, bufs.depth, bufs.ids, true
	r.pix = f.Color.Pix
	r.depth, r.ids = f.Depth, f.TriangleID
	cz := s.ClearDepth
	if cz == 0 && !s.ClearDepthSet {
		cz = 1
	}
	cc := [4]uint8{toByte(s.Clear[0]), toByte(s.Clear[1]), toByte(s.Clear[2]), toByte(s.Clear[3])}
	r.clearCol, r.clearZ = cc, cz
	if o.Debug == DebugOverdraw {
		r.overdraw = make([]uint16, n)
	}
	r.spanModes = make([]spanMode, len(r.states))
	for i := range r.spanModes {
		r.spanModes[i] = r.spanModeOf(&r.shaders[i], &r.states[i])
	}
	r.binLocal = r.mode != modeMSAA4 && r.overdraw == nil
	for i := range r.states {
		if st := &r.states[i]; st.DepthTest && st.DepthFunc != DepthLess && st.DepthFunc != DepthLEqual || r.shaders[i].alphaTest {
			r.binLocal = false // the general loop (alpha test) writes the frame
		}
	}
	if r.visit != nil {
		r.binLocal = false // bins that are not visited must be cleared too
	}
	if !r.binLocal {
		clearBuffers(r.pix, r.depth, r.ids, cc, cz)
	} // else every bin clears its own pixels (loadBin)
	r.hizX = (o.Width + 1<<hizShift - 1) >> hizShift
	if !r.binLocal { // else every worker keeps the hierarchical Z of its bin
		r.hiz = make([]float32, r.hizX*o.Height)
	}
	if len(r.hiz) > 0 {
		r.hiz[0] = cz
		fill(r.hiz, 1)
	}
	if r.mode == modeMSAA4 {
		r.sampleCol = make([]uint8, 4*4*n)
		r.sampleDep = make([]float32, 4*n)
		clearBuffers(r.sampleCol, r.sampleDep, nil, cc, cz)
	}

	// ---- fine raster + fragment + ROP, bin-parallel
	// Bins are handed out column by column: the two bins that workers take
	// at the same time are then one above the other, so their per-tile
	// counters (row-major) are tilesX·binTiles entries apart instead of
	// sharing cache lines.
	var work []int
	for bx := 0; bx < binsX; bx++ {
		for by := 0; by < binsY; by++ {
			i := by*binsX + bx
			if r.visit != nil && !r.visit(tileRect(bx, by, bs, o.Width, o.Height)) {
				continue
			}
			if r.binLocal || binUsed(r.lists[i*len(r.chunks):(i+1)*len(r.chunks)]) {
				work = append(work, i)
			}
		}
	}
	// the per-tile counters and per-bin results keep their memory from
	// frame to frame (statPool, resultPool: put back by release)
	r.tiles = statPool.get(tilesX * tilesY)
	clear(r.tiles)
	r.tilesX = tilesX
	results := resultPool.get(len(work))
	r.results = results
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < r.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tw := newTileWorker(r)
			defer putTileWorker(tw)
			for {
				k := int(next.Add(1)) - 1
				if k >= len(work) || r.ctx.Err() != nil {
					return
				}
				idx := work[k]
				rect := tileRect(idx%binsX, idx/binsX, bs, o.Width, o.Height)
				results[k] = tw.bin(rect, idx)
			}
		}()
	}
	wg.Wait()
	if err := r.ctx.Err(); err != nil {
		return err
	}
	for k := range work {
		res := &results[k]
		st.DepthPass += res.pass
		st.DepthFail += res.fail
		st.Time.Fine += res.fine
		st.Time.FragmentROP += res.shade
	}
	touched := 0
	for i := range r.tiles {
		if r.tiles[i].tris != 0 {
			touched++
		}
	}
	if touched > 0 {
		f.Tiles = tileWorkPool.get(touched)[:0] // sized once, not by doubling; a released frame's when it fits
	}
	for i := range r.tiles {
		t := &r.tiles[i]
		n := t.tris
		if n == 0 {
			continue
		}
		st.TilesTouched++
		st.BinEntries += int(n)
		st.Fragments += int64(t.frags)
		f.Tiles = append(f.Tiles, TileWork{Rect: tileRect(i%tilesX, i/tilesX, ts, o.Width, o.Height),
			Triangles: int(n), Fragments: int(t.frags), Cost: 64 + 16*int64(n) + t.cost})
	}
	if r.mode == modeMSAA4 {
		r.resolve()
	}
	r.debugPost()
	// Color is shown as an ordinary (premultiplied) image: make it opaque
	// (storeBin already did when every bin went through it).
	if !r.binLocal || o.Debug != DebugNone {
		for i := 3; i < len(r.pix); i += 4 {
			r.pix[i] = 255
		}
	}
	return nil
}

// resolve averages the MSAA samples into Color and keeps the nearest sample depth.
func (r *renderer) resolve() {
	n := r.o.Width * r.o.Height
	for p := 0; p < n; p++ {
		for k := 0; k < 4; k++ {
			s := 0
			for q := 0; q < 4; q++ {
				s += int(r.sampleCol[4*(4*p+q)+k])
			}
			r.pix[4*p+k] = uint8((s + 2) / 4)
		}
		d := r.sampleDep[4*p]
		for q := 1; q < 4; q++ {
			d = min(d, r.sampleDep[4*p+q])
		}
		r.depth[p] = d
	}
}

// debugPost draws the debug views that are computed from whole buffers.
func (r *renderer) debugPost() {
	f := r.frame
	n := f.Width * f.Height
	switch r.o.Debug {
	case DebugOverdraw:
		for p := 0; p < n; p++ {
			c := heat(int(r.overdraw[p]))
			copy(r.pix[4*p:4*p+4], c[:])
		}
	case DebugTriangleID:
		for p := 0; p < n; p++ {
			c := [4]uint8{0, 0, 0, 255}
			if id := r.ids[p]; id >= 0 {
				c = idColor(id)
			}
			copy(r.pix[4*p:4*p+4], c[:])
		}
	case DebugCoverageLevel:
		ramp := [...][4]uint8{{0, 0, 0, 255}, {200, 40, 40, 255}, {230, 180, 30, 255}, {60, 200, 80, 255}, {240, 240, 240, 255}}
		for p := 0; p < n; p++ {
			lvl := 0
			if id := r.ids[p]; id >= 0 {
				lvl = f.CoverageLevel(int(id), p%f.Width, p/f.Width, r.o.samples())
			}
			copy(r.pix[4*p:4*p+4], ramp[min(lvl, 4)][:])
		}
	}
}
