package render

import (
	"fmt"
	"sort"
)

// The fill budget (issue 41, case 19): the work of the fine raster and the
// fragment stage grows with the pixels each triangle's bounding box
// covers (every bin the box meets gets an entry, every covered sample is
// shaded and depth-tested), not with the number of triangles. 200
// full-screen triangles at 4096×4096 are 3.4·10⁹ such pixels; at the
// loaders' 262,144-triangle limit they would be 4.4·10¹², hours of work.
// So after setup, before any pixel is drawn, Render adds up the bounding
// boxes (within the viewport, times the samples per pixel) and refuses a
// scene above MaxFill with an error that names the limit and the mesh
// that contributes most. The sum is an upper bound of the covered
// samples: a scene under the limit renders in a bounded time (docs/
// rendering.md, "Limits"), one above it stops before it starts.

// MaxFill is the largest sum, over the triangles that reach setup, of
// their bounding boxes' pixels inside the viewport times the samples per
// pixel (4 with MSAA) that Render accepts: 2^30, 64 full layers at
// 4096×4096 or about 500 at 1920×1080.
const MaxFill = 1 << 30

// checkFill refuses a frame whose bounding-box fill exceeds MaxFill.
func (su *frameSetup) checkFill(chunks []*geomChunk) error {
	ns := int64(su.o.samples())
	var total int64
	perMesh := map[int]int64{}
	for _, c := range chunks {
		total += c.fill * ns
		perMesh[c.mesh] += c.fill * ns
	}
	if total <= MaxFill {
		return nil
	}
	meshes := make([]int, 0, len(perMesh))
	for m := range perMesh {
		meshes = append(meshes, m)
	}
	sort.Slice(meshes, func(i, j int) bool {
		a, b := perMesh[meshes[i]], perMesh[meshes[j]]
		return a > b || a == b && meshes[i] < meshes[j]
	})
	m := meshes[0]
	name := ""
	if n := su.s.Meshes[m].Name; n != "" {
		name = fmt.Sprintf(" (%q)", n)
	}
	vp := int64(su.o.Width) * int64(su.o.Height) * ns
	return fmt.Errorf("render: the triangles' bounding boxes cover %d pixel samples at %dx%d (%.0f times the viewport; mesh %d%s alone %d), more than the fill limit of %d (render.MaxFill, see docs/rendering.md \"Limits\")",
		total, su.o.Width, su.o.Height, float64(total)/float64(vp), m, name, perMesh[m], int64(MaxFill))
}
