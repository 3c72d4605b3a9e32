//go:build !osmesa

package llvmpipe

import (
	"image"
	"time"
)

// Available reports whether this build can render with llvmpipe.
const Available = false

// Context is an OSMesa context; without the "osmesa" tag it cannot be created.
type Context struct{}

// Mesh is a vertex buffer uploaded to a Context.
type Mesh struct{}

// New always fails with ErrUnavailable in builds without the "osmesa" tag.
func New(o Options) (*Context, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	return nil, ErrUnavailable
}

// Info is unavailable without OSMesa.
func (c *Context) Info() Info { return Info{} }

// Size returns 0, 0 without OSMesa.
func (c *Context) Size() (int, int) { return 0, 0 }

// Upload is unavailable without OSMesa.
func (c *Context) Upload(tris []Triangle) (*Mesh, error) { return nil, ErrUnavailable }

// UploadVertices is unavailable without OSMesa.
func (c *Context) UploadVertices(v []Vertex) (*Mesh, error) { return nil, ErrUnavailable }

// UploadIndexed is unavailable without OSMesa.
func (c *Context) UploadIndexed(v []Vertex, indices []uint32) (*Mesh, error) {
	return nil, ErrUnavailable
}

// SetState is unavailable without OSMesa.
func (c *Context) SetState(s DrawState) error { return ErrUnavailable }

// Depth is unavailable without OSMesa.
func (c *Context) Depth() ([]float32, error) { return nil, ErrUnavailable }

// Draw is unavailable without OSMesa.
func (c *Context) Draw(m *Mesh) (time.Duration, error) { return 0, ErrUnavailable }

// Image is unavailable without OSMesa.
func (c *Context) Image() *image.RGBA { return nil }

// Render is unavailable without OSMesa.
func (c *Context) Render(tris []Triangle) (*image.RGBA, time.Duration, error) {
	return nil, 0, ErrUnavailable
}

// Free is a no-op without OSMesa.
func (m *Mesh) Free() {}

// Close is a no-op without OSMesa.
func (c *Context) Close() error { return nil }
