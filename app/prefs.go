package app

import "fyne.io/fyne/v2"

// Preference keys (Fyne's per-app preferences, kept across restarts).
const (
	prefSideHidden  = "sideHidden"
	prefColorByKind = "timelineColorByKind"
	prefPlayed      = "playedOnce"
	prefRecent      = "recentWorkspaces"
	prefLastFolder  = "lastFolder"
	prefTheme       = "themeVariant"
	prefSplit       = "split."
)

func (wb *workbench) prefs() fyne.Preferences { return wb.app.Preferences() }
