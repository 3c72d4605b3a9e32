package lessons

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestParseTeachingDoc: docs/teaching.md has F11 before the lessons, two
// lessons that open their workspaces, and every step's Click column names
// at least one action.
func TestParseTeachingDoc(t *testing.T) {
	b, err := os.ReadFile("../../docs/teaching.md")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse("docs/teaching.md", string(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Before) == 0 || d.Before[0] != "F11" || len(d.Lessons) != 2 {
		t.Fatalf("before %v, %d lessons", d.Before, len(d.Lessons))
	}
	for i, l := range d.Lessons {
		if a := Actions(l[0].Click, false); len(a) == 0 || a[0].Kind != Open {
			t.Fatalf("lesson %d starts with %v", i+1, a)
		}
	}
}

// TestActions: a step's actions in its order, with their counts; in
// presentation mode what follows "without it" is left out.
func TestActions(t *testing.T) {
	click := "Open `~/ws/snap`; press **F9** three times, then **→** a few times; without it, click the **Viewports** tab"
	want := []Action{{Kind: Open, Workspace: "snap"}, {Kind: Bold, Name: "F9", Times: 3}, {Kind: Bold, Name: "→", Times: 3}}
	if got := Actions(click, true); !reflect.DeepEqual(got, want) {
		t.Fatalf("presentation: %+v", got)
	}
	if got := Actions(click, false); len(got) != 4 || got[3].Name != "Viewports" {
		t.Fatalf("without presentation mode: %+v", got)
	}
	got := Actions("**F11**, open `workspace.toml`, change `a = 1` to `a = 2`, **Ctrl+S**, View › Presentation mode", false)
	if len(got) != 4 || !reflect.DeepEqual(got[1], Action{Kind: Edit, File: "workspace.toml", From: "a = 1", To: "a = 2"}) || got[3].Kind != Menu {
		t.Fatalf("edit step: %+v", got)
	}
	if got := Actions("Change **sub-pixel bits** 0 → 4 → 8", false); len(got) != 2 || got[1].Name != "sub-pixel bits" || !reflect.DeepEqual(got[1].Values, []string{"0", "4", "8"}) {
		t.Fatalf("settings: %+v", got)
	}
}

// TestParseErrors: steps out of order and a lesson that opens nothing are
// errors with the file's name and line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"## Lesson 1\n| 1 | Open `~/ws/a` | x |\n| 3 | **F9** | y |\n", "t.md:3:1: step 3 follows step 1"},
		{"## Lesson 1\n| 1 | **F9** | x |\n", "does not start by opening"},
		{"# nothing\n", "no \"## Lesson\""},
	} {
		if _, err := Parse("t.md", c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}
