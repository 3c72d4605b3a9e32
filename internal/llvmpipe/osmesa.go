//go:build osmesa

package llvmpipe

/*
#cgo pkg-config: osmesa
#define GL_GLEXT_PROTOTYPES 1
#include <stdlib.h>
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>

static OSMesaContext ppuwb_create(int depthBits) {
	const int attribs[] = {
		OSMESA_FORMAT, OSMESA_RGBA,
		OSMESA_DEPTH_BITS, depthBits,
		OSMESA_STENCIL_BITS, 0,
		OSMESA_ACCUM_BITS, 0,
		OSMESA_PROFILE, OSMESA_COMPAT_PROFILE,
		OSMESA_CONTEXT_MAJOR_VERSION, 2,
		OSMESA_CONTEXT_MINOR_VERSION, 1,
		0,
	};
	return OSMesaCreateContextAttribs(attribs, NULL);
}

// ppuwb_bind makes the context current on this thread with buf as its colour
// buffer and sets the fixed state used for every draw.
static int ppuwb_bind(OSMesaContext c, void *buf, int w, int h) {
	if (!OSMesaMakeCurrent(c, buf, GL_UNSIGNED_BYTE, w, h)) return 0;
	// Row 0 of buf is GL window row y = 0 (this is OSMesa's default; set it
	// explicitly because the coordinate mapping depends on it).
	OSMesaPixelStore(OSMESA_Y_UP, 1);
	glViewport(0, 0, w, h);
	glMatrixMode(GL_PROJECTION);
	glLoadIdentity();
	// x, y: window pixels 1:1; z: window depth 0..1 (near = 0, far = -1
	// maps eye z = d to NDC 2d-1 and so to window depth d).
	glOrtho(0.0, (double)w, 0.0, (double)h, 0.0, -1.0);
	glMatrixMode(GL_MODELVIEW);
	glLoadIdentity();
	glDisable(GL_CULL_FACE);
	glFrontFace(GL_CW); // counter-clockwise in the image (see ppuwb_state)
	glDisable(GL_DITHER);
	glDisable(GL_BLEND);
	glDisable(GL_LIGHTING);
	glDisable(GL_MULTISAMPLE);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	glDepthMask(GL_TRUE);
	glShadeModel(GL_FLAT);
	glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
	glClearDepth(1.0);
	return 1;
}

// ppuwb_state sets the transform, shading and culling. m (column-major,
// nullable) maps to clip space with y down in the image: GL gets diag(1,-1,1,1)·m.
// Either way the numbers GL sees have their y axis reversed with respect to
// how they look in the image, so a face counter-clockwise in the image is
// clockwise for GL.
static void ppuwb_state(const float *m, int w, int h, int smooth, int cull, int frontCW) {
	glMatrixMode(GL_PROJECTION);
	glLoadIdentity();
	if (m) {
		glScalef(1.0f, -1.0f, 1.0f);
		glMultMatrixf(m);
	} else {
		glOrtho(0.0, (double)w, 0.0, (double)h, 0.0, -1.0);
	}
	glMatrixMode(GL_MODELVIEW);
	glLoadIdentity();
	glShadeModel(smooth ? GL_SMOOTH : GL_FLAT);
	if (cull == 0) {
		glDisable(GL_CULL_FACE);
	} else {
		glEnable(GL_CULL_FACE);
		glCullFace(cull == 1 ? GL_BACK : GL_FRONT);
	}
	glFrontFace(frontCW ? GL_CCW : GL_CW);
}

static void ppuwb_read_depth(float *dst, int w, int h) {
	glPixelStorei(GL_PACK_ALIGNMENT, 1);
	glReadPixels(0, 0, w, h, GL_DEPTH_COMPONENT, GL_FLOAT, dst);
}

static GLuint ppuwb_upload(const void *data, long bytes) {
	GLuint vbo = 0;
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)bytes, data, GL_STATIC_DRAW);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	return vbo;
}

static GLuint ppuwb_upload_indices(const void *data, long bytes) {
	GLuint ebo = 0;
	glGenBuffers(1, &ebo);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)bytes, data, GL_STATIC_DRAW);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
	return ebo;
}

static void ppuwb_free(GLuint vbo) { if (vbo) glDeleteBuffers(1, &vbo); }

// ppuwb_draw clears, draws count vertices (or, with ebo, count uint32
// indices) of interleaved C4UB_V3F data from vbo as a triangle list and waits
// until llvmpipe has finished (and OSMesa has written the user buffer).
static void ppuwb_draw(GLuint vbo, GLuint ebo, int count) {
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	if (count > 0) {
		glBindBuffer(GL_ARRAY_BUFFER, vbo);
		glInterleavedArrays(GL_C4UB_V3F, 0, (const void *)0);
		if (ebo) {
			glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo);
			glDrawElements(GL_TRIANGLES, count, GL_UNSIGNED_INT, (const void *)0);
			glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
		} else {
			glDrawArrays(GL_TRIANGLES, 0, count);
		}
		glBindBuffer(GL_ARRAY_BUFFER, 0);
	}
	glFinish();
}

static const char *ppuwb_string(GLenum name) { return (const char *)glGetString(name); }
static int ppuwb_error(void) { return (int)glGetError(); }
*/
import "C"

import (
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"
)

// Available reports whether this build can render with llvmpipe.
const Available = true

var (
	threadsMu  sync.Mutex
	lpThreads  int // LP_NUM_THREADS fixed at the first context; 0 = not yet
	errClosed  = errors.New("llvmpipe: context is closed")
	errForeign = errors.New("llvmpipe: mesh belongs to another context or was freed")
)

// Context is an OSMesa context rendering with llvmpipe into a buffer owned by
// the context. GL contexts are bound to one OS thread, so every GL call runs
// on a goroutine locked to its own thread; the methods may be called from any
// goroutine and are serialized.
type Context struct {
	opts Options
	info Info
	ops  chan func()
	gone chan struct{} // closed when the GL thread has destroyed the context

	mu     sync.Mutex
	closed bool

	// Owned by the GL thread.
	ctx C.OSMesaContext
	buf unsafe.Pointer
}

// Mesh is a vertex buffer object holding triangles uploaded to a Context.
type Mesh struct {
	c     *Context
	vbo   C.GLuint
	ebo   C.GLuint // 0 = not indexed
	count int      // vertices, or indices when ebo != 0
	freed bool     // owned by the GL thread
}

// New creates an OSMesa context of o.Width × o.Height with an RGBA8 colour
// buffer and a depth buffer, and checks that llvmpipe is the renderer.
func New(o Options) (*Context, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	if o.DepthBits == 0 {
		o.DepthBits = 24
	}
	threadsMu.Lock()
	if o.Threads == 0 {
		o.Threads = lpThreads // the count already fixed for this process
		if o.Threads == 0 {
			o.Threads = runtime.GOMAXPROCS(0)
		}
	}
	if lpThreads == 0 {
		// Read by llvmpipe when OSMesa creates its (single, per-process)
		// gallium screen, i.e. at the first context below.
		os.Setenv("LP_NUM_THREADS", strconv.Itoa(o.Threads))
		if os.Getenv("GALLIUM_DRIVER") == "" {
			os.Setenv("GALLIUM_DRIVER", "llvmpipe")
		}
		lpThreads = o.Threads
	} else if lpThreads != o.Threads {
		n := lpThreads
		threadsMu.Unlock()
		return nil, fmt.Errorf("llvmpipe: thread count is fixed per process at %d (LP_NUM_THREADS), %d requested", n, o.Threads)
	}
	threadsMu.Unlock()

	c := &Context{opts: o, ops: make(chan func()), gone: make(chan struct{})}
	started := make(chan error, 1)
	go c.loop(started)
	if err := <-started; err != nil {
		return nil, err
	}
	if !strings.Contains(c.info.Renderer, "llvmpipe") {
		c.Close()
		return nil, fmt.Errorf("llvmpipe: OSMesa renders with %q, not llvmpipe", c.info.Renderer)
	}
	return c, nil
}

// loop owns the OS thread the GL context is current on.
func (c *Context) loop(started chan<- error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer close(c.gone)
	o := c.opts
	c.ctx = C.ppuwb_create(C.int(o.DepthBits))
	if c.ctx == nil {
		started <- errors.New("llvmpipe: OSMesaCreateContextAttribs failed")
		return
	}
	c.buf = C.malloc(C.size_t(o.Width) * C.size_t(o.Height) * 4)
	if c.buf == nil {
		C.OSMesaDestroyContext(c.ctx)
		started <- errors.New("llvmpipe: out of memory for the colour buffer")
		return
	}
	if C.ppuwb_bind(c.ctx, c.buf, C.int(o.Width), C.int(o.Height)) == 0 {
		C.OSMesaDestroyContext(c.ctx)
		C.free(c.buf)
		started <- errors.New("llvmpipe: OSMesaMakeCurrent failed")
		return
	}
	c.info = Info{
		Renderer: C.GoString(C.ppuwb_string(C.GL_RENDERER)),
		Version:  C.GoString(C.ppuwb_string(C.GL_VERSION)),
		Vendor:   C.GoString(C.ppuwb_string(C.GL_VENDOR)),
		Threads:  o.Threads,
	}
	if e := C.ppuwb_error(); e != 0 {
		C.OSMesaDestroyContext(c.ctx)
		C.free(c.buf)
		started <- fmt.Errorf("llvmpipe: GL error 0x%x during setup", int(e))
		return
	}
	started <- nil
	for f := range c.ops {
		f()
	}
	C.OSMesaMakeCurrent(nil, nil, 0, 0, 0)
	C.OSMesaDestroyContext(c.ctx)
	C.free(c.buf)
}

// do runs f on the GL thread and waits for it.
func (c *Context) do(f func()) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return errClosed
	}
	done := make(chan struct{})
	c.ops <- func() { f(); close(done) }
	<-done
	return nil
}

func glError(what string) error {
	if e := C.ppuwb_error(); e != 0 {
		return fmt.Errorf("llvmpipe: GL error 0x%x in %s", int(e), what)
	}
	return nil
}

// Info reports the GL renderer, version, vendor and thread count.
func (c *Context) Info() Info { return c.info }

// Size returns the buffer width and height.
func (c *Context) Size() (int, int) { return c.opts.Width, c.opts.Height }

// vertexSize is the size of one GL_C4UB_V3F vertex: RGBA8 then x, y, z float32.
const vertexSize = 16

// Upload copies tris into a vertex buffer object on the context, each
// triangle's three vertices with its flat colour. Coordinates must be finite.
func (c *Context) Upload(tris []Triangle) (*Mesh, error) {
	if int64(len(tris)) > math.MaxInt32/(3*vertexSize) {
		return nil, errors.New("llvmpipe: too many triangles")
	}
	v := make([]Vertex, 0, 3*len(tris))
	for _, t := range tris {
		for k := 0; k < 3; k++ {
			v = append(v, Vertex{X: t.X[k], Y: t.Y[k], Z: t.Z[k], Color: t.Color})
		}
	}
	return c.UploadVertices(v)
}

// UploadVertices copies a triangle list (every three vertices form a
// triangle; a trailing partial triangle is an error) into a vertex buffer
// object on the context. Coordinates must be finite.
func (c *Context) UploadVertices(verts []Vertex) (*Mesh, error) {
	n := len(verts)
	if n%3 != 0 {
		return nil, fmt.Errorf("llvmpipe: %d vertices is not a whole number of triangles", n)
	}
	if int64(n) > math.MaxInt32/vertexSize {
		return nil, errors.New("llvmpipe: too many vertices")
	}
	data := make([]byte, n*vertexSize)
	for i, v := range verts {
		for _, f := range [3]float32{v.X, v.Y, v.Z} {
			if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
				return nil, fmt.Errorf("llvmpipe: triangle %d has a non-finite coordinate", i/3)
			}
		}
		p := data[i*vertexSize:]
		p[0], p[1], p[2], p[3] = v.Color.R, v.Color.G, v.Color.B, v.Color.A
		putF32(p[4:], v.X)
		putF32(p[8:], v.Y)
		putF32(p[12:], v.Z)
	}
	m := &Mesh{c: c, count: n}
	var err error
	derr := c.do(func() {
		var ptr unsafe.Pointer
		if len(data) > 0 {
			ptr = unsafe.Pointer(&data[0])
		}
		m.vbo = C.ppuwb_upload(ptr, C.long(len(data)))
		err = glError("upload")
	})
	if derr != nil {
		return nil, derr
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}

// UploadIndexed copies vertices and a triangle-list index buffer (three
// indices per triangle, each < len(verts)) to the context; Draw then uses
// glDrawElements, so shared vertices are transformed once, as in an indexed
// mesh.
func (c *Context) UploadIndexed(verts []Vertex, indices []uint32) (*Mesh, error) {
	if len(indices)%3 != 0 {
		return nil, fmt.Errorf("llvmpipe: %d indices is not a whole number of triangles", len(indices))
	}
	if int64(len(indices)) > math.MaxInt32/4 {
		return nil, errors.New("llvmpipe: too many indices")
	}
	for i, v := range indices {
		if int(v) >= len(verts) {
			return nil, fmt.Errorf("llvmpipe: index %d at position %d is out of range (%d vertices)", v, i, len(verts))
		}
	}
	// The vertex buffer need not hold whole triangles: pad to a multiple of 3.
	padded := verts
	if r := len(verts) % 3; r != 0 {
		padded = append(append([]Vertex(nil), verts...), make([]Vertex, 3-r)...)
	}
	m, err := c.UploadVertices(padded)
	if err != nil {
		return nil, err
	}
	derr := c.do(func() {
		if len(indices) > 0 {
			m.ebo = C.ppuwb_upload_indices(unsafe.Pointer(&indices[0]), C.long(4*len(indices)))
		}
		err = glError("upload indices")
	})
	if derr == nil && err == nil && len(indices) > 0 && m.ebo == 0 {
		err = errors.New("llvmpipe: no element buffer")
	}
	if derr != nil || err != nil {
		m.Free()
		if derr != nil {
			return nil, derr
		}
		return nil, err
	}
	m.count = len(indices)
	return m, nil
}

// SetState sets the transform, shading and culling for later draws. New
// contexts start with the zero DrawState (1:1 mapping, flat, no culling).
func (c *Context) SetState(s DrawState) error {
	if s.Cull < CullNone || s.Cull > CullFront {
		return fmt.Errorf("llvmpipe: unknown cull mode %d", s.Cull)
	}
	var m *C.float
	if s.Matrix != nil {
		for _, v := range s.Matrix {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return errors.New("llvmpipe: non-finite matrix")
			}
		}
		m = (*C.float)(C.malloc(16 * 4))
		defer C.free(unsafe.Pointer(m))
		copy(unsafe.Slice((*float32)(unsafe.Pointer(m)), 16), s.Matrix[:])
	}
	var err error
	derr := c.do(func() {
		C.ppuwb_state(m, C.int(c.opts.Width), C.int(c.opts.Height), cbool(s.Smooth), C.int(s.Cull), cbool(s.FrontCW))
		err = glError("state")
	})
	if derr != nil {
		return derr
	}
	return err
}

func cbool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

// Depth returns a copy of the depth buffer as window depths in [0, 1],
// row-major in image rows like Image.
func (c *Context) Depth() ([]float32, error) {
	w, h := c.opts.Width, c.opts.Height
	out := make([]float32, w*h)
	var err error
	derr := c.do(func() {
		buf := C.malloc(C.size_t(w) * C.size_t(h) * 4)
		if buf == nil {
			err = errors.New("llvmpipe: out of memory")
			return
		}
		defer C.free(buf)
		C.ppuwb_read_depth((*C.float)(buf), C.int(w), C.int(h))
		copy(out, unsafe.Slice((*float32)(buf), w*h))
		err = glError("read depth")
	})
	if derr != nil {
		return nil, derr
	}
	return out, err
}

func putF32(p []byte, v float32) {
	u := math.Float32bits(v)
	p[0], p[1], p[2], p[3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24) // GL reads native (little-endian on amd64/arm64)
}

// Draw clears colour (to transparent black) and depth (to 1), draws the mesh
// with depth test GL_LESS and waits with glFinish. The returned duration
// covers exactly glClear + glDrawArrays + glFinish (vertex processing, setup,
// binning, rasterization, depth test and the copy OSMesa makes into the
// context's buffer); uploading the mesh is not included.
func (c *Context) Draw(m *Mesh) (time.Duration, error) {
	if m == nil || m.c != c {
		return 0, errForeign
	}
	var took time.Duration
	var err error
	derr := c.do(func() {
		if m.freed {
			err = errForeign
			return
		}
		start := time.Now()
		C.ppuwb_draw(m.vbo, m.ebo, C.int(m.count))
		took = time.Since(start)
		err = glError("draw")
	})
	if derr != nil {
		return 0, derr
	}
	return took, err
}

// Image returns a copy of the colour buffer; pixel (x, y) is image
// coordinate (x+0.5, y+0.5) (see the package comment).
func (c *Context) Image() *image.RGBA {
	w, h := c.opts.Width, c.opts.Height
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if err := c.do(func() {
		copy(img.Pix, unsafe.Slice((*byte)(c.buf), w*h*4))
	}); err != nil {
		return nil
	}
	return img
}

// Render uploads tris, draws them, and returns the colour buffer and the
// Draw time.
func (c *Context) Render(tris []Triangle) (*image.RGBA, time.Duration, error) {
	m, err := c.Upload(tris)
	if err != nil {
		return nil, 0, err
	}
	defer m.Free()
	took, err := c.Draw(m)
	if err != nil {
		return nil, 0, err
	}
	img := c.Image()
	if img == nil {
		return nil, 0, errClosed
	}
	return img, took, nil
}

// Free deletes the vertex buffer object. It is safe to call twice.
func (m *Mesh) Free() {
	if m == nil || m.c == nil {
		return
	}
	c := m.c
	c.do(func() {
		C.ppuwb_free(m.vbo)
		C.ppuwb_free(m.ebo)
		m.vbo, m.ebo, m.count, m.freed = 0, 0, 0, true
	})
}

// Close destroys the context and its buffers. It is safe to call twice.
func (c *Context) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	close(c.ops)
	<-c.gone
	return nil
}
