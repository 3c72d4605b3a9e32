package mesh

import (
	"strings"
	"testing"
)

func TestOBJ(t *testing.T) {
	src := `# a quad and a pentagon
v 0 0 0
v 1 0 0
v 1 1 0
v 0 1 0
vt 0 0
vt 1 0
vt 1 1
vt 0 1
vn 0 0 1
g quad
usemtl whatever
f 1/1/1 2/2/1 3/3/1 4/4/1
v 2 0 0 1 0 0
v 3 0 0 0 1 0
v 3 1 0 0 0 1
v 2.5 1.5 0 1 1 1
v 2 1 0 1 1 1
f -5 -4 -3 -2 -1
`
	md, err := ParseOBJ([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if md.Triangles() != 2+3 {
		t.Fatalf("%d triangles", md.Triangles())
	}
	if len(md.Positions) != 9 || md.Positions[4] != [3]float32{2, 0, 0} || md.Colors[4] != [4]float32{1, 0, 0, 1} {
		t.Fatalf("positions %v colours %v", md.Positions, md.Colors)
	}
	if md.UVs[2] != [2]float32{1, 0} || md.Normals[0] != [3]float32{0, 0, 1} { // vt 1 1: v flipped
		t.Fatalf("uv %v normals %v", md.UVs, md.Normals)
	}
	// fan triangulation of the pentagon: (0,1,2) (0,2,3) (0,3,4) of its vertices
	if got := md.Indices[6:9]; got[0] != 4 || got[1] != 5 || got[2] != 6 {
		t.Errorf("fan %v", md.Indices[6:])
	}
}

func TestOBJErrors(t *testing.T) {
	cases := map[string]string{
		"v 0 0\n":                  "1:1: v needs",
		"v 0 0 x\n":                `1:7: "x" is not a finite number`,
		"v 0 0 0\nf 1 2 3\n":       "2:5: vertex index 2 out of range",
		"v 0 0 0\nf 1 1\n":         "2:1: a face needs at least 3",
		"v 0 0 0\nf 1/2 1 1\n":     "2:3: texture coordinate index 2 out of range",
		"v 0 0 0\nf 0 1 1\n":       "2:3: vertex index 0 out of range",
		"v 0 0 0\nf 1/1/1/1 1 1\n": "2:3: bad face vertex",
		"bogus 1 2\n":              `1:1: unknown OBJ statement "bogus"`,
		"v 0 0 0\n":                "no faces",
		"v 0 0 0 nan\nf 1 1 1\n":   "not a finite number",
		"v 1e999 0 0\n":            "not a finite number",
		"v 0 0 0\nf //1 1 1\n":     "has no position index",
	}
	for src, want := range cases {
		_, err := ParseOBJ([]byte(src))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", src, err, want)
		}
	}
}

func TestOBJUseMtlGroups(t *testing.T) {
	src := "mtllib a.mtl b.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 1 0\nf 1 2 3\nusemtl red\nf 2 4 3\nusemtl unused\nusemtl blue\nf 1 2 4\n"
	md, err := ParseOBJ([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(md.MtlLibs) != 2 || md.MtlLibs[1] != (Ref{"b.mtl", 1, 14}) {
		t.Fatalf("mtllibs %+v", md.MtlLibs)
	}
	want := []Group{{0, 3, -1, Ref{}}, {3, 3, -1, Ref{"red", 7, 8}}, {6, 3, -1, Ref{"blue", 10, 8}}}
	if len(md.Groups) != len(want) {
		t.Fatalf("groups %+v", md.Groups)
	}
	for i := range want {
		if md.Groups[i] != want[i] {
			t.Fatalf("group %d: %+v, want %+v", i, md.Groups[i], want[i])
		}
	}
}
