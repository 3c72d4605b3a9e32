package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces"
)

func runOK(t *testing.T, args ...string) []byte {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if rc := Run(args, &stdout, &stderr); rc != 0 {
		t.Fatalf("%v: exit %d: %s", args, rc, stderr.String())
	}
	return stdout.Bytes()
}

// `ppuwb compare` prints exactly the numbers the Viewports view shows for
// the same workspace, snap mode and bits: violations and over-coverage per
// pair, and the allocation blocks the view outlines for each coarse level.
func TestCompareAgreesWithViewportsView(t *testing.T) {
	var rep render.CompareReport
	if err := json.Unmarshal(runOK(t, "compare", "snapping", "--snap", "fixed", "--bits", "2", "--json"), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Violations == 0 {
		t.Fatal("fixed snapping at 2 bits shows no violations in the snapping example; the comparison is not exercised")
	}

	ws, err := workspaces.LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	o := ws.Options
	o.Snap, o.SubpixelBits = render.SnapFixed, 2
	c, err := render.Compare(t.Context(), ws.Scene, ws.CompareLevels(), o)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Pairs) != len(c.Pairs) || len(rep.Allocation) != len(c.Levels)-1 {
		t.Fatalf("report has %d pairs and %d allocations for %d levels", len(rep.Pairs), len(rep.Allocation), len(c.Levels))
	}
	for i := range c.Levels {
		if got, want := rep.Levels[i].Coverage, c.Levels[i].Counts(); got != want || (i == 0 && want.Inner == 0) || want.Outer <= want.Centre || want.Centre < want.Inner {
			t.Errorf("level %d coverage: command %+v, view %+v (outer > centre ≥ inner, inner > 0 at the finest level)", i, got, want)
		}
	}
	for i, p := range c.Pairs {
		r := rep.Pairs[i]
		if r.Violations != p.Violations || r.Over != p.Over || len(r.ViolationAt) != len(p.ViolationAt) {
			t.Errorf("pair %d: command %d violations / %d over, view %d / %d", i, r.Violations, r.Over, p.Violations, p.Over)
		}
	}
	// The view outlines the blocks render.Comparison.Blocks classifies
	// (app.compareView.computeBlocks); the command must count the same.
	for k := 1; k < len(c.Levels); k++ {
		_, b := c.Blocks(k)
		a := rep.Allocation[k-1]
		if b.Allocated != a.Allocated || b.Needed != a.Needed || b.Under != a.Missing || b.Over != a.Wasted || b.BlockSize != a.BlockSize {
			t.Errorf("level %d blocks: view %+v, command %+v", k, b, a)
		}
	}
}

// The sweep is the seed's claim as one table: consistent snapping never
// violates, fixed snapping does at low precision; the CSV holds the same rows.
func TestCompareSweepBits(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sweep.csv")
	out := string(runOK(t, "compare", "snapping", "--sweep-bits", "0..12", "--csv", file))
	if !strings.Contains(out, "fixed snapping") || !strings.Contains(out, "consistent snapping") {
		t.Errorf("table header missing:\n%s", out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 14 || recs[0][0] != "bits" {
		t.Fatalf("csv has %d records, want a header and 13 rows: %v", len(recs), recs)
	}
	var rows []render.BitSweepRow
	if err := json.Unmarshal(runOK(t, "compare", "snapping", "--sweep-bits", "0..12", "--json"), &rows); err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if r.ConsistentViolations != 0 {
			t.Errorf("%d bits: consistent snapping has %d violations", r.Bits, r.ConsistentViolations)
		}
		if recs[i+1][1] != itoa(r.FixedViolations) || recs[i+1][3] != itoa(r.ConsistentViolations) {
			t.Errorf("csv row %v differs from json %+v", recs[i+1], r)
		}
	}
	if rows[0].FixedViolations == 0 {
		t.Error("fixed snapping at 0 bits shows no violations")
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// -o writes a contact sheet: every level side by side, violations drawn in
// the view's vermillion.
func TestCompareContactSheet(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sheet.png")
	runOK(t, "compare", "snapping", "--snap", "fixed", "--bits", "2", "-o", file)
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 4*192 || b.Dy() < 192 {
		t.Fatalf("sheet is %v: too small for four levels", b)
	}
	verm := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 == 0xD5 && g>>8 == 0x5E && bl>>8 == 0 {
				verm++
			}
		}
	}
	if verm < 100 {
		t.Errorf("only %d vermillion pixels: violations are not drawn", verm)
	}
}

// Bad command lines: one line, non-zero exit, no panic, no file left.
func TestCompareBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.png")
	expectBadArgs(t, []badArgs{
		{[]string{"compare", "snapping", "--levels", "256,100"}, 2, "power of two"},
		{[]string{"compare", "snapping", "--levels", "256,512"}, 2, "largest to smallest"},
		{[]string{"compare", "snapping", "--levels", "32768,16384"}, 2, "out of range"},
		{[]string{"compare", "snapping", "--levels", "8192,4096,2048"}, 2, "limited to"},
		{[]string{"compare", "snapping", "--levels", "256"}, 2, "at least two levels"},
		{[]string{"compare", "snapping", "--levels", "a,b"}, 2, "not a list of widths"},
		{[]string{"compare", "snapping", "--viewport", "nope"}, 1, "nope"},
		{[]string{"compare", "snapping", "--bits", "13"}, 1, "out of range"},
		{[]string{"compare", "snapping", "--snap", "wobbly"}, 2, "--snap"},
		{[]string{"compare", "snapping", "--sweep-bits", "5..3"}, 2, "smallest first"},
		{[]string{"compare", "snapping", "--sweep-bits", "0..13"}, 2, "from 0 to 12"},
		{[]string{"compare", "snapping", "--csv", "x.csv"}, 2, "--sweep-bits"},
		{[]string{"compare", "snapping", "--sweep-bits", "0..2", "-o", out}, 2, "cannot be combined"},
		{[]string{"compare", "snapping", "-o", filepath.Join(dir, "no", "such", "s.png")}, 1, "cannot write"},
	})
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed compare left a sheet behind")
	}
}

// --json reports the fixed-width evaluation per level, width and evaluator:
// on the snapping example a 32-bit unnormalized evaluator errs and the
// normalized ones do not.
func TestCompareEdgeWidthsJSON(t *testing.T) {
	var rep render.CompareReport
	if err := json.Unmarshal(runOK(t, "compare", "snapping", "--json"), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.EdgeWidths) != len(rep.Levels)*3*3 {
		t.Fatalf("%d edge-width rows for %d levels, want %d", len(rep.EdgeWidths), len(rep.Levels), len(rep.Levels)*9)
	}
	var unnorm32 int64
	for _, e := range rep.EdgeWidths {
		if e.Evaluator == "unnormalized" && e.Width == 32 {
			unnorm32 += e.Differ
		}
		if e.Evaluator != "unnormalized" && (e.Differ != 0 || e.Overflows != 0) && e.Evaluator == "normalized-sticky" {
			t.Errorf("%+v: the normalized evaluator with a sticky bit errs", e)
		}
	}
	if unnorm32 == 0 {
		t.Error("the 32-bit unnormalized evaluator never errs on the snapping example")
	}
}
