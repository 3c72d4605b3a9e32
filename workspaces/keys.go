package workspaces

//go:generate go run ./internal/printkeys -o ../docs/keys.txt

import (
	"fmt"
	"io"
	"reflect"
)

// documentedKeys lists every key the decoder accepts for a file struct, as
// dotted paths with [] for arrays of tables ("meshes[].vertices[].uv").
func documentedKeys(t reflect.Type, prefix string) []string {
	var out []string
	for _, fi := range tomlFields(t) {
		ft := t.Field(fi.index).Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		p := fi.key
		if prefix != "" {
			p = prefix + "." + fi.key
		}
		if reflect.PointerTo(ft).Implements(valueDecoderType) {
			out = append(out, p)
			continue
		}
		switch {
		case ft.Kind() == reflect.Struct:
			out = append(out, documentedKeys(ft, p)...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			out = append(out, documentedKeys(ft.Elem(), p+"[]")...)
		default:
			out = append(out, p)
		}
	}
	return out
}

// WriteKeys writes every key the decoder accepts, file by file, one dotted
// path a line ("meshes[].vertices[].uv"): the list docs/formats.md must
// document (TestFormatsDocumented), kept in docs/keys.txt by go generate.
func WriteKeys(w io.Writer) error {
	for _, f := range []struct {
		name string
		typ  any
	}{{"workspace.toml", workspaceFile{}}, {"scene files", sceneFile{}}, {"task files", tasksFile{}}} {
		if _, err := fmt.Fprintf(w, "# %s\n", f.name); err != nil {
			return err
		}
		for _, k := range documentedKeys(reflect.TypeOf(f.typ), "") {
			if _, err := fmt.Fprintln(w, k); err != nil {
				return err
			}
		}
	}
	return nil
}
