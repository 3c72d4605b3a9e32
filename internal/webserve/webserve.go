// Package webserve serves the web edition's folder (build/web): each file
// with its MIME type (.wasm as application/wasm, which browsers need to
// compile it while it downloads), and, where make web wrote FILE.gz beside
// FILE and the browser accepts gzip, FILE.gz with Content-Encoding: gzip
// (the 57 MB ppuwb.wasm travels as about 15 MB). A browser that does not
// accept gzip gets FILE as it is. scripts/serveweb and the browser tests
// (internal/webtest) serve through it; docs/user-guide.md says how to set
// up another server the same way.
package webserve

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
}

// Handler serves dir.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// a rebuilt site is picked up on the next reload
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		if !strings.HasSuffix(name, "/") && acceptsGzip(r) {
			gz := filepath.Join(dir, filepath.FromSlash(name)+".gz")
			if f, err := os.Open(gz); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
					if t := mime.TypeByExtension(path.Ext(name)); t != "" {
						w.Header().Set("Content-Type", t)
					}
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

// acceptsGzip reports whether the request's Accept-Encoding lists gzip
// (without q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}
