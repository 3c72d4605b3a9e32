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

// pipeline: the one driver that runs the stages (run), in the order
// stages.go states with the records they hand on.
//
// Geometry (vertex, clip, viewport, setup) runs in parallel over chunks of
// primitives whose results are concatenated in submission order; each
// chunk is binned (the coarse stage) as it finishes. Fine raster, fragment
// and ROP run per bin on Workers goroutines; each bin is owned by one
// goroutine and processes its triangles in submission order, so the output
// does not depend on the number of workers. The hierarchical mode
// (Options.Hierarchy, hierarchy.go) is the same run with a block
// allocation that the fine stage and the last step respect.

// renderer holds the state of one Render call, one part per stage
// (stages.go): the setup every stage reads, then what the geometry, coarse
// and fine stages write.
type renderer struct {
	frameSetup
	geom   geomState
	coarse coarseState
	fine   fineState
}

// binTiles is the number of tiles per bin side: bins are at least 64 px so
// that a small triangle usually lands in one bin (one visit, data hot in cache).
func binTiles(ts int) int {
	return max(1, 64/ts)
}

// Render draws s at the viewport and with the options in o.
func Render(ctx context.Context, s *Scene, o Options) (*Frame, error) {
	start := time.Now()
	var alloc *blockAlloc
	if len(o.Hierarchy) > 0 {
		// the hierarchical mode: the coarse levels decide which blocks of
		// the framebuffer exist, then the one pipeline runs at the full
		// resolution with that allocation (hierarchy.go)
		if err := o.Validate(); err != nil {
			return nil, fmt.Errorf("render: %w", err)
		}
		var err error
		if alloc, err = allocateBlocks(ctx, s, o); err != nil {
			return nil, err
		}
		o.Hierarchy = nil
	}
	r, err := newRenderer(ctx, s, o)
	if err != nil {
		return nil, err
	}
	r.fine.alloc = alloc
	err = r.run()
	r.release()
	if err != nil {
		return nil, err
	}
	f := r.geom.frame
	f.Stats.Time.Total = time.Since(start)
	return f, nil
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
	r := &renderer{frameSetup: frameSetup{ctx: ctx, s: s, o: o, bits: bits, one: float64(int64(1) << uint(bits))}}
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

func (su *frameSetup) prepareShaders() error {
	s := su.s
	texs := map[image.Image]*texture{}
	light := normalize3(s.Light.Direction)
	viewDir := normalize3(s.Camera.Eye.Sub(s.Camera.Target))
	if s.Camera.Projection == PixelOrtho {
		viewDir = mgl32.Vec3{0, 0, -1}
	}
	su.shaders = make([]shader, len(s.Meshes))
	su.states = make([]State, len(s.Meshes))
	su.layouts = make([]attrLayout, len(s.Meshes))
	for i := range s.Meshes {
		m := &s.Meshes[i]
		if m.Material < 0 || m.Material >= len(s.Materials) {
			return fmt.Errorf("render: mesh %d (%q) uses material %d but the scene has %d materials", i, m.Name, m.Material, len(s.Materials))
		}
		mat := &s.Materials[m.Material]
		if mat.Shading < Flat || mat.Shading > Textured {
			return fmt.Errorf("render: material %d (%q): unknown shading %d", m.Material, mat.Name, mat.Shading)
		}
		sh := shader{mat: mat, debug: su.o.Debug, lightDir: light, lightCol: s.Light.Color, ambient: s.Light.Ambient,
			eye: s.Camera.Eye, viewDir: viewDir, ortho: s.Camera.Projection != Perspective, shine: mat.Shininess}
		if sh.shine == 0 {
			sh.shine = 32
		}
		if mat.Shading == Textured && su.o.Debug != DebugNormals && su.o.Debug != DebugDepth {
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
		switch su.o.Debug {
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
		su.shaders[i] = sh
		st := s.State
		if m.State != nil {
			st = *m.State
		}
		su.states[i] = st
		su.layouts[i] = sh.lay
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
	r.geom.release()
	r.coarse.release()
	r.fine.release()
}

// release returns the geometry stage's arrays to their pools.
func (geo *geomState) release() {
	for _, v := range geo.vouts {
		putVerts(v.verts)
		if !v.trisShared {
			triPool.put(v.tris)
		}
	}
	geo.vouts = nil
	if geo.shades != nil {
		putShades(geo.shades)
		geo.shades = nil
	}
	geo.chunks = nil
}

// release returns the coarse stage's lists to their pool.
func (cs *coarseState) release() {
	if cs.lists != nil {
		listPool.put(cs.lists)
		cs.lists = nil
	}
}

// release returns the fine stage's counters to their pools.
func (fine *fineState) release() {
	statPool.put(fine.tiles)
	resultPool.put(fine.results)
	fine.tiles, fine.results = nil, nil
}

// run is the one driver: the stages in order, each on the state the
// previous ones handed it (stages.go).
func (r *renderer) run() error {
	// The frame's buffers come from the pools (reuse.go): a released or
	// dropped frame's when one fits, else new ones, allocated (and so
	// zeroed by the runtime, 8 bytes a pixel, 16.6 MB in full HD, 12 and
	// 25 MB with the triangle IDs) on a
	// goroutine of their own while the geometry and coarse stages run,
	// filling the moments where those leave a processor idle. The
	// pipeline writes every pixel, so what an earlier frame left does not
	// matter.
	//
	// The triangle IDs are made only when asked for (Options.TriangleIDs,
	// wantIDs): without them, frames whose bins are shaded in bin buffers
	// (binLocal) get no ID buffer at all; the others, which write the
	// frame directly, get one from the pool that the frame does not keep.
	ids := r.wantIDs()
	r.geom.dropRecs = !r.keepRecs()
	needIDs := ids || !(r.binLocal(r.o.Debug == DebugOverdraw) && r.fine.alloc == nil)
	buffers := startFrameBuffers(r.o.Width, r.o.Height, needIDs)
	defer buffers() // joined on every return
	r.coarse.layout(&r.o, r.mode)
	// vertex, clip, viewport, setup, and the coarse stage per chunk
	if err := r.runGeometry(); err != nil {
		return err
	}
	if err := r.ctx.Err(); err != nil {
		return err
	}
	f := r.geom.frame
	bufs := buffers()
	f.Color, f.Depth, f.pooled = bufs.color, bufs.depth, true
	if ids {
		f.TriangleID = bufs.ids
	}
	r.prepareFine(f, bufs.ids)
	work := r.workList()
	if err := r.runFine(work); err != nil {
		return err
	}
	r.finishFrame(work)
	if !ids && bufs.ids != nil {
		idPool.put(bufs.ids) // the frame's own, not kept (see above)
	}
	r.fine.ids = nil
	return nil
}

// wantIDs says whether the frame keeps its triangle IDs: asked for by
// Options.TriangleIDs, or needed by the debug view drawn from them.
func (su *frameSetup) wantIDs() bool {
	return su.o.TriangleIDs || su.o.Debug == DebugTriangleID || su.o.Debug == DebugCoverageLevel
}

// keepRecs says whether the frame keeps its triangle records (Triangle,
// Source, NumTriangles, the inspector's CoverageLevel and EdgeValues): with
// its IDs, which index them, and in the hierarchical mode, whose
// clearOutside reads them. Without them a new frame has no records array
// (48 bytes a triangle, 4.5 MB on the mesh) for the runtime to zero, and
// the geometry stage writes none.
func (r *renderer) keepRecs() bool {
	return r.wantIDs() || r.fine.alloc != nil
}

// startFrameBuffers gets a frame's buffers on a goroutine of its own; the
// function it returns waits for them.
func startFrameBuffers(w, h int, ids bool) func() frameBuffers {
	var bufs frameBuffers
	var alloc sync.WaitGroup
	alloc.Add(1)
	go func() {
		defer alloc.Done()
		bufs = getFrameBuffers(w, h, ids)
	}()
	return func() frameBuffers {
		alloc.Wait()
		return bufs
	}
}

// layout sets the bins' size and grid for a viewport: triangles go into
// bins of binTiles×binTiles tiles, each geometry chunk's as it finishes
// (runGeometry, bin), into lists of its own (lists[i*nc+k]: bin i's lists
// are adjacent for the fine stage): a bin's entries are its lists in chunk
// order. The lists keep their capacity from frame to frame (listPool):
// growing 1,000s of lists from empty by appending was a megabyte of
// garbage and copying per frame.
func (cs *coarseState) layout(o *Options, mode rasterMode) {
	bs := o.tileSize() * binTiles(o.tileSize())
	// the centre rule, decided by the exact edge functions (a narrow
	// evaluator, EdgeBits, decides coverage its own way)
	cs.centre = mode == modeCentre && o.EdgeBits == 0 && centreBoundsEnabled
	cs.binSize = bs
	cs.binsX, cs.binsY = (o.Width+bs-1)/bs, (o.Height+bs-1)/bs
	cs.nb = cs.binsX * cs.binsY
}

// prepareFine sets up the fine stage's state for frame f, whose buffers
// are in place, and the ID buffer ids (nil: no IDs, and the bins are
// shaded in bin buffers): the per-mesh span modes, whether bins are shaded
// in bin buffers, and the cleared buffers and hierarchical Z.
func (r *renderer) prepareFine(f *Frame, ids []int32) {
	o, s, fine := &r.o, r.s, &r.fine
	n := o.Width * o.Height
	fine.pix = f.Color.Pix
	fine.depth, fine.ids = f.Depth, ids
	cz := s.ClearDepth
	if cz == 0 && !s.ClearDepthSet {
		cz = 1
	}
	cc := [4]uint8{toByte(s.Clear[0]), toByte(s.Clear[1]), toByte(s.Clear[2]), toByte(s.Clear[3])}
	fine.clearCol, fine.clearZ = cc, cz
	if o.Debug == DebugOverdraw {
		fine.overdraw = make([]uint16, n)
	}
	fine.spanModes = make([]spanMode, len(r.states))
	for i := range fine.spanModes {
		fine.spanModes[i] = r.spanModeOf(&r.shaders[i], &r.states[i], fine.overdraw != nil)
	}
	fine.binLocal = r.binLocal(fine.overdraw != nil) && fine.alloc == nil // bins that are not visited must be cleared too
	if !fine.binLocal {
		clearBuffers(fine.pix, fine.depth, fine.ids, cc, cz)
	} // else every bin clears its own pixels (loadBin)
	fine.hizX = (o.Width + 1<<hizShift - 1) >> hizShift
	if !fine.binLocal { // else every worker keeps the hierarchical Z of its bin
		fine.hiz = make([]float32, fine.hizX*o.Height)
	}
	if len(fine.hiz) > 0 {
		fine.hiz[0] = cz
		fill(fine.hiz, 1)
	}
	if r.mode == modeMSAA4 {
		fine.sampleCol = make([]uint8, 4*4*n)
		fine.sampleDep = make([]float32, 4*n)
		clearBuffers(fine.sampleCol, fine.sampleDep, nil, cc, cz)
	}
}

// binLocal says whether every triangle takes the fast span path, so that
// the tile workers can shade each bin in bin buffers of their own.
func (su *frameSetup) binLocal(overdraw bool) bool {
	if su.mode == modeMSAA4 || overdraw {
		return false
	}
	for i := range su.states {
		if st := &su.states[i]; st.DepthTest && st.DepthFunc != DepthLess && st.DepthFunc != DepthLEqual || su.shaders[i].alphaTest {
			return false // the general loop (alpha test) writes the frame
		}
	}
	return true
}

// workList is the bins the fine stage visits, column by column: the two
// bins that workers take at the same time are then one above the other,
// so their per-tile counters (row-major) are tilesX·binTiles entries apart
// instead of sharing cache lines.
func (r *renderer) workList() []int {
	cs, fine, nc := &r.coarse, &r.fine, len(r.geom.chunks)
	var work []int
	for bx := 0; bx < cs.binsX; bx++ {
		for by := 0; by < cs.binsY; by++ {
			i := by*cs.binsX + bx
			if fine.alloc != nil && !fine.alloc.visits(tileRect(bx, by, cs.binSize, r.o.Width, r.o.Height)) {
				continue
			}
			if fine.binLocal || binUsed(cs.lists[i*nc:(i+1)*nc]) {
				work = append(work, i)
			}
		}
	}
	return work
}

// runFine runs the fine raster, fragment stage and ROP on the bins of
// work, bin-parallel: a bin's tiles and pixels belong to the one worker
// that takes it.
func (r *renderer) runFine(work []int) error {
	o, cs, fine := &r.o, &r.coarse, &r.fine
	// the per-tile counters and per-bin results keep their memory from
	// frame to frame (statPool, resultPool: put back by release)
	ts := o.tileSize()
	tilesX, tilesY := (o.Width+ts-1)/ts, (o.Height+ts-1)/ts
	fine.tiles = statPool.get(tilesX * tilesY)
	clear(fine.tiles)
	fine.tilesX = tilesX
	results := resultPool.get(len(work))
	fine.results = results
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
				rect := tileRect(idx%cs.binsX, idx/cs.binsX, cs.binSize, o.Width, o.Height)
				results[k] = tw.bin(rect, idx)
			}
		}()
	}
	wg.Wait()
	return r.ctx.Err()
}

// finishFrame is the driver's last step: the statistics and tile counts
// into the frame, the MSAA resolve, the debug views, opaque colour and, in
// the hierarchical mode, the pixels outside the allocated blocks.
func (r *renderer) finishFrame(work []int) {
	o, f, fine := &r.o, r.geom.frame, &r.fine
	st := &f.Stats
	for k := range work {
		res := &fine.results[k]
		st.DepthPass += res.pass
		st.DepthFail += res.fail
		st.Time.Fine += res.fine
		st.Time.FragmentROP += res.shade
	}
	fine.tileWork(f, o)
	if r.mode == modeMSAA4 {
		fine.resolve(o.Width * o.Height)
	}
	fine.debugPost(f, o)
	// Color is shown as an ordinary (premultiplied) image: make it opaque
	// (storeBin already did when every bin went through it).
	if !fine.binLocal || o.Debug != DebugNone {
		for i := 3; i < len(fine.pix); i += 4 {
			fine.pix[i] = 255
		}
	}
	if fine.alloc != nil {
		fine.alloc.clearOutside(f, fine.clearCol, fine.clearZ)
	}
}

// tileWork adds the per-tile counters to the frame: Frame.Tiles, one per
// touched tile, and the statistics they sum to.
func (fine *fineState) tileWork(f *Frame, o *Options) {
	st := &f.Stats
	touched := 0
	for i := range fine.tiles {
		if fine.tiles[i].tris != 0 {
			touched++
		}
	}
	if touched > 0 {
		f.Tiles = tileWorkPool.get(touched)[:0] // sized once, not by doubling; a released frame's when it fits
	}
	ts := o.tileSize()
	for i := range fine.tiles {
		t := &fine.tiles[i]
		n := t.tris
		if n == 0 {
			continue
		}
		st.TilesTouched++
		st.BinEntries += int(n)
		st.Fragments += int64(t.frags)
		f.Tiles = append(f.Tiles, TileWork{Rect: tileRect(i%fine.tilesX, i/fine.tilesX, ts, o.Width, o.Height),
			Triangles: int(n), Fragments: int(t.frags), Cost: 64 + 16*int64(n) + t.cost})
	}
}

// resolve averages the MSAA samples into Color and keeps the nearest sample depth.
func (fine *fineState) resolve(n int) {
	for p := 0; p < n; p++ {
		for k := 0; k < 4; k++ {
			s := 0
			for q := 0; q < 4; q++ {
				s += int(fine.sampleCol[4*(4*p+q)+k])
			}
			fine.pix[4*p+k] = uint8((s + 2) / 4)
		}
		d := fine.sampleDep[4*p]
		for q := 1; q < 4; q++ {
			d = min(d, fine.sampleDep[4*p+q])
		}
		fine.depth[p] = d
	}
}

// debugPost draws the debug views that are computed from whole buffers.
func (fine *fineState) debugPost(f *Frame, o *Options) {
	n := f.Width * f.Height
	switch o.Debug {
	case DebugOverdraw:
		for p := 0; p < n; p++ {
			c := heat(int(fine.overdraw[p]))
			copy(fine.pix[4*p:4*p+4], c[:])
		}
	case DebugTriangleID:
		for p := 0; p < n; p++ {
			c := [4]uint8{0, 0, 0, 255}
			if id := fine.ids[p]; id >= 0 {
				c = idColor(id)
			}
			copy(fine.pix[4*p:4*p+4], c[:])
		}
	case DebugCoverageLevel:
		ramp := [...][4]uint8{{0, 0, 0, 255}, {200, 40, 40, 255}, {230, 180, 30, 255}, {60, 200, 80, 255}, {240, 240, 240, 255}}
		for p := 0; p < n; p++ {
			lvl := 0
			if id := fine.ids[p]; id >= 0 {
				lvl = f.CoverageLevel(int(id), p%f.Width, p/f.Width, o.samples())
			}
			copy(fine.pix[4*p:4*p+4], ramp[min(lvl, 4)][:])
		}
	}
}
