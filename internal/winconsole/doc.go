// Package winconsole attaches the Windows build of ppuwb to the console it
// was started from when it runs a subcommand (attach_windows.go); main
// imports it for that side effect. On other systems it does nothing.
package winconsole
