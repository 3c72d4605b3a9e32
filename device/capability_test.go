package device

import (
	"errors"
	"strings"
	"testing"
)

func testPlatform(t *testing.T) *Platform {
	t.Helper()
	ppu, _ := Preset(PresetNames()[0])
	ppu.Name = "ppu"
	p, err := NewPlatform([]Physical{PPUDevice(ppu), CPUDevice(CPU{Name: "cpu", Cores: 4, ClockMHz: 3000})})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func req(t *testing.T, ss ...string) []Requirement {
	var out []Requirement
	for _, s := range ss {
		r, err := ParseRequirement(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestMatchingScoreCountsCapabilitiesAndRequiredAreMandatory(t *testing.T) {
	p := testPlatform(t)
	ms := Score(p.Devices, Needs{Required: req(t, "image"), Preferred: req(t, "fp64", "type=ppu")})
	if ms[0].Score != 2 || ms[1].Score != 2 || !ms[0].Qualifies || !ms[1].Qualifies {
		t.Fatalf("scores %+v", ms)
	}
	set, err := p.Select(Needs{Required: req(t, "fp64")})
	if err != nil || len(set.Devices) != 1 || p.Devices[set.Devices[0]].Name != "cpu" {
		t.Fatalf("fp64 set %+v %v", set, err)
	}
	set2, err := p.Select(Needs{Required: req(t, "image"), Preferred: req(t, "type=ppu")})
	if err != nil || set2.ID != 1 || len(set2.Devices) != 1 || set2.Devices[0] != 0 {
		t.Fatalf("ppu set %+v %v", set2, err)
	}
}

func TestUnsatisfiableListsWhatEachDeviceLacks(t *testing.T) {
	p := testPlatform(t)
	_, err := p.Select(Needs{Required: req(t, "fp64", "raytracing")})
	if !errors.Is(err, ErrUnsatisfiable) || !strings.Contains(err.Error(), "ppu lacks fp64, raytracing") ||
		!strings.Contains(err.Error(), "cpu lacks raytracing") {
		t.Fatalf("err %v", err)
	}
}

func TestBadRequirements(t *testing.T) {
	for _, s := range []string{"local_mem", "type=gpu", "fp64>=2", "memory>=x", ""} {
		if _, err := ParseRequirement(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

func TestContextRetainReleaseAndUseAfterRelease(t *testing.T) {
	p := testPlatform(t)
	if _, err := p.CreateContext(0); err == nil {
		t.Fatal("context on a logical device that was never built")
	}
	set, _ := p.Select(Needs{})
	c, err := p.CreateContext(set.ID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Retain() != nil || c.Refs() != 2 || c.Release() != nil || c.Use() != nil || c.Release() != nil {
		t.Fatal("retain/release sequence failed")
	}
	if err := c.Use(); !errors.Is(err, ErrReleased) {
		t.Fatalf("use after release: %v", err)
	}
	if err := c.Retain(); !errors.Is(err, ErrReleased) {
		t.Fatalf("retain after release: %v", err)
	}
}
