//go:build unix

package safefile

import (
	"os"
	"path/filepath"
	"syscall"
)

// HostileTargets makes, in dir (a disposable folder), the special files
// an output must never replace, for tests: a named pipe ("fifo"), a
// character device ("device": a null device node made with mknod when
// running as root, else a symbolic link to /dev/null, which only root could
// replace) and a symbolic link to that device ("link"). Kinds it cannot
// make are left out. Tests never aim at /dev itself.
func HostileTargets(dir string) map[string]string {
	out := map[string]string{}
	if p := filepath.Join(dir, "fifo"); syscall.Mkfifo(p, 0o644) == nil {
		out["fifo"] = p
	}
	dev := filepath.Join(dir, "device")
	made := false
	if os.Geteuid() == 0 {
		// major 1, minor 3: the null device (Linux numbering; any char
		// device will do, it is never opened)
		made = syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3) == nil
	} else {
		made = os.Symlink("/dev/null", dev) == nil
	}
	if made {
		out["device"] = dev
		if l := filepath.Join(dir, "link"); os.Symlink(dev, l) == nil {
			out["link"] = l
		}
	}
	return out
}
