package app

import (
	"bufio"
	"image"
	"image/png"
	"os"
)

// writeFile creates p and writes it through a buffered writer.
func writeFile(p string, f func(*bufio.Writer) error) error {
	out, err := os.Create(p)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	if err := f(w); err != nil {
		out.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// writePNG encodes img as PNG into p.
func writePNG(p string, img image.Image) error {
	return writeFile(p, func(w *bufio.Writer) error { return png.Encode(w, img) })
}
