package workspaces

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unsafe"
)

// meshData is a mesh as read from a file, before it becomes a render.Mesh:
// indexed triangles with optional per-vertex normals, texture coordinates
// and colours (each either empty or as long as Positions).
type meshData struct {
	Positions [][3]float32
	Normals   [][3]float32
	UVs       [][2]float32
	Colors    [][4]float32
	Indices   []uint32 // three per triangle

	// Materials of the file (glTF materials, or OBJ usemtl names resolved
	// by the loader against the mtllib files) and the index ranges that
	// use them, in file order. Groups is empty when the file names no
	// material.
	Materials []fileMaterial
	Groups    []meshGroup
	MtlLibs   []objRef // OBJ: the mtllib files, where they are named
}

func (m *meshData) triangles() int { return len(m.Indices) / 3 }

// Limits on imported and inline meshes. They keep a hostile or mistaken
// file from exhausting memory or making every reload take seconds.
const (
	maxMeshFileSize = 32 << 20 // bytes, OBJ or glTF/GLB (including external buffers)
	maxTriangles    = 262144   // per workspace, all meshes together
	maxVertices     = 786432   // per workspace
)

// objError is a problem at a line and column of an OBJ file.
type objError struct {
	Line, Col int
	Msg       string
}

func (e *objError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// parseOBJ reads a Wavefront OBJ file: v (with optional per-vertex colour
// after x y z), vt (v flipped to the renderer's top-left origin), vn and f
// statements; faces may use v, v/vt, v//vn and
// v/vt/vn references, negative (relative) indices, and any number of
// vertices (polygons are triangulated as a fan). mtllib and usemtl are
// recorded (the loader reads the .mtl files, see mtl.go); grouping and
// smoothing statements are accepted and ignored; lines and points are
// ignored. Unknown statements are errors, so typos do not pass silently.
func parseOBJ(src []byte) (*meshData, error) {
	if len(src) > maxMeshFileSize {
		return nil, &objError{Line: 0, Msg: fmt.Sprintf("file is %d bytes, larger than the %d-byte limit", len(src), maxMeshFileSize)}
	}
	var (
		pos    [][3]float32
		cols   [][4]float32
		uvs    [][2]float32
		nrms   [][3]float32
		out    meshData
		remap  = make(map[uint64]uint32, min(len(src)/64, maxVertices))
		anyUV  bool
		anyN   bool
		anyCol bool
	)
	type ref struct{ v, t, n int }
	lineNo := 0
	var fieldBuf []string
	var colBuf []int
	var joinBuf []byte
	var refs []ref
	var ids []uint32
	for len(src) > 0 {
		lineNo++
		var line []byte
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			line, src = src, nil
		}
		// Line continuations are joined in one buffer that grows as
		// lines are appended (copying the joined line per continuation
		// was quadratic: 200k continuations took 22 s).
		if len(src) > 0 && bytes.HasSuffix(bytes.TrimRight(line, "\r"), []byte("\\")) {
			joined := append(joinBuf[:0], line...)
			for len(src) > 0 && bytes.HasSuffix(bytes.TrimRight(joined, "\r"), []byte("\\")) {
				joined = bytes.TrimSuffix(bytes.TrimRight(joined, "\r"), []byte("\\"))
				var next []byte
				if i := bytes.IndexByte(src, '\n'); i >= 0 {
					next, src = src[:i], src[i+1:]
				} else {
					next, src = src, nil
				}
				lineNo++
				joined = append(joined, next...)
			}
			line, joinBuf = joined, joined
		}
		if i := bytes.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields, cols0 := splitFieldsInto(line, fieldBuf[:0], colBuf[:0])
		fieldBuf, colBuf = fields, cols0
		if len(fields) == 0 {
			continue
		}
		errAt := func(k int, format string, a ...any) error {
			return &objError{Line: lineNo, Col: cols0[k], Msg: fmt.Sprintf(format, a...)}
		}
		num := func(k int) (float32, error) { return finiteField(fields, cols0, lineNo, k) }
		switch fields[0] {
		case "v":
			if len(fields) != 4 && len(fields) != 5 && len(fields) != 7 {
				return nil, errAt(0, "v needs x y z [w] or x y z r g b, found %d values", len(fields)-1)
			}
			var p [3]float32
			for k := 0; k < 3; k++ {
				f, err := num(k + 1)
				if err != nil {
					return nil, err
				}
				p[k] = f
			}
			c := [4]float32{1, 1, 1, 1}
			if len(fields) == 7 {
				anyCol = true
				for k := 0; k < 3; k++ {
					f, err := num(k + 4)
					if err != nil {
						return nil, err
					}
					c[k] = f
				}
			} else if len(fields) == 5 {
				w, err := num(4)
				if err != nil {
					return nil, err
				}
				if w == 0 {
					return nil, errAt(4, "w must not be 0")
				}
				p = [3]float32{p[0] / w, p[1] / w, p[2] / w}
			}
			if len(pos) >= maxVertices {
				return nil, errAt(0, "more than %d vertices", maxVertices)
			}
			pos = append(pos, p)
			cols = append(cols, c)
		case "vt":
			if len(fields) < 2 || len(fields) > 4 {
				return nil, errAt(0, "vt needs u [v [w]], found %d values", len(fields)-1)
			}
			var t [2]float32
			for k := 1; k < len(fields) && k <= 2; k++ {
				f, err := num(k)
				if err != nil {
					return nil, err
				}
				t[k-1] = f
			}
			if len(fields) == 4 {
				if _, err := num(3); err != nil {
					return nil, err
				}
			}
			// OBJ measures v upwards from the bottom of the image; the
			// renderer's (0, 0) is its top-left corner
			t[1] = 1 - t[1]
			if len(uvs) >= maxVertices {
				return nil, errAt(0, "more than %d texture coordinates", maxVertices)
			}
			uvs = append(uvs, t)
		case "vn":
			if len(fields) != 4 {
				return nil, errAt(0, "vn needs x y z, found %d values", len(fields)-1)
			}
			var n [3]float32
			for k := 0; k < 3; k++ {
				f, err := num(k + 1)
				if err != nil {
					return nil, err
				}
				n[k] = f
			}
			if len(nrms) >= maxVertices {
				return nil, errAt(0, "more than %d normals", maxVertices)
			}
			nrms = append(nrms, n)
		case "f":
			if len(fields) < 4 {
				return nil, errAt(0, "a face needs at least 3 vertices, found %d", len(fields)-1)
			}
			refs = refs[:0]
			for k := 1; k < len(fields); k++ {
				var partBuf [3]string
				parts, ok := splitSlash(fields[k], partBuf[:0])
				if !ok {
					return nil, errAt(k, "bad face vertex %q (want v, v/vt, v//vn or v/vt/vn)", fields[k])
				}
				var r ref
				counts := [3]int{len(pos), len(uvs), len(nrms)}
				names := [3]string{"vertex", "texture coordinate", "normal"}
				vals := [3]*int{&r.v, &r.t, &r.n}
				for j, s := range parts {
					*vals[j] = -1
					if s == "" {
						if j == 0 {
							return nil, errAt(k, "face vertex %q has no position index", fields[k])
						}
						continue
					}
					n, err := strconv.Atoi(s)
					if err != nil {
						return nil, errAt(k, "bad index %q in %q", s, fields[k])
					}
					idx := n - 1
					if n < 0 {
						idx = counts[j] + n
					}
					if n == 0 || idx < 0 || idx >= counts[j] {
						return nil, errAt(k, "%s index %d out of range (%d defined so far)", names[j], n, counts[j])
					}
					*vals[j] = idx
				}
				for j := len(parts); j < 3; j++ {
					*vals[j] = -1
				}
				if r.t >= 0 {
					anyUV = true
				}
				if r.n >= 0 {
					anyN = true
				}
				refs = append(refs, r)
			}
			if out.triangles()+len(refs)-2 > maxTriangles {
				return nil, errAt(0, "more than %d triangles", maxTriangles)
			}
			ids = ids[:0]
			for _, r := range refs {
				// indices are below maxVertices < 2^21: pack the triple
				key := uint64(r.v+1)<<42 | uint64(r.t+1)<<21 | uint64(r.n+1)
				id, ok := remap[key]
				if !ok {
					id = uint32(len(out.Positions))
					remap[key] = id
					out.Positions = append(out.Positions, pos[r.v])
					out.Colors = append(out.Colors, cols[r.v])
					var t [2]float32
					if r.t >= 0 {
						t = uvs[r.t]
					}
					out.UVs = append(out.UVs, t)
					var n [3]float32
					if r.n >= 0 {
						n = nrms[r.n]
					}
					out.Normals = append(out.Normals, n)
				}
				ids = append(ids, id)
			}
			for k := 1; k+1 < len(ids); k++ {
				out.Indices = append(out.Indices, ids[0], ids[k], ids[k+1])
			}
			if n := len(out.Groups); n > 0 {
				out.Groups[n-1].Count = len(out.Indices) - out.Groups[n-1].Start
			}
		case "mtllib":
			if len(fields) < 2 {
				return nil, errAt(0, "mtllib needs a file name")
			}
			for k := 1; k < len(fields); k++ {
				if len(out.MtlLibs) >= maxMtlLibs {
					return nil, errAt(k, "more than %d mtllib files", maxMtlLibs)
				}
				out.MtlLibs = append(out.MtlLibs, objRef{Name: strings.Clone(fields[k]), Line: lineNo, Col: cols0[k]})
			}
		case "usemtl":
			if len(fields) < 2 {
				return nil, errAt(0, "usemtl needs a material name")
			}
			name := fields[1]
			if n := len(out.Groups); n > 0 && out.Groups[n-1].Count == 0 {
				out.Groups = out.Groups[:n-1] // nothing used the previous one
			}
			if len(out.Groups) >= maxGroups {
				return nil, errAt(0, "more than %d material groups", maxGroups)
			}
			out.Groups = append(out.Groups, meshGroup{Start: len(out.Indices), Material: -1,
				Ref: objRef{Name: strings.Clone(name), Line: lineNo, Col: cols0[1]}})
		case "o", "g", "s", "l", "p", "vp", "mg", "shadow_obj", "trace_obj", "bevel", "c_interp", "d_interp", "lod", "maplib", "usemap":
			// accepted, ignored (materials come from the scene file)
		default:
			return nil, errAt(0, "unknown OBJ statement %q", fields[0])
		}
	}
	if len(out.Indices) == 0 {
		return nil, &objError{Line: lineNo, Col: 1, Msg: "no faces (f statements) in the file"}
	}
	if n := len(out.Groups); n > 0 && out.Groups[n-1].Count == 0 {
		out.Groups = out.Groups[:n-1]
	}
	if len(out.Groups) > 0 && out.Groups[0].Start > 0 {
		// faces before the first usemtl: the default material
		out.Groups = append([]meshGroup{{Start: 0, Count: out.Groups[0].Start, Material: -1}}, out.Groups...)
	}
	if !anyUV {
		out.UVs = nil
	}
	if !anyN {
		out.Normals = nil
	}
	if !anyCol {
		out.Colors = nil
	}
	return &out, nil
}

// splitSlash splits a face vertex reference at "/" into at most three
// parts without allocating; ok is false for more than three.
func splitSlash(s string, out []string) ([]string, bool) {
	for {
		i := strings.IndexByte(s, '/')
		if i < 0 {
			out = append(out, s)
			return out, len(out) <= 3
		}
		if len(out) == 2 {
			return out, false
		}
		out = append(out, s[:i])
		s = s[i+1:]
	}
}

// splitFieldsInto splits on spaces and tabs, appending the fields to fs
// and their 1-based columns to cs. The fields share line's memory (no
// copies: this is the hot loop of large meshes), so they must not outlive
// the parse.
func splitFieldsInto(line []byte, fs []string, cs []int) ([]string, []int) {
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\f' || line[i] == '\v') {
			i++
		}
		if i >= len(line) {
			break
		}
		st := i
		for i < len(line) && !(line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\f' || line[i] == '\v') {
			i++
		}
		fs = append(fs, unsafe.String(&line[st], i-st))
		cs = append(cs, st+1)
	}
	return fs, cs
}

// finiteField parses fields[k] (at column cols[k] of line) as a finite
// float32, or returns an error at its position. Shared by the OBJ and .mtl
// readers.
func finiteField(fields []string, cols []int, line, k int) (float32, error) {
	f, err := strconv.ParseFloat(fields[k], 32)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, &objError{Line: line, Col: cols[k], Msg: fmt.Sprintf("%q is not a finite number", fields[k])}
	}
	return float32(f), nil
}
