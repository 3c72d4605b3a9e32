package render

import (
	"math"
	"math/rand"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// TestOutcodeMatchesDist: the one-product outcode gives the bits of the
// dot product with every plane (outcodeDist) for finite positions, near
// and on the planes, with signed zeros, at several viewports.
func TestOutcodeMatchesDist(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	specials := []float64{0, math.Copysign(0, -1), 1, -1, 1e-300, -1e-300, 1e300, -1e300, 0.5}
	for _, vp := range [][3]int{{1920, 1080, 8}, {256, 192, 4}, {16384, 16384, 8}, {1, 1, 12}} {
		p := makeClipPlanes(vp[0], vp[1], vp[2])
		for it := 0; it < 200000; it++ {
			var v shadedVertex
			f := func() float64 {
				switch rng.Intn(4) {
				case 0:
					return specials[rng.Intn(len(specials))]
				case 1:
					return (rng.Float64()*2 - 1) * math.Pow(2, float64(rng.Intn(80)-20))
				}
				return (rng.Float64()*3 - 1) * float64(vp[rng.Intn(2)])
			}
			v.X, v.Y, v.Z, v.W = f(), f(), f(), f()
			if it%5 == 0 { // on or next to a plane
				i := rng.Intn(6)
				q := p[i]
				switch {
				case q[0] != 0:
					v.X = -q[3] * v.W / q[0]
				case q[1] != 0:
					v.Y = -q[3] * v.W / q[1]
				default:
					v.Z = -q[3] * v.W / q[2]
				}
				if it%10 == 0 {
					v.X = math.Nextafter(v.X, math.Inf(rng.Intn(2)*2-1))
				}
			}
			if got, want := p.outcode(&v), p.outcodeDist(&v); got != want {
				t.Fatalf("viewport %v, vertex (%g, %g, %g, %g): outcode %06b, dist says %06b", vp, v.X, v.Y, v.Z, v.W, got, want)
			}
		}
	}
}

// TestMul4x1MatchesMathgl: the vertex stage's matrix product gives the
// bits of mgl32's.
func TestMul4x1MatchesMathgl(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for it := 0; it < 100000; it++ {
		var m mgl32.Mat4
		for k := range m {
			m[k] = (rng.Float32()*2 - 1) * float32(math.Pow(2, float64(rng.Intn(20)-10)))
		}
		p := mgl32.Vec3{rng.Float32()*200 - 100, rng.Float32()*200 - 100, rng.Float32()*200 - 100}
		var got mgl32.Vec4
		got[0], got[1], got[2], got[3] = mul4x1(&m, p[0], p[1], p[2])
		want := m.Mul4x1(p.Vec4(1))
		for k := range got {
			if math.Float32bits(got[k]) != math.Float32bits(want[k]) {
				t.Fatalf("matrix %v, point %v: %v, mgl32 gives %v", m, p, got, want)
			}
		}
	}
}
