package render

import (
	"image"
	"image/draw"
	"reflect"
	"sync"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// Textures: a material's image converted once to float RGBA with its mip
// chain (mip.go), cached per image across frames, and sampled with a wrap
// mode per axis and a filter (nearest, bilinear or trilinear) at a level of
// detail chosen per 2×2 pixel quad.

// texture is one mip level of a material texture in float RGBA. Level 0
// holds the whole chain in levels (levels[0] is itself).
type texture struct {
	w, h   int
	fw, fh float32   // w and h as float32
	wm, hm int       // w-1 and h-1 when a power of two (repeat wraps by mask), else -1
	texl   []float32 // 4 per texel, straight alpha, 0..1
	levels []*texture
	bytes  byteChains               // level 0: the chains sampled in 8 bits (texture_bytes.go)
	near   [3][3]simd.NearestConsts // simd.NearestKernel's constants per wrap mode pair (nearestkernel.go)
}

func newLevel(w, h int) *texture {
	t := &texture{w: w, h: h, texl: make([]float32, 4*w*h)}
	t.fw, t.fh = float32(w), float32(h)
	t.wm, t.hm = -1, -1
	if w&(w-1) == 0 {
		t.wm = w - 1
	}
	if h&(h-1) == 0 {
		t.hm = h - 1
	}
	t.near = nearestConstsFor(w, h, t.wm, t.hm)
	return t
}

// newTexture converts img and builds its mip chain.
func newTexture(img image.Image) *texture {
	b := img.Bounds()
	rgba, ok := img.(*image.NRGBA)
	if !ok || rgba.Rect.Min != (image.Point{}) {
		rgba = image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(rgba, rgba.Rect, img, b.Min, draw.Src)
	}
	t := newLevel(b.Dx(), b.Dy())
	for y := 0; y < t.h; y++ {
		row := rgba.Pix[y*rgba.Stride:]
		for x := 0; x < t.w; x++ {
			for k := 0; k < 4; k++ {
				t.texl[4*(y*t.w+x)+k] = float32(row[4*x+k]) / 255
			}
		}
	}
	t.levels = buildMips(t)
	return t
}

// The texture cache keeps converted textures (and their mip chains) across
// frames, keyed by the image, so a chain is built once per image. Images
// must not change after they are first drawn. It holds at most
// texCacheTexels texels (level 0 of each entry; about 170 MB with the float
// texels and mip levels); the oldest entries go first, and a larger texture
// is converted for each frame.
const texCacheTexels = 8 << 20

var texCache struct {
	sync.Mutex
	m      map[image.Image]*texture
	order  []image.Image
	texels int
}

// cachedTexture returns the converted texture of img, building it on the
// first use.
func cachedTexture(img image.Image) *texture {
	if t := reflect.TypeOf(img); t == nil || !t.Comparable() {
		return newTexture(img)
	}
	texCache.Lock()
	t, ok := texCache.m[img]
	texCache.Unlock()
	if ok {
		return t
	}
	t = newTexture(img)
	n := t.w * t.h
	if n > texCacheTexels {
		return t
	}
	texCache.Lock()
	defer texCache.Unlock()
	if old, ok := texCache.m[img]; ok { // built concurrently: keep the first
		return old
	}
	if texCache.m == nil {
		texCache.m = map[image.Image]*texture{}
	}
	for texCache.texels+n > texCacheTexels && len(texCache.order) > 0 {
		old := texCache.order[0]
		texCache.order = texCache.order[1:]
		o := texCache.m[old]
		texCache.texels -= o.w * o.h
		delete(texCache.m, old)
	}
	texCache.m[img] = t
	texCache.order = append(texCache.order, img)
	texCache.texels += n
	return t
}

// WrapMode says how texture coordinates outside [0,1] map to texels along
// one axis.
type WrapMode uint8

const (
	// WrapDefault follows Material.Wrap: repeat when set, clamp otherwise.
	WrapDefault WrapMode = iota
	// WrapRepeat repeats the texture (u and u+1 give the same texel).
	WrapRepeat
	// WrapClamp clamps to the edge texels.
	WrapClamp
	// WrapMirror repeats the texture mirrored every other time.
	WrapMirror
)

// String returns the wrap mode's name.
func (w WrapMode) String() string {
	switch w {
	case WrapDefault:
		return "default"
	case WrapRepeat:
		return "repeat"
	case WrapClamp:
		return "clamp"
	case WrapMirror:
		return "mirror"
	}
	return "unknown"
}

// wrapModes resolves m's wrap mode per axis (never WrapDefault).
func wrapModes(m *Material) (s, t WrapMode) {
	def := WrapClamp
	if m.Wrap {
		def = WrapRepeat
	}
	s, t = m.WrapS, m.WrapT
	if s == WrapDefault || s > WrapMirror {
		s = def
	}
	if t == WrapDefault || t > WrapMirror {
		t = def
	}
	return s, t
}

// wrapCoord maps texel index i into [0, n) by mode.
func wrapCoord(i, n int, mode WrapMode) int {
	if uint(i) < uint(n) {
		return i
	}
	switch mode {
	case WrapRepeat:
		i %= n
		if i < 0 {
			i += n
		}
		return i
	case WrapMirror:
		p := 2 * n
		i %= p
		if i < 0 {
			i += p
		}
		if i >= n {
			i = p - 1 - i
		}
		return i
	}
	if i < 0 {
		return 0
	}
	return n - 1
}

// texelIndex is the offset in texl of texel (x, y) after wrapping.
func (t *texture) texelIndex(x, y int, ws, wt WrapMode) int {
	return 4 * (wrapMasked(y, t.h, repeatMask(t.hm, wt), wt)*t.w + wrapMasked(x, t.w, repeatMask(t.wm, ws), ws))
}

// repeatMask is m (n-1 for a power-of-two size n, else -1) when mode
// repeats, else -1: the mask wrapMasked takes.
func repeatMask(m int, mode WrapMode) int {
	if mode == WrapRepeat {
		return m
	}
	return -1
}

// wrapMasked is wrapCoord, by the mask m when m >= 0 (see repeatMask).
func wrapMasked(i, n, m int, mode WrapMode) int {
	if m >= 0 {
		return i & m
	}
	return wrapCoord(i, n, mode)
}

func (t *texture) texel(x, y int, ws, wt WrapMode) [4]float32 {
	o := t.texelIndex(x, y, ws, wt)
	return [4]float32{t.texl[o], t.texl[o+1], t.texl[o+2], t.texl[o+3]}
}

// texelSpace maps texture coordinates (u, v) to texel space for a texture of
// fw×fh texels, with texel centres at integers: NaN becomes 0 and the result
// is clamped to ±2^30 so that the integer conversion stays in range for
// absurd UVs. Shared by sample and the nearest-filter span loop.
func texelSpace(u, v, fw, fh float32) (fu, fv float32) {
	if u != u || v != v { // NaN
		u, v = 0, 0
	}
	const lim = 1 << 30
	// (comparisons rather than min and max, which also order NaNs and
	// signed zeros: the same results here, where nothing is NaN, in fewer
	// instructions)
	fu, fv = u*fw-0.5, v*fh-0.5
	if fu < -lim {
		fu = -lim
	} else if fu > lim {
		fu = lim
	}
	if fv < -lim {
		fv = -lim
	} else if fv > lim {
		fv = lim
	}
	return fu, fv
}

// sample returns the colour of this level at (u, v) (0,0 = top-left texel
// corner), nearest or bilinear (Trilinear is bilinear within one level).
func (t *texture) sample(u, v float32, f Filter, ws, wt WrapMode) [4]float32 {
	fu, fv := texelSpace(u, v, t.fw, t.fh)
	if f == Nearest {
		return t.texel(floorInt(fu+0.5), floorInt(fv+0.5), ws, wt)
	}
	ix, iy := floorInt(fu), floorInt(fv)
	ax, ay := fu-float32(ix), fv-float32(iy)
	c00 := t.texel(ix, iy, ws, wt)
	c10 := t.texel(ix+1, iy, ws, wt)
	c01 := t.texel(ix, iy+1, ws, wt)
	c11 := t.texel(ix+1, iy+1, ws, wt)
	var o [4]float32
	for k := 0; k < 4; k++ {
		top := c00[k] + (c10[k]-c00[k])*ax
		bot := c01[k] + (c11[k]-c01[k])*ax
		o[k] = top + (bot-top)*ay
	}
	return o
}

// sampleLOD samples the chain at level of detail lod (see quadLOD): nearest
// and bilinear in the level nearest lod, trilinear between the two levels
// around it. lod ≤ 0 (magnification) samples level 0.
func (t *texture) sampleLOD(u, v float32, f Filter, ws, wt WrapMode, lod float32) [4]float32 {
	if f != Trilinear {
		return t.levels[nearestLevel(lod, len(t.levels))].sample(u, v, f, ws, wt)
	}
	l0, frac := trilinearLevels(lod, len(t.levels))
	a := t.levels[l0].sample(u, v, Bilinear, ws, wt)
	if frac == 0 {
		return a
	}
	b := t.levels[l0+1].sample(u, v, Bilinear, ws, wt)
	for k := 0; k < 4; k++ {
		a[k] += (b[k] - a[k]) * frac
	}
	return a
}

// floorInt is floor(v) as an int for |v| < 2^31.
func floorInt(v float32) int {
	i := int(v)
	if float32(i) > v {
		i--
	}
	return i
}
