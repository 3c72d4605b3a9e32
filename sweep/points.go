package sweep

import (
	"fmt"
	"math/bits"
)

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
// contiguous ranges whose sizes differ by at most one. The products are
// taken in 128 bits, so no total, i or n overflows (0 ≤ i < n).
func ShardRange(total, i, n int) (lo, hi int) {
	return mulDiv(total, i, n), mulDiv(total, i+1, n)
}

// ShardOf returns the shard of n that runs point p of total (0 ≤ p <
// total): the largest s with ShardRange(total, s, n).lo ≤ p, which is
// ⌊((p+1)·n − 1) / total⌋. Arithmetic, not a walk over the shards.
func ShardOf(total, p, n int) int {
	hi, lo := bits.Mul64(uint64(p)+1, uint64(n))
	lo, borrow := bits.Sub64(lo, 1, 0)
	hi -= borrow
	q, _ := bits.Div64(hi, lo, uint64(total))
	return int(q)
}

// mulDiv is ⌊a·b/c⌋ for 0 ≤ a, 0 ≤ b ≤ c, c > 0, without overflow.
func mulDiv(a, b, c int) int {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	q, _ := bits.Div64(hi, lo, uint64(c)) // hi < c since b ≤ c
	return int(q)
}

// CheckShard says why shard i of n is not one a sweep can run: i outside
// 0..n-1, or n over MaxShards.
func CheckShard(i, n int) error {
	if n < 1 || n > MaxShards {
		return fmt.Errorf("%d shards: want 1..%d", n, MaxShards)
	}
	if i < 0 || i >= n {
		return fmt.Errorf("shard %d of %d: want 0 ≤ I < N", i, n)
	}
	return nil
}

// ParseShard parses "I/N" (0 ≤ I < N ≤ MaxShards).
func ParseShard(s string) (i, n int, err error) {
	if _, err := fmt.Sscanf(s, "%d/%d", &i, &n); err != nil || fmt.Sprintf("%d/%d", i, n) != s {
		return 0, 0, fmt.Errorf("--shard %q: want I/N, e.g. 0/4, or auto", s)
	}
	if err := CheckShard(i, n); err != nil {
		return 0, 0, fmt.Errorf("--shard %s: %v", s, err)
	}
	return i, n, nil
}
