package mesh

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unsafe"
)

// Data is a mesh as read from a file, before it becomes a render.Mesh:
// indexed triangles with optional per-vertex normals, texture coordinates
// and colours (each either empty or as long as Positions).
type Data struct {
	Positions [][3]float32
	Normals   [][3]float32
	UVs       [][2]float32
	Colors    [][4]float32
	Indices   []uint32 // three per triangle

	// Materials of the file (glTF materials, or OBJ usemtl names resolved
	// by the loader against the mtllib files) and the index ranges that
	// use them, in file order. Groups is empty when the file names no
	// material.
	Materials []Material
	Groups    []Group
	MtlLibs   []Ref // OBJ: the mtllib files, where they are named
}

func (m *Data) Triangles() int { return len(m.Indices) / 3 }

// Limits on imported and inline meshes. They keep a hostile or mistaken
// file from exhausting memory or making every reload take seconds.
const (
	MaxFileSize  = 32 << 20 // bytes, OBJ or glTF/GLB (including external buffers)
	MaxTriangles = 262144   // per workspace, all meshes together
	MaxVertices  = 786432   // per workspace
)

// Error is a problem at a line and column of an OBJ file.
type Error struct {
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// ParseOBJ reads a Wavefront OBJ file: v (with optional per-vertex colour
// after x y z), vt (v flipped to the renderer's top-left origin), vn and f
// statements; faces may use v, v/vt, v//vn and
// v/vt/vn references, negative (relative) indices, and any number of
// vertices (polygons are triangulated as a fan). mtllib and usemtl are
// recorded (the loader reads the .mtl files, see mtl.go); grouping and
// smoothing statements are accepted and ignored; lines and points are
// ignored. Unknown statements are errors, so typos do not pass silently.
func ParseOBJ(src []byte) (*Data, error) {
	if len(src) > MaxFileSize {
		return nil, &Error{Line: 0, Msg: fmt.Sprintf("file is %d bytes, larger than the %d-byte limit", len(src), MaxFileSize)}
	}
	p := &objParser{remap: make(map[uint64]uint32, min(len(src)/64, MaxVertices))}
	for len(src) > 0 {
		var line []byte
		line, src = p.nextLine(src)
		p.fields, p.cols = lineFields(line, p.fields[:0], p.cols[:0])
		if len(p.fields) == 0 {
			continue
		}
		if err := p.record(); err != nil {
			return nil, err
		}
	}
	return p.finish()
}

// objParser is ParseOBJ's state: the vertex attributes read so far, the
// mesh built from the faces, and the current line's fields.
type objParser struct {
	pos   [][3]float32
	cols4 [][4]float32
	uvs   [][2]float32
	nrms  [][3]float32
	out   Data
	remap map[uint64]uint32 // (v, vt, vn) → the mesh's vertex

	anyUV, anyN, anyCol bool

	lineNo  int
	fields  []string // the current line's fields
	cols    []int    // and their 1-based columns
	joinBuf []byte
	refs    []objVertexRef
	ids     []uint32
}

// objVertexRef is one face vertex's v/vt/vn indices (0-based, -1: none).
type objVertexRef struct{ v, t, n int }

// nextLine cuts the next line from src, joining continuation lines, and
// counts the lines it read.
func (p *objParser) nextLine(src []byte) (line, rest []byte) {
	p.lineNo++
	if i := bytes.IndexByte(src, '\n'); i >= 0 {
		line, src = src[:i], src[i+1:]
	} else {
		line, src = src, nil
	}
	// Line continuations are joined in one buffer that grows as
	// lines are appended (copying the joined line per continuation
	// was quadratic: 200k continuations took 22 s).
	if len(src) > 0 && bytes.HasSuffix(bytes.TrimRight(line, "\r"), []byte("\\")) {
		joined := append(p.joinBuf[:0], line...)
		for len(src) > 0 && bytes.HasSuffix(bytes.TrimRight(joined, "\r"), []byte("\\")) {
			joined = bytes.TrimSuffix(bytes.TrimRight(joined, "\r"), []byte("\\"))
			var next []byte
			if i := bytes.IndexByte(src, '\n'); i >= 0 {
				next, src = src[:i], src[i+1:]
			} else {
				next, src = src, nil
			}
			p.lineNo++
			joined = append(joined, next...)
		}
		line, p.joinBuf = joined, joined
	}
	return line, src
}

// errAt is an error at the current line's field k.
func (p *objParser) errAt(k int, format string, a ...any) error {
	return &Error{Line: p.lineNo, Col: p.cols[k], Msg: fmt.Sprintf(format, a...)}
}

// num parses the current line's field k as a finite number.
func (p *objParser) num(k int) (float32, error) { return finiteField(p.fields, p.cols, p.lineNo, k) }

// nums parses fields from..from+len(dst)-1 into dst.
func (p *objParser) nums(from int, dst []float32) error {
	for k := range dst {
		f, err := p.num(from + k)
		if err != nil {
			return err
		}
		dst[k] = f
	}
	return nil
}

// record reads the current line's statement.
func (p *objParser) record() error {
	switch p.fields[0] {
	case "v":
		return p.vertex()
	case "vt":
		return p.texCoord()
	case "vn":
		return p.normal()
	case "f":
		return p.face()
	case "mtllib":
		return p.mtllib()
	case "usemtl":
		return p.usemtl()
	case "o", "g", "s", "l", "p", "vp", "mg", "shadow_obj", "trace_obj", "bevel", "c_interp", "d_interp", "lod", "maplib", "usemap":
		// accepted, ignored (materials come from the scene file)
		return nil
	default:
		return p.errAt(0, "unknown OBJ statement %q", p.fields[0])
	}
}

// vertex reads v x y z [w] or v x y z r g b.
func (p *objParser) vertex() error {
	fields := p.fields
	if len(fields) != 4 && len(fields) != 5 && len(fields) != 7 {
		return p.errAt(0, "v needs x y z [w] or x y z r g b, found %d values", len(fields)-1)
	}
	var v [3]float32
	if err := p.nums(1, v[:]); err != nil {
		return err
	}
	c := [4]float32{1, 1, 1, 1}
	if len(fields) == 7 {
		p.anyCol = true
		if err := p.nums(4, c[:3]); err != nil {
			return err
		}
	} else if len(fields) == 5 {
		w, err := p.num(4)
		if err != nil {
			return err
		}
		if w == 0 {
			return p.errAt(4, "w must not be 0")
		}
		v = [3]float32{v[0] / w, v[1] / w, v[2] / w}
	}
	if len(p.pos) >= MaxVertices {
		return p.errAt(0, "more than %d vertices", MaxVertices)
	}
	p.pos = append(p.pos, v)
	p.cols4 = append(p.cols4, c)
	return nil
}

// texCoord reads vt u [v [w]].
func (p *objParser) texCoord() error {
	fields := p.fields
	if len(fields) < 2 || len(fields) > 4 {
		return p.errAt(0, "vt needs u [v [w]], found %d values", len(fields)-1)
	}
	var t [2]float32
	if err := p.nums(1, t[:min(len(fields)-1, 2)]); err != nil {
		return err
	}
	if len(fields) == 4 {
		if _, err := p.num(3); err != nil {
			return err
		}
	}
	// OBJ measures v upwards from the bottom of the image; the
	// renderer's (0, 0) is its top-left corner
	t[1] = 1 - t[1]
	if len(p.uvs) >= MaxVertices {
		return p.errAt(0, "more than %d texture coordinates", MaxVertices)
	}
	p.uvs = append(p.uvs, t)
	return nil
}

// normal reads vn x y z.
func (p *objParser) normal() error {
	if len(p.fields) != 4 {
		return p.errAt(0, "vn needs x y z, found %d values", len(p.fields)-1)
	}
	var n [3]float32
	if err := p.nums(1, n[:]); err != nil {
		return err
	}
	if len(p.nrms) >= MaxVertices {
		return p.errAt(0, "more than %d normals", MaxVertices)
	}
	p.nrms = append(p.nrms, n)
	return nil
}

// face reads f with three or more vertex references, triangulated as a fan.
func (p *objParser) face() error {
	fields := p.fields
	if len(fields) < 4 {
		return p.errAt(0, "a face needs at least 3 vertices, found %d", len(fields)-1)
	}
	p.refs = p.refs[:0]
	for k := 1; k < len(fields); k++ {
		r, err := p.faceVertex(k)
		if err != nil {
			return err
		}
		p.refs = append(p.refs, r)
	}
	out := &p.out
	if out.Triangles()+len(p.refs)-2 > MaxTriangles {
		return p.errAt(0, "more than %d triangles", MaxTriangles)
	}
	p.ids = p.ids[:0]
	for _, r := range p.refs {
		p.ids = append(p.ids, p.meshVertex(r))
	}
	ids := p.ids
	for k := 1; k+1 < len(ids); k++ {
		out.Indices = append(out.Indices, ids[0], ids[k], ids[k+1])
	}
	if n := len(out.Groups); n > 0 {
		out.Groups[n-1].Count = len(out.Indices) - out.Groups[n-1].Start
	}
	return nil
}

// faceVertex reads the face's field k: v, v/vt, v//vn or v/vt/vn.
func (p *objParser) faceVertex(k int) (objVertexRef, error) {
	field := p.fields[k]
	var partBuf [3]string
	parts, ok := splitSlash(field, partBuf[:0])
	if !ok {
		return objVertexRef{}, p.errAt(k, "bad face vertex %q (want v, v/vt, v//vn or v/vt/vn)", field)
	}
	r := objVertexRef{-1, -1, -1}
	counts := [3]int{len(p.pos), len(p.uvs), len(p.nrms)}
	names := [3]string{"vertex", "texture coordinate", "normal"}
	vals := [3]*int{&r.v, &r.t, &r.n}
	for j, s := range parts {
		if s == "" {
			if j == 0 {
				return r, p.errAt(k, "face vertex %q has no position index", field)
			}
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return r, p.errAt(k, "bad index %q in %q", s, field)
		}
		idx := n - 1
		if n < 0 {
			idx = counts[j] + n
		}
		if n == 0 || idx < 0 || idx >= counts[j] {
			return r, p.errAt(k, "%s index %d out of range (%d defined so far)", names[j], n, counts[j])
		}
		*vals[j] = idx
	}
	if r.t >= 0 {
		p.anyUV = true
	}
	if r.n >= 0 {
		p.anyN = true
	}
	return r, nil
}

// meshVertex is the mesh's vertex for a v/vt/vn triple, added on first use.
func (p *objParser) meshVertex(r objVertexRef) uint32 {
	out := &p.out
	// indices are below MaxVertices < 2^21: pack the triple
	key := uint64(r.v+1)<<42 | uint64(r.t+1)<<21 | uint64(r.n+1)
	id, ok := p.remap[key]
	if ok {
		return id
	}
	id = uint32(len(out.Positions))
	p.remap[key] = id
	out.Positions = append(out.Positions, p.pos[r.v])
	out.Colors = append(out.Colors, p.cols4[r.v])
	var t [2]float32
	if r.t >= 0 {
		t = p.uvs[r.t]
	}
	out.UVs = append(out.UVs, t)
	var n [3]float32
	if r.n >= 0 {
		n = p.nrms[r.n]
	}
	out.Normals = append(out.Normals, n)
	return id
}

// mtllib records the material libraries a file names.
func (p *objParser) mtllib() error {
	if len(p.fields) < 2 {
		return p.errAt(0, "mtllib needs a file name")
	}
	for k := 1; k < len(p.fields); k++ {
		if len(p.out.MtlLibs) >= MaxMtlLibs {
			return p.errAt(k, "more than %d mtllib files", MaxMtlLibs)
		}
		p.out.MtlLibs = append(p.out.MtlLibs, Ref{Name: strings.Clone(p.fields[k]), Line: p.lineNo, Col: p.cols[k]})
	}
	return nil
}

// usemtl starts a material group.
func (p *objParser) usemtl() error {
	if len(p.fields) < 2 {
		return p.errAt(0, "usemtl needs a material name")
	}
	out := &p.out
	name := p.fields[1]
	if n := len(out.Groups); n > 0 && out.Groups[n-1].Count == 0 {
		out.Groups = out.Groups[:n-1] // nothing used the previous one
	}
	if len(out.Groups) >= MaxGroups {
		return p.errAt(0, "more than %d material groups", MaxGroups)
	}
	out.Groups = append(out.Groups, Group{Start: len(out.Indices), Material: -1,
		Ref: Ref{Name: strings.Clone(name), Line: p.lineNo, Col: p.cols[1]}})
	return nil
}

// finish checks the file had faces, closes the material groups and drops
// the attributes no face used.
func (p *objParser) finish() (*Data, error) {
	out := &p.out
	if len(out.Indices) == 0 {
		return nil, &Error{Line: p.lineNo, Col: 1, Msg: "no faces (f statements) in the file"}
	}
	if n := len(out.Groups); n > 0 && out.Groups[n-1].Count == 0 {
		out.Groups = out.Groups[:n-1]
	}
	if len(out.Groups) > 0 && out.Groups[0].Start > 0 {
		// faces before the first usemtl: the default material
		out.Groups = append([]Group{{Start: 0, Count: out.Groups[0].Start, Material: -1}}, out.Groups...)
	}
	if !p.anyUV {
		out.UVs = nil
	}
	if !p.anyN {
		out.Normals = nil
	}
	if !p.anyCol {
		out.Colors = nil
	}
	return out, nil
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

// lineFields drops a line's comment (from #) and splits the rest into
// fields (splitFieldsInto). Shared by the OBJ and .mtl readers.
func lineFields(line []byte, fs []string, cs []int) ([]string, []int) {
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return splitFieldsInto(line, fs, cs)
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
		return 0, &Error{Line: line, Col: cols[k], Msg: fmt.Sprintf("%q is not a finite number", fields[k])}
	}
	return float32(f), nil
}
