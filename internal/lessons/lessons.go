// Package lessons reads the lessons of docs/teaching.md: the keys "Before
// the lesson" names and each lesson's steps, and splits a step's "Click"
// column into the actions it names, in order. The fyne test driver's walk
// (app, TestTeachingLessonsAsWritten) and the real window's walk under
// Xvfb (scripts/lessonwalk) both read the document through this package,
// so the lessons, and both walks, cannot drift apart.
package lessons

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Step is one row of a lesson's table: what to click and what to say.
type Step struct {
	N          int
	Click, Say string
}

// Doc is docs/teaching.md as the walks need it.
type Doc struct {
	// Before are the bold keys of "Before the lesson" (F11).
	Before []string
	// Lessons are each lesson's steps, in order.
	Lessons [][]Step
}

var (
	rowRe  = regexp.MustCompile(`^\| (\d+) \| (.*) \| (.*) \|$`)
	boldRe = regexp.MustCompile(`\*\*([^*]+)\*\*`)
	// actionRe is one thing a step's Click column says to do: a bold key,
	// control or tab with how many times, a menu item, a file edit,
	// opening a workspace, Pause, clicking a stuck node, a series of
	// settings.
	actionRe = regexp.MustCompile(`\*\*([^*]+)\*\*( twice| three times| a few times)?|View › Presentation mode|open ` +
		"`" + `([^` + "`" + `]+)` + "`" + `, change ` + "`" + `([^` + "`" + `]+)` + "`" + ` to ` + "`" + `([^` + "`" + `]+)` + "`" +
		`|Open ` + "`" + `~/ws/(\w+)` + "`" + `|^Pause|click an outlined \(stuck\) node|[0-9]+(?: → [0-9]+)+`)
)

// Parse reads the text of docs/teaching.md. name is the file's name in
// errors.
func Parse(name, text string) (Doc, error) {
	var d Doc
	section := ""
	for i, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			section = line
			if strings.HasPrefix(line, "## Lesson ") {
				d.Lessons = append(d.Lessons, nil)
			}
		case strings.HasPrefix(section, "## Before the lesson"):
			for _, m := range boldRe.FindAllStringSubmatch(line, -1) {
				d.Before = append(d.Before, m[1])
			}
		case strings.HasPrefix(section, "## Lesson "):
			if m := rowRe.FindStringSubmatch(line); m != nil {
				n, _ := strconv.Atoi(m[1])
				l := &d.Lessons[len(d.Lessons)-1]
				if n != len(*l)+1 {
					return d, fmt.Errorf("%s:%d:1: step %d follows step %d", name, i+1, n, len(*l))
				}
				*l = append(*l, Step{n, m[2], m[3]})
			}
		}
	}
	if len(d.Lessons) == 0 {
		return d, fmt.Errorf("%s: no \"## Lesson\" section", name)
	}
	for i, l := range d.Lessons {
		if len(l) == 0 {
			return d, fmt.Errorf("%s: lesson %d has no steps", name, i+1)
		}
		if !strings.Contains(l[0].Click, "Open `") {
			return d, fmt.Errorf("%s: lesson %d does not start by opening its workspace", name, i+1)
		}
	}
	return d, nil
}

// Kind is what an action does.
type Kind string

// The kinds of action a step's Click column names.
const (
	Open       Kind = "open"        // open the workspace ~/ws/Workspace
	Menu       Kind = "menu"        // View › Presentation mode
	Edit       Kind = "edit"        // open File in the editor, change From to To
	Pause      Kind = "pause"       // the Pause button
	ClickStuck Kind = "click-stuck" // click an outlined (stuck) node
	Settings   Kind = "settings"    // the series Values of the step's setting
	Bold       Kind = "bold"        // a key, control or tab named Name, Times times
)

// Action is one thing a step says to do.
type Action struct {
	Kind      Kind
	Name      string   // Bold: the key, control or tab; Settings: the setting ("" unknown)
	Times     int      // Bold: how many times (1, 2 for "twice", 3 for "three" and "a few times")
	Workspace string   // Open: ~/ws/NAME's NAME
	File      string   // Edit
	From, To  string   // Edit
	Values    []string // Settings ("0 → 4 → 8": 0, 4, 8)
}

// Actions are the actions of a step's Click column, in its order. In
// presentation mode (present), what follows "without it" (the same step
// without presentation mode) is left out.
func Actions(click string, present bool) []Action {
	if present {
		if i := strings.Index(click, "without it"); i >= 0 {
			click = click[:i]
		}
	}
	var out []Action
	for _, m := range actionRe.FindAllStringSubmatch(click, -1) {
		var a Action
		switch {
		case m[6] != "":
			a = Action{Kind: Open, Workspace: m[6]}
		case m[0] == "View › Presentation mode":
			a = Action{Kind: Menu, Name: m[0]}
		case m[3] != "":
			a = Action{Kind: Edit, File: m[3], From: m[4], To: m[5]}
		case m[0] == "Pause":
			a = Action{Kind: Pause}
		case strings.HasPrefix(m[0], "click an outlined"):
			a = Action{Kind: ClickStuck}
		case strings.Contains(m[0], " → "):
			a = Action{Kind: Settings, Values: strings.Split(m[0], " → ")}
			if strings.Contains(click, "**sub-pixel bits**") {
				a.Name = "sub-pixel bits" // the only setting stepped so far
			}
		default:
			times := map[string]int{"": 1, " twice": 2, " three times": 3, " a few times": 3}[m[2]]
			a = Action{Kind: Bold, Name: m[1], Times: times}
		}
		out = append(out, a)
	}
	return out
}

// Points are the bold names of a step's "Say" column: what the step
// points at on screen (the deadlock verdict, the violations' verdict).
func Points(say string) []string {
	var out []string
	for _, m := range boldRe.FindAllStringSubmatch(say, -1) {
		out = append(out, m[1])
	}
	return out
}

// State is what a window built with -tags shots writes to
// PPUWB_STATE_FILE (app/shots_state.go) for the Xvfb walk
// (scripts/lessonwalk) to check after each step.
type State struct {
	Seq        int      `json:"seq"`  // the last "sync N" command's N
	Runs       int      `json:"runs"` // counts the runs shown (a reload adds one)
	TopTab     string   `json:"top_tab"`
	BottomTab  string   `json:"bottom_tab"`
	TopShown   bool     `json:"top_shown"`
	BottomShow bool     `json:"bottom_shown"`
	Single     string   `json:"single"` // the single view's title (F9), "" all views
	Status     string   `json:"status"`
	Present    bool     `json:"present"`
	Clock      int64    `json:"clock"`
	End        int64    `json:"end"`
	Playing    bool     `json:"playing"`
	Deadlock   string   `json:"deadlock_label"`
	Verdicts   string   `json:"verdicts"`   // the viewports' captions shown, one a line
	Comparison int      `json:"comparison"` // counts the viewports' comparisons
	Bits       string   `json:"bits"`       // the sub-pixel bits chosen
	Selected   int      `json:"selected_node"`
	Diagnosis  bool     `json:"diagnosis_shown"`
	GraphWhole bool     `json:"graph_whole"` // every task-graph node whole in the view
	Window     string   `json:"window"`      // the canvas' size, WxH
	Graph      string   `json:"graph"`       // the task graph's size, WxH
	GraphCut   []string `json:"graph_cut"`   // the nodes not whole (kind: name)
	Error      string   `json:"error"`       // the last command's failure
}
