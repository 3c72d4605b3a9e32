package render

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// vertex stage: model/view/projection transform and primitive assembly.

// shadedVertex is the vertex stage's output. Position is in
// "window-homogeneous" space: window x = X/W, y = Y/W (pixels, y down) and
// depth = Z/W, so that the clip planes of clip.go are linear in it.
type shadedVertex struct {
	X, Y, Z, W float64
	World      [3]float32
	Normal     [3]float32
	Color      [4]float32
	UV         [2]float32
	// filled by the vertex stage for the clipper and the viewport stage:
	oc   uint8   // clip outcode (bit i: outside plane i)
	bad  bool    // a NaN or Inf coordinate
	snOK bool    // sn is valid (inside every plane and finite after the divide)
	sn   snapped // snapped position when snOK
}

// vertexOut is the transformed vertices of one mesh plus its assembled triangles.
type vertexOut struct {
	verts []shadedVertex
	tris  [][3]uint32 // vertex indices into verts, in primitive order
	// trisShared: tris is the mesh's own index list read in place (not
	// from triPool, never returned to it)
	trisShared bool
}

// cameraMatrices returns view-projection for projective cameras.
func cameraMatrix(c Camera, w, h int) (mgl32.Mat4, error) {
	up := c.Up
	if up == (mgl32.Vec3{}) {
		up = mgl32.Vec3{0, 1, 0}
	}
	if c.Eye == c.Target {
		return mgl32.Mat4{}, fmt.Errorf("camera eye and target are the same point %v", c.Eye)
	}
	if up.Cross(c.Target.Sub(c.Eye)).Len() == 0 {
		return mgl32.Mat4{}, fmt.Errorf("camera up vector %v is parallel to the view direction", up)
	}
	near, far := c.Near, c.Far
	if near == 0 && far == 0 {
		near, far = 0.1, 100
	}
	view := mgl32.LookAtV(c.Eye, c.Target, up)
	aspect := float32(w) / float32(h)
	switch c.Projection {
	case Perspective:
		fov := c.FovY
		if fov == 0 {
			fov = 60
		}
		if !(fov > 0 && fov < 180) {
			return mgl32.Mat4{}, fmt.Errorf("camera fovy %g must be between 0 and 180 degrees", fov)
		}
		if !(near > 0 && far > near) {
			return mgl32.Mat4{}, fmt.Errorf("camera near %g / far %g: need 0 < near < far", near, far)
		}
		return mgl32.Perspective(mgl32.DegToRad(fov), aspect, near, far).Mul4(view), nil
	case Orthographic:
		hh := c.OrthoHeight / 2
		if hh == 0 {
			hh = 1
		}
		if !(hh > 0) || !(far > near) {
			return mgl32.Mat4{}, fmt.Errorf("orthographic camera needs height > 0 and far > near")
		}
		hw := hh * aspect
		return mgl32.Ortho(-hw, hw, -hh, hh, near, far).Mul4(view), nil
	}
	return mgl32.Mat4{}, fmt.Errorf("unknown camera projection %d", c.Projection)
}

func isIdentityOrZero(m mgl32.Mat4) bool {
	return m == (mgl32.Mat4{}) || m == mgl32.Ident4()
}

// transformMesh runs the vertex stage for one mesh.
func (su *frameSetup) transformMesh(mi int, m *Mesh) (vertexOut, error) {
	var out vertexOut
	model := m.Transform
	ident := isIdentityOrZero(model)
	if ident {
		model = mgl32.Ident4()
	}
	normalM := model.Mat3().Inv().Transpose()
	if normalM == (mgl32.Mat3{}) {
		normalM = model.Mat3() // singular model matrix: normals are meaningless anyway
	}
	W, H := float64(su.o.Width), float64(su.o.Height)
	pixel := su.s.Camera.Projection == PixelOrtho
	scale := 1.0
	if pixel && su.s.Camera.PixelWidth > 0 {
		scale = W / float64(su.s.Camera.PixelWidth)
	}
	mvp := su.viewProj.Mul4(model)
	out.verts = getVerts(len(m.Vertices))
	lay := su.layouts[mi]
	if !pixel && lay.normal < 0 && simd.VerticesOK && vertexKernelEnabled && len(m.Vertices) > 0 {
		// the mesh without normals under a projective camera (the
		// vertex-colour mesh): simd.TransformVertices, the same bits
		a := su.vertexArgs(&mvp, &model, ident, W, H)
		parallelFor(su.workers, len(m.Vertices), 8192, func(lo, hi int) {
			for b := lo; b < hi; b += 512 { // short calls: the assembly is not preempted
				n := min(512, hi-b)
				simd.TransformVertices(a, unsafe.Pointer(&m.Vertices[b]), unsafe.Pointer(&out.verts[b]), n)
			}
		})
		return su.assemble(mi, m, out)
	}
	parallelFor(su.workers, len(m.Vertices), 8192, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			su.transformVertex(&m.Vertices[i], &out.verts[i], ident, pixel, scale, W, H, &model, &mvp, &normalM, lay)
		}
	})
	return su.assemble(mi, m, out)
}

// vertexKernelEnabled lets tests compare simd.TransformVertices with
// transformVertex.
var vertexKernelEnabled = true

// simd.TransformVertices reads Vertex and writes shadedVertex by byte
// offset (simd/vertices_amd64.s).
var (
	_ = [1]struct{}{}[unsafe.Offsetof(Vertex{}.Color)-12+unsafe.Offsetof(Vertex{}.UV)-40+unsafe.Sizeof(Vertex{})-48]
	_ = [1]struct{}{}[unsafe.Offsetof(shadedVertex{}.World)-32+unsafe.Offsetof(shadedVertex{}.Normal)-44+
		unsafe.Offsetof(shadedVertex{}.Color)-56+unsafe.Offsetof(shadedVertex{}.UV)-72+unsafe.Offsetof(shadedVertex{}.oc)-80+
		unsafe.Offsetof(shadedVertex{}.bad)-81+unsafe.Offsetof(shadedVertex{}.snOK)-82+unsafe.Offsetof(shadedVertex{}.sn)-88+
		unsafe.Sizeof(shadedVertex{})-120]
)

// vertexArgs is simd.TransformVertices' input for a mesh with matrices
// mvp and model (ident: the identity) at a W×H viewport.
func (su *frameSetup) vertexArgs(mvp, model *mgl32.Mat4, ident bool, W, H float64) *simd.VertexArgs {
	p := &su.planes
	return &simd.VertexArgs{
		MVP: *mvp, Model: *model,
		Scale: [4]float64{W / 2, H / 2, 0.5, 1},
		PA:    [4]float64{p[0][0], p[1][0], p[2][1], p[3][1]},
		PB:    [4]float64{p[0][3], p[1][3], p[2][3], p[3][3]},
		PC:    [2]float64{p[4][2], p[5][2]},
		PD:    [2]float64{p[4][3], p[5][3]},
		One:   su.one, Clamp: snapClamp, Ident: ident,
	}
}

// transformVertex transforms one vertex, computes its clip outcode and, when
// it needs no clipping, its snapped window position.
func (su *frameSetup) transformVertex(v *Vertex, o *shadedVertex, ident, pixel bool, scale, W, H float64, model, mvp *mgl32.Mat4, normalM *mgl32.Mat3, lay attrLayout) {
	// Every field is written (the array is recycled, and zeroing 120
	// bytes first would double the stores); sn only when snOK, the only
	// case it is read.
	var world mgl32.Vec3
	if ident {
		world = v.Position
	} else {
		world = model.Mul4x1(v.Position.Vec4(1)).Vec3()
	}
	o.World = world
	if lay.normal >= 0 {
		o.Normal = normalM.Mul3x1(v.Normal)
	} else {
		o.Normal = [3]float32{}
	}
	o.Color = v.Color
	o.UV = v.UV
	if pixel {
		o.X = float64(world[0]) * scale
		o.Y = float64(world[1]) * scale
		o.Z = float64(world[2])
		o.W = 1
	} else {
		cx, cy, cz, cw := mul4x1(mvp, v.Position[0], v.Position[1], v.Position[2])
		x, y, z, w := float64(cx), float64(cy), float64(cz), float64(cw)
		o.X = (x + w) * (W / 2)
		o.Y = (w - y) * (H / 2)
		o.Z = (z + w) / 2
		o.W = w
	}
	o.oc, o.snOK = 0, false
	o.bad = !finite(o)
	if o.bad {
		return
	}
	o.oc = su.planes.outcode(o)
	if o.oc == 0 {
		o.sn, o.snOK = snapVertex(o, su.one)
	}
}

// mul4x1 is m.Mul4x1(mgl32.Vec4{px, py, pz, 1}) (the same products and
// sums in the same order), taking m by pointer and the point and result as
// scalars: Go passes arrays in memory, and a Vec4 result written with
// 4-byte stores and read back with a 16-byte load stalled every vertex.
func mul4x1(m *mgl32.Mat4, px, py, pz float32) (x, y, z, w float32) {
	const one = 1
	return m[0]*px + m[4]*py + m[8]*pz + m[12]*one,
		m[1]*px + m[5]*py + m[9]*pz + m[13]*one,
		m[2]*px + m[6]*py + m[10]*pz + m[14]*one,
		m[3]*px + m[7]*py + m[11]*pz + m[15]*one
}

// badIndex is the error for index k of mesh mi's index list.
func badIndex(mi int, m *Mesh, k int) error {
	return fmt.Errorf("mesh %d (%q): index %d at position %d is out of range (%d vertices)", mi, m.Name, m.Indices[k], k, len(m.Vertices))
}

// assemble forms the mesh's triangles from its indices (primitive assembly).
func (su *frameSetup) assemble(mi int, m *Mesh, out vertexOut) (vertexOut, error) {
	// primitive assembly
	n := len(m.Vertices)
	idx := func(k int) (uint32, error) {
		if m.Indices == nil {
			return uint32(k), nil
		}
		v := m.Indices[k]
		if int(v) >= n {
			return 0, badIndex(mi, m, k)
		}
		return v, nil
	}
	count := n
	if m.Indices != nil {
		count = len(m.Indices)
	}
	switch m.Topology {
	case TriangleList:
		if count%3 != 0 {
			return out, fmt.Errorf("mesh %d (%q): triangle list has %d indices, not a multiple of 3", mi, m.Name, count)
		}
		if m.Indices != nil {
			// a triangle list is its index list read three at a time: no
			// copy (the scene is not modified while it is rendered), and
			// no pass of its own to check the indices: the geometry stage
			// checks each triangle's as it reads them (geometry, badIndex)
			out.tris = unsafe.Slice((*[3]uint32)(unsafe.Pointer(unsafe.SliceData(m.Indices))), count/3)
			out.trisShared = true
			return out, nil
		}
		out.tris = triPool.get(count / 3)
		for k := range out.tris {
			v := uint32(3 * k)
			out.tris[k] = [3]uint32{v, v + 1, v + 2}
		}
	case TriangleStrip:
		if count > 2 {
			out.tris = make([][3]uint32, 0, count-2)
		}
		for k := 0; k+2 < count; k++ {
			a, err := idx(k)
			if err != nil {
				return out, err
			}
			b, err := idx(k + 1)
			if err != nil {
				return out, err
			}
			c, err := idx(k + 2)
			if err != nil {
				return out, err
			}
			if k%2 == 1 {
				a, b = b, a
			}
			out.tris = append(out.tris, [3]uint32{a, b, c})
		}
	default:
		return out, fmt.Errorf("mesh %d (%q): unknown topology %d", mi, m.Name, m.Topology)
	}
	return out, nil
}

func finite(v *shadedVertex) bool {
	return isFinite4(v.X, v.Y, v.Z, v.W)
}

// Internal per-frame arrays are recycled between Render calls (they never
// escape into the Frame), which saves the allocator and the GC most of the
// per-frame garbage.
// scratch is a free list of the large per-frame arrays. Unlike sync.Pool
// it survives garbage collections — a frame allocates its colour, depth and
// ID buffers, enough to trigger one per frame, which emptied the pools
// every other frame. At most scratchKeep arrays are kept per kind (renders
// may run concurrently: the app, comparisons at several levels).
type scratch[T any] struct {
	mu   sync.Mutex
	free [][]T
}

const scratchKeep = 4

func (p *scratch[T]) get(n int) []T {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, v := range p.free {
		if cap(v) >= n {
			p.free = append(p.free[:i], p.free[i+1:]...)
			return v[:n]
		}
	}
	return make([]T, n)
}

func (p *scratch[T]) put(v []T) {
	if cap(v) == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) < scratchKeep {
		p.free = append(p.free, v[:0])
	}
}

var (
	vertPool   scratch[shadedVertex]
	recPool    scratch[triRec]
	shadePool  scratch[triShade]
	triPool    scratch[[3]uint32]
	listPool   scratch[[]binEntry] // coarse.go's tile lists, reused with their capacity
	statPool   scratch[tileStat]   // the fine stage's per-tile counters
	resultPool scratch[tileResult] // the fine stage's per-bin results
)

func getVerts(n int) []shadedVertex { return vertPool.get(n) }
func putVerts(v []shadedVertex)     { vertPool.put(v) }
func getRecs(n int) []triRec        { return recPool.get(n) }
func putRecs(v []triRec)            { recPool.put(v) }
func getShades(n int) []triShade    { return shadePool.get(n) }

func putShades(s []triShade) { shadePool.put(s) }
