package render

import (
	"math/rand"
	"slices"
	"testing"
)

// TestAccountSpansMatchesPerPixel: accountSpans' per-tile counts (its one
// tile, 2×1, 1×2, 2×2 and general cases) equal those of counting every
// covered pixel on its own (accountN), for random spans, empty rows
// included, in random regions, at 4- and 16-pixel tiles.
func TestAccountSpansMatchesPerPixel(t *testing.T) {
	rng := rand.New(rand.NewSource(38))
	for _, ts := range []int{4, 16} {
		const tilesX, tilesY = 8, 8
		fine := &fineState{tilesX: tilesX}
		got := &tileWorker{fine: fine, cnt: make([]int32, 64)}
		for ; 1<<got.tsShift < ts; got.tsShift++ {
		}
		for trial := 0; trial < 20000; trial++ {
			maxW := []int{3, ts, 2 * ts, 3 * ts}[trial%4]
			x0, y0 := rng.Intn(tilesX*ts-maxW), rng.Intn(tilesY*ts-maxW)
			reg := region{x0, y0, x0 + rng.Intn(maxW), y0 + rng.Intn(maxW)}
			rows := reg.y1 - reg.y0 + 1
			sp := make([]int32, 2*rows)
			n := 0
			for r := 0; r < rows; r++ {
				lo := reg.x0 + rng.Intn(reg.x1-reg.x0+1)
				hi := lo + rng.Intn(reg.x1-lo+1)
				if rng.Intn(4) == 0 {
					lo = hi + 1 // empty
				} else {
					n += hi - lo + 1
				}
				sp[2*r], sp[2*r+1] = int32(lo), int32(hi)
			}
			if n == 0 {
				continue
			}
			fine.tiles = make([]tileStat, tilesX*tilesY)
			got.accountSpans(trial, reg, sp, n, 7)
			have := fine.tiles
			fine.tiles = make([]tileStat, tilesX*tilesY)
			for r := 0; r < rows; r++ {
				for x := int(sp[2*r]); x <= int(sp[2*r+1]); x++ {
					got.accountN(trial, reg.y0+r, x, 1, 7)
				}
			}
			if !slices.Equal(have, fine.tiles) {
				t.Fatalf("tiles %d, region %+v, spans %v: accountSpans gave %v, per pixel %v", ts, reg, sp, have, fine.tiles)
			}
		}
	}
}
