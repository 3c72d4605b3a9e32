package app

import (
	"context"
	"time"

	"sync"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/watch"
)

// session is what the window shows, without the window: the workspace
// folder, the current run (the last good one), the playback clock, the
// task colours, the folder's watcher and the background job that loads and
// executes. It has no widgets and needs no display (session_test.go); the
// desktop window (workbench) and the web edition (webShell) are shells
// around it that turn its events into widgets.
type session struct {
	dir    string      // workspace folder ("" = embedded default)
	run    *run.Run    // the last good run (nil before the first)
	clock  *clock      // the one playback clock
	colors *taskColors // one colour per task name (palette.go)
	// partitionOverride is the partition policy runs use instead of the
	// workspace's ("" none); set from the Policies tab.
	partitionOverride string

	mu      sync.Mutex
	cancel  context.CancelFunc // cancels the running job
	jobID   int
	watcher *watch.Watcher
	closed  bool

	// post hands a function to the UI goroutine (uiDo in the window).
	post func(func())
	on   sessionEvents

	// loaded is signalled (non-blocking) after each finished job; tests wait on it.
	loaded chan error
}

// sessionEvents are the session's calls into its shell, each made on the
// UI goroutine except busy(true), made by the caller of reload. A nil
// event is skipped.
type sessionEvents struct {
	// busy: a job started (true) or ended (false).
	busy func(on bool)
	// progress: the running job's simulation progress.
	progress func(done, total int)
	// finished: a job ended (superseded jobs never finish). err is the
	// load or run error (the session keeps its last good run then); why is
	// "open", "reload", "policy …" and the like, started when the change
	// that caused it was seen.
	finished func(why string, ws *workspaces.Workspace, r *run.Run, err error, started time.Time)
	// changed: the watcher saw a workspace file change (before its reload).
	changed func()
	// watchStatus: the watcher's line on how it watches the folder.
	watchStatus func(line string)
}

// newSession returns a session with nothing loaded; post runs a function
// on the UI goroutine.
func newSession(post func(func())) *session {
	return &session{clock: newClock(), post: post, loaded: make(chan error, 16)}
}

// reload loads and executes the workspace off the UI goroutine (loaded: a
// workspace the watcher already loaded and validated; nil: load s.dir). A
// newer reload cancels and supersedes an older one, whose result is
// dropped. It does nothing once the session is closed.
func (s *session) reload(why string, loaded *workspaces.Workspace, started time.Time) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	if s.cancel != nil {
		s.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	s.jobID++
	id := s.jobID
	s.mu.Unlock()
	dir := s.dir
	override := s.partitionOverride
	if s.on.busy != nil {
		s.on.busy(true)
	}
	go func() {
		out, ws, err := s.execute(ctx, dir, loaded, override)
		s.post(func() {
			s.mu.Lock()
			current := id == s.jobID
			s.mu.Unlock()
			if !current {
				// a later job superseded this one: its frame was never
				// shown, so the next render may draw into its buffers
				if out != nil {
					out.Frame.Release()
				}
				return
			}
			if s.on.busy != nil {
				s.on.busy(false)
			}
			if s.on.finished != nil {
				s.on.finished(why, ws, out, err, started)
			}
			s.signal(err)
		})
	}()
}

// execute is one job: load (unless loaded) and run, with the partition
// override applied to a copy of the workspace.
func (s *session) execute(ctx context.Context, dir string, ws *workspaces.Workspace, override string) (*run.Run, *workspaces.Workspace, error) {
	var err error
	switch {
	case ws != nil: // already loaded and validated by the watcher
	case dir == "":
		ws, err = workspaces.Default()
	default:
		ws, err = workspaces.Load(dir)
	}
	if err != nil {
		return nil, ws, err
	}
	// A copy: the loaded Workspace stays as the loader made it.
	wsx := *ws
	// the window reads the triangle IDs (overlays, hover readout, tap
	// selection, inspector): ask for them
	wsx.Options.TriangleIDs = true
	applyPartitionOverride(&wsx, override)
	var last time.Time
	wsx.SchedOptions.Progress = func(done, total int) {
		// At most ~20 progress updates a second reach the UI.
		if now := time.Now(); now.Sub(last) >= 50*time.Millisecond || done == total {
			last = now
			if s.on.progress != nil {
				s.post(func() { s.on.progress(done, total) })
			}
		}
	}
	out, err := run.Execute(ctx, &wsx)
	return out, ws, err
}

// signal tells a waiting test that a job finished (never blocks).
func (s *session) signal(err error) {
	select {
	case s.loaded <- err:
	default:
	}
}

// cancelJob cancels the running load/execute.
func (s *session) cancelJob() {
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel()
	}
	s.mu.Unlock()
}

// adopt makes r the current run and gives its tasks their colours: a task
// keeps its colour across runs for as long as its name exists.
func (s *session) adopt(r *run.Run) {
	s.run = r
	if r == nil {
		return // the colours stay for the next run's names
	}
	s.colors = newTaskColors(r.Result, r.Runtime, s.colors)
}

// loadClock loads the clock with the current run's event times (nothing
// loaded without a run).
func (s *session) loadClock() {
	if s.run != nil && s.run.Result != nil {
		s.clock.Load(runtimeTimes(s.run))
	} else {
		s.clock.Load(nil, 0)
	}
}

// watch watches dir and reloads on each (debounced) change of its files.
func (s *session) watch(dir string) error {
	w, err := watch.Start(watch.Config{
		Dir:      dir,
		OnChange: s.reloadFromWatcher,
		OnStatus: func(line string) {
			s.post(func() {
				if s.dir == dir && s.on.watchStatus != nil { // not a closed watcher's late line
					s.on.watchStatus(line)
				}
			})
		},
	})
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.watcher = w
	s.mu.Unlock()
	return nil
}

// reloadFromWatcher is called by the watcher (on its goroutine) after a
// debounced change of a workspace file, with the new validated workspace or
// the errors that kept it from loading.
func (s *session) reloadFromWatcher(ws *workspaces.Workspace, err error) {
	at := time.Now()
	s.post(func() {
		if s.on.changed != nil {
			s.on.changed()
		}
		if err != nil {
			if s.on.finished != nil {
				s.on.finished("reload", nil, nil, err, at)
			}
			s.signal(err)
			return
		}
		s.reload("reload", ws, at)
	})
}

// stopWatching closes the watcher, if any.
func (s *session) stopWatching() {
	s.mu.Lock()
	w := s.watcher
	s.watcher = nil
	s.mu.Unlock()
	if w != nil {
		w.Close()
	}
}

// close stops the running job, the watcher and playback; later reloads
// do nothing.
func (s *session) close() {
	s.mu.Lock()
	s.closed = true
	if s.cancel != nil {
		s.cancel()
	}
	s.mu.Unlock()
	s.stopWatching()
	s.clock.SetPlaying(false)
}
