package mesh

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/render"
)

// Materials read from model files: glTF 2.0 metallic-roughness materials
// (gltf.go) and Wavefront .mtl files named by an OBJ's mtllib (this file).
// A scene mesh uses them with material = "from-file" (see
// loader.fromFile in materials.go).

// Limits on model materials, beyond the texture limits of load.go.
const (
	MaxMtlLibs       = 16
	MaxGroups        = 4096 // usemtl groups of an OBJ, primitives of a glTF
	MaxFileMaterials = 1024
)

// Alpha modes of a file material (glTF alphaMode; .mtl d/Tr below 1 is blend).
const (
	AlphaOpaque = iota
	AlphaMask
	AlphaBlend
)

// Material is one material of a model file.
type Material struct {
	Name  string
	Color [4]float32 // base colour factor (glTF) or Kd with d (.mtl)
	Image *Image     // base colour texture, or nil
	// Earlier are the material's earlier map_Kd lines (the last wins):
	// each is still checked, so that every bad one is reported.
	Earlier     []*Image
	Filter      render.Filter
	Wrap        bool
	WrapS       render.WrapMode // per axis (glTF samplers); WrapDefault follows Wrap
	WrapT       render.WrapMode
	NoMipmaps   bool    // glTF minFilter NEAREST or LINEAR: level 0 only
	MagNearest  bool    // glTF magFilter NEAREST
	Alpha       int     // AlphaOpaque, AlphaMask, AlphaBlend
	Cutoff      float32 // AlphaMask: fragments with alpha below it are discarded
	DoubleSided bool
	Where       string // glTF JSON path of the material ("materials[2]") or "" for .mtl
}

// Image is an image a file material refers to: bytes embedded in the
// model file, or a path relative to the model's folder.
type Image struct {
	Where string // glTF JSON path ("images[0]") or .mtl position "file.mtl:3:8"
	URI   string // external file, relative to the model file's folder
	Data  []byte // embedded bytes
	Mime  string // embedded: image/png or image/jpeg as declared
	Line  int    // .mtl: where map_Kd names the file
	Col   int
}

// Group is a run of triangles (Count indices from Start) drawn with
// one file material (Material indexes Data.Materials, -1 = none).
type Group struct {
	Start, Count int
	Material     int
	Ref          Ref // OBJ: the usemtl statement
}

// Ref is a name written at a line and column of an OBJ file.
type Ref struct {
	Name      string
	Line, Col int
}

// ParseMTL reads a Wavefront material library: newmtl, Kd, map_Kd (with
// -clamp on|off; other options are skipped), d and Tr. Lighting and other
// texture statements of the format are accepted and ignored; unknown
// statements are errors, as in OBJ files.
func ParseMTL(src []byte) ([]Material, error) {
	if len(src) > MaxFileSize {
		return nil, &Error{Msg: fmt.Sprintf("file is %d bytes, larger than the %d-byte limit", len(src), MaxFileSize)}
	}
	p := &mtlParser{}
	for len(src) > 0 {
		p.lineNo++
		var line []byte
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			line, src = src, nil
		}
		p.fields, p.cols = lineFields(line, p.fields[:0], p.cols[:0])
		if len(p.fields) == 0 {
			continue
		}
		if err := p.record(); err != nil {
			return nil, err
		}
	}
	if len(p.mats) == 0 {
		return nil, &Error{Line: max(p.lineNo, 1), Col: 1, Msg: "no materials (newmtl statements) in the file"}
	}
	return p.mats, nil
}

// mtlParser is ParseMTL's state: the materials so far and the current
// line's fields.
type mtlParser struct {
	mats   []Material
	lineNo int
	fields []string
	cols   []int
}

// errAt is an error at the current line's field k.
func (p *mtlParser) errAt(k int, format string, a ...any) error {
	return &Error{Line: p.lineNo, Col: p.cols[k], Msg: fmt.Sprintf(format, a...)}
}

// num parses the current line's field k as a finite number.
func (p *mtlParser) num(k int) (float32, error) { return finiteField(p.fields, p.cols, p.lineNo, k) }

// record reads the current line's statement; every statement but newmtl
// belongs to the material the last newmtl started.
func (p *mtlParser) record() error {
	stmt := strings.ToLower(p.fields[0])
	switch stmt {
	case "newmtl":
		return p.newmtl()
	case "kd", "d", "tr", "map_kd", "ka", "ks", "ke", "ns", "ni", "illum", "tf", "sharpness", "pr", "pm", "ps", "pc", "pcr", "aniso", "anisor",
		"map_ka", "map_ks", "map_ke", "map_ns", "map_d", "map_bump", "bump", "disp", "decal", "refl", "norm",
		"map_pr", "map_pm", "map_ps", "map_refl", "map_aat":
	default:
		return p.errAt(0, "unknown .mtl statement %q", p.fields[0])
	}
	if len(p.mats) == 0 {
		return p.errAt(0, "%s before the first newmtl", p.fields[0])
	}
	m := &p.mats[len(p.mats)-1]
	switch stmt {
	case "kd":
		return p.kd(m)
	case "d", "tr":
		return p.alpha(m)
	case "map_kd":
		return p.mapKd(m)
	}
	return nil // lighting and other maps: accepted, ignored
}

// newmtl starts a material.
func (p *mtlParser) newmtl() error {
	if len(p.fields) < 2 {
		return p.errAt(0, "newmtl needs a material name")
	}
	if len(p.mats) >= MaxFileMaterials {
		return p.errAt(0, "more than %d materials", MaxFileMaterials)
	}
	p.mats = append(p.mats, Material{Name: strings.Clone(p.fields[1]), Color: [4]float32{1, 1, 1, 1}, Filter: render.Bilinear, Wrap: true, DoubleSided: true})
	return nil
}

// kd reads Kd r g b (or one value for all three).
func (p *mtlParser) kd(m *Material) error {
	fields := p.fields
	if len(fields) == 2 && strings.EqualFold(fields[1], "spectral") || len(fields) >= 2 && strings.EqualFold(fields[1], "xyz") {
		return nil // not RGB: ignored
	}
	if len(fields) != 2 && len(fields) != 4 {
		return p.errAt(0, "Kd needs r g b, found %d values", len(fields)-1)
	}
	for k := 0; k < 3; k++ {
		fi := 1 + k
		if len(fields) == 2 {
			fi = 1
		}
		v, err := p.num(fi)
		if err != nil {
			return err
		}
		if v < 0 || v > 1 {
			return p.errAt(fi, "Kd component %v out of range 0..1", v)
		}
		m.Color[k] = v
	}
	return nil
}

// alpha reads d (opacity) or Tr (transparency).
func (p *mtlParser) alpha(m *Material) error {
	fields := p.fields
	k := len(fields) - 1 // "d -halo 0.5": the value is last
	if k < 1 {
		return p.errAt(0, "%s needs a value", fields[0])
	}
	v, err := p.num(k)
	if err != nil {
		return err
	}
	if v < 0 || v > 1 {
		return p.errAt(k, "%s %v out of range 0..1", fields[0], v)
	}
	if strings.EqualFold(fields[0], "tr") {
		v = 1 - v
	}
	m.Color[3] = v
	m.Alpha = AlphaOpaque
	if v < 1 {
		m.Alpha = AlphaBlend
	}
	return nil
}

// mapKd reads map_Kd [options] file.
func (p *mtlParser) mapKd(m *Material) error {
	fields := p.fields
	k := 1
	for k < len(fields)-1 && strings.HasPrefix(fields[k], "-") {
		opt := strings.ToLower(fields[k])
		n := mtlOptionArgs(opt)
		if n < 0 {
			return p.errAt(k, "unknown map_Kd option %q", fields[k])
		}
		if opt == "-clamp" && k+1 < len(fields) {
			m.Wrap = !strings.EqualFold(fields[k+1], "on")
		}
		// numeric arguments: as many as are numbers, up to n
		k++
		for j := 0; j < n && k < len(fields)-1; j++ {
			if _, err := strconv.ParseFloat(fields[k], 32); err != nil && opt != "-clamp" && opt != "-blendu" && opt != "-blendv" && opt != "-cc" && opt != "-imfchan" {
				break
			}
			k++
		}
	}
	if k != len(fields)-1 {
		return p.errAt(0, "map_Kd needs one file name (file names with spaces are not supported)")
	}
	if m.Image != nil {
		m.Earlier = append(m.Earlier, m.Image)
	}
	m.Image = &Image{URI: strings.Clone(fields[k]), Line: p.lineNo, Col: p.cols[k]}
	return nil
}

// mtlOptionArgs is the largest number of arguments of a texture map
// option, or -1 for an unknown option.
func mtlOptionArgs(opt string) int {
	switch opt {
	case "-blendu", "-blendv", "-cc", "-clamp", "-bm", "-boost", "-texres", "-imfchan", "-type":
		return 1
	case "-mm":
		return 2
	case "-o", "-s", "-t":
		return 3
	}
	return -1
}
