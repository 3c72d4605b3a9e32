package display

import (
	"errors"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A user starting the app without a usable display gets one line saying
// why, not a window-system panic.
func TestCheckDisplay(t *testing.T) {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		t.Skip("no X11 check on this system")
	}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	var dialled []string
	refuse := func(network, addr string, _ time.Duration) (net.Conn, error) {
		dialled = append(dialled, network+" "+addr)
		return nil, errors.New("connection refused")
	}
	accept := func(network, addr string, _ time.Duration) (net.Conn, error) {
		dialled = append(dialled, network+" "+addr)
		a, b := net.Pipe()
		b.Close()
		return a, nil
	}
	cases := []struct {
		env  map[string]string
		dial DialFunc
		want string // "" = no error
		addr string // first address dialled
	}{
		{map[string]string{}, refuse, "neither DISPLAY nor WAYLAND_DISPLAY", ""},
		{map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, refuse, "", ""},
		{map[string]string{"DISPLAY": ":7"}, refuse, "cannot connect to the X display :7", "unix /tmp/.X11-unix/X7"},
		{map[string]string{"DISPLAY": ":7.0"}, accept, "", "unix /tmp/.X11-unix/X7"},
		{map[string]string{"DISPLAY": "localhost:10.0"}, accept, "", "tcp localhost:6010"},
		{map[string]string{"DISPLAY": "nonsense"}, accept, "not of the form", ""},
		{map[string]string{"DISPLAY": ":x"}, accept, "not of the form", ""},
	}
	for _, c := range cases {
		dialled = nil
		err := Check(env(c.env), c.dial)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v: unexpected error %v", c.env, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: error %v, want one containing %q", c.env, err, c.want)
		}
		if c.addr != "" && (len(dialled) == 0 || dialled[0] != c.addr) {
			t.Errorf("%v: dialled %v, want %q first", c.env, dialled, c.addr)
		}
	}
}
