package workspaces

import (
	"strings"
	"testing"
)

// TestParseMeasuredErrors: every problem of a measured.csv is located.
func TestParseMeasuredErrors(t *testing.T) {
	h := "# source\nfigure,kind,name,first,last,start_ns,end_ns\n"
	for _, c := range []struct{ in, want string }{
		{"", "m.csv:1:1: no figures"},
		{"figure,kind\n", "m.csv:1:1: the header must be"},
		{h + "a,ctas,L,0,1,0\n", "m.csv:3:1: want 7 comma-separated fields"},
		{h + "a,cta,L,0,1,0,5\n", "m.csv:3:3: kind \"cta\": want ctas or slice"},
		{h + "a,ctas,L,0,1,x,5\n", "m.csv:3:14: \"x\" is not an integer"},
		{h + "a,ctas,L,2,1,0,5\n", "m.csv:3:10: first..last is not a range"},
		{h + "a,slice,A,0,0,0,5\n", "m.csv:3:11: first..last is not a range"},
		{h + "a,ctas,L,0,1,9,5\n", "m.csv:3:16: end_ns is before start_ns"},
		{h + ",ctas,L,0,1,0,5\n", "m.csv:3:1: the figure needs a label"},
	} {
		_, err := ParseMeasured("m.csv", []byte(c.in))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.in, err, c.want)
		}
	}
	m, err := ParseMeasured("m.csv", []byte(h+"L wave 1,ctas,L,0,131,0,2000128\nA slice 2,slice,A,2,2,5,9\n"))
	if err != nil || len(m.Figures) != 2 || m.Source != "source" || m.Figures[1].Kind != MeasuredSlice || m.Figures[0].Last != 131 {
		t.Fatalf("%+v %v", m, err)
	}
}
