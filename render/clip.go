package render

// clip stage: homogeneous clipping against the near and far planes and a
// guard band, in window-homogeneous space (see shadedVertex).
//
// The guard band is chosen per viewport so that every clipped, snapped
// coordinate fits in ±2^27 sub-pixel units (guardLimit): edge functions then
// never overflow 64 bits (see setup.go). In consistent mode the guard band is
// the same in normalized device coordinates at every level, so clipping
// produces identical snapped triangles at every level.

// guardLimit bounds |snapped coordinate| in sub-pixel units.
const guardLimit = 1 << 27

// clipPlanes are the six planes as coefficient vectors (a,b,c,d): inside when
// a·X + b·Y + c·Z + d·W ≥ 0.
type clipPlanes [6][4]float64

func makeClipPlanes(w, h, bits int) clipPlanes {
	one := float64(int64(1) << bits)
	gx := (guardLimit - float64(w)*one) / one // guard band in pixels (≥ one viewport, see Options.Validate)
	gy := (guardLimit - float64(h)*one) / one
	return clipPlanes{
		{1, 0, 0, gx},               // X ≥ −gx·W
		{-1, 0, 0, float64(w) + gx}, // X ≤ (w+gx)·W
		{0, 1, 0, gy},               // Y ≥ −gy·W
		{0, -1, 0, float64(h) + gy}, // Y ≤ (h+gy)·W
		{0, 0, 1, 0},                // near: Z ≥ 0
		{0, 0, -1, 1},               // far: Z ≤ W
	}
}

func (p *clipPlanes) dist(i int, v *shadedVertex) float64 {
	q := &p[i]
	return q[0]*v.X + q[1]*v.Y + q[2]*v.Z + q[3]*v.W
}

// outcode is v's clip outcode: bit i is set when v is outside plane i
// (dist < 0, or NaN). The planes have makeClipPlanes' form, one non-zero
// coefficient besides W's, so each distance is one product and one sum:
// dist's other terms are products with a zero coefficient, which add a
// zero and change neither a non-zero sum nor the sign test. outcodeDist is
// the definition; TestOutcodeMatchesDist compares the two.
func (p *clipPlanes) outcode(v *shadedVertex) uint8 {
	X, Y, Z, W := v.X, v.Y, v.Z, v.W
	var c uint8
	if !(p[0][0]*X+p[0][3]*W >= 0) {
		c |= 1
	}
	if !(p[1][0]*X+p[1][3]*W >= 0) {
		c |= 2
	}
	if !(p[2][1]*Y+p[2][3]*W >= 0) {
		c |= 4
	}
	if !(p[3][1]*Y+p[3][3]*W >= 0) {
		c |= 8
	}
	if !(p[4][2]*Z+p[4][3]*W >= 0) {
		c |= 16
	}
	if !(p[5][2]*Z+p[5][3]*W >= 0) {
		c |= 32
	}
	return c
}

// outcodeDist is outcode from dist, plane by plane (the definition).
func (p *clipPlanes) outcodeDist(v *shadedVertex) uint8 {
	var c uint8
	for i := 0; i < 6; i++ {
		if !(p.dist(i, v) >= 0) {
			c |= 1 << i
		}
	}
	return c
}

func lerpVertex(a, b *shadedVertex, t float64) shadedVertex {
	tf := float32(t)
	var o shadedVertex
	o.X = a.X + (b.X-a.X)*t
	o.Y = a.Y + (b.Y-a.Y)*t
	o.Z = a.Z + (b.Z-a.Z)*t
	o.W = a.W + (b.W-a.W)*t
	for k := 0; k < 3; k++ {
		o.World[k] = a.World[k] + (b.World[k]-a.World[k])*tf
		o.Normal[k] = a.Normal[k] + (b.Normal[k]-a.Normal[k])*tf
	}
	for k := 0; k < 4; k++ {
		o.Color[k] = a.Color[k] + (b.Color[k]-a.Color[k])*tf
	}
	for k := 0; k < 2; k++ {
		o.UV[k] = a.UV[k] + (b.UV[k]-a.UV[k])*tf
	}
	return o
}

// clipPolygon clips the triangle (a,b,c) against the planes in mask and
// returns the resulting convex polygon (0 or 3..9 vertices) in buf.
func (p *clipPlanes) clipPolygon(a, b, c *shadedVertex, mask uint8, buf, tmp []shadedVertex) []shadedVertex {
	in := append(buf[:0], *a, *b, *c)
	out := tmp[:0]
	for i := 0; i < 6; i++ {
		if mask&(1<<i) == 0 {
			continue
		}
		out = out[:0]
		n := len(in)
		for j := 0; j < n; j++ {
			cur := &in[j]
			nxt := &in[(j+1)%n]
			dc := p.dist(i, cur)
			dn := p.dist(i, nxt)
			if dc >= 0 {
				out = append(out, *cur)
			}
			if (dc >= 0) != (dn >= 0) {
				// Interpolate from the inside vertex so the result is
				// independent of the edge direction.
				if dc >= 0 {
					out = append(out, lerpVertex(cur, nxt, dc/(dc-dn)))
				} else {
					out = append(out, lerpVertex(nxt, cur, dn/(dn-dc)))
				}
			}
		}
		in, out = out, in
		if len(in) < 3 {
			return in[:0]
		}
	}
	return in
}
