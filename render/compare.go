package render

import (
	"context"
	"fmt"
	"image"
)

// Viewport comparison: the same scene rasterized at several viewports (the
// levels of a rasterization hierarchy).

// MaxComparePositions caps the positions listed per pair (counts are exact).
const MaxComparePositions = 4096

// Comparison is the result of Compare.
type Comparison struct {
	Snap SnapMode
	// ConservativeFine: the fine coverage of each pair is conservative
	// coverage (Options.Conservative was set: hierarchical conservative
	// rasterization) instead of pixel-centre coverage.
	ConservativeFine bool
	Sizes            []int
	Levels           []Level
	Pairs            []LevelPair      // one per adjacent pair of levels
	Allocation       []Allocation     // per level after the first, against level 0
	Triangles        []TriangleLevels // per source triangle, its edge equations at every level
}

// Level is one viewport of a comparison.
type Level struct {
	Width, Height int
	Bits          int    // effective sub-pixel bits at this level
	Frame         *Frame // the scene rendered with the comparison's options at this size
	// Covered: pixel centre covered by some triangle (top-left rule).
	Covered []bool
	// Conservative: the closed pixel square touches some triangle
	// (overestimating conservative rasterization, tight: see coverage.go;
	// degenerate triangles as Options.Degenerate says).
	Conservative []bool
	// Inner: the whole pixel square lies inside one triangle
	// (underestimating conservative rasterization, D3D's InnerCoverage).
	Inner []bool
}

// LevelPair compares a fine level with the next coarser one.
type LevelPair struct {
	Fine, Coarse int // indices into Levels
	Factor       int // fine pixels per coarse pixel along each axis
	// Violations: coarse pixels that are not conservatively covered although
	// one of the fine pixels they represent is covered — by its centre, or
	// conservatively when Comparison.ConservativeFine (this must never
	// happen for a correct hierarchy).
	Violations  int
	ViolationAt []image.Point // coarse pixel positions (at most MaxComparePositions)
	// Over: coarse pixels conservatively covered although none of their fine
	// pixels is covered (harmless over-coverage).
	Over   int
	OverAt []image.Point
}

// Allocation models sparse allocation: a low-resolution pass decides which
// blocks of the full-resolution surface to allocate. A block is the area of
// one low-resolution pixel.
type Allocation struct {
	Level     int // the low-resolution level (index into Levels)
	BlockSize int // block size in full-resolution pixels
	Needed    int // blocks with at least one covered full-resolution pixel
	Allocated int // blocks whose low-resolution pixel is conservatively covered
	Under     int // needed but not allocated (rendering errors)
	Over      int // allocated but not needed (wasted memory)
}

// TriangleLevels lists one source triangle's edge equations per level.
type TriangleLevels struct {
	Mesh, Primitive int
	Part            int        // index among the triangles clipping produced from the primitive
	Levels          []*EdgeSet // nil where the triangle was culled at that level
}

// EdgeSet is a triangle's edge equations at one level (see Triangle).
type EdgeSet struct {
	X, Y    [3]int64
	A, B, C [3]int64
	Exp     int
}

// Compare renders s at each of sizes (viewport widths, strictly descending,
// each adjacent ratio a power of two) with the options o (Width and Height
// give the aspect ratio; ReferenceSize 0 means the first level's larger
// dimension) and compares the
// coverage of adjacent levels: the coarse level's conservative coverage must
// contain the OR-reduction of the fine level's coverage (pixel-centre
// coverage, or conservative coverage when o.Conservative is set).
//
// With SnapConsistent every level rasterizes the identical snapped triangle,
// so there are never violations. With SnapFixed the coarse triangle differs
// by up to half a snap step: with pixel-centre fine coverage that shows only
// at low SubpixelBits (the fine centres are ¼ coarse pixel inside the coarse
// square), with conservative fine coverage it shows at any precision.
func Compare(ctx context.Context, s *Scene, sizes []int, o Options) (*Comparison, error) {
	if len(sizes) < 2 {
		return nil, fmt.Errorf("compare: need at least two viewport sizes, got %d", len(sizes))
	}
	if o.Width <= 0 || o.Height <= 0 {
		o.Width, o.Height = sizes[0], sizes[0]
	}
	if o.ReferenceSize == 0 {
		o.ReferenceSize = max(sizes[0], sizes[0]*o.Height/o.Width)
	}
	if o.Samples == 0 {
		o.Samples = 1
	}
	c := &Comparison{Snap: o.Snap, ConservativeFine: o.Conservative, Sizes: append([]int(nil), sizes...)}
	for i, sz := range sizes {
		if sz <= 0 || sz > MaxViewport {
			return nil, fmt.Errorf("compare: viewport size %d out of range 1..%d", sz, MaxViewport)
		}
		if i > 0 {
			p := sizes[i-1]
			if sz >= p || p%sz != 0 || (p/sz)&(p/sz-1) != 0 {
				return nil, fmt.Errorf("compare: sizes must be strictly descending by powers of two (%d then %d)", p, sz)
			}
		}
		if (sz*o.Height)%o.Width != 0 {
			return nil, fmt.Errorf("compare: size %d does not keep the %d:%d aspect ratio in whole pixels", sz, o.Width, o.Height)
		}
	}
	base := o
	base.Hierarchy = nil // every level is rendered densely here
	keys := map[[3]int]int{}
	for li, sz := range sizes {
		lo := base
		lo.Width, lo.Height = sz, sz*base.Height/base.Width
		f, err := Render(ctx, s, lo)
		if err != nil {
			return nil, fmt.Errorf("compare: level %d (%dx%d): %w", li, lo.Width, lo.Height, err)
		}
		// coverage from a geometry-only conservative pass (degenerates as
		// o.Degenerate says)
		co := lo
		co.Conservative, co.Samples, co.Debug = true, 1, DebugNone
		r, err := newRenderer(ctx, s, co)
		if err != nil {
			return nil, fmt.Errorf("compare: level %d: %w", li, err)
		}
		if err := r.runGeometry(); err != nil {
			return nil, fmt.Errorf("compare: level %d: %w", li, err)
		}
		tris := make([]Triangle, r.geom.frame.NumTriangles())
		for i := range tris {
			tris[i] = r.geom.frame.Triangle(i)
		}
		lv := Level{Width: lo.Width, Height: lo.Height, Bits: f.Bits, Frame: f}
		lv.Covered, lv.Conservative, lv.Inner = coverage(tris, lo.Width, lo.Height)
		c.Levels = append(c.Levels, lv)
		part := map[[2]int]int{}
		for i := range tris {
			t := &tris[i]
			pk := [2]int{t.Mesh, t.Primitive}
			k := [3]int{t.Mesh, t.Primitive, part[pk]}
			part[pk]++
			ti, ok := keys[k]
			if !ok {
				ti = len(c.Triangles)
				keys[k] = ti
				c.Triangles = append(c.Triangles, TriangleLevels{Mesh: k[0], Primitive: k[1], Part: k[2], Levels: make([]*EdgeSet, len(sizes))})
			}
			c.Triangles[ti].Levels[li] = &EdgeSet{X: t.X, Y: t.Y, A: t.A, B: t.B, C: t.C, Exp: t.Exp}
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	for i := 0; i+1 < len(c.Levels); i++ {
		c.Pairs = append(c.Pairs, comparePair(c.Levels, i, i+1, o.Conservative))
	}
	for i := 1; i < len(c.Levels); i++ {
		_, a := blocks(c.Levels, i, o.Conservative)
		c.Allocation = append(c.Allocation, a)
	}
	return c, nil
}

// FineCoverage is the coverage level i brings to a pair as its finer level
// (what the violations and the allocation's needed blocks are counted
// from): conservative coverage when ConservativeFine, else pixel-centre
// coverage. Nil for a level out of range.
func (c *Comparison) FineCoverage(i int) []bool {
	if i < 0 || i >= len(c.Levels) {
		return nil
	}
	return fineCoverage(&c.Levels[i], c.ConservativeFine)
}

func fineCoverage(l *Level, cons bool) []bool {
	if cons {
		return l.Conservative
	}
	return l.Covered
}

// blockCovered reports whether any fine pixel of coarse pixel (cx, cy) is covered.
func blockCovered(fine *Level, cx, cy, f int, cons bool) bool {
	cov := fineCoverage(fine, cons)
	for y := cy * f; y < min((cy+1)*f, fine.Height); y++ {
		for x := cx * f; x < min((cx+1)*f, fine.Width); x++ {
			if cov[y*fine.Width+x] {
				return true
			}
		}
	}
	return false
}

func comparePair(levels []Level, fi, ci int, cons bool) LevelPair {
	fine, coarse := &levels[fi], &levels[ci]
	p := LevelPair{Fine: fi, Coarse: ci, Factor: fine.Width / coarse.Width}
	for cy := 0; cy < coarse.Height; cy++ {
		for cx := 0; cx < coarse.Width; cx++ {
			any := blockCovered(fine, cx, cy, p.Factor, cons)
			cv := coarse.Conservative[cy*coarse.Width+cx]
			if any && !cv {
				p.Violations++
				if len(p.ViolationAt) < MaxComparePositions {
					p.ViolationAt = append(p.ViolationAt, image.Pt(cx, cy))
				}
			}
			if cv && !any {
				p.Over++
				if len(p.OverAt) < MaxComparePositions {
					p.OverAt = append(p.OverAt, image.Pt(cx, cy))
				}
			}
		}
	}
	return p
}

// BlockState classifies one block of a sparse allocation (see Allocation).
type BlockState uint8

// Block states.
const (
	BlockEmpty BlockState = iota // neither needed nor allocated
	BlockOK                      // needed and allocated
	BlockUnder                   // needed but not allocated: a rendering error
	BlockOver                    // allocated but not needed: wasted memory
)

// Blocks classifies the sparse-allocation blocks that level li (≥ 1, a
// coarser level: one block per pixel, row by row) decides for the finest
// level, and counts them as Allocation does. It returns nil and a zero
// Allocation for a level out of range.
func (c *Comparison) Blocks(li int) ([]BlockState, Allocation) {
	if li <= 0 || li >= len(c.Levels) {
		return nil, Allocation{}
	}
	return blocks(c.Levels, li, c.ConservativeFine)
}

func blocks(levels []Level, li int, cons bool) ([]BlockState, Allocation) {
	full, low := &levels[0], &levels[li]
	a := Allocation{Level: li, BlockSize: full.Width / low.Width}
	st := make([]BlockState, low.Width*low.Height)
	for cy := 0; cy < low.Height; cy++ {
		for cx := 0; cx < low.Width; cx++ {
			need := blockCovered(full, cx, cy, a.BlockSize, cons)
			alloc := low.Conservative[cy*low.Width+cx]
			if need {
				a.Needed++
			}
			if alloc {
				a.Allocated++
			}
			switch {
			case need && alloc:
				st[cy*low.Width+cx] = BlockOK
			case need:
				st[cy*low.Width+cx] = BlockUnder
				a.Under++
			case alloc:
				st[cy*low.Width+cx] = BlockOver
				a.Over++
			}
		}
	}
	return st, a
}
