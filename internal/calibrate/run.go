package calibrate

import (
	"context"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Load reads the example as a workspace (named name) without writing it
// anywhere.
func (e Example) Load(name string) (*workspaces.Workspace, error) {
	fsys := fstest.MapFS{}
	for f, s := range e {
		fsys[name+"/"+f] = &fstest.MapFile{Data: []byte(s), Mode: 0o644}
	}
	return workspaces.LoadFS(fsys, name)
}

// Run loads and simulates the example and compares its prediction with its
// measured figures.
func (e Example) Run(ctx context.Context, name string) (*run.Run, []workspaces.Comparison, error) {
	ws, err := e.Load(name)
	if err != nil {
		return nil, nil, err
	}
	r, err := run.Execute(ctx, ws)
	if err != nil {
		return nil, nil, err
	}
	var cmp []workspaces.Comparison
	if ws.Measured != nil {
		cmp = ws.Measured.Compare(r.Result)
	}
	return r, cmp, nil
}
