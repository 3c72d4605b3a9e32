package render

import (
	"context"
	"fmt"
	"image"
)

// Hierarchical rasterization (seed vertex-snapping: "a triangle may first be
// rasterized at a low resolution to make certain determinations … what
// general portions of a surface are covered … if frame buffer memory is
// allocated for sparse rendering based on the results of low resolution
// rasterization memory may be over allocated or under allocated").
//
// With Options.Hierarchy = [W, W/2, …] (finest first) Render runs the levels
// coarsest first. Each coarse level is rasterized conservatively, but only
// inside the pixels its parent level covered: a tile of a level is visited
// when its parent's coverage reaches it, else skipped. The level next to the
// full resolution decides the framebuffer blocks (one block per pixel of
// that level): only those are allocated. The full-resolution pass then
// visits only the bins that hold allocated blocks, and a pixel outside every
// allocated block has no memory to be written to: it stays empty. With
// consistent snapping the coarse levels see the identical triangles, their
// conservative coverage contains every covered pixel, and the image equals
// the dense render bit for bit. With fixed snapping a coarse level's
// triangle differs a little; where it misses a covered pixel, that pixel is
// a hole in the rendered image, and Frame.Hierarchy counts it.

// HierarchyLevel is one coarse level of a hierarchical render.
type HierarchyLevel struct {
	Width        int `json:"width"`
	Height       int `json:"height"`
	Bits         int `json:"bits"`          // effective sub-pixel bits
	TilesVisited int `json:"tiles_visited"` // tiles (Options.TileSize) the parent's coverage reached
	TilesSkipped int `json:"tiles_skipped"`
	Covered      int `json:"covered"` // pixels conservatively covered inside visited parents
	// Inner: pixels whose whole square lies inside one triangle (inner
	// coverage), inside visited parents.
	Inner int `json:"inner"`
	// Tests: pixel–triangle coverage tests made at this level (pixels of a
	// triangle's bounds whose parent pixel is covered). TestsSaved: the
	// tests not made because the parent pixel is inner-covered, so this
	// pixel is covered (and inner-covered) without a test. Saved only with
	// consistent snapping, where the parent saw the identical triangle.
	Tests      int64 `json:"tests"`
	TestsSaved int64 `json:"tests_saved"`
}

// HierarchyStats are the statistics of a hierarchical render.
type HierarchyStats struct {
	Levels          []HierarchyLevel `json:"levels"` // coarsest first; the full resolution is not included
	BlockSize       int              `json:"block_size"`
	BlocksX         int              `json:"blocks_x"`
	BlocksY         int              `json:"blocks_y"`
	BlocksAllocated int              `json:"blocks_allocated"`
	BytesAllocated  int64            `json:"bytes_allocated"` // colour, depth and triangle ID of the allocated blocks
	BytesDense      int64            `json:"bytes_dense"`     // the same for the whole frame
	TilesVisited    int              `json:"tiles_visited"`   // full-resolution tiles holding an allocated block
	TilesSkipped    int              `json:"tiles_skipped"`
	BinsSkipped     int              `json:"bins_skipped"` // bins the full-resolution pass did not visit
	// Holes are pixels whose centre a triangle covers at full resolution
	// but whose block no coarse pass allocated: lost to conservative
	// violations of the coarse levels (0 with consistent snapping).
	Holes int `json:"holes"`
	// TestsSaved: the coarse levels' pixel–triangle tests that inner
	// coverage made unnecessary (the sum of Levels[i].TestsSaved).
	TestsSaved int64 `json:"tests_saved"`
	// Allocated says, per block (BlocksX × BlocksY, row-major), whether it
	// was allocated; HoleAt lists the holes (at most MaxComparePositions).
	Allocated []bool        `json:"-"`
	HoleAt    []image.Point `json:"hole_at"`
}

// checkHierarchy validates Options.Hierarchy.
func (o Options) checkHierarchy() error {
	h := o.Hierarchy
	if len(h) == 0 {
		return nil
	}
	if len(h) < 2 {
		return fmt.Errorf("hierarchy: need at least two levels, got %d", len(h))
	}
	if h[0] != o.Width {
		return fmt.Errorf("hierarchy: the first level must be the viewport width %d, found %d", o.Width, h[0])
	}
	for i := 1; i < len(h); i++ {
		p, sz := h[i-1], h[i]
		if sz < 1 || sz >= p || p%sz != 0 || (p/sz)&(p/sz-1) != 0 {
			return fmt.Errorf("hierarchy: levels must go from largest to smallest, each the previous divided by a power of two (%d then %d)", p, sz)
		}
		if (sz*o.Height)%o.Width != 0 {
			return fmt.Errorf("hierarchy: level %d does not keep the %d:%d aspect ratio in whole pixels", sz, o.Width, o.Height)
		}
	}
	if o.Samples == 4 || o.Conservative {
		return fmt.Errorf("hierarchy: the hierarchical pass works with one sample at the pixel centre (no MSAA, not conservative)")
	}
	return nil
}

// levelGeometry runs the geometry stages of s at options o and returns the
// post-setup triangles and the effective bits.
func levelGeometry(ctx context.Context, s *Scene, o Options) ([]Triangle, int, error) {
	r, err := newRenderer(ctx, s, o)
	if err != nil {
		return nil, 0, err
	}
	defer r.release()
	if err := r.runGeometry(); err != nil {
		return nil, 0, err
	}
	tris := make([]Triangle, r.geom.frame.NumTriangles())
	for i := range tris {
		tris[i] = r.geom.frame.Triangle(i)
	}
	return tris, r.bits, nil
}

// blockAlloc is the hierarchical mode's framebuffer allocation, the
// option of the one driver (renderer.run) that Options.Hierarchy sets:
// the fine stage visits only the bins that hold an allocated block, and
// the pixels outside every block are cleared at the end (clearOutside).
type blockAlloc struct {
	hs        *HierarchyStats
	allocated []bool // per block, = hs.Allocated
	pw, ph    int    // blocks per row and column
}

// allocateBlocks runs the coarse levels of o.Hierarchy, coarsest first,
// each inside its parent's coverage, and allocates one block per pixel
// the level next to the full resolution covers.
func allocateBlocks(ctx context.Context, s *Scene, o Options) (*blockAlloc, error) {
	hs := &HierarchyStats{}
	var parent []bool      // coverage of the previous (coarser) level
	var parentInner []bool // its inner coverage
	pw, ph := 0, 0
	for li := len(o.Hierarchy) - 1; li >= 1; li-- {
		lv, cons, inner, err := hierLevel(ctx, s, o, o.Hierarchy[li], parent, parentInner, pw)
		if err != nil {
			return nil, err
		}
		hs.Levels = append(hs.Levels, lv)
		hs.TestsSaved += lv.TestsSaved
		parent, parentInner, pw, ph = cons, inner, lv.Width, lv.Height
	}
	a := &blockAlloc{hs: hs, allocated: parent, pw: pw, ph: ph}
	a.count(o)
	return a, nil
}

// hierLevel rasterizes the coarse level of width lw conservatively inside
// the coverage of its parent (pw pixels wide; nil for the coarsest level)
// and returns its statistics, its coverage and its inner coverage.
func hierLevel(ctx context.Context, s *Scene, o Options, lw int, parent, parentInner []bool, pw int) (HierarchyLevel, []bool, []bool, error) {
	lo := o
	lo.Hierarchy = nil
	lo.Width = lw
	lo.Height = lo.Width * o.Height / o.Width
	lo.Conservative, lo.Samples, lo.Debug = true, 1, DebugNone
	tris, bits, err := levelGeometry(ctx, s, lo)
	if err != nil {
		return HierarchyLevel{}, nil, nil, fmt.Errorf("render: hierarchy level %dx%d: %w", lo.Width, lo.Height, err)
	}
	w, h := lo.Width, lo.Height
	allowed := func(x, y int) bool { // the parent covered this pixel's area
		if parent == nil {
			return true
		}
		f := w / pw
		return parent[(y/f)*pw+x/f]
	}
	known := func(x, y int) bool { return false }
	if o.Snap == SnapConsistent && parentInner != nil {
		known = func(x, y int) bool {
			f := w / pw
			return parentInner[(y/f)*pw+x/f]
		}
	}
	cons, inner, tests, saved := hierCoverage(tris, w, h, allowed, known)
	lv := HierarchyLevel{Width: w, Height: h, Bits: bits, Tests: tests, TestsSaved: saved}
	lv.TilesVisited, lv.TilesSkipped = tilesAllowed(w, h, o.tileSize(), allowed)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			cons[i] = cons[i] && allowed(x, y)
			inner[i] = inner[i] && cons[i]
			if cons[i] {
				lv.Covered++
			}
			if inner[i] {
				lv.Inner++
			}
		}
	}
	return lv, cons, inner, nil
}

// tilesAllowed counts the tiles (of ts pixels) of a w×h level with a
// pixel that allowed says its parent covered, and those without.
func tilesAllowed(w, h, ts int, allowed func(x, y int) bool) (visited, skipped int) {
	for ty := 0; ty < h; ty += ts {
		for tx := 0; tx < w; tx += ts {
			visit := false
			for y := ty; y < min(ty+ts, h) && !visit; y++ {
				for x := tx; x < min(tx+ts, w); x++ {
					if allowed(x, y) {
						visit = true
						break
					}
				}
			}
			if visit {
				visited++
			} else {
				skipped++
			}
		}
	}
	return visited, skipped
}

// count fills the allocation's statistics: the blocks and bytes allocated
// and the full-resolution tiles that hold a block.
func (a *blockAlloc) count(o Options) {
	hs := a.hs
	hs.BlockSize = o.Width / a.pw
	hs.BlocksX, hs.BlocksY = a.pw, a.ph
	hs.Allocated = a.allocated
	for _, al := range a.allocated {
		if al {
			hs.BlocksAllocated++
		}
	}
	const bytesPerPixel = 12 // RGBA8, float32 depth, int32 triangle ID
	hs.BytesDense = int64(o.Width) * int64(o.Height) * bytesPerPixel
	for by := 0; by < a.ph; by++ {
		for bx := 0; bx < a.pw; bx++ {
			if a.allocated[by*a.pw+bx] {
				bw := min((bx+1)*hs.BlockSize, o.Width) - bx*hs.BlockSize
				bh := min((by+1)*hs.BlockSize, o.Height) - by*hs.BlockSize
				hs.BytesAllocated += int64(bw*bh) * bytesPerPixel
			}
		}
	}
	ts := o.tileSize()
	for ty := 0; ty < o.Height; ty += ts {
		for tx := 0; tx < o.Width; tx += ts {
			if a.holds(image.Rect(tx, ty, min(tx+ts, o.Width), min(ty+ts, o.Height))) {
				hs.TilesVisited++
			} else {
				hs.TilesSkipped++
			}
		}
	}
}

// holds says whether rc holds an allocated block.
func (a *blockAlloc) holds(rc image.Rectangle) bool {
	bs := a.hs.BlockSize
	for by := rc.Min.Y / bs; by <= (rc.Max.Y-1)/bs; by++ {
		for bx := rc.Min.X / bs; bx <= (rc.Max.X-1)/bs; bx++ {
			if a.allocated[by*a.pw+bx] {
				return true
			}
		}
	}
	return false
}

// visits says whether the fine stage visits the bin rc (it holds an
// allocated block), counting the bins it skips.
func (a *blockAlloc) visits(rc image.Rectangle) bool {
	if a.holds(rc) {
		return true
	}
	a.hs.BinsSkipped++
	return false
}

// clearOutside clears the pixels of f outside every allocated block and
// counts the holes among them: covered pixel centres outside every
// allocated block. They were never written (their bin was skipped) or are
// discarded now (the bin was visited for another block): a pixel without a
// block has no memory. It sets f.Hierarchy.
func (a *blockAlloc) clearOutside(f *Frame, cc [4]uint8, cz float32) {
	hs := a.hs
	tris := make([]Triangle, f.NumTriangles())
	for i := range tris {
		tris[i] = f.Triangle(i)
	}
	centre, _, _ := coverage(tris, f.Width, f.Height)
	bs := hs.BlockSize
	for y := 0; y < f.Height; y++ {
		for x := 0; x < f.Width; x++ {
			if a.allocated[(y/bs)*a.pw+x/bs] {
				continue
			}
			i := y*f.Width + x
			if centre[i] {
				hs.Holes++
				if len(hs.HoleAt) < MaxComparePositions {
					hs.HoleAt = append(hs.HoleAt, image.Pt(x, y))
				}
			}
			copy(f.Color.Pix[4*i:4*i+4], cc[:])
			f.Color.Pix[4*i+3] = 255
			f.Depth[i] = cz
			if f.TriangleID != nil { // asked for (Options.TriangleIDs)
				f.TriangleID[i] = -1
			}
		}
	}
	f.Hierarchy = hs
}

// hierCoverage is a coarse level's conservative (outer) and inner coverage
// as the hierarchy computes it: each triangle is tested at the pixels of its
// bounds that allowed says its parent covered, except at pixels that known
// says are covered already (the parent pixel lies inside one triangle: with
// consistent snapping this level sees the same triangle, and a square inside
// the parent's square is inside it too), which are covered and inner-covered
// without a test. It returns the coverage, the tests made and those saved.
func hierCoverage(tris []Triangle, w, h int, allowed, known func(x, y int) bool) (cons, inner []bool, tests, saved int64) {
	cons = make([]bool, w*h)
	inner = make([]bool, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if allowed(x, y) && known(x, y) {
				cons[y*w+x], inner[y*w+x] = true, true
			}
		}
	}
	for i := range tris {
		t := &tris[i]
		pc := newPixelCoverage(t)
		for y := t.Bounds.Min.Y; y < t.Bounds.Max.Y; y++ {
			for x := t.Bounds.Min.X; x < t.Bounds.Max.X; x++ {
				if !allowed(x, y) {
					continue
				}
				if known(x, y) {
					saved++
					continue
				}
				tests++
				o, _, in := pc.at(x, y)
				j := y*w + x
				cons[j] = cons[j] || o
				inner[j] = inner[j] || in
			}
		}
	}
	return cons, inner, tests, saved
}
