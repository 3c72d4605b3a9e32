package calibrate

import (
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// The shared H100 anchors (../shared/anchors/h100, copied into testdata)
// give the h100 preset: calibrating them reproduces it value for value.
func TestH100AnchorsGiveTheH100Preset(t *testing.T) {
	a, err := Load("testdata/h100")
	if err != nil {
		t.Fatal(err)
	}
	d, err := a.Derive(Hints{CC: "9.0", GPU: "NVIDIA H100 80GB HBM3", Driver: "580.159.04"})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range d.Notes {
		t.Log(n)
	}
	want, _ := device.Preset("h100")
	got := d.PPU
	got.Name = want.Name
	if got != want {
		t.Errorf("calibrated preset differs from h100:\n got %+v\nwant %+v", got, want)
	}
}
