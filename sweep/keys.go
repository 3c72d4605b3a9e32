package sweep

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing/fstest"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/ppuwb/ppuwb/internal/safefile"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Aliases are short parameter names for keys sweeps set most often.
var Aliases = map[string]string{
	"policy": "scheduler.partition",
}

// Base is a sweep's base workspace: the files it references, each read
// once through the loader's bounded reader. A file of the folder that no
// reference names is never read.
type Base struct {
	Name  string                    // the folder's base name (the workspace's default name)
	Files map[string][]byte         // the files referenced, by slash-separated path
	scene string                    // the scene file
	tasks []string                  // the task files, in order
	docs  map[string]map[string]any // the TOML files decoded once (read only: workers share them)

	where string   // the folder as the spec names it, for located errors
	fsys  fs.FS    // the base folder (or example) while New checks the values; nil after
	root  *os.Root // the folder's root, closed by done
	bytes int64    // the bytes of Files
}

// maxBaseBytes bounds what a sweep copies for every point.
const maxBaseBytes = 256 << 20

// LoadBase loads the spec's base workspace — a folder (relative to the
// spec's folder) or, if no such folder exists, an embedded example — by
// the loader's rules, as every workspace is: a reference outside the
// folder, a broken file, is an error located in the base's files. The
// files it references are kept for the sweep's copies.
func LoadBase(s *Spec) (*Base, error) {
	b, err := openBase(s)
	if err != nil {
		return nil, err
	}
	if _, err := workspaces.LoadFS(b.overlay(nil), "."); err != nil {
		b.done()
		var diags workspaces.Errors
		if errors.As(err, &diags) {
			out := make(Errors, len(diags))
			for i, d := range diags {
				if d.File != "" {
					d.File = path.Join(b.where, d.File)
				}
				out[i] = d
			}
			return nil, out
		}
		return nil, fmt.Errorf("base workspace %s: %w", b.where, err)
	}
	var top struct {
		Scene string   `toml:"scene"`
		Tasks []string `toml:"tasks"`
	}
	// Decoded by the loader already: no error is left to find.
	_, _ = toml.Decode(string(b.Files[workspaces.WorkspaceFile]), &top)
	b.scene = "scene.toml"
	if top.Scene != "" {
		b.scene = path.Clean(top.Scene)
	}
	for _, t := range top.Tasks {
		b.tasks = append(b.tasks, path.Clean(t))
	}
	b.docs = map[string]map[string]any{}
	for _, n := range append([]string{workspaces.WorkspaceFile, b.scene}, b.tasks...) {
		var doc map[string]any
		if _, err := toml.Decode(string(b.Files[n]), &doc); err == nil {
			b.docs[n] = doc
		}
	}
	return b, nil
}

// openBase finds the base workspace's folder or example.
func openBase(s *Spec) (*Base, error) {
	b := &Base{Name: s.Workspace, Files: map[string][]byte{}, where: s.Workspace}
	dir := s.Workspace
	if !path.IsAbs(dir) && !strings.HasPrefix(dir, "/") {
		dir = s.SpecDir() + string(os.PathSeparator) + dir
	}
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		r, err := os.OpenRoot(dir)
		if err != nil {
			return nil, err
		}
		b.root, b.fsys, b.Name, b.where = r, r.FS(), baseName(dir), filepath.ToSlash(dir)
		return b, nil
	}
	if ex, err := workspaces.ExampleFS(s.Workspace); err == nil {
		b.fsys, b.where = ex, "example:"+s.Workspace
		return b, nil
	}
	l, c := s.pos.Value("workspace")
	return nil, Errors{s.errAt(l, c, "workspace %q: no such folder (from %s) and no such example (%s)%s",
		s.Workspace, s.SpecDir(), strings.Join(workspaces.Examples(), ", "), didYouMean(s.Workspace, workspaces.Examples()))}
}

// done ends reading the base folder: the files referenced are in Files.
func (b *Base) done() {
	if b.root != nil {
		b.root.Close()
	}
	b.root, b.fsys = nil, nil
}

// overlay is the base with a point's changed files over it, as the loader
// sees it. A file neither changed nor read yet is read from the base
// folder (bounded; it joins Files) while New checks the values; after
// that, only Files exist.
func (b *Base) overlay(changed map[string][]byte) fs.FS { return overlayFS{b, changed} }

type overlayFS struct {
	b       *Base
	changed map[string][]byte
}

func (o overlayFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	data, ok := o.changed[name]
	if !ok {
		data, ok = o.b.Files[name]
	}
	if !ok {
		if o.b.fsys == nil || name == "." {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
		}
		left := maxBaseBytes - o.b.bytes
		if st, err := fs.Stat(o.b.fsys, name); err == nil && st.Mode().IsRegular() && st.Size() > left {
			read := ""
			if o.b.bytes > 0 {
				read = fmt.Sprintf(" (%d bytes of it read already)", o.b.bytes)
			}
			return nil, fmt.Errorf("%s is %d bytes: a sweep copies at most %d MiB of its base workspace%s", name, st.Size(), maxBaseBytes>>20, read)
		}
		d, err := safefile.ReadLimited(o.b.fsys, name, left)
		if err != nil {
			return nil, err
		}
		o.b.Files[name] = d
		o.b.bytes += int64(len(d))
		data = d
	}
	return fstest.MapFS{name: &fstest.MapFile{Data: data, Mode: 0o644}}.Open(name)
}

// doc returns a file decoded: the base's decoding, made once, unless this
// point has changed the file already. Callers only read it.
func (b *Base) doc(changed map[string][]byte, name string) (map[string]any, error) {
	if d, ok := changed[name]; ok {
		var doc map[string]any
		_, err := toml.Decode(string(d), &doc)
		return doc, err
	}
	if doc, ok := b.docs[name]; ok {
		return doc, nil
	}
	var doc map[string]any
	_, err := toml.Decode(string(b.Files[name]), &doc)
	return doc, err
}

func baseName(dir string) string {
	dir = strings.TrimRight(dir, "/"+string(os.PathSeparator))
	if i := strings.LastIndexAny(dir, "/"+string(os.PathSeparator)); i >= 0 {
		return dir[i+1:]
	}
	return dir
}

// Hash identifies the base workspace's contents (for a sweep's identity).
func (b *Base) hashInto(w interface{ Write([]byte) (int, error) }) {
	names := make([]string, 0, len(b.Files))
	for n := range b.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "%s\x00%d\x00", n, len(b.Files[n]))
		w.Write(b.Files[n])
	}
}

// Apply returns the files that setting every key to its value changes,
// starting from the base (the base itself is never modified).
func (b *Base) Apply(keys []string, vals []Value) (map[string][]byte, error) {
	changed := map[string][]byte{}
	for i, k := range keys {
		if err := b.set(changed, k, vals[i].V); err != nil {
			return nil, err
		}
	}
	return changed, nil
}

func (b *Base) file(changed map[string][]byte, name string) []byte {
	if d, ok := changed[name]; ok {
		return d
	}
	return b.Files[name]
}

// set writes key = v into the file the key path belongs to, editing the
// text so that everything else (comments, order, formatting) stays.
func (b *Base) set(changed map[string][]byte, key string, v any) error {
	if a, ok := Aliases[key]; ok {
		key = a
	}
	segs := strings.Split(key, ".")
	for _, s := range segs {
		if s == "" {
			return fmt.Errorf("key %q: an empty segment", key)
		}
	}
	file, rest, err := b.route(changed, segs)
	if err != nil {
		return err
	}
	doc, err := b.doc(changed, file)
	if err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	out, err := setIn(b.file(changed, file), "", rest, v, doc)
	if err != nil {
		return fmt.Errorf("%s in %s: %w", key, file, err)
	}
	changed[file] = out
	return nil
}

// route picks the file a key path addresses and the path inside it:
// "tasks.NAME.key" is task NAME in the task files, "scene.key" and the
// scene file's own top-level keys (viewports, cameras, meshes, …) are in
// the scene file, everything else is in workspace.toml.
func (b *Base) route(changed map[string][]byte, segs []string) (string, []string, error) {
	if segs[0] == "tasks" {
		if len(segs) < 3 {
			return "", nil, fmt.Errorf("%s: a task key is tasks.NAME.KEY", strings.Join(segs, "."))
		}
		var names []string
		for _, f := range b.tasks {
			doc, err := b.doc(changed, f)
			if err != nil {
				return "", nil, fmt.Errorf("%s: %v", f, err)
			}
			for _, t := range tables(doc["tasks"]) {
				n, _ := t["name"].(string)
				if n == segs[1] {
					return f, segs, nil
				}
				names = append(names, n)
			}
		}
		return "", nil, fmt.Errorf("no task named %q in the task files (%s)%s", segs[1], strings.Join(names, ", "), didYouMean(segs[1], names))
	}
	if segs[0] == "scene" && len(segs) > 1 {
		return b.scene, segs[1:], nil
	}
	ws, _ := b.doc(changed, "workspace.toml")
	scene, _ := b.doc(changed, b.scene)
	if _, inWS := ws[segs[0]]; !inWS {
		if _, inScene := scene[segs[0]]; inScene {
			return b.scene, segs, nil
		}
	}
	return "workspace.toml", segs, nil
}

func tables(v any) []map[string]any {
	switch x := v.(type) {
	case []map[string]any:
		return x
	case []any:
		var out []map[string]any
		for _, e := range x {
			if m, ok := e.(map[string]any); ok {
				out = append(out, m)
			}
		}
		return out
	}
	return nil
}

// setInTOML sets segs = v in a TOML text. Elements of arrays of tables are
// named by their "name" key (or their index). An existing value is
// replaced in place; a missing key is written into its table (which is
// added at the end if the file has none). The result is decoded again and
// must hold exactly v at that path.
func setInTOML(src []byte, segs []string, v any) ([]byte, error) {
	var doc map[string]any
	if _, err := toml.Decode(string(src), &doc); err != nil {
		return nil, err
	}
	return setIn(src, "", segs, v, doc)
}

func isTableArray(v any) bool {
	switch x := v.(type) {
	case []map[string]any:
		return true
	case []any:
		return len(x) > 0 && len(tables(x)) == len(x)
	}
	return false
}

// setIn walks segs down from the table at index path elemPath (the document's
// root is ""), through arrays of tables by element name, to the position
// index path of the key ("tasks[2].share"), and writes it.
func setIn(src []byte, elemPath string, segs []string, v any, elem map[string]any) ([]byte, error) {
	if len(segs) == 0 {
		return nil, fmt.Errorf("%s: name a key inside the element", elemPath)
	}
	idxPath, tablePath, depth := elemPath, elemPath, 0
	var cur any = elem
	existing := true
	for i, seg := range segs {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%s is a %s, not a table", idxPath, typeName(cur))
		}
		next, ok := m[seg]
		if !ok {
			existing = false
			break
		}
		if isTableArray(next) && i+1 < len(segs) {
			ts := tables(next)
			j, err := element(ts, segs[i+1], seg)
			if err != nil {
				return nil, err
			}
			return setIn(src, join(idxPath, seg)+fmt.Sprintf("[%d]", j), segs[i+2:], v, ts[j])
		}
		idxPath = join(idxPath, seg)
		cur = next
		if _, isMap := next.(map[string]any); isMap {
			tablePath, depth = idxPath, i+1
		}
	}
	return writeKey(src, existing, idxPath, tablePath, segs[depth:], v)
}

func element(ts []map[string]any, name, array string) (int, error) {
	var names []string
	for j, t := range ts {
		n, _ := t["name"].(string)
		if n == name {
			return j, nil
		}
		names = append(names, n)
	}
	if j, err := strconv.Atoi(name); err == nil && j >= 0 && j < len(ts) {
		return j, nil
	}
	return 0, fmt.Errorf("no %s named %q (%s)%s", array, name, strings.Join(names, ", "), didYouMean(name, names))
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

func typeName(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case int64:
		return "integer"
	case float64:
		return "float"
	case bool:
		return "boolean"
	case []any:
		return "array"
	}
	return fmt.Sprintf("%T", v)
}

// writeKey edits the text: replace the value at idxPath if it exists, else
// insert `rest = v` (a dotted key) into the table at tablePath.
func writeKey(src []byte, existing bool, idxPath, tablePath string, rest []string, v any) ([]byte, error) {
	lit, err := literal(v)
	if err != nil {
		return nil, err
	}
	pos := tomlpos.New(src)
	var out []byte
	if existing {
		l, c, ok := pos.ValueAt(idxPath)
		if !ok {
			return nil, fmt.Errorf("cannot find where %s is written", idxPath)
		}
		start := offset(src, l, c)
		end := valueEnd(src, start)
		out = append(append(append([]byte{}, src[:start]...), lit...), src[end:]...)
	} else {
		line := strings.Join(quoteKeys(rest), ".") + " = " + lit + "\n"
		if tablePath == "" {
			// a top-level key: before the first table header
			at := firstHeader(src)
			out = append(append(append([]byte{}, src[:at]...), line...), src[at:]...)
		} else if l, _, ok := pos.KeyAt(tablePath); ok && isHeaderLine(src, l) {
			at := lineEnd(src, l)
			out = append(append(append([]byte{}, src[:at]...), line...), src[at:]...)
		} else {
			// the table is only implied (by [a.b] or dotted keys): add its header at the end
			out = append([]byte{}, src...)
			if len(out) > 0 && out[len(out)-1] != '\n' {
				out = append(out, '\n')
			}
			out = append(out, "\n["+strings.Join(quoteKeys(strings.Split(tablePath, ".")), ".")+"]\n"+line...)
		}
	}
	return out, verify(out, idxPath, tablePath, rest, existing, v)
}

// verify decodes the edited text and checks the value landed where meant.
func verify(out []byte, idxPath, tablePath string, rest []string, existing bool, v any) error {
	var doc map[string]any
	if _, err := toml.Decode(string(out), &doc); err != nil {
		return fmt.Errorf("the edited file does not parse (%v); set this key in the base workspace by hand", err)
	}
	p := idxPath
	if !existing {
		p = tablePath
		for _, r := range rest {
			p = join(p, r)
		}
	}
	got, ok := lookup(doc, p)
	if !ok || !reflect.DeepEqual(normalize(got), normalize(v)) {
		return fmt.Errorf("could not write the value into this file's layout (inline table?); set the key in the base workspace once, then sweep it")
	}
	return nil
}

func normalize(v any) any {
	if x, ok := v.([]any); ok {
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normalize(e)
		}
		return out
	}
	return v
}

// lookup follows an index path ("a.b[2].c") through a decoded document.
func lookup(doc map[string]any, p string) (any, bool) {
	var cur any = doc
	for _, seg := range strings.Split(p, ".") {
		name, idx := seg, -1
		if i := strings.IndexByte(seg, '['); i >= 0 && strings.HasSuffix(seg, "]") {
			n, err := strconv.Atoi(seg[i+1 : len(seg)-1])
			if err != nil {
				return nil, false
			}
			name, idx = seg[:i], n
		}
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		cur, ok = m[name]
		if !ok {
			return nil, false
		}
		if idx >= 0 {
			ts := tables(cur)
			if idx >= len(ts) {
				return nil, false
			}
			cur = ts[idx]
		}
	}
	return cur, true
}

func quoteKeys(ks []string) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = k
		for _, r := range k {
			if !(r == '_' || r == '-' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
				out[i] = tomlString(k)
				break
			}
		}
	}
	return out
}

// literal writes v as a TOML value.
func literal(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return tomlString(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case bool:
		return strconv.FormatBool(x), nil
	case float64:
		switch {
		case math.IsNaN(x):
			return "nan", nil
		case math.IsInf(x, 1):
			return "inf", nil
		case math.IsInf(x, -1):
			return "-inf", nil
		}
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		return s, nil
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			p, err := literal(e)
			if err != nil {
				return "", err
			}
			parts[i] = p
		}
		return "[" + strings.Join(parts, ", ") + "]", nil
	}
	return "", fmt.Errorf("a %s value cannot be swept", typeName(v))
}

func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// offset converts a 1-based line and rune column to a byte offset.
func offset(src []byte, line, col int) int {
	i := 0
	for l := 1; l < line && i < len(src); i++ {
		if src[i] == '\n' {
			l++
		}
	}
	for c := 1; c < col && i < len(src); c++ {
		_, n := utf8.DecodeRune(src[i:])
		i += n
	}
	return i
}

func lineEnd(src []byte, line int) int {
	i := offset(src, line, 1)
	if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j + 1
	}
	return len(src)
}

func isHeaderLine(src []byte, line int) bool {
	i := offset(src, line, 1)
	rest := bytes.TrimLeft(src[i:], " \t")
	return len(rest) > 0 && rest[0] == '['
}

// firstHeader is the offset of the first table header's line (or the end).
func firstHeader(src []byte) int {
	i := 0
	for i < len(src) {
		j := bytes.IndexByte(src[i:], '\n')
		line := src[i:]
		if j >= 0 {
			line = src[i : i+j]
		}
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '[' {
			return i
		}
		if j < 0 {
			break
		}
		i += j + 1
	}
	if len(src) > 0 && src[len(src)-1] != '\n' {
		return len(src) // appended after a final line without newline: caller's line starts a new one
	}
	return len(src)
}

// valueEnd returns the offset just past the TOML value starting at i.
func valueEnd(src []byte, i int) int {
	if i >= len(src) {
		return i
	}
	switch c := src[i]; {
	case c == '"' || c == '\'':
		q := string(src[i : i+1])
		if bytes.HasPrefix(src[i:], []byte(q+q+q)) {
			if j := bytes.Index(src[i+3:], []byte(q+q+q)); j >= 0 {
				end := i + 3 + j + 3
				for end < len(src) && src[end] == c { // up to two more quotes belong to the string
					end++
				}
				return end
			}
			return len(src)
		}
		for j := i + 1; j < len(src); j++ {
			if c == '"' && src[j] == '\\' {
				j++
				continue
			}
			if src[j] == c || src[j] == '\n' {
				return j + 1
			}
		}
		return len(src)
	case c == '[' || c == '{':
		depth := 0
		for j := i; j < len(src); j++ {
			switch src[j] {
			case '[', '{':
				depth++
			case ']', '}':
				depth--
				if depth == 0 {
					return j + 1
				}
			case '"', '\'':
				j = valueEnd(src, j) - 1
			case '#':
				for j < len(src) && src[j] != '\n' {
					j++
				}
			}
		}
		return len(src)
	}
	j := i
	for j < len(src) && !strings.ContainsRune(" \t\r\n,]}#", rune(src[j])) {
		j++
	}
	return j
}
