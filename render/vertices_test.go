package render

import (
	"math"
	"math/rand"
	"testing"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// sameVertex says whether a and b are the same vertex stage output, bit
// for bit: the position, world position, attributes and flags; the
// snapped position when snOK, or when a snap was tried (oc = 0, not bad)
// and failed (then zero). A bad vertex's position and world position are
// not compared: the geometry stage drops its triangles before reading
// them (NaNs of different payloads meet there, and which one a sum keeps
// depends on its operand order).
func sameVertex(a, b *shadedVertex) bool {
	f64 := func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }
	f32 := func(x, y []float32) bool {
		for i := range x {
			if math.Float32bits(x[i]) != math.Float32bits(y[i]) {
				return false
			}
		}
		return true
	}
	if a.oc != b.oc || a.bad != b.bad || a.snOK != b.snOK {
		return false
	}
	if !a.bad && !(f64(a.X, b.X) && f64(a.Y, b.Y) && f64(a.Z, b.Z) && f64(a.W, b.W)) {
		return false
	}
	if !a.bad && !f32(a.World[:], b.World[:]) {
		return false
	}
	if !f32(a.Normal[:], b.Normal[:]) || !f32(a.Color[:], b.Color[:]) || !f32(a.UV[:], b.UV[:]) {
		return false
	}
	if !a.bad && a.oc == 0 {
		return a.sn.X == b.sn.X && a.sn.Y == b.sn.Y && math.Float32bits(a.sn.Z) == math.Float32bits(b.sn.Z) && f64(a.sn.IW, b.sn.IW)
	}
	return true
}

// simd.TransformVertices gives transformVertex's output for meshes without
// normals: random perspective and orthographic matrices (identity model
// and not), vertices inside, outside and behind the frustum, on its
// planes, with w = 0, a zero matrix, NaN, infinite and subnormal
// coordinates, at several viewports and sub-pixel bits; the output starts
// as garbage.
func TestTransformVerticesMatchesTransformVertex(t *testing.T) {
	if !simd.VerticesOK {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewSource(38))
	lay := makeLayout(true, false, false, false)
	var nonFinite, outside, snapped, bad, clamped int
	for round := 0; round < 200; round++ {
		w, h := 1+rng.Intn(4000), 1+rng.Intn(3000)
		bits := rng.Intn(9)
		su := &frameSetup{one: float64(int64(1) << uint(bits)), planes: makeClipPlanes(w, h, bits)}
		if round%10 == 7 {
			// a guard band wider than the snapped coordinates' bound:
			// the snap clamps (snapCoord)
			for i := 0; i < 4; i++ {
				su.planes[i][3] *= 1e6
			}
		}
		var proj mgl32.Mat4
		if round%3 == 0 {
			proj = mgl32.Ortho(-1-rng.Float32(), 1, -1, 1+rng.Float32(), 0.1, 10)
		} else {
			proj = mgl32.Perspective(0.3+2*rng.Float32(), 0.5+rng.Float32(), 0.01+rng.Float32(), 5+20*rng.Float32())
		}
		view := mgl32.LookAtV(mgl32.Vec3{rng.Float32(), 1, 3}, mgl32.Vec3{}, mgl32.Vec3{0, 1, 0})
		ident := round%2 == 0
		model := mgl32.Ident4()
		if !ident {
			model = mgl32.HomogRotate3DY(rng.Float32() * 6).Mul4(mgl32.Scale3D(1+rng.Float32(), 1, 0.5))
			model[12], model[13] = rng.Float32(), -rng.Float32()
		}
		mvp := proj.Mul4(view).Mul4(model)
		if round%10 == 7 {
			// x and y far beyond the viewport, depth 0.5, w = 1
			mvp = mgl32.Scale3D(1e3, 1e3, 0)
			mvp[14] = 0.5
		}
		if round%10 == 5 {
			// every clip position (0, 0, 0, 0): inside every plane, and
			// 0/0 in the snap (snOK false, sn zero)
			mvp = mgl32.Mat4{}
		}
		W, H := float64(w), float64(h)
		vs := make([]Vertex, 300)
		for i := range vs {
			v := &vs[i]
			for k := 0; k < 3; k++ {
				v.Position[k] = randTestFloat32(rng, 60, -2, 2)
				v.Normal[k] = randTestFloat32(rng, 60, -2, 2)
			}
			for k := 0; k < 4; k++ {
				v.Color[k] = randTestFloat32(rng, 60, -2, 2)
			}
			v.UV = mgl32.Vec2{randTestFloat32(rng, 60, -2, 2), randTestFloat32(rng, 60, -2, 2)}
			if i%17 == 0 { // on the eye's plane: w = 0
				v.Position = mgl32.Vec3{0, 1, 3}
			}
		}
		got := make([]shadedVertex, len(vs))
		want := make([]shadedVertex, len(vs))
		gb := unsafe.Slice((*byte)(unsafe.Pointer(&got[0])), len(got)*int(unsafe.Sizeof(got[0])))
		for i := range gb {
			gb[i] = byte(rng.Intn(256))
		}
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&want[0])), len(gb)), gb)
		a := su.vertexArgs(&mvp, &model, ident, W, H)
		simd.TransformVertices(a, unsafe.Pointer(&vs[0]), unsafe.Pointer(&got[0]), len(vs))
		for i := range vs {
			su.transformVertex(&vs[i], &want[i], ident, false, 1, W, H, &model, &mvp, nil, lay)
			if !sameVertex(&got[i], &want[i]) {
				t.Fatalf("round %d vertex %d (%v): got %+v\nwant %+v", round, i, vs[i].Position, got[i], want[i])
			}
			if g := &got[i]; g.snOK && (g.sn.X >= snapClamp || g.sn.X <= -snapClamp || g.sn.Y >= snapClamp || g.sn.Y <= -snapClamp) {
				clamped++
			}
			switch g := &got[i]; {
			case g.bad:
				bad++
			case g.oc != 0:
				outside++
			case g.snOK:
				snapped++
			default:
				nonFinite++
			}
		}
	}
	t.Logf("%d bad, %d outside, %d snapped (%d clamped), %d not finite after the divide", bad, outside, snapped, clamped, nonFinite)
	if bad == 0 || outside == 0 || snapped == 0 || clamped == 0 || nonFinite == 0 {
		t.Fatal("a case is missing")
	}
}
