package app

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// sessionLog records a session's events; the session runs with no window,
// no widgets and no Fyne app (its "UI goroutine" is the test's).
type sessionLog struct {
	post     chan func()
	finished []string
	errs     []error
	busy     []bool
	changed  int
}

func newLoggedSession() (*session, *sessionLog) {
	l := &sessionLog{post: make(chan func(), 1024)}
	s := newSession(func(f func()) { l.post <- f })
	s.on = sessionEvents{
		busy: func(on bool) { l.busy = append(l.busy, on) },
		finished: func(why string, ws *workspaces.Workspace, r *run.Run, err error, started time.Time) {
			l.finished = append(l.finished, why)
			l.errs = append(l.errs, err)
			if err == nil {
				s.adopt(r)
				s.loadClock()
			}
		},
		changed: func() { l.changed++ },
	}
	return s, l
}

// wait runs posted work until a job finished.
func (l *sessionLog) wait(t *testing.T, s *session) error {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case err := <-s.loaded:
			return err
		case f := <-l.post:
			f()
		case <-deadline:
			t.Fatal("no job finished within 60 s")
		}
	}
}

func TestSessionRunsWithoutADisplay(t *testing.T) {
	s, l := newLoggedSession()
	defer s.close()
	s.reload("open", nil, time.Now())
	if err := l.wait(t, s); err != nil {
		t.Fatalf("default workspace: %v", err)
	}
	if s.run == nil || s.run.Result == nil {
		t.Fatal("the session has no run")
	}
	if s.clock.End() != s.run.Result.Makespan || s.clock.End() <= 0 {
		t.Fatalf("clock end %d, makespan %d", s.clock.End(), s.run.Result.Makespan)
	}
	if s.colors == nil || s.colors.tmd(0) == noTask {
		t.Fatal("the run's tasks have no colours")
	}
	if strings.Join(l.finished, ",") != "open" || len(l.busy) != 2 || !l.busy[0] || l.busy[1] {
		t.Fatalf("events: finished %v, busy %v", l.finished, l.busy)
	}
}

func TestSessionANewReloadSupersedesTheRunningJob(t *testing.T) {
	s, l := newLoggedSession()
	defer s.close()
	s.reload("first", nil, time.Now())
	s.reload("second", nil, time.Now())
	if err := l.wait(t, s); err != nil {
		t.Fatal(err)
	}
	// The first job's result, if it finished at all, was dropped.
	deadline := time.After(300 * time.Millisecond)
	for done := false; !done; {
		select {
		case f := <-l.post:
			f()
		case <-deadline:
			done = true
		}
	}
	if strings.Join(l.finished, ",") != "second" {
		t.Fatalf("finished jobs %v, want only the second", l.finished)
	}
}

func TestSessionWatchesItsFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("continuations", dir); err != nil {
		t.Fatal(err)
	}
	s, l := newLoggedSession()
	defer s.close()
	s.dir = dir
	s.reload("open", nil, time.Now())
	if err := l.wait(t, s); err != nil {
		t.Fatal(err)
	}
	if err := s.watch(dir); err != nil {
		t.Fatal(err)
	}
	setWaitInPlace(t, dir)
	if err := l.wait(t, s); err != nil {
		t.Fatal(err)
	}
	if l.changed != 1 || l.finished[len(l.finished)-1] != "reload" {
		t.Fatalf("changed %d, finished %v", l.changed, l.finished)
	}
	if s.run.Result.Deadlock == nil {
		t.Fatal("the reload after the edit did not run the edited workspace (no deadlock with wait-in-place)")
	}
	s.close()
	s.reload("after close", nil, time.Now())
	if len(l.busy)%2 != 0 {
		t.Fatalf("a reload after close started a job: busy %v", l.busy)
	}
}
