package workspaces

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/ppuwb/ppuwb/internal/hint"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
)

// MaxTextFileSize bounds every text file of a workspace (TOML and OBJ). Meshes
// in glTF binary form have their own, larger bound (mesh.MaxFileSize).
const MaxTextFileSize = 4 << 20

// tomlFile is one parsed TOML file: its raw table plus the positions of its
// keys, ready for strict decoding into a Go struct.
type tomlFile struct {
	name string // as shown in diagnostics (slash path relative to the workspace)
	data map[string]any
	pos  *tomlpos.Index
	d    *diags
	src  []byte // the text, for positions inside string values (kernel sources)
}

// parseTOML parses src; syntax errors are added to d and nil is returned.
func parseTOML(name string, src []byte, d *diags) *tomlFile {
	if len(src) > MaxTextFileSize {
		d.add(name, 0, 0, "file is %d bytes, larger than the %d-byte limit", len(src), MaxTextFileSize)
		return nil
	}
	if err := CheckTOMLBounds(name, src); err != nil {
		e := err.(Errors)[0]
		d.add(e.File, e.Line, e.Col, "%s", e.Msg)
		return nil
	}
	data := map[string]any{}
	if _, err := toml.NewDecoder(strings.NewReader(string(src))).Decode(&data); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			msg := pe.Message
			if msg == "" {
				msg = pe.Error()
			}
			d.add(name, pe.Position.Line, pe.Position.Col, "TOML syntax: %s", msg)
		} else {
			d.add(name, 0, 0, "TOML: %v", err)
		}
		return nil
	}
	return &tomlFile{name: name, data: data, pos: tomlpos.New(src), d: d, src: src}
}

// errAt reports a problem with the value at path.
func (f *tomlFile) errAt(path string, format string, a ...any) {
	p := f.pos.Lookup(path, false)
	f.d.add(f.name, p.Line, p.Col, format, a...)
}

// where is the position of the value at path, as "file:line:col".
func (f *tomlFile) where(path string) string {
	p := f.pos.Lookup(path, false)
	return fmt.Sprintf("%s:%d:%d", f.name, p.Line, p.Col)
}

// errKey reports a problem with the key at path (unknown or misplaced keys).
func (f *tomlFile) errKey(path string, format string, a ...any) {
	p := f.pos.Lookup(path, true)
	f.d.add(f.name, p.Line, p.Col, format, a...)
}

// valueDecoder is implemented by types with their own TOML forms (colours
// given as "#rrggbb" or [r, g, b], for example). It returns a message
// describing the problem, or "" on success.
type valueDecoder interface {
	decodeTOML(v any) string
}

var valueDecoderType = reflect.TypeOf((*valueDecoder)(nil)).Elem()

// decode decodes f's whole table into out (a pointer to a struct).
func (f *tomlFile) decode(out any) {
	f.decodeValue(f.data, "", reflect.ValueOf(out).Elem())
}

// fieldInfo describes a struct field bound to a TOML key.
type fieldInfo struct {
	key   string
	index int
}

func tomlFields(t reflect.Type) []fieldInfo {
	var fs []fieldInfo
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("toml")
		if tag == "" || tag == "-" || !sf.IsExported() {
			continue
		}
		fs = append(fs, fieldInfo{key: strings.Split(tag, ",")[0], index: i})
	}
	return fs
}

func tomlTypeName(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case []map[string]any:
		return "an array of tables"
	case map[string]any:
		return "a table"
	case time.Time:
		return "a date/time"
	}
	return fmt.Sprintf("%T", v)
}

func expectName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean (true or false)"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Struct {
			return "an array of tables"
		}
		return "an array"
	case reflect.Array:
		return fmt.Sprintf("an array of %d numbers", t.Len())
	case reflect.Struct:
		return "a table"
	}
	return t.String()
}

// decodeStruct decodes table m at path into the struct rv, key by key in
// sorted order; an unknown key is an error with a suggestion.
func (f *tomlFile) decodeStruct(m map[string]any, path string, rv reflect.Value) {
	t := rv.Type()
	fields := tomlFields(t)
	byKey := make(map[string]int, len(fields))
	names := make([]string, len(fields))
	for i, fi := range fields {
		byKey[fi.key] = fi.index
		names[i] = fi.key
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		sub := tomlpos.JoinPath(path, k)
		idx, ok := byKey[k]
		if !ok {
			where := "here"
			if path != "" {
				where = "in [" + displayKey(path) + "]"
			}
			if s := hint.Closest(k, names); s != "" {
				f.errKey(sub, "unknown key %q %s; did you mean %q?", k, where, s)
			} else {
				f.errKey(sub, "unknown key %q %s (known keys: %s)", k, where, strings.Join(names, ", "))
			}
			continue
		}
		f.decodeValue(m[k], sub, rv.Field(idx))
	}
}

func (f *tomlFile) decodeValue(v any, path string, rv reflect.Value) {
	if rv.CanAddr() && rv.Addr().Type().Implements(valueDecoderType) {
		if msg := rv.Addr().Interface().(valueDecoder).decodeTOML(v); msg != "" {
			f.errAt(path, "%s: %s", displayKey(path), msg)
		}
		return
	}
	t := rv.Type()
	bad := func() {
		f.errAt(path, "%s: expected %s, found %s", displayKey(path), expectName(t), tomlTypeName(v))
	}
	switch t.Kind() {
	case reflect.Pointer:
		// A value of the wrong type leaves the pointer nil: its range
		// checks must not then report the zero value as well.
		nv := reflect.New(t.Elem())
		before := len(f.d.list)
		f.decodeValue(v, path, nv.Elem())
		if len(f.d.list) == before {
			rv.Set(nv)
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			bad()
			return
		}
		f.decodeStruct(m, path, rv)
	case reflect.Slice:
		var items []any
		switch a := v.(type) {
		case []any:
			items = a
		case []map[string]any:
			items = make([]any, len(a))
			for i := range a {
				items[i] = a[i]
			}
		default:
			bad()
			return
		}
		s := reflect.MakeSlice(t, len(items), len(items))
		for i, it := range items {
			f.decodeValue(it, tomlpos.IndexPath(path, i), s.Index(i))
		}
		rv.Set(s)
	case reflect.Array:
		a, ok := v.([]any)
		if !ok || len(a) != t.Len() {
			if ok {
				f.errAt(path, "%s: expected %s, found %d", displayKey(path), expectName(t), len(a))
				return
			}
			bad()
			return
		}
		for i, it := range a {
			f.decodeValue(it, tomlpos.IndexPath(path, i), rv.Index(i))
		}
	case reflect.String:
		s, ok := v.(string)
		if !ok {
			bad()
			return
		}
		rv.SetString(s)
	case reflect.Bool:
		b, ok := v.(bool)
		if !ok {
			bad()
			return
		}
		rv.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := v.(int64)
		if !ok {
			if fl, isF := v.(float64); isF && fl == math.Trunc(fl) && math.Abs(fl) < 1<<53 {
				f.errAt(path, "%s: expected an integer, found float %v (write %d)", displayKey(path), fl, int64(fl))
				return
			}
			bad()
			return
		}
		if rv.OverflowInt(n) {
			f.errAt(path, "%s: %d is out of range", displayKey(path), n)
			return
		}
		rv.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := v.(int64)
		if !ok {
			bad()
			return
		}
		if n < 0 || rv.OverflowUint(uint64(n)) {
			f.errAt(path, "%s: %d is out of range", displayKey(path), n)
			return
		}
		rv.SetUint(uint64(n))
	case reflect.Float32, reflect.Float64:
		var fl float64
		switch n := v.(type) {
		case int64:
			fl = float64(n)
		case float64:
			fl = n
		default:
			bad()
			return
		}
		if math.IsNaN(fl) || math.IsInf(fl, 0) {
			f.errAt(path, "%s: must be a finite number", displayKey(path))
			return
		}
		if t.Kind() == reflect.Float32 && math.Abs(fl) > math.MaxFloat32 {
			f.errAt(path, "%s: %v is out of range", displayKey(path), fl)
			return
		}
		rv.SetFloat(fl)
	case reflect.Interface:
		rv.Set(reflect.ValueOf(v))
	default:
		f.errAt(path, "%s: cannot decode into %s", displayKey(path), t)
	}
}

// displayKey is the path as a user reads it: "meshes[1].file" becomes
// "meshes[1].file" (kept), the empty path "the file".
func displayKey(path string) string {
	if path == "" {
		return "file"
	}
	return path
}

// has reports whether path is present in the file.
// optIn copies an optional integer key into *dst when it is set, and
// reports at path a value outside lo..hi (unit, if any, follows the range).
func (f *tomlFile) optIn(path string, v *int, lo, hi int, unit string, dst *int) {
	if v == nil {
		return
	}
	if *v < lo || *v > hi {
		f.errAt(path, "%s: %d is outside %d..%d%s", path, *v, lo, hi, unit)
	}
	*dst = *v
}

func (f *tomlFile) has(path string) bool {
	return f.pos.Has(path)
}
