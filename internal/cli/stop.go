package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/term"
)

// Every command that may run long stops cleanly: on Ctrl+C (or SIGTERM)
// and on --timeout DURATION, with one line ("stopped: timeout after 10s",
// "interrupted") and a non-zero exit (124 after a timeout, 130 after an
// interrupt). On a terminal it shows how long it has run, and what it has
// done where the work reports it, once it has taken more than a second.

// Exit codes of a stopped command (those of timeout(1) and of a shell
// after SIGINT).
const (
	exitTimeout     = 124
	exitInterrupted = 130
)

var errInterrupted = errors.New("interrupted")

// timeoutError is the cause of a context stopped by --timeout.
type timeoutError struct{ d time.Duration }

func (e timeoutError) Error() string { return fmt.Sprintf("stopped: timeout after %v", e.d) }

// stopState is what Run needs to know of a command's context once the
// command returns: whether it was stopped, and why.
type stopState struct {
	ctx context.Context
}

// running maps each long-running command's FlagSet to its stopState.
var running sync.Map

// addTimeoutFlag registers --timeout on a long-running command's flags.
func addTimeoutFlag(fs *flag.FlagSet) {
	fs.Duration("timeout", 0, "stop after this long (e.g. 10s, 2m), exit status 124; 0: no limit")
}

// commandContext returns the context a command runs under: cancelled by
// Ctrl+C, SIGTERM and the command's --timeout. When stderr is a terminal
// it also shows progress once the run takes more than a second; report
// (never nil) updates what the progress line says has been done. Call stop
// when the work is over (before printing results): it ends the progress
// line and releases the signal.
func commandContext(fs *flag.FlagSet, stderr io.Writer) (ctx context.Context, report func(done, total int), stop func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	var cancelTimeout context.CancelFunc = func() {}
	if f := fs.Lookup("timeout"); f != nil {
		if d, _ := f.Value.(flag.Getter).Get().(time.Duration); d > 0 {
			ctx, cancelTimeout = context.WithTimeoutCause(ctx, d, timeoutError{d})
		}
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case <-sig:
			cancel(errInterrupted)
		case <-ctx.Done():
		}
	}()
	running.Store(fs, &stopState{ctx: ctx})
	p := startProgress(stderr, fs.Name())
	var once sync.Once
	stop = func() {
		once.Do(func() {
			p.stop()
			signal.Stop(sig)
			cancelTimeout()
			cancel(nil)
		})
	}
	return ctx, p.report, stop
}

// stoppedBy returns why a command's context was stopped (a timeout or an
// interrupt), or nil when it ran to its end, and forgets the context.
func stoppedBy(fs *flag.FlagSet) error {
	v, ok := running.LoadAndDelete(fs)
	if !ok {
		return nil
	}
	cause := context.Cause(v.(*stopState).ctx)
	var te timeoutError
	switch {
	case errors.As(cause, &te), errors.Is(cause, errInterrupted):
		return cause
	}
	return nil
}

// progressLine is the one-line progress shown on a terminal.
type progressLine struct {
	done, total atomic.Int64
	quit        chan struct{}
	wg          sync.WaitGroup
}

// progressDelay and progressEvery: the line appears after a second and is
// redrawn a few times a second.
const (
	progressDelay = time.Second
	progressEvery = 200 * time.Millisecond
)

// startProgress starts the progress line of a run when stderr is a
// terminal; otherwise it shows nothing.
func startProgress(stderr io.Writer, name string) *progressLine {
	p := &progressLine{}
	f, ok := stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return p
	}
	p.quit = make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		start := time.Now()
		delay := time.NewTimer(progressDelay)
		defer delay.Stop()
		select {
		case <-delay.C:
		case <-p.quit:
			return
		}
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			line := fmt.Sprintf("%s: running %.1f s", name, time.Since(start).Seconds())
			if t := p.total.Load(); t > 0 {
				line += fmt.Sprintf(" (simulated %d of %d CTAs)", p.done.Load(), t)
			}
			fmt.Fprintf(f, "\r%s\033[K", line)
			select {
			case <-tick.C:
			case <-p.quit:
				fmt.Fprint(f, "\r\033[K")
				return
			}
		}
	}()
	return p
}

// report records what has been done (CTAs finished of those created).
func (p *progressLine) report(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

// stop ends the progress line, clearing it.
func (p *progressLine) stop() {
	if p.quit != nil {
		close(p.quit)
		p.wg.Wait()
	}
}
