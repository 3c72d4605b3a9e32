package mesh

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/qmuntal/gltf"
	"github.com/qmuntal/gltf/modeler"
)

// ParseGLTF reads a glTF 2.0 document (.gltf JSON or .glb binary) and
// returns every triangle primitive of its default scene with node
// transforms applied, merged into one mesh. External buffers are read from
// dir through fsys (which the caller confines to the workspace). Only
// positions, normals, TEXCOORD_0 and COLOR_0 are used, and each
// primitive's material (base colour factor and texture, sampler, alpha
// mode, double-sided; see gltfMaterials) is recorded in Groups/Materials
// for material = "from-file". Skins, morph targets, animations, cameras,
// lights and the other material properties are ignored.
func ParseGLTF(data []byte, fsys fs.FS) (mesh *Data, err error) {
	defer func() {
		if r := recover(); r != nil {
			mesh, err = nil, fmt.Errorf("malformed glTF (%v)", r)
		}
	}()
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("file is %d bytes, larger than the %d-byte limit", len(data), MaxFileSize)
	}
	if err := checkGLB(data); err != nil {
		return nil, err
	}
	if err := precheckGLTF(data); err != nil {
		return nil, err
	}
	var doc gltf.Document
	dec := gltf.NewDecoderFS(bytes.NewReader(data), fsys)
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("glTF: %v", err)
	}
	for i, b := range doc.Buffers {
		if b == nil {
			return nil, fmt.Errorf("glTF: buffer %d is null", i)
		}
		if len(b.Data) < b.ByteLength {
			return nil, fmt.Errorf("glTF: buffer %d has %d bytes, byteLength says %d", i, len(b.Data), b.ByteLength)
		}
	}
	var roots []int
	switch {
	case doc.Scene != nil && *doc.Scene >= 0 && *doc.Scene < len(doc.Scenes) && doc.Scenes[*doc.Scene] != nil:
		roots = doc.Scenes[*doc.Scene].Nodes
	case len(doc.Scenes) > 0 && doc.Scenes[0] != nil:
		roots = doc.Scenes[0].Nodes
	default:
		// no scene: every mesh once, untransformed
		out := &Data{}
		for mi := range doc.Meshes {
			if err := addGLTFMesh(&doc, mi, mgl64.Ident4(), out); err != nil {
				return nil, err
			}
		}
		return finishGLTF(&doc, out)
	}
	out := &Data{}
	visited := make([]bool, len(doc.Nodes))
	var walk func(n int, parent mgl64.Mat4, depth int) error
	walk = func(n int, parent mgl64.Mat4, depth int) error {
		if n < 0 || n >= len(doc.Nodes) || doc.Nodes[n] == nil {
			return fmt.Errorf("glTF: node index %d out of range", n)
		}
		if visited[n] || depth > 64 {
			return fmt.Errorf("glTF: node %d is reached twice (the node hierarchy must be a tree)", n)
		}
		visited[n] = true
		node := doc.Nodes[n]
		m := parent.Mul4(nodeMatrix(node))
		if node.Mesh != nil {
			if err := addGLTFMesh(&doc, *node.Mesh, m, out); err != nil {
				return err
			}
		}
		for _, c := range node.Children {
			if err := walk(c, m, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	for _, r := range roots {
		if err := walk(r, mgl64.Ident4(), 0); err != nil {
			return nil, err
		}
	}
	return finishGLTF(&doc, out)
}

func finishGLTF(doc *gltf.Document, out *Data) (*Data, error) {
	if len(out.Indices) == 0 {
		return nil, errors.New("glTF: no triangles in the default scene")
	}
	used := false
	for _, g := range out.Groups {
		used = used || g.Material >= 0
	}
	if !used {
		out.Groups = nil
		return out, nil
	}
	mats, err := gltfMaterials(doc)
	if err != nil {
		return nil, err
	}
	out.Materials = mats
	return out, nil
}

func nodeMatrix(n *gltf.Node) mgl64.Mat4 {
	if n.Matrix != gltf.DefaultMatrix && n.Matrix != [16]float64{} {
		return mgl64.Mat4(n.Matrix)
	}
	t := n.TranslationOrDefault()
	r := n.RotationOrDefault()
	s := n.ScaleOrDefault()
	q := mgl64.Quat{W: r[3], V: mgl64.Vec3{r[0], r[1], r[2]}}
	if q.Len() == 0 {
		q = mgl64.QuatIdent()
	}
	return mgl64.Translate3D(t[0], t[1], t[2]).Mul4(q.Normalize().Mat4()).Mul4(mgl64.Scale3D(s[0], s[1], s[2]))
}

func addGLTFMesh(doc *gltf.Document, mi int, m mgl64.Mat4, out *Data) error {
	if mi < 0 || mi >= len(doc.Meshes) || doc.Meshes[mi] == nil {
		return fmt.Errorf("glTF: mesh index %d out of range", mi)
	}
	normalM := m.Mat3().Inv().Transpose()
	for pi, p := range doc.Meshes[mi].Primitives {
		if p == nil {
			continue
		}
		switch p.Mode {
		case gltf.PrimitiveTriangles, gltf.PrimitiveTriangleStrip, gltf.PrimitiveTriangleFan:
		default:
			continue // points and lines are not drawn
		}
		if err := addGLTFPrimitive(doc, mi, pi, p, m, normalM, out); err != nil {
			return err
		}
	}
	return nil
}

// gltfVertices is a primitive's vertex attributes as read (nil: absent).
type gltfVertices struct {
	pos [][3]float32
	nrm [][3]float32
	uv  [][2]float32
	col [][4]uint8
}

// addGLTFPrimitive adds primitive pi of mesh mi, transformed by m (and its
// normals by normalM), as one material group.
func addGLTFPrimitive(doc *gltf.Document, mi, pi int, p *gltf.Primitive, m mgl64.Mat4, normalM mgl64.Mat3, out *Data) error {
	where := fmt.Sprintf("mesh %d primitive %d", mi, pi)
	matIdx := -1
	if p.Material != nil {
		matIdx = *p.Material
		if matIdx < 0 || matIdx >= len(doc.Materials) || doc.Materials[matIdx] == nil {
			return fmt.Errorf("glTF: meshes[%d].primitives[%d].material: %d out of range (%d materials)", mi, pi, matIdx, len(doc.Materials))
		}
	}
	v, err := readGLTFVertices(doc, p, where, len(out.Positions))
	if err != nil {
		return err
	}
	tris, err := gltfTriangles(doc, p, where, len(v.pos))
	if err != nil {
		return err
	}
	if len(out.Indices)/3+len(tris)/3 > MaxTriangles {
		return fmt.Errorf("glTF: more than %d triangles", MaxTriangles)
	}
	if len(out.Groups) >= MaxGroups {
		return fmt.Errorf("glTF: more than %d primitives", MaxGroups)
	}
	out.Groups = append(out.Groups, Group{Start: len(out.Indices), Count: len(tris) / 3 * 3, Material: matIdx})
	base := uint32(len(out.Positions))
	if err := appendGLTFVertices(v, m, normalM, where, out); err != nil {
		return err
	}
	if m.Det() < 0 { // mirrored transform: keep the winding counter-clockwise
		for i := 0; i+2 < len(tris); i += 3 {
			out.Indices = append(out.Indices, base+tris[i], base+tris[i+2], base+tris[i+1])
		}
	} else {
		for _, t := range tris {
			out.Indices = append(out.Indices, base+t)
		}
	}
	return nil
}

// readGLTFVertices reads a primitive's POSITION and its optional NORMAL,
// TEXCOORD_0 and COLOR_0 (each as long as POSITION); have is the number
// of vertices the mesh already has.
func readGLTFVertices(doc *gltf.Document, p *gltf.Primitive, where string, have int) (gltfVertices, error) {
	var v gltfVertices
	posIdx, ok := p.Attributes[gltf.POSITION]
	if !ok {
		return v, fmt.Errorf("glTF: %s has no POSITION attribute", where)
	}
	acr, err := checkAccessor(doc, posIdx, MaxVertices)
	if err != nil {
		return v, fmt.Errorf("glTF: %s POSITION: %v", where, err)
	}
	v.pos, err = modeler.ReadPosition(doc, acr, nil)
	if err != nil {
		return v, fmt.Errorf("glTF: %s POSITION: %v", where, err)
	}
	n := len(v.pos)
	if have+n > MaxVertices {
		return v, fmt.Errorf("glTF: more than %d vertices", MaxVertices)
	}
	if v.nrm, err = gltfAttribute(doc, p, gltf.NORMAL, "normals", where, n, modeler.ReadNormal); err != nil {
		return v, err
	}
	if v.uv, err = gltfAttribute(doc, p, gltf.TEXCOORD_0, "texture coordinates", where, n, modeler.ReadTextureCoord); err != nil {
		return v, err
	}
	if v.col, err = gltfAttribute(doc, p, gltf.COLOR_0, "colours", where, n, modeler.ReadColor); err != nil {
		return v, err
	}
	return v, nil
}

// gltfAttribute reads a primitive's optional attribute (nil when absent),
// which must have one value (called what, plural) per position (n).
func gltfAttribute[T any](doc *gltf.Document, p *gltf.Primitive, attr, what, where string, n int,
	read func(*gltf.Document, *gltf.Accessor, []T) ([]T, error)) ([]T, error) {
	idx, ok := p.Attributes[attr]
	if !ok {
		return nil, nil
	}
	a, err := checkAccessor(doc, idx, MaxVertices)
	var vals []T
	if err == nil {
		vals, err = read(doc, a, nil)
	}
	if err != nil {
		return nil, fmt.Errorf("glTF: %s %s: %v", where, attr, err)
	}
	if len(vals) != n {
		return nil, fmt.Errorf("glTF: %s has %d %s for %d positions", where, len(vals), what, n)
	}
	return vals, nil
}

// gltfTriangles reads a primitive's indices (or numbers its n vertices)
// and turns its strip or fan into a triangle list.
func gltfTriangles(doc *gltf.Document, p *gltf.Primitive, where string, n int) ([]uint32, error) {
	var idx []uint32
	if p.Indices != nil {
		a, err := checkAccessor(doc, *p.Indices, 3*MaxTriangles)
		if err == nil {
			idx, err = modeler.ReadIndices(doc, a, nil)
		}
		if err != nil {
			return nil, fmt.Errorf("glTF: %s indices: %v", where, err)
		}
		for _, i := range idx {
			if int(i) >= n {
				return nil, fmt.Errorf("glTF: %s index %d out of range (%d vertices)", where, i, n)
			}
		}
	} else {
		idx = make([]uint32, n)
		for i := range idx {
			idx[i] = uint32(i)
		}
	}
	var tris []uint32
	switch p.Mode {
	case gltf.PrimitiveTriangles:
		tris = idx[:len(idx)/3*3]
	case gltf.PrimitiveTriangleStrip:
		for i := 0; i+2 < len(idx); i++ {
			if i%2 == 0 {
				tris = append(tris, idx[i], idx[i+1], idx[i+2])
			} else {
				tris = append(tris, idx[i+1], idx[i], idx[i+2])
			}
		}
	case gltf.PrimitiveTriangleFan:
		for i := 1; i+1 < len(idx); i++ {
			tris = append(tris, idx[0], idx[i], idx[i+1])
		}
	}
	return tris, nil
}

// appendGLTFVertices transforms a primitive's vertices and appends them.
func appendGLTFVertices(v gltfVertices, m mgl64.Mat4, normalM mgl64.Mat3, where string, out *Data) error {
	for i := range v.pos {
		p := m.Mul4x1(mgl64.Vec4{float64(v.pos[i][0]), float64(v.pos[i][1]), float64(v.pos[i][2]), 1})
		if !finite(p[0]) || !finite(p[1]) || !finite(p[2]) || math.Abs(p[0]) > 1e30 || math.Abs(p[1]) > 1e30 || math.Abs(p[2]) > 1e30 {
			return fmt.Errorf("glTF: %s has a non-finite position", where)
		}
		out.Positions = append(out.Positions, [3]float32{float32(p[0]), float32(p[1]), float32(p[2])})
		var nn [3]float32
		if v.nrm != nil {
			w := normalM.Mul3x1(mgl64.Vec3{float64(v.nrm[i][0]), float64(v.nrm[i][1]), float64(v.nrm[i][2])})
			if l := w.Len(); l > 0 {
				w = w.Mul(1 / l)
			}
			nn = [3]float32{float32(w[0]), float32(w[1]), float32(w[2])}
		}
		out.Normals = append(out.Normals, nn)
		var t [2]float32
		if v.uv != nil {
			t = v.uv[i]
		}
		out.UVs = append(out.UVs, t)
		c := [4]float32{1, 1, 1, 1}
		if v.col != nil {
			c = [4]float32{float32(v.col[i][0]) / 255, float32(v.col[i][1]) / 255, float32(v.col[i][2]) / 255, float32(v.col[i][3]) / 255}
		}
		out.Colors = append(out.Colors, c)
	}
	return nil
}

// checkAccessor validates that accessor i lies inside its buffer before the
// library allocates anything for it: glTF files are untrusted and the
// accessor count is just a number in the JSON.
func checkAccessor(doc *gltf.Document, i int, maxCount int) (*gltf.Accessor, error) {
	if i < 0 || i >= len(doc.Accessors) || doc.Accessors[i] == nil {
		return nil, fmt.Errorf("accessor %d out of range", i)
	}
	a := doc.Accessors[i]
	if a.Sparse != nil {
		return nil, fmt.Errorf("sparse accessors are not supported")
	}
	if a.BufferView == nil {
		return nil, fmt.Errorf("accessor %d has no buffer view", i)
	}
	if a.Count < 1 || a.Count > maxCount {
		return nil, fmt.Errorf("accessor %d count %d out of range 1..%d", i, a.Count, maxCount)
	}
	bvi := *a.BufferView
	if bvi < 0 || bvi >= len(doc.BufferViews) || doc.BufferViews[bvi] == nil {
		return nil, fmt.Errorf("buffer view %d out of range", bvi)
	}
	bv := doc.BufferViews[bvi]
	if bv.Buffer < 0 || bv.Buffer >= len(doc.Buffers) || doc.Buffers[bv.Buffer] == nil {
		return nil, fmt.Errorf("buffer %d out of range", bv.Buffer)
	}
	buf := doc.Buffers[bv.Buffer].Data
	if bv.ByteOffset < 0 || bv.ByteLength < 0 || int64(bv.ByteOffset)+int64(bv.ByteLength) > int64(len(buf)) {
		return nil, fmt.Errorf("buffer view %d lies outside its buffer", bvi)
	}
	if a.ComponentType > gltf.ComponentUint || a.Type > gltf.AccessorMat4 {
		return nil, fmt.Errorf("accessor %d has an unknown type", i)
	}
	elem := gltf.SizeOfElement(a.ComponentType, a.Type)
	if elem <= 0 {
		return nil, fmt.Errorf("accessor %d has an invalid element type", i)
	}
	stride := bv.ByteStride
	if stride == 0 {
		stride = elem
	}
	if stride < elem || stride > 252 && stride != elem {
		return nil, fmt.Errorf("buffer view %d stride %d is invalid for %d-byte elements", bvi, bv.ByteStride, elem)
	}
	if a.ByteOffset < 0 || int64(a.ByteOffset)+int64(stride)*int64(a.Count-1)+int64(elem) > int64(bv.ByteLength) {
		return nil, fmt.Errorf("accessor %d (%d elements) runs past the end of buffer view %d", i, a.Count, bvi)
	}
	return a, nil
}

// checkGLB validates the chunk lengths of a binary glTF before the library
// trusts them for allocations.
func checkGLB(data []byte) error {
	if len(data) < 4 || string(data[:4]) != "glTF" {
		return nil // JSON glTF
	}
	if len(data) < 20 {
		return errors.New("GLB: truncated header")
	}
	total := binary.LittleEndian.Uint32(data[8:])
	jsonLen := binary.LittleEndian.Uint32(data[12:])
	if int64(total) > int64(len(data)) {
		return fmt.Errorf("GLB: header says %d bytes, file has %d", total, len(data))
	}
	if int64(jsonLen)+20 > int64(len(data)) {
		return errors.New("GLB: JSON chunk runs past the end of the file")
	}
	rest := int64(len(data)) - 20 - int64(jsonLen)
	if rest >= 8 {
		binLen := binary.LittleEndian.Uint32(data[20+jsonLen:])
		if int64(binLen) > rest-8 {
			return errors.New("GLB: BIN chunk runs past the end of the file")
		}
	}
	return nil
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
