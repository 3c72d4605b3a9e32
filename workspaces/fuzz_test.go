package workspaces

import (
	"context"
	"io/fs"
	"testing"
	"testing/fstest"
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

// fuzzFile loads the showcase with one of its files replaced by data.
func fuzzFile(f *testing.F, file string, seedExamples ...string) {
	for _, ex := range seedExamples {
		m := exampleFiles(f, ex)
		if d, ok := m[file]; ok {
			f.Add(d.Data)
		}
	}
	f.Add([]byte(""))
	f.Add([]byte("[[meshes]]\nvertices = [{position=[0,0,0]}]\n"))
	f.Add([]byte("a = [1, 2, {b = 3}]\n[x.y]\n[[z]]\n'q.r' = \"\"\"\nmulti\n\"\"\"\n"))
	base := exampleFiles(f, "showcase")
	f.Fuzz(func(t *testing.T, data []byte) {
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		m[file] = &fstest.MapFile{Data: data}
		ws, err := LoadFS(m, ".")
		if err == nil && ws == nil {
			t.Fatal("nil workspace without error")
		}
		if err != nil {
			if errs, ok := err.(Errors); ok {
				for _, d := range errs {
					if d.Msg == "" {
						t.Fatalf("empty diagnostic in %v", errs)
					}
				}
			}
		}
	})
}

func FuzzWorkspace(f *testing.F) {
	fuzzFile(f, "workspace.toml", "showcase", "snapping", "continuations", "streams")
}

func FuzzScene(f *testing.F) {
	fuzzFile(f, "scene.toml", "showcase", "snapping", "continuations", "streams")
}

func FuzzTasks(f *testing.F) {
	fuzzFile(f, "tasks.toml", "showcase", "continuations", "streams")
}

func FuzzOBJ(f *testing.F) {
	m := exampleFiles(f, "showcase")
	f.Add(m["torus.obj"].Data)
	f.Add([]byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nvn 0 0 1\nf 1/1/1 2/1/1 -1/1/1\n"))
	f.Add([]byte("v 0 0 0 \\\n 1\nf 1 1 1 1 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := parseOBJ(data)
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

func FuzzGLTF(f *testing.F) {
	f.Add(encodeGLB(f, quadDoc()))
	f.Add(exampleFiles(f, "showcase")["gem.glb"].Data)
	f.Add([]byte(`{"asset":{"version":"2.0"},"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3"}],"bufferViews":[{"buffer":0,"byteLength":36}],"buffers":[{"byteLength":36,"uri":"data:application/octet-stream;base64,AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAA"}]}`))
	f.Add([]byte("glTF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := parseGLTF(data, fstest.MapFS{"b.bin": &fstest.MapFile{Data: make([]byte, 64)}})
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
		scanPositions(data) // must not panic or loop on any input
	})
}

// FuzzSceneExecute renders and simulates fuzzed scenes that load, on a
// small viewport: a workspace that validates must never crash the pipeline.
func FuzzSceneExecute(f *testing.F) {
	for _, ex := range Examples() {
		f.Add(exampleFiles(f, ex)["scene.toml"].Data)
	}
	base := exampleFiles(f, "showcase")
	f.Fuzz(func(t *testing.T, data []byte) {
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		m["scene.toml"] = &fstest.MapFile{Data: data}
		ws, err := LoadFS(m, ".")
		if err != nil {
			return
		}
		if ws.Options.Width*ws.Options.Height > 128*128 {
			ws.Options.Width, ws.Options.Height = 96, 64
			ws.Options.ReferenceSize = 96
		}
		if _, err := Execute(context.Background(), ws); err != nil {
			t.Logf("execute: %v", err) // an error is fine; a panic is not
		}
	})
}
