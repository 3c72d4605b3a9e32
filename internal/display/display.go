// Package display tells, before the window opens, why no window could open
// on an X11 or Wayland desktop, so that ppuwb says so in one line instead
// of letting the window system panic.
package display

import (
	"fmt"
	"net"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// DialFunc dials like net.DialTimeout.
type DialFunc func(network, addr string, timeout time.Duration) (net.Conn, error)

// Check reports why no window could open on an X11/Wayland desktop:
// no display named, or an X display that accepts no connection. It trusts
// Wayland, macOS, Windows and the browser (the web edition), which have no
// such check.
func Check(getenv func(string) string, dial DialFunc) error {
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
