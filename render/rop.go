package render

// ROP stage: depth test and write, blending and colour mask on RGBA8 colour
// and float32 depth buffers.

import "github.com/ppuwb/ppuwb/render/internal/simd"

// depthPass applies the depth function.
func depthPass(f DepthFunc, z, stored float32) bool {
	switch f {
	case DepthLess:
		return z < stored
	case DepthLEqual:
		return z <= stored
	case DepthAlways:
		return true
	}
	return false
}

// toByte is a colour channel's byte (simd.ToByte, the definition the
// kernels match).
func toByte(v float32) uint8 { return simd.ToByte(v) }

// writeColor blends the straight-alpha colour c into the RGBA8 pixel dst.
func writeColor(dst []uint8, c [4]float32, blend BlendMode, mask ColorMask) {
	var out [4]uint8
	switch blend {
	case BlendAlpha:
		a := c[3]
		if a < 0 {
			a = 0
		} else if a > 1 {
			a = 1
		}
		for k := 0; k < 4; k++ {
			d := float32(dst[k]) / 255
			out[k] = toByte(c[k]*a + d*(1-a))
		}
	case BlendAdditive:
		for k := 0; k < 4; k++ {
			s := int(toByte(c[k])) + int(dst[k])
			if s > 255 {
				s = 255
			}
			out[k] = uint8(s)
		}
	default:
		for k := 0; k < 4; k++ {
			out[k] = toByte(c[k])
		}
	}
	if mask == MaskAll {
		dst[0], dst[1], dst[2], dst[3] = out[0], out[1], out[2], out[3]
		return
	}
	for k := 0; k < 4; k++ {
		if mask&(1<<k) != 0 {
			dst[k] = out[k]
		}
	}
}

// clearBuffers fills colour, depth and triangle-ID buffers.
func clearBuffers(pix []uint8, depth []float32, ids []int32, c [4]uint8, z float32) {
	if len(pix) >= 4 {
		copy(pix, c[:])
		fill(pix, 4)
	}
	if len(depth) > 0 {
		depth[0] = z
		fill(depth, 1)
	}
	if len(ids) > 0 {
		ids[0] = -1
		fill(ids, 1)
	}
}

// fill replicates s[:n] over all of s by doubling copies (memmove speed).
func fill[T any](s []T, n int) {
	for n < len(s) {
		n += copy(s[n:], s[:n])
	}
}
