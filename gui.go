package main

import (
	"fmt"
	"io"

	"github.com/ppuwb/ppuwb/app"
)

// openGUI opens the window on dir ("" = the embedded default workspace) and
// returns the process exit code once the window has closed.
func openGUI(dir string, stderr io.Writer) int {
	if err := app.Main(dir); err != nil {
		fmt.Fprintf(stderr, "ppuwb: %v\n", err)
		return 1
	}
	return 0
}
