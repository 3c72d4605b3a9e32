package workspaces

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // model textures may be JPEG
	"path"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/internal/safefile"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// fromFileMaterial is the scene material name that draws a mesh with the
// materials of its model file (glTF materials, or the OBJ's .mtl files).
const fromFileMaterial = "from-file"

// fromFile turns rm (read from md, the file named by m.File) into one
// render mesh per material group of the file, each drawn with a scene
// material made from its file material (appended to sc.Materials) and, for
// glTF, the render state its material asks for: culling off when it is
// double-sided, back faces culled otherwise, alpha blending for BLEND.
// Problems are reported at the OBJ/.mtl line and column, or at the scene's
// file key with the glTF JSON path. It returns nil after an error.
func (l *loader) fromFile(f *tomlFile, p string, m *meshDef, rm render.Mesh, md *mesh.Data, sc *render.Scene) []render.Mesh {
	if m.File == "" {
		f.errAt(p+".material", "%s.material: %q needs a mesh file (file = \"model.gltf\" or an OBJ with mtllib)", p, fromFileMaterial)
		return nil
	}
	model, err := cleanRef(m.File)
	if err != nil {
		return nil // reported by the mesh loader
	}
	fms := md.Materials
	groups := md.Groups
	if strings.EqualFold(path.Ext(model), ".obj") {
		var ok bool
		if fms, groups, ok = l.objMaterials(model, md); !ok {
			return nil
		}
	}
	if len(groups) == 0 {
		groups = []mesh.Group{{Start: 0, Count: len(md.Indices), Material: -1}}
	}
	// scene materials for the file materials the groups use, made once
	matIdx := make([]int, len(fms)+1) // +1: the default material (index -1)
	bad := false
	base := sc.State
	if rm.State != nil {
		base = *rm.State
	}
	out := make([]render.Mesh, 0, len(groups))
	remap := make([]int32, len(rm.Vertices))
	for i := range remap {
		remap[i] = -1
	}
	for _, g := range groups {
		if g.Count == 0 {
			continue
		}
		fm := defaultFileMaterial
		if g.Material >= 0 {
			fm = fms[g.Material]
		}
		k := g.Material + 1
		if matIdx[k] == 0 {
			rm, ok := l.renderMaterial(f, p, model, &fm)
			if !ok {
				bad = true
				matIdx[k] = -1
				continue
			}
			sc.Materials = append(sc.Materials, rm)
			matIdx[k] = len(sc.Materials) // +1 so that 0 means "not yet"
		}
		if matIdx[k] < 0 {
			continue
		}
		sub := rm
		sub.Name = rm.Name + "/" + fm.Name
		sub.Material = matIdx[k] - 1
		sub.Vertices, sub.Indices = subMesh(rm.Vertices, rm.Indices[g.Start:g.Start+g.Count], remap)
		st := base
		if fm.Where != "" { // glTF: culling follows doubleSided
			st.Cull = render.CullBack
			if fm.DoubleSided {
				st.Cull = render.CullNone
			}
		}
		if fm.Alpha == mesh.AlphaBlend {
			st.Blend = render.BlendAlpha
		}
		if st != base || rm.State != nil {
			sub.State = &st
		}
		out = append(out, sub)
	}
	if bad {
		return nil
	}
	return out
}

// defaultFileMaterial draws the triangles of a file that name no material
// (glTF's default material: white, opaque, single-sided; OBJ faces before
// any usemtl).
var defaultFileMaterial = mesh.Material{Name: "default", Color: [4]float32{1, 1, 1, 1}, Filter: render.Bilinear, Wrap: true}

// subMesh returns the vertices idx uses and idx renumbered for them.
// remap (one entry per vertex, all -1) is left all -1 again.
func subMesh(verts []render.Vertex, idx []uint32, remap []int32) ([]render.Vertex, []uint32) {
	var vs []render.Vertex
	out := make([]uint32, len(idx))
	for i, v := range idx {
		if remap[v] < 0 {
			remap[v] = int32(len(vs))
			vs = append(vs, verts[v])
		}
		out[i] = uint32(remap[v])
	}
	for _, v := range idx {
		remap[v] = -1
	}
	return vs, out
}

// renderMaterial makes the scene material for file material fm of model:
// Textured (lit) with the decoded base colour texture, or Lambert in the
// base colour.
func (l *loader) renderMaterial(f *tomlFile, p, model string, fm *mesh.Material) (render.Material, bool) {
	c := fm.Color
	rm := render.Material{Name: path.Base(model) + ": " + fm.Name, Shading: render.Lambert, Color: mgl32.Vec4(c),
		Filter: fm.Filter, Wrap: fm.Wrap, WrapS: fm.WrapS, WrapT: fm.WrapT, NoMipmaps: fm.NoMipmaps, MagNearest: fm.MagNearest && fm.Filter != render.Nearest}
	if fm.Alpha == mesh.AlphaMask {
		rm.AlphaCutoff = fm.Cutoff
	}
	if fm.Image == nil {
		return rm, true
	}
	good := true
	for _, e := range fm.Earlier {
		if _, ok := l.fileTexture(f, p, model, e); !ok {
			good = false
		}
	}
	img, ok := l.fileTexture(f, p, model, fm.Image)
	ok = ok && good
	if !ok {
		return rm, false
	}
	rm.Shading, rm.Texture, rm.Lit = render.Textured, img, true
	return rm, true
}

// fileTexture decodes the image of a file material within the texture
// limits: embedded bytes, or a PNG or JPEG file inside the workspace named
// relative to the model (glTF) or the .mtl file. Errors go to the .mtl
// position, or to the scene's file key with the glTF JSON path.
func (l *loader) fileTexture(f *tomlFile, p, model string, fi *mesh.Image) (image.Image, bool) {
	report := func(format string, a ...any) {
		msg := fmt.Sprintf(format, a...)
		if fi.Line > 0 {
			l.d.add(fi.Where, fi.Line, fi.Col, "map_Kd: %s", msg)
		} else {
			f.errAt(p+".file", "%s.file: %s: glTF: %s: %s", p, model, fi.Where, msg)
		}
	}
	data := fi.Data
	name := ""
	if data == nil {
		dir := path.Dir(model)
		if fi.Line > 0 {
			dir = path.Dir(fi.Where) // the .mtl file
		}
		var err error
		name, err = relRef(dir, fi.URI)
		if err != nil {
			report("%v", err)
			return nil, false
		}
		if img, ok := l.textures[name]; ok {
			return img, true
		}
		l.note(name)
		data, err = safefile.ReadLimited(l.fsys, name, mesh.MaxTextureBytes)
		if err != nil {
			if isNotExist(err) {
				report("image %q not found in the workspace", name)
			} else {
				report("image %s", stripPathErr(err))
			}
			return nil, false
		}
	}
	what := "the embedded image"
	if name != "" {
		what = name
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	switch {
	case errors.Is(err, image.ErrFormat):
		report("%s: unsupported image format (want PNG or JPEG)", what)
	case err != nil:
		report("%s: cannot decode (%v)", what, err)
	case format != "png" && format != "jpeg":
		report("%s is %s; textures must be PNG or JPEG", what, format)
	case cfg.Width < 1 || cfg.Height < 1 || cfg.Width > mesh.MaxTextureSide || cfg.Height > mesh.MaxTextureSide:
		report("%s is %dx%d; textures must be 1..%d pixels per side", what, cfg.Width, cfg.Height, mesh.MaxTextureSide)
	case l.texels+int64(cfg.Width)*int64(cfg.Height) > maxTexels:
		report("%s: the workspace's textures exceed %d pixels in all (limit)", what, maxTexels)
	case format == "jpeg" && tooManyScans(data):
		report("%s has more than %d scans (the limit on JPEG scans)", what, mesh.MaxJPEGScans)
	default:
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			report("%s: %v", what, err)
			return nil, false
		}
		l.texels += int64(cfg.Width) * int64(cfg.Height)
		if name != "" {
			if l.textures == nil {
				l.textures = map[string]image.Image{}
			}
			l.textures[name] = img
		}
		return img, true
	}
	return nil, false
}

// relRef resolves ref, written in a file in folder dir, to a workspace
// path; it must stay inside the workspace.
func relRef(dir, ref string) (string, error) {
	switch {
	case ref == "":
		return "", errors.New("file name is empty")
	case strings.Contains(ref, "://"):
		return "", fmt.Errorf("%q is not a file inside the workspace", ref)
	case strings.HasPrefix(ref, "/"), len(ref) >= 2 && ref[1] == ':':
		return "", fmt.Errorf("path %q is absolute; paths are relative to the file that names them", ref)
	case strings.Contains(ref, `\`):
		return "", fmt.Errorf("path %q contains a backslash; use / between folders", ref)
	}
	j := path.Join(dir, ref)
	if j == ".." || strings.HasPrefix(j, "../") {
		return "", fmt.Errorf("path %q leaves the workspace folder", ref)
	}
	return cleanRef(j)
}

// objMaterials reads the .mtl files an OBJ names (relative to the OBJ,
// inside the workspace) and resolves its usemtl groups against them.
// Errors are reported at the OBJ's mtllib or usemtl position, or inside the
// .mtl file.
func (l *loader) objMaterials(model string, md *mesh.Data) ([]mesh.Material, []mesh.Group, bool) {
	var fms []mesh.Material
	byName := map[string]int{}
	ok := true
	for _, lib := range md.MtlLibs {
		name, err := relRef(path.Dir(model), lib.Name)
		if err != nil {
			l.d.add(model, lib.Line, lib.Col, "mtllib: %v", err)
			ok = false
			continue
		}
		l.note(name)
		data, err := safefile.ReadLimited(l.fsys, name, mesh.MaxFileSize)
		if err != nil {
			if isNotExist(err) {
				l.d.add(model, lib.Line, lib.Col, "mtllib: file %q not found in the workspace", name)
			} else {
				l.d.add(model, lib.Line, lib.Col, "mtllib: %s", stripPathErr(err))
			}
			ok = false
			continue
		}
		mats, err := mesh.ParseMTL(data)
		if err != nil {
			var me *mesh.Error
			if errors.As(err, &me) {
				l.d.add(name, me.Line, me.Col, "%s", me.Msg)
			} else {
				l.d.add(name, 0, 0, "%v", err)
			}
			ok = false
			continue
		}
		for _, fm := range mats {
			if _, dup := byName[fm.Name]; dup {
				continue // the first definition wins, as in most viewers
			}
			if fm.Image != nil {
				img := *fm.Image
				img.Where = name
				fm.Image = &img
			}
			for i, e := range fm.Earlier {
				img := *e
				img.Where = name
				fm.Earlier[i] = &img
			}
			byName[fm.Name] = len(fms)
			fms = append(fms, fm)
		}
	}
	if !ok {
		return nil, nil, false
	}
	groups := make([]mesh.Group, len(md.Groups))
	for i, g := range md.Groups {
		groups[i] = g
		if g.Ref.Name == "" {
			continue // faces before the first usemtl
		}
		mi, found := byName[g.Ref.Name]
		if !found {
			if len(md.MtlLibs) == 0 {
				l.d.add(model, g.Ref.Line, g.Ref.Col, "usemtl %q: the file names no material library (mtllib)", g.Ref.Name)
			} else {
				l.d.add(model, g.Ref.Line, g.Ref.Col, "usemtl %q: no such material in the mtllib files", g.Ref.Name)
			}
			ok = false
			continue
		}
		groups[i].Material = mi
	}
	return fms, groups, ok
}

// magFilter reads a scene material's mag_filter ("nearest" or "bilinear";
// by default nearest for filter = "nearest", bilinear otherwise) and
// reports whether magnification takes the nearest texel.
func (l *loader) magFilter(f *tomlFile, p string, m *materialDef, min render.Filter) bool {
	if m.MagFilter == "" {
		return false // Nearest magnifies with nearest anyway
	}
	return enumOf(f, p+".mag_filter", m.MagFilter, render.FilterNames[:render.Trilinear], render.Nearest) == render.Nearest && min != render.Nearest
}

// tooManyScans says whether a JPEG has more than mesh.MaxJPEGScans scans.
func tooManyScans(data []byte) bool {
	n, _ := mesh.JPEGScans(data, mesh.MaxJPEGScans)
	return n > mesh.MaxJPEGScans
}
