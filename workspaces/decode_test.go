package workspaces

import (
	"errors"
	"strings"
	"testing"
)

type testInner struct {
	Position [3]float32 `toml:"position"`
	Color    [4]float32 `toml:"color"`
}

type testDoc struct {
	Name   string      `toml:"name"`
	Count  int         `toml:"count"`
	Scale  float64     `toml:"scale"`
	Items  []testInner `toml:"items"`
	Nested struct {
		Enabled bool `toml:"enabled"`
	} `toml:"nested"`
}

func decodeTest(t *testing.T, src string) (testDoc, Errors) {
	t.Helper()
	var d diags
	var doc testDoc
	if f := parseTOML("t.toml", []byte(src), &d); f != nil {
		f.decode(&doc)
	}
	var errs Errors
	if err := d.err(); err != nil {
		if !errors.As(err, &errs) {
			t.Fatalf("not Errors: %v", err)
		}
	}
	return doc, errs
}

func TestDecodeStrictUnknownKey(t *testing.T) {
	_, errs := decodeTest(t, "name = \"x\"\n\n[[items]]\nposition = [1,2,3]\n\n[[items]]\n  postion = [1, 2, 3]\n")
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %v", errs)
	}
	got := errs[0].String()
	if got != `t.toml:7:3: unknown key "postion" in [items[1]]; did you mean "position"?` {
		t.Fatalf("got %q", got)
	}
}

func TestDecodeTypeErrors(t *testing.T) {
	src := "name = 3\ncount = 1.5\n[nested]\nenabled = \"yes\"\n[[items]]\ncolor = [1, 2]\nposition = {x = 1}\n"
	_, errs := decodeTest(t, src)
	want := []string{
		"t.toml:1:8: name: expected a string, found an integer",
		"t.toml:2:9: count: expected an integer, found a float",
		"t.toml:4:11: nested.enabled: expected a boolean (true or false), found a string",
		"t.toml:6:9: items[0].color: expected an array of 4 numbers, found 2",
		"t.toml:7:12: items[0].position: expected an array of 3 numbers, found a table",
	}
	if len(errs) != len(want) {
		t.Fatalf("got %v", errs)
	}
	for i := range want {
		if errs[i].String() != want[i] {
			t.Errorf("got  %q\nwant %q", errs[i].String(), want[i])
		}
	}
}

func TestDecodeSyntaxError(t *testing.T) {
	_, errs := decodeTest(t, "name = \"x\"\ncount = = 2\n")
	if len(errs) != 1 || errs[0].Line != 2 || errs[0].Col == 0 || !strings.Contains(errs[0].Msg, "TOML syntax") {
		t.Fatalf("got %v", errs)
	}
}

func TestDecodeInlineAndMultiline(t *testing.T) {
	src := "name = \"\"\"\nmulti [not a table]\nline\"\"\"\nitems = [\n  { position = [1, 2, 3] },\n  # comment\n  { position = [1, 2, 3], colr = [1,1,1,1] },\n]\n"
	doc, errs := decodeTest(t, src)
	if len(errs) != 1 || errs[0].String() != `t.toml:7:27: unknown key "colr" in [items[1]]; did you mean "color"?` {
		t.Fatalf("got %v", errs)
	}
	if len(doc.Items) != 2 || doc.Items[1].Position[2] != 3 {
		t.Fatalf("decoded %+v", doc)
	}
}
