package render

import (
	"math"
	"math/rand"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// The span shaders (shadeSpan) are the fast path of the fragment stage; they
// must write the same bytes as shade followed by writeColor, pixel by pixel,
// for every mode they take over. Random planes, perspective and affine,
// including 1/w = 0 and values outside 0..1.
func TestShadeSpanMatchesShade(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	r := func(s float32) float32 { return (rng.Float32()*2 - 1) * s }
	for _, shading := range []Shading{VertexColor, Lambert, BlinnPhong} {
		for it := 0; it < 400; it++ {
			mat := &Material{Shading: shading, Color: mgl32.Vec4{r(1.5), r(1.5), r(1.5), r(1.5)},
				Specular: mgl32.Vec3{r(1), r(1), r(1)}, Shininess: []float32{48, 96, 1, 0, 7.5}[it%5]}
			lit := shading == Lambert || shading == BlinnPhong
			s := &shader{mat: mat, lay: makeLayout(shading == VertexColor, lit, shading == BlinnPhong, false),
				lightDir: mgl32.Vec3{0.3, 0.5, 0.81}.Normalize(), lightCol: mgl32.Vec3{1, 0.9, 0.8}, ambient: mgl32.Vec3{0.1, 0.1, 0.1},
				eye: mgl32.Vec3{r(3), r(3), 2 + r(3)}, viewDir: mgl32.Vec3{r(1), r(1), 1}.Normalize(), ortho: it%7 == 3, shine: mat.Shininess}
			sh := &triShade{nattr: int32(s.lay.n), persp: it%4 != 0}
			for k := range sh.inl {
				sh.inl[k] = plane{r(2), r(0.1), r(0.1)}
			}
			for k := 4; k < s.lay.n; k++ {
				s.more = append(s.more, plane{r(2), r(0.1), r(0.1)})
			}
			if lit && it%11 == 5 { // a zero normal: norm3's fallback (0, 0, 1)
				for k := 0; k < 3; k++ {
					*s.attr(sh, s.lay.normal+k) = plane{}
				}
			}
			if shading == BlinnPhong && it%13 == 6 { // the eye on the surface: no view direction
				s.eye = mgl32.Vec3{}
				for k := 0; k < 3; k++ {
					*s.attr(sh, s.lay.world+k) = plane{}
				}
			}
			s.prepareLit()
			if want := shading == BlinnPhong && it%7 != 3 && it%5 != 4; simd.LitKernelOK && s.litOK != want {
				t.Fatalf("iteration %d: the lit kernel taken %v, want %v", it, s.litOK, want)
			}
			sh.iw = plane{0.5 + rng.Float32(), r(0.01), r(0.01)}
			if it%17 == 0 {
				sh.iw = plane{0, 0, 0}
			}
			n := 1 + rng.Intn(40)
			if it%3 == 0 {
				n = 1 + rng.Intn(300) // longer than a chunk of the span shaders
			}
			pb := make([]uint8, n)
			for i := range pb {
				pb[i] = uint8(rng.Intn(3) % 2)
				if it%5 == 2 && i < n-3 { // long runs of passing pixels
					pb[i] = 1
				}
			}
			dx, dy := float32(rng.Intn(64))-0.5, float32(rng.Intn(64))+0.5
			got, want := make([]uint8, 4*n), make([]uint8, 4*n)
			gotID, wantID := make([]int32, n), make([]int32, n)
			if !s.shadeSpan(sh, pb, got, gotID, dx, dy, 9) {
				t.Fatalf("%v: shadeSpan declined", shading)
			}
			scratch := make([]float32, 16)
			for i, ok := range pb {
				if ok == 0 {
					continue
				}
				c := s.shade(sh, dx+float32(i), dy, 0, scratch)
				writeColor(want[4*i:4*i+4], c, BlendOff, MaskAll)
				wantID[i] = 9
			}
			for i := range pb {
				if [4]uint8(got[4*i:4*i+4]) != [4]uint8(want[4*i:4*i+4]) || gotID[i] != wantID[i] {
					t.Fatalf("%v iteration %d pixel %d: span %v id %d, shade %v id %d", shading, it, i, got[4*i:4*i+4], gotID[i], want[4*i:4*i+4], wantID[i])
				}
			}
		}
	}
}

// TestPowiMatchesRepeatedSquaring checks powi against the plain
// repeated-squaring loop it shortens (same bits for every exponent powExp
// accepts, on ordinary and special inputs).
func TestPowiMatchesRepeatedSquaring(t *testing.T) {
	ref := func(x float32, n int) float32 {
		r := float32(1)
		for n > 0 {
			if n&1 != 0 {
				r *= x
			}
			x *= x
			n >>= 1
		}
		return r
	}
	rng := rand.New(rand.NewSource(3))
	xs := []float32{0, float32(math.Copysign(0, -1)), 1, 0.5, 0.999999, 1e-20, float32(math.NaN()), float32(math.Inf(1)), 2}
	for i := 0; i < 200; i++ {
		xs = append(xs, rng.Float32())
	}
	for n := 0; n <= 1024; n++ {
		for _, x := range xs {
			if got, want := powi(x, n), ref(x, n); math.Float32bits(got) != math.Float32bits(want) {
				t.Fatalf("powi(%v, %d) = %v, repeated squaring gives %v", x, n, got, want)
			}
		}
	}
}
