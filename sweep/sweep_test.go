package sweep

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces"
)

func TestRangesExpandInclusively(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"10..90 step 10", "10 20 30 40 50 60 70 80 90"},
		{"0..12", "0 1 2 3 4 5 6 7 8 9 10 11 12"},
		{"0.1..0.5 step 0.1", "0.1 0.2 0.3 0.4 0.5"},
		{"5..5", "5"},
		{"1..10 step 4", "1 5 9"},
	} {
		vals, ok, err := parseRange(c.in)
		if !ok || err != nil {
			t.Fatalf("%q: ok=%v err=%v", c.in, ok, err)
		}
		var got []string
		for _, v := range vals {
			got = append(got, v.Text)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q = %v, want %s", c.in, got, c.want)
		}
	}
	for _, bad := range []string{"9..1", "1..9 step 0", "1..9 step -2", "0..1e12"} {
		if _, ok, err := parseRange(bad); !ok || err == nil {
			t.Errorf("%q: want a range error, got ok=%v err=%v", bad, ok, err)
		}
	}
	if _, ok, _ := parseRange("share-save"); ok {
		t.Error("a plain string must not be taken for a range")
	}
}

func TestGridWalksFirstParameterSlowestAndShardsCoverEachPointOnce(t *testing.T) {
	s, err := Parse("spec.toml", []byte(`workspace = "partitioning"
command = "simulate"
seeds = [7, 9]
[params]
a = [1, 2]
b = ["x", "y", "z"]
`))
	if err != nil {
		t.Fatal(err)
	}
	if n := s.NumPoints(); n != 12 {
		t.Fatalf("points = %d, want 2×3×2 = 12", n)
	}
	if got := s.Names(); !reflect.DeepEqual(got, []string{"a", "b", "seed"}) {
		t.Fatalf("names = %v", got)
	}
	var seq []string
	for i := 0; i < 12; i++ {
		var p []string
		for _, v := range s.PointAt(i) {
			p = append(p, v.Text)
		}
		seq = append(seq, strings.Join(p, ","))
	}
	want := "1,x,7 1,x,9 1,y,7 1,y,9 1,z,7 1,z,9 2,x,7 2,x,9 2,y,7 2,y,9 2,z,7 2,z,9"
	if strings.Join(seq, " ") != want {
		t.Fatalf("order = %v\nwant    %s", seq, want)
	}
	for _, total := range []int{0, 1, 7, 12, 1000} {
		for n := 1; n <= 9; n++ {
			seen := make([]int, total)
			for i := 0; i < n; i++ {
				lo, hi := ShardRange(total, i, n)
				for p := lo; p < hi; p++ {
					seen[p]++
				}
			}
			for p, c := range seen {
				if c != 1 {
					t.Fatalf("total %d, %d shards: point %d in %d shards", total, n, p, c)
				}
			}
		}
	}
}

func TestSetKeyEditsOnlyTheValue(t *testing.T) {
	src := []byte(`# a comment that must stay
name = "x"

[scheduler]
partition = "share-save"   # trailing comment
threshold = 100

[[tasks]]
name = "fg"
share = 50

[[tasks]]
name = "bg"
share = 20
`)
	for _, c := range []struct {
		segs []string
		v    any
		want string // a line the result must contain
	}{
		{[]string{"scheduler", "threshold"}, int64(75), "threshold = 75\n"},
		{[]string{"scheduler", "partition"}, "fifo", `partition = "fifo"   # trailing comment`},
		{[]string{"scheduler", "save_channels"}, int64(2), "[scheduler]\nsave_channels = 2\n"},
		{[]string{"tasks", "bg", "share"}, int64(90), "name = \"bg\"\nshare = 90\n"},
		{[]string{"tasks", "fg", "priority"}, int64(3), "[[tasks]]\npriority = 3\nname = \"fg\""},
		{[]string{"machine", "per_sm", "ctas"}, int64(4), "machine.per_sm.ctas = 4\n"},
		{[]string{"name"}, "y \"quoted\"", `name = "y \"quoted\""`},
		{[]string{"scheduler", "quantum"}, 2.5, "quantum = 2.5\n"},
	} {
		out, err := setInTOML(src, c.segs, c.v)
		if err != nil {
			t.Errorf("%v: %v", c.segs, err)
			continue
		}
		if !bytes.Contains(out, []byte(c.want)) {
			t.Errorf("%v = %v: result lacks %q:\n%s", c.segs, c.v, c.want, out)
		}
		if !bytes.Contains(out, []byte("# a comment that must stay")) {
			t.Errorf("%v: the comment was lost", c.segs)
		}
	}
	if _, err := setInTOML(src, []string{"tasks", "fgg", "share"}, int64(1)); err == nil || !strings.Contains(err.Error(), `did you mean "fg"`) {
		t.Errorf("unknown task: %v", err)
	}
	if _, err := setInTOML(src, []string{"name", "sub"}, int64(1)); err == nil {
		t.Error("setting a key under a string must fail")
	}
}

func writeSpec(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "spec.toml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBadKeysAndValuesAreLocatedInTheSpec(t *testing.T) {
	for _, c := range []struct {
		spec string
		want string // substring of the first diagnostic, with its position
	}{
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\n\"scheduler.save_byte_per_cycle\" = [8, 16]\n",
			`spec.toml:4:36: scheduler.save_byte_per_cycle = 8: workspace.toml: unknown key "save_byte_per_cycle"`},
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\n\"scheduler.save_bytes_per_cycle\" = [8, 0]\n",
			"spec.toml:4:40: scheduler.save_bytes_per_cycle = 0: workspace.toml"},
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\n\"tasks.tsak2.share\" = [10]\n",
			`spec.toml:4:24: tasks.tsak2.share = 10: no task named "tsak2"`},
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\npolicy = [\"fifo\", \"share-sav\"]\n",
			"spec.toml:4:19: policy = share-sav: workspace.toml"},
		{"workspace = \"partitoning\"\ncommand = \"simulate\"\n[params]\npolicy = [\"fifo\"]\n",
			`spec.toml:1:13: workspace "partitoning": no such folder`},
		{"workspace = \"partitioning\"\ncommand = \"simulat\"\n[params]\npolicy = [\"fifo\"]\n",
			`spec.toml:2:11: command "simulat": want one of`},
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\nseed = 3\n[params]\npolicy = [\"fifo\"]\n",
			`spec.toml:3:1: unknown key "seed" (did you mean "seeds"?)`},
		{"workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\nx = \"1..9 step 0\"\n",
			"spec.toml:4:5: params.x: range"},
	} {
		p := writeSpec(t, c.spec)
		s, err := Load(p)
		if err == nil {
			_, err = New(s)
		}
		var diags Errors
		if !errors.As(err, &diags) || len(diags) == 0 {
			t.Errorf("%q: want located errors, got %v", c.spec, err)
			continue
		}
		got := strings.Replace(diags[0].String(), filepath.Dir(p)+string(os.PathSeparator), "", 1)
		if !strings.Contains(got, c.want) {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
		if strings.Contains(c.want, "did you mean") == false && strings.Contains(c.spec, "save_byte_per_cycle") && !strings.Contains(got, `did you mean "save_bytes_per_cycle"`) {
			t.Errorf("no did-you-mean over the real keys: %s", got)
		}
	}
}

// loadRunner is a Runner that loads the point's workspace and reports what
// a sweep must see change: the settings the points set.
func loadRunner(_ context.Context, dir string) ([]byte, error) {
	ws, err := workspaces.Load(dir)
	if err != nil {
		return nil, err
	}
	type task struct {
		Name  string `json:"name"`
		Share int    `json:"share"`
	}
	var tasks []task
	for _, t := range ws.Workload.Tasks {
		tasks = append(tasks, task{t.Name, t.Share})
	}
	return json.Marshal(map[string]any{
		"name":      ws.Name,
		"took_ms":   12.5, // wall-clock: must not reach the CSV
		"tasks":     tasks,
		"bandwidth": ws.SchedOptions.Partition.SaveBytesPerCycle,
		"seed":      ws.SchedOptions.Seed,
	})
}

func TestShardedPartsMergeToTheUnshardedCSV(t *testing.T) {
	p := writeSpec(t, `workspace = "partitioning"
command = "simulate"
seeds = 2
[params]
"tasks.task2.share" = "10..50 step 20"
"scheduler.save_bytes_per_cycle" = [16, 64]
`)
	s, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	sw, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	total := s.NumPoints()
	all, err := sw.Run(ctx, loadRunner, 0, total, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	var one bytes.Buffer
	if err := WriteCSV(&one, sw.Names, all); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(one.String(), ",result.seed,") {
		t.Error("the result column named like the seed parameter was not kept apart")
	}
	if strings.Contains(one.String(), "took_ms") {
		t.Error("wall-clock fields reached the CSV")
	}
	if !strings.Contains(one.String(), ",tasks.task2.share,") && !strings.Contains(one.String(), "tasks.task2.") {
		t.Errorf("the CSV lacks the flattened task columns:\n%s", one.String()[:200])
	}
	var parallel bytes.Buffer
	rows, _ := sw.Run(ctx, loadRunner, 0, total, 3, nil)
	WriteCSV(&parallel, sw.Names, rows)
	if parallel.String() != one.String() {
		t.Fatal("-j 3 gave another CSV than -j 1")
	}
	dir := t.TempDir()
	var parts []*Part
	for i := 3; i >= 0; i-- { // any order
		lo, hi := ShardRange(total, i, 4)
		rows, err := sw.Run(ctx, loadRunner, lo, hi, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(dir, fmt.Sprintf("part-%d", i))
		f, _ := os.Create(name)
		WritePart(f, PartHeader{Sweep: sw.ID, Shard: i, Shards: 4, Points: total, Names: sw.Names}, rows)
		f.Close()
		part, err := ReadPart(name)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, part)
	}
	h, merged, err := Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	var m bytes.Buffer
	WriteCSV(&m, h.Names, merged)
	if m.String() != one.String() {
		t.Fatalf("merged CSV differs from the unsharded one:\n%s\n---\n%s", m.String(), one.String())
	}
	// A missing shard, a duplicate and a foreign part are named.
	dup := *parts[1]
	foreign := *parts[2]
	foreign.Header.Sweep = "0123456789abcdef"
	foreign.File = "other.part"
	_, _, err = Merge([]*Part{parts[0], parts[1], &dup, &foreign})
	var me *MergeError
	if !errors.As(err, &me) {
		t.Fatalf("want a MergeError, got %v", err)
	}
	lo, hi := ShardRange(total, 1, 4) // parts[] is in reverse: parts[2] is shard 1, parts[3] shard 0
	_ = lo
	_ = hi
	msg := err.Error()
	for _, want := range []string{"other.part", "missing", "re-run shard(s)", "more than one part"} {
		if !strings.Contains(msg, want) {
			t.Errorf("merge error lacks %q:\n%s", want, msg)
		}
	}
}

func TestFlattenNamesArrayElements(t *testing.T) {
	m, err := Flatten([]byte(`{"metrics":{"antt":1.5,"deadlocked":false},"tasks":[{"name":"a","x":1},{"name":"b","x":2}],
		"rows":[{"policy":"fifo","stp":2}],"series":[`+strings.Repeat("1,", 100)+`1],"took_ms":{"run":3},"none":null,"runs":[{"host_ns":5,"items":2}]}`), false)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"metrics.antt": "1.5", "metrics.deadlocked": "false", "tasks.a.x": "1",
		"tasks.b.x": "2", "rows.fifo.stp": "2", "series.count": "101", "runs.0.items": "2"}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("flatten = %v\nwant      %v", m, want)
	}
	m, _ = Flatten([]byte(`{"took_ms":{"run":3},"runs":[{"host_ns":5}]}`), true)
	if m["took_ms.run"] != "3" || m["runs.0.host_ns"] != "5" {
		t.Errorf("with host timing: %v", m)
	}
}
