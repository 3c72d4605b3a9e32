package render

import (
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

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
	tilesX int
	tiles  []tileStat

	// hierarchical Z: for every row, the maximum depth of each run of
	// 2^hizShift pixels (an upper bound, exact after a full-run write)
	hiz  []float32
	hizX int

	// binLocal: every triangle takes the fast span path (shadeFast), so
	// workers shade each bin in contiguous bin buffers, which they clear
	// and copy into the frame (every bin is visited, with work or not).
	binLocal bool
	// reuseTris: a released frame's triangle records (Frame.Release),
	// reused by runGeometry when they are enough
	reuseTris []triRec
	clearCol  [4]uint8
	clearZ    float32
}

const hizShift = 4

// hizEnabled lets tests check that hierarchical Z never changes a pixel.
var hizEnabled = true

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

// geomChunk is the geometry output of a range of primitives of one mesh.
type geomChunk struct {
	base   int // window start in the scratch arrays
	out    int // start in the frame's arrays
	mesh   int
	lo, hi int
	tris   []triRec
	shades []triShade
	k      int // the chunk's number
	planes []plane
	stats  Stats
	// badIndex is the position of the first out-of-range index in the
	// chunk's part of its mesh's index list, -1 when there is none
	badIndex int
}

// joinPlanes joins the chunks' overflow attribute planes (triShade.more)
// into one array per mesh (shader.more), in chunk order, and makes the
// records' indices point into it.
func (r *renderer) joinPlanes(chunks []*geomChunk) {
	size := make([]int, len(r.shaders))
	for _, c := range chunks {
		size[c.mesh] += len(c.planes)
	}
	for _, c := range chunks {
		if len(c.planes) == 0 {
			continue
		}
		s := &r.shaders[c.mesh]
		if s.more == nil {
			s.more = make([]plane, 0, size[c.mesh])
		}
		if base := int32(len(s.more)); base != 0 {
			for i := range c.shades {
				c.shades[i].more += base
			}
		}
		s.more = append(s.more, c.planes...)
	}
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
	r.chunks = nil
}

// runGeometry runs the vertex, clip, viewport and setup stages and fills
// r.frame (Triangles, Batches, geometry statistics).
func (r *renderer) runGeometry() error {
	s, o := r.s, r.o
	f := &Frame{Width: o.Width, Height: o.Height, Bits: r.bits, TileSize: o.tileSize()}
	r.frame = f
	st := &f.Stats

	// ---- vertex stage
	t0 := time.Now()
	outs := make([]vertexOut, len(s.Meshes))
	r.vouts = outs
	var firstVertex int
	for i := range s.Meshes {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		vo, err := r.transformMesh(i, &s.Meshes[i])
		if err != nil {
			return fmt.Errorf("render: %w", err)
		}
		outs[i] = vo
		n := len(vo.verts)
		st.VerticesIn += n
		st.PrimitivesIn += len(vo.tris)
		perVertex := int64(24)
		if r.layouts[i].normal >= 0 {
			perVertex += 12
		}
		f.Batches = slices.Grow(f.Batches, (n+31)/32) // sized once, not by doubling
		for b := 0; b < n; b += 32 {
			c := min(32, n-b)
			f.Batches = append(f.Batches, VertexBatch{First: firstVertex + b, Count: c, Cost: 40 + int64(c)*perVertex})
		}
		firstVertex += n
	}
	st.Time.Vertex = time.Since(t0)

	// ---- clip, viewport, setup (parallel over chunks, ordered output)
	t0 = time.Now()
	var chunks []*geomChunk
	const chunkSize = 4096
	window := 0
	for i := range outs {
		for lo := 0; lo < len(outs[i].tris); lo += chunkSize {
			c := &geomChunk{mesh: i, lo: lo, hi: min(lo+chunkSize, len(outs[i].tris)), base: window, badIndex: -1}
			window += c.hi - c.lo
			chunks = append(chunks, c)
		}
	}
	// Each chunk writes into its own window of the final arrays (one slot
	// per input primitive); clipping may produce more, which go to the
	// chunk's overflow slices. The triangle records are compacted in order
	// into the frame below; the setup records stay in their windows (see
	// renderer.chunks).
	allTris := getRecs(window)
	allShades := getShades(window)
	r.chunks = chunks // the number of chunks is the stride of r.lists
	if r.nb > 0 {
		r.lists = listPool.get(r.nb * len(chunks))
		for i := range r.lists {
			r.lists[i] = r.lists[i][:0]
		}
	}
	for k, c := range chunks {
		c.k = k
		c.tris = allTris[c.base : c.base : c.base+c.hi-c.lo]
		c.shades = allShades[c.base : c.base : c.base+c.hi-c.lo]
	}
	parallelFor(r.workers, len(chunks), 1, func(lo, hi int) {
		for c := lo; c < hi; c++ {
			if r.ctx.Err() != nil {
				return
			}
			r.geometry(chunks[c], &outs[chunks[c].mesh])
		}
	})
	if err := r.ctx.Err(); err != nil {
		return err
	}
	for _, c := range chunks {
		if c.badIndex >= 0 {
			return fmt.Errorf("render: %w", badIndex(c.mesh, &s.Meshes[c.mesh], c.badIndex))
		}
	}
	r.joinPlanes(chunks)
	// The frame keeps exactly the triangles that reached setup (the window
	// is scratch); each chunk's records go to their place in the frame's
	// array, chunks in parallel. The setup records stay in the window
	// until the coarse stage (shadeChunks).
	cursor := 0
	for _, c := range chunks {
		c.out = cursor
		cursor += len(c.tris)
	}
	if cap(r.reuseTris) >= cursor {
		f.tris = r.reuseTris[:cursor] // a released frame's (run)
	} else {
		f.tris = make([]triRec, cursor)
	}
	r.reuseTris = nil
	parallelFor(r.workers, len(chunks), 1, func(lo, hi int) {
		for _, c := range chunks[lo:hi] {
			copy(f.tris[c.out:], c.tris)
		}
	})
	putRecs(allTris)
	// A chunk whose clipped triangles outgrew its window has its records
	// in a slice of its own: they join the window array at its end, so
	// that every chunk's records are allShades[c.base : c.base+len].
	for _, c := range chunks {
		if len(c.shades) > c.hi-c.lo {
			c.base = len(allShades)
			allShades = append(allShades, c.shades...)
		}
	}
	r.chunks, r.shades = chunks, allShades
	for _, c := range chunks {
		cs := &c.stats
		st.NonFinite += cs.NonFinite
		st.OutsideFrustum += cs.OutsideFrustum
		st.ClipInputs += cs.ClipInputs
		st.ClipOutputs += cs.ClipOutputs
		st.BackFaceCulled += cs.BackFaceCulled
		st.Degenerate += cs.Degenerate
		st.Time.Setup += cs.Time.Setup
		st.Time.Clip += cs.Time.Clip
		st.Time.Coarse += cs.Time.Coarse
	}
	st.PrimitivesOut = len(f.tris)
	geomTime := time.Since(t0)
	// clip, setup and binning were measured inside the chunks (summed
	// over workers); scale them to the wall time of the parallel section.
	if sum := st.Time.Clip + st.Time.Setup + st.Time.Coarse; sum > 0 {
		st.Time.Clip = time.Duration(float64(geomTime) * float64(st.Time.Clip) / float64(sum))
		st.Time.Coarse = time.Duration(float64(geomTime) * float64(st.Time.Coarse) / float64(sum))
		st.Time.Setup = geomTime - st.Time.Clip - st.Time.Coarse
	}
	return nil
}

func (r *renderer) run() error {
	// The frame's buffers are allocated (and so zeroed by the runtime, 12
	// bytes a pixel, 25 MB in full HD) on a goroutine of their own while
	// the geometry and coarse stages run, filling the moments where those
	// leave a processor idle instead of running alone after them.
	// A released frame's buffers (Frame.Release, reuse.go) are taken
	// instead when there are some of this size: the pipeline writes every
	// pixel, so what the earlier frame left does not matter.
	bufs, reused := takeBuffers(r.o.Width, r.o.Height)
	r.reuseTris = bufs.tris
	var alloc sync.WaitGroup
	if !reused {
		alloc.Add(1)
		go func() {
			defer alloc.Done()
			bufs = newFrameBuffers(r.o.Width, r.o.Height)
		}()
	}
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
	f.Color, f.Depth, f.TriangleID = bufs.color, bufs.depth, bufs.ids
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
	r.tiles = make([]tileStat, tilesX*tilesY)
	r.tilesX = tilesX
	results := make([]tileResult, len(work))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < r.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tw := newTileWorker(r)
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
		f.Tiles = make([]TileWork, 0, touched) // sized once, not by doubling
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

// geometry runs clip, viewport and setup for one chunk of primitives.
func (r *renderer) geometry(c *geomChunk, vo *vertexOut) {
	t0 := time.Now()
	var clipDur time.Duration
	mi := c.mesh
	state := &r.states[mi]
	lay := r.layouts[mi]
	keepDegenerate := r.mode == modeConservative
	buf := make([]shadedVertex, 0, 16)
	tmp := make([]shadedVertex, 0, 16)
	// only attribute planes beyond the four inline ones (triShade.inl) go
	// to the chunk's buffer
	c.planes = make([]plane, 0, (c.hi-c.lo)*max(lay.n-4, 0))
	// t is reused by every triangle of the chunk: emit sets Mesh,
	// Primitive, Clipped, X, Y, Z and Front, and setupTriangle every other
	// field, before any is read (saves zeroing 216 bytes per triangle)
	t := new(Triangle)
	emit := func(prim int, clipped bool, v [3]*shadedVertex) {
		// the snapped positions: the vertex stage's when it could snap
		// (sp points at them, no copy), else snapped here into own
		var own [3]snapped
		var sp [3]*snapped
		for k := 0; k < 3; k++ {
			if v[k].snOK {
				sp[k] = &v[k].sn
				continue
			}
			var ok bool
			own[k], ok = snapVertex(v[k], r.one)
			if !ok {
				c.stats.NonFinite++
				return
			}
			sp[k] = &own[k]
		}
		t.Mesh, t.Primitive, t.Clipped = mi, prim, clipped
		for k := 0; k < 3; k++ {
			t.X[k], t.Y[k], t.Z[k] = sp[k].X, sp[k].Y, sp[k].Z
		}
		drop := func() {}
		area := t.Area2()
		// area > 0: clockwise on screen (y down)
		t.Front = (area > 0) == (state.FrontFace == CW) || area == 0
		if area != 0 && ((state.Cull == CullBack && !t.Front) || (state.Cull == CullFront && t.Front)) {
			c.stats.BackFaceCulled++
			drop()
			return
		}
		if area == 0 && !keepDegenerate {
			c.stats.Degenerate++
			drop()
			return
		}
		if !setupTriangle(t, r.bits, r.o.Width, r.o.Height, keepDegenerate) {
			c.stats.OutsideFrustum++
			drop()
			return
		}
		if area < 0 {
			v[1], v[2] = v[2], v[1]
			sp[1], sp[2] = sp[2], sp[1]
		}
		// the records are written into arrays too large for the cache:
		// fetch the lines of a record a few places ahead for writing, so
		// that its stores do not wait for them
		if k := len(c.shades) + 6; k < cap(c.shades) {
			prefetchWrite(uintptr(unsafe.Pointer(unsafe.SliceData(c.shades))) + uintptr(k)*unsafe.Sizeof(triShade{}))
		}
		c.tris = append(c.tris, triRec{})
		setRec(&c.tris[len(c.tris)-1], t)
		c.shades = append(c.shades, triShade{})
		sh := &c.shades[len(c.shades)-1]
		setRaster(&sh.rasterRec, t)
		c.planes = setupPlanes(t, sh, v, sp, lay, c.planes)
	}
	nv := uint32(len(vo.verts))
	for p := c.lo; p < c.hi; p++ {
		tri := vo.tris[p]
		if tri[0] >= nv || tri[1] >= nv || tri[2] >= nv {
			// an index list read in place (assemble): the first bad index
			// of the chunk ends it, and runGeometry reports the first of
			// the frame
			k := 3 * p
			for tri[k-3*p] < nv {
				k++
			}
			c.badIndex = k
			return
		}
		a, b, d := &vo.verts[tri[0]], &vo.verts[tri[1]], &vo.verts[tri[2]]
		if a.bad || b.bad || d.bad {
			c.stats.NonFinite++
			continue
		}
		ca, cb, cd := a.oc, b.oc, d.oc
		if ca&cb&cd != 0 {
			c.stats.OutsideFrustum++
			continue
		}
		if ca|cb|cd == 0 {
			emit(p, false, [3]*shadedVertex{a, b, d})
			continue
		}
		tc := time.Now()
		poly := r.planes.clipPolygon(a, b, d, ca|cb|cd, buf, tmp)
		c.stats.ClipInputs++
		clipDur += time.Since(tc)
		if len(poly) < 3 {
			c.stats.OutsideFrustum++
			continue
		}
		// copy: emit may reorder pointers; poly storage is reused next time
		pv := make([]shadedVertex, len(poly))
		copy(pv, poly)
		for k := 1; k+1 < len(pv); k++ {
			c.stats.ClipOutputs++
			emit(p, true, [3]*shadedVertex{&pv[0], &pv[k], &pv[k+1]})
		}
	}
	var binDur time.Duration
	if r.lists != nil {
		// bin the chunk's triangles while their records are in this
		// worker's cache (entries: indices in the chunk)
		tb := time.Now()
		bin(c.shades, 0, len(c.shades), r.mode, r.binSize, r.binsX, r.o.Width, r.o.Height, r.lists, len(r.chunks), c.k)
		binDur = time.Since(tb)
	}
	total := time.Since(t0)
	c.stats.Time.Clip = clipDur
	c.stats.Time.Coarse = binDur
	c.stats.Time.Setup = total - clipDur - binDur
}

// tileResult is what a worker reports for one tile.
type tileResult struct {
	pass, fail  int64
	fine, shade time.Duration
}

// tileWorker owns scratch memory for processing tiles.
type tileWorker struct {
	r       *renderer
	masks   []uint8 // MSAA: sample bits per pixel
	spans   []int32 // one sample: covered [lo, hi] per row (absolute x)
	passBuf []uint8
	entries []tileEntry
	scratch []float32
	cnt     []int32 // covered pixels per tile of the current bin entry
	tsShift uint    // log2(tile size)
	edges   evalEdges

	// The buffers the fast span loops (shadeFast) write: the frame's own
	// (stride Width, origin 0) or, when every mesh takes the fast path, a
	// contiguous copy of the current bin (stride = bin size, origin = the
	// bin's corner). The frame's rows are 4 KiB apart at 1024 px, so a bin's
	// rows would all compete for the same few L1 sets; the copy's rows are
	// adjacent.
	depth          []float32
	pix            []uint8
	ids            []int32
	stride, ox, oy int
	bs             int // bin size (pixels per side of the bin buffers)
	ldepth         []float32
	// hierarchical Z the fast span loops use: the frame's (r.hiz) or the
	// current bin's (lhiz, rows of bs>>hizShift runs); run sg of row y is
	// hiz[(y-oy)*hizX - hox + sg]. A bin's own copy keeps the two workers
	// from writing the same cache lines (adjacent bins share hiz lines).
	hiz       []float32
	hizX, hox int
	lhiz      []float32
	// readers[run], when not nil: the last entry of the bin that may read
	// the run (markReaders); cur is the entry being shaded
	readers, lreaders []int32
	cur               int32
	cdepth            []float32 // one cleared row of each buffer (clearBin)
	cpix              []uint8
	crow              []int32
	lpix              []uint8
	lids              []int32
}

type tileEntry struct {
	tile int
	tri  int // the setup record, r.shades[tri]
	id   int // the triangle's number in the frame (its TriangleID)
	reg  region
	off  int
	full bool
	n    int
	// quiet: shading the entry reads no hierarchical-Z run (too few
	// pixels for the whole-triangle test, every span too short for the
	// span test)
	quiet bool
	// stale: the hierarchical Z need not stay exact after the entry's
	// depth writes (no later entry of the bin reads it; see bin)
	stale bool
}

func newTileWorker(r *renderer) *tileWorker {
	ts := r.o.tileSize()
	bt := binTiles(ts)
	w := &tileWorker{r: r, masks: make([]uint8, 0, ts*ts*8), scratch: make([]float32, 16),
		cnt: make([]int32, bt*bt), tsShift: uint(bits.TrailingZeros(uint(ts)))}
	w.depth, w.pix, w.ids, w.stride = r.depth, r.pix, r.ids, r.o.Width
	w.hiz, w.hizX = r.hiz, r.hizX
	if r.binLocal {
		bs := ts * bt
		w.bs = bs
		w.lhiz = make([]float32, bs*(bs>>hizShift))
		w.lreaders = make([]int32, len(w.lhiz))
		w.ldepth = make([]float32, bs*bs)
		w.lpix = make([]uint8, 4*bs*bs)
		w.lids = make([]int32, bs*bs)
	}
	return w
}

// bin processes one bin: fine raster of every triangle in every tile of
// the bin (phase 1), then fragment shading and ROP in submission order
// (phase 2). Each tile belongs to exactly one bin, so workers never share
// pixels or tile counters.
// binUsed reports whether one of a bin's lists (one per geometry chunk)
// has an entry.
func binUsed(lists [][]binEntry) bool {
	for _, l := range lists {
		if len(l) > 0 {
			return true
		}
	}
	return false
}

// bin rasterizes and shades bin idx: the entries of its lists, chunk
// by chunk (r.lists[idx*len(r.chunks)+k] for chunk k).
func (w *tileWorker) bin(rect image.Rectangle, idx int) tileResult {
	var res tileResult
	r := w.r
	t0 := time.Now()
	w.entries = w.entries[:0]
	w.masks = w.masks[:0]
	w.spans = w.spans[:0]
	nc := len(r.chunks)
	for k, list := range r.lists[idx*nc : (idx+1)*nc] {
		if c := r.chunks[k]; len(list) > 0 {
			w.rasterList(rect, list, c.base, c.out)
		}
	}
	t1 := time.Now()
	res.fine = t1.Sub(t0)
	if r.binLocal && len(w.entries) == 0 {
		w.clearBin(rect)
	} else if r.binLocal {
		w.loadBin(rect)
	}
	// The hierarchical Z of a bin is read only by the bin's own entries,
	// so the entries after the last one that reads it need not keep it
	// exact (on the mesh, half of them: recomputing run maxima was 7 % of
	// the frame); in the bin's own buffers, a run written by an entry is
	// recomputed only when a later entry reads that run (markReaders).
	for i := len(w.entries) - 1; i >= 0 && w.entries[i].quiet; i-- {
		w.entries[i].stale = true
	}
	w.readers = nil
	if r.binLocal && len(w.entries) > 0 {
		w.markReaders(rect)
	}
	for i := range w.entries {
		w.cur = int32(i)
		w.shadeEntry(&w.entries[i], &res)
	}
	if r.binLocal && len(w.entries) > 0 {
		w.storeBin(rect)
	}
	res.shade = time.Since(t1)
	return res
}

// rasterList rasterizes the entries of list (a chunk's: record base+i,
// triangle out+i) within rect, appending to w.entries.
func (w *tileWorker) rasterList(rect image.Rectangle, list []binEntry, base, out int) {
	r := w.r
	ns := r.o.samples()
	for li, be := range list {
		idx, full := int(be), false
		if be < 0 {
			idx, full = int(-be-1), true
		}
		id := out + idx
		idx += base
		// software prefetch: start loading a later entry's record now
		if li+4 < len(list) {
			pi := list[li+4]
			if pi < 0 {
				pi = -pi - 1
			}
			prefetch(uintptr(unsafe.Pointer(&r.shades[base+int(pi)])))
		}
		sh := &r.shades[idx]
		t := &sh.rasterRec
		// the triangle's bounds (x0 <= x1, y0 <= y1 after setup) clipped to the bin
		reg := region{max(rect.Min.X, int(t.x0)), max(rect.Min.Y, int(t.y0)), min(rect.Max.X-1, int(t.x1)), min(rect.Max.Y-1, int(t.y1))}
		if reg.x0 > reg.x1 || reg.y0 > reg.y1 {
			continue
		}
		rows := reg.y1 - reg.y0 + 1
		size := (reg.x1 - reg.x0 + 1) * rows
		cost := r.shaders[t.mesh].cost
		var n, off int
		quiet := false
		switch {
		case full:
			n = size * ns
			w.accountRect(id, reg, ns, cost)
		case r.o.EdgeBits != 0: // a narrow evaluator (edgebits.go): entries per run
			w.fineWidthEntries(idx, id, t, reg, cost)
			continue
		case ns == 1:
			e := &w.edges
			e.setEdges(t, r.mode) // fineSpans reads no more
			off = len(w.spans)
			if need := off + 2*rows; need > cap(w.spans) {
				nsp := make([]int32, off, 2*need)
				copy(nsp, w.spans)
				w.spans = nsp
			}
			w.spans = w.spans[:off+2*rows]
			sp := w.spans[off : off+2*rows]
			var widest int
			n, widest = kernelSpans(e, reg, sp)
			if n == 0 {
				w.spans = w.spans[:off]
				continue
			}
			// the region shrinks to the rows with coverage (a thin
			// triangle's bounds hold many empty rows): the entry names the
			// same pixels, and the later stages skip the empty rows
			k0, k1 := 0, 2*(rows-1)
			for sp[k0] > sp[k0+1] {
				k0 += 2
			}
			for sp[k1] > sp[k1+1] {
				k1 -= 2
			}
			reg.y0, reg.y1 = reg.y0+k0/2, reg.y1-(2*(rows-1)-k1)/2
			off += k0
			sp = sp[k0 : k1+2]
			if s := w.tsShift; reg.x0>>s == reg.x1>>s && reg.y0>>s == reg.y1>>s {
				// the whole region in one tile (most small triangles)
				w.accountTile((reg.y0>>s)*r.tilesX+reg.x0>>s, id, n, cost)
			} else {
				w.accountSpans(id, reg, sp, n, cost)
			}
			// an entry this small never reads the hierarchical Z (shadeFast)
			quiet = n < hizTriMin && widest < hizSpanMin
		default:
			e := &w.edges
			e.set(t, r.mode) // in place, as setEdges above
			off = len(w.masks)
			if need := off + size; need > cap(w.masks) {
				nm := make([]uint8, off, 2*need)
				copy(nm, w.masks)
				w.masks = nm
			}
			w.masks = w.masks[:off+size]
			m := w.masks[off : off+size]
			n = fineRaster(e, reg, m)
			if n == 0 {
				w.masks = w.masks[:off]
				continue
			}
			rw := reg.x1 - reg.x0 + 1
			for y := reg.y0; y <= reg.y1; y++ {
				for x := reg.x0; x <= reg.x1; x++ {
					if c := bits.OnesCount8(m[(y-reg.y0)*rw+x-reg.x0]); c > 0 {
						w.accountN(id, y, x, c, cost)
					}
				}
			}
		}
		// set in place (a literal appended was built on the stack with
		// stores of mixed sizes and copied with 16-byte loads that
		// waited for them)
		w.entries = append(w.entries, tileEntry{})
		en := &w.entries[len(w.entries)-1]
		en.tri, en.id, en.reg, en.off, en.full, en.n, en.quiet = idx, id, reg, off, full, n, quiet
	}
}

// markReaders sets, for every hierarchical-Z run of the bin (indexed as
// the bin's lhiz), the last entry that may read it: every run of the
// region of an entry that may take the whole-region test (occluded), the
// runs of the spans of hizSpanMin pixels or more of an entry that may only
// take the span test (shadeFast). Runs no entry reads are -1. The entries
// are walked from the last, so a run is set once, and the walk stops when
// every run of the bin has its reader: on the large set (each pixel under
// about 90 triangles) the last few entries cover the bin, and marking
// every entry's region cost 7 % of the frame.
func (w *tileWorker) markReaders(rect image.Rectangle) {
	rd := w.lreaders
	for i := range rd {
		rd[i] = -1
	}
	hx := w.bs >> hizShift
	ox, oy := rect.Min.X>>hizShift, rect.Min.Y
	left := rect.Dy() * ((rect.Max.X-1)>>hizShift - ox + 1) // runs without a reader
	for i := len(w.entries) - 1; i >= 0 && left > 0; i-- {
		en := &w.entries[i]
		if en.quiet {
			continue
		}
		if en.full || en.n >= hizTriMin || w.r.mode != modeCentre {
			// the whole-region test reads every run of the region
			a, b := en.reg.x0>>hizShift-ox, en.reg.x1>>hizShift-ox
			for y := en.reg.y0; y <= en.reg.y1; y++ {
				row := rd[(y-oy)*hx:]
				for sg := a; sg <= b; sg++ {
					if row[sg] < 0 {
						row[sg] = int32(i)
						left--
					}
				}
			}
			continue
		}
		// only the span test: the runs of the spans long enough for it
		sp := w.spans[en.off : en.off+2*(en.reg.y1-en.reg.y0+1)]
		for k, y := 0, en.reg.y0; y <= en.reg.y1; k, y = k+2, y+1 {
			lo, hi := int(sp[k]), int(sp[k+1])
			if hi-lo+1 < hizSpanMin {
				continue
			}
			row := rd[(y-oy)*hx:]
			for sg := lo>>hizShift - ox; sg <= hi>>hizShift-ox; sg++ {
				if row[sg] < 0 {
					row[sg] = int32(i)
					left--
				}
			}
		}
	}
	w.readers = rd
}

// loadBin clears the worker's contiguous bin buffers (the frame's pixels
// of rect are not read: nothing else writes them) and points the fast span
// loops at them.
func (w *tileWorker) loadBin(rect image.Rectangle) {
	r := w.r
	w.depth, w.pix, w.ids, w.stride, w.ox, w.oy = w.ldepth, w.lpix, w.lids, w.bs, rect.Min.X, rect.Min.Y
	clearBuffers(w.pix, w.depth, w.ids, r.clearCol, r.clearZ)
	w.hiz, w.hizX, w.hox = w.lhiz, w.bs>>hizShift, rect.Min.X>>hizShift
	w.hiz[0] = r.clearZ
	fill(w.hiz, 1)
}

// clearBin clears the frame's pixels of rect directly (a bin with nothing
// to draw), opaque unless a debug view is drawn afterwards.
func (w *tileWorker) clearBin(rect image.Rectangle) {
	r := w.r
	n := rect.Dx()
	if len(w.crow) < n {
		cc := r.clearCol
		if r.o.Debug == DebugNone {
			cc[3] = 255
		}
		w.cpix, w.cdepth, w.crow = make([]uint8, 4*w.bs), make([]float32, w.bs), make([]int32, w.bs)
		clearBuffers(w.cpix, w.cdepth, w.crow, cc, r.clearZ)
	}
	W := r.o.Width
	dst, rows := rect.Min.Y*W+rect.Min.X, rect.Dy()
	copyRows(r.depth, dst, W, w.cdepth, 0, rows, n)
	copyRows(r.pix, 4*dst, 4*W, w.cpix, 0, rows, 4*n)
	copyRows(r.ids, dst, W, w.crow, 0, rows, n)
}

// storeBin copies the bin buffers back into the frame (see loadBin).
func (w *tileWorker) storeBin(rect image.Rectangle) {
	r := w.r
	W := r.o.Width
	bs := w.stride
	n := rect.Dx()
	opaque := r.o.Debug == DebugNone // else run() makes the frame opaque after debugPost
	dst, rows := rect.Min.Y*W+rect.Min.X, rect.Dy()
	if opaque {
		copyRowsOpaque(r.pix, 4*dst, 4*W, w.pix, 4*bs, rows, 4*n)
	} else {
		copyRows(r.pix, 4*dst, 4*W, w.pix, 4*bs, rows, 4*n)
	}
	copyRows(r.depth, dst, W, w.depth, bs, rows, n)
	copyRows(r.ids, dst, W, w.ids, bs, rows, n)
	w.depth, w.pix, w.ids, w.stride, w.ox, w.oy = r.depth, r.pix, r.ids, W, 0, 0
	w.hiz, w.hizX, w.hox = r.hiz, r.hizX, 0
}

// alphaWord has bytes 3 and 7 set, in memory order.
var alphaWord = binary.NativeEndian.Uint64([]byte{0, 0, 0, 255, 0, 0, 0, 255})

// setAlpha sets the alpha byte of every RGBA pixel of row to 255, two
// pixels per 64-bit word.
func setAlpha(row []uint8) {
	if len(row) < 8 {
		for i := 3; i < len(row); i += 4 {
			row[i] = 255
		}
		return
	}
	words := unsafe.Slice((*uint64)(unsafe.Pointer(&row[0])), len(row)/8)
	for i := range words {
		words[i] |= alphaWord
	}
	if len(row)%8 != 0 {
		row[len(row)-1] = 255
	}
}

// accountRect adds every pixel of reg (ns samples each) of triangle idx to
// the per-tile counters (a trivially accepted region).
func (w *tileWorker) accountRect(idx int, reg region, ns int, cost int64) {
	s := w.tsShift
	for ty := reg.y0 >> s; ty <= reg.y1>>s; ty++ {
		h := min(reg.y1, (ty+1)<<s-1) - max(reg.y0, ty<<s) + 1
		for tx := reg.x0 >> s; tx <= reg.x1>>s; tx++ {
			c := min(reg.x1, (tx+1)<<s-1) - max(reg.x0, tx<<s) + 1
			w.accountTile(ty*w.r.tilesX+tx, idx, c*h*ns, cost)
		}
	}
}

// accountSpans adds the covered spans sp of triangle idx in reg (n pixels in
// all) to the per-tile counters: the pixels are first summed per tile, then
// every tile with coverage is updated once.
func (w *tileWorker) accountSpans(idx int, reg region, sp []int32, n int, cost int64) {
	s := w.tsShift
	tx0, tx1 := reg.x0>>s, reg.x1>>s
	ty0, ty1 := reg.y0>>s, reg.y1>>s
	tilesX := w.r.tilesX
	if tx0 == tx1 && ty0 == ty1 {
		// the whole region lies in one tile
		w.accountTile(ty0*tilesX+tx0, idx, n, cost)
		return
	}
	if tx1-tx0 <= 1 && ty1-ty0 <= 1 {
		// at most 2×2 tiles (small triangles): split every row at the
		// column boundary bx and the rows at the row boundary by
		bx, by := (tx0+1)<<s, (ty0+1)<<s
		top := 2 * (min(by, reg.y1+1) - reg.y0)
		sp = sp[:2*(reg.y1-reg.y0+1)]
		var c [4]int
		for k, part := range [2][]int32{sp[:top], sp[top:]} {
			var l, rt int
			for i := 0; i+1 < len(part); i += 2 {
				lo, hi := int(part[i]), int(part[i+1]) // lo > hi: empty row, counts 0
				l += max(0, min(hi, bx-1)-lo+1)
				rt += max(0, hi-max(lo, bx)+1)
			}
			c[2*k], c[2*k+1] = l, rt
		}
		for k, v := range c {
			if v > 0 {
				w.accountTile((ty0+k/2)*tilesX+tx0+k%2, idx, v, cost)
			}
		}
		return
	}
	cw := tx1 - tx0 + 1
	cnt := w.cnt[:cw*(ty1-ty0+1)]
	clear(cnt)
	sp = sp[:2*(reg.y1-reg.y0+1)]
	y := reg.y0 - 1
	for i := 0; i+1 < len(sp); i += 2 {
		y++
		lo, hi := int(sp[i]), int(sp[i+1])
		if lo > hi {
			continue
		}
		base := (y>>s-ty0)*cw - tx0
		a, b := lo>>s, hi>>s
		if a == b {
			cnt[base+a] += int32(hi - lo + 1)
			continue
		}
		cnt[base+a] += int32((a+1)<<s - lo)
		for tx := a + 1; tx < b; tx++ {
			cnt[base+tx] += int32(1) << s
		}
		cnt[base+b] += int32(hi - b<<s + 1)
	}
	k := 0
	for ty := ty0; ty <= ty1; ty++ {
		for tx := tx0; tx <= tx1; tx++ {
			if c := cnt[k]; c > 0 {
				w.accountTile(ty*tilesX+tx, idx, int(c), cost)
			}
			k++
		}
	}
}

func (w *tileWorker) accountN(idx, y, x, n int, cost int64) {
	s := w.tsShift
	w.accountTile((y>>s)*w.r.tilesX+x>>s, idx, n, cost)
}

// tileStat is one coarse tile's counters, together so that counting a
// triangle's pixels in a tile touches one cache line, not four arrays.
type tileStat struct {
	frags, tris int32
	last        int32 // last triangle (index+1) counted in the tile
	cost        int64
}

func (w *tileWorker) accountTile(tile, idx, n int, cost int64) {
	ts := &w.r.tiles[tile]
	ts.frags += int32(n)
	ts.cost += int64(n) * cost
	if ts.last != int32(idx+1) {
		ts.last = int32(idx + 1)
		ts.tris++
	}
}

// shadeEntry runs fragment shading and the ROP for one triangle in one tile.
func (w *tileWorker) shadeEntry(en *tileEntry, res *tileResult) {
	r := w.r
	sh := &r.shades[en.tri]
	mi := int(sh.mesh)
	shd := &r.shaders[mi]
	st := &r.states[mi]
	reg := en.reg
	rw := reg.x1 - reg.x0 + 1
	W := r.o.Width
	id := int32(en.id)
	msaa := r.mode == modeMSAA4
	var masks []uint8
	var spans []int32
	if !en.full {
		if msaa {
			masks = w.masks[en.off : en.off+rw*(reg.y1-reg.y0+1)]
		} else {
			spans = w.spans[en.off : en.off+2*(reg.y1-reg.y0+1)]
		}
	}
	var pass, fail int64
	if sm := &r.spanModes[mi]; sm.fast {
		w.shadeFast(en, sh, shd, st, sm, spans, res)
		return
	}
	fast := false
	var flat [4]uint8
	allSamples := uint8(1)<<r.o.samples() - 1
	for y := reg.y0; y <= reg.y1; y++ {
		dy := float32(y - int(sh.y0))
		row := y * W
		var mrow []uint8
		if masks != nil {
			mrow = masks[(y-reg.y0)*rw : (y-reg.y0+1)*rw]
		}
		xlo, xhi := reg.x0, reg.x1
		if spans != nil {
			xlo, xhi = int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
		}
		for x := xlo; x <= xhi; x++ {
			m := allSamples
			if mrow != nil {
				m = mrow[x-reg.x0]
				if m == 0 {
					continue
				}
			}
			dx := float32(x - int(sh.x0))
			p := row + x
			if r.overdraw != nil {
				r.overdraw[p]++
			}
			if msaa {
				w.shadeMSAA(sh, shd, st, p, x, y, dx, dy, m, id, &pass, &fail)
				continue
			}
			z := sh.z.v + sh.z.dx*dx + sh.z.dy*dy
			if st.DepthTest && !depthPass(st.DepthFunc, z, r.depth[p]) {
				fail++
				continue
			}
			pass++
			var c [4]float32
			if shd.alphaTest {
				// alpha test before anything is written (alphatest.go)
				var keep bool
				if c, keep = shd.alphaTested(sh, dx, dy, z, w.scratch); !keep {
					continue
				}
			}
			if st.DepthTest && st.DepthWrite {
				r.depth[p] = z
				if hz := &r.hiz[y*r.hizX+x>>hizShift]; !(z <= *hz) {
					*hz = z
				}
			}
			if fast {
				o := 4 * p
				r.pix[o], r.pix[o+1], r.pix[o+2], r.pix[o+3] = flat[0], flat[1], flat[2], flat[3]
			} else {
				if !shd.alphaTest {
					c = shd.shade(sh, dx, dy, z, w.scratch)
				}
				writeColor(r.pix[4*p:4*p+4], c, st.Blend, st.ColorMask)
			}
			r.ids[p] = id
		}
	}
	res.pass += pass
	res.fail += fail
}

// shadeMSAA shades once at the pixel centre and writes every covered sample
// that passes its own depth test.
func (w *tileWorker) shadeMSAA(sh *triShade, shd *shader, st *State, p, x, y int, dx, dy float32, m uint8, id int32, pass, fail *int64) {
	r := w.r
	var c [4]float32
	shaded, killed := false, false
	if shd.alphaTest {
		var keep bool
		c, keep = shd.alphaTested(sh, dx, dy, sh.z.v+sh.z.dx*dx+sh.z.dy*dy, w.scratch)
		shaded, killed = true, !keep
	}
	for q := 0; q < 4; q++ {
		if m&(1<<q) == 0 {
			continue
		}
		ox := float32(d3d4x[q][0]) / 16
		oy := float32(d3d4x[q][1]) / 16
		z := sh.z.v + sh.z.dx*(dx+ox) + sh.z.dy*(dy+oy)
		si := 4*p + q
		if st.DepthTest {
			if !depthPass(st.DepthFunc, z, r.sampleDep[si]) {
				*fail++
				continue
			}
			if st.DepthWrite && !killed {
				r.sampleDep[si] = z
			}
		}
		*pass++
		if killed {
			continue
		}
		if !shaded {
			zc := sh.z.v + sh.z.dx*dx + sh.z.dy*dy
			c = shd.shade(sh, dx, dy, zc, w.scratch)
			shaded = true
		}
		writeColor(r.sampleCol[4*si:4*si+4], c, st.Blend, st.ColorMask)
		r.ids[p] = id
	}
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

// CoverageLevel says how much of pixel (x, y) triangle tri covers. With
// samples == 4 it is the number of covered D3D standard samples (0..4).
// Otherwise it is 0 = no contact, 1 = the closed pixel square touches the
// triangle but the centre is not covered, 2 = the centre is covered (top-left
// rule), 3 = the whole pixel square is inside the triangle.
func (f *Frame) CoverageLevel(tri, x, y, samples int) int {
	if tri < 0 || tri >= len(f.tris) {
		return 0
	}
	tt := f.Triangle(tri)
	t := &tt
	rr := rasterOf(t)
	if samples == 4 {
		e := makeEdges(&rr, modeMSAA4)
		n := 0
		for q := 0; q < 4; q++ {
			if insideAt(&e, q, x, y) {
				n++
			}
		}
		return n
	}
	ec := makeEdges(&rr, modeCentre)
	if insideAt(&ec, 0, x, y) {
		// whole square inside: every corner inside (closed)
		full := true
		for k := 0; k < 3; k++ {
			a, b := t.A[k], t.B[k]
			cx, cy := int64(x), int64(y)
			if a < 0 {
				cx++
			}
			if b < 0 {
				cy++
			}
			// E at the worst corner, scaled by 2^Exp
			if a*(cx<<uint(t.Exp))+b*(cy<<uint(t.Exp))+t.C[k] < 0 {
				full = false
			}
		}
		if full {
			return 3
		}
		return 2
	}
	if x < t.Bounds.Min.X || x >= t.Bounds.Max.X || y < t.Bounds.Min.Y || y >= t.Bounds.Max.Y {
		return 0
	}
	econ := makeEdges(&rr, modeConservative)
	if insideAt(&econ, 0, x, y) {
		return 1
	}
	return 0
}

func insideAt(e *evalEdges, q, x, y int) bool {
	for k := 0; k < 3; k++ {
		if e.sx[k]*int64(x)+e.sy[k]*int64(y)+e.cs[q][k] < 0 {
			return false
		}
	}
	return true
}

// EdgeValues returns the three edge functions of triangle tri at the centre
// of pixel (x, y), scaled to integers: E_i(x+½, y+½)·2^(Exp+1). A value ≥ 0
// is inside that edge (exact ties, 0, count only on top and left edges; see
// Triangle.TopLeft). Out-of-range tri returns zeros.
func (f *Frame) EdgeValues(tri int, x, y int) [3]int64 {
	var out [3]int64
	if tri < 0 || tri >= len(f.tris) {
		return out
	}
	t := f.Triangle(tri)
	b := uint(t.Exp)
	for k := 0; k < 3; k++ {
		out[k] = t.A[k]*((2*int64(x)+1)<<b) + t.B[k]*((2*int64(y)+1)<<b) + 2*t.C[k]
	}
	return out
}

var _ = math.Inf

// hizSpanMin is the shortest span shadeFast tests against the
// hierarchical-Z runs: a shorter one goes straight to the depth test, which
// fails every pixel the run test would have rejected (the run test is a
// conservative bound, so the output is the same). A test also costs the
// upkeep of the runs it reads (markReaders, keepHiz): from 4 pixels to 16
// (with hizTriMin 16 → 32) the mesh took 4.9 % fewer instructions, the
// showcase 1.1 % fewer, the small set the same and the large set 1.3 %
// more (callgrind, docs/performance.md).
const hizSpanMin = 16

// hizTriMin is the fewest covered pixels for which shadeFast tests a bin
// entry's whole region against the hierarchical-Z runs first: a smaller
// entry goes to the span tests, which fail the same pixels (see
// hizSpanMin).
const hizTriMin = 32

// spanMode is what shadeFast decides per mesh, taken once per frame
// (spanModeOf) instead of per bin entry.
type spanMode struct {
	fast                          bool // shadeEntry takes shadeFast
	depthTest, depthWrite, lequal bool
	hizTri                        bool // the whole-triangle hierarchical-Z test applies
	vc                            bool // vertex colour
	inlineFlat, inlineVC          bool // the colour is written inline: flat / affine vertex colour
	opaque                        bool // no blending, every channel written
	colorKern                     bool // perspective vertex colour through colorKernel
	flat32                        [4]uint8
	// per triangle kind (index 1 for perspective-correct triangles):
	// shadeFast's inline, flatLess, colorLess and colorKern
	kind [2]spanKind
}

// spanKind is shadeFast's decisions that also depend on whether the
// triangle is perspective-correct (triShade.persp).
type spanKind struct {
	inline, flatLess, colorLess, colorKern bool
}

// spanModeOf is shadeEntry's and shadeFast's per-mesh decisions.
func (r *renderer) spanModeOf(shd *shader, st *State) spanMode {
	var m spanMode
	m.fast = r.mode != modeMSAA4 && r.overdraw == nil && !shd.alphaTest &&
		(!st.DepthTest || st.DepthFunc == DepthLess || st.DepthFunc == DepthLEqual)
	m.depthTest, m.depthWrite, m.lequal = st.DepthTest, st.DepthWrite && st.DepthTest, st.DepthFunc == DepthLEqual
	m.hizTri = m.depthTest && hizEnabled && r.mode == modeCentre
	m.vc = shd.mat.Shading == VertexColor
	plain := shd.debug == DebugNone && st.Blend == BlendOff && st.ColorMask == MaskAll
	m.inlineFlat = plain && shd.mat.Shading == Flat
	m.inlineVC = plain && m.vc
	m.opaque = st.Blend == BlendOff && st.ColorMask == MaskAll
	m.colorKern = m.opaque && colorKernelOK && shd.debug == DebugNone && m.vc
	for k := 0; k < 4; k++ {
		m.flat32[k] = clampByte(shd.mat.Color[k] * 255)
	}
	for i, persp := range [2]bool{false, true} {
		// inline: the colour is a plane (flat or affine vertex colour)
		// written without blending; otherwise the fragment shader runs per
		// passing pixel
		inline := m.inlineFlat || (m.inlineVC && !persp)
		less := m.depthTest && m.depthWrite && !m.lequal
		m.kind[i] = spanKind{
			inline:    inline,
			flatLess:  inline && !m.vc && less,
			colorLess: inline && m.vc && less,
			colorKern: m.colorKern && !inline,
		}
	}
	return m
}

// shadeFast is the span loop for one sample, no overdraw view and depth
// less/lequal (or no depth test): depth is stepped along each row in runs of
// the hierarchical-Z grid; flat and affine vertex colours are written
// inline, every other shading mode, blending and colour mask go through the
// fragment shader and writeColor per passing pixel.
func (w *tileWorker) shadeFast(en *tileEntry, sh *triShade, shd *shader, st *State, sm *spanMode, spans []int32, res *tileResult) {
	reg := en.reg
	rw := reg.x1 - reg.x0 + 1
	id := int32(en.id)
	depthTest, depthWrite, lequal := sm.depthTest, sm.depthWrite, sm.lequal
	if sm.hizTri && en.n >= hizTriMin && w.occluded(sh, reg, lequal) {
		// every covered sample lies inside the triangle, so its depth is at
		// least the smallest vertex depth: all of them fail
		res.fail += int64(en.n)
		return
	}
	// the decisions for the triangle's kind (spanModeOf)
	kd := &sm.kind[0]
	if sh.persp {
		kd = &sm.kind[1]
	}
	if kd.colorKern && depthTest && depthWrite && !lequal {
		w.shadeColorLess(en, sh, shd, spans, res)
		return
	}
	base := shd.mat.Color
	vc := sm.vc
	inline, flatLess, colorLess := kd.inline, kd.flatLess, kd.colorLess
	flat32 := sm.flat32
	var cp [4]plane
	if !inline {
		// unused
	} else if vc {
		c := shd.lay.color
		for k := 0; k < 4; k++ {
			p := sh.inl[c+k]
			cp[k] = plane{v: p.v * base[k] * 255, dx: p.dx * base[k] * 255, dy: p.dy * base[k] * 255}
		}
	} else {
		for k := 0; k < 4; k++ {
			cp[k] = plane{v: base[k] * 255}
		}
	}
	opaque := sm.opaque // shadeSpan applies
	// shadeSpan's perspective vertex colour through colorKernel, with the
	// triangle's part of the kernel's input packed once here, not per span
	var ca colorArgs
	colorKern := kd.colorKern
	if colorKern {
		shd.setColorArgs(&ca, sh)
	}
	var pass, fail int64
	depth, pix, ids := w.depth, w.pix, w.ids
	stride, ox, oy := w.stride, w.ox, w.oy
	if cap(w.passBuf) < rw {
		w.passBuf = make([]uint8, rw)
	}
	pbAll := w.passBuf[:rw]
	for y := reg.y0; y <= reg.y1; y++ {
		xlo, xhi := reg.x0, reg.x1
		if spans != nil {
			xlo, xhi = int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
			if xlo > xhi {
				continue
			}
		}
		dy := float32(y - int(sh.y0))
		zy := sh.z.v + sh.z.dy*dy
		hb := (y-oy)*w.hizX - w.hox // run sg of this row is w.hiz[hb+sg]
		// Short spans are handled whole; long ones run by run of the
		// hierarchical-Z grid so that occluded runs can be skipped.
		long := xhi-xlo >= 2<<hizShift
		for s0 := xlo; s0 <= xhi; {
			s1 := xhi
			if long {
				s1 = min(xhi, (s0>>hizShift+1)<<hizShift-1)
			}
			sa, sb := s0>>hizShift, s1>>hizShift
			n := s1 - s0 + 1
			dx := float32(s0 - int(sh.x0))
			z := zy + sh.z.dx*dx
			if depthTest && hizEnabled && n >= hizSpanMin && w.spanOccluded(z, sh.z.dx, n, w.hiz[hb+sa:hb+sb+1], lequal) {
				fail += int64(n)
				s0 = s1 + 1
				continue
			}
			row := (y-oy)*stride + s0 - ox
			drow := depth[row : row+n]
			pb := pbAll[:n]
			var np int
			flatDone := false
			switch {
			case flatLess:
				// flat colour, depth less with writes: test, write depth,
				// colour and ID in one pass
				np = flatSpanLess(drow, pix[4*row:4*(row+n)], ids[row:row+n], z, sh.z.dx, flat32, id)
				flatDone = true
			case colorLess:
				// affine vertex colour, depth less with writes: the same in
				// one pass, the colour evaluated only where the test passes
				np = colorSpanLess(drow, pix[4*row:4*(row+n)], ids[row:row+n], z, sh.z.dx, &cp, dx, dy, id)
				flatDone = true
			case !depthTest:
				np = coverSpan(nil, pb)
			case lequal:
				np = depthSpanLEqual(drow, nil, pb, z, sh.z.dx, depthWrite)
			case depthWrite:
				np = depthLessSpan(drow, pb, z, sh.z.dx) // depthSpanLess's case, direct
			default:
				np = depthSpanLess(drow, nil, pb, z, sh.z.dx, depthWrite)
			}
			if depthWrite && np > 0 && !en.stale {
				w.keepHiz(y, sa, sb, hb)
			}
			pass += int64(np)
			fail += int64(n - np)
			if flatDone {
				// colour already written
			} else if np > 0 && !inline {
				prow := pix[4*row : 4*(row+n)]
				irow := ids[row : row+n]
				if colorKern {
					colorSpan(&ca, sh, pb, prow, irow, dx, dy, id) // = shd.shadeSpan
					s0 = s1 + 1
					continue
				}
				if opaque && shd.shadeSpan(sh, pb, prow, irow, dx, dy, id) {
					s0 = s1 + 1
					continue
				}
				for i, ok := range pb {
					if ok == 0 {
						continue
					}
					fi := float32(i)
					c := shd.shade(sh, dx+fi, dy, z+sh.z.dx*fi, w.scratch)
					writeColor(prow[4*i:4*i+4:4*i+4], c, st.Blend, st.ColorMask)
					irow[i] = id
				}
			} else if np > 0 {
				cr := cp[0].v + cp[0].dx*dx + cp[0].dy*dy
				cg := cp[1].v + cp[1].dx*dx + cp[1].dy*dy
				cb := cp[2].v + cp[2].dx*dx + cp[2].dy*dy
				ca := cp[3].v + cp[3].dx*dx + cp[3].dy*dy
				prow := pix[4*row : 4*(row+n)]
				irow := ids[row : row+n]
				for i, ok := range pb {
					if ok == 0 {
						continue
					}
					fi := float32(i)
					px := prow[4*i : 4*i+4 : 4*i+4]
					px[0] = clampByte(cr + cp[0].dx*fi)
					px[1] = clampByte(cg + cp[1].dx*fi)
					px[2] = clampByte(cb + cp[2].dx*fi)
					px[3] = clampByte(ca + cp[3].dx*fi)
					irow[i] = id
				}
			}
			s0 = s1 + 1
		}
	}
	res.pass += pass
	res.fail += fail
}

// spanOccluded reports whether every pixel of an n-pixel span whose depth
// starts at z and steps by zdx fails the depth test against the
// hierarchical-Z runs hz it touches: even its nearest end is behind the
// farthest stored depth of every run (with a margin for the rounding of
// the per-pixel depth steps). Plain comparisons instead of min/max: a NaN
// end can only make the bound smaller for pixels that are NaN and fail.
func (w *tileWorker) spanOccluded(z, zdx float32, n int, hz []float32, lequal bool) bool {
	zend := z + zdx*float32(n-1)
	zmin, za, ze := z, fabs32(z), fabs32(zend)
	if zend < z {
		zmin = zend
	}
	if ze > za {
		za = ze
	}
	// incremental stepping adds at most ½ ulp per pixel
	zmin -= (1e-5+1.2e-7*float32(n))*za + 1e-6
	for _, h := range hz {
		if !(zmin > h || (!lequal && zmin == h)) {
			return false
		}
	}
	return true
}

// keepHiz recomputes the maxima of the hierarchical-Z runs sa..sb of row y
// (run sg at w.hiz[hb+sg]) after a span lowered some of their depths, so
// that the bound stays exact (runMax; whole runs straight to runMax16) —
// except the runs no later entry of the bin reads (markReaders).
func (w *tileWorker) keepHiz(y, sa, sb, hb int) {
	W := w.r.o.Width
	rb := (y-w.oy)*w.stride - w.ox
	for sg := sa; sg <= sb; sg++ {
		if w.readers != nil && w.readers[hb+sg] <= w.cur {
			continue // no later entry reads the run
		}
		g0, g1 := sg<<hizShift, (sg+1)<<hizShift
		if g1 <= W {
			w.hiz[hb+sg] = runMax16((*[1 << hizShift]float32)(w.depth[rb+g0:]))
		} else {
			w.hiz[hb+sg] = runMax(w.depth[rb+g0 : rb+W])
		}
	}
}

// shadeColorLess is shadeFast for the mesh's case: perspective vertex
// colour through colorKernel, depth test "less" with writes, one sample.
// The steps are shadeFast's for that case (depthLessSpan then colorSpan,
// fused in colorLessKernel); it is kept apart because shadeFast's loop,
// with every case's values live, spilled them to the stack for each span
// (on the mesh, bin entries of about six pixels in three spans, this was
// 3 % of the frame, and the two calls per span as much again).
func (w *tileWorker) shadeColorLess(en *tileEntry, sh *triShade, shd *shader, spans []int32, res *tileResult) {
	reg := en.reg
	id := int32(en.id)
	var ca colorArgs
	shd.setColorArgs(&ca, sh)
	depth, pix, ids := w.depth, w.pix, w.ids
	stride, ox, oy := w.stride, w.ox, w.oy
	z0, zdx, zdy := sh.z.v, sh.z.dx, sh.z.dy
	var pass, fail int64
	for y := reg.y0; y <= reg.y1; y++ {
		xlo, xhi := reg.x0, reg.x1
		if spans != nil {
			xlo, xhi = int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
			if xlo > xhi {
				continue
			}
		}
		dy := float32(y - int(sh.y0))
		zy := z0 + zdy*dy
		hb := (y-oy)*w.hizX - w.hox
		long := xhi-xlo >= 2<<hizShift
		// colorSpan's row terms, once per row
		ca.iw, ca.y = rowPlane{1, 0, 0}, dy
		if sh.persp {
			ca.iw = rowOf(&sh.iw, dy)
		}
		for s0 := xlo; s0 <= xhi; {
			s1 := xhi
			if long {
				s1 = min(xhi, (s0>>hizShift+1)<<hizShift-1)
			}
			sa, sb := s0>>hizShift, s1>>hizShift
			n := s1 - s0 + 1
			dx := float32(s0 - int(sh.x0))
			z := zy + zdx*dx
			if hizEnabled && n >= hizSpanMin && w.spanOccluded(z, zdx, n, w.hiz[hb+sa:hb+sb+1], false) {
				fail += int64(n)
				s0 = s1 + 1
				continue
			}
			row := (y-oy)*stride + s0 - ox
			// depthLessSpan and colorSpan in one pass
			_, _, _ = depth[row+n-1], pix[4*(row+n)-1], ids[row+n-1]
			ca.x0 = dx
			np := colorLessKernel(&ca, &depth[row], &pix[4*row], &ids[row], n, id, z, zdx)
			if np > 0 && !en.stale {
				w.keepHiz(y, sa, sb, hb)
			}
			pass += int64(np)
			fail += int64(n - np)
			s0 = s1 + 1
		}
	}
	res.pass += pass
	res.fail += fail
}

// flatSpanLess is the one-pass span loop for a flat colour with depth test
// "less" and depth writes; it returns the number of passing pixels.
func flatSpanLess(drow []float32, prow []uint8, irow []int32, z, zdx float32, c [4]uint8, id int32) int {
	n := 0
	prow = prow[:4*len(drow)]
	irow = irow[:len(drow)]
	for i := range drow {
		if z < drow[i] {
			drow[i] = z
			p := prow[4*i : 4*i+4 : 4*i+4]
			p[0], p[1], p[2], p[3] = c[0], c[1], c[2], c[3]
			irow[i] = id
			n++
		}
		z += zdx
	}
	return n
}

// runMax is the largest depth of a run, computed branch-free on the
// order-preserving integer image of the float32 bits. A NaN depth may be
// ignored (a NaN is never overwritten and fails every depth test anyway, so
// the bound still proves occlusion exactly).
func runMax(run []float32) float32 {
	if len(run) == 1<<hizShift {
		return runMax16((*[1 << hizShift]float32)(run)) // runmax_*.go
	}
	m := int32(math.MinInt32)
	for _, d := range run {
		m = max(m, fkey(d))
	}
	return funkey(m)
}

// fkey maps float32 bits to an int32 with the same order (−0 < +0).
func fkey(f float32) int32 {
	b := int32(math.Float32bits(f))
	return b ^ (b >> 31 & 0x7fffffff)
}

// funkey is the inverse of fkey.
func funkey(k int32) float32 {
	return math.Float32frombits(uint32(k ^ (k >> 31 & 0x7fffffff)))
}

// colorSpanLess is flatSpanLess for a colour interpolated from the planes
// cp (pixel i of the span is at dx+i, dy from the reference pixel).
func colorSpanLess(drow []float32, prow []uint8, irow []int32, z, zdx float32, cp *[4]plane, dx, dy float32, id int32) int {
	cr := cp[0].v + cp[0].dx*dx + cp[0].dy*dy
	cg := cp[1].v + cp[1].dx*dx + cp[1].dy*dy
	cb := cp[2].v + cp[2].dx*dx + cp[2].dy*dy
	ca := cp[3].v + cp[3].dx*dx + cp[3].dy*dy
	rdx, gdx, bdx, adx := cp[0].dx, cp[1].dx, cp[2].dx, cp[3].dx
	n := 0
	prow = prow[:4*len(drow)]
	irow = irow[:len(drow)]
	for i := range drow {
		if z < drow[i] {
			drow[i] = z
			fi := float32(i)
			p := prow[4*i : 4*i+4 : 4*i+4]
			p[0] = clampByte(cr + rdx*fi)
			p[1] = clampByte(cg + gdx*fi)
			p[2] = clampByte(cb + bdx*fi)
			p[3] = clampByte(ca + adx*fi)
			irow[i] = id
			n++
		}
		z += zdx
	}
	return n
}

// coverSpan copies coverage to pass flags (no depth test).
func coverSpan(mrow, pb []uint8) int {
	if mrow == nil {
		for i := range pb {
			pb[i] = 1
		}
		return len(pb)
	}
	n := 0
	for i, m := range mrow {
		pb[i] = m
		n += int(m)
	}
	return n
}

// depthSpanLess runs the depth test "less" along a row: pb[i] = 1 where the
// fragment is covered and passes.
func depthSpanLess(drow []float32, mrow, pb []uint8, z, zdx float32, write bool) int {
	n := 0
	pb = pb[:len(drow)]
	if mrow == nil && write {
		return depthLessSpan(drow, pb, z, zdx) // depthkernel.go
	}
	for i := range drow {
		var ok uint8
		if (mrow == nil || mrow[i] != 0) && z < drow[i] {
			if write {
				drow[i] = z
			}
			ok = 1
		}
		pb[i] = ok
		n += int(ok)
		z += zdx
	}
	return n
}

// depthSpanLEqual is depthSpanLess for the "less or equal" function.
func depthSpanLEqual(drow []float32, mrow, pb []uint8, z, zdx float32, write bool) int {
	n := 0
	pb = pb[:len(drow)]
	for i := range drow {
		var ok uint8
		if (mrow == nil || mrow[i] != 0) && z <= drow[i] {
			if write {
				drow[i] = z
			}
			ok = 1
		}
		pb[i] = ok
		n += int(ok)
		z += zdx
	}
	return n
}

// occluded reports whether the hierarchical-Z buffer proves that no sample
// of the triangle in region reg can pass the depth test.
func (w *tileWorker) occluded(sh *triShade, reg region, lequal bool) bool {
	rw, rh := float32(reg.x1-reg.x0+1), float32(reg.y1-reg.y0+1)
	// margin for the rounding of the per-pixel depth evaluation
	zabs := abs32(sh.zmin) + abs32(sh.z.dx)*rw + abs32(sh.z.dy)*rh // bounds |z| over the region
	zmin := sh.zmin - ((1e-5+1.2e-7*rw)*zabs + 1e-6)
	s0, s1 := reg.x0>>hizShift, reg.x1>>hizShift
	for y := reg.y0; y <= reg.y1; y++ {
		hb := (y-w.oy)*w.hizX - w.hox
		row := w.hiz[hb+s0 : hb+s1+1]
		for _, hz := range row {
			if !(zmin > hz || (!lequal && zmin == hz)) {
				return false
			}
		}
	}
	return true
}

// fabs32 is |v| without a branch.
func fabs32(v float32) float32 {
	return math.Float32frombits(math.Float32bits(v) &^ (1 << 31))
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// clampByte converts a 0..255 float to a byte, rounding to nearest.
func clampByte(v float32) uint8 {
	v += 0.5
	if v < 0 || v != v {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return uint8(v)
}

// fineSpans computes, for each row of region r, the covered pixel interval
// [lo, hi] (absolute x; lo > hi when empty) by solving E_k(x) ≥ 0 exactly in
// integers for each edge, and returns the number of covered pixels and the
// width of the widest row's interval. This is equivalent to testing every
// pixel (E is linear along the row) but costs two divisions per edge and a
// few additions per row instead of work per pixel.
func fineSpans(e *evalEdges, r region, spans []int32) (n int, widest int) {
	x0 := int64(r.x0)
	w := int64(r.x1 - r.x0)
	y0 := int64(r.y0)
	// Per edge, track F = floor(E(x0, y) / |sx|) and its remainder from row
	// to row (exact, branch-free, no division per row): the edge allows
	// x >= x0 - F when sx > 0 and x <= x0 + F when sx < 0. An edge with
	// sx == 0 tracks E itself (m is huge so the remainder never carries).
	// The three edges are separate variables (not arrays indexed in a
	// loop) so that their quotient chains overlap.
	f0, r0, q0, d0, m0 := edgeStart(e.sx[0], e.sy[0], e.cs[0][0], x0, y0)
	f1, r1, q1, d1, m1 := edgeStart(e.sx[1], e.sy[1], e.cs[0][1], x0, y0)
	f2, r2, q2, d2, m2 := edgeStart(e.sx[2], e.sy[2], e.cs[0][2], x0, y0)
	s0, s1, s2 := e.sx[0], e.sx[1], e.sx[2]
	wmax := int64(-1)
	sp := spans[:2*(r.y1-r.y0+1)]
	for i := 0; i+1 < len(sp); i += 2 {
		lo, hi := int64(0), w
		lo, hi = edgeBound(s0, f0, lo, hi)
		lo, hi = edgeBound(s1, f1, lo, hi)
		lo, hi = edgeBound(s2, f2, lo, hi)
		r0 += d0
		g0 := ^((r0 - m0) >> 63)
		r0 -= m0 & g0
		f0 += q0 - g0
		r1 += d1
		g1 := ^((r1 - m1) >> 63)
		r1 -= m1 & g1
		f1 += q1 - g1
		r2 += d2
		g2 := ^((r2 - m2) >> 63)
		r2 -= m2 & g2
		f2 += q2 - g2
		if lo > hi {
			sp[i], sp[i+1] = 1, 0
			continue
		}
		sp[i], sp[i+1] = int32(x0+lo), int32(x0+hi)
		n += int(hi - lo + 1)
		wmax = max(wmax, hi-lo)
	}
	return n, int(wmax + 1)
}

// edgeBound narrows [lo, hi] by one edge (see fineSpans).
func edgeBound(sx, f, lo, hi int64) (int64, int64) {
	if sx > 0 {
		return max(lo, -f), hi
	}
	if sx < 0 {
		return lo, min(hi, f)
	}
	if f < 0 {
		return lo, -1
	}
	return lo, hi
}

// edgeStart is fineSpans' start for one edge E(x, y) = sx·x + sy·y + c:
// f = floor(E(x0, y0)/m) with remainder r, and the per-row step of f,
// q = floor(sy/m) with remainder d, for m = |sx| (sx == 0: f = E, q = sy
// and m so large that the remainder never carries).
func edgeStart(sx, sy, c, x0, y0 int64) (f, r, q, d, m int64) {
	e0 := sx*x0 + sy*y0 + c
	if sx == 0 {
		return e0, 0, sy, 0, math.MaxInt64 >> 1
	}
	m = sx
	if sx < 0 {
		m = -sx
	}
	rm := 1 / float64(m)
	f, r = floorDivRecip(e0, m, rm)
	q, d = floorDivRecip(sy, m, rm)
	return f, r, q, d, m
}

// floorDivRecip is q = floor(a/m) and rem = a − q·m (0 ≤ rem < m) for
// m > 0, |a| < 2^62, given rm = 1/float64(m): the quotient is estimated in
// float64 (off by a few units at most, from three roundings) and corrected
// in integers, so the result is exact. Six of these per bin entry replaced
// six 64-bit divisions, which queue on the one divider.
func floorDivRecip(a, m int64, rm float64) (q, rem int64) {
	q = int64(float64(a) * rm) // truncated: the loops below make it the floor
	rem = a - q*m
	for rem < 0 {
		q--
		rem += m
	}
	for rem >= m {
		q++
		rem -= m
	}
	return q, rem
}

// floorDiv is floor(a/b) for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// ceilDiv is ceil(a/b) for b > 0.
func ceilDiv(a, b int64) int64 {
	return -floorDiv(-a, b)
}
