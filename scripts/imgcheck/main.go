// Command imgcheck asserts that a screenshot is not blank, for the GUI smoke
// test (scripts/smoke.sh). It prints what it measured and exits 1 when a
// threshold is missed.
//
//	imgcheck [-min-colors N] [-min-nonbg F] [-min-warm F] [-crop x,y,w,h] file.png
//
// -min-nonbg is the fraction of pixels that differ from the most common
// colour (the background); -min-warm the fraction of saturated orange/yellow
// pixels (the showcase's torus), proof that the framebuffer shows the scene.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
)

func main() {
	minColors := flag.Int("min-colors", 0, "at least this many distinct colours")
	minNonBG := flag.Float64("min-nonbg", 0, "at least this fraction of pixels differ from the dominant colour")
	minWarm := flag.Float64("min-warm", 0, "at least this fraction of saturated orange/yellow pixels")
	crop := flag.String("crop", "", "only look at x,y,w,h")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: imgcheck [flags] file.png")
		os.Exit(2)
	}
	name := flag.Arg(0)
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, "imgcheck:", err)
		os.Exit(1)
	}
	src, err := png.Decode(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(os.Stderr, "imgcheck: %s: %v\n", name, err)
		os.Exit(1)
	}
	r := src.Bounds()
	if *crop != "" {
		var x, y, w, h int
		if _, err := fmt.Sscanf(*crop, "%d,%d,%d,%d", &x, &y, &w, &h); err != nil {
			fmt.Fprintln(os.Stderr, "imgcheck: -crop wants x,y,w,h")
			os.Exit(2)
		}
		r = image.Rect(x, y, x+w, y+h).Intersect(r)
	}
	img := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(img, img.Bounds(), src, r.Min, draw.Src)
	counts := map[uint32]int{}
	warm := 0
	n := r.Dx() * r.Dy()
	for i := 0; i+3 < len(img.Pix); i += 4 {
		p := img.Pix[i : i+4]
		counts[uint32(p[0])<<16|uint32(p[1])<<8|uint32(p[2])]++
		if p[0] > 170 && p[1] > 90 && int(p[2])+60 < int(p[1]) && int(p[0]) >= int(p[1]) {
			warm++
		}
	}
	most := 0
	for _, c := range counts {
		most = max(most, c)
	}
	nonBG := 1 - float64(most)/float64(max(n, 1))
	warmF := float64(warm) / float64(max(n, 1))
	fmt.Printf("%s: %dx%d, %d colours, %.1f%% non-background, %.2f%% warm\n",
		name, r.Dx(), r.Dy(), len(counts), 100*nonBG, 100*warmF)
	ok := true
	if len(counts) < *minColors {
		fmt.Printf("  FAIL: %d colours < %d\n", len(counts), *minColors)
		ok = false
	}
	if nonBG < *minNonBG {
		fmt.Printf("  FAIL: non-background %.3f < %.3f\n", nonBG, *minNonBG)
		ok = false
	}
	if warmF < *minWarm {
		fmt.Printf("  FAIL: warm %.4f < %.4f\n", warmF, *minWarm)
		ok = false
	}
	if !ok {
		os.Exit(1)
	}
}
