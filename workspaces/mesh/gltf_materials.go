package mesh

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/qmuntal/gltf"

	"github.com/ppuwb/ppuwb/render"
)

// gltfMaterials reads every material of doc: the metallic-roughness base
// colour factor and base colour texture (its image embedded in a buffer
// view or a data: URI, or an external file), the texture's sampler, the
// alpha mode and cutoff and double-sidedness. Errors name the JSON path.
// Images are not decoded here (the loader does that within its limits).
func gltfMaterials(doc *gltf.Document) ([]Material, error) {
	if len(doc.Materials) > MaxFileMaterials {
		return nil, fmt.Errorf("glTF: more than %d materials", MaxFileMaterials)
	}
	images := map[int]*Image{}
	out := make([]Material, len(doc.Materials))
	for i, m := range doc.Materials {
		where := fmt.Sprintf("materials[%d]", i)
		fm := Material{Name: fmt.Sprintf("material %d", i), Color: [4]float32{1, 1, 1, 1}, Filter: render.Bilinear, Wrap: true, Where: where}
		if m == nil {
			out[i] = fm
			continue
		}
		if m.Name != "" {
			fm.Name = m.Name
		}
		if pbr := m.PBRMetallicRoughness; pbr != nil {
			if f := pbr.BaseColorFactor; f != nil {
				for k := 0; k < 4; k++ {
					if !(f[k] >= 0 && f[k] <= 1) {
						return nil, fmt.Errorf("glTF: %s.pbrMetallicRoughness.baseColorFactor[%d]: %v out of range 0..1", where, k, f[k])
					}
					fm.Color[k] = float32(f[k])
				}
			}
			if ti := pbr.BaseColorTexture; ti != nil {
				tp := where + ".pbrMetallicRoughness.baseColorTexture"
				if ti.TexCoord != 0 {
					return nil, fmt.Errorf("glTF: %s.texCoord: %d; only TEXCOORD_0 is supported", tp, ti.TexCoord)
				}
				if ti.Index < 0 || ti.Index >= len(doc.Textures) || doc.Textures[ti.Index] == nil {
					return nil, fmt.Errorf("glTF: %s.index: texture %d out of range (%d textures)", tp, ti.Index, len(doc.Textures))
				}
				tex := doc.Textures[ti.Index]
				tw := fmt.Sprintf("textures[%d]", ti.Index)
				if tex.Source == nil {
					return nil, fmt.Errorf("glTF: %s has no source image (image extensions are not supported)", tw)
				}
				src := *tex.Source
				if src < 0 || src >= len(doc.Images) || doc.Images[src] == nil {
					return nil, fmt.Errorf("glTF: %s.source: image %d out of range (%d images)", tw, src, len(doc.Images))
				}
				img, ok := images[src]
				if !ok {
					var err error
					img, err = gltfImage(doc, src)
					if err != nil {
						return nil, err
					}
					images[src] = img
				}
				fm.Image = img
				if tex.Sampler != nil {
					si := *tex.Sampler
					if si < 0 || si >= len(doc.Samplers) || doc.Samplers[si] == nil {
						return nil, fmt.Errorf("glTF: %s.sampler: %d out of range (%d samplers)", tw, si, len(doc.Samplers))
					}
					fm.Filter, fm.Wrap = gltfSampler(doc.Samplers[si])
					fm.WrapS, fm.WrapT = gltfWrap(doc.Samplers[si].WrapS), gltfWrap(doc.Samplers[si].WrapT)
					fm.NoMipmaps = gltfNoMipmaps(doc.Samplers[si])
					fm.MagNearest = doc.Samplers[si].MagFilter == gltf.MagNearest
				}
			}
		}
		switch m.AlphaMode {
		case gltf.AlphaMask:
			fm.Alpha = AlphaMask
			fm.Cutoff = 0.5
			if m.AlphaCutoff != nil {
				c := *m.AlphaCutoff
				if !(c >= 0 && c <= 1) {
					return nil, fmt.Errorf("glTF: %s.alphaCutoff: %v out of range 0..1", where, c)
				}
				fm.Cutoff = float32(c)
			}
		case gltf.AlphaBlend:
			fm.Alpha = AlphaBlend
		}
		fm.DoubleSided = m.DoubleSided
		out[i] = fm
	}
	return out, nil
}

// gltfSampler maps a glTF sampler to the renderer's filter and overall
// wrap flag: minFilter NEAREST or NEAREST_MIPMAP_NEAREST (or an undefined
// minFilter with magFilter NEAREST) is nearest, LINEAR_MIPMAP_LINEAR and
// NEAREST_MIPMAP_LINEAR trilinear, everything else bilinear. Wrap is set
// when either axis repeats; the per-axis modes (gltfWrap) are what is drawn.
func gltfSampler(s *gltf.Sampler) (render.Filter, bool) {
	f := render.Bilinear
	switch s.MinFilter {
	case gltf.MinNearest, gltf.MinNearestMipMapNearest:
		f = render.Nearest
	case gltf.MinLinearMipMapLinear, gltf.MinNearestMipMapLinear:
		f = render.Trilinear
	case gltf.MinUndefined:
		if s.MagFilter == gltf.MagNearest {
			f = render.Nearest
		}
	}
	wrap := s.WrapS != gltf.WrapClampToEdge || s.WrapT != gltf.WrapClampToEdge
	return f, wrap
}

// gltfImage returns image src of doc: the bytes of its buffer view or
// data: URI, or the external path it names.
func gltfImage(doc *gltf.Document, src int) (*Image, error) {
	im := doc.Images[src]
	where := fmt.Sprintf("images[%d]", src)
	fi := &Image{Where: where, Mime: im.MimeType}
	switch {
	case im.BufferView != nil:
		bvi := *im.BufferView
		if bvi < 0 || bvi >= len(doc.BufferViews) || doc.BufferViews[bvi] == nil {
			return nil, fmt.Errorf("glTF: %s.bufferView: %d out of range (%d buffer views)", where, bvi, len(doc.BufferViews))
		}
		bv := doc.BufferViews[bvi]
		if bv.Buffer < 0 || bv.Buffer >= len(doc.Buffers) || doc.Buffers[bv.Buffer] == nil {
			return nil, fmt.Errorf("glTF: bufferViews[%d].buffer: %d out of range", bvi, bv.Buffer)
		}
		buf := doc.Buffers[bv.Buffer].Data
		if bv.ByteOffset < 0 || bv.ByteLength < 0 || int64(bv.ByteOffset)+int64(bv.ByteLength) > int64(len(buf)) {
			return nil, fmt.Errorf("glTF: %s.bufferView: buffer view %d lies outside its buffer", where, bvi)
		}
		if int64(bv.ByteLength) > MaxTextureBytes {
			return nil, fmt.Errorf("glTF: %s: the embedded image is %d bytes, larger than the %d-byte limit", where, bv.ByteLength, MaxTextureBytes)
		}
		fi.Data = buf[bv.ByteOffset : bv.ByteOffset+bv.ByteLength]
	case strings.HasPrefix(im.URI, "data:"):
		if !im.IsEmbeddedResource() {
			return nil, fmt.Errorf("glTF: %s.uri: unsupported data URI type (want image/png or image/jpeg)", where)
		}
		if len(im.URI) > MaxTextureBytes*4/3+64 {
			return nil, fmt.Errorf("glTF: %s.uri: the embedded image is larger than the %d-byte limit", where, MaxTextureBytes)
		}
		data, err := im.MarshalData()
		if err != nil {
			return nil, fmt.Errorf("glTF: %s.uri: %v", where, err)
		}
		fi.Data = data
		fi.Mime = "image/png"
		if strings.HasPrefix(im.URI, "data:image/jpeg") {
			fi.Mime = "image/jpeg"
		}
	case im.URI != "":
		if strings.Contains(im.URI, "://") {
			return nil, fmt.Errorf("glTF: %s.uri: %q is not a file inside the workspace", where, im.URI)
		}
		u, err := url.PathUnescape(im.URI)
		if err != nil {
			return nil, fmt.Errorf("glTF: %s.uri: %q: %v", where, im.URI, err)
		}
		fi.URI = u
	default:
		return nil, fmt.Errorf("glTF: %s has neither uri nor bufferView", where)
	}
	return fi, nil
}

// gltfWrap maps a glTF wrap mode to the renderer's.
func gltfWrap(w gltf.WrappingMode) render.WrapMode {
	switch w {
	case gltf.WrapClampToEdge:
		return render.WrapClamp
	case gltf.WrapMirroredRepeat:
		return render.WrapMirror
	}
	return render.WrapRepeat
}

// gltfNoMipmaps reports whether the sampler's minFilter samples level 0
// only (NEAREST or LINEAR). An undefined minFilter is mipmapped.
func gltfNoMipmaps(s *gltf.Sampler) bool {
	return s.MinFilter == gltf.MinNearest || s.MinFilter == gltf.MinLinear
}
