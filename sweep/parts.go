package sweep

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
)

// WriteCSV writes the sweep's CSV: index, the parameters, error, then every
// metric column (sorted). Sharded runs merged with Merge give the same
// bytes as one unsharded run, because both end here.
func WriteCSV(w io.Writer, names []string, rows []Row) error {
	cols := Columns(rows)
	cw := csv.NewWriter(w)
	head := append(append([]string{"index"}, names...), "error")
	taken := map[string]bool{}
	for _, h := range head {
		taken[h] = true
	}
	for _, c := range cols {
		// a result named like a parameter ("policy": simulate's scheduler
		// policy beside a swept partition policy) keeps its own column
		if taken[c] {
			c = "result." + c
		}
		head = append(head, c)
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	rec := make([]string, len(head))
	for _, r := range rows {
		rec = rec[:0]
		rec = append(rec, fmt.Sprint(r.Index))
		rec = append(rec, r.Params...)
		rec = append(rec, r.Err)
		for _, c := range cols {
			rec = append(rec, r.Metrics[c])
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// PartHeader is the first line of a part file: which sweep and shard it
// holds, so that merge can refuse parts of another sweep.
type PartHeader struct {
	Format string   `json:"format"` // "ppuwb-sweep-part/1"
	Sweep  string   `json:"sweep"`  // the sweep's identity (Sweep.ID)
	Shard  int      `json:"shard"`
	Shards int      `json:"shards"`
	Points int      `json:"points"` // points in the whole sweep
	Names  []string `json:"names"`  // the parameter columns
}

const partFormat = "ppuwb-sweep-part/1"

// check says why a part header cannot belong to a sweep: a count outside
// the ceilings (MaxPoints, MaxShards) or a shard outside its sharding.
func (h PartHeader) check() error {
	if h.Points < 1 || h.Points > MaxPoints {
		return fmt.Errorf("the header says %d points; a sweep has 1..%d", h.Points, MaxPoints)
	}
	if err := CheckShard(h.Shard, h.Shards); err != nil {
		return fmt.Errorf("the header says %v", err)
	}
	return nil
}

// WritePart writes a part file: the header line, then one JSON row a line.
func WritePart(w io.Writer, h PartHeader, rows []Row) error {
	h.Format = partFormat
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	if err := enc.Encode(h); err != nil {
		return err
	}
	for _, r := range rows {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Part is a part file read back.
type Part struct {
	File   string
	Header PartHeader
	Rows   []Row
}

// MaxPartBytes is the largest part file sweep merge reads.
const MaxPartBytes = 1 << 30

// ReadPart reads a part file: a regular file of at most MaxPartBytes whose
// header keeps the ceilings and whose rows lie in its shard.
func ReadPart(name string) (*Part, error) {
	f, err := OpenLimited(name, MaxPartBytes, "a part file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readPart(name, f)
}

// readPart reads a part file's text; name is for errors.
func readPart(name string, r io.Reader) (*Part, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	p := &Part{File: name}
	line := 0
	for sc.Scan() {
		line++
		if line == 1 {
			if err := json.Unmarshal(sc.Bytes(), &p.Header); err != nil || p.Header.Format != partFormat {
				why := ""
				if err != nil && bytes.Contains(sc.Bytes(), []byte(partFormat)) {
					why = fmt.Sprintf(": its header does not parse (%v)", err)
				}
				return nil, fmt.Errorf("%s:1:1: not a ppuwb sweep part file (written by `ppuwb sweep --shard`)%s", name, why)
			}
			if err := p.Header.check(); err != nil {
				return nil, fmt.Errorf("%s:1:1: %v", name, err)
			}
			continue
		}
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d:1: %v (a truncated part? re-run its shard)", name, line, err)
		}
		h := p.Header
		if lo, hi := ShardRange(h.Points, h.Shard, h.Shards); r.Index < lo || r.Index >= hi {
			return nil, fmt.Errorf("%s:%d:1: point %d is not in shard %d of %d (points %d..%d)", name, line, r.Index, h.Shard, h.Shards, lo, hi-1)
		}
		if len(r.Params) != len(h.Names) {
			return nil, fmt.Errorf("%s:%d:1: %d parameter values for %d names", name, line, len(r.Params), len(h.Names))
		}
		p.Rows = append(p.Rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if line == 0 {
		return nil, fmt.Errorf("%s: empty (its shard did not finish? re-run it)", name)
	}
	return p, nil
}

// MergeError says what is wrong with a set of parts, in a form a person can
// act on: the shards to re-run, the points missing or duplicated, the
// parts that belong to another sweep.
type MergeError struct {
	Foreign    []string // part files of another sweep (or another sharding)
	Missing    []int    // point indices no part holds
	Duplicate  []int    // point indices held more than once
	MissShards []int    // shards that would supply the missing points
	Shards     int
}

func (e *MergeError) Error() string {
	var msg []string
	if len(e.Foreign) > 0 {
		msg = append(msg, "from another sweep (different spec, base workspace or sharding): "+strings.Join(e.Foreign, ", "))
	}
	if len(e.Missing) > 0 {
		shards := ranges(e.MissShards) // many: compact, "0-999999"
		if len(e.MissShards) <= 20 {
			list := make([]string, len(e.MissShards))
			for i, s := range e.MissShards {
				list[i] = fmt.Sprint(s)
			}
			shards = strings.Join(list, ",")
		}
		msg = append(msg, fmt.Sprintf("%d point(s) missing: %s; re-run shard(s) %s of %d", len(e.Missing), ranges(e.Missing), shards, e.Shards))
	}
	if len(e.Duplicate) > 0 {
		msg = append(msg, fmt.Sprintf("%d point(s) in more than one part: %s", len(e.Duplicate), ranges(e.Duplicate)))
	}
	return strings.Join(msg, "\n")
}

// Merge checks that the parts come from one sweep and hold every point
// exactly once, and returns the header they share and the rows in order.
func Merge(parts []*Part) (PartHeader, []Row, error) {
	if len(parts) == 0 {
		return PartHeader{}, nil, fmt.Errorf("no part files")
	}
	// The sweep is the one most parts belong to (ties: the first part's).
	count := map[string]int{}
	key := func(h PartHeader) string {
		return fmt.Sprintf("%s/%d/%d/%s", h.Sweep, h.Shards, h.Points, strings.Join(h.Names, "\x00"))
	}
	for _, p := range parts {
		count[key(p.Header)]++
	}
	ref := parts[0].Header
	for _, p := range parts {
		if count[key(p.Header)] > count[key(ref)] {
			ref = p.Header
		}
	}
	e := &MergeError{Shards: ref.Shards}
	seen := make([]uint8, ref.Points) // 0, 1, or 2 for "more than once"
	var rows []Row
	for _, p := range parts {
		if key(p.Header) != key(ref) {
			e.Foreign = append(e.Foreign, fmt.Sprintf("%s (sweep %s, shard %d/%d)", p.File, p.Header.Sweep, p.Header.Shard, p.Header.Shards))
			continue
		}
		for _, r := range p.Rows {
			if r.Index < 0 || r.Index >= ref.Points {
				e.Foreign = append(e.Foreign, fmt.Sprintf("%s (point %d is outside 0..%d)", p.File, r.Index, ref.Points-1))
				break
			}
			if seen[r.Index] < 2 {
				seen[r.Index]++
			}
			if seen[r.Index] == 1 {
				rows = append(rows, r)
			}
		}
	}
	shards := map[int]bool{}
	for i, n := range seen {
		switch {
		case n == 0:
			e.Missing = append(e.Missing, i)
			shards[ShardOf(ref.Points, i, ref.Shards)] = true
		case n > 1:
			e.Duplicate = append(e.Duplicate, i)
		}
	}
	for s := range shards {
		e.MissShards = append(e.MissShards, s)
	}
	sort.Ints(e.MissShards)
	if len(e.Foreign)+len(e.Missing)+len(e.Duplicate) > 0 {
		return ref, nil, e
	}
	slices.SortFunc(rows, func(a, b Row) int { return a.Index - b.Index })
	return ref, rows, nil
}

// ranges prints sorted indices compactly: "3, 7-12, 40".
func ranges(idx []int) string {
	var out []string
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if j > i {
			out = append(out, fmt.Sprintf("%d-%d", idx[i], idx[j]))
		} else {
			out = append(out, fmt.Sprint(idx[i]))
		}
		if len(out) == 20 && j+1 < len(idx) {
			out = append(out, "…")
			break
		}
		i = j + 1
	}
	return strings.Join(out, ", ")
}
