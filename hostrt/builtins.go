package hostrt

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// The built-in kernels: an expression source each and a native executable
// for the CPU (version 1); other devices compile the source online.

// BuiltinNames lists the built-in kernels.
func BuiltinNames() []string {
	var s []string
	for n := range builtins {
		s = append(s, n)
	}
	sort.Strings(s)
	return s
}

// Builtin returns a fresh copy of a built-in kernel: a source and a native
// executable for the CPU (version 1). Other devices compile the source
// online.
func Builtin(name string) (*Kernel, error) {
	b, ok := builtins[name]
	if !ok {
		return nil, fmt.Errorf("unknown built-in kernel %q (known: %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	k := b()
	return &k, nil
}

// The native CPU executables of the built-ins compute a span at a time.
// Explicit float64 conversions keep each product rounded on its own (no
// fused multiply-add), as the expression VM computes it: the native and
// the online-compiled forms give bit-identical results.

func nativeRGB(s *Span, dst []float64) {
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		d := dst[3*j : 3*j+3 : 3*j+3]
		d[0], d[1], d[2] = unit8[p[0]], unit8[p[1]], unit8[p[2]]
	}
}

func nativeLumaBin(s *Span, dst []float64) {
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		l := float64(0.2126*unit8[p[0]]) + float64(0.7152*unit8[p[1]])
		l = l + float64(0.0722*unit8[p[2]])
		dst[j] = float64(int(float64(l * 15.999)))
	}
}

func nativeExposure(s *Span, dst []float64) {
	g := s.Params["gain"]
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		d := dst[3*j : 3*j+3 : 3*j+3]
		for c := 0; c < 3; c++ {
			v := float64(unit8[p[c]] * g)
			d[c] = v / float64(1+v)
		}
	}
}

func nativeCopy(s *Span, dst []float64) { copy(dst, s.Buf) }

// nativeBoxBlur is the box-blur source's arithmetic: per channel the sum,
// from 0 in the source's neighbour order, of the 3×3 neighbours (clamped
// to the region) divided by 9.
func nativeBoxBlur(s *Span, dst []float64) {
	img, w, h := s.Img, s.W, s.H
	for j := 0; j < s.N; j++ {
		var sum [3]float64
		for dy := -1; dy <= 1; dy++ {
			y := min(max(s.Y+dy, 0), h-1)
			for dx := -1; dx <= 1; dx++ {
				x := min(max(s.X+j+dx, 0), w-1)
				o := img.PixOffset(s.Min.X+x, s.Min.Y+y)
				p := img.Pix[o : o+3 : o+3]
				sum[0] += unit8[p[0]]
				sum[1] += unit8[p[1]]
				sum[2] += unit8[p[2]]
			}
		}
		dst[3*j], dst[3*j+1], dst[3*j+2] = sum[0]/9, sum[1]/9, sum[2]/9
	}
}

var builtins = map[string]func() Kernel{
	"average-colour": func() Kernel {
		return Kernel{Name: "average-colour", Domain: DomainImage, Reduce: ReduceMean, Source: "[r, g, b]",
			Executables: []Executable{{Type: device.TypeCPU, Version: 1, native: nativeRGB}}}
	},
	"histogram": func() Kernel {
		return Kernel{Name: "histogram", Domain: DomainImage, Reduce: ReduceHistogram, Bins: 16,
			Source:      "int((0.2126*r + 0.7152*g + 0.0722*b) * 15.999)",
			Executables: []Executable{{Type: device.TypeCPU, Version: 1, native: nativeLumaBin}}}
	},
	"box-blur": func() Kernel {
		return Kernel{Name: "box-blur", Domain: DomainImage,
			Source: "let s = [px(-1,-1), px(0,-1), px(1,-1), px(-1,0), px(0,0), px(1,0), px(-1,1), px(0,1), px(1,1)];\n" +
				"[sum(s, #[0]) / 9, sum(s, #[1]) / 9, sum(s, #[2]) / 9]",
			Executables: []Executable{{Type: device.TypeCPU, Version: 1, native: nativeBoxBlur}}}
	},
	"exposure": func() Kernel {
		return Kernel{Name: "exposure", Domain: DomainImage, Params: []string{"gain"},
			Source:      "[r * gain / (1 + r * gain), g * gain / (1 + g * gain), b * gain / (1 + b * gain)]",
			Executables: []Executable{{Type: device.TypeCPU, Version: 1, native: nativeExposure}}}
	},
	"prefix-sum": func() Kernel {
		return Kernel{Name: "prefix-sum", Domain: DomainBuffer, Reduce: ReduceScan, Source: "v",
			Executables: []Executable{{Type: device.TypeCPU, Version: 1, native: nativeCopy}}}
	},
}
