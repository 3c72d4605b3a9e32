package app

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// presentScale is the factor presentation mode applies to the text the views
// draw themselves (task graph nodes, timeline labels): their 10–11 px labels
// become 16–17.6 px, readable at 1280×720 from the back of a room.
const presentScale float32 = 1.6

// presentThemeScale is the factor presentation mode applies to the theme's
// sizes (widget text 14 → 17.5 px, padding, icons). It is smaller than
// presentScale so toolbars and tabs leave the views most of a 1280×720
// window.
const presentThemeScale float32 = 1.25

// uiScale is the current text scale of the self-drawn views: 1 normally,
// presentScale in presentation mode. Only the UI goroutine reads or sets it.
var uiScale float32 = 1

// presentation holds what presentation mode switches: the theme scale and
// the side (editor) column.
type presentation struct {
	on      bool
	variant fyne.ThemeVariant
	forced  bool // variant chosen from the View menu (else the system's)
	// sideHidden: the side column is collapsed (View › Side column, Ctrl+B).
	sideHidden bool
	// savedSize is the window's size when presentation mode began.
	savedSize fyne.Size
	split     *container.Split
	right     fyne.CanvasObject
	holder    *fyne.Container
}

// workbenchTheme is the default theme, optionally forced to one variant,
// with every size multiplied by scale.
type workbenchTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	forced  bool
	scale   float32
}

func (t workbenchTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced {
		v = t.variant
	}
	return t.Theme.Color(n, v)
}

func (t workbenchTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }

// layoutHolder wraps the side/right split so presentation mode can show the
// right-hand views alone.
func (wb *workbench) layoutHolder(split *container.Split, right fyne.CanvasObject) fyne.CanvasObject {
	wb.present.split, wb.present.right = split, right
	wb.present.holder = container.NewStack(split)
	return wb.present.holder
}

// applyTheme installs the workbench theme for the current variant and scale
// and redraws the self-drawn views.
func (wb *workbench) applyTheme() {
	p := &wb.present
	sc := float32(1)
	if p.on {
		sc = presentThemeScale
	}
	wb.app.Settings().SetTheme(workbenchTheme{Theme: theme.DefaultTheme(), variant: p.variant, forced: p.forced, scale: sc})
	wb.graph.view.Refresh()
	wb.tl.view.Refresh()
	wb.util.view.Refresh()
	wb.compare.view.Refresh() // the levels' captions scale too
	wb.cp.view.Refresh()
	wb.cp.sweep.Refresh()
}

// setPresentation turns presentation mode on or off (View › Presentation
// mode, F11): text and lines scaled by presentScale, the editor column
// hidden so the views get the whole window. Everything else works as usual.
func (wb *workbench) setPresentation(on bool) {
	p := &wb.present
	if p.holder == nil || p.on == on {
		return
	}
	p.on = on
	// Either way, all views again: a single view chosen for the projector
	// never outlives the mode it was chosen in (lesson 1 leaves and
	// re-enters presentation mode for the editor, then counts F9 presses
	// from all views).
	wb.setSingleView(nil)
	uiScale = 1
	if on {
		uiScale = presentScale
		p.savedSize = wb.win.Canvas().Size()
	}
	wb.updateHolder()
	wb.applyTheme()
	wb.setReveal(on) // on by default in presentation mode
	// The window keeps its size (inside the screen's work area): the larger
	// text never grows it, and leaving gives back the size it had.
	if p.savedSize.Width > 0 {
		wb.win.Resize(fitSize(p.savedSize, wb.workArea))
	}
	if !on {
		p.savedSize = fyne.Size{}
	}
	if wb.status != nil {
		if on {
			wb.status.setHint("presentation mode — F11 or View › Presentation mode to leave")
		} else {
			wb.status.setHint("")
		}
	}
}

func (wb *workbench) togglePresentation() { wb.setPresentation(!wb.present.on) }

// truncLabel is a label that shortens with "…" instead of widening its
// column (narrow windows, presentation mode).
func truncLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// statusImportance shows a failed reload or a deadlock in the error colour
// in the status bar, so the run's verdict reads from across the room.
func statusImportance(m string) widget.Importance {
	if strings.Contains(m, " failed") || strings.Contains(m, "DEADLOCK") {
		return widget.DangerImportance
	}
	return widget.MediumImportance
}

const (
	saveNoteText     = "Ctrl+S saves (atomic); the workspace reloads"
	readOnlyNoteText = "read-only showcase — File › New workspace from example… makes an editable copy"
)

// showReadOnly hides Save for the built-in showcase (its files cannot be
// saved) and says how to get an editable copy; the stale "watching …"
// line of a previous folder goes too.
func (s *sidePanel) showReadOnly(ro bool) {
	if ro {
		s.saveBtn.Hide()
		s.saveNote.SetText(readOnlyNoteText)
		if s.wb.status != nil {
			s.wb.status.setWatch("")
		}
		return
	}
	s.saveBtn.Show()
	s.saveNote.SetText(saveNoteText)
}
