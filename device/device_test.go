package device

import (
	"strings"
	"testing"
)

func TestPresets(t *testing.T) {
	names := PresetNames()
	for _, want := range []string{"classroom", "standard"} {
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Fatalf("preset %q missing from %v", want, names)
		}
	}
	for _, n := range names {
		p, err := Preset(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("preset %s invalid: %v", n, err)
		}
	}
	if p, _ := Preset("classroom"); p.SMs != 4 {
		t.Fatalf("classroom has %d SMs", p.SMs)
	}
	if p, _ := Preset(" Standard "); p.SMs != 15 {
		t.Fatalf("standard has %d SMs", p.SMs)
	}
	if _, err := Preset("huge"); err == nil || !strings.Contains(err.Error(), "classroom") {
		t.Fatalf("unknown preset error %v should list the known ones", err)
	}
}

// Validate reports every problem of a machine at once, and a CPU needs cores.
func TestMachineValidateListsEveryProblem(t *testing.T) {
	p, _ := Preset("classroom")
	p.SMs = 0
	p.WarpWidth = 24
	p.PerSM.Threads = 4096
	err := p.Validate()
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"sms must be in 1..1024, got 0", "warp_width must be a power of two", "threads (4096) exceed"} {
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("%q lacks %q", err, want)
		}
	}
	if (CPU{Name: "host", Cores: 0, ClockMHz: 3000}).Validate() == nil {
		t.Fatal("CPU with no cores accepted")
	}
}

// CTAUsage, Fits, Exceeds and CheckCTA: CTAs fill an SM until its first
// exhausted resource (here the CTA slots, before the registers), which
// Exceeds names.
func TestCTAUsageFillsAnSMUntilAResourceRunsOut(t *testing.T) {
	p, _ := Preset("classroom")
	u := p.CTAUsage(100, 20, 1024)
	if u != (Usage{CTAs: 1, Warps: 4, Threads: 100, Registers: 4 * 32 * 20, SharedMem: 1024}) {
		t.Fatalf("usage %+v", u)
	}
	capa := p.PerSM.Capacity()
	var used Usage
	n := 0
	for used.Fits(u, capa) {
		used = used.Add(u)
		n++
	}
	if n != 8 { // 8 CTA slots; registers would allow 12
		t.Fatalf("%d CTAs fit, want 8", n)
	}
	if name, need, avail := Exceeds(used, u, capa); name != "ctas" || need != 1 || avail != 0 {
		t.Fatalf("Exceeds = %s %d %d", name, need, avail)
	}
	if used.Sub(used) != (Usage{}) {
		t.Fatal("Sub")
	}
	if err := p.CheckCTA(p.CTAUsage(1024, 64, 0)); err == nil || !strings.Contains(err.Error(), "registers") {
		t.Fatalf("CheckCTA: %v", err)
	}
	if err := p.CheckCTA(u); err != nil {
		t.Fatal(err)
	}
}

// TestGCNLikeSaveArea: a full compute unit of the gcn-like preset saves the
// AMD KFD context-save area: 256 KiB VGPR + 16 KiB SGPR + 64 KiB LDS + 4 KiB
// HWREG = 340 KiB; ten 4-wave CTAs filling a CU save exactly that.
func TestGCNLikeSaveArea(t *testing.T) {
	p, err := Preset("gcn-like")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if got, want := p.FullSMSaveBytes(), 256*1024+16*1024+64*1024+4*1024; got != want || got != 340*1024 {
		t.Fatalf("full CU save %d bytes, want %d (340 KiB)", got, want)
	}
	full := p.PerSM.Capacity() // a CTA holding the whole CU saves the whole area
	if got := p.CTASaveBytes(full); got != 340*1024 {
		t.Fatalf("whole-CU CTA saves %d bytes, want 340 KiB", got)
	}
	cta := p.CTAUsage(256, 16, 6*1024) // 4 waves × 64 lanes × 16 VGPRs, 6 KiB LDS, 4/40 of SGPR+HWREG
	if got, want := p.CTASaveBytes(cta), 4*64*16*4+6*1024+20*1024*4/40; got != want {
		t.Fatalf("4-wave CTA saves %d bytes, want %d", got, want)
	}
}
