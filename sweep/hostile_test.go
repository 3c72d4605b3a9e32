package sweep

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// The hostile inputs of issue 41 (cases 1-4, 8 and 9): each ends within a
// few seconds with an error naming the limit, without a panic. The
// Makefile's hostile target runs them under a 4 GB address-space limit.

// within runs f, failing the test if it panics or takes longer than d.
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan any, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
				return
			}
			done <- nil
		}()
		f()
	}()
	select {
	case r := <-done:
		if r != nil {
			t.Fatalf("%s: %v", what, r)
		}
	case <-time.After(d):
		t.Fatalf("%s: still running after %v", what, d)
	}
}

func spec(params string) string {
	return "workspace = \"partitioning\"\ncommand = \"simulate\"\n" + params
}

// Case 1: a shard count near 2^62 overflowed total*i and made a slice of
// negative length.
func TestHostileShards(t *testing.T) {
	for _, c := range []string{"3074457345618258602/3074457345618258603", "9223372036854775806/9223372036854775807", "1000001/1000002"} {
		within(t, 5*time.Second, c, func() {
			_, _, err := ParseShard(c)
			if err == nil || !strings.Contains(err.Error(), fmt.Sprint(MaxShards)) {
				t.Errorf("--shard %s: err = %v, want the %d-shard ceiling", c, err, MaxShards)
			}
		})
	}
	// the arithmetic itself never overflows, whatever it is given
	for _, c := range [][3]int{{MaxPoints, math.MaxInt - 1, math.MaxInt}, {math.MaxInt, math.MaxInt / 2, math.MaxInt}, {7, 3, 5}} {
		lo, hi := ShardRange(c[0], c[1], c[2])
		if lo < 0 || hi < lo || hi > c[0] {
			t.Errorf("ShardRange%v = %d, %d", c, lo, hi)
		}
	}
}

// Case 2: non-finite bounds and steps too small to count.
func TestHostileFloatRanges(t *testing.T) {
	for _, r := range []string{"0..Inf", "NaN..5", "-Inf..0", "0..NaN", "-1e308..1e308", "0..1 step 1e-320", "0..1 step NaN", "0..1 step Inf", "1e308..1.7e308 step 1e292"} {
		within(t, 5*time.Second, r, func() {
			_, err := Parse("s.toml", []byte(spec(fmt.Sprintf("[params]\n\"scheduler.seed\" = %q\n", r))))
			if err == nil || !strings.Contains(err.Error(), "s.toml:4:") {
				t.Errorf("%q: err = %v, want a located range error", r, err)
			}
		})
	}
}

// Case 3: integer ranges whose size overflows int64.
func TestHostileIntegerRanges(t *testing.T) {
	for _, r := range []string{"0..9223372036854775807", "-9223372036854775808..9223372036854775807", "-9223372036854775808..0", "0..9223372036854775807 step 9223372036854775807", "9223372036854775800..9223372036854775807"} {
		within(t, 5*time.Second, r, func() {
			vals, ok, err := parseRange(r)
			if !ok {
				t.Fatalf("%q: not taken for a range", r)
			}
			if err == nil && len(vals) > MaxValues {
				t.Errorf("%q: %d values", r, len(vals))
			}
			if err != nil && !strings.Contains(err.Error(), "at most") {
				t.Errorf("%q: err = %v, want the ceiling", r, err)
			}
		})
	}
	vals, _, err := parseRange("9223372036854775800..9223372036854775807")
	if err != nil || len(vals) != 8 || vals[7].Text != "9223372036854775807" {
		t.Errorf("the top of int64: %d values, %v", len(vals), err)
	}
	vals, _, err = parseRange("0..9223372036854775807 step 9223372036854775807")
	if err != nil || len(vals) != 2 {
		t.Errorf("a step of MaxInt64: %d values, %v", len(vals), err)
	}
}

// Case 8: a million seeds, or 500k explicit points, are refused before
// they are expanded (or checked one by one: that took 9 minutes).
func TestHostilePointCounts(t *testing.T) {
	var many strings.Builder
	many.WriteString(spec(""))
	for i := 0; i < 500_000; i++ {
		fmt.Fprintf(&many, "[[points]]\npolicy = \"share-save\"\n")
	}
	for name, src := range map[string]string{
		"seeds = 1000000": spec("seeds = 1000000\n[params]\npolicy = [\"share-save\"]\n"),
		"1000000 values":  spec("[params]\n\"scheduler.seed\" = \"0..999999\"\n"),
		"grid of 1e12":    spec("[params]\na = \"1..1000000 step 100\"\nb = \"1..1000000 step 100\"\nc = \"1..1000000 step 100\"\n"),
		"500k [[points]]": many.String(),
		"values in all":   spec("seeds = 9000\n[params]\na = \"1..9000\"\n"),
	} {
		within(t, 10*time.Second, name, func() {
			_, err := Parse("s.toml", []byte(src))
			if err == nil || !strings.Contains(err.Error(), "at most") || !strings.Contains(err.Error(), "s.toml:") {
				msg := fmt.Sprint(err)
				t.Errorf("%s: err = %.300s, want a located ceiling", name, msg)
			}
		})
	}
}

// Case 4: part files whose header lies about the sweep's size.
func TestHostileMergeHeaders(t *testing.T) {
	dir := t.TempDir()
	part := func(name, header string, rows ...string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(strings.Join(append([]string{header}, rows...), "\n")+"\n"), 0o644)
		return p
	}
	for _, c := range []struct{ name, header string }{
		{"neg", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":1,"points":-1,"names":["a"]}`},
		{"huge", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":1,"points":1000000000000,"names":["a"]}`},
		{"float", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":1,"points":1e12,"names":["a"]}`},
		{"shards", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":1000000000,"points":10000000,"names":["a"]}`},
		{"shard", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":7,"shards":2,"points":10,"names":["a"]}`},
	} {
		p := part(c.name, c.header, `{"i":0,"p":["1"]}`)
		within(t, 10*time.Second, c.name, func() {
			pt, err := ReadPart(p)
			if err == nil {
				_, _, err = Merge([]*Part{pt})
			}
			if err == nil || !strings.Contains(err.Error(), p) {
				t.Errorf("%s: err = %v, want one naming %s", c.name, err, p)
			}
		})
	}
	// The most a valid header allows: every point missing, in many shards.
	// Finding the shard of each missing point is arithmetic, not a walk
	// over the shards (points × shards took over 60 s).
	p := part("most", fmt.Sprintf(`{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":%d,"points":%d,"names":["a"]}`, MaxShards, MaxPoints))
	within(t, 10*time.Second, "most", func() {
		pt, err := ReadPart(p)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = Merge([]*Part{pt})
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d point(s) missing", MaxPoints)) {
			t.Errorf("err = %.300v", err)
		}
	})
	// rows that disagree with the header
	bad := part("rows", `{"format":"ppuwb-sweep-part/1","sweep":"x","shard":0,"shards":1,"points":2,"names":["a"]}`, `{"i":0,"p":["1","2","3"]}`)
	if pt, err := ReadPart(bad); err == nil {
		if _, _, err = Merge([]*Part{pt}); err == nil {
			t.Error("a row with 3 values for 1 name merged")
		}
	}
}

// Case 9: values a chart cannot label.
func TestHostilePlotValues(t *testing.T) {
	for _, ys := range [][]string{{"1e17"}, {"1e308", "-1e308"}, {"1e308"}, {"5", "1e17"}, {"Inf", "1"}, {"NaN", "2"}, {"1", "1.0000000000000002"}} {
		var b bytes.Buffer
		b.WriteString("index,x,error,y\n")
		for i, y := range ys {
			fmt.Fprintf(&b, "%d,%d,,%s\n", i, i, y)
		}
		within(t, 10*time.Second, strings.Join(ys, ","), func() {
			tab, err := ReadTable(&b)
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "c.png")
			_, err = Plot(tab, PlotOptions{X: "x", Y: "y"}, out)
			if err != nil && !strings.Contains(err.Error(), "1e+15") && !strings.Contains(err.Error(), "numeric") {
				t.Errorf("%v: err = %v", ys, err)
			}
		})
	}
}

// ShardOf is the inverse of ShardRange, checked against a walk.
func TestShardOfInvertsShardRange(t *testing.T) {
	for _, tn := range [][2]int{{1, 1}, {7, 3}, {10, 10}, {3, 7}, {100, 13}, {12, 1000}} {
		total, n := tn[0], tn[1]
		for s := 0; s < n; s++ {
			lo, hi := ShardRange(total, s, n)
			for p := lo; p < hi; p++ {
				if got := ShardOf(total, p, n); got != s {
					t.Fatalf("ShardOf(%d, %d, %d) = %d, want %d", total, p, n, got, s)
				}
			}
		}
	}
}
