package render

import (
	"image"
	"math"
	"math/rand"
	"testing"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// randTestFloat32 is a value for the planes' and the vertex stage's
// tests: one time in odds something special (large, ±0, ±Inf, subnormal,
// a NaN with one of several payloads), else uniform in [lo, hi).
func randTestFloat32(rng *rand.Rand, odds int, lo, hi float32) float32 {
	switch rng.Intn(odds) {
	case 0:
		return float32(rng.NormFloat64() * 1e30)
	case 1:
		return float32(math.Copysign(0, -1))
	case 2:
		return float32(math.Inf(1 - 2*rng.Intn(2)))
	case 3:
		return math.Float32frombits(uint32(1 + rng.Intn(1000)))
	case 4:
		return math.Float32frombits(0x7fc00000 | uint32(rng.Intn(1<<22)) | uint32(rng.Intn(2))<<31)
	case 5, 6:
		return float32(rng.NormFloat64() * 1e3)
	}
	return lo + (hi-lo)*rng.Float32()
}

// meshPlanes (simd.MeshPlanes) writes the same bytes as setupPlanes for
// the mesh's layout (the colour alone) into a zeroed record: the depth,
// colour and 1/w planes (zeros for an affine triangle), zmin, persp, and
// nothing else of the record. Random triangles: every Exp, large
// and degenerate ones, reference pixels anywhere, vertex values with
// NaNs, infinities, signed zeros and subnormals, perspective weights all
// equal, two equal or none.
func TestMeshPlanesMatchSetup(t *testing.T) {
	if !simd.MeshPlanesOK {
		t.Skip("no AVX2")
	}
	lay := makeLayout(true, false, false, false)
	if !useMeshPlanes(&lay) {
		t.Fatal("the mesh's layout does not take meshPlanes")
	}
	rng := rand.New(rand.NewSource(38))
	for it := 0; it < 200000; it++ {
		var tr Triangle
		tr.Exp = rng.Intn(17)
		span := int64(1) << (tr.Exp + 1 + rng.Intn(12))
		if it%7 == 0 {
			span = snapClamp
		}
		for k := 0; k < 3; k++ {
			tr.X[k], tr.Y[k] = rng.Int63n(2*span)-span, rng.Int63n(2*span)-span
		}
		switch it % 50 {
		case 0:
			tr.X[2], tr.Y[2] = tr.X[1], tr.Y[1] // degenerate: inv = 0
		case 1:
			tr.X[2], tr.Y[2] = 2*tr.X[1]-tr.X[0], 2*tr.Y[1]-tr.Y[0] // collinear
		}
		tr.Bounds.Min = image.Pt(rng.Intn(20000)-1000, rng.Intn(20000)-1000)
		var vs [3]shadedVertex
		var sn [3]snapped
		persp := rng.Intn(4)
		for k := 0; k < 3; k++ {
			for c := 0; c < 4; c++ {
				vs[k].Color[c] = randTestFloat32(rng, 40, 0, 1)
			}
			sn[k].Z, sn[k].IW = randTestFloat32(rng, 40, 0, 1), 1
			if persp != 0 {
				sn[k].IW = 0.01 + rng.Float64()*10
			}
			if rng.Intn(100) == 0 {
				sn[k].IW = math.Float64frombits(1 + uint64(rng.Intn(100)))
			}
			sn[k].X, sn[k].Y = rng.Int63(), rng.Int63() // not read: the Triangle's are
		}
		if persp == 2 {
			sn[2].IW = sn[1].IW
		} else if persp == 3 {
			sn[0].IW = sn[1].IW
		}
		v := [3]*shadedVertex{&vs[0], &vs[1], &vs[2]}
		s := [3]*snapped{&sn[0], &sn[1], &sn[2]}
		// both records start as the same bytes, not zero
		var a, b triShade
		ab := unsafe.Slice((*byte)(unsafe.Pointer(&a)), unsafe.Sizeof(a))
		bb := unsafe.Slice((*byte)(unsafe.Pointer(&b)), unsafe.Sizeof(b))
		for i := range ab {
			ab[i] = byte(rng.Intn(256))
		}
		copy(bb, ab)
		// setupPlanes' record is appended zeroed (emit), and it leaves an
		// affine triangle's 1/w plane as it finds it; meshPlanes' record
		// is not zeroed, and it writes every field
		b.iw = plane{}
		meshPlanes(&tr, &a, &v, &s, ulpOf(tr.Exp))
		if got := setupPlanes(&tr, &b, &v, &s, &lay, nil); len(got) != 0 {
			t.Fatalf("setupPlanes wrote %d overflow planes", len(got))
		}
		for i := range ab {
			if ab[i] != bb[i] {
				t.Fatalf("iteration %d: byte %d of the record: %#x, want %#x\n%+v\nwant %+v\ntriangle %+v\nvertices %+v %+v", it, i, ab[i], bb[i], a, b, tr, vs, sn)
			}
		}
	}
}

// poisonShades fills the setup records kept for reuse (shadePool) with
// garbage, so that a field the geometry stage leaves unwritten shows.
func poisonShades() {
	shadePool.mu.Lock()
	defer shadePool.mu.Unlock()
	for _, v := range shadePool.free {
		b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), uintptr(cap(v))*unsafe.Sizeof(triShade{}))
		for i := range b {
			b[i] = byte(i*7 + 0xa5)
		}
	}
}

// The vertex-colour mesh's kernels (simd.TransformVertices for the vertex
// stage, meshPlanes into records that are not zeroed first) draw what
// transformVertex and setupPlanes into zeroed records draw: the same
// pixels, depth, IDs, statistics and tiles, with reused records full of
// garbage, on the mesh (also with NaN, infinite and far vertices, clipped
// triangles, a model matrix and an orthographic camera) and the render
// tests' scenes.
func TestMeshKernelsChangeNothing(t *testing.T) {
	defer func() { meshPlanesEnabled, vertexKernelEnabled = true, true }()
	scenes := withSpoiledMesh(t, 11)
	s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, 11)
	if err != nil {
		t.Fatal(err)
	}
	s.Meshes[0].Transform = mgl32.HomogRotate3DX(0.7).Mul4(mgl32.Translate3D(0.2, 0, -0.3))
	s.Camera.Projection, s.Camera.OrthoHeight = Orthographic, 2.5
	scenes["mesh, model matrix, orthographic"] = s
	sameWithout(t, scenes, []int{8, 32}, func(on bool) {
		meshPlanesEnabled, vertexKernelEnabled = on, on
		poisonShades()
	})
}
