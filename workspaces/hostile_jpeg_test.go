package workspaces

import (
	"bytes"
	"image"
	"image/jpeg"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// manyScans is a JPEG with extra copies of its scan: n scans in all.
func manyScans(t *testing.T, n int) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 64, 64)), nil); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	sos := bytes.Index(b, []byte{0xFF, 0xDA})
	eoi := len(b) - 2
	if sos < 0 || b[eoi] != 0xFF || b[eoi+1] != 0xD9 {
		t.Fatal("unexpected JPEG layout")
	}
	out := append([]byte(nil), b[:eoi]...)
	for range n - 1 {
		out = append(out, b[sos:eoi]...)
	}
	return append(out, 0xFF, 0xD9)
}

// A JPEG texture of thousands of scans (image/jpeg decodes each over the
// whole image: 6,000 took more than a minute at 4096²) is refused at its
// reference, naming the limit, before it is decoded.
func TestHostileJPEGScans(t *testing.T) {
	for _, c := range []struct {
		scans int
		ok    bool
	}{{1, true}, {mesh.MaxJPEGScans, true}, {mesh.MaxJPEGScans + 1, false}, {6000, false}} {
		data := manyScans(t, c.scans)
		if n, err := mesh.JPEGScans(data, 1<<20); err != nil || n != c.scans {
			t.Fatalf("counted %d scans (%v), want %d", n, err, c.scans)
		}
		dir := writeWS(t, map[string]string{
			"workspace.toml": "",
			"scene.toml":     materialScene + "[[meshes]]\nfile = \"m.obj\"\nmaterial = \"from-file\"\n",
			"m.obj":          "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 0 1\nusemtl red\nf 1/1 2/2 3/3\n",
			"x.mtl":          "newmtl red\nmap_Kd wood.jpg\n",
			"wood.jpg":       string(data),
		})
		_, err := Load(dir)
		if c.ok && err != nil {
			t.Errorf("%d scans: %v", c.scans, err)
		}
		if !c.ok {
			errs := loadErrs(t, dir)
			if !hasDiag(errs, "x.mtl:2:8: map_Kd: wood.jpg has more than 64 scans (the limit on JPEG scans)") {
				t.Errorf("%d scans: %v", c.scans, errs)
			}
		}
	}
}
