package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func site(t *testing.T) (dir string, wasm []byte) {
	t.Helper()
	dir = t.TempDir()
	wasm = bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00 ppuwb "), 4000)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(wasm)
	zw.Close()
	for name, b := range map[string][]byte{"ppuwb.wasm": wasm, "ppuwb.wasm.gz": gz.Bytes(), "index.html": []byte("<html></html>")} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, wasm
}

func get(t *testing.T, h http.Handler, path, enc string) *http.Response {
	t.Helper()
	r := httptest.NewRequest("GET", path, nil)
	if enc != "" {
		r.Header.Set("Accept-Encoding", enc)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func TestTheWasmTravelsGzippedToABrowserThatAcceptsIt(t *testing.T) {
	dir, wasm := site(t)
	resp := get(t, Handler(dir), "/ppuwb.wasm", "gzip, deflate, br")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("status %d, Content-Encoding %q, Content-Type %q", resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"))
	}
	body, _ := io.ReadAll(resp.Body)
	if len(body) >= len(wasm)/4 {
		t.Fatalf("%d bytes sent for a %d-byte wasm", len(body), len(wasm))
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if !bytes.Equal(got, wasm) {
		t.Fatal("the gzipped body is not the wasm")
	}
	if v := resp.Header.Get("Vary"); v != "Accept-Encoding" {
		t.Fatalf("Vary %q", v)
	}
}

func TestWithoutGzipTheWasmTravelsAsItIs(t *testing.T) {
	dir, wasm := site(t)
	for _, enc := range []string{"", "identity", "br", "gzip;q=0"} {
		resp := get(t, Handler(dir), "/ppuwb.wasm", enc)
		body, _ := io.ReadAll(resp.Body)
		if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Fatalf("Accept-Encoding %q: Content-Encoding %q, Content-Type %q, %d bytes", enc, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), len(body))
		}
	}
	// a file with no .gz beside it
	resp := get(t, Handler(dir), "/", "gzip")
	if resp.Header.Get("Content-Encoding") != "" || resp.StatusCode != 200 {
		t.Fatalf("index.html: %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	// no way out of the folder
	if resp := get(t, Handler(dir), "/../../etc/passwd", "gzip"); resp.StatusCode == 200 {
		t.Fatal("served a file outside the site")
	}
}
