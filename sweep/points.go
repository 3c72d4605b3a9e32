package sweep

import "fmt"

// NumPoints is the number of runs: the grid's points (the cross product of
// every parameter's values) or the explicit points, times the seeds.
// It saturates at MaxPoints+1.
func (s *Spec) NumPoints() int {
	n := 1
	if len(s.Points) > 0 {
		n = len(s.Points)
	} else {
		for _, p := range s.Params {
			n *= max(len(p.Values), 1)
			if n > MaxPoints {
				return MaxPoints + 1
			}
		}
	}
	if len(s.Seeds) > 0 {
		n *= len(s.Seeds)
	}
	if n > MaxPoints {
		return MaxPoints + 1
	}
	return n
}

// PointAt returns the values of point i, one per name of Names: the grid
// is walked with the first parameter varying slowest and the seed fastest,
// as nested loops written in the spec's order would.
func (s *Spec) PointAt(i int) []Value {
	var seed *Value
	if k := len(s.Seeds); k > 0 {
		seed = &s.Seeds[i%k]
		i /= k
	}
	var out []Value
	if len(s.Points) > 0 {
		out = append(out, s.Points[i].Values...)
	} else {
		out = make([]Value, len(s.Params))
		for j := len(s.Params) - 1; j >= 0; j-- {
			vs := s.Params[j].Values
			out[j] = vs[i%len(vs)]
			i /= len(vs)
		}
	}
	if seed != nil {
		out = append(out, *seed)
	}
	return out
}

// ShardRange returns the points [lo, hi) that shard i of n runs: n
// contiguous ranges whose sizes differ by at most one.
func ShardRange(total, i, n int) (lo, hi int) {
	return total * i / n, total * (i + 1) / n
}

// ParseShard parses "I/N" (0 ≤ I < N).
func ParseShard(s string) (i, n int, err error) {
	if _, err := fmt.Sscanf(s, "%d/%d", &i, &n); err != nil || fmt.Sprintf("%d/%d", i, n) != s {
		return 0, 0, fmt.Errorf("--shard %q: want I/N, e.g. 0/4, or auto", s)
	}
	if n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("--shard %s: want 0 ≤ I < N", s)
	}
	return i, n, nil
}
