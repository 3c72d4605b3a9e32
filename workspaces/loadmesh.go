package workspaces

import (
	_ "image/png" // textures
	"math"
	"path"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// Loading meshes: from OBJ or glTF files or inline in the scene file, with
// their triangles and, where missing, their normals.

func (l *loader) mesh(f *tomlFile, p string, m *meshDef, sceneState render.State) (render.Mesh, *mesh.Data, bool) {
	rm := render.Mesh{Name: m.Name}
	if rm.Name == "" {
		rm.Name = p
	}
	var md *mesh.Data
	topo := enumOf(f, p+".topology", m.Topology, render.TopologyNames, render.TriangleList)
	switch {
	case m.File != "" && len(m.Vertices) > 0:
		f.errAt(p+".file", "%s: give either file or vertices, not both", p)
		return rm, nil, false
	case m.File != "":
		if len(m.Indices) > 0 {
			f.errAt(p+".indices", "%s.indices: indices come from the mesh file; remove this key", p)
		}
		if topo != render.TriangleList {
			f.errAt(p+".topology", "%s.topology: meshes from files are triangle lists", p)
		}
		if m.Name == "" {
			rm.Name = path.Base(m.File)
		}
		md = l.meshFile(f, p+".file", m.File)
		if md == nil {
			return rm, nil, false
		}
		m.hasUV = md.UVs != nil
	case len(m.Vertices) > 0:
		md = l.inlineMesh(f, p, m, topo)
		if md == nil {
			return rm, nil, false
		}
	default:
		f.errAt(p, "%s: a mesh needs a file (OBJ or glTF) or inline vertices", p)
		return rm, nil, false
	}
	l.tris += triangleCount(md, topo)
	l.verts += len(md.Positions)
	if l.tris > mesh.MaxTriangles {
		f.errAt(p, "%s: the scene has more than %d triangles (limit)", p, mesh.MaxTriangles)
		return rm, nil, false
	}
	if l.verts > mesh.MaxVertices {
		f.errAt(p, "%s: the scene has more than %d vertices (limit)", p, mesh.MaxVertices)
		return rm, nil, false
	}
	normals := fillNormals(md, topo)
	rm.Vertices = make([]render.Vertex, len(md.Positions))
	for i := range md.Positions {
		v := render.Vertex{Position: mgl32.Vec3(md.Positions[i]), Color: mgl32.Vec4{1, 1, 1, 1}}
		if normals != nil {
			v.Normal = mgl32.Vec3(normals[i])
		}
		if md.UVs != nil {
			v.UV = mgl32.Vec2(md.UVs[i])
		}
		if md.Colors != nil {
			v.Color = mgl32.Vec4(md.Colors[i])
		}
		rm.Vertices[i] = v
	}
	rm.Indices = md.Indices
	rm.Topology = topo
	scale := mgl32.Vec3{1, 1, 1}
	if m.Scale.Set {
		scale = mgl32.Vec3(m.Scale.V)
		if scale[0] == 0 || scale[1] == 0 || scale[2] == 0 {
			f.errAt(p+".scale", "%s.scale: a zero scale flattens the mesh", p)
		}
	}
	r := m.Rotate
	rm.Transform = mgl32.Translate3D(m.Translate[0], m.Translate[1], m.Translate[2]).
		Mul4(mgl32.HomogRotate3DZ(mgl32.DegToRad(r[2]))).
		Mul4(mgl32.HomogRotate3DY(mgl32.DegToRad(r[1]))).
		Mul4(mgl32.HomogRotate3DX(mgl32.DegToRad(r[0]))).
		Mul4(mgl32.Scale3D(scale[0], scale[1], scale[2]))
	if m.State != nil {
		st := l.state(f, p+".state", m.State, sceneState)
		rm.State = &st
	}
	return rm, md, true
}

func (l *loader) meshFile(f *tomlFile, p, ref string) *mesh.Data {
	ext := strings.ToLower(path.Ext(ref))
	switch ext {
	case ".obj", ".gltf", ".glb":
	default:
		f.errAt(p, "%s: %q: unsupported mesh format %q (want .obj, .gltf or .glb)", p, ref, ext)
		return nil
	}
	name, data, ok := l.readRef(f, p, ref, mesh.MaxFileSize)
	if !ok {
		return nil
	}
	key := meshKey(ext, data)
	if md, extra := meshes.get(key); md != nil {
		for _, e := range extra {
			l.note(e)
		}
		return md
	}
	if ext == ".obj" {
		md, err := mesh.ParseOBJ(data)
		if err != nil {
			if oe, ok := err.(*mesh.Error); ok {
				l.d.add(name, oe.Line, oe.Col, "%s", oe.Msg)
			} else {
				f.errAt(p, "%s: %s: %v", p, name, err)
			}
			return nil
		}
		meshes.put(key, md, nil)
		return md
	}
	var external []string
	rfs := &recordingFS{fsys: l.fsys, dir: path.Dir(name), limit: mesh.MaxFileSize, onOpen: func(n string) {
		l.note(n)
		external = append(external, n)
	}}
	md, err := mesh.ParseGLTF(data, rfs)
	if err != nil {
		f.errAt(p, "%s: %s: %v", p, name, err)
		return nil
	}
	if len(external) == 0 { // external buffers may change without this file changing
		meshes.put(key, md, nil)
	}
	return md
}

func (l *loader) inlineMesh(f *tomlFile, p string, m *meshDef, topo render.Topology) *mesh.Data {
	if len(m.Vertices) > mesh.MaxVertices {
		f.errAt(p+".vertices", "%s.vertices: more than %d vertices", p, mesh.MaxVertices)
		return nil
	}
	md := &mesh.Data{}
	anyN, anyUV, anyC := false, false, false
	for _, v := range m.Vertices {
		if v.Normal != nil {
			anyN = true
		}
		if v.UV != ([2]float32{}) {
			anyUV = true
		}
		if v.Color.Set {
			anyC = true
		}
	}
	m.hasUV = anyUV
	for _, v := range m.Vertices {
		md.Positions = append(md.Positions, v.Position)
		if anyN {
			n := [3]float32{}
			if v.Normal != nil {
				n = *v.Normal
			}
			md.Normals = append(md.Normals, n)
		}
		if anyUV {
			md.UVs = append(md.UVs, v.UV)
		}
		if anyC {
			c := [4]float32{1, 1, 1, 1}
			if v.Color.Set {
				c = v.Color.RGBA
			}
			md.Colors = append(md.Colors, c)
		}
	}
	n := len(m.Vertices)
	count := n
	if m.Indices != nil {
		count = len(m.Indices)
		if count > 3*mesh.MaxTriangles {
			f.errAt(p+".indices", "%s.indices: more than %d indices", p, 3*mesh.MaxTriangles)
			return nil
		}
		md.Indices = make([]uint32, len(m.Indices))
		bad := false
		for i, x := range m.Indices {
			if x < 0 || x >= int64(n) {
				f.errAt(tomlpos.IndexPath(p+".indices", i), "%s.indices[%d]: %d out of range (the mesh has %d vertices, numbered from 0)", p, i, x, n)
				bad = true
				break
			}
			md.Indices[i] = uint32(x)
		}
		if bad {
			return nil
		}
	}
	what := "vertices"
	if m.Indices != nil {
		what = "indices"
	}
	if topo == render.TriangleList && count%3 != 0 {
		f.errAt(p+"."+what, "%s.%s: a triangle list needs a multiple of 3 %s, found %d", p, what, what, count)
		return nil
	}
	if count < 3 {
		f.errAt(p+"."+what, "%s.%s: at least 3 %s are needed for a triangle, found %d", p, what, what, count)
		return nil
	}
	return md
}

// tris returns the triangles of md as index triples for topo.
func meshTriangles(md *mesh.Data, topo render.Topology) [][3]uint32 {
	idx := md.Indices
	if idx == nil {
		idx = make([]uint32, len(md.Positions))
		for i := range idx {
			idx[i] = uint32(i)
		}
	}
	var out [][3]uint32
	if topo == render.TriangleStrip {
		for i := 0; i+2 < len(idx); i++ {
			if i%2 == 0 {
				out = append(out, [3]uint32{idx[i], idx[i+1], idx[i+2]})
			} else {
				out = append(out, [3]uint32{idx[i+1], idx[i], idx[i+2]})
			}
		}
		return out
	}
	for i := 0; i+2 < len(idx); i += 3 {
		out = append(out, [3]uint32{idx[i], idx[i+1], idx[i+2]})
	}
	return out
}

// fillNormals returns md's normals where every vertex without one (none
// given, or the zero vector) has the area-weighted average of its
// triangles' face normals. md is not modified (parsed meshes are cached).
func fillNormals(md *mesh.Data, topo render.Topology) [][3]float32 {
	need := md.Normals == nil
	if !need {
		for _, n := range md.Normals {
			if n == ([3]float32{}) {
				need = true
				break
			}
		}
	}
	if !need {
		return md.Normals
	}
	acc := make([]mgl32.Vec3, len(md.Positions))
	for _, t := range meshTriangles(md, topo) {
		a, b, c := mgl32.Vec3(md.Positions[t[0]]), mgl32.Vec3(md.Positions[t[1]]), mgl32.Vec3(md.Positions[t[2]])
		fn := b.Sub(a).Cross(c.Sub(a))
		if math.IsNaN(float64(fn.Len())) {
			continue
		}
		for _, i := range t {
			acc[i] = acc[i].Add(fn)
		}
	}
	out := make([][3]float32, len(md.Positions))
	copy(out, md.Normals)
	for i := range out {
		if out[i] != ([3]float32{}) {
			continue
		}
		if l := acc[i].Len(); l > 0 {
			out[i] = [3]float32(acc[i].Mul(1 / l))
		} else {
			out[i] = [3]float32{0, 0, 1}
		}
	}
	return out
}

// triangleCount is md's triangles as topo draws them.
func triangleCount(md *mesh.Data, topo render.Topology) int {
	return len(meshTriangles(md, topo))
}
