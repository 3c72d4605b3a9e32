package app

import (
	"bufio"
	"image"
	"image/png"
	"io"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// writeFile writes p through a buffered writer, by the one writer of
// outputs (internal/safefile): a temporary file renamed over p, and only a
// regular file is ever replaced.
func writeFile(p string, f func(*bufio.Writer) error) error {
	return safefile.Write(p, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		if err := f(bw); err != nil {
			return err
		}
		return bw.Flush()
	})
}

// writePNG encodes img as PNG into p.
func writePNG(p string, img image.Image) error {
	return writeFile(p, func(w *bufio.Writer) error { return png.Encode(w, img) })
}
