package recovery

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRecoveryStore(t *testing.T) {
	s := &Store{Dir: filepath.Join(t.TempDir(), "rec")}
	ws := t.TempDir()
	p := filepath.Join(ws, "scene.toml")
	os.WriteFile(p, []byte("base"), 0o644)
	other := filepath.Join(t.TempDir(), "x.toml")
	if err := s.Save(p, []byte("edited"), []byte("base")); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(other, []byte("o"), nil); err != nil {
		t.Fatal(err)
	}
	rs, err := s.List(ws)
	if err != nil || len(rs) != 1 {
		t.Fatalf("list %v %v", rs, err)
	}
	if string(rs[0].Data) != "edited" || rs[0].DiskChanged || rs[0].SameAsDisk || rs[0].Path != p {
		t.Errorf("recovery %+v", rs[0])
	}
	os.WriteFile(p, []byte("changed by someone"), 0o644)
	rs, _ = s.List(ws)
	if !rs[0].DiskChanged {
		t.Error("disk change not noticed")
	}
	if err := s.Discard(p); err != nil {
		t.Fatal(err)
	}
	if rs, _ := s.List(ws); len(rs) != 0 {
		t.Errorf("after discard: %v", rs)
	}
	if all, _ := s.List(""); len(all) != 1 {
		t.Errorf("all: %v", all)
	}
	if err := s.Discard(p); err != nil {
		t.Errorf("second discard: %v", err)
	}
}
