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
	r.geom.frame.Stats.Time.Total = time.Since(start)
	return r.geom.frame, nil
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
	// of its own (r.coarse.lists[i*len(r.geom.chunks)+k]: bin i's lists are adjacent
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
	r.coarse.binSize, r.coarse.binsX, r.coarse.binsY, r.coarse.nb = bs, binsX, binsY, nb
	if err := r.runGeometry(); err != nil {
		return err
	}
	s, f := r.s, r.geom.frame
	st := &f.Stats
	if err := r.ctx.Err(); err != nil {
		return err
	}

	// ---- buffers and clear
	n := o.Width * o.Height
	alloc.Wait()
	f.Color, f.Depth, f.TriangleID, f.pooled = bufs.color, bufs.depth, bufs.ids, true
	r.fine.pix = f.Color.Pix
	r.fine.depth, r.fine.ids = f.Depth, f.TriangleID
	cz := s.ClearDepth
	if cz == 0 && !s.ClearDepthSet {
		cz = 1
	}
	cc := [4]uint8{toByte(s.Clear[0]), toByte(s.Clear[1]), toByte(s.Clear[2]), toByte(s.Clear[3])}
	r.fine.clearCol, r.fine.clearZ = cc, cz
	if o.Debug == DebugOverdraw {
		r.fine.overdraw = make([]uint16, n)
	}
	r.fine.spanModes = make([]spanMode, len(r.states))
	for i := range r.fine.spanModes {
		r.fine.spanModes[i] = r.spanModeOf(&r.shaders[i], &r.states[i], r.fine.overdraw != nil)
	}
	r.fine.binLocal = r.mode != modeMSAA4 && r.fine.overdraw == nil
	for i := range r.states {
		if st := &r.states[i]; st.DepthTest && st.DepthFunc != DepthLess && st.DepthFunc != DepthLEqual || r.shaders[i].alphaTest {
			r.fine.binLocal = false // the general loop (alpha test) writes the frame
		}
	}
	if r.fine.visit != nil {
		r.fine.binLocal = false // bins that are not visited must be cleared too
	}
	if !r.fine.binLocal {
		clearBuffers(r.fine.pix, r.fine.depth, r.fine.ids, cc, cz)
	} // else every bin clears its own pixels (loadBin)
	r.fine.hizX = (o.Width + 1<<hizShift - 1) >> hizShift
	if !r.fine.binLocal { // else every worker keeps the hierarchical Z of its bin
		r.fine.hiz = make([]float32, r.fine.hizX*o.Height)
	}
	if len(r.fine.hiz) > 0 {
		r.fine.hiz[0] = cz
		fill(r.fine.hiz, 1)
	}
	if r.mode == modeMSAA4 {
		r.fine.sampleCol = make([]uint8, 4*4*n)
		r.fine.sampleDep = make([]float32, 4*n)
		clearBuffers(r.fine.sampleCol, r.fine.sampleDep, nil, cc, cz)
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
			if r.fine.visit != nil && !r.fine.visit(tileRect(bx, by, bs, o.Width, o.Height)) {
				continue
			}
			if r.fine.binLocal || binUsed(r.coarse.lists[i*len(r.geom.chunks):(i+1)*len(r.geom.chunks)]) {
				work = append(work, i)
			}
		}
	}
	// the per-tile counters and per-bin results keep their memory from
	// frame to frame (statPool, resultPool: put back by release)
	r.fine.tiles = statPool.get(tilesX * tilesY)
	clear(r.fine.tiles)
	r.fine.tilesX = tilesX
	results := resultPool.get(len(work))
	r.fine.results = results
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
	for i := range r.fine.tiles {
		if r.fine.tiles[i].tris != 0 {
			touched++
		}
	}
	if touched > 0 {
		f.Tiles = tileWorkPool.get(touched)[:0] // sized once, not by doubling; a released frame's when it fits
	}
	for i := range r.fine.tiles {
		t := &r.fine.tiles[i]
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
		r.fine.resolve(o.Width * o.Height)
	}
	r.fine.debugPost(f, &r.o)
	// Color is shown as an ordinary (premultiplied) image: make it opaque
	// (storeBin already did when every bin went through it).
	if !r.fine.binLocal || o.Debug != DebugNone {
		for i := 3; i < len(r.fine.pix); i += 4 {
			r.fine.pix[i] = 255
		}
	}
	return nil
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
