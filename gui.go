package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/ppuwb/ppuwb/app"
)

// openGUI opens the window on dir ("" = the embedded default workspace) and
// returns the process exit code once the window has closed. Without a
// display it says so in one line instead of letting the window system
// panic.
func openGUI(dir string, stderr io.Writer) (code int) {
	if err := checkDisplay(os.Getenv, net.DialTimeout); err != nil {
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

type dialFunc func(network, addr string, timeout time.Duration) (net.Conn, error)

// checkDisplay reports why no window could open on an X11/Wayland desktop:
// no display named, or an X display that accepts no connection. It trusts
// Wayland, macOS, Windows and the browser (the web edition), which have no
// such check.
func checkDisplay(getenv func(string) string, dial dialFunc) error {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" || runtime.GOOS == "js" || getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	d := getenv("DISPLAY")
	if d == "" {
		return fmt.Errorf("no display: neither DISPLAY nor WAYLAND_DISPLAY is set (under SSH use 'ssh -X', headless use 'xvfb-run ppuwb')")
	}
	host, rest, ok := strings.Cut(d, ":")
	if !ok {
		return fmt.Errorf("DISPLAY=%q is not of the form [host]:N", d)
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return fmt.Errorf("DISPLAY=%q is not of the form [host]:N", d)
	}
	var c net.Conn
	if host == "" || host == "unix" {
		sock := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		if c, err = dial("unix", sock, 2*time.Second); err != nil {
			c, err = dial("unix", "@"+sock, 2*time.Second) // Linux abstract socket
		}
	} else if strings.HasPrefix(host, "/") {
		return nil // a launchd-style socket path: let the window system try
	} else {
		c, err = dial("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), 2*time.Second)
	}
	if err != nil {
		return fmt.Errorf("cannot connect to the X display %s: %v", d, err)
	}
	c.Close()
	return nil
}
