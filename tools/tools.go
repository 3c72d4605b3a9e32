//go:build tools

// Package tools pins the command-line tools the Makefile builds
// (`make package` uses fyne.io/tools/cmd/fyne) in a module of their own, so
// they never enter the application's dependencies.
package tools

import _ "fyne.io/tools/cmd/fyne"
