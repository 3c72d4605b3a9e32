//go:build egl

package gldriver

/*
#cgo LDFLAGS: -lEGL
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/glcorearb.h>

#ifndef GL_CONSERVATIVE_RASTERIZATION_NV
#define GL_CONSERVATIVE_RASTERIZATION_NV 0x9346
#endif

// Every GL entry point comes from eglGetProcAddress (EGL 1.5 and
// EGL_KHR_get_all_proc_addresses return core functions too), so nothing
// links against a GL library: the driver EGL picks provides them.
#define GLFN(T, n) static T p_##n;
#define GLFNS \
	GLFN(PFNGLGETSTRINGPROC, glGetString) \
	GLFN(PFNGLGETSTRINGIPROC, glGetStringi) \
	GLFN(PFNGLGETINTEGERVPROC, glGetIntegerv) \
	GLFN(PFNGLGETERRORPROC, glGetError) \
	GLFN(PFNGLCREATESHADERPROC, glCreateShader) \
	GLFN(PFNGLSHADERSOURCEPROC, glShaderSource) \
	GLFN(PFNGLCOMPILESHADERPROC, glCompileShader) \
	GLFN(PFNGLGETSHADERIVPROC, glGetShaderiv) \
	GLFN(PFNGLGETSHADERINFOLOGPROC, glGetShaderInfoLog) \
	GLFN(PFNGLCREATEPROGRAMPROC, glCreateProgram) \
	GLFN(PFNGLATTACHSHADERPROC, glAttachShader) \
	GLFN(PFNGLLINKPROGRAMPROC, glLinkProgram) \
	GLFN(PFNGLGETPROGRAMIVPROC, glGetProgramiv) \
	GLFN(PFNGLGETPROGRAMINFOLOGPROC, glGetProgramInfoLog) \
	GLFN(PFNGLUSEPROGRAMPROC, glUseProgram) \
	GLFN(PFNGLGETUNIFORMLOCATIONPROC, glGetUniformLocation) \
	GLFN(PFNGLUNIFORM2FPROC, glUniform2f) \
	GLFN(PFNGLGENVERTEXARRAYSPROC, glGenVertexArrays) \
	GLFN(PFNGLBINDVERTEXARRAYPROC, glBindVertexArray) \
	GLFN(PFNGLGENBUFFERSPROC, glGenBuffers) \
	GLFN(PFNGLBINDBUFFERPROC, glBindBuffer) \
	GLFN(PFNGLBUFFERDATAPROC, glBufferData) \
	GLFN(PFNGLDELETEBUFFERSPROC, glDeleteBuffers) \
	GLFN(PFNGLVERTEXATTRIBPOINTERPROC, glVertexAttribPointer) \
	GLFN(PFNGLENABLEVERTEXATTRIBARRAYPROC, glEnableVertexAttribArray) \
	GLFN(PFNGLGENTEXTURESPROC, glGenTextures) \
	GLFN(PFNGLBINDTEXTUREPROC, glBindTexture) \
	GLFN(PFNGLTEXSTORAGE2DPROC, glTexStorage2D) \
	GLFN(PFNGLDELETETEXTURESPROC, glDeleteTextures) \
	GLFN(PFNGLGENFRAMEBUFFERSPROC, glGenFramebuffers) \
	GLFN(PFNGLBINDFRAMEBUFFERPROC, glBindFramebuffer) \
	GLFN(PFNGLFRAMEBUFFERTEXTURE2DPROC, glFramebufferTexture2D) \
	GLFN(PFNGLCHECKFRAMEBUFFERSTATUSPROC, glCheckFramebufferStatus) \
	GLFN(PFNGLDELETEFRAMEBUFFERSPROC, glDeleteFramebuffers) \
	GLFN(PFNGLVIEWPORTPROC, glViewport) \
	GLFN(PFNGLCLEARBUFFERIVPROC, glClearBufferiv) \
	GLFN(PFNGLDRAWARRAYSPROC, glDrawArrays) \
	GLFN(PFNGLREADPIXELSPROC, glReadPixels) \
	GLFN(PFNGLPIXELSTOREIPROC, glPixelStorei) \
	GLFN(PFNGLENABLEPROC, glEnable) \
	GLFN(PFNGLDISABLEPROC, glDisable) \
	GLFN(PFNGLFINISHPROC, glFinish)
GLFNS
#undef GLFN

static char ppuwb_err[512];
static const char *ppuwb_errmsg(void) { return ppuwb_err; }

static int load_gl(void) {
#define GLFN(T, n) p_##n = (T)eglGetProcAddress(#n); if (!p_##n) { snprintf(ppuwb_err, sizeof ppuwb_err, "eglGetProcAddress(%s) failed", #n); return 0; }
	GLFNS
#undef GLFN
	return 1;
}

static EGLDisplay dpy = EGL_NO_DISPLAY;
static EGLContext ctx = EGL_NO_CONTEXT;

static int has_ext(const char *list, const char *name) {
	if (!list) return 0;
	size_t n = strlen(name);
	for (const char *p = list; (p = strstr(p, name)) != NULL; p += n) {
		if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0)) return 1;
	}
	return 0;
}

// try_display initializes d and makes a GL 4.5 core context current on it
// without a surface; on failure everything is undone.
static int try_display(EGLDisplay d) {
	EGLint major, minor;
	if (d == EGL_NO_DISPLAY || !eglInitialize(d, &major, &minor)) return 0;
	if (!has_ext(eglQueryString(d, EGL_EXTENSIONS), "EGL_KHR_surfaceless_context") || !eglBindAPI(EGL_OPENGL_API)) {
		eglTerminate(d);
		return 0;
	}
	EGLConfig cfg = NULL;
	EGLint n = 0;
	const EGLint cattr[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
	int nocfg = has_ext(eglQueryString(d, EGL_EXTENSIONS), "EGL_KHR_no_config_context");
	if (!nocfg && (!eglChooseConfig(d, cattr, &cfg, 1, &n) || n < 1)) {
		eglTerminate(d);
		return 0;
	}
	const EGLint attr[] = {
		EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
		EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
		EGL_NONE};
	EGLContext c = eglCreateContext(d, nocfg ? (EGLConfig)0 : cfg, EGL_NO_CONTEXT, attr);
	if (c == EGL_NO_CONTEXT) {
		eglTerminate(d);
		return 0;
	}
	if (!eglMakeCurrent(d, EGL_NO_SURFACE, EGL_NO_SURFACE, c)) {
		eglDestroyContext(d, c);
		eglTerminate(d);
		return 0;
	}
	dpy = d;
	ctx = c;
	return 1;
}

// ppuwb_open finds a display (see the package comment); returns the
// platform name in out, or 0 with ppuwb_err set.
static int ppuwb_open(int want_device, int skip_devices, char *out, int outn) {
	const char *cext = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	PFNEGLGETPLATFORMDISPLAYEXTPROC getPlatformDisplay = (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
	if (!skip_devices && getPlatformDisplay && has_ext(cext, "EGL_EXT_platform_device")) {
		PFNEGLQUERYDEVICESEXTPROC queryDevices = (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
		EGLDeviceEXT devs[16];
		EGLint nd = 0;
		if (queryDevices && queryDevices(16, devs, &nd)) {
			for (EGLint i = 0; i < nd; i++) {
				if (want_device >= 0 && i != want_device) continue;
				if (try_display(getPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, devs[i], NULL))) {
					snprintf(out, outn, "device %d", (int)i);
					return 1;
				}
			}
		}
	}
	if (want_device < 0 && getPlatformDisplay && has_ext(cext, "EGL_MESA_platform_surfaceless")) {
		if (try_display(getPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL))) {
			snprintf(out, outn, "surfaceless");
			return 1;
		}
	}
	if (want_device < 0 && try_display(eglGetDisplay(EGL_DEFAULT_DISPLAY))) {
		snprintf(out, outn, "default");
		return 1;
	}
	snprintf(ppuwb_err, sizeof ppuwb_err, "no EGL display gave an OpenGL 4.5 core context without a surface (EGL error 0x%x)", eglGetError());
	return 0;
}

static void ppuwb_close(void) {
	if (dpy != EGL_NO_DISPLAY) {
		eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
		if (ctx != EGL_NO_CONTEXT) eglDestroyContext(dpy, ctx);
		eglTerminate(dpy);
	}
	dpy = EGL_NO_DISPLAY;
	ctx = EGL_NO_CONTEXT;
}

static const char *gl_str(GLenum e) { return (const char *)p_glGetString(e); }

static int gl_has_ext(const char *name) {
	GLint n = 0;
	p_glGetIntegerv(GL_NUM_EXTENSIONS, &n);
	for (GLint i = 0; i < n; i++) {
		const char *e = (const char *)p_glGetStringi(GL_EXTENSIONS, (GLuint)i);
		if (e && strcmp(e, name) == 0) return 1;
	}
	return 0;
}

static int gl_has_conservative(void) { return gl_has_ext("GL_NV_conservative_raster"); }

static int gl_int(GLenum e) { GLint v = 0; p_glGetIntegerv(e, &v); return v; }

static const char *vs_src =
	"#version 450 core\n"
	"layout(location = 0) in vec2 pos;\n"
	"uniform vec2 size;\n"
	"flat out int id;\n"
	"void main() {\n"
	"	id = gl_VertexID / 3;\n"
	"	gl_Position = vec4(pos * (2.0 / size) - 1.0, 0.0, 1.0);\n"
	"}\n";
static const char *fs_src =
	"#version 450 core\n"
	"flat in int id;\n"
	"layout(location = 0) out int owner;\n"
	"void main() { owner = id; }\n";

static GLuint prog;
static GLint size_loc;

static GLuint compile(GLenum kind, const char *src) {
	GLuint s = p_glCreateShader(kind);
	p_glShaderSource(s, 1, &src, NULL);
	p_glCompileShader(s);
	GLint ok = 0;
	p_glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		p_glGetShaderInfoLog(s, sizeof ppuwb_err, NULL, ppuwb_err);
		return 0;
	}
	return s;
}

static int ppuwb_setup(void) {
	if (!load_gl()) return 0;
	GLuint vs = compile(GL_VERTEX_SHADER, vs_src), fs = compile(GL_FRAGMENT_SHADER, fs_src);
	if (!vs || !fs) return 0;
	prog = p_glCreateProgram();
	p_glAttachShader(prog, vs);
	p_glAttachShader(prog, fs);
	p_glLinkProgram(prog);
	GLint ok = 0;
	p_glGetProgramiv(prog, GL_LINK_STATUS, &ok);
	if (!ok) {
		p_glGetProgramInfoLog(prog, sizeof ppuwb_err, NULL, ppuwb_err);
		return 0;
	}
	size_loc = p_glGetUniformLocation(prog, "size");
	GLuint vao;
	p_glGenVertexArrays(1, &vao);
	p_glBindVertexArray(vao);
	return 1;
}

// ppuwb_draw draws n triangles (6 floats each) into a w×h R32I target and
// reads the owners back into out (row 0 = GL window row 0).
static int ppuwb_draw(const float *xy, int n, int w, int h, int conservative, int *out) {
	GLuint tex, fbo, vbo;
	p_glGenTextures(1, &tex);
	p_glBindTexture(GL_TEXTURE_2D, tex);
	p_glTexStorage2D(GL_TEXTURE_2D, 1, GL_R32I, w, h);
	p_glGenFramebuffers(1, &fbo);
	p_glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	p_glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
	if (p_glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
		snprintf(ppuwb_err, sizeof ppuwb_err, "R32I framebuffer %dx%d incomplete", w, h);
		return 0;
	}
	p_glViewport(0, 0, w, h);
	p_glDisable(GL_DEPTH_TEST);
	p_glDisable(GL_CULL_FACE);
	p_glDisable(GL_BLEND);
	p_glDisable(GL_DITHER);
	p_glDisable(GL_MULTISAMPLE);
	const GLint bg[4] = {-1, 0, 0, 0};
	p_glClearBufferiv(GL_COLOR, 0, bg);
	p_glUseProgram(prog);
	p_glUniform2f(size_loc, (float)w, (float)h);
	p_glGenBuffers(1, &vbo);
	p_glBindBuffer(GL_ARRAY_BUFFER, vbo);
	p_glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)n * 6 * sizeof(float), xy, GL_STATIC_DRAW);
	p_glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (const void *)0);
	p_glEnableVertexAttribArray(0);
	if (conservative) p_glEnable(GL_CONSERVATIVE_RASTERIZATION_NV);
	p_glDrawArrays(GL_TRIANGLES, 0, n * 3);
	if (conservative) p_glDisable(GL_CONSERVATIVE_RASTERIZATION_NV);
	p_glPixelStorei(GL_PACK_ALIGNMENT, 1);
	p_glReadPixels(0, 0, w, h, GL_RED_INTEGER, GL_INT, out);
	p_glFinish();
	GLenum e = p_glGetError();
	p_glBindFramebuffer(GL_FRAMEBUFFER, 0);
	p_glDeleteFramebuffers(1, &fbo);
	p_glDeleteTextures(1, &tex);
	p_glDeleteBuffers(1, &vbo);
	if (e != GL_NO_ERROR) {
		snprintf(ppuwb_err, sizeof ppuwb_err, "GL error 0x%x", e);
		return 0;
	}
	return 1;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"unsafe"
)

// Available reports whether this build can draw through EGL.
const Available = true

func lastErr() error { return errors.New("gldriver: " + C.GoString(C.ppuwb_errmsg())) }

// Run opens the driver (see the package comment), draws every batch and
// returns the driver's description and, per batch, the owner of every
// pixel (row-major, image rows; -1 = background). Everything happens on one
// locked OS thread, and the context is destroyed before Run returns.
func Run(batches []Batch) (Info, [][]int32, error) {
	for i := range batches {
		if err := batches[i].validate(); err != nil {
			return Info{}, nil, err
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	want, skip := -1, 0
	if v := os.Getenv("PPUWB_EGL_DEVICE"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return Info{}, nil, fmt.Errorf("gldriver: PPUWB_EGL_DEVICE=%q is not a device number", v)
		}
		want = n
	}
	if os.Getenv("PPUWB_EGL_PLATFORM") == "surfaceless" {
		skip = 1
	}
	var plat [64]C.char
	if C.ppuwb_open(C.int(want), C.int(skip), &plat[0], C.int(len(plat))) == 0 {
		return Info{}, nil, lastErr()
	}
	defer C.ppuwb_close()
	if C.ppuwb_setup() == 0 {
		return Info{}, nil, lastErr()
	}
	info := Info{
		Platform:     C.GoString(&plat[0]),
		Vendor:       C.GoString(C.gl_str(C.GL_VENDOR)),
		Renderer:     C.GoString(C.gl_str(C.GL_RENDERER)),
		Version:      C.GoString(C.gl_str(C.GL_VERSION)),
		SubpixelBits: int(C.gl_int(C.GL_SUBPIXEL_BITS)),
		Conservative: C.gl_has_conservative() != 0,
	}
	out := make([][]int32, len(batches))
	for bi := range batches {
		b := &batches[bi]
		if b.Conservative && !info.Conservative {
			return info, nil, fmt.Errorf("gldriver: %s has no GL_NV_conservative_raster", info.Renderer)
		}
		px := make([]int32, b.Width*b.Height)
		xy := make([]float32, 6*len(b.Tris)+6) // never empty
		for i, t := range b.Tris {
			copy(xy[6*i:], t[:])
		}
		cons := 0
		if b.Conservative {
			cons = 1
		}
		if C.ppuwb_draw((*C.float)(unsafe.Pointer(&xy[0])), C.int(len(b.Tris)), C.int(b.Width), C.int(b.Height), C.int(cons), (*C.int)(unsafe.Pointer(&px[0]))) == 0 {
			return info, nil, lastErr()
		}
		out[bi] = px
	}
	return info, out, nil
}
