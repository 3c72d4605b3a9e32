package main

import (
	"fmt"
	"io"
	"net"
	"os"

	"github.com/ppuwb/ppuwb/app"
	"github.com/ppuwb/ppuwb/internal/display"
)

// openGUI opens the window on dir ("" = the embedded default workspace) and
// returns the process exit code once the window has closed. Without a
// display it says so in one line instead of letting the window system
// panic.
func openGUI(dir string, stderr io.Writer) (code int) {
	if err := display.Check(os.Getenv, net.DialTimeout); err != nil {
		fmt.Fprintf(stderr, "ppuwb: cannot open the window: %v\n(the headless commands need no display: run 'ppuwb help')\n", err)
		return 1
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ppuwb: the window system failed: %v (DISPLAY=%q WAYLAND_DISPLAY=%q)\n", r, os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY"))
			code = 1
		}
	}()
	if err := app.Main(dir); err != nil {
		fmt.Fprintf(stderr, "ppuwb: %v\n", err)
		return 1
	}
	return 0
}
