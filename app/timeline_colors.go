package app

import (
	"image/color"
	"strings"

	"github.com/ppuwb/ppuwb/scheduler"
)

// taskPalette colours the timeline's bars by task (Paul Tol's "muted"
// scheme, colour-blind safe, light enough on the dark background). It
// shares no colour with the kinds' Okabe–Ito colours (kindStyles), so a
// task's colour is never read as a kind: with "Colour by kind" off the
// kinds legend shows patterns only (see timelinePanel.showLegend).
var taskPalette = []color.NRGBA{
	{0x88, 0xCC, 0xEE, 0xff}, // cyan
	{0xCC, 0x66, 0x77, 0xff}, // rose
	{0xDD, 0xCC, 0x77, 0xff}, // sand
	{0x44, 0xAA, 0x99, 0xff}, // teal
	{0xAA, 0x44, 0x99, 0xff}, // purple
	{0x99, 0x99, 0x33, 0xff}, // olive
	{0x66, 0x99, 0xCC, 0xff}, // steel blue
	{0xEE, 0x88, 0x66, 0xff}, // salmon
	{0xBB, 0xBB, 0xBB, 0xff}, // light grey
}

// taskGroup is the legend entry a TMD's bars belong to: its name with the
// launch index of a device-launched TMD replaced by "*", so the eight
// "parents/3:children" grids of the continuations example are one entry
// ("parents/*:children") beside "parents", "parents/queue" and
// "parents/*:eoc", each in its own colour.
func taskGroup(name string) string {
	i := strings.LastIndexByte(name, '/')
	if i < 0 {
		return name
	}
	rest := name[i+1:]
	j := strings.IndexByte(rest, ':')
	if j <= 0 {
		return name
	}
	for _, c := range rest[:j] {
		if c < '0' || c > '9' {
			return name
		}
	}
	return name[:i+1] + "*" + rest[j:]
}

// assignColors gives each TMD its task's colour from the shared palette
// (SetColors; a palette of r's own when none was given or it is another
// run's) and records the TMDs' groups for the legend.
func (tl *timeline) assignColors(r *scheduler.Result) {
	if tl.palette == nil || tl.palette.res != r {
		tl.palette = newTaskColors(r, nil)
	}
	tl.colorOf = make([]color.NRGBA, len(r.TMDs))
	for i := range r.TMDs {
		tl.colorOf[i] = tl.palette.tmd(i)
	}
	tl.groups = append(tl.groups[:0], tl.palette.groups[:tl.palette.tmdGroups]...)
}

// SetColors sets the palette the next SetResult colours with (the one the
// other tabs share).
func (tl *timeline) SetColors(p *taskColors) { tl.palette = p }

// Groups returns the task groups and their bar colours, for the legend.
func (tl *timeline) Groups() ([]string, []color.NRGBA) {
	cs := make([]color.NRGBA, len(tl.groups))
	for k, g := range tl.groups {
		cs[k] = tl.palette.group(g)
	}
	return tl.groups, cs
}
