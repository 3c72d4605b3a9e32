package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/run"
)

// maxRenderPixels bounds a headless render's framebuffer (colour, depth and
// triangle IDs take 12 bytes a pixel): 8192×8192 is 768 MiB.
const maxRenderPixels = 8192 * 8192

func init() {
	register(&command{
		name:    cmdname.Render,
		summary: "render a workspace's scene headless to a PNG file",
		usage:   "[WORKSPACE | EXAMPLE] -o out.png [--size WxH] [--viewport NAME] [--snap fixed|consistent] [--bits N] [--debug VIEW] [--json]",
		run:     runRender,
		timeout: true,
	})
}

func runRender(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	out := outputFlag(fs, "o", "the PNG `file` to write (required)")
	size := fs.String("size", "", "viewport size WxH in pixels (default: the workspace's viewport)")
	viewport := fs.String("viewport", "", "which viewport of the scene file to render (default: the workspace's)")
	snap := fs.String("snap", "", "snap mode: "+alternatives(render.SnapModeNames.List(), "")+" (default: the viewport's)")
	bits := fs.Int("bits", -1, "sub-pixel bits, 0..12 (default: the viewport's)")
	debug := fs.String("debug", "", "debug view: "+strings.Join(render.DebugViewNames.List(), ", "))
	asJSON := fs.Bool("json", false, "print a machine-readable summary")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usageError("-o out.png is required")
	}
	ws, err := loadWorkspaceArg(cmdname.Render, pos, stderr)
	if err != nil {
		return err
	}
	if ws.UsesFile(*out) {
		return usageError("-o %s is a file of the workspace; refusing to overwrite it with a PNG", *out)
	}
	if *viewport != "" {
		if ws, err = ws.WithViewport(*viewport); err != nil {
			return err
		}
	}
	opt := ws.Options
	if *size != "" {
		w, h, err := parseSize(*size)
		if err != nil {
			return usageError("--size: %v", err)
		}
		if w != opt.Width || h != opt.Height {
			opt.Hierarchy = nil // the viewport's levels are for its own size
		}
		opt.Width, opt.Height = w, h
	}
	if *snap != "" {
		m, err := render.ParseSnapMode(*snap)
		if err != nil {
			return usageError("--snap: %v", err)
		}
		opt.Snap = m
	}
	if *bits >= 0 {
		opt.SubpixelBits = *bits
	}
	if *debug != "" {
		d, err := render.ParseDebugView(*debug)
		if err != nil {
			return usageError("--debug: %v", err)
		}
		opt.Debug = d
	}
	if err := opt.Validate(); err != nil {
		return err
	}
	if opt.Width*opt.Height > maxRenderPixels {
		return fmt.Errorf("%dx%d is %d pixels; a headless render is limited to %d (8192x8192)",
			opt.Width, opt.Height, opt.Width*opt.Height, maxRenderPixels)
	}

	ctx, _, stop := commandContext(fs, stderr)
	defer stop()
	start := time.Now()
	frame, err := render.Render(ctx, ws.Scene, opt)
	stop()
	if err != nil {
		return err
	}
	took := time.Since(start)
	if err := writePNG(*out, frame); err != nil {
		return err
	}
	rep := run.RenderReport{
		Workspace: ws.Name, Output: *out, Width: frame.Width, Height: frame.Height,
		Snap: opt.Snap.String(), Debug: opt.Debug.String(), Tiles: len(frame.Tiles),
		Stats: frame.Stats, Hierarchy: frame.Hierarchy, Millis: float64(took.Microseconds()) / 1000,
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	s := frame.Stats
	fmt.Fprintf(stdout, "rendered %s at %dx%d (%s snapping, %s view) in %.1f ms → %s\n",
		ws.Name, frame.Width, frame.Height, opt.Snap, opt.Debug, rep.Millis, *out)
	fmt.Fprintf(stdout, "  %d vertices, %d triangles in, %d out (%d culled by facing, %d outside, %d non-finite, %d degenerate)\n",
		s.VerticesIn, s.PrimitivesIn, s.PrimitivesOut, s.BackFaceCulled, s.OutsideFrustum, s.NonFinite, s.Degenerate)
	fmt.Fprintf(stdout, "  %d tiles touched, %d fragments, depth test %d passed / %d failed\n",
		s.TilesTouched, s.Fragments, s.DepthPass, s.DepthFail)
	if h := frame.Hierarchy; h != nil {
		fmt.Fprintf(stdout, "  hierarchical pass (coarsest first):\n")
		for _, l := range h.Levels {
			fmt.Fprintf(stdout, "    %4dx%-4d %2d bits: %d tiles visited, %d skipped, %d pixels covered\n",
				l.Width, l.Height, l.Bits, l.TilesVisited, l.TilesSkipped, l.Covered)
		}
		fmt.Fprintf(stdout, "    %4dx%-4d full resolution: %d tiles visited, %d skipped (%d bins skipped)\n",
			frame.Width, frame.Height, h.TilesVisited, h.TilesSkipped, h.BinsSkipped)
		fmt.Fprintf(stdout, "  blocks of %dx%d px: %d of %d allocated, %d of %d bytes (%.1f%% of a dense frame); %d holes\n",
			h.BlockSize, h.BlockSize, h.BlocksAllocated, h.BlocksX*h.BlocksY, h.BytesAllocated, h.BytesDense,
			100*float64(h.BytesAllocated)/float64(max(h.BytesDense, 1)), h.Holes)
	}
	return nil
}

// parseSize reads "WxH" (also "W×H" and "WXH").
func parseSize(s string) (int, int, error) {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "×", "x"), "X", "x")
	ws, hs, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("%q is not WxH (for example 1024x768)", s)
	}
	w, err1 := strconv.Atoi(strings.TrimSpace(ws))
	h, err2 := strconv.Atoi(strings.TrimSpace(hs))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%q is not WxH (for example 1024x768)", s)
	}
	if w < 1 || h < 1 {
		return 0, 0, fmt.Errorf("%dx%d: width and height must be at least 1", w, h)
	}
	if w > render.MaxViewport || h > render.MaxViewport {
		return 0, 0, fmt.Errorf("%dx%d: width and height must be at most %d", w, h, render.MaxViewport)
	}
	return w, h, nil
}

// writePNG writes the frame's colour buffer (see writePNGImage).
func writePNG(path string, f *render.Frame) error { return writePNGImage(path, f.Color) }
