package scheduler

import "testing"

// TestMPSWidth: a share becomes whole TPCs, rounded down, as MPS gives an
// H100's 132 SMs in pairs (25 % → 32, 75 % → 98, 50 % → 66).
func TestMPSWidth(t *testing.T) {
	for _, c := range []struct{ share, sms, tpc, want int }{
		{25, 132, 2, 32}, {75, 132, 2, 98}, {50, 132, 2, 66}, {100, 132, 2, 132}, {0, 132, 2, 132},
		{25, 132, 1, 33}, {1, 132, 2, 2}, {10, 15, 0, 1}, {50, 1, 2, 1}, {150, 8, 2, 8},
	} {
		if got := MPSWidth(c.share, c.sms, c.tpc); got != c.want {
			t.Errorf("MPSWidth(%d, %d, %d) = %d, want %d", c.share, c.sms, c.tpc, got, c.want)
		}
	}
}
