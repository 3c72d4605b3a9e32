package app

import "fyne.io/fyne/v2"

// Preference keys (Fyne's per-app preferences, kept across restarts).
const (
	prefSideHidden  = "sideHidden"
	prefColorByKind = "timelineColorByKind"
)

func (wb *workbench) prefs() fyne.Preferences { return wb.app.Preferences() }
