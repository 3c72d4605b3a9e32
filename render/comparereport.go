package render

import (
	"fmt"
	"image"
)

// The report of a comparison that `ppuwb compare --json` prints.

// CompareReport is what `ppuwb compare --json` prints.
type CompareReport struct {
	Workspace    string              `json:"workspace"`
	Viewport     string              `json:"viewport"`
	Snap         string              `json:"snap"`
	Bits         int                 `json:"bits"`
	Conservative bool                `json:"conservative_fine"`
	Degenerate   string              `json:"degenerate"`
	Levels       []CompareLevel      `json:"levels"`
	Pairs        []ComparePair       `json:"pairs"`
	Allocation   []CompareAllocation `json:"allocation"`
	EdgeWidths   []EdgeWidthRow      `json:"edge_widths"`
	Violations   int                 `json:"violations"`
	Over         int                 `json:"over"`
	Sheet        string              `json:"sheet,omitempty"`
}

// CompareLevel is one viewport level of a comparison.
type CompareLevel struct {
	Width  int `json:"width"`
	Height int `json:"height"`
	Bits   int `json:"bits"`
	// Coverage: pixels whose square meets a triangle (outer), whose centre
	// is covered, and whose square lies inside one triangle (inner).
	Coverage CoverageCounts `json:"coverage"`
}

// ComparePair is one adjacent pair of levels: the fine pixels the coarse
// level missed (violations) and its coarse pixels with no fine coverage
// (over).
type ComparePair struct {
	Fine        string        `json:"fine"`
	Coarse      string        `json:"coarse"`
	Factor      int           `json:"factor"`
	Violations  int           `json:"violations"`
	Over        int           `json:"over"`
	ViolationAt []image.Point `json:"violation_at"`
	OverAt      []image.Point `json:"over_at"`
}

// EdgeWidthRow is one row of the fixed-width evaluation (see
// Comparison.EdgeWidthReport).
type EdgeWidthRow struct {
	Level     string `json:"level"`
	Bits      int    `json:"snap_bits"`
	Width     int    `json:"width"`
	Evaluator string `json:"evaluator"`
	Pixels    int64  `json:"pixels"`
	Differ    int64  `json:"differ"`
	Overflows int64  `json:"overflows"`
}

// CompareAllocation is the sparse allocation of the finest surface decided
// by one coarse level.
type CompareAllocation struct {
	Level     string `json:"level"`
	BlockSize int    `json:"block_size"`
	Allocated int    `json:"allocated"`
	Needed    int    `json:"needed"`
	Missing   int    `json:"missing"`
	Wasted    int    `json:"wasted"`
}

// BitSweepRow is one line of `--sweep-bits`: the totals over every adjacent
// pair of levels at one sub-pixel bit count, per snapping mode.
type BitSweepRow struct {
	Bits                 int `json:"bits"`
	FixedViolations      int `json:"fixed_violations"`
	FixedOver            int `json:"fixed_over"`
	ConsistentViolations int `json:"consistent_violations"`
	ConsistentOver       int `json:"consistent_over"`
}

// Name is the level as WxH.
func (l CompareLevel) Name() string { return fmt.Sprintf("%dx%d", l.Width, l.Height) }
