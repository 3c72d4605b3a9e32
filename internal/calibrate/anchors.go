// Package calibrate turns timelines measured on a real NVIDIA GPU (the CSVs
// that contrib/calibrate writes, in the format of ../shared/anchors/h100)
// into a machine preset for ppuwb, the workspaces that replay each anchor
// on it, and the measured figures those workspaces compare with
// (docs/hardware.md). `ppuwb calibrate` and the h100 examples use it.
package calibrate

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Block is one thread block's record: its case or client, kernel, index,
// SM and its start and end on %globaltimer (ns).
type Block struct {
	Case   string // prio: "0", "1", "2"; mps: "A" or "B"; alone: ""
	Kernel string // prio: "L" or "H"
	Index  int
	SM     int
	Start  int64
	End    int64
}

// Away is a span in which a process's blocks were switched out (slices.csv).
type Away struct {
	Process    string
	Start, End int64
}

// MPSRun is one MPS run: each client's active-thread percentage and blocks.
type MPSRun struct {
	Split  [2]int
	Blocks []Block
}

// Anchors are the measured CSVs of one GPU. A file that is absent leaves
// its part empty.
type Anchors struct {
	Dir    string
	Device map[string]string // device.csv: key,value
	Prio   []Block
	Slices []Away
	MPS    []MPSRun
	Alone  []Block
}

const maxCSV = 64 << 20

// Load reads the anchors in dir: device.csv, prio.csv, slices.csv,
// mps.csv, alone.csv. It fails when none is there or one is malformed
// (file:line: message).
func Load(dir string) (*Anchors, error) {
	a := &Anchors{Dir: dir}
	found := 0
	read := func(name string, parse func(string, []byte) error) error {
		p := filepath.Join(dir, name)
		st, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		if st.Size() > maxCSV {
			return fmt.Errorf("%s: %d bytes, more than the %d-byte limit", p, st.Size(), maxCSV)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		found++
		return parse(p, data)
	}
	for _, f := range []struct {
		name  string
		parse func(string, []byte) error
	}{{"device.csv", a.parseDevice}, {"prio.csv", a.parsePrio}, {"slices.csv", a.parseSlices}, {"mps.csv", a.parseMPS}, {"alone.csv", a.parseAlone}} {
		if err := read(f.name, f.parse); err != nil {
			return nil, err
		}
	}
	if found == 0 {
		return nil, fmt.Errorf("%s: no measured CSVs (device.csv, prio.csv, slices.csv, mps.csv, alone.csv); run contrib/calibrate/run.sh to make them", dir)
	}
	return a, nil
}

// lines calls fn with the fields of each non-empty line (1-based number);
// a line starting with # goes to comment instead.
func lines(data []byte, comment func(n int, s string) error, fn func(n int, f []string) error) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		s := strings.TrimSpace(sc.Text())
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "#") {
			if comment != nil {
				if err := comment(n, s); err != nil {
					return err
				}
			}
			continue
		}
		if err := fn(n, strings.Split(s, ",")); err != nil {
			return err
		}
	}
	return sc.Err()
}

func ints(path string, n int, f []string, from int) ([]int64, error) {
	out := make([]int64, 0, len(f)-from)
	for i := from; i < len(f); i++ {
		v, err := strconv.ParseInt(strings.TrimSpace(f[i]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: field %d: %q is not an integer", path, n, i+1, f[i])
		}
		out = append(out, v)
	}
	return out, nil
}

func header(path string, n int, f []string, want string) (bool, error) {
	if strings.Join(f, ",") == want {
		return true, nil
	}
	if _, err := strconv.ParseInt(strings.TrimSpace(f[len(f)-1]), 10, 64); err != nil {
		return false, fmt.Errorf("%s:%d: want the header %q", path, n, want)
	}
	return false, nil
}

func (a *Anchors) parseDevice(path string, data []byte) error {
	a.Device = map[string]string{}
	return lines(data, nil, func(n int, f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("%s:%d: want key,value", path, n)
		}
		if f[0] == "key" {
			return nil
		}
		a.Device[strings.TrimSpace(f[0])] = strings.TrimSpace(strings.Join(f[1:], ","))
		return nil
	})
}

func (a *Anchors) parsePrio(path string, data []byte) error {
	return lines(data, nil, func(n int, f []string) error {
		if len(f) != 6 {
			return fmt.Errorf("%s:%d: want case,kernel,block,sm,start_ns,end_ns", path, n)
		}
		if h, err := header(path, n, f, "case,kernel,block,sm,start_ns,end_ns"); h || err != nil {
			return err
		}
		v, err := ints(path, n, f, 2)
		if err != nil {
			return err
		}
		a.Prio = append(a.Prio, Block{Case: f[0], Kernel: f[1], Index: int(v[0]), SM: int(v[1]), Start: v[2], End: v[3]})
		return nil
	})
}

func (a *Anchors) parseSlices(path string, data []byte) error {
	return lines(data, nil, func(n int, f []string) error {
		if len(f) != 4 {
			return fmt.Errorf("%s:%d: want process,away_start_ns,away_end_ns,sms_reporting", path, n)
		}
		if h, err := header(path, n, f, "process,away_start_ns,away_end_ns,sms_reporting"); h || err != nil {
			return err
		}
		v, err := ints(path, n, f, 1)
		if err != nil {
			return err
		}
		a.Slices = append(a.Slices, Away{Process: f[0], Start: v[0], End: v[1]})
		return nil
	})
}

func (a *Anchors) parseMPS(path string, data []byte) error {
	return lines(data, func(n int, s string) error {
		var x, y int
		if _, err := fmt.Sscanf(s, "# split %d %d", &x, &y); err != nil {
			return fmt.Errorf("%s:%d: want \"# split A B\" (the two active-thread percentages)", path, n)
		}
		a.MPS = append(a.MPS, MPSRun{Split: [2]int{x, y}})
		return nil
	}, func(n int, f []string) error {
		if len(f) != 5 {
			return fmt.Errorf("%s:%d: want client,block,sm,start_ns,end_ns", path, n)
		}
		if f[1] == "block" {
			return nil
		}
		if len(a.MPS) == 0 {
			return fmt.Errorf("%s:%d: a block before the first \"# split A B\" line", path, n)
		}
		v, err := ints(path, n, f, 1)
		if err != nil {
			return err
		}
		r := &a.MPS[len(a.MPS)-1]
		r.Blocks = append(r.Blocks, Block{Case: f[0], Index: int(v[0]), SM: int(v[1]), Start: v[2], End: v[3]})
		return nil
	})
}

func (a *Anchors) parseAlone(path string, data []byte) error {
	return lines(data, nil, func(n int, f []string) error {
		if len(f) != 4 {
			return fmt.Errorf("%s:%d: want block,sm,start_ns,end_ns", path, n)
		}
		if h, err := header(path, n, f, "block,sm,start_ns,end_ns"); h || err != nil {
			return err
		}
		v, err := ints(path, n, f, 0)
		if err != nil {
			return err
		}
		a.Alone = append(a.Alone, Block{Index: int(v[0]), SM: int(v[1]), Start: v[2], End: v[3]})
		return nil
	})
}

// median of vs (the mean of the two middle values, rounded down, for an
// even count); 0 for none.
func median(vs []int64) int64 {
	if len(vs) == 0 {
		return 0
	}
	s := append([]int64(nil), vs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// dates lists the UTC dates of the absolute %globaltimer stamps among bs
// (stamps after 2001 count as absolute).
func dates(bs []Block) []string {
	seen := map[string]bool{}
	var out []string
	for _, b := range bs {
		if b.Start < 1e18 {
			continue
		}
		d := time.Unix(0, b.Start).UTC().Format("2006-01-02")
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}

func filter(bs []Block, keep func(Block) bool) []Block {
	var out []Block
	for _, b := range bs {
		if keep(b) {
			out = append(out, b)
		}
	}
	return out
}

// span is the first start and the last end of bs.
func span(bs []Block) (int64, int64) {
	if len(bs) == 0 {
		return 0, 0
	}
	s, e := bs[0].Start, bs[0].End
	for _, b := range bs {
		s, e = min(s, b.Start), max(e, b.End)
	}
	return s, e
}

// waves groups blocks by start time: a block starting more than gap after
// the previous one (in start order) begins a new wave. Each wave is in
// block order.
func waves(bs []Block, gap int64) [][]Block {
	s := append([]Block(nil), bs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].Start < s[j].Start })
	var out [][]Block
	for i, b := range s {
		if i == 0 || b.Start-s[i-1].Start > gap {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], b)
	}
	for _, w := range out {
		sort.Slice(w, func(i, j int) bool { return w[i].Index < w[j].Index })
	}
	return out
}
