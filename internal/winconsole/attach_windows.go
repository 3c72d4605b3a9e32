package winconsole

import (
	"log"
	"os"
	"syscall"
)

// The Windows exe is built for the GUI subsystem (fyne package -os windows),
// so double-clicking it opens the window without a console. Started from a
// console with a subcommand (`ppuwb.exe render showcase -o x.png`), it
// attaches to that console so the command's output and errors appear there.
// Output redirected to a file or a pipe is left as it is.
func init() {
	if len(os.Args) < 2 {
		return // the window: no console wanted
	}
	kernel32 := syscall.NewLazyDLL("kernel32.dll")
	const attachParentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	attached := false
	reopen := func(std int, f **os.File, name string) {
		if h, err := syscall.GetStdHandle(std); err == nil && h != 0 && h != syscall.InvalidHandle {
			return // redirected, or a console already
		}
		if !attached {
			if r, _, _ := kernel32.NewProc("AttachConsole").Call(attachParentProcess); r == 0 {
				return // started without a console
			}
			attached = true
		}
		if c, err := os.OpenFile(name, os.O_RDWR, 0); err == nil {
			*f = c
		}
	}
	reopen(syscall.STD_OUTPUT_HANDLE, &os.Stdout, "CONOUT$")
	reopen(syscall.STD_ERROR_HANDLE, &os.Stderr, "CONOUT$")
	reopen(syscall.STD_INPUT_HANDLE, &os.Stdin, "CONIN$")
	log.SetOutput(os.Stderr)
}
