// Package watch reloads a workspace live: a Watcher follows its folder and
// the files it was loaded from (fsnotify, or polling where events do not
// come), hashes them to tell a real change from a touch, and loads the
// workspace again after a change, handing the result (or the load's
// errors, while the caller keeps its last good state) to OnChange.
package watch

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/ppuwb/ppuwb/workspaces"
)

// ErrWorkspaceGone is reported (wrapped, through OnChange) when the
// workspace folder is removed or renamed while watched. The Watcher keeps
// looking for it and reloads when it reappears.
var ErrWorkspaceGone = errors.New("the workspace folder was removed or renamed")

// Config configures a Watcher. Only Dir and OnChange are required.
type Config struct {
	// Dir is the workspace folder.
	Dir string
	// OnChange receives each reload: a new, fully validated Workspace and a
	// nil error, or a nil workspaces.Workspace and the error (an workspaces.Errors list for
	// problems in the files, or an error wrapping ErrWorkspaceGone). On an
	// error the caller should keep showing its last good state. Calls come
	// from the watcher's goroutine, one at a time, never after Close returns.
	OnChange func(ws *workspaces.Workspace, err error)
	// OnStatus, if set, receives a human-readable line whenever the way of
	// watching changes ("watching 2 folders", "polling every 250ms: the
	// system's inotify watch limit is reached", "workspace folder removed;
	// waiting for it to come back", ...).
	OnStatus func(status string)
	// Settle is how long the changed files must be quiet before a reload
	// starts (default 20ms): the events of one save arrive together.
	Settle time.Duration
	// Debounce is the minimum time between two reloads (default 100ms):
	// events arriving sooner are coalesced into one trailing reload.
	Debounce time.Duration
	// Grace is how long a file that is empty, missing or does not load is
	// given to be rewritten before its state is reported (default 400ms).
	// Editors that truncate then write, or delete then recreate, never
	// cause a reload of the intermediate state.
	Grace time.Duration
	// Poll forces polling instead of file-system notifications.
	Poll bool
	// PollInterval is the polling period (default 250ms), also used to look
	// for a removed workspace folder.
	PollInterval time.Duration
}

// Watcher reloads a workspace when the files it uses change on disk.
type Watcher struct {
	cfg  Config
	dir  string
	done chan struct{}
	wg   sync.WaitGroup
	kick chan struct{}

	mu     sync.Mutex
	status string

	// owned by the loop goroutine
	fsw        *fsnotify.Watcher
	polling    bool
	gone       bool
	files      map[string]bool     // absolute paths that trigger a reload
	snap       map[string]fileStat // polling: last seen state of files
	changed    map[string]bool
	lastEvent  time.Time
	lastReload time.Time
	graceUntil time.Time
	lastSum    string
	timer      *time.Timer
	timerOn    bool
	reloads    int
}

type fileStat struct {
	exists bool
	size   int64
	mtime  time.Time
	ino    uint64
}

// New watches the workspace in dir and calls onChange after each
// change that loads (see Config.OnChange). Close stops it.
func New(dir string, onChange func(ws *workspaces.Workspace, err error)) (*Watcher, error) {
	return Start(Config{Dir: dir, OnChange: onChange})
}

// Start starts a Watcher with the given configuration.
func Start(cfg Config) (*Watcher, error) {
	if cfg.OnChange == nil {
		return nil, errors.New("watch: OnChange is required")
	}
	if cfg.Settle <= 0 {
		cfg.Settle = 20 * time.Millisecond
	}
	if cfg.Debounce <= 0 {
		cfg.Debounce = 100 * time.Millisecond
	}
	if cfg.Grace <= 0 {
		cfg.Grace = 400 * time.Millisecond
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = 250 * time.Millisecond
	}
	abs, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		if err == nil {
			err = fmt.Errorf("%s is not a folder", abs)
		}
		return nil, err
	}
	w := &Watcher{cfg: cfg, dir: abs, done: make(chan struct{}), kick: make(chan struct{}, 1),
		files: map[string]bool{}, changed: map[string]bool{}, snap: map[string]fileStat{}}
	w.timer = time.NewTimer(time.Hour)
	w.timer.Stop()
	// The initial state: what the caller has presumably loaded already.
	ws, files, lerr := workspaces.LoadFiles(abs)
	w.setFiles(files, nil)
	w.lastSum = w.sum(ws, lerr)
	w.attach(cfg.Poll)
	w.wg.Add(1)
	go w.loop()
	return w, nil
}

// Close stops watching. No OnChange call happens after Close returns.
func (w *Watcher) Close() error {
	select {
	case <-w.done:
		return nil
	default:
	}
	close(w.done)
	w.wg.Wait()
	if w.fsw != nil {
		return w.fsw.Close()
	}
	return nil
}

// Status returns the current status line (see Config.OnStatus).
func (w *Watcher) Status() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.status
}

// Reload asks for a reload now, whether or not files changed (for example
// after the app overwrote a file itself). The result goes to OnChange even
// if nothing changed.
func (w *Watcher) Reload() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

func (w *Watcher) setStatus(s string) {
	w.mu.Lock()
	changed := w.status != s
	w.status = s
	w.mu.Unlock()
	if changed && w.cfg.OnStatus != nil {
		w.cfg.OnStatus(s)
	}
}

// setFiles replaces the set of files that trigger reloads: those the last
// load read or tried to read, plus keep (the last good set), plus
// workspace.toml.
func (w *Watcher) setFiles(files []string, keep map[string]bool) {
	m := map[string]bool{filepath.Join(w.dir, workspaces.WorkspaceFile): true}
	for _, f := range files {
		m[filepath.Join(w.dir, filepath.FromSlash(f))] = true
	}
	for f := range keep {
		m[f] = true
	}
	w.files = m
	for f := range m {
		if _, ok := w.snap[f]; !ok {
			w.snap[f] = statFile(f)
		}
	}
}

// attach starts notifications (or polling) on the folder tree.
func (w *Watcher) attach(poll bool) {
	if w.fsw != nil {
		w.fsw.Close()
		w.fsw = nil
	}
	w.polling = false
	if !poll {
		fsw, err := fsnotify.NewWatcher()
		if err != nil {
			w.startPolling(fmt.Sprintf("file notifications unavailable (%v)", err))
			return
		}
		w.fsw = fsw
		n, err := w.addTree(w.dir)
		if err != nil {
			fsw.Close()
			w.fsw = nil
			if isWatchLimit(err) {
				w.startPolling("the system's inotify watch limit is reached (raise fs.inotify.max_user_watches)")
			} else {
				w.startPolling(fmt.Sprintf("cannot watch the folder (%v)", err))
			}
			return
		}
		w.setStatus(fmt.Sprintf("watching %s (%d folder%s)", w.dir, n, plural(n)))
		return
	}
	w.startPolling("polling was requested")
}

func (w *Watcher) startPolling(why string) {
	w.polling = true
	for f := range w.files {
		w.snap[f] = statFile(f)
	}
	w.setStatus(fmt.Sprintf("polling %s every %v: %s", w.dir, w.cfg.PollInterval, why))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func isWatchLimit(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EMFILE) || strings.Contains(err.Error(), "no space left on device")
}

const maxWatchedDirs = 4096

// watchAdd adds one folder to the notification watcher; tests replace it
// to simulate the system's watch limit.
var watchAdd = func(fsw *fsnotify.Watcher, dir string) error { return fsw.Add(dir) }

// addTree watches root and every folder below it (except .git and
// node_modules). It returns the number of folders watched.
func (w *Watcher) addTree(root string) (int, error) {
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return nil // a folder vanished or is unreadable: skip it
		}
		if !d.IsDir() {
			return nil
		}
		if p != root && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if n >= maxWatchedDirs {
			return fmt.Errorf("more than %d folders", maxWatchedDirs)
		}
		if err := watchAdd(w.fsw, p); err != nil {
			if p == root || isWatchLimit(err) {
				return err
			}
			return nil
		}
		n++
		return nil
	})
	return n, err
}

// ignoredName reports editor temporary and backup files, which never
// trigger a reload: vim (~, .swp, .swx, 4913), Emacs (.#x, #x#), JetBrains
// safe write (___jb_tmp___, ___jb_old___), GNOME (.goutputstream-*) and
// generic .tmp files (workspaces.SaveFile's temporary files included).
func ignoredName(base string) bool {
	switch {
	case base == "4913",
		strings.HasSuffix(base, "~"),
		strings.HasSuffix(base, ".swp"), strings.HasSuffix(base, ".swx"), strings.HasSuffix(base, ".swo"),
		strings.HasPrefix(base, ".#"),
		len(base) > 1 && strings.HasPrefix(base, "#") && strings.HasSuffix(base, "#"),
		strings.HasSuffix(base, "___jb_tmp___"), strings.HasSuffix(base, "___jb_old___"),
		strings.HasPrefix(base, ".goutputstream-"),
		strings.HasSuffix(base, ".tmp"):
		return true
	}
	return false
}

func statFile(p string) fileStat {
	st, err := os.Stat(p)
	if err != nil {
		return fileStat{}
	}
	return fileStat{exists: true, size: st.Size(), mtime: st.ModTime(), ino: fileIno(st)}
}

func (w *Watcher) loop() {
	defer w.wg.Done()
	poll := time.NewTicker(w.cfg.PollInterval)
	defer poll.Stop()
	defer w.timer.Stop()
	for {
		var events chan fsnotify.Event
		var errs chan error
		if w.fsw != nil {
			events, errs = w.fsw.Events, w.fsw.Errors
		}
		select {
		case <-w.done:
			return
		case ev, ok := <-events:
			if ok {
				w.handle(ev)
			}
		case err, ok := <-errs:
			if ok && err != nil {
				// overflow or another backend problem: we may have missed
				// events, so treat every file as changed.
				for f := range w.files {
					w.changed[f] = true
				}
				w.noteEvent()
			}
		case <-w.timer.C:
			w.timerOn = false
			w.fire(false)
		case <-w.kick:
			w.fire(true)
		case <-poll.C:
			w.pollTick()
		}
	}
}

func (w *Watcher) handle(ev fsnotify.Event) {
	name := filepath.Clean(ev.Name)
	if name == w.dir {
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			w.goneNow()
		}
		return
	}
	if ignoredName(filepath.Base(name)) {
		return
	}
	if ev.Has(fsnotify.Create) {
		if st, err := os.Lstat(name); err == nil && st.IsDir() {
			if w.fsw != nil {
				if _, err := w.addTree(name); err != nil && isWatchLimit(err) {
					w.fsw.Close()
					w.fsw = nil
					w.startPolling("the system's inotify watch limit is reached (raise fs.inotify.max_user_watches)")
				}
			}
			// files may have been moved in with the folder, or created
			// before the watch was added
			prefix := name + string(filepath.Separator)
			for f := range w.files {
				if strings.HasPrefix(f, prefix) {
					w.changed[f] = true
					w.noteEvent()
				}
			}
			return
		}
	}
	if w.files[name] {
		w.changed[name] = true
		w.noteEvent()
		return
	}
	if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
		// a folder holding used files was removed or renamed away
		prefix := name + string(filepath.Separator)
		for f := range w.files {
			if strings.HasPrefix(f, prefix) {
				w.changed[f] = true
				w.noteEvent()
			}
		}
	}
}

func (w *Watcher) noteEvent() {
	w.lastEvent = time.Now()
	w.arm(w.lastEvent)
}

// arm schedules the next attempt: after Settle of quiet, no sooner than
// Debounce after the previous reload, and not before a running grace
// period ends.
func (w *Watcher) arm(now time.Time) {
	due := w.lastEvent.Add(w.cfg.Settle)
	if d := w.lastReload.Add(w.cfg.Debounce); d.After(due) {
		due = d
	}
	w.setTimer(due.Sub(now))
}

func (w *Watcher) setTimer(d time.Duration) {
	if d < time.Millisecond {
		d = time.Millisecond
	}
	if w.timerOn && !w.timer.Stop() {
		select {
		case <-w.timer.C:
		default:
		}
	}
	w.timer.Reset(d)
	w.timerOn = true
}

// inGrace starts the grace period if needed and reports whether it is
// still running (and re-arms the timer for its end).
func (w *Watcher) inGrace(now time.Time) bool {
	if w.graceUntil.IsZero() {
		w.graceUntil = now.Add(w.cfg.Grace)
	}
	if now.Before(w.graceUntil) {
		w.setTimer(w.graceUntil.Sub(now))
		return true
	}
	return false
}

func (w *Watcher) fire(forced bool) {
	if w.gone {
		return
	}
	now := time.Now()
	if !forced {
		if len(w.changed) == 0 {
			return
		}
		if now.Before(w.lastEvent.Add(w.cfg.Settle)) {
			w.arm(now)
			return
		}
		// a changed file that is missing or empty is mid-save: wait
		for f := range w.changed {
			if st := statFile(f); !st.exists || st.size == 0 {
				if w.inGrace(now) {
					return
				}
				break
			}
		}
	}
	ws, files, err := workspaces.LoadFiles(w.dir)
	w.lastReload = time.Now()
	if err != nil && !forced && !w.dirGone() {
		var errs workspaces.Errors
		if errors.As(err, &errs) && w.inGrace(now) {
			// perhaps a half-written file: keep watching what it needs
			w.setFiles(files, w.files)
			return
		}
	}
	if w.dirGone() {
		w.goneNow()
		return
	}
	keep := map[string]bool(nil)
	if err != nil {
		keep = w.files // keep following the last good files while broken
	}
	w.setFiles(files, keep)
	w.changed = map[string]bool{}
	w.graceUntil = time.Time{}
	sum := w.sum(ws, err)
	if sum == w.lastSum && !forced {
		return
	}
	w.lastSum = sum
	w.reloads++
	w.cfg.OnChange(ws, err)
}

// sum identifies a load's outcome by the content of every file used and
// the error text, so that a change event that leaves everything as it was
// (a touch, the second event of one save) does not reload again.
func (w *Watcher) sum(ws *workspaces.Workspace, err error) string {
	h := sha256.New()
	var names []string
	if ws != nil {
		names = ws.Files
	} else {
		for f := range w.files {
			if r, e := filepath.Rel(w.dir, f); e == nil {
				names = append(names, filepath.ToSlash(r))
			}
		}
		sort.Strings(names)
	}
	// Files are read through an os.Root, as Load reads them: a symbolic
	// link out of the folder is not followed, and ReadFile never opens
	// a FIFO or a device.
	var fsys fs.FS = emptyFS{}
	if root, e := os.OpenRoot(w.dir); e == nil {
		defer root.Close()
		fsys = root.FS()
	}
	for _, n := range names {
		data, e := workspaces.ReadFile(fsys, n)
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(data))
		if e == nil {
			h.Write(data)
		}
	}
	if err != nil {
		fmt.Fprintf(h, "error\x00%s", err.Error())
	}
	return hex.EncodeToString(h.Sum(nil))
}

// emptyFS has no files (a folder that cannot be opened).
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

func (w *Watcher) dirGone() bool {
	st, err := os.Stat(w.dir)
	return err != nil || !st.IsDir()
}

func (w *Watcher) goneNow() {
	if w.gone || !w.dirGone() {
		return
	}
	w.gone = true
	if w.fsw != nil {
		w.fsw.Close()
		w.fsw = nil
	}
	w.changed = map[string]bool{}
	w.graceUntil = time.Time{}
	w.setStatus(fmt.Sprintf("workspace folder %s was removed or renamed; waiting for it to come back", w.dir))
	w.lastSum = ""
	w.cfg.OnChange(nil, fmt.Errorf("%w: %s (waiting for it to come back)", ErrWorkspaceGone, w.dir))
}

func (w *Watcher) pollTick() {
	if w.gone {
		if !w.dirGone() {
			w.gone = false
			w.attach(w.cfg.Poll)
			w.fire(true)
		}
		return
	}
	if !w.polling {
		// notifications are on; still catch a removed folder whose events
		// were lost (for example a parent folder renamed)
		if w.dirGone() {
			w.goneNow()
		}
		return
	}
	if w.dirGone() {
		w.goneNow()
		return
	}
	for f := range w.files {
		st := statFile(f)
		if st != w.snap[f] {
			w.snap[f] = st
			w.changed[f] = true
			w.noteEvent()
		}
	}
}
