package app

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/run"
)

// The workbench is each view's panelHost (views.go): these methods are
// all a view sees of the window.

func (wb *workbench) window() fyne.Window     { return wb.win }
func (wb *workbench) playClock() *clock       { return wb.clock }
func (wb *workbench) taskColors() *taskColors { return wb.colors }
func (wb *workbench) hint(h string)           { wb.status.setHint(h) }
func (wb *workbench) currentRun() *run.Run    { return wb.run }
func (wb *workbench) openExample(name string) { wb.newFromExampleNamed(name) }

func (wb *workbench) selectTriangle(i int) {
	if wb.compare != nil {
		wb.compare.selectTriangle(i)
	}
}

func (wb *workbench) runWithPolicy(name, label string) {
	if name == wb.partitionOverride {
		return
	}
	wb.partitionOverride = name
	wb.reload("policy "+label, nil, time.Now())
}

// buildViews builds the views of list and keeps the ones the window's
// menus and tools reach by type.
func (wb *workbench) buildViews(list []viewEntry) {
	wb.views = buildViews(wb, list)
	for _, p := range wb.views {
		switch v := p.v.(type) {
		case *fbPanel:
			wb.fb = v
		case *comparePanel:
			wb.compare = v
		case *timelinePanel:
			wb.tl = v
		case *graphPanel:
			wb.graph = v
		case *utilPanel:
			wb.util = v
		case *policiesPanel:
			wb.pols = v
		case *runtimePanel:
			wb.rt = v
		case *cpPanel:
			wb.cp = v
		}
	}
}
