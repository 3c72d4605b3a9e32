package render

import (
	"math/rand"
	"slices"
	"testing"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// frontRunRef is simd.FrontRun's contract in Go, from the geometry loop's
// tests (snOK, backFacing).
func frontRunRef(tris [][3]uint32, verts []shadedVertex, lo, hi, mode int) (next, culled int, out []int32) {
	nv := uint32(len(verts))
	for p := lo; p < hi; p++ {
		t := tris[p]
		if t[0] >= nv || t[1] >= nv || t[2] >= nv {
			return p, culled, out
		}
		a, b, d := &verts[t[0]], &verts[t[1]], &verts[t[2]]
		if !(a.snOK && b.snOK && d.snOK) {
			return p, culled, out
		}
		if mode != 0 && backFacing(&a.sn, &b.sn, &d.sn, true, mode == 1) {
			culled++
			continue
		}
		if out = append(out, int32(p)); len(out) == simd.FrontRunMax {
			return p + 1, culled, out
		}
	}
	return hi, culled, out
}

// simd.FrontRun stops, culls and lists as frontRunRef: random index lists
// with indices out of range, vertices not snapped, both windings,
// degenerate triangles, coordinates up to the snapping bound, every mode,
// runs longer than its output.
func TestFrontRunMatchesGeometryLoop(t *testing.T) {
	if !simd.FrontRunOK {
		t.Skip("amd64 only")
	}
	rng := rand.New(rand.NewSource(3883))
	var stops, fulls, culls int
	for it := 0; it < 3000; it++ {
		// snapped vertices beyond the end: an index ≥ nv must stop the run
		all := make([]shadedVertex, 4+rng.Intn(200))
		span := int64(1) << (4 + rng.Intn(24))
		for i := range all {
			v := &all[i]
			v.snOK = rng.Intn(200) != 0 || i >= len(all)-3
			v.sn.X, v.sn.Y = rng.Int63n(2*span)-span, rng.Int63n(2*span)-span
			if rng.Intn(10) == 0 {
				v.sn = all[rng.Intn(i+1)].sn // shared positions: degenerate triangles
			}
		}
		verts := all[:len(all)-3]
		tris := make([][3]uint32, 1+rng.Intn(700))
		for i := range tris {
			for k := range tris[i] {
				tris[i][k] = uint32(rng.Intn(len(verts)))
				if rng.Intn(3000) == 0 {
					tris[i][k] = uint32(len(verts) + rng.Intn(3))
				}
			}
		}
		mode := rng.Intn(3)
		lo := rng.Intn(len(tris))
		hi := lo + rng.Intn(len(tris)-lo+1)
		var out [simd.FrontRunMax]int32
		for i := range out {
			out[i] = -7
		}
		next, culled, n := simd.FrontRun(unsafe.Pointer(&tris[0]), unsafe.Pointer(&verts[0]), uint32(len(verts)), lo, hi, mode, &out)
		wn, wc, wo := frontRunRef(tris, verts, lo, hi, mode)
		if next != wn || culled != wc || !slices.Equal(out[:n], wo) || (n < len(out) && out[n] != -7) {
			t.Fatalf("iteration %d (mode %d, %d..%d): next %d culled %d out %v, want %d %d %v", it, mode, lo, hi, next, culled, out[:n], wn, wc, wo)
		}
		switch {
		case n == len(out):
			fulls++
		case next < hi:
			stops++
		}
		culls += culled
	}
	if stops == 0 || fulls == 0 || culls == 0 {
		t.Fatalf("a case is missing: %d stops, %d full, %d culled", stops, fulls, culls)
	}
}

// The geometry loop's common case through simd.FrontRun draws what the
// loop's own draws: the mesh with bad, far and outside vertices, both
// faces culled, none, both windings, and the render tests' scenes.
func TestFrontRunChangesNothing(t *testing.T) {
	defer func() { frontRunEnabled = true }()
	scenes := withMesh(t, 3)
	addCullScenes(t, scenes, 3, CullBack, CullFront, CullNone)
	sameWithout(t, scenes, []int{8, 32}, func(on bool) { frontRunEnabled = on })
}
