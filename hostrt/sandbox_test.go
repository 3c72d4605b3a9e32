package hostrt

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"
	"time"
)

// runSource compiles and runs src over a small buffer (or image) under
// budget, failing the test if it takes longer than limit.
func runSource(t *testing.T, ctx context.Context, d Domain, src string, budget int64, limit time.Duration) (*Output, error) {
	t.Helper()
	k := &Kernel{Name: "k", Domain: d, Reduce: ReduceSum, Source: src, Budget: budget}
	if err := k.Check(); err != nil {
		return nil, err
	}
	sel, err := NewCache().Select(k, "cpu", 1)
	if err != nil {
		return nil, err
	}
	in := Input{Buffer: []float64{1, 2, 3, 4}}
	if d == DomainImage {
		in = Input{Image: image.NewRGBA(image.Rect(0, 0, 4, 4))}
	}
	done := make(chan struct{})
	var out *Output
	go func() {
		out, err = ExecuteContext(ctx, k, sel, in, 2)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(limit):
		t.Fatalf("%q did not stop within %v", src, limit)
	}
	return out, err
}

// Loops are counted while the kernel runs: a nested sum over a range
// stops at the budget (it ran for hours before: the budget was only the
// program's length × items).
func TestBudgetCountsLoops(t *testing.T) {
	for _, src := range []string{
		"let q = 1..1000; sum(q, sum(q, sum(q, #)))",
		"let q = 1..1000; all(q, all(q, all(q, # > 0))) ? 1 : 0",
		"let q = 1..1000; count(q, any(q, none(q, # < 0)))",
		"let q = 1..1000; reduce(q, #acc + sum(q, sum(q, #)), 0)",
		"let q = 1..2000; let a = map(q, #); sum(q, max(a))",
		"let q = 1..2000; let a = map(q, #); count(q, a == a)",
		"let q = 1..2000; let a = map(q, #); count(q, 7 in a)",
	} {
		_, err := runSource(t, context.Background(), DomainBuffer, src, 1e6, 20*time.Second)
		var be *BudgetError
		if !errors.As(err, &be) || be.Budget != 1e6 {
			t.Errorf("%q: err %v, want the budget error", src, err)
		}
	}
	// Within the budget the count is exact and the result unchanged.
	out, err := runSource(t, context.Background(), DomainBuffer, "sum(1..10, # * v)", 1e6, 10*time.Second)
	if err != nil || out.Value[0] != 10*55 {
		t.Fatalf("out %+v err %v", out, err)
	}
	if out.Ops <= 4*10 {
		t.Fatalf("ops %d: the 40 iterations were not counted", out.Ops)
	}
}

// A run stops when its context is cancelled, even inside a long loop.
func TestExecuteStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err := runSource(t, ctx, DomainBuffer, "let q = 1..1000; sum(q, sum(q, sum(q, #)))", 0, 20*time.Second)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
}

// Builtins that read the host, or build strings and maps, are refused at
// compile time with the place of the call.
func TestOnlyDeterministicBuiltins(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"float(now().Nanosecond())", "1:7: now() is not allowed"},
		{"[r, g,\n  date(\"2020-01-01\").Year()]", "2:3: date() is not allowed"},
		{"duration(\"1s\") > 0 ? 1 : 0", "1:1: duration() is not allowed"},
		{"[r, len(string(timezone(\"UTC\"))), b]", "timezone() is not allowed"},
		{"let a = [1]; len(toJSON(a))", "toJSON() is not allowed"},
		{"len(\"abc\")", "1:5: strings are not part of the kernel language"},
		{"len({a: 1})", "1:5: maps are not part of the kernel language"},
		{"len($env)", "$env is not part of the kernel language"},
		{"len(repeat(\"x\", 100))", "strings are not part of the kernel language"},
		{"len(flatten([[1]]))", "unknown name flatten"},
	} {
		k := &Kernel{Name: "k", Domain: DomainImage, Reduce: ReduceSum, Source: c.src}
		err := k.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err %v, want %q", c.src, err, c.want)
		}
	}
}

// Values cannot share themselves into exponentially large arrays: an
// array of arrays of arrays is refused when it is built.
func TestArraysNestTwoDeep(t *testing.T) {
	var b strings.Builder
	b.WriteString("let a0 = [1, 1];\n")
	for i := 1; i < 40; i++ {
		b.WriteString("let a" + itoa(i) + " = [a" + itoa(i-1) + ", a" + itoa(i-1) + "];\n")
	}
	b.WriteString("max(a39)")
	_, err := runSource(t, context.Background(), DomainBuffer, b.String(), 0, 10*time.Second)
	if err == nil || !strings.Contains(err.Error(), "an array holds numbers or arrays of numbers") {
		t.Fatalf("err %v", err)
	}
	_, err = runSource(t, context.Background(), DomainBuffer, "let q = 1..10; len(reduce(q, [#acc, #], 0))", 0, 10*time.Second)
	if err == nil || !strings.Contains(err.Error(), "an array holds numbers or arrays of numbers") {
		t.Fatalf("reduce: err %v", err)
	}
	// Two deep is fine: px() gives arrays.
	if _, err := runSource(t, context.Background(), DomainImage, "let s = [px(0,1), px(1,0)]; sum(s, #[0])", 0, 10*time.Second); err != nil {
		t.Fatal(err)
	}
}

func TestBinsAreBounded(t *testing.T) {
	for _, bins := range []int{0, -1, MaxBins + 1, 4611686018427387904} {
		k := &Kernel{Name: "h", Domain: DomainImage, Reduce: ReduceHistogram, Bins: bins, Source: "0"}
		if err := k.Check(); err == nil || !strings.Contains(err.Error(), "bins in 1..65536") {
			t.Errorf("bins %d: err %v", bins, err)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// FuzzKernelRun runs kernels (buffer and image, every reduction) under a
// small budget: whatever the source, the run ends (a result or an error)
// and never counts past its budget by more than one flush per worker.
func FuzzKernelRun(f *testing.F) {
	for _, s := range []string{
		"v * 2", "sum(1..10, # * v)", "let q = 1..100; sum(q, sum(q, # * v))",
		"let q = 1..50; all(q, all(q, # > 0)) ? 1 : 0", "reduce(1..100, #acc + #, 0)",
		"let a = [v, v]; let b = [a, a]; len(b)", "max(map(1..100, # * v))",
		"let s = [px(-1,0), px(1,0)]; [s[0][0], g, b]", "median(filter(1..200, # % 3 == 0))",
	} {
		f.Add(s, uint8(0))
	}
	img := image.NewRGBA(image.Rect(0, 0, 6, 5))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	f.Fuzz(func(t *testing.T, src string, mode uint8) {
		const budget = 1 << 16
		d := DomainBuffer
		in := Input{Buffer: []float64{1, -2, 3.5, 4, 0, 7}}
		if mode&1 == 1 {
			d, in = DomainImage, Input{Image: img}
		}
		k := &Kernel{Name: "f", Domain: d, Reduce: Reduction(int(mode/2) % len(ReduceNames)), Bins: 4, Source: src, Budget: budget}
		if k.Check() != nil {
			return
		}
		sel, err := NewCache().Select(k, "cpu", 1)
		if err != nil {
			return
		}
		out, err := ExecuteContext(context.Background(), k, sel, in, 2)
		if err == nil && out.Ops > budget {
			t.Fatalf("%q counted %d ops past its budget %d", src, out.Ops, budget)
		}
	})
}
