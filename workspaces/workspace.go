// Package workspaces reads PPU Workbench workspaces: a folder holding
// workspace.toml, a scene file, task files and assets (meshes, textures).
//
// Files are TOML decoded strictly: an unknown key, a value of the wrong type
// or a reference to something that does not exist is reported with its
// file:line:col (and a "did you mean" suggestion where one is close), and
// every problem of a load is reported at once as Errors. A loaded Workspace
// holds ready-to-use render and scheduler inputs; package run renders its
// scene and simulates its work (this package runs nothing). Examples are
// embedded (Examples, Default, CreateFromExample); SaveFile writes a file
// atomically. Beside it: workspaces/watch follows edits on disk,
// workspaces/recovery keeps the editor's unsaved buffers,
// workspaces/cmdstream parses command streams and workspaces/mesh imports
// model files.
//
// Workspace files are untrusted: referenced paths must stay inside the
// workspace folder, file sizes and mesh sizes are bounded, and nothing in a
// workspace is ever executed.
package workspaces

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

// WorkspaceFile is the name of the file that makes a folder a workspace.
const WorkspaceFile = "workspace.toml"

// Workspace is a loaded and validated workspace. It is immutable once
// returned: a reload produces a new Workspace.
type Workspace struct {
	// Dir is the folder the workspace was loaded from (absolute for Load;
	// the name given to LoadFS otherwise).
	Dir         string
	Name        string
	Description string
	Machine     device.PPU
	// Scene is ready for render.Render; its Camera is the camera of the
	// selected viewport.
	Scene *render.Scene
	// Options are the render options of the selected viewport.
	Options render.Options
	// Levels are the viewport widths of the hierarchy to compare
	// (descending, Levels[0] == Options.Width), for render.Compare.
	Levels []int
	// Viewport is the name of the selected viewport; Viewports lists all of
	// them (see WithViewport).
	Viewport  string
	Viewports []Viewport
	// Workload is the compute part of the work (kernels, tasks, streams);
	// run.Execute adds the frame's graphics grids.
	Workload     scheduler.Workload
	SchedOptions scheduler.Options
	// Graphics says how the frame's work enters the scheduler.
	Graphics GraphicsConfig
	// Runtime is the host runtime's devices, kernels and execution queue
	// ([runtime], docs/runtime.md); nil when the workspace declares none.
	Runtime *hostrt.Config
	// Measured is the timeline measured on a real GPU that `ppuwb
	// simulate` prints beside the prediction (the `measured` key,
	// docs/hardware.md); nil when the workspace names none.
	Measured *Measured
	// Warnings are problems that do not stop a run but make its results
	// mean less than they seem (a utilization measure that cannot bind,
	// docs/partitioning.md), located like errors.
	Warnings []Diagnostic
	// Files are the files the workspace uses, as slash paths relative to
	// Dir, workspace.toml first. The watcher reloads when one changes.
	Files []string
}

// Viewport is one viewport of the scene file.
type Viewport struct {
	Name    string
	Camera  render.Camera
	Options render.Options
	Levels  []int
}

// GraphicsConfig describes the grids run.Execute builds from a frame's work.
type GraphicsConfig struct {
	// Enabled adds the vertex and fragment grids to the simulation.
	Enabled bool
	// Threads and registers per thread of a vertex CTA (one per 32 vertices)
	// and of a fragment CTA (one per coarse tile), and its shared memory.
	VertexThreads, VertexRegisters                        int
	FragmentThreads, FragmentRegisters, FragmentSharedMem int
	// Priority of both grids under priority dispatch.
	Priority int
	// SubmitAt is the cycle at which the host submits the vertex grid.
	SubmitAt int64
}

// CompareLevels returns the viewport widths the viewport comparison uses
// (the Viewports view and `ppuwb compare`): the viewport's levels, or its
// width halved up to three times while the halves keep the aspect ratio in
// whole pixels and stay at least 8 wide.
func (ws *Workspace) CompareLevels() []int {
	if len(ws.Levels) >= 2 {
		return append([]int(nil), ws.Levels...)
	}
	w := ws.Options.Width
	out := []int{w}
	for len(out) < 4 && w%2 == 0 && w/2 >= 8 && (w/2*ws.Options.Height)%ws.Options.Width == 0 {
		w /= 2
		out = append(out, w)
	}
	return out
}

// WithViewport returns a copy of ws that renders the named viewport.
func (ws *Workspace) WithViewport(name string) (*Workspace, error) {
	for _, v := range ws.Viewports {
		if v.Name == name {
			c := *ws
			sc := *ws.Scene
			sc.Camera = v.Camera
			c.Scene = &sc
			c.Options = v.Options
			c.Levels = append([]int(nil), v.Levels...)
			c.Viewport = v.Name
			return &c, nil
		}
	}
	names := make([]string, len(ws.Viewports))
	for i, v := range ws.Viewports {
		names[i] = v.Name
	}
	return nil, fmt.Errorf("no viewport named %q (the scene has: %s)", name, strings.Join(names, ", "))
}

// Load reads and validates the workspace in folder dir. Every problem is
// reported at once: the error is an Errors listing file:line:col
// diagnostics. Files are read through an os.Root, so symbolic links cannot
// lead outside dir.
func Load(dir string) (*Workspace, error) {
	ws, _, err := LoadFiles(dir)
	return ws, err
}

// LoadFiles is Load that also returns the files it tried to read (for the
// watcher, even when loading fails).
func LoadFiles(dir string) (*Workspace, []string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, nil, err
	}
	st, err := os.Stat(abs)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("workspace folder %s does not exist", abs)
		}
		return nil, nil, err
	}
	if !st.IsDir() {
		return nil, nil, fmt.Errorf("%s is not a folder", abs)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, nil, err
	}
	defer root.Close()
	return loadFrom(root.FS(), abs)
}

// LoadFS reads and validates the workspace in folder name of fsys ("." for
// its root), as Load does.
func LoadFS(fsys fs.FS, name string) (*Workspace, error) {
	sub, err := fs.Sub(fsys, name)
	if err != nil {
		return nil, err
	}
	ws, _, err := loadFrom(sub, name)
	return ws, err
}

func loadFrom(fsys fs.FS, dir string) (*Workspace, []string, error) {
	l := &loader{fsys: fsys, seen: map[string]bool{}}
	ws := l.load()
	if err := l.d.err(l.files...); err != nil {
		return nil, l.files, err
	}
	if ws == nil { // cannot happen without diagnostics, but never return nil, nil
		return nil, l.files, Errors{{File: WorkspaceFile, Msg: "workspace could not be loaded"}}
	}
	ws.Dir = dir
	ws.Files = l.files
	if ws.Name == "" {
		ws.Name = strings.TrimPrefix(filepath.Base(dir), "example:")
	}
	return ws, l.files, nil
}
