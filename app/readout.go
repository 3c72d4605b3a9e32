package app

import (
	"fmt"
	"math"

	"github.com/ppuwb/ppuwb/render"
)

// readoutHint is the framebuffer readout when the pointer is not over a
// pixel.
const readoutHint = "hover a pixel for its coordinates, colour, depth, triangle and edge functions"

// meshName names mesh i of the shown scene ("mesh i" when unknown).
func (v *frameView) meshName(i int) string {
	if i >= 0 && i < len(v.meshNames) && v.meshNames[i] != "" {
		return v.meshNames[i]
	}
	return fmt.Sprintf("mesh %d", i)
}

// SetMeshNames gives the readout the scene's mesh names (index = mesh).
func (v *frameView) SetMeshNames(names []string) { v.meshNames = names }

// meshNamesOf lists scene's mesh names.
func meshNamesOf(s *render.Scene) []string {
	if s == nil {
		return nil
	}
	out := make([]string, len(s.Meshes))
	for i, m := range s.Meshes {
		out[i] = m.Name
	}
	return out
}

// edgeDistances are the signed distances in pixels from the centre of
// pixel (x, y) to triangle tri's three edges: positive inside, negative
// outside (the edge function divided by the edge's length).
func edgeDistances(f *render.Frame, tri, x, y int) [3]float64 {
	var d [3]float64
	e := f.EdgeValues(tri, x, y)
	t := f.Triangle(tri)
	unit := math.Ldexp(1, t.Exp) // fixed-point units per pixel
	for k := 0; k < 3; k++ {
		l := math.Hypot(float64(t.A[k]), float64(t.B[k]))
		if l == 0 {
			continue
		}
		d[k] = float64(e[k]) / 2 / l / unit
	}
	return d
}

// formatDistances writes the distances with a sign and two decimals.
func formatDistances(d [3]float64) string {
	return fmt.Sprintf("%+.2f, %+.2f, %+.2f px", d[0], d[1], d[2])
}
