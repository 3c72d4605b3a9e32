package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/BurntSushi/toml"
)

// buildInfo is what `ppuwb version` reports.
type buildInfo struct {
	Name      string `json:"name"`
	AppID     string `json:"app_id"`
	Version   string `json:"version"`
	Build     int    `json:"build"`
	GoVersion string `json:"go_version"`
	Platform  string `json:"platform"`
	Revision  string `json:"revision,omitempty"`
	Modified  bool   `json:"modified,omitempty"`
}

func readBuildInfo() (buildInfo, error) {
	var meta struct {
		Details struct {
			Name    string
			ID      string
			Version string
			Build   int
		}
	}
	if _, err := toml.Decode(string(FyneAppTOML), &meta); err != nil {
		return buildInfo{}, fmt.Errorf("embedded FyneApp.toml: %w", err)
	}
	bi := buildInfo{
		Name:      meta.Details.Name,
		AppID:     meta.Details.ID,
		Version:   meta.Details.Version,
		Build:     meta.Details.Build,
		GoVersion: runtime.Version(),
		Platform:  runtime.GOOS + "/" + runtime.GOARCH,
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				bi.Revision = s.Value
			case "vcs.modified":
				bi.Modified = s.Value == "true"
			}
		}
	}
	return bi, nil
}

func init() {
	register(&command{
		name:    "version",
		summary: "print the version and build information",
		usage:   "[--json]",
		run: func(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
			asJSON := fs.Bool("json", false, "print machine-readable JSON")
			pos, err := parseInterspersed(fs, args)
			if err != nil {
				return err
			}
			if len(pos) > 0 {
				return usageError("unexpected argument %q", pos[0])
			}
			bi, err := readBuildInfo()
			if err != nil {
				return err
			}
			if *asJSON {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(bi)
			}
			fmt.Fprintf(stdout, "%s %s (build %d)\n", bi.Name, bi.Version, bi.Build)
			fmt.Fprintf(stdout, "app id   %s\n", bi.AppID)
			fmt.Fprintf(stdout, "go       %s %s\n", bi.GoVersion, bi.Platform)
			if bi.Revision != "" {
				mod := ""
				if bi.Modified {
					mod = " (modified)"
				}
				fmt.Fprintf(stdout, "revision %s%s\n", bi.Revision, mod)
			}
			return nil
		},
	})
}
