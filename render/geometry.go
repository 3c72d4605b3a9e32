package render

// The geometry stage: vertex transform, clipping, viewport, snapping and
// setup over chunks of primitives in parallel (runGeometry, geometry),
// each chunk writing into its own window of the scratch arrays; the
// triangles that reach setup are compacted into the frame in submission
// order, and binned per chunk while their records are in cache.

import (
	"fmt"
	"slices"
	"time"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

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
	// fill is the pixels of the chunk's triangles' bounding boxes (within
	// the viewport), summed: the fill budget's measure (MaxFill)
	fill int64
}

// joinPlanes joins the chunks' overflow attribute planes (triShade.more)
// into one array per mesh (shader.more), in chunk order, and makes the
// records' indices point into it.
func (su *frameSetup) joinPlanes(chunks []*geomChunk) {
	size := make([]int, len(su.shaders))
	for _, c := range chunks {
		size[c.mesh] += len(c.planes)
	}
	for _, c := range chunks {
		if len(c.planes) == 0 {
			continue
		}
		s := &su.shaders[c.mesh]
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

// batchCount is the number of vertex batches of 32 of the meshes
// transformed so far (outs[i].verts set) plus an estimate for the rest (its
// vertex count; the index count when there are indices).
func batchCount(ms []Mesh, outs []vertexOut) int {
	n := 0
	for i := range ms {
		v := len(outs[i].verts)
		if outs[i].verts == nil {
			v = max(len(ms[i].Vertices), 0)
		}
		n += (v + 31) / 32
	}
	return n
}

// runGeometry runs the vertex, clip, viewport and setup stages and fills
// r.geom.frame (Triangles, Batches, geometry statistics).
func (r *renderer) runGeometry() error {
	s, o := r.s, r.o
	f := &Frame{Width: o.Width, Height: o.Height, Bits: r.bits, TileSize: o.tileSize()}
	r.geom.frame = f
	st := &f.Stats

	// ---- vertex stage
	t0 := time.Now()
	outs := make([]vertexOut, len(s.Meshes))
	r.geom.vouts = outs
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
		if f.Batches == nil { // sized once, not by doubling; a released frame's when it fits
			f.Batches = batchPool.get(batchCount(s.Meshes, outs))[:0]
		}
		f.Batches = slices.Grow(f.Batches, (n+31)/32)
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
	// The records are written only for a frame that keeps them
	// (renderer.keepRecs): without them the chunks count their triangles
	// by their setup records alone.
	var allTris []triRec
	if !r.geom.dropRecs {
		allTris = getRecs(window)
	}
	allShades := getShades(window)
	r.geom.chunks = chunks // the number of chunks is the stride of r.coarse.lists
	if r.coarse.nb > 0 {
		r.coarse.lists = listPool.get(r.coarse.nb * len(chunks))
		for i := range r.coarse.lists {
			r.coarse.lists[i] = r.coarse.lists[i][:0]
		}
	}
	for k, c := range chunks {
		c.k = k
		if allTris != nil {
			c.tris = allTris[c.base : c.base : c.base+c.hi-c.lo]
		}
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
	if err := r.checkFill(chunks); err != nil {
		return err
	}
	r.joinPlanes(chunks)
	// The frame keeps exactly the triangles that reached setup (the window
	// is scratch); each chunk's records go to their place in the frame's
	// array, chunks in parallel. The setup records stay in the window
	// until the coarse stage (shadeChunks).
	cursor := 0
	for _, c := range chunks {
		c.out = cursor
		cursor += len(c.shades) // one setup record per triangle record
	}
	if allTris != nil {
		f.tris = recsPool.get(cursor) // a released or dropped frame's when one fits (reuse.go)
		parallelFor(r.workers, len(chunks), 1, func(lo, hi int) {
			for _, c := range chunks[lo:hi] {
				copy(f.tris[c.out:], c.tris)
			}
		})
		putRecs(allTris)
	}
	// A chunk whose clipped triangles outgrew its window has its records
	// in a slice of its own: they join the window array at its end, so
	// that every chunk's records are allShades[c.base : c.base+len].
	for _, c := range chunks {
		if len(c.shades) > c.hi-c.lo {
			c.base = len(allShades)
			allShades = append(allShades, c.shades...)
		}
	}
	r.geom.chunks, r.geom.shades = chunks, allShades
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
	st.PrimitivesOut = cursor
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

// earlyCullEnabled lets tests compare geometry's facing test before emit
// with emit's own.
var earlyCullEnabled = true

// backFacing is emit's facing test on the vertex stage's snapped
// positions, before emit is called (true: the face is culled; on a
// closed mesh half of the triangles end here), for a mesh that culls one
// face (cullFront: which).
func backFacing(sa, sb, sd *snapped, cw, cullFront bool) bool {
	ar := (sb.X-sa.X)*(sd.Y-sa.Y) - (sb.Y-sa.Y)*(sd.X-sa.X)
	return ar != 0 && ((ar > 0) == cw) == cullFront
}

// frontRunMode is backFacing as simd.FrontRun's mode: 0 no facing test
// (early false: no face culled, or the early test off), 1 culled when the
// doubled area ar > 0, 2 when ar < 0.
func frontRunMode(early, cw, cullFront bool) int {
	switch {
	case !early:
		return 0
	case cw == cullFront:
		return 1
	}
	return 2
}

// frontRunEnabled lets tests compare the geometry loop's common case
// through simd.FrontRun with the loop's own.
var frontRunEnabled = true

// snappedFirstEnabled lets tests compare the geometry loop's test for
// three snapped vertices first with its general tests.
var snappedFirstEnabled = true

// geometry runs clip, viewport and setup for one chunk of primitives.
func (r *renderer) geometry(c *geomChunk, vo *vertexOut) {
	t0 := time.Now()
	var clipDur time.Duration
	mi := c.mesh
	state := &r.states[mi]
	lay := r.layouts[mi]
	keepDegenerate := r.mode == modeConservative && r.o.Degenerate == DegenerateRasterize
	buf := make([]shadedVertex, 0, 16)
	tmp := make([]shadedVertex, 0, 16)
	// only attribute planes beyond the four inline ones (triShade.inl) go
	// to the chunk's buffer
	c.planes = make([]plane, 0, (c.hi-c.lo)*max(lay.n-4, 0))
	cullBack, cullFront, cw := state.Cull == CullBack, state.Cull == CullFront, state.FrontFace == CW
	e := &emitter{r: r, c: c, lay: lay, mi: mi, cullBack: cullBack, cullFront: cullFront, cw: cw,
		keepDegenerate: keepDegenerate, fused: fusedSetupEnabled, centre: r.coarse.centre,
		ulp: ulpOf(r.bits), meshPlanes: useMeshPlanes(&lay), rasterKernel: useRasterKernel()}
	nv := uint32(len(vo.verts))
	early := cullBack != cullFront && earlyCullEnabled // one face culled
	snappedFirst := snappedFirstEnabled
	run, mode := snappedFirst && frontRunEnabled && simd.FrontRunOK, frontRunMode(early, cw, cullFront)
	var front [simd.FrontRunMax]int32
	for p := c.lo; p < c.hi; p++ {
		if run {
			// the common case (below) a run of primitives at a time:
			// simd.FrontRun culls and lists them up to the next one it
			// leaves to the code below
			next, culled, n := simd.FrontRun(unsafe.Pointer(unsafe.SliceData(vo.tris)), unsafe.Pointer(unsafe.SliceData(vo.verts)), nv, p, c.hi, mode, &front)
			c.stats.BackFaceCulled += culled
			for _, q := range front[:n] {
				t := &vo.tris[q]
				e.emit(int(q), false, [3]*shadedVertex{&vo.verts[t[0]], &vo.verts[t[1]], &vo.verts[t[2]]})
			}
			if p = next; n == len(front) {
				p-- // the loop's p++ comes back to next
				continue
			}
			if p == c.hi {
				break
			}
		}
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
		if a.snOK && b.snOK && d.snOK && snappedFirst {
			// the common case first: the vertex stage snapped all three,
			// so none is bad and none outside a clip plane (snOK), and the
			// general tests below would give the same answers
			if early && backFacing(&a.sn, &b.sn, &d.sn, cw, cullFront) {
				c.stats.BackFaceCulled++
				continue
			}
			e.emit(p, false, [3]*shadedVertex{a, b, d})
			continue
		}
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
			if early && a.snOK && b.snOK && d.snOK && backFacing(&a.sn, &b.sn, &d.sn, cw, cullFront) {
				c.stats.BackFaceCulled++
				continue
			}
			e.emit(p, false, [3]*shadedVertex{a, b, d})
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
			e.emit(p, true, [3]*shadedVertex{&pv[0], &pv[k], &pv[k+1]})
		}
	}
	var binDur time.Duration
	if r.coarse.lists != nil {
		// bin the chunk's triangles while their records are in this
		// worker's cache (entries: indices in the chunk)
		tb := time.Now()
		bin(c.shades, 0, len(c.shades), r.mode, r.coarse.binSize, r.coarse.binsX, r.o.Width, r.o.Height, r.coarse.lists, len(r.geom.chunks), c.k)
		binDur = time.Since(tb)
	}
	total := time.Since(t0)
	c.stats.Time.Clip = clipDur
	c.stats.Time.Coarse = binDur
	c.stats.Time.Setup = total - clipDur - binDur
}
