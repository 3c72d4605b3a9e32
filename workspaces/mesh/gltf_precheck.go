package mesh

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strconv"
)

// precheckGLTF reads the numbers the glTF decoder (qmuntal/gltf) trusts
// before it decodes: it allocates a GLB's binary buffer from
// buffers[0].byteLength checked against the chunk length truncated to 32
// bits (2^40+36 passed as 36, and an 888-byte file asked for a terabyte: a
// fatal out-of-memory error), and it maps unknown component types and
// primitive modes to FLOAT and TRIANGLES silently. So each buffer's
// byteLength must fit the mesh-size limit (and a GLB's own buffer its BIN
// chunk), each componentType be one glTF defines and each mode 0..6.
func precheckGLTF(data []byte) error {
	src, binLen := data, int64(-1)
	if len(data) >= 20 && string(data[:4]) == "glTF" {
		jsonLen := int64(binary.LittleEndian.Uint32(data[12:]))
		src = data[20 : 20+jsonLen] // checkGLB checked the length
		binLen = 0
		if rest := data[20+jsonLen:]; len(rest) >= 8 {
			binLen = int64(binary.LittleEndian.Uint32(rest))
		}
	}
	var doc struct {
		Buffers []*struct {
			ByteLength float64 `json:"byteLength"`
			URI        string  `json:"uri"`
		} `json:"buffers"`
		Accessors []*struct {
			ComponentType *float64 `json:"componentType"`
		} `json:"accessors"`
		Meshes []*struct {
			Primitives []*struct {
				Mode *float64 `json:"mode"`
			} `json:"primitives"`
		} `json:"meshes"`
	}
	if err := json.Unmarshal(src, &doc); err != nil {
		return fmt.Errorf("glTF: %v", err)
	}
	for i, b := range doc.Buffers {
		if b == nil {
			continue // the decoder's checks report it
		}
		n := b.ByteLength
		if n < 0 || n != float64(int64(n)) || n > MaxFileSize {
			return fmt.Errorf("glTF: buffers[%d].byteLength %s out of range 0..%d (the mesh size limit)", i, strconv.FormatFloat(n, 'f', -1, 64), MaxFileSize)
		}
		if i == 0 && b.URI == "" && binLen >= 0 && int64(n) > binLen {
			return fmt.Errorf("glTF: buffers[0].byteLength %d is more than the %d bytes of the GLB's BIN chunk", int64(n), binLen)
		}
	}
	for i, a := range doc.Accessors {
		if a == nil || a.ComponentType == nil {
			continue
		}
		switch *a.ComponentType {
		case 5120, 5121, 5122, 5123, 5125, 5126:
		default:
			return fmt.Errorf("glTF: accessors[%d].componentType %v is not one of 5120, 5121, 5122, 5123, 5125, 5126", i, *a.ComponentType)
		}
	}
	for mi, m := range doc.Meshes {
		if m == nil {
			continue
		}
		for pi, p := range m.Primitives {
			if p == nil || p.Mode == nil {
				continue
			}
			if md := *p.Mode; md < 0 || md > 6 || md != float64(int(md)) {
				return fmt.Errorf("glTF: meshes[%d].primitives[%d].mode %v out of range 0..6", mi, pi, md)
			}
		}
	}
	return nil
}
