package workspaces

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// The fuzz targets feed arbitrary bytes to every parser. They must never
// panic, hang or allocate without bound; errors are fine. Seeds come from
// the embedded examples. Run one with, for example:
//
//	go test -run XXX -fuzz FuzzScene -fuzztime 30s ./workspaces

// exampleFiles returns the files of an example as a MapFS.
func exampleFiles(t testing.TB, name string) fstest.MapFS {
	sub, err := ExampleFS(name)
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	fs.WalkDir(sub, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := fs.ReadFile(sub, p)
			m[p] = &fstest.MapFile{Data: data}
		}
		return nil
	})
	return m
}

// fuzzBase is a small workspace for the per-parser targets: the
// continuations example's files (no assets) plus tiny stand-ins for the
// showcase's assets, so seeds from every example load in well under a
// millisecond and the fuzzer spends its time in the parser and validation.
func fuzzBase(f *testing.F) fstest.MapFS {
	c := exampleFiles(f, "continuations")
	png := exampleFiles(f, "showcase")["checker.png"].Data
	return fstest.MapFS{
		"workspace.toml": {Data: []byte("name = \"fuzz\"\nscene = \"scene.toml\"\ntasks = [\"tasks.toml\"]\n")},
		"scene.toml":     c["scene.toml"],
		"tasks.toml":     c["tasks.toml"],
		"torus.obj":      {Data: []byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n")},
		"gem.glb":        {Data: encodeGLB(f, quadDoc())},
		"checker.png":    {Data: png},
	}
}

// fuzzLoad loads base with file replaced by data and checks the loader's
// contract: a workspace or a non-empty list of diagnostics, each with a
// message and, where the file is known, a position inside it.
func fuzzLoad(t *testing.T, base fstest.MapFS, file string, data []byte) {
	m := fstest.MapFS{}
	for k, v := range base {
		m[k] = v
	}
	m[file] = &fstest.MapFile{Data: data}
	ws, err := LoadFS(m, ".")
	if err == nil && ws == nil {
		t.Fatal("nil workspace without error")
	}
	if errs, ok := err.(Errors); ok {
		if len(errs) == 0 {
			t.Fatal("empty error list")
		}
		for _, d := range errs {
			if d.Msg == "" {
				t.Fatalf("empty diagnostic in %v", errs)
			}
		}
	}
}

// seedFile adds file from each example that has it, plus a few hand-made
// TOML shapes.
func seedFile(f *testing.F, file string, examples ...string) {
	for _, ex := range examples {
		if d, ok := exampleFiles(f, ex)[file]; ok {
			f.Add(d.Data)
		}
	}
	f.Add([]byte(""))
	f.Add([]byte("[[meshes]]\nvertices = [{position=[0,0,0]}]\n"))
	f.Add([]byte("a = [1, 2, {b = 3}]\n[x.y]\n[[z]]\n'q.r' = \"\"\"\nmulti\n\"\"\"\n"))
}

// FuzzWorkspace, FuzzScene and FuzzTasks each fuzz one file's parser and
// validation on the small base workspace (thousands of inputs a second).
func FuzzWorkspace(f *testing.F) {
	seedFile(f, "workspace.toml", Examples()...)
	base := fuzzBase(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzLoad(t, base, "workspace.toml", data) })
}

func FuzzScene(f *testing.F) {
	seedFile(f, "scene.toml", Examples()...)
	base := fuzzBase(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzLoad(t, base, "scene.toml", data) })
}

func FuzzTasks(f *testing.F) {
	seedFile(f, "tasks.toml", Examples()...)
	base := fuzzBase(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzLoad(t, base, "tasks.toml", data) })
}

// FuzzLoadShowcase is the end-to-end target: the whole showcase, assets
// included, with one of its three TOML files (chosen by which) replaced.
// It is slow (hundreds of inputs a second) and catches what only the real
// assets reach.
func FuzzLoadShowcase(f *testing.F) {
	files := []string{"workspace.toml", "scene.toml", "tasks.toml"}
	for i, file := range files {
		for _, ex := range Examples() {
			if d, ok := exampleFiles(f, ex)[file]; ok {
				f.Add(uint8(i), d.Data)
			}
		}
	}
	base := exampleFiles(f, "showcase")
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		fuzzLoad(t, base, files[int(which)%len(files)], data)
	})
}

func FuzzOBJ(f *testing.F) {
	m := exampleFiles(f, "showcase")
	f.Add(m["torus.obj"].Data)
	f.Add([]byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nvn 0 0 1\nf 1/1/1 2/1/1 -1/1/1\n"))
	f.Add([]byte("v 0 0 0 \\\n 1\nf 1 1 1 1 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := mesh.ParseOBJ(data)
		if err != nil {
			return
		}
		for _, i := range md.Indices {
			if int(i) >= len(md.Positions) {
				t.Fatalf("index %d out of %d", i, len(md.Positions))
			}
		}
		for _, g := range md.Groups {
			if g.Start < 0 || g.Start+g.Count > len(md.Indices) || g.Material >= len(md.Materials) {
				t.Fatalf("group %+v of %d indices, %d materials", g, len(md.Indices), len(md.Materials))
			}
		}
	})
}

func FuzzGLTF(f *testing.F) {
	f.Add(encodeGLB(f, quadDoc()))
	f.Add(exampleFiles(f, "showcase")["gem.glb"].Data)
	f.Add([]byte(`{"asset":{"version":"2.0"},"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3"}],"bufferViews":[{"buffer":0,"byteLength":36}],"buffers":[{"byteLength":36,"uri":"data:application/octet-stream;base64,AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAA"}]}`))
	f.Add([]byte("glTF"))
	f.Add(materialQuadGLB(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := mesh.ParseGLTF(data, fstest.MapFS{"b.bin": &fstest.MapFile{Data: make([]byte, 64)}})
		if err != nil {
			return
		}
		for _, i := range md.Indices {
			if int(i) >= len(md.Positions) {
				t.Fatalf("index %d out of %d", i, len(md.Positions))
			}
		}
	})
}

func FuzzPositions(f *testing.F) {
	for _, ex := range Examples() {
		for name, file := range exampleFiles(f, ex) {
			if len(name) > 5 && name[len(name)-5:] == ".toml" {
				f.Add(file.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tomlpos.Scan(data) // must not panic or loop on any input
	})
}

// FuzzMTL runs the .mtl reader alone on arbitrary bytes.
func FuzzMTL(f *testing.F) {
	f.Add([]byte("newmtl a\nKd 1 0 0\nd 0.5\nmap_Kd -clamp on a.png\n"))
	f.Add([]byte("newmtl b\nTr 0.2\nmap_Kd -s 1 1 1 -o 0 0 b.jpg\nillum 2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		mats, err := mesh.ParseMTL(data)
		if err == nil && len(mats) == 0 {
			t.Fatal("no materials and no error")
		}
	})
}
