package workspaces

import (
	"fmt"
	"strconv"
	"strings"
)

// Value types with more than one TOML spelling. Each implements
// valueDecoder; the message it returns is shown at the value's position.

// colorValue is an RGBA colour: [r, g, b], [r, g, b, a] (0..1 each) or a
// "#rrggbb" / "#rrggbbaa" string.
type colorValue struct {
	RGBA [4]float32
	Set  bool
}

func (c *colorValue) decodeTOML(v any) string {
	switch x := v.(type) {
	case string:
		s := strings.TrimPrefix(x, "#")
		if len(x) == len(s) || (len(s) != 6 && len(s) != 8) {
			return fmt.Sprintf("colour %q: want \"#rrggbb\", \"#rrggbbaa\" or [r, g, b(, a)]", x)
		}
		n, err := strconv.ParseUint(s, 16, 32)
		if err != nil {
			return fmt.Sprintf("colour %q: not hexadecimal", x)
		}
		if len(s) == 6 {
			n = n<<8 | 0xff
		}
		for i := 0; i < 4; i++ {
			c.RGBA[i] = float32((n>>(24-8*i))&0xff) / 255
		}
	case []any:
		if len(x) != 3 && len(x) != 4 {
			return fmt.Sprintf("colour needs 3 or 4 components, found %d", len(x))
		}
		c.RGBA[3] = 1
		for i, e := range x {
			f, ok := number(e)
			if !ok {
				return fmt.Sprintf("colour component %d is %s, want a number", i+1, tomlTypeName(e))
			}
			if f < 0 || f > 1 {
				return fmt.Sprintf("colour component %d is %v, want 0..1", i+1, f)
			}
			c.RGBA[i] = float32(f)
		}
	default:
		return fmt.Sprintf("expected a colour (\"#rrggbb\" or [r, g, b(, a)]), found %s", tomlTypeName(v))
	}
	c.Set = true
	return ""
}

// vec3Value is three numbers, or one number meaning all three the same
// (for scale and ambient).
type vec3Value struct {
	V   [3]float32
	Set bool
}

func (c *vec3Value) decodeTOML(v any) string {
	if f, ok := number(v); ok {
		c.V = [3]float32{float32(f), float32(f), float32(f)}
		c.Set = true
		return ""
	}
	x, ok := v.([]any)
	if !ok {
		return fmt.Sprintf("expected a number or an array of 3 numbers, found %s", tomlTypeName(v))
	}
	if len(x) != 3 {
		return fmt.Sprintf("expected 3 numbers, found %d", len(x))
	}
	for i, e := range x {
		f, ok := number(e)
		if !ok {
			return fmt.Sprintf("component %d is %s, want a number", i+1, tomlTypeName(e))
		}
		c.V[i] = float32(f)
	}
	c.Set = true
	return ""
}

// dimValue is a grid or block size: an integer (x) or an array of one to
// three integers; missing dimensions are 1.
type dimValue struct {
	X, Y, Z int
	Set     bool
}

const maxDim = 1 << 20

func (d *dimValue) decodeTOML(v any) string {
	var xs []any
	switch x := v.(type) {
	case int64:
		xs = []any{x}
	case []any:
		xs = x
	default:
		return fmt.Sprintf("expected an integer or [x, y, z], found %s", tomlTypeName(v))
	}
	if len(xs) < 1 || len(xs) > 3 {
		return fmt.Sprintf("expected 1 to 3 dimensions, found %d", len(xs))
	}
	out := [3]int{1, 1, 1}
	for i, e := range xs {
		n, ok := e.(int64)
		if !ok {
			return fmt.Sprintf("dimension %d is %s, want an integer", i+1, tomlTypeName(e))
		}
		if n < 1 || n > maxDim {
			return fmt.Sprintf("dimension %d is %d, want 1..%d", i+1, n, maxDim)
		}
		out[i] = int(n)
	}
	d.X, d.Y, d.Z, d.Set = out[0], out[1], out[2], true
	return ""
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case int64:
		return float64(n), true
	case float64:
		if n != n || n > 1e30 || n < -1e30 {
			return 0, false
		}
		return n, true
	}
	return 0, false
}
