package workspaces

import (
	"bytes"
	"image"
	_ "image/png" // textures
	"sort"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// Loading a scene file (the loader's part for scene.toml and what it
// names): cameras, viewports, render state, materials and textures, each
// checked with file:line:col errors.

func (l *loader) scene(wf *tomlFile, ref string, w *workspaceFile, ws *Workspace) {
	name, data, ok := l.readRef(wf, "scene", ref, MaxTextFileSize)
	if !ok {
		return
	}
	f := parseTOML(name, data, &l.d)
	if f == nil {
		return
	}
	var sf sceneFile
	f.decode(&sf)
	sc := render.NewScene()
	if sf.Clear.Set {
		sc.Clear = mgl32.Vec4(sf.Clear.RGBA)
	}
	if sf.ClearDepth != nil {
		if *sf.ClearDepth < 0 || *sf.ClearDepth > 1 {
			f.errAt("clear_depth", "clear_depth: %v out of range 0..1", *sf.ClearDepth)
		}
		sc.ClearDepth = float32(*sf.ClearDepth)
		sc.ClearDepthSet = true
	}

	// cameras
	cams := map[string]int{}
	var camList []render.Camera
	var camNames []string
	for i := range sf.Cameras {
		c := &sf.Cameras[i]
		p := tomlpos.IndexPath("cameras", i)
		cname := entryName(f, p, "camera", c.Name, i, cams)
		camNames = append(camNames, cname)
		camList = append(camList, l.camera(f, p, c))
	}
	if len(camList) == 0 {
		camList = []render.Camera{render.DefaultCamera()}
		camNames = []string{"default"}
		cams["default"] = 0
	}

	// viewports
	var vps []Viewport
	vpNames := map[string]int{}
	for i := range sf.Viewports {
		v := &sf.Viewports[i]
		p := tomlpos.IndexPath("viewports", i)
		vname := entryName(f, p, "viewport", v.Name, i, vpNames)
		cam := camList[0]
		if v.Camera != "" {
			if ci, ok := cams[v.Camera]; ok {
				cam = camList[ci]
			} else {
				unknownName(f, p+".camera", "camera", v.Camera, camNames)
			}
		}
		opts, levels := l.viewport(f, p, v)
		vps = append(vps, Viewport{Name: vname, Camera: cam, Options: opts, Levels: levels})
	}
	if len(vps) == 0 {
		o := render.DefaultOptions(512, 512)
		vps = []Viewport{{Name: "default", Camera: camList[0], Options: o, Levels: []int{512}}}
	}
	sel := vps[0]
	if w.Viewport != "" {
		found := false
		names := make([]string, len(vps))
		for i, v := range vps {
			names[i] = v.Name
			if v.Name == w.Viewport {
				sel, found = v, true
			}
		}
		if !found {
			unknownName(wf, "viewport", "viewport", w.Viewport, names)
		}
	}
	if w.Debug != "" {
		dv, err := render.ParseDebugView(w.Debug)
		if err != nil {
			wf.errAt("debug", "debug: %v", err)
		}
		for i := range vps {
			vps[i].Options.Debug = dv
		}
		sel.Options.Debug = dv
	}
	sc.Camera = sel.Camera
	ws.Options = sel.Options
	ws.Levels = sel.Levels
	ws.Viewport = sel.Name
	ws.Viewports = vps

	// light
	lt := render.DefaultLight()
	if sf.Light.Direction != nil {
		d := mgl32.Vec3(*sf.Light.Direction)
		if d.Len() == 0 {
			f.errAt("light.direction", "light.direction: must not be the zero vector")
		} else {
			lt.Direction = d
		}
	}
	if sf.Light.Color.Set {
		lt.Color = mgl32.Vec3(sf.Light.Color.V)
	}
	if sf.Light.Ambient.Set {
		lt.Ambient = mgl32.Vec3(sf.Light.Ambient.V)
	}
	sc.Light = lt

	// state
	sc.State = l.state(f, "state", &sf.State, render.DefaultState())

	// materials
	mats := map[string]int{}
	var matNames []string
	for i := range sf.Materials {
		m := &sf.Materials[i]
		p := tomlpos.IndexPath("materials", i)
		mname := entryName(f, p, "material", m.Name, i, mats)
		matNames = append(matNames, mname)
		sc.Materials = append(sc.Materials, l.material(f, p, mname, m))
	}
	if len(sc.Materials) == 0 {
		sc.Materials = []render.Material{{Name: "default", Shading: render.Lambert, Color: mgl32.Vec4{0.8, 0.8, 0.8, 1}}}
	}

	// meshes
	for i := range sf.Meshes {
		m := &sf.Meshes[i]
		p := tomlpos.IndexPath("meshes", i)
		sceneMesh, md, ok := l.mesh(f, p, m, sc.State)
		if !ok {
			continue
		}
		if m.Material == fromFileMaterial { // materials.go
			if parts := l.fromFile(f, p, m, sceneMesh, md, sc); m.Visible == nil || *m.Visible {
				sc.Meshes = append(sc.Meshes, parts...)
			}
			continue
		}
		if m.Material != "" {
			if mi, found := mats[m.Material]; found {
				sceneMesh.Material = mi
			} else {
				unknownName(f, p+".material", "material", m.Material, matNames)
			}
		}
		if sceneMesh.Material < len(sf.Materials) && sf.Materials[sceneMesh.Material].Shading == render.ShadingNames.String(render.Textured) && sceneMesh.Vertices != nil && !m.hasUV {
			f.errAt(p, "%s: material %q is textured but the mesh has no texture coordinates", p, matNames[sceneMesh.Material])
		}
		if m.Visible != nil && !*m.Visible {
			continue
		}
		sc.Meshes = append(sc.Meshes, sceneMesh)
	}
	ws.Scene = sc
}

func (l *loader) camera(f *tomlFile, p string, c *cameraDef) render.Camera {
	cam := render.DefaultCamera()
	switch enumOf(f, p+".projection", c.Projection, render.ProjectionNames, render.Perspective) {
	case render.Orthographic:
		cam.Projection = render.Orthographic
		cam.OrthoHeight = 2
	case render.PixelOrtho:
		cam.Projection = render.PixelOrtho
	}
	if c.Eye != nil {
		cam.Eye = mgl32.Vec3(*c.Eye)
	}
	cam.Target = mgl32.Vec3(c.Target)
	if c.Up != nil {
		cam.Up = mgl32.Vec3(*c.Up)
		if cam.Up.Len() == 0 {
			f.errAt(p+".up", "%s.up: must not be the zero vector", p)
		}
	}
	if c.FovY != nil {
		cam.FovY = *c.FovY
		if cam.FovY <= 0 || cam.FovY >= 180 {
			f.errAt(p+".fov_y", "%s.fov_y: %v out of range (0, 180) degrees", p, cam.FovY)
		}
	}
	if c.Near != nil {
		cam.Near = *c.Near
	}
	if c.Far != nil {
		cam.Far = *c.Far
	}
	if c.OrthoHeight != nil {
		cam.OrthoHeight = *c.OrthoHeight
		if cam.OrthoHeight <= 0 {
			f.errAt(p+".ortho_height", "%s.ortho_height: must be positive", p)
		}
	}
	if c.PixelWidth < 0 || c.PixelWidth > render.MaxViewport {
		f.errAt(p+".pixel_width", "%s.pixel_width: %d out of range 0..%d", p, c.PixelWidth, render.MaxViewport)
	} else {
		cam.PixelWidth = c.PixelWidth
	}
	if cam.Projection != render.PixelOrtho {
		if cam.Near <= 0 && cam.Projection == render.Perspective {
			f.errAt(p+".near", "%s.near: must be positive for a perspective camera", p)
		}
		if cam.Far <= cam.Near {
			f.errAt(p+".far", "%s.far: %v must be greater than near (%v)", p, cam.Far, cam.Near)
		}
		if cam.Eye.Sub(cam.Target).Len() == 0 {
			f.errAt(p+".eye", "%s.eye: the camera is at its target; eye and target must differ", p)
		} else if up := cam.Up; up.Len() > 0 && cam.Target.Sub(cam.Eye).Normalize().Cross(up.Normalize()).Len() < 1e-6 {
			f.errAt(p+".up", "%s.up: parallel to the viewing direction", p)
		}
	}
	return cam
}

// viewportLevels checks a viewport's levels (the widths compare renders,
// from the viewport's own width down by powers of two); none: the width.
func viewportLevels(f *tomlFile, p string, list []int, w, h int) []int {
	levels := append([]int(nil), list...)
	if len(levels) == 0 {
		levels = []int{w}
	}
	sorted := append([]int(nil), levels...)
	sort.Sort(sort.Reverse(sort.IntSlice(sorted)))
	for i := range levels {
		if levels[i] != sorted[i] || (i > 0 && levels[i] == levels[i-1]) {
			f.errAt(p+".levels", "%s.levels: list distinct widths from largest to smallest, e.g. [%d, %d]", p, w, w/2)
			break
		}
	}
	for i := 1; i < len(levels); i++ {
		a, b := levels[i-1], levels[i]
		if b <= 0 || a%b != 0 || (a/b)&(a/b-1) != 0 {
			f.errAt(p+".levels", "%s.levels: each level must be the previous one divided by a power of two (%d then %d)", p, a, b)
			break
		}
	}
	if levels[0] != w {
		f.errAt(p+".levels", "%s.levels: the first level must be the viewport width %d, found %d", p, w, levels[0])
	}
	for _, l := range levels[1:] {
		// compare renders each level at the viewport's aspect ratio: said
		// here, at the levels, rather than by compare without a place.
		if w > 0 && l > 0 && (int64(l)*int64(h))%int64(w) != 0 {
			f.errAt(p+".levels", "%s.levels: level %d does not keep the viewport's %d:%d aspect ratio in whole pixels", p, l, w, h)
			break
		}
	}
	if len(levels) > 12 {
		f.errAt(p+".levels", "%s.levels: at most 12 levels", p)
	}
	return levels
}

func (l *loader) viewport(f *tomlFile, p string, v *viewportDef) (render.Options, []int) {
	for _, k := range []struct {
		key string
		v   int
	}{{"width", v.Width}, {"height", v.Height}} {
		if k.v == 0 && f.has(p+"."+k.key) { // left out, it defaults; 0 written is a mistake
			f.errAt(p+"."+k.key, "%s.%s: 0 is out of range 1..%d", p, k.key, render.MaxViewport)
		}
	}
	w := v.Width
	if w == 0 {
		w = 512
	}
	h := v.Height
	if h == 0 {
		h = w
	}
	o := render.DefaultOptions(w, h)
	o.Snap = enumOf(f, p+".snap", v.Snap, render.SnapModeNames, render.SnapFixed)
	if v.SubpixelBits != nil {
		o.SubpixelBits = *v.SubpixelBits
	}
	o.Conservative = v.Conservative
	o.Degenerate = enumOf(f, p+".degenerate", v.Degenerate, render.DegenerateNames, render.DegenerateCull)
	if v.Samples != 0 {
		o.Samples = v.Samples
	}
	if v.TileSize != 0 {
		o.TileSize = v.TileSize
	}
	if v.Debug != "" {
		dv, err := render.ParseDebugView(v.Debug)
		if err != nil {
			f.errAt(p+".debug", "%s.debug: %v", p, err)
		}
		o.Debug = dv
	}
	levels := viewportLevels(f, p, v.Levels, w, h)
	if int64(w)*int64(h) > maxViewportArea {
		f.errAt(p+".width", "%s: %dx%d is more than %d pixels (limit)", p, w, h, maxViewportArea)
		return o, levels
	}
	o.EdgeBits = v.EdgeBits
	o.EdgeEval = enumOf(f, p+".edge_eval", v.EdgeEval, render.EdgeEvaluatorNames, render.EvalNormalized)
	if v.EdgeEval != "" {
		if v.EdgeBits == 0 {
			f.errAt(p+".edge_eval", "%s.edge_eval: set edge_bits (32, 40 or 48) too; edge_bits = 0 evaluates exactly", p)
		}
	}
	o.ReferenceSize = max(w, h)
	if v.ReferenceSize != 0 {
		o.ReferenceSize = v.ReferenceSize
	}
	if err := o.Validate(); err != nil {
		key := p
		msg := err.Error()
		switch {
		case strings.HasPrefix(msg, "edge bits"):
			key = p + ".edge_bits"
		case strings.Contains(msg, "viewport"):
			key = p + ".width"
		case strings.Contains(msg, "subpixel"):
			key = p + ".subpixel_bits"
		case strings.Contains(msg, "samples"), strings.Contains(msg, "conservative"):
			key = p + ".samples"
		case strings.Contains(msg, "tile"):
			key = p + ".tile_size"
		case strings.Contains(msg, "reference"):
			key = p + ".reference_size"
		}
		f.errAt(key, "%s: %s", p, msg)
		return o, levels
	}
	for _, lv := range levels[1:] {
		lo := o
		lo.Width = lv
		lo.Height = max(1, h*lv/w)
		if err := lo.Validate(); err != nil {
			f.errAt(p+".levels", "%s.levels: level %d: %v", p, lv, err)
			return o, levels
		}
	}
	if v.Hierarchy {
		if len(levels) < 2 {
			f.errAt(p+".hierarchy", "%s.hierarchy: a hierarchical render needs levels, e.g. levels = [%d, %d, %d]", p, w, w/2, w/4)
			return o, levels
		}
		o.Hierarchy = append([]int(nil), levels...)
		if err := o.Validate(); err != nil {
			f.errAt(p+".hierarchy", "%s.hierarchy: %v", p, err)
			o.Hierarchy = nil
		}
	}
	return o, levels
}

func (l *loader) state(f *tomlFile, p string, s *stateDef, base render.State) render.State {
	st := base
	if s.DepthTest != nil {
		st.DepthTest = *s.DepthTest
	}
	if s.DepthWrite != nil {
		st.DepthWrite = *s.DepthWrite
	}
	if s.DepthFunc != "" {
		st.DepthFunc = enumOf(f, p+".depth_func", s.DepthFunc, render.DepthFuncNames, render.DepthLess)
	}
	if s.Blend != "" {
		st.Blend = enumOf(f, p+".blend", s.Blend, render.BlendModeNames, render.BlendOff)
	}
	if s.Cull != "" {
		st.Cull = enumOf(f, p+".cull", s.Cull, render.CullModeNames, render.CullNone)
	}
	if s.FrontFace != "" {
		st.FrontFace = enumOf(f, p+".front_face", s.FrontFace, render.WindingNames, render.CCW)
	}
	if s.ColorMask != nil {
		var m render.ColorMask
		for _, r := range *s.ColorMask {
			switch r {
			case 'r':
				m |= render.MaskR
			case 'g':
				m |= render.MaskG
			case 'b':
				m |= render.MaskB
			case 'a':
				m |= render.MaskA
			default:
				f.errAt(p+".color_mask", "%s.color_mask: %q is not one of the letters r, g, b, a", p, r)
			}
		}
		st.ColorMask = m
	}
	return st
}

func (l *loader) material(f *tomlFile, p, name string, m *materialDef) render.Material {
	mat := render.Material{Name: name, Color: mgl32.Vec4{1, 1, 1, 1}, Specular: mgl32.Vec3{1, 1, 1}, Shininess: m.Shininess}
	mat.Shading = enumOf(f, p+".shading", m.Shading, render.ShadingNames, render.Lambert)
	if m.Color.Set {
		mat.Color = mgl32.Vec4(m.Color.RGBA)
	}
	if m.Specular.Set {
		mat.Specular = mgl32.Vec3(m.Specular.V)
	}
	if m.Shininess < 0 || m.Shininess > 10000 {
		f.errAt(p+".shininess", "%s.shininess: %v out of range 0..10000", p, m.Shininess)
	}
	mat.Filter = enumOf(f, p+".filter", m.Filter, render.FilterNames, render.Nearest)
	mat.Wrap = m.Wrap
	mat.MagNearest = l.magFilter(f, p, m, mat.Filter) // materials.go
	if m.Texture != "" {
		mat.Texture = l.texture(f, p+".texture", m.Texture)
	} else if mat.Shading == render.Textured {
		f.errAt(p+".shading", "%s: shading \"textured\" needs a texture (texture = \"file.png\")", p)
	}
	return mat
}

// texture loads a PNG once per workspace (materials may share it) within
// the per-file and per-workspace pixel budgets.
func (l *loader) texture(f *tomlFile, p, ref string) image.Image {
	if name, err := cleanRef(ref); err == nil {
		if img, ok := l.textures[name]; ok {
			return img
		}
	}
	name, data, ok := l.readRef(f, p, ref, mesh.MaxTextureBytes)
	if !ok {
		return nil
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	switch {
	case err != nil:
		f.errAt(p, "%s: %s is not a PNG image (%v)", p, name, err)
	case format != "png":
		f.errAt(p, "%s: %s is %s; textures must be PNG", p, name, format)
	case cfg.Width < 1 || cfg.Height < 1 || cfg.Width > mesh.MaxTextureSide || cfg.Height > mesh.MaxTextureSide:
		f.errAt(p, "%s: %s is %dx%d; textures must be 1..%d pixels per side", p, name, cfg.Width, cfg.Height, mesh.MaxTextureSide)
	case l.texels+int64(cfg.Width)*int64(cfg.Height) > maxTexels:
		f.errAt(p, "%s: %s: the workspace's textures exceed %d pixels in all (limit)", p, name, maxTexels)
	default:
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			f.errAt(p, "%s: %s: %v", p, name, err)
			return nil
		}
		l.texels += int64(cfg.Width) * int64(cfg.Height)
		if l.textures == nil {
			l.textures = map[string]image.Image{}
		}
		l.textures[name] = img
		return img
	}
	return nil
}

// ---------------------------------------------------------------- meshes
