package cli

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the version command the metadata main embeds.
func TestMain(m *testing.M) {
	toml, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	FyneAppTOML = toml
	os.Exit(m.Run())
}
