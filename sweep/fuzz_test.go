package sweep

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzSpec: any spec text either parses into a sweep within the ceilings,
// whose every point can be walked, or gives located errors; never a panic,
// an endless loop or an allocation past the ceilings.
func FuzzSpec(f *testing.F) {
	for _, s := range []string{
		spec("seeds = 3\n[params]\npolicy = [\"share-drain\", \"share-save\"]\n\"tasks.task2.share\" = \"10..90 step 20\"\n"),
		spec("[[points]]\npolicy = \"share-save\"\n[[points]]\npolicy = \"share-drain\"\n"),
		spec("[params]\na = \"0..Inf\"\n"),
		spec("[params]\na = \"NaN..5\"\n"),
		spec("[params]\na = \"-1e308..1e308\"\n"),
		spec("[params]\na = \"0..1 step 1e-320\"\n"),
		spec("[params]\na = \"0..9223372036854775807\"\n"),
		spec("[params]\na = \"-9223372036854775808..9223372036854775807 step 9223372036854775807\"\n"),
		spec("seeds = 1000000\n[params]\na = 1\n"),
		spec("seeds = [1, 2.5]\n[params]\na = 1\n"),
		spec("args = [\"--csv\", \"/tmp/x\"]\n[params]\na = 1\n"),
		spec("[params]\na = \"0.1..0.5 step 0.1\"\nb = [[1, 2], [3]]\n"),
		"workspace = 1\n[params\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > MaxSpecBytes {
			return
		}
		s, err := Parse("f.toml", src)
		if err != nil {
			if !strings.Contains(err.Error(), "f.toml") {
				t.Fatalf("an unlocated error: %v", err)
			}
			return
		}
		n := s.NumPoints()
		if n < 1 || n > MaxPoints {
			t.Fatalf("%d points", n)
		}
		names := s.Names()
		for _, i := range []int{0, n / 2, n - 1} {
			if got := len(s.PointAt(i)); got != len(names) {
				t.Fatalf("point %d has %d values for %d names", i, got, len(names))
			}
		}
	})
}

// FuzzMergePart: any part file text is read and merged, or refused with an
// error naming it; never a panic, and never work or memory beyond the
// header's ceilings.
func FuzzMergePart(f *testing.F) {
	head := func(points, shards, shard string) string {
		return `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":` + shard + `,"shards":` + shards + `,"points":` + points + `,"names":["a"]}` + "\n"
	}
	for _, s := range []string{
		head("2", "1", "0") + `{"i":0,"p":["1"],"m":{"y":"3"}}` + "\n" + `{"i":1,"p":["2"]}` + "\n",
		head("4", "2", "1") + `{"i":2,"p":["1"]}` + "\n",
		head("-1", "1", "0") + `{"i":0,"p":["1"]}` + "\n",
		head("1000000000000", "1", "0"),
		head("1e12", "1", "0"),
		head("10000000", "1000000000", "0"),
		head("1000000", "1000000", "999999"),
		head("3", "1", "0") + `{"i":0,"p":["1"]}` + "\n" + `{"i":0,"p":["1"]}` + "\n",
		head("3", "1", "0") + `{"i":-5,"p":["1"]}` + "\n",
		"",
		"{}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := readPart("f.jsonl", bytes.NewReader(data))
		if err != nil {
			if !strings.Contains(err.Error(), "f.jsonl") {
				t.Fatalf("an unnamed error: %v", err)
			}
			return
		}
		h, rows, err := Merge([]*Part{p})
		if err != nil {
			return
		}
		if len(rows) != h.Points {
			t.Fatalf("%d rows merged for %d points", len(rows), h.Points)
		}
		for i, r := range rows {
			if r.Index != i {
				t.Fatalf("row %d has index %d", i, r.Index)
			}
		}
		var b bytes.Buffer
		if err := WriteCSV(&b, h.Names, rows); err != nil {
			t.Fatal(err)
		}
	})
}
