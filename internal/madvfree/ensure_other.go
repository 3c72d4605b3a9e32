//go:build !linux

package madvfree

// Ensure does nothing outside Linux: the setting is Linux's alone.
func Ensure() {}
