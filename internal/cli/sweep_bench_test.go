package cli

import (
	"context"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/sweep"
)

// BenchmarkSweepPartitioning runs `simulate` over the partitioning example
// as a sweep of b.N points (share × bandwidth × policy × seeds) at -j 1
// and -j 2, and reports points per second and the sweep's overhead per
// point beyond the command's own run (setting the keys, writing and
// restoring the point's files, flattening the JSON), measured in the -j 1
// run. `make bench-sweep` runs it with 10,000 points.
func BenchmarkSweepPartitioning(b *testing.B) {
	dir := b.TempDir()
	spec := filepath.Join(dir, "spec.toml")
	writeBenchFile(b, spec, `workspace = "partitioning"
command = "simulate"
seeds = 100
[params]
"tasks.task2.share" = "10..90 step 20"
"scheduler.save_bytes_per_cycle" = [16, 32, 64, 128, 256]
policy = ["share-save", "share-drain", "share-flush", "fifo"]
`)
	s, err := sweep.Load(spec)
	if err != nil {
		b.Fatal(err)
	}
	sw, err := sweep.New(s)
	if err != nil {
		b.Fatal(err)
	}
	n := min(b.N, s.NumPoints())
	ctx := context.Background()
	// The time inside the command itself, summed over the points of the
	// -j 1 run: the rest of that run is the sweep's own overhead.
	var inRun time.Duration
	timed := func(run sweep.Runner) sweep.Runner {
		return func(ctx context.Context, dir string) ([]byte, error) {
			t := time.Now()
			out, err := run(ctx, dir)
			inRun += time.Since(t)
			return out, err
		}
	}
	b.ResetTimer()
	var perJ [2]time.Duration
	for j := 1; j <= 2; j++ {
		run := sweepRunner(s)
		if j == 1 {
			run = timed(run)
		}
		t := time.Now()
		if _, err := sw.Run(ctx, run, 0, n, j, nil); err != nil {
			b.Fatal(err)
		}
		perJ[j-1] = time.Since(t)
	}
	b.StopTimer()
	b.ReportMetric(float64(n)/perJ[0].Seconds(), "points/s-j1")
	b.ReportMetric(float64(n)/perJ[1].Seconds(), "points/s-j2")
	b.ReportMetric(float64((perJ[0]-inRun).Microseconds())/float64(n), "overhead-µs/point")
	b.ReportMetric(100*float64(perJ[0]-inRun)/float64(perJ[0]), "overhead-%")
}

func writeBenchFile(b *testing.B, p, text string) {
	if err := writeFileAtomic(p, func(w io.Writer) error { _, err := io.WriteString(w, text); return err }); err != nil {
		b.Fatal(err)
	}
}
