package cli

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"strings"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// Output helpers the commands share: JSON, atomic file writes, the
// workspace and simulation errors, and the small words of the summaries.

// writeJSON writes v as indented JSON, the form every --json report takes.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// writeFileAtomic writes what write produces to path through the one
// writer of outputs (internal/safefile): a temporary file in the same folder
// renamed over path, so a failed write never leaves a truncated file
// behind, and only a regular file is ever replaced.
func writeFileAtomic(path string, write func(io.Writer) error) error {
	return safefile.Write(path, write)
}

// writePNGImage writes img as a PNG atomically.
func writePNGImage(path string, img image.Image) error {
	return writeFileAtomic(path, func(w io.Writer) error { return png.Encode(w, img) })
}

// reportSimError prints a failed run's workspace problems (file:line:col)
// or joined validation errors one per line, and returns errReported for
// them; other errors are returned as they are.
func reportSimError(err error, where string, stderr io.Writer) error {
	if printDiagnostics(err, where, stderr) > 0 {
		return errReported
	}
	// Several validation problems arrive joined; print one per line.
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			fmt.Fprintf(stderr, "ppuwb simulate: %v\n", e)
		}
		return errReported
	}
	return err
}

// cycles prints a virtual time, or "never" for a negative one.
func cycles(c int64) string {
	if c < 0 {
		return "never"
	}
	return fmt.Sprint(c)
}

// pluralS and pluralES are the plural endings for n things.
func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func pluralES(n int) string {
	if n == 1 {
		return ""
	}
	return "es"
}

// alternatives spells an enum's names for a help text, from the enum's own
// list: joined by sep ("a|b|c"), or with sep "" as a sentence's choices
// ("a or b", "a, b or c").
func alternatives(names []string, sep string) string {
	if sep != "" || len(names) < 2 {
		return strings.Join(names, sep)
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
