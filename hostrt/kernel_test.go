package hostrt

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
)

func testImage() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 37, 23))
	for y := 0; y < 23; y++ {
		for x := 0; x < 37; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 7), uint8(y * 11), uint8((x * y) % 256), 255})
		}
	}
	return img
}

func TestAverageColourIsRealAndSameOnEveryDeviceAndThreadCount(t *testing.T) {
	img := testImage()
	var want [3]float64
	for i := 0; i < len(img.Pix); i += 4 {
		for c := 0; c < 3; c++ {
			want[c] += float64(img.Pix[i+c]) / 255
		}
	}
	n := float64(37 * 23)
	cache := NewCache()
	k, _ := Builtin("average-colour")
	native, err := cache.Select(k, "cpu", 1)
	if err != nil || native.Compiled {
		t.Fatalf("cpu should use the native executable: %+v %v", native, err)
	}
	online, err := cache.Select(k, "ppu", 1)
	if err != nil || !online.Compiled || online.CacheHit {
		t.Fatalf("ppu should compile online: %+v %v", online, err)
	}
	var first []float64
	for _, sel := range []Selection{native, online} {
		for _, th := range []int{1, 3, 8} {
			out, err := Execute(k, sel, Input{Image: img}, th)
			if err != nil {
				t.Fatal(err)
			}
			for c := 0; c < 3; c++ {
				if math.Abs(out.Value[c]-want[c]/n) > 1e-12 {
					t.Fatalf("channel %d: %v want %v", c, out.Value[c], want[c]/n)
				}
			}
			if first == nil {
				first = out.Value
			} else if first[0] != out.Value[0] || first[1] != out.Value[1] || first[2] != out.Value[2] {
				t.Fatalf("results differ: %v vs %v", first, out.Value)
			}
		}
	}
}

func TestOnlineCompileIsCachedBySourceAndDevice(t *testing.T) {
	cache := NewCache()
	k, _ := Builtin("exposure")
	if s, _ := cache.Select(k, "ppu", 1); s.CacheHit {
		t.Fatal("first compile hit")
	}
	if s, _ := cache.Select(k, "ppu", 1); !s.CacheHit {
		t.Fatal("second compile missed")
	}
	if s, _ := cache.Select(k, "ppu", 2); s.CacheHit || !strings.Contains(s.Reason, "compiled online") {
		t.Fatalf("other version: %+v", s)
	}
	st := cache.Stats()
	if st.Hits != 1 || st.Misses != 2 || st.Entries != 2 {
		t.Fatalf("stats %+v", st)
	}
	k.Executables = append(k.Executables, Executable{Type: "ppu", Version: 1})
	if s, _ := cache.Select(k, "ppu", 2); !strings.Contains(s.Reason, "only ppu v1 exists") {
		t.Fatalf("older version reason: %q", s.Reason)
	}
	nosrc := &Kernel{Name: "bin", Executables: []Executable{{Type: "cpu", Version: 1}}}
	if _, err := cache.Select(nosrc, "ppu", 1); err == nil || !strings.Contains(err.Error(), "no source") {
		t.Fatalf("no source: %v", err)
	}
}

func TestExposureHistogramBlurPrefixSumComputeRealData(t *testing.T) {
	img := testImage()
	cache := NewCache()
	run := func(name, typ string, in Input) *Output {
		k, _ := Builtin(name)
		s, err := cache.Select(k, typ, 1)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Execute(k, s, in, 4)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	for _, typ := range []string{"cpu", "ppu"} {
		ex := run("exposure", typ, Input{Image: img, Params: map[string]float64{"gain": 2}})
		r := float64(img.Pix[4*5]) / 255 // pixel (5, 0)
		if got, want := ex.Image.Pix[4*5], to8(r*2/(1+r*2)); got != want {
			t.Fatalf("%s exposure: %d want %d", typ, got, want)
		}
		h := run("histogram", typ, Input{Image: img})
		total := 0
		for _, c := range h.Hist {
			total += c
		}
		if total != 37*23 || len(h.Hist) != 16 {
			t.Fatalf("%s histogram %v", typ, h.Hist)
		}
		ps := run("prefix-sum", typ, Input{Buffer: []float64{1, 2, 3, 4}})
		if len(ps.Buffer) != 4 || ps.Buffer[3] != 10 || ps.Buffer[1] != 3 {
			t.Fatalf("%s scan %v", typ, ps.Buffer)
		}
	}
	flat := image.NewRGBA(image.Rect(0, 0, 5, 5))
	for i := range flat.Pix {
		flat.Pix[i] = 100
	}
	flat.Pix[flat.PixOffset(2, 2)] = 190
	bl := run("box-blur", "cpu", Input{Image: flat})
	if got := bl.Image.Pix[bl.Image.PixOffset(1, 1)]; got != 110 {
		t.Fatalf("blur next to the bright pixel: %d want 110", got)
	}
}

func TestCompileErrorHasLineAndColumn(t *testing.T) {
	k := &Kernel{Name: "bad", Domain: DomainImage, Source: "[r,\n  g * q, b]"}
	err := k.Check()
	var se *SourceError
	if !errors.As(err, &se) || se.Line != 2 || se.Column != 7 || !strings.Contains(se.Msg, "unknown name q") {
		t.Fatalf("err %#v", err)
	}
}

func TestOperationBudgetStopsTheRun(t *testing.T) {
	k := &Kernel{Name: "big", Domain: DomainBuffer, Reduce: ReduceSum, Source: "v * 2", Budget: 20}
	sel, _ := NewCache().Select(k, "cpu", 1)
	out, err := Execute(k, sel, Input{Buffer: make([]float64, 100)}, 2)
	if err == nil || !strings.Contains(err.Error(), "operation budget 20 exceeded") || out == nil || out.Items >= 100 {
		t.Fatalf("err %v out %+v", err, out)
	}
	// A per-item loop is bounded by the memory budget of the VM.
	k2 := &Kernel{Name: "loop", Domain: DomainBuffer, Reduce: ReduceSum, Source: "sum(map(1..100000000, #))"}
	sel2, _ := NewCache().Select(k2, "cpu", 1)
	if _, err := Execute(k2, sel2, Input{Buffer: []float64{1}}, 1); err == nil {
		t.Fatal("runaway loop was not stopped")
	}
}

func FuzzKernelSource(f *testing.F) {
	f.Add("[r, g, b]")
	f.Add("let s = [px(-1,0), px(1,0)]; [s[0][0], g, b]")
	f.Add("[r * 1e308 * 1e308, g / 0, b]")
	img := testImage()
	f.Fuzz(func(t *testing.T, src string) {
		k := &Kernel{Name: "f", Domain: DomainImage, Reduce: ReduceMean, Source: src, Budget: 1 << 16}
		if k.Check() != nil {
			return
		}
		sel, err := NewCache().Select(k, "cpu", 1)
		if err != nil {
			return
		}
		Execute(k, sel, Input{Image: img, Region: image.Rect(0, 0, 4, 4)}, 2) // must not panic
	})
}

// The cache remembers a kernel's source hash, but a changed source is a
// new program: never a stale hit.
func TestCacheSeesAChangedSource(t *testing.T) {
	k, _ := Builtin("box-blur")
	c := NewCache()
	if s, err := c.Select(k, "ppu", 1); err != nil || s.CacheHit {
		t.Fatalf("first select: %+v, %v", s, err)
	}
	if s, _ := c.Select(k, "ppu", 1); !s.CacheHit {
		t.Fatal("the same source missed the cache")
	}
	k.Source = "(" + k.Source + ")"
	if s, err := c.Select(k, "ppu", 1); err != nil || s.CacheHit {
		t.Fatalf("a changed source hit the cache: %+v, %v", s, err)
	}
	if st := c.Stats(); st.Hits != 1 || st.Misses != 2 {
		t.Errorf("stats %+v, want 1 hit and 2 misses", st)
	}
}

// The native CPU executables and the span programs compiled online work
// on spans of a row; their results must be bit-identical to the
// expression VM's item by item and the same for any thread count, over a
// region whose rows do not line up with the work chunks.
func TestNativeSpansMatchOnlineFormBitForBit(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 301, 97))
	for i := range img.Pix {
		img.Pix[i] = uint8(i*131 + i/7)
	}
	region := image.Rect(3, 5, 298, 94)
	buf := make([]float64, 9001)
	for i := range buf {
		buf[i] = float64(i%17) * 0.37
	}
	for _, name := range []string{"average-colour", "histogram", "exposure", "prefix-sum", "box-blur"} {
		k, _ := Builtin(name)
		cache := NewCache()
		native, _ := cache.Select(k, "cpu", 1)
		online, err := cache.Select(k, "ppu", 1)
		if err != nil || native.Exe.native == nil || online.Exe.program == nil {
			t.Fatalf("%s: native %+v online %+v %v", name, native, online, err)
		}
		in := Input{Image: img, Region: region, Buffer: buf, Params: map[string]float64{"gain": 1.7}}
		vmOnly := online
		vmOnly.Exe.native = nil // the expression VM, item by item
		want, err := Execute(k, vmOnly, in, 1)
		if err != nil {
			t.Fatal(err)
		}
		if online.Exe.native == nil && name != "box-blur" { // px and sum(…, #) stay on the VM
			t.Fatalf("%s: the online compile gave no span program", name)
		}
		for _, th := range []int{1, 2, 3, 8} {
			for _, sel := range []Selection{native, online} {
				got, err := Execute(k, sel, in, th)
				if err != nil {
					t.Fatal(err)
				}
				if got.Items != want.Items || !equalFloats(got.Value, want.Value) || !equalFloats(got.Buffer, want.Buffer) {
					t.Fatalf("%s on %d threads: %v %v vs online %v %v", name, th, got.Value, len(got.Buffer), want.Value, len(want.Buffer))
				}
				for b := range want.Hist {
					if got.Hist[b] != want.Hist[b] {
						t.Fatalf("%s on %d threads: histogram %v vs %v", name, th, got.Hist, want.Hist)
					}
				}
				if want.Image != nil && string(got.Image.Pix) != string(want.Image.Pix) {
					t.Fatalf("%s on %d threads: image differs from the online form", name, th)
				}
			}
		}
	}
}

func equalFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
			return false
		}
	}
	return true
}

// A split instance computes each part with its own device's executable
// (here the CPU's native one and a PPU's online-compiled program, part
// boundaries inside a chunk) and the result is bit-identical to running
// every item on one device.
func TestSplitPartsUseEachDevicesExecutableAndMatchOneDevice(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 211, 97))
	for i := range img.Pix {
		img.Pix[i] = uint8(i*29 + i/11)
	}
	buf := make([]float64, 10007)
	for i := range buf {
		buf[i] = float64(i%23) * 0.11
	}
	for _, name := range []string{"average-colour", "histogram", "exposure", "prefix-sum", "box-blur"} {
		k, _ := Builtin(name)
		cache := NewCache()
		cpu, _ := cache.Select(k, "cpu", 1)
		ppu, _ := cache.Select(k, "ppu", 1)
		in := Input{Image: img, Buffer: buf, Params: map[string]float64{"gain": 0.8}}
		want, err := Execute(k, cpu, in, 3)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ExecuteParts(k, []Part{{Sel: ppu, Items: 5000}, {Sel: cpu, Items: 3}, {Sel: ppu, Items: 7000}, {Sel: cpu}}, in, 2)
		if err != nil {
			t.Fatal(err)
		}
		if got.Items != want.Items || !equalFloats(got.Value, want.Value) || !equalFloats(got.Buffer, want.Buffer) ||
			fmt.Sprint(got.Hist) != fmt.Sprint(want.Hist) || (want.Image != nil && string(got.Image.Pix) != string(want.Image.Pix)) {
			t.Fatalf("%s: split %v %v differs from one device %v %v", name, got.Value, got.Hist, want.Value, want.Hist)
		}
	}
	// Each part really runs its own executable: a part whose program
	// fails reports the failure.
	k := &Kernel{Name: "div", Domain: DomainBuffer, Reduce: ReduceSum, Source: "v > 5 ? at(-1) + [1][int(v)] : v"}
	cache := NewCache()
	online, _ := cache.Select(k, "ppu", 1)
	ok := Selection{Exe: Executable{Type: "cpu", Version: 1, native: nativeCopy}}
	in := Input{Buffer: []float64{1, 2, 3, 9, 9}}
	if _, err := ExecuteParts(k, []Part{{Sel: ok, Items: 3}, {Sel: online}}, in, 1); err == nil {
		t.Fatal("the online part's failure was not reported")
	}
	if out, err := ExecuteParts(k, []Part{{Sel: ok, Items: 5}, {Sel: online}}, in, 1); err != nil || out.Value[0] != 24 {
		t.Fatalf("all items on the native part: %v %v", out, err)
	}
}

// A source the span compiler accepts must give bit-identical results to
// the expression VM (a NaN matches any NaN).
func FuzzSpanProgramMatchesVM(f *testing.F) {
	for _, src := range []string{"[r, g, b]", "int((0.2126*r + 0.7152*g + 0.0722*b) * 15.999)",
		"[r * k / (1 + r * k), g, b]", "x > w / 2 ? [r, g, b] : [1 - r, -g, abs(b - 0.5)]",
		"let q = x * y - i; [float(q > 7 ? q : 0), min(r, g, b), max(x, y) ** 0.5]",
		"[ceil(r * 10) / 10, floor(x / 3), round(-g * 7)]", "[!(r < g) && b >= a ? 1 : 0, h - y, int(-r * 9.5)]"} {
		f.Add(src, false)
	}
	f.Add("v * 2 + i - n", true)
	f.Add("v > 3 || i == 2 ? -v : v ** 2", true)
	img := testImage()
	buf := []float64{0, 1.5, -2, 3.25, 1e300, -0.0, 7}
	f.Fuzz(func(t *testing.T, src string, buffer bool) {
		k := &Kernel{Name: "f", Domain: DomainImage, Source: src, Params: []string{"k"}, Budget: 1 << 20}
		if buffer {
			k.Domain = DomainBuffer
		}
		if k.Check() != nil {
			return
		}
		if k.outWidth() == 1 && !buffer {
			k.Reduce = ReduceSum // a number per pixel: summed
		}
		online, err := NewCache().Select(k, "ppu", 1)
		if err != nil || online.Exe.native == nil {
			return
		}
		vmOnly := online
		vmOnly.Exe.native = nil
		in := Input{Image: img, Region: image.Rect(1, 2, 30, 20), Buffer: buf, Params: map[string]float64{"k": 1.25}}
		want, werr := Execute(k, vmOnly, in, 1)
		got, gerr := Execute(k, online, in, 2)
		if werr != nil || gerr != nil {
			if (werr == nil) != (gerr == nil) {
				t.Fatalf("%q: VM error %v, span program error %v", src, werr, gerr)
			}
			return
		}
		same := func(a, b []float64) bool {
			if len(a) != len(b) {
				return false
			}
			for i := range a {
				if math.Float64bits(a[i]) != math.Float64bits(b[i]) && !(math.IsNaN(a[i]) && math.IsNaN(b[i])) {
					return false
				}
			}
			return true
		}
		if !same(got.Value, want.Value) || !same(got.Buffer, want.Buffer) || (want.Image != nil) != (got.Image != nil) ||
			want.Image != nil && string(got.Image.Pix) != string(want.Image.Pix) {
			t.Fatalf("%q: span program %v %v differs from the VM %v %v", src, got.Value, got.Buffer, want.Value, want.Buffer)
		}
	})
}
