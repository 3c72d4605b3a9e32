package watch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/ppuwb/ppuwb/workspaces"
)

// These tests perform real editor save styles against a running watcher.
// They assert on the sequence of reloads, not on timing: after each save
// the next reload must carry exactly the saved content, and a distinct
// sentinel save made afterwards must produce the very next reload, proving
// no reload of an intermediate state came in between.

type reload struct {
	ws  *workspaces.Workspace
	err error
}

type watchRig struct {
	t    *testing.T
	dir  string
	w    *Watcher
	ch   chan reload
	n    atomic.Int64
	mark int
}

const waitLimit = 20 * time.Second // generous: loaded 2-core machines

func newRig(t *testing.T, poll bool) *watchRig {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("showcase", dir); err != nil {
		t.Fatal(err)
	}
	r := &watchRig{t: t, dir: dir, ch: make(chan reload, 64)}
	// A long grace period: on a loaded machine the second half of a slow
	// save may come late, and these tests are about semantics, not timing.
	w, err := Start(Config{Dir: dir, Poll: poll, PollInterval: 50 * time.Millisecond, Grace: 2 * time.Second, OnChange: func(ws *workspaces.Workspace, err error) {
		r.n.Add(1)
		r.ch <- reload{ws, err}
	}})
	if err != nil {
		t.Fatal(err)
	}
	r.w = w
	t.Cleanup(func() { w.Close() })
	return r
}

// scene returns the showcase scene text with a distinct clear colour.
func (r *watchRig) scene(mark int) []byte {
	src, err := fs_ReadExample("showcase", "scene.toml")
	if err != nil {
		r.t.Fatal(err)
	}
	return []byte(strings.Replace(string(src), `clear = "#1a1d24"`, fmt.Sprintf(`clear = "#%02x0000"`, mark), 1))
}

func fs_ReadExample(name, file string) ([]byte, error) {
	sub, err := workspaces.ExampleFS(name)
	if err != nil {
		return nil, err
	}
	return workspaces.ReadFile(sub, file)
}

func (r *watchRig) next() reload {
	r.t.Helper()
	select {
	case rl := <-r.ch:
		return rl
	case <-time.After(waitLimit):
		r.t.Fatalf("no reload within %v (status %q)", waitLimit, r.w.Status())
	}
	return reload{}
}

func (r *watchRig) expectMark(mark int) {
	r.t.Helper()
	rl := r.next()
	if rl.err != nil {
		r.t.Fatalf("reload failed: %v", rl.err)
	}
	want := float32(mark) / 255
	if got := rl.ws.Scene.Clear[0]; got != want {
		r.t.Fatalf("reload has clear red %v, want %v (mark %d): an intermediate state was loaded", got, want, mark)
	}
}

// sentinel saves a new mark atomically and expects it to be the next reload.
func (r *watchRig) sentinel() {
	r.t.Helper()
	r.mark++
	if err := workspaces.SaveFile(filepath.Join(r.dir, "scene.toml"), r.scene(r.mark)); err != nil {
		r.t.Fatal(err)
	}
	r.expectMark(r.mark)
}

func (r *watchRig) path(name string) string { return filepath.Join(r.dir, name) }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func saveStyles(t *testing.T) map[string]func(r *watchRig, data []byte) {
	return map[string]func(r *watchRig, data []byte){
		"in-place": func(r *watchRig, data []byte) {
			must(t, os.WriteFile(r.path("scene.toml"), data, 0o644))
		},
		"truncate-then-write": func(r *watchRig, data []byte) {
			f, err := os.OpenFile(r.path("scene.toml"), os.O_WRONLY, 0)
			must(t, err)
			must(t, f.Truncate(0))
			must(t, f.Sync())
			time.Sleep(80 * time.Millisecond) // a slow editor: the empty file is visible for a while
			_, err = f.WriteAt(data, 0)
			must(t, err)
			must(t, f.Close())
		},
		"temp-then-rename": func(r *watchRig, data []byte) {
			tmp := r.path("scene.toml.1234.tmp")
			must(t, os.WriteFile(tmp, data, 0o644))
			must(t, os.Rename(tmp, r.path("scene.toml")))
		},
		"vim": func(r *watchRig, data []byte) {
			must(t, os.WriteFile(r.path(".scene.toml.swp"), []byte("swap"), 0o644))
			must(t, os.WriteFile(r.path("4913"), nil, 0o644))
			must(t, os.Remove(r.path("4913")))
			must(t, os.Rename(r.path("scene.toml"), r.path("scene.toml~")))
			time.Sleep(30 * time.Millisecond)
			must(t, os.WriteFile(r.path("scene.toml"), data, 0o644))
			must(t, os.Remove(r.path("scene.toml~")))
			must(t, os.Remove(r.path(".scene.toml.swp")))
		},
		"jetbrains": func(r *watchRig, data []byte) {
			must(t, os.WriteFile(r.path("scene.toml___jb_tmp___"), data, 0o644))
			must(t, os.Rename(r.path("scene.toml"), r.path("scene.toml___jb_old___")))
			must(t, os.Rename(r.path("scene.toml___jb_tmp___"), r.path("scene.toml")))
			must(t, os.Remove(r.path("scene.toml___jb_old___")))
		},
		"delete-and-recreate": func(r *watchRig, data []byte) {
			must(t, os.Remove(r.path("scene.toml")))
			time.Sleep(80 * time.Millisecond)
			must(t, os.WriteFile(r.path("scene.toml"), data, 0o644))
		},
		"emacs": func(r *watchRig, data []byte) {
			must(t, os.WriteFile(r.path("#scene.toml#"), data, 0o644))
			_ = os.Symlink("user@host.123", r.path(".#scene.toml"))
			must(t, os.WriteFile(r.path("scene.toml"), data, 0o644))
			os.Remove(r.path(".#scene.toml"))
			must(t, os.Remove(r.path("#scene.toml#")))
		},
		"gnome": func(r *watchRig, data []byte) {
			tmp := r.path(".goutputstream-ABC123")
			must(t, os.WriteFile(tmp, data, 0o644))
			must(t, os.Rename(tmp, r.path("scene.toml")))
		},
		"broken-then-fixed": func(r *watchRig, data []byte) {
			must(t, os.WriteFile(r.path("scene.toml"), data[:len(data)/3], 0o644)) // cut mid-file: unparsable
			time.Sleep(60 * time.Millisecond)
			must(t, os.WriteFile(r.path("scene.toml"), data, 0o644))
		},
	}
}

func testSaveStyles(t *testing.T, poll bool) {
	for name, save := range saveStyles(t) {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, poll)
			r.t = t
			r.mark = 10
			save(r, r.scene(r.mark))
			r.expectMark(r.mark)
			r.sentinel()
			// and a second save of the same style behaves the same
			r.mark++
			save(r, r.scene(r.mark))
			r.expectMark(r.mark)
			r.sentinel()
		})
	}
}

func TestWatchSaveStyles(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	testSaveStyles(t, false)
}

func TestWatchSaveStylesPolling(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	testSaveStyles(t, true)
}

func TestWatchIgnoresTempFilesAndUnusedFiles(t *testing.T) {
	r := newRig(t, false)
	for _, n := range []string{"notes.txt", "scene.toml~", ".scene.toml.swp", "x.tmp", "unused.obj"} {
		must(t, os.WriteFile(r.path(n), []byte("junk"), 0o644))
	}
	r.mark = 40
	r.sentinel() // the first reload after the junk is the sentinel's
	if got := r.n.Load(); got != 1 {
		t.Fatalf("%d reloads, want 1", got)
	}
}

func TestWatchReportsErrorsAndKeepsFollowing(t *testing.T) {
	r := newRig(t, false)
	must(t, os.WriteFile(r.path("tasks.toml"), []byte("[[kernels]]\nname = \"k\"\ncycles_per_thred = 5\n"), 0o644))
	rl := r.next()
	var errs workspaces.Errors
	if !errors.As(rl.err, &errs) || rl.ws != nil {
		t.Fatalf("want workspaces.Errors, got %v", rl.err)
	}
	if !strings.Contains(errs.Error(), `tasks.toml:3:1: unknown key "cycles_per_thred"`) {
		t.Errorf("errors: %v", errs)
	}
	// scene changes still reload (and still fail: tasks.toml is broken)
	must(t, workspaces.SaveFile(r.path("scene.toml"), r.scene(50)))
	if rl := r.next(); rl.err == nil || !strings.Contains(rl.err.Error(), "cycles_per_thred") {
		t.Fatalf("want the tasks error again, got %v", rl.err)
	}
	// fixing the file reloads successfully
	must(t, os.WriteFile(r.path("tasks.toml"), []byte("[[kernels]]\nname = \"k\"\ncycles_per_thread = 5\n"), 0o644))
	r.mark = 50
	r.expectMark(50)
}

func TestWatchNewSubfolderAndMesh(t *testing.T) {
	r := newRig(t, false)
	must(t, os.MkdirAll(r.path("meshes/low"), 0o755))
	obj := "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"
	must(t, os.WriteFile(r.path("meshes/low/tri.obj"), []byte(obj), 0o644))
	scene := string(r.scene(60)) + "\n[[meshes]]\nname = \"tri\"\nfile = \"meshes/low/tri.obj\"\n"
	must(t, workspaces.SaveFile(r.path("scene.toml"), []byte(scene)))
	rl := r.next()
	if rl.err != nil || len(rl.ws.Scene.Meshes) != 4 {
		t.Fatalf("reload: %v", rl.err)
	}
	// editing the mesh in the new subfolder reloads
	must(t, os.WriteFile(r.path("meshes/low/tri.obj"), []byte(obj+"v 1 1 0\nf 2 4 3\n"), 0o644))
	rl = r.next()
	if rl.err != nil || len(rl.ws.Scene.Meshes[3].Indices) != 6 {
		t.Fatalf("mesh reload: %v", rl.err)
	}
}

func TestWatchFolderRemovedAndBack(t *testing.T) {
	r := newRig(t, false)
	away := r.dir + ".away"
	must(t, os.Rename(r.dir, away))
	rl := r.next()
	if !errors.Is(rl.err, ErrWorkspaceGone) {
		t.Fatalf("want ErrWorkspaceGone, got %v", rl.err)
	}
	if !strings.Contains(r.w.Status(), "waiting") {
		t.Errorf("status %q", r.w.Status())
	}
	must(t, os.Rename(away, r.dir))
	rl = r.next()
	if rl.err != nil || rl.ws == nil {
		t.Fatalf("after return: %v", rl.err)
	}
	r.mark = 70
	r.sentinel() // and it is watched again
}

func TestWatchFallsBackToPollingAtTheWatchLimit(t *testing.T) {
	old := watchAdd
	watchAdd = func(fsw *fsnotify.Watcher, dir string) error {
		return &os.PathError{Op: "inotify_add_watch", Path: dir, Err: syscall.ENOSPC}
	}
	defer func() { watchAdd = old }()
	var statuses []string
	var mu sync.Mutex
	dir := filepath.Join(t.TempDir(), "ws")
	must(t, workspaces.CreateFromExample("showcase", dir))
	ch := make(chan reload, 8)
	w, err := Start(Config{Dir: dir, PollInterval: 50 * time.Millisecond,
		OnChange: func(ws *workspaces.Workspace, err error) { ch <- reload{ws, err} },
		OnStatus: func(s string) { mu.Lock(); statuses = append(statuses, s); mu.Unlock() }})
	must(t, err)
	defer w.Close()
	if st := w.Status(); !strings.Contains(st, "polling") || !strings.Contains(st, "watch limit") {
		t.Fatalf("status %q", st)
	}
	r := &watchRig{t: t, dir: dir, w: w, ch: ch, mark: 80}
	r.sentinel() // changes are still seen
	mu.Lock()
	defer mu.Unlock()
	if len(statuses) == 0 {
		t.Error("OnStatus not called")
	}
}
