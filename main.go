// Command ppuwb is PPU Workbench: a desktop application hosting a software GPU
// (the "PPU") whose graphics pipeline and schedulers can be watched and changed.
//
// With no arguments, or with a folder, it opens the window. Otherwise the first
// argument names a headless subcommand; `ppuwb help` lists them. The commands
// live in internal/cli; main only hands them what needs this package: the
// window (gui.go, the one place besides app that imports Fyne, which asks
// internal/display first whether a window can open) and the embedded
// FyneApp.toml. internal/winconsole attaches the Windows build to its
// console; internal/madvfree restarts it on Linux with the memory setting
// that spares new frames their page faults.
package main

import (
	_ "embed"
	"io"
	"os"

	"github.com/ppuwb/ppuwb/internal/cli"
	"github.com/ppuwb/ppuwb/internal/madvfree"
	_ "github.com/ppuwb/ppuwb/internal/winconsole" // the Windows build attaches to its console
)

//go:embed FyneApp.toml
var fyneAppTOML []byte

func main() {
	madvfree.Ensure() // on Linux, restarts once with GODEBUG=madvdontneed=0
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is main without os.Exit, so tests can drive the command line.
func run(args []string, stdout, stderr io.Writer) int {
	cli.FyneAppTOML = fyneAppTOML
	cli.OpenWindow = openGUI
	return cli.Run(args, stdout, stderr)
}
