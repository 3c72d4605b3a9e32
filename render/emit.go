package render

import (
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// emitter takes one geometry chunk's triangles through setup (emit). A
// method on it reads only the fields a triangle needs; as a closure over
// the geometry loop's variables it loaded and spilled all of them on
// every call.
type emitter struct {
	r   *renderer
	c   *geomChunk
	lay attrLayout
	mi  int
	// t is reused by every triangle of the chunk: emit sets Mesh,
	// Primitive, Clipped, X, Y, Z and Front, and setup every other field
	// it reads, before any is read (saves zeroing 216 bytes per triangle)
	t Triangle
	// own holds the positions emit snaps itself (not zeroed for every
	// triangle)
	own [3]snapped
	// ulp: 2^-bits; meshPlanes: the planes from meshPlanes;
	// rasterKernel: setupRaster from simd.SetupRaster
	ulp                      float64
	meshPlanes, rasterKernel bool
	// the mesh's face culling and orientation, whether degenerate
	// triangles are kept, setupRaster or setupTriangle, the centre bounds
	cullBack, cullFront, cw, keepDegenerate, fused, centre bool
}

// emit sets up triangle v of primitive prim (clipped: made by clipping)
// and appends its records to the chunk, or counts why it ends.
func (e *emitter) emit(prim int, clipped bool, v [3]*shadedVertex) {
	r, c, t := e.r, e.c, &e.t
	// the snapped positions: the vertex stage's when it could snap
	// (sp points at them, no copy), else snapped here into own
	var sp [3]*snapped
	if v[0].snOK && v[1].snOK && v[2].snOK {
		// all three (an unclipped triangle), written out
		sp = [3]*snapped{&v[0].sn, &v[1].sn, &v[2].sn}
	} else {
		for k := 0; k < 3; k++ {
			if v[k].snOK {
				sp[k] = &v[k].sn
				continue
			}
			var ok bool
			e.own[k], ok = snapVertex(v[k], r.one)
			if !ok {
				c.stats.NonFinite++
				return
			}
			sp[k] = &e.own[k]
		}
	}
	t.Mesh, t.Primitive, t.Clipped = e.mi, prim, clipped
	s0, s1, s2 := sp[0], sp[1], sp[2]
	t.X = [3]int64{s0.X, s1.X, s2.X}
	t.Y = [3]int64{s0.Y, s1.Y, s2.Y}
	t.Z = [3]float32{s0.Z, s1.Z, s2.Z}
	area := t.Area2()
	// area > 0: clockwise on screen (y down)
	t.Front = (area > 0) == e.cw || area == 0
	if area != 0 && ((e.cullBack && !t.Front) || (e.cullFront && t.Front)) {
		c.stats.BackFaceCulled++
		return
	}
	if area == 0 && !e.keepDegenerate {
		c.stats.Degenerate++
		return
	}
	// the record is appended before setup, which writes its raster part
	// in place (setupRaster), and taken back if the triangle ends there
	if e.meshPlanes && len(c.shades) < cap(c.shades) {
		// setupRaster and meshPlanes write every field: no zeroing
		c.shades = c.shades[:len(c.shades)+1]
	} else {
		c.shades = append(c.shades, triShade{})
	}
	sh := &c.shades[len(c.shades)-1]
	if e.fused {
		var ok bool
		if e.rasterKernel {
			ok = simd.SetupRaster(unsafe.Pointer(t), unsafe.Pointer(&sh.rasterRec), area, r.bits, r.o.Width, r.o.Height, e.keepDegenerate, e.centre)
		} else {
			ok = setupRaster(t, &sh.rasterRec, area, r.bits, r.o.Width, r.o.Height, e.keepDegenerate, e.centre)
		}
		if !ok {
			c.shades = c.shades[:len(c.shades)-1]
			c.stats.OutsideFrustum++
			return
		}
	} else {
		if !setupTriangle(t, r.bits, r.o.Width, r.o.Height, e.keepDegenerate) {
			c.shades = c.shades[:len(c.shades)-1]
			c.stats.OutsideFrustum++
			return
		}
		setRaster(&sh.rasterRec, t, e.centre)
	}
	if area < 0 {
		v[1], v[2] = v[2], v[1]
		sp[1], sp[2] = sp[2], sp[1]
	}
	c.fill += int64(t.Bounds.Dx()) * int64(t.Bounds.Dy())
	// the records are written into arrays too large for the cache: fetch
	// the lines of a record a few places ahead for writing, so that its
	// stores do not wait for them
	if k := len(c.shades) + 5; k < cap(c.shades) {
		simd.PrefetchWrite(uintptr(unsafe.Pointer(unsafe.SliceData(c.shades))) + uintptr(k)*unsafe.Sizeof(triShade{}))
	}
	if !r.geom.dropRecs {
		c.tris = append(c.tris, triRec{})
		setRec(&c.tris[len(c.tris)-1], t)
	}
	if e.meshPlanes {
		meshPlanes(t, sh, &v, &sp, e.ulp)
		return
	}
	c.planes = setupPlanes(t, sh, &v, &sp, &e.lay, c.planes)
}
