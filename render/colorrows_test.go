package render

import "testing"

// shadeColorRows refuses an entry that reaches past any of the three bin
// buffers (the kernel it calls checks nothing): with each buffer one
// pixel short of the entry's last pixel it panics with its message, and
// with all three long enough it passes the check (and here, with no
// triangle, fails after it).
func TestShadeColorRowsChecksTheBuffers(t *testing.T) {
	const stride = 10
	en := &tileEntry{reg: region{2, 4, 5, 6}, n: 1} // last pixel 6*10+5
	const need = 6*stride + 5 + 1
	for _, c := range []struct {
		depth, pix, ids int
		refused         bool
	}{
		{need, 4 * need, need, false},
		{need - 1, 4 * need, need, true},
		{need, 4*need - 1, need, true},
		{need, 4 * need, need - 1, true},
	} {
		w := &tileWorker{}
		w.setBuffers(make([]float32, c.depth), make([]uint8, c.pix), make([]int32, c.ids), stride, 0, 0)
		var got any
		func() {
			defer func() { got = recover() }()
			w.shadeColorRows(en, nil, nil, make([]int32, 6), &tileResult{})
		}()
		if refused := got == "render: bin entry outside the bin buffers"; refused != c.refused {
			t.Errorf("buffers of %d, %d, %d pixels: panic %v, want the check's: %v", c.depth, c.pix, c.ids, got, c.refused)
		}
	}
}
