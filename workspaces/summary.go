package workspaces

import (
	"github.com/ppuwb/ppuwb/render"
)

// Summary is what a workspace holds, in numbers: the summary of `ppuwb
// check`.
type Summary struct {
	Name      string   `json:"name"`
	Machine   string   `json:"machine"`
	SMs       int      `json:"sms"`
	Viewport  string   `json:"viewport"`
	Width     int      `json:"width"`
	Height    int      `json:"height"`
	Snap      string   `json:"snap"`
	Levels    []int    `json:"levels"`
	Viewports int      `json:"viewports"`
	Meshes    int      `json:"meshes"`
	Triangles int      `json:"triangles"`
	Materials int      `json:"materials"`
	Kernels   int      `json:"kernels"`
	Tasks     int      `json:"tasks"`
	Streams   int      `json:"streams"`
	Policy    string   `json:"policy"`
	Files     []string `json:"files"`
}

// ExampleInfo names an embedded example (`ppuwb new --json`).
type ExampleInfo struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Summarize counts what ws holds.
func Summarize(ws *Workspace) *Summary {
	s := &Summary{Name: ws.Name, Machine: ws.Machine.Name, SMs: ws.Machine.SMs, Viewport: ws.Viewport,
		Width: ws.Options.Width, Height: ws.Options.Height, Snap: ws.Options.Snap.String(), Levels: ws.Levels,
		Viewports: len(ws.Viewports), Meshes: len(ws.Scene.Meshes), Materials: len(ws.Scene.Materials),
		Kernels: len(ws.Workload.Kernels), Tasks: len(ws.Workload.Tasks), Streams: len(ws.Workload.Streams),
		Policy: ws.SchedOptions.Policy.String(), Files: ws.Files}
	for _, m := range ws.Scene.Meshes {
		n := len(m.Indices)
		if m.Indices == nil {
			n = len(m.Vertices)
		}
		if m.Topology == render.TriangleStrip {
			s.Triangles += max(n-2, 0)
		} else {
			s.Triangles += n / 3
		}
	}
	return s
}
